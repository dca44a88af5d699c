"""Where a box laid over the board stands (the action ring, the Hint's callout): beside
the thing it belongs to, hiding least of what the board asks to keep clear
(`BoardView.keep_clear`: its names, the temple's fields, the council first), the compact
and close places first; further off only when every place beside it hides much. And the
open water (`play_mask`, `open_spot`): where a note stands over none of the board's play."""

from __future__ import annotations

import heapq
import math

import pygame

from ..window import caches
from . import art
from .layout import PLAY_MARGIN
from .targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    Group,
    GuardianTile,
    IslandFavours,
    JettyArea,
    NextPlace,
    Shrine,
    Tile,
)
from .view import LAND

GAP = 8
STRONG = 1000     # what to keep clear most (a name, a field, a seat)...
HIDDEN = 2e6      # ...costs this much more when any of it is hidden


SLIDES = 7        # places along each side of the clicked thing
SETTLE = 8        # px the best place found is moved about to hide less (the grid's step
#                   left a box a pixel over a chip it could stand clear of)


def spots(size: tuple[int, int], a: pygame.Rect, board: pygame.Rect) -> list[pygame.Rect]:
    """Where a tray of `size` may stand hugging `a`: on each of its four sides, slid
    along that side (still beside at least a third of it), kept inside `board`."""
    out = []
    w, h = size
    for side in range(4):
        for k in range(SLIDES):
            share = k / (SLIDES - 1)
            if side < 2:                             # right, left
                x = a.right + GAP if side == 0 else a.left - GAP - w
                y = round(a.top + a.h / 3 - h + (h + a.h / 3) * share)
            else:                                    # below, above
                y = a.bottom + GAP if side == 2 else a.top - GAP - h
                x = round(a.left + a.w / 3 - w + (w + a.w / 3) * share)
            out.append(pygame.Rect(x, y, w, h).clamp(board))
    return out


REACH = 180       # px a box may stand off its thing by default


