"""The Hint, a part of `GameScene`: the Adept's suggestion asked off the window's
thread, marked on the board (its pieces and target) with its words and reason beside them,
and on its button of the action ring (a star), until the log moves on."""

from __future__ import annotations

import pygame

from ...ai.adept import gain_reason
from ...text import t
from ...text.moves import move_text
from ...text.narrate import reason_text
from ..board.marks import Hint, hint_marks
from ..board.targets import Island
from ..board.view import OWN_NAME
from .actions import island_of


class Hinting:
    hint: Hint | None = None

    def ask_hint(self) -> None:
        """What would the Adept do here? Asked off the window's thread like any bot move."""
        self.table.ask_hint()
        self._sync_buttons()

    def _why(self, cmd: dict) -> dict | None:
        why = gain_reason(self.game, cmd)
        return why.as_dict() if why else None

    def hint_shown(self) -> Hint | None:
        """The hint while it still stands: gone once anyone has played, undone or redone
        (the log moved on), or this screen may not act."""
        h = self.hint
        if h is not None and (h.at != len(self.game.log) or not self.table.may_act):
            self.hint = h = None
        return h

    def hint_words(self, hint: Hint) -> str:
        """The hint in words: the move named whole, and the Adept's reason."""
        move = move_text(hint.command, self.snap)
        why = reason_text(hint.why, self.snap)
        return t("hint.says", move=t("reason.with", move=move, why=why) if why else move)

    def draw_hint(self, surf: pygame.Surface) -> None:
        """The hint's marks on the board and its words beside them (one box at a time: not
        while a hover text stands), over none of what it marks, the names, the temple, the
        council or the open ring."""
        hint = self.hint_shown() if not self.blocked else None
        if hint is None:
            self.marks.clear()
            return
        marks = hint_marks(hint.command, self.snap, self.game.to_move)
        clear = self.board.keep_clear(pygame.Rect(0, 0, 0, 0), islands=400)
        clear += [(r.inflate(8, 8), 8000) for r in self.marked_islands(marks)]
        if self.ring is not None:
            clear.append((self.ring.rect.inflate(12, 12), 8000))
        words = None if self.tip_rect is not None else self.hint_words(hint)
        self.marks.draw_hint(surf, self.board.hits, marks, words, self.app.now,
                             pygame.Rect(self.lay.board), clear)

    def marked_islands(self, marks) -> list[pygame.Rect]:
        """The islands the hint is about (where its pieces stand, where they go, whose
        favour it takes), each with its name and every piece on it: its words stand
        beside them, never over them."""
        islands = {island_of(tg, self.snap) for tg in marks.pieces + marks.goals} - {None}
        out = []
        for r, tg in self.board.hits:
            if island_of(tg, self.snap) in islands:
                out.append(r)
                if isinstance(tg, Island):
                    out += [p for p, w in self.board.keep_clear(r) if w == OWN_NAME]
        return out
