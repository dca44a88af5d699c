"""The engine's dry runs the Hint's card says (the moves it offers, its move's effect, the
highest projection, the offered move that leaves no risk), each worked out once a
position and move: a Hint asked again at one position, or one move's Hint with another
reason, says what the first found (a dry run of every legal move is tens of ms). All
dropped as the log moves on, the Hint with it."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

MOST = 64       # the runs kept for one position at most (then all dropped)

# (the game's header, its log as they were, {(what, its move): the run's result})
_AT: list = [None, None, {}]


def once(game, what: str, cmd: dict | None, work: Callable[[], Any]) -> Any:
    """`work()` (a dry run of `what` for `cmd` at `game`'s position), once while the
    position stands (the game is the fold of its header and log)."""
    if _AT[0] is not game.header or _AT[1] != game.log:
        _AT[:] = [game.header, list(game.log), {}]
    runs = _AT[2]
    key = (what, None if cmd is None else json.dumps(cmd, sort_keys=True, default=repr))
    if key not in runs:
        if len(runs) >= MOST:
            runs.clear()
        runs[key] = work()
    return runs[key]


def forget() -> None:
    """Every run dropped (the Hint gone)."""
    _AT[:] = [None, None, {}]
