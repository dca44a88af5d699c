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
"""

from __future__ import annotations

from luna.ai.adept import ranked
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
