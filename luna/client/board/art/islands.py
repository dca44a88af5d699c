"""The priest islands and the temple island, seen from above."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from .base import (
    KIND_RGB,
    RGB,
    Point,
    _blob,
    _blur,
    _darker,
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
from .kept import on_disk
from .landmarks import BAND, BOX, WIDEST, landmark

# --------------------------------------------------------------------------- islands

STRAND_WAIST = 0.45     # a sandbank's widest, as a share of its height from its top


def _halo(size: tuple[int, int], outline: list[Point], cx: float, cy: float,
          blur: float) -> pygame.Surface:
    """Shallow water round a shore: a pale teal band fading into the deep."""
    s = _surface(*size, fill=(60, 130, 150))
    pygame.draw.polygon(s, (52, 118, 140, 80), _scaled(outline, cx, cy, 1.09))
    pygame.draw.polygon(s, (84, 156, 166, 120), _scaled(outline, cx, cy, 1.035))
    return _blur(s, blur)


def _clip(layer: pygame.Surface, outline: list[Point]) -> pygame.Surface:
    """Keep only the part of `layer` inside `outline`."""
    mask = _surface(*layer.get_size(), fill=(255, 255, 255))
    pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def _tree(top: _Pen, shade: _Pen, c: Point, r: float, rng: random.Random, leaf: RGB) -> None:
    shade.ellipse((0, 0, 0, 255), (c[0] + r * 0.5, c[1] + r * 0.6), r * 1.05, r * 0.85)
    leaf = _mix(leaf, (40, 90, 70), rng.uniform(0, 0.5))
    top.circle(_darker(leaf, 0.45), c, r)
    for _ in range(5):
        a = rng.uniform(0, math.tau)
        top.circle(_darker(leaf, 0.25), (c[0] + r * 0.4 * math.cos(a),
                                         c[1] + r * 0.4 * math.sin(a)), r * 0.55)
    top.circle(_darker(leaf, 0.05), (c[0] - r * 0.2, c[1] - r * 0.22), r * 0.5)
    top.circle(_lighter(leaf, 0.15), (c[0] - r * 0.35, c[1] - r * 0.38), r * 0.26)


def _rock(top: _Pen, shade: _Pen, c: Point, r: float) -> None:
    shade.ellipse((0, 0, 0, 255), (c[0] + r * 0.4, c[1] + r * 0.45), r * 1.1, r * 0.75)
    top.ellipse((96, 96, 106), c, r, r * 0.72)
    top.ellipse((146, 146, 154), (c[0] - r * 0.25, c[1] - r * 0.2), r * 0.55, r * 0.38)


def _land(size: tuple[int, int], outline: list[Point], cx: float, cy: float,
          sand: RGB) -> pygame.Surface:
    """Sand over a dark underside, so the shore has a little bank away from the moon, and a
    darker rim of wet sand where the water laps."""
    s = _surface(*size, fill=(90, 80, 60))
    off = max(size) * 0.01
    pygame.draw.polygon(s, _darker(sand, 0.55), [(x + off, y + off * 1.6) for x, y in outline])
    pygame.draw.polygon(s, _darker(sand, 0.22), outline)
    pygame.draw.polygon(s, sand, _scaled(outline, cx, cy, 0.975))
    return s


def _meadow(land: pygame.Surface, grass: list[Point], cx: float, cy: float, green: RGB,
            rng: random.Random, scale: float) -> None:
    """Grass with a soft edge, darker and lighter patches, and a calm clearing in the middle."""
    W, H = land.get_size()
    layer = _surface(W, H, fill=green)
    pygame.draw.polygon(layer, _mix(green, (150, 140, 100), 0.45), _scaled(grass, cx, cy, 1.012))
    pygame.draw.polygon(layer, _darker(green, 0.22), grass)
    pygame.draw.polygon(layer, _darker(green, 0.1), _scaled(grass, cx, cy, 0.985))
    pygame.draw.polygon(layer, green, _scaled(grass, cx, cy, 0.965))
    patches = _surface(W, H, fill=green)
    for _ in range(26):
        a, f = rng.uniform(0, math.tau), math.sqrt(rng.random()) * 0.8
        px, py = grass[int(a / math.tau * len(grass)) % len(grass)]
        tone = _darker(green, 0.18) if rng.random() < 0.6 else _lighter(green, 0.1)
        pygame.draw.circle(patches, (*tone, 110), (cx + (px - cx) * f, cy + (py - cy) * f),
                           scale * rng.uniform(0.03, 0.07))
    pygame.draw.ellipse(patches, (*_mix(green, (150, 156, 118), 0.45), 150),
                        pygame.Rect(cx - W * 0.19, cy - H * 0.15, W * 0.38, H * 0.30))
    layer.blit(_clip(_blur(patches, scale * 0.04), _scaled(grass, cx, cy, 0.95)), (0, 0))
    land.blit(layer, (0, 0))


def _fit(pts: list[Point], cx: float, cy: float, rx: float, ry: float) -> list[Point]:
    """Scale an outline about its centre so it reaches at most rx / ry from it."""
    f = min(rx / max(abs(x - cx) for x, _ in pts), ry / max(abs(y - cy) for _, y in pts))
    return _scaled(pts, cx, cy, f)


def _inset(shore: list[Point], cx: float, cy: float, f: float,
           rng: random.Random) -> list[Point]:
    """An outline inside `shore` whose distance from it wanders, so the beach is uneven."""
    wander = _blob(0, 0, 1, 1, random.Random(rng.random()), 0.07, len(shore))
    out = []
    for (sx, sy), (ux, uy) in zip(shore, wander, strict=True):
        k = min(0.95, f * math.hypot(ux, uy))
        out.append((cx + (sx - cx) * k, cy + (sy - cy) * k))
    return out


FULL = 2.8      # how full a priest island's outline is (2: an ellipse): its rounded
                # sides hold a grid of four players' pieces on the land (base._blob)


def _shore(w: float, h: float, rng: random.Random) -> list[Point]:
    return _fit(_blob(w / 2, h * 0.5, w, h, rng, 0.08, full=FULL), w / 2, h * 0.5,
                w * 0.45, h * 0.44)


@lru_cache(maxsize=128)
def shore(kind: str, w: int, h: int, seed: int = 0) -> tuple[Point, ...]:
    """The outline of `island(kind, w, h, seed)`'s beach, in its picture's pixels: the
    shape its highlight follows."""
    return tuple(_shore(w, h, random.Random(_seed("island", kind, seed))))


@lru_cache(maxsize=128)
@on_disk
def island(kind: str, w: int, h: int, seed: int = 0) -> pygame.Surface:
    """A priest island from above: beach, grass, a few trees and rocks near the shore and a
    calm clearing in the middle where pieces stand; shallow water round it."""
    ss = 2
    W, H = w * ss, h * ss
    rng = random.Random(_seed("island", kind, seed))
    cx, cy = W / 2, H * 0.50
    shore = _shore(W, H, rng)
    green = _mix((72, 112, 74), KIND_RGB.get(kind, (72, 112, 74)), 0.14)
    canvas = _halo((W, H), shore, cx, cy, min(W, H) * 0.035)
    land = _land((W, H), shore, cx, cy, (200, 184, 142))
    grass = _inset(shore, cx, cy, 0.80, rng)
    _meadow(land, grass, cx, cy, green, rng, min(W, H))
    _decorate(land, shore, grass, cx, cy, rng, green, min(W, H))
    _light(land, dark=0.35, shine=55, reach=0.9)
    foam = _surface(W, H, fill=(220, 230, 240))
    pygame.draw.lines(foam, (220, 230, 240, 90), True, _scaled(shore, cx, cy, 1.012), ss)
    canvas.blit(_blur(foam, 1), (0, 0))
    canvas.blit(land, (0, 0))
    out = _shrink(canvas, w, h)
    bx, by, bw, bh = landmark_box(kind, w, h)
    out.blit(landmark(kind, bw, bh), (bx, by))
    return _finish(out)


def landmark_box(kind: str, w: int, h: int) -> tuple[int, int, int, int]:
    """Where an island's landmark stands on its w x h picture (x, y, width, height): in the
    band at the back of the island (`landmarks.BAND`), centred, as tall as the band and as
    wide as its design's shape wants (at most `landmarks.WIDEST` of the island)."""
    cx, aspect = BOX[kind]
    top, foot = h * BAND[0], h * BAND[1]
    bh = foot - top
    bw = min(bh * aspect, w * WIDEST)
    bh = bw / aspect
    return (round(w * cx - bw / 2), round(foot - bh), round(bw), round(bh))


