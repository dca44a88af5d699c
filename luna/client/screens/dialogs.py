"""Menus' dialogs: new game, solo game, settings."""

from __future__ import annotations

import html
import random

import pygame
import pygame_gui
from pygame_gui.elements import UILabel, UITextBox, UITextEntryLine

from ... import profiles
from ... import text as i18n
from ...ai.levels import nearest
from ...engine import new_game
from ...engine.data import COLOURS
from ...seats import NEW_GAME_KINDS as SEAT_KINDS
from ...text import t
from ..board import art
from ..opening import open_game
from ..settings import TEXT_SIZES, THINK_TIMES
from ..widgets.dropdown import DropDown
from .card import Dialog


class NewGameDialog(Dialog):
    width = 700

    @property
    def height(self) -> int:
        """As tall as its seats need (a row each), with the suggested level under them."""
        return 544 - (4 - self.players) * 46

    def __init__(self, app) -> None:
        super().__init__(app)
        self.players = 3
        self.names = [t(f"colour.{c}") for c in COLOURS]
        self.colours = list(COLOURS)
        # one person, the computers at the level their profile suggests (_suggest) until
        # the player sets a seat's kind: a solo player meets a fitting opponent at once
        self.kinds = ["human", "adept", "adept", "adept"]
        self.kinds_set = False            # the computers' level set once, as it opens
        self.setup = "intro"
        self.one_figure = False
        self.seed: int | None = None      # None: a fresh deal every time (tests fix it)
        self.told: set[str] = set()       # damaged profiles already said

    def enter(self) -> None:
        ui = self.app.ui
        at = self.at
        if not self.kinds_set:
            self.kinds_set = True
            self._default_kinds(self._level_of(self.names[0] if self.kinds[0] == "human"
                                               else ""))
        self.title(t("new.title"))
        y = 78
        self.band(y, 32)
        self.label(t("new.players"), at(30, y, 160, 32))
        self.players_dd = self.add(DropDown(["2", "3", "4"], str(self.players),
                                            at(200, y, 90, 32), ui))
        self.label(t("new.setup"), at(300, y, 136, 32))
        setups = [t("new.setup.intro"), t("new.setup.random")]
        self.setup_dd = self.add(DropDown(setups, setups[self.setup == "random"],
                                          at(440, y, 230, 32), ui))
        y += 56
        self.rows = []
        colour_names = [t(f"colour.{k}") for k in COLOURS]
        kind_names = [t(f"seat.{k}") for k in SEAT_KINDS]
        for p in range(self.players):
            self.band(y, 34)
            self.label(t("new.seat", n=p + 1), at(30, y, 80, 34))
            name = self.add(UITextEntryLine(at(120, y, 170, 34), ui))
            name.set_text(self.names[p])
            name.set_text_length_limit(16)
            col = self.add(DropDown(colour_names, colour_names[COLOURS.index(
                self.colours[p])], at(300, y, 130, 34), ui))
            kind = self.add(DropDown(kind_names, kind_names[SEAT_KINDS.index(
                self.kinds[p])], at(440, y, 230, 34), ui))
            self.rows.append((name, col, kind))
            y += 46
        y += 10
        self.figure_btn = self.button(self._figure_text(), at(30, y, 320, 36))
        self.figure_btn.tool_tip_text = t("rule.figures") if i18n.has("rule.figures") else None
        self.match = self.add(UILabel(at(30, y + 48, 470, 34), "", ui,
                                      object_id="#suggestion"))
        self.use = self.button(t("profile.use"), at(510, y + 48, 160, 34))
        self._suggest()
        self.error = self.label("", at(30, -110, self.width - 60, 30))
        self.back, self.start = self.bar([t("new.back")], [t("new.start")], t("new.start"))

    def _suggest(self) -> None:
        """The level nearest the first person's rating (their profile at this computer),
        said under the seats; "Play it" puts it in the computers' seats."""
        who = next((row[0].get_text().strip() for row, kind in zip(
            self.rows, self.kinds, strict=False) if kind == "human"), "")
        self.level = self._level_of(who)
        self.match.set_text(t("profile.match", who=who, level=t(f"level.{self.level}"))
                            if self.level else "")
        computers = [k for k in self.kinds[:self.players] if k != "human"]
        if self.level and (not computers or any(k != self.level for k in computers)):
            self.use.show()
        else:
            self.use.hide()

    def _level_of(self, who: str) -> str | None:
        """The level nearest `who`'s rating (their profile at this computer), if a name."""
        if not who or not profiles.usable_name(who):
            return None
        loaded = profiles.load(self.app.save_dir, who)
        if loaded.set_aside is not None and loaded.set_aside.name not in self.told:
            self.told.add(loaded.set_aside.name)
            self.app.toast(t("profile.damaged", who=who, file=loaded.set_aside.name), 8.0)
        return nearest(loaded.profile.rating.value)

    def _default_kinds(self, level: str | None) -> None:
        """Every seat after the first a computer at `level` (the suggested one)."""
        if level:
            self.kinds[1:] = [level] * (len(self.kinds) - 1)

    def _use_level(self) -> None:
        self._read()
        computers = [p for p in range(self.players) if self.kinds[p] != "human"]
        for p in computers or [self.players - 1]:
            self.kinds[p] = self.level
        self.resize()

    def draw(self, surf: pygame.Surface) -> None:
        """The card, each seat's band edged in the colour chosen for it."""
        super().draw(surf)
        names = [t(f"colour.{k}") for k in COLOURS]
        for p, (_, col, _) in enumerate(self.rows):
            chosen = col.selected_option[0] if isinstance(col.selected_option, tuple) \
                else col.selected_option
            colour = COLOURS[names.index(chosen)] if chosen in names else COLOURS[p]
            band = self.band_rect(*self.bands[p + 1])
            edge = pygame.Rect(band.x + 3, band.y + 6, max(3, band.h // 9), band.h - 12)
            pygame.draw.rect(surf, art.PLAYER_RGB[colour], edge, border_radius=2)

    def _figure_text(self) -> str:
        return f"{t('new.one_figure')}: {t('settings.on' if self.one_figure else 'settings.off')}"

    def _read(self) -> None:
        for p, (name, col, kind) in enumerate(self.rows):
            self.names[p] = name.get_text().strip() or t(f"colour.{COLOURS[p]}")
            label_ = col.selected_option[0] if isinstance(col.selected_option, tuple) else \
                col.selected_option
            names = [t(f"colour.{k}") for k in COLOURS]
            self.colours[p] = COLOURS[names.index(label_)] if label_ in names else COLOURS[p]
            kl = kind.selected_option[0] if isinstance(kind.selected_option, tuple) else \
                kind.selected_option
            labels = {t(f"seat.{k}"): k for k in SEAT_KINDS}
            self.kinds[p] = labels.get(kl, "human")

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.players_dd:
                self._read()
                self.players = int(event.text)
                self.resize()
            elif event.ui_element is self.setup_dd:
                self.setup = "random" if event.text == t("new.setup.random") else "intro"
            else:                                 # a seat's kind: who the first person is
                self._read()
                self._suggest()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.app.sounds.play("click")
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.figure_btn:
                self.one_figure = not self.one_figure
                self.figure_btn.set_text(self._figure_text())
            elif event.ui_element is self.start:
                self._start()
            elif event.ui_element is self.use and self.level:
                self._use_level()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:     # a name typed
            self._read()
            self._suggest()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def _start(self) -> None:
        self._read()
        n = self.players
        colours = self.colours[:n]
        if len(set(colours)) < n:
            self.error.set_text(t("new.error.colours"))
            self.app.sounds.play("error")
            return
        seed = self.seed if self.seed is not None else random.randrange(1 << 31)
        seats = [{"kind": k} if k == "human" else {"kind": k, "seed": seed + p}
                 for p, k in enumerate(self.kinds[:n])]
        game = new_game(players=n, seed=seed, setup=self.setup, colours=colours,
                        names=self.names[:n], seats=seats,
                        options={"one_figure_per_island": self.one_figure})
        open_game(self.app, game)


class SoloDialog(Dialog):
    """Choose a level (what it changes shows in full below, with why each round starts by
    choosing an island for the automaton), a name and a colour, then Start: a click on a
    level only chooses it."""

    width, height = 760, 490
    seed: int | None = None          # None: a fresh deal every time (tests fix it)
    level = 1

    def enter(self) -> None:
        at = self.at
        self.title(t("solo.title"))
        self.levels = {}
        bw = (self.width - 60 - 2 * 12) / 3
        for k in (1, 2, 3):
            b = self.button(t("solo.level", level=k), at(30 + (k - 1) * (bw + 12), 76, bw, 46),
                            "#level")
            self.levels[b] = k
        self.about = self.add(UITextBox("", at(30, 134, self.width - 60, 200), self.app.ui))
        self._show_level()
        self.label(t("new.seat", n=1), at(30, 346, 80, 34))
        self.name = self.add(UITextEntryLine(at(120, 346, 220, 34), self.app.ui))
        self.name.set_text(t("colour.yellow"))
        names = [t(f"colour.{k}") for k in COLOURS]
        self.colour = self.add(DropDown(names, names[0], at(360, 346, 160, 34), self.app.ui))
        self.band(346, 34)
        self.back, self.start = self.bar([t("new.back")], [t("new.start")], t("new.start"))

    def _show_level(self) -> None:
        for b, k in self.levels.items():
            b.select() if k == self.level else b.unselect()
        self.about.set_text(html.escape(t(f"solo.level{self.level}")) + "<br>"
                            + html.escape(t("solo.pick")))

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.app.sounds.play("click")
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element in self.levels:
                self.level = self.levels[event.ui_element]
                self._show_level()
            elif event.ui_element is self.start:
                self._start()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def _start(self) -> None:
        names = [t(f"colour.{k}") for k in COLOURS]
        sel = self.colour.selected_option
        sel = sel[0] if isinstance(sel, tuple) else sel
        mine = COLOURS[names.index(sel)] if sel in names else "yellow"
        other = next(c for c in ("red", "blue", "white", "yellow") if c != mine)
        seed = self.seed if self.seed is not None else random.randrange(1 << 31)
        game = new_game(players=1, seed=seed, solo_level=self.level, colours=[mine, other],
                        names=[self.name.get_text().strip() or t(f"colour.{mine}"),
                               t("solo.automaton")])
        open_game(self.app, game)


class SettingsDialog(Dialog):
    width, height = 580, 530

    def enter(self) -> None:
        at = self.at
        ui = self.app.ui
        st = self.app.settings
        self.title(t("settings.title"))
        rows = iter(range(80, 400, 52))
        y = next(rows)
        self.label(t("settings.language"), at(30, y, 230, 34))
        langs = list(i18n.LANGUAGE_NAMES.values())
        self.lang = self.add(DropDown(langs, i18n.LANGUAGE_NAMES[st.language],
                                      at(270, y, 270, 34), ui))
        y = next(rows)
        self.label(t("settings.text_size"), at(30, y, 230, 34))
        sizes = [t("settings.percent", n=n) for n in TEXT_SIZES]
        self.text_size = self.add(DropDown(sizes, t("settings.percent", n=st.text_size),
                                           at(270, y, 270, 34), ui))
        y = next(rows)
        self.label(t("settings.speed"), at(30, y, 230, 34))
        speeds = [t(f"speed.{k}") for k in ("normal", "fast", "off")]
        self.speed = self.add(DropDown(speeds, t(f"speed.{st.speed}"),
                                       at(270, y, 270, 34), ui))
        y = next(rows)
        self.label(t("settings.sound"), at(30, y, 230, 34))
        self.sound = self.button(t("settings.on" if st.sound else "settings.off"),
                                 at(270, y, 270, 34))
        y = next(rows)
        self.label(t("settings.think"), at(30, y, 230, 34))
        times = [t("settings.seconds", n=int(x)) for x in THINK_TIMES]
        self.think = self.add(DropDown(times, t("settings.seconds", n=int(st.think_time)),
                                       at(270, y, 270, 34), ui))
        y = next(rows)
        self.label(t("settings.reasons"), at(30, y, 230, 34))
        self.reasons = self.button(t("settings.on" if st.reasons else "settings.off"),
                                   at(270, y, 270, 34))
        y = next(rows)
        self.label(t("settings.motion"), at(30, y, 230, 34))
        self.motion = self.button(t("settings.on" if st.reduced_motion else "settings.off"),
                                  at(270, y, 270, 34))
        for y in range(80, 400, 52):
            self.band(y, 34)
        (self.back,) = self.bar([t("new.back")], [])

    def handle_event(self, event) -> None:
        st = self.app.settings
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.lang:
                code = {v: k for k, v in i18n.LANGUAGE_NAMES.items()}[event.text]
                st.language = code
                self.app.save_settings()
                self.resize()
            elif event.ui_element is self.text_size:
                labels = {t("settings.percent", n=n): n for n in TEXT_SIZES}
                st.text_size = labels.get(event.text, 100)
                self.app.save_settings()            # (every widget built again)
            elif event.ui_element is self.think:
                labels = {t("settings.seconds", n=int(x)): x for x in THINK_TIMES}
                st.think_time = labels.get(event.text, 2.0)
                self.app.save_settings()
            elif event.ui_element is self.speed:
                labels = {t(f"speed.{k}"): k for k in ("normal", "fast", "off")}
                st.speed = labels.get(event.text, "normal")
                self.app.save_settings()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.sound:
                st.sound = not st.sound
                self.app.save_settings()
                self.sound.set_text(t("settings.on" if st.sound else "settings.off"))
                self.app.sounds.play("click")
            elif event.ui_element is self.reasons:
                st.reasons = not st.reasons
                self.app.save_settings()
                self.reasons.set_text(t("settings.on" if st.reasons else "settings.off"))
                self.app.sounds.play("click")
            elif event.ui_element is self.motion:
                st.reduced_motion = not st.reduced_motion
                self.app.save_settings()
                self.motion.set_text(t("settings.on" if st.reduced_motion else "settings.off"))
                self.app.sounds.play("click")
            elif event.ui_element is self.back:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
