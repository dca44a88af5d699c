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
from ...text.i18n import decimal
from ...text.review_text import command_text
from ..fonts import text
from ..tables.reviewer import Reviewer
from ..widgets import palette as P
from .card import Dialog

BAR = P.GOLD
OPENS = (pygame_gui.UI_BUTTON_PRESSED, pygame_gui.UI_BUTTON_DOUBLE_CLICKED)


class ReviewScene(Dialog):
    width, height = 900, 600

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
        at = self.at
        self.title(t("review.title"))
        self.list = None
        if self.running:
            self.cancel = self.button(t("btn.cancel"), at(24, -68, 160, 44))
            return
        (self.back,) = self.bar([t("new.back")], [])
        result = self.reviewer.result if self.reviewer else None
        if result is None:
            return
        names = self.game.snapshot()["names"]
        self.items = [m for p in result.persons for m in result.mistakes.get(p, [])]
        self.rows = rows = []
        for k, m in enumerate(self.items):          # three lines, one decision: any opens it
            h, log = self.game.header, self.game.log
            rows += [(line, f"#decision_{k}") for line in (
                t("review.row", who=names[m.player], round=m.round, move=m.index + 1,
                  cost=decimal(m.cost)),
                t("review.row.played", move=command_text(h, log, m.index, m.played)),
                t("review.row.better", move=command_text(h, log, m.index, m.preferred)))]
        if rows:
            self.list = self.add(UISelectionList(
                at(24, 104, self.width - 48, self.height - 196), rows, self.app.ui))

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
        decision = self._decision_pressed(event)
        if decision is not None:
            self.app.open("replay", self.game, at=decision.index,
                          marks=(decision.played, decision.preferred))
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.running and event.ui_element is self.cancel:
                self.reviewer.cancel()
                self._rebuild()
            elif not self.running and event.ui_element is self.back:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.running:
                self.reviewer.cancel()
            self.app.pop()

    def _decision_pressed(self, event):
        """The decision whose line was clicked: one click on any of its lines opens it,
        whether the list thinks it selected or dropped that line, and a double click too."""
        if event.type not in OPENS or self.list is None:
            return None
        item = next((it for it in self.list.item_list
                     if it["button_element"] is event.ui_element), None)
        return self.items[int(item["object_id"].rsplit("_", 1)[1])] if item else None

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
        line = text(self.message(), 17, P.INK)
        surf.blit(line, self.at(28, 68, 1, 1).topleft)
        if self.running:
            done, total = self.reviewer.progress
            bar = pygame.Rect(c.x + 28, c.centery - 14, c.w - 56, 28)
            pygame.draw.rect(surf, P.ROW, bar, border_radius=P.RADIUS)
            fill = bar.copy()
            fill.w = max(0, int(bar.w * done / max(1, total)))
            pygame.draw.rect(surf, BAR, fill, border_radius=P.RADIUS)
            pygame.draw.rect(surf, P.RIM, bar, 2, border_radius=P.RADIUS)
