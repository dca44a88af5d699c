"""A place for every piece on a priest island (issue 11, point 16): the name and the
favour tokens along the top, a place for each figure (Moon Priestess, Architect, Apostate)
and each player's shrine beside them, then a place per player's active novices and, at
the shore, per player's lying ones. Nothing is drawn on top of another thing, so nothing
hides a shrine and every piece has its own hover and click."""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from itertools import compress
from typing import NamedTuple

import pygame

from ..window import caches, fonts

FIGURE_ASPECT = 0.74            # a figure's width to its height (art.figure)
STEPPED = 4                     # how much taller a group of three stepped novices stands
                                # than one (groups.group_sprite: 2 px a figure behind)
NOVICE_ASPECT = 0.64            # a standing novice's width to its height (art.novice)
LYING = 0.95                    # a lying novice's length to a standing one's height
BAND = (0.02, 0.30)             # the landmark's band: from the top of the island's place
                                # to the landmark's foot, as shares of its height
                                # (art.landmark_box lays each landmark in it)


def label_size(scale: float, base: int = 15, tight: bool = False) -> int:
    """A board label's font size: `base` px at 1280x800, with the board's drawn scale and
    the player's text size (fonts.board_grow), never under 13 px, grown too unless the
    label is `tight` (a count among pieces, the jetty's name on its narrow strip: in the
    smallest window their room stays as it is)."""
    grow = fonts.board_grow()
    return max(13 if tight else round(13 * grow), round(base * scale * grow))


def novice_size(scale: float) -> int:
    """A standing novice's height on a priest island, the board drawn at `scale`."""
    return max(18, int(30 * scale))


ISLAND_H = 154          # a priest island's place's height where the board's scale is 1


def island_novice(rect: pygame.Rect, scale: float) -> int:
    """A standing novice's height on the priest island in `rect`: with the board's scale,
    larger on an island the layout draws larger (layout.island_growth)."""
    return max(novice_size(scale), novice_size(rect.h / ISLAND_H))


def count_px(novice: int) -> int:
    """The size of a group's count where novices stand `novice` tall on the islands
    (groups.form; the jetty's counts are theirs too): a board label of theirs, grown
    with the player's text size in every window (F048), 13 px at least."""
    return label_size(novice / 30)


def count_d(px: int) -> int:
    """How wide the disc is that a count of one figure at `px` is written on: the
    figures' height and a little more than two pixels round them."""
    return round(px * 0.8) + 6


class IslandSlots(NamedTuple):
    favours: pygame.Rect                    # the stack of favour tokens and its count
    token: int
    figures: list[tuple[int, int]]          # top-left of the priestess, architect, apostate
    figure_h: int
    shrines: list[tuple[int, int]]          # top-left of each player's shrine
    shrine: int
    active: pygame.Rect                     # the row of active groups
    lying: pygame.Rect                      # the row of lying groups, at the shore
    novice: int                             # a standing novice's height
    landmark: pygame.Rect                   # the band the landmark stands in
    land: tuple[int, int] | None = None     # the land's left and right where a standing
                                            # group's waist and its count stand (None:
                                            # without a shore)
    seats: tuple = ()                       # each seat's own place, fixed by the number
                                            # of players: the cell its standing group
                                            # stands in (its feet 2 px over the cell's
                                            # bottom), and in a grid its shrine
    grid: bool = False                      # the seats in two rows of two (seat_grid)
    stage: tuple = ()                       # where a grid's figures may stand, one tall
                                            # or three (the name plate keeps off it)

    @property
    def foot(self) -> int:
        """The line the standing groups' feet stand on (the beach's rim)."""
        return self.active.bottom - 2


def figure_step(figure_h: int) -> int:
    """From one figure's left to the next one's in an island's row: its width and the air
    between their outlines (figures never touch or stand in one another, F049)."""
    return round(figure_h * FIGURE_ASPECT) + figure_air(figure_h)


def figure_air(figure_h: int) -> int:
    """The air between two figures' outlines on an island (figure_step)."""
    return max(4, round(figure_h * 0.08))


def figures_width(figure_h: int) -> int:
    """How wide the row of three figures `figure_h` tall is, the air between them."""
    return 3 * figure_step(figure_h) - figure_air(figure_h)


def chip_height(novice: int) -> int:
    """The height of a row of lying novices' chips (a lying novice and room round it)."""
    return round(max(16, round(novice * LYING)) * NOVICE_ASPECT) + 8


@lru_cache(maxsize=64)
def _land(shore: tuple, size: tuple[int, int]) -> pygame.Mask:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(surf, (255, 255, 255), shore)
    return pygame.mask.from_surface(surf)


@lru_cache(maxsize=64)
def _reach(shore: tuple, size: tuple[int, int]) -> tuple[tuple[int, int] | None, ...]:
    """Each row of the island's picture: the land's first and last pixel (None: none)."""
    surf = _land(shore, size).to_surface(setcolor=(255, 255, 255, 255),
                                         unsetcolor=(0, 0, 0, 0))
    out = []
    for r in range(size[1]):
        box = surf.subsurface((0, r, size[0], 1)).get_bounding_rect()
        out.append((box.x, box.right - 1) if box.w else None)
    return tuple(out)


