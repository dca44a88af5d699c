"""A person's rating over their games, drawn with pygame's own lines: the rating after
each game joined in a line, and each computer level's rating as a faint level line with
its name, so the player sees which level they are climbing past."""

from __future__ import annotations

import pygame

from ..fonts import text

LINE = (240, 214, 150)
LEVEL = (120, 130, 170)
FRAME = (184, 176, 138)
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
                      levels: dict[str, float], names: dict[str, str]) -> None:
    """The chart in `rect`: level lines named by `names`, then the person's line."""
    back = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (10, 14, 34, 200), back.get_rect(), border_radius=10)
    pygame.draw.rect(back, (*FRAME, 150), back.get_rect(), 1, border_radius=10)
    surf.blit(back, rect.topleft)
    low, high = span(history, levels)
    plot = plot_area(rect)
    for level, value in levels.items():
        if not low <= value <= high:
            continue
        y = y_of(plot, value, low, high)
        for x in range(plot.x, plot.right, 12):           # a dashed line
            pygame.draw.line(surf, LEVEL, (x, y), (min(x + 6, plot.right), y))
        label = text(names[level], 13, LEVEL, shadow=False)
        surf.blit(label, (rect.x + 8, y - label.get_height() // 2))
    drawn = points(rect, history, low, high)
    if len(drawn) > 1:
        pygame.draw.lines(surf, LINE, False, drawn, 3)
    for p in drawn:
        pygame.draw.circle(surf, LINE, p, 4)
