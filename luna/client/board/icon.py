"""The game's icon, drawn by the art code like every other piece (the window's icon, the
standalone app's icon and its .desktop entry all use it): the Moon Priestess on the night
sea, in a rounded tile. Also the .ico and .icns containers, which hold PNGs as they are."""

from __future__ import annotations

import io
import struct
from functools import lru_cache

import pygame

from . import art

SIZES = (16, 32, 48, 64, 128, 256)


@lru_cache(maxsize=len(SIZES))    # drawn once: every window opened sets it
def icon(size: int = 256) -> pygame.Surface:
    """The icon at `size` x `size` pixels, transparent outside its rounded tile (kept:
    never alter it)."""
    big = max(size, 64)
    sea = art.sea_background(big, big, seed=3)
    tile = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(tile, (255, 255, 255, 255), tile.get_rect(), border_radius=big // 5)
    tile.blit(sea, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    fig = art.figure("priestess", round(big * 0.86))
    tile.blit(fig, fig.get_rect(midbottom=(big // 2, round(big * 0.97))))
    pygame.draw.rect(tile, (240, 210, 140), tile.get_rect(), max(1, big // 64),
                     border_radius=big // 5)
    return tile if size == big else pygame.transform.smoothscale(tile, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(sizes: tuple[int, ...] = SIZES) -> bytes:
    """A Windows .ico whose images are PNGs (allowed since Windows Vista)."""
    pngs = [png_bytes(icon(s)) for s in sizes]
    out = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    for s, data in zip(sizes, pngs, strict=True):
        out += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(pngs)


ICNS_TYPES = {32: b"ic11", 64: b"ic12", 128: b"ic07", 256: b"ic08"}


def icns_bytes() -> bytes:
    """A macOS .icns holding PNG images."""
    body = b""
    for s, kind in ICNS_TYPES.items():
        data = png_bytes(icon(s))
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body
