"""LAN play screens: host or join a table, and the lobby where seats are set.

The host's window starts a relay in a background thread and joins it like everyone
else; joining players find hosts by UDP discovery (on the button, never by itself) or
type an address. Everything after that is the relay's word, shown here.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UISelectionList, UITextEntryLine

from ...engine.data import COLOURS
from ...net import DEFAULT_PORT, DISCOVERY_PORT, NetClient, RelayServer, discover
from ...net.lansave import lan_save_path
from ...net.protocol import MAX_NAME
from .. import art
from ..fonts import text
from ..i18n import t
from ..net_session import NetSession
from . import Scene
from .dialogs import Dialog, MessageDialog

BIND = "0.0.0.0"                 # the host's relay listens on the LAN (tests: 127.0.0.1)
PORTS = (DEFAULT_PORT, 0)        # the usual port, else any free one (tests: any)
SEARCH_TARGET = "255.255.255.255"  # where "Search" asks (tests: 127.0.0.1)
SEAT_KINDS = ("lan", "local", "novice", "adept", "master")
MAX_PAGES = 4                    # room list pages Join reads (16 tables a page)


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback, to tell the friends who join
    (looked up by name only: nothing is sent on the network)."""
    import socket
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return []
    return sorted({i[4][0] for i in infos if not i[4][0].startswith("127.")})


def _selected(dropdown) -> str:
    s = dropdown.selected_option
    return s[0] if isinstance(s, tuple) else s


