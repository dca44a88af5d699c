"""What a move being chosen paints over the board: the arrows of a Travel, Tides or
Sailboat built so far, the instructions above Confirm, the Book's fields and way."""

from __future__ import annotations

import pygame

from ..board.animations import Anchors
from ..board.layout import BUILDER_H
from ..board.targets import Field
from ..fonts import font, text, wrap
from .choices import MoveBuilder

ARROW = (255, 226, 140)
INK = (236, 230, 210)
OBJECTION = (255, 190, 170)

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
