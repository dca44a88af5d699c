"""A person's profile: their rating and the games they finished at this computer, with
what the Profile screen shows of them (wins per level, mean score, the rating over
time, the best game). Plain data; the file is store.py's, a game's entry record.py's.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from ..ai.levels import LEVELS, RATINGS
from .glicko2 import Rating

# A newcomer's rating starts at the Initiate's (the third level, with Glicko-2's wide
# deviation): a few games find the player's place (the first game's level is chosen
# apart, for a contest with the Hint: suggestion.FIRST).
START = Rating(RATINGS["initiate"])
STILL = 0.05             # a game's rating within this of the one before: not moved (it is
#                          stored to a tenth)
# The level suggested (suggestion.py) follows the rating (the level nearest it), but a
# game's result in points has its say: a rating moves by who won, however narrowly, so a
# one-point loss to the Initiate suggested the Pilgrim, and an 81-55 win over him the
# Initiate again.
CLOSE = 5                # points: a result within this of the best other's is close
CLEAR = 15               # points: a win by at least this is clear


@dataclass(frozen=True)
class Played:
    """One finished game: `levels` are the computer levels at the table (none: not
    rated), `rating`/`deviation` the person's rating after it."""
    game: str              # the game's fingerprint, so that a game counts once
    when: str              # the day it ended, YYYY-MM-DD
    players: int
    score: int
    best_other: int        # the best opponent's score (the automaton's in a solo game)
    won: bool
    levels: tuple[str, ...]
    rating: float
    deviation: float


@dataclass
class Profile:
    name: str
    rating: Rating = START
    games: list[Played] = field(default_factory=list)

    def rated(self) -> list[Played]:
        """The games that moved the rating (with computer levels at the table)."""
        return [g for g in self.games if g.levels]

    def wins_per_level(self) -> dict[str, tuple[int, int]]:
        """Per level met: (games won, games played) against it, weakest level first."""
        out: dict[str, list[int]] = {}
        for g in self.games:
            for lv in set(g.levels):
                row = out.setdefault(lv, [0, 0])
                row[0] += g.won
                row[1] += 1
        return {lv: (out[lv][0], out[lv][1]) for lv in LEVELS if lv in out}

    def mean_score(self) -> float | None:
        return statistics.fmean(g.score for g in self.games) if self.games else None

    def history(self) -> list[float]:
        """The rating before the first rated game and after each one (the chart)."""
        rated = self.rated()
        return [START.value] + [g.rating for g in rated] if rated else []

    def unmoved(self) -> list[Played]:
        """The latest rated games in a row that left the rating where it stood (each
        game's rating against the one before it, the start's before the first), the
        oldest first: empty where the latest rated game moved it."""
        rated = self.rated()
        before = [START.value] + [g.rating for g in rated]
        out: list[Played] = []
        for g, was in zip(reversed(rated), reversed(before[:-1]), strict=True):
            if abs(g.rating - was) >= STILL:
                break
            out.append(g)
        return out[::-1]

    def best_game(self) -> Played | None:
        """The win against the strongest level (by most points ahead); with no win,
        the highest score."""
        wins = [g for g in self.games if g.won]
        if wins:
            return max(wins, key=lambda g: (max((RATINGS[lv] for lv in g.levels), default=0),
                                            g.score - g.best_other, g.when))
        return max(self.games, key=lambda g: (g.score, g.when), default=None)

