"""What a move sets up for its mover's next turn in the Hint's look-ahead game: the
mover's next action there that is not legal now (the move enables it), with what it
gains by the previews' measure (the mover's final score as things stand, before and
after it in that game). The Hint names it where it prefers a move with a lower
projection now: a reason a player can check on the board next turn."""

from __future__ import annotations

from ..engine import Game
from ..engine.errors import IllegalCommand
from ..engine.scoring import projected_with_round
from .effect import PASSING


def enabled(game: Game, cmd: dict, played) -> dict | None:
    """{"command": the mover's next action after `cmd` in the game that chose it
    (`played`: Difference.played, the commands after it with their rounds), "gain": its
    change of the mover's final score as things stand there, "round": its round}, where
    that action is of this round or the next, illegal now and gains 1 or more; else None."""
    p, g = game.to_move, game.clone()
    try:
        g.play(cmd)
        for move, round_ in played:
            if move.get("player") != p:
                g.play(move)
                continue
            if move["type"] in PASSING or round_ > game.state.round + 1 or \
                    game.is_legal(move):
                return None
            before = int(projected_with_round(g.state)[p])
            g.play(move)
            gain = int(projected_with_round(g.state)[p]) - before
            return {"command": move, "gain": gain, "round": round_} if gain >= 1 else None
    except IllegalCommand:          # (a game that cannot be played again here: none)
        return None
    return None
