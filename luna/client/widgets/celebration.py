"""The winner's moment on the results screen, about three seconds at normal speed: the
winner's piece rises into its place beside the title in a burst of moonlight (rays that
turn slowly, then settle), a ring of light spreads from it as the count-up ends, gold
sparks rise round the winner's name and row, the name grows in and settles, a crescent
moon stands each side of it. With reduced motion (or for a computer that beat the persons
at this screen) the piece stands in its place in the still moonlight; nothing moves."""

from __future__ import annotations

import math
import random

import pygame

from . import palette as P
from .look.moon import crescent as _crescent
from .look.moon import rays

SECONDS = 2.2            # sparks are born this long; the rays turn this long
LIFE = 0.9               # one spark's flight
POP = 0.45               # the name grows in over this
RISE = 0.8               # the winner's piece rises into its place over this
RING_AT, RING = 1.2, 0.7     # the ring of light: when it starts and how long it spreads
TURN = 0.12              # the rays' turn, radians a second (they settle at SECONDS)


class Celebration:
    def __init__(self, still: bool, seed: int = 7) -> None:
        self.glow_rect: pygame.Rect | None = None      # where the winner's light reaches
        self.stars: list[pygame.Rect] = []      # where the last frame's sparks stood
        self.still = still
        self.age = 0.0
        self.rng = random.Random(seed)
        self.sparks: list[list[float]] = []     # x, y (fractions of the area), age, size
        self.burst: list[list[float]] = []      # x, y (px from the piece), vx, vy, age
        self._due = 0.0
        self._burst_done = False

    @property
    def done(self) -> bool:
        return self.still or (self.age > SECONDS and not self.sparks and not self.burst)

    def update(self, dt: float) -> None:
        self.stars = []
        if self.still:
            return
        self.age += dt
        for s in self.sparks:
            s[2] += dt
            s[1] -= dt * 0.35                   # rising
        self.sparks = [s for s in self.sparks if s[2] < LIFE]
        for b in self.burst:                    # the piece's own sparks: out, then falling
            b[0] += b[2] * dt
            b[1] += b[3] * dt
            b[3] += 260 * dt
            b[4] += dt
        self.burst = [b for b in self.burst if b[4] < LIFE]
        if not self._burst_done and self.age >= RISE * 0.7:
            self._burst_done = True
            for _ in range(26):
                a = self.rng.uniform(-math.pi * 0.95, -math.pi * 0.05)
                v = self.rng.uniform(90, 230)
                self.burst.append([0.0, 0.0, v * math.cos(a), v * math.sin(a), 0.0])
        self._due += dt
        while self.age < SECONDS and self._due > 0.03:
            self._due -= 0.03
            edge = self.rng.random()
            self.sparks.append([self.rng.uniform(0.0, 1.0), 0.55 + 0.4 * edge, 0.0,
                                self.rng.uniform(2.5, 5.5)])

    def grow(self) -> float:
        """The winner's name's size factor: from 1.3 down to 1 (1 with reduced motion)."""
        if self.still or self.age >= POP:
            return 1.0
        f = self.age / POP
        return 1.0 + 0.3 * (1 - f) ** 2

    def rise(self) -> float:
        """How far the winner's piece has risen into its place (0 to 1, overshooting a
        little before it settles; 1 with reduced motion)."""
        if self.still or self.age >= RISE:
            return 1.0
        f = self.age / RISE
        back = 1.6                               # ease out with a small overshoot
        return 1 + (back + 1) * (f - 1) ** 3 + back * (f - 1) ** 2

    def light(self) -> float:
        """The moonlight's strength behind the piece (0 to 1)."""
        if self.still:
            return 0.75
        return min(1.0, self.age / (RISE * 0.8)) * (1.0 if self.age < SECONDS else 0.85)

    def turn(self) -> float:
        """The rays' angle, radians: they turn while the moment lasts, then stand."""
        return 0.0 if self.still else TURN * min(self.age, SECONDS)

    def draw_hero(self, surf: pygame.Surface, piece: pygame.Surface, place: pygame.Rect,
                  band: pygame.Rect | None = None) -> pygame.Rect:
        """The winner's piece with its moonlight, standing (risen) on `place`'s foot, its
        burst of sparks inside `band` (the header's room: never over the table); returns
        where the piece stands."""
        centre = (place.centerx, place.centery)
        # as large as the window lets it be whole: a glow cut by the window's edge (the
        # results' heading stands near the top) looked like a mistake
        room = min(centre[0], centre[1], surf.get_width() - centre[0],
                   surf.get_height() - centre[1]) - 2
        r = max(8, min(int(max(place.w, place.h) * 1.4), room))
        glow = _turned(rays(int(r)), round(math.degrees(self.turn()) * 2) / 2)
        glow.set_alpha(int(255 * self.light()))
        surf.blit(glow, glow.get_rect(center=centre))
        self.glow_rect = pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)   # its light
        k = self.rise()
        drop = round((1 - k) * place.h * 0.9)
        img = piece
        if k < 1:
            img = piece.copy()
            img.set_alpha(max(0, min(255, int(255 * min(1.0, k * 1.4)))))
        at = img.get_rect(midbottom=(place.centerx, place.bottom + drop))
        clip = surf.get_clip()
        surf.set_clip(pygame.Rect(0, 0, surf.get_width(), place.bottom + 2).clip(clip))
        surf.blit(img, at)                       # rising from behind the heading's foot
        surf.set_clip(clip)
        if not self.still and RING_AT <= self.age < RING_AT + RING:   # the ring of light
            f = (self.age - RING_AT) / RING
            rad = int(r * (0.3 + 0.9 * f))
            ring = pygame.Surface((2 * rad + 4, 2 * rad + 4), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*P.GOLD_BRIGHT, int(200 * (1 - f))), (rad + 2, rad + 2),
                               rad, max(1, int(4 * (1 - f)) + 1))
            surf.blit(ring, ring.get_rect(center=centre))
        top = (place.centerx, at.y + at.h // 5)
        surf.set_clip((band or surf.get_rect()).clip(clip))
        for x, y, _, _, age in self.burst:
            a = 1 - age / LIFE
            self.stars.append(_star(surf, (top[0] + x, top[1] + y), 2.4 * a + 1, int(235 * a)))
        surf.set_clip(clip)
        return at

    def draw(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """The sparks rising in `area` (the header round the winner's name, above the
        table) and nowhere else: never over the score table."""
        clip = surf.get_clip()
        surf.set_clip(area.clip(clip))
        for x, y, age, size in self.sparks:
            a = 1 - age / LIFE
            cx, cy = area.x + x * area.w, area.y + y * area.h
            r = size * (0.6 + 0.4 * math.sin(age * 14)) * a + 1
            self.stars.append(_star(surf, (cx, cy), r, int(235 * a)))
        surf.set_clip(clip)


def _turned(img: pygame.Surface, degrees: float) -> pygame.Surface:
    """The rays turned (a fresh surface, free to fade)."""
    return pygame.transform.rotate(img, degrees) if degrees else img.copy()


def _star(surf: pygame.Surface, centre, r: float, alpha: int) -> pygame.Rect:
    """A four-pointed gold spark; returns where it stood (inside the clip)."""
    cx, cy = centre
    col = (*P.GOLD, max(0, alpha))
    star = pygame.Surface((int(4 * r) + 2, int(4 * r) + 2), pygame.SRCALPHA)
    c = star.get_width() / 2
    pts = [(c, c - 2 * r), (c + r * 0.35, c - r * 0.35), (c + 2 * r, c),
           (c + r * 0.35, c + r * 0.35), (c, c + 2 * r), (c - r * 0.35, c + r * 0.35),
           (c - 2 * r, c), (c - r * 0.35, c - r * 0.35)]
    pygame.draw.polygon(star, col, pts)
    return surf.blit(star, (int(cx - c), int(cy - c)))


def crescent(size: int, colour=P.GOLD) -> pygame.Surface:
    """A crescent moon: Luna's own mark beside the winner's name."""
    return _crescent(size, colour)
