"""The scroll bar our own drawn lists and pages wear (the rules book, the review, the
guided game's card): the theme's look for pygame-gui's scroll bars (widgets/theme.py), a
sunk groove with a slim brass thumb, so every scroll bar of the game is one."""

from __future__ import annotations

import pygame

from . import palette as P

WIDTH = 10                 # the groove, px
INSET = 2                  # the thumb inside it
MIN_THUMB = 24


def thumb_rect(groove: pygame.Rect, offset: int, total: int, inset: int = INSET
               ) -> pygame.Rect:
    """Where the thumb stands for a view of `groove.h`-sized window at `offset` into
    `total` px of content."""
    view = groove.h
    h = max(MIN_THUMB, groove.h * view // max(1, total))
    h = min(h, groove.h - 2 * inset)
    room = groove.h - 2 * inset - h
    y = groove.y + inset + room * max(0, min(offset, total - view)) // max(1, total - view)
    return pygame.Rect(groove.x + inset, y, groove.w - 2 * inset, h)


def draw_scroll_bar(surf: pygame.Surface, groove: pygame.Rect, offset: int, total: int,
                    lit: bool = False, inset: int = INSET) -> pygame.Rect:
    """The groove and its thumb (gold while `lit`: under the mouse); returns the thumb."""
    pygame.draw.rect(surf, P.WELL, groove, border_radius=groove.w // 2)
    pygame.draw.rect(surf, P.RIM_OFF, groove, 1, border_radius=groove.w // 2)
    thumb = thumb_rect(groove, offset, total, inset)
    pygame.draw.rect(surf, P.GOLD if lit else P.RIM, thumb, border_radius=thumb.w // 2)
    return thumb


def offset_at(groove: pygame.Rect, y: int, total: int) -> int:
    """The offset a click at height `y` on the groove asks for (the thumb centred there)."""
    view = groove.h
    share = (y - groove.y) / max(1, groove.h)
    return max(0, min(total - view, int(share * total - view / 2)))
