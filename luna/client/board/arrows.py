"""A move's way drawn over the board: a thick curved arrow in the player's colour from
where the novices leave to where they go, bowed away from the middle of the board (so it
arcs round the temple island rather than across its fields), with a soft shadow, a dark
rim and a head; and at its end a ghost of the moving novices with their count on a badge
placed where it hides no count, name or token of the island.

Used for a move being built (Travel, Tides, the Sailboat), a drag, the Hint's move and
the other players' moves. A still arrow is drawn once and kept (`arrow_image`); one that
follows the mouse is drawn plainly each frame.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame
import pygame.gfxdraw

from ..window import caches
from . import art
from .art.base import _blur, _finish
from .targets import Field, Group, GuardianTile, Island, IslandFavours, Jetty, JettyArea, Tile

Point = tuple[float, float]

RIM = (20, 16, 26)
BADGE_INK = (255, 255, 255)


def _bend(a: Point, b: Point, away: Point | None) -> Point:
    """The curve's control point: off the chord's middle, on the side away from `away`
    (the board's middle), more when the chord passes close to it; `away` itself where it
    is a control point (x, y, 1), as clear_way may give it (a way round the temple)."""
    if away is not None and len(away) == 3:
        return away[0], away[1]
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    px, py = -dy / n, dx / n
    amount = 0.16
    if away is not None:
        if (mx + px - away[0]) ** 2 + (my + py - away[1]) ** 2 < \
                (mx - px - away[0]) ** 2 + (my - py - away[1]) ** 2:
            px, py = -px, -py
        # distance of the board's middle from the chord
        t = max(0.0, min(1.0, ((away[0] - a[0]) * dx + (away[1] - a[1]) * dy) / (n * n)))
        near = math.dist(away, (a[0] + dx * t, a[1] + dy * t))
        amount = 0.16 + 0.22 * max(0.0, 1 - near / (n * 0.5 + 1))
    return mx + px * n * amount, my + py * n * amount


def curve(a: Point, b: Point, away: Point | None = None, steps: int = 28) -> list[Point]:
    """The arrow's middle line from `a` to `b` (a quadratic curve)."""
    c = _bend(a, b, away)
    ax, ay, cx, cy, bx, by = a[0], a[1], c[0], c[1], b[0], b[1]
    return [(u * ax + v * cx + w * bx, u * ay + v * cy + w * by)
            for u, v, w in _weights(steps)]


@lru_cache(maxsize=8)
def _weights(steps: int) -> tuple[tuple[float, float, float], ...]:
    """The weights of a quadratic curve's three points at each of its `steps` + 1 points
    (asked for every bow an arrow's way weighs: ~20 an arrow, of 40 points each)."""
    return tuple(((1 - t) ** 2, 2 * (1 - t) * t, t * t)
                 for t in (i / steps for i in range(steps + 1)))


def numbers_of(hits, goal=None) -> tuple:
    """Where the temple's numbers stand (each field's and each path tile's, in the top
    of its hex or square, the Guardian's tiles' too), but its `goal`'s: what an arrow's way
    keeps off."""
    return tuple(number_box(r)
                 for r, tg in hits if isinstance(tg, Field | Tile | GuardianTile) and tg != goal)


def names_of(hits, pad: int = 0) -> tuple:
    """Where the temple's names stand on their signs ("Entrance", "Jetty", the Council's),
    `pad` px wider each side: what a Hint's way keeps off as it keeps off the numbers (an
    arrow over a sign cut its word: "trance")."""
    return tuple(tuple(pygame.Rect(rect).inflate(2 * pad, 2 * pad))
                 for target, (rect, _) in getattr(hits, "tops", {}).items()
                 if isinstance(target, tuple) and target[0] == "name")


def number_box(r) -> tuple[int, int, int, int]:
    """Where a temple field's or tile's number stands in its box `r` (x, y, w, h)."""
    x, y, w, h = r
    return x + w // 5, y + h // 10, w * 3 // 5, h * 2 // 5


def crossed(a: Point, b: Point, away: Point | None, numbers: tuple) -> int:
    """How much of an arrow's way from `a` to `b` lies over `numbers` (its points in
    them, of 40 along it)."""
    rects = _rects(numbers)
    return sum(pygame.Rect(round(p[0]), round(p[1]), 1, 1).collidelist(rects) >= 0
               for p in curve(a, b, away, 40)[2:-1])


@lru_cache(maxsize=64)
def _rects(numbers: tuple) -> tuple[pygame.Rect, ...]:
    """`numbers` as rects, made once for every bow weighed against them."""
    return tuple(pygame.Rect(r) for r in numbers)


def steepness(line: list) -> float:
    """How steeply a line comes in at its end: 0 along a row, 1 straight down or up."""
    (x0, y0), (x1, y1) = line[-4], line[-1]
    return abs(y1 - y0) / (math.dist((x0, y0), (x1, y1)) or 1)


@lru_cache(maxsize=256)
def clear_way(a: tuple[int, int], b: tuple[int, int], away: tuple[int, int] | None,
              numbers: tuple, steep: float = 0.0, names: tuple = ()) -> tuple | None:
    """What an arrow from `a` to `b` bows away from so that it lies over the fewest of
    the temple's `numbers` (`numbers_of`): `away` where none does better, else the
    bow, of those either side of its chord, over the fewest (an arrow over numbers hides the
    one it names among them, F051), else a
    wider or lopsided bow, or none, given as its control point (x, y, 1) (a Hint from
    path tile 5 crossed three fields' numbers, the Council's preview from the Book island
    as many: one bow either side was not enough). `steep`: the least steepness its end
    comes in at (onto a council seat: not along their row). `names`: the temple's
    names (`names_of`), kept off where the numbers leave a choice."""
    if not numbers and not names:
        return away
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / n, dx / n
    tries = [away] + [(round(mx + side * nx * d), round(my + side * ny * d))
                      for d in (2, n * 0.3, n * 4) for side in (1, -1)]
    tries += [(round(mx + nx * n * k + dx * t), round(my + ny * n * k + dy * t), 1)
              for k in (0.5, -0.5, 0.75, -0.75, 1.0, -1.0) for t in (0.0, -0.25, 0.25)]
    tries.append((round(mx), round(my), 1))                           # (straight)
    if steep > 0:
        tries = [w for w in tries[1:] if steepness(curve(a, b, w)) >= steep] or [away]
        tries.insert(0, away)
    return min(tries, key=lambda w: (crossed(a, b, w, numbers),      # (the first of
                                     crossed(a, b, w, names) if names else 0))   # equals)


HEAD_RUN = 30          # px of an arrow's way before its goal that its head lies along


def head_over(a: Point, b: Point, away: Point | None, goal: tuple, beside: tuple,
              head: float = HEAD_RUN, spread: int = 5) -> int:
    """How much of an arrow's last stretch before `goal` (its head's: `head` px before
    it enters the goal's box) lies over the places `beside` it (the temple's other tiles
    and fields, grown by `spread`: its half width) or cuts their corners: a head over
    tile 25 names tile 25, not the tile 28 it points into (F339). Its points there, of
    120 along it."""
    if not beside:
        return 0
    box = pygame.Rect(goal)
    rects = [pygame.Rect(r).inflate(2 * spread, 2 * spread) for r in beside]
    pts = curve(a, b, away, 120)
    into = next((i for i, p in enumerate(pts) if box.collidepoint(p)), len(pts) - 1)
    run, over = 0.0, 0
    for i in range(into, 0, -1):
        over += pygame.Rect(round(pts[i][0]), round(pts[i][1]), 1, 1).collidelist(rects) >= 0
        run += math.dist(pts[i], pts[i - 1])
        if run > head:
            break
    return over


GENTLE = (0.0, 0.12, -0.12, 0.24, -0.24, 0.38, -0.38)   # a straight arrow's bows tried
#                    (its control point off the chord's middle, in chord lengths: its own
#                    middle at most 0.19 of them off the line, as the board's own bow)
LOPSIDED = (0.0, -0.25, 0.25)                 # and that control point along the chord


@lru_cache(maxsize=256)      # (asked each frame the Hint stands: ~20 bows x 40 numbers)
def straight_way(a: Point, b: Point, away: Point | None, numbers: tuple,
                 steep: float = 0.0, goal: tuple | None = None, beside: tuple = (),
                 head: float = HEAD_RUN, names: tuple = ()) -> tuple:
    """The way of an arrow that goes straight from `a` to `b`: the straight line, or a
    bow no wider than the board's own (`away`: what that bows from), never a loop round
    the board; of those, one that comes in at `steep` at least where one does (onto a
    council seat, not along its row), then the one over the fewest of the temple's
    `numbers`, then of its `names` (the temple's signs), then of those
    one whose head comes into its `goal` over none of the places `beside` it
    (`head_over`: it ends on its goal whatever its bow, F339), then the straightest.
    Given as `clear_way` gives it."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / n, dx / n
    tries = [(round(mx + nx * n * k + dx * t), round(my + ny * n * k + dy * t), 1)
             for k in GENTLE for t in LOPSIDED if k or not t]
    if away is not None:
        tries.insert(1, away)

    def cost(k: int) -> tuple:
        w = tries[k]
        flat = steep > 0 and steepness(curve(a, b, w)) < steep
        over = head_over(a, b, w, goal, beside, head) if goal is not None else 0
        return (flat, crossed(a, b, w, numbers) if numbers else 0,
                crossed(a, b, w, names) if names else 0, over, k)
    return tries[min(range(len(tries)), key=cost)]


def deep_in(a: Point, b: Point, goal: tuple, away: Point | None = None,
            margin: int = 3) -> tuple[Point, tuple]:
    """Where an arrow from `a` to the middle `b` of a small `goal` (a temple tile or
    field) ends so that its head lies on that goal, and the control point of its way
    there (x, y, 1): on from `b` the way it came in to `b` (bowed from `away`), to
    `margin` px inside the goal's far side (the largest circle in it: a field's hexagon
    too), its curve turned and grown to end there. Stopped at the goal's edge (the
    temple's tiles packed a tile's width apart) the head stood on the tile before it and
    named that one (F527)."""
    c = _bend(a, b, away)
    dx, dy = b[0] - c[0], b[1] - c[1]
    n = math.hypot(dx, dy) or 1.0
    r = pygame.Rect(goal)
    depth = max(0.0, min(r.w, r.h) / 2 - margin)
    end = (b[0] + dx / n * depth, b[1] + dy / n * depth)
    # the same curve turned and grown to end there: bowed no more than it was (F321)
    k = complex(end[0] - a[0], end[1] - a[1]) / (complex(b[0] - a[0], b[1] - a[1]) or 1)
    bend = complex(a[0], a[1]) + complex(c[0] - a[0], c[1] - a[1]) * k
    return end, (round(bend.real), round(bend.imag), 1)


def head_stretch(a: Point, b: Point, away: Point | None, tip: Point,
                 length: float = 24) -> list[Point]:
    """The last `length` px of a still arrow's way before its `tip` (its head and what
    leads into it), from the tip back: where a head reads as pointing."""
    way = curve(a, b, away, 80)
    last = min(range(len(way)), key=lambda k: math.dist(way[k], tip))
    out, run = [tip], 0.0
    for k in range(last, 0, -1):
        out.append(way[k])
        run += math.dist(way[k], way[k - 1])
        if run > length:
            break
    return out


def lead_stretch(a: Point, b: Point, away: Point | None, length: float) -> list[Point]:
    """The first `length` px of a still arrow's way from `a`: where it leaves its piece."""
    way = curve(a, b, away, 80)
    out, run = [way[0]], 0.0
    for k in range(1, len(way)):
        out.append(way[k])
        run += math.dist(way[k], way[k - 1])
        if run > length:
            break
    return out


