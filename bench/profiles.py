"""The Profiles screen against many profiles: its time and memory to open.

    python bench/profiles.py [--people 1000 --games 2000]
    python bench/profiles.py --compare /work/main [--old-people 100]

Builds PEOPLE profiles of GAMES games each in a temporary folder (this checkout: the
database, profiles.sqlite3, written in bulk) and measures, each in a process of its own
(SDL's dummy video driver): the query the screen runs (`listing` and the shown profile
read whole), the screen built (`app.open("profile")`, its own query included), and its
first frame; the time of each (wall clock: the first of 3 opens and the median; the CPU
time's median, which other programs on a shared machine disturb less; the screen opened
once before on an empty folder, so that loading its fonts is not counted), and the
memory the open added (RSS with the screen open, and tracemalloc's peak: Python's own
allocations, SQLite's page cache not among them).
`--compare` measures another checkout (e.g. main, one JSON file per person read whole by
the screen) on OLD_PEOPLE profiles of GAMES games (1,000 files of 1 MB is a gigabyte of
JSON; that checkout's time and memory grow with the files' count), and this checkout on
the same small case and on the large one, in one run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
if "--measure" not in sys.argv:       # (a measured checkout comes by PYTHONPATH)
    sys.path.insert(0, str(ROOT))
LEVELS = ("novice", "pilgrim", "initiate", "acolyte", "adept", "priest", "sage", "master")


def _games(rng: random.Random, person: int, games: int) -> list[dict]:
    """`games` plausible entries, the oldest first."""
    out, rating = [], 1280.0
    for k in range(games):
        level = rng.choice(LEVELS)
        score, other = rng.randint(40, 110), rng.randint(40, 110)
        rating = min(2500.0, max(800.0, rating + rng.uniform(-25, 25)))
        day = f"{2020 + k // 365 % 6}-{k // 28 % 12 + 1:02d}-{k % 28 + 1:02d}"
        out.append({"game": f"{person:06d}{k:06d}{rng.getrandbits(64):016x}", "when": day,
                    "players": 2, "score": score, "best_other": other,
                    "won": score > other, "levels": [level], "rating": round(rating, 1),
                    "deviation": round(max(30.0, 350.0 - k), 1)})
    return out


def build_database(folder: Path, people: int, games: int) -> None:
    """This checkout's database, written in bulk (one transaction)."""
    from luna.profiles import database
    conn = database.connect(folder, create=True)
    rng = random.Random(1)
    with database.transaction(conn):
        for p in range(people):
            cur = conn.execute("INSERT INTO person (name, folded, value, deviation, "
                               "volatility) VALUES (?, ?, 1500, 60, 0.06)",
                               (f"Player {p:04d}", f"player {p:04d}"))
            conn.executemany(
                f"INSERT INTO game (person, {database.GAME_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(cur.lastrowid, g["game"], g["when"], g["players"], g["score"],
                  g["best_other"], int(g["won"]), ",".join(g["levels"]), g["rating"],
                  g["deviation"]) for g in _games(rng, p, games)])
            database.tally(conn, cur.lastrowid)
    conn.close()


def build_files(folder: Path, people: int, games: int) -> int:
    """Earlier versions' profiles: one JSON file per person; their bytes in all."""
    from luna.profiles.store import path_for
    rng = random.Random(1)
    size = 0
    for p in range(people):
        name = f"Player {p:04d}"
        path = path_for(folder, name)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps({"format": 1, "name": name, "rating": {
            "value": 1500.0, "deviation": 60.0, "volatility": 0.06},
            "games": _games(rng, p, games)}, indent=1).encode()
        path.write_bytes(data)
        size += len(data)
    return size


