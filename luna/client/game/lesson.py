"""The guided game's part of the game screen (`Guide`, owned by the scene, at work only
when the table is a `TutorialTable`): the instruction panel's words and buttons (a step,
a note with its Continue, or free play with its tips), what its buttons ask for, and the
tip asked for each of the learner's turns after the script."""

from __future__ import annotations

import pygame

from ...text import i18n, t
from ...text.hint_advice import advice_text
from ...text.moves import move_text
from ..board.layout import BUILDER_H
from ..board.targets import Control, Player
from ..learn import lessons
from ..learn.lesson_view import TRAY_GAP
from ..learn.lessons import STEPS, accepted, instruction, progress, tellings
from ..learn.notes import TOLD_WITH_NUMBERS
from ..window import caches, fonts
from .intents import GuideButton, Hint, Intent, ScrollCard, Sound
from .panel import FOLDED, STRIP

LESSON_FORMS = ((0, False), (1, False), (FOLDED, False), (STRIP, True), (STRIP, False))
#                the guided game's cards' forms, fullest first: (panel.tray, board_foot)
LONG_STEPS = 1          # steps a fuller form may leave to scroll: the cards keep their feet
#                         the whole game for them (the toolbar's freed room made a line each
#                         win by one step at 1280x800: the supply gone again)

# the cards' form found for each window, text size and language (Guide.form): the same
# script's steps measured the same each time a guided game screen opens (its undo, its
# saves, each step resumed), ~6 ms of CPU a screen at a player's speed
_FORMS: dict[tuple, tuple[int, bool, bool]] = caches.kept({})
FORMS_KEPT = 64


