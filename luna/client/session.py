"""A game being played at this screen: the engine game, who sits where, undo/redo and
autosave. No pygame here: the window drives it, tests drive it directly.

Undo follows the common online rule for one screen: a step of undo takes back the last
decision a person made, together with the computer players' replies to it; redo puts
the cut tail back until a new command is played.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..engine import Game, IllegalCommand, replay
from ..saves import SaveError, autosave


@dataclass
class Seat:
    kind: str = "human"      # "human", a computer level, "automaton" (solo) or "replay"
    seed: int = 0            # a computer's seed (kept in the game header)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass
class Session:
    game: Game
    seats: list[Seat]
    autosave_to: Path | None = None
    redo_tail: list[dict] = field(default_factory=list)
    last_save_error: str | None = None

    @property
    def seat_to_move(self) -> Seat | None:
        p = self.game.to_move
        return None if p is None else self.seats[p]

    @property
    def human_to_move(self) -> bool:
        seat = self.seat_to_move
        return seat is not None and seat.is_human

    def apply(self, cmd: dict) -> list[dict]:
        """Play a command (raises IllegalCommand, changing nothing); a new command
        forgets the redo tail, unless it is exactly the next command of that tail."""
        events = self.game.apply(cmd)
        if self.redo_tail and self.redo_tail[0] == self.game.log[-1]:
            self.redo_tail.pop(0)
        else:
            self.redo_tail.clear()
        self._autosave()
        return events

    def _is_human_command(self, cmd: dict) -> bool:
        return self.seats[cmd["player"]].is_human

    def undo_cut(self) -> int:
        """How many commands one undo removes: back to and including the last command a
        person played (0 if there is none)."""
        log = self.game.log
        for k in range(len(log) - 1, -1, -1):
            if self._is_human_command(log[k]):
                return len(log) - k
        return 0

    def can_undo(self) -> bool:
        return self.undo_cut() > 0

    def undo(self) -> bool:
        k = self.undo_cut()
        if not k:
            return False
        log = self.game.log
        tail = log[-k:]
        self.game = replay(self.game.header, log[:-k])
        self.redo_tail = tail + self.redo_tail
        self._autosave()
        return True

    def can_redo(self) -> bool:
        return bool(self.redo_tail)

    def redo(self) -> list[dict]:
        """Put back the next person's command and the computer replies after it."""
        events: list[dict] = []
        first = True
        while self.redo_tail:
            cmd = self.redo_tail[0]
            if not first and self._is_human_command(cmd):
                break
            try:
                events += self.game.apply(cmd)
            except IllegalCommand:
                self.redo_tail.clear()
                break
            self.redo_tail.pop(0)
            first = False
        self._autosave()
        return events

    def _autosave(self) -> None:
        if self.autosave_to is None:
            return
        try:
            autosave(self.game, self.autosave_to)
            self.last_save_error = None
        except SaveError as exc:
            self.last_save_error = str(exc)
