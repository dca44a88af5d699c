"""What the coming scoring's plates (board/stakes.py) cost a frame.

    python bench/stakes.py [--size 1280x800] [--frames N]

Software rendering (SDL's dummy video driver), one core, on a four-player midgame (the
frame benchmark's, bench/frames.py): the plates drawn over the drawn board as a frame
draws them, their places kept (the usual frame); placed anew (a piece moved near them);
and counted anew by the engine and placed (a new position). CPU time of the process.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--frames", type=int, default=1000)
    args = ap.parse_args()
    from frames import midgame

    from luna.client.board import stakes
    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import open_game
    size = tuple(int(x) for x in args.size.split("x"))
    app = make_app(Path(tempfile.mkdtemp()), speed="normal", size=size)
    open_game(app, midgame(), autosave=False)
    frames(app, 30)
    scene = app.scene
    surf, board = app.screen, scene.board
    kept = (list(board.hits), dict(board.hits.shapes))

    def once() -> None:
        board.hits[:] = kept[0]                 # (the board as the frame drew it)
        board.hits.shapes = dict(kept[1])
        stakes.draw_stakes(surf, board, scene.snap, scene.lay)

    once()
    print(f"{args.size}: {len(board.stakes)} plates, {len(kept[0])} hit regions")
    for name, reset, n in (
            ("kept places", lambda: None, args.frames),
            ("placed anew", stakes._PLACES.clear, args.frames // 10),
            ("counted and placed anew",
             lambda: (stakes._PLACES.clear(), stakes._COUNTED.__setitem__(0, None)),
             args.frames // 10)):
        t0 = time.process_time()
        for _ in range(n):
            reset()
            once()
        print(f"  {name}: {(time.process_time() - t0) / n * 1e3:.3f} ms a frame")


if __name__ == "__main__":
    main()
