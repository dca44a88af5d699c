"""The name plate an island's name stands on: a small dark plate with a brass rim, the
board's language (the action ring's and the hover texts' glass), with a wedge pointing to
its island when it stands beside it. Its words are written on it by the board (so the
layout tests catch them as they catch every board text)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from .base import _finish, _shrink, _surface

GLASS = (16, 22, 44)
RIM = (190, 178, 136)


@lru_cache(maxsize=256)
def plate(w: int, h: int, accent: tuple[int, int, int], point: tuple[int, int] | None = None
          ) -> tuple[pygame.Surface, tuple[int, int]]:
    """A w x h plate (its accent: the island's colour, a stripe at its left end), with a
    wedge to `point` (relative to the plate's top left) when one is given; the picture and
    where its top left lies relative to the plate's."""
    ss = 3
    m = 12
    W, H = (w + 2 * m) * ss, (h + 2 * m) * ss
    s = _surface(W, H, fill=GLASS)
    body = pygame.Rect(m * ss, m * ss, w * ss, h * ss)
    radius = min(body.h // 2, 7 * ss)
    shadow = body.move(ss, 2 * ss)
    pygame.draw.rect(s, (3, 5, 14, 120), shadow, border_radius=radius)
    if point is not None:
        px = max(-m + 2, min(w + m - 2, point[0]))
        py = max(-m + 2, min(h + m - 2, point[1]))
        tip = ((px + m) * ss, (py + m) * ss)
        cx = max(body.left + radius, min(body.right - radius, tip[0]))
        cy = max(body.top + radius, min(body.bottom - radius, tip[1]))
        half = 5 * ss
        if abs(tip[1] - cy) >= abs(tip[0] - cx):
            base = [(cx - half, cy), (cx + half, cy)]
        else:
            base = [(cx, cy - half), (cx, cy + half)]
        pygame.draw.polygon(s, (*RIM, 235), [base[0], tip, base[1]])
        inset = [(base[0][0] + (tip[0] - base[0][0]) * 0.1, base[0][1]
                  + (tip[1] - base[0][1]) * 0.1), tip, base[1]]
        pygame.draw.polygon(s, (*GLASS, 240), [(x * 0.96 + tip[0] * 0.04,
                                                y * 0.96 + tip[1] * 0.04) for x, y in inset])
    pygame.draw.rect(s, (*RIM, 235), body, border_radius=radius)
    pygame.draw.rect(s, (*GLASS, 232), body.inflate(-2 * ss, -2 * ss),
                     border_radius=max(1, radius - ss))
    stripe = pygame.Rect(body.x + 2 * ss, body.y + 2 * ss, 3 * ss, body.h - 4 * ss)
    pygame.draw.rect(s, (*accent, 255), stripe, border_radius=ss)
    top = pygame.Rect(body.x + radius, body.y + ss, body.w - 2 * radius, ss)
    pygame.draw.rect(s, (255, 255, 255, 40), top)
    return _finish(_shrink(s, w + 2 * m, h + 2 * m)), (-m, -m)
