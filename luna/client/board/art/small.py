"""Small things: candles, the Book of Wisdom, the jetty, round glows, the panel's glass."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from .base import (
    CANDLE_LIGHT,
    OUTLINE,
    _blur,
    _compose_piece,
    _cubic,
    _darker,
    _drop_shadow,
    _finish,
    _ground_shadow,
    _light,
    _lighter,
    _mix,
    _outlined,
    _Pen,
    _seed,
    _shrink,
    _ss,
    _surface,
)

# --------------------------------------------------------------------------- small things


FLAMES = 6         # the flames a burning candle flickers between


def _flame(p: _Pen, cx: float, tall_f: float = 1.0, lean: float = 0.0) -> None:
    """Three nested teardrops: orange edge, yellow body, a nearly white core; `tall_f`
    stretches it, `lean` bends its tip sideways (a draught)."""
    layers = ((255, 140, 40, 200), 0.085, 0.20), ((255, 204, 90, 255), 0.06, 0.15), \
        ((255, 246, 214, 255), 0.032, 0.09)
    for colour, half, tall in layers:
        base_y = 0.40
        tall *= tall_f
        tip = (cx + lean * tall / 0.2, base_y - tall * 1.6)
        pts = _cubic(tip, (cx + half * 0.4 + lean * 0.5, base_y - tall),
                     (cx + half * 1.4, base_y - 0.02), (cx, base_y + 0.01))
        pts += _cubic((cx, base_y + 0.01), (cx - half * 1.4, base_y - 0.02),
                      (cx - half * 0.4 + lean * 0.5, base_y - tall), tip)[1:]
        p.poly(colour, pts)


WAX_LIT: tuple = (248, 238, 208)      # a burning candle's wax, warm in its own light
WAX_OUT: tuple = (232, 224, 204)       # a snuffed one's: the same pale wax, a little cooler
# (dark grey snuffed candles on brown dishes read as black top hats: a snuffed candle is a
# pale candle burnt down, with its black wick)
WAX_TOP = {True: 0.46, False: 0.62}    # a candle's top, a share of its height down
BRASS: tuple = (204, 164, 84)


@lru_cache(maxsize=32)
def _candle_body(size: int, lit: bool) -> pygame.Surface:
    """The candle on its dish with its shadow, supersampled, without flame or smoke: a
    burning one tall in a warm light on its dish, a snuffed one of the same pale wax
    burnt down (a third shorter), a hollow at its top and a bent black wick standing out
    of it, its dish unlit (told apart in grey too: its height, its wick, no flame)."""
    ss = _ss(size)
    w, h = round(size * 0.6) * ss, size * ss
    cx = w / h / 2
    body = _surface(w, h, fill=OUTLINE)
    p = _Pen(body, h)
    brass = BRASS if lit else _darker(BRASS, 0.12)
    p.ellipse(_darker(brass, 0.4), (cx, 0.905), 0.27, 0.06)
    p.ellipse(brass, (cx, 0.89), 0.26, 0.05)
    wax = WAX_LIT if lit else WAX_OUT
    top = WAX_TOP[lit]
    p.rect(wax, cx - 0.11, top, 0.22, 0.89 - top)
    p.ellipse(wax, (cx, 0.89), 0.11, 0.025)
    p.stroke(_darker(wax, 0.08), [(cx + 0.065, top + 0.01), (cx + 0.07, top + 0.12)], 0.025)
    if lit:
        p.ellipse(_lighter(wax, 0.3), (cx, top), 0.11, 0.03)
        p.stroke((40, 30, 26), [(cx, top), (cx + 0.008, top - 0.06)], 0.016)
    else:             # its rim, the hollow the flame melted, a drip, the bent black wick
        p.ellipse(_darker(wax, 0.06), (cx, top), 0.11, 0.03)
        p.ellipse(_darker(wax, 0.3), (cx, top + 0.004), 0.075, 0.018)
        p.stroke(_darker(wax, 0.1), [(cx - 0.07, top + 0.02), (cx - 0.075, top + 0.1)], 0.03)
        p.stroke((14, 12, 12), [(cx, top + 0.005), (cx + 0.006, top - 0.05),
                                (cx + 0.035, top - 0.075)], 0.022)
    _light(body, dark=0.45 if lit else 0.36, shine=50 if lit else 36)
    canvas = _ground_shadow((w, h), (w * 0.56, h * 0.91), w * 0.42, h * 0.05, ss * 2, 130)
    if lit:                                    # the dish and the altar lit round it
        warm = glow(round(0.30 * h), CANDLE_LIGHT, 120)
        canvas.blit(warm, warm.get_rect(center=(w / 2, 0.80 * h)))
    canvas.blit(_outlined(body, OUTLINE, max(1, ss * 0.6)), (0, 0))
    return canvas


@lru_cache(maxsize=64)
def flame(size: int, k: int = 0) -> pygame.Surface:
    """The flame of a burning candle of height `size` and its warm light, the candle's
    size: the `k`-th of FLAMES, each a little taller or leaning (a flicker)."""
    ss = _ss(size)
    w, h = round(size * 0.6) * ss, size * ss
    phase = k * math.tau / FLAMES
    canvas = _surface(w, h, fill=CANDLE_LIGHT)
    g = glow(round(0.36 * h * (1 + 0.05 * math.sin(phase))), CANDLE_LIGHT, 150)
    canvas.blit(g, g.get_rect(center=(w / 2, 0.30 * h)))
    fl = _surface(w, h, fill=(255, 180, 80))
    _flame(_Pen(fl, h), w / h / 2, 1 + 0.12 * math.sin(phase), 0.012 * math.sin(2 * phase + 1))
    canvas.blit(_blur(fl, ss * 0.8), (0, 0))
    return _finish(_shrink(canvas, w // ss, size))


@lru_cache(maxsize=32)
def candle(size: int, lit: bool, flame: int | None = 0) -> pygame.Surface:
    """A time marker: a wax candle on a brass dish, burning with a warm glow or snuffed with
    a curl of smoke. Height `size`, width 0.6 * size. `flame`: which of the FLAMES burns
    on a lit candle (None: none, for the board to add one that flickers)."""
    ss = _ss(size)
    canvas = _candle_body(size, lit).copy()
    w, h = canvas.get_size()
    if not lit:
        cx = w / h / 2
        smoke = _surface(w, h, fill=(200, 200, 208))     # a thin grey wisp, no glow
        top = WAX_TOP[False] - 0.08                         # from the wick's tip up
        curl = [(cx + 0.04 + 0.045 * math.sin(t * 5.5), top - 0.34 * t)
                for t in (i / 14 for i in range(15))]
        _Pen(smoke, h).stroke((200, 200, 208, 90), curl, 0.016)
        canvas.blit(_blur(smoke, ss * 1.5), (0, 0))
    out = _shrink(canvas, w // ss, size)
    if lit and flame is not None:
        out.blit(_flame_of(size, flame), (0, 0))
    return _finish(out)


def _flame_of(size: int, k: int) -> pygame.Surface:
    return flame(size, k % FLAMES)


BOOK_PAGE: tuple = (240, 222, 172)     # the Book of Wisdom: old parchment pages
BOOK_COVER: tuple = (74, 56, 40)       # in umber leather (no player's colour)
BOOK_GOLD: tuple = (226, 186, 92)


@lru_cache(maxsize=32)
def book_marker(size: int) -> pygame.Surface:
    """The Book of Wisdom: a closed tome in umber leather seen from above, a gilt frame
    and crescent on its cover, its parchment pages' edges at its foot, a gold ribbon.
    Dark on the temple's pale stone, as a novice is: seen at a glance beside the novice
    it stands behind (an open book's pale pages were near the stone's own colour, under
    2:1). Neutral: no player's colour, so it never reads as one player's piece; nor a
    field's symbol (an open book in ink)."""
    ss = _ss(size)
    n = size * ss
    body = _surface(n, n, fill=OUTLINE)
    p = _Pen(body, n)
    # (the open book's outline it replaced: the field's pieces are laid out round it)
    p.poly(BOOK_PAGE, [(0.04, 0.24), (0.50, 0.30), (0.96, 0.24), (0.94, 0.84), (0.50, 0.90),
                       (0.06, 0.84)])          # the pages' edges at its foot, the cover over
    p.poly(BOOK_COVER, [(0.04, 0.24), (0.50, 0.30), (0.96, 0.24), (0.95, 0.76),
                        (0.50, 0.82), (0.05, 0.76)])
    p.stroke(_darker(BOOK_PAGE, 0.35), [(0.08, 0.81), (0.50, 0.865), (0.92, 0.81)], 0.015)
    p.stroke(BOOK_GOLD, [(0.14, 0.35), (0.50, 0.40), (0.86, 0.35), (0.85, 0.67),
                         (0.50, 0.72), (0.15, 0.67), (0.14, 0.35)], 0.035)   # a gilt frame
    p.circle(BOOK_GOLD, (0.47, 0.54), 0.15)    # and a crescent on the cover
    p.circle(BOOK_COVER, (0.54, 0.50), 0.125)
    p.poly(BOOK_GOLD, [(0.53, 0.80), (0.60, 0.80), (0.60, 0.98), (0.565, 0.93), (0.53, 0.98)])
    shadow = _drop_shadow(body, (round(0.05 * n), round(0.06 * n)), 0.05 * n, 130)
    out = _compose_piece(body, shadow, max(1.0, ss * 0.7), rim=ss)
    return _finish(_shrink(out, size, size))


