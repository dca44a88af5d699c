"""Computer players for seats the relay plays itself (computer seats and stand-ins).

Uses `luna.ai.make_bot` when it exists, else the RandomPlayer. Each move gets a bot seeded
from the seat's seed and the log length, so a restarted relay makes the same choices.
"""

from __future__ import annotations

from typing import NamedTuple

from ... import ai
from ...engine import Game, replay
from ...seats import COMPUTER_KINDS as LEVELS
from ...seats import move_seed


def make_bot(level: str, seed: int, time_limit: float | None = None):
    """A computer player of `level`; ValueError for an unknown level."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}")
    factory = getattr(ai, "make_bot", None)
    if factory is None:
        return ai.RandomPlayer(seed)
    return factory(level, seed=seed, time_limit=time_limit)


class Move(NamedTuple):
    """A computer's command and what its log line says of the reason (or None)."""
    command: dict
    why: dict | None


def decide(game: Game, level: str, seat_seed: int, time_limit: float | None = None) -> Move:
    """The bot's move for the seat to move in `game` (which it does not change)."""
    bot = make_bot(level, move_seed(seat_seed, len(game.log)), time_limit)
    if not hasattr(bot, "decide"):
        return Move(bot.choose(game), None)
    decision = bot.decide(game)
    return Move(decision.command, decision.reason.told() if decision.reason else None)


def decide_replayed(header: dict, log: list[dict], level: str, seat_seed: int,
                    time_limit: float | None = None) -> Move:
    """The same, from plain data: for a worker process."""
    return decide(replay(header, log), level, seat_seed, time_limit)


def choose(game: Game, level: str, seat_seed: int, time_limit: float | None = None) -> dict:
    """The bot's command alone."""
    return decide(game, level, seat_seed, time_limit).command
