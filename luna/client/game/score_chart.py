"""The results' chart: every player's influence after the start, each round and the final
count, one line each in the player's colour with the player's marking on every point
(colour and shape tell the players apart). Drawn by our code on the glass card; the lines
grow from left to right as the screen opens (at once with reduced motion)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

import pygame

from ..board import art
from ..widgets import palette as P
from ..widgets.chart_scale import axis
from ..widgets.overlays import draw_card
from ..window import fonts
from ..window.fonts import line_height, px, text

GRID = (255, 255, 255, 26)


@dataclass
class Chart:
    """What the chart shows: the column labels and, per player, the running totals."""
    labels: list[str]
    totals: list[list[int]]                     # per player, one per label
    colours: list[str]
    points: list[list[tuple[int, int]]] = field(default_factory=list)   # drawn: where
    marks: list[list[tuple[int, int]]] = field(default_factory=list)    # their markings
    plot: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    @property
    def top(self) -> int:
        return max(10, max(max(t) for t in self.totals))

    @property
    def bottom(self) -> int:
        return min(0, min(min(t) for t in self.totals))


class _Ground(NamedTuple):
    """The chart's still part, drawn once per size: the card, the title, the grid, the
    scale and the columns' names (and where they stand, from the card's top left)."""
    image: pygame.Surface
    words: list[tuple[str, pygame.Rect]]
    plot: pygame.Rect
    lo: int
    hi: int
    xs: list[int]


@lru_cache(maxsize=4)
def _ground(w: int, h: int, title: str, labels: tuple[str, ...], lo: int, hi: int,
            text_scale: float) -> _Ground | None:
    d = P.SHADOW_DEPTH
    out = pygame.Surface((w + 2 * d, h + 2 * d), pygame.SRCALPHA)
    draw_card(out, (d, d, w, h), P.RADIUS_CARD, 1)
    words = []

    def put(img, rect, said: str):
        out.blit(img, rect.move(d, d))
        words.append((said, rect))

    head = text(title, 15, P.GOLD, bold=True, display=True)
    put(head, head.get_rect(topleft=(px(16), px(6))), title)
    lh = line_height(13)
    scale_w = max(text(str(v), 13, shadow=False).get_width() for v in (lo, hi)) + px(12)
    plot = pygame.Rect(px(16) + scale_w, px(6) + head.get_height() + lh // 2 + 2, 0, 0)
    plot.w = w - px(24) - plot.x
    plot.h = h - px(6) - lh - lh // 2 - 2 - plot.y
    if plot.w < 40 or plot.h < 40:
        return None                              # no room to draw it in
    hi, step = axis(lo, hi, max(2, plot.h // max(1, 3 * lh)))
    span = max(1, hi - lo)
    grid = pygame.Surface(plot.size, pygame.SRCALPHA)
    for v in range(lo, hi + 1, step):
        gy = round(plot.h - (v - lo) / span * plot.h)
        pygame.draw.line(grid, GRID, (0, gy), (plot.w, gy))
        img = text(str(v), 13, P.INK_DIM, shadow=False)
        put(img, img.get_rect(midright=(plot.x - px(6), plot.y + gy)), str(v))
    out.blit(grid, plot.move(d, d).topleft)
    n = len(labels)
    xs = [round(plot.x + plot.w * (k / max(1, n - 1))) for k in range(n)]
    for size in (13, 12, 11):                     # the columns' names, none touching
        rects = _label_rects(labels, xs, size, plot.bottom + lh // 2 + 2, w - px(6))
        if all(a.right + 4 <= b.left for a, b in zip(rects, rects[1:], strict=False)):
            break
    keep = set(range(n))
    if any(a.right + 4 > b.left for a, b in zip(rects, rects[1:], strict=False)):
        keep = {0, n - 1} | set(range(2, n - 2, 2))   # too narrow: every other round
    for k, (label, r) in enumerate(zip(labels, rects, strict=True)):
        if k in keep:
            put(text(label, size, P.INK_DIM, shadow=False), r, label)
    return _Ground(out, words, plot, lo, hi, xs)


def _label_rects(labels: tuple[str, ...], xs: list[int], size: int, top: int,
                 right: int) -> list[pygame.Rect]:
    """Where each column's name stands: centred under its column, the first and the last
    kept inside the card (left of the plot, the scale's numbers stand above them)."""
    out = []
    for k, (x, label) in enumerate(zip(xs, labels, strict=True)):
        r = text(label, size, P.INK_DIM, shadow=False).get_rect(midtop=(x, top))
        if k == 0:
            r.left = max(r.left, px(6))
        if k == len(labels) - 1:
            r.right = min(r.right, right)
        out.append(r)
    return out


def draw_chart(surf: pygame.Surface, chart: Chart, area: pygame.Rect, title: str,
               shown: float = 1.0) -> list[tuple[str, pygame.Rect]]:
    """The chart in `area`; `shown` (0-1): how far along the lines are drawn yet. Returns
    the words drawn and where (for the layout check)."""
    g = _ground(area.w, area.h, title, tuple(chart.labels), chart.bottom, chart.top,
                fonts.scale)
    if g is None:
        return []
    d = P.SHADOW_DEPTH
    surf.blit(g.image, (area.x - d, area.y - d))
    plot = g.plot.move(area.topleft)
    chart.plot = plot
    span = max(1, g.hi - g.lo)

    def y_of(v: float) -> int:
        return round(plot.bottom - (v - g.lo) / span * plot.h)

    n = len(chart.labels)
    xs = [x + area.x for x in g.xs]
    mark = max(12, px(14))
    chart.points = [[(x, y_of(v)) for x, v in zip(xs, totals, strict=True)]
                    for totals in chart.totals]
    chart.marks = fanned(chart.points, mark)
    reach = shown * (n - 1)                      # columns drawn so far (a fraction)
    for p, pts in enumerate(chart.marks):        # each line through its markings (never
        rgb = art.PLAYER_RGB[chart.colours[p]]   # beside them)
        upto = [pt for k, pt in enumerate(pts) if k <= reach]
        if len(upto) < n and len(upto) >= 1:        # the line's tip between two points
            k = len(upto)
            f = reach - (k - 1)
            a, b = pts[k - 1], pts[k]
            upto.append((round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f)))
        if len(upto) >= 2:
            pygame.draw.lines(surf, P.SHADOW, False, [(x + 1, y + 2) for x, y in upto], 5)
            pygame.draw.lines(surf, rgb, False, upto, 3)
    for p, centres in enumerate(chart.marks):
        glyph = art.marking(chart.colours[p], mark)
        for k, pt in enumerate(centres):
            if k <= reach:
                surf.blit(glyph, glyph.get_rect(center=pt))
    return [(words, r.move(area.topleft)) for words, r in g.words]


