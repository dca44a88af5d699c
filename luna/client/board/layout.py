"""Where everything sits on screen, computed from the window size and the player's text
size (no pygame drawing here, only rectangles and points), so any window size lays out
cleanly. The window is never smaller than MIN_SIZE (app.py holds it there), the smallest
size every screen is laid out and tested for."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from ...engine.temple import full_path
from ..window.size import MIN_SIZE

Rect = tuple[int, int, int, int]   # x, y, w, h
Point = tuple[float, float]

PLATEAU = 0.86        # share of the temple island's surface covered by its stone plateau
PANEL_BUTTONS_H = 2 * 40 + 8    # the panel's two rows of buttons at its foot (100 % text)
BUILDER_H = 46                  # Confirm / Cancel of a move being built, above them
ROW_GAP = 6                     # between two rows of the panel's buttons


# The panel's buttons: one toolbar row of the tools (pictures, their names in their hover
# texts), and the act under it, an action in words. (Up to four rows of worded buttons
# took 180 px of a 700 px window at 150 %: the scoreboard and the guided game's card
# starved.)
TOOLS = ("undo", "redo", "hint", "menu", "speed")
BUTTON_ROWS = (TOOLS, ("act",))
BUTTON_PAD = 18                 # a panel button's width beyond its words


def panel_button_rows(panel_w: int = 0) -> tuple[tuple[tuple[str, ...], ...], int]:
    """The rows of the panel's buttons and each row's height, at the player's text size:
    the toolbar and the act, at every panel width (the toolbar fits its row: its tools
    show their words only where the row holds them, game_buttons.tool_forms)."""
    from ..window.fonts import line_height, window
    return BUTTON_ROWS, max(round(34 * window), line_height(13, True) + 10)


BOARD_MIN_W = 712     # the board's width at the smallest window: never narrower


TEXT_WIDENS = 0.12    # the panel widens by this part of the text size's growth (150 %: 6 %)


def panel_width(width: int) -> int:
    """The side panel: a quarter of the window (300-400 px at 1280x800), barely wider with
    larger text (its words wrap and its rows step down instead: the board is the game and
    keeps its room, 98 % of its width at 150 %) and wider with a larger window (as much as
    its text grows, up to 30 % of the window), as far as the board keeps its smallest
    width."""
    from ..window import fonts
    base = max(width * 0.25, 300)
    room = max(min(base, 400), width - BOARD_MIN_W)
    grow = 1 + (fonts.text_size - 1) * TEXT_WIDENS
    kept = min(base * grow, 400 * grow, room)                # as at 1280x800
    grown = min(kept * fonts.window, max(kept, width * 0.3), room)
    return int(grown)


def edge(scale: float) -> int:
    """The sea kept free along the board's edges: no island, name or chip closer to the
    window's edge (or the panel) than this."""
    return max(10, round(14 * scale))


def _rect(cx: float, cy: float, w: float, h: float) -> Rect:
    return (round(cx - w / 2), round(cy - h / 2), round(w), round(h))


@dataclass
class Layout:
    width: int
    height: int
    players: int
    rows: int                                   # temple boards in play
    path_len: int                               # entries of the path as laid at setup
    panel: Rect = (0, 0, 0, 0)
    board: Rect = (0, 0, 0, 0)
    centre: Point = (0, 0)
    islands: list[Rect] = field(default_factory=list)
    island_centres: list[Point] = field(default_factory=list)
    temple_island: Rect = (0, 0, 0, 0)
    hex_w: float = 0
    temple_origin: Point = (0, 0)              # centre of field (row 0, col 0)
    path_slots: list[Point] = field(default_factory=list)
    tile_size: int = 0
    jetty: Rect = (0, 0, 0, 0)
    council: list[Rect] = field(default_factory=list)
    candles: list[Point] = field(default_factory=list)
    candle_size: int = 0
    scale: float = 1.0
    buttons_top: int = 0                        # the panel's buttons begin here
    plateau: Rect = (0, 0, 0, 0)                # the temple island's stone: its pieces
    hex_most: float = 0                         # a temple field's width at most (0: any)
    seat_most: float = 0                        # a council seat's, where it is wider than
                                                # the path leaves it (0: any)

    def field_centre(self, row: int, col: int) -> Point:
        """Row 0 lies at the temple entrance (bottom); each row is shifted half a field."""
        ox, oy = self.temple_origin
        return (ox + (col + row / 2) * self.hex_w, oy - row * self.hex_w * 0.87)

    def island_at(self, pos: Point) -> int | None:
        for i, (x, y, w, h) in enumerate(self.islands):
            if x <= pos[0] < x + w and y <= pos[1] < y + h:
                return i
        return None


