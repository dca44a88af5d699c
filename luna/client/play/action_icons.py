"""The picture beside each entry of a click's menu: the action's one picture
(board/action_art.py), the same the ring, the log and the rules book show, in the acting
player's colour."""

from __future__ import annotations

import pygame

from ..board.action_art import picture
from .choices import Option

SIZE = 20
# the preliminary and solo steps that picture as the action they resemble
ALIKE = {"place_pair": "recruit", "place_shrine": "build_shrine", "solo_deactivate": "travel"}


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
    return ALIKE.get(action, action)


def icon(opt: Option | None, snap: dict, me: int) -> pygame.Surface | None:
    """The action's picture in the player's colour, or None (Cancel, or nothing known)."""
    if opt is None:
        return None
    action, cmd = action_of(opt), opt.command or opt.about or {}
    colour = snap["colours"][me] if me is not None and me < len(snap["colours"]) else "yellow"
    try:
        return picture(picture_name(action, cmd, snap), SIZE, colour)
    except KeyError:
        return None
