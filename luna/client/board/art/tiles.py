"""The temple's stone: path tiles, guardian tiles and the hexagonal temple fields."""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import NamedTuple

import pygame

from .base import (
    KIND_RGB,
    OUTLINE,
    PLAYER_RGB,
    RGB,
    STONE,
    Point,
    _cubic,
    _darker,
    _drop_shadow,
    _engrave,
    _finish,
    _glyphs,
    _light,
    _lighter,
    _mix,
    _outlined,
    _Pen,
    _scaled,
    _seed,
    _shrink,
    _ss,
    _surface,
    ink_size,
)
from .kept import on_disk
from .symbols import symbol

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


CLAIMED_SHADE = (40, 37, 48, 245)     # under a novice on a claimed path tile
CLAIMED_INK: RGB = (250, 244, 226)    # a claimed tile's number: light on that shade


NOVICE_MARK = _darker(KIND_RGB["novice"], 0.66)   # the Novice island's mark on a field


TILE_SYMBOL = 0.42      # a path tile's symbol to its width
TILE_NUMBER = 0.42      # a path tile's number's figures to its width, at the most
NUMBER_INK = 10         # px: the least height of a field's or a tile's figures (1024x700)
FIELD_SYMBOL_INK = 13   # px: a temple field's symbol's box wished for (as the face holds it)
FIELD_SYMBOL_LEAST = 10  # px: ... never smaller for its number's sake (a larger text)
MARK_AIR = 2            # px: the least air between a field's number and its symbol
HELD_AIR = 3            # px: ... beside it, on a held field (a pixel apart, "11≋" reads as
                        # one word)


def number_px(ink: float) -> int:
    """The numbers' font size whose figures stand at least `ink` px tall (their ink)."""
    return _number_px(math.ceil(ink))     # (figures' heights are whole pixels)


@lru_cache(maxsize=256)     # by whole pixels: a seat's width times a text size is any float
def _number_px(ink: int) -> int:
    px = 6
    while ink_size("28", px)[1] < ink and px < 160:
        px += 1
    return px


SEAT_NUMBER = 0.3       # a council seat's number's figures to the seat's width


@lru_cache(maxsize=256)
def seat_number_px(seat_w: float, grow: float = 1.0) -> int:
    """The font size of a council seat's number (engraved in the terrace in front of a
    seat `seat_w` wide): its figures a third of the seat and NUMBER_INK tall at least,
    grown with the player's text size (never tiny beside the panel's words, F048), "10" no wider
    than its seat."""
    px = number_px(max(NUMBER_INK, seat_w * SEAT_NUMBER) * grow)
    while px > 6 and ink_size("10", px)[0] > seat_w * 0.9:
        px -= 1
    return px


def seat_number_reach(seat_w: float, grow: float = 1.0) -> int:
    """How far a seat's number reaches under its seat (its figures' foot)."""
    px = seat_number_px(seat_w, grow)
    ink = min(max(NUMBER_INK, seat_w * SEAT_NUMBER) * grow,
              ink_size("28", px)[1])
    return round(px * 0.62 + ink / 2) + 1


@lru_cache(maxsize=64)
def tile_marks(size: int, grow: float = 1.0) -> tuple[int, Point, int, tuple[int, int]]:
    """Where a path tile `size` across has its number and symbol: the number's font size
    and centre, the symbol's size and top left. The number's figures at least NUMBER_INK
    tall (F048), grown with the text size while
    the symbol under them keeps most of its room (TILE_SYMBOL; a third of the tile at
    least), both on the slab's face."""
    top, foot = size * 0.06, size * 0.9              # the slab's face (_stone_slab)
    # (a larger text: the figures a little taller than a tile's share, the symbol a little
    # smaller, F048)
    want = min(max(NUMBER_INK, size * 0.27), max(NUMBER_INK, size * TILE_NUMBER)) * grow
    least = size * (0.34 if grow > 1 else 0.36)
    for ink in range(math.ceil(want), NUMBER_INK - 1, -1):
        px = number_px(ink)
        gh = ink_size("28", px)[1]
        sym_top = top + gh + 0.5                     # (a symbol's box has its own air)
        sym_px = min(round(size * TILE_SYMBOL), math.floor(foot - sym_top))
        if sym_px >= least or ink == NUMBER_INK:
            break
    down = min(max(0.0, foot - sym_top - sym_px) / 2, size * 0.05)   # off the slab's rim
    return px, (size * 0.46, top + down + gh / 2), max(8, sym_px), \
        (round(size * 0.46 - sym_px / 2), round(sym_top + down))


