"""The pictures of the ways to play (the main menu's tiles): a small moonlit scene each,
drawn with the board's own art. Learn to play: the Moon Priestess on the Book island with a
novice; New game: the four players' novices on one island; Solo: one novice facing the
Apostate; LAN: two islands and a boat's dotted way between them. Cached per size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..widgets import palette as P
from ..widgets.look.moon import full_moon
from . import art

SEA_TOP, SEA_FOOT = (22, 36, 70), (10, 16, 36)


def _sea(w: int, h: int) -> pygame.Surface:
    """The picture's night sea: a gradient, the moon's glint in a corner, rounded."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        f = y / max(1, h - 1)
        c = tuple(round(a + (b - a) * f) for a, b in zip(SEA_TOP, SEA_FOOT, strict=True))
        pygame.draw.line(s, c, (0, y), (w, y))
    glow = full_moon(max(3, h // 9))          # moonlight from the top, its disc unseen
    s.blit(glow, glow.get_rect(center=(int(w * 0.5), -int(h * 0.18))))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=P.RADIUS)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def _stand(s: pygame.Surface, piece: pygame.Surface, midbottom) -> None:
    s.blit(piece, piece.get_rect(midbottom=(int(midbottom[0]), int(midbottom[1]))))


def _clear(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def _tutorial(w: int, h: int) -> pygame.Surface:
    s = _clear(w, h)
    iw, ih = int(w * 0.86), int(h * 0.86)
    isl = art.island("book", iw, ih, seed=2)
    s.blit(isl, isl.get_rect(center=(w // 2, int(h * 0.54))))
    _stand(s, art.figure("priestess", int(h * 0.42)), (w * 0.34, h * 0.86))
    _stand(s, art.novice("yellow", int(h * 0.3)), (w * 0.62, h * 0.88))
    return s


def _new(w: int, h: int) -> pygame.Surface:
    s = _clear(w, h)
    iw, ih = int(w * 0.9), int(h * 0.86)
    isl = art.island("herbs", iw, ih, seed=5)
    s.blit(isl, isl.get_rect(center=(w // 2, int(h * 0.54))))
    size = int(h * 0.3)
    for k, colour in enumerate(("yellow", "red", "blue", "white")):
        _stand(s, art.novice(colour, size), (w * (0.27 + 0.155 * k), h * (0.84 + 0.04 * (k % 2))))
    return s


def _solo(w: int, h: int) -> pygame.Surface:
    s = _clear(w, h)
    iw, ih = int(w * 0.88), int(h * 0.86)
    isl = art.island("novice", iw, ih, seed=3)
    s.blit(isl, isl.get_rect(center=(w // 2, int(h * 0.54))))
    _stand(s, art.figure("apostate", int(h * 0.44)), (w * 0.66, h * 0.86))
    _stand(s, art.novice("yellow", int(h * 0.32)), (w * 0.36, h * 0.9))
    return s


def _lan(w: int, h: int) -> pygame.Surface:
    s = _clear(w, h)
    iw, ih = int(w * 0.46), int(h * 0.6)
    left = art.island("tides", iw, ih, seed=1)
    right = art.island("sailboat", iw, ih, seed=4)
    a = left.get_rect(center=(int(w * 0.27), int(h * 0.6)))
    b = right.get_rect(center=(int(w * 0.7), int(h * 0.42)))
    s.blit(left, a)
    s.blit(right, b)
    start, end = (a.centerx + iw * 0.18, a.centery - ih * 0.2), (b.centerx - iw * 0.2,
                                                                  b.centery + ih * 0.05)
    for k in range(1, 9):                     # the way between them, a dotted arc
        f = k / 9
        x = start[0] + (end[0] - start[0]) * f
        y = start[1] + (end[1] - start[1]) * f - h * 0.22 * 4 * f * (1 - f)
        pygame.draw.circle(s, (*P.GOLD, 210), (int(x), int(y)), max(1, h // 60))
    size = int(h * 0.28)
    _stand(s, art.novice("red", size), (a.centerx - iw * 0.05, a.centery + ih * 0.3))
    _stand(s, art.novice("blue", size), (b.centerx + iw * 0.08, b.centery + ih * 0.3))
    return s


DRAW = {"tutorial": _tutorial, "new": _new, "solo": _solo, "lan": _lan}


@lru_cache(maxsize=16)
def mode_picture(mode: str, w: int, h: int) -> pygame.Surface:
    """The picture of a way to play (`DRAW`'s names), `w` x `h`: its scene keeps its
    shape (at most half again as wide as tall), centred on the night sea."""
    w, h = max(24, int(w)), max(16, int(h))
    out = _sea(w, h)
    sw, sh = min(w, round(h * 1.5)), min(h, round(w / 1.1))
    scene = DRAW[mode](sw, sh)
    out.blit(scene, scene.get_rect(center=(w // 2, h // 2 + (h - sh) // 4)))
    return out


@lru_cache(maxsize=8)
def empty_picture(w: int, h: int) -> pygame.Surface:
    """Nothing here yet: a quiet island under the moon (a list or a page with no entries
    shows it above its one line)."""
    w, h = max(40, int(w)), max(30, int(h))
    out = _sea(w, h)
    moon = full_moon(max(4, h // 10))
    out.blit(moon, moon.get_rect(center=(int(w * 0.7), int(h * 0.26))))
    isl = art.island("book", min(w, int(h * 1.3)) * 2 // 3, int(h * 0.62), 8)
    out.blit(isl, isl.get_rect(center=(w // 2, int(h * 0.6))))
    return out
