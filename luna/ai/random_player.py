"""The simplest computer player: a uniformly random legal command, seeded."""

from __future__ import annotations

import random

from ..engine import Game


class RandomPlayer:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> dict:
        return self.rng.choice(game.legal())