def _deck(long_: int, short: int, rng: random.Random, ss: int) -> pygame.Surface:
    """Planks across a long deck, nailed at both ends, on a row of piles each side."""
    deck = _surface(long_, short, fill=OUTLINE)
    m = short * 0.12
    plank = max(3 * ss, short * 0.22)
    x = m * 0.6
    wood = (128, 94, 62)
    while x < long_ - m * 0.6:
        pw = min(plank, long_ - m * 0.6 - x)
        tone = _mix(wood, _darker(wood, 0.3) if rng.random() < 0.5 else _lighter(wood, 0.15),
                    rng.uniform(0, 0.6))
        r = pygame.Rect(round(x), round(m), max(1, round(pw - ss)), round(short - 2 * m))
        pygame.draw.rect(deck, tone, r, border_radius=ss)
        for _ in range(2):
            gx = r.x + rng.uniform(0.2, 0.8) * r.w
            pygame.draw.line(deck, _darker(tone, 0.18), (gx, r.y + 2), (gx, r.bottom - 2), 1)
        for ny in (r.y + m * 0.5, r.bottom - m * 0.5):
            pygame.draw.circle(deck, (44, 34, 30), (r.centerx, ny), max(1, ss * 0.8))
        x += pw
    piles = max(2, round(long_ / (short * 1.6)) + 1)
    for k in range(piles):
        px = m + (long_ - 2 * m) * k / (piles - 1)
        for py in (m, short - m):
            pygame.draw.circle(deck, (70, 52, 38), (px, py), m * 0.95)
            pygame.draw.circle(deck, (112, 86, 60), (px - m * 0.2, py - m * 0.2), m * 0.55)
    return deck


