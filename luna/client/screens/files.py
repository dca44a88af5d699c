"""Saves: the list to load one from, and naming the game to save."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList, UITextEntryLine

from ...engine.versions import NEWEST as NEWEST_RULES
from ...saves import SaveError, list_saves, load
from ...text import save_row, t
from ..opening import open_save
from .card import Dialog, draw_empty


class LoadDialog(Dialog):
    width, height = 760, 560

    def enter(self) -> None:
        at = self.at
        self.title(t("load.title"))
        self.entries = list_saves(self.app.save_dir)
        rows = [self._row(e) for e in self.entries] or [t("load.empty")]
        self.list = self.add(UISelectionList(at(24, 72, self.width - 48, self.height - 156),
                                             rows, self.app.ui))
        self.back, self.review, self.open = self.bar(
            [t("new.back")], [t("review.title"), t("menu.load")], t("menu.load"))
        if not self.entries:                 # nothing to load: said under a picture
            self.list.hide()
            self.review.disable()
            self.open.disable()

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        if not self.entries:
            draw_empty(surf, self.list.rect, t("load.empty"))

    def _row(self, e: dict) -> str:
        row = save_row(e)
        if not e.get("error") and e.get("rules", NEWEST_RULES) != NEWEST_RULES:
            row += " — " + t("rules.version", version=e["rules"])
        return row

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.open:
                self._open()
            elif event.ui_element is self.review:
                self._review()
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


    def _review(self) -> None:
        """The Master's review of the chosen save (a damaged one says why)."""
        sel = self.list.get_single_selection()
        rows = [self._row(e) for e in self.entries]
        if not sel or sel not in rows:
            return
        try:
            game = load(Path(self.entries[rows.index(sel)]["path"]))
        except SaveError as exc:
            self.app.open("message", t("review.title"), t("review.cannot", error=exc))
            return
        self.app.open("review", game)


class SaveDialog(Dialog):
    width, height = 560, 270
    blocks_below = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table                # a LAN table saves its seats' tokens too

    def enter(self) -> None:
        at = self.at
        self.title(t("save.title"))
        self.label(t("save.name"), at(24, 80, 90, 36))
        self.name = self.add(UITextEntryLine(at(120, 80, self.width - 150, 36), self.app.ui))
        self.name.set_text(time.strftime("luna-%Y%m%d-%H%M"))
        self.name.set_text_length_limit(40)
        # what becomes of the save (an error takes its place): no empty band over the buttons
        self.error = self.label(t("save.hint"), at(24, 128, self.width - 48, 30))
        self.band(80, 36)
        self.back, self.ok = self.bar([t("btn.cancel")], [t("menu.save")], t("menu.save"), y=-62)

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.ok:
                self._save()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()          # (Enter in the name presses Save: key_focus.py)

    def _save(self) -> None:
        name = re.sub(r"[^\w\- ]", "", self.name.get_text()).strip() or "game"
        try:
            target = self.app.save_dir / f"{name}.luna"
            path = self.table.save_as(target)
        except SaveError as exc:
            self.error.set_text(str(exc))
            self.app.sounds.play("error")
            return
        self.app.toast(t("saved", name=Path(path).stem))   # its name, never a path
        self.app.pop()
