"""The game screen: a scene that owns the parts of the game screen (game/) over a `Table`
(tables/table.py). Each event goes to the parts in turn (their `handle`) till one takes
it; what they ask comes back as intents (game/intents.py) and `play` carries them out
(game/asked.py, game/key_moves.py). The parts read one view state (game/view.py); the
table says what happened (`sync`, game/table_events.py); the frame draws them
(game/frame.py). docs/GAME_SCREEN.md has the map."""

from __future__ import annotations

import pygame

from ...engine import IllegalCommand
from ...text import refusal
from ..board.animations import Anim, shown_influence
from ..board.clearing import play_mask
from ..board.layout import compute, path_slots
from ..board.marks import MarkLayer
from ..board.targets import Target
from ..board.view import BoardView
from ..game import asked, first_sights, frame, key_moves, planning, table_events, tray_open
from ..game.acting import Acting
from ..game.builder_view import PlanDrawn
from ..game.choices import lit_sets
from ..game.drag import Dragging
from ..game.game_buttons import OfferBar, PanelButtons
from ..game.game_log import GameLog
from ..game.handover import HandOver
from ..game.hinting import Hints
from ..game.hover import HoverText
from ..game.intents import Intent, KeyIntent, Play
from ..game.keys import Keys
from ..game.lesson import Guide
from ..game.log_lines import LogLines
from ..game.look_back import LookingBack
from ..game.menus import BuilderBar, ContextMenu
from ..game.move_help import MoveHelp
from ..game.pacing import Show
from ..game.panel import PanelView
from ..game.plan import Plan
from ..game.round_end import RoundEnd, meditation_ends
from ..game.screen_keys import ScreenKeys
from ..game.toast_place import ToastPlace
from ..game.turn_line import status_forms
from ..game.view import GameView, view_of
from ..learn.lesson_view import LessonView
from ..opening import speak_names
from ..tables.local import LocalTable
from ..tables.table import Table
from . import Scene


