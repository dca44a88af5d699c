"""The Novice: random legal play with a little sense. It picks an action kind at random,
then a command of that kind, and only wanders (Travel) or meditates when nothing else
is left to do."""

from __future__ import annotations

from ..engine import Game
from .candidates import candidates
from .reasons import Decision
from .seeding import position_rng

IDLE = ("meditate", "end_actions")


class NovicePlayer:
    level = "novice"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, game: Game) -> Decision:
        """Its command, with no reason to tell (it has none): so that a level may blend
        it with a player that has."""
        return Decision(self.choose(game), None)

    def choose(self, game: Game) -> dict:
        rng = position_rng(self.seed, game)
        if game.state.phase != "actions":
            return rng.choice(game.legal())
        options = candidates(game)
        for keep in (lambda t: t not in IDLE and t != "travel", lambda t: t == "travel",
                     lambda t: True):
            pool = [c for c in options if keep(c["type"])]
            if pool:
                kinds = sorted({c["type"] for c in pool})
                kind = rng.choice(kinds)
                return rng.choice([c for c in pool if c["type"] == kind])
        return rng.choice(game.legal())
