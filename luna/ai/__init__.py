"""Computer players. They see the game only through the engine's public API.

    >>> from luna.ai import make_bot
    >>> from luna.engine import new_game
    >>> game = new_game(players=3, seed=1)
    >>> game.is_legal(make_bot("adept", seed=5).choose(game))
    True

The ladder (levels.py), weakest first: "novice" (random with a little sense), "acolyte"
(the Adept's ranking picked from with a temperature), "adept" (a heuristic), "priest"
(the Sage's move on about half its turns, else the Adept's), "sage" (a short look-ahead
over the Adept's two best ideas) and "master" (a look-ahead search over the Adept's best
ideas); and "random" (uniform, for tests).
`choose(game)` never changes `game`; with the same seed, position and iteration budget
a bot makes the same choice, and a bot is rebuilt in any process from its arguments.
"""

from __future__ import annotations

from .adept import AdeptPlayer
from .levels import LADDER, LEVELS
from .master import MasterPlayer
from .novice import NovicePlayer
from .random_player import RandomPlayer
from .tempered import TemperedAdept

_BUILD = {level.name: level.build for level in LADDER}


def make_bot(level: str, seed: int = 0, time_limit: float | None = None,
             iterations: int | None = None):
    """A computer player of `level` (one of LEVELS, or "random").
    The Master stops after `iterations` look-ahead games if given, else after the
    iterations of its thinking time `time_limit` (default 2.0 s; master.think_budget),
    the time only a safety cap: deterministic either way unless a machine is too slow for
    its budget. The other levels have budgets of their own and ignore both."""
    if level == "random":
        return RandomPlayer(seed)
    if level in _BUILD:
        return _BUILD[level](seed, time_limit, iterations)
    raise ValueError(f"unknown computer level {level!r}: choose from "
                     f"{', '.join(LEVELS + ('random',))}")


__all__ = ["LEVELS", "AdeptPlayer", "MasterPlayer", "NovicePlayer", "RandomPlayer",
           "TemperedAdept", "make_bot"]
