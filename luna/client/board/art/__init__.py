"""All of the game's artwork, drawn by code: a night sea around a moonlit temple island.

Nothing is loaded from image files. Shapes are drawn with `pygame.draw` on a canvas a few
times larger than the result and shrunk with `smoothscale`, which gives antialiased edges
for any shape; soft shadows are blurred silhouettes. The moon stands to the top left, so
every piece is lit from there and throws its shadow to the bottom right.

Every public function is cached by its arguments and returns a surface with per-pixel
alpha. The cached surfaces are shared: callers blit them and never draw on them.
Nothing here needs a display mode; surfaces are converted only when one exists.

The package's modules each draw one family of things; this module gathers what the rest
of the client uses, so callers write `art.novice(...)` and need not know where it lives.
"""

from .base import (
    CANDLE_LIGHT,
    INK,
    KIND_RGB,
    KINDS,
    MOONLIGHT,
    OUTLINE,
    PARCHMENT,
    PLAYER_RGB,
    plain_copy,
)
from .figures import figure
from .islands import (
    beach,
    foam,
    island,
    island_inner,
    landmark_box,
    on_strand,
    shore,
    spit,
    strand,
)
from .landmarks import landmark
from .pieces import council_disc, favour_token, novice, shrine
from .plates import plate
from .players import haloed, luminance, marking, owner_badge
from .players import symbol as player_symbol
from .sea import moon_place, moon_reflection, sea_background
from .small import FLAMES, book_marker, candle, flame, glow, jetty, jetty_icon, panel_bg
from .symbols import symbol
from .temple import TemplePlan, temple_foam, temple_scene
from .tiles import (
    claimed_marks,
    claimed_number,
    claimed_symbol,
    field_ink,
    field_marks,
    guardian_tile,
    held_marks,
    hex_field,
    path_start,
    path_turn,
    temple_tile,
    tile_marks,
)

__all__ = [
    "CANDLE_LIGHT", "FLAMES", "INK", "KINDS", "KIND_RGB", "MOONLIGHT", "OUTLINE", "PARCHMENT",
    "beach",
    "PLAYER_RGB", "TemplePlan", "book_marker", "candle", "claimed_marks", "claimed_number",
    "claimed_symbol",
    "council_disc", "favour_token", "figure",
    "field_ink", "field_marks", "flame", "foam", "glow", "guardian_tile", "haloed",
    "held_marks", "hex_field", "island", "island_inner",
    "jetty", "jetty_icon", "landmark", "landmark_box", "luminance", "marking", "moon_place",
    "moon_reflection", "novice", "owner_badge", "panel_bg", "path_start", "path_turn",
    "plain_copy", "plate",
    "player_symbol",
    "on_strand", "sea_background", "shore", "shrine", "spit", "strand", "symbol", "temple_foam",
    "temple_scene",
    "temple_tile",
    "tile_marks",
]