def compute(width: int, height: int, players: int, rows: int | None = None,
            below: int = 0) -> Layout:
    """`below`: pixels under the board kept free for a bar (the replay's), beside the
    panel, which keeps the whole height."""
    width, height = max(width, MIN_SIZE[0]), max(height, MIN_SIZE[1])
    rows = rows or players
    lay = Layout(width, height, players, rows, path_len=6 + 6 * rows)
    panel_w = panel_width(width)
    lay.panel = (width - panel_w, 0, panel_w, height)
    rows, row_h = panel_button_rows(panel_w)
    lay.buttons_top = height - len(rows) * (row_h + ROW_GAP) - 8 + 4
    bw, bh = width - panel_w, height - below
    lay.board = (0, 0, bw, bh)
    cx, cy = bw / 2, bh / 2
    lay.centre = (cx, cy)
    lay.scale = min(bw / 990, bh / 800)

    # Seven priest islands round the board, island 0 at the top, clockwise, as large as
    # the temple island keeps its size (ISLAND_GROWTH)
    grow, lay.hex_most, lay.seat_most = island_growth(width, height, players, lay.rows,
                                                      below, _text_key())
    _ring(lay, min(bw * 0.195, bh * 0.255) * grow, bw, bh, cx, cy, pushed=bool(lay.hex_most),
          foot=caption_foot())
    _lay_temple(lay, cx)
    return lay


LAND = 0.84            # an island's picture covers this share of its place's height
CAPTION_TITLE = 15     # an other player's move's caption: its word's size (game/captions),
CAPTION_PAD = 8        # its one row that much higher than the word's line,
CAPTION_GAP = 6        # and that far over the board's foot
PLAY_MARGIN = 4        # px kept between a note and the board's play (clearing.play_mask)


def caption_foot() -> int:
    """The band along the board's foot the grown islands' land keeps off: the home of the
    other players' moves' captions, one row along the bottom edge (game/captions), and
    the play's margin round the land (the grown islands reached the foot at 1024x700 and
    1280x800 and the captions went into the panel, over the log)."""
    from ..window import fonts
    return fonts.line_height(CAPTION_TITLE, bold=True) + CAPTION_PAD + CAPTION_GAP \
        + PLAY_MARGIN


def _text_key() -> tuple[float, float]:
    from ..window import fonts
    return fonts.text_size, fonts.window


GROWTHS = tuple(round(1.4 - k / 40, 3) for k in range(17))    # the islands' sizes tried: 1.4 to 1.0


