"""The four big figures, each with its own silhouette."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from .base import (
    _FIGURE_W,
    MOONLIGHT,
    RGB,
    _cubic,
    _darker,
    _finish,
    _ground_shadow,
    _leaf,
    _light,
    _lighter,
    _mirror,
    _outlined,
    _Pen,
    _rim_light,
    _shrink,
    _ss,
    _surface,
)
from .small import glow

# --------------------------------------------------------------------------- big figures


def _fig_priestess(p: _Pen, cx: float) -> None:
    # moon silver and charcoal, no hue at all: no player's ivory, cream or blue (the white
    # player's novices are all ivory). Her own outline, unlike the Apostate's hooded cone
    # (the two must never be taken for one another, F053): a crescent moon's horns stand up round
    # her bare head, a slender gown with hanging sleeves flares to a wide bell at her feet
    gown, mantle, trim, moon = (136, 138, 144), (38, 40, 46), (240, 240, 242), (246, 246, 240)
    p.circle(moon, (cx, 0.20), 0.20)                         # the crescent: a silver disc
    p.circle((0, 0, 0, 0), (cx, 0.075), 0.165)               # bitten from above: two horns
    half = _cubic((cx - 0.09, 0.34), (cx - 0.10, 0.55), (cx - 0.20, 0.80), (cx - 0.31, 0.93))
    p.poly(gown, _mirror(half, cx))
    p.rect(trim, cx - 0.02, 0.52, 0.04, 0.41)
    for side in (-1, 1):                                      # her hanging sleeves
        p.poly(mantle, [(cx + side * 0.06, 0.33), (cx + side * 0.15, 0.37),
                        (cx + side * 0.29, 0.64), (cx + side * 0.20, 0.68),
                        (cx + side * 0.08, 0.50)])
    p.circle((244, 244, 246), (cx, 0.45), 0.04)               # a silver clasp
    p.ellipse(_darker(mantle, 0.2), (cx, 0.255), 0.075, 0.088)
    p.ellipse((236, 214, 196), (cx, 0.258), 0.06, 0.074)


def _fig_architect(p: _Pen, cx: float) -> None:
    robe, hat, gold = (170, 112, 54), (96, 60, 32), (236, 200, 110)
    p.stroke((120, 84, 50), [(cx + 0.20, 0.86), (cx + 0.30, 0.30)], 0.035)
    p.poly((150, 156, 166), [(cx + 0.22, 0.26), (cx + 0.36, 0.29), (cx + 0.35, 0.36),
                             (cx + 0.21, 0.33)])
    half = _cubic((cx - 0.14, 0.36), (cx - 0.26, 0.42), (cx - 0.28, 0.70), (cx - 0.31, 0.93))
    p.poly(robe, _mirror(half, cx))
    p.rect(_darker(robe, 0.35), cx - 0.26, 0.58, 0.52, 0.05)
    p.circle((214, 168, 126), (cx, 0.27), 0.095)
    p.ellipse(hat, (cx, 0.195), 0.18, 0.045)
    p.ellipse(hat, (cx, 0.165), 0.105, 0.07)
    p.stroke(gold, [(cx - 0.08, 0.53), (cx - 0.08, 0.42), (cx + 0.04, 0.42)], 0.025)
    p.stroke(gold, [(cx - 0.01, 0.55), (cx + 0.03, 0.40), (cx + 0.08, 0.55)], 0.022)
    p.circle(gold, (cx + 0.03, 0.40), 0.02)
    p.circle((214, 168, 126), (cx + 0.22, 0.63), 0.04)


def _fig_apostate(p: _Pen, cx: float) -> None:
    # darker than before and no cone: a cowl whose peak droops forward, square shoulders, a
    # torn cloak (ragged sides, a deep-toothed hem) and a crooked staff as tall as he is
    cloak, staff = (50, 26, 68), (70, 52, 44)
    p.stroke(staff, [(cx - 0.31, 0.94), (cx - 0.30, 0.16), (cx - 0.35, 0.08), (cx - 0.27, 0.05)],
             0.03)
    left = [(cx + 0.13, 0.03), (cx - 0.02, 0.05), (cx - 0.12, 0.16), (cx - 0.13, 0.28),
            (cx - 0.22, 0.36), (cx - 0.23, 0.50), (cx - 0.18, 0.55), (cx - 0.24, 0.62),
            (cx - 0.26, 0.80), (cx - 0.30, 0.93)]
    hem = [(cx - 0.30 + 0.60 * i / 10, 0.93 - (0.09 if i % 2 else 0)) for i in range(11)]
    right = [(cx + 0.30, 0.93), (cx + 0.26, 0.78), (cx + 0.21, 0.70), (cx + 0.25, 0.62),
             (cx + 0.23, 0.38), (cx + 0.15, 0.29), (cx + 0.15, 0.14)]
    p.poly(cloak, left + hem[1:-1] + right)
    p.poly(_darker(cloak, 0.25), [(cx - 0.02, 0.40), (cx + 0.03, 0.40), (cx + 0.10, 0.86),
                                  (cx - 0.06, 0.86)])
    p.ellipse((8, 4, 12), (cx + 0.015, 0.25), 0.085, 0.095)
    for dx in (-0.02, 0.05):
        p.circle((255, 80, 110), (cx + dx, 0.25), 0.016)
    p.circle((226, 214, 190), (cx - 0.27, 0.48), 0.035)


def _fig_guardian(p: _Pen, cx: float) -> None:
    bronze, dark = (188, 132, 64), (120, 78, 36)
    p.stroke((112, 78, 46), [(cx + 0.27, 0.95), (cx + 0.27, 0.10)], 0.03)
    p.poly((214, 220, 230), _leaf((cx + 0.27, 0.13), -math.pi / 2, 0.13, 0.07))
    for dx in (-0.07, 0.07):
        p.rect(dark, cx + dx - 0.045, 0.76, 0.09, 0.18, 0.02)
    p.poly(_darker(bronze, 0.1), [(cx - 0.19, 0.60), (cx + 0.19, 0.60), (cx + 0.22, 0.80),
                                  (cx - 0.22, 0.80)])
    for k in range(5):
        p.rect(dark, cx - 0.19 + k * 0.085, 0.62, 0.012, 0.18)
    p.poly(bronze, [(cx - 0.20, 0.36), (cx + 0.20, 0.36), (cx + 0.16, 0.62), (cx - 0.16, 0.62)])
    p.circle(bronze, (cx - 0.18, 0.40), 0.075)
    p.circle(bronze, (cx + 0.18, 0.40), 0.075)
    p.circle((210, 166, 126), (cx + 0.24, 0.56), 0.04)
    p.ellipse((170, 40, 40), (cx - 0.01, 0.12), 0.13, 0.07)
    p.circle(bronze, (cx, 0.25), 0.11)
    p.rect((22, 14, 10), cx - 0.055, 0.22, 0.11, 0.035)
    p.rect((22, 14, 10), cx - 0.018, 0.22, 0.036, 0.10)
    p.circle(dark, (cx - 0.12, 0.60), 0.19)
    p.circle(bronze, (cx - 0.12, 0.60), 0.16)
    p.circle(_lighter(bronze, 0.3), (cx - 0.12, 0.60), 0.05)


_FIGURES: dict[str, tuple[Callable[[_Pen, float], None], RGB]] = {
    "priestess": (_fig_priestess, (34, 36, 56)),
    "architect": (_fig_architect, (34, 20, 10)),
    "apostate": (_fig_apostate, (8, 4, 12)),
    "guardian": (_fig_guardian, (30, 18, 8)),
}


@lru_cache(maxsize=256)
def figure(name: str, size: int) -> pygame.Surface:
    """One of the four big figures, each with its own silhouette. Height `size`,
    width 0.74 * size."""
    ss = _ss(size)
    w, h = round(size * _FIGURE_W) * ss, size * ss
    draw, outline = _FIGURES[name]
    body = _surface(w, h, fill=outline)
    draw(_Pen(body, h), w / h / 2)
    shadow = _ground_shadow((w, h), (w * 0.56, h * 0.935), w * 0.40, h * 0.05, ss * 2, 150)
    if name == "priestess":                   # a faint moonlight round her head (faint: the
        halo = glow(round(0.22 * h), (244, 244, 238), 100)  # sky between her horns shows)
        shadow.blit(halo, halo.get_rect(center=(w / 2, 0.22 * h)))
    rim = (190, 160, 240) if name == "apostate" else MOONLIGHT
    _light(body, dark=0.42, shine=80)
    _rim_light(body, ss, rim, 150 if name == "apostate" else 110)
    out = shadow
    out.blit(_outlined(body, outline, max(1.0, ss * 0.9 * max(1, size / 48))), (0, 0))
    return _finish(_shrink(out, w // ss, size))