@lru_cache(maxsize=1024)
@on_disk(size=lambda number, kind, size, claimed_colour=None, grow=1.0: (size, size))
def temple_tile(number: int, kind: str, size: int,
                claimed_colour: str | None = None, grow: float = 1.0) -> pygame.Surface:
    """A numbered stone temple tile with its island's symbol; a claimed tile wears a frame
    in the player's colour (the board pins its owner's badge in a corner). Width and
    height `size`; its number grown by `grow` (the player's text size, fonts.board_grow)
    as far as the tile holds it (tile_marks)."""
    ss = _ss(size)
    n = size * ss
    canvas = _tile_base(n, STONE, _seed("tile", number))
    if claimed_colour:
        frame = _surface(n, n)
        fp = _Pen(frame, n)
        fp.rect(PLAYER_RGB[claimed_colour], 0.04, 0.04, 0.86, 0.84, 0.08)
        # inside the frame a dark shade of stone: the novice standing there (as light as
        # white or yellow) reads on it, as a novice does in its rim on a temple field, and
        # so does its number in light figures at the top left
        fp.rect(CLAIMED_SHADE, 0.08, 0.08, 0.78, 0.76, 0.05)
        canvas.blit(frame, (0, 0))
    out = _shrink(canvas, size, size)
    if claimed_colour:      # its number and symbol in the corner its novice leaves
        marks = claimed_marks(size, grow)      # (its number over the symbol where a small
        out.blit(symbol(kind, marks.symbol, _lighter(KIND_RGB[kind], 0.45)),  # tile has no
                 marks.symbol_at)            # room for both side by side: its figures
        _engrave(out, str(number), marks.number.center, marks.px, CLAIMED_INK,  # never
                 (0, 0, 0), 230)             # partly covered)
        return _finish(out)
    px, at, sym_px, sym_at = tile_marks(size, grow)
    _engrave(out, str(number), at, px, (58, 48, 44), (255, 250, 236))
    ink = _darker(KIND_RGB[kind], 0.25)           # its number (it reads at 1024x700)
    out.blit(symbol(kind, sym_px, ink), sym_at)
    return _finish(out)


class ClaimedMarks(NamedTuple):
    """A claimed path tile's places, in its picture: its number (the figures' font size
    and their ink's box), its island's symbol (size and top left), the owner's badge (its
    size and top left) and the novice standing on it (its height and the top left of its
    haloed sprite)."""
    px: int
    number: pygame.Rect
    badge: int
    badge_at: tuple[int, int]
    novice: int
    novice_at: tuple[int, int]
    symbol: int
    symbol_at: tuple[int, int]


