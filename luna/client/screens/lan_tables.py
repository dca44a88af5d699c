"""Join's choice of table: a relay shared by several tables (a small server everybody
joins) lists its open lobbies, and the player picks their friend's by its name, its host
and its free seats (the relay makes two names alike differ: "Anna's table (2)"); the
relay's key stands above them, to compare with the host's. Join never takes the first
lobby there by itself: a stranger's, named like the friend's, would catch the guest."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList, UITextEntryLine

from ...text import t
from ..window import fonts
from .card import Dialog


def table_row(room: dict) -> str:
    """One table as the list shows it: its name, its host (the first seat: the window's
    host sits there) and its free seats."""
    names = [n for n in room.get("names") or [] if n]
    host = (room.get("names") or [""])[0] or (names[0] if names else "?")
    if room.get("locked"):                   # (its free seats are its host's to give)
        return t("lan.table_row_locked", table=room["name"] or room["room"], host=host)
    return t("lan.table_row", table=room["name"] or room["room"], host=host,
             count=room["open_seats"], seats=room["players"])


class LanTables(Dialog):
    """The open tables at one address; `choose(room id)` joins one, Back closes the
    connection (`back()`)."""

    width, height = 760, 520

    def __init__(self, app, address: str, fingerprint: str | None, first: bool,
                 rooms: list[dict], choose, back) -> None:
        super().__init__(app)
        self.address, self.fingerprint, self.first = address, fingerprint, first
        self.rooms, self.choose, self.go_back = rooms, choose, back
        self.rows = self._rows()
        self.picked: int | None = None

    def _rows(self) -> list[str]:
        """The rows, each told apart from the others (a selection list keys by its words)."""
        rows: list[str] = []
        for r in self.rooms:
            row = table_row(r)
            while row in rows:                   # never two alike: the relay's names differ
                row += " "
            rows.append(row)
        return rows

    def enter(self) -> None:
        at = self.at
        self.title(t("lan.choose_head"))
        self.heading(t("lan.tables_at", address=self.address), at(30, 70, self.width - 60, 30))
        top = 140
        if self.fingerprint:          # on two lines where one does not fit (150 %, German)
            key = t("lan.fingerprint_first" if self.first else "lan.fingerprint",
                    fingerprint=self.fingerprint)
            lines = fonts.wrap(key, 15, at(30, 0, self.width - 60, 1).w - 16)
            for k, line in enumerate(lines):
                self.label(line, at(30, 102 + 24 * k, self.width - 60, 26))
            top += 24 * (len(lines) - 1)
        self.list = self.add(UISelectionList(
            at(30, top, self.width - 60, self.height - 100 - top), self.rows, self.app.ui,
            default_selection=None if self.picked is None else self.rows[self.picked]))
        self.back, self.join = self.bar([t("new.back")], [t("lan.join")], t("lan.join"))
        self._sync()

    def _sync(self) -> None:
        if self.picked is None:
            self.join.disable()
        else:
            self.join.enable()

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        if event.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                          pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION) and \
                event.ui_element is self.list and event.text in self.rows:
            self.picked = self.rows.index(event.text)
            self._sync()
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self._join()
            return
        if event.type == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION and \
                event.ui_element is self.list:
            self.picked = None
            self._sync()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        self.app.sounds.play("click")
        if event.ui_element is self.back:
            self._back()
        elif event.ui_element is self.join and self.picked is not None:
            self._join()

    def _back(self) -> None:
        self.app.pop()
        self.go_back()

    def _join(self) -> None:
        room = self.rooms[self.picked]["room"]
        self.app.pop()
        self.choose(room)


class TableCode(Dialog):
    """A locked table asks its code: its host gives it to the friends still to come (on a
    relay anyone reaches, a stranger cannot take their seat). `choose(code)` joins."""

    width, height = 560, 300
    blocks_below = True

    def __init__(self, app, table: str, choose, back) -> None:
        super().__init__(app)
        self.table, self.choose, self.go_back = table, choose, back

    def enter(self) -> None:
        at = self.at
        self.title(t("lan.code_head"))
        lines = fonts.wrap(t("lan.code_body", table=self.table), 16,
                           at(30, 0, self.width - 60, 1).w - 16)
        for k, line in enumerate(lines[:3]):
            self.label(line, at(30, 70 + 26 * k, self.width - 60, 26))
        self.code = self.add(UITextEntryLine(at(self.width / 2 - 110, 160, 220, 40),
                                             self.app.ui))
        self.code.set_text_length_limit(16)
        self.code.set_allowed_characters("alpha_numeric")
        self.code.focus()
        self.back, self.join = self.bar([t("new.back")], [t("lan.join")], t("lan.join"))

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.join:
            self._join()            # (Enter in the code presses Join: key_focus.py)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self._back()

    def _back(self) -> None:
        self.app.pop()
        self.go_back()

    def _join(self) -> None:
        code = self.code.get_text().strip()
        if code:
            self.app.pop()
            self.choose(code)
