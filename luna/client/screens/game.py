"""The game screen: view and input over a `Table` (table.py).

The board (board.py) and the panel (panel.py) are drawn from the engine's snapshot;
clicks become commands through the `BoardController`; the table says what happened
(`poll`) and who may act now. What is highlighted and what a click offers come from
`game.legal()`; the engine's events drive the animations.
"""

from __future__ import annotations

import pygame

from ...ai.adept import gain_reason
from ...engine import IllegalCommand
from ...text import refusal, t
from ...text.moves import move_text
from ...text.narrate import reason_text
from ..board.animations import Anchors, Anim, animations_for, apply_hides
from ..board.layout import compute
from ..board.marks import Hint, MarkLayer, hint_marks
from ..board.path_slots import path_slots
from ..board.targets import Field, Target
from ..board.view import BoardView
from ..learn.lesson_scene import LessonScene
from ..learn.lesson_view import LessonView
from ..learn.look_back import LookingBack
from ..learn.round_summary import RoundSummary, summary_of
from ..learn.scoring_view import ScoringView, places
from ..play.builder_view import (
    book_choices,
    draw_book_fields,
    draw_book_move,
    draw_builder,
    draw_builder_help,
)
from ..play.choices import clickable, label
from ..play.controller import BoardController
from ..play.input import GameInput
from ..play.menus import BuilderBar, ContextMenu
from ..tables.table import (
    CommandApplied,
    HintReady,
    Notice,
    Restarted,
    SaveFailed,
    SeatsChanged,
    Table,
)
from ..widgets.game_buttons import OfferBar, PanelButtons
from ..widgets.game_log import GameLog
from ..widgets.overlays import draw_shadow, draw_tooltip
from ..widgets.panel import PanelView
from ..widgets.tooltips import rule_section
from . import Scene

ALONE = 4.0              # a summary nobody at this screen must dismiss goes after 4 s


