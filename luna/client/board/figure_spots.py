"""Where a priest island's figures stood last: a figure keeps its spot on its island while
that spot stays free, and moves only when a piece comes to stand there (the nearest free
place to her island's place, `clear_figures`, changes with every piece elsewhere on the
island, and a figure that moves reads as a move of the game)."""

from __future__ import annotations

import pygame

from .island_slots import FIGURE_ASPECT, IslandSlots


class FigureSpots:
    """Each island's figures as last placed: (what stood there, the island's place, the
    figures' height, their top lefts)."""

    def __init__(self) -> None:
        self._last: dict[int, tuple] = {}

    def forget(self) -> None:
        self._last.clear()

    def kept(self, i: int, standing: tuple, island: pygame.Rect, slots: IslandSlots,
             taken: tuple) -> IslandSlots | None:
        """`slots` with the figures `standing` on island `i` in the spots they stood in
        last, where the same figures stood on the island drawn in the same place and no
        piece stands in any of those spots now (`taken`: boxes on the board, as
        `clear_figures` reads them); else None."""
        last = self._last.get(i)
        if last is None or last[:2] != (standing, tuple(island)):
            return None
        fh, spots = last[2:]
        body = round(fh * FIGURE_ASPECT)
        if any(pygame.Rect(at, (body, fh)).collidelist(taken) >= 0 for at in spots):
            return None
        return slots._replace(figures=list(spots), figure_h=fh)

    def note(self, i: int, standing: tuple, island: pygame.Rect, slots: IslandSlots) -> None:
        """The figures `standing` on island `i` placed as `slots` says."""
        self._last[i] = (standing, tuple(island), slots.figure_h,
                         tuple(slots.figures[:len(standing)]))

