"""Menus' dialogs: new game, solo game, load, save, settings, rules; opening a save."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UILabel,
    UISelectionList,
    UITextBox,
    UITextEntryLine,
)

from ...engine import new_game
from ...engine.data import COLOURS
from ...engine.versions import NEWEST as NEWEST_RULES
from ...saves import SaveError, autosave_path, list_saves, load, save
from .. import i18n
from ..i18n import t
from ..session import Seat, Session
from ..settings import THINK_TIMES
from . import Scene
from .menu import draw_backdrop

SEAT_KINDS = ("human", "novice", "adept", "master")


def _seed(value) -> int:
    """A computer seat's seed from a save; anything odd plays as seed 0."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def start_session(app, game, autosave: bool = True) -> None:
    """Open the game screen for `game`, autosaving every command (not for a one-off
    screenshot, which must never overwrite the player's autosave)."""
    from .game import GameScene
    seats = [Seat(s.get("kind", "human"), _seed(s.get("seed")))
             for s in game.header.get("seats") or [{"kind": "human"}] * game.header["players"]]
    if game.header.get("solo_level"):
        seats = [Seat("human"), Seat("automaton")]
    if getattr(app, "save_problem", None):
        autosave = False                  # saves are off; the window says so
    session = Session(game, seats, autosave_to=autosave_path(app.save_dir) if autosave else None)
    session._autosave()
    app.replace(GameScene(app, session))


def open_save(app, path: Path, autosave: bool = True) -> bool:
    """Load a save into the game screen; a damaged save shows its error and changes nothing."""
    try:
        game = load(path)
    except SaveError as exc:
        app.push(MessageDialog(app, t("load.error"), str(exc)))
        app.sounds.play("error")
        return False
    start_session(app, game, autosave)
    return True


class Dialog(Scene):
    """A centred card over the menu backdrop; subclasses add their elements."""

    width, height = 640, 560

    def __init__(self, app) -> None:
        super().__init__(app)
        self.elements: list = []

    @property
    def card(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(w // 2 - self.width // 2, h // 2 - self.height // 2, self.width,
                           self.height)

    def add(self, element):
        self.elements.append(element)
        return element

    def exit(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements = []

    def draw(self, surf: pygame.Surface) -> None:
        draw_backdrop(surf)
        card = pygame.Surface(self.card.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (14, 20, 44, 238), card.get_rect(), border_radius=18)
        pygame.draw.rect(card, (184, 176, 138), card.get_rect(), 2, border_radius=18)
        surf.blit(card, self.card.topleft)

    def title(self, s: str) -> None:
        c = self.card
        self.add(UILabel(pygame.Rect(c.x + 20, c.y + 14, c.w - 40, 40), s, self.app.ui,
                         object_id="#title"))

    def label(self, s: str, rect) -> UILabel:
        return self.add(UILabel(pygame.Rect(rect), s, self.app.ui))

    def button(self, s: str, rect, object_id: str | None = None) -> UIButton:
        return self.add(UIButton(pygame.Rect(rect), s, self.app.ui, object_id=object_id))


class MessageDialog(Dialog):
    width, height = 560, 260
    blocks_below = True

    def __init__(self, app, head: str, body: str) -> None:
        super().__init__(app)
        self.head, self.body = head, body

    def enter(self) -> None:
        c = self.card
        self.title(self.head)
        self.add(UITextBox(self.body.replace("<", "&lt;"), pygame.Rect(c.x + 20, c.y + 60,
                           c.w - 40, 130), self.app.ui))
        self.ok = self.button(t("ok"), (c.centerx - 60, c.bottom - 56, 120, 40))

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE,
                                                               pygame.K_RETURN)):
            self.app.pop()


