"""The warning on a temple novice an opponent's next Consecration could expel: a small
amber badge with "!" at the novice's shoulder, on the novices of the person at this
screen only (the board stays calm; every field's hover text names the tiles, game/
tooltips.py). Which novices and by which tiles is the engine's rule
(`engine.temple_actions.consecration_threats`); this module only draws it, after the
board, at the novices' places as the board drew them (`board.field_novices`)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...engine.snapshot import SnapshotError, from_snapshot_state
from ...engine.temple_actions import consecration_threats
from ..window.fonts import text
from .targets import Field

AMBER = (255, 176, 48)           # a warning's colour, no player's
INK = (24, 18, 10)               # its rim and its "!"

_LAST: list = [None, None, None]     # (the snapshot, the player, their threats)


def threats_of(snap: dict, player: int | None) -> dict[int, list[tuple[int, int]]]:
    """Field -> [(opponent, tile)]: `player`'s temple novices in `snap` an opponent's
    next Consecration could expel, as the engine says; {} for no player or a snapshot
    the engine cannot read (a position half drawn). The last answer is kept: the board
    and the hover text ask it every frame of one position."""
    if player is None:
        return {}
    if _LAST[0] is not snap or _LAST[1] != player:
        try:
            found = consecration_threats(from_snapshot_state(snap), player)
        except SnapshotError:
            found = {}
        _LAST[:] = [snap, player, found]
    return _LAST[2]


def person(view) -> int | None:
    """The player whose novices the screen warns for: the one to move where a person
    at this screen may act, else its first person's seat; None with no person here (a
    replay, computers only)."""
    if view.table.may_act and view.game.to_move is not None:
        return view.game.to_move
    return next((p for p, seat in enumerate(view.table.seats) if seat.is_human), None)


@lru_cache(maxsize=8)
def badge(size: int) -> pygame.Surface:
    """The warning badge, `size` across: an amber disc in a dark rim, a dark "!"."""
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size / 2
    pygame.draw.circle(out, INK, (r, r), r)
    pygame.draw.circle(out, AMBER, (r, r), r - max(1, size // 8))
    mark = text("!", size * 0.8, INK, bold=True)
    out.blit(mark, mark.get_rect(center=(round(r), round(r))))
    return out


def draw_threats(surf: pygame.Surface, board, snap: dict, player: int | None
                 ) -> dict[Field, pygame.Rect]:
    """Draw the badge on each of `player`'s temple novices under threat that the board
    drew; returns where each went (kept on the board as `board.threatened`)."""
    drawn: dict[Field, pygame.Rect] = {}
    for number in sorted(threats_of(snap, player)):
        at = board.field_novices.get(Field(number))
        if at is None:
            continue
        size = max(13, round(at.h * 0.6))
        where = pygame.Rect(0, 0, size, size)
        where.center = (at.right - size // 4, at.top + size // 3)
        drawn[Field(number)] = surf.blit(badge(size), where)
    board.threatened = drawn
    return drawn
