"""Helpers for the LAN tests: a relay on 127.0.0.1, bounded waiting, clients driven by hand."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable

from luna.net import Limits, NetClient, RelayServer

LOCAL = "127.0.0.1"


def relay(**limits) -> RelayServer:
    server = RelayServer(LOCAL, 0, limits=Limits(**limits) if limits else None)
    server.start_in_thread()
    return server


def client(server: RelayServer, **options) -> NetClient:
    c = NetClient(**options)
    c.connect(LOCAL, server.port)
    return c


def until(test: Callable[[], bool], clients: Iterable[NetClient] = (), timeout: float = 10.0,
          what: str = "the condition") -> None:
    """Poll `clients` until `test()` holds; fail after `timeout` seconds."""
    clients = list(clients)
    end = time.monotonic() + timeout
    while not test():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        if clients:
            for c in clients:
                c.poll(timeout=0.01)
        else:
            time.sleep(0.01)


def the_room(server: RelayServer, rid: str):
    return server.call(lambda: server.relay.rooms[rid])


def relay_log(server: RelayServer, rid: str) -> list[dict]:
    return server.call(lambda: list(server.relay.rooms[rid].game.log))


def relay_snapshot(server: RelayServer, rid: str) -> dict:
    return server.call(lambda: server.relay.rooms[rid].game.snapshot())


def play_random(c: NetClient, rng: random.Random) -> bool:
    """If one of `c`'s seats is to move and `c` is up to date, play a random legal command."""
    g = c.game
    if g is None or not c.my_turn or c.mirror.total > len(g.log) or c.undo_request:
        return False
    n, errors = len(g.log), c.error_count
    c.play(rng.choice(g.legal()))
    until(lambda: len(c.log) != n or c.error_count != errors, [c],
          what="our command to come back")
    return True


def host_and_guest(server: RelayServer, seed: int = 3, **options) -> tuple[NetClient, NetClient]:
    """A started 2-seat game: the host's local seat 0 and a guest on LAN seat 1."""
    h = client(server, **options)
    h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}], seed=seed)
    until(lambda: h.room is not None and h.view is not None, [h])
    g = client(server, **options)
    g.join(h.room, "Gus")
    until(lambda: g.seats == {1}, [g])
    g.ready(1)
    until(lambda: h.view["seats"][1]["ready"], [h, g])
    h.start()
    until(lambda: h.game is not None and g.game is not None, [h, g])
    return h, g
