"""The ladder's measurement: a round robin of two-player games between levels and an
Elo-style fit of their strengths with 95 % intervals (bench/ai.py --part ladder).

Neighbouring levels meet most (their gap is what the ladder promises), distant pairs
less: they only tie the scale together. Each pair's games rotate the seats. The fit is
the Bradley-Terry model on the Elo scale (P(a beats b) = 1 / (1 + 10^((Rb - Ra)/400))),
solved by Newton's method, with the first level held at ANCHOR; one virtual drawn game
between each pair of neighbours keeps a pair that never lost from flying off to
infinity. The intervals come from the curvature of the likelihood at its top (the
inverse Fisher information), so a gap's interval counts both ends' uncertainty.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from luna.ai.match import SeatStats, series
from luna.engine import Game

ANCHOR = 1000.0          # the lowest level's rating: the scale is relative
SCALE = 400 / math.log(10)
PRIOR_GAMES = 1.0        # virtual drawn games between neighbours
Z95 = 1.96


@dataclass
class Results:
    """Wins between levels: wins[(a, b)] is how often level a beat level b."""
    levels: list[str]
    wins: dict[tuple[str, str], float] = field(default_factory=dict)

    def add(self, winner: str, loser: str, amount: float = 1.0) -> None:
        self.wins[(winner, loser)] = self.wins.get((winner, loser), 0.0) + amount

    def games(self, a: str, b: str) -> float:
        return self.wins.get((a, b), 0.0) + self.wins.get((b, a), 0.0)


@dataclass(frozen=True)
class Fit:
    """Each level's rating and the covariance of the ratings (the anchor's row is 0)."""
    levels: list[str]
    ratings: list[float]
    cov: list[list[float]]

    def rating(self, level: str) -> float:
        return self.ratings[self.levels.index(level)]

    def half_width(self, level: str) -> float:
        """The 95 % interval's half width of a rating, against the anchor."""
        k = self.levels.index(level)
        return Z95 * math.sqrt(max(0.0, self.cov[k][k]))

    def gap(self, low: str, high: str) -> tuple[float, float]:
        """The rating gap high - low and its 95 % half width."""
        i, j = self.levels.index(low), self.levels.index(high)
        var = self.cov[i][i] + self.cov[j][j] - 2 * self.cov[i][j]
        return self.ratings[j] - self.ratings[i], Z95 * math.sqrt(max(0.0, var))


def expected(ra: float, rb: float) -> float:
    """The Elo expectation of a against b."""
    return 1 / (1 + 10 ** ((rb - ra) / 400))


def fit(results: Results, iterations: int = 50) -> Fit:
    """Maximum-likelihood ratings (Newton's method on the natural scale, the first level
    fixed), then the covariance from the Hessian at the top."""
    levels = results.levels
    n = len(levels)
    wins = dict(results.wins)
    for a, b in zip(levels, levels[1:], strict=False):       # the neighbours' prior draw
        wins[(a, b)] = wins.get((a, b), 0.0) + PRIOR_GAMES / 2
        wins[(b, a)] = wins.get((b, a), 0.0) + PRIOR_GAMES / 2
    theta = [0.0] * n
    for _ in range(iterations):
        grad, hess = _derivatives(levels, wins, theta)
        step = _solve([row[1:] for row in hess[1:]], grad[1:])
        theta = [0.0] + [x + s for x, s in zip(theta[1:], step, strict=True)]
        if max(abs(s) for s in step) < 1e-10:
            break
    _, hess = _derivatives(levels, wins, theta)
    inner = _inverse([row[1:] for row in hess[1:]])
    cov = [[0.0] * n for _ in range(n)]
    for i in range(1, n):
        for j in range(1, n):
            cov[i][j] = -inner[i - 1][j - 1] * SCALE * SCALE
    return Fit(list(levels), [ANCHOR + SCALE * x for x in theta], cov)


def _derivatives(levels, wins, theta):
    """Gradient and Hessian of the log-likelihood in the natural scale."""
    n = len(levels)
    grad = [0.0] * n
    hess = [[0.0] * n for _ in range(n)]
    index = {lv: k for k, lv in enumerate(levels)}
    for (a, b), w in wins.items():
        i, j = index[a], index[b]
        p = 1 / (1 + math.exp(theta[j] - theta[i]))
        grad[i] += w * (1 - p)
        grad[j] -= w * (1 - p)
        c = w * p * (1 - p)
        hess[i][i] -= c
        hess[j][j] -= c
        hess[i][j] += c
        hess[j][i] += c
    return grad, hess


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a·x = -b (the Newton step for a maximum)."""
    inv = _inverse(a)
    return [-sum(inv[i][k] * b[k] for k in range(len(b))) for i in range(len(b))]


def _inverse(a: list[list[float]]) -> list[list[float]]:
    """Gauss-Jordan with partial pivoting (the matrices here are at most 10 x 10)."""
    n = len(a)
    m = [list(row) + [float(i == j) for j in range(n)] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        lead = m[col][col]
        m[col] = [x / lead for x in m[col]]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [row[n:] for row in m]


def schedule(levels: list[str], near: int, far: int) -> list[tuple[str, str, int]]:
    """(lower, higher, games) for every pair: `near` games for neighbours, `far` for
    levels two apart, a quarter of `far` (at least 2, and even) for the rest: they
    only tie the scale together, and their outcome is all but sure."""
    out = []
    for i, low in enumerate(levels):
        for j in range(i + 1, len(levels)):
            apart = j - i
            games = near if apart == 1 else far if apart == 2 else max(2, far // 8 * 2)
            out.append((low, levels[j], games))
    return out


def _cost(pair: tuple[str, str, int]) -> tuple[int, int]:
    """Long series first, so that the processes finish together: a pair with the
    Master, then by games."""
    low, high, games = pair
    return (-(high == "master"), -games)


def _pair(job: tuple) -> tuple[str, str, dict[str, SeatStats]]:
    """One pair's series, in a worker process (round_robin with jobs > 1)."""
    low, high, games, seed, make, clock = job
    stats = series([low, high], games, seed, make, clock=clock)
    won = stats[high].wins
    print(f"  {high} against {low}: {won} of {games}", flush=True)
    return low, high, stats


