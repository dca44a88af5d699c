"""A banner over the board: a round begins or ends, the game is won, whose turn it is.

Its ground is solid: the board under it never shows through while it stands (the
temple's tiles through a see-through ground made its words messy to read), so its words
read alone wherever it stands; it fades in and out as a whole, words and ground together.
"""

from __future__ import annotations

import pygame

from ..window.fonts import text

INK = (250, 236, 200)          # the words
SUB_INK = (210, 215, 235)      # the line under them
GROUND = (10, 16, 38)          # solid: 16.1:1 with INK, 13.1:1 with SUB_INK
RIM = (200, 190, 150)
FADE = 0.2                     # the part of its time it takes to come and to go


class Banner:
    """Paints the banner at a point of its time (0..1); `box` and `lines`: where it and
    its words stood when last painted (empty before)."""

    def __init__(self, label: str, sub: str = "") -> None:
        self.big = text(label, 46, INK, bold=True)
        self.small = text(sub, 20, SUB_INK) if sub else None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.lines: list[pygame.Rect] = []

    def __call__(self, surf: pygame.Surface, v: float) -> None:
        a = max(0.0, min(1.0, v / FADE, (1 - v) / FADE))
        big, small = self.big, self.small
        w = max(big.get_width() + 120, small.get_width() + 120 if small else 0)
        h = big.get_height() + (small.get_height() if small else 0) + 36
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(box, (*GROUND, 255), box.get_rect(), border_radius=18)
        pygame.draw.rect(box, (*RIM, 255), box.get_rect(), 2, border_radius=18)
        lines = [(big, big.get_rect(midtop=(w // 2, 14)))]
        if small:
            lines.append((small, small.get_rect(midtop=(w // 2, 16 + big.get_height()))))
        for words, at in lines:
            box.blit(words, at)
        if a < 1:
            box.set_alpha(round(255 * a))
        self.box = box.get_rect(center=(surf.get_width() // 2 - 140,
                                        surf.get_height() // 2 - 40))
        surf.blit(box, self.box)
        self.lines = [at.move(self.box.topleft) for _, at in lines]
