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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from ...engine import Game, IllegalCommand
from ...seats import Seat
from ...text import not_allowed, refusal, t


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
    """The Adept's suggestion for the person to move."""
    command: dict


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
    def ask_hint(self) -> None: ...
    def poll(self, dt: float = 0.0, idle: bool = False) -> list[TableEvent]: ...
    def offers(self) -> list[Offer]: ...
    def answer(self, key: str) -> None: ...
    def save_as(self, path: Path) -> Path: ...
    def close(self) -> None: ...


# -- what every table shares -------------------------------------------------------------
@dataclass
class Hints:
    """The Adept's hint, asked off the window's thread like any computer move."""

    thinker: Callable[[], object] | None
    pending: bool = False
    started: object = field(default=None, repr=False)

    def worker(self):
        """The computer players' worker, started the first time it is needed."""
        if self.started is None and self.thinker is not None:
            self.started = self.thinker()
        return self.started

    def ask(self, game: Game) -> bool:
        worker = self.worker()
        if worker is None or worker.busy:
            return False
        worker.ask(game.header, game.log, "adept", len(game.log))
        self.pending = True
        return True

    def poll(self, game: Game) -> TableEvent | None:
        if not self.pending:
            return None
        got = self.worker().poll()
        if got is None:
            return None
        self.pending = False
        cmd, error = got
        if cmd is not None and game.is_legal(cmd):
            return HintReady(cmd)
        return Notice(t("bot.error", error=error or "?"))

    def cancel(self) -> None:
        """Forget a question under way (never starts a worker just to cancel)."""
        if self.started is not None:
            self.started.cancel()
        self.pending = False


class AsksHints:
    """The hint button's part of a table (which has `hints`, `game` and `may_act`)."""

    hints: Hints

    @property
    def hint_pending(self) -> bool:
        return self.hints.pending

    def ask_hint(self) -> None:
        if self.may_act:
            self.hints.ask(self.game)


def refusal_notice(exc: IllegalCommand) -> Notice:
    """An engine refusal as the player reads it."""
    return Notice(not_allowed(refusal(exc)), error=True)
