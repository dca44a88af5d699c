"""A LAN game seen from this screen: the same face as `Session`, but commands go to the
relay and come back, in the relay's order, with their events for the animations.

The game scene calls `poll()` every frame and gets back plain instructions:
("events", [...]) to animate, ("refresh",) after an undo or a resync, ("toast", text).
"""

from __future__ import annotations

from pathlib import Path

from ..engine import Game, IllegalCommand
from ..net import NetClient
from ..saves import SaveError
from .i18n import t
from .session import Seat


class NetSession:
    def __init__(self, client: NetClient, save_to: Path | None = None,
                 server=None) -> None:
        self.client = client
        self.save_to = save_to          # our LAN save, rewritten after every command
        self.server = server            # the relay, when this screen hosts it
        self.last_save_error: str | None = None
        self.redo_tail: list[dict] = []
        self.sent: int | None = None    # log length when we sent our last command
        if client.game is not None:     # every client keeps the log from the start
            self._save()

    # -- the face the game scene uses -------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.client.game

    @property
    def seats(self) -> list[Seat]:
        view = (self.client.view or {}).get("seats") or []
        out = []
        for p in range(self.game.snapshot()["players"] if self.game else 0):
            kind = "human" if p in self.client.seats else "remote"
            if p < len(view) and view[p].get("stand_in"):
                kind = "remote"
            out.append(Seat(kind))
        return out

    @property
    def seat_to_move(self) -> Seat | None:
        p = self.game.to_move if self.game else None
        return None if p is None else self.seats[p]

    @property
    def human_to_move(self) -> bool:
        return self.client.my_turn and self.sent is None

    def apply(self, cmd: dict) -> list[dict]:
        """Check the command here (for an instant answer), then send it to the relay; its
        events come back through `poll` once the relay has numbered it."""
        refusal = self.game.refusal(cmd)
        if refusal is not None:
            raise refusal
        if not self.client.play(cmd):
            raise IllegalCommand("not_sent", t("net.not_sent"))
        self.sent = len(self.game.log)
        return []

    def can_undo(self) -> bool:
        log = self.game.log if self.game else []
        return any(c["player"] in self.client.seats for c in log) and \
            self.client.undo_request is None

    def undo(self) -> bool:
        """Ask the relay to take back our last command (others may have to agree)."""
        log = self.game.log
        for k in range(len(log) - 1, -1, -1):
            if log[k]["player"] in self.client.seats:
                self.client.undo(log[k]["player"], k)
                return False        # the relay answers with "undone" (or a request)
        return False

    def can_redo(self) -> bool:
        return False

    def redo(self) -> list[dict]:
        return []

    # -- network ---------------------------------------------------------------------------
    def poll(self) -> list[tuple]:
        out: list[tuple] = []
        for m in self.client.poll():
            kind = m.get("type")
            if kind == "command":
                self.sent = None
                out.append(("events", m.get("events") or []))
                self._save()
            elif kind in ("undone", "game", "resync"):
                self.sent = None
                out.append(("refresh",))
                self._save()
            elif kind == "log":
                out.append(("refresh",))
                self._save()
            elif kind == "error":
                self.sent = None
                out.append(("toast", t("net.error", message=m.get("message", m.get("code")))))
            elif kind == "undo_request" and self.pending_undo_for_me():
                name = self.game.snapshot()["names"][m["seat"]] if self.game else "?"
                out.append(("toast", t("net.undo_asked", name=name)))
            elif kind == "undo_result" and not m.get("ok"):
                out.append(("toast", t("net.undo_declined")))
            elif kind == "unreadable":      # logged by the client, never acted on
                out.append(("toast", t("net.unreadable")))
            elif kind == "disconnected":
                out.append(("toast", t("net.disconnected")))
            elif kind == "reconnected":
                out.append(("toast", t("net.reconnected")))
                out.append(("refresh",))
            elif kind == "gave_up":
                out.append(("toast", t("net.gave_up")))
            elif kind == "room":
                out.append(("room",))
        return out

    def _save(self) -> None:
        if self.save_to is None:
            return
        try:
            self.client.save(self.save_to)
            self.last_save_error = None
        except SaveError as exc:
            self.last_save_error = str(exc)

    @property
    def waiting_for(self) -> int | None:
        return self.client.waiting_for

    def pending_undo_for_me(self) -> tuple[dict, int] | None:
        """An undo request that asks one of our seats to agree: (request, seat)."""
        req = self.client.undo_request
        if not req:
            return None
        for seat in req.get("affected") or []:
            if seat in self.client.seats and seat not in (req.get("accepted") or []):
                return req, seat
        return None

    def close(self) -> None:
        self._save()
        self.client.close()
        if self.server is not None:
            self.server.stop()
