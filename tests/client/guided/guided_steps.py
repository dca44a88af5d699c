"""The guided game at each of its steps, as a resumed save opens it: the script's moves
and the computer's replies (seeded as the game plays them) up to step k, every note read."""

from __future__ import annotations

from functools import lru_cache

from luna.ai import make_bot
from luna.client.learn.lessons import SEATS, STEPS, accepted, tutorial_game
from luna.seats import move_seed

NOTES = ("intro", "scoring", "figures")


@lru_cache(maxsize=1)
def script() -> tuple[dict, ...]:
    """The whole scripted part's commands, both players'."""
    game, log, taught = tutorial_game(), [], 0
    while taught < len(STEPS):
        if game.to_move != 0:
            cmd = make_bot(SEATS[game.to_move]["kind"], move_seed(SEATS[game.to_move]["seed"],
                                              len(game.log))).choose(game)
        else:
            cmd = accepted(game, STEPS[taught])[0]
            taught += 1
        game.apply(cmd)
        log.append(cmd)
    return tuple(log)


def at_step(k: int):
    """The guided game as the learner meets step `k` (0-based): the learner to move."""
    game, mine = tutorial_game(), 0
    for cmd in script():
        if cmd["player"] == 0:
            if mine == k:
                break
            mine += 1
        game.apply(cmd)
    while game.to_move != 0:              # the computer's reply before the learner's turn
        game.apply(next(c for c in script()[len(game.log):]))
    return game
