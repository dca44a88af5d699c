"""The warning on a temple novice an opponent's next Consecration could expel: its field
ringed in warning red and a red triangle with a white "!" at the novice's shoulder, on
the novices of the persons at this screen only (a LAN's other seats are not warned here;
every field's hover text names the danger, game/tooltips.py). Which novices and by which
tiles is the engine's rule (`engine.temple_actions.consecration_threats`); this module
only draws it, after the board, at the fields and novices as the board drew them
(`board.hits.shapes`, `board.field_novices`). Red, white and a dark rim: it stands apart from
every player's colour (an amber badge on a yellow novice could not be seen)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...engine.snapshot import SnapshotError, from_snapshot_state
from ...engine.temple_actions import consecration_threats
from ..window.fonts import text
from .targets import Field

WARN = (214, 32, 32)             # a warning's colour: the ring and the triangle
INK = (24, 18, 10)               # their rim
SIGN = (255, 255, 255)           # the triangle's "!"

_LAST: list = [None, {}]     # (the snapshot, player -> their threats)


def threats_of(snap: dict, player: int | None) -> dict[int, list[tuple[int, int]]]:
    """Field -> [(opponent, tile)]: `player`'s temple novices in `snap` an opponent's
    next Consecration could expel, as the engine says; {} for no player or a snapshot
    the engine cannot read (a position half drawn). The last position's answers are
    kept: the board and the hover text ask them every frame of one position."""
    if player is None:
        return {}
    if _LAST[0] is not snap:
        _LAST[:] = [snap, {}]
    if player not in _LAST[1]:
        try:
            found = consecration_threats(from_snapshot_state(snap), player)
        except SnapshotError:
            found = {}
        _LAST[1][player] = found
    return _LAST[1][player]


def persons(view) -> tuple[int, ...]:
    """The players whose novices the screen warns for: the one to move where a person at
    this screen may act (hot-seat: the seat whose turn it is), else every person's seat
    at this screen; none with no person here (a replay, computers only; a LAN's remote
    seats are not here)."""
    if view.table.may_act and view.game.to_move is not None:
        return (view.game.to_move,)
    return tuple(p for p, seat in enumerate(view.table.seats) if seat.is_human)


@lru_cache(maxsize=8)
def badge(size: int) -> pygame.Surface:
    """The warning sign, `size` across: a red triangle in a dark rim, a white "!"."""
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    rim = max(1, size // 9)
    outer = [(size / 2, 0), (size - 1, size - 1), (0, size - 1)]
    inner = [(size / 2, rim * 2.2), (size - 1 - rim * 1.8, size - 1 - rim),
             (rim * 1.8, size - 1 - rim)]
    pygame.draw.polygon(out, INK, outer)
    pygame.draw.polygon(out, WARN, inner)
    mark = text("!", size * 0.62, SIGN, bold=True)
    out.blit(mark, mark.get_rect(center=(round(size / 2), round(size * 0.62))))
    return out


def ring(surf: pygame.Surface, hexagon: pygame.Rect) -> None:
    """The field's hexagon (pointy-top, filling `hexagon`) outlined in warning red over a
    dark line, just inside its rim."""
    w, h = hexagon.w, hexagon.h
    width = max(2, round(w / 16))
    inset = width / 2 + 1
    cx, cy = hexagon.center
    rx, ry = w / 2 - inset, h / 2 - inset
    pts = [(cx, cy - ry), (cx + rx, cy - ry / 2), (cx + rx, cy + ry / 2), (cx, cy + ry),
           (cx - rx, cy + ry / 2), (cx - rx, cy - ry / 2)]
    pygame.draw.polygon(surf, INK, pts, width + 2)
    pygame.draw.polygon(surf, WARN, pts, width)


def draw_threats(surf: pygame.Surface, board, snap: dict, players: tuple[int, ...]
                 ) -> dict[Field, pygame.Rect]:
    """Ring each field of `players`' temple novices under threat that the board drew and
    pin the sign on its novice; returns where each sign went (kept on the board as
    `board.threatened`)."""
    drawn: dict[Field, pygame.Rect] = {}
    numbers = sorted({n for p in players for n in threats_of(snap, p)})
    for number in numbers:
        target = Field(number)
        at, shape = board.field_novices.get(target), board.hits.shapes.get(target)
        if at is None or shape is None:
            continue
        ring(surf, pygame.Rect(shape[2]))
        size = max(14, round(at.h * 0.62))
        where = pygame.Rect(0, 0, size, size)
        where.center = (at.right - size // 4, at.top + size // 3)
        drawn[target] = surf.blit(badge(size), where)
    board.threatened = drawn
    return drawn