def _rss_kb() -> int:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def measure(folder: Path, traced: bool) -> dict:
    """In this process (run from the checkout measured): the screen opened 3 times
    (RSS: the most it stood above the RSS before, with the screen open)."""
    import statistics
    import tracemalloc

    from luna.client.demo.driver import frames, make_app
    app = make_app(Path(tempfile.mkdtemp()))    # the screen opened once without profiles:
    app.open("profile")                        # its fonts and card loaded (a cost of any
    frames(app, 1)                             # first screen, not of the profiles)
    app.pop()
    frames(app, 1)
    app.save_dir = folder
    wall: dict[str, list[float]] = {"query": [], "screen": [], "frame": []}
    cpu: dict[str, list[float]] = {"query": [], "screen": [], "frame": []}
    base_rss, added = _rss_kb(), 0
    if traced:
        tracemalloc.start()
    for _ in range(1 if traced else 3):         # (tracemalloc slows everything)
        marks = [(time.perf_counter(), time.process_time())]
        try:                                  # the query the screen runs
            from luna.profiles import listing, load
            listed = listing(folder)
            shown = max(listed.entries, key=lambda e: (e.last, e.games))
            load(folder, shown.name)
        except ImportError:                   # an earlier checkout: every file read whole
            from luna.profiles import load_all
            load_all(folder)
        marks.append((time.perf_counter(), time.process_time()))
        app.open("profile")
        marks.append((time.perf_counter(), time.process_time()))
        frames(app, 1)
        marks.append((time.perf_counter(), time.process_time()))
        added = max(added, _rss_kb() - base_rss)
        for k, part in enumerate(("query", "screen", "frame")):
            wall[part].append((marks[k + 1][0] - marks[k][0]) * 1000)
            cpu[part].append((marks[k + 1][1] - marks[k][1]) * 1000)
        app.pop()
        frames(app, 1)
    out = {f"{part}_ms": [wall[part][0], statistics.median(wall[part]),
                          statistics.median(cpu[part])] for part in wall}
    out["rss_mb"] = added / 1024
    if traced:
        out["traced_mb"] = tracemalloc.get_traced_memory()[1] / 2 ** 20
    return out


def run(root: Path, folder: Path, traced: bool) -> dict:
    env = {**os.environ, "PYTHONPATH": str(root)}
    got = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--measure",
                          str(folder)] + (["--traced"] if traced else []), cwd=root, env=env,
                         capture_output=True, text=True, check=True)
    return json.loads(got.stdout.strip().splitlines()[-1])


def report(label: str, root: Path, folder: Path) -> None:
    plain, traced = run(root, folder, False), run(root, folder, True)
    print(f"{label}:  (ms: wall first open, wall median, CPU median)")
    for part, words in (("query", "query (list + shown profile)"),
                        ("screen", "screen opened (its own query)"), ("frame", "its first frame")):
        first, median, cpu = plain[f"{part}_ms"]
        print(f"    {words:31} {first:9.1f} {median:9.1f} {cpu:9.1f}")
    print(f"    memory added: RSS with the screen open {plain['rss_mb']:.1f} MB, "
          f"Python's peak (tracemalloc) {traced['traced_mb']:.1f} MB", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--people", type=int, default=1000)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--compare", type=Path, help="another checkout, e.g. /work/main")
    ap.add_argument("--old-people", type=int, default=100)
    ap.add_argument("--measure", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--traced", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measure:
        print(json.dumps(measure(args.measure, args.traced)))
        return
    tmp = Path(tempfile.mkdtemp(prefix="luna-bench-profiles-"))
    try:
        if args.compare:
            old = tmp / "old"
            size = build_files(old, args.old_people, args.games)
            print(f"{args.old_people} profiles x {args.games} games as JSON files "
                  f"({size / 2 ** 20:.0f} MB):")
            report(f"  {args.compare} (JSON files)", args.compare.resolve(), old)
            small = tmp / "small"
            build_database(small, args.old_people, args.games)
            report("  this checkout (database)", ROOT, small)
        big = tmp / "big"
        t0 = time.perf_counter()
        build_database(big, args.people, args.games)
        size = (big / "profiles.sqlite3").stat().st_size
        print(f"{args.people} profiles x {args.games} games in the database "
              f"({size / 2 ** 20:.0f} MB, built in {time.perf_counter() - t0:.0f} s):")
        report("  this checkout (database)", ROOT, big)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
