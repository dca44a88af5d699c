"""The ladder: six computer levels, weakest first, with their measured ratings.

The Novice, the Adept and the Master are the players they always were (a save names
its level and plays on with it). Between them stand levels made of the same parts with
a fixed budget, never a clock, so their strength does not depend on the machine:

- the Acolyte is a tempered Adept (tempered.py): it picks among the Adept's ranking at
  random, the nearer to the best the likelier;
- the Sage is a Master that weighs only the Adept's two best commands, in one
  look-ahead game each, to the end of the round;
- the Priest plays the Sage's move on about half of its turns and the Adept's on the
  others (blended.py), which puts it halfway between them.

The kept levels fix the ladder's ends and its middle: the Novice is far below the Adept
and the Master far above it, so six rungs cannot all be the 65-75 % steps a ladder
wants (the README's table says which are): the Adept is the third rung, two made of it
and the Sage stand above it, one below.

RATINGS are the Elo-style ratings fitted by `bench/ai.py --part ladder` (two-player
games, seats rotated; the README has the table and the games per pair). A person's
rating (luna/profiles) moves against them, and the new-game dialog suggests the level
nearest to it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .adept import AdeptPlayer
from .blended import Blended
from .master import MasterPlayer
from .novice import NovicePlayer
from .tempered import TemperedAdept


class Level(NamedTuple):
    """A rung of the ladder: how to build its player from a seed (a time limit and an
    iteration budget only reach the Master, whose think time the settings choose)."""
    name: str
    build: Callable[[int, float | None, int | None], object]


def _sage(seed: int, time_limit: float | None = None, iterations: int | None = None
          ) -> MasterPlayer:
    bot = MasterPlayer(seed, iterations=2, samples=1)
    bot.level = "sage"
    return bot


def _priest(seed: int, time_limit: float | None, iterations: int | None) -> Blended:
    return Blended(seed, _sage(seed), AdeptPlayer(seed), 0.5, "priest")


LADDER: tuple[Level, ...] = (
    Level("novice", lambda seed, t, n: NovicePlayer(seed)),
    Level("acolyte", lambda seed, t, n: TemperedAdept(seed, 1.2, "acolyte")),
    Level("adept", lambda seed, t, n: AdeptPlayer(seed)),
    Level("priest", _priest),
    Level("sage", _sage),
    Level("master", lambda seed, t, n: MasterPlayer(seed, time_limit=t, iterations=n)),
)
LEVELS: tuple[str, ...] = tuple(level.name for level in LADDER)

# Fitted by bench/ai.py --part ladder (see the README); the Novice is the anchor.
RATINGS: dict[str, float] = {"novice": 1000.0, "acolyte": 1520.0, "adept": 1870.0,
                             "priest": 2090.0, "sage": 2240.0, "master": 2520.0}
# How sure each rating is, as Glicko-2 weighs an opponent: about the standard error of
# the measured gaps between neighbours above the Acolyte (49 to 72 points, i.e. ±96 to
# ±142 at 95 %); a level plays the same on any machine, so this never grows.
RATING_DEVIATION = 50.0


def nearest(rating: float) -> str:
    """The level whose rating is nearest to `rating` (the weaker one of two as near)."""
    return min(LEVELS, key=lambda lv: (abs(RATINGS[lv] - rating), RATINGS[lv]))
