"""Luna's moon, drawn for the screens around the board: the full moon over the title, its
halo, and the moonlight's rays that stand behind the winner (results). Cached per size."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

MOON = (236, 240, 250)
MARE = (204, 212, 232)
HALO = (178, 198, 240)


@lru_cache(maxsize=8)
def full_moon(r: int) -> pygame.Surface:
    """A pale full moon of radius `r` in a wide soft halo (the surface is 6 r across)."""
    r = max(4, int(r))
    size = r * 6
    ss = 2
    s = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    c = size * ss / 2
    for k in range(28, 0, -1):                 # the halo, fading outwards
        t = k / 28
        pygame.draw.circle(s, (*HALO, int(70 * (1 - t) ** 2.2)), (c, c), r * ss * 3 * t)
    pygame.draw.circle(s, (*MOON, 250), (c, c), r * ss)
    for dx, dy, rr, a in ((-0.32, -0.18, 0.26, 200), (0.22, 0.2, 0.19, 190),
                          (-0.02, 0.46, 0.13, 170), (0.38, -0.34, 0.1, 150),
                          (-0.42, 0.3, 0.08, 140)):
        pygame.draw.circle(s, (*MARE, a), (c + dx * r * ss, c + dy * r * ss), rr * r * ss)
    shade = pygame.Surface(s.get_size(), pygame.SRCALPHA)      # the lit side's rim
    pygame.draw.circle(shade, (90, 104, 150, 70), (c + r * ss * 0.35, c + r * ss * 0.3),
                       r * ss * 0.95)
    mask = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), r * ss)
    shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(shade, (0, 0))
    return pygame.transform.smoothscale(s, (size, size))


@lru_cache(maxsize=8)
def rays(r: int, count: int = 14, colour=(255, 236, 180)) -> pygame.Surface:
    """Moonlight rays fanning out from a centre, soft at their ends (2 r across): turned
    slowly behind the winner."""
    r = max(8, int(r))
    ss = 2
    n = 2 * r * ss
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    for k in range(count):
        a = 2 * math.pi * k / count
        half = math.pi / count * 0.42
        for step in range(6, 0, -1):           # each ray paler towards its end
            far = r * ss * step / 6
            alpha = int(84 * (1 - step / 7))
            pts = [(c, c), (c + far * math.cos(a - half), c + far * math.sin(a - half)),
                   (c + far * math.cos(a + half), c + far * math.sin(a + half))]
            pygame.draw.polygon(s, (*colour, alpha), pts)
    for k in range(12, 0, -1):                 # a glow at the heart
        t = k / 12
        pygame.draw.circle(s, (*colour, int(70 * (1 - t))), (c, c), r * ss * 0.55 * t)
    return pygame.transform.smoothscale(s, (2 * r, 2 * r))


@lru_cache(maxsize=8)
def crescent(size: int, colour=(240, 210, 140)) -> pygame.Surface:
    """A crescent moon: Luna's own mark (beside a winner's name, on the title)."""
    ss = 4
    n = max(4, size) * ss
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(s, colour, (n // 2, n // 2), n // 2)
    pygame.draw.circle(s, (0, 0, 0, 0), (int(n * 0.68), int(n * 0.40)), int(n * 0.42))
    return pygame.transform.smoothscale(s, (max(4, size), max(4, size)))
