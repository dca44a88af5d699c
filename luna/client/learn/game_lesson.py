"""The lesson after a game on the results screen: for each person their costliest kind
of mistake in a sentence that names the moves (luna/text/lesson_text.py); a click on a
person's lesson opens the replay at the first of those moves. Drawn by the results
screen into the room it gives (`height` says what it would like: at most four lines a
person; a lesson cut short with … is shown whole above the card while pointed at).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...ai.lessons import Lesson
from ...text import t
from ...text.lesson_text import lesson_text
from ..board import art
from ..fonts import fit, line_height, px, text, wrap
from ..widgets import palette as P
from ..widgets.overlays import draw_card

SIZE = 15
TITLE, WORDS, HINT = P.GOLD, P.INK, P.GOLD_BRIGHT
PAD = 10
MOST_LINES = 4            # a person's lesson at most this tall; pointing shows it whole


class LessonCard:
    def __init__(self, lessons: dict[int, Lesson | None], names: list[str],
                 colours: list[str], notes: list[str] | None = None,
                 open_at: Callable[[int], None] | None = None) -> None:
        self.rows = [(lessons[p], f"{names[p]}: {lesson_text(lessons[p])}", colours[p])
                     for p in sorted(lessons)]
        self.notes = list(notes or [])
        self.hits: list[tuple[pygame.Rect, Lesson]] = []
        self.hover: Lesson | None = None
        self.open_at = open_at            # called with the move a clicked lesson names
        self.drawn: list[tuple[str, pygame.Rect]] = []     # each lesson's lines as drawn

    def height(self, width: int, room: int) -> int:
        """How tall the card is at `width` in at most `room`: the title, each lesson (at
        most MOST_LINES lines, fewer where room is short), the notes."""
        return self._fit(width, room)[2]

    def least(self, width: int) -> int:
        """The least height that says something: the title and one line of each lesson
        (the notes whole)."""
        line = line_height(SIZE)
        notes = sum(len(wrap(n, SIZE - 1, width - 2 * PAD)) for n in self.notes)
        return line + 20 + (line + 4) * len(self.rows) + line * notes

    def _fit(self, width: int, room: int) -> tuple[list, list[str], int, list[str] | None]:
        """Each lesson's lines as they fit (cut with … where room is short), the notes'
        lines (said whole), the height used, and the pointed lesson whole if it was cut."""
        line = line_height(SIZE)
        words_w = width - 2 * PAD - px(26)
        notes = [part for note in self.notes for part in wrap(note, SIZE - 1, width - 2 * PAD)]
        budget = (room - line - 20 - line * len(notes) - 4 * len(self.rows)) // line
        wrapped = [wrap(words, SIZE, words_w) for _, words, _ in self.rows]
        give = [0] * len(wrapped)            # the lines there is room for, shared out a
        while budget > 0:                    # line at a time, the first persons first
            takers = [k for k, ls in enumerate(wrapped) if give[k] < min(len(ls),
                                                                         MOST_LINES)]
            for k in takers[:budget]:
                give[k] += 1
            budget -= len(takers[:budget])
            if not takers:
                break
        rows, whole = [], None
        for (lesson, _, colour), lines, n in zip(self.rows, wrapped, give, strict=True):
            if n == 0:
                continue                     # no room for a line of it (a tiny window)
            if len(lines) > n:
                if lesson is not None and lesson is self.hover:
                    whole = lines                   # shown in full above the card
                lines = lines[:n]
                lines[-1] = fit(lines[-1] + " …", SIZE, words_w)
            rows.append((lesson, lines, colour))
        used = line + 14 + sum(line * len(lines) + 4 for _, lines, _ in rows) \
            + line * len(notes) + 6
        return rows, notes, used, whole

    def handle_event(self, event) -> bool:
        """The mouse lights the lesson under it; a click on one opens its move (True:
        the event was taken)."""
        if event.type == pygame.MOUSEMOTION:
            self.point(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            lesson = self.at(event.pos)
            if lesson is not None and self.open_at is not None:
                self.open_at(lesson.moves[0])
                return True
        return False

    def __bool__(self) -> bool:
        return bool(self.rows or self.notes)

    def point(self, pos) -> None:
        """The mouse moved: the lesson under it is lit and says it can be clicked."""
        self.hover = self.at(pos)

    def at(self, pos) -> Lesson | None:
        """The lesson drawn at `pos` that names a move to open, if any."""
        for rect, lesson in self.hits:
            if rect.collidepoint(pos):
                return lesson
        return None

    def draw(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw into the top of `rect` (as tall as it needs, at most `rect`): a title,
        each person's lesson, the notes."""
        self.hits = []
        self.drawn = []
        line = line_height(SIZE)
        if not self or rect.h < 2 * line:
            return
        rows, notes, used, whole = self._fit(rect.w, rect.h)
        rect = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, used))
        draw_card(surf, rect)
        y = rect.y + 6
        surf.blit(text(t("lesson.title"), SIZE + 1, TITLE, bold=True), (rect.x + PAD, y))
        y += line + 4
        for lesson, lines, colour in rows:
            row = pygame.Rect(rect.x + 4, y - 2, rect.w - 8, line * len(lines) + 4)
            lit = lesson is not None and self.hover is lesson
            if lesson is not None and lesson.moves:
                self.hits.append((row, lesson))
            if lit:
                glow = pygame.Surface(row.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (255, 255, 255, 26), glow.get_rect(), border_radius=8)
                surf.blit(glow, row.topleft)
            surf.blit(art.novice(colour, px(18)), (rect.x + PAD, y))    # grown with the words
            for k, words in enumerate(lines):
                self.drawn.append((words, surf.blit(text(words, SIZE, HINT if lit else WORDS),
                                                    (rect.x + PAD + px(26), y + k * line))))
            y += line * len(lines) + 4
        for note in notes:
            self.drawn.append((note, surf.blit(text(note, SIZE - 1, HINT), (rect.x + PAD, y))))
            y += line
        if self.hover is not None:
            tip = text(t("lesson.open", move=self.hover.moves[0] + 1), SIZE - 1, HINT)
            surf.blit(tip, (rect.right - tip.get_width() - PAD, rect.y + 7))
        if whole:
            _above(surf, rect, whole)


def _above(surf: pygame.Surface, rect: pygame.Rect, lines: list[str]) -> None:
    """A shortened lesson in full, in a box just above the card."""
    line = line_height(SIZE)
    box = pygame.Rect(rect.x, rect.y - 8 - line * len(lines) - 12, rect.w,
                      line * len(lines) + 12)
    draw_card(surf, box)
    for k, words in enumerate(lines):
        surf.blit(text(words, SIZE, WORDS), (box.x + PAD + px(26), box.y + 6 + k * line))
