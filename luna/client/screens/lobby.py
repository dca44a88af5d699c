"""The LAN lobby: the seats of a table. The host sets them, players name themselves and
get ready; everything shown is the relay's word."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from ...engine.data import COLOURS
from ...net import NetClient, RelayServer
from ...net.wire.lansave import lan_save_path
from ...seats import LOBBY_KINDS as SEAT_KINDS
from ...text import has, relay_error, t
from ..board import art
from ..board.backdrop import draw_backdrop
from ..tables.lan import LanTable, closed_words, key_changed_words, waiting_words
from ..tables.lan_addresses import lan_addresses
from ..widgets import palette as P
from ..widgets.dropdown import DropDown
from ..widgets.key_focus import KeyFocus, usable
from ..widgets.look.strength import kind_labels, level_tip, rank
from ..widgets.overlays import draw_card
from ..window import fonts
from ..window.fonts import text
from . import Scene


def start_waits_for(view: dict) -> str | None:
    """Who the table still waits for before Start, in words (None: everyone is there and
    ready): a seat for a person on the LAN that nobody has joined, or its player not ready
    yet. The relay says the same; the window says it first, with names."""
    for s in view.get("seats") or []:
        if s["kind"] != "lan":
            continue
        if not s.get("claimed"):
            return t("lan.not_joined", seat=s["seat"] + 1)
        if not s.get("ready"):
            return t("lan.not_ready", name=s.get("name") or t(f"colour.{s['colour']}"))
    return None


# A seat's row, in units across from its left edge (at 100 % text): the piece, the name,
# the colour, the seat's kind, ready (or the seat's state) and the host's Remove, all on
# the row's band.
PIECE, NAME, COLOUR, KIND, READY, REMOVE, RIGHT = 6, 60, 230, 350, 580, 690, 815
LEFT = -10                  # the band's left edge
WIDE = RIGHT - LEFT         # the band's width



def seat_change(seats: list[dict], p: int, kind: str) -> list[dict]:
    """The seats to configure when seat `p` becomes `kind`; a computer seat is named in
    the host's language ("Eingeweihter 3"), not the relay's English default."""
    out = [{"kind": s["kind"]} for s in seats]
    out[p] = {"kind": kind}
    if has(f"level.{kind}"):
        out[p]["name"] = t("lan.bot_name", level=t(f"level.{kind}"), seat=p + 1)
    return out

class Lobby(Scene):
    """Seats of the table: the host sets them, players name themselves and get ready."""
    paints_window = True      # the backdrop first, over the whole window

    def __init__(self, app, client: NetClient, server: RelayServer | None, port: int,
                 host: str = "127.0.0.1") -> None:
        super().__init__(app)
        self.client, self.server, self.port, self.host = client, server, port, host
        self.elements: list = []
        self.rows: dict = {}
        self.removers: dict[int, UIButton] = {}      # the host's Remove, by seat
        self.lock: UIButton | None = None            # the host's Lock / Open
        self.shape = None
        self.back = self.start = None
        self.started = False
        self.problem: str | None = None          # what keeps us from the table, if any
        self.here = (", ".join(lan_addresses()[:3]) or t("lan.this_machine")) \
            if server is not None else host
        self.key_focus = KeyFocus()      # the keys walk its controls as a dialog's (F360)

    @property
    def unit(self) -> tuple[float, float]:
        """Pixels per unit across and down (the rows are laid out for 100 % text): the
        text size, unless the window has no room for it."""
        w, h = self.app.size
        return min(fonts.scale, (w - 60) / WIDE), min(fonts.scale, (h - 200) / 300)

    def _x(self, units: float) -> int:
        """A place across the rows, `units` from their left edge (the rows centred)."""
        return self.app.size[0] // 2 + round((units - LEFT - WIDE / 2) * self.unit[0])

    def _top(self) -> int:
        """Where the first seat's row stands: under the title and the address."""
        return 90 + fonts.line_height(34, True) // 2 + \
            fonts.line_height(16) * len(self.where_lines()) + 20

    def enter(self) -> None:
        self.shape = None
        _, h = self.app.size
        self._build_buttons(h, self.client.is_host)

    def exit(self) -> None:
        self._kill_rows()
        for e in (self.back, self.start):
            if e is not None:
                e.kill()
        self.back = self.start = None

    def focus_order(self) -> list:
        """The controls in reading order: each seat's row (its kind, name, colour, Ready,
        the host's Remove), then Lock, Leave and Start."""
        order = []
        for p in sorted(set(self.rows) | set(self.removers)):
            row = self.rows.get(p, {})
            order += [row[k] for k in ("kind", "name", "colour", "ready") if k in row]
            order += [self.removers[p]] if p in self.removers else []
        order += [self.lock, self.back, self.start]
        return [c for c in order if c is not None and usable(c)]

    def focus_default(self):
        """Enter before any key: the host's Start, else the person's own Ready."""
        if self.start is not None:
            return self.start
        return next((row["ready"] for _, row in sorted(self.rows.items())
                     if "ready" in row), None)

    def toast_anchor(self) -> tuple[int, int]:
        """Toasts stand above Leave and Start, never over them."""
        code = self.client.is_host and self.client.invite   # (its line stands there)
        return (self.app.size[0] // 2,
                self._buttons_y() - 10 - (fonts.line_height(17) + 8 if code else 0))

    def _buttons_y(self) -> int:
        """Where Leave and Start stand: under room for four seats and a line of words,
        or at the window's foot if that is nearer."""
        v = self.unit[1]
        return min(self.app.size[1] - round(46 * v) - 40,
                   self._top() + round((4 * 50 + 90) * v))

    def _kill_rows(self) -> None:
        for e in self.elements + list(self.removers.values()):
            e.kill()
        self.elements, self.rows, self.removers = [], {}, {}

    def _shape(self, view: dict) -> tuple:
        """What the widgets depend on. Other players' names and ready flags are drawn, not
        widgets, so their changes never rebuild (and never eat a click or a typed name)."""
        mine = sorted(self.client.seats)
        return (view.get("phase"), self.client.is_host, tuple(mine), self.app.size,
                len(self.where_lines()),
                tuple((s["seat"], s["kind"], s["seat"] in mine and s["colour"])
                      for s in view.get("seats") or []))

    def _build(self) -> None:
        self._kill_rows()
        view = self.client.view or {}
        seats = view.get("seats") or []
        _, h = self.app.size
        ui = self.app.ui
        u, v = self.unit
        y, row_h = self._top(), round(34 * v)
        X = self._x
        host = self.client.is_host
        width = round(220 * u)               # a level with its place on the ladder
        kinds = kind_labels(list(SEAT_KINDS), width, "lan.kind")
        self.kind_words = dict(zip(kinds, SEAT_KINDS, strict=True))
        tips = {w: level_tip(k, len(seats)) for w, k in self.kind_words.items() if rank(k)}
        colour_names = [t(f"colour.{c}") for c in COLOURS]
        for s in seats:
            p = s["seat"]
            mine = p in self.client.seats
            row: dict = {}
            if host and view.get("phase") == "lobby":
                kind = s["kind"] if s["kind"] in SEAT_KINDS else "adept"
                row["kind"] = DropDown(kinds, kinds[SEAT_KINDS.index(kind)],
                                       pygame.Rect(X(KIND), y, width, row_h), ui)
                row["kind"].set_tips(tips)
            if mine and view.get("phase") == "lobby":
                row["name"] = UITextEntryLine(pygame.Rect(X(NAME), y, round(160 * u), row_h),
                                              ui)
                row["name"].set_text(s.get("name") or "")
                row["name"].set_text_length_limit(16)
                row["colour"] = DropDown(colour_names, t(f"colour.{s['colour']}"),
                                         pygame.Rect(X(COLOUR), y, round(110 * u), row_h),
                                         ui)
                if s["kind"] == "lan":          # as wide as its words (no Remove here)
                    words = max(fonts.font(15, True).size(t(k))[0]
                                for k in ("lan.ready_no", "lan.ready_yes")) + 24
                    wide = min(max(round(100 * u), words), round((RIGHT - READY - 10) * u))
                    row["ready"] = UIButton(pygame.Rect(X(READY), y, wide, row_h),
                                            t("lan.ready_no"), ui)
            self.rows[p] = row
            self.elements += row.values()
            y += round(50 * v)
        self.lock = None
        if host and view.get("phase") == "lobby":   # only those told the code join
            words = max(fonts.font(15, True).size(t(k))[0] for k in ("lan.lock", "lan.unlock"))
            wide = max(round(200 * u), words + 30)
            self.lock = UIButton(pygame.Rect(self.app.size[0] // 2 - wide // 2,
                                             self._buttons_y(), wide, round(44 * v)),
                                 t("lan.unlock" if view.get("locked") else "lan.lock"), ui,
                                 tool_tip_text=t("lan.lock_tip"))
            self.elements.append(self.lock)
        self._build_buttons(h, host)

    def _build_buttons(self, h: int, host: bool) -> None:
        """Leave and Start outlive row rebuilds, so a press already on its way still
        names a live button."""
        bottom = self._buttons_y()
        self.back = self._keep(self.back, (self._x(0), bottom), t("lan.leave"), None)
        if host:
            self.start = self._keep(self.start, (self._x(RIGHT - 150), bottom), t("new.start"),
                                    "#confirm")
        elif self.start is not None:
            self.start.kill()
            self.start = None

    def _keep(self, button, where: tuple[int, int], label: str, object_id):
        if button is not None and button.rect.topleft == where:
            return button
        if button is not None:
            button.kill()
        u, v = self.unit
        return UIButton(pygame.Rect(*where, round(150 * u), round(44 * v)), label, self.app.ui,
                        object_id=object_id)

    def _refresh(self, view: dict) -> None:
        """Bring the widgets that stay up to date with the relay's view (Start is usable
        once nobody is waited for)."""
        if self.start is not None and self.problem is None:
            waits = self.start_waits()
            if waits and self.start.is_enabled:
                self.start.disable()
            elif not waits and not self.start.is_enabled:
                self.start.enable()
        self._sync_removers(view)
        if self.lock is not None:
            label = t("lan.unlock" if view.get("locked") else "lan.lock")
            if self.lock.text != label:
                self.lock.set_text(label)
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

    def _sync_removers(self, view: dict) -> None:
        """The host's Remove beside each LAN seat someone else holds in the lobby: made and
        dropped one by one, never by a rebuild (that would eat a half-typed name)."""
        want = {s["seat"] for s in view.get("seats") or [] if self.client.is_host
                and view.get("phase") == "lobby" and s["kind"] == "lan" and s.get("claimed")
                and s["seat"] not in self.client.seats}
        for p in set(self.removers) - want:
            self.removers.pop(p).kill()
        u, v = self.unit
        for p in sorted(want - set(self.removers)):
            rect = pygame.Rect(self._x(REMOVE), self._top() + round(50 * v) * p,
                               round((RIGHT - REMOVE - 10) * u), round(34 * v))
            self.removers[p] = UIButton(rect, t("lan.remove"), self.app.ui)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._leave()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.lock is not None and \
                event.ui_element is self.lock:
            self.client.lock(not (self.client.view or {}).get("locked"))
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in \
                self.removers.values():
            self.client.remove(next(p for p, b in self.removers.items()
                                    if b is event.ui_element))
            return
        for p, row in self.rows.items():
            if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
                if event.ui_element is row.get("kind"):
                    self.client.configure(seats=seat_change(
                        self.client.view["seats"], p, self.kind_words[event.text]))
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

    def start_waits(self) -> str | None:
        """Who the table waits for before Start (None: nobody)."""
        return start_waits_for(self.client.view or {})

    def _leave(self) -> None:
        self.client.close()
        if self.server is not None:
            self.server.stop()
        self.app.pop()

    def update(self, dt: float) -> None:
        for m in self.client.poll():
            kind = m.get("type")
            if kind == "error" and not m.get("handled"):
                waits = self.start_waits() if m.get("code") == "bad_state" else None
                message = waits or relay_error(m)      # "Bob is not ready yet", not "not now"
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
                self.app.toast(t("net.reconnected"), ends=(t("net.disconnected"),))
            elif kind == "closed":
                self.app.toast(closed_words(m["reason"]))
            elif kind == "dropped":
                self.problem = t("net.dropped")
                self.app.toast(self.problem)
            elif kind == "key_changed":
                self.problem = key_changed_words(m)
                self.app.sounds.play("error")
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
        word = t("lan.leave") if self.client.seated else t("btn.cancel")   # still on our way
        if self.back is not None and self.back.text != word:
            self.back.set_text(word)
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

    def saying(self) -> str | None:
        """What keeps us from the table, in words: a problem, the wait to get back, or
        "Connecting…" until the relay has shown the table."""
        retry = self.client.retrying
        if self.problem or not self.client.view or retry:
            return self.problem or (waiting_words(self.client) if retry else
                                    t("lan.connecting"))
        return None

    def band(self, y: int) -> pygame.Rect:
        """The band of the seat whose widgets stand at `y`."""
        u, v = self.unit
        return pygame.Rect(self._x(LEFT), y - round(6 * v), round(WIDE * u), round(46 * v))

    def card(self) -> pygame.Rect:
        """The card the lobby stands on: round its title, seats, Leave and Start."""
        u, v = self.unit
        left, right = self._x(LEFT - 20), self._x(RIGHT + 20)
        bottom = self._buttons_y() + round(44 * v) + 20
        return pygame.Rect(left, 24, right - left, bottom - 24)

    def where(self) -> str:
        """The relay's address and key: players compare the key to see they met the same
        relay, and a guest meeting it for the first time is asked to."""
        return "  ·  ".join(self._where_parts())

    def _where_parts(self) -> list[str]:
        parts = [t("lan.address", host=self.here, port=self.port)]
        if self.client.fingerprint:
            first = self.client.first_contact and self.server is None
            parts.append(t("lan.fingerprint_first" if first else "lan.fingerprint",
                           fingerprint=self.client.fingerprint))
        return parts

    def where_lines(self) -> list[str]:
        """`where` on one line, or the address over the key (wrapped) where one line would
        stand out of the card (a first visit's words in German at 1024 px)."""
        u, _ = self.unit
        room = round((WIDE + 20) * u)
        line = self.where()
        if fonts.font(16).size(line)[0] <= room:
            return [line]
        return [part for words in self._where_parts() for part in fonts.wrap(words, 16, room)]

    def draw(self, surf: pygame.Surface) -> None:
        draw_backdrop(surf)
        w, h = surf.get_size()
        view = self.client.view or {}
        draw_card(surf, self.card(), P.RADIUS + 6, 2)      # the dialogs' dress
        head = text(view.get("name") or t("lan.title"), 34, P.GOLD, bold=True, display=True)
        surf.blit(head, head.get_rect(center=(w // 2, 70)))
        y = 70 + head.get_height() // 2 + 6
        for line in self.where_lines():
            sub = text(line, 16, P.INK_DIM)
            surf.blit(sub, sub.get_rect(midtop=(w // 2, y)))
            y += fonts.line_height(16)
        u, v = self.unit
        X, y = self._x, self._top()
        for s in view.get("seats") or []:
            p = s["seat"]
            box = self.band(y)
            draw_card(surf, box, P.RADIUS + 2, 0, shadow=False)
            pygame.draw.rect(surf, art.PLAYER_RGB.get(s["colour"], (150, 150, 150)), box, 2,
                             border_radius=P.RADIUS + 2)
            surf.blit(art.novice(s["colour"], round(34 * v)), (X(PIECE), y - 2))
            mid = y + round(17 * v)
            if "name" not in self.rows.get(p, {}):
                nm = text(s.get("name") or t("lan.open_seat"), 17, P.INK)
                surf.blit(nm, nm.get_rect(midleft=(X(NAME), mid)))
            if "kind" not in self.rows.get(p, {}):
                kd = text(kind_labels([s["kind"]], X(READY) - X(KIND), "lan.kind")[0]
                          if s["kind"] in SEAT_KINDS else s["kind"], 15, P.INK_DIM)
                surf.blit(kd, kd.get_rect(midleft=(X(KIND + 10), mid)))
            state = t("lan.ready_yes") if s.get("ready") else (
                t("lan.state.waiting") if s["kind"] == "lan" and not s.get("claimed") else "")
            if s["kind"] == "lan" and s.get("claimed") and not s.get("ready"):
                state = t("lan.ready_no") if s.get("connected") else t("lan.state.away")
            if "ready" not in self.rows.get(p, {}) and state:
                st = text(state, 15, (200, 230, 190))
                surf.blit(st, st.get_rect(midleft=(X(READY + 5), mid)))
            y += round(50 * v)
        if self.client.is_host and self.client.invite and view.get("locked"):
            code = text(t("lan.locked_code", code=self.client.invite), 17, P.GOLD_BRIGHT)
            surf.blit(code, code.get_rect(midbottom=(w // 2, self._buttons_y() - 10)))
        waits = self.start_waits() if self.client.is_host and not self.problem else None
        if waits:                            # why Start is greyed, under the seats
            say = text(waits, 17, P.GOLD)
            surf.blit(say, say.get_rect(center=(w // 2, y + round(16 * v))))
        say = self.saying()
        if say:
            wait = text(say, 20, P.WARN if self.problem else P.INK)
            box = wait.get_rect(center=(w // 2, (self._top() + self._buttons_y()) // 2
                                        + (60 if view else 0)))
            if self.problem:
                draw_card(surf, box.inflate(40, 24), P.RADIUS + 2, 1)
            surf.blit(wait, box)
