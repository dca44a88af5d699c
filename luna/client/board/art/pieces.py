"""The players' pieces: favour tokens, markings, novices, shrines and council discs."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .base import (
    _NOVICE_W,
    KIND_RGB,
    OUTLINE,
    PLAYER_RGB,
    _compose_piece,
    _cubic,
    _darker,
    _drop_shadow,
    _finish,
    _ground_shadow,
    _light,
    _lighter,
    _outlined,
    _Pen,
    _shrink,
    _ss,
    _surface,
)
from .players import _draw_mark, _mark_ink
from .symbols import _hooded, symbol

# --------------------------------------------------------------------------- tokens


COIN_FACE = (222, 204, 164)      # a favour token's face: aged parchment, no player's colour
COIN_RIM = (148, 116, 84)        # and its bronze rim (tests/layout/test_sweep_board.py)


@lru_cache(maxsize=256)
def favour_token(kind: str, size: int) -> pygame.Surface:
    """A favour token: a parchment coin in a bronze rim with the island's symbol in the
    island's own colour on it (a thin ring of that colour inside the rim). Tokens in plain
    island colours read as player pieces: no player piece is a parchment coin. The disc is a
    little smaller than `size` so its shadow fits."""
    ss = _ss(size)
    n = size * ss
    d = 0.88 * n
    c = (0.45 * n, 0.45 * n)
    base = KIND_RGB[kind]
    body = _surface(n, n, fill=OUTLINE)
    pygame.draw.circle(body, _darker(COIN_RIM, 0.35), c, d / 2)
    pygame.draw.circle(body, COIN_RIM, c, d / 2 - 0.05 * d)
    pygame.draw.circle(body, _lighter(COIN_RIM, 0.3), (c[0] - 0.02 * d, c[1] - 0.02 * d),
                       d / 2 - 0.09 * d)
    pygame.draw.circle(body, COIN_RIM, c, d / 2 - 0.12 * d)
    if size >= 24:                    # the island's ring (a small coin keeps its face)
        pygame.draw.circle(body, base, c, d / 2 - 0.135 * d)
    pygame.draw.circle(body, COIN_FACE, c, d / 2 - (0.18 if size >= 24 else 0.14) * d)
    _light(body, dark=0.25, shine=70, reach=0.7)
    canvas = _drop_shadow(body, (round(0.05 * n), round(0.06 * n)), 0.05 * n, 140)
    canvas.blit(_outlined(body, OUTLINE, max(1, ss * 0.6)), (0, 0))
    out = _shrink(canvas, size, size)
    sym_px = max(6, round(size * (0.52 if size < 30 else 0.48)))
    at = round(0.45 * size - sym_px / 2)
    dark = symbol(kind, sym_px, _darker(base, 0.7))        # a dark edge: it reads on the face
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)) if size >= 16 else ((1, 1),):
        out.blit(dark, (at + dx, at + dy))
    out.blit(symbol(kind, sym_px, _darker(base, 0.08)), (at, at))
    return _finish(out)


# --------------------------------------------------------------------------- novices


def _novice_body(colour: str, w: int, h: int) -> pygame.Surface:
    """The standing novice in flat colours, ready to be lit and outlined."""
    base = PLAYER_RGB[colour]
    body = _surface(w, h, fill=OUTLINE)
    p = _Pen(body, h)
    cx = w / h / 2
    head_c, head_r, peak, robe, face, cape = _hooded(cx, 0.03, 0.93, 0.27)
    p.poly(base, robe)
    fold = _darker(base, 0.16)
    p.stroke(fold, [(cx - 0.06, 0.75), (cx - 0.09, 0.90)], 0.016)
    p.stroke(fold, [(cx + 0.07, 0.75), (cx + 0.11, 0.90)], 0.016)
    p.ellipse(_darker(base, 0.16), (cx, 0.72), 0.15, 0.048)
    p.ellipse(_lighter(base, 0.05), (cx, 0.71), 0.135, 0.034)
    p.stroke(_darker(base, 0.22), cape, 0.014)
    p.circle(_darker(base, 0.3), (head_c[0] + 0.01, head_c[1] + 0.012), head_r)
    p.circle(base, head_c, head_r)
    p.poly(base, peak)
    (fx, fy), rx, ry = face
    opening = _cubic((fx, fy - ry * 1.15), (fx + rx * 1.2, fy - ry * 0.6), (fx + rx * 1.1, fy + ry),
                     (fx, fy + ry))
    p.poly(_darker(base, 0.85), opening + [(2 * fx - x, y) for x, y in reversed(opening)][1:])
    p.ellipse((150, 112, 86), (fx + 0.008, fy + 0.03), rx * 0.66, ry * 0.62)
    p.ellipse((112, 82, 64), (fx + 0.02, fy + 0.05), rx * 0.4, ry * 0.36)
    _draw_mark(body, colour, p.p(cx, 0.585), 0.118 * h, _mark_ink(colour))
    return body


@lru_cache(maxsize=512)
def novice(colour: str, size: int, lying: bool = False) -> pygame.Surface:
    """A hooded novice in the player's colour with the colour's marking on the chest.
    Standing: height `size`; lying on its side: width `size` (inactive novices)."""
    ss = _ss(size)
    w, h = round(size * _NOVICE_W) * ss, size * ss
    body = _novice_body(colour, w, h)
    if lying:
        body = pygame.transform.rotate(body, 90)
        shadow = _ground_shadow((h, w), (h * 0.54, w * 0.62), h * 0.44, w * 0.26, ss * 2.5, 110)
    else:
        shadow = _ground_shadow((w, h), (w * 0.58, h * 0.93), w * 0.40, h * 0.055, ss * 2, 150)
    out = _compose_piece(body, shadow, max(1.0, ss * 0.9 * max(1, size / 40)), rim=ss)
    final = (size, w // ss) if lying else (w // ss, size)
    return _finish(_shrink(out, *final))


# --------------------------------------------------------------------------- shrines & discs


def _shrine_body(colour: str, n: int) -> pygame.Surface:
    """A little temple on a plinth, seen from the front and a bit from the side: a low
    pediment on two pillars, the colour's marking glowing in the sanctum between them."""
    base = PLAYER_RGB[colour]
    side, roof = _darker(base, 0.34), _darker(base, 0.2)
    body = _surface(n, n, fill=OUTLINE)
    p = _Pen(body, n)
    p.poly(_darker(base, 0.45), [(0.72, 0.80), (0.92, 0.72), (0.92, 0.81), (0.72, 0.90)])
    p.rect(_darker(base, 0.12), 0.05, 0.80, 0.67, 0.10)
    p.poly(side, [(0.66, 0.40), (0.85, 0.33), (0.85, 0.74), (0.66, 0.81)])
    p.rect(base, 0.10, 0.40, 0.56, 0.41)
    p.rect(_darker(base, 0.55), 0.23, 0.45, 0.30, 0.36)
    for x in (0.11, 0.54):
        p.rect(_lighter(base, 0.12), x, 0.42, 0.11, 0.39)
        p.rect(_darker(base, 0.1), x + 0.08, 0.42, 0.03, 0.39)
    p.poly(roof, [(0.37, 0.14), (0.62, 0.07), (0.97, 0.30), (0.74, 0.43)])
    p.poly(_lighter(base, 0.1), [(0.01, 0.43), (0.37, 0.14), (0.74, 0.43)])
    p.poly(roof, [(0.15, 0.395), (0.37, 0.215), (0.59, 0.395)])
    p.rect(_darker(base, 0.25), 0.02, 0.40, 0.71, 0.05)
    _draw_mark(body, colour, p.p(0.38, 0.64), 0.13 * n, _lighter(base, 0.6))
    return body


