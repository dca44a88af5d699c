"""The rules book's page about what the pointer is on in the game (F1 there)."""

from __future__ import annotations

import pygame

from ..board.targets import (
    Candles,
    CouncilName,
    CouncilSeat,
    Field,
    GuardianTile,
    JettyArea,
    Ring,
    Target,
    Tile,
)
from .tooltips import rule_section

# The rules book's page about a tray's tile (F1 on it: its action's rule).
ACTION_PAGE = {"favour": "actions.favour", "recruit": "actions.recruit",
               "build_shrine": "actions.build_shrine", "herbs": "actions.herbs",
               "travel": "actions.travel", "tides": "actions.tides",
               "sailboat": "actions.sailboat", "appoint": "actions.appointment",
               "consecrate": "actions.consecration", "council": "council",
               "banish": "actions.banish", "meditate": "meditation",
               "place_shrine": "preliminary", "place_pair": "preliminary",
               "solo_deactivate": "solo", "end_actions": "solo"}
# Where the pointer is on none of a temple's parts but among them (between the path's
# tiles, the council's seats, the fields): that part's page (not the book at its start).
AMONG = ((GuardianTile | Tile, "guardian"), (CouncilSeat | CouncilName, "council"),
         (Field, "actions.consecration"), (Candles, "meditation"),
         (JettyArea, "actions.consecration"))


def page_about(target: Target | None, pos, hits, snap: dict, ring) -> str | None:
    """The rules book's section about `target` under the pointer at `pos` (F1): a tray's
    tile its action's, the tray's ground that of what it was opened on, a board thing's
    the one its hover text names, else the temple's part the pointer stands among; None
    over the open sea (the book's start)."""
    if isinstance(target, Ring):
        if ring is None:
            return None
        if 0 <= target.index < len(ring.actions):
            return ACTION_PAGE.get(ring.actions[target.index].kind)
        return rule_section(ring.anchor, snap)   # the tray's ground, its name: the page
        #                                          of what it was opened on (an island's)
    section = rule_section(target, snap)
    if section is not None or target is not None:
        return section
    for kinds, page in AMONG:
        rects = [pygame.Rect(r) for r, tg in hits if isinstance(tg, kinds)]
        if rects and rects[0].unionall(rects[1:]).collidepoint(pos):
            return page
    return None
