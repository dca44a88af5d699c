"""The guided game's part of the game screen: the instruction panel's words and buttons
(a step, a note with its Continue, or free play with its tips), what its buttons do, and
the tip asked for each of the learner's turns after the script. A part of `GameScene`
(scenes/game.py), used only when the table is a `TutorialTable`."""

from __future__ import annotations

import pygame

from ...text import i18n, t
from ...text.moves import move_text
from ...text.narrate import advice_text
from .. import fonts
from ..board.targets import Player
from ..widgets.panel import FOLDED, STRIP
from . import lessons
from .lesson_view import TRAY_GAP
from .lessons import STEPS, instruction, tellings

LESSON_FORMS = ((0, False), (1, False), (FOLDED, False), (STRIP, True), (STRIP, False))
#                the guided game's cards' forms, fullest first: (panel.tray, board_foot)
LONG_STEPS = 1          # steps a fuller form may leave to scroll: the cards keep their feet
#                         the whole game for them (the toolbar's freed room made a line each
#                         win by one step at 1280x800: the supply gone again)


class LessonScene:
    tip_turn: int | None = None             # the log's length when a tip was last asked
    lesson_shown = False                    # the instruction panel planned this frame
    cards_top: int | None = None            # the players' cards' top, as last drawn
    _lesson_form: tuple | None = None       # (what lesson_form depends on, it)

    def plan_lesson(self, highlights: set, dock: pygame.Rect, head: int = 18
                    ) -> pygame.Rect | None:
        """Where the guided game's instruction panel stands this frame (lesson_view.py),
        `dock` being where the log will be (its heading `head` px tall), the log's last
        lines kept in sight under it, under their heading (over the card the heading named
        the card; where the log gives the card its whole place, it has the heading's room
        too); None while a round's summary goes first."""
        tb, busy = self.table, self.blocked
        step, note = tb.step, tb.note
        self.lesson_shown = False
        if note is not None and (self.summary is not None or self._summary_due is not None):
            self.lesson.box, self.lesson.buttons = None, {}   # the round's summary first:
            return None                                        # one Continue at a time
        buttons = [("back", t("tutorial.back"))] if tb.can_undo() and not busy else []
        kicker, reserve, do = None, (), ""
        if note is not None:
            title, body, lit = note.title, note.body, set()
            buttons = [("continue", t(note.button))]
        elif step is None:
            title, body, lit = t("tutorial.free.title"), self.tip_words(), set()
            do = body[len(t("tutorial.free")):].strip()     # the tip: what to do now
            body = (body, do) if do else body
            buttons.append(("tips", t("tutorial.tips_on" if tb.tips else "tutorial.tips_off")))
        else:                     # "Step 9 of 20" over the lesson's name, apart from it
            n = tb.step_index + 1
            kicker = (t("tutorial.step", n=n, total=tb.steps_total), n, tb.steps_total)
            title, do = lessons.title(step), instruction(step)
            body, lit = (lessons.words(step), do), highlights
            if tb.may_act and not busy:
                buttons.append(("skip", t("tutorial.skip")))
            reserve = (*([t("tutorial.back")] if tb.can_undo() else []), t("tutorial.skip"))
        if self.help_rect is not None:      # a move being built: its instructions stay seen
            dock = pygame.Rect(dock.x, dock.y, dock.w, max(0, self.help_rect.top - 6 - dock.y))
        self.lesson_shown = True
        row, headed = self.panel.log_row_height(), head + 4 + 10   # the log's last lines
        keep = (3 * row + headed, 2 * row + headed, 2 * row + 10) + (   # stay in sight
            (0,) if self.help_rect is not None or note is not None else ())   # (under their
        #                         heading where it has room), but not before a note read
        if self.ring is not None and not busy:   # the tray has the log's top (the log veiled):
            return self.lesson.plan_by_tray(     # the card folds to what to do, beside it
                self.lay.board, self.ring.rect, dock, self.cards_top or dock.top,
                self.board.hits, lit, title, do or (body if isinstance(body, str) else body[0]),
                buttons, kicker)
        box = self.lesson.plan(self.lay.board, dock, self.board.hits, lit, title, body,
                               buttons, 0, kicker, keep, reserve)
        if do and self.help_rect is not None and self.lesson.groove is not None:
            room = pygame.Rect(box.x, box.y, box.w, max(0, dock.bottom - box.y)) \
                if self.lesson.docked else box      # a move's help under it
            box = self.lesson.fold(self.lay.board, room, self.board.hits, lit, title, do,
                                   buttons, kicker, self.cards_top)   # what to do now, whole
        return box

    def lesson_under_tray(self, width: int) -> int:
        """The room (px) a step's card wants under an action tray: its instruction whole,
        folded (`LessonView.plan_by_tray`); 0 where there is no step. The tray is laid out
        in the rest (fresh players at 150 %: the card squeezed into 2 lines over the
        players' cards beside a tray that filled the panel)."""
        step = self.table.step
        if step is None or self.table.note is not None:
            return 0
        do = instruction(step)
        return self.lesson._measure("", (do, do), width, [], None).natural \
            + TRAY_GAP

    def lesson_form(self) -> int:
        """The players' cards' form (panel.tray) all through a guided game: the fullest
        (LESSON_FORMS) whose log place holds as many steps' cards whole, with the log's
        last two lines under them, as any form does but LONG_STEPS (a fresh player at
        1280x800 saw a line
        each chosen for one long step, an empty band at the panel's foot, the supply
        only in a hover text); where most steps cannot be whole in any (a small window,
        large words), a line each (STRIP), the card then as tall as it can be in the panel
        (fresh players: at 150 % it stood over the temple and the islands). One form the
        whole game: cards that change form as the steps go "jumped"."""
        key = (tuple(self.lay.panel), self.lay.buttons_top, fonts.scale, fonts.window,
               i18n.language(), self.snap["players"])
        if self._lesson_form is None or self._lesson_form[0] != key:
            self._lesson_form = (key, *self._fullest_form())
        self.panel.board_s, self.panel.board_foot = None, self._lesson_form[2]
        return self._lesson_form[1]

    def _fullest_form(self) -> tuple[int, bool]:
        """lesson_form's choice, measured: (the cards' form, the scoreboard's foot)."""
        kept, status = self.panel.tray, self.status_line()
        labels = [t("tutorial.back"), t("tutorial.skip")]

        def whole() -> int:
            """How many steps' cards stand whole in the log's place over its last lines."""
            dock, head = self.panel.log_area(self.snap, self.lay, status)
            room = dock.h - head - 4 - 2 * self.panel.log_row_height() - 10
            return sum(all(self.lesson._measure(        # (each way a step may be told)
                lessons.title(told), (lessons.words(told), instruction(told)), dock.w,
                labels, (t("tutorial.step", n=k + 1, total=len(STEPS)), k + 1, len(STEPS))
                ).natural <= room for told in tellings(step)) for k, step in enumerate(STEPS))
        counts = []
        for form, foot in LESSON_FORMS:
            self.panel.tray, self.panel.board_s, self.panel.board_foot = form, None, foot
            counts.append(whole())
        self.panel.tray = kept
        if 2 * max(counts) < len(STEPS):
            return LESSON_FORMS[-1]
        return LESSON_FORMS[next(k for k, n in enumerate(counts)
                                 if n >= max(counts) - LONG_STEPS)]

    def draw_lesson(self, surf: pygame.Surface) -> None:
        """The guided game's instruction panel and dimming, where `plan_lesson` put it."""
        if self.lesson_shown:
            self.lesson.draw(surf)
        cards = [r.top for r, tg in self.board.hits if isinstance(tg, Player)]
        self.cards_top = min(cards, default=None)   # (drawn after the card is planned)

    def tip_words(self) -> str:
        """Free play: the panel's words, with the tip for this turn when tips are on."""
        words = t("tutorial.free")
        tb = self.table
        if not tb.tips or not tb.may_act or self.game.is_over:
            return words
        hint = self.hint_shown()
        if hint is None:
            return words + " " + t("tutorial.tip.wait")
        move = move_text(hint.command, self.snap)
        return words + " " + t("tutorial.tip", move=advice_text(move, hint.why, hint.gain,
                                                                self.snap))

    def lesson_tick(self) -> None:
        """Free play with tips on: ask the Hint once for each turn of the learner."""
        tb = self.table
        if self.lesson is None or tb.step is not None or tb.note is not None \
                or not tb.tips or not tb.may_act or self.blocked or tb.hint_pending \
                or self.game.is_over or self.tip_turn == len(self.game.log):
            return
        self.tip_turn = len(self.game.log)
        self.ask_hint()

    def lesson_button(self, name: str) -> None:
        tb = self.table
        if name != "scroll":
            self.app.sounds.play("click")
        if name == "back":
            self.undo()
        elif name == "continue":
            tb.dismiss()
            self._refresh()
            self._sync_buttons()
        elif name == "tips":
            tb.toggle_tips()
            self.tip_turn = None
        elif name == "scroll":                  # its scroll bar: the words there
            self.lesson.scroll_to(self.mouse[1])
        elif not self.blocked and tb.skip():
            self.sync()

    def lesson_holds_results(self) -> bool:
        """The final scoring's note stands before the results screen."""
        return self.lesson is not None and self.table.note is not None
