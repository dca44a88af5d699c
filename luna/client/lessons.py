"""The guided first game's script, as plain data: each step names its instruction (a
text key) and the shape of the commands it accepts. The game itself is a real, seeded
game on the introductory setup, so every learner sees the same computer moves; a step's
accepted commands are always read from the engine's `legal()` at that point, so a lesson
can never ask for a move the rules forbid (tests/test_tutorial.py replays the script).
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine import Game, new_game
from ..engine.data import COLOURS
from ..text import t

SEED = 7
SEATS = [{"kind": "human"}, {"kind": "adept", "seed": 3}]


class Step(NamedTuple):
    key: str                 # text key under tutorial.<key>
    accept: dict             # the fields an accepted command must have


STEPS: tuple[Step, ...] = (
    Step("favour", {"type": "favour", "island": 3, "novice_token": False}),
    Step("recruit", {"type": "recruit", "island": 6, "novice_token": False}),
    Step("travel", {"type": "travel"}),
    Step("herbs", {"type": "herbs"}),
    Step("council", {"type": "council"}),
    Step("meditate", {"type": "meditate"}),
    Step("sailboat", {"type": "sailboat"}),
    Step("appoint", {"type": "appoint", "bribe": False}),
    Step("consecrate", {"type": "consecrate"}),
    Step("token", {"type": "recruit", "novice_token": True}),
    Step("banish", {"type": "banish"}),
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
