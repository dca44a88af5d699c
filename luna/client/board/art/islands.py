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


@lru_cache(maxsize=1024)     # (kept by identity in island_slots: ~6 KB each)
def shore(kind: str, w: int, h: int, seed: int = 0) -> tuple[Point, ...]:
    """The outline of `island(kind, w, h, seed)`'s beach, in its picture's pixels: the
    shape its highlight follows."""
    return tuple(_shore(w, h, random.Random(_seed("island", kind, seed))))


@lru_cache(maxsize=128)
@on_disk(size=lambda kind, w, h, seed=0: (w, h))
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
@on_disk(size=lambda kind, w, h, seed=0: (w, h))
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


@lru_cache(maxsize=32)           # (each spit's banks and strand asks for it: ~1 ms; ~10 KB)
def _tongue(w: float, h: float, ss: float = 1) -> tuple[Point, ...]:
    """A sandbank's outline in its `w` x `h` box (`ss` times its pixels): full across its
    top, under the island's beach, its foot rounded like a tongue of sand, its sides and
    foot riding on a few slow waves so nothing of it runs straight (a rounded rectangle
    reads as a drawer pulled out of the island, F052)."""
    rng = random.Random(_seed("strand", round(w), round(h)))
    m = 3 * ss                                  # room for the shallows and the surf
    cx, cy = w * ss / 2, h * ss * STRAND_WAIST
    rx, top, foot = w * ss / 2 - m, cy - m / 2, h * ss - cy - m
    amp = min(max(5 * ss, w * ss * 0.03), foot * 0.35)       # how far the waves reach
    waves = [(k, rng.uniform(0.6, 1.0) / k ** 0.3, rng.uniform(0, math.tau))
             for k in (3, 4, 6)]
    norm = sum(a for _, a, _ in waves)
    pts = []
    for k in range(96):
        a = k / 96 * math.tau
        c, s = math.cos(a), math.sin(a)
        x = rx * math.copysign(abs(c) ** (2 / 2.4), c)
        if s > 0:                               # the foot: rounded, wavy
            y = foot * abs(s) ** (2 / 2.0)
            d = amp * min(1.0, 3 * s) * sum(p * math.sin(f * a + ph)
                                            for f, p, ph in waves) / norm
            x, y = x + d * c, y + d * s
        else:
            y = -top * abs(s) ** (2 / 2.2)
        pts.append((cx + x, cy + y))
    return tuple(pts)


@lru_cache(maxsize=1024)
def _tongue_sand(w: int, h: int) -> pygame.mask.Mask:
    """Where a sandbank `w` x `h` has dry sand: its outline a pixel in from the wet rim."""
    s = _surface(w, h)
    pts = _tongue(w, h)
    cx, cy = w / 2, h * STRAND_WAIST
    pygame.draw.polygon(s, (255, 255, 255, 255),
                        [(cx + (x - cx) * (1 - 1.5 / max(w / 2, 2)),
                          cy + (y - cy) * (1 - 1.5 / max(h / 2, 2))) for x, y in pts])
    return pygame.mask.from_surface(s, 128)


@lru_cache(maxsize=32)
def strand(w: int, h: int, sand: RGB) -> pygame.Surface:
    """A sandbank `w` x `h` reaching out from under an island's foot, alone (`spit` grows
    it out of its island's shore): in `sand`, its edge in darker wet sand with a pale line
    of surf and a little shallow water round it."""
    ss = 2
    W, H = w * ss, h * ss
    pts = _tongue(w, h, ss)
    cx, cy = W / 2, H * STRAND_WAIST
    out = _halo((W, H), pts, cx, cy, 3 * ss * 0.6)
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
    x, y = int(x), int(y)
    return 0 <= x < w and 0 <= y < h and bool(_tongue_sand(w, h).get_at((x, y)))


def _layer(size: tuple[int, int], fill: RGB, shape: pygame.mask.Mask) -> pygame.Surface:
    """`shape` in `fill` on a see-through picture."""
    return shape.to_surface(setcolor=(*fill, 255), unsetcolor=(*fill, 0))