@lru_cache(maxsize=64)
def shrine(colour: str, size: int) -> pygame.Surface:
    """A player's shrine: a small temple in their colour, its marking in the sanctum."""
    ss = _ss(size)
    n = size * ss
    body = _shrine_body(colour, n)
    shadow = _drop_shadow(body, (round(0.05 * n), round(0.05 * n)), 0.05 * n, 120)
    out = _compose_piece(body, shadow, max(1.0, ss * 0.8), rim=ss)
    return _finish(_shrink(out, size, size))


# A council disc seen a little from the side, in shares of its width: the top face's
# half axes, the face's centre from the picture's top, the thickness of its edge. A disc in
# a stack stands DISC_STEP higher than the one under it: its whole edge and the front of
# its face with most of the large symbol on it show (with four on one seat a lower disc's
# symbol must still show); and DISC_FAN
# of its width to the right of the one under it, a hair, so its face's side shows too and
# the stack stays over its own seat (never leaning over the next seat, F049).
DISC_RX, DISC_RY, DISC_TOP, DISC_EDGE = 0.46, 0.22, 0.24, 0.30
DISC_H = 0.80                       # the picture's height
DISC_STEP = DISC_EDGE + 0.36
DISC_FAN = 0.05
DISC_LEAN = 0.08                    # ... at most, where a stack stands lower (its top)
DISC_LEAST = DISC_EDGE + 0.16       # the step at least, where the candles' altar is over


