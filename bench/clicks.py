"""Clicks and mouse travel per action: a scripted round of three players that uses every
action (tests/client/moves/direct_round.py), played at human pace (tests/client/human.py: the real
loop, the mouse moving with pauses) twice in one run — on the pieces (the action ring, lit places,
drags) and through each place's text menu as before the ring (now a right click's) —
printing for each action the clicks, the mouse's way and the lines of text offered.

    python bench/clicks.py [--size 1280x800]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), *(str(ROOT / "tests" / d)          # the tests' helpers
                                for d in ("client/moves", "client", "engine"))]

from direct_round import menu_lines, on_the_pieces, position, steps, through_the_menu  # noqa: E402
from human import LOOK, Person  # noqa: E402

from luna.client.opening import open_game  # noqa: E402


def play_round(size, way) -> list[tuple[str, int, float, int]]:
    """(action, clicks, pixels, lines of text read) for each step of the round."""
    person = Person(Path(tempfile.mkdtemp()), size=size)
    try:
        open_game(person.app, position(), autosave=False)
        person.wait(LOOK)
        person.settle()
        scene = person.scene
        read = [0]
        menu_open = scene.context.open

        def counting(*args, **kwargs):
            menu_open(*args, **kwargs)
            read[0] += menu_lines(person)
        scene.context.open = counting
        out = []
        for step in steps():
            person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
            n, clicks, travel, read[0] = len(scene.game.log), person.clicks, person.travel, 0
            way(person, step)
            person.until(lambda n=n: len(scene.game.log) > n, what=step.kind)
            assert scene.game.log[n] == step.command, (step.kind, scene.game.log[n])
            out.append((step.kind, person.clicks - clicks, person.travel - travel, read[0]))
        return out
    finally:
        person.close()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", default="1280x800")
    args = ap.parse_args()
    size = tuple(int(x) for x in args.size.lower().split("x"))
    before = play_round(size, through_the_menu)
    after = play_round(size, on_the_pieces)
    print(f"Clicks and mouse travel per action, a round of three at {args.size} "
          "(before: each place's text menu; after: on the pieces)")
    print(f"  {'action':13s} {'clicks':>14s} {'mouse travel (px)':>22s} "
          f"{'lines read':>14s}   gesture now")
    print(f"  {'':13s} {'before':>7s}{'after':>7s} {'before':>11s}{'after':>11s} "
          f"{'before':>7s}{'after':>7s}")
    for s, b, a in zip(steps(), before, after, strict=True):
        print(f"  {s.kind:13s} {b[1]:7d}{a[1]:7d} {b[2]:11.0f}{a[2]:11.0f} "
              f"{b[3]:7d}{a[3]:7d}   {s.gesture}")
    total = [sum(x[k] for x in before) for k in (1, 2, 3)], \
        [sum(x[k] for x in after) for k in (1, 2, 3)]
    print(f"  {'the round':13s} {total[0][0]:7d}{total[1][0]:7d} {total[0][1]:11.0f}"
          f"{total[1][1]:11.0f} {total[0][2]:7d}{total[1][2]:7d}")


if __name__ == "__main__":
    main()