def round_robin(levels: list[str], near: int, far: int, seed: int,
                make: Callable[[str, int], object],
                report: Callable[[int, Game, list[str]], None] | None = None,
                clock: Callable[[], float] = time.perf_counter, jobs: int = 1
                ) -> tuple[Results, dict[tuple[str, str], dict[str, SeatStats]]]:
    """Play the schedule, each pair a series with the seats rotated (match.series) on
    the deals seed, seed+1, ... (the same deals for every pair): the wins, and each
    pair's statistics (scores, move times). With `jobs` > 1 the pairs are shared among
    that many processes (`make` and `clock` must then pickle); a pair's games are the
    same either way, so only the wall time changes."""
    results = Results(list(levels))
    per_pair = {}
    pairs = schedule(levels, near, far)
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            done = pool.imap_unordered(_pair, [(lo, hi, g, seed, make, clock)
                                               for lo, hi, g in sorted(pairs, key=_cost)])
            played = {(lo, hi): st for lo, hi, st in done}
    else:
        played = {(lo, hi): series([lo, hi], g, seed, make, report=report, clock=clock)
                  for lo, hi, g in pairs}
    for low, high, _ in pairs:
        stats = played[(low, high)]
        results.add(low, high, stats[low].wins)
        results.add(high, low, stats[high].wins)
        per_pair[(low, high)] = stats
    return results, per_pair


@dataclass(frozen=True)
class TableGame:
    """One game of a table pool: its window of levels, who sat where, the final scores."""
    window: int
    seats: list[str]
    scores: list[int]


def windows(levels: list[str], players: int) -> list[list[str]]:
    """Every run of `players` neighbouring levels: the tables of a pool."""
    return [levels[i:i + players] for i in range(len(levels) - players + 1)]


def table_results(levels: list[str], games: list[TableGame]) -> Results:
    """Each game as wins between every two of its seats by final score (a tie half
    each): the way a person's rating counts a game against several levels."""
    results = Results(list(levels))
    for g in games:
        for a in range(len(g.seats)):
            for b in range(a + 1, len(g.seats)):
                la, lb, sa, sb = g.seats[a], g.seats[b], g.scores[a], g.scores[b]
                if sa != sb:
                    results.add(*((la, lb) if sa > sb else (lb, la)))
                else:
                    results.add(la, lb, 0.5)
                    results.add(lb, la, 0.5)
    return results


def table_pool(levels: list[str], players: int, games: int, seed: int,
               make: Callable[[str, int], object],
               report: Callable[[TableGame], None] | None = None,
               clock: Callable[[], float] = time.perf_counter
               ) -> tuple[list[TableGame], dict[str, list[float]]]:
    """`games` games of `players` seats for every window of neighbouring levels, seats
    rotated, on the deals seed, seed+1, ... (the same for every window): the games and
    each level's move times."""
    played: list[TableGame] = []
    moves: dict[str, list[float]] = {lv: [] for lv in levels}
    for w, window in enumerate(windows(levels, players)):
        def keep(k, game, seats, w=w):
            played.append(TableGame(w, list(seats), list(game.state.final["scores"])))
            if report:
                report(played[-1])
        stats = series(window, games, seed, make, report=keep, clock=clock)
        for lv in window:
            moves[lv] += stats[lv].move_times
    return played, moves


def bootstrap(levels: list[str], games: list[TableGame], draws: int, seed: int
              ) -> list[Fit]:
    """Fits of the pool's games drawn again with replacement, window by window: their
    spread is the ratings' uncertainty (the seats of one game are not independent
    games, so the likelihood's own curvature would claim too much)."""
    import random
    rng = random.Random(seed)
    by_window: dict[int, list[TableGame]] = {}
    for g in games:
        by_window.setdefault(g.window, []).append(g)
    out = []
    for _ in range(draws):
        drawn = [rng.choice(gs) for gs in by_window.values() for _ in gs]
        out.append(fit(table_results(levels, drawn)))
    return out


def quantiles(xs: list[float]) -> tuple[float, float]:
    """The 2.5 % and 97.5 % points of `xs`."""
    s = sorted(xs)
    return s[int(0.025 * (len(s) - 1))], s[int(0.975 * (len(s) - 1) + 0.5)]
