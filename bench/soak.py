"""LAN soak under attack (issue 9): four bot clients play a whole game on a relay while a
second process performs every attack of the issue, round after round. Not a test.

    python bench/soak.py [--level novice] [--seed 7]

Prints: whether the game finished, whether every client's log (and a late spectator's
copy of the relay's) is identical, the relay's RSS before and after, the round trip of a
ping through the relay (p50/p95) during the attacks, and what the attacker got back.
Everything targets 127.0.0.1; the attacker sends from 127.0.0.2 where the OS allows it
(the relay's per-address limits are the point), and every loop is bounded in time.
"""

from __future__ import annotations

import argparse
import json
import secrets
import socket
import struct
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from luna.engine import from_snapshot, new_game  # noqa: E402
from luna.net import NetClient  # noqa: E402
from luna.net.client.bot_client import BotClient  # noqa: E402
from luna.net.wire.discovery import padded_query  # noqa: E402
from luna.net.wire.framing import FrameReader, decode, encode, pack  # noqa: E402
from luna.net.wire.protocol import msg  # noqa: E402

LOCAL = "127.0.0.1"
ATTACKER = "127.0.0.2"


# -- the relay, in a child process with the default limits --------------------------------
def serve(port_file: str) -> None:
    import logging

    from luna.net import RelayServer
    logging.getLogger("luna.net").setLevel(logging.ERROR)    # the refusals are expected
    server = RelayServer(LOCAL, 0, discovery_port=0)
    port = server.start_in_thread()
    Path(port_file).write_text(f"{port} {server.discovery_port}")
    while server.running():
        time.sleep(0.5)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return -1


# -- the attacker, in another process ------------------------------------------------------
def lan_doc(room: str, names: list[str] | None = None, damage: bool = False) -> dict:
    g = new_game(players=3, seed=3, names=names)
    header = dict(g.header)
    if damage:
        snap = g.snapshot()
        header = dict(from_snapshot(snap).header)
        header["start"] = {**snap, "to_move": 1.5}
    seats = [{"kind": "lan", "seed": 0, "token_sha256": None} for _ in range(3)]
    return {"schema": 1, "header": header, "log": [],
            "lan": {"room": room, "name": "Soak", "host_sha256": None, "seats": seats}}


