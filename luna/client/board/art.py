"""All of the game's artwork, drawn by code: a night sea around a moonlit temple island.

Nothing is loaded from image files. Shapes are drawn with `pygame.draw` on a canvas a few
times larger than the result and shrunk with `smoothscale`, which gives antialiased edges
for any shape; soft shadows are blurred silhouettes. The moon stands to the top left, so
every piece is lit from there and throws its shadow to the bottom right.

Every public function is cached by its arguments and returns a surface with per-pixel
alpha. The cached surfaces are shared: callers blit them and never draw on them.
Nothing here needs a display mode; surfaces are converted only when one exists.
"""

from __future__ import annotations

import importlib.util
import math
import os
import random
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from ..fonts import drawable

RGB = tuple[int, int, int]
Point = tuple[float, float]

KINDS = ("shrine", "herbs", "tides", "sailboat", "bribery", "book", "novice")

PLAYER_RGB: dict[str, RGB] = {
    "yellow": (236, 190, 58),
    "red": (204, 62, 52),
    "blue": (58, 112, 206),
    "white": (234, 232, 224),
}

KIND_RGB: dict[str, RGB] = {
    "shrine": (146, 102, 188),
    "herbs": (78, 156, 82),
    "tides": (36, 150, 160),
    "sailboat": (64, 116, 204),
    "bribery": (214, 162, 44),
    "book": (176, 62, 76),
    "novice": (190, 112, 62),
}

PARCHMENT: RGB = (244, 236, 212)
INK: RGB = (30, 24, 34)
OUTLINE: RGB = (22, 18, 26)
MOONLIGHT: RGB = (226, 232, 246)
STONE: RGB = (206, 200, 186)
CANDLE_LIGHT: RGB = (255, 196, 110)

_MARK_SHAPES = {"yellow": "circle", "red": "triangle", "blue": "square", "white": "diamond"}
_BOARD_TINT: dict[str, RGB] = {
    "yellow": (190, 160, 82),
    "red": (168, 88, 78),
    "blue": (86, 114, 168),
    "white": (196, 198, 204),
}
_NOVICE_W = 0.64    # standing novice: width / height
_FIGURE_W = 0.74    # big figures: width / height


# --------------------------------------------------------------------------- basics


def _surface(w: int, h: int, fill: RGB = (0, 0, 0)) -> pygame.Surface:
    """A transparent surface whose hidden colour is `fill`, so shrinking it leaves no fringe."""
    s = pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)
    s.fill((*fill, 0))
    return s


