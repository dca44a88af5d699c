"""What a NetClient (client.py) does with what the relay sends: bounded folding per poll,
the checks of every message, the game kept in step, unusable streams dropped.
"""

from __future__ import annotations

import logging
import queue
import time
from collections.abc import Callable
from typing import Any, ClassVar

from ..wire.messages import (
    Closed,
    Created,
    Error,
    GameStart,
    Invite,
    Joined,
    Message,
    RoomView,
    SeatLost,
    Tokens,
    UndoRequest,
    UndoResult,
    reply_class,
    seats_named,
)
from ..wire.protocol import SCHEMA
from .link import (
    POLL_BUDGET,
    POLL_LIMIT,
    REPLAY_GAP,
    UNUSABLE,
    backoff,
    unreadable,
)

log = logging.getLogger("luna.net.client")


# a reopening refused for these is tried again later (the relay's state of a moment)
TRANSIENT = ("rate_limited", "memory_full", "bad_state", "full", "timeout", "shutdown")


class Inbox:
    """Receiving: poll() folds what came, in the caller's thread (a NetClient has one)."""

    def __init__(self, client: Any) -> None:
        self.client = client        # the NetClient whose state this reads and changes

    # -- receiving -----------------------------------------------------------------------
    def poll(self, timeout: float = 0.0) -> list[dict]:
        """Messages that arrived since the last call (at most POLL_LIMIT; the rest wait for
        the next call), already folded into `game`; waits up
        to `timeout` seconds for the first. Call it from one thread (the game loop)."""
        client = self.client
        out: list[dict] = []
        if client._retry_join_at is not None and time.monotonic() >= client._retry_join_at:
            client._retry_join_at = None
            if client.connected:
                client.rejoin()
        gap = REPLAY_GAP - (time.perf_counter() - client._replayed_at)
        if gap > 0:                     # a frame of the window has one replay at most
            if timeout < gap:
                time.sleep(max(0.0, timeout))
                return out
            time.sleep(gap)
            timeout -= gap
        try:
            first = client._inbox.get(timeout=timeout) if timeout > 0 else \
                client._inbox.get_nowait()
        except queue.Empty:
            return out
        m: dict | None = first
        start, replays = time.perf_counter(), client.mirror.replays
        while m is not None:
            out.append(self._process(m))
            # the rest waits for the next frame of the window: at most POLL_LIMIT messages,
            # one replay of the game and POLL_BUDGET of work a frame, whatever a relay sends
            if client.mirror.replays != replays:
                client._replayed_at = time.perf_counter()
                break
            if len(out) >= POLL_LIMIT or time.perf_counter() - start > POLL_BUDGET:
                break
            try:
                m = client._inbox.get_nowait()
            except queue.Empty:
                m = None
        return out

    def _unasked(self, m: dict) -> bool:
        """A seat or a token we did not ask for: a fake relay's way to make us forget ours
        (our save keeps what we hold). `created` and `joined` answer our own request."""
        kind = m.get("type")
        if kind in ("created", "joined"):
            if kind not in self.client._asked:
                return True
            self.client._asked.discard(kind)
        # a seat is lost only in a lobby (the host changed it): never one of a game we
        # hold, so no table can make us forget a token we may need to come back
        return (kind == "tokens" and not self.client.is_host) or (
            kind == "seat_lost" and self.client.game is not None)

    def _off_table(self, m: dict) -> str | None:
        """What is wrong when a message names a seat our game does not have (each message
        is checked alone by `reply_problem`; this checks it against the game we hold)."""
        if self.client.game is None or m.get("type") in ("game", "unreadable"):
            return None
        n = self.client.game.header["players"]
        if m.get("type") == "room" and m["players"] != n:
            return f"for {m['players']} players at a game of {n}"
        return f"naming a seat of {n} players' game we do not have" if any(
            k >= n for k in seats_named(m)) else None

    def _table_closed(self) -> None:
        """Its host closed the table: with a game to come back to, wait for it to reopen
        (the relay may stay up, or stop and start again from the host's save)."""
        client = self.client
        client.table_closed = True
        if client.game is None or client._rejoin_plan() is None or not client.reconnect or \
                client.closed_table:
            return
        client._give_up_at = time.monotonic() + client.reconnect_for
        client._attempt = 0
        client._retry_join_at = time.monotonic() + backoff(3)
        client.retrying = {"attempt": 0, "at": client._retry_join_at}

    def _keep(self, seat: int, token: str) -> None:
        """Take a token the relay issued, never in place of one we hold."""
        if self.client.tokens.setdefault(seat, token) != token:
            log.warning("the relay offered a second token for seat %d: ours is kept", seat)

    def _restore_failed(self, m: Error) -> None:
        """Our create {save} was refused: a relay busy (`rate_limited`, `timeout`), full
        (`full`: its rooms are taken a moment, `memory_full`), stopping (`shutdown`) or
        that has the table already (`bad_state`) is asked again later with back-off, by a
        join first; one that will not take this save (`not_host`, `bad_message`) is not
        asked again, and we wait for the table as a guest does."""
        client = self.client
        client._restoring = False
        if m.code not in TRANSIENT:
            client.restore_refused = m.to_wire()
        if client.reconnect and time.monotonic() < client._give_up_at:
            client._attempt += 1
            client._retry_join_at = time.monotonic() + backoff(client._attempt)
            client.retrying = {"attempt": client._attempt, "at": client._retry_join_at}

    def _unusable(self) -> dict | None:
        """One more message we could not use: a table that keeps sending them is dropped
        (no reconnecting to it); the window is told."""
        now = time.monotonic()
        most, within = UNUSABLE
        self.client._bad = [t for t in self.client._bad if now - t < within] + [now]
        if len(self.client._bad) < most or self.client._closed:
            return None
        log.warning("the relay sent %d unusable messages in %g s; dropped", most, within)
        self.client.reconnect, self.client.dropped = False, True
        self.client._bad = []
        self.client.drop()
        return {"schema": SCHEMA, "type": "dropped"}

    def _process(self, m: dict) -> dict:
        """Act on one relay message; what the window is told of it."""
        kind = m.get("type")
        off = self._off_table(m)
        if self._unasked(m) or off:
            log.warning("a %s message %s is ignored", kind, off or "we did not ask for")
            m = unreadable(f"a {kind} message {off or 'we did not ask for'}")
            kind = "unreadable"
        resyncs = self.client.mirror.resyncs
        told = self._fold(m, kind)
        if kind == "unreadable" or self.client.mirror.resyncs != resyncs:
            return self._unusable() or told
        return told

    def _fold(self, m: dict, kind: str) -> dict:
        if kind == "unreadable":
            return m
        cls = reply_class(m)
        take = self.TAKES.get(cls) if cls is not None else None
        if take is not None and take(self, cls.from_wire(m)):
            m["handled"] = True         # the window need not say it
        if kind == "error":
            self.client.errors = self.client.errors[-99:] + [m]
            self.client.error_count += 1
        for out in self.client.mirror.handle(m):
            self.client.send(out)
        if kind in ("game", "log"):          # the relay's game told on this link: a move
            self.client._caught_up = self.client._wire     # lost with the last may go again now
        self.client.requests.settle_move(kind, m)
        return m

    # -- what each of the relay's messages changes (TAKES, below) -------------------------
    def _seated(self) -> None:
        self.client.seated, self.client._restoring = True, False
        self.client.table_closed, self.client.retrying, self.client._attempt = False, None, 0

    def _take_created(self, m: Created) -> None:
        self._seated()
        self.client.closed_table = False
        self.client.room, self.client.is_host = m.room, True
        if m.host_token and not self.client.host_token:
            self.client.host_token = m.host_token

    def _take_joined(self, m: Joined) -> None:
        self._seated()
        self.client.proofs.joined_back(m.refused or None)
        for t in m.tokens or []:
            self._keep(t["seat"], t["token"])
        self.client.room = m.room
        self.client.seats = set(m.seats)
        self.client.is_host = bool(m.host)

    def _take_tokens(self, m: Tokens) -> None:
        for t in m.tokens:
            self._keep(t["seat"], t["token"])
        self.client.seats |= {t["seat"] for t in m.tokens}

    def _take_seat_lost(self, m: SeatLost) -> None:
        """A lobby's: that token is worth nothing now, kept nowhere, never proven again."""
        self.client.seats.discard(m.seat)
        token = self.client.tokens.pop(m.seat, None)
        if token is not None:
            self.client.lost_tokens[m.seat] = token
            self.client.refused.add(token)

    def _take_closed(self, m: Closed) -> None:
        if m.room == self.client.room:
            self.client.closed_by = m.reason
            self._table_closed()

    def _take_view(self, m: RoomView) -> None:
        # the window reads the view as the map the relay sent (its checked fields only)
        self.client.view, self.client.view_at = m.to_wire(), time.monotonic()
        if not m.locked:
            self.client.invite = None                   # the code died with the lock
        self.client.undo_request = m.undo or None
        self.client.requests.answer_again(self.client.undo_request)

    def _take_game(self, m: GameStart) -> None:
        self.client.proofs.learn_digests(m.lan or None)
        if (self.client.view or {}).get("players") != m.header["players"]:
            self.client.view = self.client.undo_request = None     # the seats of another game: wait

    def _take_invite(self, m: Invite) -> None:
        if m.room == self.client.room and self.client.is_host:
            self.client.invite = m.code

    def _take_undo_request(self, m: UndoRequest) -> None:
        self.client.undo_request = m.to_wire()

    def _take_undo_result(self, m: UndoResult) -> None:
        self.client.undo_request = None
        self.client.requests.answer_again(None)

    def _take_error(self, m: Error) -> bool:
        """True: handled here (the window need not say it)."""
        client = self.client
        if m.ref == "create" and client._restoring:
            self._restore_failed(m)
        elif m.ref == "join" and m.code == "no_room" and \
                client.restore_refused is None and client.reconnect and \
                not client.closed_table and client.restore_held():
            # a relay restarted without our table: we are its host, we hold the game
            log.info("the relay does not hold our table %s: reopening it", client.room)
            return True
        elif m.ref in ("join", "watch") and m.code in (
                "no_room", "rate_limited") and time.monotonic() < client._give_up_at \
                and client.reconnect:
            # a restarted relay may not have our game yet: the host reopens it soon
            # (and one busy with our address's other windows takes us a bit later)
            client._attempt += 1
            client._retry_join_at = time.monotonic() + backoff(client._attempt)
            client.retrying = {"attempt": client._attempt, "at": client._retry_join_at}
        elif m.ref == "join" and m.code == "bad_token" and client.proofs.refused_proofs():
            return True       # tried again without: nothing to say
        elif m.ref == "join" and m.code == "bad_token" \
                and client.game is None and not client.host_token and client.room and client.name:
            # we were away from a lobby longer than its seats wait: take a free one
            # again (handled here: the window need not say the table forgot us); we
            # hold no seat until the relay says so (it may refuse the join)
            client.seats.clear()
            client.tokens.clear()
            client.other_tokens.clear()
            client.join(client.room, client.name, invite=client.join_invite)
            return True
        return False

    # one fold per message of the relay that changes what the client holds (the others
    # only go to the mirror and the window)
    TAKES: ClassVar[dict[type[Message], Callable[[Any, Any], bool | None]]] = {
        Created: _take_created, Joined: _take_joined, Tokens: _take_tokens,
        SeatLost: _take_seat_lost, Closed: _take_closed, RoomView: _take_view,
        GameStart: _take_game, Invite: _take_invite, UndoRequest: _take_undo_request,
        UndoResult: _take_undo_result, Error: _take_error,
    }

    def wait_for(self, match: str | Callable[[dict], bool], timeout: float = 5.0) -> dict:
        """Poll until a message of that type (or passing `match`) arrives; TimeoutError."""
        test = (lambda m: m.get("type") == match) if isinstance(match, str) else match
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {match if isinstance(match, str) else 'match'} "
                                   f"within {timeout} s")
            for m in self.poll(timeout=min(left, 0.1)):
                if test(m):
                    return m
