"""The temple path's direction worn into its sandy trail: the path is laid from the
temple's entrance to the jetty (rules, setup 4), and its places follow each other along
each row. A small chevron in the seam between two neighbouring places of a row points
from the entrance towards the jetty, and a larger one lies in each place's middle, seen
where its tile has left the path. Drawn once with the temple island's scene (no cost a
frame); the turns between rows carry their own arrows (temple_view._way)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from .base import RGB, Point, _darker

SAND: RGB = (204, 186, 142)          # (temple.SAND: the trail's sand)
SEAM_INK: RGB = _darker(SAND, 0.58)  # trodden dark in the sand, calm beside the tiles
PLACE_INK: RGB = _darker(SAND, 0.3)  # fainter on a bare place


class Chevron(NamedTuple):
    """A direction mark on the trail, in the plan's pixels: its middle, which way it
    points along x (+1 right, -1 left), its width and height."""
    centre: Point
    way: int
    w: float
    h: float


def _row_ways(path) -> list[int]:
    """Which way each place's row runs (+1 right, -1 left), from its neighbours in it."""
    ways = []
    for i, (x, y) in enumerate(path):
        nxt = path[i + 1] if i + 1 < len(path) else None
        prv = path[i - 1] if i > 0 else None
        if nxt is not None and abs(nxt[1] - y) < 1 and nxt[0] != x:
            ways.append(1 if nxt[0] > x else -1)
        elif prv is not None and abs(prv[1] - y) < 1 and prv[0] != x:
            ways.append(1 if x > prv[0] else -1)
        else:
            ways.append(1)
    return ways


def seam_chevrons(path, tile: float) -> list[Chevron]:
    """The chevrons between neighbouring places of a row, each pointing to the later."""
    out = []
    for (xa, ya), (xb, yb) in zip(path, path[1:], strict=False):
        if abs(yb - ya) < 1 and xa != xb:
            out.append(Chevron(((xa + xb) / 2, (ya + yb) / 2), 1 if xb > xa else -1,
                               max(3.0, tile * 0.12), max(6.0, tile * 0.36)))
    return out


def place_chevrons(path, tile: float) -> list[Chevron]:
    """The chevrons in each place's middle (under its tile while it lies there)."""
    return [Chevron(p, way, tile * 0.3, tile * 0.42)
            for p, way in zip(path, _row_ways(path), strict=True)]


def _draw(land: pygame.Surface, c: Chevron, k: float, colour: RGB, line: float) -> None:
    (x, y), d = c.centre, c.way
    half_w, half_h = c.w * k / 2, c.h * k / 2
    x, y = x * k, y * k
    pts = [(x - d * half_w, y - half_h), (x + d * half_w, y), (x - d * half_w, y + half_h)]
    width = max(1, round(line * k))
    pygame.draw.lines(land, colour, False, pts, width)
    for p in pts:                                       # round ends and apex
        pygame.draw.circle(land, colour, p, width / 2)


def way_chevrons(land: pygame.Surface, path, tile: float, k: float) -> None:
    """The path's chevrons on `land` (supersampled `k` times; `path` the places' centres
    in order, in the plan's pixels)."""
    for c in place_chevrons(path, tile):
        _draw(land, c, k, PLACE_INK, max(1.5, tile * 0.08))
    for c in seam_chevrons(path, tile):
        _draw(land, c, k, SEAM_INK, max(1.0, tile * 0.055))