def _finish(s: pygame.Surface) -> pygame.Surface:
    """Convert for fast blits only when a display exists (the dummy driver has none yet)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return s.convert_alpha()
    return s


def _ss(size: int) -> int:
    """Supersampling factor: small pieces need more samples for smooth edges."""
    return 4 if size <= 40 else 3 if size <= 110 else 2


def _shrink(s: pygame.Surface, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(s, (max(1, int(w)), max(1, int(h))))


def _blur(s: pygame.Surface, radius: float) -> pygame.Surface:
    """Two box blurs approximate a gaussian; wide blurs run on a shrunken copy, which
    looks the same for soft shadows and glows and costs a fraction."""
    k = max(1, int(radius / 4))
    if k > 1:
        w, h = s.get_size()
        small = _shrink(s, max(1, w // k), max(1, h // k))
        return _shrink(_blur(small, radius / k), w, h)
    r = max(1, int(radius / 2))
    return pygame.transform.box_blur(pygame.transform.box_blur(s, r), r)


def _mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a[:3], b[:3], strict=True))


def _lighter(c: Sequence[int], t: float) -> RGB:
    return _mix(c, (255, 255, 255), t)


def _darker(c: Sequence[int], t: float) -> RGB:
    return _mix(c, (0, 0, 0), t)


def _clamp(v: float) -> int:
    return max(0, min(255, int(v)))


def _seed(*parts: object) -> int:
    """A stable seed (str hashes change between runs, so they cannot be used)."""
    text = "|".join(str(p) for p in parts)
    h = 2166136261
    for ch in text.encode():
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h


# --------------------------------------------------------------------------- geometry


def _cubic(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 14) -> list[Point]:
    pts = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        pts.append((u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                    u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1]))
    return pts


def _quad(p0: Point, p1: Point, p2: Point, n: int = 12) -> list[Point]:
    return [((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
             (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1])
            for t in (i / n for i in range(n + 1))]


def _mirror(half: list[Point], cx: float) -> list[Point]:
    """A symmetric outline from its left half (top to bottom)."""
    return half + [(2 * cx - x, y) for x, y in reversed(half)]


def _leaf(base: Point, angle: float, length: float, width: float, n: int = 10) -> list[Point]:
    """A pointed lens-shaped leaf growing from `base` towards `angle` (radians)."""
    ca, sa = math.cos(angle), math.sin(angle)
    side_a, side_b = [], []
    for i in range(n + 1):
        t = i / n
        half = width / 2 * math.sin(math.pi * t) ** 0.8 * (1 - 0.25 * t)
        along = t * length
        side_a.append((base[0] + along * ca - half * sa, base[1] + along * sa + half * ca))
        side_b.append((base[0] + along * ca + half * sa, base[1] + along * sa - half * ca))
    return side_a + side_b[::-1]


def _blob(cx: float, cy: float, rx: float, ry: float, rng: random.Random,
          wobble: float = 0.08, n: int = 96) -> list[Point]:
    """An organic closed outline: an ellipse whose radius rides on a few seeded waves."""
    waves = [(k, wobble * rng.uniform(0.4, 1.0) / k ** 0.6, rng.uniform(0, math.tau))
             for k in range(2, 8)]
    pts = []
    for i in range(n):
        a = math.tau * i / n
        r = 1 + sum(amp * math.sin(k * a + ph) for k, amp, ph in waves)
        pts.append((cx + rx * r * math.cos(a), cy + ry * r * math.sin(a)))
    return pts


def _scaled(pts: Sequence[Point], cx: float, cy: float, f: float) -> list[Point]:
    return [(cx + (x - cx) * f, cy + (y - cy) * f) for x, y in pts]


class _Pen:
    """Draws in unit coordinates on a supersampled canvas, so a design scales with its piece."""

    def __init__(self, surface: pygame.Surface, unit: float, ox: float = 0, oy: float = 0):
        self.s = surface
        self.u = unit
        self.ox = ox
        self.oy = oy

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (self.ox + x * self.u, self.oy + y * self.u)

    def poly(self, colour: Sequence[int], pts: Sequence[Point]) -> None:
        pygame.draw.polygon(self.s, colour, [self.p(x, y) for x, y in pts])

    def circle(self, colour: Sequence[int], c: Point, r: float) -> None:
        pygame.draw.circle(self.s, colour, self.p(*c), max(0.5, r * self.u))

    def ellipse(self, colour: Sequence[int], c: Point, rx: float, ry: float,
                width: float = 0) -> None:
        x, y = self.p(c[0] - rx, c[1] - ry)
        rect = pygame.Rect(round(x), round(y), round(2 * rx * self.u), round(2 * ry * self.u))
        pygame.draw.ellipse(self.s, colour, rect, round(width * self.u) if width else 0)

    def rect(self, colour: Sequence[int], x: float, y: float, w: float, h: float,
             radius: float = 0) -> None:
        px, py = self.p(x, y)
        r = pygame.Rect(round(px), round(py), round(w * self.u), round(h * self.u))
        pygame.draw.rect(self.s, colour, r, border_radius=round(radius * self.u))

    def stroke(self, colour: Sequence[int], pts: Sequence[Point], width: float) -> None:
        """A polyline with round joints and caps."""
        w = max(1, round(width * self.u))
        px = [self.p(x, y) for x, y in pts]
        if len(px) > 1:
            pygame.draw.lines(self.s, colour, False, px, w)
        for q in px:
            pygame.draw.circle(self.s, colour, q, w / 2)


# --------------------------------------------------------------------------- light & shade


@lru_cache(maxsize=256)
def _field(w: int, h: int, what: str, a: float, b: float) -> pygame.Surface:
    """A smooth grey field computed on a coarse grid and stretched: cheap lighting maps."""
    n = 9
    small = pygame.Surface((n, n), 0, 32)
    for j in range(n):
        for i in range(n):
            d = (i / (n - 1) * 0.55 + j / (n - 1) * 0.45)  # 0 at the moon, 1 away from it
            v = 255 * (1 - a * d) if what == "shade" else a * max(0.0, 1 - d / b) ** 2
            g = max(0, min(255, int(v)))
            small.set_at((i, j), (g, g, g))
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))


def _light(s: pygame.Surface, dark: float = 0.38, shine: float = 70,
           reach: float = 0.8) -> None:
    """Moonlight: brighten what faces the top left, darken what faces away (alpha untouched)."""
    w, h = s.get_size()
    s.blit(_field(w, h, "shade", dark, 1.0), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    s.blit(_field(w, h, "shine", shine, reach), (0, 0), special_flags=pygame.BLEND_RGB_ADD)


def _silhouette(s: pygame.Surface, colour: Sequence[int], alpha: int = 255) -> pygame.Surface:
    mask = pygame.mask.from_surface(s, 60)
    return mask.to_surface(setcolor=(*colour[:3], alpha), unsetcolor=(*colour[:3], 0))


def _outlined(s: pygame.Surface, colour: Sequence[int], width: float) -> pygame.Surface:
    """A dark rim round a silhouette so a piece reads against sand, grass and sea alike."""
    sil = _silhouette(s, colour)
    out = _surface(*s.get_size(), fill=tuple(colour[:3]))
    steps = 12
    for i in range(steps):
        a = math.tau * i / steps
        out.blit(sil, (round(width * math.cos(a)), round(width * math.sin(a))))
    out.blit(s, (0, 0))
    return out


def _rim_light(s: pygame.Surface, depth: int, colour: Sequence[int] = MOONLIGHT,
               alpha: int = 110) -> None:
    """A thin moonlit edge on the side of a silhouette that faces the moon."""
    mask = pygame.mask.from_surface(s, 60)
    rim = mask.copy()
    rim.erase(mask, (depth, depth))
    s.blit(rim.to_surface(setcolor=(*colour[:3], alpha), unsetcolor=(*colour[:3], 0)), (0, 0))


def _drop_shadow(s: pygame.Surface, offset: tuple[int, int], blur: float,
                 alpha: int) -> pygame.Surface:
    """The piece's own silhouette, shifted away from the moon and softened."""
    sil = _silhouette(s, (0, 0, 0), alpha)
    out = _surface(*s.get_size())
    out.blit(sil, offset)
    return _blur(out, blur)


def _ground_shadow(size: tuple[int, int], centre: Point, rx: float, ry: float,
                   blur: float, alpha: int) -> pygame.Surface:
    """A soft oval shadow on the ground under a standing piece."""
    out = _surface(*size)
    rect = pygame.Rect(0, 0, round(2 * rx), round(2 * ry))
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.ellipse(out, (0, 0, 0, alpha), rect)
    return _blur(out, blur)


def _compose_piece(body: pygame.Surface, shadow: pygame.Surface, outline: float,
                   outline_rgb: Sequence[int] = OUTLINE, rim: int = 0) -> pygame.Surface:
    """Light, rim-light and outline a flat-coloured body, then stand it on its shadow."""
    _light(body)
    if rim:
        _rim_light(body, rim)
    canvas = shadow.copy()
    canvas.blit(_outlined(body, outline_rgb, outline), (0, 0))
    return canvas


# --------------------------------------------------------------------------- text


def _font_path() -> str | None:
    """Noto Sans Bold shipped with pygame-gui (a dependency), found without importing it."""
    spec = importlib.util.find_spec("pygame_gui")
    if spec is None or not spec.origin:
        return None
    path = os.path.join(os.path.dirname(spec.origin), "data", "NotoSans-Bold.ttf")
    return path if os.path.isfile(path) else None


