"""A blended level: on each move it plays as one of two players, the stronger one with
probability `share`. Which one is drawn from the bot's seed and the position (never a
clock), so a blended level is as repeatable as the two it is made of, and its strength
lies between theirs."""

from __future__ import annotations

from ..engine import Game
from .reasons import Decision
from .seeding import position_rng

SALT = 0x5A5A          # the draw of who moves is not the draw either player makes


class Blended:
    def __init__(self, seed: int, strong, weak, share: float, level: str) -> None:
        self.seed = seed
        self.strong = strong
        self.weak = weak
        self.share = share
        self.level = level

    def choose(self, game: Game) -> dict:
        """The move alone of the player this position draws (no reason worked out)."""
        return self._drawn(game).choose(game)

    def decide(self, game: Game) -> Decision:
        """The move (and its reason) of the player this position draws."""
        return self._drawn(game).decide(game)

    def _drawn(self, game: Game):
        strong = position_rng(self.seed ^ SALT, game).random() < self.share
        return self.strong if strong else self.weak
