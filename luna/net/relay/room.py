"""One LAN game on the relay: its lobby, seats, secret tokens, authoritative log and undo.

No sockets and no event loop here: the relay hands each checked request to a Room method,
which answers through the connections' `send`/`send_frame` and raises `Refused` for
anything it will not do (the relay turns that into an error frame and a log line).
Tokens are kept only as digests (public keys that check proofs and make none), so they
can go into every player's save, and the host's save can restart the game with everyone
able to rejoin. A room has a `Lobby` (lobby.py: its requests before the start) and an
`Undo` (undo.py: undo requests and answers); the seats, undo requests and log frames
are in room_parts.py.
"""

from __future__ import annotations

import hmac
import logging
import math
import secrets
import time
from collections.abc import Callable

from ...engine import Game, IllegalCommand, replay
from ...saves import SaveError, check_doc, game_from_save
from ...seats import PERSON_KINDS
from ..wire.framing import encode
from ..wire.hashing import snapshot_hash
from ..wire.lansave import lan_problem
from ..wire.messages import HandOver, Play
from ..wire.protocol import (
    HASH_EVERY,
    MAX_NAME,
    NAME,
    SHA,
    msg,
    room_id_ok,
    seat_problem,
)
from .lobby import Lobby
from .memory import DIGEST, Played, digest_of
from .room_parts import (
    HAND_OVER_GRACE,
    IDLE_TURN,
    PARTIAL,
    UNDO_TIMEOUT,
    Conn,
    Refused,
    Seat,
    UndoRequest,
    log_messages,
    new_token,
)
from .undo import Undo

log = logging.getLogger("luna.net.relay")