class LanMenu(Dialog):
    width, height = 760, 600

    def __init__(self, app) -> None:
        super().__init__(app)
        self.found: list[dict] = []
        self.searching = False

    def enter(self) -> None:
        c = self.card
        ui = self.app.ui
        self.title(t("lan.title"))
        x0, y = c.x + 30, c.y + 70
        self.label(t("lan.your_name"), (x0, y, 150, 34))
        self.name = self.add(UITextEntryLine(pygame.Rect(x0 + 160, y, 240, 34), ui))
        self.name.set_text(getattr(self.app, "lan_name", t("colour.yellow")))
        self.name.set_text_length_limit(16)
        y += 56
        self.label(t("lan.host_head"), (x0, y, 300, 30))
        self.label(t("new.players"), (x0, y + 38, 100, 34))
        self.players = self.add(UIDropDownMenu(["2", "3", "4"], "3", pygame.Rect(
            x0 + 110, y + 38, 80, 34), ui))
        self.host_btn = self.button(t("lan.host"), (x0 + 210, y + 38, 190, 36), "#confirm")
        self.resume_btn = self.button(t("lan.host_save"), (x0 + 410, y + 38, 280, 36))
        y += 96
        self.label(t("lan.join_head"), (x0, y, 300, 30))
        self.search_btn = self.button(t("lan.search"), (x0, y + 38, 190, 36))
        self.address = self.add(UITextEntryLine(pygame.Rect(x0 + 210, y + 38, 280, 36), ui))
        self.address.set_text(f"127.0.0.1:{DEFAULT_PORT}")
        self.join_btn = self.button(t("lan.join"), (x0 + 500, y + 38, 190, 36), "#confirm")
        self.list = self.add(UISelectionList(pygame.Rect(x0, y + 86, c.w - 60, 120),
                                             self._rows(), ui))
        self.status = self.label("", (x0, c.bottom - 110, c.w - 60, 30))
        self.back = self.button(t("new.back"), (x0, c.bottom - 66, 140, 44))

    def _rows(self) -> list[str]:
        if self.searching:
            return [t("lan.searching")]
        return [f"{f['name']} — {f['host']}:{f['port']}" for f in self.found] or \
            [t("lan.none_found")]

    def update(self, dt: float) -> None:
        if getattr(self, "_refresh_list", False):
            self._refresh_list = False
            self.list.set_item_list(self._rows())

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
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
        self.app.lan_name = self.name.get_text().strip() or t("colour.yellow")
        if event.ui_element is self.back:
            self.app.pop()
        elif event.ui_element is self.search_btn:
            self._search()
        elif event.ui_element is self.host_btn:
            self._host(int(_selected(self.players)))
        elif event.ui_element is self.join_btn:
            self._join(self.address.get_text())
        elif event.ui_element is self.resume_btn:
            self.app.push(LanSaveList(self.app, self))

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
        self.app.sounds.play("error")
        self.app.push(MessageDialog(self.app, t("lan.cannot"), problem))

    def _start_relay(self, load: Path | None = None) -> tuple[RelayServer, int] | None:
        for port in PORTS:
            server = RelayServer(BIND, port, name=t("lan.table_of", name=self.app.lan_name),
                                 load=load, discovery_port=DISCOVERY_PORT if port else None)
            try:
                return server, server.start_in_thread()
            except (OSError, RuntimeError, TimeoutError):
                continue
        return None

    def _host(self, players: int) -> None:
        seats = [{"kind": "local", "name": self.app.lan_name}] + [{"kind": "lan"}] * (
            players - 1)
        self._open_table(None, lambda c: c.create(
            self.app.lan_name, players=players, seats=seats,
            room_name=t("lan.table_of", name=self.app.lan_name)[:MAX_NAME]))

    def host_from_save(self, path: Path) -> None:
        def resume(client: NetClient) -> None:
            client.resume(path)
            client.rejoin()
        self._open_table(path, resume)

    def _open_table(self, load: Path | None, then) -> None:
        """Start our relay, connect to it, do `then(client)`, and go to the lobby; any
        failure (a busy port, a damaged save) is said in a dialog and undone."""
        try:
            started = self._start_relay(load)
        except Exception as exc:  # the save the relay continues is damaged: say so
            self._fail(str(exc))
            return
        if started is None:
            self._fail(t("lan.no_relay"))
            return
        server, port = started
        client = NetClient()
        try:
            client.connect("127.0.0.1", port)
            then(client)
        except Exception as exc:  # a damaged or foreign save: say so, keep going
            client.close()
            server.stop()
            self._fail(str(exc))
            return
        self.app.push(Lobby(self.app, client, server, port))

    def _join(self, address: str) -> None:
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
        client = NetClient()
        rooms: list[dict] = []
        try:
            client.connect(host, port)
            page, pages = 0, 1
            while page < min(pages, MAX_PAGES):       # the list comes in pages
                client.rooms(page)
                answer = client.wait_for(
                    lambda m: m.get("type") in ("room_list", "unreadable"), timeout=3.0)
                if answer["type"] == "unreadable":   # checked and logged by the client
                    client.close()
                    self._fail(t("net.unreadable"))
                    return
                rooms += answer["rooms"]
                page, pages = page + 1, answer.get("pages") or 1
        except (OSError, TimeoutError, ValueError, UnicodeError) as exc:
            client.close()
            self._fail(t("lan.no_answer", address=address, problem=exc))
            return
        for r in rooms:       # a table we sat at before: take our seat again
            mine = lan_save_path(self.app.save_dir, r["room"])
            if r.get("phase") != "lobby" and mine.exists():
                try:
                    client.resume(mine)
                    if not client.rejoin():       # we only watched that game
                        client.watch(r["room"])
                except Exception as exc:  # our own save is damaged: say so, change nothing
                    client.close()
                    self._fail(str(exc))
                    return
                self.app.push(Lobby(self.app, client, None, port, host))
                return
        open_rooms = [r for r in rooms if r.get("phase") == "lobby" and r.get("open_seats")]
        if not open_rooms:
            playing = [r for r in rooms if r.get("phase") == "playing"]
            if playing:                       # no seat for us: watch the game instead
                client.watch(playing[0]["room"])
                self.app.toast(t("lan.watching"))
                self.app.push(Lobby(self.app, client, None, port, host))
                return
            client.close()
            self._fail(t("lan.no_open_table"))
            return
        client.join(open_rooms[0]["room"], self.app.lan_name)
        self.app.push(Lobby(self.app, client, None, port, host))


class LanSaveList(Dialog):
    """Saves of LAN games: the host starts the relay again from one of them."""

    width, height = 700, 480

    def __init__(self, app, menu: LanMenu) -> None:
        super().__init__(app)
        self.menu = menu

    def enter(self) -> None:
        from ...saves import list_saves, read_save
        c = self.card
        self.title(t("lan.host_save"))
        self.paths = []
        rows = []
        for e in list_saves(self.app.save_dir):
            try:
                if read_save(e["path"]).get("lan"):
                    self.paths.append(Path(e["path"]))
                    rows.append(f"{e['name']} — {e.get('round')}")
            except Exception:
                continue
        self.rows = rows
        self.list = self.add(UISelectionList(pygame.Rect(c.x + 24, c.y + 66, c.w - 48,
                                                         c.h - 150),
                                             rows or [t("load.empty")], self.app.ui))
        self.back = self.button(t("new.back"), (c.x + 24, c.bottom - 66, 140, 44))
        self.open = self.button(t("lan.host"), (c.right - 204, c.bottom - 66, 180, 44),
                                "#confirm")

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.open:
                sel = self.list.get_single_selection()
                if sel in self.rows:
                    self.app.pop()
                    self.menu.host_from_save(self.paths[self.rows.index(sel)])


