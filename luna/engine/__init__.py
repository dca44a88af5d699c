"""The rules of Luna: pure Python, no pygame, no files, no clocks.

    >>> from luna.engine import new_game
    >>> game = new_game(players=4, seed=7, setup="intro")
    >>> cmd = game.legal()[0]
    >>> events = game.apply(cmd)
    >>> len(game.log)
    1
"""

from .errors import IllegalCommand
from .game import Game, from_snapshot, new_game, replay

__all__ = ["Game", "IllegalCommand", "from_snapshot", "new_game", "replay"]
