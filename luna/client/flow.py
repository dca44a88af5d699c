"""Every screen by name: the one module that builds scenes, so that scenes never import
one another. A scene moves on with `app.goto(name, ...)` (the stack cleared) or
`app.open(name, ...)` (on top, back with `app.pop()`).

A screen's module is imported the first time it is shown: the window starts without
loading the LAN screens (asyncio, the relay) or the game screen a player may never open.
"""

from __future__ import annotations

from importlib import import_module

# name -> (module under luna.client.screens, class)
SCENES: dict[str, tuple[str, str]] = {
    "menu": ("menu", "MainMenu"),
    "new_game": ("dialogs", "NewGameDialog"),
    "solo": ("dialogs", "SoloDialog"),
    "load": ("files", "LoadDialog"),
    "save": ("files", "SaveDialog"),
    "settings": ("settings_dialog", "SettingsDialog"),
    "rules": ("rules", "RulesBook"),
    "message": ("card", "MessageDialog"),
    "confirm": ("card", "ConfirmDialog"),
    "move_question": ("move_question", "MoveQuestion"),
    "game": ("game", "GameScene"),
    "pause": ("pause", "PauseMenu"),
    "results": ("results", "ResultsScene"),
    "replay": ("replay", "ReplayScene"),
    "review": ("review", "ReviewScene"),
    "profile": ("profile", "ProfileScene"),
    "lan": ("lan", "LanMenu"),
    "lan_saves": ("lan", "LanSaveList"),
    "lan_tables": ("lan_tables", "LanTables"),
    "table_code": ("lan_tables", "TableCode"),
    "lobby": ("lobby", "Lobby"),
}


def scene_class(name: str) -> type:
    """The class of the screen called `name`; a KeyError names an unknown screen."""
    module, cls = SCENES[name]
    return getattr(import_module(f"{__package__}.screens.{module}"), cls)


def build(app, name: str, *args, **kwargs):
    """The scene called `name`; a KeyError names an unknown screen."""
    return scene_class(name)(app, *args, **kwargs)
