"""Where the tray stands in the side panel with two, three and four players: a new
game of each at each window, a tray opened on its first lit island; prints the tray's
top and its tiles' top (px) per window and number of players (one height a window:
tray_top.py), and the CPU of a game's opening and first frame.

    python bench/tray_top.py [--lang en] [--text-size 100]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SIZES = ((1024, 700), (1280, 800), (1920, 1080))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lang", default="en")
    ap.add_argument("--text-size", type=int, default=100)
    args = ap.parse_args(argv)
    from luna.client.board.targets import Island
    from luna.client.demo.driver import click, frames, make_app, target_rect
    from luna.client.opening import open_game
    from luna.engine import new_game
    folder = tempfile.mkdtemp(prefix="luna-tray-top-")
    for size in SIZES:
        row = []
        for players in (2, 3, 4):
            app = make_app(os.path.join(folder, f"{size[0]}-{players}"), speed="normal",
                           size=size, language=args.lang, text_size=args.text_size)
            game = new_game(players=players, seed=1, setup="intro",
                            seats=[{"kind": "human"}] * players)
            start = time.process_time()
            open_game(app, game, autosave=False)
            frames(app, 1)
            spent = (time.process_time() - start) * 1000
            frames(app, 9)
            scene = app.scene
            place = next(tg for tg in sorted(scene.clickable, key=repr)
                         if isinstance(tg, Island))
            click(app, target_rect(scene, place).center)
            frames(app, 6)
            app.mouse = (2, 2)
            frames(app, 3)
            ring = scene.ring
            row.append(f"{players}p {ring.rect.top}/{min(c.top for c in ring.cards)} "
                       f"({spent:.0f} ms)")
        print(f"{size[0]}x{size[1]}: " + ", ".join(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