@lru_cache(maxsize=32)
def claimed_marks(size: int, grow: float = 1.0) -> ClaimedMarks:
    """Where a claimed tile `size` across shows its number, its symbol, its owner's badge
    and its novice: the number at the top left inside the frame's shade (never over the
    tile's top, F049), its island's symbol beside it as on a held temple field
    (the novice hid it), the novice at the right under them as tall as it stands with its
    body off both, the badge at the bottom left."""
    from .pieces import novice
    inner = pygame.Rect(round(size * 0.1), round(size * 0.1), 0, 0)   # the shade's corner
    inner.size = (round(size * 0.84) - inner.x, round(size * 0.82) - inner.y)
    # the stone's left and bottom edge (_tile_base): the badge sits in that corner, under
    # the number, moved up inside the frame's shade where the badge then fits on the stone
    # (else it hangs off a small tile's corner, F049)
    left, foot, high = round(size * 0.04), round(size * 0.95), math.ceil(size * 0.08 - 1)
    px = tile_marks(size, grow)[0]
    while px > 6 and ink_size("28", px)[1] > NUMBER_INK and (
            ink_size("28", px)[1] > math.ceil(size * TILE_NUMBER)
            or ink_size("28", px)[0] > size * 0.64):
        px -= 1                              # (never below the figures' least readable ink)
    while True:      # a size smaller where no novice stands off the number and symbol
        glyphs = _glyphs("28", px, (0, 0, 0))   # (at 1024x700 150 % a tile of 28 px held
        ink = glyphs.get_bounding_rect()        # none: its novice stood over its number)
        badge = max(15, round(size * 0.4))   # (F048)
        up = foot - badge - ink.h                # (the number up where the badge then
        y = min(inner.y + 1, up) if up >= high else inner.y + 1   # fits under it whole)
        number = glyphs.get_rect(topleft=(max(0, inner.x - ink.x), max(0, y - ink.y)))
        sym = max(7, min(round(size * 0.3), size - 2 - number.right, number.h))
        symbol_at = (min(number.right, size - 3 - sym),   # beside its number, as on a field
                     number.bottom - sym)
        m = 4                                            # room round the tile's box
        keep = pygame.mask.Mask((size + 2 * m, size + 2 * m))
        corner = (left, max(foot - badge, number.bottom))    # (off its number)
        for box in (number, pygame.Rect(symbol_at, (sym, sym)),
                    pygame.Rect(corner, (badge, badge)).inflate(-4, -4)):   # (its disc)
            keep.draw(pygame.mask.Mask(box.size, fill=True), (box.x + m, box.y + m))
        clear = False
        for h in range(int(size * 0.8), int(size * 0.3), -1):
            body = novice("red", h)
            w, bh = body.get_size()
            at = (round(size * 0.85) - w, round(size * 0.86) - bh)   # on the dark shade
            if keep.overlap(pygame.mask.from_surface(body, 100), (at[0] + m, at[1] + m)) is None:
                clear = True
                break
        smaller = ink_size("28", px - 1)[1] if px > 6 else 0
        if clear or px <= 6 or smaller < NUMBER_INK:
            break
        px -= 1
    at = (at[0] - 2, at[1] - 2)                          # its haloed sprite's corner
    return ClaimedMarks(px, number, badge, corner, h, at, sym,
                        symbol_at)


@lru_cache(maxsize=64)
def claimed_symbol(number: int, kind: str, size: int, colour: str,
                   grow: float = 1.0) -> pygame.Surface:
    """A claimed tile's symbol's box as its picture has it (claimed_marks), made once: the
    board draws it again over the novice's faint rim, as its number."""
    marks = claimed_marks(size, grow)
    box = pygame.Rect(marks.symbol_at, (marks.symbol, marks.symbol))
    return temple_tile(number, kind, size, colour, grow).subsurface(box).copy()


@lru_cache(maxsize=64)
def claimed_number(number: int, kind: str, size: int, colour: str,
                   grow: float = 1.0) -> pygame.Surface:
    """A claimed tile's number's box as its picture has it (claimed_marks), made once: the
    board draws it again over the novice's faint rim (a plain blit, kept as pieces are)."""
    box = claimed_marks(size, grow).number
    return temple_tile(number, kind, size, colour, grow).subsurface(box).copy()


