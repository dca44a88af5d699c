"""A person's games charted, drawn with pygame's own lines: the rating after each game
joined in a line, with each computer level's rating as a faint level line with its name,
so the player sees which level they are climbing past; and each game's score beside the
best other score (what a profile shows before any game against a computer level)."""

from __future__ import annotations

import pygame

from ..window.fonts import line_height, px, text
from .chart_scale import axis

LINE = (240, 214, 150)
LEVEL = (120, 130, 170)
FRAME = (184, 176, 138)
BACK = (14, 18, 40)      # under a level's name: the chart's ground on the card
PAD_LEFT = 86            # room for the levels' names
MARGIN = 60              # rating points above and below what is drawn


def span(history: list[float], levels: dict[str, float]) -> tuple[float, float]:
    """The ratings the chart shows: the person's, and the levels near them."""
    values = list(history) or list(levels.values())
    low, high = min(values) - MARGIN, max(values) + MARGIN
    near = [v for v in levels.values() if low - 200 <= v <= high + 200]
    return min([low, *near]), max([high, *near])


def points(rect: pygame.Rect, history: list[float], low: float, high: float
           ) -> list[tuple[int, int]]:
    """Where each rating of `history` is drawn: evenly along the width, the rating
    upward (high at the top)."""
    plot = plot_area(rect)
    n = max(1, len(history) - 1)
    return [(plot.x + round(plot.w * k / n), y_of(plot, v, low, high))
            for k, v in enumerate(history)]


def plot_area(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.x + PAD_LEFT, rect.y + 10, rect.w - PAD_LEFT - 12, rect.h - 20)


def y_of(plot: pygame.Rect, value: float, low: float, high: float) -> int:
    return plot.bottom - round(plot.h * (value - low) / max(1.0, high - low))


def draw_rating_chart(surf: pygame.Surface, rect: pygame.Rect, history: list[float],
                      levels: dict[str, float], names: dict[str, str]
                      ) -> list[tuple[str, pygame.Rect]]:
    """The chart in `rect`: level lines named by `names`, then the person's line. Each
    name stands inside the frame (the lowest stood on its edge), at the left, or at the
    right where a close level's name took the left (the level just played against is always
    named). Returns the names drawn and where."""
    back = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (10, 14, 34, 200), back.get_rect(), border_radius=10)
    pygame.draw.rect(back, (*FRAME, 150), back.get_rect(), 1, border_radius=10)
    surf.blit(back, rect.topleft)
    low, high = span(history, levels)
    plot = plot_area(rect)
    named: list[tuple[str, pygame.Rect]] = []
    inside = rect.inflate(-4, -4)
    for level, value in sorted(levels.items(), key=lambda lv: -lv[1]):
        if not low <= value <= high:
            continue
        y = y_of(plot, value, low, high)
        for x in range(plot.x, plot.right, 12):           # a dashed line
            pygame.draw.line(surf, LEVEL, (x, y), (min(x + 6, plot.right), y))
        label = text(names[level], 13, LEVEL, shadow=False)
        taken = [r.inflate(0, -4) for _, r in named]
        for at in (label.get_rect(midleft=(rect.x + 8, y)),
                   label.get_rect(midright=(rect.right - 8, y))):
            at = at.clamp(inside)
            if at.collidelist(taken) < 0:     # (both sides taken: the line says it)
                pygame.draw.rect(surf, BACK, at.inflate(6, 0))    # over the dashes
                named.append((names[level], surf.blit(label, at)))
                break
    drawn = points(rect, history, low, high)
    if len(drawn) > 1:
        pygame.draw.lines(surf, LINE, False, drawn, 3)
    for p in drawn:
        pygame.draw.circle(surf, LINE, p, 4)
    return named


OTHER = (150, 158, 190)  # the best other score's points: quieter than the person's
GRID = (40, 46, 72)      # the scale's lines


def draw_scores(surf: pygame.Surface, rect: pygame.Rect, games: list, words: dict[str, str]
                ) -> list[tuple[str, pygame.Rect]]:
    """Each game's score (gold, joined) and the best other score at the table (quiet
    rings), oldest first, on a scale to the round number over the highest: what a
    profile shows from its first game on, solo games too (the rating chart begins with a
    game against a computer level). `words`: the legend's ("you", "other"). Returns the
    words drawn and where."""
    drawn: list[tuple[str, pygame.Rect]] = []
    back = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (10, 14, 34, 200), back.get_rect(), border_radius=10)
    pygame.draw.rect(back, (*FRAME, 150), back.get_rect(), 1, border_radius=10)
    surf.blit(back, rect.topleft)
    if not games:
        return drawn
    lh = line_height(13)
    top = max(max(g.score, g.best_other) for g in games)
    hi, step = axis(0, max(10, top), max(1, (rect.h - 3 * lh) // (2 * lh)))
    scale_w = text(str(hi), 13).get_width() + px(14)
    plot = pygame.Rect(rect.x + scale_w, rect.y + lh + px(10), 0, 0)
    plot.w = rect.right - px(16) - plot.x
    plot.h = rect.bottom - lh - px(8) - plot.y
    for v in range(0, hi + 1, step):
        y = plot.bottom - round(plot.h * v / hi)
        pygame.draw.line(surf, GRID, (plot.x, y), (plot.right, y))
        img = text(str(v), 13, LEVEL, shadow=False)
        drawn.append((str(v), surf.blit(img, img.get_rect(midright=(plot.x - px(6), y)))))
    n = len(games)
    xs = [plot.centerx] if n == 1 else [plot.x + round(plot.w * k / (n - 1)) for k in range(n)]
    mine = [(x, plot.bottom - round(plot.h * g.score / hi)) for x, g in zip(xs, games,
                                                                              strict=True)]
    others = [(x, plot.bottom - round(plot.h * g.best_other / hi))
              for x, g in zip(xs, games, strict=True)]
    r = max(4, px(4))
    for pt in others:
        pygame.draw.circle(surf, OTHER, pt, r, 2)
    if n > 1:
        pygame.draw.lines(surf, LINE, False, mine, 3)
    for pt in mine:
        pygame.draw.circle(surf, LINE, pt, r + 1)
    if n <= 8:                # few: each score said beside its point, the other's beyond
        for (x, y), (_, oy), g in zip(mine, others, games, strict=True):
            img = text(str(g.score), 13, LINE, bold=True)
            at = img.get_rect(midright=(x - r - px(4), y))
            drawn.append((str(g.score), surf.blit(img, at)))
            img = text(str(g.best_other), 13, OTHER)
            at = img.get_rect(midleft=(x + r + px(4), oy))
            drawn.append((str(g.best_other), surf.blit(img, at)))
    x = rect.right - px(12)                     # the legend, top right
    for words_, colour, ring in ((words["other"], OTHER, True), (words["you"], LINE, False)):
        img = text(words_, 13, colour)
        at = img.get_rect(topright=(x, rect.y + px(5)))
        drawn.append((words_, surf.blit(img, at)))
        pygame.draw.circle(surf, colour, (at.x - r - px(4), at.centery), r, 2 if ring else 0)
        x = at.x - 2 * r - px(16)
    return drawn
