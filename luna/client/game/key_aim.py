"""The arrows on the board and in a tray (game/keys.py): on the board the focus goes to
the nearest place in the direction pressed, from where the place in focus is drawn (a
stop or not: the island a planned move went to, kept after Esc, F874; from the island a
planned move leaves, or the board's middle, where none is), so any island is a few
presses from any other.
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


def across(ring, here: int, way: tuple[int, int]) -> int | None:
    """In the open tray, from its tile `here`: the nearest tile in the direction pressed,
    greyed or not (a greyed tile is focused to read its reason, F882), in its row
    (column) first, else the nearest that way in the next row (column); None where none
    lies that way (the focus stays: never round to the grid's far side, which read as a
    jump backwards, F949)."""
    cards = ring.cards
    c = cards[here].center
    dx, dy = way

    def ahead(r) -> float:
        return (r.centerx - c[0]) * dx + (r.centery - c[1]) * dy

    def aside(r) -> float:
        return abs(r.centery - c[1]) if dx else abs(r.centerx - c[0])
    beyond = [i for i, r in enumerate(cards[:len(ring.actions)])
              if i != here and ahead(r) > 0]
    front = [i for i in beyond                       # its row (or column)
             if aside(cards[i]) < (cards[i].h if dx else cards[i].w) / 2]
    if front:
        return min(front, key=lambda i: ahead(cards[i]))
    if beyond:                  # none in its row (column): the nearest that way
        return min(beyond, key=lambda i: (ahead(cards[i]), aside(cards[i])))
    return None
