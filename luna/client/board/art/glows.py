"""Highlights in the shape of what may be clicked: a soft light along an island's shore,
round a tile, a temple field, a council seat, a candle or a piece's own silhouette.

Each glow is rendered once per shape and size (cached) at full strength; the board sets
its alpha each frame for the pulse, which costs nothing. No glow is a rectangle: a shape
without an outline of its own gets a soft oval.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from .base import Point, _blur, _finish, _surface

GOLD = (255, 226, 140)


def _soft(mask_surface: pygame.Surface, rgb: Sequence[int], spread: float,
          core: int) -> pygame.Surface:
    """A glow from a filled white shape: blurred out by `spread` pixels, its inside kept
    at `core` alpha so a glow reads as light on the thing, not only round it."""
    w, h = mask_surface.get_size()
    mask = pygame.mask.from_surface(mask_surface, 20)
    halo = mask.to_surface(setcolor=(*rgb[:3], 255), unsetcolor=(*rgb[:3], 0))
    halo = _blur(halo, spread)
    cap = mask.to_surface(setcolor=(255, 255, 255, core), unsetcolor=(255, 255, 255, 255))
    halo.blit(cap, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return halo


def _ring(shape: list[Point], size: tuple[int, int], rgb: Sequence[int], width: float,
          spread: float) -> pygame.Surface:
    """Light along an outline: a broad soft band of light out from the edge and a little
    on the land inside, a bright line on the edge itself (a hairline light does not read as
    clickable, F050)."""
    s = _surface(*size, fill=tuple(rgb[:3]))
    pygame.draw.polygon(s, (*rgb[:3], 40), shape)
    pygame.draw.lines(s, (*rgb[:3], 255), True, shape, max(3, round(width * 4)))
    soft = _blur(s, spread)
    soft.blit(_line(shape, size, rgb, width * 1.6), (0, 0))
    return soft


def _line(shape: list[Point], size: tuple[int, int], rgb: Sequence[int],
          width: float) -> pygame.Surface:
    s = _surface(*size, fill=tuple(rgb[:3]))
    pygame.draw.lines(s, (*rgb[:3], 230), True, shape, max(1, round(width)))
    return s


@lru_cache(maxsize=32)
def outline_glow(shape: tuple[Point, ...], w: int, h: int,
                 rgb: tuple[int, int, int] = GOLD) -> pygame.Surface:
    """A glow along a closed outline (an island's shore) given in a w x h picture's
    pixels; the glow is that picture's size plus a margin of `margin(w, h)` all round."""
    m = margin(w, h)
    pts = [(x + m, y + m) for x, y in shape]
    size = (w + 2 * m, h + 2 * m)
    return _finish(_ring(pts, size, rgb, max(1.5, min(w, h) / 60), m * 0.85))


RING_LINE = 4          # px: a small place's clear line (3: the jetty's ring, 35x23 px at 1280x800
#                        beside the grown islands, read 0.58 of their shore's light)


def margin(w: int, h: int) -> int:
    """How far an outline's glow reaches past its picture."""
    return max(6, round(min(w, h) * 0.08))


def _hexagon(w: float, h: float, m: float) -> list[Point]:
    return [(m + w / 2, m), (m + w, m + h / 4), (m + w, m + 3 * h / 4), (m + w / 2, m + h),
            (m, m + 3 * h / 4), (m, m + h / 4)]


@lru_cache(maxsize=64)
def shape_glow(shape: str, w: int, h: int, rgb: tuple[int, int, int] = GOLD) -> pygame.Surface:
    """A soft light in a thing's own shape, `margin(w, h)` larger all round: "tile" (a
    rounded square), "hex" (a pointy-top temple field), "seat" and "oval" (an ellipse),
    "candle" (a low light round a candle's dish, never a tall flame of colour), "pill"
    (a rounded bar: a chip, a stack of tokens and its count); "tile_ring" and "pill_ring"
    add a clear line round the shape (a small place one may click, lit as an island's shore is)."""
    m = margin(w, h)
    size = (w + 2 * m, h + 2 * m)
    shape_s = _surface(*size, fill=(255, 255, 255))
    body = pygame.Rect(m, m, w, h)
    white = (255, 255, 255, 255)
    if shape.startswith("tile"):
        pygame.draw.rect(shape_s, white, body, border_radius=max(2, min(w, h) // 6))
    elif shape == "hex":
        pygame.draw.polygon(shape_s, white, _hexagon(w, h, m))
    elif shape == "candle":         # a low light round its dish, not a tall one round
        dish = pygame.Rect(m, m + round(h * 0.74), w, round(h * 0.26))   # the wax (no flame)
        pygame.draw.ellipse(shape_s, white, dish)
    elif shape.startswith("pill"):
        pygame.draw.rect(shape_s, white, body, border_radius=min(w, h) // 2)
    else:
        pygame.draw.ellipse(shape_s, white, body)
    out = _soft(shape_s, rgb, m * 0.9, 90)
    if shape.endswith("_ring"):          # a place to click: a clear line round it as well,
        edge = body.inflate(4, 4)        # as an island's shore is lit
        radius = min(w, h) // 2 if shape.startswith("pill") else max(2, min(w, h) // 6) + 2
        line = _surface(*size, fill=tuple(rgb[:3]))
        pygame.draw.rect(line, (*rgb[:3], 240), edge, RING_LINE, border_radius=radius)
        out.blit(line, (0, 0))
    return _finish(out)


@lru_cache(maxsize=32)
def tile_light(w: int, h: int, rgb: tuple[int, int, int] = GOLD,
               claimed: bool = False) -> pygame.Surface:
    """A tile one may take lit on its own, drawn over it: a crisp bright rim just inside
    its edge and a faint wash over the tile; nothing past its edge, so a tile beside it
    that may not be taken stays unlit (a tile that may not be taken never stands in its
    neighbours' light, F050). The rim keeps off the number at the
    tile's top (a light falling inwards paled its top rows at 1024x700); a `claimed`
    tile has no wash: its novice stands out from the dark ground under it; it is lit as a
    place that acts, as an island's shore is (a thin rim on it read as faint beside the
    lit islands, F580): a band of light inwards from its edge, its middle (the novice and
    number on their dark ground) clear."""
    s = _surface(w, h, fill=tuple(rgb[:3]))
    body = pygame.Rect(0, 0, w, h)
    radius = max(2, min(w, h) // 6)
    if claimed:
        s = _inner_band(w, h, rgb, radius)
    pygame.draw.rect(s, (*rgb[:3], 255), body, max(2, round(min(w, h) / 16)),
                     border_radius=radius)
    if not claimed:
        wash = _surface(w, h, fill=tuple(rgb[:3]))       # (its number stays dark on it)
        pygame.draw.rect(wash, (*rgb[:3], 34), body, border_radius=radius)
        s.blit(wash, (0, 0))
    return _finish(s)


def _inner_band(w: int, h: int, rgb: Sequence[int], radius: int) -> pygame.Surface:
    """A band of light along the inside of a w x h rounded tile's edge, a tenth of the
    tile wide, softened inwards; nothing past the edge, nor on the dark ground round the
    novice (its light paled that ground: a yellow novice no longer stood out on it)."""
    body = pygame.Rect(0, 0, w, h)
    reach = max(3, round(min(w, h) * CLAIMED_BAND))
    band = _surface(w, h, fill=tuple(rgb[:3]))
    pygame.draw.rect(band, (*rgb[:3], 255), body, reach, border_radius=radius)
    band = _blur(band, reach * 0.3)
    cut = _surface(w, h, fill=(255, 255, 255))
    pygame.draw.rect(cut, (255, 255, 255, 255), body, border_radius=radius)
    band.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return band


CLAIMED_BAND = 0.1     # a claimed tile's light: how far in from its edge, in tiles


@lru_cache(maxsize=32)
def feet_light(w: int, h: int, rgb: tuple[int, int, int] = GOLD) -> pygame.Surface:
    """A ring of light on the ground round a group's feet (`w` x `h`, the ellipse it
    lies in, `margin(w, h)` larger all round): its novices read as a group one may play,
    on sand or grass (a gold light round yellow figures on a beach hardly shows, F050)."""
    m = margin(w, h)
    size = (w + 2 * m, h + 2 * m)
    body = pygame.Rect(m, m, w, h)
    s = _surface(*size, fill=tuple(rgb[:3]))
    line = max(2, h // 5)
    pygame.draw.ellipse(s, (*rgb[:3], 110), body)
    pygame.draw.ellipse(s, (*rgb[:3], 255), body, line * 2)
    s = _blur(s, m * 0.6)
    shade = _surface(*size)                 # a thin shade under the line: it shows on sand
    pygame.draw.ellipse(shade, (40, 28, 6, 150), body.inflate(2, 2), line + 2)
    s.blit(shade, (0, 0))
    pygame.draw.ellipse(s, (255, 246, 214, 255), body, line)
    return _finish(s)


@lru_cache(maxsize=128)
def silhouette_glow(sprite: pygame.Surface, rgb: tuple[int, int, int] = GOLD) -> pygame.Surface:
    """A glow round a piece's own outline (a group of novices, a figure, a shrine): the
    sprite's silhouette, widened and blurred. `margin` larger all round."""
    w, h = sprite.get_size()
    m = margin(w, h)
    grown = _surface(w + 2 * m, h + 2 * m, fill=(255, 255, 255))
    sil = pygame.mask.from_surface(sprite, 90).to_surface(setcolor=(255, 255, 255, 255),
                                                          unsetcolor=(255, 255, 255, 0))
    steps = 12
    for r in (max(1.0, m * 0.25), max(2.0, m * 0.5)):
        for i in range(steps):
            a = math.tau * i / steps
            grown.blit(sil, (m + round(r * math.cos(a)), m + round(r * math.sin(a))))
    return _finish(_soft(grown, rgb, m * 0.6, 120))


def pulse(clock: float, calm: bool, low: float = 0.55, high: float = 1.0,
          speed: float = 3.0) -> float:
    """A glow's strength now: a slow breath between `low` and `high`, steady when calm."""
    if calm:
        return high
    return low + (high - low) * (0.5 + 0.5 * math.sin(clock * speed))


RIM_LIGHT = (255, 246, 214)     # a lit novice's rim on a tile: the feet ring's bright line


@lru_cache(maxsize=32)
def rim_light(sprite: pygame.Surface, width: int = 2) -> pygame.Surface:
    """A bright line round a piece's own outline, `width` px out from it, `margin` larger
    all round: your novice on a tile one may consecrate reads lit on the tile's gold band
    (a gold glow round it was lost there), as the bright line of the light at your
    standing novices' feet does on sand."""
    w, h = sprite.get_size()
    m = margin(w, h)
    sil = pygame.mask.from_surface(sprite, 90)
    grown = pygame.mask.Mask((w + 2 * m, h + 2 * m))
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                grown.draw(sil, (m + dx, m + dy))
    inner = pygame.mask.Mask((w + 2 * m, h + 2 * m))
    inner.draw(sil, (m, m))
    grown.erase(inner, (0, 0))
    line = grown.to_surface(setcolor=(*RIM_LIGHT, 255), unsetcolor=(*RIM_LIGHT, 0))
    return _finish(line)
