"""A group of novices and its count: one form wherever novices stand or lie (an island's
row of standing groups, its lying novices at the shore, the jetty).

A group is its figures (up to three of one player, a little stepped; one where room is
short) and its count on a dark disc with a light rim in bold white figures, the disc
right of the front figure's feet: a standing group's disc stands on the feet's line, a
lying novice's beside its feet (its right end), never over a figure, never smaller than
the count's size at that place (`island_slots.count_px`: 13 px at least). One place for
every count of a board, never shrunk where three players share an island nor under the next
player's figure (F049); a row that is short of room now stands its groups
closer, shows fewer figures of a group or draws them a little smaller (`fit_row`), and
its count stays where it is."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import pygame

from ..window import caches, fonts
from . import art
from .island_slots import count_d

COUNT_AIR = 1          # from the front figure's right to its count's disc
HALO = 2               # the figures' rim of shade (art.haloed), all round
GAP = 10               # between two groups of a row on the land, at most
CLOSE = 4              # ... and of a row reaching past the land (the sand stays small)
AIR = 1                # ... and at least (their boxes: a shade's pixel from a disc)
SHRINKS = (1.0, 0.9, 0.8, 0.72)     # a crowded row's figures, in the order tried
BADGE_GROUND = (20, 24, 40)         # a count's disc, and its light rim
BADGE_RIM = (200, 206, 226)


_COUNTS: dict[tuple[int, int], pygame.Surface] = caches.kept({})


def count_label(n: int, size: int) -> pygame.Surface:
    """A count's figures cut to their ink (a label's surface has room above and below: a
    small badge holds the figures alone), made once; noted for the layout tests as the
    board's labels are (fonts.drawn)."""
    img = _COUNTS.get((n, size))
    if img is None:
        if len(_COUNTS) > 256:
            _COUNTS.clear()
        full = fonts.board_text(str(n), size, (255, 255, 255), bold=True)
        img = _COUNTS[(n, size)] = full.subsurface(full.get_bounding_rect(60)).copy()
    if fonts.drawn is not None:
        fonts.drawn[id(img)] = (img, str(n), fonts.px(size, False))
    return img


@lru_cache(maxsize=16)
def count_ground(d: int) -> tuple[pygame.Surface, int]:
    """A count's disc, `d` across, with its light rim (smooth, a little thicker on a
    larger disc: a hard one-pixel ring broke up at its diagonals), and where its box's
    middle (`Rect.center` of the disc's box) stands in the picture: the circle fills the
    box exactly."""
    c = d // 2 + 2
    ss = 4
    big = pygame.Surface(((d + 4) * ss, (d + 4) * ss), pygame.SRCALPHA)
    middle = ((d / 2 + 2) * ss, (d / 2 + 2) * ss)
    pygame.draw.circle(big, BADGE_RIM, middle, d / 2 * ss)
    pygame.draw.circle(big, BADGE_GROUND, middle, (d / 2 - max(1.5, d / 11)) * ss)
    return pygame.transform.smoothscale(big, (d + 4, d + 4)), c


def disc_size(count: int, px: int) -> int:
    """How wide the disc of `count` written at `px` is: a figure's disc (count_d), wider
    for two figures."""
    return max(count_d(px), count_label(count, px).get_width() + 5)


def badge_blits(count: int, px: int, disc: pygame.Rect) -> list:
    """The blits of `count`'s badge on `disc` (its ground, then its figures)."""
    ground, c = count_ground(disc.w)
    num = count_label(count, px)
    return [(ground, (disc.centerx - c, disc.centery - c)),
            (num, num.get_rect(center=disc.center))]


@lru_cache(maxsize=512)
def group_sprite(colour: str, size: int, lying: bool, shown: int) -> pygame.Surface:
    """Up to three novices of one player, side by side and a little stepped (the front
    one the last: rightmost and lowest)."""
    fig = art.novice(colour, size, lying=lying)
    step = int(size * (0.14 if lying else 0.22))
    lift = 0 if lying else 2
    out = pygame.Surface((fig.get_width() + step * (shown - 1),
                          fig.get_height() + lift * (shown - 1)), pygame.SRCALPHA)
    for k in range(shown):
        out.blit(fig, (k * step, lift * (shown - 1 - k)))
    return out


class Form(NamedTuple):
    """A group's picture in its own box: its figures in their rim of shade (`figures`,
    drawn at the box's top left and `at`; `plain` without it), the plain figures' box
    (`body`) and its count's disc (`disc`), in the box's pixels; the box's size; the
    figures' size and how many show."""
    figures: pygame.Surface
    plain: pygame.Surface
    at: tuple[int, int]
    body: pygame.Rect
    disc: pygame.Rect
    w: int
    h: int
    size: int
    shown: int


