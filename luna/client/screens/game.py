"""The game screen: view and input over a `Table` (tables/table.py).

The board (board/view.py) and the panel (game/panel.py) are drawn from the engine's
snapshot; a click opens the place's action ring and a press on its button plays (game/);
the table says what happened (`poll`) and who may act now. What is lit and what the ring
offers come from `game.legal()`; the engine's events drive the animations, the other
players' moves one at a time (game/pacing.py), a round's end in two parts
(game/round_end.py).
"""

from __future__ import annotations

import pygame

from ...engine import IllegalCommand
from ...text import refusal, t
from ..board.animations import Anim, shown_influence
from ..board.clearing import play_mask
from ..board.layout import compute, path_slots
from ..board.marks import Hint, MarkLayer
from ..board.targets import (
    Island,
    Target,
)
from ..board.view import BoardView
from ..game import frame, key_moves, table_events
from ..game.acting import Acting
from ..game.choices import clickable
from ..game.controller import BoardController
from ..game.drag import Dragging
from ..game.game_buttons import OfferBar, PanelButtons
from ..game.game_log import GameLog
from ..game.handover import HandOver
from ..game.hinting import Hints
from ..game.hover import HoverText
from ..game.input import GameInput
from ..game.intents import (
    Animate,
    BackToPresent,
    Cancel,
    Choose,
    CloseTray,
    Confirm,
    Dismiss,
    GuideButton,
    HintGone,
    Intent,
    LookBack,
    OpenMenu,
    OpenRules,
    OpenTray,
    Pause,
    Plan,
    Play,
    Press,
    Redo,
    RestTips,
    Send,
    Sound,
    Step,
    TakeBack,
    TakeHint,
    TakeTile,
    Token,
    Undo,
    Use,
)
from ..game.intents import (
    Hint as AskHint,
)
from ..game.keys import Keys
from ..game.lesson import Guide
from ..game.look_back import LookingBack
from ..game.menus import BuilderBar, ContextMenu
from ..game.pacing import Show
from ..game.panel import PanelView
from ..game.round_end import RoundEnd
from ..game.rules_page import page_about
from ..game.toast_place import ToastPlace
from ..game.turn_line import status_forms, turn_line
from ..game.view import GameView
from ..learn.lesson_view import LessonView
from ..opening import speak_names
from ..rest import AMBIENT
from ..tables.local import LocalTable
from ..tables.table import (
    Table,
)
from . import Scene


