"""The night sea the board floats on."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from .base import RGB, _clamp, _finish, _mix, _seed

# --------------------------------------------------------------------------- sea


def _sea_colour(u: float, v: float, waves: list[tuple[float, float, float, float]]) -> RGB:
    top, bottom = (16, 34, 68), (5, 12, 30)
    base = _mix(top, bottom, min(1.0, v * 0.9 + u * 0.15))
    swell = sum(a * math.sin(fx * u + fy * v + ph) for a, fx, fy, ph in waves)
    moon = max(0.0, 1 - math.hypot((u - 0.13) * 1.25, v - 0.08) / 0.75) ** 2.2
    r, g, b = base
    return (_clamp(r + swell * 5 + moon * 56), _clamp(g + swell * 7 + moon * 66),
            _clamp(b + swell * 10 + moon * 80))


def _sea_base(w: int, h: int, rng: random.Random) -> pygame.Surface:
    """Gradient, slow swells and the moon's glow, on a coarse grid stretched smooth."""
    waves = [(rng.uniform(0.4, 1.0), rng.uniform(2, 7), rng.uniform(2, 7), rng.uniform(0, 6.3))
             for _ in range(3)]
    gw, gh = max(2, w // 24), max(2, h // 24)
    small = pygame.Surface((gw, gh), 0, 32)
    for j in range(gh):
        for i in range(gw):
            small.set_at((i, j), _sea_colour(i / (gw - 1), j / (gh - 1), waves))
    return pygame.transform.smoothscale(small, (w, h))


def _moon_weight(x: float, y: float, w: int, h: int) -> float:
    """How strongly the moon's reflection lights the water at a point (0..1)."""
    u, v = x / w, y / h
    near = max(0.0, 1 - math.hypot(u - 0.13, v - 0.08) / 0.9)
    # a broad reflection path running from the moon down to the right
    along = (u - 0.13) * 0.6 + (v - 0.08) * 0.8
    across = abs(-(u - 0.13) * 0.8 + (v - 0.08) * 0.6)
    path = max(0.0, 1 - across / 0.16) * max(0.0, 1 - along / 1.1) if along > 0 else 0.0
    return min(1.0, 0.25 + 0.55 * near + 0.6 * path)


def _sea_sparkle(w: int, h: int, rng: random.Random) -> pygame.Surface:
    """Wave crests and glints, drawn bright on black and added on top of the water."""
    layer = pygame.Surface((w, h), 0, 32)
    for _ in range(int(w * h / 3200)):
        x, y = rng.uniform(-20, w), rng.uniform(0, h)
        k = _moon_weight(x, y, w, h) * rng.uniform(0.4, 1.0)
        length = rng.uniform(14, 46) * (0.7 + k)
        bend = rng.uniform(1.5, 3.5)
        pts = [(x + length * t, y - bend * math.sin(math.pi * t)) for t in (0, .2, .4, .6, .8, 1)]
        pygame.draw.aalines(layer, (int(26 * k), int(38 * k), int(56 * k)), False, pts)
    for _ in range(int(w * h / 9000)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        k = _moon_weight(x, y, w, h) ** 2
        if rng.random() < k:
            c = (int(150 * k), int(160 * k), int(180 * k))
            pygame.draw.line(layer, c, (x - 1, y), (x + rng.choice((1, 2, 3)), y))
    return layer


@lru_cache(maxsize=8)
def sea_background(w: int, h: int, seed: int = 0) -> pygame.Surface:
    """The night sea the whole board floats on; cheap enough to redraw on every resize."""
    rng = random.Random(_seed("sea", seed))
    out = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    out.blit(_sea_base(out.get_width(), out.get_height(), rng), (0, 0))
    out.blit(_sea_sparkle(out.get_width(), out.get_height(), rng), (0, 0),
             special_flags=pygame.BLEND_RGB_ADD)
    return _finish(out)


def moon_place(board: tuple[int, int, int, int],
               avoid: list[tuple[int, int, int, int]]) -> tuple[int, int, int]:
    """Where the moon's reflection lies on the sea: near the top left, where the water is
    brightest, in open water clear of every island (centre x, centre y, radius)."""
    bx, by, bw, bh = board
    r = max(14, round(min(bw, bh) * 0.04))
    for u, v in ((0.08, 0.08), (0.06, 0.16), (0.16, 0.05), (0.05, 0.30), (0.30, 0.05)):
        c = (round(bx + bw * u), round(by + bh * v))
        clear = pygame.Rect(c[0] - 2 * r, c[1] - 2 * r, 4 * r, 4 * r)
        if not clear.collidelistall([pygame.Rect(a) for a in avoid]):
            return c[0], c[1], r
    return round(bx + r * 2), round(by + r * 2), r


@lru_cache(maxsize=4)
def _moon(r: int) -> pygame.Surface:
    """The full moon mirrored in the water: a pale disc in a wide halo (the swell's ripples
    over it move: board/motion.py)."""
    size = r * 6
    ss = 2
    s = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    s.fill((200, 214, 240, 0))
    c = size * ss / 2
    for k in range(24, 0, -1):
        t = k / 24
        pygame.draw.circle(s, (190, 206, 240, int(60 * (1 - t) ** 2)), (c, c), r * ss * 3 * t)
    pygame.draw.circle(s, (236, 240, 250, 235), (c, c), r * ss)
    for dx, dy, rr in ((-0.3, -0.2, 0.22), (0.25, 0.15, 0.16), (-0.05, 0.4, 0.12)):
        pygame.draw.circle(s, (206, 214, 232, 235), (c + dx * r * ss, c + dy * r * ss),
                           rr * r * ss)
    return _finish(pygame.transform.smoothscale(s, (size, size)))


def moon_reflection(scene: pygame.Surface, board: tuple[int, int, int, int],
                    avoid: list[tuple[int, int, int, int]]) -> tuple[int, int, int]:
    """Paint the moon's reflection on the sea of `scene`; returns where it lies."""
    x, y, r = moon_place(board, avoid)
    img = _moon(r)
    scene.blit(img, img.get_rect(center=(x, y)))
    return x, y, r
