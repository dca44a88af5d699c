"""The game screen: the board, the side panel, clicks turned into commands, animations.

Thin client: what is highlighted and what a click offers come from `game.legal()`;
compound moves are judged by `game.why_illegal()`; the engine's events drive the view.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...ai.adept import gain_reason
from ...engine import IllegalCommand, replay
from ...engine.temple import full_path
from ...narrate import event_text, reason_text
from .. import art
from ..animations import Anchors, Anim, animations_for, apply_hides
from ..board import BoardView
from ..choices import MoveBuilder, Option, clickable, label, natural_command, options_for
from ..fonts import text
from ..i18n import refusal, t
from ..layout import compute
from ..panel import PanelView
from ..session import Session
from ..tooltips import tooltip
from . import Scene

BOT_PAUSE = 0.45
NOT_PLAYED_HERE = ("human", "replay", "remote", "automaton")


class GameScene(Scene):
    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.board = BoardView()
        self.panel = PanelView()
        self.anims: list[Anim] = []
        self.hover: tuple | None = None
        self.mouse = (0, 0)
        self.menu: list[UIButton] = []
        self.menu_options: dict = {}
        self.builder: MoveBuilder | None = None
        self.builder_buttons: list[UIButton] = []
        self.buttons: dict[str, UIButton] = {}
        self.bot_wait = 0.0
        self.bot_answer: dict | None = None
        self.bot_for: tuple | None = None
        self.hint_pending = False
        self.hint: tuple[dict, float] | None = None     # (command, shown until)
        self.lan_buttons: dict[str, UIButton] = {}
        self.log_lines: list[tuple[str, tuple]] = []
        self.results_shown = False
        self._refresh()
        self._init_log()

    # -- set-up --------------------------------------------------------------------
    @property
    def game(self):
        return self.session.game

    def _refresh(self) -> None:
        """Re-read what the engine says after any change of the game."""
        self.snap = self.game.snapshot()
        self.legal = self.game.legal() if self.session.human_to_move else []
        me = self.game.to_move
        self.clickable = clickable(self.legal, self.snap, me) if self.legal else set()
        w, h = self.app.size
        self.lay = compute(w, h, self.snap["players"], len(self.snap["temple"]["rows"]))
        full = full_path(self.snap["temple"]["rows"])
        slot_of = {}
        for k, e in enumerate(full):
            slot_of[("tile", e["tile"]) if "tile" in e else ("g", k)] = k
        g_slots = [k for k, e in enumerate(full) if "guardian" in e]
        self.slot_for_index = {}
        gi = 0
        for k, e in enumerate(self.snap["path"]):
            if "tile" in e:
                self.slot_for_index[k] = slot_of[("tile", e["tile"])]
            else:
                self.slot_for_index[k] = g_slots[gi]
                gi += 1
        self.tile_slot = {e["tile"]: slot_of[("tile", e["tile"])] for e in full if "tile" in e}
        self.guardian_slots = g_slots

    def _init_log(self) -> None:
        """The log in words of everything played so far (a loaded game keeps its story)."""
        self.log_lines = []
        try:
            g = replay(self.game.header, [])
        except (IllegalCommand, ValueError):
            return
        for cmd in self.game.log[-300:] if len(self.game.log) <= 300 else []:
            self._log_events(g.apply(cmd), g.snapshot())
        if len(self.game.log) > 300 or not self.log_lines:
            self._log(t("panel.round", round=self.snap["round"]), (240, 214, 150))

    def _log_events(self, events: list[dict], snap: dict) -> None:
        colours = snap["colours"]
        for ev in events:
            line = event_text(ev, snap)
            if line:
                p = ev.get("player")
                rgb = art.PLAYER_RGB.get(colours[p], (210, 214, 228)) if isinstance(p, int) \
                    else (240, 214, 150)
                self._log(line, _readable(rgb))

    def _log(self, line: str, rgb=(210, 214, 228)) -> None:
        self.log_lines.append((line, rgb))
        del self.log_lines[:-200]

    def enter(self) -> None:
        w, h = self.app.size
        self._refresh()
        px, _, pw, _ = self.lay.panel
        bw = (pw - 40) // 3
        y = h - 84
        ui = self.app.ui

        def at(col: int, row: int) -> pygame.Rect:
            if row == 1 and col < 2:     # the menu button is narrow, the speed one wide
                w0 = int(bw * 0.7)
                x = px + 12 + (0 if col == 0 else w0 + 8)
                return pygame.Rect(x, y + 40, w0 if col == 0 else 2 * bw - w0, 34)
            return pygame.Rect(px + 12 + col * (bw + 8), y + row * 40, bw, 34)
        self.buttons = {
            "undo": UIButton(at(0, 0), t("btn.undo"), ui, tool_tip_text="Ctrl+Z",
                             object_id="#panel_button"),
            "redo": UIButton(at(1, 0), t("btn.redo"), ui, tool_tip_text="Ctrl+Y",
                             object_id="#panel_button"),
            "hint": UIButton(at(2, 0), t("btn.hint"), ui, tool_tip_text=t("hint.tip"),
                             object_id="#panel_button"),
            "menu": UIButton(at(0, 1), t("btn.menu"), ui, tool_tip_text="Esc",
                             object_id="#panel_button"),
            "speed": UIButton(at(1, 1), t("btn.speed", speed=t(
                f"speed.{self.app.settings.speed}")), ui, tool_tip_text=t("settings.speed"),
                object_id="#panel_button"),
            "act": UIButton(at(2, 1), t("btn.meditate"), ui, object_id="#confirm"),
        }
        if self.builder:
            self._builder_bar()
        self._sync_buttons()

    def exit(self) -> None:
        for b in list(self.buttons.values()) + self.menu + self.builder_buttons + list(
                self.lan_buttons.values()):
            b.kill()
        self.buttons, self.menu, self.builder_buttons, self.lan_buttons = {}, [], [], {}

    def leave(self) -> None:
        """The player leaves this game (to the menu or out of the program)."""
        close = getattr(self.session, "close", None)
        if close:
            close()

    def resize(self) -> None:
        self.exit()
        self._refresh()
        self.enter()

    def _sync_buttons(self) -> None:
        if not self.buttons:
            return
        s = self.session
        busy = self.blocked
        self._enable("undo", s.can_undo() and not busy)
        self._enable("redo", s.can_redo() and not busy)
        self._enable("hint", s.human_to_move and not busy and not self.hint_pending)
        act = self.buttons["act"]
        if self.snap["solo_level"]:
            act.set_text(t("btn.end_actions"))
            kind = "end_actions"
        else:
            act.set_text(t("btn.meditate"))
            kind = "meditate"
        act.tool_tip_text = t(f"rule.{kind}")
        self._enable("act", any(c["type"] == kind for c in self.legal) and not busy
                     and self.builder is None)

    def _enable(self, name: str, on: bool) -> None:
        b = self.buttons.get(name)
        if b:
            b.enable() if on else b.disable()

    # -- state ---------------------------------------------------------------------
    @property
    def blocked(self) -> bool:
        return any(a.blocking and not a.tween.done for a in self.anims)

    def play(self, cmd: dict) -> bool:
        """Send a command to the engine; animate what happened, or explain the refusal."""
        self.close_menu()
        self.hint = None
        try:
            events = self.session.apply(cmd)
        except IllegalCommand as exc:
            self.app.toast(t("illegal", reason=refusal(exc)))
            self.app.sounds.play("error")
            return False
        self._after(events)
        return True

    def _after(self, events: list[dict]) -> None:
        self._refresh()
        anchors = Anchors(self.lay, self.snap, self.panel.player_points or
                          [self.lay.centre] * 4, self._slot_point, self.guardian_slots)
        humans = {p for p, seat in enumerate(self.session.seats) if seat.is_human}
        lan = hasattr(self.session, "poll")
        new = animations_for(events, self.snap, anchors, humans,
                             announce_turns=len(humans) > 1 or lan)
        if self.app.settings.speed_factor == 0:
            for a in new:
                a.tween.finish()
            for a in new:
                a.sounded = True
        to_move = self.game.to_move
        self.anims = [a for a in self.anims if a.turn_of in (None, to_move)] + new
        self._log_events(events, self.snap)
        if self.session.last_save_error:
            self.app.save_failed(self.session.last_save_error)
        self._sync_buttons()

    def _slot_point(self, tile: int):
        slot = self.tile_slot.get(tile)
        return self.lay.path_slots[slot] if slot is not None else self.lay.centre

    def ask_hint(self) -> None:
        """What would the Adept do here? Asked off the window's thread like any bot move."""
        if not self.session.human_to_move or self.app.thinker.busy:
            return
        self.app.thinker.ask(self.game.header, self.game.log, "adept", len(self.game.log))
        self.hint_pending = True
        self._sync_buttons()

    def _poll_hint(self) -> None:
        got = self.app.thinker.poll()
        if got is None:
            return
        self.hint_pending = False
        cmd, error = got
        if cmd is not None and self.game.is_legal(cmd):
            self.hint = (cmd, self.app.now + 6.0)
            self.app.toast(t("hint.says", move=self.hint_text(cmd)), 6.0)
        else:
            self.app.toast(t("bot.error", error=error or "?"))
        self._sync_buttons()

    def hint_text(self, cmd: dict) -> str:
        """The hinted move and the Adept's reason for it (its largest term: a few ms)."""
        move = label(cmd, self.snap)
        why = gain_reason(self.game, cmd)
        text = reason_text(why.as_dict() if why else None, self.snap)
        return t("reason.with", move=move, why=text) if text else move

    def _forget_thinking(self) -> None:
        self.app.thinker.cancel() if self.app._thinker else None
        self.bot_answer, self.bot_for, self.bot_wait = None, None, 0.0
        self.hint_pending, self.hint = False, None

    def undo(self) -> None:
        self._forget_thinking()
        self._finish_anims()
        if self.session.undo():
            self.close_menu()
            self.cancel_builder()
            self._refresh()
            self._log("↶ " + t("btn.undo"), (240, 214, 150))
            self._sync_buttons()

    def redo(self) -> None:
        self._forget_thinking()
        self._finish_anims()
        if self.session.can_redo():
            self._after(self.session.redo())

    def _finish_anims(self) -> None:
        for a in self.anims:
            a.tween.finish()
        self.anims = []

    # -- input ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                if self.menu:
                    self.close_menu()
                elif self.builder:
                    self.cancel_builder()
                else:
                    self.open_pause()
            elif ctrl and event.key == pygame.K_z:
                self.undo()
            elif ctrl and event.key == pygame.K_y:
                self.redo()
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.board.target_at(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self.menu and self._menu_hit(event.pos):
                return            # pygame-gui handles the press
            if event.button == 3:
                if self.builder:
                    self.builder.remove_last()
                    self._builder_bar()
                else:
                    self.close_menu()
                return
            if event.button == 1 and event.pos[0] < self.lay.panel[0] or (
                    event.button == 1 and self.board.target_at(event.pos)):
                self.click(event.pos)

    def _menu_hit(self, pos) -> bool:
        return any(b.rect.collidepoint(pos) for b in self.menu + self.builder_buttons)

    def _button(self, element) -> None:
        lan = {b: k for k, b in self.lan_buttons.items()}
        if element in lan:
            self._lan_button(lan[element])
            return
        if element in self.menu_options:
            opt: Option = self.menu_options[element]
            self.app.sounds.play("click")
            if opt is None:
                self.close_menu()
            elif opt.command is not None:
                self.play(opt.command)
            elif opt.builder is not None:
                self.close_menu()
                self.start_builder(*opt.builder)
            return
        names = {v: k for k, v in self.buttons.items()}
        name = names.get(element)
        if name == "undo":
            self.undo()
        elif name == "redo":
            self.redo()
        elif name == "menu":
            self.open_pause()
        elif name == "hint":
            self.ask_hint()
        elif name == "speed":
            order = ["normal", "fast", "off"]
            st = self.app.settings
            st.speed = order[(order.index(st.speed) + 1) % 3]
            self.app.save_settings()
            element.set_text(t("btn.speed", speed=t(f"speed.{st.speed}")))
        elif name == "act":
            kind = "end_actions" if self.snap["solo_level"] else "meditate"
            cmd = next((c for c in self.legal if c["type"] == kind), None)
            if cmd:
                self.play(cmd)
        elif self.builder_buttons and element is self.builder_buttons[0]:
            cmd = self.builder.command()
            self.cancel_builder()
            self.play(cmd)
        elif self.builder_buttons and element is self.builder_buttons[1]:
            self.cancel_builder()

    def click(self, pos) -> None:
        if self.blocked or not self.session.human_to_move:
            return
        target = self.board.target_at(pos)
        me = self.game.to_move
        if self.builder:
            self._builder_click(target, me)
            return
        self.close_menu()
        if target is None:
            return
        opts = options_for(target, self.legal, self.snap, me)
        if not opts:
            reason = self._why_not(target, me)
            if reason:
                self.app.toast(t("illegal", reason=reason))
                self.app.sounds.play("error")
            return
        self.open_menu(opts, pos)

    def _why_not(self, target: tuple, me: int) -> str | None:
        """The engine's reason, in the player's language, for the most natural command at
        a target nobody may use."""
        cmd = natural_command(target, self.snap, me)
        refused = None if cmd is None else self.game.refusal(cmd)
        return None if refused is None else refusal(refused)

    # -- context menu --------------------------------------------------------------
    def open_menu(self, opts: list[Option], pos) -> None:
        self.close_menu()
        ui = self.app.ui
        w = max(260, max(text(o.label, 14).get_width() for o in opts) + 34)
        h = 30
        items = opts[:14] + [None]
        total = h * len(items)
        x = min(pos[0] + 12, self.app.size[0] - w - 8)
        y = min(pos[1] - 10, self.app.size[1] - total - 8)
        for k, opt in enumerate(items):
            label_ = opt.label if opt else t("btn.cancel")
            b = UIButton(pygame.Rect(x, max(8, y) + k * h, w, h), label_, ui,
                         object_id="#option", tool_tip_text=opt.rule if opt else None)
            self.menu.append(b)
            self.menu_options[b] = opt
        self.app.sounds.play("click")

    def close_menu(self) -> None:
        for b in self.menu:
            b.kill()
        self.menu = []
        self.menu_options = {}

    # -- building travel / tides / sailboat by clicks ----------------------------------
    def start_builder(self, ctype: str, source, active: bool) -> None:
        self.builder = MoveBuilder(ctype, self.game.to_move)
        self.builder.select(source, active)
        self._builder_bar()
        self._sync_buttons()

    def _builder_click(self, target, me) -> None:
        b = self.builder
        if target is None:
            return
        if target[0] == "group" and target[2] == me and (
                b.ctype == "tides" or target[3] == "active") and (
                target[1], target[3] == "active") != (b.source, b.active):
            b.select(target[1], target[3] == "active")     # pick up novices from here
        elif target[0] == "jetty" and b.ctype in ("tides", "sailboat"):
            b.select("jetty", False)
        elif target[0] in ("island", "group"):
            dest = target[1]
            if target[0] == "group" and target[2] == me and dest == b.source:
                return
            if dest == b.source:
                return
            b.add(dest)
            self.app.sounds.play("click")
        self._builder_bar()

    def _builder_bar(self) -> None:
        for x in self.builder_buttons:
            x.kill()
        self.builder_buttons = []
        if not self.builder:
            return
        ui = self.app.ui
        bw = self.lay.board[2]
        y = self.app.size[1] - 50
        confirm = UIButton(pygame.Rect(bw // 2 + 10, y, 150, 38), t("btn.confirm"), ui,
                           object_id="#confirm")
        cancel = UIButton(pygame.Rect(bw // 2 + 170, y, 120, 38), t("btn.cancel"), ui)
        self.builder_buttons = [confirm, cancel]
        reason: str | None = "…"
        if self.builder.moves:
            refused = self.game.refusal(self.builder.command())
            reason = None if refused is None else refusal(refused)
        if reason is None:
            confirm.enable()
            confirm.tool_tip_text = label(self.builder.command(), self.snap)
        else:
            confirm.disable()
            confirm.tool_tip_text = reason
        self.builder_reason = reason

    def cancel_builder(self) -> None:
        self.builder = None
        for x in self.builder_buttons:
            x.kill()
        self.builder_buttons = []
        self._sync_buttons()

    # -- pause / end ---------------------------------------------------------------
    def open_pause(self) -> None:
        from .pause import PauseMenu
        self.close_menu()
        self.app.push(PauseMenu(self.app, self))

    def show_results(self) -> None:
        from .results import ResultsScene
        self.results_shown = True
        self.app.push(ResultsScene(self.app, self.session.game))

    # -- update / draw -------------------------------------------------------------
    def update(self, dt: float) -> None:
        speed = self.app.settings.speed_factor
        for a in self.anims:
            if speed == 0:
                a.tween.finish()
            else:
                a.tween.update(dt * speed)
            if a.tween.started and not a.sounded:
                a.sounded = True
                if a.sound:
                    self.app.sounds.play(a.sound)
        was_blocked = self.blocked
        self.anims = [a for a in self.anims if not a.tween.done]
        if was_blocked != self.blocked:
            self._sync_buttons()
        if hasattr(self.session, "poll"):
            self._poll_network()
        if self.hint_pending:
            self._poll_hint()
        if self.blocked:
            return
        if self.game.is_over:
            if not self.results_shown and not self.anims:
                self.show_results()
            return
        seat = self.session.seat_to_move
        if seat and seat.kind not in NOT_PLAYED_HERE:
            self._computer_turn(seat, dt, speed)

    # -- LAN --------------------------------------------------------------------------
    def _poll_network(self) -> None:
        """Fold what the relay sent: commands animate like local ones."""
        for item in self.session.poll():
            if item[0] == "events":
                self._after(item[1])
            elif item[0] == "refresh":
                self._finish_anims()
                self.cancel_builder()
                self.close_menu()
                self._refresh()
                self._init_log()
                self._sync_buttons()
            elif item[0] == "toast":
                self.app.toast(item[1])
            elif item[0] == "room":
                self._refresh()
                self._sync_buttons()
        self._lan_bars()

    def _lan_bars(self) -> None:
        """The host's "let a computer play" button while a person is away, and the
        accept/decline question of an undo that needs our consent."""
        s = self.session
        want = []
        waiting = s.waiting_for
        if waiting is not None and s.client.is_host:
            want.append(("hand_over", t("net.hand_over", name=self.snap["names"][waiting])))
        ask = s.pending_undo_for_me()
        if ask:
            want += [("undo_yes", t("net.undo_accept")), ("undo_no", t("net.undo_decline"))]
        have = [k for k in self.lan_buttons]
        if have == [k for k, _ in want]:
            return
        for b in self.lan_buttons.values():
            b.kill()
        self.lan_buttons = {}
        x = 20
        for key, text_ in want:
            w = max(150, text(text_, 15).get_width() + 30)
            self.lan_buttons[key] = UIButton(pygame.Rect(x, self.app.size[1] - 50, w, 38),
                                             text_, self.app.ui, object_id="#confirm")
            x += w + 10

    def _lan_button(self, key: str) -> None:
        s = self.session
        if key == "hand_over" and s.waiting_for is not None:
            s.client.hand_over(s.waiting_for, "adept")
        elif key in ("undo_yes", "undo_no"):
            ask = s.pending_undo_for_me()
            if ask:
                req, seat = ask
                s.client.answer_undo(req["id"], seat, key == "undo_yes")

    def _computer_turn(self, seat, dt: float, speed: float) -> None:
        """Ask the worker for the computer's move; play it after a short pause so people
        can follow what happens."""
        thinker = self.app.thinker
        self.bot_wait += dt
        if self.bot_answer is None:
            if not thinker.busy:
                p = self.game.to_move
                seed = seat.seed * 1_000_003 + len(self.game.log)
                limit = self.app.settings.think_time if seat.kind == "master" else None
                thinker.ask(self.game.header, self.game.log, seat.kind, seed, limit)
                self.bot_for = (p, len(self.game.log))
            got = thinker.poll()
            if got is None:
                return
            cmd, error = got
            if error or cmd is None:
                self.app.toast(t("bot.error", error=error or "?"))
                cmd = self.game.legal()[0]
            self.bot_answer = cmd
        if self.bot_wait >= BOT_PAUSE / max(speed, 1.0) or speed == 0:
            cmd, self.bot_answer, self.bot_wait = self.bot_answer, None, 0.0
            if self.bot_for == (self.game.to_move, len(self.game.log)):
                self.play(cmd)

    def draw(self, surf: pygame.Surface) -> None:
        self.board.clock = self.app.now
        view, flying = apply_hides(self.snap, self.anims)
        highlights = set(self.clickable) if not self.blocked else set()
        if self.builder:
            highlights = self._builder_highlights()
        elif self.hint and self.hint[1] > self.app.now:
            highlights = clickable([self.hint[0]], self.snap, self.game.to_move)
        self.board.draw(surf, view, self.lay, highlights, self.hover, self.slot_for_index,
                        flying)
        if self.hover is not None:     # the board may have changed under a still mouse
            self.hover = self.board.target_at(self.mouse)
        if self.builder:
            self._draw_builder(surf)
        for a in self.anims:
            a.draw(surf)
        seat = self.session.seat_to_move
        thinking = self.game.to_move if seat and seat.kind not in NOT_PLAYED_HERE else None
        self.panel.draw(surf, view, self.lay, self.board, self.log_lines, thinking,
                        self._status(), self.hover)
        self._draw_tooltip(surf, view)

    def _status(self) -> str:
        snap = self.snap
        if snap["phase"] == "game_over":
            return t("phase.game_over")
        if self.builder:
            return t(f"builder.{self.builder.ctype}") + " — " + t(
                "builder.count", count=self.builder.count)
        p = snap["to_move"]
        name = snap["names"][p]
        waiting = getattr(self.session, "waiting_for", None)
        if waiting is not None:
            return t("net.waiting_for", name=snap["names"][waiting])
        if self.session.human_to_move:
            return t("your_turn", name=name) + " — " + t(f"phase.{snap['phase']}")
        return t("turn_of", name=name)

    def _builder_highlights(self) -> set:
        b = self.builder
        out = {("island", i) for i in range(7) if i != b.source}
        if b.source != "jetty" and b.source is not None:
            out.add(("group", b.source, b.player, "active" if b.active else "inactive"))
        return out

    def _draw_builder(self, surf) -> None:
        b = self.builder
        anchors = Anchors(self.lay, self.snap, self.panel.player_points, self._slot_point)
        for m in b.moves:
            a = anchors.place(m["from"], inactive=not m.get("active", True))
            d = anchors.island(m["to"], inactive=b.ctype != "sailboat")
            pygame.draw.line(surf, (255, 226, 140), a, d, 3)
            pygame.draw.circle(surf, (255, 226, 140), (int(d[0]), int(d[1])), 13)
            n = text(str(m["count"]), 15, (20, 20, 30), bold=True, shadow=False)
            surf.blit(n, n.get_rect(center=(int(d[0]), int(d[1]))))
        if getattr(self, "builder_reason", None) and b.moves:
            msg = text(self.builder_reason, 14, (255, 190, 170))
            surf.blit(msg, (self.lay.board[2] // 2 - msg.get_width() - 20,
                            self.app.size[1] - 42))

    def _draw_tooltip(self, surf, view) -> None:
        if self.menu or self.hover is None:
            return
        tip = tooltip(self.hover, view)
        if not tip:
            return
        tip = tip[0].upper() + tip[1:]        # "the Novice island: …" starts a sentence
        from ..panel import _wrap
        lines = []
        for para in tip.split("\n"):
            lines += _wrap(para, 13, 330)
        imgs = [text(line, 13, (236, 230, 210), shadow=False) for line in lines]
        w = max(i.get_width() for i in imgs) + 20
        h = sum(i.get_height() for i in imgs) + 12
        x = min(self.mouse[0] + 18, surf.get_width() - w - 6)
        y = min(self.mouse[1] + 20, surf.get_height() - h - 6)
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(box, (10, 14, 32, 236), box.get_rect(), border_radius=8)
        pygame.draw.rect(box, (184, 176, 138), box.get_rect(), 1, border_radius=8)
        yy = 6
        for img in imgs:
            box.blit(img, (10, yy))
            yy += img.get_height()
        surf.blit(box, (x, y))


def _readable(rgb) -> tuple:
    """Player colours brightened a little so log lines read on the dark panel."""
    return tuple(min(255, int(c * 0.6 + 110)) for c in rgb)
