"""A game played at this screen: persons click, computers think in the worker, every
command is autosaved. And the replay of a finished game, where nobody acts.

Undo follows the common online rule for one screen: a step of undo takes back the last
decision a person made, together with the computer players' replies to it; redo puts
the cut tail back until a new command is played.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ...engine import Game, IllegalCommand, replay
from ...saves import SaveError, autosave, hints_kept, reasons_kept, save
from ...seats import REPLAY, Seat, move_seed
from ...text import t
from .table import (
    AsksHints,
    CommandApplied,
    Hints,
    Notice,
    Offer,
    SaveFailed,
    TableEvent,
    refusal_notice,
)

BOT_PAUSE = 0.25          # seconds a computer's move waits (its show then lights where it goes)


class LocalTable(AsksHints):
    deals_again = True          # the results may offer Play again: the seats are all here

    def __init__(self, game: Game, seats: list[Seat], thinker: Callable[[], object] | None
                 = None, settings=None, autosave_to: Path | None = None,
                 reasons: dict[int, dict] | None = None,
                 hints: dict[int, dict] | None = None) -> None:
        self.game = game
        self._seats = list(seats)
        self.settings = settings                   # speed and the Master's think time
        self.autosave_to = autosave_to
        self.redo_tail: list[dict] = []
        self.hints = Hints(thinker)
        self._out: list[TableEvent] = []
        self._answer: dict | None = None           # a computer's move, waiting its pause
        self._asked_for: tuple | None = None       # (seat, log length) it was asked for
        self._waited = 0.0
        self._answer_why: dict | None = None
        self._why: dict | None = None              # the waiting move's reason
        # log index -> a computer move's reason (a resumed game's: its save's)
        self.reasons: dict[int, dict] = dict(reasons or {})
        # log index -> the Hint's move shown there (the game screen fills it); saved
        # with the game, so its lessons weigh them wherever it is opened again
        self.hints_shown: dict[int, dict] = dict(hints or {})
        self._save()

    # -- who sits and who acts ------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        return self._seats

    def _seat_to_move(self) -> Seat | None:
        p = self.game.to_move
        return None if p is None else self._seats[p]

    @property
    def may_act(self) -> bool:
        """A person at this screen is to move."""
        seat = self._seat_to_move()
        return seat is not None and seat.is_human

    @property
    def thinking_for(self) -> int | None:
        """The seat a computer is choosing a move for, if any."""
        seat = self._seat_to_move()
        return self.game.to_move if seat is not None and seat.is_computer else None

    @property
    def waiting_for(self) -> int | None:
        return None

    @property
    def announces_turns(self) -> bool:
        return self.hot_seat

    @property
    def hot_seat(self) -> bool:
        """Two or more persons share this screen: it is handed from one to the next."""
        return sum(1 for s in self._seats if s.is_human) > 1

    def refuse(self, cmd: dict) -> str | None:
        """Why this table turns `cmd` down before the engine sees it (a lesson's rule)."""
        return None

    # -- commands -------------------------------------------------------------------------
    def apply(self, cmd: dict) -> None:
        """Play a command (raises IllegalCommand, changing nothing); a new command
        forgets the redo tail, unless it is exactly the next command of that tail."""
        reason = self.refuse(cmd)
        if reason is not None:
            raise IllegalCommand("refused_here", reason)
        why, self._why = self._why, None
        events = self.game.apply(cmd)
        if why:
            self.reasons[len(self.game.log) - 1] = why
        else:
            self.reasons.pop(len(self.game.log) - 1, None)
        if self.redo_tail and self.redo_tail[0] == self.game.log[-1]:
            self.redo_tail.pop(0)
        else:
            self.redo_tail.clear()
        self._played(events)

    def _played(self, events: list[dict]) -> None:
        self._out.append(CommandApplied(events))
        self._save()

    def undo_cut(self) -> int:
        """How many commands one undo removes: back to and including the last command a
        person played (0 if there is none)."""
        log = self.game.log
        for k in range(len(log) - 1, -1, -1):
            if self._seats[log[k]["player"]].is_human:
                return len(log) - k
        return 0

    def can_undo(self) -> bool:
        return self.undo_cut() > 0

    def undo_takes_back(self) -> int | None:
        """The seat whose move one undo takes back, as the log has it (None: nothing)."""
        k = self.undo_cut()
        return self.game.log[-k]["player"] if k else None

    def undo(self) -> bool:
        self._forget_thinking()
        k = self.undo_cut()
        if not k:
            return False
        log = self.game.log
        tail = log[-k:]
        self.game = replay(self.game.header, log[:-k])
        self.redo_tail = tail + self.redo_tail
        self._save()
        return True

    def can_redo(self) -> bool:
        return bool(self.redo_tail)

    def redo(self) -> None:
        """Put back the next person's command and the computer replies after it."""
        self._forget_thinking()
        events: list[dict] = []
        first = True
        while self.redo_tail:
            cmd = self.redo_tail[0]
            if not first and self._seats[cmd["player"]].is_human:
                break
            try:
                events += self.game.apply(cmd)
            except IllegalCommand:
                self.redo_tail.clear()
                break
            self.redo_tail.pop(0)
            first = False
        self._played(events)

    # -- computer turns ------------------------------------------------------------------
    def _forget_thinking(self) -> None:
        """The position changes under the worker: whatever it was asked (a Hint, a
        computer's move) is forgotten, so the next question never waits behind it."""
        self.hints.cancel()
        if self.hints.started is not None:
            self.hints.started.cancel()
        self._answer, self._asked_for, self._waited = None, None, 0.0

    def poll(self, dt: float = 0.0, idle: bool = False) -> list[TableEvent]:
        """What happened since the last poll. `idle`: the screen shows no move still
        animating, so a computer may move (after its pause of `dt`s added up)."""
        hint = self.poll_hint()
        if hint is not None:
            self._out.append(hint)
        if idle and not self.game.is_over and self.thinking_for is not None:
            self._computer_turn(dt)
        out, self._out = self._out, []
        return out

    def _computer_turn(self, dt: float) -> None:
        """Ask the worker for the computer's move; play it after a short pause."""
        speed = self.settings.speed_factor if self.settings else 0
        worker = self.hints.worker()
        if worker is None:                 # a table without a worker: nobody thinks
            return
        self._waited += dt
        if self._answer is None:
            if not worker.busy:
                seat = self._seat_to_move()
                n = len(self.game.log)
                limit = self.settings.think_time if self.settings and \
                    seat.kind == "master" else None
                worker.ask(self.game.header, self.game.log, seat.kind,
                           move_seed(seat.seed, n), limit)
                self._asked_for = (self.game.to_move, n)
            got = worker.poll()
            if got is None:
                return
            cmd, error = got
            if error or cmd is None:
                self._out.append(Notice(t("bot.error", error=error or "?")))
                cmd = self.game.legal()[0]
            self._answer = cmd
            self._answer_why = None if error else getattr(worker, "reason", None)
        if self._waited >= BOT_PAUSE / max(speed, 1.0) or speed == 0:
            cmd, self._answer, self._waited = self._answer, None, 0.0
            if self._asked_for == (self.game.to_move, len(self.game.log)):
                self._why = self._answer_why
                try:
                    self.apply(cmd)
                except IllegalCommand as exc:
                    self._out.append(refusal_notice(exc))

    # -- the rest of the face -------------------------------------------------------------
    def offers(self) -> list[Offer]:
        return []

    def answer(self, key: str) -> None:
        pass

    def save_as(self, path: Path) -> Path:
        return save(self.game, path, extra=self._kept())

    def _kept(self) -> dict:
        """What a save keeps beside the log: the computers' reasons, the Hints shown."""
        n = len(self.game.log)
        return {"reasons": reasons_kept(self.reasons, n),
                "hints": hints_kept(self.hints_shown, n)}

    def _save(self) -> None:
        if self.autosave_to is None:
            return
        try:
            autosave(self.game, self.autosave_to, extra=self._kept())
        except SaveError as exc:
            self._out.append(SaveFailed(str(exc)))

    def close(self) -> None:
        self._forget_thinking()


class ReplayTable(LocalTable):
    """A finished game stepped through: nobody acts, `step` plays the next command."""

    shows_summaries = False            # the replay's own pace: no round summary stops it
    shows_moves = False                # nor a show of each move (pacing.py)
    past = True                        # nobody acts: no card says "to move" (panel.py)

    def __init__(self, game: Game) -> None:
        super().__init__(game, [Seat(REPLAY)] * game.snapshot()["players"])

    def step(self, cmd: dict) -> None:
        self._played(self.game.apply(cmd))
