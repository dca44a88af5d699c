"""The temple island's coastline: an island's shore, not a rug's edge.

The shore is laid round what stands on the island (the temple, the path, the candles, the
jetty, the council) as seen from its middle: along each ray from there it passes a
beach's width beyond the farthest thing on that ray, then swells out into the free water
where the sea leaves room (never over the window's edge nor into another island), here
more, there less, so that it bulges, narrows at the waist between the temple and the
council and dips into a cove or two. A narrow inlet reaches in from the sea to the jetty.

Everything is in the picture's own pixels; the outline is star-shaped round its centre,
so the art's insets (`_scaled` about the centre) stay inside it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import NamedTuple

import pygame

from .base import Point

RAYS = 240


def ray_box(c: Point, d: Point, r: pygame.Rect) -> tuple[float, float] | None:
    """Where the ray from `c` along the unit vector `d` enters and leaves `r` (None: it
    misses it, or `r` lies behind)."""
    t0, t1 = -math.inf, math.inf
    for o, dd, lo, hi in ((c[0], d[0], r.left, r.right), (c[1], d[1], r.top, r.bottom)):
        if abs(dd) < 1e-9:
            if not lo <= o <= hi:
                return None
            continue
        a, b = (lo - o) / dd, (hi - o) / dd
        t0, t1 = max(t0, min(a, b)), min(t1, max(a, b))
    if t1 < max(t0, 0.0):
        return None
    return max(t0, 0.0), t1


def _oval_exit(c: Point, d: Point, frame: pygame.Rect, power: float = 2.6) -> float:
    """How far the ray from `c` along `d` runs inside the rounded square (a superellipse)
    filling `frame`: the free water's shape, so no shore runs straight along a side."""
    fx, fy, a, b = frame.centerx, frame.centery, frame.w / 2, frame.h / 2

    def inside(t: float) -> bool:
        x, y = c[0] + d[0] * t - fx, c[1] + d[1] * t - fy
        return (abs(x) / a) ** power + (abs(y) / b) ** power <= 1
    if not inside(0):
        return 0.0
    lo, hi = 0.0, math.hypot(frame.w, frame.h)
    for _ in range(24):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if inside(mid) else (lo, mid)
    return lo


def ray_oval(c: Point, d: Point, r: pygame.Rect) -> float | None:
    """Where the ray from `c` along `d` first meets the oval filling `r` (None: never)."""
    a, b = r.w / 2, r.h / 2
    ox, oy = (c[0] - r.centerx) / a, (c[1] - r.centery) / b
    dx, dy = d[0] / a, d[1] / b
    qa, qb, qc = dx * dx + dy * dy, 2 * (ox * dx + oy * dy), ox * ox + oy * oy - 1
    disc = qb * qb - 4 * qa * qc
    if disc < 0:
        return None
    t = (-qb - math.sqrt(disc)) / (2 * qa)
    return t if t > 0 else None


def _smooth(vals: list[float], reach: int) -> list[float]:
    n = len(vals)
    return [sum(vals[(i + k) % n] for k in range(-reach, reach + 1)) / (2 * reach + 1)
            for i in range(n)]


def _widest(vals: list[float], reach: int) -> list[float]:
    n = len(vals)
    return [max(vals[(i + k) % n] for k in range(-reach, reach + 1)) for i in range(n)]


class Coast(NamedTuple):
    """The shore as a radius for each of RAYS directions round `centre`."""
    centre: Point
    radii: tuple[float, ...]
    beach: tuple[float, ...]          # how wide the sand is on each ray

    def points(self, out: float = 0.0, scale: float = 1.0) -> list[Point]:
        """The shore moved `out` pixels outwards (inwards when negative) along each ray,
        its radius times `scale`."""
        cx, cy = self.centre
        n = len(self.radii)
        return [(cx + max(1.0, r * scale + out) * math.cos(math.tau * i / n),
                 cy + max(1.0, r * scale + out) * math.sin(math.tau * i / n))
                for i, r in enumerate(self.radii)]

    def grass(self) -> list[Point]:
        """Where the sand ends and the grass begins: a beach of uneven width."""
        cx, cy = self.centre
        n = len(self.radii)
        return [(cx + max(1.0, r - b) * math.cos(math.tau * i / n),
                 cy + max(1.0, r - b) * math.sin(math.tau * i / n))
                for i, (r, b) in enumerate(zip(self.radii, self.beach, strict=True))]

    def radius(self, angle: float) -> float:
        """The shore's distance from the centre towards `angle` (radians)."""
        n = len(self.radii)
        f = (angle % math.tau) / math.tau * n
        i = int(f) % n
        t = f - int(f)
        return self.radii[i] * (1 - t) + self.radii[(i + 1) % n] * t


