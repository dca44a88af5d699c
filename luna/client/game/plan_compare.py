"""The player's planned move beside the Hint's (the Hint's goal first, its second ask
with a move in hand): both priced by one measure, the planned move's preview's own
(`projection`: the mover's projected score after the move against now, the coming
scoring counted in, as the Confirm bar says it), never the Hint's own account against
the preview: two figures counted two ways would not compare."""

from __future__ import annotations

from ...engine import Game
from ...engine.scoring import projected_with_round
from ...text import t


def projection(game: Game, cmd: dict) -> tuple[int, int]:
    """The mover's projected score (the coming scoring counted in) after `cmd` and now:
    what a planned move's preview says (planning.planned_words). `cmd`: one the engine
    takes now."""
    after = game.clone()
    after.apply(cmd)
    p = cmd["player"]
    return projected_with_round(after.state)[p], projected_with_round(game.state)[p]


def gain(game: Game, cmd: dict) -> int:
    """What `cmd` adds to its mover's projected score (`projection`)."""
    then, now = projection(game, cmd)
    return then - now


def signed(n: int) -> str:
    """A figure with its sign (+3, -1, 0)."""
    return f"{n:+d}" if n else "0"


def compare_words(game: Game, plan: dict, hint: dict, named) -> str:
    """The plan beside the Hint's move in one line, each with what it adds to the
    projected score (`named`: a move's name, the Hint card's `Hints.named`): the plan
    that is the Hint's move said so; one that adds as much or more said so (by this
    count: the Hint may weigh what comes later), else both figures."""
    if plan == hint:
        return t("hint.compare.same")
    mine, its = gain(game, plan), gain(game, hint)
    key = "hint.compare" if mine < its else \
        "hint.compare.as_good" if mine == its else "hint.compare.better"
    return t(key, plan=named(plan), mine=signed(mine), hint=named(hint), its=signed(its))