@lru_cache(maxsize=8)
def jetty(w: int, h: int) -> pygame.Surface:
    """A wooden jetty on piles; planks run across its long side. The water around it stays
    transparent, but the jetty's shadow falls on it, inside the w x h surface."""
    ss = 2
    W, H = w * ss, h * ss
    short = min(W, H)
    room = round(short * 0.12)
    deck = _deck(max(W, H) - room, short - room, random.Random(_seed("jetty", w, h)), ss)
    if H > W:
        deck = pygame.transform.rotate(deck, -90)
    _light(deck, dark=0.35, shine=50)
    canvas = _surface(W, H)
    canvas.blit(deck, (0, 0))
    canvas = _drop_shadow(canvas, (round(room * 0.45), round(room * 0.7)), room * 0.5, 150)
    canvas.blit(_outlined(deck, OUTLINE, ss * 0.6), (0, 0))
    return _finish(_shrink(canvas, w, h))


@lru_cache(maxsize=16)
def jetty_icon(w: int, h: int) -> pygame.Surface:
    """The jetty as a small picture (a player's card's foot: the board's deck seen from
    above read as "an unexplained brown bar" there): seen from the side, a deck of planks
    on posts standing in a band of water, a mooring post at its end, outlined dark."""
    ss = 4
    W, H = w * ss, h * ss
    out = _surface(W, H)
    water_y = round(H * 0.72)
    # the water: a band with a light crest
    pygame.draw.rect(out, (52, 112, 160), (0, water_y, W, H - water_y),
                     border_radius=round(ss * 1.5))
    pygame.draw.line(out, (150, 200, 230), (ss, water_y + ss), (W - ss, water_y + ss),
                     max(1, ss // 2))
    deck_y, deck_h = round(H * 0.34), max(ss * 2, round(H * 0.2))
    post_w = max(ss * 2, round(W * 0.09))
    wood, dark = (150, 104, 62), (76, 50, 32)
    for fx in (0.14, 0.46, 0.78):                    # the posts, down into the water
        x = round(W * fx)
        pygame.draw.rect(out, OUTLINE, (x - ss, deck_y, post_w + 2 * ss, H - deck_y - ss))
        pygame.draw.rect(out, dark, (x, deck_y, post_w, H - deck_y - 2 * ss))
    bollard = pygame.Rect(W - post_w - 2 * ss, round(H * 0.1), post_w, deck_y)
    pygame.draw.rect(out, OUTLINE, bollard.inflate(2 * ss, 2 * ss), border_radius=ss)
    pygame.draw.rect(out, dark, bollard, border_radius=ss)
    deck = pygame.Rect(ss, deck_y, W - 2 * ss, deck_h)    # the planks, end on
    pygame.draw.rect(out, OUTLINE, deck.inflate(2 * ss, 2 * ss), border_radius=ss)
    pygame.draw.rect(out, wood, deck, border_radius=ss)
    pygame.draw.line(out, _lighter(wood, 0.35), (deck.x + ss, deck.y + ss),
                     (deck.right - ss, deck.y + ss), max(1, ss // 2))
    for k in range(1, 6):                           # the planks' joints
        x = deck.x + deck.w * k // 6
        pygame.draw.line(out, dark, (x, deck.y + ss), (x, deck.bottom - 1), max(1, ss // 2))
    return _finish(_shrink(out, w, h))


@lru_cache(maxsize=128)
def glow(radius: int, rgb: tuple[int, int, int], alpha: int = 120) -> pygame.Surface:
    """A soft round light, `alpha` at the centre fading to nothing at `radius`: the
    highlight under anything that may be clicked. Size 2 * radius square."""
    n = 64
    small = _surface(2 * n, 2 * n, fill=tuple(rgb[:3]))
    for r in range(n, 0, -1):
        t = 1 - r / n
        a = alpha * (t * t * (3 - 2 * t))
        pygame.draw.circle(small, (*rgb[:3], int(a)), (n, n), r)
    d = max(2, 2 * int(radius))
    return _finish(pygame.transform.smoothscale(small, (d, d)))


@lru_cache(maxsize=32)
def panel_bg(w: int, h: int) -> pygame.Surface:
    """The side panel's glass: translucent dark slate, a thin silver border, rounded."""
    ss = 2
    W, H = w * ss, h * ss
    s = _surface(W, H, fill=(180, 190, 210))
    radius = min(12 * ss, W // 4, H // 4)
    pygame.draw.rect(s, (170, 182, 206, 200), s.get_rect(), border_radius=radius)
    inner = s.get_rect().inflate(-2 * ss, -2 * ss)
    pygame.draw.rect(s, (18, 24, 40, 214), inner, border_radius=max(0, radius - ss))
    grad = pygame.Surface((1, 2), 0, 32)
    grad.set_at((0, 0), (255, 255, 255))
    grad.set_at((0, 1), (200, 200, 210))
    s.blit(pygame.transform.smoothscale(grad, (W, H)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    top = pygame.Rect(inner.x + radius, inner.y + ss, inner.w - 2 * radius, ss)
    pygame.draw.rect(s, (220, 228, 244, 60), top)
    return _finish(_shrink(s, w, h))
