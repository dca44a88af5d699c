"""Where the action ring stands (play/ring.py): the side of the clicked place that faces
the board's centre first, and its buttons in rows as long as the room there, shared out
evenly."""

from __future__ import annotations

import math

import pygame

GAP = 8


def in_rows(widths: list[int], room: int, most: int | None = None) -> list[list[int]]:
    """The buttons' indices row by row within `room`, as few rows as may be and the
    buttons shared out evenly between them (at most `most` a row)."""
    rows: list[list[int]] = [[]]
    used = 0
    for k, w in enumerate(widths):
        if rows[-1] and (used + GAP + w > room or len(rows[-1]) == most):
            rows.append([])
            used = 0
        used += w + (GAP if rows[-1] else 0)
        rows[-1].append(k)
    if most is None and len(rows) > 1:
        even = in_rows(widths, room, math.ceil(len(widths) / len(rows)))
        if len(even) == len(rows):
            return even
    return rows


def row_width(row: list[int], widths: list[int]) -> int:
    return sum(widths[k] for k in row) + GAP * (len(row) - 1)


def sides_to_try(board: pygame.Rect, anchor: pygame.Rect) -> list[str]:
    """The sides to try, the one facing the board's centre first."""
    dx = board.centerx - anchor.centerx
    dy = board.centery - anchor.centery
    across = "right" if dx > 0 else "left"
    down = "below" if dy > 0 else "above"
    back = {"right": "left", "left": "right", "below": "above", "above": "below"}
    if abs(dx) / board.w > abs(dy) / board.h:
        return [across, down, back[down], back[across]]
    return [down, across, back[across], back[down]]


def room_on(side: str, board: pygame.Rect, a: pygame.Rect) -> int:
    if side == "right":
        return board.right - a.right - GAP
    if side == "left":
        return a.left - board.left - GAP
    return board.w


def beside(side: str, size, a: pygame.Rect) -> pygame.Rect:
    r = pygame.Rect((0, 0), size)
    if side == "right":
        r.midleft = (a.right + GAP, a.centery)
    elif side == "left":
        r.midright = (a.left - GAP, a.centery)
    elif side == "below":
        r.midtop = (a.centerx, a.bottom + GAP)
    else:
        r.midbottom = (a.centerx, a.top - GAP)
    return r
