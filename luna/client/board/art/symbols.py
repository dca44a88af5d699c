"""The favour kinds' pictograms, one bold shape each, readable at 16 px."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from .base import (
    PARCHMENT,
    RGB,
    Point,
    _cubic,
    _finish,
    _leaf,
    _mirror,
    _Pen,
    _quad,
    _scaled,
    _shrink,
    _ss,
    _surface,
)

# --------------------------------------------------------------------------- symbols


def _sym_shrine(p: _Pen, ink: RGB, clear: tuple, fine: bool) -> None:
    p.rect(ink, 0.06, 0.84, 0.88, 0.09, 0.01)
    p.rect(ink, 0.13, 0.76, 0.74, 0.09)
    for x in (0.20, 0.44, 0.68):
        p.rect(ink, x, 0.43, 0.12, 0.34)
    p.rect(ink, 0.12, 0.35, 0.76, 0.08)
    p.poly(ink, [(0.06, 0.33), (0.5, 0.07), (0.94, 0.33)])
    if fine:
        p.rect(clear, 0.08, 0.835, 0.84, 0.012)
        p.rect(clear, 0.1, 0.33, 0.8, 0.022)
        p.circle(clear, (0.5, 0.245), 0.045)


def _sym_herbs(p: _Pen, ink: RGB, clear: tuple, fine: bool) -> None:
    stem = _quad((0.46, 0.95), (0.36, 0.55), (0.56, 0.10), 16)
    p.stroke(ink, stem, 0.055)
    leaves = [(0.80, -2.35, 1), (0.62, -0.55, 1), (0.45, -2.55, 1), (0.30, -0.75, 1),
              (0.97, -1.55, 0.8)]
    for t, angle, scale in leaves:
        i = min(len(stem) - 1, int(t * (len(stem) - 1)))
        base = stem[i]
        p.poly(ink, _leaf(base, angle, 0.34 * scale, 0.19 * scale))
        if fine:
            ca, sa = math.cos(angle), math.sin(angle)
            tip = (base[0] + 0.24 * scale * ca, base[1] + 0.24 * scale * sa)
            p.stroke(clear, [(base[0] + 0.05 * ca, base[1] + 0.05 * sa), tip], 0.014)


def _wave(x0: float, x1: float, y: float, amp: float, periods: float) -> list[Point]:
    n = 24
    return [(x0 + (x1 - x0) * i / n, y - amp * math.sin(math.tau * periods * i / n))
            for i in range(n + 1)]


def _sym_tides(p: _Pen, ink: RGB, clear: tuple, fine: bool) -> None:
    for y, x0, x1 in ((0.30, 0.14, 0.86), (0.54, 0.08, 0.92), (0.78, 0.14, 0.86)):
        p.stroke(ink, _wave(x0, x1, y, 0.07, 1.5), 0.10)


def _sym_sailboat(p: _Pen, ink: RGB, clear: tuple, fine: bool) -> None:
    hull = [(0.06, 0.66)] + _cubic((0.94, 0.66), (0.86, 0.78), (0.76, 0.84), (0.64, 0.84))
    hull += [(0.34, 0.84), (0.22, 0.84)]
    p.poly(ink, hull + _cubic((0.22, 0.84), (0.15, 0.80), (0.10, 0.74), (0.06, 0.66))[1:])
    p.rect(ink, 0.475, 0.06, 0.05, 0.60)
    main = [(0.56, 0.08)] + _quad((0.56, 0.08), (0.86, 0.36), (0.88, 0.60))[1:] + [(0.56, 0.60)]
    p.poly(ink, main)
    jib = [(0.44, 0.16)] + _quad((0.44, 0.16), (0.22, 0.40), (0.14, 0.60))[1:] + [(0.44, 0.60)]
    p.poly(ink, jib)
    if fine:
        p.stroke(ink, _wave(0.16, 0.84, 0.94, 0.025, 2), 0.035)
        p.rect(clear, 0.12, 0.705, 0.76, 0.018)


def _sym_bribery(p: _Pen, ink: RGB, clear: tuple, fine: bool) -> None:
    coins = 3 if fine else 2
    cx, rx, ry = 0.30, 0.25, 0.08
    band = 0.085 if fine else 0.12
    for k in range(coins):
        y = 0.86 - k * (band + 0.015)
        p.ellipse(ink, (cx, y), rx, ry)
        p.rect(ink, cx - rx, y - band, 2 * rx, band)
        p.ellipse(clear, (cx, y - band), rx, ry)
        p.ellipse(ink, (cx, y - band), rx - 0.004, ry - 0.02)
    r = 0.29 if fine else 0.32
    c = (0.64, 0.44)
    p.circle(clear, c, r + 0.05)
    p.circle(ink, c, r)
    p.circle(clear, c, r * 0.76)
    p.circle(ink, c, r * 0.62)
    hole = r * 0.42
    p.rect(clear, c[0] - hole / 2, c[1] - hole / 2, hole, hole)


def _sym_book(p: _Pen, ink: RGB, clear: tuple, fine: bool) -> None:
    top = _quad((0.5, 0.27), (0.30, 0.15), (0.07, 0.21))
    page = top + _quad((0.07, 0.75), (0.30, 0.69), (0.5, 0.81))
    cover = _quad((0.5, 0.31), (0.28, 0.20), (0.02, 0.26)) + _quad((0.02, 0.83), (0.28, 0.76),
                                                                   (0.5, 0.89))
    for flip in (False, True):
        def side(pts: list[Point], flip: bool = flip) -> list[Point]:
            return [(1 - x, y) if flip else (x, y) for x, y in pts]

        p.poly(ink, side(cover))
        p.poly(clear, side(_scaled(page, 0.28, 0.5, 1.07)))
        p.poly(ink, side(page))
        if fine:
            for k in range(1, 5):
                line = [(x, y + 0.11 * k) for x, y in top if 0.13 < x < 0.44]
                p.stroke(clear, side(line), 0.022)
    p.stroke(clear, [(0.5, 0.24), (0.5, 0.92)], 0.03)


def _hooded(cx: float, top: float, bottom: float, half_base: float) -> tuple:
    """The novice piece's outline: a round hood with a peak, a neck, sloping shoulders and a
    robe flaring to the ground, plus its face opening and the hem of its cape."""
    h = bottom - top

    def y(f: float) -> float:
        return top + f * h

    head_c, head_r = (cx, y(0.205)), 0.165 * h
    peak = [(cx - 0.12 * h, y(0.13))] + _quad((cx - 0.12 * h, y(0.13)),
                                              (cx - 0.03 * h, y(0.0)), (cx + 0.06 * h, y(0.0)))
    peak += _quad((cx + 0.06 * h, y(0.0)), (cx + 0.07 * h, y(0.06)), (cx + 0.13 * h, y(0.12)))[1:]
    half = _cubic((cx - 0.07 * h, y(0.33)), (cx - 0.19 * h, y(0.34)), (cx - 0.26 * h, y(0.40)),
                  (cx - 0.265 * h, y(0.52)))
    half += _cubic((cx - 0.265 * h, y(0.52)), (cx - 0.27 * h, y(0.62)), (cx - 0.23 * h, y(0.66)),
                   (cx - half_base, bottom - 0.05 * h))[1:]
    half += _quad((cx - half_base, bottom - 0.05 * h), (cx - half_base * 0.98, bottom),
                  (cx - half_base * 0.8, bottom))[1:]
    robe = _mirror(half, cx)
    face = ((cx + 0.014 * h, y(0.235)), 0.078 * h, 0.088 * h)
    cape = _quad((cx - 0.22 * h, y(0.40)), (cx, y(0.50)), (cx + 0.22 * h, y(0.40)))
    return head_c, head_r, peak, robe, face, cape


def _sym_novice(p: _Pen, ink: RGB, clear: tuple, fine: bool) -> None:
    half = _cubic((0.53, 0.01), (0.42, 0.05), (0.33, 0.12), (0.33, 0.26))
    half += _cubic((0.33, 0.26), (0.33, 0.36), (0.27, 0.42), (0.25, 0.50))[1:]
    half += _cubic((0.25, 0.50), (0.22, 0.62), (0.17, 0.82), (0.13, 0.97))[1:]
    outline = _mirror(half, 0.5)
    outline[-1] = (0.53, 0.01)
    p.poly(ink, outline)
    opening = _cubic((0.5, 0.14), (0.60, 0.17), (0.60, 0.37), (0.5, 0.37))
    p.poly(clear, opening + [(1 - x, y) for x, y in reversed(opening)][1:])
    if fine:
        p.ellipse(ink, (0.5, 0.30), 0.062, 0.06)
        p.stroke(clear, [(0.5, 0.52), (0.5, 0.97)], 0.02)


_SYMBOLS: dict[str, Callable[[_Pen, RGB, tuple, bool], None]] = {
    "shrine": _sym_shrine, "herbs": _sym_herbs, "tides": _sym_tides,
    "sailboat": _sym_sailboat, "bribery": _sym_bribery, "book": _sym_book,
    "novice": _sym_novice,
}


@lru_cache(maxsize=2048)
def symbol(kind: str, size: int, rgb: tuple[int, int, int] | None = None) -> pygame.Surface:
    """The pictogram of a favour kind in one colour, bold enough to read at 16 px."""
    ink = tuple(rgb or PARCHMENT)[:3]
    ss = _ss(size)
    canvas = _surface(size * ss, size * ss, fill=ink)
    _SYMBOLS[kind](_Pen(canvas, size * ss), ink, (*ink, 0), size >= 26)
    return _finish(_shrink(canvas, size, size))
