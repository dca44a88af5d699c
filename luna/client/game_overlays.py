"""What the game screen paints over the board: the hover text beside the mouse, and the
arrows of a move being built."""

from __future__ import annotations

import pygame

from .animations import Anchors
from .choices import MoveBuilder
from .fonts import font, text, wrap
from .targets import Field, Target
from .tooltips import tooltip

ARROW = (255, 226, 140)


def draw_shadow(surf: pygame.Surface, rect: pygame.Rect, depth: int = 6) -> None:
    """A soft shadow under a menu (drawn before the menu itself), so it stands above
    the board and the panel."""
    for k in range(depth, 0, -2):
        shade = pygame.Surface((rect.w + 2 * k, rect.h + 2 * k), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 34), shade.get_rect(), border_radius=k + 4)
        surf.blit(shade, (rect.x - k + depth // 2, rect.y - k + depth // 2))


def draw_tooltip(surf: pygame.Surface, hover: Target | None, view: dict, mouse) -> None:
    tip = tooltip(hover, view) if hover is not None else None
    if not tip:
        return
    tip = tip[0].upper() + tip[1:]        # "the Novice island: …" starts a sentence
    lines = []
    for para in tip.split("\n"):
        lines += wrap(para, 13, 330)
    imgs = [text(line, 13, (236, 230, 210), shadow=False) for line in lines]
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
    surf.blit(box, (x, y))


HELP_SIZE = 14


def help_box(instruction: str, board_width: int, height: int) -> tuple[pygame.Rect, list[str]]:
    """Where the instructions of a move being built stand (over the board, above its
    Confirm bar) and their lines, wrapped to fit."""
    lines = wrap(instruction, HELP_SIZE, board_width - 60)
    line_h = font(HELP_SIZE).get_linesize()
    box = pygame.Rect(20, 0, board_width - 40, line_h * len(lines) + 12)
    box.bottom = height - 58
    return box, lines


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


def draw_builder(surf: pygame.Surface, b: MoveBuilder, anchors: Anchors, reason: str | None,
                 board_width: int, instruction: str = "") -> None:
    """The instructions in full; an arrow and a count for every novice sent so far; the
    engine's objection, if any."""
    if instruction:
        box, lines = help_box(instruction, board_width, surf.get_height())
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (10, 14, 32, 220), shade.get_rect(), border_radius=8)
        surf.blit(shade, box.topleft)
        y = box.y + 6
        for line in lines:
            img = text(line, HELP_SIZE, (236, 230, 210), shadow=False)
            surf.blit(img, (box.x + 10, y))
            y += font(HELP_SIZE).get_linesize()
    for m in b.moves:
        a = anchors.place(m["from"], inactive=not m.get("active", True))
        d = anchors.island(m["to"], inactive=b.ctype != "sailboat")
        pygame.draw.line(surf, ARROW, a, d, 3)
        pygame.draw.circle(surf, ARROW, (int(d[0]), int(d[1])), 13)
        n = text(str(m["count"]), 15, (20, 20, 30), bold=True, shadow=False)
        surf.blit(n, n.get_rect(center=(int(d[0]), int(d[1]))))
    if reason and b.moves:
        msg = text(reason, 14, (255, 190, 170))
        surf.blit(msg, (board_width // 2 - msg.get_width() - 20, surf.get_height() - 42))
