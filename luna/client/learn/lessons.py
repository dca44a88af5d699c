"""The guided first game's script, as plain data: each step names its instruction (a
text key) and the shape of the commands it accepts. The game itself is a real, seeded
game on the introductory setup, so every learner sees the same computer moves; a step's
accepted commands are always read from the engine's `legal()` at that point, so a lesson
can never ask for a move the rules forbid (tests/test_tutorial.py replays the script).
"""

from __future__ import annotations

from typing import NamedTuple

from ...engine import Game, new_game
from ...engine.data import COLOURS
from ...text import t

SEED = 7
SEATS = [{"kind": "human"}, {"kind": "adept", "seed": 3}]


class Step(NamedTuple):
    key: str                 # text key under tutorial.<key>
    accept: dict             # the fields an accepted command must have


STEPS: tuple[Step, ...] = (
    # round 1
    Step("favour", {"type": "favour", "island": 6, "novice_token": False}),
    Step("recruit", {"type": "recruit", "island": 3, "novice_token": False}),
    Step("travel", {"type": "travel", "moves": [{"from": 0, "to": 3, "count": 1}]}),
    Step("herbs", {"type": "herbs", "island": 3, "count": 1}),
    Step("tides", {"type": "tides",
                   "moves": [{"from": 6, "to": 3, "count": 1, "active": False}]}),
    Step("council", {"type": "council", "island": 4, "count": 2, "novice_token": False}),
    Step("meditate", {"type": "meditate"}),
    # round 2
    Step("appoint", {"type": "appoint", "island": 3, "tile": 6, "bribe": False,
                     "novice_token": False}),
    # two steps, the Novice favour standing in: the Apostate lands where nobody is (one
    # step would put him on the learner's own novice on the Book island)
    Step("banish", {"type": "banish", "count": 1, "novice_token": True}),
    Step("favour_bribery", {"type": "favour", "island": 4, "novice_token": False}),
    Step("consecrate", {"type": "consecrate", "tile": 6, "bribe": False}),
    Step("favour_sailboat", {"type": "favour", "island": 3, "novice_token": False}),
    Step("travel_ahead", {"type": "travel", "moves": [{"from": 3, "to": 0, "count": 1}]}),
    Step("meditate_last", {"type": "meditate"}),
    # round 3 (Red starts: with two players the start player alternates)
    Step("favour_book", {"type": "favour", "island": 0, "novice_token": False}),
    Step("sailboat", {"type": "sailboat", "from": 3, "to": 1, "count": 1}),
    Step("favour_shrine", {"type": "favour", "island": 1, "novice_token": False}),
    Step("build", {"type": "build_shrine", "novice_token": False}),
    Step("bribe", {"type": "appoint", "island": 3, "tile": 18, "bribe": True,
                   "novice_token": False}),
    Step("book", {"type": "book", "from": 2, "to": 6}),
)


def tutorial_game() -> Game:
    """The guided game: the learner (Yellow) against one Adept, introductory setup; the
    seats are named by their colours in the learner's language, as in a new game."""
    names = [t(f"colour.{c}") for c in COLOURS[:len(SEATS)]]
    return new_game(2, seed=SEED, setup="intro", seats=[dict(s) for s in SEATS], names=names)


def matches(cmd: dict, step: Step) -> bool:
    return all(cmd.get(k) == v for k, v in step.accept.items())


def accepted(game: Game, step: Step) -> list[dict]:
    """The legal commands this step accepts now (never empty in a sound script)."""
    return [c for c in game.legal() if matches(c, step)]
