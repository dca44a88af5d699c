"""The tray's layout, its results and its CPU: eight windows x languages x text sizes x
players, each with a new game and tests/client/tray's crowded position; every lit
place's tray opened. Writes the panel's steady form and every tray's rects, tile form
and the panel's state to a JSON file (compare two checkouts' files with `cmp`: a cut
must leave them identical) and prints the CPU of `steady_form` found anew and of the
trays laid (`--reps`: each that many times more).

    python bench/tray_layout.py /tmp/new.json --reps 8      # in each checkout
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in ("", "tests", "tests/engine", "tests/client", "tests/client/tray", "tests/layout"):
    sys.path.insert(0, os.path.join(ROOT, _p))

CASES = [((1024, 700), "de", 150, 4), ((1280, 800), "en", 100, 2),
         ((1920, 1080), "fr", 125, 3), ((1280, 800), "nl", 150, 4),
         ((1024, 700), "en", 100, 3), ((1600, 900), "de", 125, 2),
         ((1024, 700), "fr", 125, 4), ((1920, 1080), "en", 150, 4)]


def _r(rect):
    return list(rect) if rect is not None else None


def _ring(ring, panel) -> list:
    f = ring.form
    return [_r(ring.rect), [_r(c) for c in ring.cards], [(_r(a), k, p) for a, k, p in ring.parts],
            ring.tile, ring.fold, ring.kept_fold, ring.cols, ring.headed, ring.log_rows,
            _r(ring.fullest), ring.overflow, ring.tight, ring.ten, ring.word_size, repr(f),
            _r(f.picture), f.picture_side, _r(f.chip), _r(f.star), _r(f.minus), _r(f.plus),
            _r(f.zone), ring.free_cells, [panel.tray, panel.board_s, panel.board_foot,
                                          panel.turn_line]]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", help="the results' JSON file")
    ap.add_argument("--reps", type=int, default=0, help="each measure this many times more")
    args = ap.parse_args(argv)
    from positions import play
    from test_tray_tiles import tray_position

    from luna.client.board.targets import Player
    from luna.client.demo.driver import frames, make_app
    from luna.client.game import tray_lay, tray_open
    from luna.client.opening import open_game
    from luna.engine import new_game
    found, spent = {}, {"steady_form": 0.0, "trays": 0.0}
    folder = tempfile.mkdtemp(prefix="luna-tray-")
    for k, (size, lang, text_size, players) in enumerate(CASES):
        for which in ("new", "tray"):
            app = make_app(os.path.join(folder, f"{k}{which}"), speed="normal", size=size)
            app.settings.language, app.settings.text_size = lang, text_size
            app.save_settings()
            game = new_game(players=players, seed=k, setup="intro",
                            seats=[{"kind": "human"}] * players) if which == "new" \
                else play(tray_position()[0])
            open_game(app, game, autosave=False)
            frames(app, 10)
            sc, panel = app.scene, app.scene.panel
            rec = {"steady": sc.acting.steady[1:], "panel": [
                panel.tray, panel.board_s, panel.board_foot, panel.turn_line,
                getattr(panel, "_s", None)]}
            start = time.process_time()
            for _ in range(args.reps):
                sc.acting.steady = None
                tray_lay.steady_form(sc.acting, tray_open.tray_view(sc), sc.guide)
            spent["steady_form"] += time.process_time() - start
            rings = []
            for tg in sorted(sc.clickable, key=repr):
                if isinstance(tg, Player):
                    continue
                tray_open.close_tray(sc)
                start = time.process_time()
                opened = tray_open.open_ring(sc, tg)
                for _ in range(args.reps // 4 if opened else 0):
                    tray_open.close_tray(sc)
                    tray_open.open_ring(sc, tg)
                spent["trays"] += time.process_time() - start
                if opened and sc.ring is not None:
                    rings.append([repr(tg), *_ring(sc.ring, panel)])
                    frames(app, 2)
            tray_open.close_tray(sc)
            frames(app, 2)
            rec["rings"] = rings
            found[f"{size}-{lang}-{text_size}-{players}-{which}"] = rec
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(found, f, indent=0, default=repr)
    print(f"{len(found)} screens, {sum(len(v['rings']) for v in found.values())} trays; CPU "
          + ", ".join(f"{k} {v:.3f} s" for k, v in spent.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
