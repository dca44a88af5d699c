"""The Hint button's thinking dots (game/hinting.py): three dots lighting in turn while
the Hint asked for is worked out."""

from __future__ import annotations

import pygame

from ..widgets import palette as P
from ..widgets.overlays import on_top
from ..window import fonts

THINKING_DIM = (150, 125, 70)  # an unlit thinking dot (the panel's own: gold half into night)


def thinking_dots(surf: pygame.Surface, view, due: bool) -> pygame.Rect | None:
    """While the Hint asked for is worked out: three dots lighting in turn after the
    Hint tool's picture (or word), on its foot as typed dots would stand (under it
    where the button has no room beside it), over the widgets; all lit with reduced
    motion; so too while a Hint asked is kept for the board to be free (`due`: it was
    asked, never dropped, F399). Where drawn."""
    button = view.buttons.get("hint")
    asked = view.table.hint_pending or due
    if not asked or button is None or not button.visible:
        return None
    r = pygame.Rect(button.rect)
    face = (getattr(button, "normal_images", None) or [None])[0]
    word_w, word_h = face.get_size() if not button.text and face is not None else \
        fonts.font(13, bold=True).size(button.text or "")   # its picture, or word
    dot = max(2, round(min(word_h, r.h * 0.66) / 14))
    box = pygame.Surface((8 * dot + 2, 2 * dot + 2), pygame.SRCALPHA)
    lit = 3 if view.calm else 1 + int(view.now * 3) % 3
    for i in range(3):
        pygame.draw.circle(box, P.GOLD if i < lit else THINKING_DIM,
                           (dot + 1 + i * 3 * dot, dot + 1), dot)
    at = box.get_rect(midleft=(r.centerx + word_w // 2 + dot + 1,
                               r.centery + word_h // 4))
    if at.right > r.right - 2:              # no room beside the word: under it
        at = box.get_rect(midbottom=(r.centerx, r.bottom - 2))
    return on_top(box, at)
