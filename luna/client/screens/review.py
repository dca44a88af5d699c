"""The Master's review of a finished (or saved) game: it runs off the window's thread
with a progress bar and Cancel, then lists each person's costliest decisions; a click on
one opens the replay at that position with both moves marked on the board."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from ...ai.review import DEFAULT_ITERATIONS
from ...engine import Game
from ...seats import seats_of
from ...text import t
from ..fonts import text
from ..tables.reviewer import Reviewer
from .card import Dialog

BAR = (240, 214, 150)


class ReviewScene(Dialog):
    width, height = 860, 600

    def __init__(self, app, game: Game, iterations: int = DEFAULT_ITERATIONS) -> None:
        super().__init__(app)
        self.game = game
        self.iterations = iterations
        self.persons = [p for p, s in enumerate(seats_of(game.header)) if s.is_human]
        self.items: list = []
        self.reviewer: Reviewer | None = None
        if self.persons:
            self.reviewer = Reviewer(game.header, game.log, self.persons, iterations,
                                     use_process=app.worker_process)

    @property
    def running(self) -> bool:
        return self.reviewer is not None and not self.reviewer.done

    def enter(self) -> None:
        c = self.card
        self.title(t("review.title"))
        self.list = None
        if self.running:
            self.cancel = self.button(t("btn.cancel"), (c.x + 24, c.bottom - 66, 160, 44))
            return
        self.back = self.button(t("new.back"), (c.x + 24, c.bottom - 66, 160, 44))
        result = self.reviewer.result if self.reviewer else None
        if result is None:
            return
        names = self.game.snapshot()["names"]
        self.items = [m for p in result.persons for m in result.mistakes.get(p, [])]
        rows = [t("review.row", who=names[m.player], round=m.round, move=m.index + 1,
                  cost=f"{m.cost:.1f}") for m in self.items]
        self.rows = rows
        if rows:
            self.list = self.add(UISelectionList(
                pygame.Rect(c.x + 24, c.y + 96, c.w - 48, c.h - 190), rows, self.app.ui))

    def _rebuild(self) -> None:
        self.exit()
        self.enter()

    def leave(self) -> None:
        if self.running:
            self.reviewer.cancel()

    def update(self, dt: float) -> None:
        if self.running:
            self.reviewer.poll()
            if self.reviewer.done:
                self._rebuild()

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.running and event.ui_element is self.cancel:
                self.reviewer.cancel()
                self._rebuild()
            elif not self.running and event.ui_element is self.back:
                self.app.pop()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and self.list:
            sel = self.list.get_single_selection()
            if sel in self.rows:
                m = self.items[self.rows.index(sel)]
                self.app.open("replay", self.game, at=m.index,
                              marks=(m.played, m.preferred))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.running:
                self.reviewer.cancel()
            self.app.pop()

    def message(self) -> str:
        """What the card says besides the list."""
        if not self.persons:
            return t("review.nobody")
        if self.running:
            done, total = self.reviewer.progress
            return t("review.working", done=done, total=total)
        if self.reviewer.error:
            return t("review.cannot", error=self.reviewer.error)
        if self.reviewer.result is None:
            return t("review.cancelled")
        return t("review.pick") if self.items else t("review.none").strip()

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        c = self.card
        line = text(self.message(), 18, (226, 226, 236))
        surf.blit(line, (c.x + 28, c.y + 62))
        if self.running:
            done, total = self.reviewer.progress
            bar = pygame.Rect(c.x + 28, c.centery - 14, c.w - 56, 28)
            pygame.draw.rect(surf, (60, 66, 96), bar, border_radius=8)
            fill = bar.copy()
            fill.w = max(0, int(bar.w * done / max(1, total)))
            pygame.draw.rect(surf, BAR, fill, border_radius=8)
            pygame.draw.rect(surf, (184, 176, 138), bar, 2, border_radius=8)
