"""What a hover text keeps clear of while a move is being built (Travel, Tides, the
Sailboat): the way its arrows take, the ghosts at their ends and the temple's board.
A text over the temple and the arrow while a Travel is planned hides what the player works
on (F054)."""

from __future__ import annotations

import pygame

from ..board.arrows import curve, width_for
from ..board.marks import hint_width
from ..board.targets import Candles, CouncilSeat, Field, GuardianTile, JettyArea, Tile

TEMPLE = (Field, Tile, GuardianTile, CouncilSeat, Candles, JettyArea)


def move_way(drawn, lay) -> list[pygame.Rect]:
    """Where the move being built is drawn (`drawn`: builder_view.Drawn): a square round
    each step of each arrow's curve, each ghost and its badge (a text over any of them
    hides the move: each is dear, however small)."""
    side = width_for(lay.scale) + 8
    out = []
    middle = (round(lay.centre[0]), round(lay.centre[1]))
    aways = list(drawn.aways) or [middle] * len(drawn.arrows)    # (as it bowed)
    for (a, b), away in zip(drawn.arrows, aways, strict=True):
        for x, y in curve(a, b, away):
            out.append(pygame.Rect(round(x - side / 2), round(y - side / 2), side, side))
    for _, ghost, badge in drawn.ghosts:
        out += [ghost.inflate(6, 6), badge.inflate(6, 6)]
    return out


def temple_board(lay, hits) -> list[pygame.Rect]:
    """The temple's fields, path, council, candles and jetty with the stone they stand on
    (where the move's islands send their novices to be consecrated)."""
    return [pygame.Rect(r) for r, tg in hits if isinstance(tg, TEMPLE)] \
        + [pygame.Rect(lay.plateau)]


def temple_places(hits) -> list[pygame.Rect]:
    """The temple's fields, path tiles, council seats, candles and jetty, without the
    stone they stand on."""
    return [pygame.Rect(r) for r, tg in hits if isinstance(tg, TEMPLE)]


def arrow_way(arrows, board: pygame.Rect) -> list[pygame.Rect]:
    """Where a preview's arrows are drawn (`arrows`: a mark layer's (goal, from, to, bow)):
    a square round each step of each curve, as wide as a Hint's arrow on `board`."""
    side = hint_width(board) + 8
    return [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
            for _, a, b, bow in arrows for x, y in curve(a, b, bow)]
