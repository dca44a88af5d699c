"""The ladder: ten computer levels, weakest first, with their measured ratings.

The Novice, the Adept and the Master are the players they always were (a save names
its level and plays on with it), and so are the Acolyte, the Priest and the Sage of the
first ladder. Between them stand levels made of the same parts with a fixed budget,
never a clock, so their strength does not depend on the machine:

- the Pilgrim and the Initiate play the Adept's move on a fifth and on half of their
  turns and the Novice's on the others (blended.py);
- the Acolyte and the Disciple are tempered Adepts (tempered.py): they pick among the
  Adept's ranking at random, the nearer to the best the likelier (the Disciple cooler);
- the Priest plays the Sage's move on about half of its turns and the Adept's on the
  others;
- the Sage is a Master that weighs only the Adept's two best commands, in one
  look-ahead game each, to the end of the round; the Oracle is a Master with a fixed
  budget of look-ahead games instead of the Master's clock.

The kept levels fix the ladder's ends and its middle (the Novice stands about 870 Elo
points below the Adept and the Master about 650 above it); the new rungs split both
spans into steps where the stronger wins about 70 % of two-player games (the README's
table, from `bench/ai.py --part ladder`).

RATINGS are the Elo-style ratings fitted by that run (two-player games, seats rotated;
the README has the table and the games per pair). A person's rating (luna/profiles)
moves against them, and the new-game dialog suggests the level nearest to it.
TABLE_RATINGS are the ratings measured at tables of three and four (`--part tables`):
a level's card shows at each table size only what was measured there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .adept import AdeptPlayer
from .blended import Blended
from .master import DEFAULT_TIME, MasterPlayer
from .novice import NovicePlayer
from .tempered import TemperedAdept


class Level(NamedTuple):
    """A rung of the ladder: how to build its player from a seed (a thinking time and an
    iteration budget only reach the Master, whose thinking time the settings choose: a
    number of iterations for it, the time a safety cap only)."""
    name: str
    build: Callable[[int, float | None, int | None], object]


def _sage(seed: int, time_limit: float | None = None, iterations: int | None = None
          ) -> MasterPlayer:
    bot = MasterPlayer(seed, iterations=2, samples=1)
    bot.level = "sage"
    return bot


def _oracle(seed: int, time_limit: float | None = None, iterations: int | None = None
            ) -> MasterPlayer:
    bot = MasterPlayer(seed, iterations=ORACLE_BUDGET[0], samples=ORACLE_BUDGET[1],
                       **ORACLE_SHAPE)
    bot.level = "oracle"
    return bot


def _priest(seed: int, time_limit: float | None, iterations: int | None) -> Blended:
    return Blended(seed, _sage(seed), AdeptPlayer(seed), 0.5, "priest")


def _novice_blend(share: float, level: str) -> Callable[[int, float | None, int | None],
                                                          Blended]:
    """A Novice that plays the Adept's move on `share` of its turns."""
    return lambda seed, t, n: Blended(seed, AdeptPlayer(seed), NovicePlayer(seed), share, level)


# The Oracle's fixed budget: look-ahead games weighed (candidates times stages) and
# look-ahead games per candidate.
ORACLE_BUDGET = (8, 2)
# Its other settings, by MasterPlayer's keywords (none: the Master's own; bench/ai.py
# --oracle-shape tries others).
ORACLE_SHAPE: dict[str, int] = {}

LADDER: tuple[Level, ...] = (
    Level("novice", lambda seed, t, n: NovicePlayer(seed)),
    Level("pilgrim", _novice_blend(0.2, "pilgrim")),
    Level("initiate", _novice_blend(0.5, "initiate")),
    Level("acolyte", lambda seed, t, n: TemperedAdept(seed, 1.2, "acolyte")),
    Level("disciple", lambda seed, t, n: TemperedAdept(seed, 0.8, "disciple")),
    Level("adept", lambda seed, t, n: AdeptPlayer(seed)),
    Level("priest", _priest),
    Level("sage", _sage),
    Level("oracle", _oracle),
    Level("master", lambda seed, t, n: MasterPlayer(
        seed, iterations=n, think=None if n is not None else (t or DEFAULT_TIME),
        escape=True)),
)
LEVELS: tuple[str, ...] = tuple(level.name for level in LADDER)

