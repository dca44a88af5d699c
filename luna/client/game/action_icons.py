"""The picture of each action, beside a menu entry and on the action ring's buttons: the
action's one picture (board/action_art.py), the same the log and the rules book show, in
the acting player's colour, so that a choice reads at a glance."""

from __future__ import annotations

import pygame

from ..board.action_art import picture
from .choices import Option

SIZE = 20


def action_of(opt: Option) -> str:
    if opt.command:
        return opt.command["type"]
    if opt.builder:
        return opt.builder[0]
    return opt.about["type"] if opt.about else ""


def picture_name(action: str, cmd: dict, snap: dict) -> str:
    """The name `action_art.picture` knows the action by (a favour names its kind)."""
    if action == "favour" and isinstance(cmd.get("island"), int):
        return f"favour:{snap['islands'][cmd['island']]['kind']}"
    return action                        # (a preliminary step: as the action it resembles)


def action_picture(action: str, cmd: dict, snap: dict, me: int | None, size: int = SIZE,
                   greyed: bool = False, bare: bool = False) -> pygame.Surface | None:
    """The action's picture in the player's colour, or None (nothing known); `bare`: its
    drawing without the round badge."""
    colour = snap["colours"][me] if me is not None and me < len(snap["colours"]) else "yellow"
    try:
        return picture(picture_name(action, cmd, snap), size, colour, greyed, bare)
    except KeyError:
        return None


def icon(opt: Option | None, snap: dict, me: int, size: int = SIZE) -> pygame.Surface | None:
    """A menu entry's picture, or None (Cancel)."""
    if opt is None:
        return None
    return action_picture(action_of(opt), opt.command or opt.about or {}, snap, me, size)