class GameScene(LookingBack, LessonScene, GameInput, Scene):
    def __init__(self, app, table: Table) -> None:
        super().__init__(app)
        self.table = table
        self.board = BoardView()
        self.panel = PanelView()
        self.controller = BoardController()
        self.log = GameLog()
        self.panel_buttons, self.context = PanelButtons(), ContextMenu()
        self.builder_bar, self.offer_bar = BuilderBar(), OfferBar()
        self.anims: list[Anim] = []
        self.hover: Target | None = None
        self.mouse = (0, 0)
        self.tip_at = (0, 0)              # where the hover text stands (pinned while read)
        self.tip_rect: pygame.Rect | None = None
        self.tip_link: pygame.Rect | None = None     # its "Rules: F1" line
        self.hint: Hint | None = None                   # shown until the log moves on
        self.marks = MarkLayer()
        self.builder_reason: str | None = None          # why the built move cannot go yet
        self.results_shown = False
        self.lesson = LessonView() if hasattr(table, "lesson_moves") else None
        self.book_preview: tuple[int, int] | None = None   # drawn: the Book's way
        self.help_rect: pygame.Rect | None = None          # drawn: a built move's words
        self.back = None                   # a log line looked back at (look_back.py)
        self.scoring = ScoringView()
        self.summary: RoundSummary | None = None           # a round's scoring, shown
        self.summary_left: float | None = None             # its seconds left, if it goes alone
        self._summary_due: tuple[RoundSummary, list[Anim]] | None = None  # after these end
        self._held: list[list[dict]] = []                  # moves that came under it (LAN)
        self._banners: list[Anim] = []                     # "your turn", after it
        self.summaries = getattr(table, "shows_summaries", True)
        self._refresh()
        self.follow_log()

    def follow_log(self) -> None:
        """The game log, with the computers' reasons if the settings ask for them."""
        show = getattr(self.app.settings, "reasons", False)
        self.log.follow(self.game, getattr(self.table, "reasons", None) if show else None)

    # -- what tests and the tour look at ------------------------------------------------------
    @property
    def game(self):
        return self.table.game

    @property
    def buttons(self) -> dict:
        return self.panel_buttons.buttons

    @property
    def menu(self) -> list:
        return self.context.buttons

    @property
    def menu_options(self) -> dict:
        return self.context.options

    @property
    def builder(self):
        return self.controller.builder

    @property
    def builder_buttons(self) -> list:
        return self.builder_bar.buttons

    @property
    def offer_buttons(self) -> dict:
        return self.offer_bar.buttons

    @property
    def blocked(self) -> bool:
        """Input waits (and computers at this screen): a move still animating, or a round's
        scoring summary due or shown."""
        return self.summary is not None or self._summary_due is not None \
            or any(a.blocking and not a.tween.done for a in self.anims)

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
        w, h = self.app.size
        self.lay = compute(w, h, self.snap["players"], len(self.snap["temple"]["rows"]),
                           getattr(self.table, "bar_below", 0))
        self.slots = path_slots(self.snap)

    def enter(self) -> None:
        self._refresh()
        if self.back is not None:            # looking back: only the button back
            self.back.build(self.app.ui, self.lay.panel)
        else:
            self.panel_buttons.build(self.app.ui, self.lay.panel, self.lay.buttons_top,
                                     self.app.settings.speed)
        if self.builder:
            self._builder_bar()
        if self.summary is not None:
            self.scoring.build(self.app.ui, self.summary, self.snap, self.lay.board)
        self._sync_buttons()

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
        self.panel_buttons.sync({
            "undo": tb.can_undo() and not busy,
            "redo": tb.can_redo() and not busy,
            "hint": tb.may_act and not busy and not tb.hint_pending,
            "act": any(c["type"] == kind for c in self.legal) and not busy
            and self.builder is None}, kind)

    # -- playing ---------------------------------------------------------------------------
    def play(self, cmd: dict) -> bool:
        """Send a command to the table; animate what happened, or explain the refusal."""
        self.close_menu()
        self.hint = None
        try:
            self.table.apply(cmd)
        except IllegalCommand as exc:
            self.app.toast(t("illegal", reason=refusal(exc)))
            self.app.sounds.play("error")
            return False
        self.sync()
        return True

    def sync(self, dt: float = 0.0, idle: bool = False) -> None:
        """Take in what the table says happened."""
        hint_was_pending = self.table.hint_pending
        for ev in self.table.poll(dt, idle):
            if isinstance(ev, CommandApplied):
                if self.summary is not None or self._summary_due is not None:
                    self._held.append(ev.events)     # shown once the summary has gone
                else:
                    self._animate(ev.events)
            elif isinstance(ev, Restarted):
                self.settle()
                self.drop_summary()
                self.cancel_builder()
                self.close_menu()
                self._refresh()
                self._sync_buttons()
            elif isinstance(ev, SaveFailed):
                self.app.save_failed(ev.text)
            elif isinstance(ev, Notice):
                self.app.toast(ev.text)
                if ev.error:
                    self.app.sounds.play("error")
            elif isinstance(ev, HintReady):
                self.hint = Hint(ev.command, len(self.game.log), self._why(ev.command))
                if self.tip_turn != len(self.game.log):    # (a lesson's tip: in its panel)
                    self.app.toast(t("hint.says", move=self.hint_text(ev.command)), 6.0)
                self._sync_buttons()
            elif isinstance(ev, SeatsChanged):
                self._refresh()
                self._sync_buttons()
        if hint_was_pending and not self.table.hint_pending:
            self._sync_buttons()
        self.follow_log()
        self.keep_look_back()

    def _animate(self, events: list[dict]) -> None:
        self._refresh()
        humans = {p for p, seat in enumerate(self.table.seats) if seat.is_human}
        new = animations_for(events, self.snap, self._anchors(), humans,
                             announce_turns=self.table.announces_turns)
        if self.app.settings.speed_factor == 0:
            for a in new:
                a.tween.finish()
                a.sounded = True
        to_move = self.game.to_move
        self.anims = [a for a in self.anims if a.turn_of in (None, to_move)] + new
        summary = summary_of(events, self.snap) if self.summaries else None
        if summary is not None:
            self._summary_due = (summary, [a for a in new if a.turn_of is None])
        self._sync_buttons()

    # -- a round's scoring summary --------------------------------------------------------
    @property
    def nobody_here(self) -> bool:
        """No person plays at this screen (a watched game): summaries go by themselves."""
        return not any(s.is_human for s in self.table.seats)

    def _show_summary(self, summary: RoundSummary) -> None:
        self._summary_due = None
        self.summary = summary
        self.summary_left = ALONE if self.nobody_here else None
        # the next person's "your turn" banner waits until the summary has gone
        self._banners = [a for a in self.anims if a.turn_of is not None]
        self.anims = [a for a in self.anims if a.turn_of is None]
        self.close_menu()
        self.hover = None
        self.scoring.build(self.app.ui, summary, self.snap, self.lay.board)
        self._sync_buttons()

    def dismiss_summary(self) -> None:
        """Continue: the summary goes, and the moves that came meanwhile animate."""
        if self.summary is None:
            return
        self.summary, self.summary_left = None, None
        self.scoring.kill()
        for a in self._banners:                     # from the start, now
            a.tween.delay, a.tween.elapsed, a.sounded = 0.0, 0.0, False
        self.anims += self._banners
        self._banners = []
        held, self._held = self._held, []
        if held:
            self._animate([e for events in held for e in events])
        self._sync_buttons()

    def drop_summary(self) -> None:
        """The game was replaced (undo, a LAN resync): no summary stands or is due."""
        self.summary, self.summary_left, self._summary_due, self._held = None, None, None, []
        self._banners = []
        self.scoring.kill()

    def _anchors(self) -> Anchors:
        return Anchors(self.lay, self.snap, self.panel.player_points or [self.lay.centre] * 4,
                       self._slot_point, self.slots.guardians)

    def _slot_point(self, tile: int):
        slot = self.slots.of_tile.get(tile)
        return self.lay.path_slots[slot] if slot is not None else self.lay.centre

    def ask_hint(self) -> None:
        """What would the Adept do here? Asked off the window's thread like any bot move."""
        self.table.ask_hint()
        self._sync_buttons()

    def hint_text(self, cmd: dict) -> str:
        """The hinted move, named whole, and the Adept's reason for it in words (its
        largest term: a few ms)."""
        move = move_text(cmd, self.snap)
        text = reason_text(self._why(cmd), self.snap)
        return t("reason.with", move=move, why=text) if text else move

    def _why(self, cmd: dict) -> dict | None:
        why = gain_reason(self.game, cmd)
        return why.as_dict() if why else None

    def hint_shown(self) -> Hint | None:
        """The hint while it still stands: gone once anyone has played, undone or redone
        (the log moved on), or this screen may not act."""
        h = self.hint
        if h is not None and (h.at != len(self.game.log) or not self.table.may_act):
            self.hint = h = None
        return h

    def undo(self) -> None:
        self.hint = None
        self.settle()
        if self.table.undo():
            self.close_menu()
            self.cancel_builder()
            self._refresh()
            self.follow_log()
            self._sync_buttons()

    def redo(self) -> None:
        self.hint = None
        self.settle()
        if self.table.can_redo():
            self.table.redo()
            self.sync()

    def settle(self) -> None:
        """Show the position at rest: every animation at its end."""
        for a in self.anims:
            a.tween.finish()
        self.anims = []
        self._summary_due = None

    def close_menu(self) -> None:
        self.context.close()

    # -- building travel / tides / sailboat by clicks --------------------------------------
    def start_builder(self, ctype: str, source, active: bool) -> None:
        self.controller.start(ctype, source, active, self.game.to_move)
        self._builder_bar()
        self._sync_buttons()

    def _builder_bar(self) -> None:
        if not self.builder:
            self.builder_bar.kill()
            return
        reason = self.builder_reason = self.controller.reason(self.game)
        tip = label(self.builder.command(), self.snap) if reason is None else None
        self.builder_bar.build(self.app.ui, self.lay.panel, self.lay.buttons_top, reason, tip)

    def cancel_builder(self) -> None:
        self.controller.cancel()
        self.builder_bar.kill()
        self._sync_buttons()

    # -- pause / end ---------------------------------------------------------------------
    def open_rules(self) -> None:
        """The rules book over the game, at the rule the hover text names (at its start
        if none is shown); Back returns here with nothing changed."""
        section = rule_section(self.hover, self.snap) if self.tip_rect is not None else None
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
                      rated=getattr(self.table, "rated", True))

    # -- update / draw -------------------------------------------------------------------
    def advance(self, dt: float, speed: float, sounds: bool = True) -> None:
        """Move the animations on by `dt` seconds at `speed` (0: at once)."""
        for a in self.anims:
            if speed == 0:
                a.tween.finish()
            else:
                a.tween.update(dt * speed)
            if sounds and a.tween.started and not a.sounded:
                a.sounded = True
                if a.sound:
                    self.app.sounds.play(a.sound)
        self.anims = [a for a in self.anims if not a.tween.done]

    def update(self, dt: float) -> None:
        was_blocked = self.blocked
        looking = self.back is not None           # what comes meanwhile lands at once
        self.advance(dt, 0 if looking else self.app.settings.speed_factor, not looking)
        due = self._summary_due
        if due is not None and not looking and all(a.tween.done for a in due[1]):
            self._show_summary(due[0])                # (after a look back, not under it)
        if self.summary_left is not None:
            self.summary_left -= dt
            if self.summary_left <= 0:
                self.dismiss_summary()
        if was_blocked != self.blocked:
            self._sync_buttons()
        self.sync(dt, idle=not self.blocked)
        self.offer_bar.show(self.app.ui, self.table.offers(), self.app.size[1],
                            self.lay.board[2])
        self.lesson_tick()
        if not self.blocked and self.game.is_over and not self.results_shown \
                and not self.anims and self.back is None and not self.lesson_holds_results():
            self.show_results()

    def draw(self, surf: pygame.Surface) -> None:
        if self.back is not None:
            self.draw_look_back(surf)
            return
        self.board.clock = self.app.now
        self.board.calm = self.app.settings.reduced_motion
        view, flying = apply_hides(self.snap, self.anims)
        highlights = set(self.clickable) if not self.blocked else set()
        if self.builder:
            highlights = self.controller.highlights()
        elif self.menu:                  # a Book move is chosen on the board too
            highlights = {Field(f) for c in book_choices(self.menu_options)
                          for f in (c["from"], c["to"])}
        self.board.draw(surf, view, self.lay, highlights, self.hover, self.slots.for_index,
                        flying)
        if self.builder:
            draw_builder(surf, self.builder, self._anchors())
        for a in self.anims:
            a.draw(surf)
        books = book_choices(self.menu_options) if self.menu else []
        if books:
            draw_book_fields(surf, self.board.hits, books)
        move = self.context.command_at(self.mouse) if self.menu else None
        self.book_preview = draw_book_move(surf, self.board.hits, move) \
            if move and move["type"] == "book" else None
        self.panel.draw(surf, view, self.lay, self.board, self.log.lines,
                        self.table.thinking_for, self.status_line(), self.hover,
                        self.log.causes)
        self.help_rect = draw_builder_help(
            surf, self.lay.panel, self.lay.buttons_top, self.controller.instruction(),
            self.builder_reason if self.builder and self.builder.moves else None) \
            if self.builder else None
        if self.lesson is not None:
            self.draw_lesson(surf, highlights)
        hint = self.hint_shown() if not self.blocked else None
        if hint is not None:
            self.marks.draw_hint(surf, self.board.hits,
                                 hint_marks(hint.command, self.snap, self.game.to_move),
                                 reason_text(hint.why, self.snap)
                                 or move_text(hint.command, self.snap),
                                 self.app.now, self.lay.board[2])
        else:
            self.marks.clear()
        if self.summary is not None:
            self.draw_summary(surf)
        elif self.hover is not None:   # the board may have changed under a still mouse
            self.hover = self.board.target_at(self.tip_at)   # (the panel's parts too)
        if self.summary is not None:
            self.tip_rect = self.tip_link = None      # no hover text under the summary
        elif self.menu:
            draw_shadow(surf, self.menu[0].rect.unionall([b.rect for b in self.menu]))
            self.tip_rect = self.tip_link = None
        else:
            self.tip_rect, self.tip_link = draw_tooltip(surf, self.hover, view, self.tip_at)

    def draw_summary(self, surf: pygame.Surface) -> None:
        """The board dimmed, the places the round's scoring counted ringed, the table."""
        marked = places(self.summary)
        if not self.scoring.placed:
            covered = [r for r, tg in self.board.hits for m, *_ in marked if tg == m]
            self.scoring.place(self.lay.board, covered)
        self.scoring.shade(surf, self.lay.board)
        self.marks.draw_places(surf, self.board.hits, marked, self.app.now)
        self.scoring.draw(surf, self.summary, self.snap, self.summary_left)

    def status_line(self) -> str:
        if self.back is not None:
            return t("look.status")
        snap = self.snap
        if snap["phase"] == "game_over":
            return t("phase.game_over")
        if self.builder:
            return self.controller.status()
        name = snap["names"][snap["to_move"]]
        waiting = self.table.waiting_for
        if waiting is not None:
            return t("net.waiting_for", name=snap["names"][waiting])
        if self.table.may_act:
            return t("your_turn", name=name) + " — " + t(f"phase.{snap['phase']}")
        return t("turn_of", name=name)

