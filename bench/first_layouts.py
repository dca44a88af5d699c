"""The board's first layouts: the CPU of laying out the priest islands' piece places
anew (island_slots: the seats, the shrines, the figures beside the landmark) as a new
window size, text size or player count does, nothing read back from disk, and the
digests of what they give and of whole game frames, so that a cheaper layout is seen to
give the same places and the same pixels.

    python bench/first_layouts.py [--rounds R]
    python bench/first_layouts.py --compare OTHER_CHECKOUT [--rounds R]

Layouts: 5 window sizes x 3 text sizes x 1-4 players, each island's places and its
figures standing taller for 1-3 present (1,680 in all). Frames: 1024x700 de 150 %,
1280x800 en 100 %, 1920x1080 fr 125 %, 2-4 players, two seeded games of 40 random moves
each, three frames drawn with the animations off (18 frames). `--compare` runs another
checkout of Luna (e.g. main) and this one in turns, each in a fresh process, and says
whether both digests are equal.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SIZES = [(1024, 700), (1280, 800), (1440, 900), (1920, 1080), (1100, 760)]
FRAMES = [((1024, 700), "de", 150), ((1280, 800), "en", 100), ((1920, 1080), "fr", 125)]


def measure() -> dict:
    """This checkout's figures (run in a fresh process with LUNA_ART_CACHE=off)."""
    import pygame

    from luna.client.board import art
    from luna.client.board import island_slots as slots
    from luna.client.board.layout import LAND, compute
    from luna.client.board.view import landmark_at
    from luna.client.window import fonts
    pygame.init()
    laid, start = [], time.process_time()
    for size in SIZES:
        for fonts.scale in (1.0, 1.25, 1.5):
            for players in (1, 2, 3, 4):
                lay = compute(*size, players)
                for i, (x, y, w, h) in enumerate(lay.islands):
                    kind = art.KINDS[i % len(art.KINDS)]
                    land_h = int(h * LAND)
                    mark = tuple(landmark_at(kind, x, y, w, land_h))
                    shore, rect = art.shore(kind, w, land_h, i), pygame.Rect(x, y, w, h)
                    s = slots._island_slots(rect, lay.scale, players, shore, mark)
                    laid.append(tuple(s))
                    keep = (mark, (x + 5, y + 3, w // 2, 20))
                    laid += [tuple(slots.tall_figures(s, rect, n, shore, keep, lay.scale))
                             for n in (1, 2, 3)]
    layouts = time.process_time() - start
    fonts.scale = 1.0
    return {"layouts": len(laid), "layout_cpu": layouts,
            "layout_digest": hashlib.sha1(repr(laid).encode()).hexdigest()[:16],
            **frames()}


def frames() -> dict:
    sys.path.insert(0, str(Path.cwd() / "tests" / "engine"))
    from positions import random_moves

    from luna.client.demo.driver import frames as draw
    from luna.client.demo.driver import make_app
    from luna.client.opening import open_game
    h, start = hashlib.sha1(), time.process_time()
    for size, lang, text in FRAMES:
        app = make_app(tempfile.mkdtemp(), speed="off", size=size, language=lang,
                       text_size=text)
        for players in (2, 3, 4):
            for seed in (1, 2):
                open_game(app, random_moves(players, seed, 40), autosave=False)
                draw(app, 3)
                h.update(app.screen.get_view("2").raw)
    return {"frames": 18, "frame_cpu": time.process_time() - start,
            "frame_digest": h.hexdigest()[:16]}


def run(checkout: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(checkout), LUNA_ART_CACHE="off",
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--one"],
                         cwd=checkout, env=env, check=True, capture_output=True, text=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--compare", type=Path, help="another checkout, measured in turns")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(measure()))
        return
    here = Path(__file__).resolve().parent.parent
    checkouts = [("other", args.compare.resolve())] if args.compare else []
    checkouts.append(("this", here))
    best: dict[str, dict] = {}
    for _ in range(args.rounds):
        for name, path in checkouts:
            got = run(path)
            kept = best.setdefault(name, got)
            for k in ("layout_cpu", "frame_cpu"):
                kept[k] = min(kept[k], got[k])
    for name, got in best.items():
        print(f"{name}: {got['layouts']} layouts {got['layout_cpu']:.2f} s "
              f"({got['layout_digest']}), {got['frames']} frames {got['frame_cpu']:.2f} s "
              f"({got['frame_digest']})")
    if args.compare:
        same = all(best["other"][k] == best["this"][k] for k in ("layout_digest",
                                                                   "frame_digest"))
        print("the same places and pixels" if same else "DIFFERENT places or pixels")


if __name__ == "__main__":
    main()
