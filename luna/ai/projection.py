"""The previews' measure of a move: the mover's final score as things stand after it
(the engine's dry run, `projected_with_round`: what a move's preview and the player card
show), and the legal move that leaves it highest. A Hint below another legal move by this
measure is one a player can see lose; the judge weighs it against that move (judge.py).
"""

from __future__ import annotations

from ..engine import Game
from ..engine.scoring import projected_with_round
from .candidates import candidates


def projection(game: Game, cmd: dict) -> int:
    """The mover's final score as things stand after `cmd` (its preview's figure)."""
    after = game.clone()
    after.apply(cmd)
    return int(projected_with_round(after.state)[cmd.get("player", game.to_move)])


def highest(game: Game) -> tuple[dict, int] | None:
    """The legal move whose projection is highest, the first of equals, with that
    projection: of the engine's legal commands (a Travel's single novices) and the
    judge's candidates (a Travel's groups); None with no legal move."""
    best: tuple[dict, int] | None = None
    for cmd in (*game.legal(), *candidates(game)):
        value = projection(game, cmd)
        if best is None or value > best[1]:
            best = (cmd, value)
    return best