@lru_cache(maxsize=128)
def guardian_tile(value: int, size: int, bare: bool = False,
                  grow: float = 1.0) -> pygame.Surface:
    """A dark slate path tile with the Guardian's bronze shield showing its value; `bare`:
    the slate alone, for the tile the Guardian stands on (his own shield and the value's
    disc beside him say it: the printed shield behind him read as a second shield); its
    value at least NUMBER_INK tall, grown by `grow` (the text size) as the shield holds."""
    ss = _ss(size)
    n = size * ss
    canvas = _tile_base(n, (92, 90, 104), _seed("guardian", value))
    if bare:
        return _finish(_shrink(canvas, size, size))
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
    ink = min(max(NUMBER_INK, size * 0.29 * grow), max(NUMBER_INK, size * 0.42))  # the shield
    _engrave(out, str(value), (size * 0.46, size * 0.44), number_px(ink),
             (52, 30, 12), (255, 226, 170), 150)
    return _finish(out)


def _hex_points(w: float, h: float, inset: float = 0, ox: float = 0,
                oy: float = 0) -> list[Point]:
    """A pointy-top hexagon filling w x h, shrunk by `inset` towards its centre."""
    cx, cy = ox + w / 2, oy + h / 2
    f = 1 - inset
    pts = [(w / 2, 0), (w, h / 4), (w, 3 * h / 4), (w / 2, h), (0, 3 * h / 4), (0, h / 4)]
    return [(cx + (x + ox - cx) * f, cy + (y + oy - cy) * f) for x, y in pts]


# Each temple board's stone, by the board's colour: one sandstone in four steps from light
# to dark, so the rows read as courses of one building and never as players' pieces (no
# red, yellow or blue tint; warmer and darker than the white player's ivory); each with
# the colour of its veins (tests/client/board/test_temple_look.py).
MATERIAL: dict[str, tuple[RGB, RGB]] = {
    "white": ((218, 200, 162), (186, 166, 128)),
    "yellow": ((203, 185, 149), (172, 152, 116)),
    "red": ((188, 170, 136), (158, 138, 104)),
    "blue": ((173, 155, 123), (143, 123, 91)),
}
FIELD_INK: RGB = (44, 36, 36)           # a field's number and symbol, cut into the stone
TILE_STONE: RGB = (246, 236, 206)       # a temple tile laid on a field


