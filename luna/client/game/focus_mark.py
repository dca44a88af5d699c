"""The keyboard's mark on the board: where a focused thing was drawn whole, and the
ring drawn round it in the focus's blue."""

from __future__ import annotations

import pygame

from ..window import fonts

FOCUS = (130, 210, 255)


def drawn_area(board, target) -> pygame.Rect | None:
    """Where a thing on the board was drawn whole: its place, its picture, its count."""
    rect = board.rect_of(target)
    if rect is None:
        return None
    drawn = board.sprites.get(target)
    if drawn is not None:
        rect = rect.union(drawn[0].get_rect(topleft=drawn[1]))
    disc = board.count_discs.get(target)
    return rect.union(disc) if disc is not None else rect


def focus_ring(surf: pygame.Surface, area: pygame.Rect | None) -> None:
    """The keyboard's mark round a thing on the board (`area`: a group's figures and
    count, a figure, a tile): a line as strong as the tray's focus (3 px of its blue at
    100 %, grown with the window) between thin dark edges that show it on sand and grass,
    clear of the thing and its count (a faint pale circle or a thin outline is not seen:
    F050)."""
    if area is None:
        return
    line = max(3, round(3 * fonts.window))
    box = area.inflate(2 * (line + 2), 2 * (line + 2))
    radius = min(box.h // 2, 12)
    pygame.draw.rect(surf, (8, 12, 28), box.inflate(4, 4), line + 2, border_radius=radius + 2)
    pygame.draw.rect(surf, FOCUS, box, line, border_radius=radius)
