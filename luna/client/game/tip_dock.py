"""The tip's slot in the side panel: a first-use tip, or a note that answers nothing the
person did, stands docked there, off the board (a tip over the board stood over the
islands the person was about to use or read). Its slot is the log's room: under the
tray where one stands, else over the log's lines (and over the Hint's card); the log's
lines give up their room while it stands, the tray and the players' cards never do.
A small "×" in its corner, a click on it, closes it."""

from __future__ import annotations

import pygame

from ..widgets import palette as P
from ..widgets import toasts
from ..window.fonts import px, text
from .ring_place import area as action_area

GAP = 8                 # px: the tray (or a caption docked) to the tip
CARD_GAP = 6            # px: the tip to the Hint's card under it
LOG_KEPT = 40           # px of the log's lines left under it at least (its newest entry;
#                         under a tray, which covers the log, none)
CLOSE = "×"


def slot(view, card: pygame.Rect | None) -> pygame.Rect | None:
    """The panel's room for a docked tip: the log's room under the tray where one stands,
    above the Hint's card (`card`) where it stands; None where a move's words or the
    guided game's card stand in the panel (then the tip stands on the board, clear of
    the islands in use: game/toast_place.py)."""
    if view.lesson is not None or view.help_rect is not None:
        return None
    panel = pygame.Rect(view.lay.panel)
    log = view.panel.log_rect.clip(panel)
    if log.h <= 0:
        return None
    room = action_area(panel, log)
    kept = LOG_KEPT
    if view.ring is not None:
        top = pygame.Rect(view.ring.rect).bottom + GAP
        room, kept = pygame.Rect(room.x, top, room.w, room.bottom - top), 0
    if card is not None:
        room.h = min(room.h, card.top - CARD_GAP - room.top)
    room.h -= kept
    return room if room.h > 0 and room.w > 0 else None


def close_mark() -> pygame.Surface:
    return text(CLOSE, toasts.SIZE, P.GOLD_BRIGHT)


def place(messages: list[str], room: pygame.Rect, taken: list[pygame.Rect]
          ) -> tuple[list, list, pygame.Rect, pygame.Rect] | None:
    """The tips (pictures, boxes) at the top of `room`, as wide as it, under what of
    `taken` stands in it (a caption docked there); their whole box and the close mark's;
    None where they do not fit whole."""
    mark = close_mark()
    inner = room.w - px(28)
    imgs = []
    for m in reversed(messages):
        side = mark.get_width() + px(6)             # (the words clear of the mark)
        words = toasts.note(m, inner - side)
        img = pygame.Surface((inner, max(words.get_height(), mark.get_height())),
                             pygame.SRCALPHA)
        img.blit(words, ((inner - side - words.get_width()) // 2, 0))
        img.blit(mark, (inner - mark.get_width(), 0))
        imgs.append(img)
    boxes = [pygame.Rect(room.x, b.y, room.w, b.h) for b in toasts.stacked(imgs, (0, 0))]
    whole = boxes[0].unionall(boxes[1:])
    top = max([room.top] + [r.bottom + GAP for r in taken if r.colliderect(room)])
    at = whole.move(0, top - whole.top)
    if not room.contains(at) or at.collidelist(taken) >= 0:
        return None
    boxes = [b.move(0, top - whole.top) for b in boxes]
    side = mark.get_height() + px(8)
    close = pygame.Rect(at.right - side - px(4), at.top, side + px(4), side)
    return imgs, boxes, at, close


def closed(at, app, event) -> bool:
    """A click on the docked tip's close mark (`at`: the toasts' place): the tip goes,
    its time to read given up."""
    if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 0) != 1 \
            or at.close is None or at.docked is None or at.floating.chosen is False \
            or not at.close.collidepoint(event.pos) \
            or not set(at.placed_for) & {m for m, _ in app.toasts}:
        return False
    for message in at.placed_for:
        app.drop_toast(message)
    at.floating.parts.drop()            # (a tip said in parts: all of them)
    return True
