"""The judge's search and its measure of two moves: the Master with a fixed number of
iterations (never a clock: the same on every machine), one look-ahead game per candidate
(every player an Adept), whose first stage plays each candidate to the end of the next
round; its verdict at a position kept per position and budget (the Hint's, the lesson's
and the review's are one), and what its choice gains over another command: the mean of
COMPARED paired look-ahead games, the i-th of both with the same strays, named only
where its 95 % interval excludes 0 and it is at least NAMED influence.
"""


from __future__ import annotations

import hashlib
import json
import math
import os
from collections import OrderedDict
from dataclasses import dataclass, replace

from ..engine import Game
from ..engine.state import State
from .master import MasterPlayer, Trail
from .trial import gained, lost, own, parts_of

ITERATIONS = 8        # look-ahead games per decision (candidates times stages)
AHEAD = 1             # rounds past the decision's own that its first stage plays out
BUDGET_ENV = "LUNA_JUDGE_ITERATIONS"    # a smaller budget (the test suite's: its CPU)
COMPARED = 4          # look-ahead games per move when two moves' difference is measured
NAMED = 2.0           # influence: a difference named as a cost (or a gain) is at least this
KEPT = 256            # verdicts kept per process (the Hint's, the review's, the lesson's)
# Student's t at 97.5 % for COMPARED - 1 degrees of freedom (a 95 % two-sided interval)
T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306,
        9: 2.262}


def budget() -> int:
    """The judge's iterations: ITERATIONS, or the number in LUNA_JUDGE_ITERATIONS (the
    test suite sets a small one: a Hint there must not cost a second of its two cores)."""
    try:
        return max(1, int(os.environ.get(BUDGET_ENV, "")))
    except ValueError:
        return ITERATIONS


def same(a: dict, b: dict) -> bool:
    """One command, whoever's seat number it carries, and in whatever order or grouping
    a Travel's or a Tides's moves were given (the engine moves them all at once: a
    person who planned the Hint's Travel island by island in another order played the
    Hint, and a lesson must not be drawn from it)."""
    return canonical(a) == canonical(b)


def canonical(cmd: dict) -> dict:
    """`cmd` as `same` compares it (equal forms: one command), to find once a command
    where many are compared with each other."""
    out = {k: v for k, v in cmd.items() if k != "player"}
    if cmd.get("type") in ("travel", "tides") and isinstance(cmd.get("moves"), list):
        moved: dict[tuple, int] = {}
        for m in cmd["moves"]:
            key = (str(m.get("from")), m.get("to"), m.get("active", True))
            moved[key] = moved.get(key, 0) + m.get("count", 0)
        out["moves"] = sorted(moved.items())
    return out


@dataclass(frozen=True)
class Verdict:
    """The judge's choice at a position. `weighed`: the candidates of the stage that
    decided, best first, each (command, value for the mover, where its look-ahead stopped),
    played to the end of the round `ahead` rounds past this one; empty (and `ahead` None)
    where nothing was weighed (one command, or a consecration made at once)."""
    command: dict
    ahead: int | None
    weighed: tuple[tuple[dict, float, State], ...] = ()

    @property
    def runner_up(self) -> dict | None:
        """The next-best candidate weighed, if any."""
        return self.weighed[1][0] if len(self.weighed) > 1 else None

    @property
    def gain(self) -> float | None:
        """What the choice gains over the next-best candidate, in influence by the
        look-ahead's end (never below 0); None with nothing weighed against it."""
        return self.weighed[0][1] - self.weighed[1][1] if len(self.weighed) > 1 else None



@dataclass(frozen=True)
class Difference:
    """What one move gains over another for the mover, measured in `games` pairs of
    look-ahead games, each pair played with the same strays (common random numbers):
    the mean of the paired differences and its 95 % interval [low, high]."""
    mean: float
    low: float
    high: float
    games: int
    lost: dict | None = None    # trial.lost: the round scorings the choice gives up to
    #                             the other move, where measured
    gains: dict | None = None   # trial.gained: the choice's gain over the other move part
    #                             by part (negative: what the other move gains more there)
    played: tuple = ()          # the commands after the choice in its first game (the
    #                             one that chose it), each with its round
    ahead: int | None = None    # rounds past the decision's own the games were played to

    @property
    def sure(self) -> bool:
        """Measured with confidence: the interval excludes 0 and the difference is at
        least NAMED influence; otherwise not a mistake worth naming."""
        return self.low > 0 and self.mean >= NAMED


def paired(diffs: list[float]) -> Difference:
    """The mean of paired differences and its 95 % interval (Student's t)."""
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return Difference(mean, mean, mean, n)
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    half = T975.get(n - 1, 1.96) * sd / math.sqrt(n)
    return Difference(mean, mean - half, mean + half, n)


def master(game: Game, iterations: int) -> MasterPlayer:
    """The judge at this position: seeded by the position's place in the log, a way off
    the Apostate's island kept among its candidates (`escape`)."""
    return MasterPlayer(seed=len(game.log), iterations=iterations, samples=1,
                        first_ahead=AHEAD, stages=1, escape=True)


_verdicts: OrderedDict[tuple[int, str], Verdict] = OrderedDict()


