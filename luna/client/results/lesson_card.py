"""The lesson after a game on the results screen: for each person their costliest kind
of mistake in a sentence (luna/text/lesson_text.py), and under it their costliest moves
as the coach's review names them, by round and turn ("Round 3, your 2nd move"): the same
moves, in the same order, as the Review screen lists first, for it is the same review
(the results screen has it made in the background; until it is done the line says how
far it has come, in the room the moves will take, so nothing moves when they come); once
it is done, under each lesson the Review's entries for the decisions it is drawn from,
or that it lists none of them. The lessons are drawn by the results screen's worker too:
until they come each row says so in a quiet line, in the room the longest lesson can
take (kept from the first frame: nothing moves when they come). A click on a person's
row then opens the replay at their costliest move, both moves marked as the Review does;
a row that names none but counts moves off the coach's choice with their cost not sure
opens the Review, which lists them (`open_review`). Drawn by the results screen into the
room it gives (`height` says what it would like: the room its lines can come to take; a
row cut short with … is shown whole above the card while pointed at).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from ...ai.lessons import KINDS, MOVES_NAMED, REVIEWED, Lesson
from ...ai.review import NAMED, Mistake
from ...engine.data import ROUNDS
from ...engine.game import ACTIONS, FLOW
from ...text import t
from ...text.lesson_text import behind_text, lesson_text
from ...text.review_text import costliest_text, lesson_turn
from ..board import art
from ..widgets import palette as P
from ..widgets.overlays import draw_card
from ..widgets.scroll import WIDTH as BAR
from ..widgets.scroll import draw_scroll_bar
from ..window import caches
from ..window.fonts import fit, line_height, px, text, wrap

SIZE = 15
TITLE, WORDS, HINT = P.GOLD, P.INK, P.GOLD_BRIGHT
PAD = 10
MOST_LINES = 4            # a person's lesson at most this tall; pointing shows it whole
COSTLY_LINES = 4          # the room kept for a person's costliest moves (or none, some not sure)
MOVES = P.INK_DIM         # their words
_fades: dict[tuple, pygame.Surface] = caches.kept({})
CARD_GROUND = P.GLASS


class LessonCard:
    def __init__(self, lessons: dict[int, Lesson | None], names: list[str],
                 colours: list[str], notes: list[str] | None = None,
                 open_at: Callable[[object], None] | None = None,
                 reviewed: bool = False, ready: bool = True,
                 hinted: frozenset[int] = frozenset(), above: bool = True,
                 open_review: Callable[[], None] | None = None) -> None:
        self.names, self.colours = names, colours
        self.above = above                # a level above the game's opponents exists
        self.ready = ready                # False: the lessons are still being drawn
        self.reviewed = reviewed          # the review's costliest moves come under each
        self.lessons: dict[int, Lesson | None] | None = dict(lessons)
        self.hinted = hinted              # the persons who played the Hint's moves mostly
        self.mistakes: dict[int, list] = {}     # the review's, costliest first
        self.review_ended = False         # the review is done: `mistakes` are all it found
        self.review_over = False          # the review has ended, found or failed
        self.listed: dict[int, set[int]] = {}   # the log indices of each one's entries
        self.entries: dict[int, list] = {}      # all of each one's entries, costliest first
        self.behind: dict[int, str] = {}  # under a lesson: the Review's entries behind it
        self.rows = [(p, t("lesson.row", name=names[p], lesson=self._said(p))
                      if ready else t("lesson.row", name=names[p],
                                      lesson=t("lesson.working")),
                      colours[p]) for p in sorted(lessons)]     # (French: " :")
        self.notes = list(notes or [])
        self.costly: dict[int, str] = {}  # each person's line of them (or how far it is)
        self.hits: list[tuple[pygame.Rect, int]] = []
        self.hover: int | None = None     # the person whose row is pointed at
        self.open_at = open_at            # called with the costliest move of a clicked row
        self.open_review = open_review    # called for a row of moves off the coach's choice
        self.unsure: dict[int, int] = {}  # (per person, counted by the review)
        self.drawn: list[tuple[str, pygame.Rect]] = []     # each line drawn whole in view
        self.rect = pygame.Rect(0, 0, 0, 0)          # drawn: the card
        self.body = pygame.Rect(0, 0, 0, 0)          # drawn: where its lines scroll
        self.bar: pygame.Rect | None = None          # drawn: the scroll bar's groove
        self.scroll = 0                   # px scrolled, where the lines need more room
        self.total = self.view = 0        # the lines' height, and how much shows of it
        self.mouse = (-1, -1)             # where the mouse last moved (the wheel's card)
        self._stops = [0]                 # where the view may stand: a line's top each
        self._sayings: dict[int, list] = {}     # each row's sentences (`_sayable`)

    def lessons_done(self, lessons: dict[int, Lesson | None] | None) -> None:
        """The lessons have come (None: they could not be drawn): each row says its
        person's."""
        self.ready = True
        self.lessons = lessons
        self._say()

    def _say(self) -> None:
        self.rows = [(p, t("lesson.row", name=self.names[p], lesson=self._said(p)), colour)
                     for p, _, colour in self.rows]

    @property
    def said(self) -> bool:
        """The rows say their verdict: the lessons have come and, where a review comes,
        it has ended (a lesson said before it could change with it: one verdict)."""
        return self.ready and (not self.reviewed or self.review_over)

    def _said(self, p: int) -> str:
        """Person p's lesson, in agreement with the review's costliest moves under it:
        whether it names some is known once the review is done; until then, that the
        game is being looked over."""
        if self.lessons is None:
            return t("lesson.failed")
        if self.reviewed and not self.review_over:
            return t("lesson.working")
        costly = bool(self.mistakes.get(p)) if self.review_ended else None
        lesson = self.lessons.get(p)
        self.behind.pop(p, None)
        if self.review_ended and lesson is not None:
            listed, drawn = self.listed.get(p, set()), set(lesson.drawn or lesson.moves)
            if lesson.kind in REVIEWED and not listed & drawn:
                lesson = None   # a cost the review lists none of is not a lesson's
            elif lesson.priced and not drawn <= listed:
                lesson = replace(lesson, priced=False)  # a cost only as the review lists it
            if lesson is not None:  # under it: its decisions as the Review lists them,
                self.behind[p] = behind_text(   # or that it lists none of them (F314)
                    [m for m in self.entries.get(p, []) if m.index in drawn])
        return lesson_text(lesson, costly, p in self.hinted, self.above)

    def review_done(self, mistakes: dict[int, list] | None,
                    unsure: dict[int, int] | None = None) -> None:
        """The review has ended: each person's costliest moves (its list's first NAMED),
        or None (cancelled, failed); `unsure`: per person, the decisions off the coach's
        choice whose cost is not sure (said where none is named)."""
        self.mistakes = {p: list(ms[:NAMED]) for p, ms in (mistakes or {}).items()}
        self.entries = {p: list(ms) for p, ms in (mistakes or {}).items()}
        self.listed = {p: {m.index for m in ms} for p, ms in (mistakes or {}).items()}
        self.review_ended = mistakes is not None
        self.review_over = True
        self.unsure = dict(unsure or {}) if mistakes is not None else {}
        for p, _, _ in self.rows:
            self.costly[p] = costliest_text(self.mistakes.get(p, []),
                                            (unsure or {}).get(p, 0)) \
                if mistakes is not None else t("lesson.costly.failed")
        if self.ready:
            self._say()

    def review_working(self, done: int, total: int) -> None:
        words = t("lesson.costly.working", percent=round(100 * done / max(1, total)))
        for p, _, _ in self.rows:
            self.costly[p] = words

    def height(self, width: int, room: int) -> int:
        """How tall the card is at `width` in at most `room`: the title, each lesson and
        its moves whole, the notes (taller than `room`: it scrolls, as many whole lines
        shown as `room` holds): with the room kept for what is to come, so the screen
        lays the card out once."""
        used, scrolls = self._fit(width, room, tight=False)[2:4]
        return _snapped(room) if scrolls else used

    def least(self, width: int) -> int:
        """The least height that says something: the title and one line of each lesson
        and of its moves (the notes whole)."""
        line = line_height(SIZE)
        notes = sum(len(wrap(n, SIZE - 1, width - 2 * PAD)) for n in self.notes)
        each = 2 if self.reviewed else 1
        return line + 20 + (line * each + 4) * len(self.rows) + line * notes

    def _fit(self, width: int, room: int, tight: bool = True
             ) -> tuple[list, list[str], int, bool, bool]:
        """Each row's lines, whole, (words, ink) with None for a line kept for what is to
        come; the notes' lines; the height all of it takes; whether it scrolls (taller
        than `room`: its lines then narrower by the scroll bar's groove); and whether the
        room of every lesson is kept (`_lesson_room`). Where that room does not fit
        (a large text in a small window) and `tight`, the room of the person's own lesson
        alone, scrolling only where that needs it (never over lines kept for a lesson
        that did not come). Nothing is cut (F056)."""
        tries = ((True, False), (False, False), (False, True)) if tight else \
            ((True, False), (True, True))
        for every, scrolls in tries:
            inner = width - 2 * PAD - (BAR + PAD if scrolls else 0)
            rows, notes, used = self._lines(inner, every)
            if used <= room:
                break
        return rows, notes, used, scrolls, every

    def _lines(self, inner: int, every: bool = True) -> tuple[list, list[str], int]:
        """The rows' and the notes' lines at `inner` (`every`: the room of every lesson
        kept, `_lesson_room`), and the height they take. Once the verdict is said, the
        room kept for what did not come stands at the card's foot, each row's lines
        together (between a lesson and its moves it read as a slot left unfilled)."""
        line = line_height(SIZE)
        words_w = inner - px(26)
        notes = [part for note in self.notes for part in wrap(note, SIZE - 1, inner)]
        kept = self._kept(words_w)
        rows = []
        for p, words, colour in self.rows:
            ink = WORDS if self.said else MOVES           # (the quiet line meanwhile)
            lines = [(w, ink) for w in wrap(words, SIZE, words_w)]
            behind = wrap(self.behind[p], SIZE, words_w) if p in self.behind else []
            lines += [(w, MOVES) for w in behind]
            lines += [(None, MOVES)] * (self._lesson_room(p, words_w, every) - len(lines))
            costly = self._costly_lines(p, words_w, kept) if self.reviewed else []
            lines += [(w, MOVES) for w in costly] + [(None, MOVES)] * (kept - len(costly))
            rows.append((p, lines, colour))
        if self.said and rows:      # nothing more to come: each row's lines together, the
            kept_room = [(None, MOVES)] * sum(  # room kept for them at the card's foot
                w is None for _, lines, _ in rows for w, _ in lines)
            rows = [(p, [x for x in lines if x[0] is not None], colour)
                    for p, lines, colour in rows]
            rows[-1][1].extend(kept_room)
        used = line + 12 + sum(line * len(lines) + 4 for _, lines, _ in rows) \
            + line * len(notes)          # (the title, the lines, as `_snapped` counts)
        return rows, notes, used

    def _lesson_room(self, p: int, width: int, every: bool = True) -> int:
        """The lines a person's lesson and the Review's entries behind it keep: the room
        of the longest they can be, so that nothing moves when they come. From the first
        frame that of any kind of lesson, or none (`every`); else (the card's room too
        small for it) that of the person's own once it has come, its sentence as it may
        read after the review (lesson_text; a lesson it lists none of is withdrawn)."""
        if every:
            sayable = self._sayable(p)
        elif self.ready and self.reviewed and self.lessons:
            lesson = self.lessons.get(p)
            sayable = [(lesson_text(said, costly, p in self.hinted, self.above),
                        said is not None) for costly in (True, False)
                       for said in (lesson, None)]
        else:
            return 0
        return max(len(wrap(t("lesson.row", name=self.names[p], lesson=said), SIZE, width))
                   + (self._behind_most(width) if lesson else 0) for said, lesson in sayable)

    def _sayable(self, p: int) -> list[tuple[str, bool]]:
        """Every sentence person p's row may say at its longest, each with whether it is
        a lesson (the Review's entries then come under it): each kind's lesson over every
        round, priced as its kind is, with the Hint's moves behind it; the sentences
        without one; the quiet line meanwhile."""
        if p not in self._sayings:
            every, many = tuple(range(1, ROUNDS + 1)), tuple(range(12))
            hinted = p in self.hinted
            told = [lesson_text(Lesson(p, kind, 999.0, len(many), many[:MOVES_NAMED],
                                       len(many), every, kind in REVIEWED, many, banish,
                                       advised), None, hinted, self.above)
                    for kind in KINDS for banish in (True, False) for advised in ((), many)]
            bare = [lesson_text(None, costly, hinted, self.above)
                    for costly in (True, False, None)] + [t("lesson.failed"),
                                                          t("lesson.working")]
            self._sayings[p] = [(said, True) for said in told] + \
                [(said, False) for said in bare]
        return self._sayings[p]

    def _behind_most(self, width: int) -> int:
        """The lines the Review's entries behind a lesson take at most (none where no
        review comes)."""
        if not self.reviewed:
            return 0
        late = Mistake(0, 6, 0, {}, {}, 22.0, None, 12)
        return max(len(wrap(behind_text(entries), SIZE, width))
                   for entries in ([], [late] * MOVES_NAMED))

    def _costly_lines(self, p: int, width: int, kept: int) -> list[str]:
        """A person's costliest moves in the lines kept for them: as many of the moves
        (costliest first) as those lines hold whole, at least one (German at 150 % in
        the smallest window: three preliminary placements need a third line; the Review
        lists them all)."""
        lines = wrap(self.costly.get(p, ""), SIZE, width)
        named = self.mistakes.get(p) or []
        while len(lines) > kept and len(named) > 1:
            named = named[:-1]
            lines = wrap(costliest_text(named), SIZE, width)
        return lines

    def _kept(self, width: int) -> int:
        """The lines kept for a person's costliest moves at `width`: as many as the longest
        they can be (the costliest NAMED, late in the game) need, at most COSTLY_LINES, so
        the card's height is the same before and after the review."""
        if not self.reviewed:
            return 0
        late = Mistake(0, 6, 0, {}, {}, 22.0, None, 12)      # "Round 6, your 12th move"
        early = Mistake(0, 0, 0, {}, {}, 22.0, None, 12, early=True)   # "Preliminary
        acts = [costliest_text([Mistake(0, 6, 0, {"type": k}, {}, 22.0, None, 12)] * NAMED)
                for k in (*ACTIONS, *FLOW)]    # ("your Appointment, 12th move of round 6")
        need = max(len(wrap(words, SIZE, width)) for words in (      # round, your 12th
            costliest_text([late] * NAMED), costliest_text([early] * NAMED),  # placement"
            costliest_text([], 99), costliest_text([]),   # none named (some not sure)
            t("lesson.costly.working", percent=100), *acts))
        return min(COSTLY_LINES, need)

    def handle_event(self, event) -> bool:
        """The mouse lights the row under it; a click on one opens its costliest move; the
        wheel over a card too small for it scrolls it (True: the event was taken)."""
        if event.type == pygame.MOUSEMOTION:
            self.point(event.pos)
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL and self.total > self.view > 0 \
                and self.rect.collidepoint(self.mouse):
            self.scroll_by(-event.y)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            p = self.at(event.pos)
            if p is not None and self.mistakes.get(p) and self.open_at is not None:
                self.open_at(self.mistakes[p][0])
                return True
            if p is not None and self._to_review(p):
                self.open_review()
                return True
        return False

    def _to_review(self, p: int) -> bool:
        """Person p's row names no costly move but counts some off the coach's choice
        with their cost not sure: a click opens the Review, which lists each."""
        return not self.mistakes.get(p) and self.unsure.get(p, 0) > 0 \
            and self.open_review is not None

    def scroll_by(self, dy: int) -> None:
        """A line on or back: the view stops where a line begins, each line whole."""
        on = [v for v in self._stops if (v > self.scroll if dy > 0 else v < self.scroll)]
        if on:
            self.scroll = min(on) if dy > 0 else max(on)

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
        each person's lesson and costliest moves, the notes; where they need more than
        `rect`, under the title they scroll, with a scroll bar and a fade at the edge
        where more lies."""
        self.hits = []
        self.drawn = []
        line = line_height(SIZE)
        if not self or rect.h < 2 * line:
            return
        rows, notes, used, scrolls, every = self._fit(rect.w, rect.h)
        rect = self.rect = pygame.Rect(rect.x, rect.y, rect.w, _snapped(rect.h) if scrolls
                                       else used if every else rect.h)  # (its place kept)
        draw_card(surf, rect)
        y = rect.y + 6
        surf.blit(text(t("lesson.title"), SIZE + 1, TITLE, bold=True), (rect.x + PAD, y))
        y += line + 4
        body = pygame.Rect(rect.x + 2, y - 2, rect.w - 4, rect.bottom - 4 - (y - 2))
        self.body = body
        self.total, self.view = used - (y - 2 - rect.y) - 4, body.h
        self._stops = _stops(rows, notes, line, body.h) if scrolls else [0]
        self.scroll = min(self._stops, key=lambda v: abs(v - self.scroll))
        y -= self.scroll
        clip = surf.get_clip()
        surf.set_clip(body.clip(clip) if clip else body)
        for p, lines, colour in rows:
            said = max((k + 1 for k, (w, _) in enumerate(lines) if w), default=len(lines))
            row = pygame.Rect(rect.x + 4, y - 2, body.w - 4 - (BAR + PAD if scrolls else 0),
                              line * said + 4)      # (lit: its words, not the room after)
            lit = self.hover == p and (bool(self.mistakes.get(p)) or self._to_review(p))
            if row.colliderect(body):
                self.hits.append((row.clip(body), p))
            if lit:
                glow = pygame.Surface(row.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (255, 255, 255, 26), glow.get_rect(), border_radius=8)
                surf.blit(glow, row.topleft)
            surf.blit(art.novice(colour, px(18)), (rect.x + PAD, y))    # grown with the words
            for k, (words, ink) in enumerate(lines):
                if words:
                    img = text(words, SIZE, HINT if lit else ink)
                    r = img.get_rect(topleft=(rect.x + PAD + px(26), y + k * line))
                    surf.blit(img, r)
                    if body.contains(r):
                        self.drawn.append((words, r))
            y += line * len(lines) + 4
        for note in notes:
            img = text(note, SIZE - 1, HINT)
            r = img.get_rect(topleft=(rect.x + PAD, y))
            surf.blit(img, r)
            if body.contains(r):
                self.drawn.append((note, r))
            y += line
        surf.set_clip(clip)
        if scrolls:
            self._more(surf, body)
        if self.hover is not None and (self.mistakes.get(self.hover)
                                       or self._to_review(self.hover)):
            words = t("lesson.open.review")
            if self.mistakes.get(self.hover):         # (its action named, as listed)
                move = lesson_turn(self.mistakes[self.hover][0])
                words = t("lesson.open", move=move[:1].upper() + move[1:])
            tip = text(fit(words, SIZE - 1, rect.w // 2), SIZE - 1, HINT)
            surf.blit(tip, (rect.right - tip.get_width() - PAD, rect.y + 7))

    def _more(self, surf: pygame.Surface, body: pygame.Rect) -> None:
        """The cue that more lies above or below: the scroll bar, and the card's ground
        fading over the cut edge."""
        groove = pygame.Rect(body.right - BAR - 4, body.y + 2, BAR, body.h - 4)
        self.bar = groove
        draw_scroll_bar(surf, groove, self.scroll, self.total)
        fade = max(6, line_height(SIZE) // 4)
        for edge, more in ((body.top, self.scroll > 0),
                           (body.bottom - fade, self.scroll < self.total - self.view)):
            if more:
                band = _fade(body.w - BAR - 10, fade, edge == body.top)
                surf.blit(band, (body.x, edge))


def _stops(rows: list, notes: list, line: int, view: int) -> list[int]:
    """Where a scrolling card's view may stand: at each line's top (the lines' places
    as `draw` lays them), up to the first from which the last line shows whole."""
    tops, y = [], 0
    for _, lines, _ in rows:
        tops += [y + k * line for k in range(len(lines))]
        y += line * len(lines) + 4
    tops += [y + k * line for k in range(len(notes))]
    end = tops[-1] + line + 4 - view if tops else 0
    return [v for v in tops if v < end] + [min((v for v in tops if v >= end), default=0)]


def _snapped(room: int) -> int:
    """A scrolling card's height in `room`: its title and as many whole lines as fit."""
    line = line_height(SIZE)
    return line + 16 + max(1, (room - line - 16) // line) * line


def _fade(w: int, h: int, top: bool) -> pygame.Surface:
    """The card's ground growing over `h` px (from the edge at the top or the bottom)."""
    key = (w, h, top)
    band = _fades.get(key)
    if band is None:
        band = pygame.Surface((w, h), pygame.SRCALPHA)
        for k in range(h):
            a = int(220 * ((h - k) / h if top else (k + 1) / h))
            pygame.draw.line(band, (*CARD_GROUND, a), (0, k), (w, k))
        _fades[key] = band
    return band