def nearby(size: tuple[int, int], a: pygame.Rect, board: pygame.Rect,
           reach: int = REACH, step: int | None = None) -> list[pygame.Rect]:
    """Where a tray of `size` may stand further from `a` (within `reach` of it), for
    when every place hugging it hides a name, the temple or the council (`step` apart:
    by default a fiftieth of the board, at least 20 px)."""
    w, h = size
    step = step or max(20, board.w // 50)
    x0, y0 = a.left - w - reach, a.top - h - reach
    x0 += max(0, -(-(board.left - x0) // step)) * step     # the same grid, from the board's
    y0 += max(0, -(-(board.top - y0) // step)) * step      # edge on (the rest is off it)
    return [r for y in range(y0, min(a.bottom + reach, board.bottom - h) + 1, step)
            for x in range(x0, min(a.right + reach, board.right - w) + 1, step)
            if board.contains(r := pygame.Rect(x, y, w, h))]


def hides_much(r: pygame.Rect, keep_clear, strong: int = STRONG) -> bool:
    """Whether `r` hides any of the things most to keep clear."""
    return any(w >= strong and r.colliderect(k) for k, w in keep_clear)


TRAVEL = 40       # what each pixel between the tray and its island costs
OUTLINE = 3       # what each pixel of the tray's outline costs: compact trays first
CENTRE = 2        # what each pixel between the tray's middle and its island's costs


def hidden(r: pygame.Rect, a: pygame.Rect, keep_clear, rects: list | None = None,
           worst: float | None = None) -> float:
    """What standing at `r` costs: the area it hides of each thing to keep clear times
    that thing's cost, of the clicked island itself most, then its distance from the
    island, its outline and how far its middle lies from the island's (so it opens on
    the island's side, centred on it where it may). `rects`: keep_clear's rects, given
    when many places are weighed (only those it touches are weighed then); `worst`: the
    best place's cost so far: a place whose distance, outline and middle alone cost more
    is not weighed further (a Hint's box weighs thousands of places)."""
    gap_x = max(0, a.left - r.right, r.left - a.right)
    gap_y = max(0, a.top - r.bottom, r.top - a.bottom)
    cost = TRAVEL * max(0, math.hypot(gap_x, gap_y) - GAP) + OUTLINE * 2 * (r.w + r.h) \
        + CENTRE * math.dist(r.center, a.center)
    if worst is not None and cost >= worst:
        return cost
    if rects is None:
        rects = [k for k, _ in keep_clear]
    for i in r.collidelistall(rects):
        rect, weight = keep_clear[i]
        c = r.clip(rect)
        cost += weight * c.w * c.h
        if weight >= STRONG and c.w > 0 and c.h > 0:
            cost += HIDDEN             # a name, a field, a seat: not even a corner of one
    c = r.clip(a.inflate(-8, -8))
    return cost + 20000 * c.w * c.h          # its own island: never


def crossed(r: pygame.Rect, a: pygame.Rect, strong: list[pygame.Rect]) -> bool:
    """Whether the tail of a box at `r` to `a` would run over a thing most to keep clear
    (a name plate, a field) other than the one it points at."""
    pts = tail(r, a, 8, 7)
    if pts is None:
        return False
    base = ((pts[0][0] + pts[2][0]) / 2, (pts[0][1] + pts[2][1]) / 2)
    tip = pts[1]
    return any(k.clipline(base, tip) and not k.collidepoint(tip) for k in strong)


def best_spot(shapes: list, a: pygame.Rect, board: pygame.Rect, keep_clear,
              reach: int = REACH, tall: float = 0, tailless: float = 0,
              clear_only: bool = False) -> tuple:
    """The best place of all for a box beside `a`: `shapes` are ((w, h), payload) to try
    (a tray in one, two or three rows); returns (rect, payload). `reach`: how far off it
    may stand where every place beside `a` hides much; `tall`: what each pixel of a
    shape's height costs (a wide, short box before a tall column); `tailless`: what a
    place costs where the box's tail to `a` would cross a name or a field (drawn without
    its tail there: game/hinting.py); `clear_only`: (None, None) where no place hides
    none of the things most to keep clear."""
    best = None
    keep_clear = list(keep_clear)
    rects = [k for k, _ in keep_clear]
    most = [k for k, w in keep_clear if w >= STRONG]
    strong = most if tailless else []

    def cost_of(rect: pygame.Rect, worst: float | None) -> float:
        cost = hidden(rect, a, keep_clear, rects,
                      None if worst is None else worst - tall * rect.h) + tall * rect.h
        if strong and (worst is None or cost < worst) and crossed(rect, a, strong):
            cost += tailless
        return cost

    for where in (spots, nearby):           # further off only when hugging hides much
        for size, payload in shapes:
            places = where(size, a, board) if where is spots else \
                nearby(size, a, board, reach)
            # far off (the Hint's words): only the places hiding none of the dearest
            # things, where there are any (fewer to weigh)
            far = reach > REACH or clear_only
            clear = [r for r in places if r.collidelist(most) < 0] if far else []
            if not clear and where is nearby and reach > REACH:
                places = nearby(size, a, board)     # none clear: the least hiding near by
            for rect in clear or ([] if clear_only else places):   # those hiding no name
                cost = cost_of(rect, best[0] if best else None)
                if best is None or cost < best[0]:
                    best = (cost, rect, payload)
        if best is not None and not hides_much(best[1], keep_clear):
            break
    if best is None:
        return None, None
    cost, rect, payload = best
    for dx in range(-SETTLE, SETTLE + 1, 2):       # the grid's place settled a few pixels
        for dy in range(-SETTLE, SETTLE + 1, 2):   # off the corner of what it just hides
            r = rect.move(dx, dy)
            if board.contains(r):
                c = cost_of(r, cost)
                if c < cost:
                    cost, best = c, (c, r, payload)
    return best[1], best[2]


def tail(box: pygame.Rect, a: pygame.Rect, corner: int = 14,
         half: int = 10) -> list[tuple[int, int]] | None:
    """A box's tail to the thing `a` it belongs to, as a speech bubble's: its base on the
    box's edge facing `a`, as near `a`'s middle as the box's rounded corners allow, its
    tip at `a`'s edge. None when the box touches `a`."""
    inner = box.inflate(-2 * corner, -2 * corner)
    x = min(max(a.centerx, inner.left), inner.right)
    y = min(max(a.centery, inner.top), inner.bottom)
    tx, ty = min(max(x, a.left + 4), a.right - 4), min(max(y, a.top + 4), a.bottom - 4)
    gaps = {"left": box.left - a.right, "right": a.left - box.right,
            "top": box.top - a.bottom, "bottom": a.top - box.bottom}
    side = max(gaps, key=gaps.get)
    if gaps[side] < 4:
        return None
    if side == "left":
        return [(box.left + 1, y - half), (a.right - 2, ty), (box.left + 1, y + half)]
    if side == "right":
        return [(box.right - 2, y - half), (a.left + 2, ty), (box.right - 2, y + half)]
    if side == "top":
        return [(x - half, box.top + 1), (tx, a.bottom - 2), (x + half, box.top + 1)]
    return [(x - half, box.bottom - 2), (tx, a.top + 2), (x + half, box.bottom - 2)]


# -- the open water: where a note stands over none of the board's play ---------------------
# (the board's play as a picture of where it is drawn: every priest island's land and the
# sandbank reaching out from under it, each name plate, the temple island, every piece and
# count; a refusal, a computer's caption, the Hint's words stand in the water round it,
# never over islands, names and tiles, F054; worked out when a note is placed, never per frame)
MARGIN = PLAY_MARGIN           # px kept between a note and the play it stands beside
STEP = 8                       # px between the places weighed in the open water
PIECES = (Tile, GuardianTile, Field, CouncilSeat, Candles, JettyArea, Group, IslandFavours,
          Shrine, Figure, NextPlace)

_kept: dict[tuple, pygame.mask.Mask] = caches.kept({})


def play_mask(board, lay, snap: dict, size: tuple[int, int]) -> pygame.mask.Mask:
    """Where the board's play is drawn on a window of `size` (set bits), a MARGIN round it:
    kept while the board draws the same things in the same places."""
    return play_of(board, lay, snap, size)[0]


def play_of(board, lay, snap: dict, size: tuple[int, int]) -> tuple[pygame.mask.Mask, tuple]:
    """`play_mask` and the key that names it (the same while the board is)."""
    pieces = tuple(tuple(r) for r, tg in board.hits if isinstance(tg, PIECES))
    strands = tuple((i, tuple(bank)) for i, (bank, _) in sorted(board.strands.items()))
    labels = tuple(tuple(r) for r in board.labels)
    kinds = tuple(isl["kind"] for isl in snap["islands"])
    key = (tuple(size), tuple(map(tuple, lay.islands)), tuple(lay.temple_island), kinds,
           strands, labels, pieces)
    mask = _kept.get(key)
    if mask is not None:
        return mask, key
    mask = pygame.mask.Mask(size)
    for i, ((x, y, w, h), kind) in enumerate(zip(lay.islands, kinds, strict=True)):
        land_h = int(h * LAND)
        ground = pygame.Surface((w + 2 * MARGIN, land_h + 2 * MARGIN), pygame.SRCALPHA)
        outline = [(px + MARGIN, py + MARGIN) for px, py in art.shore(kind, w, land_h, i)]
        pygame.draw.polygon(ground, (255, 255, 255), outline)
        pygame.draw.polygon(ground, (255, 255, 255), outline, 2 * MARGIN)
        mask.draw(pygame.mask.from_surface(ground), (x - MARGIN, y - MARGIN))
    for bank, sand in board.strands.values():
        mask.draw(pygame.mask.from_surface(sand, 1), bank.topleft)
    rects = [pygame.Rect(lay.temple_island)] + [pygame.Rect(r) for r in labels + pieces]
    for r in rects:
        r = r.inflate(2 * MARGIN, 2 * MARGIN)
        mask.draw(pygame.mask.Mask(r.size, fill=True), r.topleft)
    if len(_kept) > 8:
        _kept.clear()
    _kept[key] = mask
    return mask, key


def covers(mask: pygame.mask.Mask, rect: pygame.Rect) -> int:
    """How many px of the board's play `rect` lies over."""
    return mask.overlap_area(pygame.mask.Mask(rect.size, fill=True), rect.topleft) \
        if rect.w > 0 and rect.h > 0 else 0


def open_spot(size: tuple[int, int], mask: pygame.mask.Mask, area: pygame.Rect,
              near: tuple[int, int], taken: list[pygame.Rect] = (),
              least: bool = False) -> pygame.Rect | None:
    """The place for a box of `size` inside `area`, over none of the board's play in
    `mask` nor any of `taken`, whose middle lies nearest `near` (of two as near, the
    leftmost, then the highest); None where there is none (`least`: then the place clear
    of `taken` over the least of the play).
    The places are weighed in that order as they come (a merge of the columns, each
    sorted by distance), each tested in one look at `blocked`, the mask grown by the
    box: a note's first open place is found without sorting or testing them all."""
    w, h = size
    if w > area.w or h > area.h:
        return None
    xs = list(range(area.left, area.right - w + 1, STEP)) + [area.right - w]
    ys = list(range(area.top, area.bottom - h + 1, STEP)) + [area.bottom - h]
    inside = pygame.Rect((0, 0), mask.get_size()).contains(
        pygame.Rect(area.left, area.top, area.w - w + 1, area.h - h + 1))
    if inside:
        grown = blocked(mask, w, h)
        row = pygame.mask.Mask((xs[-1] - xs[0] + 1, 1), fill=True)
        col = pygame.mask.Mask((1, ys[-1] - ys[0] + 1), fill=True)
        ys = [y for y in ys if grown.overlap_area(row, (area.left, y)) < row.get_size()[0]]
        xs = [x for x in xs if grown.overlap_area(col, (x, area.top)) < col.get_size()[1]]
        clear = lambda x, y: not grown.get_at((x, y))      # noqa: E731
    else:
        box = pygame.mask.Mask((w, h), fill=True)
        clear = lambda x, y: mask.overlap(box, (x, y)) is None   # noqa: E731
    if xs and ys:
        cols = sorted(((x + w / 2 - near[0]) ** 2, x) for x in xs)
        rows = sorted(((y + h / 2 - near[1]) ** 2, y) for y in ys)
        first_dy, first_y = rows[0]
        heap = [(dx + first_dy, x, first_y, 0, dx) for dx, x in cols]
        heapq.heapify(heap)
        while heap:
            _, x, y, i, dx = heap[0]
            if i + 1 < len(rows):
                dy, y2 = rows[i + 1]
                heapq.heapreplace(heap, (dx + dy, x, y2, i + 1, dx))
            else:
                heapq.heappop(heap)
            at = pygame.Rect(x, y, w, h)
            if clear(x, y) and at.collidelist(taken) < 0:
                return at
    return _least(size, mask, area, near, taken) if least else None


def blocked(mask: pygame.mask.Mask, w: int, h: int) -> pygame.mask.Mask:
    """The places where a box of w x h set at them (its top left corner) lies over a set
    bit of `mask`: the mask grown w - 1 px to the left and h - 1 px up, by doubling."""
    grown = mask.copy()
    for n, step in ((w, lambda k: (-k, 0)), (h, lambda k: (0, -k))):
        k = 1
        while 2 * k <= n:
            grown.draw(grown.copy(), step(k))
            k *= 2
        if n > k:
            grown.draw(grown.copy(), step(n - k))
    return grown


def _least(size: tuple[int, int], mask: pygame.mask.Mask, area: pygame.Rect,
           near: tuple[int, int], taken: list[pygame.Rect]) -> pygame.Rect | None:
    """Where none stands clear: of every third place clear of `taken` in order of
    distance, the one over the least of the play."""
    w, h = size
    box = pygame.mask.Mask((w, h), fill=True)
    xs = list(range(area.left, area.right - w + 1, STEP)) + [area.right - w]
    ys = list(range(area.top, area.bottom - h + 1, STEP)) + [area.bottom - h]
    places = sorted(((x + w / 2 - near[0]) ** 2 + (y + h / 2 - near[1]) ** 2, x, y)
                    for x in xs for y in ys)
    free = [(x, y) for _, x, y in places if pygame.Rect(x, y, w, h).collidelist(taken) < 0]
    if not free:
        return None
    x, y = min(free[::3], key=lambda p: mask.overlap_area(box, p))
    return pygame.Rect(x, y, w, h)
