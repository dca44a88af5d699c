"""The table a game screen plays at: the one thing the game scene talks to.

A table holds the game and its seats, takes commands (`apply`), takes them back
(`undo`/`redo`), and says in `poll()` what happened since, as typed `TableEvent`s. It
decides who may act now (`may_act`), so no screen decides it again. `LocalTable` plays
at this screen (computer turns, autosave); `LanTable` (lan_table.py) sends commands to
the relay; `ReplayTable` steps through a finished game. A guided game is a `LocalTable`
whose `refuse(cmd)` turns down every command but the lesson's.

No pygame here: tests drive tables directly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from ...ai.judge import budget
from ...engine import Game, IllegalCommand
from ...seats import Seat
from ...text import not_allowed, refusal, t
from .thinker import HINT


# -- what a table tells its screen ----------------------------------------------------
@dataclass(frozen=True)
class CommandApplied:
    """A command was played: animate and narrate its engine events."""
    events: list[dict]


@dataclass(frozen=True)
class Restarted:
    """The game was replaced (an undo, a resync): read everything again."""


@dataclass(frozen=True)
class Notice:
    """A line for the player (a toast); `error` also sounds the error; `ends` are earlier
    notes it makes untrue ("reconnected" ends "connection lost"), taken down at once."""
    text: str
    error: bool = False
    ends: tuple[str, ...] = ()


@dataclass(frozen=True)
class SaveFailed:
    """The table's own save (autosave, LAN save) could not be written."""
    text: str


@dataclass(frozen=True)
class SeatsChanged:
    """Who sits where, or who is away, changed."""


@dataclass(frozen=True)
class HintReady:
    """The judge's suggestion for the person to move (ai/judge.py): its command, its
    reason (against the next-best candidate, as the review says it) and what it gains
    over that candidate in influence (None: nothing was weighed against it); where it has
    no reason, the engine's event of what the move does (`deed`)."""
    command: dict
    why: dict | None = None
    gain: float | None = None
    deed: dict | None = None
    in_hand: dict | None = None        # the move the person had in hand when they asked
    in_hand_cost: float | None = None  # its cost against the Hint's (judge.Advice)
    loses: dict | None = None          # the round scorings it gives up (judge.Advice)
    account: dict | None = None        # its net against the next best, part by part
    coming: dict | None = None         # what it changes at the coming scoring (judge)
    in_hand_account: dict | None = None  # in_hand_cost part by part (judge.Advice)


TableEvent = CommandApplied | Restarted | Notice | SaveFailed | SeatsChanged | HintReady


@dataclass(frozen=True)
class Offer:
    """A question only this table asks (a LAN game's "let a computer play", an undo to
    agree to): shown as a button, answered with `table.answer(key)`, under its
    `question` when it has one; `tone` "confirm" (green) or "plain". An offer without a
    label is a note only (what we wait for), shown without a button."""
    key: str
    label: str
    question: str = ""
    tone: str = "confirm"


class Table(Protocol):
    game: Game

    @property
    def seats(self) -> list[Seat]: ...
    @property
    def may_act(self) -> bool: ...
    @property
    def thinking_for(self) -> int | None: ...
    @property
    def waiting_for(self) -> int | None: ...
    @property
    def announces_turns(self) -> bool: ...
    @property
    def hint_pending(self) -> bool: ...
    def apply(self, cmd: dict) -> None: ...
    def can_undo(self) -> bool: ...
    def undo(self) -> bool: ...
    def can_redo(self) -> bool: ...
    def redo(self) -> None: ...
    def ask_hint(self, in_hand: dict | None = None) -> None: ...
    def poll(self, dt: float = 0.0, idle: bool = False) -> list[TableEvent]: ...
    def offers(self) -> list[Offer]: ...
    def answer(self, key: str) -> None: ...
    def save_as(self, path: Path) -> Path: ...
    def close(self) -> None: ...


# -- what every table shares -------------------------------------------------------------
def plan_of(ready: TableEvent, at: int) -> dict | None:
    """The plan a Hint handed over gives (its account's later action of this round,
    "…; next: …"), as ai.plan.left_of reads it; None where it gives none."""
    account = getattr(ready, "account", None)
    then = account.get("then") if isinstance(account, dict) else None
    if not isinstance(then, dict):
        return None
    return {"command": ready.command, "then": then, "at": at}


