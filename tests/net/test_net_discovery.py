"""Finding a relay (asked on 127.0.0.1 only) and running one from the command line."""

import logging
import random
import re
import select
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from netkit import LOCAL, client, play_random, relay_log, until

from luna.net import NetClient, RelayServer, discover
from luna.net.wire.framing import decode
from luna.net.wire.lansave import load_lan

ROOT = Path(__file__).resolve().parents[2]


def test_discovery_is_answered_on_loopback(caplog):
    caplog.set_level(logging.WARNING, logger="luna.net.discovery")
    server = RelayServer(LOCAL, 0, name="Kitchen table", discovery_port=0)
    server.start_in_thread()
    try:
        host = client(server)
        host.create("Ann", players=3)
        until(lambda: host.room is not None, [host])
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.sendto(b"\xc1 not msgpack", (LOCAL, server.discovery_port))
            s.sendto(b"\x81\xa4type\xa4junk", (LOCAL, server.discovery_port))
        found = discover(target=LOCAL, port=server.discovery_port, timeout=0.5)
        assert len(found) == 1
        (relay_,) = found
        assert relay_["host"] == LOCAL and relay_["port"] == server.port
        assert relay_["name"] == "Kitchen table"
        assert relay_["rooms"] == 1 and relay_["open"] == 2     # the rooms come over TCP
        assert "unreadable datagram" in caplog.text and "not a query" in caplog.text
        host.close()
    finally:
        server.stop()
    assert discover(target=LOCAL, port=server.discovery_port, timeout=0.2) == []