class Lobby(Scene):
    """Seats of the table: the host sets them, players name themselves and get ready."""

    def __init__(self, app, client: NetClient, server: RelayServer | None, port: int,
                 host: str = "127.0.0.1") -> None:
        super().__init__(app)
        self.client, self.server, self.port, self.host = client, server, port, host
        self.elements: list = []
        self.rows: dict = {}
        self.shape = None
        self.back = self.start = None
        self.started = False
        self.problem: str | None = None          # what keeps us from the table, if any
        self.here = (", ".join(lan_addresses()[:2]) or t("lan.this_machine")) \
            if server is not None else host

    def enter(self) -> None:
        self.shape = None
        w, h = self.app.size
        self._build_buttons(h, w // 2 - 330, self.client.is_host)

    def exit(self) -> None:
        self._kill_rows()
        for e in (self.back, self.start):
            if e is not None:
                e.kill()
        self.back = self.start = None

    def toast_anchor(self) -> tuple[int, int]:
        """Toasts stand above Leave and Start, never over them."""
        w, h = self.app.size
        return w // 2, h - 104

    def _kill_rows(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements, self.rows = [], {}

    def _shape(self, view: dict) -> tuple:
        """What the widgets depend on. Other players' names and ready flags are drawn, not
        widgets, so their changes never rebuild (and never eat a click or a typed name)."""
        mine = sorted(self.client.seats)
        return (view.get("phase"), self.client.is_host, tuple(mine), self.app.size,
                tuple((s["seat"], s["kind"], s["seat"] in mine and s["colour"])
                      for s in view.get("seats") or []))

    def _build(self) -> None:
        self._kill_rows()
        view = self.client.view or {}
        seats = view.get("seats") or []
        w, h = self.app.size
        ui = self.app.ui
        x0, y = w // 2 - 330, 180
        host = self.client.is_host
        kinds = [t(f"lan.kind.{k}") for k in SEAT_KINDS]
        colour_names = [t(f"colour.{c}") for c in COLOURS]
        for s in seats:
            p = s["seat"]
            mine = p in self.client.seats
            row: dict = {}
            if host and view.get("phase") == "lobby":
                kind = s["kind"] if s["kind"] in SEAT_KINDS else "adept"
                row["kind"] = UIDropDownMenu(kinds, t(f"lan.kind.{kind}"),
                                             pygame.Rect(x0 + 380, y, 190, 34), ui)
            if mine and view.get("phase") == "lobby":
                row["name"] = UITextEntryLine(pygame.Rect(x0 + 60, y, 180, 34), ui)
                row["name"].set_text(s.get("name") or "")
                row["name"].set_text_length_limit(16)
                row["colour"] = UIDropDownMenu(colour_names, t(f"colour.{s['colour']}"),
                                               pygame.Rect(x0 + 250, y, 120, 34), ui)
                if s["kind"] == "lan":
                    row["ready"] = UIButton(pygame.Rect(x0 + 580, y, 90, 34),
                                            t("lan.ready_no"), ui)
            self.rows[p] = row
            self.elements += row.values()
            y += 50
        self._build_buttons(h, x0, host)

    def _build_buttons(self, h: int, x0: int, host: bool) -> None:
        """Leave and Start outlive row rebuilds, so a press already on its way still
        names a live button."""
        self.back = self._keep(self.back, (x0, h - 90), t("lan.leave"), None)
        if host:
            self.start = self._keep(self.start, (x0 + 520, h - 90), t("new.start"), "#confirm")
        elif self.start is not None:
            self.start.kill()
            self.start = None

    def _keep(self, button, where: tuple[int, int], label: str, object_id):
        if button is not None and button.rect.topleft == where:
            return button
        if button is not None:
            button.kill()
        return UIButton(pygame.Rect(*where, 150, 44), label, self.app.ui, object_id=object_id)

    def _refresh(self, view: dict) -> None:
        """Bring the widgets that stay up to date with the relay's view."""
        for s in view.get("seats") or []:
            row = self.rows.get(s["seat"], {})
            ready = row.get("ready")
            if ready is not None:
                label = t("lan.ready_yes" if s.get("ready") else "lan.ready_no")
                if ready.text != label:
                    ready.set_text(label)
            name = row.get("name")
            if name is not None and not name.is_focused and s.get("name") and \
                    name.get_text() != s["name"]:
                name.set_text(s["name"])

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._leave()
            return
        for p, row in self.rows.items():
            if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
                if event.ui_element is row.get("kind"):
                    kinds = {t(f"lan.kind.{k}"): k for k in SEAT_KINDS}
                    seats = [{"kind": s["kind"]} for s in self.client.view["seats"]]
                    seats[p] = {"kind": kinds[event.text]}
                    self.client.configure(seats=seats)
                elif event.ui_element is row.get("colour"):
                    names = {t(f"colour.{c}"): c for c in COLOURS}
                    self.client.set_info(p, colour=names[event.text])
            elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and \
                    event.ui_element is row.get("name"):
                self.client.set_info(p, name=event.text.strip() or None)
            elif event.type == pygame_gui.UI_BUTTON_PRESSED and \
                    event.ui_element is row.get("ready"):
                seat = self.client.view["seats"][p]
                self.client.ready(p, not seat.get("ready"))
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self._leave()
            elif event.ui_element is self.start:
                for p, row in self.rows.items():     # names typed but not yet confirmed
                    if "name" in row and row["name"].get_text().strip():
                        self.client.set_info(p, name=row["name"].get_text().strip())
                self.client.start()

    def _leave(self) -> None:
        self.client.close()
        if self.server is not None:
            self.server.stop()
        self.app.pop()

    def update(self, dt: float) -> None:
        for m in self.client.poll():
            kind = m.get("type")
            if kind == "error":
                message = t("net.error", message=m.get("message", m.get("code")))
                self.app.toast(message)
                self.app.sounds.play("error")
                if not self.client.seated:
                    self.problem = message
            elif kind == "unreadable":      # logged by the client; the window stays up
                self.app.toast(t("net.unreadable"))
                self.app.sounds.play("error")
            elif kind == "disconnected":
                self.app.toast(t("net.disconnected"))
            elif kind == "reconnected":
                self.problem = None
                self.app.toast(t("net.reconnected"))
            elif kind == "gave_up":
                self.problem = t("lan.relay_gone")
                self.app.sounds.play("error")
                for e in self.elements + [self.start]:     # nothing there to answer them
                    if e is not None:
                        e.disable()
        if self.client.game is not None and self.client.seated and not self.started:
            self.started = True
            self._open_game()
            return
        view = self.client.view
        if not view:
            return
        shape = self._shape(view)
        if shape != self.shape:
            self.shape = shape
            self._build()
        self._refresh(view)

    def _open_game(self) -> None:
        from .game import GameScene
        session = NetSession(self.client, lan_save_path(self.app.save_dir,
                                                        self.client.room or "lan"), self.server)
        self.exit()
        self.app.replace(GameScene(self.app, session))

    def draw(self, surf: pygame.Surface) -> None:
        from .menu import draw_backdrop
        draw_backdrop(surf)
        w, h = surf.get_size()
        view = self.client.view or {}
        head = text(view.get("name") or t("lan.title"), 34, (244, 226, 170), bold=True)
        surf.blit(head, head.get_rect(center=(w // 2, 70)))
        where = t("lan.address", host=self.here, port=self.port)
        sub = text(where, 16, (190, 196, 220))
        surf.blit(sub, sub.get_rect(center=(w // 2, 112)))
        x0, y = w // 2 - 330, 180
        for s in view.get("seats") or []:
            p = s["seat"]
            box = pygame.Rect(x0 - 10, y - 6, 700, 46)
            pygame.draw.rect(surf, (20, 28, 56), box, border_radius=10)
            pygame.draw.rect(surf, art.PLAYER_RGB.get(s["colour"], (150, 150, 150)), box, 2,
                             border_radius=10)
            surf.blit(art.novice(s["colour"], 34), (x0 + 6, y - 2))
            if "name" not in self.rows.get(p, {}):
                nm = text(s.get("name") or t("lan.open_seat"), 17, (236, 230, 210))
                surf.blit(nm, (x0 + 60, y + 6))
            if "kind" not in self.rows.get(p, {}):
                kd = text(t(f"lan.kind.{s['kind']}") if s["kind"] in SEAT_KINDS else s["kind"],
                          15, (190, 196, 220))
                surf.blit(kd, (x0 + 390, y + 8))
            state = t("lan.ready_yes") if s.get("ready") else (
                t("lan.state.waiting") if s["kind"] == "lan" and not s.get("claimed") else "")
            if s["kind"] == "lan" and s.get("claimed") and not s.get("connected"):
                state = t("lan.state.away")
            if "ready" not in self.rows.get(p, {}) and state:
                st = text(state, 15, (200, 230, 190))
                surf.blit(st, (x0 + 585, y + 8))
            y += 50
        if self.problem or not view:
            say = self.problem or t("lan.connecting")
            wait = text(say, 20, (255, 190, 170) if self.problem else (236, 230, 210))
            box = wait.get_rect(center=(w // 2, h // 2 + (60 if view else 0)))
            if self.problem:
                pygame.draw.rect(surf, (20, 28, 56), box.inflate(40, 24), border_radius=10)
            surf.blit(wait, box)