class Room:
    """A lobby that becomes a game. The host's connection configures and starts it; the
    room has a lobby (its requests before the start) and an undo desk (`undos`)."""

    def __init__(self, rid: str, name: str, players: int = 4,
                 seats: list[dict] | None = None, setup: str | None = None,
                 seed: int | None = None, options: dict | None = None,
                 undo_timeout: float = UNDO_TIMEOUT) -> None:
        self.id = rid
        self.name = name[:MAX_NAME]      # "<a 24-letter name>'s table" must fit a view
        self.phase = "lobby"
        self.setup = setup or "intro"
        self.seed = seed if seed is not None else secrets.randbelow(1 << 31)
        self.options = dict(options or {})
        self.members: set[Conn] = set()
        self.host_hash: str | None = None
        self.host_conn: Conn | None = None
        self.seats: list[Seat] = []
        self.game: Game | None = None
        self.epoch = 0
        self.checkpoints: dict[int, str] = {}
        self.reasons: dict[int, dict] = {}     # log index -> a computer's reason, as told
        self.undo_req: UndoRequest | None = None
        self.undo_timeout = undo_timeout
        self._told_waiting: int | None = None   # waiting_for in the last view we sent
        self.undo_quota = (3, 600.0)       # consent requests per seat, in seconds
        self.creator = ""                  # the address that opened it (room quotas)
        self.barred: set[str] = set()      # addresses the host removed from this lobby
        self.invite: str | None = None     # locked: a join by name must name this code
        self.last_active = self.opened = time.monotonic()   # opened: created or reopened
        self.over_since = self.opened     # when its game ended (read while phase is over)
        self.alone_since = self.opened     # a guest last held a seat of the lobby
        self.hand_over_grace = HAND_OVER_GRACE
        self.idle_turn = IDLE_TURN         # a person at the table silent this long on a turn
        self.turn_since = self.opened      # when the turn passed to the one to move
        self._told_idle: int | None = None
        self.lobby_seat_grace = HAND_OVER_GRACE   # a lobby seat waits for its holder
        # the relay's memory (GameMemory): told of a new game (None) or how many moves
        # stay before the log changes, before anyone is told, so a killed relay kept it
        self.on_log: Callable[[Room, int | None], None] = lambda room, keep: None
        # may this connection take these seats back by proving them? (None: yes; else
        # why not: the relay's per-address quota)
        self.may_hold: Callable[[Conn, Room, list[int]], str | None] = lambda c, r, k: None
        self.lobby = Lobby(self)
        self.undos = Undo(self)
        if isinstance(players, bool) or players not in (2, 3, 4):
            raise Refused("bad_message", "A LAN game has 2 to 4 seats")
        self.lobby.shape(players, seats or [{"kind": "local"}] + [{"kind": "lan"}] * (players - 1))

    # -- host ----------------------------------------------------------------------
    def new_host_token(self, name: str) -> str:
        """The host's secret (the creator's name goes on the first local seat)."""
        token, self.host_hash = new_token()
        for s in self.seats:
            if s.kind == "local" and s.name == "":
                s.name = name
                break
        return token

    def bind_host(self, conn: Conn) -> None:
        """`conn` proved it holds the host token: host rights and the local seats."""
        self.lobby.add_member(conn)          # first: leaving another room clears a connection
        old = self.host_conn
        self.host_conn = conn
        conn.host = True
        if old is not None and old is not conn:
            old.host = False
            for k, s in enumerate(self.seats):
                if s.kind == "local":
                    old.seats.discard(k)
            self.lobby.release_if_idle(old)
        self.send_local_tokens()

    def need_host(self, conn: Conn) -> None:
        if not conn.host or self.host_conn is not conn:
            raise Refused("not_host", "Only the host may do that")

    def send_local_tokens(self) -> None:
        """The host's screen plays the local seats, so it holds their tokens. A seat's token
        exists once; a local seat without one gets it now."""
        issued = []
        for k, s in enumerate(self.seats):
            if s.kind == "local" and s.token_hash is None:
                token, s.token_hash = new_token()
                issued.append({"seat": k, "token": token})
            if s.kind == "local" and self.host_conn is not None:
                s.conn = self.host_conn
                self.host_conn.seats.add(k)
        if issued and self.host_conn is not None:
            self.host_conn.send(msg("tokens", room=self.id, tokens=issued))

    # -- the game ------------------------------------------------------------------
    def need_phase(self, *phases: str) -> None:
        if self.phase not in phases:
            raise Refused("bad_state", f"Not possible while the room is in its {self.phase}")

    def lan_info(self, conn: Conn | None = None) -> dict:
        """What a save needs for everyone to rejoin a restarted relay (digests only). The
        digests are the keys of the seats' proofs, so a member other than the host gets
        only those of its own seats (the host's save is the one that restarts a game)."""
        full = conn is None or conn is self.host_conn
        return {"room": self.id, "name": self.name, **({} if full else {"partial": True}),
                "host_sha256": self.host_hash if full else None,
                "seats": [{"kind": s.kind, "name": s.name, "colour": s.colour, "seed": s.seed,
                           "token_sha256": s.token_hash if full or k in conn.seats else None}
                          for k, s in enumerate(self.seats)]}

    def send_game(self, conn: Conn) -> None:
        """The header and the whole log, for a (re)joining or diverged client."""
        assert self.game is not None
        log_ = self.game.log
        conn.send(msg("game", room=self.id, header=self.game.header, lan=self.lan_info(conn),
                      total=len(log_), epoch=self.epoch))
        for part in log_messages(log_, 1, len(log_), self.reasons):
            conn.send(part)

    def resend(self, conn: Conn, start: int) -> None:
        self.need_phase("playing", "over")
        assert self.game is not None
        n = len(self.game.log)
        if start > n + 1:
            raise Refused("stale", f"The log has only {n} commands", total=n)
        start = max(1, start)
        for part in log_messages(self.game.log[start - 1:], start, n, self.reasons):
            conn.send(part)

    def resync(self, conn: Conn) -> None:
        self.need_phase("playing", "over")
        self.send_game(conn)

    def hash_differs(self, seq: int, sha: str) -> bool:
        """Does a client's snapshot hash at command `seq` differ from ours?"""
        self.need_phase("playing", "over")
        assert self.game is not None
        if seq > len(self.game.log):
            raise Refused("stale", f"Command {seq} has not been played", total=len(self.game.log))
        ours = self.checkpoints.get(seq)
        return ours is not None and not hmac.compare_digest(ours, sha)

    def heal(self, conn: Conn, seq: int) -> None:
        """A client's position was wrong: say so and send it the whole game again."""
        log.warning("%s: snapshot hash differs at command %d in room %s; resending the log",
                    conn.label, seq, self.id)
        conn.send(msg("resync", room=self.id, seq=seq, reason="hash mismatch"))
        self.send_game(conn)

    def play(self, conn: Conn, m: Play) -> None:
        self.need_phase("playing")
        cmd = m.command
        k = cmd.get("player")
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < len(self.seats):
            raise Refused("bad_message", "The command names no seat of this game")
        seat = self.lobby.held(conn, k)
        if seat.stand_in:
            raise Refused("not_your_seat", "A computer plays this seat now (ask the host)")
        self._commit(k, m.seq, cmd)

    def _commit(self, k: int, seq: int, cmd: dict, why: dict | None = None) -> None:
        assert self.game is not None
        if self.undo_req is not None:
            raise Refused("undo_pending", "Wait: an undo is being decided")
        if self.game.to_move != k:
            who = self.game.to_move
            raise Refused("not_your_turn",
                          f"It is {self.seats[who].name if who is not None else 'nobody'}'s turn")
        n = len(self.game.log)
        if seq != n + 1:
            raise Refused("stale", f"Expected command number {n + 1}, not {seq}", total=n)
        try:
            self.game.apply(cmd)
        except IllegalCommand as exc:
            raise Refused("illegal", exc.reason,
                          refusal={"code": exc.code, "params": exc.params}) from None
        seq = n + 1
        if seq % HASH_EVERY == 0 or self.game.is_over:
            self.checkpoints[seq] = snapshot_hash(self.game)
        self.on_log(self, n)
        extra = {}
        if why is not None:
            self.reasons[seq - 1] = extra["why"] = why
        self.broadcast(msg("command", room=self.id, seq=seq, command=self.game.log[-1],
                           epoch=self.epoch, **extra))
        self.last_active = self.turn_since = time.monotonic()
        if self.game.is_over:
            self.phase = "over"
            self.over_since = self.last_active
            self.broadcast_view()
        elif self.waiting_for() != self._told_waiting:
            # the turn passed to (or from) an absent person: everyone sees "waiting for"
            self.broadcast_view()

    def bot_job(self) -> tuple[int, int, int, str, int] | None:
        """(epoch, log length, seat, level, seed) if a computer should move now."""
        if self.phase != "playing" or self.undo_req is not None or self.game is None:
            return None
        k = self.game.to_move
        if k is None:
            return None
        seat = self.seats[k]
        level = seat.level
        if level is None:
            return None
        return self.epoch, len(self.game.log), k, level, seat.seed

    def bot_play(self, epoch: int, length: int, k: int, cmd: dict,
                 why: dict | None = None) -> bool:
        """Play a computer's answer unless the game moved on meanwhile; `why` (its
        reason, as a log line tells it) goes out with the command."""
        if (self.game is None or epoch != self.epoch or length != len(self.game.log)
                or self.phase != "playing" or self.game.to_move != k
                or self.seats[k].level is None):
            return False
        self._commit(k, length + 1, cmd, why)
        return True

    # -- stand-ins -----------------------------------------------------------------
    def hand_over(self, conn: Conn, m: HandOver) -> None:
        """The host lets a computer play a person's seat ("lan" gives it back); the person
        at the seat takes it back ("lan") too."""
        self.need_phase("playing")
        k, level = m.seat, m.level
        if level == "lan" and k < len(self.seats) and self.seats[k].conn is conn \
                and self.seats[k].stand_in:
            self.seats[k].stand_in, self.seats[k].idle_stand_in = None, False
            self.broadcast_view()
            return
        self.need_host(conn)
        if k >= len(self.seats) or not self.seats[k].person:
            raise Refused("bad_message", f"Seat {k} is not a person's seat")
        seat = self.seats[k]
        idle = level != "lan" and seat.conn is not None and seat.conn is not conn
        if idle and self.idle_mover() != k:
            # a computer stands in for a person who is away, or one at the table who has
            # not moved for `idle_turn` (its own next move takes the seat back)
            raise Refused("bad_state", f"Seat {k}'s player is here")
        wait = self.hand_over_in(k)
        if level != "lan" and wait:
            # else a host closes and reopens its table and hands the seat over before
            # the guest's window is back (it retries within a second or so)
            raise Refused("bad_state", f"Seat {k}'s player may still come back: wait "
                                       f"{wait} s")
        if level != "lan" and seat.stand_in is None:
            seat.stand_in_from = len(self.game.log) if self.game else 0
        seat.stand_in = None if level == "lan" else level
        seat.idle_stand_in = idle
        self.broadcast_view()

    def hand_over_in(self, k: int) -> int:
        """Seconds before the host may let a computer play seat `k` (0: now): its person
        must have been away for the grace period, counted from the later of the loss of
        its connection and the room's (re)opening (a host's close and reopen makes no
        absence)."""
        seat = self.seats[k]
        if seat.conn is not None:         # at the table: its turn must have lasted
            return max(0, math.ceil(self.turn_since + self.idle_turn - time.monotonic()))
        since = max(seat.away_since or 0.0, self.opened)
        return max(0, math.ceil(since + self.hand_over_grace - time.monotonic()))

    # -- presence ------------------------------------------------------------------
    def leave(self, conn: Conn) -> None:
        """A connection went away; its seats wait for their tokens to come back."""
        self.members.discard(conn)
        for k in list(conn.seats):
            seat = self.seats[k] if k < len(self.seats) else None
            if seat is not None and seat.conn is conn:
                # (a lobby's seat and name wait `lobby_seat_grace` for their holder's
                # client to come back by itself: a watcher cannot take them in the blip)
                seat.conn = None
                seat.away_since = time.monotonic()
        conn.seats.clear()
        if self.host_conn is conn:
            self.host_conn = None
        conn.host = False
        conn.room = None
        self.broadcast_view()

    def free_away_seats(self, now: float) -> None:
        """A lobby's LAN seat whose holder has been away `lobby_seat_grace` is free again
        for whoever joins next (its name too)."""
        if self.phase != "lobby":
            return
        gone = [s for s in self.seats if s.kind == "lan" and s.conn is None
                and s.token_hash is not None
                and now - max(s.away_since or 0.0, self.opened) > self.lobby_seat_grace]
        for seat in gone:
            seat.token_hash, seat.name, seat.ready, seat.peer = None, "", False, ""
        if gone:
            self.broadcast_view()

    def tell_idle(self) -> None:
        """The relay's tick: a turn that became long is shown (no command says so)."""
        if self.idle_mover() != self._told_idle:
            self.broadcast_view()

    def waiting_for(self) -> int | None:
        if self.phase != "playing" or self.game is None or self.game.to_move is None:
            return None
        k = self.game.to_move
        s = self.seats[k]
        return k if s.person and s.conn is None and not s.stand_in else None

    def idle_mover(self) -> int | None:
        """The person at the table (connected, no stand-in) whose turn has lasted a third
        of `idle_turn`: the host is shown when a computer may play for them."""
        if self.phase != "playing" or self.game is None or self.game.to_move is None:
            return None
        k = self.game.to_move
        s = self.seats[k]
        quiet = time.monotonic() - self.turn_since >= self.idle_turn / 3
        return k if s.person and s.conn is not None and not s.stand_in and quiet else None

    def open_seats(self) -> int:
        if self.phase != "lobby" or self.invite is not None:
            return 0
        return sum(1 for s in self.seats if s.kind == "lan" and s.token_hash is None)

    def view(self) -> dict:
        waiting = self.waiting_for()
        idle = self.idle_mover() if waiting is None else None
        later = {"hand_over_in": self.hand_over_in(waiting)} if waiting is not None else \
            {"idle": idle, "hand_over_in": self.hand_over_in(idle)} if idle is not None else {}
        return msg("room", room=self.id, name=self.name, phase=self.phase,
                   players=len(self.seats), setup=self.setup,
                   seats=[s.view(k) for k, s in enumerate(self.seats)],
                   host_connected=self.host_conn is not None,
                   to_move=self.game.to_move if self.game else None,
                   seq=len(self.game.log) if self.game else 0,
                   waiting_for=waiting, **later,
                   undo=self.undo_req.view() if self.undo_req else None,
                   **({"locked": True} if self.invite is not None else {}))

    def summary(self) -> dict:
        """What a room list shows; bounded whatever the names, so a page always fits."""
        return {"room": self.id, "name": self.name[:MAX_NAME], "phase": self.phase,
                "players": len(self.seats), "open_seats": self.open_seats(),
                "names": [s.name[:MAX_NAME] for s in self.seats[:4]],
                **({"locked": True} if self.invite is not None else {})}

    # -- sending -------------------------------------------------------------------
    def broadcast(self, message: dict) -> None:
        frame = encode(message)
        for member in list(self.members):
            member.send_frame(frame)

    def broadcast_view(self) -> None:
        view = self.view()
        self._told_waiting = view["waiting_for"]
        self._told_idle = view.get("idle")
        self.broadcast(view)

    def played(self) -> Played:
        """What a reopening of this game must keep: each seat's kind and key (a guest's
        seat made "local" would go to the host's connection), the moves so far and the
        game's header (another seed or option under the same moves)."""
        assert self.game is not None
        return Played(tuple((s.kind, s.token_hash) for s in self.seats),
                      b"".join(digest_of(c) for c in self.game.log), digest_of(self.game.header))

    def extend(self, commands: list[dict], keep: int | None = None) -> bool:
        """Keep the first `keep` commands of a reopening save (all: None) and play those
        the relay remembers after them (GameMemory.after); False if one does not apply
        (then nothing counts)."""
        assert self.game is not None
        log_ = self.game.log
        if (keep is None or keep >= len(log_)) and not commands:
            return True
        try:
            game = self.game.clone() if keep is None or keep >= len(log_) else \
                replay(self.game.header, log_[:keep])
            for command in commands:
                game.apply(command)
        except IllegalCommand:
            return False
        self.game = game
        self.turn_since = time.monotonic()
        self.phase = "over" if game.is_over else "playing"
        self.checkpoints = {len(game.log): snapshot_hash(game)}
        return True

    def continues(self, was: Played) -> bool:
        """Does this (reopened) game keep the seats and header it had (`played`)? (Its
        moves: see `agreed`.)"""
        now = self.played()
        return now.seats == was.seats and was.header in (None, now.header)

    def agreed(self, was: Played) -> int:
        """How many of this (reopened) game's first moves are those played here (`was`):
        all of them for a save written a second ago, fewer when the game went on
        otherwise after it (a guest's own undo while the host was away)."""
        now, then = self.played().moves, was.moves
        if then.startswith(now):
            return len(now) // DIGEST
        k = 0
        while now[k * DIGEST:(k + 1) * DIGEST] == then[k * DIGEST:(k + 1) * DIGEST] \
                and (k + 1) * DIGEST <= min(len(now), len(then)):
            k += 1
        return k

    # -- saves ---------------------------------------------------------------------
    @classmethod
    def from_save(cls, doc: dict, path: str = "<save>",
                  undo_timeout: float = UNDO_TIMEOUT) -> Room:
        """A room that continues the game of a save with a "lan" key (SaveError if not)."""
        doc = check_doc(doc, path)
        why = lan_problem(doc)           # (the check of every LAN save, file or sent)
        if why:
            raise SaveError(path, why)
        lan = doc["lan"]
        if lan.get("partial"):
            raise SaveError(path, PARTIAL)
        game = game_from_save(doc, path)
        seats = lan.get("seats")
        rid = lan.get("room")
        name = lan.get("name")
        if (not isinstance(seats, list) or len(seats) != game.header["players"]
                or not all(isinstance(s, dict) for s in seats)):
            raise SaveError(path, "damaged 'lan' key (seats)")
        if not room_id_ok(rid):
            raise SaveError(path, "damaged 'lan' key (room id)")
        if name is not None and NAME(name):
            raise SaveError(path, f"damaged 'lan' key (table name {NAME(name)})")
        room = cls(rid, name or rid, players=len(seats),
                   seats=[{"kind": "lan"}] * len(seats), undo_timeout=undo_timeout)
        header = game.header
        for k, s in enumerate(seats):
            kind = s.get("kind")
            th = s.get("token_sha256")
            seed = s.get("seed", 0)
            why = seat_problem(k, kind, header["names"][k], header["colours"][k])
            if why or (th is not None and SHA(th)) or isinstance(seed, bool) \
                    or not isinstance(seed, int):
                raise SaveError(path, f"damaged 'lan' key ({why or f'seat {k}'})")
            if th is None and kind in PERSON_KINDS:
                # a started game's person seats were all claimed: without the digest
                # anyone could take the seat (the relay never issues it a new token)
                raise SaveError(path, f"damaged 'lan' key (seat {k} has no token digest)")
            room.seats[k] = Seat(kind, header["names"][k], header["colours"][k], seed=seed,
                                 token_hash=th, ready=True)
        host_hash = lan.get("host_sha256")
        if host_hash is None or SHA(host_hash):
            raise SaveError(path, "not the host's save: only the host's save holds the "
                                  "host digest a restarted game needs")
        room.host_hash = host_hash
        room.game = game
        room.seed = header.get("seed") or 0
        room.setup = header.get("setup") or "intro"
        room.phase = "over" if game.is_over else "playing"
        room.checkpoints = {len(game.log): snapshot_hash(game)}
        return room
