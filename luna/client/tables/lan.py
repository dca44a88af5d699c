"""A LAN game seen from this screen: commands go to the relay and come back, in the
relay's order, with their events for the animations. Our LAN save follows the log (at
most once every SAVE_EVERY seconds, and when the table closes; an undo at once, one a
second more at the most), so a host who reopens
the table from it brings back the agreed game and no stream from a fake table can make
the window write a file every frame.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path

from ...engine import Game, IllegalCommand
from ...net import NetClient
from ...saves import SaveError
from ...seats import HUMAN, REMOTE, Seat
from ...text import relay_error, t
from .table import (
    AsksHints,
    CommandApplied,
    Hints,
    Notice,
    Offer,
    Restarted,
    SaveFailed,
    SeatsChanged,
    TableEvent,
)

log = logging.getLogger("luna.client.tables.lan")
SAVE_EVERY = 1.0          # seconds between two writes of our LAN save, at the most
LOOK_EVERY = 1 / 60       # game time between two looks at the relay's messages: once a
                          # frame of the window (its steps are of 1/120 s: a flood's
                          # replays of the whole game came twice in a slow frame)


class LanTable(AsksHints):
    def __init__(self, client: NetClient, save_to: Path | None = None, server=None,
                 thinker: Callable[[], object] | None = None) -> None:
        self.client = client
        self.save_to = save_to          # our LAN save, rewritten after every command
        self.server = server            # the relay, when this screen hosts it
        self.hints = Hints(thinker)
        self.sent: int | None = None    # log length when we sent our last command
        self._out: list[TableEvent] = []
        self._saved: tuple | None = None    # (length, last command) of the log last written
        self._saved_at = -SAVE_EVERY
        self._undo_saved_at: float | None = None   # an undo is written at once (one a
                                                   # second at the most)
        self._since = LOOK_EVERY        # game time since the relay's messages were read
        if client.game is not None:     # every client keeps the log from the start
            self._save(now=True)

    # -- who sits and who acts ------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.client.game

    @property
    def seats(self) -> list[Seat]:
        view = (self.client.view or {}).get("seats") or []
        out = []
        for p in range(self.game.snapshot()["players"] if self.game else 0):
            here = p in self.client.seats and not (p < len(view) and view[p].get("stand_in"))
            out.append(Seat(HUMAN if here else REMOTE))
        return out

    @property
    def may_act(self) -> bool:
        """One of our seats is to move and our last command is not on its way."""
        return self.client.my_turn and self.sent is None

    @property
    def thinking_for(self) -> int | None:
        return None                     # the relay's computers think on the relay

    @property
    def reasons(self) -> dict[int, dict]:
        """The relay's computers' reasons (log index -> reason), as the relay sent them."""
        return self.client.mirror.reasons

    @property
    def waiting_for(self) -> int | None:
        return self.client.waiting_for

    @property
    def announces_turns(self) -> bool:
        return True

    # -- commands -------------------------------------------------------------------------
    def apply(self, cmd: dict) -> None:
        """Check the command here (for an instant answer), then send it to the relay; its
        events come back through `poll` once the relay has numbered it."""
        refused = self.game.refusal(cmd)
        if refused is not None:
            raise refused
        if not self.client.play(cmd):
            raise IllegalCommand("not_sent", t("net.not_sent"))
        self.sent = len(self.game.log)

    def can_undo(self) -> bool:
        log = self.game.log if self.game else []
        return any(c["player"] in self.client.seats for c in log) and \
            self.client.undo_request is None

    def undo(self) -> bool:
        """Ask the relay to take back our last command (others may have to agree); the
        relay answers with "undone" (or a request), so nothing changes here yet."""
        self.hints.cancel()
        log = self.game.log
        for k in range(len(log) - 1, -1, -1):
            if log[k]["player"] in self.client.seats:
                self.client.undo(log[k]["player"], k)
                break
        return False

    def can_redo(self) -> bool:
        return False

    def redo(self) -> None:
        pass


    # -- network ---------------------------------------------------------------------------
    def poll(self, dt: float = 0.0, idle: bool = False) -> list[TableEvent]:
        out, self._out = self._out, []
        self._since += dt
        if dt <= 0 or self._since + 1e-9 >= LOOK_EVERY:     # (0: asked outside the steps)
            self._since = 0.0
            out += self._take_in()
        out += self._save()
        hint = self.poll_hint() if self.game else None
        if hint is not None:
            out.append(hint)
        return out

    def _take_in(self) -> list[TableEvent]:
        """What the relay's messages waiting now change (the client folds a whole-game
        replay at most each time)."""
        out: list[TableEvent] = []
        for m in self.client.poll():
            try:
                out += self._fold(m)
            except Exception as exc:  # a relay's message must never stop the window
                log.warning("unusable %s message from the relay: %r", m.get("type"), exc)
                out.append(Notice(t("net.unreadable")))
            if m.get("type") == "undone" and (self._undo_saved_at is None or
                                             time.monotonic() - self._undo_saved_at
                                             >= SAVE_EVERY):
                # the game taken back is written at once: a host's save that still held
                # the moves taken back, kept a second longer, is what a relay restarted
                # meanwhile compares with its memory
                self._undo_saved_at = time.monotonic()
                out += self._save(now=True)
        return out

    def _fold(self, m: dict) -> list[TableEvent]:
        kind = m.get("type")
        out: list[TableEvent] = []
        if kind == "command":
            self.sent = None
            out.append(CommandApplied(m.get("events") or []))
        elif kind in ("undone", "game", "resync"):
            self.sent = None
            out.append(Restarted())
        elif kind == "log":
            out.append(Restarted())
        elif kind == "error":
            self.sent = None
            if not m.get("handled") and not (
                    self.client.table_closed and m.get("code") in ("no_room", "shutdown")):
                out.append(Notice(relay_error(m)))     # (the wait says it: no more words)
        elif kind == "undo_request" and self.pending_undo_for_me():
            name = self.game.snapshot()["names"][m["seat"]] if self.game else "?"
            out.append(Notice(t("net.undo_asked", name=name)))
        elif kind == "undo_result" and not m.get("ok"):
            out.append(Notice(t("net.undo_declined")))
        elif kind == "unreadable":      # logged by the client, never acted on
            out.append(Notice(t("net.unreadable")))
        elif kind == "disconnected" and not self.client.table_closed:
            out.append(Notice(t("net.disconnected")))
        elif kind == "reconnected":
            out += [Notice(t("net.reconnected"), ends=(t("net.disconnected"),)), Restarted()]
        elif kind == "gave_up":
            out.append(Notice(t("net.gave_up")))
        elif kind == "closed" and self.client.retrying is None:   # (else the wait says it)
            out.append(Notice(closed_words(m["reason"])))
        elif kind == "dropped":
            out.append(Notice(t("net.dropped")))
        elif kind == "key_changed":
            out.append(Notice(key_changed_words(m), error=True))
        elif kind == "room":
            out.append(SeatsChanged())
        return out

    def _save(self, now: bool = False) -> list[TableEvent]:
        """Write our LAN save if the log changed since the last write, at most once every
        SAVE_EVERY seconds (`now`: whatever the time, as the table closes)."""
        log_ = self.game.log if self.game is not None else []
        state = (len(log_), log_[-1] if log_ else None)
        if self.save_to is None or self.game is None or state == self._saved or (
                not now and time.monotonic() - self._saved_at < SAVE_EVERY):
            return []
        self._saved, self._saved_at = state, time.monotonic()
        try:
            self.client.save(self.save_to)
        except SaveError as exc:
            return [SaveFailed(str(exc))]
        return []

    def pending_undo_for_me(self) -> tuple[dict, int] | None:
        """An undo request that asks one of our seats to agree: (request, seat)."""
        req = self.client.undo_request
        if not req:
            return None
        for seat in req.get("affected") or []:
            if seat in self.client.seats and seat not in (req.get("accepted") or []):
                return req, seat
        return None

    def offers(self) -> list[Offer]:
        """The host's "let a computer play" while a person is away, and the accept/decline
        question of an undo that needs our consent."""
        out = []
        waiting, idle = self.waiting_for, self.client.idle
        if (waiting is not None or idle is not None) and self.client.is_host \
                and idle not in self.client.seats:
            seat = waiting if waiting is not None else idle
            name = self.game.snapshot()["names"][seat]
            later = self.client.hand_over_in     # the relay's grace for a person away
            wait = "net.hand_over_in" if waiting is not None else "net.idle_hand_over_in"
            out.append(Offer("hand_over_wait", "", t(wait, name=name, seconds=later))
                       if later else Offer("hand_over", t("net.hand_over", name=name)))
        mine = self.client.stood_in
        if mine is not None:
            out.append(Offer("take_back", t("net.take_back"), t("net.stood_in")))
        ask = self.pending_undo_for_me()
        names = self.game.snapshot()["names"] if self.game else []
        if ask:
            req, _ = ask
            question = t("net.undo_asked", name=_name(names, req.get("seat")))
            out += [Offer("undo_yes", t("net.undo_accept"), question),
                    Offer("undo_no", t("net.undo_decline"), question, tone="plain")]
        elif self.undo_waits_for():
            who = ", ".join(_name(names, s) for s in self.undo_waits_for())
            out.append(Offer("undo_wait", "", t("net.undo_waiting", names=who)))
        retry = self.client.retrying
        if retry is not None:
            out.append(Offer("stop_waiting", t("net.stop_waiting"), waiting_words(self.client),
                             tone="plain"))
        return out

    def undo_waits_for(self) -> list[int]:
        """The seats whose consent our own undo request still waits for."""
        req = self.client.undo_request
        if not req or req.get("seat") not in self.client.seats:
            return []
        return [s for s in req.get("affected") or [] if s not in self.client.seats
                and s not in (req.get("accepted") or [])]

    def answer(self, key: str) -> None:
        if key == "stop_waiting":
            self.client.stop_retrying()
        elif key == "hand_over" and (self.waiting_for, self.client.idle) != (None, None):
            seat = self.waiting_for if self.waiting_for is not None else self.client.idle
            self.client.hand_over(seat, "adept")
        elif key == "take_back" and self.client.stood_in is not None:
            self.client.take_back(self.client.stood_in)
        elif key in ("undo_yes", "undo_no"):
            ask = self.pending_undo_for_me()
            if ask:
                req, seat = ask
                self.client.answer_undo(req["id"], seat, key == "undo_yes")

    def save_as(self, path: Path) -> Path:
        """A LAN game's save keeps its seats' tokens, so we can take our seat again."""
        return self.client.save(path)

    def others(self) -> list[str]:
        """The names of the other persons at this table (a host leaving asks first)."""
        view = (self.client.view or {}).get("seats") or []
        return [s["name"] for s in view if s.get("kind") == "lan" and s.get("name")
                and s["seat"] not in self.client.seats]

    def close(self) -> None:
        """Leave the table. The host closes it for everyone (they are told, and wait for
        it to be reopened from the host's save); a guest just goes."""
        self.hints.cancel()
        self._save(now=True)
        if self.client.is_host:
            self.client.close_table()
        self.client.close()
        if self.server is not None:
            self.server.stop(reason="host")


def waiting_words(client: NetClient) -> str:
    """What a client waits for to get back to its table, and when it tries again (whole
    seconds, so the words change once a second at most)."""
    retry = client.retrying or {"attempt": 0, "at": 0.0}
    why = closed_words(client.closed_by) if client.table_closed and not \
        client.can_restore() else t("net.disconnected")
    if client.stranger is not None:
        why = key_changed_words(client.stranger)
    left = round(retry["at"] - time.monotonic())
    if left < 1:                            # a try under way (counted from 1)
        return why + " " + t("net.retrying_now", attempt=max(1, retry["attempt"]))
    return why + " " + t("net.retrying", attempt=retry["attempt"] + 1, seconds=left)


def key_changed_words(m: dict) -> str:
    """A relay's key that is not the one pinned at its address: we wait for ours
    (`waiting`), or stop until the player trusts the new key."""
    return t("net.key_changed_waiting" if m.get("waiting") else "net.key_changed",
             address=m["address"], pinned=m["pinned"], shown=m["shown"])


def closed_words(reason: str) -> str:
    """Who closed the table, in words: its host, or the relay it ran on (stopping)."""
    return t("net.relay_closed" if reason == "relay" else "net.host_closed")


def _name(names: list[str], seat) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
