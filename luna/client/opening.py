"""Opening a game at this screen: a new or loaded game gets its `LocalTable` (seats from
its header, autosave) and the game screen; a damaged save shows its error instead."""

from __future__ import annotations

from pathlib import Path

from ..engine import Game
from ..saves import SaveError, autosave_path, game_from_save, read_save, tutorial_path
from ..seats import seats_of
from ..text import t
from .tables.local import LocalTable


def open_game(app, game: Game, autosave: bool = True, tutorial: bool | dict = False) -> None:
    """Open the game screen for `game`, autosaving every command (not for a one-off
    screenshot, which must never overwrite the player's autosave). A `tutorial` game
    gets the guided game's table (a dict: what its save remembers beside the log)."""
    if app.save_problem:
        autosave = False                  # saves are off; the window says so
    cls, path = LocalTable, autosave_path(app.save_dir)
    if tutorial:
        from .learn.guided_table import TutorialTable
        cls, path = TutorialTable, tutorial_path(app.save_dir)
    table = cls(game, seats_of(game.header), thinker=lambda: app.thinker,
                settings=app.settings, autosave_to=path if autosave else None)
    if tutorial:
        table.restore(tutorial if isinstance(tutorial, dict) else None)
    app.goto("game", table)


def open_save(app, path: Path, autosave: bool = True) -> bool:
    """Load a save into the game screen; a damaged save shows its error and changes nothing."""
    try:
        doc = read_save(path)
        game = game_from_save(doc, path)
    except SaveError as exc:
        app.open("message", t("load.error"), str(exc))
        app.sounds.play("error")
        return False
    open_game(app, game, autosave, tutorial=doc.get("tutorial") or False)
    return True


def open_tutorial(app) -> None:
    """"Learn to play": resume the guided game from its own save, else start it."""
    from .learn.lessons import tutorial_game
    path = tutorial_path(app.save_dir)
    try:
        doc = read_save(path)
    except (SaveError, OSError):
        doc = {}
    if doc.get("tutorial") and not (doc.get("info") or {}).get("final") \
            and open_save(app, path):
        return
    open_game(app, tutorial_game(), tutorial=True)
