"""A person's rating: Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), one
rating period per finished game.

A rating is a value, a deviation (how unsure it is) and a volatility. The levels'
ratings are fixed (fitted by bench/ai.py --part ladder), so only the person's moves.

The update is total: a rating read from a file or the database may hold anything, so it
is clamped into RANGES (where every step below is defined: the volatility's logarithm
needs it above zero) before the update, and the result is clamped into them again, so
that what is written is always read back as it was.
"""

from __future__ import annotations

import math
from typing import NamedTuple

SCALE = 173.7178          # Glicko-2's scale factor against the Elo-like rating scale
BASE = 1500.0
TAU = 0.5                 # how fast the volatility may change (Glickman: 0.3 to 1.2)
EPSILON = 1e-6
START_DEVIATION = 350.0
START_VOLATILITY = 0.06
MIN_DEVIATION = 30.0      # never quite sure: a player changes


# The ranges a stored rating is read in and every update's result is kept in.
VALUE = (0.0, 5000.0)
DEVIATION = (1.0, 1000.0)
VOLATILITY = (1e-4, 1.0)


class Rating(NamedTuple):
    value: float
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY


def within(v: float, span: tuple[float, float], otherwise: float) -> float:
    """`v` clamped into `span`; `otherwise` for what is no number (NaN)."""
    if not isinstance(v, int | float) or isinstance(v, bool) or math.isnan(v):
        return otherwise
    return float(min(span[1], max(span[0], v)))


def clamped(r: Rating) -> Rating:
    """The rating with each part in its range (a NaN part: the start's)."""
    return Rating(within(r.value, VALUE, BASE),
                  within(r.deviation, DEVIATION, START_DEVIATION),
                  within(r.volatility, VOLATILITY, START_VOLATILITY))


class Result(NamedTuple):
    """One game's outcome against one opponent: 1 won, 0.5 tied, 0 lost."""
    opponent: Rating
    score: float


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi ** 2)


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def update(player: Rating, results: list[Result], tau: float = TAU) -> Rating:
    """The rating after one period with these results (steps 2-8 of the paper), in
    RANGES whatever `player` holds."""
    start = clamped(player)
    try:
        return clamped(_update(start, results, tau))
    except (ArithmeticError, ValueError):    # (none seen in RANGES: tests sweep them)
        return start


def _update(player: Rating, results: list[Result], tau: float) -> Rating:
    mu, phi = (player.value - BASE) / SCALE, player.deviation / SCALE
    sigma = player.volatility
    if not results:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.value, min(START_DEVIATION, SCALE * phi_star), sigma)
    opp = [((r.opponent.value - BASE) / SCALE, r.opponent.deviation / SCALE, r.score)
           for r in results]
    v = 1 / sum(_g(pj) ** 2 * _e(mu, mj, pj) * (1 - _e(mu, mj, pj)) for mj, pj, _ in opp)
    delta = v * sum(_g(pj) * (s - _e(mu, mj, pj)) for mj, pj, s in opp)
    sigma = _volatility(delta, phi, v, sigma, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    mu_new = mu + phi_new * phi_new * sum(_g(pj) * (s - _e(mu, mj, pj)) for mj, pj, s in opp)
    return Rating(BASE + SCALE * mu_new, max(MIN_DEVIATION, SCALE * phi_new), sigma)


def _volatility(delta: float, phi: float, v: float, sigma: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        d = phi * phi + v + ex
        return ex * (delta * delta - d) / (2 * d * d) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    fa, fb = f(big_a), f(big_b)
    for _ in range(200):                 # Illinois converges in a few dozen steps
        if abs(big_b - big_a) <= EPSILON or fb == fa:
            break
        big_c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(big_c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2
        big_b, fb = big_c, fc
    return math.exp(min(big_a / 2, 1.0))     # (into VOLATILITY by update)