def _position(game: Game) -> str:
    """The position's identity: the game's header and every command that led to it, the
    players' names left out. The judge reads no name (a window writes them in its
    language), so one position under other names is one verdict, not a search again."""
    header = {k: v for k, v in game.header.items() if k != "names"}
    return hashlib.blake2b(json.dumps([header, game.log], sort_keys=True,
                                      default=str).encode(), digest_size=16).hexdigest()


def verdict(game: Game, iterations: int | None = None) -> Verdict:
    """What the judge chooses at `game`'s position, and what it weighed. One verdict per
    position and budget: the Hint's, the review's and the lesson's are the same object
    wherever they were asked in one process (and the same choice in any process)."""
    n = iterations or budget()
    key = (n, _position(game))
    if key in _verdicts:
        _verdicts.move_to_end(key)
        return _verdicts[key]
    judged = _verdicts[key] = _search(game, n)
    while len(_verdicts) > KEPT:
        _verdicts.popitem(last=False)
    return judged


def _search(game: Game, iterations: int) -> Verdict:
    found = master(game, iterations).search(game)
    cmd = found.pool[found.best]
    if found.ahead is None or not found.weighed:
        return Verdict(cmd, None)
    order = sorted(found.weighed, key=lambda k: (k != found.best, -found.weighed[k][0], k))
    judged = Verdict(cmd, found.ahead, tuple(
        (found.pool[k], found.weighed[k][0], found.weighed[k][1][0].state) for k in order))
    global _trails
    _trails = (judged, [(found.pool[k], found.trails[k].rankings) for k in order
                        if found.trails])
    return judged


# The rankings the last verdict's search met on the first look-ahead game of each
# candidate it weighed: difference() plays those same games first for its choice and its
# rival where the rival was weighed (no strays, the same position, weights and horizon),
# so its trails start with them. Only the last verdict's are kept (a Hint and a review
# ask for the difference right after the verdict): a verdict's trails are far larger
# than the verdict.
_trails: tuple[Verdict, list[tuple[dict, dict]]] | None = None


def _trail(judged: Verdict, cmd: dict) -> Trail:
    """A trail for `cmd`'s look-ahead games at the position `judged` was made at, with
    the rankings its search already met there, where it kept them."""
    if _trails is not None and _trails[0] is judged:
        for weighed, rankings in _trails[1]:
            if weighed == cmd:
                return Trail(rankings)
    return Trail()


# The look-ahead games difference() played, kept by position, move, horizon and number:
# one Hint weighs its choice against several moves (the higher-projected one it is held
# to, the next best, the move in hand, the plan it leaves; where it takes the
# higher-projected move, the same pair the other way round), each pair playing the
# choice's COMPARED games again. A game depends on nothing else (its strays are seeded by
# the position and its number), so the kept one is the game played again. A few Hints'
# worth are kept: a position's games are asked for together.
GAMES_KEPT = 48
_games: OrderedDict[str, tuple[tuple[float, bool, State], list[dict],
                               list[tuple[dict, int]]]] = OrderedDict()


def _game(bot: MasterPlayer, game: Game, at: str, cmd: dict, ahead: int, j: int,
          trail: Trail) -> tuple[tuple[float, bool, State], list[dict],
                                 list[tuple[dict, int]]]:
    """Look-ahead game `j` of `cmd` at the position `at` (_position) to the end of the
    round `ahead` rounds past it: its end, the scorings it passed, the commands played."""
    key = json.dumps([at, cmd, ahead, j], sort_keys=True, default=str)
    if key in _games:
        _games.move_to_end(key)
        return _games[key]
    seen: list[dict] = []
    played: list[tuple[dict, int]] = []
    made = _games[key] = (bot.look_ahead(game, cmd, ahead, j, trail, seen, played),
                          seen, played)
    while len(_games) > GAMES_KEPT:
        _games.popitem(last=False)
    return made


def difference(game: Game, judged: Verdict, other: dict
               ) -> tuple[Difference, State, State, tuple[dict, dict]]:
    """What the judge's choice gains over `other` for the mover: COMPARED pairs of
    look-ahead games to the end of the round of the stage that decided, the i-th game of
    both moves with the same strays (the first with none: the verdict's own); with the
    positions the first pair reached (choice's, other's) and what the games show part by
    part: the choice's gain over `other` (trial.gained: the mover's scoring, final
    count, novices and the others' influence, means of the paired differences) and the
    mover's own score's gain in the choice's games from the decision on (trial.own)."""
    ahead = AHEAD if judged.ahead is None else judged.ahead
    bot = master(game, 1)
    p = game.to_move
    ends: dict[int, list] = {}
    parts: dict[int, list] = {}
    played: list[tuple[dict, int]] = []
    at = _position(game)
    for side, cmd in enumerate((judged.command, other)):
        trail = _trail(judged, cmd)
        ends[side], parts[side] = [], []
        for j in range(COMPARED):
            end, seen, moves = _game(bot, game, at, cmd, ahead, j, trail)
            ends[side].append(end)
            parts[side].append(parts_of(end[2], seen, p))
            if side == j == 0:
                played = moves
    diffs = [a[0] - b[0] for a, b in zip(ends[0], ends[1], strict=True)]
    gains = gained(parts[0], parts[1])
    return (replace(paired(diffs), lost=lost(parts[0], parts[1]), gains=gains,
                    played=tuple(played), ahead=ahead),
            ends[0][0][2], ends[1][0][2],
            (gains, own(parts[0], parts_of(game.state, [], p))))

