"""The Hint's card: its words wrapped in a box of the panel's night with a gold rim, drawn
once per words and room (game/hinting.py places it)."""

from __future__ import annotations

import pygame

from ..board.marks import GOAL
from ..window import caches, fonts
from ..window.fonts import px, text, wrap

WORDS_SIZE = 14               # the hint's words (times the player's text size)
LOG_KEPT = 4                  # the log's rows kept over the Hint's card (its latest entry
#                               whole where it takes more): the log never shrinks to a line
#                               or vanishes as the Hint speaks (F045, F061)
INK = (250, 240, 210)
FILL = (10, 14, 32, 232)
STOPS = (".", "!", "?", "…")    # how a sentence ends
CUT = "…"                       # words cut for room: the whole on hover
_boxes: dict[tuple, tuple | None] = caches.kept({})


def ended(words: str, whole: str) -> str:
    """The card's `words` as they end: the last sentence with its full stop where they
    are the Hint's `whole` words (or end a sentence of their own: a comparison, a
    cost), else "…", cut for room (its whole words on hover): a card ending on a bare
    word read as cut off, and a cut one as whole."""
    words = words.rstrip()
    if not words or words.endswith(STOPS):
        return words
    return words + ("." if words == whole.rstrip() else CUT)


def lines(words: str, size: int, width: int) -> list[str]:
    """The card's lines: each of its paragraphs ("\n": its last line, where the rest
    stands) wrapped on its own."""
    return [line for para in words.split("\n") for line in wrap(para, size, width)]


def hint_box(words: str, width: int, whole_w: int | None = None,
             size: int = WORDS_SIZE, pad: int = 10) -> tuple:
    """((w, h), picture) of the words wrapped to lines `width` px wide (the box as wide
    as its longest line, or `whole_w`), every line whole, at `size`, `pad` px (at 100 %)
    inside its rim (`lines`)."""
    pad_x, pad_y = px(pad), px(pad // 2)
    imgs = [text(s, size, INK, shadow=False) for s in lines(words, size, width)]
    w = whole_w or max(i.get_width() for i in imgs) + 2 * pad_x
    h = sum(i.get_height() for i in imgs) + 2 * pad_y
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, FILL, box.get_rect(), border_radius=8)
    pygame.draw.rect(box, (*GOAL, 220), box.get_rect(), 1, border_radius=8)
    y = pad_y
    for img in imgs:
        box.blit(img, (pad_x, y))
        y += img.get_height()
    return (w, h), box


def card_box(words: str, room: pygame.Rect, size: int = WORDS_SIZE, pad: int = 10
             ) -> tuple | None:
    """The Hint's card for `words` at `size` as wide as `room` (its lines as wide as it
    allows), or None where they are taller than it or a word is wider. Drawn once per
    words and room."""
    key = (words, room.w, room.h, fonts.scale, size, pad)
    if key not in _boxes:
        if len(_boxes) > 32:
            _boxes.clear()
        inner = room.w - 2 * px(pad)        # (measured first: drawn only where it fits)
        shapes = [text(s, size, INK, shadow=False, shared=True).get_size()
                  for s in lines(words, size, inner)]
        tall = sum(h for _, h in shapes) + 2 * px(pad // 2)
        wide = max(w for w, _ in shapes)    # (a word longer than a line: cut)
        _boxes[key] = None if tall > room.h or wide > inner else \
            hint_box(words, inner, room.w, size, pad)
    return _boxes[key]


def one_line(room: pygame.Rect, size: int, pad: int = 10) -> pygame.Rect | None:
    """The foot of `room` as high as one line of the Hint's words at `size` in its card
    (`pad` as `hint_box`), or None where the room is lower."""
    h = text("Ag", size, INK, shadow=False).get_height() + 2 * px(pad // 2)
    return pygame.Rect(room.x, room.bottom - h, room.w, h) if h <= room.h else None


def kept_rows(view) -> int:
    """The log's rows kept over the Hint's card: its latest entries whole, as many as
    make LOG_KEPT rows at least (the log shows its entries whole: room for four rows
    under a three-row entry after a two-row one showed three), its latest whole where
    it takes more; a shorter log all its rows (as a round begins the Hint's reason had
    the room of four rows the log did not have)."""
    lines, rows = view.log.lines, 0
    for k in range(len(lines), 0, -1):
        rows += view.panel.latest_rows(lines[:k])
        if rows >= LOG_KEPT:
            break
    return max(1, rows)


def latest_rows(view) -> int:
    """The log's rows it keeps at least while the Hint's card takes its room for its
    whole words: its latest entry whole (the log never vanishes as the Hint speaks)."""
    return max(1, view.panel.latest_rows(view.log.lines) if view.log.lines else 1)


def score_rows(view) -> tuple:
    """Where the players' cards' scores stand, as last drawn (each card's score row, its
    name beside it): what the Hint's line over a tray never hides."""
    return tuple(view.panel.score_rows)