def _decorate(land: pygame.Surface, shore: list[Point], grass: list[Point], cx: float,
              cy: float, rng: random.Random, leaf: RGB, scale: float) -> None:
    """Trees on the grass rim and rocks on the beach, keeping the middle free."""
    size = land.get_size()
    top, shade = _surface(*size, fill=leaf), _surface(*size)
    tp, sp = _Pen(top, 1), _Pen(shade, 1)
    n = len(grass)
    start = rng.randrange(n)
    for k in range(rng.randint(4, 6)):
        i = (start + k * n // 6 + rng.randrange(n // 10)) % n
        gx, gy = grass[i]
        for _ in range(rng.choice((1, 1, 2))):
            f = rng.uniform(0.8, 0.92)
            _tree(tp, sp, (cx + (gx - cx) * f + rng.uniform(-1, 1) * scale * 0.04,
                           cy + (gy - cy) * f), scale * rng.uniform(0.04, 0.06), rng, leaf)
    for _ in range(rng.randint(2, 4)):
        sx, sy = shore[rng.randrange(len(shore))]
        _rock(tp, sp, (cx + (sx - cx) * 0.94, cy + (sy - cy) * 0.94),
              scale * rng.uniform(0.018, 0.03))
    shade = _blur(shade, scale * 0.02)
    shade.set_alpha(110)
    land.blit(shade, (0, 0))
    land.blit(top, (0, 0))


@lru_cache(maxsize=128)
def foam(kind: str, w: int, h: int, seed: int = 0) -> pygame.Surface:
    """The surf lapping round `island(kind, w, h, seed)`: two soft white lines a little
    off its shore, on a see-through picture of its size (the board lets it come and go)."""
    ss = 2
    W, H = w * ss, h * ss
    cx, cy = W / 2, H * 0.50
    line = _shore(W, H, random.Random(_seed("island", kind, seed)))
    s = _surface(W, H, fill=(236, 244, 250))
    pygame.draw.lines(s, (236, 244, 250, 150), True, _scaled(line, cx, cy, 1.035), 2 * ss)
    pygame.draw.lines(s, (236, 244, 250, 70), True, _scaled(line, cx, cy, 1.075), ss)
    return _finish(_shrink(_blur(s, ss * 1.2), w, h))


@lru_cache(maxsize=32)
def strand(w: int, h: int, sand: RGB) -> pygame.Surface:
    """A sandbank `w` x `h` reaching out from under an island's foot, where its lying
    novices rest: in `sand` (the island's own beach's colour), its rounded edge in darker
    wet sand with a pale line of surf and a little shallow water round it; the island's
    land is drawn again over its top (`island_land`), so it grows out from under it
    (fresh players saw the lying novices on a dark pill in the sea, apart from the island
    and their group)."""
    ss = 2
    W, H = w * ss, h * ss
    m = 3 * ss                                  # room for the shallows and the surf
    cx, cy = W / 2, H * STRAND_WAIST
    rx, top, foot = W / 2 - m, cy - m / 2, H - cy - m
    pts = []
    for k in range(72):
        a = k / 72 * math.tau
        c, s = math.cos(a), math.sin(a)
        x = cx + rx * math.copysign(abs(c) ** (2 / 3.4), c)
        y = cy + (foot if s > 0 else top) * math.copysign(abs(s) ** (2 / 3.0), s)
        pts.append((x, y))
    out = _halo((W, H), pts, cx, cy, m * 0.6)
    foam = _surface(W, H, fill=(220, 230, 240))
    pygame.draw.lines(foam, (220, 230, 240, 110), True, _scaled(pts, cx, cy, 1.03), ss)
    out.blit(_blur(foam, 1), (0, 0))
    land = _land((W, H), pts, cx, cy, sand)
    _light(land, dark=0.2, shine=20, reach=0.9)
    out.blit(land, (0, 0))
    return _finish(_shrink(out, w, h))


def on_strand(w: int, h: int, x: float, y: float) -> bool:
    """Whether (x, y), in a `strand(w, h, ...)` picture's pixels, lies on its sand (its
    outline's own curve, a pixel in from the wet rim)."""
    m = 3
    cx, cy = w / 2, h * STRAND_WAIST
    rx = w / 2 - m - 1
    ry = (cy - m / 2 - 1) if y < cy else (h - cy - m - 1)
    if rx <= 0 or ry <= 0:
        return False
    return (abs(x - cx) / rx) ** 3.4 + (abs(y - cy) / ry) ** 3.0 <= 1


@lru_cache(maxsize=32)
def island_land(kind: str, w: int, h: int, seed: int = 0) -> pygame.Surface:
    """`island(kind, w, h, seed)` without the shallow water round it: its land alone, to
    lie over a sandbank reaching out from under it."""
    pic = island(kind, w, h, seed).copy()
    keep = _surface(w, h, fill=(255, 255, 255))
    pygame.draw.polygon(keep, (255, 255, 255, 255), shore(kind, w, h, seed))
    pic.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return _finish(pic)


@lru_cache(maxsize=64)
def beach(kind: str, w: int, h: int, seed: int = 0) -> RGB:
    """The colour of `island(kind, w, h, seed)`'s beach at its foot, as lit there: what a
    sandbank growing out of it (`strand`) is drawn in."""
    pic = island(kind, w, h, seed)
    pts = shore(kind, w, h, seed)
    fx, fy = max(pts, key=lambda p: p[1])
    seen = [pic.get_at((round(fx + dx), round(fy - dy)))[:3]
            for dx in (-6, -3, 0, 3, 6) for dy in (3, 4)
            if 0 <= round(fx + dx) < w and 0 <= round(fy - dy) < h]
    return tuple(sorted(c)[len(c) // 2] for c in zip(*seen, strict=True)) or (200, 184, 142)
