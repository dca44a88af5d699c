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
SURF_LOW, SURF_HIGH = 45, 255    # the surf's light, coming and going (150 when still)
SURF_STEPS = 15              # ... in this many steps: drawn again only as it changes one


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


def _tiles(pic: pygame.Surface, x: int, y: int, n: int = 32
           ) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """`pic` cut into n x n tiles, keeping those with anything on them (alpha 8 or more;
    at x, y): one mask of the picture asked, not each tile's pixels walked."""
    out = []
    w, h = pic.get_size()
    drawn = pygame.mask.from_surface(pic, 7)
    cell = pygame.Mask((n, n), fill=True)
    for ty in range(0, h, n):
        for tx in range(0, w, n):
            if drawn.overlap(cell, (tx, ty)) is not None:
                r = pygame.Rect(tx, ty, n, n).clip(pic.get_rect())
                out.append((pic.subsurface(r).copy(), (x + tx, y + ty)))
    return out


@lru_cache(maxsize=16)
def _halo(r: int, level: int) -> pygame.Surface:
    """A soft light round the moon, added onto it: brighter or fainter by `level`."""
    k = (level + 1) / LEVELS
    n = 32
    small = pygame.Surface((n, n))
    for j in range(n):
        for i in range(n):
            d = math.hypot(i - (n - 1) / 2, j - (n - 1) / 2) / (n / 2)
            v = max(0.0, 1 - d) ** 1.8 * k
            small.set_at((i, j), (int(26 * v), int(30 * v), int(40 * v)))
    return pygame.transform.smoothscale(small, (r * 4, r * 4))


class Motion:
    """Where the glints lie for one layout, and their dance over time."""

    def __init__(self) -> None:
        self.glints: list[tuple[int, int, int, float, float, float]] = []
        self.moon: tuple[int, int, int] | None = None
        self.foam: list[tuple[list[tuple[pygame.Surface, tuple[int, int]]], float]] = []
        self._water: pygame.Surface | None = None     # the scene with the surf on it
        self._under: pygame.Surface | None = None     # ... the scene it was made from
        self._levels: list[int | None] = []           # each island's surf drawn there
        self._alphas: list[int | None] = []           # ... its tiles' alpha as last set
        self._boxes: list[pygame.Rect] = []           # where each island's surf lies

    def lay_foam(self, pictures: list[tuple[pygame.Surface, tuple[int, int]]]) -> None:
        """The surf round each island (its picture and where it stands), cut into small
        tiles of which only those with foam on them are kept: little to blit a frame."""
        self.foam = []
        for k, (pic, (x, y)) in enumerate(pictures):
            self.foam.append((_tiles(pic, x, y), k * 1.7))
        self._boxes = [tiles[0][0].get_rect(topleft=tiles[0][1]).unionall(
            [tile.get_rect(topleft=at) for tile, at in tiles]) if tiles else pygame.Rect(0, 0, 0, 0)
            for tiles, _ in self.foam]
        self._alphas = [None] * len(self.foam)
        self._water = None

    def water(self, scene: pygame.Surface, clock: float | None) -> pygame.Surface:
        """The still scene with each island's surf at this moment (`clock` None: still, for
        reduced motion), kept between frames: an island's surf is drawn again only when
        its light has changed a step (SURF_STEPS), so a frame blits one opaque picture."""
        if self._water is None or self._under is not scene:
            self._water, self._under = art.plain_copy(scene), scene   # (copied the
            #                                    ordinary way each frame: art.plain_copy)
            self._levels = [None] * len(self.foam)
        for k, (_, phase) in enumerate(self.foam):
            v = 0.0 if clock is None else math.sin(clock * 0.8 + phase)
            level = round((v + 1) / 2 * (SURF_STEPS - 1))
            if level != self._levels[k]:
                self._levels[k] = level
                self._surf_again(k)
        return self._water

    def _surf_again(self, k: int) -> None:
        """Island `k`'s surf drawn anew: its place back to the still scene, then every
        island's surf that reaches into it, inside it only (each blended once)."""
        box, water = self._boxes[k], self._water
        water.blit(self._under, box, area=box)
        water.set_clip(box)
        for j, (tiles, _) in enumerate(self.foam):
            if self._levels[j] is None or not self._boxes[j].colliderect(box):
                continue
            alpha = SURF_LOW + round((SURF_HIGH - SURF_LOW) * self._levels[j]
                                     / (SURF_STEPS - 1))
            if alpha != self._alphas[j]:        # (a few hundred tiles: set as it changes)
                self._alphas[j] = alpha
                for tile, _ in tiles:
                    tile.set_alpha(alpha)
            water.fblits(tiles)
        water.set_clip(None)

    def lay_out(self, lay, scene: pygame.Surface, temple=None) -> None:
        """Scatter the glints over open water (not on an island, nor on the temple
        island's land: `temple`, its mask and where it lies), more of them and brighter
        along the moon's path; remember the moon's place."""
        bx, by, bw, bh = lay.board
        land = [pygame.Rect(r).inflate(8, 8) for r in lay.islands + [lay.temple_island]]
        self.moon = art.moon_place(lay.board, lay.islands + [lay.temple_island])
        mx, my, mr = self.moon
        land.append(pygame.Rect(mx - 2 * mr, my - 2 * mr, 4 * mr, 4 * mr))
        rng = random.Random(7)
        self.glints = []
        want = int(bw * bh / 1e6 * GLINTS_PER_MPX) + 12
        tries = 0
        while len(self.glints) < want and tries < want * 20:
            tries += 1
            x, y = rng.uniform(bx, bx + bw - 20), rng.uniform(by, by + bh - 4)
            if pygame.Rect(x - 4, y - 4, 28, 10).collidelist(land) >= 0:
                continue
            if temple is not None:
                mask, (tx, ty) = temple
                if mask.overlap(pygame.mask.Mask((32, 14), fill=True), (int(x) - 6 - tx,
                                                                        int(y) - 6 - ty)):
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
        sin = math.sin
        shown = []                      # added in one call: the same pixels as a blit
        for x, y, length, phase, speed, bright in self.glints:      # each, without ~80
            v = sin(clock * speed + phase)                          # calls a frame
            if v <= 0.2:
                continue
            level = min(LEVELS - 1, int((v - 0.2) / 0.8 * bright * LEVELS))
            dx = round(2 * sin(clock * 0.4 + phase))
            shown.append((_glint(length, level), (x + dx, y)))
        if self.moon is not None:                   # the moon's halo breathes a little
            mx, my, r = self.moon
            v = 0.5 + 0.5 * sin(clock * 0.9)
            halo = _halo(r, min(LEVELS - 1, int(v * LEVELS)))
            shown.append((halo, halo.get_rect(center=(mx, my))))
        surf.fblits(shown, pygame.BLEND_RGB_ADD)

    def flame(self, surf: pygame.Surface, rect: pygame.Rect, size: int, clock: float,
              calm: bool) -> None:
        """A candle's flame over its (flameless) candle at `rect`: it flickers between
        art.FLAMES shapes, steady when calm."""
        k = 0 if calm else int((clock * 7 + 3 * math.sin(clock * 2.3)) % art.FLAMES)
        surf.blit(art.flame(size, k), rect)
