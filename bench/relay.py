"""LAN relay benchmark: prints figures against the targets of issue 5 (not a test).

    python bench/relay.py [--games N] [--rounds N]
    python bench/relay.py --tables N [--seconds S] [--compare CHECKOUT]

Everything stays on 127.0.0.1. The relay runs in a child process pinned to one core; the
clients run here, on the other core where there is one.

1. round trip: a client sends a command; the time until all 4 clients (NetClient, each
   folding the command into its own engine) have applied it.
2. throughput: 8 games at once, 4 connections each, played from pre-computed logs by
   light clients that send the next command as soon as the previous one is broadcast
   (plus a snapshot hash every 8 commands, as real clients do). The relay checks every
   command with its engine. Its rate limit is raised for this, since the load is the point.
3. rejoin: a client with a seat token connects to a finished game and replays the whole
   log (connect, join, receive, replay), like a player coming back after a crash.
4. capacity (--tables N): `luna relay` as it ships (default limits, its own process
   pinned to one core) with N tables of 4 persons, each seat from its own 127.1.x.y
   address, each table a command every 1-3 s; the clients run in processes of their own
   on the other cores. Round trip p50/p95, the relay's CPU and memory per table.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

# --compare runs the relay of another checkout: the child is told where with this
ROOT = Path(os.environ.get("LUNA_BENCH_ROOT") or Path(__file__).resolve().parent.parent)
sys.path.insert(0, str(ROOT))

from netpaths import net_module  # noqa: E402

from luna.engine import new_game  # noqa: E402
from luna.net import NetClient  # noqa: E402

_framing, _protocol = net_module("wire.framing"), net_module("wire.protocol")
FrameReader, decode, encode = _framing.FrameReader, _framing.decode, _framing.encode
snapshot_hash = net_module("wire.hashing").snapshot_hash
HASH_EVERY, msg = _protocol.HASH_EVERY, _protocol.msg

LOCAL = "127.0.0.1"


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def cpus() -> list[int]:
    return sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []


# -- the relay, in a child process --------------------------------------------------------
def serve(port_file: str) -> None:
    """Child: a relay with the rate limit raised, its port written to `port_file`. Its
    computers think as the command-line relay of that checkout has them think."""
    import inspect

    from luna.net import Limits, RelayServer
    raised = dict(rate=1e6, burst=1e6, max_connections=2048, max_rooms=1024)
    # the per-address limits (issue 9) would stop a benchmark that runs every client from
    # one address; they are raised too where this relay has them
    for key, value in (("rooms_per_address", 1024), ("lobbies_per_address", 1024),
                       ("connections_per_address", 4096),
                       ("heavy_rate", 1e6), ("heavy_burst", 1e6), ("handshake_rate", 1e6),
                       ("handshake_burst", 1e6)):
        if hasattr(Limits, key):
            raised[key] = value
    for key, value in (("lobby_seats_per_address", 4096), ("remembered_per_address", 1 << 20),
                       ("remembered_games", 1 << 20), ("address_work_rate", 1e12),
                       ("address_work_burst", 1e12), ("started_seats_per_address", 1 << 20),
                       ("refusal_burst", 1e6)):
        if hasattr(Limits, key):
            raised[key] = value
    pooled = "bot_count" in inspect.signature(RelayServer).parameters
    key = os.environ.get("LUNA_BENCH_KEY")         # --memory: its memory of games kept
    server = RelayServer(LOCAL, 0, limits=Limits(**raised),
                         **({"bot_workers": "process"} if pooled else {}),
                         **({"identity": key} if key else {}))
    port = server.start_in_thread()
    Path(port_file).write_text(str(port))
    while server.running():
        time.sleep(0.5)


def start_relay(tmp: Path, checkout: Path = ROOT, pin: bool = True, key: Path | None = None
                ) -> tuple[subprocess.Popen, int]:
    port_file = tmp / "port"
    proc = subprocess.Popen([sys.executable, __file__, "--serve", str(port_file)], cwd=checkout,
                            env={**os.environ, "LUNA_BENCH_ROOT": str(checkout),
                                 **({"LUNA_BENCH_KEY": str(key)} if key else {})})
    end = time.monotonic() + 20
    while not port_file.exists() or not port_file.read_text():
        if time.monotonic() > end or proc.poll() is not None:
            raise SystemExit("the relay did not start")
        time.sleep(0.05)
    cores = cpus()
    if len(cores) >= 2 and pin:
        os.sched_setaffinity(proc.pid, {cores[0]})
        os.sched_setaffinity(0, set(cores[1:]))
    return proc, int(port_file.read_text())


def cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


# -- 1. round trip ----------------------------------------------------------------------------
def table(port: int, seed: int) -> list[NetClient]:
    """Four NetClients seated in one room (host on seat 0), game started."""
    wake = threading.Event()
    clients = [NetClient() for _ in range(4)]
    for c in clients:
        c.on_message = wake.set
        c.connect(LOCAL, port)
    host = clients[0]
    host.create("Host", players=4, seed=seed, setup="intro")
    host.wait_for("created")
    for k, c in enumerate(clients[1:], 1):
        c.join(host.room, f"P{k}", seat=k)
        c.wait_for("joined")
        c.ready(k)
    host.wait_for(lambda m: m["type"] == "room" and all(s["ready"] for s in m["seats"]))
    host.start()
    for c in clients:
        c.wait_for("game")
    return clients


def round_trips(port: int, games: int) -> tuple[list[float], list[NetClient]]:
    times: list[float] = []
    last: list[NetClient] = []
    for g in range(games):
        clients = table(port, seed=100 + g)
        rng = random.Random(g)
        wake = threading.Event()
        for c in clients:
            c.on_message = wake.set
        end = time.monotonic() + 60
        while not clients[0].game.is_over and time.monotonic() < end:
            game = clients[0].game
            k = game.to_move
            cmd = rng.choice(game.legal())
            n = len(game.log)
            wake.clear()
            t0 = time.perf_counter()
            clients[k].play(cmd)
            waiting = set(range(4))
            while waiting and time.monotonic() < end:
                wake.wait(0.5)
                wake.clear()
                for j in list(waiting):
                    clients[j].poll()
                    if len(clients[j].log) > n:
                        waiting.discard(j)
            times.append(time.perf_counter() - t0)
        for c in (last if last else []):
            c.close()
        last = clients
    return times, last


# -- 2. throughput ----------------------------------------------------------------------------
def played_log(seed: int, players: int = 4) -> tuple[list[dict], dict[int, str]]:
    g = new_game(players=players, seed=seed, setup="intro",
                 names=["Host", "P1", "P2", "P3"][:players])
    rng = random.Random(seed)
    hashes = {}
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
        n = len(g.log)
        if n % HASH_EVERY == 0 or g.is_over:
            hashes[n] = snapshot_hash(g)
    return g.log, hashes


class LoadClient(asyncio.Protocol):
    """Plays its seat of a pre-computed log as fast as the relay broadcasts (`pause`: that
    many seconds after the command before its turn, as a person would). Speaks to a relay
    with a sealed channel (identity first) and to an older one in the clear, so the
    figures of two checkouts come from the same clients (--compare)."""

    def __init__(self, seat: int, log: list[dict], hashes: dict[int, str],
                 pause: float | tuple[float, float] = 0.0, times: list | None = None
                 ) -> None:
        self.seat, self.log, self.hashes = seat, log, hashes
        self.reader = FrameReader(1 << 20)
        self.n = 0
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.done = asyncio.get_running_loop().create_future()
        self.transport: asyncio.Transport | None = None
        self.channel = None
        self.waiting: list[bytes] = []
        self.pause, self.times, self.sent_at = pause, times, None

    def connection_made(self, transport) -> None:
        self.transport = transport
        asyncio.get_running_loop().call_later(5.0, self._ping)

    def _ping(self) -> None:
        """As every client does: a relay closes a connection silent for 20 s."""
        if self.transport is not None and not self.transport.is_closing():
            self.send(msg("ping"))
            asyncio.get_running_loop().call_later(5.0, self._ping)

    def send(self, m: dict) -> None:
        assert self.transport is not None
        frame = encode(m)
        if self.channel is None and self.waiting is not None:
            self.waiting.append(frame)          # until the relay's identity (if any)
            return
        if self.channel is not None:
            body = self.channel.seal(frame[4:])
            frame = len(body).to_bytes(4, "big") + body
        self.transport.write(frame)

    def _first(self, m: dict) -> bool:
        """The relay's first message: its identity (set up the channel) or not (an older
        relay: clear frames)."""
        waiting, self.waiting = self.waiting, None
        if m["type"] == "identity":
            share, channel = net_module("wire.secure").accept(m)
            self.transport.write(encode(msg("key", share=share)))
            self.channel = channel
        for frame in waiting:
            if self.channel is not None:
                body = self.channel.seal(frame[4:])
                frame = len(body).to_bytes(4, "big") + body
            self.transport.write(frame)
        return m["type"] == "identity"

    def data_received(self, data: bytes) -> None:
        for body in self.reader.feed(data):
            if self.channel is not None:
                body = self.channel.open(body)
            m = decode(body)
            if self.waiting is None or not self._first(m):
                self.handle(m)

    def handle(self, m: dict) -> None:
        kind = m["type"]
        if kind == "command":
            self.n = m["seq"]
            if self.sent_at is not None and self.times is not None:
                self.times.append(time.perf_counter() - self.sent_at)
                self.sent_at = None
            if self.n in self.hashes:
                self.send(msg("hash", seq=self.n, sha=self.hashes[self.n]))
            self.next()
        elif kind == "game":
            self.n = m["total"]
            self.next()
        elif kind == "error":
            raise SystemExit(f"relay error: {m}")
        elif kind in ("hello", "pong"):
            pass
        else:
            self.inbox.put_nowait(m)

    def next(self) -> None:
        if self.n >= len(self.log):
            if not self.done.done():
                self.done.set_result(time.perf_counter())
        elif self.log[self.n]["player"] == self.seat:
            if self.pause:
                pause = random.uniform(*self.pause) if isinstance(self.pause, tuple) \
                    else self.pause
                asyncio.get_running_loop().call_later(pause, self._play, self.n)
            else:
                self._play(self.n)

    def _play(self, n: int) -> None:
        if n == self.n and self.transport is not None and not self.transport.is_closing():
            self.sent_at = time.perf_counter()
            self.send(msg("play", seq=n + 1, command=self.log[n]))

    async def expect(self, kind: str, test=lambda m: True, wait: float = 10.0) -> dict:
        while True:
            m = await asyncio.wait_for(self.inbox.get(), wait)
            if m["type"] == kind and test(m):
                return m


async def throughput(port: int, games: int) -> tuple[int, float]:
    loop = asyncio.get_running_loop()
    hosts, everyone = [], []
    for g in range(games):
        seed = 500 + g
        log, hashes = played_log(seed)
        seats = []
        for k in range(4):
            _, c = await loop.create_connection(
                lambda k=k, log=log, hashes=hashes: LoadClient(k, log, hashes), LOCAL, port)
            seats.append(c)
        host = seats[0]
        host.send(msg("create", name="Host", players=4, seed=seed, setup="intro"))
        room = (await host.expect("created"))["room"]
        for k, c in enumerate(seats[1:], 1):
            c.send(msg("join", room=room, name=f"P{k}", seat=k))
            await c.expect("joined")
            c.send(msg("ready", seat=k, ready=True))
        await host.expect("room", lambda m: all(s["ready"] for s in m["seats"]))
        hosts.append(host)
        everyone += seats
    total = sum(len(h.log) for h in hosts)
    t0 = time.perf_counter()
    for h in hosts:
        h.send(msg("start"))
    ends = await asyncio.wait_for(asyncio.gather(*(c.done for c in everyone)), 120)
    for c in everyone:
        c.transport.close()
    return total, max(ends) - t0


# -- 4. capacity: tables of persons, a command every few seconds --------------------------
def rss_mb(pid: int) -> float:
    """Resident memory of a process and its children (the computers' workers), in MB."""
    total = 0
    for p in [pid] + [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text()
                      .split()]:
        for line in Path(f"/proc/{p}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1])
    return total / 1024


async def seat_table(port: int, seed: int, pause, times: list, seats=None,
                     source: str | list[str] = LOCAL, players: int = 4,
                     game: tuple | None = None) -> list[LoadClient]:
    """A table of `players` LoadClients (persons) from `source` (or each seat from its
    own address of a list), started; each plays its seat of a pre-computed game (`game`:
    its log and hashes) `pause` seconds after the command before its turn."""
    loop = asyncio.get_running_loop()
    log, hashes = game or played_log(seed, players)
    clients = []
    for k in range(players):
        _, c = await loop.create_connection(
            lambda k=k: LoadClient(k, log, hashes, pause, times), LOCAL, port,
            local_addr=(source[k] if isinstance(source, list) else source, 0))
        clients.append(c)
    host = clients[0]
    host.send(msg("create", name="Host", players=players, seed=seed, setup="intro",
                  seats=[{"kind": "local"}] + [{"kind": "lan"}] * (players - 1)))
    # (a relay setting up a thousand tables on a busy machine may take a while)
    room = (await host.expect("created", wait=120))["room"]
    for k, c in enumerate(clients[1:], 1):
        c.send(msg("join", room=room, name=f"P{k}", seat=k))
        await c.expect("joined", wait=120)
        c.send(msg("ready", seat=k, ready=True))
    await host.expect("room", lambda m: all(s["ready"] for s in m["seats"]), wait=120)
    host.send(msg("start"))
    return clients


def address(i: int) -> str:
    """The i-th client address of the capacity bench (127.1.x.y: each connection its
    own machine, so the shipped per-address limits hold as they are)."""
    return f"127.1.{i // 250}.{1 + i % 250}"


def raise_fds() -> int:
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


async def load_tables(port: int, first: int, count: int, pause: tuple[float, float],
                      seconds: float) -> None:
    """A client process of the capacity bench: tables first..first+count-1 (each seat
    from its own address), set up a few at a time; "ready" on stdout, then the round
    trips of `seconds` from the next line on stdin, as JSON."""
    import json
    raise_fds()
    games = [played_log(900 + t % 50) for t in range(min(count, 50))]
    times: list[float] = []
    everyone: list[LoadClient] = []
    gate = asyncio.Semaphore(16)

    async def one(t: int) -> None:
        async with gate:
            everyone.extend(await seat_table(
                port, 900 + t % 50, pause, times, source=[address(4 * t + k) for k in range(4)],
                game=games[(t - first) % len(games)]))
    await asyncio.gather(*(one(t) for t in range(first, first + count)))
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    times.clear()
    await asyncio.sleep(seconds)
    print(json.dumps(times), flush=True)
    for c in everyone:
        c.transport.close()


def start_shipped(tmp: Path, checkout: Path) -> tuple[subprocess.Popen, int, str]:
    """`main.py relay` of `checkout` as it ships (default limits, a key in `tmp`), on
    127.0.0.1, pinned to the first core; its port and what it said of its tables."""
    import queue
    import re
    proc = subprocess.Popen([sys.executable, "main.py", "relay", "--port", "0", "--host",
                             LOCAL, "--no-discovery", "--key", str(tmp / "key"), "--quiet"],
                            cwd=checkout, stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "LUNA_SAVE_DIR": str(tmp)})
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in proc.stdout],
                     daemon=True).start()
    said = []
    while len(said) < 3:                  # (an older relay says two lines)
        try:
            said.append(lines.get(timeout=5.0 if said else 30.0))
        except queue.Empty:
            break
    port = re.search(r":(\d+)\. Ctrl", said[0] if said else "")
    if port is None:
        raise SystemExit(f"the relay did not start: {said}")
    cores = cpus()
    if len(cores) >= 2:
        os.sched_setaffinity(proc.pid, {cores[0]})
    return proc, int(port.group(1)), "".join(said[2:]).strip()


