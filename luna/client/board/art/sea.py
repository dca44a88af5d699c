"""The night sea the board floats on."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from .base import RGB, _clamp, _finish, _mix, _seed
from .kept import on_disk

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


def _vignette(w: int, h: int) -> pygame.Surface:
    """The sea darker towards the window's edges and corners and a shade lighter in the
    middle, where the islands lie: the deep water all round, the shallows between them."""
    n = 24
    small = pygame.Surface((n, n), 0, 32)
    for j in range(n):
        for i in range(n):
            u, v = (i / (n - 1) - 0.5) * 2, (j / (n - 1) - 0.5) * 2
            d = min(1.0, math.hypot(u * 0.92, v) / 1.25)
            g = _clamp(255 * (1 - 0.42 * d ** 2.2))
            small.set_at((i, j), (g, g, g))
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))


# kept on disk as the islands are (a board's sea ~70 ms to draw); in memory the latest
# only: each caller keeps what it draws it into (the board's scene, the backdrop)
@lru_cache(maxsize=1)
@on_disk(size=lambda w, h, seed=0: (w, h))
def sea_background(w: int, h: int, seed: int = 0) -> pygame.Surface:
    """The night sea the whole board floats on; cheap enough to redraw on every resize."""
    rng = random.Random(_seed("sea", seed))
    out = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    out.blit(_sea_base(out.get_width(), out.get_height(), rng), (0, 0))
    out.blit(_sea_sparkle(out.get_width(), out.get_height(), rng), (0, 0),
             special_flags=pygame.BLEND_RGB_ADD)
    out.blit(_vignette(out.get_width(), out.get_height()), (0, 0),
             special_flags=pygame.BLEND_RGB_MULT)
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
    """The full moon low over the sea: a soft halo round it, its disc lit brighter towards
    the top left and dimmer at its rim, grey seas and craters with a lit and a shaded edge
    (drawn at four times the size and shrunk, so every edge is soft)."""
    size = r * 8
    ss = 3
    S, R, c = size * ss, r * ss, size * ss / 2
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    s.fill((200, 214, 240, 0))
    for k in range(40, 0, -1):                           # the halo, fading as a bell
        t = k / 40
        a = 70 * math.exp(-((t * 4 * R - R) / (1.3 * R)) ** 2) if t * 4 * R > R else 70
        pygame.draw.circle(s, (196, 210, 242, int(a)), (c, c), t * 4 * R)
    disc = pygame.Surface((S, S), pygame.SRCALPHA)
    disc.fill((0, 0, 0, 0))
    for k in range(24, 0, -1):                           # lit from the top left
        t = k / 24
        tone = _mix((246, 248, 252), (182, 190, 214), t ** 1.6)
        off = (1 - t) * R * 0.28
        pygame.draw.circle(disc, (*tone, 255), (c - off, c - off), R * t + off * 0.9)
    rng = random.Random(_seed("moon", r))
    seas = pygame.Surface((S, S), pygame.SRCALPHA)
    seas.fill((150, 160, 186, 0))
    for dx, dy, rr in ((-0.28, -0.22, 0.34), (0.18, -0.32, 0.22), (0.26, 0.12, 0.3),
                       (-0.12, 0.3, 0.2), (0.02, 0.0, 0.16)):
        pygame.draw.circle(seas, (160, 170, 196, 80), (c + dx * R, c + dy * R), rr * R)
    seas = pygame.transform.smoothscale(pygame.transform.smoothscale(seas, (S // 12, S // 12)),
                                        (S, S))
    disc.blit(seas, (0, 0))
    craters = pygame.Surface((S, S), pygame.SRCALPHA)
    craters.fill((170, 178, 200, 0))
    for _ in range(8):                                   # craters: a shaded floor, a lit rim
        a, d = rng.uniform(0, math.tau), R * math.sqrt(rng.random()) * 0.78
        cx, cy, cr = c + d * math.cos(a), c + d * math.sin(a), R * rng.uniform(0.06, 0.14)
        pygame.draw.circle(craters, (176, 184, 206, 70), (cx, cy), cr)
        pygame.draw.circle(craters, (160, 168, 192, 60), (cx - cr * 0.2, cy - cr * 0.2),
                           cr * 0.75)
        pygame.draw.circle(craters, (252, 253, 255, 70), (cx + cr * 0.25, cy + cr * 0.25),
                           cr * 0.55)
        pygame.draw.circle(craters, (176, 184, 206, 70), (cx, cy), cr * 0.5)
    disc.blit(pygame.transform.smoothscale(pygame.transform.smoothscale(
        craters, (S // 4, S // 4)), (S, S)), (0, 0))
    mask = pygame.Surface((S, S), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), R)
    disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(disc, (0, 0))
    return _finish(pygame.transform.smoothscale(s, (size, size)))


@lru_cache(maxsize=1)
def _band() -> pygame.Surface:
    """The moon's path's soft band on a coarse grid, bright under the moon and fading
    (the same for every board: made once, stretched to each; not to be drawn on)."""
    gw, gh = 12, 40
    small = pygame.Surface((gw, gh), 0, 32)
    for j in range(gh):
        for i in range(gw):
            across = (i - (gw - 1) / 2) / (gw / 2)
            along = j / (gh - 1)
            k = math.exp(-(across / (0.45 + 0.4 * along)) ** 2) * (1 - along) ** 1.6 \
                * min(1.0, along * 6)
            small.set_at((i, j), (int(34 * k), int(40 * k), int(56 * k)))
    return small


def _moon_path(scene: pygame.Surface, x: int, y: int, r: int,
               avoid: list[tuple[int, int, int, int]]) -> None:
    """The moonlight on the water under the moon: a path of glitter, densest and
    brightest near it, fading and widening as it runs down towards the viewer."""
    w, h = scene.get_size()
    rng = random.Random(_seed("moonpath", w, h))
    layer = pygame.Surface((w, h), 0, 32)
    dx, dy = 0.3, 0.95
    length = h - y
    band = pygame.transform.smoothscale(_band(), (max(2, int(r * 4)), max(2, int(length))))
    band = pygame.transform.rotate(band, math.degrees(math.atan2(dx, dy)))
    at = band.get_rect()
    at.center = (round(x + dx * length / 2), round(y + dy * length / 2))
    layer.blit(band, at, special_flags=pygame.BLEND_RGB_ADD)
    for _ in range(int(length * 2.2)):
        t = rng.random() ** 1.4
        along = r * 1.2 + t * length
        spread = r * (0.5 + 1.6 * t) * rng.gauss(0, 0.7)
        px, py = x + dx * along + spread, y + dy * along
        k = (1 - t) ** 1.2 * rng.uniform(0.4, 1.0)
        c = (int(150 * k), int(164 * k), int(190 * k))
        half = rng.choice((1, 2, 2, 3, 4)) * (1.3 - t * 0.5)
        pygame.draw.line(layer, c, (px - half, py), (px + half, py))
    scene.blit(layer, (0, 0), special_flags=pygame.BLEND_RGB_ADD)


def moon_reflection(scene: pygame.Surface, board: tuple[int, int, int, int],
                    avoid: list[tuple[int, int, int, int]]) -> tuple[int, int, int]:
    """Paint the moon and its path of light on the sea of `scene`; returns where it lies."""
    x, y, r = moon_place(board, avoid)
    _moon_path(scene, x, y, r, avoid)
    img = _moon(r)
    scene.blit(img, img.get_rect(center=(x, y)))
    return x, y, r