def _away(shape: pygame.Surface, radius: float) -> pygame.Surface:
    """A multiplier: see-through over `shape` (drawn in alpha), fading to whole `radius`
    away from it."""
    near = _blur(shape, radius)
    away = _surface(*shape.get_size(), fill=(255, 255, 255))
    away.fill((255, 255, 255, 255))
    away.blit(near, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    away.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return away


@lru_cache(maxsize=256)
def spit(kind: str, w: int, h: int, seed: int, banks: tuple, sand: RGB
         ) -> tuple[tuple[int, int, int, int], pygame.Surface]:
    """The sand reaching out of `island(kind, w, h, seed)`'s beach under its lying
    novices: the sandbanks `banks` (x, y, w, h from the island picture's top left, each
    a `_tongue`) and the island's land smoothed into one shore, so each grows out of the
    beach in curves, widening where it meets it (rounded rectangles read as drawers into the
    sea, F052); its sand in `sand` (the
    island's beach's colour), its wet rim, the surf and the shallows as the island's own,
    none of them over the island's shore. Where it lies from the island's top left and
    its picture (the island's land is drawn over its top: `island_inner`)."""
    return tuple(_spit_area(banks)[0]), _spit_picture(kind, w, h, seed, banks, sand)


def _spit_area(banks: tuple) -> tuple[pygame.Rect, int]:
    """Where a spit of sandbanks `banks` lies from its island picture's top left, and
    its fillets' size."""
    rects = [pygame.Rect(b) for b in banks]
    reach = max(4, round(min(r.h for r in rects) * 0.3))
    return rects[0].unionall(rects[1:]).inflate(4 * reach, 4 * reach), reach


@on_disk(size=lambda kind, w, h, seed, banks, sand: _spit_area(banks)[0].size)
def _spit_picture(kind: str, w: int, h: int, seed: int, banks: tuple, sand: RGB
                  ) -> pygame.Surface:
    """`spit`'s picture (kept on disk: two to four blurs of the island's size)."""
    ss = 2
    rects = [pygame.Rect(b) for b in banks]
    area, reach = _spit_area(banks)
    W, H = area.w * ss, area.h * ss
    shore_pts = [((x - area.x) * ss, (y - area.y) * ss) for x, y in shore(kind, w, h, seed)]
    isle = _surface(W, H, fill=(255, 255, 255))
    pygame.draw.polygon(isle, (255, 255, 255, 255), shore_pts)
    shape = isle.copy()
    for r in rects:
        pygame.draw.polygon(shape, (255, 255, 255, 255),
                            [((r.x - area.x) * ss + x, (r.y - area.y) * ss + y)
                             for x, y in _tongue(r.w, r.h, ss)])
    soft = _blur(shape, reach * ss * 0.6)
    whole = pygame.mask.from_surface(soft, 128)              # the shore, smoothed
    land_of = pygame.mask.from_surface(isle, 128)
    whole.draw(land_of, (0, 0))
    rim = max(1.5, reach * 0.35) * ss                        # the wet sand's width
    inner = pygame.mask.from_surface(_blur(_layer((W, H), (255, 255, 255), whole), rim),
                                     200)
    # its sand: past the island's shore, and over the island's wet rim where it joins it
    # (nowhere else: the island's own beach shows there)
    out_of = whole.copy()
    out_of.erase(land_of, (0, 0))
    near = pygame.mask.from_surface(_blur(_layer((W, H), (255, 255, 255), out_of),
                                          max(rim, h * 0.035 * ss) + 2 * ss), 8)
    near.draw(out_of, (0, 0))
    near = near.overlap_mask(whole, (0, 0))
    away = _away(isle, 2 * ss)                               # (nothing over its shore)
    # the shallows and the surf round the new shore
    wet = _blur(_layer((W, H), (84, 156, 166), whole), 3 * ss)
    wet.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
    foam = _surface(W, H, fill=(220, 230, 240))
    edge = whole.outline(2)
    if len(edge) > 2:
        pygame.draw.lines(foam, (220, 230, 240, 110), True, edge, ss)
    foam = _blur(foam, 1)
    out = _surface(W, H, fill=(60, 130, 150))
    for layer in (wet, foam):
        layer.blit(away, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(layer, (0, 0))
    off = max(1, round(ss * 1.2))
    under = _layer((W, H), _darker(sand, 0.55), whole)
    under.blit(away, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(under, (off, round(off * 1.6)))
    land = _layer((W, H), _darker(sand, 0.22), near)
    land.blit(_layer((W, H), sand, inner.overlap_mask(near, (0, 0))), (0, 0))
    # (no light of its own: `sand` is the beach as lit at the island's foot)
    out.blit(land, (0, 0))
    return _finish(_shrink(out, area.w, area.h))


@lru_cache(maxsize=64)
def island_inner(kind: str, w: int, h: int, seed: int = 0) -> pygame.Surface:
    """`island(kind, w, h, seed)`'s land within its wet rim: what lies over a `spit`
    growing out of its beach (the beach's own sand runs on into the spit's)."""
    pic = island(kind, w, h, seed).copy()
    keep = _surface(w, h, fill=(255, 255, 255))
    pygame.draw.polygon(keep, (255, 255, 255, 255),
                        _scaled(list(shore(kind, w, h, seed)), w / 2, h * 0.5, 0.96))
    pic.blit(_blur(keep, 2), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return _finish(pic)


@lru_cache(maxsize=64)
def beach(kind: str, w: int, h: int, seed: int = 0) -> RGB:
    """The colour of `island(kind, w, h, seed)`'s beach at its foot, as lit there: what a
    sandbank growing out of it (`strand`) is drawn in."""
    pic = island(kind, w, h, seed=seed)      # (as the board asks for it: one picture)
    pts = shore(kind, w, h, seed)
    fx, fy = max(pts, key=lambda p: p[1])
    seen = [pic.get_at((round(fx + dx), round(fy - dy)))[:3]
            for dx in (-6, -3, 0, 3, 6) for dy in (3, 4)
            if 0 <= round(fx + dx) < w and 0 <= round(fy - dy) < h]
    return tuple(sorted(c)[len(c) // 2] for c in zip(*seen, strict=True)) or (200, 184, 142)
