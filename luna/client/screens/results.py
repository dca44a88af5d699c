"""The end of the game: the final count, a chart of the game round by round and the
winner celebrated; the round-by-round table one click away; a replay of the game step by
step.

Under the final table stands each person's lesson (results/lesson_card.py): the screen's
`lesson` is drawn into `lesson_rect` (as tall as its lines can come to be, from the
first frame: the table, the card and the chart never move as the lessons and the review
come; the chart takes the rest) and is offered each event first. A worker draws each
person's lesson as the screen opens, then the Master's review of the persons' decisions
(in a worker process, never in the window's own: its frames stay smooth; the lessons
take up to a second of CPU); until the lessons come a quiet line on the card says they
are being drawn. The lesson card names each person's costliest moves from the review
when it is done, and the Review button shows that same review (going on, or done): one
review, so the two name the same moves. A click on a person's row opens the replay at
their costliest move.

The heading is results/winner_line.py's, the final count's table results/final_table.py's;
this screen lays them out with the lesson and the chart, and holds the buttons.
"""

from __future__ import annotations

import random

import pygame

from ...ai.judge import budget
from ...ai.lessons import hint_led
from ...engine import Game, replay
from ...engine.versions import NEWEST as NEWEST_RULES
from ...seats import level_above, seats_of
from ...text import t
from ...text.review_text import replay_why
from ..after_game import after_game
from ..board.backdrop import draw_backdrop
from ..game.round_table import RoundTable, draw_round_table, round_table, running_totals
from ..game.score_chart import Chart, draw_chart
from ..opening import deal_again, open_game, was_dealt
from ..results.final_table import columns, draw_final_table, head_h, row_h
from ..results.lesson_card import LessonCard
from ..results.winner_line import TITLE, draw_header, line_h
from ..tables.reviewer import Reviewer
from ..widgets import palette as P
from ..widgets.celebration import Celebration
from ..widgets.overlays import draw_card
from ..widgets.row_widths import even
from ..window import caches, fonts
from ..window.fonts import font, line_height, px, text
from ..window.fonts import wrap as wrap_lines
from . import MENU_FONT, ButtonScene

COUNT_UP = 1.2            # seconds the totals count up (at once with reduced motion)
CHART_PLOT = 72           # the chart's least plot height: the lessons give way below it
CHART_GOOD = 140          # a plot this high reads well: lower, the lesson goes beside it
SIDE_SHARES = (0.5, 0.55, 0.6, 0.65)    # the lesson's share of the row, side by side


def rules_note(game: Game) -> str | None:
    """A line naming the rules version of a game not played by the newest rules."""
    version = game.state.rules.version
    return None if version == NEWEST_RULES else t("rules.older", version=version)


def tie_note(game: Game) -> str | None:
    """A line where the council broke a tie for first place: who wins it and why (F057)."""
    final = game.state.final
    if not final:
        return None
    order, scores = game.standing(), final["scores"]
    tied = [p for p in order if scores[p] == scores[order[0]]]
    if len(tied) < 2:
        return None
    names = game.state.names
    return t("results.tie", winner=names[tied[0]],
             others=", ".join(names[p] for p in tied[1:]), score=scores[tied[0]])


def notes_of(game: Game) -> list[str]:
    """The lines under the winner line: the rules version, the council's tie."""
    return [n for n in (rules_note(game), tie_note(game)) if n]


def chart_of(table: RoundTable, colours: list[str]) -> Chart:
    cols, totals = running_totals(table)
    labels = [t("results.chart_start") if c == "start" else t("results.chart_final")
              if c == "final" else t("results.chart_round", round=c) for c in cols]
    return Chart(labels, totals, list(colours))