@lru_cache(maxsize=32)
def island_growth(width: int, height: int, players: int, rows: int, below: int,
                  _text: tuple) -> tuple[float, float, float]:
    """How much larger than on the ring's ellipse the priest islands are drawn: each
    island of the ring's sides pushed out to the board's edge (the sea left empty in its
    corners), the islands as large as the temple island then keeps its fields and tiles
    as large as on the ellipse, no two islands nearer than ISLAND_AIR (no empty sea round
    the ring while the pieces on the priest islands are small and crowded, F048), its fields no
    larger either (the room they leave is the islands'), the temple island's shore off their favour
    tokens (_tokens_clear); 1.0 where none is (the ring then left on its ellipse, its
    sides not pushed: compute). And the fields' width and the council seats' (0 where
    none is)."""
    was = compute_on_ellipse(width, height, players, rows, below)
    for grow in GROWTHS:
        lay = Layout(was.width, was.height, players, rows, path_len=was.path_len,
                     hex_most=was.hex_w, seat_most=was.council[0][2])
        lay.panel, lay.board, lay.centre, lay.scale = was.panel, was.board, was.centre, \
            was.scale
        bw, bh = was.board[2], was.board[3]
        _ring(lay, min(bw * 0.195, bh * 0.255) * grow, bw, bh, *was.centre, pushed=True,
              foot=caption_foot())
        boxes = [_box(r).inflate(ISLAND_AIR, ISLAND_AIR) for r in lay.islands]
        if any(boxes[a].colliderect(boxes[b]) for a in range(7) for b in range(a + 1, 7)):
            continue
        _lay_temple(lay, was.centre[0])
        if lay.hex_w >= was.hex_w - 0.01 and lay.tile_size >= was.tile_size \
                and lay.candle_size >= was.candle_size - 2 \
                and lay.council[0][2] >= was.council[0][2] and _tokens_clear(lay):
            return grow, was.hex_w, was.council[0][2]
    return 1.0, 0.0, 0.0


TEMPLE_WATER = 10     # between an island's favour tokens and what stands on the temple
                      # island at least (3 px at 1920x1080 for two players and less at
                      # 1024x700: its shore ran into the tokens; 10 and more: it does not)


def _tokens_clear(lay: Layout) -> bool:
    """Whether the temple island's shore keeps off the priest islands' favour tokens."""
    return token_water(lay) >= TEMPLE_WATER


def token_water(lay: Layout) -> int:
    """How near any priest island's favour tokens (at its top right: island_slots) come
    to the temple island's path, candles and council terrace with their labels
    (art.temple._hold: its shore round them), in px (less than 0: over them): grown
    islands brought the temple's shore into the tokens of islands 3, 4 and 5."""
    import pygame
    tile, c = lay.tile_size, lay.candle_size
    line = max(LABEL_H, tile * 0.75)
    def box(pts, pad_x, pad_top, pad_bottom):
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pygame.Rect(min(xs) - pad_x, min(ys) - pad_top, max(xs) - min(xs) + 2 * pad_x,
                           max(ys) - min(ys) + pad_top + pad_bottom)
    sw = lay.council[0][2]
    seats = [(x + w / 2, y + h / 2) for x, y, w, h in lay.council]
    hold = [box(lay.path_slots, tile * 0.66, max(tile * 0.66, line * 1.1), tile * 0.66),
            box(seats, sw * 0.95, sw * 1.25 + line, sw * 1.45)]
    if lay.candles:
        hold.append(box(lay.candles, c * 0.75, c * 0.7, c * 0.55))
    token = max(16, round(22 * lay.scale))
    least = 999
    for x, y, w, _ in lay.islands:
        tokens = pygame.Rect(0, 0, token + 12 + round(token * 0.7), token + 9)
        tokens.topright = (x + w - 1, y + 2)
        for r in hold:
            least = min(least, max(r.x - tokens.right, tokens.x - r.right,
                                   r.y - tokens.bottom, tokens.y - r.bottom))
    return least


ISLAND_AIR = 24       # between two islands' places at least (their names stand over them)


def _box(r: Rect):
    import pygame
    return pygame.Rect(r)


def compute_on_ellipse(width: int, height: int, players: int, rows: int, below: int
                       ) -> Layout:
    """The board laid with the priest islands on the ring's ellipse at their first size
    (what island_growth measures against)."""
    lay = Layout(width, height, players, rows, path_len=6 + 6 * rows)
    panel_w = panel_width(width)
    lay.panel = (width - panel_w, 0, panel_w, height)
    bw, bh = width - panel_w, height - below
    lay.board = (0, 0, bw, bh)
    cx, cy = bw / 2, bh / 2
    lay.centre = (cx, cy)
    lay.scale = min(bw / 990, bh / 800)
    _ring(lay, min(bw * 0.195, bh * 0.255), bw, bh, cx, cy, pushed=False)
    _lay_temple(lay, cx)
    return lay


