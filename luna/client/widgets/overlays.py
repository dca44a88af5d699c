"""What the game screen paints over everything: the hover text beside the mouse, and the
shadow under a menu."""

from __future__ import annotations

import pygame

from ...text import t
from ..board.targets import Target
from ..fonts import text, wrap
from .tooltips import rule_section, tooltip

RULES_LINK = (150, 196, 255)


def draw_shadow(surf: pygame.Surface, rect: pygame.Rect, depth: int = 6) -> None:
    """A soft shadow under a menu (drawn before the menu itself), so it stands above
    the board and the panel."""
    for k in range(depth, 0, -2):
        shade = pygame.Surface((rect.w + 2 * k, rect.h + 2 * k), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 34), shade.get_rect(), border_radius=k + 4)
        surf.blit(shade, (rect.x - k + depth // 2, rect.y - k + depth // 2))


def draw_tooltip(surf: pygame.Surface, hover: Target | None, view: dict,
                 mouse) -> tuple[pygame.Rect | None, pygame.Rect | None]:
    """The hover text beside the mouse; one that names a rule ends in a line saying how to
    open the rules book there (F1, or a click on the text). Returns where it stands and
    where that last line stands (None, None for no text)."""
    tip = tooltip(hover, view) if hover is not None else None
    if not tip:
        return None, None
    tip = tip[0].upper() + tip[1:]        # "the Novice island: …" starts a sentence
    lines = []
    for para in tip.split("\n"):
        lines += wrap(para, 13, 330)
    imgs = [text(line, 13, (236, 230, 210), shadow=False) for line in lines]
    if rule_section(hover) is not None:
        imgs.append(text(t("book.tip_f1"), 13, RULES_LINK, shadow=False))
    w = max(i.get_width() for i in imgs) + 20
    h = sum(i.get_height() for i in imgs) + 12
    x = min(mouse[0] + 18, surf.get_width() - w - 6)
    y = min(mouse[1] + 20, surf.get_height() - h - 6)
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, (10, 14, 32, 236), box.get_rect(), border_radius=8)
    pygame.draw.rect(box, (184, 176, 138), box.get_rect(), 1, border_radius=8)
    yy = 6
    for img in imgs:
        box.blit(img, (10, yy))
        yy += img.get_height()
    link = pygame.Rect(x, y + yy - imgs[-1].get_height() - 3, w, imgs[-1].get_height() + 9) \
        if rule_section(hover) is not None else None
    return surf.blit(box, (x, y)), link
