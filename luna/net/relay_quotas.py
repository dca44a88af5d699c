"""What one address may hold on a relay (relay.py): rooms and lobbies, lobby seats,
spectators, and the spare connections that let a seat holder back into a full relay; a
lobby nobody else joins expires. A mixin of `Relay`, like relay_bots.BotSeats.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from .room import Refused, Room

if TYPE_CHECKING:
    from .relay_conn import RelayConn

log = logging.getLogger("luna.net.relay")


class Quotas:
    """The per-address and per-relay quotas of a Relay."""

    def _room_quota(self, conn: RelayConn, lobby: bool = False) -> None:
        if len(self.rooms) >= self.limits.max_rooms:
            raise Refused("full", "The relay has no room for another game")
        mine = [r for r in self.rooms.values() if r.creator == conn.peer]
        if len(mine) >= self.limits.rooms_per_address:
            raise Refused("rate_limited", f"{len(mine)} tables are open from {conn.peer} "
                                          f"already")
        lobbies = sum(r.phase == "lobby" for r in mine)
        if lobby and lobbies >= self.limits.lobbies_per_address:
            raise Refused("rate_limited", f"{lobbies} tables wait for players from "
                                          f"{conn.peer} already")

    def _seat_quota(self, conn: RelayConn) -> None:
        """One address may hold only so many seats in lobbies (a house of friends behind
        one router fits; one machine cannot take every free seat of every table)."""
        held = sum(1 for r in self.rooms.values() if r.phase == "lobby" for s in r.seats
                   if s.kind == "lan" and s.conn is not None
                   and getattr(s.conn, "peer", None) == conn.peer)
        if held >= self.limits.lobby_seats_per_address:
            raise Refused("full", f"{held} seats in lobbies are held from {conn.peer} "
                                  f"already")

    def _watch_quota(self, room: Room) -> None:
        """Spectators are few per table and per relay (else watchers fill the relay's
        connections and a dropped player cannot come back)."""
        lim = self.limits
        if _watchers(room.members) >= lim.watchers_per_room:
            raise Refused("full", f"{lim.watchers_per_room} people watch this table already")
        if _watchers(self.conns) >= lim.max_watchers:
            raise Refused("full", f"{lim.max_watchers} people watch tables here already")

    def make_room_for(self, conn: RelayConn) -> None:
        """A spare connection (one beyond max_connections) proved a seat or the host's
        key: it stays, and the connection in no room, or only watching, that has been
        there longest makes way. One that proved nothing is closed."""
        if not (conn.seats or conn.host):
            conn.close("full", "The relay has no room for more connections")
            return
        conn.spare = False
        idle = [c for c in self.conns if not (c.spare or c.seats or c.host or c.closing)]
        if idle:
            oldest = min(idle, key=lambda c: c.opened)
            log.warning("%s: closed to make room for %s, a seat holder coming back",
                        oldest.label, conn.label)
            oldest.close("full", "The relay made room for a player coming back")

    def _lonely(self, room: Room, now: float) -> bool:
        """Has no one but its creator's address held a seat of this lobby for the lonely
        lobby's time? (Else a few addresses' lobbies fill the relay's rooms for ever.)"""
        if any(s.kind == "lan" and s.conn is not None
               and getattr(s.conn, "peer", None) != room.creator for s in room.seats):
            room.alone_since = now
        return now - room.alone_since > self.limits.lonely_lobby_ttl


def proves(message: dict) -> bool:
    """May a spare connection send this? Its key, pings, and a join or reopening that
    proves a seat or the host's key."""
    return message.get("type") in ("key", "ping") or bool(
        message.get("proofs") or message.get("host_proof"))


def _watchers(conns: Any) -> int:
    """How many of `conns` only watch a table."""
    return sum(1 for c in conns if c.room is not None and not c.seats and not c.host)
