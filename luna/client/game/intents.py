"""What a part of the game screen asks for beyond itself. The scene alone carries an
intent out (`GameScene.play`): a command for the table, or a change of the screen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Play:
    """Send `cmd` to the table (animated, or its refusal said)."""
    cmd: dict


@dataclass(frozen=True)
class OpenTray:
    """Open the tray (the action ring) at a board place."""
    target: Any


@dataclass(frozen=True)
class CloseTray:
    """Close the tray, the text menu and any choice standing."""


@dataclass(frozen=True)
class Undo:
    """Back to before the person's last move."""


@dataclass(frozen=True)
class Redo:
    """The move undone, again."""


@dataclass(frozen=True)
class Hint:
    """Ask the table for a hint."""


@dataclass(frozen=True)
class LookBack:
    """Look back at the game log's line `line` (the line looked at already: come back)."""
    line: int


@dataclass(frozen=True)
class BackToPresent:
    """End the look back (`click`: with the click's sound)."""
    click: bool = False


@dataclass(frozen=True)
class Dismiss:
    """The round's scoring card goes (its Continue)."""


@dataclass(frozen=True)
class OpenRules:
    """The rules book, at the page about what is pointed at."""


@dataclass(frozen=True)
class Pause:
    """The pause menu over the game."""


@dataclass(frozen=True)
class GuideButton:
    """A button of the guided game's card: "back", "continue", "tips" or "skip"."""
    name: str


@dataclass(frozen=True)
class Sound:
    """A sound of the screen."""
    name: str


@dataclass(frozen=True)
class Taken:
    """The event is used up; nothing more happens."""


Intent = Play | OpenTray | CloseTray | Undo | Redo | Hint | LookBack | BackToPresent | \
    Dismiss | OpenRules | Pause | GuideButton | Sound | Taken
