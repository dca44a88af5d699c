"""Toasts: short notes ("Saved", "No sound device") on the glass, that never cover a
button or any other widget: they stand at the screen's place for them (under the board,
or where the screen says), else at the nearest spot clear of every widget."""

from __future__ import annotations

import pygame

from ..fonts import px, text
from . import palette as P
from .overlays import GAP, draw_card

SIZE = 15
STACK_GAP = 6


def _boxes(imgs: list[pygame.Surface], bottom_centre: tuple[int, int]) -> list[pygame.Rect]:
    """The toasts' boxes stacked upwards from `bottom_centre`, the newest lowest."""
    x, y = bottom_centre
    out = []
    for img in imgs:
        box = pygame.Rect(0, 0, img.get_width() + px(28), img.get_height() + px(12))
        box.midbottom = (x, y)
        out.append(box)
        y = box.top - STACK_GAP
    return out


def spot(imgs: list[pygame.Surface], anchor: tuple[int, int], window: pygame.Rect,
         avoid: list[pygame.Rect]) -> list[pygame.Rect]:
    """The boxes at `anchor` if they lie inside the window and clear of `avoid`; else at
    the nearest clear place (moved up, then sideways), inside the window."""
    area = window.inflate(-2 * GAP, -2 * GAP)
    ax, ay = anchor
    best, best_d = None, None
    step = max(8, px(12))
    xs = [ax] + [round(window.w * f) for f in (0.5, 0.3, 0.7, 0.16, 0.84)]
    for dy in range(0, window.h, step):
        for x in xs:
            boxes = _boxes(imgs, (x, ay - dy))
            if any(not area.contains(b) for b in boxes):
                boxes = [b.clamp(area) for b in boxes]
                if any(b.colliderect(c) for b in boxes for c in boxes if b is not c):
                    continue
            if not any(b.colliderect(r) for b in boxes for r in avoid):
                d = abs(x - ax) + dy
                if best_d is None or d < best_d:
                    best, best_d = boxes, d
        if best is not None:
            return best
    return [b.clamp(area) for b in _boxes(imgs, anchor)]


def draw_toasts(surf: pygame.Surface, messages: list[str], anchor: tuple[int, int] | None,
                avoid: list[pygame.Rect]) -> list[pygame.Rect]:
    """Draw the newest toasts (the last of `messages` lowest); returns their boxes."""
    if not messages:
        return []
    w, h = surf.get_size()
    if anchor is None:
        anchor = (w // 2 - 140, h - 16)          # under the board, clear of the side panel
    imgs = [text(m, SIZE, P.GOLD_BRIGHT) for m in reversed(messages)]
    boxes = spot(imgs, anchor, surf.get_rect(), avoid)
    for img, box in zip(imgs, boxes, strict=True):
        draw_card(surf, box, P.RADIUS + 2, 1)
        surf.blit(img, img.get_rect(center=box.center))
    return boxes
