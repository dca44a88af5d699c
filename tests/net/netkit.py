"""Helpers for the LAN tests: a relay on 127.0.0.1, bounded waiting, clients driven by hand."""

from __future__ import annotations

import random
import socket
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from luna.client.demo.lan import Forward as Forwarder  # noqa: F401 (a port forward)
from luna.net import Limits, NetClient, RelayServer
from luna.net.wire.framing import MAX_FRAME, FrameReader, decode, encode
from luna.net.wire.protocol import msg, proof_context
from luna.net.wire.secure import TAG, ChannelError, accept

LOCAL = "127.0.0.1"


class Sealed:
    """A raw socket to a relay that has set up the sealed channel, for crafted input:
    `sendall` takes clear frames as a test writes them and seals each whole one (bytes
    that are no frame, a bad length say, go on the wire as they are); `recv` gives clear
    frames back. `hello()` is the relay's first nonce; `context` what a proof signs."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self._in, self._out = FrameReader(MAX_FRAME + TAG), b""
        self._ready = b""
        self.channel = None
        while not self._ready:
            data = sock.recv(65536)
            if not data:
                return
            for body in self._in.feed(data):
                ident = decode(body)
                if ident.get("type") != "identity":     # refused at once ("full")
                    self._ready += len(body).to_bytes(4, "big") + body
                    continue
                share, self.channel = accept(ident)
                sock.sendall(encode(msg("key", share=share)))
                return

    def sendall(self, data: bytes) -> None:
        if self.channel is None:
            self.sock.sendall(data)
            return
        buf, out = self._out + data, []
        while len(buf) >= 4:
            n = int.from_bytes(buf[:4], "big")
            if n == 0 or n > MAX_FRAME:
                out.append(buf)
                buf = b""
                break
            if len(buf) < 4 + n:
                break
            body = self.channel.seal(buf[4:4 + n])
            out.append(len(body).to_bytes(4, "big") + body)
            buf = buf[4 + n:]
        self._out = buf
        self.sock.sendall(b"".join(out))        # at once, as the test's bytes would go

    def recv(self, n: int) -> bytes:
        while not self._ready:
            data = self.sock.recv(n)
            if not data:
                return b""
            for body in self._in.feed(data):
                try:
                    body = self.channel.open(body) if self.channel else body
                except ChannelError:
                    pass                    # sent in the clear before our key arrived
                self._ready += len(body).to_bytes(4, "big") + body
        out, self._ready = self._ready, b""
        return out

    def context(self, room: str, nonce: str) -> bytes:
        return proof_context(self.channel.relay_key, self.channel.session, room, nonce)

    def __getattr__(self, name: str):
        return getattr(self.sock, name)


class FromAddress(Forwarder):
    """A port forward whose connections reach the relay from `source` (127.0.0.x): a
    NetClient dialling `port` is another machine to the relay, also when it reconnects."""

    def __init__(self, target: int, source: str) -> None:
        self.source = source
        super().__init__(target)

    def _accept(self) -> None:
        import threading

        from luna.client.demo.lan import _pipe
        while True:
            try:
                down, _ = self.listener.accept()
            except OSError:
                return
            try:
                up = socket.create_connection((LOCAL, self.target),
                                              source_address=(self.source, 0))
            except OSError:
                down.close()
                continue
            self.upstreams.append(up)
            for a, b in ((down, up), (up, down)):
                threading.Thread(target=_pipe, args=(a, b), daemon=True).start()


def client_from(server: RelayServer, source: str, **options) -> tuple[NetClient, FromAddress]:
    """A NetClient whose connections come from `source`, and its forward (close both)."""
    forward = FromAddress(server.port, source)
    c = NetClient(**options)
    c.connect(LOCAL, forward.port)
    return c, forward


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


def play_both(h: NetClient, g: NetClient, rng: random.Random, done: Callable[[], bool],
              timeout: float = 120.0, what: str = "the game to go on") -> None:
    """Both clients play random legal commands until `done()`; fail after `timeout`
    seconds of wall time (a loop without one, its game stalled, held a worker 19 min)."""
    end = time.monotonic() + timeout
    while not done():
        if time.monotonic() > end:
            raise AssertionError(
                f"timed out waiting for {what}: host at {len(h.log)} commands, guest at "
                f"{len(g.log)}, connected {h.connected} and {g.connected}")
        play_random(h, rng) or play_random(g, rng) or (h.poll(0.005), g.poll(0.005))


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


def played(server: RelayServer, n: int, seed: int, **options) -> tuple[NetClient, NetClient]:
    """A started game of a host and a guest, `n` commands in, both up to date."""
    h, g = host_and_guest(server, **options)
    rng = random.Random(seed)
    while len(h.log) < n:
        play_random(h, rng) or play_random(g, rng)
        until(lambda: len(g.log) == len(h.log), [g, h])
    return h, g


def forged_saves(h: NetClient, folder: Path) -> tuple[Path, list[Path]]:
    """The host's save of a host-and-guest game, and three it may forge to take the guest's
    seat or move: the guest's seat keyed to the host's own token, made one of the host's
    local seats, and a guest's move changed."""
    from luna.engine import replay
    from luna.net.wire.lansave import load_lan, save_lan
    from luna.net.wire.protocol import digest
    path = h.save(folder / "host.luna")
    game, _, lan = load_lan(path)
    k = next(i for i, c in enumerate(game.log) if c["player"] == 1
             and len(replay(game.header, game.log[:i]).legal()) > 1)
    before = replay(game.header, game.log[:k])
    other = next(c for c in before.legal() if c != game.log[k])
    keyed = dict(lan, seats=[dict(s, token_sha256=digest("the-host-again"))
                             if i == 1 else s for i, s in enumerate(lan["seats"])])
    local = dict(lan, seats=[dict(s, kind="local") if i == 1 else s
                             for i, s in enumerate(lan["seats"])])
    save_lan(game, keyed, folder / "keyed.luna", lan["mine"])
    save_lan(game, local, folder / "local.luna", lan["mine"])
    before.apply(other)
    save_lan(before, lan, folder / "moved.luna", lan["mine"])
    return path, [folder / name for name in ("keyed.luna", "local.luna", "moved.luna")]


