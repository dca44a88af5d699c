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
from ...text import t
from ..opening import open_save
from .card import Dialog


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
        self.review = self.button(t("review.title"), (c.right - 368, c.bottom - 66, 160, 44))

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
    width, height = 560, 260
    blocks_below = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table                # a LAN table saves its seats' tokens too

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
            path = self.table.save_as(target)
        except SaveError as exc:
            self.error.set_text(str(exc))
            self.app.sounds.play("error")
            return
        self.app.toast(t("saved", path=path))
        self.app.pop()
