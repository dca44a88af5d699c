"""The small picture beside each entry of a click's menu: the piece or favour the action
is about, so that a menu reads at a glance (as the board's own pieces look)."""

from __future__ import annotations

import pygame

from ..board import art
from .choices import Option

SIZE = 20
FAVOURS = {"herbs": "herbs", "tides": "tides", "sailboat": "sailboat", "book": "book"}


def action_of(opt: Option) -> str:
    if opt.command:
        return opt.command["type"]
    if opt.builder:
        return opt.builder[0]
    return opt.about["type"] if opt.about else ""


def icon(opt: Option | None, snap: dict, me: int) -> pygame.Surface | None:
    """The action's picture in the player's colour, or None (Cancel, End actions)."""
    if opt is None:
        return None
    action, cmd = action_of(opt), opt.command or opt.about or {}
    colour = snap["colours"][me] if me is not None and me < len(snap["colours"]) else "yellow"
    if action == "favour" and isinstance(cmd.get("island"), int):
        return art.favour_token(snap["islands"][cmd["island"]]["kind"], SIZE)
    if action in FAVOURS:
        return art.favour_token(FAVOURS[action], SIZE)
    if action in ("recruit", "place_pair"):
        return art.novice(colour, SIZE)
    if action in ("travel", "solo_deactivate"):
        return art.novice(colour, SIZE, lying=True)
    if action in ("build_shrine", "place_shrine"):
        return art.shrine(colour, SIZE)
    if action == "council":
        return art.council_disc(colour, SIZE)
    if action == "banish":
        return art.figure("apostate", SIZE)
    if action == "consecrate":
        return art.figure("guardian", SIZE)
    if action == "appoint" and isinstance(cmd.get("island"), int):
        return art.symbol(snap["islands"][cmd["island"]]["kind"], SIZE)
    if action == "meditate":
        return art.candle(SIZE, True)
    return None
