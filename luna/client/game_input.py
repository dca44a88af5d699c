"""The game screen's input: mouse and keys turned into commands, menus and moves built
by clicks. A part of `GameScene` (scenes/game.py), kept apart so each reads on its own."""

from __future__ import annotations

import pygame
import pygame_gui

from ..text import t
from .game_overlays import book_choices
from .game_widgets import SPEEDS, speed_label
from .menu_icons import icon
from .targets import Field


class GameInput:
    """Handles events for a game scene (which supplies the table, board and widgets)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                if self.menu:
                    self.close_menu()
                elif self.builder:
                    self.cancel_builder()
                else:
                    self.open_pause()
            elif ctrl and event.key == pygame.K_z:
                self.undo()
            elif ctrl and event.key == pygame.K_y:
                self.redo()
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.board.target_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._mouse_down(event)

    def _mouse_down(self, event) -> None:
        lesson = self.lesson.button_at(event.pos) if self.lesson and event.button == 1 \
            else None
        if lesson is not None:
            self.app.sounds.play("click")
            self.lesson_button(lesson)
            return
        if any(b.rect.collidepoint(event.pos) for b in self.menu + self.builder_buttons):
            return            # pygame-gui handles the press
        if event.button == 3:
            if self.builder:
                self.controller.take_back()
                self._builder_bar()
            else:
                self.close_menu()
        elif event.button == 1 and (event.pos[0] < self.lay.panel[0]
                                    or self.board.target_at(event.pos)):
            self.click(event.pos)

    def _button(self, element) -> None:
        offer = self.offer_bar.key_of(element)
        if offer is not None:
            self.table.answer(offer)
        elif element in self.menu_options:
            self._option(self.menu_options[element])
        elif self.builder_buttons and element is self.builder_buttons[0]:
            cmd = self.builder.command()
            self.cancel_builder()
            self.play(cmd)
        elif self.builder_buttons and element is self.builder_buttons[1]:
            self.cancel_builder()
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
            st = self.app.settings
            st.speed = SPEEDS[(SPEEDS.index(st.speed) + 1) % len(SPEEDS)]
            self.app.save_settings()
            element.set_text(speed_label(st.speed))
        elif name == "act":
            cmd = next((c for c in self.legal if c["type"] == self._act_kind()), None)
            if cmd:
                self.play(cmd)

    def click(self, pos) -> None:
        if self.blocked or not self.table.may_act:
            return
        target = self.board.target_at(pos)
        me = self.game.to_move
        if self.builder:
            if self.controller.click(target, me):
                self.app.sounds.play("click")
            self._builder_bar()
            return
        if self.menu and isinstance(target, Field):     # the Book's field, on the board
            books = [c for c in book_choices(self.menu_options)
                     if target.field in (c["from"], c["to"])]
            if len(books) == 1:
                self.app.sounds.play("click")
                self.play(books[0])
                return
        self.close_menu()
        if target is None:
            return
        opts = self.controller.options(target, self.legal, self.snap, me, self.game)
        if any(o.command or o.builder for o in opts):
            self.context.open(self.app.ui, opts, pos, self.app.size,
                              [icon(o, self.snap, me) for o in opts],
                              beside=self.board.rect_of(target))
            self.app.sounds.play("click")
            return
        reason = self.controller.why_not(target, self.game, self.snap, me)
        if reason:
            self.app.toast(t("illegal", reason=reason))
            self.app.sounds.play("error")

