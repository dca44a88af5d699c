"""A headless LAN player for tests and benchmarks: a NetClient plus a computer player.

It creates a room (as host) or joins one, says it is ready, plays whichever of its seats
is to move, answers undo requests by a fixed policy, and stops when the game is over, on
`stop()`, or at its deadline. It runs in its own thread so several can share a process.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from ...ai import make_bot
from .client import NetClient


class BotClient:
    def __init__(self, host: str, port: int, name: str, level: str = "random",
                 seed: int = 0, room: str | None = None, seat: int | None = None,
                 create: dict | None = None,
                 auto_start: bool = False, undo_policy: str = "accept",
                 deadline: float = 60.0, crash_at: int | None = None,
                 hold_at: int | None = None, **client_options: Any) -> None:
        self.address = (host, port)
        self.name = name
        self.bot = make_bot(level, seed)
        self.room = room
        self.seat = seat
        self.create_options = create
        self.auto_start = auto_start
        self.undo_policy = undo_policy
        self.deadline = deadline
        self.crash_at = crash_at      # vanish when our turn comes at this log length
        self.hold_at = hold_at        # wait at our turn from this log length until release()
        self.held = threading.Event()
        self._released = threading.Event()
        self.client = NetClient(**client_options)
        self.messages: list[dict] = []
        self.failure: BaseException | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._played_at: int | None = None   # log length when we last sent a play
        self._start_asked: int | None = None
        self._answered: set[tuple[int, int]] = set()

    # -- lifecycle ---------------------------------------------------------------------
    def start(self, resume_from: str | None = None) -> BotClient:
        """Connect and play in a thread; `resume_from` rejoins with our own LAN save."""
        self.client.connect(*self.address)
        if resume_from is not None:
            self.client.resume(resume_from)
            self.client.rejoin()
        elif self.create_options is not None:
            self.client.create(self.name, **self.create_options)
        elif self.client.tokens:
            self.client.rejoin()
        else:
            assert self.room is not None
            self.client.join(self.room, self.name, self.seat)
        self._thread = threading.Thread(target=self._run, name=f"bot-{self.name}",
                                        daemon=True)
        self._thread.start()
        return self

    def rejoin_as(self, tokens: dict[int, str], room: str,
                  host_token: str | None = None) -> BotClient:
        """Come back with another (killed) client's tokens."""
        self.client.tokens = dict(tokens)
        self.client.room = room
        self.client.host_token = host_token
        return self.start()

    def release(self) -> None:
        self._released.set()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5.0)

    def join(self, timeout: float) -> bool:
        """Wait for the game (or the deadline) to end; True if our game is over."""
        if self._thread is not None:
            self._thread.join(timeout)
        return self.over

    @property
    def over(self) -> bool:
        g = self.client.game
        return g is not None and g.is_over

    # -- the loop ----------------------------------------------------------------------
    def _run(self) -> None:
        end = time.monotonic() + self.deadline
        try:
            while not self._stop.is_set() and time.monotonic() < end:
                got = self.client.poll(timeout=0.05)
                self.messages += got
                self._act(got)
                if self.over and self.client.view and self.client.view.get("phase") == "over":
                    return
        except BaseException as exc:  # kept for the test to see
            self.failure = exc
            raise

    def _act(self, got: list[dict]) -> None:
        c = self.client
        for m in got:
            kind = m.get("type")
            if kind == "joined" and self.client.game is None:
                for seat in m.get("seats", []):
                    c.ready(seat, True)
            elif (kind == "error" and m.get("ref") == "play") or kind in (
                    "game", "reconnected", "undone"):
                self._played_at = None
        if c.undo_request and self.undo_policy != "ignore":
            req = c.undo_request
            for seat in req.get("affected", []):
                key = (req["id"], seat)
                if seat in c.seats and seat not in req.get("accepted", []) \
                        and key not in self._answered:
                    self._answered.add(key)
                    c.answer_undo(req["id"], seat, self.undo_policy == "accept")
        if self.auto_start and c.is_host and c.game is None and c.view:
            if all(s["claimed"] and s["ready"] for s in c.view["seats"]) \
                    and self._start_asked != id(c.view):
                self._start_asked = id(c.view)
                c.start()
        g = c.game
        if g is None or not c.my_turn or c.undo_request:
            return
        n = len(g.log)
        if self._played_at == n or (c.mirror.total > n):
            return
        if self.crash_at is not None and n >= self.crash_at:
            c.kill()
            self._stop.set()
            return
        if self.hold_at is not None and n >= self.hold_at and not self._released.is_set():
            self.held.set()
            return
        self._played_at = n
        c.play(self.bot.choose(g))