class Attacker:
    def __init__(self, port: int, udp: int, room: str) -> None:
        self.port, self.udp, self.room = port, udp, room
        self.got: Counter = Counter()
        self.source = ATTACKER
        try:
            with socket.socket() as s:
                s.bind((ATTACKER, 0))
        except OSError:
            self.source = LOCAL

    def sock(self) -> socket.socket:
        s = socket.socket()
        s.bind((self.source, 0))
        s.settimeout(1.0)
        s.connect((LOCAL, self.port))
        return s

    def drain(self, s: socket.socket, wait: float = 0.2) -> None:
        reader, end = FrameReader(), time.monotonic() + wait
        while time.monotonic() < end:
            s.settimeout(max(0.01, end - time.monotonic()))
            try:
                data = s.recv(65536)
            except (TimeoutError, OSError):
                break
            if not data:
                self.got["closed by the relay"] += 1
                break
            try:
                for body in reader.feed(data):
                    m = decode(body)
                    if m.get("type") == "error":
                        self.got[m.get("code")] += 1
            except Exception:
                break
        s.close()

    def send_all(self, frames: list[bytes], wait: float = 0.2) -> None:
        try:
            s = self.sock()
            for f in frames:
                s.sendall(f)
        except OSError:
            self.got["refused connection"] += 1
            return
        self.drain(s, wait)

    def one_round(self) -> None:
        # 1. a crafted start snapshot (to_move 1.5)
        self.send_all([encode(msg("create", name="M", save=lan_doc("crafted", damage=True)))])
        # 2. names the join path would refuse, brought in by a save
        self.send_all([encode(msg("create", name="M", save=lan_doc(
            "names", names=["\x1b[2J", "\u202eevil", "x" * 3000])))])
        # 3. room lists and discovery: pages and short, padded and long queries
        self.send_all([encode(msg("rooms", page=k)) for k in range(3)])
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as u:
            u.bind((self.source, 0))
            for k in range(20):
                u.sendto(pack(msg("discover", nonce="n")) if k % 2 else padded_query("q" * 16),
                         (LOCAL, self.udp))
        # 4. restore floods from 4 connections, resync floods, squatting, malformed fields
        threads = [threading.Thread(target=self.send_all, args=(
            [encode(msg("create", name="F", save=lan_doc(f"flood{k}")))] * 10, 0.3))
            for k in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.send_all([encode(msg("watch", room=self.room))] +
                      [encode(msg("resync"))] * 30, 0.5)
        for k in range(4):
            self.send_all([encode(msg("create", name=f"Squat{k}", players=2))])
        self.send_all([encode(m) for m in (
            msg("watch", room=self.room, tokens={"a": 1}), msg("join", proofs={"x": 1}),
            msg("hand_over", seat="x", level="adept"), msg("play", seq="x", command={}))])
        # 5. seat theft: forged and replayed proofs, tokens in the clear
        self.send_all([encode(msg("join", room=self.room, proofs=[secrets.token_hex(64)])),
                       encode(msg("join", room=self.room, tokens=["A" * 24]))])
        # 6. garbage, oversize frames, a connection flood
        self.send_all([b"GET / HTTP/1.1\r\nHost: luna\r\n\r\n"])
        self.send_all([struct.pack(">I", 1 << 20) + b"x" * 100])
        socks = []
        for _ in range(40):
            try:
                socks.append(self.sock())
            except OSError:
                self.got["refused connection"] += 1
        for s in socks:
            s.close()

    def trickle(self, stop: threading.Event) -> None:
        """A spectator that sends one byte of a never-ending frame a second, for ever."""
        while not stop.is_set():
            try:
                s = self.sock()
                s.sendall(encode(msg("watch", room=self.room)) + struct.pack(">I", 60_000))
                start = time.monotonic()
                while not stop.is_set():
                    s.sendall(b"x")
                    stop.wait(1.0)
                self.got["trickler lasted (s)"] = int(time.monotonic() - start)
            except OSError:
                self.got["trickler timed out"] += 1
            stop.wait(0.5)


def attack(port: int, udp: int, room: str, stop_file: str, limit: float) -> None:
    a = Attacker(port, udp, room)
    stop = threading.Event()
    t = threading.Thread(target=a.trickle, args=(stop,), daemon=True)
    t.start()
    rounds, end = 0, time.monotonic() + limit
    while not Path(stop_file).exists() and time.monotonic() < end:
        a.one_round()
        rounds += 1
    stop.set()
    print(json.dumps({"rounds": rounds, "source": a.source, "got": dict(a.got)}))


# -- the game, here ------------------------------------------------------------------------
class Paced:
    """A bot that thinks for `pace` seconds, so the game lasts while the attacks run."""

    def __init__(self, bot, pace: float) -> None:
        self.bot, self.pace = bot, pace

    def choose(self, game):
        time.sleep(self.pace)
        return self.bot.choose(game)


def paced(bot: BotClient, pace: float) -> BotClient:
    bot.bot = Paced(bot.bot, pace)
    return bot


def pinger(port: int, room: str, stop: threading.Event, out: list[float]) -> None:
    """A spectator that pings every 20 ms and keeps each round trip."""
    s = socket.create_connection((LOCAL, port), timeout=1.0)
    s.sendall(encode(msg("watch", room=room)))
    reader = FrameReader()
    while not stop.is_set():
        s.sendall(encode(msg("ping", t=time.perf_counter())))
        end = time.monotonic() + 2.0
        got = False
        while not got and time.monotonic() < end:
            try:
                data = s.recv(65536)
            except TimeoutError:
                continue
            for body in reader.feed(data):
                m = decode(body)
                if m.get("type") == "pong" and isinstance(m.get("t"), float):
                    out.append(time.perf_counter() - m["t"])
                    got = True
        stop.wait(0.02)
    s.close()


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="novice", help="the bots' level")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--pace", type=float, default=0.04, help="seconds a bot thinks a move")
    ap.add_argument("--serve", help=argparse.SUPPRESS)
    ap.add_argument("--attack", nargs=5, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.serve:
        serve(args.serve)
        return
    if args.attack:
        port, udp, room, stop_file, limit = args.attack
        attack(int(port), int(udp), room, stop_file, float(limit))
        return
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        port_file, stop_file = Path(tmp) / "port", Path(tmp) / "stop"
        relay = subprocess.Popen([sys.executable, __file__, "--serve", str(port_file)],
                                 cwd=ROOT)
        try:
            end = time.monotonic() + 20
            while not port_file.exists() or not port_file.read_text():
                if time.monotonic() > end or relay.poll() is not None:
                    raise SystemExit("the relay did not start")
                time.sleep(0.05)
            port, udp = map(int, port_file.read_text().split())
            seats = [{"kind": "local"}] + [{"kind": "lan"}] * 3
            host = paced(BotClient(LOCAL, port, "Host", level=args.level, seed=args.seed,
                                   create={"players": 4, "seats": seats, "seed": args.seed},
                                   auto_start=True, deadline=600), args.pace).start()
            end = time.monotonic() + 10
            while host.client.room is None and time.monotonic() < end:
                time.sleep(0.01)
            room = host.client.room
            time.sleep(0.5)
            rss_before = rss_kib(relay.pid)
            attacker = subprocess.Popen(
                [sys.executable, __file__, "--attack", str(port), str(udp), room,
                 str(stop_file), "600"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
            time.sleep(2.0)                                 # the attacks are under way
            rtts: list[float] = []
            stop = threading.Event()
            ping = threading.Thread(target=pinger, args=(port, room, stop, rtts), daemon=True)
            ping.start()
            t0 = time.monotonic()
            bots = [host] + [paced(BotClient(LOCAL, port, f"P{k}", level=args.level,
                                             seed=args.seed + k, room=room, seat=k,
                                             deadline=600), args.pace).start()
                             for k in (1, 2, 3)]
            for b in bots:
                b.join(600)
            played = time.monotonic() - t0
            stop.set()
            stop_file.write_text("stop")
            report = json.loads(attacker.communicate(timeout=120)[0].strip().splitlines()[-1])
            rss_after = rss_kib(relay.pid)
            late = NetClient(reconnect=False)
            late.connect(LOCAL, port, spectator=True, room=room)
            n = len(host.client.log)
            late.wait_for(lambda m: late.game is not None and len(late.log) >= n, 15)
            logs = [b.client.log for b in bots] + [late.log]
            finished = all(b.over for b in bots)
            same = all(log == logs[0] for log in logs)
            late.close()
            for b in bots:
                b.stop()
                b.client.close()
        finally:
            relay.terminate()
            relay.wait(10)
    print(f"soak: 4 {args.level} bots, one game, attacks from {report['source']} "
          f"({report['rounds']} rounds during {played:.1f} s of play)")
    print(f"  game finished:                {'yes' if finished else 'NO'} ({n} commands)")
    print(f"  logs identical (4 + relay):   {'yes' if same else 'NO'}")
    print(f"  relay RSS before / after:     {rss_before / 1024:.1f} MiB / "
          f"{rss_after / 1024:.1f} MiB")
    print(f"  ping round trip during attacks: p50 {pct(rtts, 0.5) * 1000:.2f} ms, "
          f"p95 {pct(rtts, 0.95) * 1000:.2f} ms ({len(rtts)} pings)")
    print("  the attacker got back:        " +
          ", ".join(f"{k} {v}" for k, v in sorted(report["got"].items())))


if __name__ == "__main__":
    main()
