"""What a client's network thread spends on each message a relay sends (not a test):
opening the sealed frame, decoding it, the checks, and queueing it for the window (the
fold into the game, in the window's thread, is not counted).

    python bench/client_inbox.py [--compare CHECKOUT] [--n 3000]

Messages: a `command` (a move), a `room` view of four seats, a `log` of a whole game
(~250 commands), a page of 16 tables. With --compare, the same in another checkout (a
child process imports that checkout's `luna`), one after the other, in one run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(os.environ.get("LUNA_BENCH_ROOT") or Path(__file__).resolve().parent.parent)
sys.path.insert(0, str(ROOT))

from netpaths import net_module  # noqa: E402


def messages() -> dict[str, dict]:
    from luna.ai import RandomPlayer
    from luna.engine import new_game
    msg = net_module("wire.protocol").msg
    g = new_game(players=4, seed=3)
    bot = RandomPlayer(1)
    while not g.is_over:
        g.apply(bot.choose(g))
    seats = [{"seat": k, "kind": "lan", "name": f"Player {k}", "colour": c, "ready": True,
              "claimed": True, "connected": True, "stand_in": None}
             for k, c in enumerate(("yellow", "red", "blue", "white"))]
    return {
        "command": msg("command", room="r1", seq=12, command=g.log[11], epoch=0),
        "room view": msg("room", room="r1", name="Anna's table", phase="playing", players=4,
                         setup="intro", seats=seats, host_connected=True, to_move=1,
                         seq=12, waiting_for=None, undo=None),
        f"log of {len(g.log)}": msg("log", start=1, commands=g.log, total=len(g.log)),
        "room list of 16": msg("room_list", name="Club", page=0, pages=1, rooms=[
            {"room": f"room{k}", "name": f"Table {k}", "phase": "lobby", "players": 4,
             "open_seats": 2, "names": ["Anna", "Bob", "", ""]} for k in range(16)]),
    }


class _Transport:
    def is_closing(self) -> bool:
        return False

    def write(self, data: bytes) -> None:
        pass

    def abort(self) -> None:
        pass


def measure(n: int) -> dict[str, float]:
    """Microseconds a message, the median of five runs of `n` each."""
    from luna.net import NetClient
    _Wire = net_module("client.link")._Wire
    encode = net_module("wire.framing").encode
    msg = net_module("wire.protocol").msg
    secure = net_module("wire.secure")
    Identity, RelaySide, accept = secure.Identity, secure.RelaySide, secure.accept
    side = RelaySide(Identity.fresh(), "benchrelay")
    share, mine = accept(msg("identity", **side.offer()))
    theirs = side.complete(share)
    out = {}
    for name, m in messages().items():
        body = encode(m)[4:]
        runs = []
        for _ in range(5):
            c = NetClient()
            wire = _Wire(c)
            wire.transport, wire.channel, wire.sealed = _Transport(), mine, True
            frames = []
            for _ in range(n):
                sealed = theirs.seal(body)
                frames.append(len(sealed).to_bytes(4, "big") + sealed)
            took = 0.0
            for f in frames:                 # the window reads each (not counted)
                t0 = time.perf_counter()
                wire.data_received(f)
                took += time.perf_counter() - t0
                assert c._inbox.get_nowait().get("type") == m["type"]
            runs.append(took / n * 1e6)
        out[name] = statistics.median(runs)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=3000, help="messages of each kind a run")
    ap.add_argument("--compare", metavar="CHECKOUT", help="the same with another checkout")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(repr(measure(args.n)))
        return
    rows = {"this checkout": measure(args.n)}
    if args.compare:
        got = subprocess.run([sys.executable, __file__, "--child", "--n", str(args.n)],
                             env=dict(os.environ, LUNA_BENCH_ROOT=args.compare),
                             capture_output=True, text=True, check=True)
        rows[args.compare] = eval(got.stdout.strip().splitlines()[-1])   # our own repr
    names = list(next(iter(rows.values())))
    print(f"{'µs a message':>22} " + " ".join(f"{n:>18}" for n in names))
    for who, got in rows.items():
        print(f"{who[-22:]:>22} " + " ".join(f"{got[n]:>18.1f}" for n in names))


if __name__ == "__main__":
    main()