class NewGameDialog(Dialog):
    width, height = 700, 560

    def __init__(self, app) -> None:
        super().__init__(app)
        self.players = 3
        self.names = [t(f"colour.{c}") for c in COLOURS]
        self.colours = list(COLOURS)
        self.kinds = ["human", "human", "adept", "adept"]
        self.setup = "intro"
        self.one_figure = False
        self.seed: int | None = None      # None: a fresh deal every time (tests fix it)

    def enter(self) -> None:
        ui = self.app.ui
        c = self.card
        self.title(t("new.title"))
        x0, y = c.x + 30, c.y + 76
        self.label(t("new.players"), (x0, y, 160, 32))
        self.players_dd = self.add(UIDropDownMenu(["2", "3", "4"], str(self.players),
                                                  pygame.Rect(x0 + 170, y, 90, 32), ui))
        self.label(t("new.setup"), (x0 + 300, y, 110, 32))
        setups = [t("new.setup.intro"), t("new.setup.random")]
        self.setup_dd = self.add(UIDropDownMenu(setups, setups[self.setup == "random"],
                                                pygame.Rect(x0 + 410, y, 220, 32), ui))
        y += 56
        self.rows = []
        colour_names = [t(f"colour.{k}") for k in COLOURS]
        kind_names = [t(f"seat.{k}") for k in SEAT_KINDS]
        for p in range(self.players):
            self.label(t("new.seat", n=p + 1), (x0, y, 80, 34))
            name = self.add(UITextEntryLine(pygame.Rect(x0 + 90, y, 210, 34), ui))
            name.set_text(self.names[p])
            name.set_text_length_limit(16)
            col = self.add(UIDropDownMenu(colour_names, colour_names[COLOURS.index(
                self.colours[p])], pygame.Rect(x0 + 310, y, 140, 34), ui))
            kind = self.add(UIDropDownMenu(kind_names, kind_names[SEAT_KINDS.index(
                self.kinds[p])], pygame.Rect(x0 + 460, y, 170, 34), ui))
            self.rows.append((name, col, kind))
            y += 46
        y = c.y + 76 + 56 + 4 * 46 + 10
        self.figure_btn = self.button(self._figure_text(), (x0, y, 300, 36))
        self.figure_btn.tool_tip_text = t("rule.figures") if "rule.figures" in \
            i18n.en.STRINGS else None
        self.error = self.label("", (x0, c.bottom - 110, c.w - 60, 30))
        self.start = self.button(t("new.start"), (c.right - 190, c.bottom - 66, 160, 44),
                                 "#confirm")
        self.back = self.button(t("new.back"), (c.x + 30, c.bottom - 66, 140, 44))

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
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.app.sounds.play("click")
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.figure_btn:
                self.one_figure = not self.one_figure
                self.figure_btn.set_text(self._figure_text())
            elif event.ui_element is self.start:
                self._start()
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
        start_session(self.app, game)


class SoloDialog(Dialog):
    width, height = 700, 460
    seed: int | None = None          # None: a fresh deal every time (tests fix it)

    def enter(self) -> None:
        c = self.card
        self.title(t("solo.title"))
        self.levels = {}
        for k in (1, 2, 3):
            b = self.button(t(f"solo.level{k}"), (c.x + 30, c.y + 70 + (k - 1) * 60, c.w - 60,
                                                  48), "#menu_button")
            self.levels[b] = k
        self.label(t("new.seat", n=1), (c.x + 30, c.y + 270, 80, 34))
        self.name = self.add(UITextEntryLine(pygame.Rect(c.x + 120, c.y + 270, 220, 34),
                                             self.app.ui))
        self.name.set_text(t("colour.yellow"))
        names = [t(f"colour.{k}") for k in COLOURS]
        self.colour = self.add(UIDropDownMenu(names, names[0], pygame.Rect(
            c.x + 360, c.y + 270, 160, 34), self.app.ui))
        self.back = self.button(t("new.back"), (c.x + 30, c.bottom - 66, 140, 44))

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.app.sounds.play("click")
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element in self.levels:
                names = [t(f"colour.{k}") for k in COLOURS]
                sel = self.colour.selected_option
                sel = sel[0] if isinstance(sel, tuple) else sel
                mine = COLOURS[names.index(sel)] if sel in names else "yellow"
                other = next(c for c in ("red", "blue", "white", "yellow") if c != mine)
                seed = self.seed if self.seed is not None else random.randrange(1 << 31)
                game = new_game(players=1, seed=seed,
                                solo_level=self.levels[event.ui_element],
                                colours=[mine, other],
                                names=[self.name.get_text().strip() or t(f"colour.{mine}"),
                                       t("solo.automaton")])
                start_session(self.app, game)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()


class LoadDialog(Dialog):
    width, height = 760, 560

    def enter(self) -> None:
        c = self.card
        self.title(t("load.title"))
        self.entries = list_saves(self.app.save_dir)
        rows = [self._row(e) for e in self.entries] or [t("load.empty")]
        self.list = self.add(UISelectionList(pygame.Rect(c.x + 24, c.y + 66, c.w - 48,
                                                         c.h - 150), rows, self.app.ui))
        self.back = self.button(t("new.back"), (c.x + 24, c.bottom - 66, 140, 44))
        self.open = self.button(t("menu.load"), (c.right - 184, c.bottom - 66, 160, 44),
                                "#confirm")

    def _row(self, e: dict) -> str:
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(e["modified"]))
        if e.get("error"):
            return t("load.row_bad", name=e["name"], error=e["error"])
        row = t("load.row", name=e["name"], players=e.get("players"), round=e.get("round"),
                date=date)
        if e.get("rules", NEWEST_RULES) != NEWEST_RULES:
            row += " — " + t("rules.version", version=e["rules"])
        return row

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.open:
                self._open()
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            self._open()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def _open(self) -> None:
        sel = self.list.get_single_selection()
        if not sel or not self.entries:
            return
        rows = [self._row(e) for e in self.entries]
        if sel in rows:
            open_save(self.app, Path(self.entries[rows.index(sel)]["path"]))


