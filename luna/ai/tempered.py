"""A tempered Adept: it ranks the commands as the Adept does, then picks one at random,
a command the more often the nearer its value is to the best (a softmax with a
temperature in points of lead). Hot, it plays like a careless beginner who still sees
what matters most; cool, it is nearly the Adept. The randomness is seeded by the bot's
seed and the position, so a tempered level is as repeatable as the others, and its
strength depends on nothing but its temperature (never on the machine's speed)."""

from __future__ import annotations

import math

from ..engine import Game
from .adept import gain_reason, ranked
from .reasons import Decision
from .seeding import position_rng


def pick(ranking: list[tuple[float, dict]], temperature: float, draw: float) -> dict:
    """The command whose share of the softmax weights holds `draw` (in [0, 1))."""
    top = ranking[0][0]
    weights = [math.exp((v - top) / temperature) for v, _ in ranking]
    left = draw * sum(weights)
    for weight, (_, cmd) in zip(weights, ranking, strict=True):
        left -= weight
        if left < 0:
            return cmd
    return ranking[-1][1]


class TemperedAdept:
    def __init__(self, seed: int = 0, temperature: float = 1.0, level: str = "tempered"
                 ) -> None:
        self.seed = seed
        self.temperature = temperature
        self.level = level

    def choose(self, game: Game) -> dict:
        """The command alone (a game between bots tells no reasons: none is worked out)."""
        return self._pick(game)[0]

    def decide(self, game: Game) -> Decision:
        """The command and what it gains over the position before it."""
        cmd, ranking = self._pick(game)
        return Decision(cmd, gain_reason(game, cmd, best=cmd == ranking[0][1]))

    def _pick(self, game: Game) -> tuple[dict, list[tuple[float, dict]]]:
        ranking = ranked(game)
        return pick(ranking, self.temperature, position_rng(self.seed, game).random()), ranking