# Fitted by bench/ai.py --part ladder (see the README); the Novice is the anchor.
RATINGS: dict[str, float] = {"novice": 1000.0, "pilgrim": 1090.0, "initiate": 1280.0,
                             "acolyte": 1340.0, "disciple": 1470.0, "adept": 1670.0,
                             "priest": 1790.0, "sage": 1950.0, "oracle": 2080.0,
                             "master": 2210.0}
# How sure each rating is, as Glicko-2 weighs an opponent: about the standard error of
# the measured gaps between neighbours (31 to 37 points, i.e. ±62 to ±72 at 95 %); a
# level plays the same on any machine, so this never grows.
RATING_DEVIATION = 35.0


class Measured(NamedTuple):
    """A rating measured at one table size, with its 95 % interval."""
    rating: float
    low: float
    high: float


# Fitted by bench/ai.py --part tables (see the README): games at tables of three and of
# four, each counted as wins between every two seats by final score (as a person's
# rating counts it), the Beginner at 1000, the intervals from a bootstrap over the
# games. A level left out was not measured at that size.
TABLE_RATINGS: dict[int, dict[str, Measured]] = {
    3: {"novice": Measured(1000, 1000, 1000), "pilgrim": Measured(1130, 990, 1290),
        "initiate": Measured(1280, 1150, 1470), "acolyte": Measured(1270, 1110, 1460),
        "disciple": Measured(1400, 1240, 1600), "adept": Measured(1640, 1450, 1880),
        "priest": Measured(1820, 1620, 2090), "sage": Measured(1890, 1680, 2160),
        "oracle": Measured(2020, 1810, 2350)},
    4: {"novice": Measured(1000, 1000, 1000), "pilgrim": Measured(1200, 1050, 1400),
        "initiate": Measured(1400, 1270, 1590), "acolyte": Measured(1520, 1380, 1710),
        "disciple": Measured(1670, 1500, 1900), "adept": Measured(1840, 1680, 2070),
        "priest": Measured(1880, 1710, 2100), "sage": Measured(2020, 1850, 2270),
        "oracle": Measured(2070, 1900, 2340)},
}


class Outside(NamedTuple):
    """Two neighbouring levels checked against one player from outside the family, in
    two-player games on the same deals: games won of `games` (a tie counted half) by
    each (`lower_won` None where the lower level's games on those deals are not
    recorded), and the step from `lower` to `upper` in Elo, with its 95 % interval."""
    lower: str
    upper: str
    games: int
    lower_won: float | None
    upper_won: float
    step: Measured


# The cards' one source: bench/README.md, "96 and 192 deals against the deeper searcher"
# (the "deep" searcher of bench/opponents.py, seeds 5001-5192 for the Sage and the
# Oracle; the Master's run stopped at 72 deals). tests/client/results/test_level_names.py
# checks these against that record.
OUTSIDE: tuple[Outside, ...] = (
    Outside("sage", "oracle", 192, 95.5, 115.5, Measured(73, 4, 145)),
    Outside("oracle", "master", 120, None, 89.5, Measured(129, 38, 228)),
)


def checked_outside(level: str) -> tuple[Outside, ...]:
    """The outside check a level's card gives: the step up to it, else the step up from
    it; one check a card, the one that says what the level is worth against the level
    under it (F171, F325)."""
    return tuple(o for o in OUTSIDE if o.upper == level)[:1] or \
        tuple(o for o in OUTSIDE if o.lower == level)[:1]


def measured_at(level: str, players: int) -> Measured | None:
    """The level's rating measured at a table of `players` (three or four); None where
    it was not measured at that size."""
    return TABLE_RATINGS.get(players, {}).get(level)


def nearest(rating: float) -> str:
    """The level whose rating is nearest to `rating` (the weaker one of two as near)."""
    return min(LEVELS, key=lambda lv: (abs(RATINGS[lv] - rating), RATINGS[lv]))
