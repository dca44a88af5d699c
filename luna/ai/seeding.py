"""Randomness for bots that depends only on the bot's seed and the position, so the same
seed in the same position makes the same choice, in any process, after any history."""

from __future__ import annotations

import random

from ..engine import Game


def position_rng(seed: int, game: Game) -> random.Random:
    """A generator for this decision: seeded by the bot's seed and the number of commands
    played (ints only: str hashes change between Python processes)."""
    return random.Random(seed * 1_000_003 + len(game.log) * 7919 + (game.to_move or 0))
