"""What one address may hold on a relay (relay.py): rooms and lobbies, lobby seats, seats in
others' started games, spectators, connections; the knocking connections that let a seat
holder back into a full relay (or past its address's cap, behind a port forward that
gives every guest one address), and who makes way for them; a lobby nobody else joins
expires. A relay has one (`relay.quotas`).
"""

from __future__ import annotations

import logging
import time
from typing import Any

from ..wire.messages import Create, Join, Key, Message, Ping
from .conn import RelayConn
from .room import Refused, Room

log = logging.getLogger("luna.net.relay")


class Quotas:
    """The per-address and per-relay quotas of a Relay."""

    def __init__(self, relay: Any) -> None:
        self.relay = relay          # the Relay whose rooms and connections these count

    def room_quota(self, conn: RelayConn, lobby: bool = False, reopen: bool = False) -> None:
        """A new room (`reopen`: a game this relay remembers, reopened): the last
        `reserved_rooms` places are kept for reopened games, and a room nobody is in that
        holds nothing to protect (no guest's seat, or a lobby, or a finished game) makes
        way when the rooms are full."""
        lim = self.relay.limits
        kept = min(lim.reserved_rooms, lim.max_rooms // 8)
        most = lim.max_rooms if reopen else lim.max_rooms - kept
        while len(self.relay.rooms) >= most:
            if not self.close_an_empty_room():
                raise Refused("full", "The relay has no room for another game")
        # (a game just finished does not count: its players may open the next one while
        # its results are still shown; one finished longer ago does, or one address
        # could hold every place with games its computers played to their end)
        now = time.monotonic()
        mine = [r for r in self.relay.rooms.values() if r.creator == conn.peer
                and not (r.phase == "over" and now - r.over_since <= lim.finished_grace)]
        if len(mine) >= lim.rooms_per_address:
            raise Refused("rate_limited", f"{len(mine)} tables are open from {conn.peer} "
                                          f"already")
        lobbies = sum(r.phase == "lobby" for r in mine)
        if lobby and lobbies >= lim.lobbies_per_address:
            raise Refused("rate_limited", f"{lobbies} tables wait for players from "
                                          f"{conn.peer} already")

    def close_an_empty_room(self) -> bool:
        """Close the room no seat holder nor host is in (spectators may be) and nothing
        is kept for (a lobby, a finished game, a game without a guest's seat: the host's
        save holds all of it) that has been idle longest, else the game that ended
        longest ago (past its results' grace); False if there is none."""
        idle = [r for r in self.relay.rooms.values() if not held(r) and nothing_kept(r)]
        if idle:
            room = min(idle, key=lambda r: r.last_active)
            log.info("room %s closed to make room for another: nobody was in it", room.id)
            self.relay.left(room)
            return True
        # else a game finished a while ago, whoever still looks at it: every player's
        # save holds its end, and a new table matters more than an old result
        now = time.monotonic()
        over = [r for r in self.relay.rooms.values()
                if r.phase == "over" and now - r.over_since > self.relay.limits.finished_grace]
        if not over:
            return False
        room = min(over, key=lambda r: r.over_since)
        log.info("room %s closed to make room for another: its game ended", room.id)
        self.relay.close_room(room, "This game is over and the relay needed its place for a new "
                              "table", "table_left")
        return True

    def seat_quota(self, conn: RelayConn) -> None:
        """One address may hold only so many seats in lobbies (a house of friends behind
        one router fits; one machine cannot take every free seat of every table), those
        waiting for their holder to come back too."""
        held = sum(1 for r in self.relay.rooms.values() if r.phase == "lobby" for s in r.seats
                   if s.kind == "lan" and s.token_hash is not None and s.peer == conn.peer)
        if held >= self.relay.limits.lobby_seats_per_address:
            raise Refused("full", f"{held} seats in lobbies are held from {conn.peer} "
                                  f"already")

    def may_hold(self, conn: RelayConn, room: Room, seats: list[int]) -> str | None:
        """Room.may_hold: may `conn` take `seats` of `room` back by proving them? One
        address holds at most `started_seats_per_address` seats at once in started games
        opened from other addresses (so a few addresses' seat holders cannot fill the
        relay's connections); None if it may, else why not."""
        peer = getattr(conn, "peer", None)
        if room.phase == "lobby" or room.creator == peer or not seats:
            return None
        held = sum(1 for r in self.relay.rooms.values() if r.phase != "lobby" and r.creator != peer
                   for k, s in enumerate(r.seats)
                   if s.conn is not None and getattr(s.conn, "peer", None) == peer
                   and not (r is room and k in seats))
        most = self.relay.limits.started_seats_per_address
        if held + len(seats) > most:
            return f"{held} seats of others' games are held from {peer} already"
        return None

    def watch_quota(self, room: Room, conn: RelayConn) -> None:
        """Spectators are few per table and per relay (else watchers fill the relay's
        connections and a dropped player cannot come back). When the places are taken, a
        newcomer takes the place of the oldest spectator of the address that holds most
        of them, if that is more than the newcomer's would then hold: one machine cannot
        keep a table's places from everyone else."""
        lim = self.relay.limits
        for watching, most, where in ((room.members, lim.watchers_per_room, "this table"),
                                      (self.relay.conns, lim.max_watchers, "tables here")):
            places = [c for c in watching if _watching(c) and c is not conn and not c.closing]
            if len(places) < most:
                continue
            count = _per_address(places)
            top = max(count, key=lambda a: count[a])
            if count[top] <= count.get(conn.peer, 0) + 1:
                raise Refused("full", f"{most} people watch {where} already")
            oldest = min((c for c in places if c.peer == top), key=lambda c: c.opened)
            self.relay.quiet.warning("made-way", "%s: closed to make room for %s, a spectator of "
                                           "another address", oldest.label, conn.label)
            oldest.close("full", "Your place of spectator went to someone else: one "
                                 "machine may not take them all")

    # -- connections: the door, and who makes way for a seat holder --------------------
    def let_in(self, conn: RelayConn) -> bool:
        """A new connection (its handshake allowance taken): False if it was closed. Beyond
        `max_connections`, or beyond `connections_per_address` from its address, it only
        knocks: it may prove a seat or the host's key and nothing else (`admit`). The
        knocking are at most `knocking`: a newcomer then closes the oldest knocking
        connection of the address that holds the most connections (then knocking ones):
        whoever floods the door knocks out its own."""
        lim = self.relay.limits
        # those waiting for their key (an eighth of the relay at most), then those in no
        # room (a quarter; one address's own cap at least): beyond, the oldest of the
        # address holding most makes way, so many addresses of connections that join
        # nothing never fill the relay
        least = lim.connections_per_address
        waiting = [c for c in self.relay.conns if c.channel is None and not c.closing]
        if not self._make_room(conn, waiting, max(least, lim.max_connections // 8), "no-key"):
            return False
        settled = [c for c in self.relay.conns if not (c.knock or c.closing)]
        unseated = [c for c in settled if c.room is None]
        if not self._make_room(conn, unseated, max(least, lim.max_connections // 4),
                               "no-room"):
            return False
        settled = [c for c in self.relay.conns if not (c.knock or c.closing)]
        mine = sum(c.peer == conn.peer for c in settled)
        conn.knock = len(settled) >= lim.max_connections or mine >= lim.connections_per_address
        if not conn.knock:
            return True
        knocking = [c for c in self.relay.conns if c.knock and not c.closing]
        if len(knocking) >= lim.knocking:
            count = _per_address(self.relay.conns)
            count[conn.peer] = count.get(conn.peer, 0) + 1
            knocks = _per_address(knocking)
            top = max(knocks, key=lambda a: (count[a], knocks[a]))
            if count[conn.peer] > count[top]:
                self.relay.quiet.warning("door-full", "%s: refused, %d connections already knock",
                                   conn.label, len(knocking))
                conn.close("full", "The relay has no room for more connections")
                return False
            oldest = min((c for c in knocking if c.peer == top), key=lambda c: c.opened)
            self.relay.quiet.warning("door-full", "%s: closed, %d connections already knock (%s "
                                            "knocks now)", oldest.label, len(knocking),
                               conn.label)
            oldest.close("full", "The relay has no room for more connections")
        return True

    def _make_room(self, conn: RelayConn, among: list[RelayConn], most: int,
                   kind: str) -> bool:
        """`among` (connections not seated yet) may hold `most`: a newcomer beyond closes
        the oldest of the addresses that hold the most of them, or is closed itself if
        its own address holds more than any other. False if the newcomer was closed."""
        if len(among) < most:
            return True
        count = _per_address(among)
        count[conn.peer] = count.get(conn.peer, 0) + 1
        top = max(count.values())
        if count[conn.peer] > max((n for a, n in count.items() if a != conn.peer), default=0):
            self.relay.quiet.warning(kind, "%s: refused, %d connections wait already",
                                     conn.label, len(among))
            conn.close("full", "The relay has no room for more connections")
            return False
        oldest = min((c for c in among if count[c.peer] == top), key=lambda c: c.opened)
        self.relay.quiet.warning(kind, "%s: closed, %d connections wait (%s came)",
                                 oldest.label, len(among), conn.label)
        oldest.close("full", "The relay made room for a newcomer")
        return True

    def admit(self, conn: RelayConn) -> None:
        """A knocking connection asked to join or reopen: if it proved a seat or the host's
        key it stays, and someone makes way: first, if its address is over its cap, one
        of that address's connections in no room or only watching; then, if the relay is
        over its connections, one in no room, else one only watching, else a seat
        holder of the address holding the most connections, if that is more than its
        share. One that proved nothing is closed."""
        if not (conn.seats or conn.host):
            conn.close("full", "The relay has no room for more connections")
            return
        conn.knock = False
        lim = self.relay.limits
        settled = [c for c in self.relay.conns if not (c.knock or c.closing)]
        mine = [c for c in settled if c.peer == conn.peer]
        if len(mine) > lim.connections_per_address:
            idle = [c for c in mine if not (c.seats or c.host)]
            if idle:
                victim = min(idle, key=_idle_first)
                self._make_way(victim, conn)
                settled.remove(victim)
            elif len(mine) > 2 * lim.connections_per_address:
                conn.close("full", "Too many connections from your address")
                return
        if len(settled) > lim.max_connections:
            victim = self._victim(conn, settled)
            if victim is not None:
                self._make_way(victim, conn)
            elif len(settled) > lim.max_connections + lim.spare_connections:
                conn.close("full", "The relay has no room for more connections")

    def _victim(self, conn: RelayConn, settled: list[RelayConn]) -> RelayConn | None:
        """Who makes way for a seat holder coming back to a full relay: the connection in
        no room that has been there longest, else a watcher (of the address with the most
        connections), else a seat holder of the address with the most connections (and
        then seats) if it holds more than its share of the relay's connections."""
        others = [c for c in settled if c is not conn]
        count = _per_address(settled)
        idle = [c for c in others if c.room is None and not (c.seats or c.host)]
        if idle:
            return min(idle, key=lambda c: c.opened)
        watching = [c for c in others if not (c.seats or c.host)]
        if watching:
            return min(watching, key=lambda c: (-count[c.peer], c.opened))
        seats: dict[str, int] = {}
        for c in others:
            seats[c.peer] = seats.get(c.peer, 0) + len(c.seats)
        if not seats:
            return None
        top = max(seats, key=lambda a: (count[a], seats[a]))
        share = self.relay.limits.max_connections / len(count)
        if count[top] <= share:
            return None
        return min((c for c in others if c.peer == top),
                   key=lambda c: (c.host, c.opened))

    def _make_way(self, victim: RelayConn, conn: RelayConn) -> None:
        self.relay.quiet.warning("made-way", "%s: closed to make room for %s, a seat holder "
                                       "coming back", victim.label, conn.label)
        victim.close("full", "The relay made room for a player coming back")

    def lonely(self, room: Room, now: float) -> bool:
        """Has no one but its creator's address held a seat of this lobby for the lonely
        lobby's time? (Else a few addresses' lobbies fill the relay's rooms for ever.) A
        lobby whose LAN seats are all held by people is never lonely: behind a port
        forward that opens its own connections every friend has the host's address."""
        lan = [s for s in room.seats if s.kind == "lan"]
        if any(s.conn is not None and getattr(s.conn, "peer", None) != room.creator
               for s in lan) or (lan and all(s.conn is not None for s in lan)):
            room.alone_since = now
        return now - room.alone_since > self.relay.limits.lonely_lobby_ttl


def proves(m: Message) -> bool:
    """May a knocking connection send this? Its key, pings, a join that proves a seat and
    a reopening (a save) that proves the host's key: a new table's `create` proves
    nothing, whatever it carries (128 junk digits of `host_proof` let one in)."""
    if isinstance(m, Join):
        return bool(m.proofs)
    if isinstance(m, Create):
        return m.save is not None and bool(m.host_proof)
    return isinstance(m, (Key, Ping))


def _watching(c: Any) -> bool:
    """Does this connection only watch a table?"""
    return c.room is not None and not c.seats and not c.host


def _per_address(conns: Any) -> dict[str, int]:
    count: dict[str, int] = {}
    for c in conns:
        count[c.peer] = count.get(c.peer, 0) + 1
    return count


def _idle_first(conn: Any) -> tuple:
    """Connections in no room before watchers, the oldest first."""
    return (conn.room is not None, conn.opened)


def held(room: Room) -> bool:
    """Is someone at this table who holds a seat of it or is its host? (Only they keep a
    room open: a spectator alone keeps nothing open, nor a finished game for ever.)"""
    return any(c.seats or c.host for c in room.members)


def nothing_kept(room: Room) -> bool:
    """Does closing this room, nobody being in it, lose nothing? A lobby (its seats are
    freed as people leave), a finished game, a game without a guest's seat (the host's
    save holds it all); a started game with a guest's seat waits for its players."""
    return room.phase in ("lobby", "over") or not any(s.kind == "lan" for s in room.seats)
