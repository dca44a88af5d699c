"""The board's calm motion: glints twinkling on the open water, the moon's reflection
shimmering, the candles' flames flickering. Decoration only, and cheap: a few dozen
small blits of sprites drawn once; the reduced-motion setting turns all of it off
(`BoardView.calm`).
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from . import art

LEVELS = 6                   # brightness steps of a glint sprite
GLINTS_PER_MPX = 90          # glints per million pixels of open water


@lru_cache(maxsize=64)
def _glint(length: int, level: int) -> pygame.Surface:
    """A short crest of moonlight, drawn bright on black to be added onto the water."""
    k = (level + 1) / LEVELS
    s = pygame.Surface((length + 2, 3))
    s.fill((0, 0, 0))
    core = (int(120 * k), int(140 * k), int(170 * k))
    pygame.draw.line(s, core, (1, 1), (length, 1))
    half = (int(40 * k), int(48 * k), int(62 * k))
    pygame.draw.line(s, half, (2, 0), (length - 2, 0))
    pygame.draw.line(s, half, (2, 2), (length - 2, 2))
    return s


class Motion:
    """Where the glints lie for one layout, and their dance over time."""

    def __init__(self) -> None:
        self.glints: list[tuple[int, int, int, float, float, float]] = []
        self.moon: tuple[int, int, int] | None = None

    def lay_out(self, lay, scene: pygame.Surface) -> None:
        """Scatter the glints over open water (not on an island), more of them and
        brighter along the moon's path; remember the moon's place."""
        bx, by, bw, bh = lay.board
        land = [pygame.Rect(r).inflate(8, 8) for r in lay.islands + [lay.temple_island]]
        self.moon = art.moon_place(lay.board, lay.islands + [lay.temple_island])
        mx, my, _ = self.moon
        rng = random.Random(7)
        self.glints = []
        want = int(bw * bh / 1e6 * GLINTS_PER_MPX) + 12
        tries = 0
        while len(self.glints) < want and tries < want * 20:
            tries += 1
            x, y = rng.uniform(bx, bx + bw - 20), rng.uniform(by, by + bh - 4)
            if pygame.Rect(x - 4, y - 4, 28, 10).collidelist(land) >= 0:
                continue
            # along the moon's path (down and to the right of it) the water is brighter
            along = ((x - mx) * 0.6 + (y - my) * 0.8) / max(bw, bh)
            across = abs(-(x - mx) * 0.8 + (y - my) * 0.6) / max(bw, bh)
            bright = 0.45 + 0.55 * max(0.0, 1 - across / 0.12) * (along > 0)
            length = rng.randint(6, 16)
            self.glints.append((round(x), round(y), length, rng.uniform(0, math.tau),
                                rng.uniform(0.6, 1.6), bright))

    def draw(self, surf: pygame.Surface, lay, clock: float) -> None:
        """The glints of the water and the ripples across the moon, at `clock` seconds."""
        add = pygame.BLEND_RGB_ADD
        for x, y, length, phase, speed, bright in self.glints:
            v = math.sin(clock * speed + phase)
            if v <= 0.2:
                continue
            level = min(LEVELS - 1, int((v - 0.2) / 0.8 * bright * LEVELS))
            dx = round(2 * math.sin(clock * 0.4 + phase))
            surf.blit(_glint(length, level), (x + dx, y), special_flags=add)
        if self.moon is not None:
            mx, my, r = self.moon
            for k in range(-2, 3):
                v = 0.5 + 0.5 * math.sin(clock * 1.3 + k * 1.9)
                half = int(r * (0.9 - abs(k) * 0.15) * (0.7 + 0.3 * v))
                level = min(LEVELS - 1, int(v * LEVELS))
                y = my + int(k * r * 0.42 + math.sin(clock * 0.8 + k) * 2)
                surf.blit(_glint(2 * half, level), (mx - half, y), special_flags=add)

    def flame(self, surf: pygame.Surface, rect: pygame.Rect, size: int, clock: float,
              calm: bool) -> None:
        """A candle's flame over its (flameless) candle at `rect`: it flickers between
        art.FLAMES shapes, steady when calm."""
        k = 0 if calm else int((clock * 7 + 3 * math.sin(clock * 2.3)) % art.FLAMES)
        surf.blit(art.flame(size, k), rect)
