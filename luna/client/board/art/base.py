"""The art package's toolkit: colours, supersampled canvases, outlines, moonlight and
shadows, engraved numbers. Every piece of art is drawn with these."""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence

import pygame

from ...window import caches
from ...window.fonts import drawable, number_face, reset
from .boxblur import box2

RGB = tuple[int, int, int]
Point = tuple[float, float]

KINDS = ("shrine", "herbs", "tides", "sailboat", "bribery", "book", "novice")

PLAYER_RGB: dict[str, RGB] = {
    "yellow": (236, 190, 58),
    "red": (226, 88, 66),         # light enough to stand out on dark ground for
    "blue": (80, 138, 228),       # colour-blind eyes too (tests/client/board/test_colour_vision.py)
    "white": (234, 232, 224),
}

KIND_RGB: dict[str, RGB] = {
    "shrine": (146, 102, 188),
    "herbs": (78, 156, 82),
    "tides": (36, 150, 160),
    "sailboat": (64, 116, 204),
    "bribery": (214, 162, 44),
    "book": (176, 62, 76),
    "novice": (184, 96, 150),     # rose-plum: far in hue from the red player (and Book)
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


def plain_copy(picture: pygame.Surface) -> pygame.Surface:
    """`picture` (opaque, blitted whole many times a frame's worth: the panel's glass, the
    sea) with the same pixels, in rows a few bytes longer than its width. SDL copies an
    opaque picture whose rows and target are 16-byte aligned with streaming stores that
    pass the cache; where the target does not start on a 64-byte line (the panel at
    x=724), each store wrote half lines to memory: a 300x700 glass took 0.25 ms, not 0.03,
    and what was blended over it next read it back from memory (a frame at 1024x700: 2.05
    -> 1.50 ms). Rows of another length take the ordinary copy."""
    w, h = picture.get_size()
    pad = 1 if (w + 1) % 4 else 2                 # a row's bytes no multiple of 16
    rows = pygame.Surface((w + pad, h), 0, picture)
    rows.blit(picture, (0, 0))
    return rows.subsurface((0, 0, w, h))


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
    """Two box blurs approximate a gaussian. A layer that is mostly empty (a shore's foam,
    a tree's shade) is blurred only round what is drawn on it."""
    w, h = s.get_size()
    if radius < WIDE and w * h > 4 * TILE * TILE:
        uneven = _uneven(s, radius)
        if len(uneven) < w * h / (TILE * TILE) * 0.6:
            return _blur_near(s, radius, uneven)
    box = _drawn(s)
    if not box.w or not box.h:
        return s.copy()
    part = box.inflate(4 * radius + 4, 4 * radius + 4).clip(s.get_rect())
    if part.w * part.h > w * h * 0.6:
        return _blur_all(s, radius)
    out = s.copy()
    out.fill((*s.get_at((0, 0))[:3], 0))
    out.blit(_blur_all(s.subsurface(part).copy(), radius), part.topleft)
    return out


TILE = 96       # px a side: the pieces a large layer's narrow blur is done in
WIDE = 8        # a blur this wide or wider runs on a shrunken copy (_blur_all)


def _reach(radius: float) -> tuple[int, int]:
    """The box blurs' radius for a blur of `radius`, and how far the two of them reach."""
    r = max(1, int(radius / 2))
    return r, 2 * r + 1


def _uneven(s: pygame.Surface, radius: float) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """The pieces of `s` a narrow blur changes: those not of one even colour as far
    round as the blur reaches (the piece, and the part of `s` it is blurred from). Read
    row by row in the picture's own bytes, a piece's first row that differs ending its
    reading (a piece taken as uneven that is not is blurred to the pixels it has)."""
    reach = _reach(radius)[1]
    bounds = s.get_rect()
    if s.get_parent() is not None:
        s = s.copy()
    raw, pitch, size = s.get_buffer().raw, s.get_pitch(), s.get_bytesize()
    out = []
    for y in range(0, bounds.h, TILE):
        for x in range(0, bounds.w, TILE):
            piece = pygame.Rect(x, y, TILE, TILE).clip(bounds)
            src = piece.inflate(2 * reach, 2 * reach).clip(bounds)
            left, right = size * src.x, size * src.right
            top = src.y * pitch
            even = raw[top + left:top + left + size] * src.w
            for row in range(top, src.bottom * pitch, pitch):
                if raw[row + left:row + right] != even:
                    out.append((piece, src))
                    break
    return out


def _blur_near(s: pygame.Surface, radius: float,
               uneven: list[tuple[pygame.Rect, pygame.Rect]]) -> pygame.Surface:
    """A narrow blur of a large layer done piece by piece, only in its `uneven` pieces
    (elsewhere it leaves every pixel as it is): the same pixels as the whole layer
    blurred at once, each piece blurred with the margin its blur reaches over, for a
    fraction of the work (the temple island's line of foam runs round a 1200x1300
    picture whose sea inside and outside it is clear; the cove's cut-out is one small
    hole in a white sheet)."""
    r = _reach(radius)[0]
    out = s.copy()
    for piece, src in uneven:
        done = box2(s.subsurface(src).copy(), r)
        out.fill((0, 0, 0, 0), piece)
        out.blit(done, piece.topleft, piece.move(-src.x, -src.y),
                 special_flags=pygame.BLEND_RGBA_ADD)
    return out


def _drawn(s: pygame.Surface) -> pygame.Rect:
    """The box round `s`'s pixels that are not wholly clear: `get_bounding_rect()`'s,
    found by halving on a mask of them (that call walks the clear margins pixel by pixel,
    down the columns: 5 ms for a 1400x1000 layer of foam, a third of its blur; this 1.6)."""
    w, h = s.get_size()
    drawn = pygame.mask.from_surface(s, 0)
    every = pygame.Mask((w, h), fill=True)

    def first(most: int, shifted) -> int:     # the fewest rows (columns) that hold some
        lo, hi = 1, most
        while lo < hi:
            mid = (lo + hi) // 2
            if drawn.overlap(every, shifted(mid)):
                hi = mid
            else:
                lo = mid + 1
        return lo

    if not drawn.overlap(every, (0, 0)):
        return pygame.Rect(0, 0, 0, 0)
    top = first(h, lambda n: (0, n - h)) - 1
    bottom = h - first(h, lambda n: (0, h - n)) + 1
    left = first(w, lambda n: (n - w, 0)) - 1
    right = w - first(w, lambda n: (w - n, 0)) + 1
    return pygame.Rect(left, top, right - left, bottom - top)


def _blur_all(s: pygame.Surface, radius: float) -> pygame.Surface:
    """Wide blurs run on a shrunken copy, which looks the same for soft shadows and glows
    and costs a fraction."""
    k = max(1, int(radius / (WIDE / 2)))
    if k > 1:
        w, h = s.get_size()
        small = _shrink(s, max(1, w // k), max(1, h // k))
        return _shrink(_blur_all(small, radius / k), w, h)
    return box2(s, max(1, int(radius / 2)))


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
          wobble: float = 0.08, n: int = 96, full: float = 2.0) -> list[Point]:
    """An organic closed outline: an ellipse whose radius rides on a few seeded waves
    (`full` over 2: a fuller one, a superellipse of that power, its sides straighter)."""
    waves = [(k, wobble * rng.uniform(0.4, 1.0) / k ** 0.6, rng.uniform(0, math.tau))
             for k in range(2, 8)]
    pts = []
    for i in range(n):
        a = math.tau * i / n
        r = 1 + sum(amp * math.sin(k * a + ph) for k, amp, ph in waves)
        if full != 2.0:
            r /= (abs(math.cos(a)) ** full + abs(math.sin(a)) ** full) ** (1 / full)
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


# the lighting maps of the pieces drawn lately, bounded by their bytes: each piece is kept
# itself, so a map is seldom asked for again (a thousand of them held 22 MB, 64 of a
# 1920x1080 board's 14 MB), and one is a 9x9 grid stretched
@caches.by_bytes(2 << 20)
def _field(w: int, h: int, what: str, a: float, b: float) -> pygame.Surface:
    """A smooth grey field computed on a coarse grid and stretched: cheap lighting maps."""
    return pygame.transform.smoothscale(_grid(what, a, b), (max(1, w), max(1, h)))


@functools.lru_cache(maxsize=16)
def _grid(what: str, a: float, b: float) -> pygame.Surface:
    """`_field`'s coarse grid, the same for every size (a few kinds of light: made once
    each; not to be drawn on)."""
    n = 9
    small = pygame.Surface((n, n), 0, 32)
    for j in range(n):
        for i in range(n):
            d = (i / (n - 1) * 0.55 + j / (n - 1) * 0.45)  # 0 at the moon, 1 away from it
            v = 255 * (1 - a * d) if what == "shade" else a * max(0.0, 1 - d / b) ** 2
            g = max(0, min(255, int(v)))
            small.set_at((i, j), (g, g, g))
    return small


def _light(s: pygame.Surface, dark: float = 0.38, shine: float = 70,
           reach: float = 0.8) -> None:
    """Moonlight: brighten what faces the top left, darken what faces away (alpha untouched)."""
    w, h = s.get_size()
    s.blit(_field(w, h, "shade", dark, 1.0), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    s.blit(_field(w, h, "shine", shine, reach), (0, 0), special_flags=pygame.BLEND_RGB_ADD)


def _outlined(s: pygame.Surface, colour: Sequence[int], width: float) -> pygame.Surface:
    """A dark rim round a silhouette so a piece reads against sand, grass and sea alike:
    its mask moved twelve ways and joined (the bytes of its opaque silhouette blitted
    twelve times over clear pixels of its colour, in bits instead of pixels)."""
    shape = pygame.mask.from_surface(s, 60)
    rim = pygame.Mask(s.get_size())
    steps = 12
    for i in range(steps):
        a = math.tau * i / steps
        rim.draw(shape, (round(width * math.cos(a)), round(width * math.sin(a))))
    out = rim.to_surface(setcolor=(*colour[:3], 255), unsetcolor=(*colour[:3], 0))
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
    """The piece's own silhouette, shifted away from the moon and softened (its mask
    moved: the bytes of its silhouette blitted over clear black)."""
    moved = pygame.Mask(s.get_size())
    moved.draw(pygame.mask.from_surface(s, 60), offset)
    return _blur(moved.to_surface(setcolor=(0, 0, 0, alpha), unsetcolor=(0, 0, 0, 0)), blur)


def _ground_shadow(size: tuple[int, int], centre: Point, rx: float, ry: float,
                   blur: float, alpha: int) -> pygame.Surface:
    """A soft oval shadow on the ground under a standing piece (the caller's own copy)."""
    return _oval_shadow(tuple(size), tuple(centre), rx, ry, blur, alpha).copy()


# the pieces' ground shadows drawn lately, bounded by their bytes: a novice's is the same
# in every player's colour (a size's five novices blurred one shadow five times)
@caches.by_bytes(512 << 10)
def _oval_shadow(size: tuple[int, int], centre: Point, rx: float, ry: float,
                 blur: float, alpha: int) -> pygame.Surface:
    """`_ground_shadow`'s picture, kept (not to be drawn on)."""
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


@functools.lru_cache(maxsize=512)
def ink_size(text: str, px: int) -> tuple[int, int]:
    """`_glyphs(text, px, …)`'s size: the same for every colour, asked for far more often
    than the glyphs are drawn (the layout sizes the seats' and tiles' numbers by it)."""
    return _glyphs(text, px, (0, 0, 0)).get_size()


def _glyphs(text: str, px: int, colour: Sequence[int]) -> pygame.Surface:
    """Rendered text cropped to its ink, so it centres by what is visible."""
    face = number_face(px)
    draw = getattr(face, "plain", face.render)
    try:
        s = draw(drawable(text), True, colour[:3])
    except pygame.error:            # pygame was restarted since the font was made
        reset()
        face = number_face(px)
        s = getattr(face, "plain", face.render)(drawable(text), True, colour[:3])
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

