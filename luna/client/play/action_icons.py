"""The picture of each action: beside a menu entry and on the action ring's buttons, the
piece or favour the action is about, so that a choice reads at a glance (as the board's
own pieces look). One picture per action type, used everywhere."""

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


def picture(action: str, cmd: dict, snap: dict, me: int | None,
            size: int = SIZE) -> pygame.Surface | None:
    """The action's picture in the player's colour, or None (End actions)."""
    colour = snap["colours"][me] if me is not None and me < len(snap["colours"]) else "yellow"
    island = cmd.get("island")
    if action == "favour" and isinstance(island, int):
        return art.favour_token(snap["islands"][island]["kind"], size)
    if action in FAVOURS:
        return art.favour_token(FAVOURS[action], size)
    if action in ("recruit", "place_pair"):
        return art.novice(colour, size)
    if action in ("travel", "solo_deactivate"):
        return art.novice(colour, size, lying=True)
    if action in ("build_shrine", "place_shrine"):
        return art.shrine(colour, size)
    if action == "council":
        return art.council_disc(colour, size)
    if action == "banish":
        return art.figure("apostate", size)
    if action == "consecrate":
        return art.figure("guardian", size)
    if action == "appoint":
        tile = next((e for e in snap["path"] if e.get("tile") == cmd.get("tile")), None)
        if tile is not None:            # the tile it claims, with its number and symbol
            return art.temple_tile(tile["tile"], tile["symbol"], int(size * 0.8))
        if isinstance(island, int):
            return art.symbol(snap["islands"][island]["kind"], size)
        return art.novice(colour, size)
    if action == "meditate":
        return art.candle(size, True)
    return None


def icon(opt: Option | None, snap: dict, me: int) -> pygame.Surface | None:
    """A menu entry's picture, or None (Cancel, End actions)."""
    if opt is None:
        return None
    return picture(action_of(opt), opt.command or opt.about or {}, snap, me)
