"""Each player's symbol, so players are told apart by shape as well as colour: yellow a
circle, red a triangle, blue a square, white a diamond. Every piece wears it (novices on
the chest, council discs on top, shrines in the sanctum, claimed tiles in a corner), the
panel and the log show it beside a name or a line, and `symbol` draws it anywhere (the
score chart)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from .base import (
    _MARK_SHAPES,
    INK,
    OUTLINE,
    PARCHMENT,
    PLAYER_RGB,
    RGB,
    Point,
    _blur,
    _finish,
    _light,
    _mix,
    _outlined,
    _shrink,
    _ss,
    _surface,
)

SHAPES = _MARK_SHAPES          # colour -> the name of its symbol's shape


def _mark_points(shape: str, cx: float, cy: float, r: float) -> list[Point]:
    if shape == "triangle":
        return [(cx, cy - r * 1.05), (cx + r * 1.02, cy + r * 0.72), (cx - r * 1.02, cy + r * 0.72)]
    if shape == "square":
        q = r * 0.80
        return [(cx - q, cy - q), (cx + q, cy - q), (cx + q, cy + q), (cx - q, cy + q)]
    if shape == "diamond":
        q = r * 1.08
        return [(cx, cy - q), (cx + q * 0.86, cy), (cx, cy + q), (cx - q * 0.86, cy)]
    steps = [a * math.tau / 40 for a in range(40)]
    return [(cx + r * 0.88 * math.cos(a), cy + r * 0.88 * math.sin(a)) for a in steps]


def _draw_mark(s: pygame.Surface, colour: str, centre: Point, r: float,
               fill: Sequence[int]) -> None:
    pygame.draw.polygon(s, fill, _mark_points(_MARK_SHAPES[colour], centre[0], centre[1], r))


def luminance(rgb: Sequence[int]) -> float:
    """Relative luminance (WCAG 2) of an sRGB colour, 0 (black) to 1 (white)."""
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _mark_ink(colour: str) -> RGB:
    """The symbol's ink on a piece of this colour: dark on the light colours, light on the
    dark ones, so it stands out in colour and in grey alike."""
    body = PLAYER_RGB[colour]
    if luminance(body) > 0.35:
        return _mix(INK, body, 0.12)
    return _mix(PARCHMENT, body, 0.10)


@lru_cache(maxsize=64)
def marking(colour: str, size: int) -> pygame.Surface:
    """The colour's own glyph (circle, triangle, square, diamond) in its colour with a dark
    rim, so it reads on the dark side panel and on light parchment alike."""
    ss = _ss(size)
    n = size * ss
    body = _surface(n, n, fill=OUTLINE)
    _draw_mark(body, colour, (n / 2, n / 2), n * 0.36, PLAYER_RGB[colour])
    _light(body, dark=0.25, shine=60)
    out = _outlined(body, OUTLINE, max(1, n * 0.06))
    return _finish(_shrink(out, size, size))


BADGE_GROUND: RGB = (20, 18, 28)        # an owner's badge: a dark disc ...
BADGE_RIM: RGB = (244, 236, 212)        # ... with a light rim, so it reads on any stone


@lru_cache(maxsize=64)
def owner_badge(colour: str, size: int, mark: float = 0.27) -> pygame.Surface:
    """Who owns a claimed place, `size` across: the colour's symbol, large (`mark`: its
    reach from the middle, of `size`), in its colour on a dark disc with a light rim, so
    the owner reads on light stone, in colour and in grey alike (every player's colour
    stands 4:1 from the disc)."""
    ss = _ss(size)
    n = size * ss
    out = _surface(n, n, fill=BADGE_RIM)
    pygame.draw.circle(out, (*BADGE_RIM, 255), (n / 2, n / 2), n / 2)
    pygame.draw.circle(out, (*BADGE_GROUND, 255), (n / 2, n / 2), n / 2 - max(ss, n * 0.09))
    _draw_mark(out, colour, (n / 2, n / 2), n * mark, PLAYER_RGB[colour])
    return _finish(_shrink(out, size, size))


def symbol(surface: pygame.Surface, colour: str, centre: Point, size: int) -> pygame.Rect:
    """Draw player `colour`'s symbol, `size` px across, centred on `centre` of `surface`
    (in the colour, with a dark rim: it reads on dark and light ground). Returns where."""
    img = marking(colour, max(6, int(size)))
    return surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


@lru_cache(maxsize=1024)
def haloed(sprite: pygame.Surface) -> pygame.Surface:
    """A piece standing on the board with a dark rim of shade round its outline, so its
    colour stands out against sand, grass and water alike (at least 3:1 for every
    player's colour, in colour and for colour-blind eyes). Two pixels larger all round."""
    w, h = sprite.get_size()
    m = 2
    out = _surface(w + 2 * m, h + 2 * m, fill=(8, 8, 14))
    sil = pygame.mask.from_surface(sprite, 100).to_surface(setcolor=(8, 8, 14, 235),
                                                           unsetcolor=(8, 8, 14, 0))
    for dx in range(-m, m + 1):
        for dy in range(-m, m + 1):
            if dx * dx + dy * dy <= m * m + 1:
                out.blit(sil, (m + dx, m + dy))
    soft = _blur(out, 2)
    soft.blit(out, (0, 0))
    soft.blit(sprite, (m, m))
    return _finish(soft)
