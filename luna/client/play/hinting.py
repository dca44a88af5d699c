"""The Hint, a part of `GameScene`: the Adept's suggestion asked off the window's
thread, told in a toast with its reason, marked on the board (its pieces and target) and
on its button of the action ring (a star), until the log moves on."""

from __future__ import annotations

import pygame

from ...ai.adept import gain_reason
from ...text import t
from ...text.moves import move_text
from ...text.narrate import reason_text
from ..board.marks import Hint, hint_marks


class Hinting:
    hint: Hint | None = None

    def ask_hint(self) -> None:
        """What would the Adept do here? Asked off the window's thread like any bot move."""
        self.table.ask_hint()
        self._sync_buttons()

    def hint_text(self, cmd: dict) -> str:
        """The hinted move, named whole, and the Adept's reason for it in words (its
        largest term: a few ms)."""
        move = move_text(cmd, self.snap)
        text = reason_text(self._why(cmd), self.snap)
        return t("reason.with", move=move, why=text) if text else move

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

    def draw_hint(self, surf: pygame.Surface) -> None:
        hint = self.hint_shown() if not self.blocked else None
        if hint is None:
            self.marks.clear()
            return
        self.marks.draw_hint(surf, self.board.hits,
                             hint_marks(hint.command, self.snap, self.game.to_move),
                             reason_text(hint.why, self.snap)
                             or move_text(hint.command, self.snap),
                             self.app.now, self.lay.board[2])
