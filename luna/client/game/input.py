"""The game screen's input, a part it owns (`scene.input`): mouse and keys turned into
the ring, drags, moves built by clicks, the text menu (the fallback: a right click) and
the panel's buttons; Undo, Redo, the Hint, the rules book and the pause menu asked for
with intents (game/intents.py)."""

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
from . import book_move, favour_use, hint_ask
from .actions import island_of
from .game_buttons import SPEEDS
from .intents import Hint, LookBack, OpenRules, Pause, Redo, Undo

LOG_CALM = 1.0           # s after a click refused or a tray gone that a log line's click
#                         does not look back (a click meant for the tray's place, just after
#                         the board refused an island, must not open the look back at the
#                         line standing there)


class GameInput:
    """The mouse and the keys on the game screen, a part it owns (`scene.input`): the
    parts that take an event first (the hand-over, the look back, the round's card, the
    keys, a drag) are asked in turn; the rest acts on the screen it is given (`scene`)."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.log_calm_until = -1.0     # a log line's click looks back from then on
        self.log_calm_at: tuple | None = None   # ... or once the pointer left this spot
        self.builder_from: tuple | None = None   # (the move, its source, its count) as
        #                                another island's novices were picked up

    def log_calm(self, still: bool = False) -> None:
        """A click was refused or a tray closed: the tray's place shows the log now, and a
        click there in the next LOG_CALM seconds was meant for the tray; `still`: a move
        was played from the tray, only a click where it was (a double click) is calm."""
        self.log_calm_until = self.scene.app.now + (0.0 if still else LOG_CALM)
        self.log_calm_at = tuple(self.scene.mouse)

    def log_lines_calm(self) -> bool:
        """The log's lines neither light under the pointer, nor speak, nor look back on a
        click: for LOG_CALM after a refusal or a tray gone, and for as long as the pointer
        stays where it was then (a line that rose under a still pointer waits for the
        pointer to move onto it: it never lights or speaks a second later, and one more
        click never looks back)."""
        at = self.log_calm_at
        if at is not None and abs(self.scene.mouse[0] - at[0]) + \
                abs(self.scene.mouse[1] - at[1]) > 4:
            self.log_calm_at = None                  # it moved: the lines are live again
        return self.log_calm_at is not None or self.scene.app.now < self.log_calm_until

    def handle(self, event: pygame.event.Event) -> None:
        waited = self.scene.handover.waiting
        if (taken := self.scene.handover.handle(event, self.scene.view())) is not None:
            self.scene.play(taken)              # hot seat: the board waits for the next person
            if self.scene.handover.waiting != waited:
                self.scene._sync_buttons()      # the seat taken: its buttons with it
            return
        if (taken := self.scene.looking.handle(event, self.scene.view())) is not None:
            self.scene.play(taken)
            return
        if (taken := self.scene.round_end.handle(event, self.scene.view())) is not None:
            self.scene.play(taken)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.scene.mouse, text = event.pos, self.scene.hover_text
            text.moved(self.scene.app.now)
            if (asked := self.scene.dragging.moved(event.pos)) is not None:
                self.scene.play(asked)
            reading = text.reading(event.pos, self.scene.view(), self._under_lesson(event.pos),
                                   self.target_at)
            text.reached = text.rect if reading and text.rect is not None \
                and text.rect.collidepoint(event.pos) else None
            if not reading:                     # the text stays while it is read
                text.at = event.pos
                self.scene.hover = self.target_at(event.pos)
                if self.scene.table.may_act and not self.scene.blocked:  # one focus: where it rests
                    self.scene.keys.pointed(self.scene.hover, self.key_view())
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.scene.keys.shown = False             # the mouse took over: no focus outline
            self._mouse_down(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.scene.dragging.drag:
            source = self.scene.dragging.drag.source
            dropped = self.scene.dragging.let_go(event.pos, self.scene.view())
            if dropped is None:                      # no drag after all: a click
                self.click_on(source)
            for asked in dropped or ():
                self.scene.play(asked)
        elif event.type == pygame.MOUSEWHEEL and self._under_lesson(self.scene.mouse):
            self.scene.lesson.wheel(event.y)          # the guided game's card: its words
        elif event.type == pygame.MOUSEWHEEL and self.scene.ring is None \
                and self.scene.panel.log_rect.collidepoint(self.scene.mouse):  # (under the
            # tray the log waits) older lines to click
            self.scene.panel.scroll_log(event.y, len(self.scene.log.lines))

    def target_at(self, pos) -> Target | None:
        """What is under the mouse: the ring's buttons, the faster chip, then the board."""
        if self.scene.ring is not None:
            hit = self.scene.ring.target_at(pos, self.scene.snap)
            if hit is not None:
                return hit
        if self._under_lesson(pos):             # the guided game's card hides what is under
            return self.scene.lesson.control_at(pos)  # it (its Skip sign has a hover text)
        return self.scene.show.chip_target(pos) or self.scene.board.target_at(pos)

    def _under_lesson(self, pos) -> bool:
        return self.scene.lesson is not None and self.scene.back is None and \
            self.scene.lesson.box is not None and self.scene.lesson.box.collidepoint(pos)

    def _key(self, event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        show = self.scene.show
        if event.key == pygame.K_SPACE and show.busy and show.skip(self.scene.anims):
            return                              # the move being shown: at once
        if self.scene.menu and self._menu_key(event):
            return
        if not self.scene.menu and not ctrl:
            asked = self.scene.keys.handle(event, self.key_view())
            if asked is not None:
                self.scene.play(asked)
                self.scene.keys.follow(self.key_view())
                return
        if event.key == pygame.K_ESCAPE:
            self.escape()
        elif event.key == pygame.K_F1:
            self.scene.play(OpenRules())
        elif ctrl and event.key == pygame.K_z:
            self.scene.play(Undo())
        elif ctrl and event.key == pygame.K_y:
            self.scene.play(Redo())
        elif event.key == pygame.K_f and self.scene.show.busy:
            self.scene.show.hurry = True
        elif event.key == pygame.K_h and "hint" in self.scene.buttons:
            hint_ask.hint_key(self.scene)
        elif event.key == pygame.K_s and not ctrl and "speed" in self.scene.buttons:
            self.next_speed()                   # (the toolbar's Speed: its key)

    def key_view(self):
        """The view with the board's places the keys' focus may stop at."""
        return self.scene.view(lit=self.key_lit())

    def key_lit(self) -> frozenset:
        """The board's places the keys' focus may stop at: where a piece dragged may go,
        where a planned move may go, else what is lit for a click."""
        acts = self.scene.acting
        lit = self.scene.dragging.lit(self.scene.view()) or (
            acts.builder_lit() if self.scene.builder else acts.lit())
        return frozenset(lit)

    def _menu_key(self, event) -> bool:
        """The text menu open: the arrows and Tab move over its entries, Enter takes the
        outlined one (else the one under the mouse); Esc closes it (escape)."""
        menu, k = self.scene.context, event.key
        back = k in (pygame.K_LEFT, pygame.K_UP) or \
            (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            menu.move_focus(-1 if back else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            entry = menu.chosen(self.scene.mouse)
            if entry is None:
                menu.move_focus(1)
            else:
                self._option(entry.option)
            return True
        return False

    def escape(self) -> None:
        """Esc goes back one step: the menu, the ring or a choice, the move built, the
        keyboard's focus on the board, then the pause menu."""
        if self.scene.menu:
            self.scene.close_menu()
        elif self.scene.acting.choosing():
            self.scene.acting.close_ring()
        elif self.scene.builder:
            self.scene.acting.cancel_builder()
        elif self.scene.keys.shown and self.scene.keys.focus is not None:
            self.scene.keys.let_go()
        else:
            self.scene.play(Pause())

    def _mouse_down(self, event) -> None:
        if self.scene.menu and self.scene.context.rect.collidepoint(event.pos):
            entry = self.scene.context.entry_at(event.pos) if event.button == 1 else None
            if entry is not None and entry.is_enabled:      # (a greyed one: nothing)
                self._option(entry.option)
            return
        if event.button == 1 and self.scene.hover_text.on_tip(event.pos, self.scene.view()) \
                and not self.scene.app.ui.get_hovering_any_element():
            self.scene.play(OpenRules())
            return
        lesson = self.scene.lesson.button_at(event.pos) \
            if self.scene.lesson and event.button == 1 and self.scene.back is None else None
        if lesson is not None:
            if (asked := self.scene.guide.press(lesson, self.scene.view())) is not None:
                self.scene.play(asked)
            return
        if any(b.rect.collidepoint(event.pos) for b in self.scene.builder_buttons):
            return            # pygame-gui handles the press
        if event.button == 1 and self.scene.show.chip_target(event.pos):
            self.scene.show.hurry = True
            self.scene.app.sounds.play("click")
            return
        if event.button == 1 and event.pos[0] < self.scene.lay.panel[0] and self.scene.show.busy \
                and self.scene.show.skip(self.scene.anims):
            return                              # a click on the board: the show at once
        on_ring = self.scene.ring is not None and self.scene.ring.rect.collidepoint(event.pos)
        line = self.scene.board.target_at(event.pos) if event.button == 1 and not on_ring else None
        if isinstance(line, Control) and line.name == "log_newer":
            self.scene.panel.scroll = 0               # the log follows its newest lines again
            self.scene.app.sounds.play("click")
            return
        if isinstance(line, Control) and line.name == "log_chip":
            # the guided game's log there
            self.scene.play(self.scene.guide.toggle_log(self.scene.view()))
            return
        if isinstance(line, LogLine) and not self._under_lesson(event.pos):
            if self.scene.back is not None or not self.log_lines_calm():
                self.scene.play(LookBack(line.line))  # why did that happen? (not a click aimed
            return                              # at the tray's place: LOG_CALM)
        if self.scene.back is not None:
            return                              # the past is only looked at
        if event.button == 3:
            self._right_click(event.pos)
        elif event.button == 1 and (event.pos[0] < self.scene.lay.panel[0] or on_ring
                                    or self.scene.board.target_at(event.pos)):
            self.click(event.pos)

    def _right_click(self, pos) -> None:
        """The builder takes a novice back; anywhere else the text menu of the place (or
        it closes)."""
        if self.scene.builder:
            self.scene.controller.take_back()
            self.scene.acting._builder_bar()
        elif not self.scene.acting.open_menu(self.scene.board.target_at(pos), pos):
            self.scene.close_menu()

    def _button(self, element) -> None:
        offer = self.scene.offer_bar.key_of(element)
        if offer is not None:
            self.scene.table.answer(offer)
        elif element in self.scene.menu_options:
            self._option(self.scene.menu_options[element])
        elif (self.scene.acting.tile_pick is not None or self.scene.acting.book_pick) \
                and element in self.scene.builder_buttons:
            self.scene.app.sounds.play("click")
            self.scene.acting.close_ring()
        elif self.scene.acting.end_asked is not None and element in self.scene.builder_buttons:
            self.scene.app.sounds.play("click")
            cmd = self.scene.acting.end_asked if element is self.scene.builder_buttons[0] else None
            self.scene.acting.close_ring()
            if cmd is not None:
                self.scene.play(cmd)
        elif element in self.scene.builder_buttons[:1]:
            self.scene.acting.confirm_builder()
        elif element in self.scene.builder_buttons[1:2]:    # (a tile's question has no second:
            self.scene.acting.cancel_builder()  # the Hint pressed then reached here)
        else:
            self._panel_button(self.scene.panel_buttons.name_of(element), element)

    def _option(self, opt) -> None:
        self.scene.app.sounds.play("click")
        if opt is None:
            self.scene.close_menu()
        elif opt.command is not None:
            self.scene.play(opt.command)
        elif opt.builder is not None:
            self.scene.close_menu()
            self.scene.acting.start_builder(*opt.builder)

    def _panel_button(self, name: str | None, element) -> None:
        if name == "undo":
            self.scene.play(Undo())
        elif name == "redo":
            self.scene.play(Redo())
        elif name == "menu":
            self.scene.play(Pause())
        elif name == "hint":
            self.scene.play(Hint())
        elif name == "speed":
            self.next_speed()
        elif name == "act":
            self.scene.acting.press_act()

    def next_speed(self) -> None:
        """The toolbar's Speed (or S): the next animation speed, kept in the settings,
        its picture showing it."""
        st = self.scene.app.settings
        st.speed = SPEEDS[(SPEEDS.index(st.speed) + 1) % len(SPEEDS)]
        self.scene.app.save_settings()
        self.scene.panel_buttons.set_speed(st.speed)

    def click(self, pos) -> None:
        """A left click on the board: the ring's button, a piece to drag, or a place."""
        if self.scene.blocked or not self.scene.table.may_act:
            held = self.scene.board.target_at(pos)
            if isinstance(held, Held):          # a favour token: what it is for, and when
                favour_use.favour_clicked(self.scene, held)
            return
        part = self.scene.ring.part_at(pos) if self.scene.ring is not None else None
        if part is not None:
            self.scene.acting.ring_press(*part)
            return
        if self.scene.ring is not None and self.scene.ring.rect.collidepoint(pos):
            return                               # between its buttons: nothing
        target = self.scene.board.target_at(pos)
        if self.scene.menu and isinstance(target, Field):     # the menu's Book, on the board
            books = [c for c in book_move.book_commands(self.scene)
                     if target.field in (c["from"], c["to"])]
            if len(books) == 1:
                self.scene.app.sounds.play("click")
                self.scene.play(books[0])
                return
        self.scene.close_menu()
        if self.scene.dragging.draggable(target, self.scene.view()) and \
                not (self.scene.ring and target in self.scene.acting.ring_targets()):
            self.scene.dragging.press(target, pos)     # a click or a drag: the mouse will say
            return
        self.click_on(target)

    def click_on(self, target: Target | None) -> None:
        """A click on a place (a press let go where it began)."""
        if self.scene.builder:
            b = self.scene.builder
            was = (b.source, b.active)
            on = island_of(target, self.scene.snap) if isinstance(
                target, Figure | Shrine | IslandFavours) else None
            if on is not None:            # its island (a click on the Architect,
                target = Island(on)       # to send a novice there, is not lost)
            if self.scene.controller.click(target, self.scene.game.to_move):
                refused = self.scene.game.refusal(b.command())
                if refused is None:
                    self.scene.app.sounds.play("click")
                else:                     # more than stand there (the jetty's one novice
                    b.remove_last()       # clicked twice): taken back, and said why, as
                    self.scene.acting.say_no(refusal(refused))            # a drop there is
            elif self.scene.acting.said_apart():
                pass
            elif isinstance(b.source, int) and isinstance(target, Group) and \
                    target.island == b.source:        # another island's novices picked
                if (b.source, b.active) != was:       # up, or the picked ones clicked
                    self.scene.app.sounds.play("click")     # again: where they go is said in
                self.builder_from = (b, b.source, b.count)   # the move's instructions
            self.scene.acting._builder_bar()
            return
        self.scene.acting.act_at(target)

    def builder_words(self) -> str:
        """A move's instructions (its help over Confirm): just after another island's
        novices were picked up, till one of them is sent or taken back, where they go
        ("Now from the Tides island: click the island …"); else the move's own. (Said there,
        not in a see-through note over the panel's cards and log, which would hide their
        rows and cut a log line: F061.)"""
        b, said = self.scene.builder, self.builder_from
        if said is not None and said[0] is b and (b.source, b.count) == said[1:] \
                and isinstance(b.source, int):
            return t("builder.from", island=island(self.scene.snap["islands"][b.source]["kind"]))
        return self.scene.controller.instruction()
