"""A room's lobby (a `Room` has one, room.py): seats shaped and configured, joined by
name or by proofs of their tokens, watched, removed, named and made ready, then the start.
"""

from __future__ import annotations

import hmac
import logging
import secrets
import time
from typing import Any

from ...engine import new_game
from ...engine.data import COLOURS
from ...engine.names import names_alike
from ...seats import HUMAN
from ..wire.hashing import snapshot_hash
from ..wire.messages import Configure, Join, Lock, Ready, Remove, SetInfo
from ..wire.protocol import (
    SETUPS,
    msg,
    proof_ok,
    seat_problem,
)
from .room_parts import (
    Conn,
    Refused,
    Seat,
    new_invite,
    new_token,
)

log = logging.getLogger("luna.net.relay")


class Lobby:
    """The lobby's requests; the rest of the room (its seats, views and game) is Room's."""

    def __init__(self, room: Any) -> None:
        self.room = room            # the Room that has this lobby (room.py)

    # -- seats in the lobby --------------------------------------------------------
    def shape(self, players: int, configs: list[dict]) -> None:
        """Set the seats from the host's list; checks everything before changing anything."""
        if len(configs) != players:
            raise Refused("bad_message", f"seats must list {players} seats")
        old = self.room.seats
        colours = []
        for k, cfg in enumerate(configs):
            why = seat_problem(k, cfg.get("kind"), cfg.get("name"), cfg.get("colour"))
            if why:
                raise Refused("bad_message", why)
            colours.append(cfg.get("colour") or (old[k].colour if k < len(old) else COLOURS[k]))
        if len(set(colours)) != len(colours):
            raise Refused("bad_message", "two seats cannot have the same colour")
        seats = []
        for k, cfg in enumerate(configs):
            kind = cfg["kind"]
            prev = old[k] if k < len(old) else None
            if prev is not None and prev.kind == kind:
                seat = prev
            else:
                seat = Seat(kind, "", colours[k], seed=secrets.randbelow(1 << 30))
                if prev is not None:
                    self._unseat(k, prev)
            seat.colour = colours[k]
            if cfg.get("name") and kind != "lan":
                seat.name = cfg["name"]
            if not seat.name and not seat.person:
                seat.name = f"{kind.capitalize()} {k + 1}"
            seats.append(seat)
        for k in range(len(configs), len(old)):
            self._unseat(k, old[k])
        self.room.seats = seats

    def _unseat(self, k: int, seat: Seat) -> None:
        conn = seat.conn
        if conn is not None:
            conn.seats.discard(k)
            conn.send(msg("seat_lost", room=self.room.id, seat=k))

    def configure(self, conn: Conn, m: Configure) -> None:
        self.room.need_host(conn)
        self.room.need_phase("lobby")
        players = m.players or len(self.room.seats)
        configs = m.seats
        if configs is None:
            configs = [{"kind": s.kind} for s in self.room.seats[:players]]
            configs += [{"kind": "lan"}] * (players - len(configs))
        self.shape(players, configs)
        if m.setup in SETUPS:
            self.room.setup = m.setup
        if m.seed is not None:
            self.room.seed = m.seed
        if m.options is not None:
            self.room.options = dict(m.options)
        self.room.send_local_tokens()
        self.room.broadcast_view()

    def join(self, conn: Conn, m: Join) -> None:
        """Claim a free LAN seat, or come back by proving tokens (any phase)."""
        proofs = m.proofs or []
        if proofs:
            self._rejoin(conn, proofs, m.room or "")
            return
        if self.room.phase != "lobby":
            raise Refused("room_full", "The game has started: rejoin with your token, or watch")
        if getattr(conn, "peer", None) in self.room.barred:
            # else whoever the host removed takes the freed seat again at once, for ever
            raise Refused("room_full", "The host removed you from this table")
        if self.room.invite is not None and not hmac.compare_digest(
                (m.invite or "").upper().encode(), self.room.invite.encode()):
            # a stranger who read the room id from the list keeps out; a friend told the
            # code gets in (a wrong code is a strike: codes are not guessed)
            raise Refused("locked", "The host has locked this table: ask them for its code",
                          strike=m.invite is not None)
        want = m.seat
        free = [k for k, s in enumerate(self.room.seats)
                if s.kind == "lan" and s.token_hash is None]
        if want is not None and want not in free:
            raise Refused("room_full", f"Seat {want} is not free")
        if not free:
            raise Refused("room_full", "No LAN seat is free: watch instead")
        k = want if want is not None else free[0]
        self._need_free_name(m.name, k)
        self.add_member(conn)
        seat = self.room.seats[k]
        token, seat.token_hash = new_token()
        seat.name = m.name or f"Player {k + 1}"
        seat.conn, seat.peer = conn, getattr(conn, "peer", "")
        conn.seats.add(k)
        conn.send(msg("joined", room=self.room.id, seats=[k], host=False,
                      tokens=[{"seat": k, "token": token}]))
        self.room.broadcast_view()

    def proven(self, context: bytes, proofs: list[str]) -> tuple[bool, list[int], list[int]]:
        """(host?, seats, refused): what `proofs` show the holder of, and the places in
        `proofs` of those that match nothing here (a token of a seat the host changed in
        the lobby, say). The others count: a client still proving a lost token is not
        refused its own seat for it."""
        found: list[int] = []
        refused: list[int] = []
        host = False
        # a signature check costs ~0.1 ms: try the seats nobody holds first (a rejoin is
        # for those), each token matches one seat, and the host digest last
        order = sorted((k for k, s in enumerate(self.room.seats) if s.token_hash is not None),
                       key=lambda k: self.room.seats[k].conn is not None)
        for i, mac in enumerate(proofs):
            hit = next((k for k in order if k not in found
                        and proof_ok(self.room.seats[k].token_hash, context, mac)), None)
            if hit is not None:
                found.append(hit)
            elif not host and proof_ok(self.room.host_hash, context, mac):
                host = True
            else:
                refused.append(i)
        return host, found, refused

    def _rejoin(self, conn: Conn, proofs: list[str], named: str) -> None:
        host, found, refused = self.proven(conn.context(named), proofs)
        if not host and not found:
            raise Refused("bad_token", "That proof matches no seat of this room")
        why = self.room.may_hold(conn, self.room, found)
        if why is not None:
            raise Refused("full", why)
        if refused:
            log.info("%s: %d of its proofs match nothing in room %s (tokens it lost)",
                     conn.label, len(refused), self.room.id)
        self.add_member(conn)
        for k in found:
            seat = self.room.seats[k]
            old = seat.conn
            seat.conn, seat.peer = conn, getattr(conn, "peer", "")
            conn.seats.add(k)
            seat.stand_in = None     # the person is back: the stand-in leaves
            if old is not None and old is not conn:
                old.seats.discard(k)
                self.release_if_idle(old)
        if host:
            self.room.bind_host(conn)
        conn.send(msg("joined", room=self.room.id, seats=sorted(conn.seats), host=conn.host,
                      tokens=[], **({"refused": refused} if refused else {})))
        if self.room.game is not None:
            self.room.send_game(conn)
        self.room.broadcast_view()

    def release_if_idle(self, conn: Conn) -> None:
        """A connection that lost its last seat to a newer one is a stale duplicate."""
        if not conn.seats and not conn.host:
            conn.close("replaced", "Your seat was taken up by a newer connection")

    def watch(self, conn: Conn) -> None:
        self.add_member(conn)
        conn.send(msg("joined", room=self.room.id, seats=[], host=False, tokens=[]))
        if self.room.game is not None:
            self.room.send_game(conn)
        conn.send(self.room.view())

    def add_member(self, conn: Conn) -> None:
        if conn.room is not None and conn.room is not self.room:
            conn.room.leave(conn)
        conn.room = self.room
        self.room.members.add(conn)

    def remove(self, conn: Conn, m: Remove) -> None:
        """The host frees a LAN seat from whoever holds it in the lobby (that connection
        is told and closed when it holds nothing else)."""
        self.room.need_host(conn)
        self.room.need_phase("lobby")
        k = m.seat
        seat = self.room.seats[k] if k < len(self.room.seats) else None
        if seat is None or seat.kind != "lan" or seat.token_hash is None:
            raise Refused("bad_state", f"Nobody holds seat {k}")
        holder = seat.conn
        seat.token_hash, seat.name, seat.ready, seat.conn = None, "", False, None
        seat.peer = ""
        if holder is not None and holder is not conn:
            if getattr(holder, "peer", None) not in (None, getattr(conn, "peer", None)):
                self.room.barred.add(holder.peer)    # its machine claims no seat here again
            holder.seats.discard(k)
            holder.send(msg("seat_lost", room=self.room.id, seat=k))
            if not holder.seats and not holder.host:
                self.room.members.discard(holder)
                holder.room = None
                holder.close("removed", "The host gave your seat to someone else")
        self.room.broadcast_view()

    def lock(self, conn: Conn, m: Lock) -> None:
        """The host locks the lobby (no new player joins by name without the code it is
        given, `invite`; the room list shows no free seat) or opens it again. Those
        seated, and their proofs, are not touched."""
        self.room.need_host(conn)
        self.room.need_phase("lobby")
        if m.locked:
            self.room.invite = self.room.invite or new_invite()
            conn.send(msg("invite", room=self.room.id, code=self.room.invite))
        else:
            self.room.invite = None
        self.room.broadcast_view()

    def held(self, conn: Conn, k: int) -> Seat:
        if k >= len(self.room.seats) or k not in conn.seats or self.room.seats[k].conn is not conn:
            raise Refused("not_your_seat", f"You do not hold seat {k}")
        return self.room.seats[k]

    def ready(self, conn: Conn, m: Ready) -> None:
        self.room.need_phase("lobby")
        self.held(conn, m.seat).ready = m.ready
        self.room.broadcast_view()

    def set_info(self, conn: Conn, m: SetInfo) -> None:
        self.room.need_phase("lobby")
        k = m.seat
        seat = self.held(conn, k)
        colour = m.colour
        if colour and any(s.colour == colour for j, s in enumerate(self.room.seats) if j != k):
            raise Refused("bad_message", f"{colour} is taken")
        if colour:
            seat.colour = colour
        if m.name:
            self._need_free_name(m.name, k)
            seat.name = m.name
        self.room.broadcast_view()

    def _need_free_name(self, name: str | None, k: int) -> None:
        """Names are unique at a table (any case, any width): a stranger cannot pass for
        a friend, not even while the friend's seat waits for it to come back."""
        if not name:
            return
        if any(j != k and s.name and names_alike(s.name, name)
               and (s.token_hash is not None or not s.kind == "lan")
               for j, s in enumerate(self.room.seats)):
            raise Refused("name_taken", "Someone at this table has that name already")

    def start(self, conn: Conn) -> None:
        self.room.need_host(conn)
        self.room.need_phase("lobby")
        for k, s in enumerate(self.room.seats):
            if s.kind == "lan" and (s.token_hash is None or not s.ready):
                raise Refused("bad_state", f"Waiting for seat {k + 1} to join and be ready")
        for k, s in enumerate(self.room.seats):
            s.name = s.name or f"Player {k + 1}"
        header_seats = [{"kind": HUMAN} if s.person else {"kind": s.kind, "seed": s.seed}
                        for s in self.room.seats]
        try:
            room = self.room
            room.game = new_game(players=len(room.seats), seed=room.seed, setup=room.setup,
                                 colours=[s.colour for s in room.seats],
                                 names=[s.name for s in room.seats], options=room.options,
                                 seats=header_seats)
        except ValueError as exc:
            log.warning("room %s: cannot set up its game: %s", self.room.id, exc)
            raise Refused("bad_state", "Cannot set up this game with these seats and "
                                       "options") from None
        self.room.phase = "playing"
        self.room.turn_since = time.monotonic()
        self.room.invite = None                 # (the lobby's lock: nobody joins by name now)
        self.room.epoch = 0
        self.room.checkpoints = {0: snapshot_hash(self.room.game)}
        self.room.reasons = {}
        self.room.on_log(self.room, None)
        for member in list(self.room.members):
            self.room.send_game(member)
        self.room.broadcast_view()