def test_main_py_relay_continues_a_lan_save(tmp_path):
    first = RelayServer(LOCAL, 0)
    first.start_in_thread()
    c = client(first)
    c.create("Ann", players=2, seats=[{"kind": "local"}, {"kind": "random"}], seed=6)
    until(lambda: c.view is not None, [c])
    c.start()
    rng = random.Random(1)
    until(lambda: c.game is not None, [c])
    while len(c.log) < 20:
        play_random(c, rng) or c.poll(0.01)
    path = c.save(tmp_path / "lan.luna")
    before = list(c.log)
    c.close()
    first.stop()

    proc = subprocess.Popen([sys.executable, "main.py", "relay", "--host", LOCAL, "--port", "0",
                             "--no-discovery", "--load", str(path), "--quiet"],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        ready, _, _ = select.select([proc.stdout], [], [], 20)
        assert ready, "the relay printed nothing"
        line = proc.stdout.readline()
        port = int(re.search(r"127\.0\.0\.1:(\d+)", line).group(1))
        again = NetClient()
        again.resume(path)
        again.connect(LOCAL, port)
        again.rejoin()
        until(lambda: again.view is not None and again.game is not None, [again])
        assert again.log[:len(before)] == before and again.seats == {0} and again.is_host
        while not again.game.is_over:
            play_random(again, rng) or again.poll(0.01)
        assert again.game.is_over
        again.close()
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            out, err = proc.communicate(timeout=30)     # generous: CI machines can be busy
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
            err = "no exit 30 s after Ctrl+C\n" + err
    assert proc.returncode == 0, err
    assert "Traceback" not in err


def test_main_py_relay_says_what_is_wrong_with_a_save(tmp_path):
    bad = tmp_path / "x.luna"
    bad.write_bytes(b"nonsense")
    out = subprocess.run([sys.executable, "main.py", "relay", "--host", LOCAL, "--port", "0",
                          "--no-discovery", "--load", str(bad)], cwd=ROOT,
                         capture_output=True, text=True, timeout=30)
    assert out.returncode == 2 and "x.luna" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("workers", ["thread", "process"])
def test_computers_on_the_relay_play_a_game_for_a_watching_host(workers, tmp_path):
    server = RelayServer(LOCAL, 0, bot_workers=workers)
    server.start_in_thread()
    try:
        c = client(server)
        c.create("Ann", players=2, seats=[{"kind": "random"}, {"kind": "novice"}])
        until(lambda: c.view is not None, [c])
        c.start()
        until(lambda: c.game is not None and c.game.is_over, [c], timeout=30)
        assert c.log == relay_log(server, c.room) and not c.seats
        game, _, lan = load_lan(server.save_to(tmp_path / "relay.luna"))
        assert game.log == c.log and lan["room"] == c.room and "mine" not in lan
        c.close()
    finally:
        server.stop()


def test_a_taken_discovery_port_keeps_the_table_on_its_tcp_port(caplog):
    """Another relay already answers Search on this computer: ours still listens where
    the host said (joining by address works), without discovery."""
    import socket

    from luna.net import NetClient, RelayServer
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.1", 0))
    taken = udp.getsockname()[1]
    server = RelayServer("127.0.0.1", 0, discovery_port=taken)
    try:
        port = server.start_in_thread()
        assert server.discovery_port is None and "no discovery" in caplog.text
        c = NetClient()
        c.connect("127.0.0.1", port)
        c.rooms()
        assert c.wait_for("room_list")["rooms"] == []
        c.close()
    finally:
        server.stop()
        udp.close()


def test_a_few_query_senders_starve_no_search_and_forged_answers_hide_no_relay(udp_at):
    """Issue 23, fourth review, F07: five machines sending ten queries a second each used
    the responder's 50 answers a second, so a search found nothing; a machine that saw
    the query answered 32 times first (other ports) and the search stopped at 32."""
    import threading
    import time

    from luna.net.wire.discovery import padded_query
    from luna.net.wire.framing import decode, pack
    from luna.net.wire.protocol import msg
    server = RelayServer(LOCAL, 0, name="Anna's table", discovery_port=0)
    server.start_in_thread()
    stop = threading.Event()
    socks = []
    try:
        socks += [udp_at(f"127.0.0.{10 + k}") for k in range(5)]

        def flood(s: socket.socket) -> None:
            query = padded_query("x" * 16)
            while not stop.is_set():
                for _ in range(10):
                    s.sendto(query, (LOCAL, server.discovery_port))
                time.sleep(0.1)
        for s in socks:
            threading.Thread(target=flood, args=(s,), daemon=True).start()
        time.sleep(0.3)
        found = [discover(LOCAL, server.discovery_port, timeout=0.5) for _ in range(4)]
        assert all(len(f) == 1 and f[0]["port"] == server.port for f in found), found
        stop.set()
        # a machine that sees the query answers first, 40 times: the real relay's answer
        # is still read, and the forger, which does not answer the search's unicast
        # question, is not listed (F08 of the fifth review)
        evil = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        evil.bind(("127.0.0.20", 0))
        socks.append(evil)
        relay_side = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        socks.append(relay_side)
        relay_side.settimeout(0.5)

        def answer() -> None:        # the broadcast reaches the forger and the relay
            evil.settimeout(2.0)
            try:
                query, who = evil.recvfrom(2048)
            except OSError:
                return
            nonce = decode(query)["nonce"]
            for k in range(40):
                evil.sendto(pack(msg("relay", name="Fake", port=40000 + k, rooms=1, open=1,
                                     nonce=nonce)), who)
            forwarder = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            forwarder.bind(("127.0.0.21", 0))     # the relay's own machine, as it were
            socks.append(forwarder)
            forwarder.settimeout(2.0)
            while True:                  # the query, then the search's own question
                relay_side.sendto(query, (LOCAL, server.discovery_port))
                reply, _ = relay_side.recvfrom(2048)
                forwarder.sendto(reply, who)
                try:
                    query, who = forwarder.recvfrom(2048)
                except OSError:
                    return
        threading.Thread(target=answer, daemon=True).start()
        found = discover("127.0.0.20", evil.getsockname()[1], timeout=1.0)
        hosts = sorted(f["host"] for f in found)
        assert hosts == ["127.0.0.21"], found   # (the forger never answered our question)
        assert any(f["port"] == server.port for f in found)
    finally:
        stop.set()
        for s in socks:
            s.close()
        server.stop()


def test_forged_answers_from_many_addresses_hide_no_relay_and_are_not_listed(monkeypatch,
                                                                            udp_at):
    """F08 (fifth review): one LAN machine that reads the broadcast query answers it at
    once from 256 forged source addresses: the search listed 256 machines at most and
    the honest relay's answer came after them (hidden 17 times in 20). An answer is only
    a candidate until its sender answers the search's own unicast question."""
    from luna.net.wire import discovery
    from luna.net.wire.framing import decode, pack
    from luna.net.wire.protocol import msg
    server = RelayServer(LOCAL, 0, name="Anna's table", discovery_port=0)
    server.start_in_thread()
    forgers = []
    try:
        forgers += [udp_at(f"127.0.2.{i + 1}")      # (a search listing 8 at most:
                    for i in range(16)]                  # as 256 of 256)
        real = socket.socket

        class Sniffed(real):
            """The search's socket, as a LAN machine sees its broadcast: the forged
            answers are there before the query even reaches the relay."""
            def sendto(self, data, addr):
                if not getattr(self, "seen", False):
                    self.seen = True
                    self.bind(("", 0))           # (its port, before the query leaves)
                    nonce = decode(data)["nonce"]
                    for k, f in enumerate(forgers):
                        f.sendto(pack(msg("relay", name=f"Table {k}", port=1000 + k,
                                          rooms=1, open=1, nonce=nonce)),
                                 self.getsockname())
                return super().sendto(data, addr)
        monkeypatch.setattr(discovery.socket, "socket", Sniffed)
        found = discover(LOCAL, server.discovery_port, timeout=1.0, max_replies=8)
        monkeypatch.undo()
        assert [(f["host"], f["port"]) for f in found] == [(LOCAL, server.port)], found[:3]
    finally:
        monkeypatch.undo()
        server.stop()


def test_every_confirmed_answer_is_listed_and_no_flood_of_forgeries_hides_the_relay(
        monkeypatch, udp_at):
    """Issue 52 §3: before the relay's own answer, each round, 1,100 forged addresses
    answer the broadcast query (and never a question) and 300 more answer both: the
    search asked only its first 1,024 candidates and listed 256 at most, so the relay
    was hidden. Now every confirmed machine is listed, the relay among them, and none of
    the forgeries."""
    import selectors
    import threading

    from luna.net.wire import discovery
    from luna.net.wire.framing import decode, pack
    from luna.net.wire.protocol import msg

    def bound(n: int, first: int) -> list[socket.socket]:
        return [udp_at(f"127.0.{first + i // 250}.{1 + i % 250}") for i in range(n)]
    server = RelayServer(LOCAL, 0, name="Anna's table", discovery_port=0)
    server.start_in_thread()
    silent, answering = [], []
    stop = threading.Event()
    try:
        silent, answering = bound(1100, 3), bound(300, 10)

        watch = selectors.DefaultSelector()
        for s in answering:
            watch.register(s, selectors.EVENT_READ)

        def answer_questions() -> None:         # machines that do receive at their address
            while not stop.is_set():
                for key, _ in watch.select(0.05):
                    s = key.fileobj
                    query, who = s.recvfrom(2048)
                    s.sendto(pack(msg("relay", name="Bob", port=2000, rooms=0, open=0,
                                      nonce=decode(query)["nonce"])), who)
        threading.Thread(target=answer_questions, daemon=True).start()
        real = socket.socket

        class Sniffed(real):
            """The search's socket, as a LAN machine sees its broadcast: the forged
            answers are there before each query even reaches the relay."""
            def sendto(self, data, addr):
                if addr == (LOCAL, server.discovery_port) and \
                        decode(data)["nonce"] != getattr(self, "asked", None):
                    if not getattr(self, "seen", False):
                        self.seen = True
                        self.bind(("", 0))       # (its port, before the query leaves)
                    self.asked = decode(data)["nonce"]
                    for k, f in enumerate(silent + answering):
                        f.sendto(pack(msg("relay", name=f"Table {k}", port=1000,
                                          rooms=1, open=1, nonce=self.asked)),
                                 self.getsockname())
                return super().sendto(data, addr)
        monkeypatch.setattr(discovery.socket, "socket", Sniffed)
        found = discover(LOCAL, server.discovery_port, timeout=1.5)
        monkeypatch.undo()
        ours = [f for f in found if f["host"] == LOCAL]
        assert [f["port"] for f in ours] == [server.port], found[:3]
        assert sorted(f["host"] for f in found if f["host"] != LOCAL) == sorted(
            s.getsockname()[0] for s in answering)
    finally:
        monkeypatch.undo()
        stop.set()
        server.stop()


def test_a_forged_answer_from_the_relays_own_address_hides_it_in_no_round(monkeypatch):
    """An answer whose source is the relay's own address but another port (a LAN
    machine forging the relay's address, which never reads the question sent back to
    that port) came first each round: the search took the address as asked, dropped the
    relay's own answer, and never listed it. A candidate is an address and a port."""
    from luna.net.wire import discovery
    from luna.net.wire.framing import decode, pack
    from luna.net.wire.protocol import msg
    server = RelayServer(LOCAL, 0, name="Anna's table", discovery_port=0)
    server.start_in_thread()
    forger = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    forger.bind((LOCAL, 0))             # the relay's address, another port: no answers
    try:
        real = socket.socket

        class Sniffed(real):
            """The search's socket: each broadcast query is answered by the forger
            before it reaches the relay."""
            def sendto(self, data, addr):
                nonce = decode(data)["nonce"]
                if not getattr(self, "seen", None):
                    self.seen = nonce               # the broadcast's (a LAN reads it)
                    self.bind(("", 0))
                if nonce == self.seen:
                    forger.sendto(pack(msg("relay", name="Mallory", port=1000, rooms=1,
                                           open=1, nonce=nonce)), self.getsockname())
                return super().sendto(data, addr)
        monkeypatch.setattr(discovery.socket, "socket", Sniffed)
        found = discover(LOCAL, server.discovery_port, timeout=0.6)
        monkeypatch.undo()
        assert [(f["host"], f["port"], f["name"]) for f in found] == [
            (LOCAL, server.port, "Anna's table")], found
    finally:
        monkeypatch.undo()
        forger.close()
        server.stop()


def test_a_flood_of_queries_walks_the_relays_tables_once_a_second(monkeypatch, udp_at):
    """Each discovery answer counted the open seats of every table: with thousands of
    tables a query cost the relay's only thread milliseconds, and the 1,000 answers a
    second anyone may ask for (from forged addresses: UDP) took all of it. The counts
    an answer gives are taken once a second at most."""
    from luna.net.relay.room import Room
    from luna.net.wire.discovery import padded_query
    counted = []
    real = Room.open_seats
    monkeypatch.setattr(Room, "open_seats", lambda self: counted.append(1) or real(self))
    server = RelayServer(LOCAL, 0, name="Anna's table", discovery_port=0)
    server.start_in_thread()
    senders = []
    try:
        def tables():
            for k in range(100):
                room = Room(f"t{k}", f"T{k}", players=2, seats=[{"kind": "lan"}] * 2)
                server.relay.rooms[room.id] = room
        server.call(tables)
        for i in range(4):
            s = udp_at(f"127.0.3.{i + 1}")
            s.settimeout(2.0)
            senders.append(s)
        start = len(counted)
        began = time.monotonic()
        answers = []
        for k in range(40):                # (10 a second from each address: all answered)
            s = senders[k % 4]
            s.sendto(padded_query(f"q{k:014d}"), (LOCAL, server.discovery_port))
            answers.append(decode(s.recvfrom(2048)[0]))
        seconds = time.monotonic() - began
        assert len(answers) == 40 and {a["rooms"] for a in answers} == {100}
        assert {a["open"] for a in answers} == {200}
        assert len(counted) - start <= 100 * (2 + int(seconds)), len(counted) - start
    finally:
        server.stop()