def _ring(lay: Layout, iw: float, bw: float, bh: float, cx: float, cy: float,
          pushed: bool, foot: float = 0) -> None:
    """The seven priest islands `iw` wide on an ellipse, island 0 at the top, clockwise;
    `pushed`: the islands of its sides out to the board's left and right edges and its
    two lowest down towards its foot, their land `foot` px off it at least (the sea's
    corners, empty on the ellipse, used)."""
    ih = iw * 0.80
    e = edge(lay.scale)
    rx, ry = bw / 2 - iw / 2 - e, bh / 2 - ih / 2 - e
    lay.islands, lay.island_centres = [], []
    for i in range(7):
        a = -math.pi / 2 + i * 2 * math.pi / 7
        px, py = cx + rx * math.cos(a), cy + ry * math.sin(a)
        if pushed and i in (1, 2, 5, 6):
            px = cx + (rx if math.cos(a) > 0 else -rx)
        if pushed and i in (3, 4):
            py = max(py, min(cy + ry, bh - foot - ih * LAND + ih / 2))
        lay.island_centres.append((px, py))
        lay.islands.append(_rect(px, py, iw, ih))


def _lay_temple(lay: Layout, cx: float) -> None:
    """The temple island in the room the ring leaves in the middle."""
    isl = lay.islands
    left = max(isl[5][0] + isl[5][2], isl[6][0] + isl[6][2]) + 6
    right = min(isl[1][0], isl[2][0]) - 6
    top = isl[0][1] + isl[0][3] + 4
    bottom = min(isl[3][1], isl[4][1]) - 2
    # Laid from the top at the natural size; if too tall, smaller; then centred between the
    # top and the bottom islands, so it neither stretches nor runs under them.
    u = (bottom - top) / 425                       # vertical unit: 1 at 1280x800
    for _ in range(12):
        used = _temple_island(lay, cx, left, right, top, u)
        if used <= bottom:
            break
        u *= max(0.8, (bottom - top) / (used - top) * 0.98)
    # the room left (where the pieces' size is not the height's) keeps a stack of every
    # player's council disc straight up under the candles (else lower: stack_place)
    spare = max(0.0, bottom - used)
    used = _temple_island(lay, cx, left, right, top, u, spare)
    slack = max(0.0, (bottom - used) / 2)
    _temple_island(lay, cx, left, right, top + slack, u, spare)


LABEL_H = 20          # a line of a board label (13-15 px text)
PATH_STEP = 1.04      # from one path tile to the next, in tiles
TOP_GAP = 8           # from the temple island's stone's top to its first row of fields
SEAT_STEP = 1.02      # from one council seat to the next, in seat widths


ENTRANCE_AIR = 4      # over the path's first tile, under the entrance's name: taken
                      # from the stone's margin under the council (the pieces keep their size)


def entrance_h(scale: float) -> float:
    """The room between the temple and the path for the entrance's label: a line of it
    at its size (with the board and the text size: island_slots.label_size) and a little
    air over the first tile (never on its rim at 150 %)."""
    from .island_slots import label_size
    return max(LABEL_H, label_size(scale, 13) * 1.45) + ENTRANCE_AIR


JETTY_NOVICE = 0.72   # a novice's height on the jetty, to the jetty's
STACK_AIR = 1         # between a full stack's top disc and the candles over its seat


def altar_foot(cy: float, candle: int) -> float:
    """The foot of the candles' stone dish and its shade (art/temple._altar), the candles
    `candle` tall standing round the height `cy`."""
    return cy + candle * 0.6 + max(2, round(candle * 0.55 * 0.25)) + 2