class SaveDialog(Dialog):
    width, height = 560, 260
    blocks_below = True

    def __init__(self, app, game, net_client=None) -> None:
        super().__init__(app)
        self.game = game
        self.net_client = net_client      # a LAN game saves its seats' tokens too

    def enter(self) -> None:
        c = self.card
        self.title(t("save.title"))
        self.label(t("save.name"), (c.x + 24, c.y + 80, 90, 36))
        self.name = self.add(UITextEntryLine(pygame.Rect(c.x + 120, c.y + 80, c.w - 150, 36),
                                             self.app.ui))
        self.name.set_text(time.strftime("luna-%Y%m%d-%H%M"))
        self.name.set_text_length_limit(40)
        self.error = self.label("", (c.x + 24, c.y + 128, c.w - 48, 30))
        self.back = self.button(t("btn.cancel"), (c.x + 24, c.bottom - 62, 140, 42))
        self.ok = self.button(t("menu.save"), (c.right - 184, c.bottom - 62, 160, 42),
                              "#confirm")

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.ok:
                self._save()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self._save()

    def _save(self) -> None:
        name = re.sub(r"[^\w\- ]", "", self.name.get_text()).strip() or "game"
        try:
            target = self.app.save_dir / f"{name}.luna"
            path = self.net_client.save(target) if self.net_client else save(self.game, target)
        except SaveError as exc:
            self.error.set_text(str(exc))
            self.app.sounds.play("error")
            return
        self.app.toast(t("saved", path=path))
        self.app.pop()


class SettingsDialog(Dialog):
    width, height = 560, 400

    def enter(self) -> None:
        c = self.card
        ui = self.app.ui
        st = self.app.settings
        self.title(t("settings.title"))
        self.label(t("settings.language"), (c.x + 30, c.y + 80, 200, 34))
        langs = list(i18n.LANGUAGE_NAMES.values())
        self.lang = self.add(UIDropDownMenu(langs, i18n.LANGUAGE_NAMES[st.language],
                                            pygame.Rect(c.x + 250, c.y + 80, 260, 34), ui))
        self.label(t("settings.speed"), (c.x + 30, c.y + 134, 200, 34))
        speeds = [t(f"speed.{k}") for k in ("normal", "fast", "off")]
        self.speed = self.add(UIDropDownMenu(speeds, t(f"speed.{st.speed}"),
                                             pygame.Rect(c.x + 250, c.y + 134, 260, 34), ui))
        self.label(t("settings.sound"), (c.x + 30, c.y + 188, 200, 34))
        self.sound = self.button(t("settings.on" if st.sound else "settings.off"),
                                 (c.x + 250, c.y + 188, 260, 34))
        self.label(t("settings.think"), (c.x + 30, c.y + 242, 200, 34))
        times = [t("settings.seconds", n=int(x)) for x in THINK_TIMES]
        self.think = self.add(UIDropDownMenu(times, t("settings.seconds", n=int(st.think_time)),
                                             pygame.Rect(c.x + 250, c.y + 242, 260, 34), ui))
        self.back = self.button(t("new.back"), (c.x + 30, c.bottom - 66, 140, 44))

    def handle_event(self, event) -> None:
        st = self.app.settings
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.lang:
                code = {v: k for k, v in i18n.LANGUAGE_NAMES.items()}[event.text]
                st.language = code
                self.app.save_settings()
                self.resize()
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
            elif event.ui_element is self.back:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()


class RulesScene(Dialog):
    width, height = 900, 680

    @property
    def card(self) -> pygame.Rect:
        w, h = self.app.size
        cw, ch = min(self.width, w - 40), min(self.height, h - 40)
        return pygame.Rect(w // 2 - cw // 2, h // 2 - ch // 2, cw, ch)

    def enter(self) -> None:
        from ..rules_text import rules_html
        c = self.card
        self.title(t("rules.title"))
        self.add(UITextBox(rules_html(), pygame.Rect(c.x + 20, c.y + 62, c.w - 40, c.h - 136),
                           self.app.ui))
        self.back = self.button(t("new.back"), (c.x + 20, c.bottom - 62, 140, 44))

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
