"""Each priest island's own landmark, so an island is known before its name is read: the
Book island's library tower, the Shrine island's pagoda, the Herbs garden, the Sailboat
harbour, the Bribery market, the Novices' house and the Tides' rocks in the surf.

A landmark is drawn standing (like the pieces), lit by the moon from the top left, with
warm lit windows: it is night. Each design is drawn in unit coordinates (the box's height
is 1), so it keeps its look at every size; bold shapes and one colour of its island's
own carry it at 50 px.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from .base import (
    KIND_RGB,
    OUTLINE,
    RGB,
    _blur,
    _cubic,
    _darker,
    _drop_shadow,
    _finish,
    _light,
    _lighter,
    _mix,
    _outlined,
    _Pen,
    _quad,
    _shrink,
    _surface,
)
from .kept import on_disk

WINDOW: RGB = (255, 212, 128)       # lamplight in a window
WALL: RGB = (198, 188, 166)         # moonlit stone
WOOD: RGB = (132, 92, 60)
SAIL: RGB = (240, 236, 222)

# Each landmark's place on its island: its centre's x as a share of the island's width,
# and its design's width to its height. Every landmark stands in the band at the back of
# the island (BAND: from its top to its foot, as shares of the island's picture's height),
# at most WIDEST of the island wide; the pieces stand in front of it, never on it
# (board/island_slots.py lays them out below the band).
BAND = (0.024, 0.357)
WIDEST = 0.46
BOX: dict[str, tuple[float, float]] = {
    "book": (0.5, 1.09),
    "shrine": (0.5, 1.34),
    "herbs": (0.5, 1.63),
    "sailboat": (0.5, 1.25),
    "bribery": (0.5, 1.69),
    "novice": (0.5, 1.76),
    "tides": (0.5, 1.69),
}


def _window(p: _Pen, x: float, y: float, w: float, h: float, arch: bool = True) -> None:
    """A lit window: a warm pane with an arched top and a dark frame."""
    p.rect(_darker(WALL, 0.6), x - 0.01, y - 0.01, w + 0.02, h + 0.02, w / 2 if arch else 0.005)
    p.rect(WINDOW, x, y, w, h, w / 2 if arch else 0.003)


def _library(p: _Pen, a: float) -> None:
    """A round tower with a tall crimson cone and lit slits, an annex with a reading room."""
    roof = KIND_RGB["book"]
    cx = a * 0.36
    # the annex behind and to the right
    p.rect(_darker(WALL, 0.12), cx + 0.06, 0.58, a * 0.56, 0.36)
    p.poly(_darker(roof, 0.1), [(cx + 0.02, 0.60), (cx + 0.14, 0.44), (cx + a * 0.56, 0.44),
                                (cx + a * 0.66, 0.60)])
    for k in range(2):
        _window(p, cx + 0.16 + k * 0.13, 0.68, 0.07, 0.13)
    # the tower: a cylinder with courses of stone
    tw = 0.34
    p.rect(WALL, cx - tw / 2, 0.26, tw, 0.68)
    p.ellipse(WALL, (cx, 0.94), tw / 2, 0.045)
    p.rect(_darker(WALL, 0.22), cx + tw * 0.22, 0.26, tw * 0.28, 0.68)
    for k in range(5):
        y = 0.36 + k * 0.12
        p.stroke(_darker(WALL, 0.3), [(cx - tw / 2, y), (cx + tw / 2, y)], 0.008)
    for k, y in enumerate((0.36, 0.55, 0.74)):
        _window(p, cx - 0.035 + (0.02 if k == 1 else 0), y, 0.06, 0.11)
    # a parapet ring and the cone
    p.rect(_lighter(WALL, 0.15), cx - tw / 2 - 0.03, 0.24, tw + 0.06, 0.05, 0.01)
    p.poly(roof, [(cx, -0.02), (cx - tw / 2 - 0.05, 0.26), (cx + tw / 2 + 0.05, 0.26)])
    p.poly(_darker(roof, 0.3), [(cx, -0.02), (cx + 0.04, 0.26), (cx + tw / 2 + 0.05, 0.26)])
    # a banner with an open book over the annex door
    bx = cx + 0.30
    p.rect(_darker(roof, 0.2), bx, 0.60, 0.10, 0.12)
    p.poly((244, 236, 212), [(bx + 0.015, 0.635), (bx + 0.05, 0.65), (bx + 0.085, 0.635),
                             (bx + 0.085, 0.69), (bx + 0.05, 0.705), (bx + 0.015, 0.69)])


def _eaves(p: _Pen, colour: RGB, x0: float, x1: float, y: float, ridge: float,
           lift: float) -> None:
    """A curved pagoda roof whose tips turn up."""
    mid = (x0 + x1) / 2
    inner = (x1 - x0) * 0.26
    left = _quad((x0 - lift * 0.4, y - lift), (x0 + inner * 0.6, y + lift * 0.2),
                 (mid - inner, ridge))
    right = _quad((mid + inner, ridge), (x1 - inner * 0.6, y + lift * 0.2),
                  (x1 + lift * 0.4, y - lift))
    lower = _quad((x1 + lift * 0.4, y - lift), (mid, y + lift * 0.9), (x0 - lift * 0.4, y - lift))
    p.poly(colour, left + right + lower)
    p.stroke(_lighter(colour, 0.35), left[:-1], 0.012)


def _pagoda(p: _Pen, a: float) -> None:
    """A two-tiered shrine with upturned purple roofs on a stepped base, a moon on its
    spire and two stone lanterns."""
    roof = KIND_RGB["shrine"]
    cx = a / 2
    for k, (w, y) in enumerate(((0.86, 0.86), (0.72, 0.80))):
        p.rect(_darker(WALL, 0.1 * k), cx - w * a / 2, y, w * a, 0.08 + 0.06 * (1 - k), 0.01)
    wood = (126, 58, 52)
    p.rect(wood, cx - 0.22, 0.56, 0.44, 0.26)
    p.rect(_darker(wood, 0.3), cx + 0.12, 0.56, 0.10, 0.26)
    p.rect(WINDOW, cx - 0.07, 0.62, 0.14, 0.20, 0.01)
    p.rect(_darker(wood, 0.2), cx - 0.005, 0.62, 0.01, 0.20)
    _eaves(p, roof, cx - 0.36, cx + 0.36, 0.58, 0.42, 0.06)
    p.rect(wood, cx - 0.14, 0.34, 0.28, 0.12)
    p.rect(WINDOW, cx - 0.05, 0.36, 0.10, 0.08)
    _eaves(p, _lighter(roof, 0.08), cx - 0.26, cx + 0.26, 0.36, 0.20, 0.05)
    p.stroke(_darker(roof, 0.4), [(cx, 0.22), (cx, 0.06)], 0.025)
    p.circle((250, 240, 200), (cx, 0.05), 0.05)
    p.circle(_darker(roof, 0.1), (cx + 0.025, 0.04), 0.04)
    for side in (-1, 1):
        lx = cx + side * 0.42
        p.rect(_darker(WALL, 0.15), lx - 0.025, 0.74, 0.05, 0.16)
        p.rect(WALL, lx - 0.05, 0.70, 0.10, 0.04, 0.01)
        p.rect(WINDOW, lx - 0.03, 0.64, 0.06, 0.06)
        p.poly(_darker(WALL, 0.25), [(lx - 0.06, 0.645), (lx, 0.59), (lx + 0.06, 0.645)])


def _garden(p: _Pen, a: float) -> None:
    """A glasshouse full of warm light behind rows of raised beds: green herbs, lavender
    and yellow flowers."""
    cx = a * 0.62
    glass = (150, 196, 188)
    p.rect(_darker(WOOD, 0.2), cx - 0.26, 0.40, 0.52, 0.08)
    p.poly(_mix(glass, WINDOW, 0.45), [(cx - 0.24, 0.42), (cx - 0.24, 0.12), (cx, -0.02),
                                       (cx + 0.24, 0.12), (cx + 0.24, 0.42)])
    p.poly(_mix(glass, (30, 60, 60), 0.35), [(cx, -0.02), (cx + 0.24, 0.12), (cx + 0.24, 0.42),
                                             (cx + 0.06, 0.42), (cx + 0.06, 0.04)])
    frame = (236, 234, 222)
    for x in (-0.24, -0.12, 0.0, 0.12, 0.24):
        p.stroke(frame, [(cx + x, 0.42), (cx + x, 0.12 - (0.14 - abs(x) * 0.58))], 0.012)
    p.stroke(frame, [(cx - 0.24, 0.12), (cx, -0.02), (cx + 0.24, 0.12)], 0.016)
    p.stroke(frame, [(cx - 0.24, 0.26), (cx + 0.24, 0.26)], 0.01)
    for k in range(4):
        p.circle((70, 140, 70), (cx - 0.17 + k * 0.11, 0.37), 0.045)
    # beds in front, each a row of round plants in its own colour
    rows = (((92, 70, 52), (86, 168, 84), 0.56), ((96, 72, 54), (160, 120, 200), 0.72),
            ((92, 70, 52), (226, 196, 80), 0.88))
    for soil, leaf, y in rows:
        p.rect(_darker(WOOD, 0.1), 0.04, y - 0.06, a - 0.08, 0.12, 0.04)
        p.rect(soil, 0.06, y - 0.05, a - 0.12, 0.09, 0.035)
        n = max(4, round((a - 0.14) / 0.085))
        for k in range(n):
            x = 0.11 + k * (a - 0.22) / (n - 1)
            p.circle(_darker(leaf, 0.35), (x + 0.01, y - 0.005), 0.042)
            p.circle(leaf, (x, y - 0.02), 0.036)
            p.circle(_lighter(leaf, 0.3), (x - 0.012, y - 0.032), 0.014)
    # a bush of rosemary at the left of the glasshouse
    for dx, dy, r in ((0.10, 0.36, 0.08), (0.17, 0.30, 0.07), (0.06, 0.30, 0.06)):
        p.circle((52, 104, 62), (dx, dy), r)
        p.circle((84, 140, 84), (dx - 0.02, dy - 0.02), r * 0.5)


def _harbour(p: _Pen, a: float) -> None:
    """A pier on piles reaching into the sea, a sailboat with a white sail and a blue stripe
    moored at its end, a lantern on the last post."""
    blue = KIND_RGB["sailboat"]
    # the pier from the shore (left) into the water (right)
    for k in range(5):
        x = 0.02 + k * 0.14
        p.rect(_darker(WOOD, 0.45), x, 0.80, 0.035, 0.16)
    p.rect(_darker(WOOD, 0.3), 0.0, 0.78, min(a, 0.7), 0.05)
    p.rect(WOOD, 0.0, 0.74, min(a, 0.7), 0.05)
    for k in range(8):
        x = 0.01 + k * 0.085
        p.stroke(_darker(WOOD, 0.3), [(x, 0.745), (x, 0.785)], 0.006)
    p.rect(_darker(WOOD, 0.35), 0.60, 0.52, 0.035, 0.28)
    p.rect(WINDOW, 0.585, 0.46, 0.065, 0.07, 0.01)
    p.rect(_darker(WOOD, 0.5), 0.58, 0.44, 0.075, 0.025)
    # the boat beside the pier
    bx = a * 0.56
    hull = [(bx - 0.30, 0.78)] + _cubic((bx + 0.34, 0.78), (bx + 0.30, 0.86), (bx + 0.22, 0.92),
                                        (bx + 0.12, 0.93))
    hull += [(bx - 0.18, 0.93)] + _cubic((bx - 0.18, 0.93), (bx - 0.24, 0.90),
                                         (bx - 0.28, 0.85), (bx - 0.30, 0.78))[1:]
    p.poly((96, 62, 40), hull)
    p.poly((150, 100, 62), [(bx - 0.30, 0.78), (bx + 0.34, 0.78), (bx + 0.33, 0.81),
                            (bx - 0.29, 0.81)])
    p.stroke(blue, [(bx - 0.25, 0.86), (bx + 0.27, 0.86)], 0.02)
    p.stroke((88, 66, 50), [(bx, 0.79), (bx, 0.02)], 0.022)
    main = [(bx + 0.02, 0.06)] + _quad((bx + 0.02, 0.06), (bx + 0.30, 0.40), (bx + 0.30, 0.72))[1:]
    main += [(bx + 0.02, 0.72)]
    p.poly(SAIL, main)
    p.poly(_darker(SAIL, 0.15), [(bx + 0.02, 0.50), (bx + 0.28, 0.50), (bx + 0.30, 0.60),
                                 (bx + 0.02, 0.60)])
    p.poly(blue, [(bx + 0.02, 0.52), (bx + 0.285, 0.52), (bx + 0.295, 0.58), (bx + 0.02, 0.58)])
    jib = [(bx - 0.02, 0.14)] + _quad((bx - 0.02, 0.14), (bx - 0.18, 0.44),
                                     (bx - 0.26, 0.72))[1:] + [(bx - 0.02, 0.72)]
    p.poly(_darker(SAIL, 0.08), jib)
    p.poly(blue, [(bx, 0.0), (bx + 0.12, 0.03), (bx, 0.06)])


def _stall(p: _Pen, x: float, y: float, w: float, h: float, stripe: RGB, goods: RGB) -> None:
    """A market stall: a counter of goods under a striped, scalloped awning on two posts."""
    p.rect(_darker(WOOD, 0.4), x + 0.02, y + h * 0.35, 0.025, h * 0.65)
    p.rect(_darker(WOOD, 0.4), x + w - 0.045, y + h * 0.35, 0.025, h * 0.65)
    p.rect(WOOD, x, y + h * 0.68, w, h * 0.32)
    p.rect(_darker(WOOD, 0.25), x, y + h * 0.68, w, h * 0.05)
    n = max(3, round(w / 0.07))
    for k in range(n):
        gx = x + 0.04 + k * (w - 0.08) / (n - 1)
        p.circle(_darker(goods, 0.3), (gx + 0.006, y + h * 0.66), 0.03)
        p.circle(goods, (gx, y + h * 0.65), 0.026)
    # the awning: a slope of stripes, a scalloped hem
    top, hem = y, y + h * 0.34
    stripes = 6
    for k in range(stripes):
        x0, x1 = x - 0.03 + k * (w + 0.06) / stripes, x - 0.03 + (k + 1) * (w + 0.06) / stripes
        colour = stripe if k % 2 == 0 else (242, 234, 214)
        p.poly(colour, [(x0 + 0.03, top), (x1 + 0.03, top), (x1, hem), (x0, hem)])
        p.circle(colour, ((x0 + x1) / 2, hem), (x1 - x0) / 2)


def _market(p: _Pen, a: float) -> None:
    """Three stalls of a night market under striped awnings, a string of lanterns."""
    gold = KIND_RGB["bribery"]
    _stall(p, a * 0.30, 0.06, a * 0.44, 0.52, (176, 62, 60), (236, 160, 60))
    _stall(p, 0.02, 0.36, a * 0.46, 0.56, gold, (226, 206, 96))
    _stall(p, a * 0.52, 0.40, a * 0.46, 0.56, (170, 70, 130), (150, 190, 90))
    line = _quad((0.02, 0.33), (a / 2, 0.45), (a - 0.02, 0.34), 10)
    p.stroke((60, 48, 40), line, 0.01)
    for x, y in line[1:-1:2]:
        p.circle((255, 170, 80), (x, y + 0.03), 0.028)
    # a heap of coins on the front counter
    for k in range(3):
        p.ellipse(_darker(gold, 0.35), (a * 0.20 + 0.004, 0.94 - k * 0.028), 0.07, 0.028)
        p.ellipse(_lighter(gold, 0.2), (a * 0.20, 0.93 - k * 0.028), 0.066, 0.024)


def _cloister(p: _Pen, a: float) -> None:
    """A long house with an orange-brown tiled roof, a bell gable and a row of small lit
    windows: where the novices live."""
    roof = KIND_RGB["novice"]
    x0, x1 = 0.04, a - 0.04
    p.rect(WALL, x0 + 0.04, 0.46, x1 - x0 - 0.08, 0.46)
    p.rect(_darker(WALL, 0.2), x1 - 0.20, 0.46, 0.16, 0.46)
    p.poly(roof, [(x0, 0.48), (x0 + 0.14, 0.24), (x1 - 0.14, 0.24), (x1, 0.48)])
    p.poly(_darker(roof, 0.25), [(x1 - 0.14, 0.24), (x1, 0.48), (x1 - 0.2, 0.48)])
    for k in range(6):
        y = 0.27 + k * 0.04
        p.stroke(_darker(roof, 0.2), [(x0 + 0.14 - (y - 0.24) * 0.58, y),
                                      (x1 - 0.14 + (y - 0.24) * 0.58, y)], 0.006)
    n = max(3, round((x1 - x0 - 0.3) / 0.11))
    for k in range(n):
        _window(p, x0 + 0.12 + k * (x1 - x0 - 0.34) / max(1, n - 1), 0.56, 0.055, 0.10)
    p.rect(_darker(WOOD, 0.2), a / 2 - 0.05, 0.72, 0.10, 0.20, 0.05)
    p.rect(WINDOW, a / 2 - 0.035, 0.74, 0.07, 0.18, 0.035)
    # the bell gable over the left end
    gx = x0 + 0.20
    p.rect(WALL, gx - 0.08, 0.04, 0.16, 0.26)
    p.poly(roof, [(gx - 0.11, 0.06), (gx, -0.04), (gx + 0.11, 0.06)])
    p.rect((30, 26, 30), gx - 0.045, 0.09, 0.09, 0.12, 0.045)
    p.poly((226, 184, 90), [(gx - 0.03, 0.19), (gx - 0.02, 0.12), (gx, 0.105), (gx + 0.02, 0.12),
                            (gx + 0.03, 0.19)])
    p.circle((226, 184, 90), (gx, 0.195), 0.012)


def _rocks(p: _Pen, a: float) -> None:
    """Dark sea stacks with a curling wave breaking on them, foam flying."""
    stone = (92, 98, 112)
    stacks = ((a * 0.30, 0.95, 0.20, 0.78), (a * 0.62, 0.95, 0.16, 0.56),
              (a * 0.84, 0.95, 0.10, 0.30))
    for x, foot, half, tall in stacks:
        outline = [(x - half, foot), (x - half * 0.8, foot - tall * 0.55),
                   (x - half * 0.35, foot - tall), (x + half * 0.25, foot - tall * 0.92),
                   (x + half * 0.85, foot - tall * 0.45), (x + half, foot)]
        p.poly(stone, outline)
        p.poly(_darker(stone, 0.35), [(x + half * 0.1, foot - tall * 0.94),
                                      (x + half * 0.85, foot - tall * 0.45), (x + half, foot),
                                      (x + half * 0.15, foot)])
        p.stroke(_lighter(stone, 0.4), outline[:3], 0.014)
    # a wave curling against the rocks from the left, and its foam
    teal = KIND_RGB["tides"]
    crest = _cubic((0.0, 0.95), (0.02, 0.55), (a * 0.16, 0.40), (a * 0.30, 0.52), 16)
    back = _cubic((a * 0.30, 0.52), (a * 0.20, 0.54), (a * 0.16, 0.70), (a * 0.24, 0.95), 12)
    p.poly(teal, crest + back[1:])
    p.poly(_lighter(teal, 0.35), crest[4:] + [(a * 0.24, 0.62), (a * 0.12, 0.70)])
    p.stroke((236, 246, 250), crest[6:], 0.03)
    for x, y, r in ((a * 0.34, 0.44, 0.035), (a * 0.40, 0.36, 0.025), (a * 0.46, 0.42, 0.02),
                    (a * 0.52, 0.60, 0.03), (a * 0.74, 0.62, 0.025), (a * 0.70, 0.80, 0.04),
                    (a * 0.44, 0.86, 0.05), (a * 0.90, 0.84, 0.035)):
        p.circle((236, 246, 250), (x, y), r)
    p.stroke((236, 246, 250), [(0.0, 0.95), (a, 0.95)], 0.04)


DRAW: dict[str, Callable[[_Pen, float], None]] = {
    "book": _library, "shrine": _pagoda, "herbs": _garden, "sailboat": _harbour,
    "bribery": _market, "novice": _cloister, "tides": _rocks,
}


def _glows(s: pygame.Surface) -> pygame.Surface:
    """A soft halo round every lit window (the lamp colour's pixels, blurred)."""
    mask = pygame.mask.from_threshold(s, WINDOW, (6, 6, 6, 255))
    halo = mask.to_surface(setcolor=(*WINDOW, 150), unsetcolor=(*WINDOW, 0))
    return _blur(halo, max(2.0, s.get_height() * 0.03))


@lru_cache(maxsize=256)
@on_disk(size=lambda kind, w, h: (w, h))
def landmark(kind: str, w: int, h: int) -> pygame.Surface:
    """The island's landmark in a w x h box (its shadow falls inside the box)."""
    ss = 3 if h < 90 else 2
    W, H = w * ss, h * ss
    body = _surface(W, H, fill=OUTLINE)
    inner = _Pen(body, H * 0.9, W * 0.03, H * 0.05)
    DRAW[kind](inner, W * 0.94 / (H * 0.9))
    halo = _glows(body)
    _light(body, dark=0.40, shine=60, reach=0.9)
    canvas = _drop_shadow(body, (round(0.04 * H), round(0.05 * H)), 0.03 * H, 120)
    canvas.blit(_outlined(body, OUTLINE, max(1.0, ss * 0.7)), (0, 0))
    canvas.blit(halo, (0, 0))
    return _finish(_shrink(canvas, w, h))


def sheet(kinds=tuple(DRAW), size: int = 120) -> pygame.Surface:
    """All landmarks side by side (for looking at them)."""
    out = pygame.Surface((len(kinds) * (size + 8), size + 8), pygame.SRCALPHA)
    for k, kind in enumerate(kinds):
        out.blit(landmark(kind, size, size), (4 + k * (size + 8), 4))
    return out