def edge_marks(shape: str) -> list[tuple[float, float, float]]:
    """Where the symbols on a disc's edge stand: (x, y, width factor) in shares of the
    disc's width, across the front of the edge (narrower towards its sides)."""
    out = []
    for k in range(-2, 3):
        a = k * math.radians(30)
        x = 0.5 + DISC_RX * 0.92 * math.sin(a)
        y = DISC_TOP + DISC_RY * math.cos(a) + DISC_EDGE * 0.5
        out.append((x, y, math.cos(a)))
    return out


def _edge_mark(p: _Pen, shape: str, x: float, y: float, r: float, f: float,
               colour) -> None:
    """One symbol on the edge, `r` tall round (x, y), squeezed to `f` of its width."""
    from .players import _mark_points
    pts = _mark_points(shape, 0.0, 0.0, r)
    p.poly(colour, [(x + px * f, y + py) for px, py in pts])


@lru_cache(maxsize=64)
def council_disc(colour: str, size: int) -> pygame.Surface:
    """A council disc seen a little from the side: a thick cylinder in the player's colour
    with the player's symbol large on its top face and a row of them round its edge, so
    that a disc deep in a stack, of which only the edge shows, still tells its player (in
    grey too). Width `size`, height DISC_H * size."""
    from .players import SHAPES
    ss = _ss(size)
    w, h = size * ss, round(size * DISC_H) * ss
    base = PLAYER_RGB[colour]
    side = _darker(base, 0.14)     # (light enough under its marks in grey at every size:
    body = _surface(w, h, fill=OUTLINE)     # at 1280x800 yellow's stood 1.94:1, under 2)
    p = _Pen(body, w)
    rx, ry, cy, thick = DISC_RX, DISC_RY, DISC_TOP, DISC_EDGE
    p.ellipse(side, (0.5, cy + thick), rx, ry)
    p.rect(side, 0.5 - rx, cy, 2 * rx, thick)
    ink = _mark_ink(colour)
    shape = SHAPES[colour]
    p.ellipse(_darker(base, 0.12), (0.5, cy + 0.01), rx, ry)
    p.ellipse(base, (0.5, cy), rx, ry)
    p.ellipse(_lighter(base, 0.1), (0.48, cy - 0.012), rx * 0.8, ry * 0.76)
    mark = _surface(w, w, fill=OUTLINE)
    _draw_mark(mark, colour, (0.5 * w, 0.5 * w), 0.33 * w, _darker(base, 0.5))
    _draw_mark(mark, colour, (0.5 * w, 0.5 * w), 0.27 * w, ink)
    mark = pygame.transform.smoothscale(mark, (w, round(w * ry / rx)))
    body.blit(mark, mark.get_rect(center=p.p(0.5, cy)))
    shadow = _drop_shadow(body, (round(0.03 * w), round(0.04 * w)), 0.03 * w, 120)
    out = _compose_piece(body, shadow, max(1.0, ss * 0.7))
    marks = _surface(w, h, fill=ink)        # painted on after the light: flat and clear
    for x, y, f in edge_marks(shape):
        _edge_mark(_Pen(marks, w), shape, x, y, thick * 0.36, f, ink)
    out.blit(marks, (0, 0))
    return _finish(_shrink(out, w // ss, h // ss))