def _veins(s: pygame.Surface, pts: list[Point], colour: RGB, seed: int) -> None:
    """A few soft veins and specks across the stone inside `pts` (the field's face)."""
    rng = random.Random(seed)
    layer = _surface(*s.get_size(), fill=colour)
    w, h = s.get_size()
    for _ in range(3):
        x0, y0 = rng.uniform(0, w), rng.uniform(0, h)
        line = [(x0, y0)]
        for _ in range(5):
            x0 += rng.uniform(0.05, 0.22) * w
            y0 += rng.uniform(-0.12, 0.12) * h
            line.append((x0, y0))
        pygame.draw.lines(layer, (*colour, 90), False, line, max(1, w // 40))
    for _ in range(18):
        pygame.draw.circle(layer, (*colour, 110), (rng.uniform(0, w), rng.uniform(0, h)),
                           max(1, w // 70))
    clip = _surface(w, h, fill=(255, 255, 255))
    pygame.draw.polygon(clip, (255, 255, 255, 255), pts)
    layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(layer, (0, 0))


@lru_cache(maxsize=64)
def field_marks(size: int, grow: float = 1.0) -> tuple[int, Point, int, tuple[int, int]]:
    """Where a temple field `size` wide has its number and symbol (in its picture): the
    number's font size and centre, the symbol's size and top left. The figures at least
    NUMBER_INK tall (F048), a fifth of the field
    on a larger board, grown with the text size while the hexagon's sloping top still
    holds them (as high as it does; never lower than the field's middle, so a novice on
    the field keeps its room below them: a larger text grows them no lower than at 100 %)."""
    h = round(size * 2 / math.sqrt(3))
    cy = h / 2
    half_h, half_w = h / 2 * 0.97, size / 2 * 0.97   # on the face and its bevel

    def place(ink: int) -> tuple[int, float, float]:         # font size, centre, foot
        px = number_px(ink)
        gw, gh = ink_size("28", px)
        reach = half_h - (gw / 2 + 1) * (half_h / 2) / half_w    # above the middle
        y = max(cy - size * 0.25, cy - reach + gh / 2)
        return px, y, y + gh / 2

    def fits(top: int, n: int) -> bool:  # a symbol's box's foot clear of the sloping rim
        below = top + n + 1 - h * 0.75
        return below <= 0 or size / 2 * (1 - below / (h * 0.25)) >= n / 2 + 2.5

    def symbol_under(foot: float) -> tuple[int, int]:     # its top and size
        top = round(max(cy + size * 0.02, foot + MARK_AIR))
        n = max(FIELD_SYMBOL_INK, round(size * 0.38))
        while n > 8 and not fits(top, n):
            n -= 1
        return top, n

    base = math.ceil(max(NUMBER_INK, size * 0.21))
    px, y, foot = place(base)
    # a larger text grows them, lower too, as far as the symbol under them keeps its
    # least (FIELD_SYMBOL_LEAST) and MARK_AIR from them (F048: the field's symbol gives up a
    # pixel or two instead)
    for ink in range(math.ceil(base * grow), base, -1):
        if symbol_under(place(ink)[2])[1] >= min(FIELD_SYMBOL_LEAST, symbol_under(foot)[1]):
            px, y, foot = place(ink)
            break
    # the symbol fills the face's lower half down to where its sloping sides close in
    # (11-13 px boxes at 1024x700, never the 9-10 px that read as ~6 px symbols: F048)
    top, sym_px = symbol_under(foot)
    # (half a pixel to the right where it cannot be centred: the board lays the field at
    # its centre less a fraction, so the symbol stands at it)
    return px, (size / 2, y), sym_px, (math.floor(size / 2 - sym_px / 2 + 0.5), top)


@lru_cache(maxsize=64)
def _face(size: int) -> pygame.mask.Mask:
    """A temple field's face (inside its bevel), `size` wide: where its marks are cut."""
    h = round(size * 2 / math.sqrt(3))
    s = _surface(size, h)
    pygame.draw.polygon(s, (255, 255, 255, 255), _hex_points(size, h, 0.14))
    return pygame.mask.from_surface(s)


@lru_cache(maxsize=32)
def _widest(px: int) -> int:
    """The widest of a field's numbers (1-28) at `px`, in pixels."""
    return max(ink_size(str(n), px)[0] for n in range(1, 29))


@lru_cache(maxsize=64)
def held_marks(size: int, grow: float = 1.0) -> tuple[int, Point, int, tuple[int, int]]:
    """Where a field `size` wide with a novice on it has its number and symbol (as
    field_marks tells them): the number as large, a little to the left, and the symbol
    beside it at its right, as large as the face holds it there (the novice, its owner's
    badge and a Book in the field's lower half would cover it), a
    pixel or two lower than the number where the face's sloping top needs it (the number
    stays as high as field_marks has it: the novice keeps its height under it)."""
    px, (_, ny), sym_big, _ = field_marks(size, grow)
    gh = ink_size("28", px)[1]
    gw = _widest(px) + max(1, px // 16)          # the widest number and its moonlit edge
    face = _face(size)
    # HELD_AIR between them where the face holds a symbol of 8 px there, else less
    # (lower a little where a small field holds it beside them no other way)
    for air, least, lower in ((HELD_AIR, 8, 0.08), (2, 7, 0.08), (2, 7, 0.14), (1, 7, 0.08)):
        for sym in range(min(sym_big, gh + 2), least - 1, -1):
            for drop in range(0, max(2, round(size * lower)) + 1):
                x0 = size / 2 - (gw + air + sym) / 2
                cy = ny + drop
                box = pygame.Rect(round(x0 + gw + air), round(cy - sym / 2), sym, sym)
                num = pygame.Rect(round(x0), round(ny - gh / 2), gw, gh)
                inside = pygame.mask.Mask(box.size, fill=True)
                if face.overlap_area(inside, box.topleft) == sym * sym and face.get_at(
                        (max(0, num.x + 1), min(face.get_size()[1] - 1, num.centery))):
                    return px, (x0 + _widest(px) / 2, ny), sym, box.topleft
    return px, (size / 2, ny), 8, (round(size / 2 + gw / 2), round(ny - 4))


@lru_cache(maxsize=1024)
@on_disk(size=lambda number, kind, board_colour, size, filled, grow=1.0, held=False:
         (size, round(size * 2 / math.sqrt(3))))
def hex_field(number: int, kind: str, board_colour: str, size: int,
              filled: bool, grow: float = 1.0, held: bool = False) -> pygame.Surface:
    """A temple field: a pointy-top hexagon (rows offset by half a field tile like bricks),
    width `size`, height size * 2 / sqrt(3), cut from its board's stone (MATERIAL): a
    bevelled face, its number and its island's symbol cut in dark (at least 4.5:1 with
    the stone, tests/client/board/test_temple_look.py). `filled` shows the temple tile lying on it;
    `grow`: the player's text size (fonts.board_grow) grows the number (field_marks);
    `held`: a novice stands on it, its number and symbol side by side above it (held_marks)."""
    ss = _ss(size)
    w, h = size * ss, round(size * 2 / math.sqrt(3)) * ss
    stone, vein = MATERIAL[board_colour]
    s = _surface(w, h, fill=OUTLINE)
    pygame.draw.polygon(s, _darker(stone, 0.5), _hex_points(w, h))
    pygame.draw.polygon(s, _lighter(stone, 0.35), _hex_points(w, h, 0.05))
    pygame.draw.polygon(s, _darker(stone, 0.22), _hex_points(w, h, 0.05, 0.025 * w, 0.03 * w))
    face = _hex_points(w, h, 0.11)
    pygame.draw.polygon(s, stone, face)
    _veins(s, face, vein, _seed("field", number, board_colour))
    if filled:
        tile = _surface(w, h, fill=OUTLINE)
        pygame.draw.polygon(tile, _darker(TILE_STONE, 0.45),
                            _hex_points(w, h, 0.15, 0.02 * w, 0.03 * w))
        pygame.draw.polygon(tile, _lighter(TILE_STONE, 0.3), _hex_points(w, h, 0.15))
        pygame.draw.polygon(tile, TILE_STONE, _hex_points(w, h, 0.21))
        _light(tile, dark=0.18, shine=50)
        tile = _outlined(tile, OUTLINE, max(1, ss * 0.8))
        s.blit(_drop_shadow(tile, (round(0.03 * w), round(0.04 * w)), 0.03 * w, 150), (0, 0))
        s.blit(tile, (0, 0))
    else:
        _light(s, dark=0.12, shine=50)
    out = _shrink(s, size, h // ss)
    _field_ink(out, number, kind, size, filled, grow, held)
    return _finish(out)


def _field_ink(out: pygame.Surface, number: int, kind: str, size: int, filled: bool,
               grow: float, held: bool) -> None:
    """A field's number and symbol cut into `out` (its picture, or a clear one)."""
    px, at, sym_px, sym_at = (held_marks if held else field_marks)(size, grow)
    _engrave(out, str(number), at, px, FIELD_INK, (255, 250, 236), 120)
    sym_rgb = _darker(KIND_RGB[kind], 0.45) if filled else FIELD_INK
    if kind == "novice" and not filled:
        # the Novice favour's hooded silhouette as everywhere else, in its rose-plum (dark
        # enough to read on the stone): flat, unrimmed and in no player's colour, so it
        # reads as the island's mark and not as a piece standing on the field
        sym_rgb = NOVICE_MARK
    out.blit(symbol(kind, sym_px, sym_rgb), sym_at)


@lru_cache(maxsize=64)
def field_ink(number: int, kind: str, board_colour: str, size: int, filled: bool,
              grow: float = 1.0, held: bool = False) -> pygame.Surface:
    """A field's number and symbol as its picture (hex_field) has them, the rest clear:
    the board draws them again over a neighbour's piece (a Book of Wisdom reaching over
    the number of a field beside it)."""
    ink = _surface(size, round(size * 2 / math.sqrt(3)))
    _field_ink(ink, number, kind, size, filled, grow, held)
    out = _surface(*ink.get_size())
    pygame.mask.from_surface(ink, 30).to_surface(
        out, setsurface=hex_field(number, kind, board_colour, size, filled, grow, held),
        unsetcolor=(0, 0, 0, 0))
    return _finish(out)


WAY_INK: RGB = (244, 232, 196)        # the path's direction marks: light parchment ...
WAY_RIM: RGB = (36, 28, 24)           # ... on a dark rim, calm on grass, sand and stone


@lru_cache(maxsize=16)
@on_disk(size=lambda w, h, left: (w, h))
def path_turn(w: int, h: int, left: bool) -> pygame.Surface:
    """Where the temple path turns into its next row: a half-ring `w` wide and `h` tall
    round the row's end (bulging right, or `left`), from the upper row's end down to the
    lower row's, its head at the lower end pointing back along the new row."""
    ss = 4
    W, H = w * ss, h * ss
    out = _surface(W, H, fill=WAY_RIM)
    line = max(2.0, w * 0.16) * ss                       # the ink's width
    head = line * 1.5                                    # the head's half width
    x0 = head * 1.3 + line * 0.5                         # the ends: room for the head
    rx, ry = W - x0 - line, H / 2 - head - line * 0.5
    cy = H / 2
    pts = [(x0 + rx * math.sin(a), cy - ry * math.cos(a))
           for a in (math.pi * i / 24 for i in range(25))]
    ex, ey = pts[-1]
    for colour, grow in ((WAY_RIM, line * 0.8), (WAY_INK, 0.0)):
        c = (*colour, 255)
        wide = line + grow
        pygame.draw.lines(out, c, False, pts, round(wide))
        pygame.draw.circle(out, c, pts[0], wide / 2)
        g = grow * 0.7
        pygame.draw.polygon(out, c, [(ex - head * 1.3 - g, ey), (ex + head * 0.3 + g * 0.5,
                                     ey - head - g), (ex + head * 0.3 + g * 0.5, ey + head + g)])
    if left:
        out = pygame.transform.flip(out, True, False)
    return _finish(pygame.transform.smoothscale(out, (w, h)))


@lru_cache(maxsize=16)
def path_start(size: int) -> pygame.Surface:
    """The temple path's first step from the entrance: a short arrow pointing along it
    (right), `size` square, drawn as the turning arrows are."""
    ss = 4
    n = size * ss
    out = _surface(n, n, fill=WAY_RIM)
    line = max(2.0, size * 0.14) * ss
    head = line * 1.5
    y = n / 2
    tip, base = n - line * 0.6, n - line * 0.6 - head * 1.6
    for colour, grow in ((WAY_RIM, line * 1.1), (WAY_INK, 0.0)):
        c = (*colour, 255)
        pygame.draw.line(out, c, (line * 0.9, y), (base + 1, y), round(line + grow))
        pygame.draw.circle(out, c, (line * 0.9, y), (line + grow) / 2)
        g = grow * 0.7
        pygame.draw.polygon(out, c, [(tip + g * 0.5, y), (base - g * 0.5, y - head - g),
                                     (base - g * 0.5, y + head + g)])
    return _finish(pygame.transform.smoothscale(out, (size, size)))
