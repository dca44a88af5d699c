"""The computer level a person's profile suggests for their next game, and why.

It follows the rating (the level nearest it), with the games' results in points having
their say, and it counts how much the person leaned on the Hint: a win the Hint led
(its moves on most of the person's turns) moves no rating (record.py), as it is the
Hint's strength, not the person's; so it says that the level beaten is no contest with
the Hint's help, and suggests the level above it. The profile's games are read through
store.py's checks, so every field here is one this program wrote.

A first game (no rated game yet, the rating at START, the Initiate's) is suggested at
FIRST, the Adept: there a newcomer who plays the Hint's moves meets a contest (it won
18 games of 20 by about 8 points, against 22 over two Initiates and 12 to 14 over the
Acolyte or the Disciple; bench/README.md, "A first game that is a contest"). One who
plays without the Hint loses there clearly, by about 10 points more than at the
Initiate, and such a loss steps straight down to the Initiate: FIRST is the level
suggested before that first game, so a close loss keeps it, a clear loss steps down to
the rating's level and a clear win steps up. A first game at a gentler table counts as
that table's level suggested (never below the Initiate).
"""

from __future__ import annotations

from typing import NamedTuple

from ..ai.levels import LEVELS, nearest
from .glicko2 import Rating, Result, update
from .profile import CLEAR, CLOSE, START, STILL, Played, Profile
from .record import opponent


class Suggestion(NamedTuple):
    """The level suggested; `why` the latest rated game's part in it: "first" (no rated
    game yet: FIRST, a contest with the Hint), "won" (a win of their own raised it),
    "hint_won" (a win the Hint led raised it), "hinted" (a win the Hint led over a weaker
    level left it), "lost" (a loss by more than CLOSE lowered it, at a
    table of `players`), or None; `margin` that game's points ahead (behind: negative)."""
    level: str
    why: str | None = None
    margin: int = 0
    players: int = 0


# The level suggested for a first game (the module's docstring says why).
FIRST = "adept"


def level_above(level: str) -> str | None:
    """The next level up the ladder, None above the strongest."""
    k = LEVELS.index(level) + 1
    return LEVELS[k] if k < len(LEVELS) else None


def still_why(g: Played) -> str | None:
    """Why a rated game that left the rating where it stood did so: "unmeasured" (no
    level at its table measured at that size), "hinted" (a win over measured levels
    that, as a rated game, would have raised it by a point or more: so the Hint led it),
    None (not to be told apart: a tie, or a win over levels far below the rating, which
    moves it by less than a point)."""
    measured = [r for r in (opponent(lv, g.players) for lv in g.levels) if r is not None]
    if not measured:
        return "unmeasured"
    if not (g.won and g.score > g.best_other):
        return None
    would = update(Rating(g.rating, g.deviation), [Result(r, 1.0) for r in measured])
    return "hinted" if would.value - g.rating >= 1 else None


def suggestion(profile: Profile) -> Suggestion:
    """The level to play next: the one nearest the rating, game by game, except that a
    close result (within CLOSE points of the best other, won or lost) or a win never
    lowers the level suggested before it; a clear win (by CLEAR or more) over that level
    or a stronger one, that raised the rating, suggests at least the level above it, a
    narrower win at most the level above the strongest beaten (or suggested), a loss or
    a tie never more than the level suggested before; and
    a win the Hint led over that level or a stronger one suggests the level above the
    strongest beaten. Before any rated game: FIRST, a contest with the Hint."""
    rated = profile.rated()
    if not rated:                       # a newcomer: the first game's level (a rating
        level = nearest(profile.rating.value)   # kept without its games: the level it
        if level != nearest(START.value):       # is at)
            return Suggestion(level)
        return Suggestion(FIRST, "first")
    out, before = Suggestion(_first_played(rated[0])), START.value
    for k, g in enumerate(rated):
        now = profile.rating.value if k == len(rated) - 1 else g.rating
        out = _after(out.level, g, before, now)
        before = g.rating
    return out


def _first_played(g: Played) -> str:
    """The level taken as suggested before the first rated game `g`: FIRST, or the
    strongest level at its table where that was gentler (never below START's level)."""
    rank = LEVELS.index
    top = max((rank(lv) for lv in g.levels if lv in LEVELS), default=rank(FIRST))
    return LEVELS[min(rank(FIRST), max(rank(nearest(START.value)), top))]


def _after(level: str, g: Played, before: float, now: float) -> Suggestion:
    """The suggestion after game `g`, `level` suggested before it, the rating `before`
    it and `now` after it (`suggestion`)."""
    rank = LEVELS.index
    base = nearest(now)
    margin = g.score - g.best_other
    if (g.won or abs(margin) <= CLOSE) and rank(base) < rank(level):
        base = level                    # a close result or a win never lowers it
    top = max((rank(lv) for lv in g.levels if lv in LEVELS), default=-1)
    if rank(base) < rank(level):        # a clear loss lowered it: said with its table
        return Suggestion(base, "lost", margin, players=g.players)
    if not (g.won and top >= 0):        # no win over a level: never raised by it
        return Suggestion(base if g.won or rank(base) <= rank(level) else level)
    if abs(g.rating - before) < STILL and still_why(g) == "hinted":
        above = level_above(LEVELS[max(top, rank(level))])
        if top >= rank(level) and above is not None and rank(above) > rank(base):
            return Suggestion(above, "hint_won", margin)    # the Hint's win: a level up
        return Suggestion(base, "hinted" if base == level else None, margin)
    if margin >= CLEAR and now > before + STILL and top >= rank(level):
        above = level_above(level)      # a clear win over the level suggested or above
        if above is not None and rank(above) > rank(base):
            base = above                # raises it
    if margin < CLEAR:                  # a narrow win: the next level at most (a new
        beaten = LEVELS[max(top, rank(level))]   # rating's wide step skipped one, F908);
        nxt = level_above(beaten) or beaten      # only a clear win may skip
        base = min(base, nxt, key=rank)
    if margin > 0 and rank(base) > rank(level):
        return Suggestion(base, "won", margin)      # a win of their own raised it
    return Suggestion(base)
