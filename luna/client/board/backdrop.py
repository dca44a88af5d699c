"""The menus' background: the night sea with the seven islands faintly in a ring."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from . import art


def draw_backdrop(surf: pygame.Surface) -> None:
    """The night sea with the seven islands faintly in a ring: the menus' background."""
    surf.blit(_backdrop(*surf.get_size()), (0, 0))


# the backdrops dropped while a game's screen stands (FORGET); a run of the tests keeps
# them (tests/conftest.py): each test's window opens a game, and the next test's menu or
# results screen drew the same picture again
FORGET = True


def forget() -> None:
    """The backdrops dropped while a game's screen stands (a whole window's picture
    each, 4-8 MB): drawn again from the kept sea and islands when a menu shows."""
    if FORGET:
        _backdrop.cache_clear()



@lru_cache(maxsize=2)       # the window's size and the one before (a few MB each)
def _backdrop(w: int, h: int) -> pygame.Surface:
    """Drawn once per window size (nothing in it moves)."""
    surf = pygame.Surface((w, h))
    surf.blit(art.sea_background(w, h, seed=3), (0, 0))
    kinds = art.KINDS
    for i, kind in enumerate(kinds):
        a = -math.pi / 2 + i * 2 * math.pi / 7
        iw = int(min(w, h) * 0.16)
        isl = art.island(kind, iw, int(iw * 0.75), seed=i).copy()   # cached: never alter
        isl.set_alpha(110)
        x = w / 2 + w * 0.40 * math.cos(a) - iw / 2
        y = h / 2 + h * 0.40 * math.sin(a) - iw * 0.37
        surf.blit(isl, (int(x), int(y)))
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((6, 10, 26, 90))
    surf.blit(veil, (0, 0))
    return surf
