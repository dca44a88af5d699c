"""LAN play: host or join a table (the lobby, where seats are set, is lobby.py).

The host's window starts a relay in a background thread and joins it like everyone
else; joining players find hosts by UDP discovery (on the button, never by itself) or
type an address. Everything after that is the relay's word, shown here.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList, UITextEntryLine

from ...net import DEFAULT_PORT, DISCOVERY_PORT, discover
from ...net.wire.lansave import lan_save_path, lan_save_problem
from ...text import save_row, t
from ..opening import offered_names
from ..tables import lan_open
from ..widgets.dropdown import DropDown
from .card import Dialog

SEARCH_TARGET = "255.255.255.255"  # where "Search" asks (tests: 127.0.0.1)
MAX_PAGES = 4                    # room list pages Join reads (16 tables a page)
LIST_WAIT = 3.0                  # seconds Join waits for the whole list (the window waits)


def _selected(dropdown) -> str:
    s = dropdown.selected_option
    return s[0] if isinstance(s, tuple) else s


class LanMenu(Dialog):
    width, height = 760, 640

    def __init__(self, app) -> None:
        super().__init__(app)
        self.found: list[dict] = []
        self.searching = False
        self._refresh_list = False      # set by the search thread: show what it found
        # a Join under way in its thread (an address that does not answer took 5 s of a
        # frozen window): (address, host, port, client, [its outcome when it has one])
        self.joining: tuple | None = None
        self.chosen_players = "3"       # kept while a question stands over the menu
        self.wanted: str | None = None  # the table chosen at a Join's address

    def enter(self) -> None:
        at = self.at
        ui = self.app.ui
        self.title(t("lan.title"))
        x0, y = 30, 74
        self.label(t("lan.your_name"), at(x0, y, 150, 34))
        self.name = self.add(UITextEntryLine(at(x0 + 160, y, 240, 34), ui))
        self.name.set_text(self.app.lan_name or self.app.settings.lan_name
                           or offered_names(self.app, ["yellow"])[0])
        self.name.set_text_length_limit(16)
        y += 56
        self.heading(t("lan.host_head"), at(x0, y, self.width - 60, 30))
        self.label(t("new.players"), at(x0, y + 38, 100, 34))
        self.players = self.add(DropDown(["2", "3", "4"], self.chosen_players,
                                         at(x0 + 110, y + 38, 80, 34), ui))
        self.host_btn = self.button(t("lan.host"), at(x0 + 210, y + 38, 490, 36), "#confirm")
        self.resume_btn = self.button(t("lan.host_save"), at(x0 + 210, y + 82, 490, 36))
        y += 140
        self.heading(t("lan.join_head"), at(x0, y, self.width - 60, 30))
        self.search_btn = self.button(t("lan.search"), at(x0, y + 38, 190, 36))
        self.address = self.add(UITextEntryLine(at(x0 + 210, y + 38, 280, 36), ui))
        self.address.set_text(self.app.settings.lan_address or f"127.0.0.1:{DEFAULT_PORT}")
        self.join_btn = self.button(t("lan.join"), at(x0 + 500, y + 38, 190, 36), "#confirm")
        self.list = self.add(UISelectionList(at(x0, y + 86, self.width - 60, 120),
                                             self._rows(), ui))
        self.status = self.label("", at(x0, -110, self.width - 60, 30))
        (self.back,) = self.bar([t("new.back")], [])

    def _rows(self) -> list[str]:
        if self.searching:
            return [t("lan.searching")]
        return [f"{f['name']} — {f['host']}:{f['port']}" for f in self.found] or \
            [t("lan.none_found")]

    def update(self, dt: float) -> None:
        if self._refresh_list:
            self._refresh_list = False
            self.list.set_item_list(self._rows())
        if self.joining is not None and self.joining[4]:
            address, host, port, client, (outcome,) = self.joining
            self._joined(address, host, port, client, outcome)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.joining is not None:
                self._cancel_join()
            else:
                self.app.pop()
            return
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and \
                event.ui_element is self.list:
            rows = self._rows()
            if event.text in rows and self.found:
                f = self.found[rows.index(event.text)]
                self.address.set_text(f"{f['host']}:{f['port']}")
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        self.app.sounds.play("click")
        self.app.lan_name = self.name.get_text().strip() or offered_names(self.app,
                                                                          ["yellow"])[0]
        self.chosen_players = _selected(self.players)
        if self.joining is not None:      # Cancel, or another choice: the Join ends
            self._cancel_join()
            if event.ui_element is self.join_btn:
                return
        if event.ui_element is self.back:
            self.app.pop()
        elif event.ui_element is self.search_btn:
            self._search()
        elif event.ui_element is self.host_btn:
            self._host(int(_selected(self.players)))
        elif event.ui_element is self.join_btn:
            self._join(self.address.get_text())
        elif event.ui_element is self.resume_btn:
            self.app.open("lan_saves", self)

    def _search(self) -> None:
        """Ask the network for relays, in a thread so the window stays alive."""
        if self.searching:
            return
        self.searching = True
        self.list.set_item_list(self._rows())

        def run() -> None:
            try:
                self.found = discover(target=SEARCH_TARGET, port=DISCOVERY_PORT, timeout=1.0)
            except OSError:
                self.found = []
            self.searching = False
            self._refresh_list = True
        threading.Thread(target=run, daemon=True).start()

    def _fail(self, problem: str) -> None:
        lan_open.fail(self.app, problem)

    def _remember(self, address: str | None = None) -> None:
        """The name (and the address joined) for next time, and for Continue."""
        s = self.app.settings
        if (s.lan_name, s.lan_address) != (self.app.lan_name, address or s.lan_address):
            s.lan_name, s.lan_address = self.app.lan_name, address or s.lan_address
            self.app.save_settings()

    def _host(self, players: int) -> None:
        self._remember()
        seats = [{"kind": "local", "name": self.app.lan_name}] + [{"kind": "lan"}] * (
            players - 1)
        lan_open.open_table(self.app, None, lambda c: c.create(
            self.app.lan_name, players=players, seats=seats,
            room_name=lan_open.table_name(self.app.lan_name)))

    def host_from_save(self, path: Path) -> None:
        lan_open.host_again(self.app, path)

    def _join(self, address: str, room: str | None = None) -> None:
        """Join at `address`: its table, or the one the player chooses there (`room`: the
        one chosen before, if it is still open)."""
        self.wanted = room
        host, _, port_s = address.strip().rpartition(":")
        if not host:
            host, port_s = port_s, str(DEFAULT_PORT)
        try:
            port = int(port_s)
        except ValueError:
            port = -1
        if not host or not 0 < port < 65536:
            self._fail(t("lan.bad_address", address=address))
            return
        self._remember(f"{host}:{port}")
        client = lan_open.new_client(self.app)
        done: list = []
        self.joining = (address, host, port, client, done)
        self.status.set_text(t("lan.connecting"))
        self.join_btn.set_text(t("btn.cancel"))
        def run() -> None:
            try:
                done.append(_reach(client, host, port))
            except BaseException as exc:  # noqa: BLE001 - cancelled under it: ignored
                done.append(("failed", exc))
        threading.Thread(target=run, daemon=True).start()

    def _cancel_join(self) -> None:
        """Cancel: the connection is dropped, its late answer ignored."""
        client = self.joining[3] if self.joining is not None else None
        self._end_join()
        if client is not None:
            threading.Thread(target=client.close, daemon=True).start()

    def _end_join(self) -> None:
        self.joining = None
        self.status.set_text("")
        self.join_btn.set_text(t("lan.join"))

    def _joined(self, address: str, host: str, port: int, client, outcome: tuple) -> None:
        """The relay answered Join (in `_reach`'s thread): on to its table, or say why not."""
        self._end_join()
        kind, what = outcome
        if kind != "rooms":
            client.close()
            if kind == "key_changed":          # not the relay we met there before
                self._key_changed(what, address)
            elif kind in ("unreadable", "dropped"):    # checked and logged by the client
                self._fail(t("net.unreadable"))
            else:
                self._fail(t("lan.no_answer", address=address,
                             problem=lan_open.connection_words(what)))
            return
        rooms: list[dict] = what
        for r in self._ours_running(rooms):   # a table we sat at before: our seat again
            mine = lan_save_path(self.app.save_dir, r["room"])
            if mine.exists():
                try:
                    client.resume(mine)
                    if not client.rejoin():       # we only watched that game
                        client.watch(r["room"])
                except Exception as exc:  # our own save is damaged: say so, change nothing
                    client.close()
                    self._fail(str(exc))
                    return
                self.app.open("lobby", client, None, port, host)
                return
        open_rooms = [r for r in rooms if r.get("phase") == "lobby"
                      and (r.get("open_seats") or r.get("locked"))]
        chosen = [r for r in open_rooms if r["room"] == self.wanted]
        open_rooms = chosen or open_rooms
        if not open_rooms:
            playing = [r for r in rooms if r.get("phase") == "playing"]
            if playing:                       # no seat for us: watch the game instead
                client.watch(playing[0]["room"])
                self.app.toast(t("lan.watching"))
                self.app.open("lobby", client, None, port, host)
                return
            self.app.open("confirm", t("lan.cannot"), t("lan.no_open_table"),
                          t("lan.open_there"), lambda: self._open_there(client, host, port))
            return
        def close() -> None:
            threading.Thread(target=client.close, daemon=True).start()

        def take(room: str) -> None:        # a locked table asks its code first
            found = next(r for r in open_rooms if r["room"] == room)
            if found.get("locked"):
                self.app.open("table_code", found["name"] or room, lambda code:
                              self._take_a_seat(client, host, port, room, code), close)
            else:
                self._take_a_seat(client, host, port, room)
        if len(open_rooms) == 1:
            take(open_rooms[0]["room"])
            return
        # several tables at that address: the player chooses their friend's (the first
        # one there may be a stranger's, named like it)
        self.app.open("lan_tables", f"{host}:{port}", client.fingerprint, client.first_contact,
                      open_rooms, take, close)

    def _ours_running(self, rooms: list[dict]) -> list[dict]:
        """The tables listed whose game runs on (a finished one is not gone back to: its
        results are in our save), unless the player chose an open table there."""
        if any(r["room"] == self.wanted and r.get("phase") == "lobby" for r in rooms):
            return []
        return [r for r in rooms if r.get("phase") == "playing"]

    def _take_a_seat(self, client, host: str, port: int, room: str,
                     invite: str | None = None) -> None:
        if not client.connected:     # the relay closes a connection that waits a minute
            client.close()
            self._join(f"{host}:{port}", room)
            return
        client.join(room, self.app.lan_name, invite=invite)
        self.app.open("lobby", client, None, port, host)

    def _open_there(self, client, host: str, port: int) -> None:
        """Open a table on that relay (one that runs on a server everybody reaches)."""
        client.create(self.app.lan_name, players=int(self.chosen_players),
                      room_name=lan_open.table_name(self.app.lan_name))
        self.app.open("lobby", client, None, port, host)

    def _key_changed(self, m: dict, address: str) -> None:
        """The clear warning of a relay that shows another key than before; the player may
        trust it (a relay set up anew) and join again."""
        def trust() -> None:
            lan_open.pins(self.app).forget(m["address"])
            self._join(address)
        self.app.sounds.play("error")
        self.app.open("confirm", t("lan.key_changed_head"),
                      t("net.key_changed", address=m["address"], pinned=m["pinned"],
                        shown=m["shown"]), t("lan.trust_key"), trust)


def _reach(client, host: str, port: int) -> tuple[str, object]:
    """Join's network part, in a thread of its own: connect and read the room list.
    ("rooms", [...]), ("key_changed", message), ("unreadable" or "dropped", message) or
    ("failed", exc)."""
    rooms: list[dict] = []
    try:
        client.connect(host, port)
        page, pages = 0, 1
        deadline = time.monotonic() + LIST_WAIT   # for all pages: a relay answering
        while page < min(pages, MAX_PAGES):       # each just in time took 12 s
            client.rooms(page)
            answer = client.wait_for(lambda m: m.get("type") in (
                "room_list", "unreadable", "key_changed", "dropped"),
                timeout=max(0.05, deadline - time.monotonic()))
            if answer["type"] != "room_list":
                return answer["type"], answer
            rooms += answer["rooms"]
            page, pages = page + 1, answer.get("pages") or 1
    except (OSError, TimeoutError, ValueError, UnicodeError, RuntimeError) as exc:
        return "failed", exc
    return "rooms", rooms


class LanSaveList(Dialog):
    """Saves of LAN games: the host starts the relay again from one of them."""

    width, height = 700, 480

    def __init__(self, app, menu: LanMenu) -> None:
        super().__init__(app)
        self.menu = menu

    def enter(self) -> None:
        from ...saves import list_saves
        at = self.at
        self.title(t("lan.host_save"))
        saves = [e for e in list_saves(self.app.save_dir) if e.get("lan")]
        for e in saves:          # a damaged "lan" key is listed as damaged, never opened
            e["error"] = e.get("error") or lan_save_problem(e["path"])
        self.paths = [Path(e["path"]) for e in saves]
        self.rows = rows = [save_row(e) for e in saves]
        self.list = self.add(UISelectionList(at(24, 72, self.width - 48, self.height - 156),
                                             rows or [t("load.empty")], self.app.ui))
        self.back, self.open = self.bar([t("new.back")], [t("lan.host")], t("lan.host"))

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.open:
                sel = self.list.get_single_selection()
                if sel in self.rows:
                    self.app.pop()
                    self.menu.host_from_save(self.paths[self.rows.index(sel)])
