"""The guided first game's script, as plain data: each step names its instruction (a
text key) and the shape of the commands it accepts. The game itself is a real, seeded
game on the introductory setup, so every learner sees the same computer moves; a step's
accepted commands are always read from the engine's `legal()` at that point, so a lesson
can never ask for a move the rules forbid (tests/client/guided/test_tutorial.py replays the script).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ...engine import Game, new_game
from ...engine.data import COLOURS
from ...text import t

SEED = 7
# The lesson's computer is the weakest level (the learner should lead, not trail); its seed is one
# under which every step's situation happens as the lessons tell it
# (tests/client/guided/test_tutorial.py) and the learner leads at the end.
SEATS = [{"kind": "human"}, {"kind": "novice", "seed": 1410}]


class Step(NamedTuple):
    key: str                 # text key under tutorial.<key>
    accept: dict             # the fields an accepted command must have
    does: str = "last"       # which of its words say what to click: `instruction`
    not_last: str = ""       # a meditation told as the round's end: the key of its words
    #                          while the learner's meditation would not turn the last time
    #                          marker (`as_told`)
    told: str = ""           # the key its words are told by in this game now (`as_told`)


STEPS: tuple[Step, ...] = (
    # round 1
    Step("favour", {"type": "favour", "island": 6, "novice_token": False}),
    Step("recruit", {"type": "recruit", "island": 3, "novice_token": False}),
    Step("travel", {"type": "travel", "moves": [{"from": 0, "to": 3, "count": 1}]}, "clicks"),
    Step("herbs", {"type": "herbs", "island": 3, "count": 1}),
    Step("tides", {"type": "tides",
                   "moves": [{"from": 6, "to": 3, "count": 1, "active": False}]}, "clicks"),
    Step("council", {"type": "council", "island": 4, "count": 2, "novice_token": False}),
    Step("meditate", {"type": "meditate"}),
    # round 2
    Step("appoint", {"type": "appoint", "island": 3, "tile": 6, "bribe": False,
                     "novice_token": False}),
    # two steps, the Novice favour standing in: the Apostate lands where nobody is (one
    # step would put him on the learner's own novice on the Book island)
    Step("banish", {"type": "banish", "count": 1, "novice_token": True}),
    Step("favour_bribery", {"type": "favour", "island": 4, "novice_token": False}, "lead"),
    Step("consecrate", {"type": "consecrate", "tile": 6, "bribe": False}),
    Step("favour_sailboat", {"type": "favour", "island": 3, "novice_token": False}, "first"),
    Step("travel_ahead", {"type": "travel", "moves": [{"from": 3, "to": 0, "count": 1}]}),
    Step("meditate_last", {"type": "meditate"}, not_last="meditate_turn"),
    # round 3 (Red starts: with two players the start player alternates)
    Step("favour_book", {"type": "favour", "island": 0, "novice_token": False}),
    Step("sailboat", {"type": "sailboat", "from": 3, "to": 1, "count": 1}),
    Step("favour_shrine", {"type": "favour", "island": 1, "novice_token": False}),
    Step("build", {"type": "build_shrine", "novice_token": False}),
    Step("bribe", {"type": "appoint", "island": 3, "tile": 18, "bribe": True,
                   "novice_token": False}),
    Step("book", {"type": "book", "from": 2, "to": 6}),
)


def as_told(game: Game, step: Step, learner: int) -> Step:
    """The step with the words that are true of this game now. A meditation told as the
    one that ends the round is told so only when the engine's dry run of the learner's
    meditation turns the last time marker; else (and while the computer is still to move)
    by its `not_last` words, true whoever turns it (never "you turn the last time marker,
    gain 1" while another turns it)."""
    if not step.not_last:
        return step
    moves = accepted(game, step) if game.to_move == learner else []
    last = bool(moves) and any(e["type"] == "time_marker" and e["turned"] == e["total"]
                               for e in game.clone().apply(moves[0]))
    return step._replace(told=step.key if last else step.not_last)


def tellings(step: Step) -> tuple[Step, ...]:
    """Every way a step may be told (the card is measured for each)."""
    return (step,) + ((step._replace(told=step.not_last),) if step.not_last else ())


def words(step: Step) -> str:
    """The step's lesson, as told in this game (`as_told`)."""
    return t(f"tutorial.{step.told or step.key}")


def title(step: Step) -> str:
    """The step's name over its lesson (and in "this lesson asks for …")."""
    return t(f"tutorial.{step.told or step.key}.short")


SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ])")


def instruction(step: Step) -> str:
    """The words of a step's lesson that say what to click now, as the lesson says them
    (in every language): its last sentence, its first ("first"), the first up to its
    colon ("lead": what to take, before what it is good for), or the clicks after the
    last sentence's last colon ("clicks": "…: click the Book island, choose Travel, …").
    The card keeps them in sight, set apart, while an action tray is open (F055)."""
    sentences = SENTENCE_END.split(words(step))
    if step.does == "first":
        return sentences[0]
    if step.does == "lead":
        return re.split(r"\s*:\s", sentences[0], maxsplit=1)[0]
    last = sentences[-1]
    if step.does == "clicks" and ": " in last:
        last = last.rsplit(": ", 1)[1]
    return last


CLAUSE = re.compile(r",\s+")           # a step's clicks, one after another


def progress(step: Step, stage: str) -> str:
    """What to click next in `step` as its clicks are made (never an instruction already
    done):
    `stage` "start" (its instruction), "tray" (its tray open: what to choose there, and
    the clicks after it where the instruction lists them), "build" (its move being built:
    the clicks still to make), "done" (the move whole: Confirm). In the lesson's own
    words where it lists its clicks, else in a sentence of the tray's word."""
    said = instruction(step)
    clicks = CLAUSE.split(said)
    if stage == "done":
        return t("tutorial.now.confirm", button=t("btn.confirm"))
    if stage == "tray":
        return _capital(", ".join(clicks[1:])) if len(clicks) >= 3 else \
            t("tutorial.now.choose", action=t(f"ring.{step.accept['type']}"))
    if stage == "build" and len(clicks) >= 3:
        return _capital(", ".join(clicks[2:]))
    return said


def _capital(said: str) -> str:
    return said[:1].upper() + said[1:]


def tutorial_game(learner: str | None = None) -> Game:
    """The guided game: the learner (Yellow) against the Beginner, introductory setup; the
    learner named `learner` (the name kept in the settings, as every dialog that asks a
    name offers it), else by its colour, the Beginner by its colour, in the learner's
    language."""
    names = [t(f"colour.{c}") for c in COLOURS[:len(SEATS)]]
    if learner:
        names[0] = learner
    return new_game(2, seed=SEED, setup="intro", seats=[dict(s) for s in SEATS], names=names)


def matches(cmd: dict, step: Step) -> bool:
    return all(cmd.get(k) == v for k, v in step.accept.items())


def accepted(game: Game, step: Step) -> list[dict]:
    """The legal commands this step accepts now (never empty in a sound script)."""
    return [c for c in game.legal() if matches(c, step)]
