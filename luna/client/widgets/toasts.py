"""Toasts: short notes ("Saved", "No sound device") on the glass, that never cover a
button or any other widget, nor what the screen keeps clear (the game's side panel, a
hover text, an open dialog's card): they stand at the screen's place for them (under the
board, or where the screen says), else at the nearest spot clear of them all (a dialog's
card left no room: they wait, their time held); a long one wraps to the width
the screen gives them (the board's: a refusal stood over the guided game's card). A
screen may place them itself (the game's: in the open water, else over the log)."""

from __future__ import annotations

import pygame

from ..window.fonts import line_height, px, text, wrap
from . import palette as P
from .overlays import GAP, draw_card

SIZE = 15
STACK_GAP = 6


def stacked(imgs: list[pygame.Surface], bottom_centre: tuple[int, int]) -> list[pygame.Rect]:
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
            boxes = stacked(imgs, (x, ay - dy))
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
    return [b.clamp(area) for b in stacked(imgs, anchor)]


def note(message: str, width: int | None) -> pygame.Surface:
    """A toast's words, wrapped to `width` px (None: a line)."""
    lines = wrap(message, SIZE, width) if width else [message]
    if len(lines) < 2:
        return text(message, SIZE, P.GOLD_BRIGHT)
    imgs = [text(line, SIZE, P.GOLD_BRIGHT) for line in lines]
    lh = line_height(SIZE)
    out = pygame.Surface((max(i.get_width() for i in imgs), lh * (len(imgs) - 1)
                          + imgs[-1].get_height()), pygame.SRCALPHA)
    for k, img in enumerate(imgs):
        out.blit(img, ((out.get_width() - img.get_width()) // 2, k * lh))
    return out


def draw_toasts(surf: pygame.Surface, messages: list[str], anchor: tuple[int, int] | None,
                avoid: list[pygame.Rect], width: int | None = None,
                place=None, never: list[pygame.Rect] | None = None) -> list[pygame.Rect]:
    """Draw the newest toasts (the last of `messages` lowest), each at most `width` px
    wide (its words wrapped); returns their boxes. `place(messages)`: the screen's own
    (pictures, boxes) for them, or None for the place under the board. `never`: what a
    toast never covers (an open dialog's card): with no place clear of it, no toast is
    drawn (they wait: none returned)."""
    if not messages:
        return []
    w, h = surf.get_size()
    if anchor is None:
        anchor = (w // 2 - 140, h - 16)          # under the board, clear of the side panel
    width = min(width or w, w - 2 * STACK_GAP)   # never wider than the window: its words
    inner = width - px(28)                       # wrap (F427)
    placed = place(messages) if place is not None else None
    if placed is not None:                      # the screen's own place for them
        imgs, boxes = placed
    else:
        imgs = [note(m, inner) for m in reversed(messages)]
        boxes = spot(imgs, anchor, surf.get_rect(), avoid + (never or []))
        if any(b.colliderect(r) for b in boxes for r in never or ()):
            return []
    for img, box in zip(imgs, boxes, strict=True):      # opaque: nothing under it shows
        draw_card(surf, box, P.RADIUS + 2, 1, alpha=255)  # as a ghost in its words
        surf.blit(img, img.get_rect(center=box.center))
    return boxes


NOTICE = 20         # px, a busy window's notice's words
VEIL = 110          # how far the window dims under a notice that it is busy


def draw_notice(surf: pygame.Surface, message: str) -> pygame.Rect:
    """A notice in a card at the window's middle, the window dimmed under it: what stands
    while the window is busy for a moment (the board's pictures drawn for a new window size:
    seconds without a sign read as a hang, F059). Its box."""
    veil = pygame.Surface(surf.get_size())
    veil.fill(P.NIGHT)
    veil.set_alpha(VEIL)
    surf.blit(veil, (0, 0))
    img = text(message, NOTICE, P.GOLD_BRIGHT)
    box = pygame.Rect(0, 0, img.get_width() + px(56), img.get_height() + px(32))
    box.center = surf.get_rect().center
    draw_card(surf, box, P.RADIUS + 2, 1, alpha=255)
    surf.blit(img, img.get_rect(center=box.center))
    return box