def fanned(points: list[list[tuple[int, int]]], mark: int) -> list[list[tuple[int, int]]]:
    """Where each player's marking stands on each column: on its point, but markings
    whose points lie nearer than a marking's size stand side by side across the column
    (close scores never lie on one another, F049); the lines run through them, their
    heights the true points'. On the last column (End) every marking stands on the column
    (one beside it read as not final), close ones one over another in the order of their
    scores, as near their points as that allows."""
    out = [list(line) for line in points]
    if not points:
        return out
    xs = [x for x, _ in points[0]]
    gap = min((b - a for a, b in zip(xs, xs[1:], strict=False)), default=4 * mark)
    for k in range(len(points[0])):
        order = sorted(range(len(points)), key=lambda p: points[p][k][1])
        groups: list[list[int]] = []
        for p in order:
            if groups and points[p][k][1] - points[groups[-1][-1]][k][1] < mark:
                groups[-1].append(p)
            else:
                groups.append([p])
        # the first and last columns fan inwards (off the plot they would meet the
        # scale's numbers and the card's edge), the others either side of the column;
        # each within its share of the room to the next column (four equal starts never fan
        # past the next column, the lines zig-zagging back), closer than side by side where need be
        last = len(points[0]) - 1
        room = gap * (EDGE_FAN if k in (0, last) else FAN)
        for group in groups:
            if k == last and len(group) > 1:
                mid = sum(points[p][k][1] for p in group) / len(group)
                for i, p in enumerate(group):       # (top to bottom: highest first)
                    x, _ = points[p][k]
                    out[p][k] = (x, round(mid + (i - (len(group) - 1) / 2) * (mark + 2)))
                continue
            apart = mark + 2 if len(group) < 2 else min(mark + 2, room / (len(group) - 1))
            for i, p in enumerate(group):
                x, y = points[p][k]
                step = i if k == 0 else -i if k == last else i - (len(group) - 1) / 2
                out[p][k] = (round(x + step * apart), y)
    return out


FAN = 0.5           # of the way between two columns a column's markings fan over at most
EDGE_FAN = 0.45     # ... the first's and the last's (inwards only)
