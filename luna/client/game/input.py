"""The game screen's input: mouse and keys turned into the ring, drags, moves built by
clicks, the text menu (the fallback: a right click) and the panel's buttons. A part of
`GameScene` (screens/game.py), kept apart so each reads on its own."""

from __future__ import annotations

import pygame
import pygame_gui

from ...text import refusal, t
from ...text.i18n import island
from ..board.targets import (
    Control,
    Field,
    Figure,
    Group,
    Held,
    Island,
    IslandFavours,
    LogLine,
    Shrine,
    Target,
)
from . import book_move, favour_use
from .actions import island_of
from .game_buttons import SPEEDS
from .intents import LookBack

LOG_CALM = 1.0           # s after a click refused or a tray gone that a log line's click
#                         does not look back (a click meant for the tray's place, just after
#                         the board refused an island, must not open the look back at the
#                         line standing there)


class GameInput:
    """Handles events for a game scene (which supplies the table, board and widgets)."""


    # -- its widgets (what tests and the tour look at too) -----------------------------------
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

    _log_calm_until = -1.0    # a log line's click looks back from then on (LOG_CALM)
    _log_calm_at: tuple | None = None   # ... or once the pointer left this spot

    def log_calm(self, still: bool = False) -> None:
        """A click was refused or a tray closed: the tray's place shows the log now, and a
        click there in the next LOG_CALM seconds was meant for the tray; `still`: a move
        was played from the tray, only a click where it was (a double click) is calm."""
        self._log_calm_until = self.app.now + LOG_CALM
        self._log_calm_at = tuple(self.mouse) if still else None

    def log_lines_calm(self) -> bool:
        """The log's lines neither light under the pointer nor look back on a click: for
        LOG_CALM after a refusal or a tray gone; after a move played from the tray, for as
        long as the pointer stays where it clicked (a pointer still on the tray's button
        never finds a log line lit under it a second later: one more click would look back)."""
        at = self._log_calm_at
        if at is not None:
            if abs(self.mouse[0] - at[0]) + abs(self.mouse[1] - at[1]) <= 4:
                return True
            self._log_calm_at = None                  # it left: the lines are live again
            self._log_calm_until = -1.0
            return False
        return self.app.now < self._log_calm_until

    def tips_need_rest(self) -> None:
        """A card, an overlay or another screen closed: no hover text till a fresh rest."""
        self.hover_text.rest()

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


    def handle_event(self, event: pygame.event.Event) -> None:
        waited = self.handover.waiting
        if (taken := self.handover.handle(event, self.view())) is not None:
            self.play(taken)              # hot seat: the board waits for the next person
            if self.handover.waiting != waited:
                self._sync_buttons()      # the seat taken: its buttons with it
            return
        if (taken := self.looking.handle(event, self.view())) is not None:
            self.play(taken)
            return
        if (taken := self.round_end.handle(event, self.view())) is not None:
            self.play(taken)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse, text = event.pos, self.hover_text
            text.moved(self.app.now)
            if (asked := self.dragging.moved(event.pos)) is not None:
                self.play(asked)
            reading = text.reading(event.pos, self.view(), self._under_lesson(event.pos),
                                   self.target_at)
            text.reached = text.rect if reading and text.rect is not None \
                and text.rect.collidepoint(event.pos) else None
            if not reading:                     # the text stays while it is read
                text.at = event.pos
                self.hover = self.target_at(event.pos)
                if self.table.may_act and not self.blocked:   # one focus: where it rests
                    self.keys.pointed(self.hover, self.key_view())
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.keys.shown = False             # the mouse took over: no focus outline
            self._mouse_down(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging.drag:
            source = self.dragging.drag.source
            dropped = self.dragging.let_go(event.pos, self.view())
            if dropped is None:                      # no drag after all: a click
                self.click_on(source)
            for asked in dropped or ():
                self.play(asked)
        elif event.type == pygame.MOUSEWHEEL and self._under_lesson(self.mouse):
            self.lesson.wheel(event.y)          # the guided game's card: its words
        elif event.type == pygame.MOUSEWHEEL and self.panel.log_rect.collidepoint(self.mouse) \
                and self.ring is None:                  # (under the tray the log waits)
            self.panel.scroll_log(event.y, len(self.log.lines))   # older lines to click

    def target_at(self, pos) -> Target | None:
        """What is under the mouse: the ring's buttons, the faster chip, then the board."""
        if self.ring is not None:
            hit = self.ring.target_at(pos, self.snap)
            if hit is not None:
                return hit
        if self._under_lesson(pos):             # the guided game's card hides what is under
            return self.lesson.control_at(pos)  # it (its Skip sign has a hover text)
        return self.show.chip_target(pos) or self.board.target_at(pos)

    def _under_lesson(self, pos) -> bool:
        return self.lesson is not None and self.back is None and \
            self.lesson.box is not None and self.lesson.box.collidepoint(pos)

    def _key(self, event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_SPACE and self.show.busy and self.show.skip(self.anims):
            return                              # the move being shown: at once
        if self.menu and self._menu_key(event):
            return
        if not self.menu and not ctrl:
            asked = self.keys.handle(event, self.key_view())
            if asked is not None:
                self.play(asked)
                self.keys.follow(self.key_view())
                return
        if event.key == pygame.K_ESCAPE:
            self.escape()
        elif event.key == pygame.K_F1:
            self.open_rules()
        elif ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        elif event.key == pygame.K_f and self.show.busy:
            self.show.hurry = True
        elif event.key == pygame.K_h and "hint" in self.buttons:
            self.hint_key()
        elif event.key == pygame.K_s and not ctrl and "speed" in self.buttons:
            self.next_speed()                   # (the toolbar's Speed: its key)

    def key_view(self):
        """The view with the board's places the keys' focus may stop at."""
        return self.view(lit=self.key_lit())

    def key_lit(self) -> frozenset:
        """The board's places the keys' focus may stop at: where a piece dragged may go,
        where a planned move may go, else what is lit for a click."""
        lit = self.dragging.lit(self.view()) or (self.builder_lit() if self.builder
                                                 else self.lit())
        return frozenset(lit)

    def _menu_key(self, event) -> bool:
        """The text menu open: the arrows and Tab move over its entries, Enter takes the
        outlined one (else the one under the mouse); Esc closes it (escape)."""
        menu, k = self.context, event.key
        back = k in (pygame.K_LEFT, pygame.K_UP) or \
            (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            menu.move_focus(-1 if back else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            entry = menu.chosen(self.mouse)
            if entry is None:
                menu.move_focus(1)
            else:
                self._option(entry.option)
            return True
        return False

    def escape(self) -> None:
        """Esc goes back one step: the menu, the ring or a choice, the move built, the
        keyboard's focus on the board, then the pause menu."""
        if self.menu:
            self.close_menu()
        elif self.ring is not None or self.book_from is not None or self.favour_lit \
                or self.tile_pick is not None or self.end_asked is not None or self.book_pick:
            self.close_ring()
        elif self.builder:
            self.cancel_builder()
        elif self.keys.shown and self.keys.focus is not None:
            self.keys.let_go()
        else:
            self.open_pause()

    def _mouse_down(self, event) -> None:
        if self.menu and self.context.rect.collidepoint(event.pos):
            entry = self.context.entry_at(event.pos) if event.button == 1 else None
            if entry is not None and entry.is_enabled:      # (a greyed one: nothing)
                self._option(entry.option)
            return
        if event.button == 1 and self.hover_text.on_tip(event.pos, self.view()) \
                and not self.app.ui.get_hovering_any_element():
            self.open_rules()
            return
        lesson = self.lesson.button_at(event.pos) \
            if self.lesson and event.button == 1 and self.back is None else None
        if lesson is not None:
            if (asked := self.guide.press(lesson, self.view())) is not None:
                self.play(asked)
            return
        if any(b.rect.collidepoint(event.pos) for b in self.builder_buttons):
            return            # pygame-gui handles the press
        if event.button == 1 and self.show.chip_target(event.pos):
            self.show.hurry = True
            self.app.sounds.play("click")
            return
        if event.button == 1 and event.pos[0] < self.lay.panel[0] and self.show.busy \
                and self.show.skip(self.anims):
            return                              # a click on the board: the show at once
        on_ring = self.ring is not None and self.ring.rect.collidepoint(event.pos)
        line = self.board.target_at(event.pos) if event.button == 1 and not on_ring else None
        if isinstance(line, Control) and line.name == "log_newer":
            self.panel.scroll = 0               # the log follows its newest lines again
            self.app.sounds.play("click")
            return
        if isinstance(line, Control) and line.name == "log_chip":
            self.play(self.guide.toggle_log(self.view()))   # the guided game's log there
            return
        if isinstance(line, LogLine) and not self._under_lesson(event.pos):
            if self.back is not None or not self.log_lines_calm():
                self.play(LookBack(line.line))  # why did that happen? (not a click aimed
            return                              # at the tray's place: LOG_CALM)
        if self.back is not None:
            return                              # the past is only looked at
        if event.button == 3:
            self._right_click(event.pos)
        elif event.button == 1 and (event.pos[0] < self.lay.panel[0] or on_ring
                                    or self.board.target_at(event.pos)):
            self.click(event.pos)

    def _right_click(self, pos) -> None:
        """The builder takes a novice back; anywhere else the text menu of the place (or
        it closes)."""
        if self.builder:
            self.controller.take_back()
            self._builder_bar()
        elif not self.open_menu(self.board.target_at(pos), pos):
            self.close_menu()

    def _button(self, element) -> None:
        offer = self.offer_bar.key_of(element)
        if offer is not None:
            self.table.answer(offer)
        elif element in self.menu_options:
            self._option(self.menu_options[element])
        elif (self.tile_pick is not None or self.book_pick) and element in self.builder_buttons:
            self.app.sounds.play("click")
            self.close_ring()
        elif self.end_asked is not None and element in self.builder_buttons:
            self.app.sounds.play("click")
            cmd = self.end_asked if element is self.builder_buttons[0] else None
            self.close_ring()
            if cmd is not None:
                self.play(cmd)
        elif element in self.builder_buttons[:1]:
            self.confirm_builder()
        elif element in self.builder_buttons[1:2]:    # (a tile's question has no second:
            self.cancel_builder()                     # the Hint pressed then reached here)
        else:
            self._panel_button(self.panel_buttons.name_of(element), element)

    def _option(self, opt) -> None:
        self.app.sounds.play("click")
        if opt is None:
            self.close_menu()
        elif opt.command is not None:
            self.play(opt.command)
        elif opt.builder is not None:
            self.close_menu()
            self.start_builder(*opt.builder)

    def _panel_button(self, name: str | None, element) -> None:
        if name == "undo":
            self.undo()
        elif name == "redo":
            self.redo()
        elif name == "menu":
            self.open_pause()
        elif name == "hint":
            self.ask_hint()
        elif name == "speed":
            self.next_speed()
        elif name == "act":
            self.press_act()

    def next_speed(self) -> None:
        """The toolbar's Speed (or S): the next animation speed, kept in the settings,
        its picture showing it."""
        st = self.app.settings
        st.speed = SPEEDS[(SPEEDS.index(st.speed) + 1) % len(SPEEDS)]
        self.app.save_settings()
        self.panel_buttons.set_speed(st.speed)

    def undo(self) -> None:
        """Back to before the person's last move; a computer's thinking is forgotten and
        its move's show, if one plays, ends at once."""
        self.hint = None
        self.settle()
        self.show.clear()
        self.panel.counter.reset()
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

    def click(self, pos) -> None:
        """A left click on the board: the ring's button, a piece to drag, or a place."""
        if self.blocked or not self.table.may_act:
            held = self.board.target_at(pos)
            if isinstance(held, Held):          # a favour token: what it is for, and when
                favour_use.favour_clicked(self, held)
            return
        part = self.ring.part_at(pos) if self.ring is not None else None
        if part is not None:
            self.ring_press(*part)
            return
        if self.ring is not None and self.ring.rect.collidepoint(pos):
            return                               # between its buttons: nothing
        target = self.board.target_at(pos)
        if self.menu and isinstance(target, Field):     # the menu's Book, on the board
            books = [c for c in book_move.book_commands(self)
                     if target.field in (c["from"], c["to"])]
            if len(books) == 1:
                self.app.sounds.play("click")
                self.play(books[0])
                return
        self.close_menu()
        if self.dragging.draggable(target, self.view()) and \
                not (self.ring and target in self.ring_targets()):
            self.dragging.press(target, pos)     # a click or a drag: the mouse will say
            return
        self.click_on(target)

    def click_on(self, target: Target | None) -> None:
        """A click on a place (a press let go where it began)."""
        if self.builder:
            b = self.builder
            was = (b.source, b.active)
            on = island_of(target, self.snap) if isinstance(
                target, Figure | Shrine | IslandFavours) else None
            if on is not None:            # its island (a click on the Architect,
                target = Island(on)       # to send a novice there, is not lost)
            if self.controller.click(target, self.game.to_move):
                refused = self.game.refusal(b.command())
                if refused is None:
                    self.app.sounds.play("click")
                else:                     # more than stand there (the jetty's one novice
                    b.remove_last()       # clicked twice): taken back, and said why, as
                    self.say_no(refusal(refused))            # a drop there is
            elif self.said_apart():
                pass
            elif isinstance(b.source, int) and isinstance(target, Group) and \
                    target.island == b.source:        # another island's novices picked
                if (b.source, b.active) != was:       # up, or the picked ones clicked
                    self.app.sounds.play("click")     # again: where they go is said in
                self.builder_from = (b, b.source, b.count)   # the move's instructions
            self._builder_bar()
            return
        self.act_at(target)

    builder_from: tuple | None = None   # (the move, its source, its count) as another
    #                                     island's novices were picked up

    def builder_words(self) -> str:
        """A move's instructions (its help over Confirm): just after another island's
        novices were picked up, till one of them is sent or taken back, where they go
        ("Now from the Tides island: click the island …"); else the move's own. (Said there,
        not in a see-through note over the panel's cards and log, which would hide their
        rows and cut a log line: F061.)"""
        b, said = self.builder, self.builder_from
        if said is not None and said[0] is b and (b.source, b.count) == said[1:] \
                and isinstance(b.source, int):
            return t("builder.from", island=island(self.snap["islands"][b.source]["kind"]))
        return self.controller.instruction()
