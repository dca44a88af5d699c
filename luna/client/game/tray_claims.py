"""The temple tiles an open tray's Appointment may claim, marked on the board while the
tray (or the Appointment's choice of tile) stands: a dark rim round each and a band of
gold inside its edge, the ones only the Bribery favour reaches with its coin in a
corner. The board's own light of a lit tile (a thin gold rim on a cream tile) did not
show which tiles the tray's Appointment could take before its tile was pressed (F739).
The tiles are the Appointment's, from the engine's legal moves (`Action.tiles`,
`Action.variants`): the client decides no rule. Nothing past a tile's rim, so a tile
beside it that may not be claimed stays unlit (F050). What is marked is what a click
takes: where the Appointment is the Hint's and its one click plays the Hint's tile, that
tile alone is marked (the others, lit too, read as a choice the click never offered)."""

from __future__ import annotations

import pygame

from ..board import art
from ..board.art import glows
from ..board.targets import Tile

RIM = (52, 30, 8)           # the dark rim round a claimable tile (it reads on cream tiles
#                             and the dark path alike)
RIM_PX = 3
COIN_INK = (120, 80, 10)    # the Bribery coin of a tile only bribery reaches


def claims(acts) -> dict[int, bool]:
    """The tiles the enabled Appointment among `acts` may claim: tile -> only with the
    Bribery favour (every legal command for it bribes); the Hint's Appointment, which
    one click plays on the Hint's tile (`Acting.take`), that tile alone."""
    act = next((a for a in acts if a.kind == "appoint" and a.enabled), None)
    if act is None:
        return {}
    only = act.choice.tile if act.hints_choice and act.choice is not None else None
    out: dict[int, bool] = {}
    for choice, cmd in act.variants.items():
        if choice.tile is not None and only in (None, choice.tile):
            out[choice.tile] = out.get(choice.tile, True) and bool(cmd.get("bribe"))
    return out


def draw_claims(acts, surf: pygame.Surface, view) -> None:
    """The tiles of `claims(acts)` marked where the board drew them."""
    for tile, bribed in claims(acts).items():
        r = view.board.rect_of(Tile(tile))
        if r is None:
            continue
        radius = max(2, min(r.w, r.h) // 6)
        pygame.draw.rect(surf, RIM, r.inflate(2 * RIM_PX, 2 * RIM_PX), RIM_PX,
                         border_radius=radius + RIM_PX)
        surf.blit(glows.tile_light(r.w, r.h, glows.GOLD, claimed=True), r)
        if bribed:
            coin = art.symbol("bribery", max(8, r.w // 4), COIN_INK)
            surf.blit(coin, coin.get_rect(bottomright=(r.right - 2, r.bottom - 2)))
