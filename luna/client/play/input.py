"""The game screen's input: mouse and keys turned into commands, menus and moves built
by clicks. A part of `GameScene` (scenes/game.py), kept apart so each reads on its own."""

from __future__ import annotations

import pygame
import pygame_gui

from ...text import t
from ..board.targets import Field, LogLine
from ..widgets.game_buttons import SPEEDS, speed_label
from ..widgets.tooltips import rule_section
from .action_icons import icon
from .builder_view import book_choices

DISMISS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)


class GameInput:
    """Handles events for a game scene (which supplies the table, board and widgets)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.back is not None and self._looking_back(event):
            return
        if self.summary is not None and self._summary_event(event):
            return
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
            elif event.key == pygame.K_F1:
                self.open_rules()
            elif ctrl and event.key == pygame.K_z:
                self.undo()
            elif ctrl and event.key == pygame.K_y:
                self.redo()
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if not self._reading_tip(event.pos):     # the text stays while it is read
                self.tip_at = event.pos
                self.hover = self.board.target_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._mouse_down(event)
        elif event.type == pygame.MOUSEWHEEL and self.panel.log_rect.collidepoint(self.mouse):
            self.panel.scroll_log(event.y, len(self.log.lines))   # older lines to click

    def _looking_back(self, event) -> bool:
        """While a log line is looked back at: Esc or the button come back, keys that
        would play (undo, redo) do nothing. True if the event was taken."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back_to_present()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and \
                event.ui_element is self.back.button:
            self.app.sounds.play("click")
            self.back_to_present()
            return True
        return False

    def _reading_tip(self, pos) -> bool:
        """The mouse is on its way to a hover text that names a rule, or on it: on its
        rules line, or over the text (or the gap to it) where the board under it is the
        same thing or nothing; another thing under it takes the hover as usual."""
        if self.tip_rect is None or rule_section(self.hover, self.snap) is None:
            return False
        if self.tip_link is not None and self.tip_link.collidepoint(pos):
            return True
        if not self.tip_rect.union(pygame.Rect(self.tip_at, (1, 1))).collidepoint(pos):
            return False
        return self.board.target_at(pos) in (None, self.hover)

    def _summary_event(self, event) -> bool:
        """A round's summary stands: Continue, a click off the panel's buttons, Enter,
        Space or Esc dismisses it (True: the event is used up)."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.scoring.button:
                self.dismiss_summary()
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key in DISMISS_KEYS:
            self.dismiss_summary()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if any(b.rect.collidepoint(event.pos) for b in self.buttons.values()
                   if b.alive() and b.is_enabled):
                return False                    # the panel's Menu, Speed: as ever
            if self.lesson is not None and self.lesson.button_at(event.pos):
                return False                    # a lesson's note on the summary: read on
            self.dismiss_summary()
            return True
        return False

    def _mouse_down(self, event) -> None:
        if event.button == 1 and self.tip_rect is not None \
                and self.tip_rect.collidepoint(event.pos) and rule_section(self.hover, self.snap) \
                and not self.app.ui.get_hovering_any_element():
            self.open_rules()
            return
        lesson = self.lesson.button_at(event.pos) \
            if self.lesson and event.button == 1 and self.back is None else None
        if lesson is not None:
            self.app.sounds.play("click")
            self.lesson_button(lesson)
            return
        if any(b.rect.collidepoint(event.pos) for b in self.menu + self.builder_buttons):
            return            # pygame-gui handles the press
        line = self.board.target_at(event.pos) if event.button == 1 else None
        hidden = self.lesson is not None and self.back is None and \
            self.lesson.box is not None and self.lesson.box.collidepoint(event.pos)
        if isinstance(line, LogLine) and not hidden:       # (a lesson's box over the log)
            self.look_at(line.line)             # why did that happen?
            return
        if self.back is not None:
            return                              # the past is only looked at
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