def _dark_rim(plain: pygame.Surface) -> int:
    """How many of a figure's columns at its right are its dark outline alone (no
    lit pixel): 1 on a small lying novice, 3 on one 44 px long."""
    w, h = plain.get_size()
    k = 0
    while k < min(6, w) and not any(
            plain.get_at((w - 1 - k, y)).a > 200 and max(plain.get_at((w - 1 - k, y))[:3]) > 40
            for y in range(h)):
        k += 1
    return k


@lru_cache(maxsize=2048)
def form(colour: str, size: int, count: int, shown: int, lying: bool, px: int) -> Form:
    """A group of `count` (`shown` figures `size` tall, or lying `size` long) and its
    count written at `px`: the disc a pixel right of the front figure, its foot on the
    figures' feet (standing) or beside a lying figure's feet, its middle on the figure's."""
    plain = group_sprite(colour, size, lying, shown)
    body = plain.get_rect(topleft=(HALO, HALO))
    d = disc_size(count, px)
    disc = pygame.Rect(body.right + COUNT_AIR, 0, d, d)
    if lying:
        disc.centery = body.centery
        disc.x -= max(0, _dark_rim(plain) - 1)   # (over the feet's dark rim, as small ones:
    else:                                       # at 44 px it is 3 px, the count stood off)
        disc.bottom = body.bottom
    top = min(0, disc.y)
    body.y -= top
    disc.y -= top
    w = disc.right
    h = max(body.bottom + HALO, disc.bottom)
    return Form(art.haloed(plain), plain, (0, -top), body, disc, w, h, size, shown)


class Placed(NamedTuple):
    """A group's form where it stands on the board: its box, figures' top left (of their
    rim of shade), plain figures' box and count's disc."""
    form: Form
    box: pygame.Rect
    at: tuple[int, int]
    body: pygame.Rect
    disc: pygame.Rect


def place(f: Form, x: int, y: int) -> Placed:
    """`f` with its box's top left at (x, y)."""
    return Placed(f, pygame.Rect(x, y, f.w, f.h), (x + f.at[0], y + f.at[1]),
                  f.body.move(x, y), f.disc.move(x, y))


def standing_at(f: Form, x: int, foot: int) -> Placed:
    """`f` with its box's left at `x` and its figures' feet on the line `foot`."""
    return place(f, x, foot - f.body.bottom)


def spaced(widths: list[int], lo: int, hi: int, most: int = GAP) -> list[int] | None:
    """The left ends of boxes `widths` wide in a row within `lo`..`hi`, centred there,
    `most` apart where there is room and AIR at least; None where they do not fit."""
    n = len(widths)
    room, need = hi - lo, sum(widths)
    if need + AIR * (n - 1) > room:
        return None
    gap = min(most, (room - need) // (n - 1)) if n > 1 else 0
    x = lo + (room - need - gap * (n - 1)) // 2
    out = []
    for w in widths:
        out.append(x)
        x += w + gap
    return out


def fit_row(groups: list[tuple[str, int]], novice: int, px: int,
            rooms: list[tuple[int, int, int]]) -> tuple[list[Form], list[int], int]:
    """A row of standing `groups` ((colour, count) each) of figures `novice` tall with
    their counts at `px`, in the first of `rooms` (spans lo..hi and the most room kept
    between two groups there, in the order tried) that holds it: each group with as many
    of its figures (up to three) as the room holds, then one; where none holds it, the
    figures a little smaller (never the counts). The forms, their boxes' left ends and
    the room's index."""
    for shrink in SHRINKS:
        size = max(12, round(novice * shrink))
        for k, (lo, hi, gap) in enumerate(rooms):
            for most in (3, 2, 1):
                forms = [form(c, size, n, min(n, most), False, px) for c, n in groups]
                lefts = spaced([f.w for f in forms], lo, hi, gap)
                if lefts is not None:
                    return forms, lefts, k
    # nowhere (a room narrower than any island's): the smallest, side by side
    k = max(range(len(rooms)), key=lambda j: rooms[j][1] - rooms[j][0])
    forms = [form(c, size, n, 1, False, px) for c, n in groups]
    x, lefts = rooms[k][0], []
    for f in forms:
        lefts.append(x)
        x += f.w
    return forms, lefts, k


def seat_form(colour: str, novice: int, count: int, px: int, room: int) -> Form:
    """A seat's standing group of `count` in its place `room` px wide (island_slots:
    each seat's cell): as many of its figures (up to three) as the room holds at
    `novice` tall, else one a little smaller (never its count); it depends on the seat's
    own novices alone, so a group keeps its size and place whoever else comes."""
    for shrink in SHRINKS:
        size = max(12, round(novice * shrink))
        for most in (3, 2, 1):
            f = form(colour, size, count, min(count, most), False, px)
            if f.w <= room:
                return f
    return f
