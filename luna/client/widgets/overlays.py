"""What stands over everything, in the board's one visual language: the glass card (dialogs,
the results, toasts), the hover text beside the mouse (the board's and the widgets'), the
shadow under a menu.

Hover texts are drawn last, over pygame-gui's widgets: a screen's `draw_tooltip` puts its
box on the top layer (`on_top`), the app draws that layer after the widgets
(`draw_top_layer`), then a widget's own hover text. Every box is placed inside the window.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...text import t
from ..board.targets import Target
from ..fonts import px, text, wrap
from . import palette as P
from .tooltips import rule_section, tooltip

RULES_LINK = P.LINK
TIP_SIZE = 13                 # the hover texts' words (times the player's text size)
TIP_WIDTH = 330               # their widest line, px at 100 %
GAP = 6                       # kept between a box and the window's edge

_top: list[tuple[pygame.Surface, tuple[int, int]]] = []


def draw_shadow(surf: pygame.Surface, rect: pygame.Rect, depth: int = P.SHADOW_DEPTH,
                radius: int = P.RADIUS) -> None:
    """A soft shadow under a menu or a card (drawn before it), so it stands above the
    board and the panel."""
    for k in range(depth, 0, -2):
        shade = pygame.Surface((rect.w + 2 * k, rect.h + 2 * k), pygame.SRCALPHA)
        pygame.draw.rect(shade, (*P.SHADOW, 34), shade.get_rect(), border_radius=k + radius)
        surf.blit(shade, (rect.x - k + depth // 2, rect.y - k + depth // 2))


def draw_card(surf: pygame.Surface, rect, radius: int = P.RADIUS_CARD, rim: int = 2,
              alpha: int = P.GLASS_ALPHA, shadow: bool = True,
              ground: P.RGB = P.GLASS) -> pygame.Rect:
    """The glass card every dialog, table and toast stands on: night glass, a brass rim,
    a faint light along its top edge, a soft shadow."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return rect
    img = _card(rect.w, rect.h, radius, rim, alpha, shadow, tuple(ground))
    surf.blit(img, (rect.x - P.SHADOW_DEPTH if shadow else rect.x,
                    rect.y - P.SHADOW_DEPTH if shadow else rect.y))
    return rect


@lru_cache(maxsize=64)
def _card(w: int, h: int, radius: int, rim: int, alpha: int, shadow: bool,
          ground: P.RGB) -> pygame.Surface:
    """A card drawn once per size and look (a frame only blits it)."""
    d = P.SHADOW_DEPTH if shadow else 0
    out = pygame.Surface((w + 2 * d, h + 2 * d), pygame.SRCALPHA)
    if shadow:
        draw_shadow(out, pygame.Rect(d, d, w, h), radius=radius)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(card, (*ground, alpha), card.get_rect(), border_radius=radius)
    if w > 2 * radius + 4:
        pygame.draw.line(card, (255, 255, 255, 22), (radius, rim + 1), (w - radius, rim + 1))
    if rim:
        pygame.draw.rect(card, P.RIM, card.get_rect(), rim, border_radius=radius)
    out.blit(card, (d, d))
    return out


def tip_box(lines: list[tuple[str, P.RGB]]) -> pygame.Surface:
    """The hover text's box: its lines (each wrapped) on the glass."""
    imgs = []
    for words, colour in lines:
        for para in words.split("\n"):
            imgs += [text(s, TIP_SIZE, colour, shadow=False)
                     for s in wrap(para, TIP_SIZE, px(TIP_WIDTH))]
    pad_x, pad_y = px(10), px(6)
    w = max(i.get_width() for i in imgs) + 2 * pad_x
    h = sum(i.get_height() for i in imgs) + 2 * pad_y
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_card(box, box.get_rect(), P.RADIUS, 1, 240, shadow=False)
    y = pad_y
    for img in imgs:
        box.blit(img, (pad_x, y))
        y += img.get_height()
    return box


def place(size: tuple[int, int], mouse, window: pygame.Rect,
          keep_clear: pygame.Rect | None = None) -> pygame.Rect:
    """Where a box of `size` stands beside the mouse: right of and below it, else left of
    or above it (never under the pointer, nor over `keep_clear`), always inside `window`."""
    w, h = size
    mx, my = int(mouse[0]), int(mouse[1])
    area = window.inflate(-2 * GAP, -2 * GAP)
    xs = (mx + 18, mx - 12 - w)
    ys = (my + 20, my - 12 - h)
    if keep_clear is not None:
        ys = (keep_clear.bottom + 4, keep_clear.top - 4 - h)
    for y in ys:
        for x in xs:
            r = pygame.Rect(x, y, w, h)
            if area.contains(r) and (keep_clear is None or not r.colliderect(keep_clear)):
                return r
    return pygame.Rect(xs[0], ys[0], w, h).clamp(area)      # (too big: at least inside)


def on_top(box: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """Put `box` on the top layer of the frame being drawn: the app draws it after the
    widgets (`draw_top_layer`)."""
    _top.append((box, rect.topleft))
    return rect


def draw_top_layer(surf: pygame.Surface) -> None:
    """The boxes put on the top layer this frame, over everything else."""
    for box, pos in _top:
        surf.blit(box, pos)
    _top.clear()


def clear_top_layer() -> None:
    """A frame begins: nothing left over from one drawn elsewhere."""
    _top.clear()


def draw_tooltip(surf: pygame.Surface, hover: Target | None, view: dict,
                 mouse) -> tuple[pygame.Rect | None, pygame.Rect | None]:
    """The hover text beside the mouse; one that names a rule ends in a line saying how to
    open the rules book there (F1, or a click on the text). Returns where it stands and
    where that last line stands (None, None for no text)."""
    tip = tooltip(hover, view) if hover is not None else None
    if not tip:
        return None, None
    tip = tip[0].upper() + tip[1:]        # "the Novice island: …" starts a sentence
    lines = [(tip, P.INK)]
    linked = rule_section(hover, view) is not None
    if linked:
        lines.append((t("book.tip_f1"), RULES_LINK))
    box = tip_box(lines)
    rect = on_top(box, place(box.get_size(), mouse, surf.get_rect()))
    link_h = text("Ag", TIP_SIZE, shadow=False).get_height() * len(
        wrap(t("book.tip_f1"), TIP_SIZE, px(TIP_WIDTH))) if linked else 0
    link = pygame.Rect(rect.x, rect.bottom - link_h - px(6) - 3, rect.w, link_h + px(6) + 3) \
        if linked else None
    return rect, link


def draw_widget_tip(surf: pygame.Surface, tip) -> pygame.Rect:
    """A widget's hover text (a `theme.Tip`): the same box, under the widget (above it
    if there is no room), inside the window."""
    box = tip_box([(tip.words, P.INK)])
    rect = place(box.get_size(), tip.mouse, surf.get_rect(), keep_clear=tip.widget)
    tip.rect = surf.blit(box, rect.topleft)
    return tip.rect
