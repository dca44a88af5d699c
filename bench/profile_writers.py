"""Windows finishing games at once: how many games are kept aside (the database busy past
its bound) instead of written, and how long a write waited for its turn.

    nice python bench/profile_writers.py [--rounds 20 --busy 0.5 --folder FOLDER]
    nice python bench/profile_writers.py --compare /work/main

Each round starts eight processes on a new folder (on `--folder`'s disk: a disk's fsync,
not memory's) that record five finished games each for one person at once, as eight
windows would (tests/saves/test_profiles.py's eight windows). `--busy` scales down the
bound a write waits (database.BUSY_SECONDS, 5 s as shipped) so that a loaded machine
shows in minutes what a slower one shows at 5 s. Prints the games kept of all written,
the longest wait for the lock and the longest hold of it. `--compare` measures another
checkout and this one in turns in one run.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WINDOWS, GAMES = 8, 5
FINAL = {"scores": [80, 62], "winner": 0, "breakdown": []}


def _window(folder: str, first: int, start, out) -> None:
    from luna.engine import new_game
    from luna.profiles import database, finished, record
    waited = held = 0.0
    plain = database.transaction

    @contextmanager
    def timed(conn):
        nonlocal waited, held
        t0 = time.monotonic()
        with plain(conn):
            t1 = time.monotonic()
            waited = max(waited, t1 - t0)
            yield
        held = max(held, time.monotonic() - t1)

    database.transaction = timed
    header = new_game(players=2, seed=4, seats=[{"kind": "human"},
                                                {"kind": "adept", "seed": 3}]).header
    start.wait()
    kept = sum(not record(Path(folder), "Ann", finished(header, [k], FINAL, 0,
                                                         "2026-11-27")).written
               for k in range(first, first + GAMES))
    out.put((kept, waited, held))


def measure(rounds: int, busy: float, where: str) -> dict:
    from luna.profiles import database
    database.BUSY_SECONDS = busy
    mp = multiprocessing.get_context("fork")
    kept, waited, held = 0, 0.0, 0.0
    for _ in range(rounds):
        with tempfile.TemporaryDirectory(dir=where) as folder:
            start, out = mp.Event(), mp.Queue()
            ws = [mp.Process(target=_window, args=(folder, w * GAMES, start, out))
                  for w in range(WINDOWS)]
            for w in ws:
                w.start()
            start.set()
            for k, w_, h in (out.get(timeout=300) for _ in ws):
                kept, waited, held = kept + k, max(waited, w_), max(held, h)
            for w in ws:
                w.join(60)
    return {"games": rounds * WINDOWS * GAMES, "kept": kept, "longest_wait": waited,
            "longest_hold": held}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--busy", type=float, default=0.5, help="the wait's bound, s")
    ap.add_argument("--folder", default=tempfile.gettempdir(), help="where the folders go")
    ap.add_argument("--compare", metavar="OTHER", help="measure OTHER and this in turns")
    ap.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measure:
        print(json.dumps(measure(args.rounds, args.busy, args.folder)))
        return
    roots = [("before", Path(args.compare).resolve())] if args.compare else []
    roots.append(("after" if args.compare else "this", ROOT))
    print(f"{WINDOWS} windows x {GAMES} games, {args.rounds} rounds, bound {args.busy} s, "
          f"folders in {args.folder}, load {os.getloadavg()[0]:.1f}")
    for name, root in roots:
        env = {**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
        done = subprocess.run([sys.executable, __file__, "--measure", "--rounds",
                               str(args.rounds), "--busy", str(args.busy), "--folder",
                               args.folder], cwd=root, env=env, capture_output=True,
                              text=True, check=True)
        got = json.loads(done.stdout.strip().splitlines()[-1])
        print(f"{name:6s} {got['kept']:4d} of {got['games']} games kept aside; longest "
              f"wait {got['longest_wait']:.2f} s, longest hold {got['longest_hold']:.2f} s")


if __name__ == "__main__":
    main()