class Hints:
    """The Hint: the judge's advice (ai/judge.py, the post-game review's own judgement),
    asked off the window's thread like any computer move. Once a person at this screen has
    asked for one in a game, the Hint of each later position of theirs is worked out as
    their turn begins (a computer's move or a round's card still shown), so that it stands
    at once when asked: for that person's seat only (the hot seat's others asked for none),
    and never before (a game whose players want no Hints pays nothing for them). The same
    request as one asked then (the judge's budget, its seed the position's): the same Hint.
    An answer for a position the game has left is dropped. Asked with a move in hand
    (planned on the board), the Hint is asked again for that move: it says what the move
    costs against its own."""

    def __init__(self, thinker: Callable[[], object] | None) -> None:
        self.thinker = thinker
        self.started = None
        self.asked = False               # the person asked: hand the Hint over when here
        self.wanted: set[int] = set()    # the seats whose person asked for a Hint in this
        #                                  game: their Hints worked out ahead
        self._rid: int | None = None     # the worker's request under way, its position
        self._for: list | None = None    # and the move in hand it was asked with
        self._for_hand: dict | None = None
        self._ready: tuple[list, TableEvent] | None = None   # a position's Hint, worked out,
        self._ready_hand: dict | None = None                 # and its move in hand
        self._asked_at: list | None = None     # the position the person asked about
        self._hand: dict | None = None         # and the move they had in hand
        self._plan: dict | None = None   # the last Hint handed over's plan (ai.plan):
        #                                  a later Hint that leaves it says what changed

    @property
    def pending(self) -> bool:
        """The person asked and the Hint is not here yet (the button says it thinks)."""
        return self.asked

    @property
    def under_way(self) -> bool:
        """A Hint is being worked out by the worker now, asked or ahead."""
        return self._rid is not None

    def worker(self):
        """The computer players' worker, started the first time it is needed."""
        if self.started is None and self.thinker is not None:
            self.started = self.thinker()
        return self.started

    def ask(self, game: Game, in_hand: dict | None = None) -> bool:
        """The person asks for the Hint here (with the move they have in hand, if any):
        handed over at the next poll if it was worked out ahead, else once the worker
        has it."""
        if game.to_move is not None:
            self.wanted.add(game.to_move)
        if self.worker() is None and not self.worked_out(game, in_hand):
            return False
        if not self._known(game, in_hand):
            self._start(game, in_hand)    # the worker busy: started once it is free (poll)
        self._asked_at, self._hand = list(game.log), in_hand
        self.asked = True                 # (the button says it thinks at once)
        return True

    def worked_out(self, game: Game, in_hand: dict | None = None) -> bool:
        """The Hint of `game`'s position (for that move in hand) is here: it stands at
        once when asked."""
        return self._ready is not None and self._ready[0] == game.log \
            and self._ready_hand == in_hand

    def _known(self, game: Game, in_hand: dict | None = None) -> bool:
        """This position's Hint (for that move in hand) is here, or under way."""
        return self.worked_out(game, in_hand) or (
            self._rid is not None and self._for == game.log and self._for_hand == in_hand)

    def _start(self, game: Game, in_hand: dict | None = None) -> bool:
        worker = self.worker()
        if worker is None or worker.busy:
            return False
        hand = {} if in_hand is None else {"in_hand": in_hand}
        if self._plan is not None:
            hand["plan"] = self._plan
        self._rid = worker.ask(game.header, game.log, HINT, len(game.log),
                               iterations=budget(), **hand)   # the review's own budget
        self._for, self._for_hand = list(game.log), in_hand
        return True

    def poll(self, game: Game, mine: bool = True) -> TableEvent | None:
        """The Hint asked for, once it is here. `mine`: a person at this screen is to
        move (a Hint for them is worked out ahead once that seat has asked for one)."""
        failed = self._take(game)
        if failed is not None:
            return failed
        if self._ready is not None and self._ready[0] != game.log:
            self._ready = None                   # the game moved on: that Hint is done
        if self.asked and self.worked_out(game, self._hand):
            self.asked = False
            self._plan = plan_of(self._ready[1], len(game.log))
            return self._ready[1]
        if self.asked and self._rid is None:
            if not mine or game.is_over or game.log != self._asked_at:   # its position
                self.asked = False                                         # is gone
            else:                                # asked while the worker was busy: now
                self._start(game, self._hand)
        if game.to_move in self.wanted and mine and not game.is_over \
                and not self._known(game) \
                and not (self._ready is not None and self._ready[0] == game.log):
            self._start(game)
        return None

    def _take(self, game: Game) -> Notice | None:
        """The worker's answer, if it has come: kept for its position; a request for a
        position the game has left is forgotten (its answer dropped). A Hint asked for
        that failed: the notice saying so."""
        if self._rid is None:
            return None
        worker = self.worker()
        if self._for != game.log or worker.pending != self._rid:
            if worker.pending == self._rid:
                worker.cancel()
            self._rid = self._for = self._for_hand = None
            return None
        got = worker.poll()
        if got is None:
            return None
        cmd, error = got
        told = getattr(worker, "reason", None) or {}
        self._rid = None
        if cmd is not None and error is None and game.is_legal(cmd):
            self._ready = (self._for, HintReady(cmd, told.get("reason"), told.get("gain"),
                                                told.get("deed"), told.get("in_hand"),
                                                told.get("in_hand_cost"),
                                                told.get("loses"), told.get("account"),
                                                told.get("coming"),
                                                told.get("in_hand_account")))
            self._ready_hand = self._for_hand   # (the move in hand the answer priced)
            return None
        failed = Notice(t("bot.error", error=error or "?"))
        if not self.asked:                      # kept, said if asked: never asked again
            self._ready = (self._for, failed)   # and again each frame
            self._ready_hand = self._for_hand
            return None
        self.asked = False
        return failed

    def cancel(self) -> None:
        """Forget a question under way (never starts a worker just to cancel)."""
        if self.started is not None and self._rid is not None \
                and self.started.pending == self._rid:
            self.started.cancel()
        self._rid = self._for = self._ready = self._for_hand = self._ready_hand = None
        self.asked = False


class AsksHints:
    """The hint button's part of a table (which has `hints`, `game` and `may_act`)."""

    hints: Hints

    @property
    def hint_pending(self) -> bool:
        return self.hints.pending

    def ask_hint(self, in_hand: dict | None = None) -> None:
        """The Hint for the person to move, with the move they have in hand (if any)."""
        if self.may_act:
            self.hints.ask(self.game, in_hand)

    def poll_hint(self) -> TableEvent | None:
        """The Hint asked for, if it is here (and one worked out ahead for the person to
        move, once they have asked for one in this game)."""
        return self.hints.poll(self.game, self.may_act)


def refusal_notice(exc: IllegalCommand) -> Notice:
    """An engine refusal as the player reads it."""
    return Notice(not_allowed(refusal(exc)), error=True)