def only_the_honest_save_reopens(server: RelayServer, h: NetClient, path: Path,
                                 forged: list[Path], others: Iterable[NetClient] = ()) -> None:
    """`h` restores each forged save and is refused `not_host` (a save of other seats or
    settings), or, for a save whose guest move is another (`moved.luna`), gets the
    relay's own game back: the relay's log wins, the guest's move stands (the table is
    then closed again); then the honest one at `path` reopens the table."""
    from luna.net.wire.lansave import load_lan
    others = [h, *others]
    rooms = lambda: server.call(lambda: list(server.relay.rooms))    # noqa: E731
    for fake in forged:
        errors = len(h.errors)
        h.restore("Hana", fake)
        until(lambda n=errors: len(h.errors) > n or rooms(), others,
              what=f"the answer to {fake.name}")
        if fake.name == "moved.luna" and len(h.errors) == errors:
            honest, forged_log = load_lan(path)[0].log, load_lan(fake)[0].log
            kept = server.call(lambda: list(server.relay.rooms[h.room].game.log))
            assert kept[:len(honest)] == honest and kept[:len(forged_log)] != forged_log
            h.close_table()
            until(lambda: not rooms(), others, what="the table closed again")
            continue
        assert h.errors[-1]["code"] == "not_host", fake.name
        assert not rooms()
    errors = len(h.errors)
    h.restore("Hana", path)
    until(lambda: server.call(lambda: list(server.relay.rooms)) == [h.room], others,
          what="the genuine reopening")
    # (a late word of the table closed just before, its own `room_closed` or `no_room` to
    # a word the client still sent it, may come in meanwhile on a slow machine: no refusal
    # of the reopening, which the relay's rooms above show)
    late = [e["code"] for e in h.errors[errors:]]
    assert set(late) <= {"room_closed", "table_left", "no_room"}, late