def _stands(land: pygame.Mask, boxes: list[pygame.Rect]) -> bool:
    """Whether every box's corners and foot lie on the land."""
    w, h = land.get_size()
    for b in boxes:
        for x, y in (b.topleft, (b.right - 1, b.top), (b.left, b.bottom - 1),
                     (b.right - 1, b.bottom - 1), (b.centerx, b.bottom - 1)):
            if not (0 <= x < w and 0 <= y < h and land.get_at((x, y))):
                return False
    return True


@lru_cache(maxsize=64)
def _figure_row(x: int, fy: int, w: int, figure_h: int, shrine: int, grid: tuple[int, int],
                foot: int, shore: tuple | None, size: tuple[int, int]) -> tuple[int, float, float]:
    """The figures' row's left and how much smaller its figures and its shrines are drawn:
    centred on the island at full size, or where `shore` (the island's beach outline, in
    its picture's pixels) is given, moved and if need be made smaller until each figure's
    body and the shrines' foot stand on the land (F052). `fy` and `foot` (the shrines' bottom) are
    the island's own."""
    cols, rows = grid
    steps = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6)
    for shrink, less in [(f, s) for f in steps for s in steps if s >= f]:
        fh = round(figure_h * shrink)
        fw, body = figure_step(fh), round(fh * FIGURE_ASPECT)
        sh = round(shrine * less)
        grid_w, grid_h = cols * (sh + 3), rows * (sh + 3) - 3
        start = (w - (figures_width(fh) + 8 + grid_w)) // 2
        if shore is None:
            return x + start, 1.0, 1.0
        land = _land(shore, size)
        top = fy + figure_h - fh
        for dx in sorted(range(-w // 3, w // 3 + 1, 2), key=abs):
            fx = start + dx
            boxes = [pygame.Rect(fx + k * fw + round(body * 0.06), top + round(fh * 0.45),
                                 round(body * 0.88), fh - round(fh * 0.45)) for k in range(3)]
            boxes.append(pygame.Rect(fx + figures_width(fh) + 8, foot - grid_h // 2,
                                     grid_w * 3 // 4, grid_h // 2))
            if _stands(land, boxes):
                return x + fx, shrink, less
    return x + (w - (figures_width(figure_h) + 8 + cols * (shrine + 3))) // 2, 1.0, 1.0


_SLOTS: OrderedDict = caches.kept(OrderedDict())
SLOTS_KEPT = 2048         # the islands of some dozens of windows' boards (a few KB each): at
                          # 256 and emptied whole when full, a window resized back and forth
                          # (and the tests' many windows) found again what it had found (a
                          # sample of 437 tests: 1,642 findings of 335 islands)


def island_slots(rect: pygame.Rect, scale: float, players: int,
                 shore: tuple | None = None, present: int = 3,
                 keep: tuple = (), mark: tuple | None = None) -> IslandSlots:
    """`_island_slots`, found once per island, window and player count: it was measured
    twice a frame for each island (a twentieth of a frame's time). Its rectangles are
    shared: a caller moves copies, never them. With `present` (fewer than three figures
    on the island) and `keep` (the landmark's and the name plate's boxes on the board)
    those figures stand taller where that leaves room (tall_figures); `mark` (the
    landmark's box on the board) keeps a grid's shrines off it (seat_grid)."""
    # the shore by identity (art.shore keeps one tuple per island; kept here beside it)
    base = (tuple(rect), scale, players, id(shore), fonts.board_grow(), mark)
    key = base + (present, keep)
    kept = _SLOTS.get(key)
    if kept is not None and kept[0] is shore:
        _SLOTS.move_to_end(key)
    else:
        while len(_SLOTS) >= SLOTS_KEPT:
            _SLOTS.popitem(last=False)
        laid = _SLOTS.get(base)       # (the places themselves, whoever stands taller)
        if laid is None or laid[0] is not shore:
            laid = _SLOTS[base] = (shore, _kept_slots(rect, scale, players, shore, mark))
        _SLOTS.move_to_end(base)
        slots = laid[1]
        if shore is not None and (0 < present < 3 or (slots.grid and keep and present)):
            slots = _kept_tall(slots, rect, scale, players, shore, mark, present, keep)
        kept = _SLOTS[key] = (shore, slots)
    return kept[1]


def _kept_slots(rect, scale: float, players: int, shore: tuple | None,
                mark: tuple | None) -> IslandSlots:
    """`_island_slots`, read back from disk where an island on its land was laid out
    before (slots_kept.py)."""
    lay = lambda: _island_slots(pygame.Rect(rect), scale, players, shore, mark)  # noqa: E731
    if shore is None:
        return lay()
    from .slots_kept import laid_out
    return laid_out((tuple(rect), scale, players, shore, mark, fonts.board_grow(),
                     fonts.scale), lay, IslandSlots)


def _kept_tall(slots: IslandSlots, rect, scale: float, players: int, shore: tuple,
               mark: tuple | None, present: int, keep: tuple) -> IslandSlots:
    """`tall_figures`, read back from disk as the places themselves are."""
    from .slots_kept import laid_out
    return laid_out(("tall", tuple(rect), scale, players, shore, mark, fonts.board_grow(),
                     fonts.scale, present, tuple(tuple(k) for k in keep)),
                    lambda: tall_figures(slots, pygame.Rect(rect), present, shore, keep,
                                         scale), IslandSlots)


TALLEST = 0.38          # a lone figure's height at most, to its island's place's
HEAD_ROOM = 0.12        # how far over its island's place a grid's figure's head may rise


def tall_figures(slots: IslandSlots, rect: pygame.Rect, present: int, shore: tuple,
                 keep: tuple, scale: float = 1.0) -> IslandSlots:
    """`slots` with the `present` figures (one or two: three fill the row) standing as
    tall as may be up to TALLEST of the island, their feet where the row's are (over the
    standing groups' heads), beside the landmark rather than under it: clear of the
    shrines, the favour tokens and `keep` (the landmark and the name plate), their
    bodies on the land, as near the row's left as may be (a figure as small as a novice
    reads as one and is lost behind the groups, F053)."""
    x, y, w, h = rect
    fx, low = slots.figures[0][0], slots.figures[0][1] + slots.figure_h
    clear = [pygame.Rect(k) for k in keep] + [slots.favours.inflate(2, 2)]
    clear += [pygame.Rect(sx, sy, slots.shrine + 2, slots.shrine + 2).inflate(4, 4)
              for sx, sy in slots.shrines]
    land = _land(shore, (w, h))
    if slots.grid:               # (else in the places kept for them, off the plate)
        mark = [pygame.Rect(keep[0])] if keep else []
        return figure_places(slots, rect, present, land, clear, mark, low, scale) or slots
    for fh in range(round(h * TALLEST), slots.figure_h, -1):
        body = round(fh * FIGURE_ASPECT)
        row_w = present * figure_step(fh) - figure_air(fh)
        top = low - fh
        if top < y:
            continue
        for dx in sorted(range(x - fx, x + w - row_w - fx + 1, 2), key=abs):
            left = fx + dx
            boxes = [pygame.Rect(left + k * figure_step(fh), top, body, fh)
                     for k in range(present)]
            if any(b.collidelist(clear) >= 0 for b in boxes):
                continue
            feet = [pygame.Rect(b.x - x + round(body * 0.06), b.y - y + round(fh * 0.45),
                                round(body * 0.88), fh - round(fh * 0.45)) for b in boxes]
            if _stands(land, feet):
                step = figure_step(fh)
                return slots._replace(figures=[(left + k * step, top) for k in range(present)],
                                      figure_h=fh)
    return slots


def figure_places(slots: IslandSlots, rect: pygame.Rect, present: int, land: pygame.Mask,
                  clear: list[pygame.Rect], mark: list[pygame.Rect], low: int,
                  scale: float = 1.0) -> IslandSlots | None:
    """A grid's `present` figures beside the landmark (`mark`): half as tall again as the
    novices where one stands alone (F053), as tall as them where more share the island, else
    a little smaller, else at the island's side with a foot on its beach; only where
    none of these stands, before the landmark's sides, its middle free (a figure never hides
    the landmark: _beside_landmark, F053), else anywhere
    clear of `clear` but the landmark; None where nothing stands."""
    over = [c for c in clear if c not in mark]
    before = over + [_middle(m) for m in mark]
    g = slots.novice
    tall = round(g * (1.5 if present == 1 else 1))
    small = round(g * 0.8)
    narrow = over + [_middle(m, MIDDLE / 2) for m in mark]
    tries = [(tall, clear, False), (tall, clear, True), (tall, before, False),
             (tall, before, True)]
    if present == 1:            # (a lone figure stands tall wherever it may)
        less = min(tall, round(1.5 * novice_size(scale)))   # (the board's novices')
        tries += [(less, where, loose) for where in (clear, before, narrow)
                  for loose in (False, True)]
    smallest = round(g * SMALLEST)
    for where in (clear, before, narrow):         # (smaller on a crowded island)
        tries += [(least, where, loose) for least in (small, smallest)
                  for loose in (False, True)]
    failed: dict = {}             # (what each kind of try found no height down to)
    for least, where, loose in tries:
        below = failed.get((id(where), loose))
        if below is not None and below <= least:
            continue
        placed = _beside_landmark(slots, rect, present, land, where, low, least, loose,
                                  below - 1 if below is not None else 0)
        if placed is not None:
            return placed
        failed[(id(where), loose)] = least
    least = tall if present == 1 else smallest     # (as small as may be over its middle)
    return _beside_landmark(slots, rect, present, land, over, low, least, True, least)


def clear_figures(slots: IslandSlots, rect: pygame.Rect, present: int, shore: tuple,
                  keep: tuple, taken: tuple, scale: float = 1.0) -> IslandSlots:
    """`slots` with a grid's `present` figures where they stand clear of the landmark and
    the name plate (`keep`) and of the pieces that stand on the island now (`taken`: its
    groups, chips, shrines and favour tokens, as boxes on the board), as near their
    places as may be, as tall as those places' or a little smaller: an island's seats
    keep room for every player's group, and a seat with none of its novices there is
    meadow a figure may stand on (a figure stands on free meadow before it stands over the
    landmark or the favour tokens, F053); a lone one
    half as tall again as the board's novices at least (figure_places). Where they
    stand clear nowhere, their places."""
    if not slots.grid or not present:
        return slots
    least = round(slots.novice * SMALLEST) if present > 1 else \
        min(slots.figure_h, round(1.5 * novice_size(scale)))
    key = (id(slots), tuple(rect), present, id(shore), keep, taken, least)
    kept = _CLEAR.get(key)
    if kept is None or kept[0] is not slots or kept[1] is not shore:
        while len(_CLEAR) >= CLEAR_KEPT:
            _CLEAR.popitem(last=False)
        kept = _CLEAR[key] = (slots, shore, _clear_figures(slots, tuple(rect), present,
                                                            shore, keep, taken, least))
    _CLEAR.move_to_end(key)
    return kept[2]


_CLEAR: OrderedDict = caches.kept(OrderedDict())
CLEAR_KEPT = 512          # (the figures' places on an island for what stands there now)


def _clear_figures(slots: IslandSlots, rect: tuple, present: int, shore: tuple,
                   keep: tuple, taken: tuple, least: int) -> IslandSlots:
    x, y, w, h = rect
    boxes = [pygame.Rect(r).move(-x, -y) for r in (*keep, *taken)]
    wanted = [(fx - x, fy + slots.figure_h - y) for fx, fy in slots.figures[:present]]
    for fh in range(slots.figure_h, least - 1, -2):
        body, air = round(fh * FIGURE_ASPECT), figure_air(fh)
        if body >= w or fh >= h:
            continue
        stands = _standing(shore, (w, h), fh)
        placed = []
        for wx, wy in wanted:
            free = stands.copy()
            for r in boxes + placed:        # (where its box would reach into one)
                _erase(free, pygame.Rect(r.x - body + 1, r.y - fh + 1, r.w + body - 1,
                                         r.h + fh - 1))
            at = _nearest(free, (wx + (slots.figure_h - fh) * FIGURE_ASPECT / 2, wy - fh))
            if at is None:
                break
            placed.append(pygame.Rect(at[0] - air, at[1] - air, body + 2 * air, fh + 2 * air))
        if len(placed) == present:
            return slots._replace(figures=[(r.x + air + x, r.y + air + y) for r in placed],
                                  figure_h=fh)
    return slots


def _erase(mask: pygame.Mask, r: pygame.Rect) -> None:
    r = r.clip(pygame.Rect((0, 0), mask.get_size()))
    if r.w > 0 and r.h > 0:
        mask.erase(pygame.Mask(r.size, fill=True), r.topleft)


@lru_cache(maxsize=1024)
def _standing(shore: tuple, size: tuple[int, int], fh: int) -> pygame.Mask:
    """The top lefts on an island `size` big where a figure `fh` tall stands on the land
    of `shore` but for the top of its head (its lower half alone, as tall_figures' feet,
    let a figure on the meadow's edge stand a third in the sea), inside the island's
    place."""
    w, h = size
    body = round(fh * FIGURE_ASPECT)
    foot_x, foot_y = 0, round(fh * 0.15)      # (its hem as wide as it: on the land too)
    fw, feet_h = body, fh - foot_y
    sea = _land(shore, size).copy()
    sea.invert()
    for n, (dx, dy) in ((fw, (1, 0)), (feet_h, (0, 1))):   # (a feet box's bottom rights
        have = 1                                             # that reach the sea)
        while have < n:
            step = min(have, n - have)
            sea.draw(sea.copy(), (step * dx, step * dy))
            have += step
    out = pygame.Mask(size, fill=True)
    out.erase(sea, (-(foot_x + fw - 1), -(fh - 1)))
    _erase(out, pygame.Rect(w - body + 1, 0, w, h))
    _erase(out, pygame.Rect(0, h - fh + 1, w, h))
    return out


def _nearest(free: pygame.Mask, to: tuple[float, float]) -> tuple[int, int] | None:
    """A set bit of `free` near `to`: in the smallest square round it that holds one."""
    w, h = free.get_size()
    cx, cy = round(to[0]), round(to[1])
    lo, hi = 0, max(w, h) + abs(cx) + abs(cy)
    if free.overlap(pygame.Mask((2 * hi + 1, 2 * hi + 1), fill=True), (cx - hi, cy - hi)) \
            is None:
        return None
    while lo < hi:
        r = (lo + hi) // 2
        if free.overlap(pygame.Mask((2 * r + 1, 2 * r + 1), fill=True), (cx - r, cy - r)):
            hi = r
        else:
            lo = r + 1
    return free.overlap(pygame.Mask((2 * lo + 1, 2 * lo + 1), fill=True), (cx - lo, cy - lo))


SMALLEST = 0.65     # a figure's height at least to a novice's, where else it stands before the
                    # landmark's middle
MIDDLE = 0.5        # how much of a landmark's width stays free of figures standing before it


def _middle(mark: pygame.Rect, share: float = MIDDLE) -> pygame.Rect:
    """The middle of a landmark's box, `share` of its width (what a figure before it
    keeps off: its sides may stand over the landmark's ends)."""
    return mark.inflate(-round(mark.w * (1 - share)), 0)


def _beside_landmark(slots: IslandSlots, rect: pygame.Rect, present: int, land: pygame.Mask,
                     clear: list[pygame.Rect], low: int, least: int = 0,
                     loose: bool = False, most: int = 0) -> IslandSlots | None:
    """A grid's `present` figures, each in the place nearest the island's middle (beside
    its landmark) where it stands on the land (its lower half, as tall_figures' do) with its feet
    over the back row's heads, clear of `clear` (the landmark, the name plate, the favour
    tokens, the shrines) and of one another (figure_air), all of one height, as tall as
    may be (TALLEST of the island at most, `least` or a novice's at least); `loose`: its
    feet's middle on the land will do (a foot on the beach, at the island's side); `most`:
    as tall as that at most. None where they do not stand."""
    x, y, w, h = rect
    sky = y - min(max(0, y - 2), round(h * HEAD_ROOM))   # (their heads may rise over it)
    tallest = min(round(h * TALLEST), low - sky, most or h)
    spans = _spans(clear)
    for fh in range(tallest, (least or slots.novice) - 1, -1):
        body, air = round(fh * FIGURE_ASPECT), figure_air(fh)
        top, placed = low - fh, []
        lefts = _outward(x, w, body)
        if present <= 0:
            return slots._replace(figures=placed, figure_h=fh)
        if not lefts:
            continue
        # one pass: a place passed over stays unfit for the figures after (the clear boxes
        # and the land stay, the figures placed only grow), so each takes the next fit one;
        # the boxes all span top to low, so what keeps a left off is an interval of lefts
        first = x + 2                           # (the first left: index 0 of free)
        free = _free_lefts(spans, top, low, body, first, x + w - body - 2)
        if free[::2].count(1) < present:          # (the lefts are every second one)
            continue
        # (compress reads `free` as it goes: a left a placed figure shuts is passed over)
        for left in compress(lefts, map(free.__getitem__, map((-first).__add__, lefts))):
            feet = pygame.Rect(left - x + round(body * 0.06), top - y + round(fh * 0.45),
                               round(body * 0.88), fh - round(fh * 0.45))
            if _on_land(land, feet, loose):
                placed.append((left, top))
                if len(placed) == present:
                    return slots._replace(figures=placed, figure_h=fh)
                # (the next keeps figure_air off it: its box beside this one's, widened)
                _shut(free, left - air - body + 1 - first, left + body + air - 1 - first)
    return None


def _spans(clear: list) -> list[tuple[int, int, int, int]]:
    """`clear`'s boxes as (left, right, top, bottom), those without area left out (as
    Rect.collidelist has them: such a box meets nothing; a negative size counts from the
    other side)."""
    return [(min(cx, cx + cw), max(cx, cx + cw), min(cy, cy + ch), max(cy, cy + ch))
            for cx, cy, cw, ch in clear if cw and ch]


def _free_lefts(spans: list, top: int, low: int, body: int, first: int, last: int
                ) -> bytearray:
    """For each left end from `first` to `last`: 1 where a box `body` wide from `top` to
    `low` meets none of `spans` (_spans)."""
    n = max(0, last - first + 1)
    free = bytearray(b"\1") * n
    for left, right, up, down in spans:
        if up < low and down > top:
            a, b = max(left - body + 1 - first, 0), min(right - first, n)
            if a < b:
                free[a:b] = bytes(b - a)
    return free


def _shut(free: bytearray, a: int, b: int) -> None:
    """`free` from index `a` to `b` (both within) set to 0, clipped to its length."""
    a, b = max(a, 0), min(b, len(free) - 1)
    if a <= b:
        free[a:b + 1] = bytes(b - a + 1)


LOOSE_LAND = 0.95   # of a figure's lower half on the land at least where it stands loose


def _on_land(land: pygame.Mask, feet: pygame.Rect, loose: bool) -> bool:
    """Whether a figure's lower half (`feet`) stands on the land: whole, or where `loose`
    its middle line, at its waist and its foot, and LOOSE_LAND of it (F052)."""
    if not loose:
        return _stands(land, [feet])
    w, h = land.get_size()
    return all(0 <= px < w and 0 <= py < h and land.get_at((px, py))
               for px, py in ((feet.centerx, feet.top), (feet.centerx, feet.bottom - 1))) \
        and land.overlap_area(pygame.mask.Mask(feet.size, fill=True), feet.topleft) \
        >= LOOSE_LAND * feet.w * feet.h


@lru_cache(maxsize=2048)
def _outward(x: int, w: int, body: int) -> tuple[int, ...]:
    """A body's left ends on an island at `x`, `w` wide, from its middle outward."""
    middle = x + w / 2
    return tuple(sorted(range(x + 2, x + w - body - 1, 2),
                        key=lambda k: abs(k + body / 2 - middle)))


def _island_slots(rect: pygame.Rect, scale: float, players: int,
                  shore: tuple | None = None, mark: tuple | None = None) -> IslandSlots:
    """Every piece's place on the priest island in `rect` (its place on the board), from
    the top: the landmark's band (the favour tokens at its right), the figures in a row
    with the players' shrines beside them (on the land of `shore`, the island's beach
    outline, where given), the active novices, the lying novices' chips at the shore.
    Nothing covers the landmark, and no piece another."""
    x, y, w, h = rect
    novice = island_novice(rect, scale)
    if shore is not None:
        grid = seat_grid(rect, scale, players, shore, mark)
        if grid is not None:
            return grid
    lying_h = max(chip_height(novice), label_size(novice / 30, tight=True) + 8)
    lying = pygame.Rect(x, y + h - lying_h - 1, w, lying_h)
    active = pygame.Rect(x, lying.y - novice - 4, w, novice + 4)
    band = pygame.Rect(x, y + round(h * BAND[0]), w, round(h * (BAND[1] - BAND[0])))
    # the figures' feet over the heads of the tallest group standing in front of them (a
    # figure is never hidden behind novice groups, F053)
    figure_h = min(round(h * 0.32), active.y - STEPPED // 2 - band.bottom - 1)
    cols = 2 if players > 2 else players
    rows = 2 if players > 2 else 1
    shrine = min(round(h * 0.19), (figure_h + 8) // rows - 3, int(w * 0.3 / cols) - 3)
    fy = band.bottom + 1
    foot = active.y - 2
    fx, shrink, less = _figure_row(x, fy - y, w, figure_h, shrine, (cols, rows), foot - y, shore,
                             (w, h))
    small_h = round(figure_h * shrink)
    fy += figure_h - small_h               # a smaller figure still stands on the row's line
    figure_h, shrine = small_h, round(shrine * less)
    fig_w = figure_step(figure_h)
    sy = foot - rows * (shrine + 3) + 3
    figures = [(fx + k * fig_w, fy) for k in range(3)]
    sx = fx + figures_width(figure_h) + 8
    shrines = [(sx + (p % cols) * (shrine + 3), sy + (p // cols) * (shrine + 3))
               for p in range(players)]
    token = max(16, round(22 * scale))
    favours = pygame.Rect(0, 0, token + 12 + round(token * 0.7), token + 9)
    favours.topright = (x + w - 1, y + 2)
    slots = IslandSlots(favours, token, figures, figure_h, shrines, shrine, active, lying,
                        novice, band)
    slots = slots._replace(land=_land_span(shore, (w, h), x, y, slots))
    lo, hi = slots.land if slots.land is not None else (x + 2, x + w - 2)
    if hi - lo < max(1, players) * group_width(novice):   # (land too short: the island's
        lo, hi = x + 2, x + w - 2                          # width, as the row stood)
    return slots._replace(seats=_cells(lo + 1, hi - 1, active, players))


def _cells(lo: int, hi: int, row: pygame.Rect, n: int) -> tuple[pygame.Rect, ...]:
    """`n` cells of one size side by side from `lo` to `hi` in `row`, in the seats' order."""
    cw = (hi - lo) / max(1, n)
    return tuple(pygame.Rect(round(lo + k * cw), row.y, round(lo + (k + 1) * cw)
                             - round(lo + k * cw), row.h) for k in range(n))


def group_width(novice: int, shown: int = 1) -> int:
    """How wide a standing group of `shown` figures `novice` tall is with its count's disc
    (groups.form: the figures' rim of shade, a pixel, the disc of one figure)."""
    fig = round(novice * NOVICE_ASPECT)
    return 2 + fig + int(novice * 0.22) * (shown - 1) + 2 + 1 + count_d(count_px(novice))


GRID_MOST = 1.25        # a grid's novices at most this much taller than a row's
GRID_LEAST = 0.75       # ... and at least this much of them
SEAT_AIR = 3            # between a seat's group and the shrines in its cell


def _span(reach: tuple, size: tuple[int, int], foot: int, g: int) -> tuple[int, int]:
    """The land's left and right (in the island's picture) at a standing row's waist,
    feet and heads, its feet on the line `foot`, its figures `g` tall (`reach`: each
    row's land, _reach)."""
    w, h = size
    lo, hi = 0, w
    for up in (g // 2, 1, g - 2):
        r = min(h - 1, max(0, foot - up))
        first, last = reach[r] or (w // 2, w // 2)
        lo, hi = max(lo, first + 1), min(hi, last)
    return lo, hi


def seat_rows(reach: tuple, size: tuple[int, int], top: int, bottom: int, g: int,
              rows: int, per_row: int, need: int, back: int) -> list[pygame.Rect] | None:
    """`rows` rows of `per_row` cells, the first row's `back` wide at least, the others'
    `need`, one under the other, their groups `g` tall standing on the land between
    `top` and `bottom` (in the island's picture), as low as may be: the cells, row by
    row; None where they do not fit."""
    step = g + 6                       # (a back group's feet clear of the front's heads)
    for low in range(bottom, top + rows * step - 1, -1):
        cells = []
        for r in range(rows):
            row_bottom = low - (rows - 1 - r) * step
            lo, hi = _span(reach, size, row_bottom - 2, g)
            row = pygame.Rect(0, row_bottom - g - 4, size[0], g + 4)
            cells += _cells(lo + 1, hi - 1, row, per_row)
        if all(c.w >= (back if k < per_row else need) for k, c in enumerate(cells)):
            return cells
    return None


def shrine_size(g: int, rows: int) -> int:
    """A shrine's size in a grid whose novices stand `g` tall: a little smaller than a
    novice, two of them one over the other in a back row's cell where it has two rows."""
    return min(round(g * 0.72), (g + 4 - 2 - 3) // 2 if rows > 1 else g - 2)


def seat_grid(rect: pygame.Rect, scale: float, players: int, shore: tuple,
              mark: tuple | None = None) -> IslandSlots | None:
    """Each seat's own place on the island's land (never crowded past the beach onto the
    sea, F052; a group keeps its place as another player comes, F059): fixed by the number of
    players, in a row (two players) or two rows of two (the first two seats in the back row, the
    others in front of them), as low as the land holds them, under the landmark's band, the
    novices as tall as that leaves them (GRID_LEAST to GRID_MOST of novice_size's). The
    shrines stand at the right of the back row's cells, a column's two one over the
    other (the back seat's on top); the big figures beside the landmark, in three places
    found here that the name plate keeps off (piece_rects), taller where fewer stand
    (tall_figures). None where no grid fits."""
    x, y, w, h = rect
    novice = island_novice(rect, scale)
    band = pygame.Rect(x, y + round(h * BAND[0]), w, round(h * (BAND[1] - BAND[0])))
    land, reach = _land(shore, (w, h)), _reach(shore, (w, h))
    rows, per_row = (2, 2) if players > 2 else (1, max(1, players))
    least = max(16, round(novice * GRID_LEAST))
    tries = [(g, at_flank) for at_flank in (True, False)
             for g in range(round(novice * GRID_MOST), least - 1, -1)]
    for g, at_flank in tries:
        lying_h = max(chip_height(g), label_size(g / 30, tight=True) + 8)
        lying = pygame.Rect(x, y + h - lying_h - 1, w, lying_h)
        sh = shrine_size(g, rows)
        # (two seats in one row at the flank: their cells keep room for shrines
        # SHRINE_SHARE of a novice and the 2 px between a shrine and its cell's end; a
        # row of more seats keeps its novices' size first, two rows their figures' room)
        roomy = at_flank and rows == 1 and players <= 2
        big = max(SHRINE_LEAST, round(g * SHRINE_SHARE)) + 2 if roomy \
            else max(sh, SHRINE_LEAST)
        need = group_width(g) + 2
        cells = seat_rows(reach, (w, h), band.bottom - y, lying.y - y, g, rows, per_row,
                          need + (SEAT_AIR + (big if roomy else sh) if rows == 1 else 0),
                          need + SEAT_AIR + big)
        if cells is None:
            continue
        cells = [c.move(x, y) for c in cells]
        lying.y = min(lying.y, cells[-1].bottom)    # (just under the front row's feet)
        front = pygame.Rect(x, cells[-1].y, w, cells[-1].h)
        token = max(16, round(22 * scale))
        favours = pygame.Rect(0, 0, token + 12 + round(token * 0.7), token + 9)
        favours.topright = (x + w - 1, y + 2)
        keep = [favours.inflate(2, 2)] + ([pygame.Rect(mark).inflate(2, 2)] if mark else [])
        flank = _flank_shrines(land, rect, cells, players, per_row, g, keep,
                               least=big - 2 if roomy else SHRINE_LEAST,
                               most=SHRINE_MOST if roomy else 0.75)
        if flank is None and not at_flank and sh < SHRINE_WISHED:
            # (rather than two stacked in a back cell, small: at an end of its cell, the
            # upper one a little inward where the shore or the landmark is in its way)
            flank = _flank_shrines(land, rect, cells, players, per_row, g, keep, True)
        if flank is not None:
            sh, shrines, cells = flank
        elif at_flank:            # (smaller novices may leave the shrines their size)
            continue
        else:                     # in the back row's cells, a column's two one over the other
            shrines = []
            for p in range(players):
                c = cells[p % per_row]
                stack = 1 if rows == 1 else 2 - p // per_row    # (how far up its stack)
                shrines.append((c.right - sh - 2, c.bottom - 2 - stack * sh - (stack - 1) * 3))
        figure_h = max(g + 4, round(h * 0.2))
        figures = [(x + 4 + k * figure_step(figure_h), cells[0].y - 1 - STEPPED - figure_h)
                   for k in range(3)]
        slots = IslandSlots(favours, token, figures, figure_h, shrines, sh, front, lying, g,
                            band, (cells[-per_row].x, cells[-1].right),
                            tuple(cells[:players]), True)
        clear = [favours.inflate(2, 2)] + ([pygame.Rect(mark)] if mark else [])
        clear += [pygame.Rect(sx, sy, sh + 2, sh + 2).inflate(4, 4) for sx, sy in shrines]
        # three beside the landmark, else before it (where the island has no more room)
        low = cells[0].y - 1 - STEPPED
        mark = [pygame.Rect(mark)] if mark else []
        # the three's places (where they stand by default) and a lone one's, half as tall
        # again: the name plate keeps off them (two stand taller where it leaves room,
        # tall_figures)
        stage = []
        for present in (1, 3):
            placed = figure_places(slots, rect, present, land, clear, mark, low, scale)
            if placed is not None:
                fh = placed.figure_h
                stage += [pygame.Rect(f, (round(fh * FIGURE_ASPECT), fh))
                          for f in placed.figures]
                if present == 3:
                    slots = placed
        return slots._replace(stage=tuple(stage))
    return None


SHRINE_LEAST = 15       # a grid's shrine's size at least where it stands at the flank
SHRINE_SHARE = 0.75     # ... and of its novices' height where the seats stand in one row
                        # (a shrine much smaller than its owner's novices is not seen as one)
SHRINE_MOST = 0.9       # ... and at most
SHRINE_WISHED = 17      # ... and at an end of a back cell as large as this at most where
                        # else two stood one over the other in a back cell, 10 px (F048)


def _flank_shrines(land: pygame.Mask, rect: pygame.Rect, cells: list[pygame.Rect],
                   players: int, per_row: int, g: int, clear: list[pygame.Rect],
                   anywhere: bool = False, least: int = SHRINE_LEAST, most: float = 0.75
                   ) -> tuple[int, list[tuple[int, int]], list[pygame.Rect]] | None:
    """A grid's shrines at the island's flanks, each column's at the outer end of its
    back cell, the back seat's on the cell's foot and the front seat's over it (its column's
    two one over the other, so a shrine stands by its own novices), each on
    the land and clear of `clear` (the favour tokens, the landmark), as large as may be
    (`most` of a novice down to `least`); `anywhere`: a column's at the inner
    end of its cell where the outer one does not hold it, the front seat's a little
    inward of the back seat's where need be, SHRINE_WISHED at most (where else they stood
    two small ones in a back cell). Their size, top lefts and the cells less the ends
    they take; None where they do not stand."""
    columns = min(per_row, players)
    outer = [k == 0 and per_row > 1 for k in range(columns)]       # (at its cell's left)
    sides = [outer] + ([[a ^ b for a, b in zip(outer, flip, strict=True)]
                        for flip in _flips(columns)] if anywhere else [])
    top = min(round(g * 0.75), SHRINE_WISHED) if anywhere else round(g * most)
    for sh in range(top, least - 1, -1):
        for at_left in sides:
            placed = _ends(land, rect, cells, players, per_row, sh, at_left, clear,
                           sh if anywhere else 0)
            if placed is None:
                continue
            shrines, took = placed
            out = list(cells)
            for k in range(columns):       # the back cells less the ends they take
                c, cut = out[k], took[k] + 2 + SEAT_AIR
                out[k] = pygame.Rect(c.x + cut if at_left[k] else c.x, c.y, c.w - cut, c.h)
            if all(o.w >= group_width(g) + 2 for o in out[:players]):
                return sh, shrines, out
    return None


def _ends(land: pygame.Mask, rect: pygame.Rect, cells: list[pygame.Rect], players: int,
          per_row: int, sh: int, at_left: list[bool], clear: list[pygame.Rect],
          inward_most: int = 0) -> tuple[list[tuple[int, int]], list[int]] | None:
    """Each seat's shrine (`sh` across) at its column's back cell's end (`at_left` or
    right), the back seat's on the cell's foot, the front seat's over it or a little
    inward of it where the island's shore or the landmark leaves it no room right over
    it (`inward_most` px at most), each on the land and clear of `clear`: their top lefts
    and how wide each column's shrines are; None where they do not stand."""
    x, y = rect.topleft
    shrines: list = [None] * players
    took = []
    for k in range(min(per_row, players)):
        c = cells[k]
        base = c.x + 2 if at_left[k] else c.right - sh - 2
        inward = 1 if at_left[k] else -1
        seats = [p for p in range(players) if p % per_row == k]
        for dx in range(0, inward_most + 1, 3):
            boxes = [pygame.Rect(base + inward * dx * (p // per_row),
                                 c.bottom - 2 - sh - (p // per_row) * (sh + 3), sh, sh)
                     for p in seats]
            if all(b.inflate(2, 2).collidelist(clear) < 0 for b in boxes) and _stands(
                    land, [b.move(-x, -y) for b in boxes]):
                break
        else:
            return None
        for p, b in zip(seats, boxes, strict=True):
            shrines[p] = b.topleft
        took.append(sh + (dx if len(seats) > 1 else 0))
    return shrines, took


def _flips(columns: int) -> list[list[bool]]:
    """Which columns' shrines stand at their cells' other end: one column's, then two."""
    one = [[k == j for k in range(columns)] for j in range(columns)]
    return one + ([[True] * columns] if columns > 1 else [])


def seat_room(slots: IslandSlots, p: int) -> int:
    """How wide seat `p`'s standing group may be in its cell: the cell, less its shrines
    and their air where they stand in it."""
    cell = slots.seats[p]
    xs = [sx for sx, sy in slots.shrines        # (a shrine reaching into it over its top)
          if cell.colliderect((sx, sy, slots.shrine, slots.shrine)) and sx > cell.x]
    return (min(xs) - SEAT_AIR - cell.x) if xs else cell.w


def _land_span(shore: tuple | None, size: tuple[int, int], x: int, y: int,
               slots: IslandSlots) -> tuple[int, int] | None:
    """Where the land reaches left and right at the standing novices' waists, at their
    counts' middles and at their feet (on the beach's rim, where the island rounds off: a
    lone group stood with a foot in the sea), on the board; None without a shore."""
    if shore is None:
        return None
    land = _land(shore, size)
    lo, hi = 0, size[0]
    for up in (slots.novice // 2, count_d(count_px(slots.novice)) // 2, 2):   # (and feet)
        row = min(size[1] - 1, max(0, slots.foot - up - y))
        xs = [k for k in range(size[0]) if land.get_at((k, row))] or [size[0] // 2]
        lo, hi = max(lo, xs[0]), min(hi, xs[-1] + 1)
    return x + lo, x + max(lo, hi)
