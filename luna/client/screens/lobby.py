"""The LAN lobby: the seats of a table. The host sets them, players name themselves and
get ready; everything shown is the relay's word."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from ...engine.data import COLOURS
from ...net import NetClient, RelayServer
from ...net.lansave import lan_save_path
from ...seats import LOBBY_KINDS as SEAT_KINDS
from ...text import relay_error, t
from ..board import art
from ..board.backdrop import draw_backdrop
from ..fonts import text
from ..tables.lan import LanTable
from ..tables.lan_addresses import lan_addresses
from ..widgets.dropdown import DropDown
from . import Scene


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
        self.here = (", ".join(lan_addresses()[:3]) or t("lan.this_machine")) \
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
                row["kind"] = DropDown(kinds, t(f"lan.kind.{kind}"),
                                             pygame.Rect(x0 + 380, y, 190, 34), ui)
            if mine and view.get("phase") == "lobby":
                row["name"] = UITextEntryLine(pygame.Rect(x0 + 60, y, 180, 34), ui)
                row["name"].set_text(s.get("name") or "")
                row["name"].set_text_length_limit(16)
                row["colour"] = DropDown(colour_names, t(f"colour.{s['colour']}"),
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
                message = relay_error(m)
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
        table = LanTable(self.client, lan_save_path(self.app.save_dir, self.client.room or "lan"),
                         self.server, thinker=lambda: self.app.thinker)
        self.exit()
        self.app.goto("game", table)

    def draw(self, surf: pygame.Surface) -> None:
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
