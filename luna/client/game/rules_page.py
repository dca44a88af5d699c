"""The rules book's page about what the pointer is on in the game (F1 there)."""

from __future__ import annotations

import pygame

from ..board.targets import (
    Candles,
    CouncilName,
    CouncilSeat,
    Field,
    GuardianTile,
    Island,
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


def page_about(target: Target | None, pos, board, lay, snap: dict, ring) -> str | None:
    """The rules book's section about `target` under the pointer at `pos` (F1): a tray's
    tile its action's, the tray's ground that of what it was opened on, a board thing's
    the one its hover text names, else the temple's part the pointer stands among, else
    the board's ground it is over (`board_page`); None off the board (the book's start)."""
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
        rects = [pygame.Rect(r) for r, tg in board.hits if isinstance(tg, kinds)]
        if rects and rects[0].unionall(rects[1:]).collidepoint(pos):
            return page
    return board_page(pos, board.name_plates(), lay, snap)


def board_page(pos, plates, lay, snap: dict) -> str | None:
    """Over none of the board's things: an island's name plate or its ground, the page
    of the island's action (as its hover text); the temple island's ground, the actions'
    chapter (it names the temple's); the open sea, the chapter of a round (the turns, the
    novices on the islands); None off the board."""
    for rect, i in plates:
        if rect.collidepoint(pos):
            return rule_section(Island(i), snap)
    for i, rect in enumerate(lay.islands):
        if pygame.Rect(rect).collidepoint(pos):
            return rule_section(Island(i), snap)
    if pygame.Rect(lay.temple_island).collidepoint(pos):
        return "actions"
    return "round" if pygame.Rect(lay.board).collidepoint(pos) else None
