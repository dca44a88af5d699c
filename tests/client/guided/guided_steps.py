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
            cmd = computer_move(game)
        else:
            cmd = accepted(game, STEPS[taught])[0]
            taught += 1
        game.apply(cmd)
        log.append(cmd)
    return tuple(log)


def computer_move(game):
    """The guided game's computer's move, seeded as the table seeds it."""
    seat = SEATS[game.to_move]
    return make_bot(seat["kind"], move_seed(seat["seed"], len(game.log))).choose(game)


def at_step(k: int):
    """The guided game as the learner meets step `k` (0-based; len(STEPS): the script
    played, free play begins): the learner to move."""
    game, mine = tutorial_game(), 0
    for cmd in script():
        if cmd["player"] == 0:
            if mine == k:
                break
            mine += 1
        game.apply(cmd)
    while game.to_move != 0:              # the computer's reply before the learner's turn
        rest = script()[len(game.log):]
        game.apply(rest[0] if rest else computer_move(game))
    return game
