"""The winner's moment on the results screen: gold sparks rise round the winner's name and
row for a few seconds, the name grows in and settles, a crescent moon stands beside it.
With reduced motion only the moon and the row's glow stay (nothing moves)."""

from __future__ import annotations

import math
import random

import pygame

from . import palette as P

SECONDS = 3.0            # sparks are born this long
LIFE = 1.2               # one spark's flight
POP = 0.45               # the name grows in over this


class Celebration:
    def __init__(self, still: bool, seed: int = 7) -> None:
        self.still = still
        self.age = 0.0
        self.rng = random.Random(seed)
        self.sparks: list[list[float]] = []     # x, y (fractions of the area), age, size
        self._due = 0.0

    @property
    def done(self) -> bool:
        return self.still or (self.age > SECONDS and not self.sparks)

    def update(self, dt: float) -> None:
        if self.still:
            return
        self.age += dt
        for s in self.sparks:
            s[2] += dt
            s[1] -= dt * 0.35                   # rising
        self.sparks = [s for s in self.sparks if s[2] < LIFE]
        self._due += dt
        while self.age < SECONDS and self._due > 0.03:
            self._due -= 0.03
            edge = self.rng.random()
            self.sparks.append([self.rng.uniform(-0.05, 1.05), 0.7 + 0.5 * edge, 0.0,
                                self.rng.uniform(2.5, 5.5)])

    def grow(self) -> float:
        """The winner's name's size factor: from 1.3 down to 1 (1 with reduced motion)."""
        if self.still or self.age >= POP:
            return 1.0
        f = self.age / POP
        return 1.0 + 0.3 * (1 - f) ** 2

    def draw(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """The sparks over `area` (the winner's line and row)."""
        for x, y, age, size in self.sparks:
            a = 1 - age / LIFE
            cx, cy = area.x + x * area.w, area.y + y * area.h
            r = size * (0.6 + 0.4 * math.sin(age * 14)) * a + 1
            col = (*P.GOLD, int(235 * a))
            star = pygame.Surface((int(4 * r) + 2, int(4 * r) + 2), pygame.SRCALPHA)
            c = star.get_width() / 2
            pts = [(c, c - 2 * r), (c + r * 0.35, c - r * 0.35), (c + 2 * r, c),
                   (c + r * 0.35, c + r * 0.35), (c, c + 2 * r), (c - r * 0.35, c + r * 0.35),
                   (c - 2 * r, c), (c - r * 0.35, c - r * 0.35)]
            pygame.draw.polygon(star, col, pts)
            surf.blit(star, (int(cx - c), int(cy - c)))


def crescent(size: int, colour=P.GOLD) -> pygame.Surface:
    """A crescent moon: Luna's own mark beside the winner's name."""
    ss = 4
    n = size * ss
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(s, colour, (n // 2, n // 2), n // 2)
    pygame.draw.circle(s, (0, 0, 0, 0), (int(n * 0.68), int(n * 0.40)), int(n * 0.42))
    return pygame.transform.smoothscale(s, (size, size))