class GameScene(Acting, GameInput, Scene):
    paints_window = True      # the board's sea and the side panel: every pixel

    def __init__(self, app, table: Table) -> None:
        super().__init__(app)
        self.table = table
        self.board, self.panel, self.log = BoardView(), PanelView(), GameLog()
        self.controller = BoardController()
        self.panel_buttons, self.context = PanelButtons(), ContextMenu()
        self.builder_bar, self.offer_bar = BuilderBar(), OfferBar()
        self.anims: list[Anim] = []
        self.hover: Target | None = None
        self.mouse = (0, 0)
        self.hover_text = HoverText()
        self.keys = Keys()                              # the keyboard's one focus
        self.dragging = Dragging()                      # a piece dragged, a drop's note
        self.toasts_at = ToastPlace()
        self.hints = Hints()                            # the Hint, till the log moves on
        self.hint_dots: pygame.Rect | None = None       # the Hint button's thinking dots
        self.marks, self.preview = MarkLayer(), MarkLayer()
        self.builder_reason: str | None = None          # why the built move cannot go yet
        self.results_shown = False
        self.lesson = LessonView() if hasattr(table, "lesson_moves") else None
        self.guide = Guide()               # the guided game's card (with `lesson`)
        self.panel.grows = self.lesson is None
        self.book_preview: tuple[int, int] | None = None   # drawn: the Book's way
        self.help_rect: pygame.Rect | None = None          # drawn: a built move's words
        self.help_words: str | None = None                  # ... and its instructions
        self.looking = LookingBack()       # a log line looked back at
        self.log_floor: int | None = None  # the log ends above this (the replay's strips)
        self.builder_drawn = None          # drawn: a built move's arrows and ghosts
        self.round_end = RoundEnd(getattr(table, "shows_summaries", True))
        self.show = Show()                 # the other players' moves, one at a time
        self.show.play = self.board_play
        self.handover = HandOver()         # hot seat: the screen handed from one to another
        self._refresh()
        self.follow_log()

    def follow_log(self) -> None:
        """The game log as far as the show has told it, with the computers' reasons if
        the settings ask for them."""
        show = getattr(self.app.settings, "reasons", False)
        after = self.round_end.after               # a round's scoring stands or is due:
        told = self.log.total
        self.log.follow(self.game, getattr(self.table, "reasons", None) if show else None,
                        self.show.upto(len(self.game.log)),   # what follows it waits
                        after[1] if after is not None else None)
        if self.panel.scroll:       # scrolled back on purpose: the lines read stay in
            self.panel.scroll = max(1, min(len(self.log.lines),   # sight as new ones come
                                           self.panel.scroll + self.log.total - told))

    # -- what tests and the tour look at ------------------------------------------------------
    @property
    def game(self):
        return self.table.game

    # a round's card, as the parts not yet apart and tests read it (game/round_end.py)
    summary = property(lambda self: self.round_end.summary)
    scoring = property(lambda self: self.round_end.card)
    summary_pending = property(lambda self: self.round_end.pending)

    @property
    def back(self):
        """The log line looked back at (None: the present), as tests read it."""
        return self.looking.back

    # the hover text's place, as the parts not yet apart and tests read it (game/hover.py)
    tip_rect = property(lambda self: self.hover_text.rect,
                        lambda self, r: setattr(self.hover_text, "rect", r))
    tip_link = property(lambda self: self.hover_text.link,
                        lambda self, r: setattr(self.hover_text, "link", r))
    tip_at = property(lambda self: self.hover_text.at,
                      lambda self, at: setattr(self.hover_text, "at", at))

    # the Hint's, as the mixins not yet apart and tests ask (game/hinting.py)
    hint = property(lambda self: self.hints.hint,
                    lambda self, h: setattr(self.hints, "hint", h))

    def hint_shown(self):
        return self.hints.shown(self.game, self.table)

    def hint_about(self, target) -> bool:
        return self.hints.about(target, self.view())

    def hint_words(self, hint, **form) -> str:
        return self.hints.words(hint, self.snap, **form)

    def hint_marks_of(self, hint):
        return self.hints.marks_of(hint, self.view())

    def rects_of(self, target) -> list[pygame.Rect]:
        return self.hints.rects_of(target, self.view())

    def hint_room(self, log_rows: int | None = None) -> pygame.Rect | None:
        return self.hints.room(self.view(), log_rows)

    def hint_in_tray(self) -> bool:
        return self.hints.in_tray(self.view())

    def hint_under_way(self) -> list[str]:
        return self.hints.under_way(self.view())

    def docked_hint(self) -> pygame.Rect | None:
        return self.hints.docked(self.view())

    def tray_cell(self) -> pygame.Rect | None:
        return self.hints.tray_cell(self.view())

    def hint_dock(self) -> pygame.Rect | None:
        return self.hints.dock(self.view())

    def hint_key(self) -> None:
        """H: the Hint asked where its button may be pressed; while another player's move
        is coming or still shown, a line says the Hint comes after it."""
        if self.buttons["hint"].is_enabled:
            self.ask_hint()
            return
        mover = self.hint_waits_for()
        if mover is not None:
            self.app.toast(t("hint.after_move", who=self.snap["names"][mover]))

    def hint_waits_for(self) -> int | None:
        """The player whose move the Hint waits for: the one to move while this screen
        may not act, else a computer whose move is still shown; None when it waits for
        no one's move (it is being worked out, a look back, the game over)."""
        p, log = self.game.to_move, self.game.log
        if p is None or self.back is not None:
            return None
        if not self.table.may_act:
            return p
        if self.blocked and self.computer_showing() and log[-1]["player"] != p:
            return log[-1]["player"]
        return None

    def ask_hint(self) -> None:
        """What would the judge play here? Asked off the window's thread like any bot
        move; one worked out ahead stands at once. In a step of the guided game, the
        step's own move (a Hint and the step's words never advise two moves)."""
        self.hints.asked_in = self.hints.action_started(self.view())
        own = self.guide.step_move(self.view())
        if own is not None:
            self.hint = Hint(own, len(self.game.log))
            self.hint_into_tray()
            self._sync_buttons()
            return
        self.table.ask_hint()
        self.sync()
        self._sync_buttons()

    def player_cards(self) -> list[pygame.Rect]:
        return self.hover_text.player_cards(self.board)

    def view(self, **said) -> GameView:
        """The view state the parts read, as it stands now (`said`: what only drawing
        needs, the status line and the supply told)."""
        return GameView(
            table=self.table, snap=self.snap, legal=self.legal,
            clickable=frozenset(self.clickable), lay=self.lay, anims=tuple(self.anims),
            blocked=self.blocked, hover=self.hover, mouse=tuple(self.mouse), now=self.app.now,
            board=self.board, panel=self.panel, log=self.log, ui=self.app.ui,
            move=self.ring or self.builder, ring=self.ring, builder=self.builder,
            summary=self.summary, back=self.back, lesson=self.lesson, buttons=self.buttons,
            focus=self.keys.focus, keys_shown=self.keys.shown,
            builder_buttons=tuple(self.builder_buttons), end_asked=self.end_asked is not None,
            marks=self.marks, round_pending=self.summary_pending,
            help_rect=self.help_rect, builder_reason=self.builder_reason,
            hint=self.hint_shown(), log_floor=self.log_floor, tile_pick=self.tile_pick,
            book_pick=self.book_pick, tip_at=self.hover_text.at,
            calm=self.app.settings.reduced_motion, handover=self.handover.waiting, **said)

    @property
    def blocked(self) -> bool:
        """Input waits (and computers at this screen): a move still animating, or a round's
        scoring summary due or shown."""
        return self.summary_pending or any(a.blocking and not a.tween.done for a in self.anims)

    # -- set-up --------------------------------------------------------------------------------
    def _refresh(self) -> None:
        """Re-read what the engine says after any change of the game."""
        self.snap = self.game.snapshot()
        self.legal = self.game.legal() if self.table.may_act else []
        if self.lesson is not None and self.legal:
            moves = self.table.lesson_moves()      # a guided game: the lesson's moves only
            self.legal = self.legal if moves is None else moves
        me = self.game.to_move
        self.clickable = clickable(self.legal, self.snap, me) if self.legal else set()
        # the turn's quiet glow: where the player's own pieces can act (an island open only
        # to the novice favour standing in is clickable, lit under the pointer, not
        # glowing: nearly every island aglow tells nothing)
        own = clickable([c for c in self.legal if not c.get("novice_token")], self.snap, me)
        self.glowing = own if any(isinstance(tg, Island) for tg in own) else self.clickable
        w, h = self.app.size
        self.lay = compute(w, h, self.snap["players"], len(self.snap["temple"]["rows"]))
        self.slots = path_slots(self.snap)
        self.panel.turn_forms = self.status_forms()
        self.close_ring()

    _entered = False          # shown once already: a later enter is a return to it

    def enter(self) -> None:
        self._refresh()
        if self._entered:             # back from another screen (the rules book): no hover
            self.tips_need_rest()     # text carried over, a fresh rest of the pointer first
        self._entered = True
        if self.back is not None:            # looking back: only the button back
            self.back.build(self.app.ui, self.lay.panel)
        else:
            self.panel_buttons.build(self.app.ui, self.lay.panel, self.lay.buttons_top,
                                     self.app.settings.speed)
        if self.builder:
            self._builder_bar()
        if self.summary is not None:
            self.round_end.build(self.view())
        self._sync_buttons()

    def language_changed(self) -> None:
        """The player chose another language with this game open (under the settings):
        the default names ("Yellow") in it as on opening (`speak_names`), at once (the
        screen shows under the settings and the pause menu). A LAN table's names are
        the host's."""
        if isinstance(self.table, LocalTable):
            speak_names(self.game)
        self._refresh()

    def exit(self) -> None:
        for part in (self.panel_buttons, self.builder_bar, self.offer_bar, self.scoring):
            part.kill()
        if self.back is not None:
            self.back.kill()
        self.context.close()

    def leave(self) -> None:
        """The player leaves this game (to the menu or out of the program)."""
        self.table.close()

    def resize(self) -> None:
        self.exit()
        self._refresh()
        self.enter()

    def _act_kind(self) -> str:
        return "end_actions" if self.snap["solo_level"] else "meditate"

    def _sync_buttons(self) -> None:
        tb, busy, kind = self.table, self.blocked or self.back is not None, self._act_kind()
        # a hand-over card waiting: the board's buttons are the next person's, greyed till
        # they take the seat (a click that takes it never lands on one: F071)
        seat = busy or self.handover.waiting is not None
        self.panel_buttons.sync({
            "undo": tb.can_undo() and (not busy or self.computer_showing()),
            "redo": tb.can_redo() and not busy,
            "hint": tb.may_act and not seat and not tb.hint_pending,
            "act": any(c["type"] == kind for c in self.legal) and not seat
            and self.builder is None and self.end_asked is None}, kind, self._why_not(seat, kind))

    def computer_showing(self) -> bool:
        """Only a computer's move is being shown (no summary, no look back): Undo may cut
        it short. Its show takes most of a computer's turn, and a click on a greyed Undo
        then did nothing (look24: "Undo while the computer thinks did nothing")."""
        log, seats = self.game.log, getattr(self.table, "seats", None)
        return (self.back is None and not self.summary_pending and bool(log)
                and seats is not None and log[-1]["player"] < len(seats)
                and seats[log[-1]["player"]].is_computer)

    def _why_not(self, busy: bool, kind: str) -> dict[str, str]:
        """Why each panel button would be greyed now (its hover text while it is)."""
        tb = self.table
        turn = t("why.wait") if busy else None if tb.may_act else t("why.not_your_turn")
        act = turn or (t("why.finish_move") if self.builder is not None else None)
        if act is None:                      # the engine says why it may not be taken
            p = self.game.to_move
            no = self.game.refusal({"type": kind, "player": p}) if p is not None else None
            act = refusal(no) if no is not None else t("why.not_now")
        return {"undo": t("why.wait") if busy else t("why.nothing_to_undo"),
                "redo": t("why.wait") if busy else t("why.nothing_to_redo"),
                "hint": turn or t("why.hint_thinking"), "act": act}

    # -- playing ---------------------------------------------------------------------------
    def play(self, intent: Intent | dict) -> bool:
        """Carry out what a part asks (a command dict is played: `Play`); False where the
        table refused the command."""
        match Play(intent) if isinstance(intent, dict) else intent:
            case Play(cmd):
                return self.send(cmd)
            case LookBack(line):
                self.look_back(line)
            case BackToPresent(click):
                if click:
                    self.app.sounds.play("click")
                self.back_to_present()
            case OpenTray(target, tile):
                self.open_ring(target)
                if tile is not None and self.ring is not None:   # its tile chosen
                    for act in self.ring.actions:
                        if act.kind == "appoint":
                            act.choose(tile=tile)
            case Plan(ctype, source, active, dest):
                self.plan(ctype, source, active, dest)
            case Animate(anim):
                if self.app.settings.speed_factor > 0:
                    self.anims.append(anim)
            case HintGone():
                self.hint = None
            case RestTips():
                self.tips_need_rest()
            case CloseTray():
                self.close_ring()
            case Undo():
                self.undo()
            case Redo():
                self.redo()
            case AskHint():
                self.ask_hint()
            case Dismiss():
                self.dismiss_round_card()
            case OpenRules():
                self.open_rules()
            case Pause():
                self.open_pause()
            case GuideButton(name):
                self.guide_button(name)
            case Sound(name):
                self.app.sounds.play(name)
            case Use() | Send() | TakeBack() | Confirm() | Cancel() | TakeTile() | Choose() \
                    | Step() | Token() | Press() | TakeHint() | OpenMenu():
                key_moves.carry_out(self, intent)
        return True

    def guide_button(self, name: str) -> None:
        """The guided game's card: back (undo), continue (its note read), tips on or off,
        skip (the step played for the learner)."""
        tb = self.table
        self.app.sounds.play("click")
        if name == "back":
            self.undo()
        elif name == "continue":
            tb.dismiss()
            self._refresh()
            self._sync_buttons()
        elif name == "tips":
            tb.toggle_tips()
        elif name == "skip" and not self.blocked and tb.skip():
            self.sync()

    def show_round_card(self) -> None:
        """A round's scoring played: its card stands over the board, the tray, the menu
        and the hover gone."""
        self.round_end.stand(self.app.now, self.table)
        self.close_menu()
        self.close_ring()
        self.hover = None
        self.round_end.build(self.view())
        self._sync_buttons()

    def dismiss_round_card(self) -> None:
        """Continue: the card goes, the figures move on, then the moves that came."""
        if self.summary is None:
            return
        moves = self.round_end.dismiss()
        self.tips_need_rest()     # what lies under Continue's place speaks only after a rest
        for events, index, told in moves:
            table_events.animate(self, events, index, told=told)
        self._sync_buttons()

    def look_back(self, line: int) -> None:
        """Look back at log line `line`; the line looked at already: come back."""
        same = self.looking.same(line, self.log.causes)
        if same is None:
            return
        if same:
            self.back_to_present()
            return
        self.settle()
        self.close_menu()
        if self.builder:
            self.cancel_builder()
        self.hint = None
        self.panel_buttons.kill()
        self.looking.start(self.view(), line)
        self.app.sounds.play("click")
        self._sync_buttons()

    def back_to_present(self) -> None:
        if not self.looking.end(self.mouse):
            return
        self.tips_need_rest()                   # the present's texts: after a fresh rest
        self.settle()
        self.round_end.due_now()                # a round scored meanwhile: its card
        self._refresh()
        self.panel_buttons.build(self.app.ui, self.lay.panel, self.lay.buttons_top,
                                 self.app.settings.speed)
        self._sync_buttons()

    def send(self, cmd: dict) -> bool:
        """Send a command to the table; animate what happened, or explain the refusal."""
        self.close_menu()
        self.close_ring()
        self.log_calm(still=True)   # (a double click on the tray's button: not a look back)
        self.panel.scroll = 0       # the log follows: the move played is seen told
        self.hint = None
        self.hover = self.tip_rect = self.tip_link = None    # what was pointed at changes
        try:
            self.table.apply(cmd)
        except IllegalCommand as exc:
            self.say_no(refusal(exc))
            return False
        self.sync()
        return True

    def settle(self) -> None:
        """Show the position at rest: every animation at its end (a round's summary that
        was due stands at once)."""
        for a in self.anims:
            a.tween.finish()
        self.anims = []

    def close_menu(self) -> None:
        self.context.close()

    # -- pause / end ---------------------------------------------------------------------
    def open_rules(self) -> None:
        """The rules book over the game, at the page about what is under the pointer,
        its hover text shown or not yet (at its start over nothing the book explains);
        Back returns here with nothing changed."""
        pointed = self.hover if self.hover is not None else self.target_at(self.mouse)
        section = page_about(pointed, self.mouse, self.board.hits, self.snap, self.ring)
        self.close_menu()
        self.app.sounds.play("click")
        self.app.open("rules", section=section)

    def open_pause(self) -> None:
        self.close_menu()
        self.app.open("pause", self)

    def show_results(self) -> None:
        self.results_shown = True
        self.app.open("results", self.game,
                      persons=[p for p, s in enumerate(self.table.seats) if s.is_human],
                      rated=getattr(self.table, "rated", True),
                      again=getattr(self.table, "deals_again", False))

    # -- update / draw -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        was_blocked = self.blocked
        looking = self.back is not None           # what comes meanwhile lands at once
        speed = self.app.settings.speed_factor * self.show.speed()
        self.advance(dt, 0 if looking else speed, not looking)
        if self.round_end.ready(looking):         # its scoring played: the card stands
            self.show_round_card()
        if (ended := self.round_end.tick(dt)) is not None:
            self.play(ended)
        if was_blocked != self.blocked:
            self._sync_buttons()
        self.sync(dt, idle=not self.blocked)
        self.panel.counter.update(shown_influence(self.round_end.stage or self.snap,
                                                  self.anims), dt, speed == 0 or looking)
        self.offer_bar.show(self.app.ui, self.table.offers(), self.app.size[1],
                            self.lay.board[2])
        if (asked := self.guide.tick(self.view())) is not None:
            self.play(asked)
        if not self.blocked and self.game.is_over and not self.results_shown and not \
                self.anims and self.back is None and not self.guide.holds_results(self.view()):
            self.show_results()

    def at_rest(self) -> bool:
        """Nothing in flight: no move shown, dragged, counted or summed up, no computer
        thinking (its dots), no panel fading, no look back, no guided game's card."""
        return not self.anims and self.dragging.drag is None and not self.show.busy \
            and not self.panel.counter.counting and not self.panel.fading \
            and self.back is None and self.lesson is None and self.scoring_round() is None \
            and self.table.thinking_for is None and not self.table.hint_pending

    def ambient_rate(self) -> float:
        """The sea's rate; a table's question standing (its seconds counting): one a second."""
        calm = 0.0 if self.app.settings.reduced_motion else AMBIENT
        return max(calm, 1.0) if self.offer_bar.question is not None else calm

    _help_forms: tuple = (None, None)      # a move's help's forms, found once (frame.py)

    def draw(self, surf: pygame.Surface) -> None:
        frame.draw_frame(self, surf)

    def sync(self, dt: float = 0.0, idle: bool = False) -> None:
        """Take in what the table says happened (game/table_events.py)."""
        table_events.take_in(self, dt, idle)

    def toasts_keep_clear(self) -> list:
        """A refusal stands over the board, clear of the side panel (the guided game's
        card, the log, the cards) and of the hover text standing (F054)."""
        return [pygame.Rect(self.lay.panel)] + ([self.tip_rect] if self.tip_rect else [])

    def toast_width(self) -> int:
        """As wide as the board leaves it (its words wrap): beside the panel."""
        return self.lay.board[2] - 24

    def board_play(self) -> pygame.mask.Mask:
        """Where the board's play is drawn (clearing.play_mask): what notes stand clear of."""
        return play_mask(self.board, self.lay, self.snap, self.app.screen.get_size())

    def toast_place(self, messages: list[str]) -> tuple[list, list] | None:
        """Where the toasts stand (game/toast_place.py), clear of the hover text, the
        Hint's words, a computer's caption and what the panel shows."""
        taken = [pygame.Rect(r) for r in (self.tip_rect, self.marks.label_rect) if r]
        caption = self.show.caption
        if caption is not None and caption.rect is not None:
            taken.append(pygame.Rect(caption.rect))
        busy = [self.help_rect, self.lesson.box if self.lesson is not None else None,
                self.ring and self.ring.rect]
        return self.toasts_at.place(messages, self.view(screen=self.app.screen.get_size()),
                                    self.board_play, taken, self.hint_dock(), busy)

    def docked_toasts(self) -> pygame.Rect | None:
        """Where the toasts standing over the log are, if they stand there."""
        return self.toasts_at.docked if self.app.toasts else None

    def tips_never_over(self) -> list:
        """The guided game's step card (game/lesson.py)."""
        return self.guide.never_over(self.lesson)

    def tips_keep_clear(self) -> list:
        """A button's hover text stands over the board beside the panel, never over the
        panel's log, cards or other buttons (F054)."""
        return [pygame.Rect(self.lay.panel)]

    def shown_turn(self, view: dict) -> dict:
        """The position as the panel tells it: while another player's move is being
        shown, that player still to move (its card lit), as the turn line says."""
        mover = self.show.mover()
        return view if mover is None or mover == view["to_move"] else \
            dict(view, to_move=mover)

    def scoring_round(self):
        """The round summary standing or due on the board (None: play goes on)."""
        return self.round_end.scoring_round()

    def status_forms(self) -> tuple[str, ...]:
        return status_forms(self.snap)

    def status_line(self) -> str:
        """The panel's turn line (game/turn_line.py)."""
        return turn_line(self.snap, self.table, looking=self.back is not None,
                         scored=self.scoring_round(), mover=self.show.mover(),
                         building=self.controller.status() if self.builder else None)
