"""The settings dialog: language, text size, speed, sound, the Master's thinking time,
the log's reasons, reduced motion, the hot seat's hand-over, the Hint's nudge first."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UILabel

from ... import text as i18n
from ...text import t
from ..widgets import palette as P
from ..widgets.dropdown import DropDown
from ..widgets.look.switch import draw_switch
from ..widgets.theme import Tip
from ..window.fonts import text
from ..window.settings import SPEEDS, TEXT_SIZES, THINK_TIMES
from .card import Dialog

NAME_REST = 0.5          # s the pointer rests on a setting's name before its hover text


ROWS = range(80, 504, 52)     # the settings' rows, top down

class SettingsDialog(Dialog):
    width, height = 580, 634
    steady = True          # a new text size: the words grow, no row moves

    def enter(self) -> None:
        at = self.at
        ui = self.app.ui
        st = self.app.settings
        self.title(t("settings.title"))
        self.named: list[tuple[pygame.Rect, str]] = []     # a row's name, its hover text
        self._name_tip: Tip | None = None
        rows = iter(ROWS)
        y = next(rows)
        self.setting(t("settings.language"), at(20, y, 240, 34), t("settings.language.tip"))
        langs = list(i18n.LANGUAGE_NAMES.values())
        self.lang = self.add(DropDown(langs, i18n.LANGUAGE_NAMES[st.language],
                                      at(270, y, 270, 34), ui))
        self.lang.set_tips({name: t("settings.language.tip") for name in langs})
        y = next(rows)
        self.setting(t("settings.text_size"), at(20, y, 240, 34), t("settings.text_size.tip"))
        self.text_size = self.segmented(
            [(t("settings.percent", n=n), n) for n in TEXT_SIZES], st.text_size, 270, y, 270)
        for b in self.text_size:
            b.tool_tip_text = t("settings.text_size.tip")
        y = next(rows)
        self.setting(t("settings.speed"), at(20, y, 240, 34))
        speeds = [t(f"speed.{k}") for k in SPEEDS]
        self.speed = self.add(DropDown(speeds, t(f"speed.{st.speed}"),
                                       at(270, y, 270, 34), ui))
        self.speed.set_tips({t(f"speed.{k}"): t(f"settings.speed.{k}.tip") for k in SPEEDS})
        y = next(rows)
        self.heard = self.app.sounds.available
        self.setting(t("settings.sound"), at(20, y, 240, 34),
                     t("settings.sound.tip" if self.heard else "settings.sound.none"))
        self.sound = self.switch(st.sound, at(270, y, 270, 34))
        # without a sound device the switch says so, off and dim, and stays off (its hover
        # text says why: a disabled button has none): never "Sound: on" under "no sound
        # device was found"
        self.sound.tool_tip_text = t("settings.sound.tip" if self.heard else "settings.sound.none")
        said = t("firstrun.no_sound")            # the start's note: its row says it now
        self.app.toasts = [(m, u) for m, u in self.app.toasts if m != said]
        y = next(rows)
        self.setting(t("settings.think"), at(20, y, 240, 34), t("settings.think.tip"))
        self.think = self.segmented(
            [(t("settings.seconds", n=int(x)), x) for x in THINK_TIMES], st.think_time,
            270, y, 270)
        for b in self.think:      # what the row sets, the Master introduced (10 of 10)
            b.tool_tip_text = t("settings.think.tip")
        y = next(rows)
        self.reasons = self.switch_row("reasons", st.reasons, y)
        y = next(rows)
        self.motion = self.switch_row("motion", st.reduced_motion, y)   # (its tip: what
        y = next(rows)                                                  # exactly it stills)
        self.hand_over = self.switch_row("hand_over", st.hand_over, y)
        y = next(rows)
        self.hint_nudge = self.switch_row("hint_nudge", st.hint_nudge, y)
        for y in ROWS:
            self.band(y, 34)
        (self.back,) = self.bar([t("new.back")], [])

    def switch_row(self, key: str, on: bool, y: int):
        """A row of one switch: its name (settings.KEY) and the switch, each saying its
        tip (settings.KEY.tip) on hover."""
        self.setting(t(f"settings.{key}"), self.at(20, y, 240, 34), t(f"settings.{key}.tip"))
        switch = self.switch(on, self.at(270, y, 270, 34))
        switch.tool_tip_text = t(f"settings.{key}.tip")
        return switch

    def setting(self, words: str, rect, tip: str | None = None) -> None:
        """A row's name, from the row's left edge (the eye reads the names down a column);
        its hover text the row's own (every setting's name explains itself when pointed at)."""
        self.add(UILabel(pygame.Rect(rect), words, self.app.ui, object_id="#setting"))
        if tip:
            self.named.append((pygame.Rect(rect), tip))

    def point_at_names(self) -> None:
        """The hover text of the row name under the pointer, once it rests there (as a
        widget's, drawn over everything by the window)."""
        pos = self.app.ui.pointer              # (the window's last mouse event)
        hit = next(((r, w) for r, w in self.named if r.collidepoint(pos)), None)
        tip = self._name_tip
        if tip is not None and (hit is None or tip.widget != hit[0]):
            tip.kill()
            self._name_tip = tip = None
        if hit is None:
            self._name_since = None
            return
        since = getattr(self, "_name_since", None)
        if since is None or since[0] != hit[0]:
            self._name_since = (hit[0], self.app.now)
        elif tip is None and self.app.now - since[1] >= NAME_REST and not self.app.ui.tips:
            self._name_tip = Tip(self.app.ui, hit[1], pos, hit[0])
            self.app.ui.tips.append(self._name_tip)

    def tips_never_over(self) -> list:
        """A setting's hover text explains its own row: it stands off the other rows
        (their names and fields) wherever the window has room for it elsewhere."""
        tips = self.app.ui.tips
        own = tips[-1].widget if tips else None
        rows = [self.band_rect(y, h) for y, h in self.bands]
        return [r for r in rows if own is None or not r.colliderect(own)]

    def exit(self) -> None:
        if self._name_tip is not None:
            self._name_tip.kill()
            self._name_tip = None
        super().exit()

    def switch(self, on: bool, rect):
        """An on/off setting: a switch drawn under an invisible button
        (widgets/look/switch.py)."""
        return self.button("", rect, "#switch")     # (as wide as the row's other fields)

    def states(self) -> list[tuple]:
        """Each switch with its setting's state, top down."""
        st = self.app.settings
        return [(self.sound, st.sound and self.heard), (self.reasons, st.reasons),
                (self.motion, st.reduced_motion), (self.hand_over, st.hand_over),
                (self.hint_nudge, st.hint_nudge)]

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        self.point_at_names()
        self.drawn_switches = {}
        for button, on in self.states():
            deaf = button is self.sound and not self.heard
            words = "settings.sound.no_device" if deaf else \
                "settings.on" if on else "settings.off"
            word = text(t(words), 15, P.GOLD if on else P.INK_DIM, bold=True)
            self.drawn_switches[button] = draw_switch(
                surf, button.rect, on, word, button.hovered and not deaf,
                button is self.focused)

    def focus_order(self) -> list:
        """The keyboard walks the switches (the lists and the segments are the mouse's)."""
        return [b for b, _ in self.states()]

    @property
    def focused(self):
        """The switch the keyboard's focus is on (kept by its row through a rebuild)."""
        return self.key_focus.focused(self) if self.key_focus.shown else None

    def _chose(self, choices: dict, value) -> None:
        """A segmented setting took `value`: it is kept and its button lit."""
        for b, v in choices.items():
            b.select() if v == value else b.unselect()
        self.app.save_settings()
        self.app.sounds.play("click")

    def toggle(self, button) -> None:
        st = self.app.settings
        if button is self.sound and not self.heard:
            return                              # no sound device: nothing to switch
        if button is self.sound:
            st.sound = not st.sound
        elif button is self.reasons:
            st.reasons = not st.reasons
        elif button is self.motion:
            st.reduced_motion = not st.reduced_motion
        elif button is self.hand_over:
            st.hand_over = not st.hand_over
        elif button is self.hint_nudge:
            st.hint_nudge = not st.hint_nudge
        self.app.save_settings()
        self.app.sounds.play("click")

    def handle_event(self, event) -> None:
        st = self.app.settings
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.lang:
                code = {v: k for k, v in i18n.LANGUAGE_NAMES.items()}[event.text]
                st.language = code
                self.app.save_settings()
                self.resize()
            elif event.ui_element is self.speed:
                labels = {t(f"speed.{k}"): k for k in SPEEDS}
                st.speed = labels.get(event.text, "normal")
                self.app.save_settings()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in (self.sound, self.reasons, self.motion, self.hand_over,
                                    self.hint_nudge):
                self.toggle(event.ui_element)
            elif event.ui_element in self.text_size:
                st.text_size = self.text_size[event.ui_element]
                self.app.save_settings()            # (every widget built again)
            elif event.ui_element in self.think:
                st.think_time = self.think[event.ui_element]
                self._chose(self.think, st.think_time)
            elif event.ui_element is self.back:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.shut_a_list():
                self.app.pop()
