"""The tray's form in one window for every number of players and every favour held.

    python bench/tray_forms.py [--size 1280x800] [--language en] [--text-size 100]

New intro games of two, three and four players, player 0 to move with two novices on
the Shrine island, without and with the Sailboat favour: the Shrine island's tray
opened by a click on the real loop, and its glass (top, height), tiles, columns, the
cards' form (panel.tray: 0 whole, 1 closed up, 3 a line each) and the log's rows kept
under the window's fullest tray printed, one line a game (F524, F718).
"""

from __future__ import annotations

import argparse
import copy
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--language", default="en")
    ap.add_argument("--text-size", type=int, default=100)
    args = ap.parse_args()
    from luna.client.board.targets import Island
    from luna.client.demo.driver import click, frames, make_app, target_rect
    from luna.client.opening import open_game
    from luna.engine import from_snapshot, new_game
    size = tuple(int(v) for v in args.size.split("x"))
    app = make_app(Path(tempfile.mkdtemp()), speed="normal", size=size, menu=False,
                   language=args.language, text_size=args.text_size)
    for players in (2, 3, 4):
        for sail in (False, True):
            s = copy.deepcopy(new_game(players=players, seed=1, setup="intro").snapshot())
            s["phase"], s["to_move"] = "actions", 0
            shrine = [i["kind"] for i in s["islands"]].index("shrine")
            s["islands"][shrine]["active"][0] += 2
            s["supply"]["novices"][0] -= 2
            for held in s["favours"]:
                if "sailboat" in held:
                    held.remove("sailboat")
                    s["islands"][[i["kind"] for i in s["islands"]].index("sailboat")][
                        "favours"] += 1
            if sail:
                s["favours"][0].append("sailboat")
                s["islands"][[i["kind"] for i in s["islands"]].index("sailboat")][
                    "favours"] -= 1
            open_game(app, from_snapshot(s), autosave=False)
            frames(app, 10)
            scene = app.scene
            click(app, target_rect(scene, Island(shrine)).center)
            frames(app, 10)
            app.mouse = (2, 2)
            frames(app, 3)
            ring = scene.ring
            print(f"{players} players, sailboat {'held' if sail else 'not held'}: glass "
                  f"top {ring.rect.top} height {ring.rect.h}, {len(ring.actions)} tiles in "
                  f"{ring.cols} columns, cards {scene.panel.tray}, log rows {ring.log_rows}")


if __name__ == "__main__":
    main()
