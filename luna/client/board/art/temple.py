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
from functools import lru_cache
from typing import NamedTuple

import pygame

from .base import (
    RGB,
    Point,
    _blob,
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
from .islands import _decorate, _halo, _inset, _land, _meadow, _rock, _tree
from .small import jetty

STONE: RGB = (188, 180, 160)
SAND: RGB = (204, 186, 142)
GRASS: RGB = (64, 100, 72)
Rect = tuple[int, int, int, int]


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


def _shore(w: float, h: float, rng: random.Random) -> list[Point]:
    """A rounded-square island (a superellipse with a little wobble): its corners hold
    the path's turns and the council's ends, which an ellipse would drop into the sea."""
    wobble = _blob(0, 0, 1, 1, rng, 0.025, 160)
    out = []
    for i, (ux, uy) in enumerate(wobble):
        a = math.tau * i / len(wobble)
        c, s = math.cos(a), math.sin(a)
        r = (abs(c) ** 5 + abs(s) ** 5) ** (-1 / 5) * math.hypot(ux, uy)
        out.append((w / 2 + w * 0.485 * r * c, h / 2 + h * 0.485 * r * s))
    return out


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


def _bay(land: pygame.Surface, canvas: pygame.Surface, plan: TemplePlan, k: float) -> None:
    """A little bay of water under the jetty, with a sandy rim: the jetty stands in the sea."""
    x, y, w, h = (v * k for v in plan.jetty)
    rng = random.Random(_seed("bay", *plan.jetty))
    outline = _blob(x + w / 2, y + h * 0.55, w * 0.64, h * 0.95, rng, 0.05, 64)
    pygame.draw.polygon(land, _darker(SAND, 0.25), _scaled(outline, x + w / 2, y + h * 0.55, 1.12))
    pygame.draw.polygon(land, (60, 120, 138), _scaled(outline, x + w / 2, y + h * 0.55, 1.03))
    pygame.draw.polygon(land, (26, 70, 100), outline)
    inner = _scaled(outline, x + w / 2, y + h * 0.55, 0.7)
    pygame.draw.polygon(land, (20, 52, 82), inner)
    foam = _surface(*land.get_size(), fill=(230, 240, 246))
    pygame.draw.lines(foam, (230, 240, 246, 110), True, outline, max(1, round(k)))
    land.blit(_blur(foam, k), (0, 0))


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
    """The council's paved terrace and its eleven round stone seats."""
    seats = [pygame.Rect(*(round(v * k) for v in r)) for r in plan.council]
    area = seats[0].unionall(seats[1:])
    area = area.inflate(round(area.h * 0.9), round(area.h * 1.4)).move(0, round(area.h * 0.3))
    drop = max(2, round(area.h * 0.08))
    radius = area.h // 2
    pygame.draw.rect(land, _darker(STONE, 0.5), area.move(drop // 2, drop), border_radius=radius)
    pygame.draw.rect(land, _lighter(STONE, 0.05), area, border_radius=radius)
    pygame.draw.rect(land, _darker(STONE, 0.08), area.inflate(-drop * 2, -drop * 2), 1,
                     border_radius=radius)
    for r in seats:
        pygame.draw.ellipse(land, _darker(STONE, 0.55), r.move(max(1, drop // 2), drop))
        pygame.draw.ellipse(land, (150, 142, 126), r)
        pygame.draw.ellipse(land, (128, 120, 106), r.inflate(-r.w // 5, -r.h // 5))


def _numbers(out: pygame.Surface, plan: TemplePlan) -> None:
    """Each council seat's number engraved in the terrace in front of it."""
    for seat, (x, y, w, h) in enumerate(plan.council):
        px = max(10, round(w * 0.42))
        _engrave(out, str(seat), (x + w / 2, y + h + px * 0.62), px, (52, 44, 38),
                 (250, 244, 226), 150)


def _busy(plan: TemplePlan, k: float) -> list[pygame.Rect]:
    """Where the temple island's parts and their labels lie (kept free of trees)."""
    hw, tile = plan.hex_w * k, plan.tile * k
    def box(pts, pad_x, pad_top, pad_bottom) -> pygame.Rect:
        xs, ys = [p[0] * k for p in pts], [p[1] * k for p in pts]
        return pygame.Rect(min(xs) - pad_x, min(ys) - pad_top, max(xs) - min(xs) + 2 * pad_x,
                           max(ys) - min(ys) + pad_top + pad_bottom)
    seats = [(x + w / 2, y + h / 2) for x, y, w, h in plan.council]
    jx, jy, jw, jh = (v * k for v in plan.jetty)
    return [box(plan.fields, hw * 0.8, hw * 1.4, hw * 1.2), box(plan.path, tile, tile * 1.4, tile),
            pygame.Rect(jx, jy, jw, jh).inflate(jw * 0.6, jh * 2.2),
            *([box(plan.candles, plan.candle * k, plan.candle * k * 0.8,
                   plan.candle * k * 0.8)] if plan.candles else []),
            box(seats, plan.council[0][2] * k * 1.2, plan.council[0][3] * k * 2.8,
                plan.council[0][3] * k * 1.6)]


def _groves(land: pygame.Surface, plan: TemplePlan, k: float, grass: list[Point],
            rng: random.Random) -> None:
    """Trees, bushes and a few stones in the meadow wherever no part of the temple island
    stands, so the island reads as a place and not as a lawn."""
    W, H = land.get_size()
    busy = _busy(plan, k)
    inside = _surface(W, H, fill=(255, 255, 255))
    pygame.draw.polygon(inside, (255, 255, 255, 255), _scaled(grass, W / 2, H / 2, 0.94))
    mask = pygame.mask.from_surface(inside, 128)
    top, shade = _surface(W, H, fill=GRASS), _surface(W, H)
    tp, sp = _Pen(top, 1), _Pen(shade, 1)
    unit = min(W, H)
    step = unit * 0.045
    y = step / 2
    while y < H:
        x = step / 2 + rng.uniform(0, step / 2)
        while x < W:
            p = (x + rng.uniform(-0.4, 0.4) * step, y + rng.uniform(-0.4, 0.4) * step)
            r = unit * rng.uniform(0.02, 0.038)
            spot = pygame.Rect(p[0] - r, p[1] - r, 2 * r, 2 * r)
            if 0 <= p[0] < W and 0 <= p[1] < H and mask.get_at((int(p[0]), int(p[1]))) \
                    and spot.collidelist(busy) < 0 and rng.random() < 0.8:
                if rng.random() < 0.12:
                    _rock(tp, sp, p, r * 0.6)
                else:
                    _tree(tp, sp, p, r, rng, GRASS)
            x += step
        y += step * 0.9
    shade = _blur(shade, unit * 0.01)
    shade.set_alpha(110)
    land.blit(shade, (0, 0))
    land.blit(top, (0, 0))


def _tufts(land: pygame.Surface, grass: list[Point], rng: random.Random) -> None:
    """Tufts of grass and a scatter of night flowers, so the meadow is no flat lawn."""
    W, H = land.get_size()
    inside = _surface(W, H, fill=(255, 255, 255))
    pygame.draw.polygon(inside, (255, 255, 255, 255), _scaled(grass, W / 2, H / 2, 0.97))
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
            pygame.draw.circle(layer, (*flower, 200), (x, y), blade * 0.7)
    land.blit(layer, (0, 0))


@lru_cache(maxsize=4)
def temple_scene(plan: TemplePlan) -> pygame.Surface:
    """The temple island with its temple platform, path, bay and jetty, altar and council
    terrace, drawn once for the layout's places (`plan`)."""
    w, h = plan.size
    k = 2 if w * h <= 400_000 else 1
    W, H = w * k, h * k
    rng = random.Random(_seed("temple", w, h))
    shore = _shore(W, H, rng)
    cx, cy = W / 2, H / 2
    canvas = _halo((W, H), shore, cx, cy, min(W, H) * 0.02)
    land = _land((W, H), shore, cx, cy, SAND)
    grass = _inset(shore, cx, cy, 0.93, rng)
    _meadow(land, grass, cx, cy, GRASS, rng, min(W, H) * 0.5)
    _decorate(land, shore, grass, cx, cy, rng, GRASS, min(W, H) * 0.4)
    _tufts(land, grass, rng)
    _groves(land, plan, k, grass, rng)
    _path(land, plan, k)
    _bay(land, canvas, plan, k)
    _altar(land, plan, k)
    _terrace(land, plan, k)
    _platform(land, plan, k)
    _light(land, dark=0.34, shine=50, reach=0.95)
    canvas.blit(land, (0, 0))
    jx, jy, jw, jh = plan.jetty
    deck = jetty(jw * k, jh * k)
    canvas.blit(deck, (jx * k, jy * k))
    out = _shrink(canvas, w, h)
    _numbers(out, plan)
    return _finish(out)

