"""A favour token in the hand clicked: what it is for and when, and the board's places
it can be used at, read from the view (the tray's part, `Acting.favour_clicked`, keeps
what stands lit and the note beside the token), and the token armed while they stand."""

from __future__ import annotations

import pygame

from ...text import t
from ..board.targets import (
    Field,
    Group,
    Island,
    Jetty,
    Tile,
)
from ..widgets import palette as P
from ..window import fonts
from .actions import (
    move_sources,
    place_name,
)

ARMED_EDGE = (8, 12, 28)        # the armed ring's dark edges: seen on every card's colour


def favour_places(view, favour: str) -> set:
    """Where the favour can be used now, by the engine's legal moves (a click there
    opens the tray)."""
    me = view.game.to_move
    out: set = set()
    for c in view.legal:
        ct = c["type"]
        if ct == favour == "herbs":
            out.add(Group(c["island"], me, "inactive"))
        elif ct == favour == "book":
            out.add(Field(c["from"]))
        elif favour == "shrine" and ct == "build_shrine":
            out.add(Island(view.snap["architect"]))
        elif favour == "bribery" and c.get("bribe"):
            out.add(Tile(c["tile"]))
        elif favour == "novice" and c.get("novice_token"):
            out.add(Island(c["island"] if "island" in c else
                           view.snap["apostate" if ct == "banish" else "architect"]))
    if favour in ("tides", "sailboat"):
        for src, active in move_sources(view.legal)[favour]:
            out.add(Jetty(me) if src == "jetty" else
                    Group(src, me, "active" if active else "inactive"))
    return out


def places_words(places, snap: dict) -> str:
    """The lit places named ("the jetty and the Shrine island"): a favour's places are
    often small pieces (a jetty's novices, a lying group) whose light alone is missed
    under the Hint's arrow, so the note beside the token names them."""
    names = list(dict.fromkeys(
        t("ring.place.tile", tile=p.field) if isinstance(p, Field) else place_name(p, snap)
        for p in sorted(places, key=repr)))
    said = names[0] if names else ""
    for name in names[1:]:
        said = t("hint.goal.and", a=said, b=name)
    return said


def draw_armed(surf: pygame.Surface, token: pygame.Rect | None) -> None:
    """The clicked token armed while its places stand lit: a bright gold ring round its
    coin between dark edges, as an armed tray tile's bright rim (a click that lit places
    far off on the board left the small token itself unchanged, read as no answer)."""
    if token is None:
        return
    line = max(3, round(3 * fonts.window))
    r = token.w / 2 + line / 2 + 2
    pygame.draw.circle(surf, ARMED_EDGE, token.center, r + line / 2 + 1, line + 2)
    pygame.draw.circle(surf, P.GOLD_BRIGHT, token.center, r, line)
