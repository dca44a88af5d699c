"""The lesson after a game on the results screen: for each person their costliest kind
of mistake in a sentence that names the moves (luna/text/lesson_text.py); a click on a
person's lesson opens the replay at the first of those moves. Drawn by the results
screen into the room it gives (one line each when room is short, the rest cut with …).
"""

from __future__ import annotations

import pygame

from ...ai.lessons import Lesson
from ...text import t
from ...text.lesson_text import lesson_text
from ..board import art
from ..fonts import fit, text, wrap

SIZE = 15
LINE = 19
TITLE = (244, 226, 170)
WORDS = (226, 228, 238)
HINT = (240, 214, 150)
PAD = 10


class LessonCard:
    def __init__(self, lessons: dict[int, Lesson | None], names: list[str],
                 colours: list[str], notes: list[str] | None = None) -> None:
        self.rows = [(lessons[p], f"{names[p]}: {lesson_text(lessons[p])}", colours[p])
                     for p in sorted(lessons)]
        self.notes = list(notes or [])
        self.hits: list[tuple[pygame.Rect, Lesson]] = []
        self.hover: Lesson | None = None

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
        if not self or rect.h < 2 * LINE:
            return
        width = rect.w - 2 * PAD - 26
        room = rect.h - LINE - 14 - LINE * len(self.notes)
        per_row = max(1, room // max(1, len(self.rows)) // LINE)
        rows, whole = [], None
        for lesson, words, colour in self.rows:
            lines = wrap(words, SIZE, width)
            if len(lines) > per_row:
                if lesson is not None and lesson is self.hover:
                    whole = lines                   # shown in full above the card
                lines = lines[:per_row]
                lines[-1] = fit(lines[-1] + " …", SIZE, width)
            rows.append((lesson, lines, colour))
        used = LINE + 14 + sum(LINE * len(lines) + 4 for _, lines, _ in rows)
        rect = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, used + LINE * len(self.notes)))
        back = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (10, 14, 34, 200), back.get_rect(), border_radius=12)
        pygame.draw.rect(back, (184, 176, 138, 160), back.get_rect(), 1, border_radius=12)
        surf.blit(back, rect.topleft)
        y = rect.y + 6
        surf.blit(text(t("lesson.title"), SIZE + 1, TITLE, bold=True), (rect.x + PAD, y))
        y += LINE + 4
        for lesson, lines, colour in rows:
            row = pygame.Rect(rect.x + 4, y - 2, rect.w - 8, LINE * len(lines) + 4)
            lit = lesson is not None and self.hover is lesson
            if lesson is not None and lesson.moves:
                self.hits.append((row, lesson))
            if lit:
                glow = pygame.Surface(row.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (255, 255, 255, 26), glow.get_rect(), border_radius=8)
                surf.blit(glow, row.topleft)
            surf.blit(art.novice(colour, 18), (rect.x + PAD, y))
            for k, line in enumerate(lines):
                surf.blit(text(line, SIZE, HINT if lit else WORDS),
                          (rect.x + PAD + 26, y + k * LINE))
            y += LINE * len(lines) + 4
        for note in self.notes:
            surf.blit(text(fit(note, SIZE - 1, rect.w - 2 * PAD), SIZE - 1, HINT),
                      (rect.x + PAD, y))
            y += LINE
        if self.hover is not None:
            tip = text(t("lesson.open", move=self.hover.moves[0] + 1), SIZE - 1, HINT)
            surf.blit(tip, (rect.right - tip.get_width() - PAD, rect.y + 7))
        if whole:
            _above(surf, rect, whole)


def _above(surf: pygame.Surface, rect: pygame.Rect, lines: list[str]) -> None:
    """A shortened lesson in full, in a box just above the card."""
    box = pygame.Rect(rect.x, rect.y - 8 - LINE * len(lines) - 12, rect.w,
                      LINE * len(lines) + 12)
    back = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (10, 14, 34, 240), back.get_rect(), border_radius=10)
    pygame.draw.rect(back, HINT, back.get_rect(), 1, border_radius=10)
    surf.blit(back, box.topleft)
    for k, line in enumerate(lines):
        surf.blit(text(line, SIZE, WORDS), (box.x + PAD + 26, box.y + 6 + k * LINE))