def _trim(pts: list[Point], start: float, end: float) -> list[Point]:
    """The curve without its first `start` and last `end` pixels."""
    def cut(line: list[Point], length: float) -> list[Point]:
        run = 0.0
        for i in range(1, len(line)):
            step = math.dist(line[i - 1], line[i])
            if run + step >= length:
                t = (length - run) / (step or 1)
                p = (line[i - 1][0] + (line[i][0] - line[i - 1][0]) * t,
                     line[i - 1][1] + (line[i][1] - line[i - 1][1]) * t)
                return [p] + line[i:]
            run += step
        return line[-1:]
    out = cut(pts, start)
    return cut(out[::-1], end)[::-1]


def _outline(pts: list[Point], width: float, head: float) -> list[Point]:
    """The arrow as one polygon: a band widening from 75 % to its full width, then a head
    `head` long at its end."""
    length = sum(math.dist(p, q) for p, q in zip(pts, pts[1:], strict=False)) or 1.0
    body = _trim(pts, 0, head * 0.9)
    if len(body) < 2:
        body = pts[:2]
    left, right = [], []
    run = 0.0
    for i, p in enumerate(body):
        q = body[min(i + 1, len(body) - 1)]
        o = body[max(i - 1, 0)]
        dx, dy = q[0] - o[0], q[1] - o[1]
        n = math.hypot(dx, dy) or 1.0
        if i:
            run += math.dist(body[i - 1], p)
        half = width / 2 * (0.75 + 0.25 * min(1.0, run / length))
        left.append((p[0] - dy / n * half, p[1] + dx / n * half))
        right.append((p[0] + dy / n * half, p[1] - dx / n * half))
    tip = pts[-1]
    base = body[-1]
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    n = math.hypot(dx, dy) or 1.0
    wing = width * 1.3
    wing_l = (base[0] - dy / n * wing, base[1] + dx / n * wing)
    wing_r = (base[0] + dy / n * wing, base[1] - dx / n * wing)
    return left + [wing_l, tip, wing_r] + right[::-1]


