"""The results' chart: every player's influence after the start, each round and the final
count, one line each in the player's colour with the player's marking on every point
(colour and shape tell the players apart). Drawn by our code on the glass card; the lines
grow from left to right as the screen opens (at once with reduced motion)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..board import art
from ..fonts import line_height, px, text
from . import palette as P
from .overlays import draw_card

GRID = (255, 255, 255, 26)


@dataclass
class Chart:
    """What the chart shows: the column labels and, per player, the running totals."""
    labels: list[str]
    totals: list[list[int]]                     # per player, one per label
    colours: list[str]
    points: list[list[tuple[int, int]]] = field(default_factory=list)   # drawn: where
    plot: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    @property
    def top(self) -> int:
        return max(10, max(max(t) for t in self.totals))

    @property
    def bottom(self) -> int:
        return min(0, min(min(t) for t in self.totals))


def _nice_step(span: int, lines: int) -> int:
    """A round step for about `lines` grid lines over `span` (1, 2, 5, 10, 20, 25, 50…)."""
    raw = max(1, span / max(1, lines))
    mag = 1
    while mag * 10 <= raw:
        mag *= 10
    return next(int(s * mag) for s in (1, 2, 2.5, 5, 10)
                if s * mag >= raw and (s * mag) % 1 == 0)


def draw_chart(surf: pygame.Surface, chart: Chart, area: pygame.Rect, title: str,
               shown: float = 1.0) -> list[tuple[str, pygame.Rect]]:
    """The chart in `area`; `shown` (0-1): how far along the lines are drawn yet. Returns
    the words drawn and where (for the layout check)."""
    drawn = []
    draw_card(surf, area, P.RADIUS_CARD, 1)
    head = text(title, 16, P.GOLD, bold=True, display=True)
    drawn.append((title, surf.blit(head, (area.x + px(16), area.y + px(8)))))
    lh = line_height(13)
    scale_w = max(text(str(v), 13, shadow=False).get_width()
                  for v in (chart.top, chart.bottom)) + px(12)
    plot = pygame.Rect(area.x + px(16) + scale_w, area.y + px(14) + head.get_height(),
                       0, 0)
    plot.w = area.right - px(24) - plot.x
    plot.h = area.bottom - px(10) - lh - plot.y
    chart.plot = plot
    if plot.w < 40 or plot.h < 40:
        return drawn                            # no room to draw it in
    lo, hi = chart.bottom, chart.top
    step = _nice_step(hi - lo, max(2, plot.h // max(1, 3 * lh)))
    hi = -(-hi // step) * step
    span = max(1, hi - lo)

    def y_of(v: float) -> int:
        return round(plot.bottom - (v - lo) / span * plot.h)

    grid = pygame.Surface(plot.size, pygame.SRCALPHA)
    v = lo
    while v <= hi:
        gy = y_of(v) - plot.y
        pygame.draw.line(grid, GRID, (0, gy), (plot.w, gy))
        img = text(str(v), 13, P.INK_DIM, shadow=False)
        drawn.append((str(v), surf.blit(img, img.get_rect(midright=(plot.x - px(6),
                                                                     y_of(v))))))
        v += step
    surf.blit(grid, plot.topleft)
    n = len(chart.labels)
    xs = [round(plot.x + plot.w * (k / max(1, n - 1))) for k in range(n)]
    for k, (x, words) in enumerate(zip(xs, chart.labels, strict=True)):
        img = text(words, 13, P.INK_DIM, shadow=False)
        r = img.get_rect(midtop=(x, plot.bottom + px(4)))
        if k == n - 1:
            r.right = min(r.right, area.right - px(6))
        drawn.append((words, surf.blit(img, r)))
    mark = max(12, px(14))
    chart.points = []
    reach = shown * (n - 1)                      # columns drawn so far (a fraction)
    for p, totals in enumerate(chart.totals):
        rgb = art.PLAYER_RGB[chart.colours[p]]
        pts = [(x, y_of(v)) for x, v in zip(xs, totals, strict=True)]
        chart.points.append(pts)
        upto = [pt for k, pt in enumerate(pts) if k <= reach]
        if len(upto) < n and len(upto) >= 1:        # the line's tip between two points
            k = len(upto)
            f = reach - (k - 1)
            a, b = pts[k - 1], pts[k]
            upto.append((round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f)))
        if len(upto) >= 2:
            pygame.draw.lines(surf, P.SHADOW, False, [(x + 1, y + 2) for x, y in upto], 5)
            pygame.draw.lines(surf, rgb, False, upto, 3)
        glyph = art.marking(chart.colours[p], mark)
        for k, pt in enumerate(pts):
            if k <= reach:
                surf.blit(glyph, glyph.get_rect(center=pt))
    return drawn