class ResultsScene(ButtonScene):
    rules_section = "final"         # F1: the final scoring's rules
    paints_window = True      # the backdrop first, over the whole window

    def __init__(self, app, game: Game, persons: list[int] | None = None,
                 rated: bool = True, again: bool = False,
                 iterations: int | None = None,
                 hinted: dict[int, dict] | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.again = again and was_dealt(game)          # Play again offered
        self.snap = game.snapshot()
        self.table = round_table(game)             # read once: the chart and the rounds
        self.chart = chart_of(self.table, self.snap["colours"])
        self.rounds: RoundTable | None = None      # shown instead of the final count
        self.drawn: list = []                      # the words as drawn (the layout check)
        self.still = bool(getattr(app.settings, "reduced_motion", False))
        self.age = 0.0
        if persons is None:                        # the persons at this screen
            persons = [p for p, s in enumerate(seats_of(game.header)) if s.is_human]
        # sparks for a person's win (or a game of computers only), not for a computer
        # that beat the persons here: it keeps its name, moon and glow
        party = not persons or self.snap["final"]["winner"] in persons
        self.party = Celebration(self.still or not party)
        # the seats that played the Hint's moves on most turns: their lesson says so and
        # their profile's rating does not rise by the game (the win, the Hint's, suggests
        # the level above for a contest: profiles/suggestion.py)
        self.hinted = dict(hinted or {})    # log index -> the Hint's move shown there
        led = hint_led(game.header, game.log, hinted) if hinted else frozenset()
        after = after_game(game, persons, app.save_dir, rated, led=led)
        persons = persons if game.is_over else []
        # the lessons, then the Master's review, made once for this screen and the Review
        # by a worker, never on the window's thread (the lessons take up to a second of
        # CPU); the review in a worker process only: where there is none, the lessons in
        # a thread and the Review makes the review when asked
        self.reviewer = Reviewer(game.header, game.log, persons, iterations or budget(),
                                 use_process=app.worker_process, lessons=True,
                                 review=app.worker_process, shown=hinted) \
            if persons else None
        self.lesson = LessonCard(dict.fromkeys(persons), self.snap["names"],
                                 self.snap["colours"], after.notes, self._open_at,
                                 reviewed=bool(persons) and app.worker_process,
                                 ready=not persons,
                                 hinted=led, above=level_above(game.header),
                                 open_review=self._open_review) \
            if persons or after.notes else None
        self._told = False
        self._dropped = False
        self.lesson_rect = pygame.Rect(0, 0, 0, 0)
        self.table_rect = self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self._head_pad = px(8)                     # room over and under its headings
        self.head_cols: list[pygame.Rect] = []     # the number columns' heading spans
        self._tight = False                        # laid out short of height
        self._side = False                         # the lesson and the chart side by side
        self._rounds_img: tuple | None = None      # the round table, drawn once per size
        self.round_parts: dict = {}                # its form, marks and figures as drawn
        self.row_rects: list[pygame.Rect] = []     # the final table's rows' bands as drawn
        self._poll_review()

    # -- where things stand ---------------------------------------------------------------
    def _note_lines(self) -> list[str]:
        """The notes under the winner line (notes_of), wrapped to the window less a margin
        (the council's tie ran out of a 1024x700 window at 150 % on one line)."""
        return [line for note in notes_of(self.game)
                for line in wrap_lines(note, 14, self.app.size[0] - 2 * px(20))]

    def _width(self) -> int:
        """The table's and the chart's width: what the words need, and at least about
        three quarters of a wide window; the window's less a margin where the lesson and
        the chart stand side by side."""
        w = self.app.size[0]
        return w - 40 if self._side else min(w - 40, max(int(w * 0.72), 640))

    def _squeezed(self) -> bool:
        """Short of height (the tight look, or the lesson beside the chart): the final
        table's headings take smaller words before two lines."""
        return self._tight or self._side

    def _foot(self) -> int:
        """The room under the last row's band: as much as over the headings (the last row
        never sits on the card's border)."""
        return max(6, self._head_pad)

    @staticmethod
    def _button_h() -> int:
        return max(46, font(MENU_FONT, True).get_height() + 12)

    def _layout(self) -> None:
        """The table, the lesson and the chart between the title and the buttons: the
        lesson under the table and the chart under it where the lesson stands whole and
        the chart keeps a good plot; else the lesson and the chart side by side under the
        table, as wide as the window allows (German at 150 % in the smallest window: the
        lesson scrolled in two lines, the chart's plot 58 px high). Where a large text
        in a small window still leaves the lesson no line, the table's headings' room,
        the gaps and the chart's least plot give a little (the lesson is what a player
        reads next; what still does not fit scrolls in its card)."""
        self._side = False
        self._lay(False)
        if self.lesson is None:
            return
        whole = self.lesson.height(self.lesson_rect.w, 10 ** 6)
        if self.lesson_rect.h >= whole and self._plot_h() >= px(CHART_GOOD):
            return
        self._side = True
        for tight in (False, True):             # (still short: the tight look, the
            self._lay(tight)                    # lesson's lines scrolling in its room)
            if self.lesson_rect.h >= self.lesson.height(self.lesson_rect.w, 10 ** 6):
                break

    def _plot_h(self) -> int:
        """The chart's plot height as laid (its card less its title, scale and labels)."""
        return self.chart_rect.h - px(12) - 2 * line_height(13) - 2 \
            - font(15, True, display=True).get_height()

    def _lay(self, tight: bool) -> None:
        w, h = self.app.size
        gap = px(10)
        between = 3 if tight else gap                  # the lesson and the chart
        self._tight = tight                            # (the headings' plan too)
        self._head_pad = 3 if tight else px(8)          # (px: never under 6)
        plot = 60 if tight else CHART_PLOT         # (the least a chart reads at)
        self.buttons_y = h - self._button_h() - max(16, int(h * 0.03))
        top = int(h * 0.02) + font(TITLE, True, display=True).get_height() \
            + line_h() + px(14)
        top += line_height(14) * len(self._note_lines())
        n = self.snap["players"]
        name_w, cols = columns(self.snap, self._width() - px(24), self._squeezed())
        tw = name_w + sum(cols) + px(24)
        th = head_h(self.snap, self._width() - px(24), self._squeezed()) + 2 * self._head_pad \
            + n * row_h() + self._foot()
        self.table_rect = pygame.Rect(w // 2 - tw // 2, top, tw, th)
        chart_least = plot + px(12) + 2 * line_height(13) + 2 \
            + font(15, True, display=True).get_height()     # its title, scale and labels
        lesson_top = self.table_rect.bottom + (3 if tight else gap // 2)
        if self._side:                           # side by side: the lesson left, as tall
            self._lay_side(lesson_top, gap)      # as its lines, the chart right
            return
        room = self.buttons_y - gap - chart_least - between - lesson_top
        need = self.lesson.height(tw, room) if self.lesson is not None else 0
        self.lesson_rect = pygame.Rect(self.table_rect.x, lesson_top, tw,
                                       max(0, min(need, room)))
        chart_top = self.lesson_rect.bottom + between
        cw = tw
        self.chart_rect = pygame.Rect(w // 2 - cw // 2, chart_top, cw,
                                      self.buttons_y - gap - chart_top)

    def _lay_side(self, top: int, gap: int) -> None:
        """The lesson and the chart side by side under the table, as wide as it: the
        lesson on the left, half the row or more where its lines need it (scrolling only
        where they fill the room down to the buttons even so), as tall as its lines; the
        chart the rest of the row, down to the buttons."""
        row = self.table_rect
        bottom = self.buttons_y - gap
        for part in SIDE_SHARES:                 # the lesson wider where it needs it
            lw = int((row.w - gap) * part)
            need = self.lesson.height(lw, bottom - top)
            if need <= bottom - top and self.lesson.height(lw, 10 ** 6) == need:
                break
        self.lesson_rect = pygame.Rect(row.x, top, lw, max(0, min(need, bottom - top)))
        self.chart_rect = pygame.Rect(row.x + lw + gap, top, row.w - lw - gap, bottom - top)

    def _names(self) -> tuple:
        """The buttons' names and their words (the first shown; the rest the same
        button's other words, which its width holds too)."""
        return (("rounds", ("results.rounds", "results.title")),
                ("replay", ("results.replay",)), ("review", ("review.title",))) \
            + ((("again", ("results.again",)),) if self.again else ()) \
            + (("main", ("menu.main",)),)

    def _plan_buttons(self) -> None:
        """The buttons' face and gap: the menus' face where the row's words fit, else the
        plain face, then closer together, then a size smaller (German at 150 % in the
        smallest window ran the row off both edges, "Runde für Runde" and "Hauptmenü"
        cut; a second row would leave the round table no room)."""
        w, _ = self.app.size
        names = self._names()
        # (the theme's faces: assets/theme.json); the words' air grows with the text (no #
        # label fills its button edge to edge)
        faces = (("#menu_button", MENU_FONT, px(36), 14), (None, 15, px(30), 14),
                 (None, 15, 18, 8), ("#panel_button", 13, 14, 6))
        for face in faces:
            look, size, pad, gap = face
            f = font(size, bold=True)
            needs = [max(f.size(t(k))[0] for k in keys) + pad for _, keys in names]
            if sum(needs) + (len(names) - 1) * gap <= min(w - 40, len(names) * px(260)):
                break
        self._button_look, self._button_gap = look, gap
        self._button_row = list(zip(names, needs, strict=True))

    def enter(self) -> None:
        if not self._dropped:             # the finished game's pictures: drawn again if
            self._dropped = True          # the player goes back to its board
            for below in self.app.scenes:
                board = getattr(below, "board", None)
                if hasattr(board, "forget"):
                    board.forget()
            fonts.forget_rendered()
            caches.drop_game()
        self._plan_buttons()
        self._layout()
        w, _ = self.app.size
        row, gap = self._button_row, self._button_gap
        needs = [need for _, need in row]
        gaps = (len(row) - 1) * gap
        room = min(w - 40, len(row) * px(260)) - gaps
        # one width where the words allow: the row a little wider if the window holds it
        widths = even(needs, max(room, min(w - 40 - gaps, max(needs) * len(needs))))
        x = w // 2 - (sum(widths) + gaps) // 2
        for ((name, keys), _), bw in zip(row, widths, strict=True):
            key = keys[-1] if name == "rounds" and self.rounds is not None else keys[0]
            self.add_button((x, self.buttons_y, bw, self._button_h()), t(key), name,
                            self._button_look)
            x += bw + gap

    def handle_event(self, event) -> None:
        if self.lesson is not None and self.lesson.handle_event(event):
            return
        name = self.pressed(event)
        if name is None:
            return
        if name == "rounds":
            self.rounds = None if self.rounds is not None else self.table
            button = next(b for b, n in self.buttons.items() if n == "rounds")
            button.set_text(t("results.title" if self.rounds else "results.rounds"))
        elif name == "main":
            self.app.goto("menu")
        elif name == "again":
            open_game(self.app, deal_again(self.game, random.randrange(1 << 31)))
        elif name == "review":
            self._open_review()
        else:
            self.app.open("replay", self.game)

    def _open_review(self) -> None:
        r = self.reviewer          # the same review, unless it was cancelled or failed
        shared = r if r is not None and r.reviews \
            and (not r.done or r.result is not None) else None
        self.app.open("review", self.game, reviewer=shared, shown=self.hinted)

    def _open_at(self, m) -> None:
        """A person's row was clicked: the replay at their costliest move, the move played
        and the Master's marked, as the Review opens it."""
        if self.rounds is None:
            before = replay(self.game.header, self.game.log[:m.index]).snapshot()
            self.app.open("replay", self.game, at=m.index, marks=(m.played, m.preferred),
                          why=replay_why(m, before))

    def lessons_ready(self) -> bool:
        """The lessons stand on the card (or there are none to draw)."""
        return self.lesson is None or self.lesson.ready

    def _poll_review(self) -> None:
        """What the worker has said since: the lessons, how far the review is, or its
        costliest moves, each into the room the card kept for it (nothing moves)."""
        r = self.reviewer
        if r is None or self.lesson is None or self._told:
            return
        r.poll()
        if not self.lesson.ready and r.lessons_done:   # (into the room kept for them
            self.lesson.lessons_done(r.lessons)       # from the first frame: laid out once)
        self._told = r.done
        if not r.reviews:
            return
        if r.done:
            self.lesson.review_done(*((r.result.mistakes, r.result.unsure)
                                      if r.result is not None else (None,)))
        else:
            self.lesson.review_working(*r.progress)

    def leave(self) -> None:
        if self.reviewer is not None and not self.reviewer.done:
            self.reviewer.cancel()

    def update(self, dt: float) -> None:
        self.age += dt
        self.party.update(dt)
        self._poll_review()

    # -- drawing ---------------------------------------------------------------------------
    def shown(self) -> float:
        """How far the count-up and the chart's lines have come (0-1)."""
        return 1.0 if self.still else min(1.0, self.age / COUNT_UP)

    def draw(self, surf: pygame.Surface) -> None:
        draw_backdrop(surf)
        w, h = surf.get_size()
        self.drawn = []
        band = draw_header(surf, self.snap, self.party, self.table_rect.top, self.drawn)
        y = int(h * 0.02) + font(TITLE, True, display=True).get_height() + line_h() \
            + px(4)
        for line in self._note_lines():
            s3 = text(line, 14, P.INK_DIM)
            self.drawn.append((line, surf.blit(s3, s3.get_rect(midtop=(w // 2, y)))))
            y += line_height(14)
        if self.rounds is not None:
            img, box, drawn = self._round_table()
            draw_card(surf, box)
            surf.blit(img, (0, 0))
            self.drawn += drawn
            return
        self._final_table(surf)
        if self.lesson is not None:
            self.lesson.draw(surf, self.lesson_rect)
        self.drawn += draw_chart(surf, self.chart, self.chart_rect, t("results.chart"),
                                 self.shown())
        self.party.draw(surf, band)

    def _round_table(self) -> tuple[pygame.Surface, pygame.Rect, list]:
        """The round-by-round table drawn once per size (on a card as wide as it is):
        its picture, its card and its words as drawn."""
        w, h = self.app.size
        top = self.table_rect.y
        key = (w, h, top, self.buttons_y, t("results.title"))
        if self._rounds_img is None or self._rounds_img[0] != key:
            img = pygame.Surface((w, h), pygame.SRCALPHA)
            pad = px(14)                # the card's margin round all it drew, every side
            side = 10 + pad + 8                 # (its rows' bands reach 8 px further out)
            self.round_parts = {}           # (the tests: its form, marks and figures)
            drawn = draw_round_table(img, self.rounds, self.snap,
                                     (side, top + pad, w - 2 * side,
                                      self.buttons_y - 16 - 2 * pad - top), self.round_parts,
                                     self.game.standing())
            box = img.get_bounding_rect().inflate(2 * pad, 2 * pad)     # all it drew
            for _, r in drawn:                  # (a word's own box: its descenders too)
                box.union_ip(r.inflate(2 * pad, 2 * pad))
            box = box.clip(pygame.Rect(10, top, w - 20, self.buttons_y - 8 - top))
            self._rounds_img = (key, img, box, drawn)
        return self._rounds_img[1:]

    def _final_table(self, surf) -> None:
        self.head_cols, self.row_rects = draw_final_table(
            surf, self.snap, self.game.standing(), self.table_rect, self._width() - px(24),
            self._squeezed(), self._head_pad, self.shown(), self.drawn)
