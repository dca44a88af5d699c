"""The pictures of the panel's toolbar (Undo, Redo, Hint, Menu, Speed), drawn by our own
code like the board's art: strokes of one weight with round ends, drawn four times as
large and shrunk (soft edges), white on clear, tinted per state by `tool_icon`. One
picture says each tool at a glance; its name and key are in its hover text."""

from __future__ import annotations

from functools import lru_cache

import pygame

BIG = 4                   # drawn this many times larger, then shrunk: soft edges
STROKE = 0.1              # a stroke's weight, of the picture's size


def _stroke(img: pygame.Surface, points: list[tuple[float, float]], w: int) -> None:
    """A polyline of weight `w` with round ends and joints."""
    pts = [(round(x), round(y)) for x, y in points]
    if len(pts) > 1:
        pygame.draw.lines(img, (255, 255, 255), False, pts, w)
    for p in pts:
        pygame.draw.circle(img, (255, 255, 255), p, w // 2)


def _arc(cx: float, cy: float, r: float, start: float, end: float, n: int = 24
         ) -> list[tuple[float, float]]:
    """Points on a circle from angle `start` to `end` (degrees, counter-clockwise from
    the right, y down as on screen)."""
    import math
    return [(cx + r * math.cos(math.radians(start + (end - start) * k / n)),
             cy - r * math.sin(math.radians(start + (end - start) * k / n)))
            for k in range(n + 1)]


def _undo(img: pygame.Surface, s: int, w: int) -> None:
    """An arrow pointing left that came round from below: back one step."""
    top, bottom, turn = 0.34 * s, 0.74 * s, 0.6 * s
    r = (bottom - top) / 2
    path = [(0.3 * s, top), (turn, top)] + _arc(turn, top + r, r, 90, -90) + \
        [(0.3 * s, bottom)]
    _stroke(img, path, w)
    head = 0.17 * s                        # the arrow's head at the top left
    tip = (0.13 * s, top)
    pygame.draw.polygon(img, (255, 255, 255), [
        tip, (tip[0] + head * 1.15, top - head), (tip[0] + head * 1.15, top + head)])


def _hint(img: pygame.Surface, s: int, w: int) -> None:
    """A light bulb: an idea asked for."""
    cx, cy, r = 0.5 * s, 0.4 * s, 0.22 * s
    pygame.draw.circle(img, (255, 255, 255), (round(cx), round(cy)), round(r), w)
    _stroke(img, [(cx - 0.09 * s, cy + r * 0.85), (cx - 0.09 * s, 0.72 * s),
                  (cx + 0.09 * s, 0.72 * s), (cx + 0.09 * s, cy + r * 0.85)], w)
    _stroke(img, [(cx - 0.06 * s, 0.84 * s), (cx + 0.06 * s, 0.84 * s)], w)


def _menu(img: pygame.Surface, s: int, w: int) -> None:
    """Three bars: the menu."""
    for y in (0.3, 0.5, 0.7):
        _stroke(img, [(0.24 * s, y * s), (0.76 * s, y * s)], w)


NEEDLE = {"off": 200.0, "normal": 120.0, "fast": 35.0}   # the gauge's needle, degrees
#                         (counter-clockwise from the right): at rest, mid-dial, far right


def _speed(img: pygame.Surface, s: int, w: int, speed: str) -> None:
    """The animations' pace as a speedometer: a dial, its needle low at the left (off,
    and the dial struck through), up (normal), far over at the right (fast). (A chevron
    ">" reads as "next turn".)"""
    import math
    cx, cy, r = 0.5 * s, 0.62 * s, 0.36 * s
    _stroke(img, _arc(cx, cy, r, 200, -20), w)            # the dial
    for a in (200, 145, 90, 35, -20):                    # its marks, inside the dial
        c, d = math.cos(math.radians(a)), -math.sin(math.radians(a))
        _stroke(img, [(cx + c * r * 0.72, cy + d * r * 0.72), (cx + c * r * 0.8,
                                                              cy + d * r * 0.8)], w // 2)
    a = math.radians(NEEDLE.get(speed, NEEDLE["normal"]))
    tip = (cx + math.cos(a) * r * 0.78, cy - math.sin(a) * r * 0.78)
    _stroke(img, [(cx, cy), tip], w)                    # the needle
    pygame.draw.circle(img, (255, 255, 255), (round(cx), round(cy)), round(w * 0.9))
    if speed == "off":                                  # no animations: struck through
        _stroke(img, [(0.2 * s, 0.86 * s), (0.8 * s, 0.16 * s)], w)


@lru_cache(maxsize=64)
def _white(name: str, size: int) -> pygame.Surface:
    s = max(8, size) * BIG
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    w = max(BIG * 2, round(s * STROKE))
    if name in ("undo", "redo"):
        _undo(big, s, w)
        if name == "redo":
            big = pygame.transform.flip(big, True, False)
    elif name == "hint":
        _hint(big, s, w)
    elif name == "menu":
        _menu(big, s, w)
    elif name.startswith("speed."):
        _speed(big, s, w, name.split(".", 1)[1])
    return pygame.transform.smoothscale(big, (max(8, size), max(8, size)))


@lru_cache(maxsize=128)
def tool_icon(name: str, size: int, colour: tuple) -> pygame.Surface:
    """The tool `name` ("undo", "redo", "hint", "menu", "speed.normal", "speed.fast",
    "speed.off") `size` px square in `colour`."""
    img = _white(name, size).copy()
    img.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return img
