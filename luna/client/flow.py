"""Every screen by name: the one module that builds scenes, so that scenes never import
one another. A scene moves on with `app.goto(name, ...)` (the stack cleared) or
`app.open(name, ...)` (on top, back with `app.pop()`)."""

from __future__ import annotations

from .scenes.card import MessageDialog
from .scenes.dialogs import NewGameDialog, RulesScene, SettingsDialog, SoloDialog
from .scenes.files import LoadDialog, SaveDialog
from .scenes.game import GameScene
from .scenes.lan import LanMenu, LanSaveList
from .scenes.lobby import Lobby
from .scenes.menu import MainMenu
from .scenes.pause import PauseMenu
from .scenes.results import ReplayScene, ResultsScene

SCENES = {
    "menu": MainMenu,
    "new_game": NewGameDialog,
    "solo": SoloDialog,
    "load": LoadDialog,
    "save": SaveDialog,
    "settings": SettingsDialog,
    "rules": RulesScene,
    "message": MessageDialog,
    "game": GameScene,
    "pause": PauseMenu,
    "results": ResultsScene,
    "replay": ReplayScene,
    "lan": LanMenu,
    "lan_saves": LanSaveList,
    "lobby": Lobby,
}


def build(app, name: str, *args, **kwargs):
    """The scene called `name`; a KeyError names an unknown screen."""
    return SCENES[name](app, *args, **kwargs)