class GameScene(Scene):
    paints_window = True      # the board's sea and the side panel: every pixel
    own_f1 = True             # F1: the page about what is under the pointer (screen_keys)

    def __init__(self, app, table: Table) -> None:
        super().__init__(app)
        self.table = table
        self.round_ends_next: str | None = None   # what a meditation now ends (_refresh)
        self.acting = Acting()             # the tray and the choices on the board
        self.board, self.panel, self.log = BoardView(), PanelView(), GameLog()
        self.builder: Plan | None = None                    # a move planned on the board
        self.panel_buttons, self.context = PanelButtons(), ContextMenu()
        self.builder_bar, self.offer_bar = BuilderBar(), OfferBar()
        self.anims: list[Anim] = []
        self.hover: Target | None = None                # what the pointer is on, and where
        self.mouse, self.hover_text = (0, 0), HoverText()
        self.keys, self.dragging = Keys(), Dragging()   # the keys' one focus; a piece dragged
        self.toasts_at, self.hints = ToastPlace(app), Hints()   # the Hint, till the log moves on
        self.marks = MarkLayer()
        self.tip_said: str | None = None    # the one tip standing (first_sights.say)
        self.tip_key: str | None = None     # ... a first-use tip's key in tips_said
        self.builder_reason: str | None = None          # why the built move cannot go yet
        self.builder_scoring = None     # what it does, in words (planning.planned_words)
        self.results_shown = self._entered = False      # (entered: a later enter returns)
        self.hints_shown: dict[int, dict] = getattr(table, "hints_shown", {})  # the table's: saved
        self.lesson = LessonView() if hasattr(table, "lesson_moves") else None
        self.guide = Guide()               # the guided game's card (with `lesson`)
        self.panel.grows = self.lesson is None
        self.plan_drawn, self.move_help = PlanDrawn(), MoveHelp()   # drawn: a planned
        #                                        move's arrows and ghosts; a move's help
        self.looking, self.log_lines = LookingBack(), LogLines()   # the log: looked back at
        self.log_floor: int | None = None  # the log ends above this (the replay's strips)
        self.round_end = RoundEnd(getattr(table, "shows_summaries", True))
        self.show = Show(self.board_play)  # the other players' moves, one at a time
        self.handover = HandOver()        # hot seat: the screen handed on by a card
        # an event's parts, in turn: the first that takes it answers (docs/GAME_SCREEN.md)
        self.parts = (self.handover, self.toasts_at, self.looking, self.round_end, self.keys,
                      self.context, self.hover_text, self.guide, self.builder_bar,
                      self.offer_bar, self.show, self.log_lines, ScreenKeys(),
                      self.panel_buttons, self.dragging, self.acting)
        self._refresh()
        table_events.follow_log(self)

    # -- what the parts, tests and the tour read ----------------------------------------------
    game = property(lambda self: self.table.game)
    ring = property(lambda self: self.acting.ring)            # the tray open (game/acting.py)
    buttons = property(lambda self: self.panel_buttons.buttons)
    menu = property(lambda self: self.context.buttons)        # the text menu's entries
    menu_options = property(lambda self: self.context.options)
    builder_buttons = property(lambda self: self.builder_bar.buttons)
    offer_buttons = property(lambda self: self.offer_bar.buttons)
    # a round's card (game/round_end.py) and the log line looked back at (None: the present)
    summary = property(lambda self: self.round_end.summary)
    scoring = property(lambda self: self.round_end.card)
    summary_pending = property(lambda self: self.round_end.pending)
    back = property(lambda self: self.looking.back)
    # the hover text's place (game/hover.py)
    tip_rect = property(lambda self: self.hover_text.rect,
                        lambda self, r: setattr(self.hover_text, "rect", r))
    tip_link = property(lambda self: self.hover_text.link,
                        lambda self, r: setattr(self.hover_text, "link", r))
    tip_at = property(lambda self: self.hover_text.at,
                      lambda self, at: setattr(self.hover_text, "at", at))

    def view(self, **said) -> GameView:
        """The view state the parts read, as it stands now (game/view.py)."""
        return view_of(self, **said)

    blocked = property(lambda self: self.summary_pending or any(   # input waits: a move
        a.blocking and not a.tween.done for a in self.anims))      # shown, a round's card

    # -- set-up --------------------------------------------------------------------------------
    def _refresh(self) -> None:
        """Re-read what the engine says after any change of the game."""
        self.snap = self.game.snapshot()
        self.legal = self.game.legal() if self.table.may_act else []
        if self.lesson is not None and self.legal:
            moves = self.table.lesson_moves()      # a guided game: the lesson's moves only
            self.legal = self.legal if moves is None else moves
        self.clickable, self.glowing = lit_sets(self.legal, self.snap, self.game.to_move)
        w, h = self.app.size
        self.lay = compute(w, h, self.snap["players"], len(self.snap["temple"]["rows"]))
        self.slots = path_slots(self.snap)
        self.panel.turn_forms = status_forms(self.snap)
        self.round_ends_next = meditation_ends(self.game)   # (the act button says)
        tray_open.close_tray(self)

    def enter(self) -> None:
        tray_open.refresh_back(self)  # (as left: the tray, the choice kept; game/tray_open)
        if self._entered:             # back from another screen (the rules book): no hover
            self.hover_text.rest()    # text carried over, a fresh rest of the pointer first
        self._entered = True
        if self.back is not None:            # looking back: only the button back
            self.back.build(self.app.ui, self.lay.panel)
        else:
            self.panel_buttons.build(self.app.ui, self.lay.panel, self.lay.buttons_top,
                                     self.app.settings.speed)
        if self.builder:
            planning.bar(self)
        if self.summary is not None:
            self.round_end.build(self.view())
        self._sync_buttons()

    def language_changed(self) -> None:
        """Another language chosen with this game open: the default names ("Yellow") in
        it at once (`speak_names`); a LAN table's are the host's."""
        if isinstance(self.table, LocalTable):
            speak_names(self.game)
        self._refresh()

    def exit(self) -> None:
        self.left_at = tray_open.as_left(self)
        self.handover.unseen()        # a screen over it: its card's grace counts anew after
        self.round_end.hush.down.clear()   # (the keys let go there are not heard here)
        for part in (self.panel_buttons, self.builder_bar, self.offer_bar, self.scoring):
            part.kill()
        if self.back is not None:
            self.back.kill()
        self.context.close()

    def leave(self) -> None:        # the player leaves this game (to the menu, or out)
        self.table.close()

    def _sync_buttons(self) -> None:
        self.panel_buttons.follow(self.view(), self.round_ends_next)

    # -- playing ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """The event to each part in turn with the view till one takes it; its intents done."""
        waited, view = self.handover.waiting, self.key_view()
        self.show.heard(event)      # the person acting: what others did before is past
        if event.type == pygame.KEYDOWN:     # playing by the keys: the pointer's hover
            self.hover_text.rest()           # text goes till it moves and rests (F441)
        for part in self.parts:
            if (asked := part.handle(event, view)) is not None:
                for intent in asked if isinstance(asked, list) else [asked]:
                    self.play(intent)
                break
        if self.handover.waiting != waited:
            self._sync_buttons()                # the seat taken: its buttons with it

    def key_view(self) -> GameView:             # with the keys' stops (game/key_moves.py)
        return key_moves.key_view(self)

    def play(self, intent: Intent | KeyIntent | dict) -> bool:
        """Carry out what a part asks (a command dict is played: `Play`); False where the
        table refused the command."""
        intent = Play(intent) if isinstance(intent, dict) else intent
        if isinstance(intent, Play):
            return self.send(intent.cmd)
        asked.carry_out(self, intent)            # a change of the screen (game/asked.py)
        return True

    def send(self, cmd: dict) -> bool:
        """Send a command to the table; animate what happened, or explain the refusal."""
        self.close_menu()
        tray_open.close_tray(self)
        self.log_lines.calm(self.app.now, self.mouse, still=True)   # (a double click on the tray's
        #                                                  button: no look back)
        self.panel.scroll, self.hints.hint = 0, None   # the log follows: the move seen told
        self.hover = self.tip_rect = self.tip_link = None    # what was pointed at changes
        try:
            self.table.apply(cmd)
        except IllegalCommand as exc:
            tray_open.say_no(self, refusal(exc))
            return False
        first_sights.acted(self)
        self.sync()
        return True

    def settle(self) -> None:
        """Every animation at its end (a round's summary that was due stands at once)."""
        for a in self.anims:
            a.tween.finish()
        self.anims = []

    def close_menu(self) -> None:
        self.context.close()

    # -- update / draw -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        was_blocked = self.blocked
        looking = self.back is not None           # what comes meanwhile lands at once
        speed = self.app.settings.speed_factor * self.show.speed()
        self.anims = frame.advance(self.anims, dt, 0 if looking else speed,
                                   self.app.sounds if not looking else None)
        if self.round_end.ready(looking):         # its scoring played: the card stands
            asked.show_round_card(self)
        if (ended := self.round_end.tick(dt)) is not None:
            self.play(ended)
        if was_blocked != self.blocked:
            self._sync_buttons()
        self.sync(dt, idle=not self.blocked)
        first_sights.next_priestess(self)
        first_sights.consecration_tips(self)
        self.panel.counter.update(shown_influence(self.round_end.stage or self.snap,
                                                  self.anims), dt, speed == 0 or looking)
        self.offer_bar.show(self.app.ui, self.table.offers(), self.app.size[1],
                            self.lay.board[2])
        self.handover.tick(view := self.view())   # the card's grace, in game time
        self.round_end.hush.tick(view)            # the moment after a round's card
        if (asking := self.guide.tick(view)) is not None:
            self.play(asking)
        if not self.blocked and self.game.is_over and not self.results_shown and not \
                self.anims and self.back is None and not self.guide.holds_results(self.view()):
            asked.show_results(self)

    def at_rest(self) -> bool:          # nothing in flight (game/frame.py)
        return frame.at_rest(self)

    ambient_rate, ambient_area = frame.ambient_rate, frame.ambient_area   # the sea's

    def draw(self, surf: pygame.Surface) -> None:
        frame.draw_frame(self, surf)

    def sync(self, dt: float = 0.0, idle: bool = False) -> None:
        """Take in what the table says happened (game/table_events.py)."""
        table_events.take_in(self, dt, idle)

    # -- where toasts and hover texts stand (the app asks) -----------------------------------
    def toasts_keep_clear(self) -> list:
        """A refusal stands over the board, clear of the side panel, the hover text
        standing (F054), a round's scoring card (F345) and the islands' names."""
        return [pygame.Rect(self.lay.panel)] + ([self.tip_rect] if self.tip_rect else []) \
            + self.round_end.card_rects() + [pygame.Rect(r) for r, _ in self.board.name_plates()]

    def toast_width(self) -> int:           # as wide as the board leaves it (words wrap)
        return self.lay.board[2] - 24

    def board_play(self) -> pygame.mask.Mask:      # what notes stand clear of
        return play_mask(self.board, self.lay, self.snap, self.app.screen.get_size())

    def toast_place(self, messages: list[str]) -> tuple[list, list] | None:  # toast_place.py
        view = self.view(screen=self.app.screen.get_size(), drawn_move=self.plan_drawn.drawn)
        shown = self.toasts_at.floating.shown(self.app.toasts, messages)
        return self.toasts_at.clear_of(shown, view, self.board_play, self.tip_rect,
            self.show.told(), self.hints.dock(self.view()), self.round_end.card_rects(),
            self.panel.latest_entry, self.toasts_at.tip_slot(self, view, shown))  # (a tip docks)

    def tips_never_over(self) -> list:             # the guided game's step card
        return self.guide.never_over(self.lesson)

    def tips_keep_clear(self) -> list:
        """A button's hover text stands beside the panel, never over it (F054)."""
        return [pygame.Rect(self.lay.panel)]

    # -- what the panel tells -----------------------------------------------------------------
    def status_line(self) -> str:       # the panel's turn line (game/frame.py)
        return frame.status_line(self)
