"""The board as the frame draws it (board/view.py's `BoardView`, `view.board`), a part of
the frame: the position as drawn, lit as the frame's facts say (`view.frame`), at this
frame's clock; and beside the islands the coming scoring concerns, what it would give
as the position stands, its pieces in flight counted where they land (board/stakes.py),
a part of its own drawn over the arrows."""

from __future__ import annotations

import pygame

from ..board.ghost_plates import draw_ghost_plates
from ..board.stakes import draw_stakes
from ..board.threat_marks import draw_threats, persons
from .tip_clear import move_way


class Board:
    @staticmethod
    def draw(surf: pygame.Surface, view) -> None:
        facts = view.frame
        view.board.draw(surf, facts.shown, view.lay, facts.highlights, facts.hover,
                        facts.slots.for_index, facts.flying, clock=view.now, calm=view.calm,
                        quiet=facts.quiet, chosen=facts.chosen)

    @staticmethod
    def draw_threats(surf: pygame.Surface, view) -> None:
        """The persons' temple novices an opponent's next Consecration could expel, a
        warning on each (board/threat_marks.py), as the whole position stands."""
        draw_threats(surf, view.board, view.frame.whole, persons(view))


class Stakes:
    """The coming scoring's plates beside its islands, and each figure's ghost's name
    plate, drawn over the board's arrows (the Hint's, a tile's preview): a figure is
    never hidden under an arrow."""

    @staticmethod
    def draw(surf: pygame.Surface, view, plan=None) -> None:
        """`plan`: the move being built as drawn (builder_view.PlanDrawn): the ghosts'
        plates stand off its arrows, ghosts and badges too."""
        draw_stakes(surf, view.board, view.frame.whole, view.lay)
        drawn = plan.drawn if plan is not None and view.builder is not None else None
        draw_ghost_plates(surf, view.board, view.frame.whole, view.lay,
                          move_way(drawn, view.lay) if drawn is not None else [],
                          hover=view.hover)
