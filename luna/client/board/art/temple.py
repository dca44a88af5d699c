"""The temple island as one scene: the temple stands on a raised stone platform shaped by
its rows of fields, a sandy path winds from its steps down to a jetty in a little bay,
the candles burn on a round altar and the council meets on a paved terrace with its
numbered seats. Grass and beach show between them: no slab covers the island.

The scene is drawn once per window size from a `TemplePlan` (the layout's places, taken
relative to the island), and the board blits it under the pieces.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from functools import lru_cache
from typing import NamedTuple

import pygame

from .base import (
    RGB,
    Point,
    _blur,
    _darker,
    _engrave,
    _finish,
    _light,
    _lighter,
    _mix,
    _Pen,
    _scaled,
    _seed,
    _shrink,
    _surface,
)
from .coast import Coast, coast, inlet
from .islands import _clip, _meadow, _rock, _tree
from .kept import on_disk
from .small import jetty
from .temple_way import way_chevrons
from .tiles import seat_number_px

STONE: RGB = (188, 180, 160)
SAND: RGB = (204, 186, 142)
GRASS: RGB = (64, 100, 72)
Rect = tuple[int, int, int, int]
LABEL = 20              # a line of a board label (layout.LABEL_H)
GAP = 20                # open water kept between the temple island and another island


class TemplePlan(NamedTuple):
    """Where the temple island's parts lie, relative to the island's top left."""
    size: tuple[int, int]
    hex_w: int
    fields: tuple[tuple[int, int], ...]       # the centres of the temple's fields
    path: tuple[tuple[int, int], ...]         # the centres of the path's places, in order
    tile: int
    jetty: Rect
    candles: tuple[tuple[int, int], ...]       # none in a game without time markers
    candle: int
    council: tuple[Rect, ...]
    pad: int = 0                              # the picture reaches this far round the island
    avoid: tuple[Rect, ...] = ()              # the other islands: the shore keeps off them
    within: Rect | None = None                # the board: the shore stays on it
    boxes: tuple[Rect, ...] = ()              # and off these (the islands' favour tokens)
    names: tuple[Rect, ...] = ()              # names on the meadow, no tree on them (the
                                              # council's under its seats)
    grow: float = 1.0                         # the player's text size (fonts.board_grow):
                                              # the seats' numbers grow with it


def _hexagon(c: Point, w: float, f: float = 1.0) -> list[Point]:
    """A pointy-top hexagon of width `w` round `c` (a temple field's shape)."""
    h = w * 2 / math.sqrt(3)
    return [(c[0] + dx * w / 2 * f, c[1] + dy * h / 2 * f)
            for dx, dy in ((0, -1), (1, -0.5), (1, 0.5), (0, 1), (-1, 0.5), (-1, -0.5))]


def _platform(land: pygame.Surface, plan: TemplePlan, k: float) -> None:
    """The temple's raised floor: every field's hexagon a little larger, joined; a wall
    on the side away from the moon, steps down to the entrance under the lowest row."""
    hw = plan.hex_w * k
    drop = max(2.0, hw * 0.12)
    wall, top = _darker(STONE, 0.45), _lighter(STONE, 0.06)
    cells = [(x * k, y * k) for x, y in plan.fields]
    for c in cells:
        pygame.draw.polygon(land, wall, [(x + drop * 0.5, y + drop)
                                         for x, y in _hexagon(c, hw, 1.16)])
    for c in cells:
        pygame.draw.polygon(land, _lighter(STONE, 0.3), _hexagon((c[0] - 1, c[1] - 1), hw, 1.16))
    for c in cells:
        pygame.draw.polygon(land, top, _hexagon(c, hw, 1.13))
    # steps from the lowest row down towards the path
    low = max(y for _, y in cells)
    xs = [x for x, y in cells if abs(y - low) < 1]
    mid = (min(xs) + max(xs)) / 2
    step_h = hw * 0.13
    for s in range(3):
        y = low + hw * 0.52 + s * step_h
        half = hw * (0.9 + 0.18 * s)
        r = pygame.Rect(round(mid - half), round(y), round(2 * half), round(step_h + drop * 0.5))
        pygame.draw.rect(land, wall, r.move(round(drop * 0.4), round(drop * 0.6)),
                         border_radius=round(step_h / 2))
        pygame.draw.rect(land, _mix(top, STONE, 0.3 * s), r, border_radius=round(step_h / 2))


def _path(land: pygame.Surface, plan: TemplePlan, k: float) -> None:
    """A sandy trail through every place of the path, its edges trodden darker."""
    pts = [(x * k, y * k) for x, y in plan.path]
    width = plan.tile * k
    for colour, f in ((_darker(SAND, 0.45), 0.92), (_darker(SAND, 0.15), 0.80), (SAND, 0.66)):
        w = max(2, round(width * f))
        pygame.draw.lines(land, colour, False, pts, w)
        for p in pts:
            pygame.draw.circle(land, colour, p, w / 2)
    rng = random.Random(_seed("pebbles", len(pts)))
    for a, b in zip(pts, pts[1:], strict=False):
        for _ in range(6):
            t = rng.random()
            x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
            off = rng.uniform(-0.25, 0.25) * width
            tone = _darker(SAND, rng.uniform(0.1, 0.3))
            pygame.draw.circle(land, tone, (x + off * (b[1] != a[1]), y + off * (b[1] == a[1])),
                               max(1.0, width * 0.035))


def _altar(land: pygame.Surface, plan: TemplePlan, k: float) -> None:
    """A round stone altar under the row of candles (none in a game without them)."""
    if not plan.candles:
        return
    xs = [x * k for x, _ in plan.candles]
    cy = plan.candles[0][1] * k + plan.candle * k * 0.32
    half = (max(xs) - min(xs)) / 2 + plan.candle * k * 0.55
    rect = pygame.Rect(0, 0, round(2 * half), round(plan.candle * k * 0.55))
    rect.center = (round((min(xs) + max(xs)) / 2), round(cy))
    drop = max(2, round(rect.h * 0.25))
    pygame.draw.ellipse(land, _darker(STONE, 0.5), rect.move(drop // 2, drop))
    pygame.draw.ellipse(land, _lighter(STONE, 0.1), rect)
    pygame.draw.ellipse(land, STONE, rect.inflate(-rect.w // 10, -rect.h // 4))


def _terrace(land: pygame.Surface, plan: TemplePlan, k: float) -> None:
    """The council's terrace: a raised platform of laid flagstones, its edge caught by the
    moon, and on it eleven round stone seats, each dished, with a thin brass ring."""
    seats = [pygame.Rect(*(round(v * k) for v in r)) for r in plan.council]
    area = seats[0].unionall(seats[1:])
    area = area.inflate(round(area.h * 0.9), round(area.h * 1.2)).move(0, round(area.h * 0.25))
    drop = max(2, round(area.h * 0.08))
    radius = area.h // 2
    pygame.draw.rect(land, _darker(STONE, 0.55), area.move(drop // 2, drop), border_radius=radius)
    pygame.draw.rect(land, _darker(STONE, 0.2), area, border_radius=radius)
    top = area.inflate(-drop, -drop).move(0, -drop // 3)
    pygame.draw.rect(land, _lighter(STONE, 0.08), top, border_radius=radius)
    # flagstones: rows of slabs, their joints a shade darker, each slab a little different
    slabs = _surface(*land.get_size(), fill=STONE)
    rng = random.Random(_seed("flags", *area.size))
    rows = 3
    row_h = top.h / rows
    for j in range(rows):
        x = top.x - rng.uniform(0, row_h)
        while x < top.right:
            w = row_h * rng.uniform(1.3, 2.2)
            r = pygame.Rect(round(x + 1 * k), round(top.y + j * row_h + 1 * k),
                            max(1, round(w - 2 * k)), max(1, round(row_h - 2 * k)))
            tone = _mix(STONE, _lighter(STONE, 0.2) if rng.random() < 0.5 else
                        _darker(STONE, 0.12), rng.uniform(0.2, 0.8))
            pygame.draw.rect(slabs, (*tone, 255), r, border_radius=max(1, round(2 * k)))
            x += w
    clip = _surface(*land.get_size(), fill=(255, 255, 255))
    pygame.draw.rect(clip, (255, 255, 255, 255), top.inflate(-2 * k, -2 * k),
                     border_radius=radius)
    slabs.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    land.blit(slabs, (0, 0))
    pygame.draw.rect(land, _lighter(STONE, 0.35), top, max(1, round(k)), border_radius=radius)
    for r in seats:
        pygame.draw.ellipse(land, _darker(STONE, 0.6), r.move(max(1, drop // 2), drop))
        pygame.draw.ellipse(land, (138, 130, 116), r)
        for t in range(6):                                  # a dished seat: lit inside
            f = 1 - t / 8
            tone = _mix((112, 104, 92), (170, 162, 146), t / 5)
            inner = r.inflate(-r.w * (1 - f) - r.w * 0.12, -r.h * (1 - f) - r.h * 0.12)
            inner.move_ip(round(r.w * 0.03 * t / 5), round(r.h * 0.03 * t / 5))
            pygame.draw.ellipse(land, tone, inner)
        pygame.draw.ellipse(land, (176, 150, 96), r, max(1, round(k * 1.2)))


def _numbers(out: pygame.Surface, plan: TemplePlan) -> None:
    """Each council seat's number engraved in the terrace in front of it, its figures as
    tall as the temple's (tiles.NUMBER_INK) at least, grown with the text size
    (tiles.seat_number_px)."""
    for seat, (x, y, w, h) in enumerate(plan.council):
        px = seat_number_px(w, plan.grow)
        _engrave(out, str(seat), (x + w / 2, y + h + px * 0.62), px, (52, 44, 38),
                 (250, 244, 226), 150)


def _busy(plan: TemplePlan, k: float, cove: list[Point]) -> list[pygame.Rect]:
    """Where the temple island's parts and their labels lie, and the jetty's cove with its
    sandy rim (kept free of trees and rocks)."""
    jh = plan.jetty[3] * k
    xs, ys = [x for x, _ in cove], [y for _, y in cove]
    rim = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    names = [pygame.Rect(x * k, y * k, w * k, h * k).inflate(4 * k, 4 * k)
             for x, y, w, h in plan.names]
    return [r.inflate(5 * k, 5 * k) for r in _hold(plan, k)] + [rim.inflate(jh, jh), *names]


def _hold(plan: TemplePlan, k: float) -> list[pygame.Rect]:
    """What must stand on land, with its labels: the temple's platform and steps, the
    path, the candles' altar, the jetty's foot and the council's terrace."""
    hw, tile, c = plan.hex_w * k, plan.tile * k, plan.candle * k
    line = max(LABEL, plan.tile * 0.75) * k           # a label's line, grown with the board
    def box(pts, pad_x, pad_top, pad_bottom) -> pygame.Rect:
        xs, ys = [p[0] * k for p in pts], [p[1] * k for p in pts]
        return pygame.Rect(min(xs) - pad_x, min(ys) - pad_top, max(xs) - min(xs) + 2 * pad_x,
                           max(ys) - min(ys) + pad_top + pad_bottom)
    seats = [(x + w / 2, y + h / 2) for x, y, w, h in plan.council]
    sw = plan.council[0][2] * k
    jx, jy, jw, jh = (v * k for v in plan.jetty)
    return [box(plan.fields, hw * 0.72, hw * 0.85, hw * 1.05),
            box(plan.path, tile * 0.66, max(tile * 0.66, line * 1.1), tile * 0.66),
            pygame.Rect(jx, jy, jw, jh + line),
            *([box(plan.candles, c * 0.75, c * 0.7, c * 0.55)] if plan.candles else []),
            box(seats, sw * 0.95, sw * 1.25 + line, sw * 1.45)]


def _edge(plan: TemplePlan, k: int) -> float:
    """How far the shallows and the surf reach off the shore (supersampled pixels)."""
    return min(plan.pad, 0.1 * min(plan.size)) * 0.85 * k


class _Ground(NamedTuple):
    """The island's shape in the supersampled picture: its shore, the jetty's cove and
    where things stand."""
    plan: TemplePlan                       # moved to the picture's own corner
    k: int
    coast: Coast
    cove: list[Point]
    side: int
    busy: list[pygame.Rect]


def _moved(plan: TemplePlan) -> TemplePlan:
    """The plan's places measured from the picture's corner (`pad` round the island)."""
    d = plan.pad
    def pt(p):
        return (p[0] + d, p[1] + d)
    def rect(r):
        return (r[0] + d, r[1] + d, r[2], r[3])
    return plan._replace(size=(plan.size[0] + 2 * d, plan.size[1] + 2 * d),
                         fields=tuple(map(pt, plan.fields)), path=tuple(map(pt, plan.path)),
                         jetty=rect(plan.jetty), candles=tuple(map(pt, plan.candles)),
                         council=tuple(map(rect, plan.council)),
                         avoid=tuple(map(rect, plan.avoid)), pad=0,
                         boxes=tuple(map(rect, plan.boxes)), names=tuple(map(rect, plan.names)),
                         within=rect(plan.within) if plan.within else None)


def scene_size(plan: TemplePlan) -> tuple[int, int]:
    """The size of the temple island's pictures: its place and `pad` on every side."""
    return plan.size[0] + 2 * plan.pad, plan.size[1] + 2 * plan.pad


def _free(plan: TemplePlan) -> TemplePlan:
    """`plan` without what only its words decide (the names' boxes, the text size): the
    key of what a window size draws alike in every language and text size."""
    return plan._replace(names=(), grow=1.0)


@lru_cache(maxsize=8)
def _shore(free: TemplePlan) -> tuple[int, Coast, list[Point], int]:
    """The supersampling, the shore, the jetty's cove and its side of a `_free` plan (its
    names' boxes shape none of them)."""
    p = _moved(free)
    w, h = p.size
    k = 2 if w * h <= 400_000 else 1
    W, H = w * k, h * k
    rng = random.Random(_seed("temple", *free.size))
    hold = _hold(p, k)
    area = hold[0].unionall(hold[1:])
    unit = min(free.size) * k
    beach = unit * 0.032
    keep = [r.inflate(beach * 2.4, beach * 2.4) for r in hold]
    avoid = [pygame.Rect(x * k, y * k, w_ * k, h_ * k).inflate(GAP * k, GAP * k)
             for x, y, w_, h_ in p.avoid]
    within = pygame.Rect(*(v * k for v in p.within)) if p.within else None
    boxes = [pygame.Rect(x * k, y * k, w_ * k, h_ * k).inflate(GAP * k, GAP * k)
             for x, y, w_, h_ in p.boxes]
    jx, jy, jw, jh = (v * k for v in p.jetty)
    side = 1 if jx + jw / 2 >= area.centerx else -1
    shape = coast(area.center, (W, H), hold, keep, avoid, edge=_edge(free, k),
                  beach=beach, rng=rng, within=within, boxes=boxes)
    outer = (jx + jw, jy + jh / 2) if side > 0 else (jx, jy + jh / 2)
    cx, cy = area.center
    shore = shape.radius(math.atan2(outer[1] - cy, outer[0] - cx))
    to_shore = shore - math.dist(outer, (cx, cy))
    cove = inlet(pygame.Rect(jx, jy, jw, jh), side, to_shore, free.pad * k * 2,
                 random.Random(_seed("cove", w)))
    return k, shape, cove, side


@lru_cache(maxsize=8)
def _ground(plan: TemplePlan) -> _Ground:
    p = _moved(plan)
    k, shape, cove, side = _shore(_free(plan))
    return _Ground(p, k, shape, cove, side, _busy(p, k, cove))


def _groves_at(g: _Ground) -> list[tuple[Point, float, bool]]:
    """Where the trees (and a few stones) stand: in the meadow, wherever no part of the
    temple island nor its labels stand. (centre, radius, a stone?) in the picture's
    supersampled pixels."""
    W, H = g.plan.size[0] * g.k, g.plan.size[1] * g.k
    cx, cy = g.coast.centre
    inside = _surface(W, H, fill=(255, 255, 255))
    pygame.draw.polygon(inside, (255, 255, 255, 255), _scaled(g.coast.grass(), cx, cy, 0.95))
    mask = pygame.mask.from_surface(inside, 128)
    rng = random.Random(_seed("groves", W, H))
    unit = min(g.plan.size) * g.k
    step = unit * 0.045
    out = []
    y = step / 2
    while y < H:
        x = step / 2 + rng.uniform(0, step / 2)
        while x < W:
            p = (x + rng.uniform(-0.4, 0.4) * step, y + rng.uniform(-0.4, 0.4) * step)
            r = unit * rng.uniform(0.02, 0.038)
            spot = pygame.Rect(p[0] - r, p[1] - r, 2 * r, 2 * r)
            for less in (0.6, 0.65):                 # a narrow strip: a bush, if it fits
                if spot.collidelist(g.busy) >= 0:    # (or a small one: by the council's
                    r *= less                        # name under its seats)
                    spot = pygame.Rect(p[0] - r, p[1] - r, 2 * r, 2 * r)
            if 0 <= p[0] < W and 0 <= p[1] < H and mask.get_at((int(p[0]), int(p[1]))) \
                    and spot.collidelist(g.busy) < 0 and rng.random() < 0.8:
                out.append((p, r, rng.random() < 0.12))
            x += step
        y += step * 0.9
    return out


def temple_trees(plan: TemplePlan) -> list[tuple[Point, float]]:
    """The trees and stones of the temple island's meadow, in the board's pixels relative
    to the island's top left (centre, radius): what the test holds clear of its places."""
    g = _ground(plan)
    d = plan.pad
    return [((x / g.k - d, y / g.k - d), r / g.k) for (x, y), r, _ in _groves_at(g)]


def _groves(land: pygame.Surface, g: _Ground) -> None:
    """Trees, bushes and a few stones in the meadow, so the island reads as a place and
    not as a lawn; each with its shadow away from the moon."""
    W, H = land.get_size()
    top, shade = _surface(W, H, fill=GRASS), _surface(W, H)
    tp, sp = _Pen(top, 1), _Pen(shade, 1)
    rng = random.Random(_seed("trees", W, H))
    for p, r, stone in _groves_at(g):
        if stone:
            _rock(tp, sp, p, r * 0.6)
        else:
            _tree(tp, sp, p, r, rng, GRASS)
    shade = _blur(shade, min(W, H) * 0.01)
    shade.set_alpha(110)
    land.blit(shade, (0, 0))
    land.blit(top, (0, 0))


def _tufts(land: pygame.Surface, grass: list[Point], centre: Point,
           rng: random.Random, bare: pygame.Rect | None = None) -> None:
    """Tufts of grass and a scatter of night flowers, so the meadow is no flat lawn; no
    flower in `bare` (round the candles: a light speck over a snuffed one read as its
    flame)."""
    W, H = land.get_size()
    inside = _surface(W, H, fill=(255, 255, 255))
    pygame.draw.polygon(inside, (255, 255, 255, 255), _scaled(grass, *centre, 0.97))
    mask = pygame.mask.from_surface(inside, 128)
    layer = _surface(W, H, fill=GRASS)
    unit = min(W, H)
    blade = max(1.0, unit * 0.006)
    for _ in range(int(W * H / (unit * unit) * 900)):
        x, y = rng.uniform(0, W - 1), rng.uniform(0, H - 1)
        if not mask.get_at((int(x), int(y))):
            continue
        tone = _lighter(GRASS, 0.22) if rng.random() < 0.5 else _darker(GRASS, 0.25)
        pygame.draw.line(layer, (*tone, 150), (x, y), (x + rng.uniform(-1, 1) * blade,
                                                     y - blade * rng.uniform(1.5, 3)))
        if rng.random() < 0.06:
            flower = rng.choice(((236, 228, 170), (214, 200, 236), (240, 240, 236)))
            if bare is None or not bare.collidepoint(x, y):
                pygame.draw.circle(layer, (*flower, 200), (x, y), blade * 0.7)
    land.blit(layer, (0, 0))


def _shallows(size: tuple[int, int], g: _Ground, edge: float) -> pygame.Surface:
    """The water round the shore: pale shallows fading into the deep, a line of foam where
    the water laps and a broken line of surf a little out (also in the jetty's cove,
    which the land leaves open)."""
    W, H = size
    s = _surface(W, H, fill=(60, 130, 150))
    pygame.draw.polygon(s, (52, 118, 140, 70), g.coast.points(out=edge * 0.95))
    pygame.draw.polygon(s, (84, 156, 166, 120), g.coast.points(out=edge * 0.45))
    s = _blur(s, edge * 0.3)
    cove = _surface(W, H, fill=(70, 150, 164))       # the cove: shallow, deeper mid-way
    pygame.draw.polygon(cove, (70, 150, 164, 90), g.cove)
    pygame.draw.polygon(cove, (30, 84, 112, 110), _narrowed(g.cove, 0.5))
    s.blit(_clip(_blur(cove, edge * 0.15), g.coast.points(out=-g.k)), (0, 0))
    foam = _surface(W, H, fill=(232, 240, 246))
    k = g.k
    pygame.draw.lines(foam, (232, 240, 246, 150), True, g.coast.points(out=k),
                      max(1, round(1.5 * k)))
    surf = g.coast.points(out=edge * 0.42)
    rng = random.Random(_seed("surf", W, H))
    phase = rng.uniform(0, math.tau)
    for i, (a, b) in enumerate(zip(surf, surf[1:] + surf[:1], strict=True)):
        if math.sin(i * 0.55 + phase) + 0.4 * math.sin(i * 0.17) > 0.35:
            pygame.draw.line(foam, (232, 240, 246, 70), a, b, max(1, k))
    cove = _surface(W, H, fill=(232, 240, 246))
    pygame.draw.lines(cove, (232, 240, 246, 130), True, g.cove, max(1, round(1.5 * k)))
    foam.blit(_clip(cove, g.coast.points(out=-k)), (0, 0))
    s.blit(_blur(foam, k * 0.8), (0, 0))
    return s


def _narrowed(pts: list[Point], f: float) -> list[Point]:
    """The cove's outline squeezed towards its middle line (its deepest water)."""
    ys = [y for _, y in pts]
    mid = (min(ys) + max(ys)) / 2
    return [(x, mid + (y - mid) * f) for x, y in pts]


def _sand(size: tuple[int, int], g: _Ground) -> pygame.Surface:
    """Sand over a dark bank on the side away from the moon, wet and darker where the
    water laps."""
    W, H = size
    s = _surface(W, H, fill=(90, 80, 60))
    off = 2.5 * g.k
    shore = g.coast.points()
    pygame.draw.polygon(s, _darker(SAND, 0.55), [(x + off, y + off * 1.6) for x, y in shore])
    pygame.draw.polygon(s, _darker(SAND, 0.22), shore)
    pygame.draw.polygon(s, SAND, g.coast.points(out=-2.5 * g.k))
    return s


def _fat(surf: pygame.Surface, colour, pts: list[Point], grow: float) -> None:
    """A polygon grown by `grow` all round (its outline traced with round brushes)."""
    pygame.draw.polygon(surf, colour, pts)
    for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
        n = max(1, int(math.dist(a, b) / max(1.0, grow * 0.5)))
        for j in range(n):
            t = j / n
            pygame.draw.circle(surf, colour, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t),
                               grow)


def _cove(g: _Ground) -> tuple[pygame.Surface, pygame.Surface]:
    """The jetty's cove: a sandy rim round it, wet sand at its edge, and the water (the
    land cut away, so the sea and its shallows show): a layer blitted over the land and
    one the land is multiplied by."""
    jh = g.plan.jetty[3] * g.k
    W, H = g.plan.size[0] * g.k, g.plan.size[1] * g.k
    rim = _surface(W, H, fill=SAND)
    _fat(rim, (*_mix(SAND, GRASS, 0.25), 255), g.cove, jh * 0.42)
    _fat(rim, (*SAND, 255), g.cove, jh * 0.32)
    _fat(rim, (*_darker(SAND, 0.22), 255), g.cove, jh * 0.1)
    hole = _surface(W, H, fill=(255, 255, 255))
    hole.fill((255, 255, 255, 255))
    pygame.draw.polygon(hole, (255, 255, 255, 0), g.cove)
    return _clip(_blur(rim, g.k), g.coast.points(out=-g.k)), _blur(hole, g.k * 0.6)


def _rocks(land: pygame.Surface, water: pygame.Surface, g: _Ground, edge: float) -> None:
    """A few rocks on the beach and in the shallows off it, none where anything stands."""
    rng = random.Random(_seed("rocks", *land.get_size()))
    W, H = land.get_size()
    cx, cy = g.coast.centre
    n = len(g.coast.radii)
    avoid = [pygame.Rect(x * g.k, y * g.k, w * g.k, h * g.k)
             for x, y, w, h in g.plan.avoid + g.plan.boxes]
    unit = min(g.plan.size) * g.k
    for pen_on, out, count in ((land, -0.5, 5), (water, 0.5, 4)):
        top, shade = _surface(W, H, fill=(96, 96, 106)), _surface(W, H)
        tp, sp = _Pen(top, 1), _Pen(shade, 1)
        placed = 0
        for _ in range(60):
            if placed >= count:
                break
            i = rng.randrange(n)
            a = math.tau * i / n
            d = g.coast.radii[i] + (g.coast.beach[i] * out if out < 0 else edge * 0.35)
            p = (cx + d * math.cos(a), cy + d * math.sin(a))
            r = unit * rng.uniform(0.007, 0.013)
            spot = pygame.Rect(p[0] - 2 * r, p[1] - 2 * r, 4 * r, 4 * r)
            if spot.collidelist(g.busy) >= 0 or spot.collidelist(avoid) >= 0 \
                    or not pygame.Rect(0, 0, W, H).contains(spot):
                continue
            placed += 1
            for j in range(rng.choice((1, 2, 3))):
                q = (p[0] + rng.uniform(-1.6, 1.6) * r, p[1] + rng.uniform(-1, 1) * r)
                rr = r * (1 if j == 0 else rng.uniform(0.45, 0.7))
                if pen_on is water:
                    tp.ellipse((200, 220, 232, 60), (q[0], q[1] + rr * 0.2), rr * 1.3, rr * 0.8)
                _rock(tp, sp, q, rr)
        shade = _blur(shade, unit * 0.006)
        shade.set_alpha(100)
        pen_on.blit(shade, (0, 0))
        pen_on.blit(top, (0, 0))


# the name-free layers of this many temples kept (`_parts`): a player's window draws one
# temple a window size and holds none of them (~6 MB each at 1280x800); a process drawing
# the same window in several languages and text sizes (the tests') keeps more
PARTS_KEPT = 0
_parts_kept: OrderedDict[TemplePlan, tuple[pygame.Surface, ...]] = OrderedDict()


def _parts(free: TemplePlan) -> tuple[pygame.Surface, ...]:
    """What a `_free` plan draws alike in every language and text size: the water with its
    shallows, the land with its sand, meadow and tufts (the trees, drawn over them, keep
    off the names), and the jetty's cove's rim and hole (`_cove`). Not to be drawn on."""
    found = _parts_kept.get(free)
    if found is not None:
        _parts_kept.move_to_end(free)
        return found
    g = _ground(free)
    p, k = g.plan, g.k
    w, h = p.size
    W, H = w * k, h * k
    rng = random.Random(_seed("temple", w, h))
    cx, cy = g.coast.centre
    canvas = _shallows((W, H), g, _edge(free, k))
    land = _sand((W, H), g)
    grass = g.coast.grass()
    _meadow(land, grass, cx, cy, GRASS, rng, min(free.size) * k * 0.5)
    candles = None
    if p.candles:
        xs, ys = [x * k for x, _ in p.candles], [y * k for _, y in p.candles]
        c = p.candle * k
        candles = pygame.Rect(min(xs) - c, min(ys) - c, max(xs) - min(xs) + 2 * c, 2 * c)
    _tufts(land, grass, (cx, cy), rng, candles)
    made = (canvas, land, *_cove(g))
    if PARTS_KEPT > 0:
        _parts_kept[free] = made
        while len(_parts_kept) > PARTS_KEPT:
            _parts_kept.popitem(last=False)
    return made


_parts.cache_clear = _parts_kept.clear          # (emptied with the client's caches)


@lru_cache(maxsize=8)
@on_disk(size=scene_size)
def temple_scene(plan: TemplePlan) -> pygame.Surface:
    """The temple island with its temple platform, path, cove and jetty, altar and council
    terrace, drawn once for the layout's places (`plan`); `plan.pad` pixels of water
    round the island's place on every side."""
    g = _ground(plan)
    p, k = g.plan, g.k
    w, h = p.size
    free = _free(plan)
    water, ground, rim, hole = _parts(free)
    if free in _parts_kept:                  # (kept for the next: drawn on copies)
        water, ground = water.copy(), ground.copy()
    canvas, land = water, ground
    _groves(land, g)
    _path(land, p, k)
    way_chevrons(land, p.path, p.tile, k)
    land.blit(rim, (0, 0))
    land.blit(hole, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    _altar(land, p, k)
    _terrace(land, p, k)
    _platform(land, p, k)
    _rocks(land, canvas, g, _edge(plan, k))
    _light(land, dark=0.34, shine=50, reach=0.95)
    canvas.blit(land, (0, 0))
    jx, jy, jw, jh = p.jetty
    canvas.blit(jetty(jw * k, jh * k), (jx * k, jy * k))
    out = _shrink(canvas, w, h)
    _numbers(out, p)
    return _finish(out)


@lru_cache(maxsize=8)
@on_disk(size=scene_size)
def temple_foam(plan: TemplePlan) -> pygame.Surface:
    """The surf lapping round the temple island, on a see-through picture the size of
    `temple_scene(plan)`: two soft white lines off its shore (none in its cove)."""
    g = _ground(plan)
    W, H = g.plan.size[0] * g.k, g.plan.size[1] * g.k
    edge = _edge(plan, g.k)
    s = _surface(W, H, fill=(236, 244, 250))
    pygame.draw.lines(s, (236, 244, 250, 150), True, g.coast.points(out=edge * 0.16),
                      max(2, 2 * g.k))
    pygame.draw.lines(s, (236, 244, 250, 70), True, g.coast.points(out=edge * 0.34), g.k)
    cove = _surface(W, H, fill=(255, 255, 255))
    cove.fill((255, 255, 255, 255))
    pygame.draw.polygon(cove, (255, 255, 255, 0), _narrowed(g.cove, 1.6))
    s.blit(cove, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return _finish(_shrink(_blur(s, g.k * 1.2), *g.plan.size))
