"""Where the Hint's arrows onto the temple end, and how the Book's way stands out.

    python bench/hint_heads.py [--checkout OTHER_CHECKOUT] [--sizes 1024x700,1280x800]

Seeded positions of random legal moves (2-4 players, seeds 1-8, after 20, 45 and 70
moves), each opened in a window of each size through the real loop. For every legal
Appointment and consecration (no bribe, no novice token) the Hint stands and the frame
draws it: of those arrows, how many have the last 24 px of their way before the tip over
another of the temple's tiles or fields (the head read as naming that place). For every
Book move of those positions, the Book's way as its menu entry draws it, against the
board without it: of the points of its middle half, how many are faint across it (no
contrast of 3, or a change narrower than 1/80 of the board's height: the Hint's arrows'
measure, F349), and the median contrast of its middle line against the fields' sand.
`--checkout`: measure that checkout's code instead of this one's.
"""

from __future__ import annotations

import argparse
import collections
import inspect
import math
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent


def positions():
    from luna.engine import new_game
    for players in (2, 3, 4):
        for seed in range(1, 9):
            for moves in (20, 45, 70):
                g = new_game(players=players, seed=seed, setup="intro",
                             seats=[{"kind": "human"}] * players)
                rng = random.Random(seed)
                while not g.is_over and len(g.log) < moves:
                    g.apply(rng.choice(g.legal()))
                yield g


def heads(app, game) -> tuple[int, int]:
    """Of the Hints to the temple in `game`, how many and how many end over another place."""
    from luna.client.board.arrows import head_stretch
    from luna.client.board.marks import Hint
    from luna.client.board.targets import Field, GuardianTile, Tile
    from luna.client.demo.driver import frames
    scene = app.scene
    places = [(r, tg) for r, tg in scene.board.hits if isinstance(tg, Tile | Field | GuardianTile)]
    seen, tried, over = set(), 0, 0
    for cmd in scene.legal:
        if cmd["type"] not in ("appoint", "consecrate") or cmd.get("novice_token") \
                or cmd.get("bribe") or (cmd["type"], cmd.get("island"), cmd["tile"]) in seen:
            continue
        seen.add((cmd["type"], cmd.get("island"), cmd["tile"]))
        scene.hints.hint = Hint(cmd, len(scene.game.log), None, 1.0)
        frames(app, 2)
        goal = (Tile if cmd["type"] == "appoint" else Field)(cmd["tile"])
        drawn = getattr(scene.marks, "arrows", None) or scene.marks.routes   # (as drawn)
        ways = [w for w in drawn if w[0] == goal]
        tips = [tip for tg, tip in scene.marks.tips if tg == goal]
        if not ways or not tips:
            continue
        (_, a, b, bow), tip = ways[0], tips[0]
        head = head_stretch(a, b, bow, tip)
        tried += 1
        over += any(tg != goal and r.collidepoint(p) for r, tg in places for p in head)
    scene.hints.hint = None
    return tried, over


def book_ways(app) -> tuple[int, int, list[float]]:
    """The Book's ways of the position: points tried, faint points, middle-line contrasts."""
    import pygame

    from luna.client.board.targets import Field
    from luna.client.game.builder_view import draw_book_move
    from luna.client.widgets.palette import contrast
    scene = app.scene
    plain = app.screen.copy()
    board = pygame.Rect(scene.lay.board)
    wide = board.h / 80
    counts = collections.Counter(tuple(plain.get_at((x, y))[:3])
                                 for r, tg in scene.board.hits if isinstance(tg, Field)
                                 for x in range(r.left, r.right, 2)
                                 for y in range(r.top, r.bottom, 2))
    sand = next((c for c, _ in counts.most_common() if sum(c) > 300), None)
    seen = faint = 0
    middle: list[float] = []
    with_board = "board" in inspect.signature(draw_book_move).parameters
    for cmd in (c for c in scene.legal if c["type"] == "book"):
        shown = plain.copy()
        draw_book_move(shown, scene.board.hits, cmd, *([board] if with_board else []))
        a, b = (scene.board.rect_of(Field(cmd[end])).center for end in ("from", "to"))
        n = math.dist(a, b) or 1.0
        ux, uy = (b[0] - a[0]) / n, (b[1] - a[1]) / n
        for k in range(25, 76):
            p = a[0] + (b[0] - a[0]) * k / 100, a[1] + (b[1] - a[1]) * k / 100
            across = [(round(p[0] - uy * d), round(p[1] + ux * d))
                      for d in range(-round(2 * wide), round(2 * wide) + 1)]
            most = max(contrast(shown.get_at(c)[:3], plain.get_at(c)[:3]) for c in across)
            changed = [j for j, c in enumerate(across) if sum(
                abs(x - y) for x, y in zip(shown.get_at(c)[:3], plain.get_at(c)[:3],
                                           strict=True)) > 60]
            seen += 1
            faint += most < 3.0 or (changed[-1] - changed[0] + 1 if changed else 0) < wide
            q = (round(p[0]), round(p[1]))
            if sand and sum(abs(x - y)
                            for x, y in zip(plain.get_at(q)[:3], sand, strict=True)) < 30:
                middle.append(contrast(shown.get_at(q)[:3], sand))
    return seen, faint, middle


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--checkout", default=str(ROOT))
    ap.add_argument("--sizes", default="1024x700,1280x800,1920x1080")
    args = ap.parse_args()
    sys.path.insert(0, str(Path(args.checkout).resolve()))
    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import open_game
    games = list(positions())
    for size in args.sizes.split(","):
        app = make_app(Path(tempfile.mkdtemp()), speed="normal",
                       size=tuple(int(v) for v in size.split("x")))
        tried = over = seen = faint = 0
        middle: list[float] = []
        for g in games:
            g.header["seats"] = [{"kind": "human"}] * len(g.header["seats"])
            open_game(app, g, autosave=False)
            frames(app, 30)
            t, o = heads(app, g)
            s, f, m = book_ways(app)
            tried, over, seen, faint = tried + t, over + o, seen + s, faint + f
            middle += m
        middle.sort()
        mid = middle[len(middle) // 2] if middle else float("nan")
        print(f"{size}: Hint heads over another place {over} of {tried}; the Book's way "
              f"faint at {faint} of {seen} points, its middle against the sand {mid:.2f}")


if __name__ == "__main__":
    main()