def coast(centre: Point, size: tuple[int, int], hold: Sequence[pygame.Rect],
          keep: Sequence[pygame.Rect], avoid: Sequence[pygame.Rect], edge: float,
          beach: float, rng: random.Random, within: pygame.Rect | None = None,
          boxes: Sequence[pygame.Rect] = ()) -> Coast:
    """The shore round `centre` on a picture of `size`: it holds every rect of `hold`
    (what must stand on land), passes at least a beach beyond `keep` (the same with room
    for the sand), and stays `edge` inside the picture and out of every rect of `avoid`
    (the other islands' ovals, with the water kept between) and `boxes`, and inside
    `within` (the board)."""
    w, h = size
    frame = pygame.Rect(0, 0, w, h).inflate(-2 * edge, -2 * edge)
    if within is not None:
        frame = frame.clip(within.inflate(-2 * edge, -2 * edge))
    hard, soft, room = [], [], []
    for i in range(RAYS):
        a = math.tau * i / RAYS
        d = (math.cos(a), math.sin(a))
        hard.append(max((hit[1] for r in hold if (hit := ray_box(centre, d, r))), default=0.0))
        soft.append(max((hit[1] for r in keep if (hit := ray_box(centre, d, r))), default=0.0))
        limit = _oval_exit(centre, d, frame)
        for r in avoid:
            hit = ray_oval(centre, d, r)
            if hit:
                limit = min(limit, hit)
        for r in boxes:
            hit = ray_box(centre, d, r)
            if hit and hit[0] > 0:
                limit = min(limit, hit[0])
        room.append(limit)
    # the land's least: a rounded hull round what stands on it
    core = _smooth(_widest(soft, RAYS // 40), RAYS // 30)
    # how far it swells into the free water: slow waves, and two coves where it hugs
    waves = [(k, rng.uniform(0.18, 0.3) / k ** 0.5, rng.uniform(0, math.tau))
             for k in (2, 3, 4, 6)]
    coves = [rng.uniform(0, math.tau) for _ in range(2)]
    coves[1] = coves[0] + math.pi * rng.uniform(0.6, 1.1)
    radii = []
    for i in range(RAYS):
        a = math.tau * i / RAYS
        b = 0.5 + sum(amp * math.sin(k * a + ph) for k, amp, ph in waves)
        for c in coves:
            gap = math.atan2(math.sin(a - c), math.cos(a - c))
            b -= 0.6 * math.exp(-(gap / 0.25) ** 2)
        b = max(0.0, min(0.92, b))
        r = core[i] + max(0.0, room[i] - core[i]) * b
        radii.append(r)
    radii = _smooth(radii, RAYS // 60)
    # a little unevenness of its own, then what must stand on land stays on it
    ripple = [(k, rng.uniform(0.004, 0.009), rng.uniform(0, math.tau)) for k in (7, 11, 17)]
    out = []
    for i, r in enumerate(radii):
        a = math.tau * i / RAYS
        r *= 1 + sum(amp * math.sin(k * a + ph) for k, amp, ph in ripple)
        out.append(r)
    for _ in range(3):       # kept off the other islands and the edges, softly
        out = [max(min(r, room[i]), hard[i]) for i, r in enumerate(_smooth(out, 2))]
    sand = [beach * (1 + 0.35 * math.sin(3 * math.tau * i / RAYS + 1.3)
                     + 0.2 * math.sin(7 * math.tau * i / RAYS + 0.4)) for i in range(RAYS)]
    # the sand narrows where the shore comes close to what stands there
    sand = [min(s, max(beach * 0.35, r - hd)) for s, r, hd in zip(sand, out, hard, strict=True)]
    return Coast(centre, tuple(out), tuple(sand))


def inlet(jetty: pygame.Rect, side: int, shore: float, far: float,
          rng: random.Random) -> list[Point]:
    """A narrow inlet of water from the sea to the jetty, which lies along it: under the
    deck from a little past its inner end, widening beyond its outer end into a small bay
    whose mouth opens at the shore (`side` +1: the sea is to the right, -1 to the left;
    `shore`: how far past the jetty's outer end the shore lies; `far`: how far the water
    reaches on, out of the picture)."""
    jh = jetty.h
    inner = (jetty.left + jh * 0.55) if side > 0 else (jetty.right - jh * 0.55)
    outer = jetty.right if side > 0 else jetty.left
    top, bottom = jetty.top - jh * 0.12, jetty.bottom + jh * 0.28
    shore = max(shore, jh * 0.8)
    span = abs(outer - inner) + shore + far
    steps = 28
    upper, lower = [], []
    for s in range(steps + 1):
        t = s / steps
        x = inner + side * span * t
        past = max(0.0, (x - outer) * side)
        u = min(1.0, past / shore)
        flare = jh * (1.5 * (u * u * (3 - 2 * u)) + 0.6 * max(0.0, past - shore) / shore)
        wob = jh * 0.07 * math.sin(t * 11 + rng.uniform(0, 0.8))
        upper.append((x, top - flare * 1.15 + wob))
        lower.append((x, bottom + flare * 0.8 - wob))
    mid = (top + bottom) / 2
    half = (bottom - top) / 2
    cap = [(inner - side * half * math.sin(math.pi * k / 8),
            mid - half * math.cos(math.pi * k / 8)) for k in range(1, 8)]
    return upper[::-1] + cap + lower
