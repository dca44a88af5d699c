"""What the game screen paints over the board: the hover text beside the mouse, and the
arrows of a move being built."""

from __future__ import annotations

import pygame

from ..text import t
from .animations import Anchors
from .choices import MoveBuilder
from .fonts import font, text, wrap
from .layout import BUILDER_H
from .targets import Field, Target
from .tooltips import rule_section, tooltip

ARROW = (255, 226, 140)
INK = (236, 230, 210)
OBJECTION = (255, 190, 170)
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


HELP_SIZE = 14


def help_box(instruction: str, panel: tuple, top: int,
             reason: str | None = None) -> tuple[pygame.Rect, list[tuple[str, tuple]]]:
    """Where the instructions of a move being built stand (in the panel, over the foot of
    the log, just above Confirm: never over the islands being clicked) and their lines,
    wrapped to fit, each with its colour; the engine's objection follows them.
    `top`: where the panel's buttons begin."""
    px, _, pw, _ = panel
    lines = [(line, INK) for line in wrap(instruction, HELP_SIZE, pw - 36)]
    if reason:
        lines += [(line, OBJECTION) for line in wrap(reason, HELP_SIZE, pw - 36)]
    line_h = font(HELP_SIZE).get_linesize()
    box = pygame.Rect(px + 8, 0, pw - 16, line_h * len(lines) + 12)
    box.bottom = top - BUILDER_H - 4
    return box, lines


def book_choices(options: dict) -> list[dict]:
    """The Book moves an open menu offers."""
    return [o.command for o in options.values()
            if o is not None and o.command and o.command["type"] == "book"]


def draw_book_fields(surf: pygame.Surface, hits, cmds: list[dict]) -> None:
    """While a menu offers Book moves, every field they name wears its number on a tag
    above its figure (the engraved number lies under the novice) and may be clicked."""
    rect = {tg.field: r for r, tg in hits if isinstance(tg, Field)}
    for f in sorted({c["from"] for c in cmds} | {c["to"] for c in cmds}):
        r = rect.get(f)
        if r is None:
            continue
        num = text(str(f), 13, (20, 16, 8), bold=True, shadow=False)
        tag = num.get_rect(midtop=(r.centerx, r.top + 1)).inflate(8, 0)
        pygame.draw.rect(surf, ARROW, tag, border_radius=6)
        pygame.draw.rect(surf, (20, 16, 8), tag, 1, border_radius=6)
        surf.blit(num, num.get_rect(center=tag.center))


def draw_book_move(surf: pygame.Surface, hits, cmd: dict) -> tuple[int, int] | None:
    """The Book's way for a menu entry under the mouse: an arrow from its field to the
    novice's field. Returns (from, to) when drawn."""
    rect = {tg.field: r for r, tg in hits if isinstance(tg, Field)}
    a, b = rect.get(cmd["from"]), rect.get(cmd["to"])
    if a is None or b is None:
        return None
    pygame.draw.line(surf, (20, 16, 8), a.center, b.center, 7)
    pygame.draw.line(surf, ARROW, a.center, b.center, 4)
    pygame.draw.circle(surf, ARROW, a.center, 6)
    pygame.draw.circle(surf, ARROW, b.center, 9)
    return cmd["from"], cmd["to"]


def draw_builder(surf: pygame.Surface, b: MoveBuilder, anchors: Anchors) -> None:
    """An arrow and a count for every novice sent so far."""
    for m in b.moves:
        a = anchors.place(m["from"], inactive=not m.get("active", True))
        d = anchors.island(m["to"], inactive=b.ctype != "sailboat")
        pygame.draw.line(surf, ARROW, a, d, 3)
        pygame.draw.circle(surf, ARROW, (int(d[0]), int(d[1])), 13)
        n = text(str(m["count"]), 15, (20, 20, 30), bold=True, shadow=False)
        surf.blit(n, n.get_rect(center=(int(d[0]), int(d[1]))))


def draw_builder_help(surf: pygame.Surface, panel: tuple, top: int, instruction: str,
                      reason: str | None) -> pygame.Rect | None:
    """The instructions in full and the engine's objection, if any, in the panel (drawn
    after it). Returns the box."""
    if not instruction and not reason:
        return None
    box, lines = help_box(instruction, panel, top, reason if instruction else None)
    # the log stops above the box: nothing of it shows round Confirm and Cancel
    pygame.draw.rect(surf, (16, 20, 40), (box.x, box.bottom - 8, box.w, top - box.bottom + 4))
    pygame.draw.rect(surf, (14, 18, 38), box, border_radius=8)
    pygame.draw.rect(surf, (184, 176, 138), box, 1, border_radius=8)
    y = box.y + 6
    for line, rgb in lines:
        img = text(line, HELP_SIZE, rgb, shadow=False)
        surf.blit(img, (box.x + 10, y))
        y += font(HELP_SIZE).get_linesize()
    return box
