"""Opening a game at this screen: a new or loaded game gets its `LocalTable` (seats from
its header, autosave) and the game screen; a damaged save shows its error instead."""

from __future__ import annotations

from pathlib import Path

from ..engine import Game
from ..saves import SaveError, autosave_path, load
from ..seats import seats_of
from ..text import t
from .local_table import LocalTable


def open_game(app, game: Game, autosave: bool = True) -> None:
    """Open the game screen for `game`, autosaving every command (not for a one-off
    screenshot, which must never overwrite the player's autosave)."""
    if app.save_problem:
        autosave = False                  # saves are off; the window says so
    table = LocalTable(game, seats_of(game.header), thinker=lambda: app.thinker,
                       settings=app.settings,
                       autosave_to=autosave_path(app.save_dir) if autosave else None)
    app.goto("game", table)


def open_save(app, path: Path, autosave: bool = True) -> bool:
    """Load a save into the game screen; a damaged save shows its error and changes nothing."""
    try:
        game = load(path)
    except SaveError as exc:
        app.open("message", t("load.error"), str(exc))
        app.sounds.play("error")
        return False
    open_game(app, game, autosave)
    return True