def children(pid: int) -> list[int]:
    return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def run_capacity(args, checkout: Path) -> None:
    """--tables N: the shipped relay, N tables of 4 persons from 4N addresses, each table
    a command every 1-3 s (--pause LOW HIGH), the clients in processes of their own on
    the other cores; round trips, the relay's CPU and memory per table."""
    import json
    import tempfile
    raise_fds()
    workers = max(1, min(8, -(-args.tables // 250)))
    with tempfile.TemporaryDirectory() as tmp:
        proc, port, said = start_shipped(Path(tmp), checkout)
        loads, times = [], []
        try:
            time.sleep(3.0)
            idle = rss_mb(proc.pid)
            cores = cpus()
            per = -(-args.tables // workers)
            for w in range(workers):
                first, count = w * per, min(per, args.tables - w * per)
                loads.append(subprocess.Popen(
                    [sys.executable, __file__, "--load-tables", str(port), str(first),
                     str(count), str(args.pause[0]), str(args.pause[1]), str(args.seconds)],
                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                    env={**os.environ, "LUNA_BENCH_ROOT": str(ROOT)}))
                if len(cores) >= 2:
                    os.sched_setaffinity(loads[-1].pid, set(cores[1:]))
            for p in loads:
                if p.stdout.readline().strip() != "ready":
                    raise SystemExit("a client process did not set up its tables")
            setup = cpu_seconds(proc.pid)
            time.sleep(2.0)                  # (the first commands are not counted)
            load0 = os.getloadavg()
            cpu0, t0 = cpu_seconds(proc.pid), time.monotonic()
            for p in loads:
                p.stdin.write("go\n")
                p.stdin.flush()
            for p in loads:
                times += json.loads(p.stdout.readline())
            cpu1, t1 = cpu_seconds(proc.pid), time.monotonic()
            full, load1 = rss_mb(proc.pid), os.getloadavg()
        finally:
            for p in loads:
                p.kill()
                p.wait()
            proc.terminate()
            try:
                proc.wait(60)       # (it tells every table it closes: a while, when busy)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    ms = [t * 1000 for t in times] or [float("nan")]
    span = t1 - t0
    core = (cpu1 - cpu0) / span
    print(f"{checkout}: `luna relay` as shipped ({said or 'says nothing of its tables'}), "
          f"{args.tables} tables of 4 persons from {4 * args.tables} addresses, a command "
          f"each {args.pause[0]:g}-{args.pause[1]:g} s a table, {span:.0f} s, relay pinned "
          f"to one core, {workers} client processes; load average {load0[0]:.1f} -> "
          f"{load1[0]:.1f}")
    print(f"  round trip (command to its broadcast back): p50 {statistics.median(ms):.1f} ms,"
          f" p95 {pct(ms, 0.95):.1f} ms, max {max(ms):.1f} ms   (p95 target <= 100 ms; "
          f"{len(times)} commands, {len(times) / span:.0f}/s)")
    print(f"  relay CPU {core * 100:.1f} % of a core: {core / args.tables * 1e6:.0f} us a "
          f"second a table, {(cpu1 - cpu0) / max(1, len(times)) * 1e6:.0f} us a command "
          f"(pings and hashes included)")
    print(f"  relay CPU to seat them all (4 handshakes, a create, 3 joins a table): "
          f"{setup:.1f} s")
    print(f"  relay memory {idle:.1f} MB idle, {full:.1f} MB with the tables: "
          f"{(full - idle) / args.tables * 1024:.0f} KB a table")


# -- 5. computers of other tables ------------------------------------------------------------
class EngineClient(LoadClient):
    """A person who plays random legal moves at a table with a computer, and notes how long
    each computer move took after the person's own came back (its wait and think)."""

    def __init__(self, seed: int, waits: list) -> None:
        super().__init__(0, [], {})
        self.rng, self.waits, self.game, self.since = random.Random(seed), waits, None, None

    def handle(self, m: dict) -> None:
        if m["type"] == "game":
            from luna.engine import replay
            self.game = replay(m["header"], [])
            self._move()
        elif m["type"] == "command" and self.game is not None:
            self.game.apply(m["command"])
            if m["command"]["player"] != 0 and self.since is not None:
                self.waits.append(time.perf_counter() - self.since)
            self.since = None
            self._move()
        elif m["type"] == "error":
            raise SystemExit(f"relay error: {m}")
        elif m["type"] not in ("hello", "pong", "log"):
            self.inbox.put_nowait(m)

    def _move(self) -> None:
        g = self.game
        if g.is_over:
            return
        if g.to_move == 0:
            self.send(msg("play", seq=len(g.log) + 1, command=self.rng.choice(g.legal())))
        else:
            self.since = time.perf_counter()


async def others_bots(port: int, addresses: int, seconds: float) -> dict:
    """A table of persons and a table of a person with an Adept, first alone, then while
    `addresses` other addresses (127.0.0.2...) keep 3 rooms of four Masters each going."""
    loop = asyncio.get_running_loop()

    async def measure() -> tuple[list[float], list[float]]:
        times: list[float] = []
        waits: list[float] = []
        persons = await seat_table(port, 77, 0.2, times, source="127.0.1.1", players=2)
        _, honest = await loop.create_connection(lambda: EngineClient(5, waits), LOCAL, port,
                                                 local_addr=("127.0.1.2", 0))
        honest.send(msg("create", name="Honest", players=2, seed=9, setup="intro",
                        seats=[{"kind": "local"}, {"kind": "adept"}]))
        await honest.expect("created")
        honest.send(msg("start"))
        await asyncio.sleep(seconds)
        for c in persons + [honest]:
            c.transport.close()
        return times, waits

    alone = await measure()
    crowd = []
    for a in range(addresses):
        for r in range(3):
            _, c = await loop.create_connection(
                lambda: LoadClient(-1, [], {}), LOCAL, port, local_addr=(f"127.0.2.{a + 1}", 0))
            c.send(msg("create", name=f"Bots{a}", players=4, seed=r, setup="intro",
                       seats=[{"kind": "master"}] * 4))
            await c.expect("created")
            c.send(msg("start"))
            crowd.append(c)
    await asyncio.sleep(3.0)
    busy = await measure()
    for c in crowd:
        c.transport.close()
    return {"alone": alone, "busy": busy}


# -- 3. rejoin ----------------------------------------------------------------------------------
def rejoins(port: int, seated: NetClient, times: int) -> list[float]:
    out = []
    tokens, room = dict(seated.tokens), seated.room
    total = len(seated.log)
    seated.close()
    for _ in range(times):
        t0 = time.perf_counter()
        c = NetClient(reconnect=False)
        c.tokens, c.room = dict(tokens), room
        c.connect(LOCAL, port)
        c.rejoin()
        c.wait_for(lambda m, c=c: m["type"] == "log" and len(c.log) == total, timeout=10)
        out.append(time.perf_counter() - t0)
        c.close()
    return out


def run_idle(args, checkout: Path) -> None:
    """--idle: `luna relay` as shipped, started and left alone 3 s: its memory and its
    children's (computers' workers, or what tracks them)."""
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        proc, _, _ = start_shipped(Path(tmp), checkout)
        try:
            time.sleep(3.0)
            mb, kids = rss_mb(proc.pid), children(proc.pid)
        finally:
            proc.terminate()
            proc.wait(60)
    print(f"{checkout}: `luna relay` idle 3 s: {mb:.1f} MB with its {len(kids)} child "
          f"process(es)")


def hash_cost() -> float:
    """µs of this checkout's snapshot_hash of a position 80 commands into a game (the
    relay hashes its game every HASH_EVERY commands); the least of 5 runs of 100."""
    import timeit
    game = new_game(players=4, seed=3, setup="intro", names=["a", "b", "c", "d"])
    rng = random.Random(1)
    for _ in range(80):
        game.apply(rng.choice(game.legal()))
    return min(timeit.repeat(lambda: snapshot_hash(game), number=100, repeat=5)) * 1e4


def run_hash(args, checkout: Path) -> None:
    out = subprocess.run([sys.executable, __file__, "--hash-cost"], cwd=checkout,
                         capture_output=True, text=True,
                         env={**os.environ, "LUNA_BENCH_ROOT": str(checkout)})
    print(f"{checkout}: a position's hash (80 commands in) {out.stdout.strip()} us, "
          f"every {HASH_EVERY} commands")


def run_memory(args, checkout: Path) -> None:
    """Throughput of a relay with a key file, so it keeps its memory of games (relay
    memory.py): what writing it costs per command, and how big the files grow."""
    import tempfile
    for keep in (False, True):
        with tempfile.TemporaryDirectory() as tmp:
            key = Path(tmp) / "relay-key"
            proc, port = start_relay(Path(tmp), checkout, key=key if keep else None)
            best, cpu = 0.0, float("nan")
            try:
                for _ in range(args.rounds):
                    before = cpu_seconds(proc.pid)
                    n, secs = asyncio.run(throughput(port, 8))
                    after = cpu_seconds(proc.pid)
                    best = max(best, n / secs)
                    if before is not None and after is not None:   # (the least: others'
                        cpu = min(cpu, (after - before) / n) if cpu == cpu else \
                            (after - before) / n                      # work inflates it)
            finally:
                proc.terminate()
                proc.wait(10)
            size = sum(f.stat().st_size for f in Path(tmp).glob("relay-key.games*"))
        print(f"{checkout}: {'memory of games kept' if keep else 'no key file, no memory'}: "
              f"{best:.0f} cmd/s (8 games, best of {args.rounds}), relay CPU "
              f"{cpu * 1e6:.0f} us a command (least of {args.rounds})"
              + (f", files {size} bytes" if keep else ""))


def run_bots(args, checkout: Path) -> None:
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        proc, port = start_relay(Path(tmp), checkout, pin=False)
        try:
            got = asyncio.run(others_bots(port, args.bots, args.seconds))
        finally:
            proc.terminate()
            proc.wait(10)
    (rt0, w0), (rt1, w1) = got["alone"], got["busy"]
    ms0, ms1 = [t * 1000 for t in rt0], [t * 1000 for t in rt1]
    print(f"{checkout}: a table of persons and a person with an Adept, alone and beside "
          f"{args.bots} address(es) x 3 rooms of four Masters ({args.seconds:g} s each)")
    med0, med1 = statistics.median(ms0), statistics.median(ms1)
    print(f"  persons' round trip median {med0:.1f} -> {med1:.1f} ms ({med1 / med0:.2f}x),"
          f" p95 {pct(ms0, 0.95):.1f} -> {pct(ms1, 0.95):.1f} ms "
          f"({pct(ms1, 0.95) / pct(ms0, 0.95):.2f}x)   (target <= 1.5x)")
    if w0 and w1:
        print(f"  the Adept's move after the person's: median {statistics.median(w0):.3f} -> "
              f"{statistics.median(w1):.3f} s, max {max(w0):.3f} -> {max(w1):.3f} s "
              f"({len(w1)} moves)   (target <= 2 s)")
    else:
        print(f"  the Adept moved {len(w0)} times alone, {len(w1)} times beside the Masters")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3, help="games for the round trip")
    ap.add_argument("--rounds", type=int, default=3, help="throughput runs (best is shown)")
    ap.add_argument("--tables", type=int, help="capacity: this many tables of 4 persons")
    ap.add_argument("--pause", type=float, nargs=2, default=(1.0, 3.0),
                    metavar=("LOW", "HIGH"), help="capacity: seconds between a table's "
                    "commands, drawn between LOW and HIGH (default 1 3)")
    ap.add_argument("--bots", type=int, metavar="ADDRESSES",
                    help="others' computers: this many addresses with 3 rooms of Masters")
    ap.add_argument("--seconds", type=float, default=20.0, help="how long each is measured")
    ap.add_argument("--compare", metavar="CHECKOUT", help="the same with another checkout's "
                    "relay first (--tables, --bots and --memory)")
    ap.add_argument("--memory", action="store_true", help="the cost of the relay's memory of "
                    "games: throughput without and with a key file (--compare: before/after)")
    ap.add_argument("--idle", action="store_true", help="the memory of `luna relay` left "
                    "idle 3 s (--compare: before/after)")
    ap.add_argument("--hash", action="store_true", help="the cost of a position's hash "
                    "(--compare: before/after)")
    ap.add_argument("--hash-cost", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--serve", help=argparse.SUPPRESS)
    ap.add_argument("--load-tables", nargs=6, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.serve:
        serve(args.serve)
        return
    if args.load_tables:
        port, first, count, low, high, seconds = args.load_tables
        asyncio.run(load_tables(int(port), int(first), int(count),
                                (float(low), float(high)), float(seconds)))
        return
    if args.hash_cost:
        print(f"{hash_cost():.0f}")
        return
    if args.tables or args.bots or args.memory or args.idle or args.hash:
        for checkout in ([Path(args.compare).resolve()] if args.compare else []) + [ROOT]:
            if args.hash:
                run_hash(args, checkout)
            if args.idle:
                run_idle(args, checkout)
            if args.memory:
                run_memory(args, checkout)
            if args.tables:
                run_capacity(args, checkout)
            if args.bots:
                run_bots(args, checkout)
        return
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        proc, port = start_relay(Path(tmp))
        try:
            rt, clients = round_trips(port, args.games)
            full = len(clients[3].log)
            rj = rejoins(port, clients[3], 20)
            for c in clients[:3]:
                c.close()
            best = 0.0
            cpu_per_cmd = None
            for _ in range(args.rounds):
                before = cpu_seconds(proc.pid)
                n, secs = asyncio.run(throughput(port, 8))
                after = cpu_seconds(proc.pid)
                if n / secs > best:
                    best = n / secs
                    if before is not None and after is not None:
                        cpu_per_cmd = (after - before) / n
        finally:
            proc.terminate()
            proc.wait(10)
    ms = [t * 1000 for t in rt]
    print(f"relay benchmark (loopback, relay pinned to one core, Python "
          f"{sys.version.split()[0]})")
    print(f"{'measure':<58} {'figure':>12}   target")
    print(f"{'round trip client -> relay -> 4 clients applied, median':<58} "
          f"{statistics.median(ms):>9.2f} ms   <= 5 ms   ({len(ms)} commands)")
    print(f"{'the same, 95th percentile':<58} {pct(ms, 0.95):>9.2f} ms   <= 15 ms")
    print(f"{'relay throughput, 8 concurrent games':<58} {best:>7.0f} cmd/s   >= 2,000/s")
    if cpu_per_cmd is not None:
        print(f"{'  relay CPU per command (all work: engine, fan-out, hashes)':<58} "
              f"{cpu_per_cmd * 1e6:>9.0f} us")
    print(f"{'rejoin with a full-game log (' + str(full) + ' commands), median':<58} "
          f"{statistics.median(rj) * 1000:>9.1f} ms   <= 200 ms")
    print(f"{'  the same, slowest of ' + str(len(rj)):<58} {max(rj) * 1000:>9.1f} ms")


if __name__ == "__main__":
    main()