@lru_cache(maxsize=64)
def _font(px: int) -> pygame.font.Font:
    """The numbers' font, falling back to pygame's own when pygame-gui's is missing."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = _font_path()
    if path:
        try:
            return pygame.font.Font(path, max(6, px))
        except OSError:
            pass
    return pygame.font.Font(None, max(6, int(px * 1.3)))


def _glyphs(text: str, px: int, colour: Sequence[int]) -> pygame.Surface:
    """Rendered text cropped to its ink, so it centres by what is visible."""
    s = _font(px).render(drawable(text), True, colour[:3])
    box = s.get_bounding_rect()
    return s.subsurface(box).copy() if box.w and box.h else s


def _engrave(dst: pygame.Surface, text: str, centre: Point, px: int, ink: Sequence[int],
             light: Sequence[int], light_alpha: int = 130) -> None:
    """Text cut into stone: dark letters with a moonlit lower edge."""
    hi = _glyphs(text, px, light)
    hi.set_alpha(light_alpha)
    dark = _glyphs(text, px, ink)
    r = dark.get_rect(center=(round(centre[0]), round(centre[1])))
    off = max(1, px // 16)
    dst.blit(hi, r.move(off, off))
    dst.blit(dark, r)


# --------------------------------------------------------------------------- sea


def _sea_colour(u: float, v: float, waves: list[tuple[float, float, float, float]]) -> RGB:
    top, bottom = (16, 34, 68), (5, 12, 30)
    base = _mix(top, bottom, min(1.0, v * 0.9 + u * 0.15))
    swell = sum(a * math.sin(fx * u + fy * v + ph) for a, fx, fy, ph in waves)
    moon = max(0.0, 1 - math.hypot((u - 0.13) * 1.25, v - 0.08) / 0.75) ** 2.2
    r, g, b = base
    return (_clamp(r + swell * 5 + moon * 56), _clamp(g + swell * 7 + moon * 66),
            _clamp(b + swell * 10 + moon * 80))


def _sea_base(w: int, h: int, rng: random.Random) -> pygame.Surface:
    """Gradient, slow swells and the moon's glow, on a coarse grid stretched smooth."""
    waves = [(rng.uniform(0.4, 1.0), rng.uniform(2, 7), rng.uniform(2, 7), rng.uniform(0, 6.3))
             for _ in range(3)]
    gw, gh = max(2, w // 24), max(2, h // 24)
    small = pygame.Surface((gw, gh), 0, 32)
    for j in range(gh):
        for i in range(gw):
            small.set_at((i, j), _sea_colour(i / (gw - 1), j / (gh - 1), waves))
    return pygame.transform.smoothscale(small, (w, h))


def _moon_weight(x: float, y: float, w: int, h: int) -> float:
    """How strongly the moon's reflection lights the water at a point (0..1)."""
    u, v = x / w, y / h
    near = max(0.0, 1 - math.hypot(u - 0.13, v - 0.08) / 0.9)
    # a broad reflection path running from the moon down to the right
    along = (u - 0.13) * 0.6 + (v - 0.08) * 0.8
    across = abs(-(u - 0.13) * 0.8 + (v - 0.08) * 0.6)
    path = max(0.0, 1 - across / 0.16) * max(0.0, 1 - along / 1.1) if along > 0 else 0.0
    return min(1.0, 0.25 + 0.55 * near + 0.6 * path)


def _sea_sparkle(w: int, h: int, rng: random.Random) -> pygame.Surface:
    """Wave crests and glints, drawn bright on black and added on top of the water."""
    layer = pygame.Surface((w, h), 0, 32)
    for _ in range(int(w * h / 3200)):
        x, y = rng.uniform(-20, w), rng.uniform(0, h)
        k = _moon_weight(x, y, w, h) * rng.uniform(0.4, 1.0)
        length = rng.uniform(14, 46) * (0.7 + k)
        bend = rng.uniform(1.5, 3.5)
        pts = [(x + length * t, y - bend * math.sin(math.pi * t)) for t in (0, .2, .4, .6, .8, 1)]
        pygame.draw.aalines(layer, (int(26 * k), int(38 * k), int(56 * k)), False, pts)
    for _ in range(int(w * h / 9000)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        k = _moon_weight(x, y, w, h) ** 2
        if rng.random() < k:
            c = (int(150 * k), int(160 * k), int(180 * k))
            pygame.draw.line(layer, c, (x - 1, y), (x + rng.choice((1, 2, 3)), y))
    return layer


@lru_cache(maxsize=8)
def sea_background(w: int, h: int, seed: int = 0) -> pygame.Surface:
    """The night sea the whole board floats on; cheap enough to redraw on every resize."""
    rng = random.Random(_seed("sea", seed))
    out = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    out.blit(_sea_base(out.get_width(), out.get_height(), rng), (0, 0))
    out.blit(_sea_sparkle(out.get_width(), out.get_height(), rng), (0, 0),
             special_flags=pygame.BLEND_RGB_ADD)
    return _finish(out)


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


@lru_cache(maxsize=512)
def symbol(kind: str, size: int, rgb: tuple[int, int, int] | None = None) -> pygame.Surface:
    """The pictogram of a favour kind in one colour, bold enough to read at 16 px."""
    ink = tuple(rgb or PARCHMENT)[:3]
    ss = _ss(size)
    canvas = _surface(size * ss, size * ss, fill=ink)
    _SYMBOLS[kind](_Pen(canvas, size * ss), ink, (*ink, 0), size >= 26)
    return _finish(_shrink(canvas, size, size))


# --------------------------------------------------------------------------- tokens


@lru_cache(maxsize=256)
def favour_token(kind: str, size: int) -> pygame.Surface:
    """A round wooden-edged favour token; the disc is a little smaller than `size` so its
    shadow fits inside the surface."""
    ss = _ss(size)
    n = size * ss
    d = 0.88 * n
    c = (0.45 * n, 0.45 * n)
    base = KIND_RGB[kind]
    body = _surface(n, n, fill=OUTLINE)
    pygame.draw.circle(body, _darker(base, 0.45), c, d / 2)
    pygame.draw.circle(body, base, c, d / 2 - 0.07 * d)
    pygame.draw.circle(body, _lighter(base, 0.12), (c[0] - 0.02 * d, c[1] - 0.02 * d),
                       d / 2 - 0.12 * d)
    _light(body, dark=0.35, shine=90, reach=0.7)
    arc = pygame.Rect(0, 0, round(d * 0.78), round(d * 0.78))
    arc.center = (round(c[0]), round(c[1]))
    pygame.draw.arc(body, (*_lighter(base, 0.6), 170), arc, math.radians(100), math.radians(170),
                    max(1, round(0.025 * d)))
    canvas = _drop_shadow(body, (round(0.05 * n), round(0.06 * n)), 0.05 * n, 140)
    canvas.blit(_outlined(body, OUTLINE, max(1, ss * 0.6)), (0, 0))
    out = _shrink(canvas, size, size)
    sym_px = max(6, round(size * (0.56 if size < 30 else 0.50)))
    dark = symbol(kind, sym_px, _darker(base, 0.6)).copy()
    dark.set_alpha(150)
    at = round(0.45 * size - sym_px / 2)
    out.blit(dark, (at + max(1, size // 40), at + max(1, size // 40)))
    out.blit(symbol(kind, sym_px, PARCHMENT), (at, at))
    return _finish(out)


# --------------------------------------------------------------------------- markings


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


def _mark_ink(colour: str) -> RGB:
    """The marking's dark tone, tinted towards the body so it looks printed on it."""
    return _mix(INK, PLAYER_RGB[colour], 0.12)


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
    _draw_mark(body, colour, p.p(cx, 0.575), 0.078 * h, _mark_ink(colour))
    return body


@lru_cache(maxsize=128)
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
    _draw_mark(body, colour, p.p(0.38, 0.64), 0.1 * n, _lighter(base, 0.6))
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


@lru_cache(maxsize=64)
def council_disc(colour: str, size: int) -> pygame.Surface:
    """A council disc seen a little from the side: a short cylinder, marking on its top.
    Width `size`, height 0.62 * size."""
    ss = _ss(size)
    w, h = size * ss, round(size * 0.62) * ss
    base = PLAYER_RGB[colour]
    body = _surface(w, h, fill=OUTLINE)
    p = _Pen(body, w)
    ry, thick, cy = 0.2, 0.12, 0.22
    p.ellipse(_darker(base, 0.38), (0.47, cy + thick), 0.42, ry)
    p.rect(_darker(base, 0.38), 0.05, cy, 0.84, thick)
    p.ellipse(base, (0.47, cy), 0.42, ry)
    p.ellipse(_lighter(base, 0.1), (0.45, cy - 0.012), 0.34, ry * 0.74)
    mark = _surface(w, w, fill=OUTLINE)
    _draw_mark(mark, colour, (0.47 * w, 0.5 * w), 0.16 * w, _lighter(base, 0.45))
    _draw_mark(mark, colour, (0.47 * w, 0.5 * w), 0.12 * w, _mark_ink(colour))
    mark = pygame.transform.smoothscale(mark, (w, round(w * ry / 0.42)))
    body.blit(mark, mark.get_rect(center=p.p(0.47, cy)))
    shadow = _drop_shadow(body, (round(0.03 * w), round(0.04 * w)), 0.03 * w, 120)
    out = _compose_piece(body, shadow, max(1.0, ss * 0.7))
    return _finish(_shrink(out, w // ss, h // ss))


# --------------------------------------------------------------------------- big figures


def _fig_priestess(p: _Pen, cx: float) -> None:
    robe, mantle, trim = (220, 226, 240), (168, 182, 216), (236, 214, 150)
    half = _cubic((cx - 0.10, 0.36), (cx - 0.16, 0.50), (cx - 0.26, 0.78), (cx - 0.29, 0.93))
    p.poly(robe, _mirror(half, cx))
    cloak = _cubic((cx - 0.06, 0.20), (cx - 0.20, 0.26), (cx - 0.22, 0.60), (cx - 0.27, 0.90))
    p.poly(mantle, cloak + [(cx - 0.17, 0.90), (cx - 0.12, 0.50), (cx - 0.02, 0.38)])
    p.poly(mantle, [(2 * cx - x, y) for x, y in cloak]
           + [(cx + 0.17, 0.90), (cx + 0.12, 0.50), (cx + 0.02, 0.38)])
    p.circle(_lighter(robe, 0.3), (cx, 0.27), 0.10)
    p.ellipse(_darker(mantle, 0.2), (cx + 0.01, 0.285), 0.068, 0.083)
    p.ellipse((236, 214, 196), (cx + 0.012, 0.29), 0.054, 0.07)
    p.rect(trim, cx - 0.02, 0.56, 0.04, 0.37)
    for side in (-1, 1):
        p.poly(_lighter(robe, 0.15), [(cx + side * 0.13, 0.40), (cx + side * 0.17, 0.47),
                                      (cx + side * 0.05, 0.56), (cx + side * 0.02, 0.50)])
    p.circle((255, 240, 190), (cx, 0.51), 0.05)
    p.circle((255, 236, 170), (cx, 0.095), 0.09)
    p.circle((0, 0, 0, 0), (cx + 0.045, 0.07), 0.078)


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
    cloak, staff = (62, 34, 84), (70, 52, 44)
    p.stroke(staff, [(cx - 0.27, 0.94), (cx - 0.24, 0.30), (cx - 0.30, 0.16), (cx - 0.22, 0.12)],
             0.03)
    hem = [(cx - 0.30 + 0.60 * i / 8, 0.93 - (0.05 if i % 2 else 0)) for i in range(9)]
    half = _cubic((cx + 0.02, 0.02), (cx - 0.10, 0.10), (cx - 0.22, 0.34), (cx - 0.30, 0.93))
    right = _cubic((cx + 0.30, 0.93), (cx + 0.26, 0.50), (cx + 0.20, 0.25), (cx + 0.02, 0.02))
    p.poly(cloak, half + hem[1:-1] + right)
    p.poly(_darker(cloak, 0.2), [(cx - 0.02, 0.40), (cx + 0.03, 0.40), (cx + 0.10, 0.90),
                                 (cx - 0.06, 0.90)])
    p.ellipse((8, 4, 12), (cx + 0.025, 0.27), 0.09, 0.10)
    for dx in (-0.01, 0.065):
        p.circle((255, 80, 110), (cx + dx, 0.27), 0.016)
    p.circle((226, 214, 190), (cx - 0.23, 0.55), 0.035)


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


@lru_cache(maxsize=64)
def figure(name: str, size: int) -> pygame.Surface:
    """One of the four big figures, each with its own silhouette. Height `size`,
    width 0.74 * size."""
    ss = _ss(size)
    w, h = round(size * _FIGURE_W) * ss, size * ss
    draw, outline = _FIGURES[name]
    body = _surface(w, h, fill=outline)
    draw(_Pen(body, h), w / h / 2)
    shadow = _ground_shadow((w, h), (w * 0.56, h * 0.935), w * 0.40, h * 0.05, ss * 2, 150)
    if name == "priestess":
        halo = glow(round(0.16 * h), (255, 236, 170), 110)
        shadow.blit(halo, halo.get_rect(center=(w / 2, 0.095 * h)))
    rim = (190, 160, 240) if name == "apostate" else MOONLIGHT
    _light(body, dark=0.42, shine=80)
    _rim_light(body, ss, rim, 150 if name == "apostate" else 110)
    out = shadow
    out.blit(_outlined(body, outline, max(1.0, ss * 0.9 * max(1, size / 48))), (0, 0))
    return _finish(_shrink(out, w // ss, size))


# --------------------------------------------------------------------------- tiles


def _stone_slab(n: int, colour: RGB, radius: float, rng: random.Random) -> pygame.Surface:
    """A bevelled stone slab filling an n x n canvas (minus room for its shadow)."""
    s = _surface(n, n, fill=OUTLINE)
    p = _Pen(s, n)
    p.rect(_darker(colour, 0.45), 0.03, 0.05, 0.88, 0.88, radius)
    p.rect(colour, 0.03, 0.03, 0.88, 0.86, radius)
    p.rect(_lighter(colour, 0.18), 0.05, 0.05, 0.84, 0.82, radius * 0.8)
    p.rect(colour, 0.08, 0.08, 0.80, 0.77, radius * 0.7)
    for _ in range(14):
        tone = _mix(colour, _darker(colour, 0.3) if rng.random() < 0.6 else _lighter(colour, 0.3),
                    rng.uniform(0.2, 0.5))
        p.circle(tone, (rng.uniform(0.12, 0.84), rng.uniform(0.12, 0.82)),
                 rng.uniform(0.006, 0.02))
    _light(s, dark=0.30, shine=60)
    return s


def _tile_base(n: int, colour: RGB, seed: int) -> pygame.Surface:
    slab = _stone_slab(n, colour, 0.1, random.Random(seed))
    canvas = _drop_shadow(slab, (round(0.04 * n), round(0.05 * n)), 0.04 * n, 130)
    canvas.blit(_outlined(slab, OUTLINE, max(1, n / 90)), (0, 0))
    return canvas


@lru_cache(maxsize=256)
def temple_tile(number: int, kind: str, size: int,
                claimed_colour: str | None = None) -> pygame.Surface:
    """A numbered stone temple tile with its island's symbol; a claimed tile wears a frame
    in the player's colour and their marking. Width and height `size`."""
    ss = _ss(size)
    n = size * ss
    canvas = _tile_base(n, STONE, _seed("tile", number))
    if claimed_colour:
        frame = _surface(n, n)
        fp = _Pen(frame, n)
        fp.rect(PLAYER_RGB[claimed_colour], 0.05, 0.05, 0.84, 0.82, 0.08)
        fp.rect((0, 0, 0, 0), 0.10, 0.10, 0.74, 0.72, 0.05)
        canvas.blit(frame, (0, 0))
    out = _shrink(canvas, size, size)
    _engrave(out, str(number), (size * 0.46, size * 0.33), max(7, round(size * 0.36)),
             (58, 48, 44), (255, 250, 236))
    sym_px = max(7, round(size * 0.34))
    ink = _darker(KIND_RGB[kind], 0.25)
    out.blit(symbol(kind, sym_px, ink), (round(size * 0.46 - sym_px / 2), round(size * 0.52)))
    if claimed_colour:
        mk = marking(claimed_colour, max(6, round(size * 0.24)))
        out.blit(mk, (round(size * 0.86) - mk.get_width(), round(size * 0.06)))
    return _finish(out)


@lru_cache(maxsize=32)
def guardian_tile(value: int, size: int) -> pygame.Surface:
    """A dark slate path tile with the Guardian's bronze shield showing its value."""
    ss = _ss(size)
    n = size * ss
    canvas = _tile_base(n, (92, 90, 104), _seed("guardian", value))
    shield = _surface(n, n, fill=OUTLINE)
    p = _Pen(shield, n)
    outline = [(0.18, 0.14), (0.74, 0.14)] + _cubic((0.74, 0.14), (0.76, 0.50), (0.66, 0.70),
                                                    (0.46, 0.84))
    outline += _cubic((0.46, 0.84), (0.26, 0.70), (0.16, 0.50), (0.18, 0.14))[1:]
    p.poly((120, 78, 36), outline)
    p.poly((196, 142, 70), _scaled(outline, 0.46, 0.46, 0.84))
    _light(shield, dark=0.35, shine=90)
    canvas.blit(_outlined(shield, OUTLINE, max(1, ss * 0.6)), (0, 0))
    out = _shrink(canvas, size, size)
    _engrave(out, str(value), (size * 0.46, size * 0.44), max(7, round(size * 0.40)),
             (52, 30, 12), (255, 226, 170), 150)
    return _finish(out)


def _hex_points(w: float, h: float, inset: float = 0, ox: float = 0,
                oy: float = 0) -> list[Point]:
    """A pointy-top hexagon filling w x h, shrunk by `inset` towards its centre."""
    cx, cy = ox + w / 2, oy + h / 2
    f = 1 - inset
    pts = [(w / 2, 0), (w, h / 4), (w, 3 * h / 4), (w / 2, h), (0, 3 * h / 4), (0, h / 4)]
    return [(cx + (x + ox - cx) * f, cy + (y + oy - cy) * f) for x, y in pts]


@lru_cache(maxsize=256)
def hex_field(number: int, kind: str, board_colour: str, size: int,
              filled: bool) -> pygame.Surface:
    """A temple field: a pointy-top hexagon (rows offset by half a field tile like bricks),
    width `size`, height size * 2 / sqrt(3), tinted by its board. Empty fields are recessed
    paint; `filled` shows the temple tile lying on it."""
    ss = _ss(size)
    w, h = size * ss, round(size * 2 / math.sqrt(3)) * ss
    # the boards' colours toned down towards the stone: they are not players' colours
    tint = _mix(_BOARD_TINT[board_colour], (112, 108, 104), 0.55)
    stone = (222, 212, 188)
    s = _surface(w, h, fill=OUTLINE)
    pygame.draw.polygon(s, _darker(tint, 0.55), _hex_points(w, h))
    pygame.draw.polygon(s, tint, _hex_points(w, h, 0.06))
    if filled:
        tile = _surface(w, h, fill=OUTLINE)
        pygame.draw.polygon(tile, _darker(stone, 0.45), _hex_points(w, h, 0.13, 0.02 * w, 0.03 * w))
        pygame.draw.polygon(tile, _lighter(stone, 0.2), _hex_points(w, h, 0.13))
        pygame.draw.polygon(tile, stone, _hex_points(w, h, 0.19))
        _light(tile, dark=0.3, shine=60)
        s.blit(_drop_shadow(tile, (round(0.03 * w), round(0.04 * w)), 0.03 * w, 150), (0, 0))
        s.blit(tile, (0, 0))
    else:
        pygame.draw.polygon(s, _darker(tint, 0.35), _hex_points(w, h, 0.16))
        pygame.draw.polygon(s, _darker(tint, 0.12), _hex_points(w, h, 0.16, 0.015 * w, 0.02 * w))
        _light(s, dark=0.25, shine=40)
    out = _shrink(s, size, h // ss)
    ink = (58, 48, 44) if filled else _darker(tint, 0.6)
    light = (255, 250, 236) if filled else _lighter(tint, 0.4)
    cy = out.get_height() / 2
    _engrave(out, str(number), (size / 2, cy - size * 0.25), max(7, round(size * 0.27)), ink,
             light, 120 if filled else 70)
    sym_px = max(7, round(size * 0.28))
    sym_rgb = _darker(KIND_RGB[kind], 0.25) if filled else _darker(tint, 0.55)
    out.blit(symbol(kind, sym_px, sym_rgb), (round(size / 2 - sym_px / 2), round(cy + size * 0.02)))
    return _finish(out)


# --------------------------------------------------------------------------- small things


def _flame(p: _Pen, cx: float) -> None:
    """Three nested teardrops: orange edge, yellow body, a nearly white core."""
    layers = ((255, 140, 40, 200), 0.085, 0.20), ((255, 204, 90, 255), 0.06, 0.15), \
        ((255, 246, 214, 255), 0.032, 0.09)
    for colour, half, tall in layers:
        base_y = 0.40
        pts = _cubic((cx, base_y - tall * 1.6), (cx + half * 0.4, base_y - tall),
                     (cx + half * 1.4, base_y - 0.02), (cx, base_y + 0.01))
        pts += _cubic((cx, base_y + 0.01), (cx - half * 1.4, base_y - 0.02),
                      (cx - half * 0.4, base_y - tall), (cx, base_y - tall * 1.6))[1:]
        p.poly(colour, pts)


@lru_cache(maxsize=16)
def candle(size: int, lit: bool) -> pygame.Surface:
    """A time marker: a wax candle on a brass dish, burning with a warm glow or snuffed with
    a curl of smoke. Height `size`, width 0.6 * size."""
    ss = _ss(size)
    w, h = round(size * 0.6) * ss, size * ss
    cx = w / h / 2
    body = _surface(w, h, fill=OUTLINE)
    p = _Pen(body, h)
    brass = (190, 150, 74)
    p.ellipse(_darker(brass, 0.4), (cx, 0.905), 0.26, 0.06)
    p.ellipse(brass, (cx, 0.89), 0.25, 0.05)
    wax = (236, 226, 200) if lit else (204, 196, 176)
    p.rect(wax, cx - 0.10, 0.46, 0.20, 0.43)
    p.ellipse(wax, (cx, 0.89), 0.10, 0.025)
    p.ellipse(_lighter(wax, 0.3), (cx, 0.46), 0.10, 0.03)
    p.stroke(_darker(wax, 0.08), [(cx + 0.06, 0.47), (cx + 0.065, 0.58)], 0.025)
    p.stroke((40, 30, 26), [(cx, 0.46), (cx + 0.008, 0.40)], 0.014)
    _light(body, dark=0.45, shine=50)
    canvas = _ground_shadow((w, h), (w * 0.56, h * 0.91), w * 0.42, h * 0.05, ss * 2, 130)
    canvas.blit(_outlined(body, OUTLINE, max(1, ss * 0.6)), (0, 0))
    if lit:
        g = glow(round(0.36 * h), CANDLE_LIGHT, 150)
        canvas.blit(g, g.get_rect(center=(w / 2, 0.30 * h)))
        fl = _surface(w, h, fill=(255, 180, 80))
        _flame(_Pen(fl, h), cx)
        canvas.blit(_blur(fl, ss * 0.8), (0, 0))
    else:
        smoke = _surface(w, h, fill=(190, 190, 200))
        curl = [(cx + 0.05 * math.sin(t * 5.5), 0.39 - 0.30 * t)
                for t in (i / 14 for i in range(15))]
        _Pen(smoke, h).stroke((190, 190, 200, 90), curl, 0.018)
        canvas.blit(_blur(smoke, ss * 1.5), (0, 0))
    return _finish(_shrink(canvas, w // ss, size))


@lru_cache(maxsize=32)
def book_marker(size: int) -> pygame.Surface:
    """The Book of Wisdom: a small leather tome with gilt corners and a crescent."""
    ss = _ss(size)
    n = size * ss
    body = _surface(n, n, fill=OUTLINE)
    p = _Pen(body, n)
    leather, gold, page = (128, 40, 58), (236, 198, 104), (238, 228, 200)
    p.poly(page, [(0.30, 0.14), (0.86, 0.18), (0.80, 0.80), (0.22, 0.76)])
    for k in range(4):
        p.stroke(_darker(page, 0.2), [(0.82 - k * 0.02, 0.26 + k * 0.14),
                                      (0.84 - k * 0.02, 0.30 + k * 0.14)], 0.012)
    p.poly(leather, [(0.16, 0.12), (0.74, 0.16), (0.68, 0.84), (0.10, 0.80)])
    p.poly(_darker(leather, 0.3), [(0.10, 0.80), (0.16, 0.12), (0.23, 0.125), (0.17, 0.805)])
    for (x, y) in ((0.70, 0.20), (0.64, 0.80)):
        p.circle(gold, (x, y), 0.05)
    p.circle(gold, (0.45, 0.47), 0.15)
    p.circle(leather, (0.50, 0.44), 0.13)
    p.stroke(gold, [(0.24, 0.22), (0.66, 0.25)], 0.02)
    p.stroke(gold, [(0.19, 0.71), (0.61, 0.74)], 0.02)
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


# --------------------------------------------------------------------------- islands


def _halo(size: tuple[int, int], outline: list[Point], cx: float, cy: float,
          blur: float) -> pygame.Surface:
    """Shallow water round a shore: a pale teal band fading into the deep."""
    s = _surface(*size, fill=(60, 130, 150))
    pygame.draw.polygon(s, (52, 118, 140, 80), _scaled(outline, cx, cy, 1.09))
    pygame.draw.polygon(s, (84, 156, 166, 120), _scaled(outline, cx, cy, 1.035))
    return _blur(s, blur)


def _clip(layer: pygame.Surface, outline: list[Point]) -> pygame.Surface:
    """Keep only the part of `layer` inside `outline`."""
    mask = _surface(*layer.get_size(), fill=(255, 255, 255))
    pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def _tree(top: _Pen, shade: _Pen, c: Point, r: float, rng: random.Random, leaf: RGB) -> None:
    shade.ellipse((0, 0, 0, 255), (c[0] + r * 0.5, c[1] + r * 0.6), r * 1.05, r * 0.85)
    leaf = _mix(leaf, (40, 90, 70), rng.uniform(0, 0.5))
    top.circle(_darker(leaf, 0.45), c, r)
    for _ in range(5):
        a = rng.uniform(0, math.tau)
        top.circle(_darker(leaf, 0.25), (c[0] + r * 0.4 * math.cos(a),
                                         c[1] + r * 0.4 * math.sin(a)), r * 0.55)
    top.circle(_darker(leaf, 0.05), (c[0] - r * 0.2, c[1] - r * 0.22), r * 0.5)
    top.circle(_lighter(leaf, 0.15), (c[0] - r * 0.35, c[1] - r * 0.38), r * 0.26)


def _rock(top: _Pen, shade: _Pen, c: Point, r: float) -> None:
    shade.ellipse((0, 0, 0, 255), (c[0] + r * 0.4, c[1] + r * 0.45), r * 1.1, r * 0.75)
    top.ellipse((96, 96, 106), c, r, r * 0.72)
    top.ellipse((146, 146, 154), (c[0] - r * 0.25, c[1] - r * 0.2), r * 0.55, r * 0.38)


def _land(size: tuple[int, int], outline: list[Point], cx: float, cy: float,
          sand: RGB) -> pygame.Surface:
    """Sand over a dark underside, so the shore has a little bank away from the moon, and a
    darker rim of wet sand where the water laps."""
    s = _surface(*size, fill=(90, 80, 60))
    off = max(size) * 0.01
    pygame.draw.polygon(s, _darker(sand, 0.55), [(x + off, y + off * 1.6) for x, y in outline])
    pygame.draw.polygon(s, _darker(sand, 0.22), outline)
    pygame.draw.polygon(s, sand, _scaled(outline, cx, cy, 0.975))
    return s


def _meadow(land: pygame.Surface, grass: list[Point], cx: float, cy: float, green: RGB,
            rng: random.Random, scale: float) -> None:
    """Grass with a soft edge, darker and lighter patches, and a calm clearing in the middle."""
    W, H = land.get_size()
    layer = _surface(W, H, fill=green)
    pygame.draw.polygon(layer, _mix(green, (150, 140, 100), 0.45), _scaled(grass, cx, cy, 1.012))
    pygame.draw.polygon(layer, _darker(green, 0.22), grass)
    pygame.draw.polygon(layer, _darker(green, 0.1), _scaled(grass, cx, cy, 0.985))
    pygame.draw.polygon(layer, green, _scaled(grass, cx, cy, 0.965))
    patches = _surface(W, H, fill=green)
    for _ in range(26):
        a, f = rng.uniform(0, math.tau), math.sqrt(rng.random()) * 0.8
        px, py = grass[int(a / math.tau * len(grass)) % len(grass)]
        tone = _darker(green, 0.18) if rng.random() < 0.6 else _lighter(green, 0.1)
        pygame.draw.circle(patches, (*tone, 110), (cx + (px - cx) * f, cy + (py - cy) * f),
                           scale * rng.uniform(0.03, 0.07))
    pygame.draw.ellipse(patches, (*_mix(green, (150, 156, 118), 0.45), 150),
                        pygame.Rect(cx - W * 0.19, cy - H * 0.15, W * 0.38, H * 0.30))
    layer.blit(_clip(_blur(patches, scale * 0.04), _scaled(grass, cx, cy, 0.95)), (0, 0))
    land.blit(layer, (0, 0))


def _fit(pts: list[Point], cx: float, cy: float, rx: float, ry: float) -> list[Point]:
    """Scale an outline about its centre so it reaches at most rx / ry from it."""
    f = min(rx / max(abs(x - cx) for x, _ in pts), ry / max(abs(y - cy) for _, y in pts))
    return _scaled(pts, cx, cy, f)


def _inset(shore: list[Point], cx: float, cy: float, f: float,
           rng: random.Random) -> list[Point]:
    """An outline inside `shore` whose distance from it wanders, so the beach is uneven."""
    wander = _blob(0, 0, 1, 1, random.Random(rng.random()), 0.07, len(shore))
    out = []
    for (sx, sy), (ux, uy) in zip(shore, wander, strict=True):
        k = min(0.95, f * math.hypot(ux, uy))
        out.append((cx + (sx - cx) * k, cy + (sy - cy) * k))
    return out


@lru_cache(maxsize=32)
def island(kind: str, w: int, h: int, seed: int = 0) -> pygame.Surface:
    """A priest island from above: beach, grass, a few trees and rocks near the shore and a
    calm clearing in the middle where pieces stand; shallow water round it."""
    ss = 2
    W, H = w * ss, h * ss
    rng = random.Random(_seed("island", kind, seed))
    cx, cy = W / 2, H * 0.49
    shore = _fit(_blob(cx, cy, W, H, rng, 0.09), cx, cy, W * 0.42, H * 0.41)
    green = _mix((72, 112, 74), KIND_RGB.get(kind, (72, 112, 74)), 0.14)
    canvas = _halo((W, H), shore, cx, cy, min(W, H) * 0.035)
    land = _land((W, H), shore, cx, cy, (200, 184, 142))
    grass = _inset(shore, cx, cy, 0.80, rng)
    _meadow(land, grass, cx, cy, green, rng, min(W, H))
    _decorate(land, shore, grass, cx, cy, rng, green, min(W, H))
    _light(land, dark=0.35, shine=55, reach=0.9)
    foam = _surface(W, H, fill=(220, 230, 240))
    pygame.draw.lines(foam, (220, 230, 240, 90), True, _scaled(shore, cx, cy, 1.012), ss)
    canvas.blit(_blur(foam, 1), (0, 0))
    canvas.blit(land, (0, 0))
    return _finish(_shrink(canvas, w, h))


def _decorate(land: pygame.Surface, shore: list[Point], grass: list[Point], cx: float,
              cy: float, rng: random.Random, leaf: RGB, scale: float) -> None:
    """Trees on the grass rim and rocks on the beach, keeping the middle free."""
    size = land.get_size()
    top, shade = _surface(*size, fill=leaf), _surface(*size)
    tp, sp = _Pen(top, 1), _Pen(shade, 1)
    n = len(grass)
    start = rng.randrange(n)
    for k in range(rng.randint(4, 6)):
        i = (start + k * n // 6 + rng.randrange(n // 10)) % n
        gx, gy = grass[i]
        for _ in range(rng.choice((1, 1, 2))):
            f = rng.uniform(0.8, 0.92)
            _tree(tp, sp, (cx + (gx - cx) * f + rng.uniform(-1, 1) * scale * 0.04,
                           cy + (gy - cy) * f), scale * rng.uniform(0.04, 0.06), rng, leaf)
    for _ in range(rng.randint(2, 4)):
        sx, sy = shore[rng.randrange(len(shore))]
        _rock(tp, sp, (cx + (sx - cx) * 0.94, cy + (sy - cy) * 0.94),
              scale * rng.uniform(0.018, 0.03))
    shade = _blur(shade, scale * 0.02)
    shade.set_alpha(110)
    land.blit(shade, (0, 0))
    land.blit(top, (0, 0))


def _terrace(land: pygame.Surface, rect: pygame.Rect, radius: int, stone: RGB,
             drop: float) -> None:
    """One level of the plateau: a retaining wall face away from the moon, a lit lip."""
    r = rect.move(round(drop * 0.6), round(drop))
    pygame.draw.rect(land, _darker(stone, 0.5), r, border_radius=radius)
    pygame.draw.rect(land, _lighter(stone, 0.35), rect.move(-1, -1), border_radius=radius)
    pygame.draw.rect(land, stone, rect.inflate(-2, -2), border_radius=radius)


@lru_cache(maxsize=4)
def temple_island(w: int, h: int, plateau: float = 0.77) -> pygame.Surface:
    """The temple island: a pale stone plateau in two terraces above a beach; a calm
    backdrop for the path, temple, council hall and candles drawn on it. `plateau` is the
    share of the surface the stone covers (the board asks for most of it)."""
    ss = 2 if w * h <= 400_000 else 1
    W, H = w * ss, h * ss
    rng = random.Random(_seed("temple", w, h))
    cx, cy = W / 2, H / 2
    reach = 0.45 + (plateau - 0.77) * 0.5
    shore = _fit(_blob(cx, cy, W, H, rng, 0.04, 128), cx, cy, W * reach, H * reach)
    canvas = _halo((W, H), shore, cx, cy, min(W, H) * 0.025)
    land = _land((W, H), shore, cx, cy, (196, 180, 140))
    grass = _inset(shore, cx, cy, 0.88, rng)
    _meadow(land, grass, cx, cy, (70, 108, 76), rng, min(W, H) * 0.5)
    _decorate(land, shore, grass, cx, cy, rng, (70, 108, 76), min(W, H) * 0.45)
    stone, m = (184, 177, 160), min(W, H)
    upper = pygame.Rect(0, 0, round(W * (plateau + 0.03)), round(H * (plateau - 0.03)))
    upper.center = (round(cx), round(cy))
    for k in range(3):
        _terrace(land, upper, round(m * (0.10 - 0.01 * k)), _darker(stone, 0.1 - 0.04 * k),
                 m * 0.012)
        upper = upper.inflate(-round(m * 0.032), -round(m * 0.032))
    band = upper.inflate(-round(m * 0.035), -round(m * 0.035))
    pygame.draw.rect(land, _darker(stone, 0.1), band, max(1, round(m * 0.004)),
                     border_radius=round(m * 0.065))
    _flagstones(land, band.inflate(-round(m * 0.01), -round(m * 0.01)), round(m * 0.06), rng)
    _light(land, dark=0.36, shine=58, reach=0.95)
    canvas.blit(land, (0, 0))
    return _finish(_shrink(canvas, w, h))


def _flagstones(s: pygame.Surface, area: pygame.Rect, radius: int, rng: random.Random) -> None:
    """Faint joints and slightly varied slabs of paving, barely there so the board stays calm."""
    layer = _surface(s.get_width(), s.get_height(), fill=(90, 86, 80))
    step = max(10, min(area.w, area.h) // 20)
    for j, y in enumerate(range(area.top, area.bottom, step)):
        x = area.left - (step * 0.6 if j % 2 else 0) - rng.uniform(0, step * 0.3)
        while x < area.right:
            wide = step * rng.uniform(1.1, 1.9)
            tone = rng.choice(((255, 255, 255, 6), (0, 0, 0, 7), (0, 0, 0, 0)))
            pygame.draw.rect(layer, tone, (x, y, wide, step))
            pygame.draw.line(layer, (60, 56, 52, 22), (x, y), (x, y + step))
            x += wide
        pygame.draw.line(layer, (60, 56, 52, 22), (area.left, y), (area.right, y))
    mask = _surface(s.get_width(), s.get_height(), fill=(255, 255, 255))
    pygame.draw.rect(mask, (255, 255, 255, 255), area, border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(layer, (0, 0))
