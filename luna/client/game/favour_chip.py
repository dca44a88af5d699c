"""The novice favour's chip on a tray's tile (drawn by game/ring.py): the Novice favour token's
own coin, as on the Novice island's favour stack and the player's card, as large as its
square; a "+" in its corner while it may stand in for a novice, a tick once it does,
its ring and its corner then in the token's own rose-plum, never the tray's gold or the
board's pale blue (a small chip in another colour than its token's is understood only by
hovering: F048)."""

from __future__ import annotations

import pygame

from ..board import art
from ..widgets import palette as P

TOKEN = art.KIND_RGB["novice"]          # the Novice favour token's own colour
NIGHT = (14, 18, 34)                    # the mark's disc while it is offered
MOAT = 5                                # px round the chip where a click does nothing
COIN_SHARE = 1.12                       # the token drawn this much of the chip's side:
#                                         its coin (0.88 of its drawing) fills the chip


def moat(chip: pygame.Rect) -> pygame.Rect:
    """The chip's own button and the dead band round it, apart from the tile's face: a
    click meant for the tile that lands near the chip neither plays the tile nor
    changes what it spends (the chip a button of its own)."""
    return chip.inflate(2 * MOAT, 2 * MOAT)


def coin_side(side: int) -> int:
    """The token's drawing for a chip `side` px square (its coin as wide as the chip but
    for its ring's room)."""
    return max(8, round(side * COIN_SHARE) - 2)


def draw_chip(surf: pygame.Surface, rect: pygame.Rect, on: bool, hot: bool) -> None:
    """The chip in `rect`: `on` the token stands in (a tick), else it may (a "+");
    `hot` the pointer is on it (a gold ring)."""
    side = rect.h
    pic = art.favour_token("novice", coin_side(side))
    box = pic.get_rect(center=rect.center)
    box.move_ip(round(pic.get_width() * 0.05), round(pic.get_height() * 0.05))  # (its
    r = side / 2                                        # coin sits up-left of its shadow)
    if on:                                               # chosen: a halo in its colour
        pygame.draw.circle(surf, (*TOKEN, 255), rect.center, r + 1)
    elif hot:
        pygame.draw.circle(surf, (*P.GOLD, 255), rect.center, r + 1)
    surf.blit(pic, box)
    if on or hot:
        pygame.draw.circle(surf, (*(TOKEN if on else P.GOLD), 255), rect.center, r + 1,
                           max(2, round(side / 12)))
    d = max(4.0, side * 0.2)                            # its mark's disc, in its corner
    c = (rect.right - d, rect.bottom - d)
    pygame.draw.circle(surf, TOKEN if on else NIGHT, c, d + 1)
    pygame.draw.circle(surf, (255, 255, 255) if on else P.INK, c, d + 1, 1)
    ink = (255, 255, 255) if on else P.INK
    thick = max(2, round(side / 11))
    a = d * 0.55
    x, y = c
    if on:                                              # a tick
        pygame.draw.lines(surf, ink, False, [(x - a, y), (x - a * 0.2, y + a * 0.8),
                                             (x + a, y - a * 0.8)], thick)
    else:                                               # a plus
        pygame.draw.line(surf, ink, (x - a, y), (x + a, y), thick)
        pygame.draw.line(surf, ink, (x, y - a), (x, y + a), thick)