def candles_foot(cy: float, candle: int) -> float:
    """The foot of the candles themselves (each on its brass dish: art.candle), standing
    round the height `cy`: a council stack's top disc may stand before the stone dish's
    front, never before a candle."""
    return cy + candle / 2


def stack_rise(seat_w: float, players: int) -> float:
    """How far a stack of every player's disc on a seat `seat_w` wide reaches over the
    seat's top (temple_view.stack_place: each disc DISC_STEP over the one under it)."""
    from .art.pieces import DISC_STEP, DISC_TOP
    return ((max(1, players) - 1) * DISC_STEP + DISC_TOP - 0.5) * seat_w


def jetty_width(jh: float, players: int, scale: float) -> float:
    """How long the jetty is (`jh` wide, the board drawn at `scale`): 2.8 times that, and
    room for every player's group side by side in the one form of a group (groups.form:
    a figure, a pixel, its count's disc right of its feet as large as the islands'; a pixel
    between two groups): no count on the figures' heads (F049)."""
    from .island_slots import count_d, count_px, novice_size
    nh = int(jh * JETTY_NOVICE)
    unit = 2 + round(nh * 0.64) + 1 + count_d(count_px(novice_size(scale))) + 1
    return max(jh * 2.8, players * unit + 3)


def council_name_foot(lay: Layout, seat_w: float) -> float:
    """How far under the council's seats (`seat_w` wide) its name's sign reaches, hanging
    under their numbers (temple_view.council_name_under) at its size (temple_view.
    name_size)."""
    from ..window import fonts
    from .art.tiles import seat_number_reach
    numbers = seat_number_reach(seat_w, fonts.board_grow())
    size = name_size(lay) if lay.scale >= 1 or not lay.tile_size else \
        min(name_size(lay), max(13, int(lay.tile_size * NAME_TO_TILE)))
    return numbers + 1 + size * 1.5


NAME_TO_TILE = 0.5                   # a temple name's size at most, to a path tile's width


def name_size(lay) -> int:
    """The temple island's names' size (the entrance's, the jetty's, the council's): grown
    with the text size as the island's names are, but no larger than its pieces allow (a
    share of a path tile, 13 px at least, both grown with the text size as the tiles'
    numbers are): at 150 % with four players the board shrinks and "Entrance" and
    "Council of priests" stood large over small numbers; held to 13 px they stood tiny
    beside the panel's words (F048)."""
    from ..window import fonts
    from .island_slots import label_size
    tile = getattr(lay, "tile_size", None)          # (a rules book's picture: none)
    grown = label_size(lay.scale, 13)
    if not tile or lay.scale >= 1:       # a large window: its pieces leave them room, and
        return grown                     # they stand no smaller than the log's words
    grow = fonts.board_grow()
    return min(grown, max(round(13 * grow), int(tile * NAME_TO_TILE * grow)))   # (13 on 27 px)