class Guide:
    """The guided game's card on the game screen: where it stands, its form, its log."""

    def __init__(self) -> None:
        self.tip_turn: int | None = None    # the log's length when a tip was last asked
        self.shown = False                  # the instruction panel planned this frame
        self.cards_top: int | None = None   # the players' cards' top, as last drawn
        self._form: tuple | None = None     # (what form depends on, it)
        self.lean = False                   # the tightest form: the turn line and the
        #                                     log give the step their room (form)
        self._log_open: tuple | None = None  # the log shown in the step's place, for this
        #                                     step or note (its chip in the round's line)

    @staticmethod
    def scripted(table) -> bool:
        """A step or a note of the script stands (not free play after it)."""
        return table.step is not None or table.note is not None

    @staticmethod
    def step_move(view) -> dict | None:
        """The move the guided game's step stands for (the first it accepts), while one
        stands: the Hint's then; None in free play and outside the guided game."""
        if view.lesson is None or view.table.step is None:
            return None
        moves = accepted(view.game, view.table.step)
        return moves[0] if moves else None

    @staticmethod
    def _key(table) -> tuple:
        note = table.note
        return (table.step_index, note.key if note is not None else None)

    def log_shown(self, view) -> bool:
        """The log stands in the step's place (the lean form's chip pressed for this step
        or note; an open tray or a move being built brings the step back)."""
        return self.lean and self._log_open == self._key(view.table) \
            and view.ring is None and not view.builder and self.scripted(view.table)

    def handle(self, event, view):
        """A left click on the card's buttons (`press`) or on the log's chip in the
        round's line (`toggle_log`); the wheel over the card scrolls its words. None:
        not the card's."""
        if event.type == pygame.MOUSEWHEEL:
            return [ScrollCard(event.y)] if view.on_card(view.mouse) else None
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return None
        pos = event.pos
        name = view.lesson.button_at(pos) if view.lesson and view.back is None else None
        if name is not None:
            asked = self.press(name, view)
            return [asked] if asked is not None else []
        if view.ring is not None and view.ring.rect.collidepoint(pos):
            return None
        chip = view.board.target_at(pos)
        if isinstance(chip, Control) and chip.name == "log_chip":
            return [self.toggle_log(view)]         # the guided game's log there
        return None

    def toggle_log(self, view) -> Intent:
        """The log's chip: the log in the step's place, or the step back."""
        self._log_open = None if self.log_shown(view) else self._key(view.table)
        return Sound("click")

    def panel_parts(self, view) -> None:
        """The panel's parts the guided game's form gives way (every frame, after
        form): in the tightest form, while the script runs, no turn line (the step
        says what to do) and the log one click away (its chip in the round's line)."""
        lean = self.lean and self.scripted(view.table)
        view.panel.turn_line = not lean
        view.panel.log_chip = self.log_shown(view) if lean else None

    @staticmethod
    def waits(note, view) -> bool:
        """The lesson waits for the board: a round's scoring stands or is due (a step never
        speaks over a round's scoring card),
        or a note comes while the board still moves or the panel still counts its scores
        up (the final card said "22 to 16" while the panel showed 20 and 12)."""
        if view.round_pending:
            return True
        return note is not None and note.key in TOLD_WITH_NUMBERS \
            and (view.blocked or view.panel.counter.counting)

    @staticmethod
    def stage(view) -> str:
        """How far the step's clicks are (lessons.progress): its tray open, its move being
        built or whole, or not begun."""
        if view.ring is not None and not view.blocked:
            return "tray"
        if view.builder:
            return "done" if view.builder.moves and view.builder_reason is None else "build"
        return "start"

    def plan(self, view, highlights: set, dock: pygame.Rect, head: int = 18
             ) -> pygame.Rect | None:
        """Where the guided game's instruction panel stands this frame (lesson_view.py),
        `dock` being where the log will be (its heading `head` px tall), the log's last
        lines kept in sight under it, under their heading (over the card the heading named
        the card; where the log gives the card its whole place, it has the heading's room
        too); None while a round's summary goes first."""
        tb, busy = view.table, view.blocked
        step, note = tb.step, tb.note
        self.shown = False
        if self.waits(note, view) or self.log_shown(view):
            view.lesson.box, view.lesson.buttons = None, {}   # the round's summary first:
            return None                # one Continue at a time; or the log in its place
        buttons = [("back", t("tutorial.back"))] if tb.can_undo() and not busy else []
        kicker, reserve, do = None, (), ""
        if note is not None:
            title, body, lit = note.title, note.body, set()
            buttons = [("continue", t(note.button))]
        elif step is None:
            title, body, lit = t("tutorial.free.title"), self.tip_words(view), set()
            do = body[len(t("tutorial.free")):].strip()     # the tip: what to do now
            body = (body, do) if do else body
            buttons.append(("tips", t("tutorial.tips_on" if tb.tips else "tutorial.tips_off")))
        else:                     # "Step 9 of 20" over the lesson's name, apart from it
            n = tb.step_index + 1
            kicker = (t("tutorial.step", n=n, total=tb.steps_total), n, tb.steps_total)
            title, said = lessons.title(step), instruction(step)
            do = progress(step, self.stage(view))    # what to click next in the step
            body, lit = (lessons.words(step), said, do), highlights
            if tb.may_act and not busy:
                buttons.append(("skip", t("tutorial.skip")))
            reserve = (*([t("tutorial.back")] if tb.can_undo() else []), t("tutorial.skip"))
        if view.help_rect is not None:      # a move being built: its instructions stay seen
            dock = pygame.Rect(dock.x, dock.y, dock.w, max(0, view.help_rect.top - 6 - dock.y))
        elif view.builder:                  # (in a step: the card says them) over Confirm
            dock = pygame.Rect(dock.x, dock.y, dock.w, max(0, min(
                dock.bottom, view.lay.buttons_top - BUILDER_H - 6) - dock.y))
        self.shown = True
        row, headed = view.panel.log_row_height(), head + 4 + 10   # the log's last lines
        keep = (3 * row + headed, 2 * row + headed, 2 * row + 10) + (   # stay in sight
            (0,) if view.help_rect is not None or note is not None else ())   # (under their
        #                         heading where it has room), but not before a note read
        if self.lean and self.scripted(view.table):   # the tightest form: the log's whole
            keep = (0,)                     # place, the log one click away (its chip)
        view.lesson.lean = self.lean and kicker is not None
        if view.ring is not None and not busy:   # the tray has the log's top (the log veiled):
            return view.lesson.plan_by_tray(     # the card folds to what to do, beside it
                view.lay.board, view.ring.rect, dock, self.cards_top or dock.top,
                view.board.hits, lit, title, do or (body if isinstance(body, str) else body[0]),
                buttons, kicker)
        box = view.lesson.plan(view.lay.board, dock, view.board.hits, lit, title, body,
                               buttons, 0, kicker, keep, reserve)
        if do and view.help_rect is not None and view.lesson.groove is not None:
            room = pygame.Rect(box.x, box.y, box.w, max(0, dock.bottom - box.y)) \
                if view.lesson.docked else box      # a move's help under it
            box = view.lesson.fold(view.lay.board, room, view.board.hits, lit, title, do,
                                   buttons, kicker, self.cards_top)   # what to do now, whole
        return box

    def form(self, view) -> int:
        """The players' cards' form (panel.tray) all through a guided game: the fullest
        (LESSON_FORMS) whose log place holds as many steps' cards whole, with the log's
        last two lines under them, as any form does but LONG_STEPS (not a line each chosen
        for one long step, an empty band at the panel's foot, the supply
        only in a hover text); where most steps cannot be whole in any (a small window,
        large words), a line each (STRIP), the card then as tall as it can be in the panel
        (never over the board, F055). One form the
        whole game: cards that change form as the steps go "jumped"."""
        key = (tuple(view.lay.panel), view.lay.buttons_top, fonts.scale, fonts.window,
               i18n.language(), view.snap["players"])
        if self._form is None or self._form[0] != key:
            found = _FORMS.get(key)
            if found is None:
                if len(_FORMS) >= FORMS_KEPT:
                    _FORMS.clear()
                found = _FORMS[key] = self._fullest_form(view)
            self._form = (key, *found)
        view.panel.board_s, view.panel.board_foot = None, self._form[2]
        self.lean = self._form[3]
        return self._form[1]

    def _fullest_form(self, view) -> tuple[int, bool, bool]:
        """lesson_form's choice, measured: (the cards' form, the scoreboard's foot, lean).
        Where most steps are whole in none of LESSON_FORMS (1024x700 at 150 %: never a step
        scrolled in a window of 2-3 lines), the
        lean form: the cards a line each, and while the script runs the turn line under
        the round's heading and the log give the step their room (the step says what to
        do; the log is one click away, its chip in the round's line)."""
        kept, status, turned = view.panel.tray, view.status, view.panel.turn_line
        labels = [t("tutorial.back"), t("tutorial.skip")]

        def whole() -> int:
            """How many steps' cards stand whole in the log's place over its last lines."""
            dock, head = view.panel.log_area(view.snap, view.lay, status)
            room = dock.h - head - 4 - 2 * view.panel.log_row_height() - 10
            return sum(all(view.lesson._measure(        # (each way a step may be told)
                lessons.title(told), (lessons.words(told), instruction(told)), dock.w,
                labels, (t("tutorial.step", n=k + 1, total=len(STEPS)), k + 1, len(STEPS)),
                lean=False).natural <= room for told in tellings(step))
                for k, step in enumerate(STEPS))
        counts = []
        view.panel.turn_line = True
        for form, foot in LESSON_FORMS:
            view.panel.tray, view.panel.board_s, view.panel.board_foot = form, None, foot
            counts.append(whole())
        view.panel.tray, view.panel.turn_line = kept, turned
        if 2 * max(counts) < len(STEPS):
            return (*LESSON_FORMS[-1], True)
        return (*LESSON_FORMS[next(k for k, n in enumerate(counts)
                                   if n >= max(counts) - LONG_STEPS)], False)

    def never_over(self, lesson) -> list:
        """The step's card (`lesson`, the scene's LessonView): a hover text never hides
        what to do now (F041)."""
        box = lesson.box if lesson is not None and self.shown else None
        return [pygame.Rect(box)] if box is not None else []

    def draw(self, surf: pygame.Surface, view) -> None:
        """The guided game's instruction panel and dimming, where `plan` put it (none
        outside the guided game)."""
        if view.lesson is None:
            return
        if self.shown:
            view.lesson.draw(surf)
        cards = [r.top for r, tg in view.board.hits if isinstance(tg, Player)]
        self.cards_top = min(cards, default=None)   # (drawn after the card is planned)

    def tip_words(self, view) -> str:
        """Free play: the panel's words, with the tip for this turn when tips are on."""
        words = t("tutorial.free")
        tb = view.table
        if not tb.tips or not tb.may_act or view.game.is_over:
            return words
        hint = view.hint
        if hint is None:
            return words + " " + t("tutorial.tip.wait")
        move = move_text(hint.command, view.snap)
        return words + " " + t("tutorial.tip", move=advice_text(move, hint.why, hint.gain,
                                                                view.snap, hint.deed,
                                                                hint.loses,
                                                                hint.account,
                                                                coming=hint.coming,
                                                                mine=hint.command))

    def tick(self, view) -> Intent | None:
        """Free play with tips on: ask the Hint once for each turn of the learner."""
        tb = view.table
        if view.lesson is None or tb.step is not None or tb.note is not None \
                or not tb.tips or not tb.may_act or view.blocked or tb.hint_pending \
                or view.game.is_over or self.tip_turn == len(view.game.log):
            return None
        self.tip_turn = len(view.game.log)
        return Hint()

    def press(self, name: str, view) -> Intent | None:
        """A button of the card: its scroll bar moves its words here; back, continue,
        tips and skip are asked of the scene (`GuideButton`)."""
        if name == "scroll":                    # its scroll bar: the words there
            view.lesson.scroll_to(view.mouse[1])
            return None
        if name == "tips":
            self.tip_turn = None                # (a tip asked again for this turn)
        return GuideButton(name)

    def holds_results(self, view) -> bool:
        """The final scoring's note stands before the results screen."""
        return view.lesson is not None and view.table.note is not None


def step_room(view, width: int) -> int:
    """The room (px) a step's card wants under an action tray: its instruction whole,
    folded (`LessonView.plan_by_tray`); 0 where there is no step. The tray is laid out
    in the rest (never squeezed into 2 lines beside a tray that fills the panel: F055)."""
    tb = view.table
    step = tb.step
    if step is None or tb.note is not None:
        return 0
    do = progress(step, "tray")
    n = tb.step_index + 1         # its step count and title kept (never gone
    return view.lesson._measure(  # mid-step as the tray opens: F055)
        lessons.title(step), (do, do), width, [],
        (t("tutorial.step", n=n, total=tb.steps_total), n, tb.steps_total)).natural \
        + TRAY_GAP
