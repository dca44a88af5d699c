"""Art benchmark: the CPU time of drawing a board's pictures anew (the temple island, the
islands, their surf, sandbanks), as at a player's first start and in every new window
size, text size and language of the tests (each draws its pictures once a run).

    python bench/art.py [--rounds R]
    python bench/art.py --compare OTHER_CHECKOUT [--rounds R]
    python bench/art.py --kept [--compare OTHER_CHECKOUT] [--rounds R]

Collects the pictures three windows ask for (1024x700 German 150 %, 1280x800 English,
1920x1080 French 125 %), then draws each of them anew in a fresh process, nothing kept.
`--compare` draws them with another checkout of Luna (e.g. main) and this one in turns,
and says whether every picture's pixels are the same in both: a faster drawing must not
change what a player sees. `--kept` measures the pictures kept on disk instead
(luna/client/board/art/kept.py): a start that draws and keeps them, and a later start
that reads them back (the others are drawn anew in both), each in a fresh process with
its own cache folder. On a shared machine only figures taken side by side compare.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pickle
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
DRAWN = ("temple_scene", "temple_foam", "island", "foam", "spit", "island_inner")
WINDOWS = (((1024, 700), "de", 150), ((1280, 800), "en", 100), ((1920, 1080), "fr", 125))


def collect(out: Path) -> None:
    """The art calls (name, arguments) the three windows make, in order, each once."""
    import random

    from luna.client.board import art
    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import open_game
    from luna.client.window import fonts
    from luna.engine import new_game
    calls: list = []

    def noting(name: str, drawing):
        def noted(*a, **k):
            if (name, a, k) not in calls:
                calls.append((name, a, k))
            return drawing(*a, **k)
        return noted
    for name in DRAWN:
        setattr(art, name, noting(name, getattr(art, name)))
    for size, code, text in WINDOWS:
        app = make_app(Path(tempfile.mkdtemp()), speed="normal", size=size, language=code)
        fonts.set_text_size(text)
        g = new_game(players=3, seed=5, setup="intro", seats=[{"kind": "human"}] * 3)
        rng = random.Random(5)
        for _ in range(40):
            g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"]
                               or g.legal()))
        open_game(app, g, autosave=False)
        frames(app, 4)
    out.write_bytes(pickle.dumps(calls))


def draw(calls: Path) -> None:
    """Each call drawn anew: prints the CPU seconds by picture and a digest of each."""
    import time

    import pygame
    pygame.init()
    from luna.client.board import art
    spent: dict[str, float] = {}
    digests = []
    for name, a, k in pickle.loads(calls.read_bytes()):
        began = time.process_time()
        made = getattr(art, name)(*a, **k)
        spent[name] = spent.get(name, 0.0) + time.process_time() - began
        made = made[1] if isinstance(made, tuple) else made
        digests.append(hashlib.sha256(pygame.image.tobytes(made, "RGBA")).hexdigest())
    print(json.dumps({"spent": spent, "digests": digests}))


KEPT = ("temple_scene", "temple_foam", "island")     # the pictures kept on disk


def run(checkout: Path, *args: str, cache: str = "off") -> str:
    env = dict(os.environ, PYTHONPATH=str(checkout), LUNA_ART_CACHE=cache)
    return subprocess.run([sys.executable, str(Path(__file__).resolve()), *args],
                          cwd=checkout, env=env, check=True, capture_output=True,
                          text=True).stdout.strip().splitlines()[-1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--compare", type=Path)
    ap.add_argument("--kept", action="store_true", help="kept pictures: kept, read back")
    ap.add_argument("--collect", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--draw", type=Path, help=argparse.SUPPRESS)
    opts = ap.parse_args()
    if opts.collect:
        return collect(opts.collect)
    if opts.draw:
        return draw(opts.draw)
    calls = Path(tempfile.mkdtemp()) / "calls.pkl"
    run(ROOT, "--collect", str(calls))
    checkouts = [("this", ROOT)] + ([("other", opts.compare.resolve())] if opts.compare else [])
    if opts.kept:
        return kept(calls, checkouts, opts.rounds)
    seen: dict[str, list] = {name: [] for name, _ in checkouts}
    digests: dict[str, list] = {}
    for _ in range(opts.rounds):
        for name, where in checkouts:
            got = json.loads(run(where, "--draw", str(calls)))
            seen[name].append(got["spent"])
            digests[name] = got["digests"]
    n = len(digests["this"])
    for name, where in checkouts:
        totals = sorted(sum(s.values()) for s in seen[name])
        parts = {k: round(min(s[k] for s in seen[name]), 3) for k in seen[name][0]}
        print(f"{name} ({where}): {n} pictures, CPU s: best {totals[0]:.3f}, median "
              f"{totals[len(totals) // 2]:.3f}; best by kind {parts}")
    if opts.compare:
        same = sum(a == b for a, b in zip(digests["this"], digests["other"], strict=True))
        print(f"pixels: {same} of {n} pictures the same in both")


def kept(calls: Path, checkouts: list[tuple[str, Path]], rounds: int) -> None:
    """Each checkout's start that draws and keeps the pictures, then a later one that
    reads them back: CPU seconds of the kept kinds, best of `rounds`."""
    first: dict[str, list] = {name: [] for name, _ in checkouts}
    later: dict[str, list] = {name: [] for name, _ in checkouts}
    held: dict[str, int] = {}
    for _ in range(rounds):
        for name, where in checkouts:
            folder = tempfile.mkdtemp(prefix="luna-art-bench-")
            drawn = json.loads(run(where, "--draw", str(calls), cache=folder))
            again = json.loads(run(where, "--draw", str(calls), cache=folder))
            assert drawn["digests"] == again["digests"], "a picture read back is not as drawn"
            first[name].append(sum(drawn["spent"][k] for k in KEPT))
            later[name].append(again["spent"])
            held[name] = sum(f.stat().st_size for f in Path(folder).glob("*.art"))
            shutil.rmtree(folder, ignore_errors=True)
    for name, where in checkouts:
        parts = {k: round(min(s[k] for s in later[name]), 4) for k in KEPT}
        print(f"{name} ({where}): kept pictures: drawn and kept, CPU s best "
              f"{min(first[name]):.3f}; read back at a later start, CPU s best "
              f"{min(sum(s[k] for k in KEPT) for s in later[name]):.4f} {parts}; "
              f"{held[name] / 1e6:.1f} MB kept")


if __name__ == "__main__":
    main()
