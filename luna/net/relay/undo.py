"""Undo in a room (room.py): back to before one of your own commands, at once or with
the consent of every other person it takes a move from, asked a bounded number of times.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from ..wire.messages import Undo as UndoAsked
from ..wire.messages import UndoAnswer
from ..wire.protocol import msg
from .room_parts import Conn, Refused, UndoRequest

log = logging.getLogger("luna.net.relay")


class Undo:
    """A room's undo requests and answers (the open request is the room's `undo_req`)."""

    def __init__(self, room: Any) -> None:
        self.room = room            # the Room that has this (room.py)
        self.ids = 0                # the last request's id
        self.asked: dict[int, list[float]] = {}    # seat -> when it asked (undo_quota)

    # -- undo ----------------------------------------------------------------------
    def undo(self, conn: Conn, m: UndoAsked) -> None:
        """Undo back to just before one of your own commands. Immediate when only your own
        commands and computers' follow; otherwise every other person involved must agree."""
        self.room.need_phase("playing")
        assert self.room.game is not None
        k = m.seat
        self.room.lobby.held(conn, k)
        if self.room.undo_req is not None:
            raise Refused("undo_pending", "Another undo is being decided")
        log_ = self.room.game.log
        to = m.to
        if to is None:
            mine = [j for j, c in enumerate(log_) if c["player"] == k]
            if not mine:
                raise Refused("bad_state", "You have no command to take back")
            to = mine[-1]
        if not 0 <= to < len(log_) or log_[to]["player"] != k:
            raise Refused("bad_state", "You can only undo back to one of your own commands")
        persons = self._persons_taken_back(k, to)
        if not persons:
            self._cut(to, k)
            return
        now = time.monotonic()
        most, window = self.room.undo_quota
        asked = [t for t in self.asked.get(k, []) if now - t < window]
        if len(asked) >= most:   # each request pauses everyone's game
            raise Refused("rate_limited", f"Seat {k} asked {most} times already; "
                                          f"wait {window - (now - asked[0]):.0f} s")
        self.asked[k] = asked + [now]
        self.ids += 1
        self.room.undo_req = UndoRequest(self.ids, k, to, persons,
                                    time.monotonic() + self.room.undo_timeout)
        self.room.broadcast(msg("undo_request", room=self.room.id, **self.room.undo_req.view()))

    def _persons_taken_back(self, k: int, to: int) -> set[int]:
        """The other persons' seats whose own moves an undo back to `to` takes back (a
        stand-in's moves are a computer's). A person whose seat a computer plays now
        while they are away cannot agree: such an undo is refused until they are back."""
        assert self.room.game is not None
        log_ = self.room.game.log
        persons = set()
        for j in {c["player"] for c in log_[to:]} - {k}:
            seat = self.room.seats[j]
            end = seat.stand_in_from if seat.stand_in else len(log_)
            if seat.person and any(c["player"] == j for c in log_[to:end]):
                if seat.stand_in and seat.conn is None:
                    raise Refused("bad_state", f"{seat.name} is away: their own moves are "
                                               f"taken back only with their consent")
                persons.add(j)
        return persons

    def undo_answer(self, conn: Conn, m: UndoAnswer) -> None:
        req = self.room.undo_req
        if req is None or req.id != m.id:
            raise Refused("stale", "That undo request is no longer open")
        k = m.seat
        self.room.lobby.held(conn, k)
        if k not in req.waiting:
            raise Refused("bad_state", "Your consent is not needed for this undo")
        if not m.accept:
            self.room.undo_req = None
            self.room.broadcast(msg("undo_result", room=self.room.id, id=req.id, ok=False,
                               reason=f"{self.room.seats[k].name} declined", seat=k))
            return
        req.waiting.discard(k)
        req.accepted.add(k)
        if not req.waiting:
            self.room.undo_req = None
            self.room.broadcast(msg("undo_result", room=self.room.id, id=req.id, ok=True,
                               reason="everyone agreed", seat=None))
            self._cut(req.to, req.seat)

    def expire(self, now: float) -> None:
        req = self.room.undo_req
        if req is not None and now > req.deadline:
            self.room.undo_req = None
            self.room.broadcast(msg("undo_result", room=self.room.id, id=req.id, ok=False,
                               reason="no answer in time", seat=None))

    def _cut(self, to: int, by: int) -> None:
        assert self.room.game is not None
        from ...engine import replay
        self.room.game = replay(self.room.game.header, self.room.game.log[:to])
        self.room.turn_since = time.monotonic()
        self.room.epoch += 1
        self.room.checkpoints = {s: h for s, h in self.room.checkpoints.items() if s <= to}
        self.room.reasons = {i: why for i, why in self.room.reasons.items() if i < to}
        for seat in self.room.seats:
            seat.stand_in_from = min(seat.stand_in_from, to)
        self.room.on_log(self.room, to)
        self.room.broadcast(msg("undone", room=self.room.id, to=to, by=by, epoch=self.room.epoch))
        self.room.broadcast_view()
