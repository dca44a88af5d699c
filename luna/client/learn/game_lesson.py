"""The lesson after a game on the results screen: for each person their costliest kind
of mistake in a sentence (luna/text/lesson_text.py), and under it their costliest moves
as the Master's review names them, by round and turn ("Round 3, your 2nd move"): the
same moves, in the same order, as the Review screen lists first, for it is the same
review (the results screen has it made in the background; until it is done the line
says how far it has come, in the room the moves will take, so nothing moves when they
come). A click on a person's row then opens the replay at their costliest move, both
moves marked as the Review does. Drawn by the results screen into the room it gives
(`height` says what it would like: at most four lines a person for the lesson, two for
the moves; a row cut short with … is shown whole above the card while pointed at).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...ai.lessons import Lesson
from ...ai.review import NAMED, Mistake
from ...text import t
from ...text.lesson_text import lesson_text
from ...text.review_text import costliest_text, turn_text
from ..board import art
from ..fonts import fit, line_height, px, text, wrap
from ..widgets import palette as P
from ..widgets.overlays import draw_card

SIZE = 15
TITLE, WORDS, HINT = P.GOLD, P.INK, P.GOLD_BRIGHT
PAD = 10
MOST_LINES = 4            # a person's lesson at most this tall; pointing shows it whole
COSTLY_LINES = 2          # the room kept for a person's costliest moves
MOVES = P.INK_DIM         # their words


class LessonCard:
    def __init__(self, lessons: dict[int, Lesson | None], names: list[str],
                 colours: list[str], notes: list[str] | None = None,
                 open_at: Callable[[object], None] | None = None,
                 reviewed: bool = False) -> None:
        self.rows = [(p, f"{names[p]}: {lesson_text(lessons[p])}", colours[p])
                     for p in sorted(lessons)]
        self.notes = list(notes or [])
        self.reviewed = reviewed          # the review's costliest moves come under each
        self.costly: dict[int, str] = {}  # each person's line of them (or how far it is)
        self.mistakes: dict[int, list] = {}     # the review's, costliest first
        self.hits: list[tuple[pygame.Rect, int]] = []
        self.hover: int | None = None     # the person whose row is pointed at
        self.open_at = open_at            # called with the costliest move of a clicked row
        self.drawn: list[tuple[str, pygame.Rect]] = []     # each lesson's lines as drawn

    def review_done(self, mistakes: dict[int, list] | None) -> None:
        """The review has ended: each person's costliest moves (its list's first NAMED),
        or None (cancelled, failed)."""
        self.mistakes = {p: list(ms[:NAMED]) for p, ms in (mistakes or {}).items()}
        for p, _, _ in self.rows:
            self.costly[p] = costliest_text(self.mistakes.get(p, [])) \
                if mistakes is not None else t("lesson.costly.failed")

    def review_working(self, done: int, total: int) -> None:
        words = t("lesson.costly.working", percent=round(100 * done / max(1, total)))
        for p, _, _ in self.rows:
            self.costly[p] = words

    def height(self, width: int, room: int) -> int:
        """How tall the card is at `width` in at most `room`: the title, each lesson (at
        most MOST_LINES lines, fewer where room is short), the notes."""
        return self._fit(width, room)[2]

    def least(self, width: int) -> int:
        """The least height that says something: the title and one line of each lesson
        and of its moves (the notes whole)."""
        line = line_height(SIZE)
        notes = sum(len(wrap(n, SIZE - 1, width - 2 * PAD)) for n in self.notes)
        each = 2 if self.reviewed else 1
        return line + 20 + (line * each + 4) * len(self.rows) + line * notes

    def _fit(self, width: int, room: int) -> tuple[list, list[str], int, list | None]:
        """Each row's lines as they fit, (words, ink) with None for a line kept free (cut
        with … where room is short; the moves keep their room first, after a line of
        the lesson), the notes' lines (said whole), the height used, and the pointed row
        whole if it was cut."""
        line = line_height(SIZE)
        words_w = width - 2 * PAD - px(26)
        notes = [part for note in self.notes for part in wrap(note, SIZE - 1, width - 2 * PAD)]
        budget = (room - line - 20 - line * len(notes) - 4 * len(self.rows)) // line
        lessons = [wrap(words, SIZE, words_w) for _, words, _ in self.rows]
        moves = [wrap(self.costly.get(p, ""), SIZE, words_w) if self.reviewed else []
                 for p, _, _ in self.rows]
        kept = self._kept(words_w)
        wants = [min(len(ls), MOST_LINES) + kept for ls in lessons]
        give = [0] * len(wants)              # the lines there is room for, shared out a
        while budget > 0:                    # line at a time, the first persons first
            takers = [k for k, w in enumerate(wants) if give[k] < w]
            for k in takers[:budget]:
                give[k] += 1
            budget -= len(takers[:budget])
            if not takers:
                break
        rows, whole = [], None
        for (p, _, colour), said, costly, n in zip(self.rows, lessons, moves, give,
                                                    strict=True):
            if n == 0:
                continue                     # no room for a line of it (a tiny window)
            keep = min(kept, n - 1)
            mine, theirs = said[:n - keep], costly[:keep]
            cut = len(mine) < len(said) or len(theirs) < len(costly)
            if len(mine) < len(said):
                mine[-1] = fit(mine[-1] + " …", SIZE, words_w)
            if theirs and len(theirs) < len(costly):
                theirs[-1] = fit(theirs[-1] + " …", SIZE, words_w)
            if cut and p == self.hover:
                whole = [(w, WORDS) for w in said] + [(w, MOVES) for w in costly]
            lines = [(w, WORDS) for w in mine] + [(w, MOVES) for w in theirs]
            lines += [(None, MOVES)] * (n - len(lines))      # the moves' room, kept
            rows.append((p, lines, colour))
        used = line + 14 + sum(line * len(lines) + 4 for _, lines, _ in rows) \
            + line * len(notes) + 6
        return rows, notes, used, whole

    def _kept(self, width: int) -> int:
        """The lines kept for a person's costliest moves at `width`: as many as the longest
        they can be (the costliest NAMED, late in the game) need, at most COSTLY_LINES, so
        the card's height is the same before and after the review."""
        if not self.reviewed:
            return 0
        late = Mistake(0, 6, 0, {}, {}, 22.0, None, 12)
        need = max(len(wrap(words, SIZE, width)) for words in (
            costliest_text([late] * NAMED), t("lesson.costly.working", percent=100)))
        return min(COSTLY_LINES, need)

    def handle_event(self, event) -> bool:
        """The mouse lights the row under it; a click on one opens its costliest move
        (True: the event was taken)."""
        if event.type == pygame.MOUSEMOTION:
            self.point(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            p = self.at(event.pos)
            if p is not None and self.mistakes.get(p) and self.open_at is not None:
                self.open_at(self.mistakes[p][0])
                return True
        return False

    def __bool__(self) -> bool:
        return bool(self.rows or self.notes)

    def point(self, pos) -> None:
        """The mouse moved: the row under it is said whole if it was cut, and lit and
        says it can be clicked if it names a move to open."""
        self.hover = self.at(pos)

    def at(self, pos) -> int | None:
        """The person whose row is drawn at `pos`."""
        for rect, p in self.hits:
            if rect.collidepoint(pos):
                return p
        return None

    def draw(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw into the top of `rect` (as tall as it needs, at most `rect`): a title,
        each person's lesson and costliest moves, the notes."""
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
        for p, lines, colour in rows:
            row = pygame.Rect(rect.x + 4, y - 2, rect.w - 8, line * len(lines) + 4)
            lit = self.hover == p and bool(self.mistakes.get(p))
            self.hits.append((row, p))
            if lit:
                glow = pygame.Surface(row.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (255, 255, 255, 26), glow.get_rect(), border_radius=8)
                surf.blit(glow, row.topleft)
            surf.blit(art.novice(colour, px(18)), (rect.x + PAD, y))    # grown with the words
            for k, (words, ink) in enumerate(lines):
                if words:
                    self.drawn.append((words, surf.blit(text(words, SIZE, HINT if lit else ink),
                                                        (rect.x + PAD + px(26), y + k * line))))
            y += line * len(lines) + 4
        for note in notes:
            self.drawn.append((note, surf.blit(text(note, SIZE - 1, HINT), (rect.x + PAD, y))))
            y += line
        if self.hover is not None and self.mistakes.get(self.hover):
            tip = text(fit(t("lesson.open", move=turn_text(self.mistakes[self.hover][0])),
                           SIZE - 1, rect.w // 2), SIZE - 1, HINT)
            surf.blit(tip, (rect.right - tip.get_width() - PAD, rect.y + 7))
        if whole:
            _above(surf, rect, whole)


def _above(surf: pygame.Surface, rect: pygame.Rect, lines: list[tuple[str, tuple]]) -> None:
    """A shortened row in full, in a box just above the card."""
    line = line_height(SIZE)
    box = pygame.Rect(rect.x, rect.y - 8 - line * len(lines) - 12, rect.w,
                      line * len(lines) + 12)
    draw_card(surf, box)
    for k, (words, ink) in enumerate(lines):
        surf.blit(text(words, SIZE, ink), (box.x + PAD + px(26), box.y + 6 + k * line))
