"""A client's copy of a LAN game: the relay's header and log, folded by its own engine.

Commands are applied strictly by sequence number. An early one waits in `pending` while
the gap is asked for again; one we already hold is skipped; one that differs from ours
(after a relay restart, say) cuts our log there, because the relay is authoritative.
`handle` returns the requests to send back (resend, resync, snapshot hashes), so this
class is plain data in, plain data out and is tested without sockets.
"""

from __future__ import annotations

import logging

from ...engine import Game, IllegalCommand, replay
from ..wire.hashing import snapshot_hash
from ..wire.protocol import HASH_EVERY, msg

log = logging.getLogger("luna.net.client")
MAX_PENDING = 512


class Mirror:
    def __init__(self) -> None:
        self.header: dict | None = None
        self.lan: dict | None = None
        self.game: Game | None = None
        self.epoch = 0
        self.total = 0                       # the relay's log length, as last told
        self.pending: dict[int, dict] = {}
        self.asked_from: int | None = None   # the gap we asked to be resent
        self.resyncs = 0                     # how often we had to start over
        self.rebuild = False                 # replay the next "game" from scratch
        self.hashed_at: int | None = None    # the last seq we sent a hash for
        self.reasons: dict[int, dict] = {}   # log index -> a computer's reason, as told
        self.replays = 0                     # replays of commands held (the costly work)

    @property
    def log(self) -> list[dict]:
        return self.game.log if self.game is not None else []

    def load(self, header: dict, log_: list[dict], lan: dict | None) -> None:
        """Start from a saved game (resuming after a crash); the relay corrects us."""
        self.header, self.lan = header, lan
        self.game = replay(header, log_)

    def handle(self, m: dict) -> list[dict]:
        """Fold one relay message into the game; returns messages for the relay.
        A `command` message gets the engine's "events" added for the view."""
        kind = m.get("type")
        try:
            if kind == "game":
                return self._game(m)
            if kind == "log":
                return self._log(m)
            if kind == "command":
                out, events = self._offer(m["seq"], m["command"], m.get("why"))
                m["events"] = events
                return out + self._hash_now(live=True)
            if kind == "resync":              # our position was wrong: trust nothing
                self.rebuild = True
                self.resyncs += 1
                return []
            if kind == "undone":
                self._cut(m["to"])
                self.epoch = m.get("epoch", self.epoch)
                return []
        except Exception as exc:  # whatever a relay sent, it must not escape into the window
            log.warning("unusable %s message from the relay: %r", kind, exc)
            return self._start_over()
        return []

    # -- folding -----------------------------------------------------------------------
    def _game(self, m: dict) -> list[dict]:
        header = m["header"]
        if self.game is None or header != self.header or self.rebuild:
            self.game = replay(header, [])      # (a new start: the log follows, bounded)
            self.rebuild = False
        self.header, self.lan = header, m.get("lan")
        self.epoch = m.get("epoch", 0)
        self.total = m["total"]
        self.pending.clear()
        self.asked_from = None
        if len(self.log) > self.total:
            self._cut(self.total)
        return []

    def _log(self, m: dict) -> list[dict]:
        if self.game is None:
            return []
        out: list[dict] = []
        self.total = max(self.total, m.get("total", 0))
        told = {i: why for i, why in m.get("reasons") or ()}
        for k, cmd in enumerate(m["commands"]):
            seq = m["start"] + k
            more, _ = self._offer(seq, cmd, told.get(seq - 1))
            out += more
        return out + self._hash_now(live=False)

    def _offer(self, seq: int, cmd: dict, why: dict | None = None
               ) -> tuple[list[dict], list[dict]]:
        if self.game is None:
            return [], []
        self.total = max(self.total, seq)
        n = len(self.log)
        if seq <= n:
            if self.log[seq - 1] == cmd:
                self._told(seq, why)
                return [], []
            self._cut(seq - 1)
            n = seq - 1
        self._told(seq, why)
        if seq > n + 1:
            if len(self.pending) < MAX_PENDING:
                self.pending[seq] = cmd
            if self.asked_from != n + 1:
                self.asked_from = n + 1
                return [msg("resend", **{"from": n + 1})], []
            return [], []
        try:
            events = self.game.apply(cmd)
        except IllegalCommand as exc:
            log.warning("command %d does not apply here (%s): asking for the whole log",
                        seq, exc.reason)
            return self._start_over(), []
        self.pending.pop(seq, None)
        while len(self.log) + 1 in self.pending:
            nxt = self.pending.pop(len(self.log) + 1)
            try:
                events += self.game.apply(nxt)
            except IllegalCommand:
                return self._start_over(), events
        if self.asked_from is not None and len(self.log) >= self.asked_from:
            self.asked_from = None
        return [], events

    def _told(self, seq: int, why: dict | None) -> None:
        if why is not None:
            self.reasons[seq - 1] = why

    def _cut(self, to: int) -> None:
        assert self.header is not None and self.game is not None
        self.replays += to > 0
        self.game = replay(self.header, self.log[:to])
        self.pending = {s: c for s, c in self.pending.items() if s > to}
        self.reasons = {i: why for i, why in self.reasons.items() if i < to}

    def _start_over(self) -> list[dict]:
        self.resyncs += 1
        self.rebuild = True
        self.pending.clear()
        self.asked_from = None
        return [msg("resync")]

    def _hash_now(self, live: bool) -> list[dict]:
        """A snapshot hash at every HASH_EVERY-th command and at the end of the game;
        after a catch-up only for where we ended."""
        if self.game is None:
            return []
        n = len(self.log)
        due = n > 0 and (n % HASH_EVERY == 0 or self.game.is_over)
        if not due or (not live and n < self.total) or n == self.hashed_at:
            return []
        self.hashed_at = n
        return [msg("hash", seq=n, sha=snapshot_hash(self.game))]
