"""Bench opponents that think differently from the Adept (issue 14, section 4).

The Master's look-ahead plays every other seat as an Adept, so against Adepts its
predictions come true. These players do not play like Adepts: each has a fixed taste
and follows it whenever the rules let it, looking at the Adept's ranking only to break
ties and to fill the turns its taste has nothing for.

- "greedy": the greedy consecrator. Consecrates whenever it can (the tile the Adept
  likes best) and claims temple tiles whenever a claim is not much worse than the
  Adept's move.
- "builder": the council and shrine builder. Builds a shrine whenever it can and climbs
  the council whenever that is not much worse than the Adept's move.
- "playout": the plain playout searcher. Plays the Adept's best few commands out to
  the round's end many times with random (Novice) moves for everyone and keeps the one
  that ends best on average: it models nobody as an Adept.
- "searcher": the same search with tempered play in its playouts (every seat an
  Acolyte: the Adept's ranking drawn from at random, the nearer the best the likelier).
  Strong enough that the Sage and the Oracle win about three two-player games in four
  against it, not all (against the plain searcher: 31 of 32), so that their win rates
  turn into Elo with a usable interval; it still models nobody as an Adept and weighs
  by plain averages.
- "deep": the same search, wider and with more playouts (six commands, six playouts,
  Disciples in them): the searcher leaves no room above the Sage (even the Master's
  search wins no more of its deals), this one is a trial for measuring that top.
"""

from __future__ import annotations

from luna.ai.adept import ranked
from luna.ai.evaluation import value
from luna.ai.novice import NovicePlayer
from luna.ai.seeding import position_rng
from luna.ai.tempered import TemperedAdept
from luna.engine import Game


class TastePlayer:
    """Always a command of the first kind in `always` that is legal; else one of the
    `when_close` kinds if the Adept values it within `slack` points of its best; else
    the Adept's move."""

    def __init__(self, level: str, always: tuple[str, ...], when_close: tuple[str, ...],
                 slack: float = 2.0, seed: int = 0) -> None:
        self.level = level
        self.always = always
        self.when_close = when_close
        self.slack = slack
        self.seed = seed

    def choose(self, game: Game) -> dict:
        ranking = ranked(game)
        best = ranking[0][0]
        for kind in self.always:
            for _, cmd in ranking:
                if cmd["type"] == kind:
                    return cmd
        for v, cmd in ranking:
            if cmd["type"] in self.when_close and v >= best - self.slack:
                return cmd
        return ranking[0][1]


def greedy_consecrator(seed: int = 0) -> TastePlayer:
    return TastePlayer("greedy", always=("consecrate",), when_close=("appoint",), seed=seed)


def shrine_builder(seed: int = 0) -> TastePlayer:
    return TastePlayer("builder", always=("build_shrine",), when_close=("council",),
                       seed=seed)


OPPONENTS = {"greedy": greedy_consecrator, "builder": shrine_builder}


class PlayoutPlayer:
    """The plain playout searcher: no model of anyone. It takes the Adept's `width`
    best commands and plays each `playouts` times to the end of the round with every
    seat moving as a Novice (random play with a little sense), then keeps the command
    whose playouts end best on average by the evaluation. The playouts' randomness
    comes from the seed and the position, so a choice is repeatable. `rollout` builds
    the player of every seat in the playouts from a seed (a Novice unless given)."""

    level = "playout"

    def __init__(self, seed: int = 0, width: int = 6, playouts: int = 6,
                 rollout=NovicePlayer) -> None:
        self.seed = seed
        self.width = width
        self.playouts = playouts
        self.rollout = rollout

    def choose(self, game: Game) -> dict:
        ranking = ranked(game)
        if len(ranking) == 1 or game.state.phase != "actions":
            return ranking[0][1]
        p = game.to_move
        rng = position_rng(self.seed, game)
        best, best_mean = ranking[0][1], None
        for _, cmd in ranking[:self.width]:
            total = 0.0
            for _ in range(self.playouts):
                g = game.clone()
                g.play(cmd)
                bot = self.rollout(rng.randrange(1 << 30))
                last = game.state.round
                while not g.is_over and g.state.round <= last:
                    g.play(bot.choose(g))
                total += value(g.state, p)
            mean = total / self.playouts
            if best_mean is None or mean > best_mean:
                best, best_mean = cmd, mean
        return best


def playout_searcher(seed: int = 0) -> PlayoutPlayer:
    return PlayoutPlayer(seed)


def tempered_searcher(seed: int = 0) -> PlayoutPlayer:
    """Four commands, three playouts each, Acolytes in the playouts."""
    bot = PlayoutPlayer(seed, width=4, playouts=3,
                        rollout=lambda s: TemperedAdept(s, 1.2, "acolyte"))
    bot.level = "searcher"
    return bot


def deep_searcher(seed: int = 0) -> PlayoutPlayer:
    """Six commands, six playouts each, Disciples in the playouts: a searcher that the
    Sage does not beat three games in four, to measure the steps above it."""
    bot = PlayoutPlayer(seed, width=6, playouts=6,
                        rollout=lambda s: TemperedAdept(s, 0.8, "disciple"))
    bot.level = "deep"
    return bot


OPPONENTS["playout"] = playout_searcher
OPPONENTS["searcher"] = tempered_searcher
OPPONENTS["deep"] = deep_searcher