def edge_stroke(width: int) -> int:
    """An arrow's dark edges' thickness over what is drawn over it: grown with it."""
    return max(2, round(width / 5))


def draw_edges(surf: pygame.Surface, a: Point, b: Point, width: int,
               away: Point | None = None, start: float = 0, end: float = 0,
               goal: pygame.Rect | None = None, rgb=(232, 200, 120)) -> None:
    """A still arrow's dark outline (its rim's, `edge_stroke` thick) and a light line of
    its colour `rgb` just inside it (the dark alone is not seen on a dark tile), drawn
    again over the temple's tiles and fields laid half over it: its way and its head
    stand out over what they cross at every window size (F349), the tiles' numbers still
    seen inside it; never over its `goal`, which it leaves clear (a head that must come
    in over other tiles still reads as pointing into its goal, F339)."""
    pts = _trim(curve(a, b, away), start, end)
    if len(pts) < 2:
        return
    shape = [(round(x), round(y)) for x, y in _outline(pts, width + 4, width * 1.9 + 3)]
    inner = [(round(x), round(y)) for x, y in _outline(pts, width - 2, width * 1.9 - 2)]
    t = edge_stroke(width)
    xs, ys = [p[0] for p in shape], [p[1] for p in shape]
    box = pygame.Rect(min(xs) - t, min(ys) - t, max(xs) - min(xs) + 2 * t + 1,
                      max(ys) - min(ys) + 2 * t + 1)
    img = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.lines(img, (*RIM, 255), True, [(x - box.x, y - box.y) for x, y in shape], t)
    light = tuple(min(255, c + (255 - c) // 2) for c in rgb[:3])   # (its stripe's)
    pygame.draw.lines(img, (*light, 255), True, [(x - box.x, y - box.y) for x, y in inner],
                      max(1, t - 1))          # (and its light inside: on a dark tile)
    if goal is not None:
        img.fill((0, 0, 0, 0), pygame.Rect(goal).move(-box.x, -box.y))
    surf.blit(img, box)


def _polygon(surf: pygame.Surface, rgba, pts: list[Point]) -> None:
    ipts = [(round(x), round(y)) for x, y in pts]
    pygame.draw.polygon(surf, rgba, ipts)
    pygame.gfxdraw.aapolygon(surf, ipts, rgba)


def _paint(surf: pygame.Surface, pts: list[Point], rgb, width: float, shade: bool) -> None:
    """The arrow along `pts` (in `surf`'s pixels): shadow, rim, body, a light stripe."""
    head = width * 1.9
    shape = _outline(pts, width, head)
    if shade:
        _polygon(surf, (0, 0, 0, 90), [(x + width * 0.35, y + width * 0.5) for x, y in shape])
    rim = _outline(pts, width + 4, head + 3)
    _polygon(surf, (*RIM, 235), rim)
    _polygon(surf, (*rgb, 255), shape)
    stripe = _trim(pts, width * 0.8, head * 1.1)
    if len(stripe) > 1:
        light = tuple(min(255, c + (255 - c) // 2) for c in rgb)
        pygame.draw.lines(surf, light, False, [(round(x), round(y)) for x, y in stripe],
                          max(1, round(width * 0.22)))


@lru_cache(maxsize=48)
def arrow_image(a: tuple[int, int], b: tuple[int, int], rgb: tuple[int, int, int], width: int,
                away: tuple[int, int] | None, start: int = 0,
                end: int = 0) -> tuple[pygame.Surface, tuple[int, int]]:
    """A still arrow from `a` to `b` (board pixels; `start` and `end` pixels left free at
    its ends), drawn once with a soft shadow: the image and where it goes."""
    pts = _trim(curve(a, b, away), start, end)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    m = width * 3 + 8
    box = pygame.Rect(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m,
                      max(ys) - min(ys) + 2 * m)
    local = [(x - box.x, y - box.y) for x, y in pts]
    shadow = pygame.Surface(box.size, pygame.SRCALPHA)
    shade = [(x + width * 0.4, y + width * 0.6) for x, y in _outline(local, width + 2,
                                                                       width * 1.9 + 2)]
    _polygon(shadow, (0, 0, 0, 120), shade)
    img = _blur(shadow, max(2.0, width * 0.5))
    _paint(img, local, rgb, width, shade=False)
    return _finish(img), box.topleft


@lru_cache(maxsize=48)
def _body(img: pygame.Surface) -> pygame.Mask:
    """A still arrow's own pixels (not its soft shadow): what it hides."""
    return pygame.mask.from_surface(img, 160)


def _moving_body(pts: list[Point], width: int) -> tuple[pygame.Mask, tuple[int, int]]:
    """The pixels of an arrow drawn plainly along `pts` (its rim's outline)."""
    shape = _outline(pts, width + 4, width * 1.9 + 3)
    x0, y0 = math.floor(min(p[0] for p in shape)), math.floor(min(p[1] for p in shape))
    w = math.ceil(max(p[0] for p in shape)) - x0 + 1
    h = math.ceil(max(p[1] for p in shape)) - y0 + 1
    mask = pygame.mask.Mask((max(1, w), max(1, h)))
    img = pygame.Surface(mask.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(img, (255, 255, 255), [(x - x0, y - y0) for x, y in shape])
    return pygame.mask.from_surface(img, 1), (x0, y0)


def draw_arrow(surf: pygame.Surface, a: Point, b: Point, rgb, width: int,
               away: Point | None = None, start: float = 0, end: float = 0,
               moving: bool = False) -> tuple[pygame.Mask, tuple[int, int]] | None:
    """A move's arrow from `a` to `b` (`moving`: it follows the mouse, drawn plainly).
    Returns its pixels (a mask and its top left), for the counts and names it passes to
    be drawn over it (`Hits.lift`); None where it is too short to draw."""
    whole = curve(a, b, away)
    if sum(math.dist(p, q) for p, q in zip(whole, whole[1:], strict=False)) \
            < start + end + width * 3:
        return None
    if moving:
        pts = _trim(whole, start, end)
        _paint(surf, pts, rgb, width, shade=True)
        return _moving_body(pts, width)
    img, at = arrow_image((round(a[0]), round(a[1])), (round(b[0]), round(b[1])),
                          tuple(rgb[:3]), width,
                          None if away is None else tuple(round(v) for v in away),
                          round(start), round(end))
    surf.blit(img, at)
    return _body(img), at


def tip_of(a: Point, b: Point, away: Point | None = None, end: float = 0) -> Point:
    """Where a still arrow from `a` to `b` ends (its head's point)."""
    return _trim(curve(a, b, away), 0, end)[-1]


def head_of(a: Point, b: Point, width: int, away: Point | None = None, start: float = 0,
            end: float = 0) -> list[Point]:
    """A still arrow's head as drawn, its rim too (`_paint`'s): the triangle from its
    point back to its wings; [] where the arrow is too short to draw."""
    pts = _trim(curve(a, b, away), start, end)
    if len(pts) < 2:
        return []
    head = width * 1.9 + 3
    tip, base = pts[-1], _trim(pts, 0, head * 0.9)[-1]
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    n = math.hypot(dx, dy) or 1.0
    wing = (width + 4) * 1.3
    return [(base[0] - dy / n * wing, base[1] + dx / n * wing), tip,
            (base[0] + dy / n * wing, base[1] - dx / n * wing)]


def inside(poly: list[Point], pos: Point) -> bool:
    """Whether `pos` lies inside the polygon `poly` (its edges crossed an odd number of
    times by a ray from it)."""
    x, y, hit = pos[0], pos[1], False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1], strict=False):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def short_of(a: Point, b: Point, goal: pygame.Rect, away: Point | None = None,
             start: float = 0, gap: int = 4, least: float = 0) -> float:
    """How far short of `b` an arrow from `a` stops so that its head points at `goal`
    from outside it, `gap` pixels off its edge (a head on its goal washes out the tile or
    the novices it names, F051); `least`
    where the goal's edge leaves the arrow too short to draw (a goal beside its piece)."""
    pts = curve(a, b, away)
    box = goal.inflate(2 * gap, 2 * gap)
    run = 0.0
    total = sum(math.dist(p, q) for p, q in zip(pts, pts[1:], strict=False))
    for p, q in zip(pts, pts[1:], strict=False):
        if box.collidepoint(q):
            # the way into the box along this step, in halves
            lo, hi = 0.0, 1.0
            for _ in range(8):
                mid = (lo + hi) / 2
                if box.collidepoint(p[0] + (q[0] - p[0]) * mid, p[1] + (q[1] - p[1]) * mid):
                    hi = mid
                else:
                    lo = mid
            end = total - run - math.dist(p, q) * lo
            return end if total - end >= start + 40 else least
        run += math.dist(p, q)
    return least


def reach(a: Point, b: Point, width: int, away: Point | None = None) -> pygame.Rect:
    """The box an arrow from `a` to `b` may cover (its shadow too)."""
    pts = curve(a, b, away, steps=8)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    m = width * 3 + 8
    return pygame.Rect(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m,
                       max(ys) - min(ys) + 2 * m)


def width_for(scale: float) -> int:
    """An arrow's width: ~13 px at 1280x800, grown with the board."""
    return max(11, round(13 * scale))


# -- the ghost at the arrow's end -------------------------------------------------------------
GHOST_RIM = (18, 16, 28)         # the coming novice's dark rim: it stands on any glow
GHOST_DASH = (255, 248, 226)     # and its light dashed line round it: on the dark sea


def grown(mask: pygame.Mask, by: int) -> pygame.Mask:
    """`mask` widened by `by` px all round (its size grows by 2 * `by`)."""
    disc = pygame.Surface((2 * by + 1, 2 * by + 1), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255), (by, by), by)
    return mask.convolve(pygame.mask.from_surface(disc, 1))


@lru_cache(maxsize=32)
def ghost(colour: str, size: int, lying: bool) -> pygame.Surface:
    """The novice coming, in its full colour inside a dark rim (a see-through novice in a
    soft light of its colour is lost on an island's gold glow) and round that a light dashed line:
    planned, not yet there, and seen on the dark sea too."""
    fig = art.novice(colour, size, lying=lying)
    rim, dash = max(2, round(size / 12)), max(2, round(size / 14))
    m = rim + dash
    out = pygame.Surface((fig.get_width() + 2 * m, fig.get_height() + 2 * m), pygame.SRCALPHA)
    body = pygame.mask.from_surface(fig, 90)
    ring = grown(body, m)
    step = max(4, size // 5)                     # each dash, and the gap after it
    for i, point in enumerate(ring.outline()):
        if (i // step) % 2 == 0:
            pygame.draw.circle(out, GHOST_DASH, point, dash / 2 + 0.5)
    dark = grown(body, rim).to_surface(setcolor=(*GHOST_RIM, 255), unsetcolor=(0, 0, 0, 0))
    out.blit(dark, (m - rim, m - rim))
    out.blit(fig, (m, m))
    return out


def badge(count: int, rgb, size: int, said: str | None = None) -> pygame.Surface:
    """The count of novices coming: "+2" on a dark pill with a rim of the player's colour
    (`said`: its words in their place, "+2 lying")."""
    from .temple_view import label
    words = label(said or f"+{count}", size, BADGE_INK, bold=True, shadow=False)
    pill = pygame.Surface((words.get_width() + 12, words.get_height() + 4), pygame.SRCALPHA)
    r = pill.get_rect()
    pygame.draw.rect(pill, (18, 20, 34, 240), r, border_radius=r.h // 2)
    pygame.draw.rect(pill, (*rgb[:3], 255), r, 2, border_radius=r.h // 2)
    return pill, words


COUNTS = (Group, IslandFavours, Jetty)


def clearance(height: int) -> int:
    """The free sea kept between a ghost (with its badge) and any count or chip of the
    island: enough that the "+1" never reads as part of the novices already there."""
    return max(6, height // 3)


_GROUND: dict = caches.kept({})       # an island's ground (its mask and top left) by its key


def ghost_box(island: pygame.Rect, hits, labels: list[pygame.Rect], index: int,
              size: tuple[int, int], lying: bool, area: pygame.Rect | None = None,
              marks: list[pygame.Rect] = (), ground=None,
              body: tuple[int, int] | None = None,
              source: tuple[float, float] | None = None) -> tuple[pygame.Rect, bool]:
    """Where the ghost and its badge stand on island `index`: near its lying row (`lying`)
    or its standing row, over none of the board's pieces (its counts, chips, favour
    tokens, shrines and figures, the temple's fields and tiles; its counts and chips with
    a `clearance` of sea round them), nor a name, nor a landmark (`marks`: never a ghost
    over the Shrine island's pagoda), as near to that row's
    middle as may be, inside `area` (the board less its margin). `ground`: the island's
    land and sandbank (`BoardView.ground`): the ghost (`body`: its figure's size, at the
    box's left, or its right where it comes back flipped) stands on it, where the arrived
    novices will, never in the sea beside it (a novice never stands in the water, F052).
    Its badge stands beside it on the side away from `source` (where the arrow comes
    from) where the island has room there, never under the arrow's head (F116).
    Returns the box and whether the badge stands left of the ghost."""
    near = island.inflate(island.w, island.h)
    gap = clearance(size[1])
    keep = tuple(tuple(r.inflate(2 * gap, 2 * gap) if isinstance(tg, COUNTS) else r.inflate(4, 4))
                 for r, tg in hits
                 if not isinstance(tg, Island | JettyArea) and r.colliderect(near))
    keep += tuple(tuple(r) for r in list(labels) + list(marks) if r.colliderect(near))
    key = None
    if ground is not None:
        (mask, at), key = ground
        _GROUND[key] = (mask, at)
    *box, flipped = _spot(tuple(island), keep, tuple(size), lying,
                          tuple(area) if area is not None else None, key,
                          tuple(body) if body else None,
                          None if source is None else round(source[0]))
    return pygame.Rect(box), flipped


OFF_GROUND = 1500     # what each px of the ghost's figure over the sea costs
FACING = 200          # a badge on the side its arrow comes from (the arrow then stops
#                       at its edge: F116), as far from the row's middle


@lru_cache(maxsize=64)
def _spot(island: tuple, keep: tuple, size: tuple, lying: bool, area: tuple | None,
          ground: tuple | None = None, body: tuple | None = None,
          source_x: int | None = None) -> tuple:
    isl = pygame.Rect(island)
    rects = [pygame.Rect(k) for k in keep]
    w, h = size
    want_y = isl.bottom - h - 2 if lying else isl.y + isl.h * 0.55
    best = None
    reach = isl.inflate(w + isl.w // 3, h)         # over its beach into the sea, if need be
    land = None
    if ground is not None:
        mask, at = _GROUND[ground]
        land = pygame.Rect(at, mask.get_size())
        reach = land.inflate(w // 2, 0)            # its land and sandbank
        want_y = min(want_y, land.bottom - h - 2)
        bw, bh = body or (w, h)
        bw, bh = max(1, bw * 2 // 3), max(1, bh * 2 // 3)      # the figure in its halo
        solid = pygame.mask.Mask((bw, bh), fill=True)
    if area is not None:
        reach = reach.clip(pygame.Rect(area))
    fw = (body or (w, h))[0]
    rects = [k for k in rects if k.colliderect(reach)]    # (every box tried lies in reach)
    for y in range(reach.y, reach.bottom - h + 1, 3):
        for x in range(reach.x, reach.right - w + 1, 3):
            r = pygame.Rect(x, y, w, h)
            cost = sum(_area(r.clip(rects[i])) for i in r.collidelistall(rects)) * 1000
            off = r.w * r.h - r.clip(isl).w * r.clip(isl).h
            cost += abs(r.centerx - isl.centerx) + abs(y - want_y) * 1.5 + off * 0.5
            for flipped in (False, True):        # the badge right of the ghost, or left
                more = 0
                if source_x is not None and (source_x > r.centerx) != flipped:
                    more += FACING
                if land is not None:
                    bx = x + (w - fw if flipped else 0) + (fw - bw) // 2 - land.x
                    by = y + (h - bh) // 2 - land.y
                    more += (bw * bh - mask.overlap_area(solid, (bx, by))) * OFF_GROUND
                if best is None or cost + more < best[0]:
                    best = (cost + more, r, flipped)
    if best is None:
        return (isl.centerx - w // 2, isl.y, w, h, False)
    return (*best[1], best[2])


def _area(r: pygame.Rect) -> int:
    return r.w * r.h
