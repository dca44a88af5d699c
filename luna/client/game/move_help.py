"""A move's help, a part of the frame: the instructions of the move under way over
Confirm in the panel's action area (an Appointment's tile, the Book's fields, a planned
move, End actions asked), the engine's objection, the Hint's line over them; drawn after
the panel (its log ends above it: frame.panel_plan) where `view.frame.panel.help` says."""

from __future__ import annotations

import pygame

from ..window import fonts
from .builder_view import draw_builder_help, help_whole

LOG_UNDER_WAY = 2         # the log's latest rows kept over a move's instructions (its Hint's
#                           line shortened for them: the log never goes blank, F061)


class MoveHelp:
    def __init__(self) -> None:
        self.rect: pygame.Rect | None = None    # drawn: the help's box ...
        self.words: str | None = None           # ... and its instructions
        self.hinted: str | None = None          # ... and the Hint's line over them
        self._forms: tuple = (None, None)       # its forms' key and what they found

    def draw(self, surf: pygame.Surface, view) -> None:
        """The help where the panel's plan put it (none: no instructions)."""
        help_ = view.frame.panel.help
        instruction = help_[0] if help_ is not None else ""
        self.rect = draw_builder_help(surf, view.lay.panel, help_[-1], instruction,
                                      *help_[1:-1]) if instruction else None
        self.words = instruction if self.rect is not None else None
        self.hinted = help_[3] if self.rect is not None else None

    def forms(self, view, instruction: str, reason: str | None, highest: int,
              hints: list[str], scoring: tuple[str, tuple] | None = None
              ) -> tuple[str | None, int]:
        """A move's help over Confirm: the Hint's line (of its `hints` forms, the first
        that stands) and how high the box may reach, so that the log keeps its latest
        rows over it with the instructions whole (F061); where nothing leaves it room, the
        instructions whole up to the action area's top `highest`, the Hint's line always
        over them where one is given (their last lines cut where nothing else leaves it
        room)."""
        lay = view.lay
        under_log = highest + view.panel.under_tray(LOG_UNDER_WAY, headed=True)
        key = (instruction, reason, scoring, highest, under_log, tuple(hints), tuple(lay.panel),
               lay.buttons_top, fonts.scale)
        if self._forms[0] == key:          # (found once, not every frame)
            return self._forms[1]
        whole = lambda h, top: help_whole(instruction, lay.panel,  # noqa: E731
                                          lay.buttons_top, reason, top, h, scoring)
        # the Hint's line first (asked just now): under the log's latest rows, else with the
        # log giving way, else whole over the instructions' last lines cut ("…"); never the
        # instructions whole and the Hint unsaid
        found = next(((h, top) for top in (under_log, highest) for h in hints if whole(h, top)),
                     None)
        if found is None and hints:
            found = next(((h, highest) for h in hints if help_whole(
                "", lay.panel, lay.buttons_top, None, highest, h)), (hints[-1], highest))
        if found is None:
            found = next(((None, top) for top in (under_log, highest) if whole(None, top)),
                         (None, highest))
        self._forms = (key, found)
        return found
