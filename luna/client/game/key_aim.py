"""The arrows on the board (game/keys.py): the focus goes to the nearest place in the
direction pressed, from the place in focus (from the island a planned move leaves, or
the board's middle, where none is), so any island is a few presses from any other.
Only places within 45 degrees of the direction lie that way (the four directions' cones
share the whole board: every place lies one way or another); among them those in the
focus's own row (column, for Up and Down: the place's extent across the arrow overlaps
the focus's) come first, the nearest of them (Left from the Sailboat's novices went
up-left to the candles, nearer, past the Bribery island's novices on the same row);
else the distance aside counts twice the distance ahead. A place further aside is never
taken (Down went level to an island beside, Right to a tile below); where nothing lies
that way the focus stays. The row's lead is a place's that acts now: one open only
through a favour (it does not glow: read as a place with nothing to do) competes by its
distance alone, so Right from the Tides island's novices goes up-right to the Book
island's, nearer, not across the board to the Shrine island only a favour opens on
their row (F791, F803); it stays a place the arrows reach.

No state here: the places and their rectangles in, the one chosen out.
"""

from __future__ import annotations

import pygame

from ..board.targets import Island, JettyArea

ASIDE = 2                # the weight of the distance aside against the distance ahead


def nearest(places: dict, here, way: tuple[int, int], acting=None):
    """Of `places` (a place: its rectangle), the nearest from `here` (the focus's
    rectangle, or a point) in the direction `way` (dx, dy), or None where none lies that
    way (`acting`: the places that act now, where only those lead on the row; None:
    all)."""
    dx, dy = way
    here = pygame.Rect(here) if len(here) == 4 else pygame.Rect(*here, 0, 0)
    x, y = here.center

    def ahead(r) -> float:
        return (r.centerx - x) * dx + (r.centery - y) * dy

    def aside(r) -> float:
        return abs(r.centery - y) if dx else abs(r.centerx - x)

    def in_row(r) -> bool:
        if dx:
            return r.top <= here.bottom and here.top <= r.bottom
        return r.left <= here.right and here.left <= r.right
    that_way = [(not (in_row(r) and (acting is None or p in acting)),
                 ahead(r) + ASIDE * aside(r), k)
                for k, (p, r) in enumerate(places.items()) if 0 < ahead(r) >= aside(r)]
    if not that_way:
        return None
    return list(places)[min(that_way)[2]]


def closest(places: dict, here):
    """Of `places` (a place: its rectangle), the one whose middle is nearest `here` (a
    rectangle or a point); None where there are none."""
    x, y = pygame.Rect(here).center if len(here) == 4 else here
    return min(places, key=lambda p: (places[p].centerx - x) ** 2 + (places[p].centery - y) ** 2,
               default=None)


def rects(board, stops) -> dict:
    """The board's places among `stops` with where they stand (the buttons left out)."""
    out = {}
    for s in stops:
        if isinstance(s, str):
            continue
        r = board.rect_of(s)
        if r is not None:
            out[s] = r
    return out


def nearest_end(view, ends: list):
    """The island nearest the place a planned move leaves (where a move planned by keys
    starts its focus: with none, the arrows from there found nothing, F733)."""
    places = rects(view.board, ends)
    source = view.builder.source
    leaves = view.board.rect_of(Island(source) if isinstance(source, int) else JettyArea())
    return closest(places, leaves) if leaves is not None and places else \
        next(iter(ends), None)