def _temple_island(lay: Layout, cx: float, left: float, right: float, top: float,
                   u: float, spare: float = 0.0) -> float:
    """Lay the temple, path, jetty, candles and council from `top` down; returns the
    bottom of the stone plateau (`spare`: px it may grow by for a council stack's room and
    its name's under the seats)."""
    rows = lay.rows
    tw = right - left
    lay.path_slots, lay.council = [], []
    lay.hex_w = min(tw * 0.94 / (7 + (rows - 1) / 2), 58 * u, 58 * lay.scale,
                    lay.hex_most or math.inf)
    per_row = 10 if lay.path_len > 24 else 8 if lay.path_len > 18 else 6
    place = min(tw * 0.96 / per_row / 1.1, 40 * u) * 1.1   # a path tile's place
    room = int(place / 1.1)                                # (what stands by it: its air)
    step = room * 1.1
    # the tile as large as its place leaves it with its slab's own rim and shadow between
    # (small tiles with room between them read as tiny, F048); the places,
    # and so the jetty, candles and council, stay as they were
    lay.tile_size = min(int(place / PATH_STEP), int(step))
    grown = (lay.tile_size - room) / 2
    seat_w = min(tw * 0.92 / 11 / SEAT_STEP, 40 * u)
    if lay.seat_most:        # (grown islands: the council's row no wider than the path, or
        seat_w = min(seat_w, max(per_row * step / 11 / SEAT_STEP, lay.seat_most))  # than
    #   on the ellipse, the stone the path's: at 1024x700 150 % the seats grew 23 -> 27 px
    #   and the path filled 86 % of the stone)
    # as wide as what stands on it (no empty stone on a large window)
    temple_w = (6 + (rows - 1) / 2) * lay.hex_w
    content_w = max(temple_w + lay.hex_w, per_row * step, 11 * seat_w * SEAT_STEP)
    # (grown islands leave the stone room it had not on the ellipse: a narrower rim, the
    # path filling its stone as there; at 1024x700 150 % it filled 86 % of it)
    content_w = content_w * 1.03 + 12 if lay.seat_most else content_w * 1.06 + 16
    outer = (left, right)                        # the widest the stone may be
    if content_w < tw:
        left, right, tw = cx - content_w / 2, cx + content_w / 2, content_w
        if lay.seat_most:    # (grown islands: no wider for the candles either, they are
            outer = (left, right)     # drawn smaller: at 1024x700 150 % the candles' row
            # and the jetty, no smaller with the tiles, made the stone 305 px wide round
            # a path of 264, which filled 86 % of it)

    # Temple: hex rows at the top; row 0 nearest the entrance (below it).
    temple_h = (rows - 1) * lay.hex_w * 0.87
    lay.temple_origin = (cx - temple_w / 2, top + TOP_GAP + lay.hex_w * 0.62 + temple_h)

    # The path snakes from the entrance to the jetty, 10 entries a row at most; the
    # entrance's label stands between the temple and the path.
    path_top = lay.temple_origin[1] + lay.hex_w * 0.58 + entrance_h(lay.scale) \
        + room * 0.55 + grown        # (the entrance's name keeps its room over the tiles)
    for k in range(lay.path_len):
        r, c = divmod(k, per_row)
        if r % 2:
            c = per_row - 1 - c
        lay.path_slots.append((cx + (c - (per_row - 1) / 2) * step, path_top + r * step * 1.04))
    last = lay.path_slots[-1]
    below = last[1] - grown + room * 0.5 + 6 * u       # (what stands under: as it was)

    # The jetty (its label under it) and the candles in a row under the path: the candles
    # as tall as the jetty and its label, so a lit one and a snuffed one are told at a glance.
    jh = max(18, room * 1.1)
    jw = jetty_width(jh, lay.players, lay.scale)            # room for every player's novices
    jx = last[0] + room * 0.5 - jw if last[0] > cx else last[0] - room * 0.5
    lay.jetty = (int(jx), int(below), int(jw), int(jh))
    lay.candle_size = int(max(24, jh + LABEL_H - 4))
    cc = below + (jh + LABEL_H) / 2 - 2
    gap = lay.candle_size * 0.72
    half = lay.candle_size * 0.5
    # the candles at the stone's other end from the jetty, clear of it: where the stone is
    # too narrow (a short path, a small window) it widens, both ways, as far as it may
    row_w = 3 * gap + 2 * half + 8
    free = jx - left if last[0] > cx else left + tw - (jx + jw)
    if row_w > free:
        grow = 2 * min(row_w - free, max(0.0, left - outer[0]))
        left, right, tw = left - grow / 2, right + grow / 2, tw + grow
        free += grow / 2
    if row_w > free:                             # still too narrow: smaller candles
        lay.candle_size = int(max(20, lay.candle_size * free / row_w))
        gap, half = lay.candle_size * 0.72, lay.candle_size * 0.5
    start_x = left + half if last[0] > cx else right - half - 3 * gap
    lay.candles = [(start_x + k * gap, cc) for k in range(4)]

    # The council hall: its label, room for a stack of discs, the seats, their numbers;
    # a stack of every player's disc stands straight up from its seat under the candles
    # where `spare` allows (never leaning over the next seat, F049)
    from .island_slots import label_size
    altar = candles_foot(cc, lay.candle_size) + STACK_AIR

    def seats_top(seat_w: float) -> tuple[float, float, float]:
        """The seats' top with `seat_w` wide seats, the px the stack grew the stone by
        and the council's name's room under the seats."""
        council_y = below + jh + LABEL_H + LABEL_H + 6 + seat_w * 0.7
        taller = min(spare, max(0.0, altar + stack_rise(seat_w, lay.players) - council_y))
        council_y += taller
        # where the board leaves the council's name too little room under the seats'
        # numbers (a few px at 1920x1080, where no stack grows: temple_view.
        # _council_name_place), the seats stand that much higher (the stone as tall, its
        # pieces as large)
        under = max(10, seat_w * 0.3) * 1.25 + 8 + label_size(lay.scale, 13) * 1.5
        kept = LABEL_H + 26 - ENTRANCE_AIR
        room = kept + min(spare - taller, max(0.0, under - kept))
        lift = min(LABEL_H + 6.0, max(0.0, council_name_foot(lay, seat_w) - room))
        return council_y - lift, lift, room

    council_y, lift, room = seats_top(seat_w)
    # seats a little narrower where the board's height leaves a stack of every player's
    # disc no room under the candles at its full step (each disc's face symbol shows over
    # the one under it: at 1920x1080 the seats grew to 37 px, the stack stood 6 px lower
    # under the candles and its discs hid 36 % of the symbols under them)
    least = max(20 * lay.scale, seat_w * 0.85)
    while seat_w - 1 >= least and council_y - stack_rise(seat_w, lay.players) < altar + 1:
        seat_w -= 1
        council_y, lift, room = seats_top(seat_w)
    for s in range(11):
        lay.council.append(_rect(cx + (s - 5) * seat_w * SEAT_STEP, council_y + seat_w / 2,
                                 seat_w, seat_w))
    # The stone plateau wraps all of that: from above the temple to below the council.
    content_top = lay.temple_origin[1] - temple_h - lay.hex_w * 0.62 - TOP_GAP
    # clear of the stone's rim (its margin gives the entrance's name its air: the whole
    # stays as tall as before, so no piece is drawn smaller for it)
    # (and under the seats' numbers, room for the council's name, where no stack grows:
    # temple_view._council_name_place; a little smaller where the board leaves too little)
    content_bottom = council_y + seat_w + lift + room
    pad = 0.5 * (1 / PLATEAU - 1)
    ch = content_bottom - content_top
    cw = right - left
    lay.plateau = (int(left), int(content_top), int(cw), int(ch))
    lay.temple_island = (int(left - cw * pad), int(content_top - ch * pad),
                         int(cw * (1 + 2 * pad)), int(ch * (1 + 2 * pad)))
    return content_bottom


# Where each place of the temple path is drawn: the path shrinks as tiles are claimed,
# but every tile and Guardian tile keeps its slot of the full path on the screen.
class PathSlots(NamedTuple):
    for_index: dict[int, int]        # place on today's path -> slot of the full path
    of_tile: dict[int, int]          # tile number -> slot
    guardians: list[int]             # the Guardian tiles' slots, in order


def path_slots(snap: dict) -> PathSlots:
    full = full_path(snap["temple"]["rows"])
    tile_slot = {e["tile"]: k for k, e in enumerate(full) if "tile" in e}
    g_slots = [k for k, e in enumerate(full) if "guardian" in e]
    for_index = {}
    gi = 0
    for k, e in enumerate(snap["path"]):
        if "tile" in e:
            for_index[k] = tile_slot[e["tile"]]
        else:
            for_index[k] = g_slots[gi]
            gi += 1
    return PathSlots(for_index, tile_slot, g_slots)
