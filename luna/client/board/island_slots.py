"""A place for every piece on a priest island (issue 11, point 16): the name and the
favour tokens along the top, a place for each figure (Moon Priestess, Architect, Apostate)
and each player's shrine beside them, then a place per player's active novices and, at
the shore, per player's lying ones. Nothing is drawn on top of another thing, so nothing
hides a shrine and every piece has its own hover and click."""

from __future__ import annotations

from typing import NamedTuple

import pygame

FIGURE_ASPECT = 0.75            # a figure's width to its height (art.figure)


def label_size(scale: float, base: int = 15) -> int:
    """A board label's font size: `base` px at 1280x800, never under 13 px."""
    return max(13, round(base * scale))


class IslandSlots(NamedTuple):
    favours: pygame.Rect
    token: int
    figures: list[tuple[int, int]]          # top-left of the priestess, architect, apostate
    figure_h: int
    shrines: list[tuple[int, int]]          # top-left of each player's shrine
    shrine: int
    active: pygame.Rect                     # the row of active groups
    lying: pygame.Rect                      # the row of lying groups, at the shore
    novice: int                             # a standing novice's height
    group_w: int                            # one group's slot in its row

    def row(self, band: pygame.Rect, k: int, n: int) -> pygame.Rect:
        """The `k`-th of `n` group slots of a row, centred on the island."""
        x0 = band.centerx - n * self.group_w // 2
        return pygame.Rect(x0 + k * self.group_w, band.y, self.group_w, band.h)


def island_slots(rect: pygame.Rect, scale: float, players: int) -> IslandSlots:
    x, y, w, h = rect
    token = max(14, int(18 * scale))
    favours = pygame.Rect(x + w - token - 16, y + 2, token + 12, token + 9)
    top = y + max(int(label_size(scale) * 1.5) + 4, int(h * 0.16))
    figure_h = int(h * 0.33)
    fig_w = int(figure_h * FIGURE_ASPECT) + 2
    shrine = max(12, int(17 * scale))
    cols = 2 if players > 2 else players
    total = 3 * fig_w + 6 + cols * (shrine + 3)
    fx = x + (w - total) // 2
    figures = [(fx + k * fig_w, top) for k in range(3)]
    sx = fx + 3 * fig_w + 6
    sy = top + (figure_h - 2 * (shrine + 3)) // 2 if players > 2 else top + figure_h // 3
    shrines = [(sx + (p % cols) * (shrine + 3), sy + (p // cols) * (shrine + 3))
               for p in range(players)]
    novice = max(18, int(30 * scale))
    group_w = min(int(1.2 * novice) + 12, w // max(players, 1))
    row_top = top + figure_h + 1
    active = pygame.Rect(x, row_top, w, novice + 4)
    lying = pygame.Rect(x, active.bottom, w, max(y + h - active.bottom, int(novice * 0.7)))
    return IslandSlots(favours, token, figures, figure_h, shrines, shrine, active, lying,
                       novice, group_w)
