"""Idle benchmark: how much of a core the window takes while nobody touches it.

    python bench/idle.py [--size 1280x800 --size 1920x1080] [--settle 5] [--span 10]
    python bench/idle.py --compare OTHER_CHECKOUT

Starts the real window (App.run, the program's own loop) under Xvfb where it is installed
(a display of its own), else under SDL's dummy video driver, on the main menu and on a
mid-game board (four players at the table, nobody to move but a person), with the sea,
moon and flames moving and with them still ("Still sea, moon and flames"); after
`--settle` seconds without input it reads the process's CPU time (user + system, from
/proc) over `--span` seconds: the share of one core. Process CPU time, not wall time:
other programs on a shared machine disturb it little. `--compare` runs another
checkout (e.g. main) and this one side by side, in turns, in one run.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = ("1280x800", "1920x1080")
SCENES = ("menu", "board")
TARGETS = {False: "<= 5 %", True: "<= 2 %"}       # still sea: off, on


def child(root: Path, scene: str, size: tuple[int, int], still: bool) -> None:
    """The window, as the program runs it, until killed."""
    sys.path.insert(0, str(root))
    from luna.client.app import App
    from luna.client.window.settings import Settings
    from luna.engine import new_game
    # (no hand-over: the board is measured, not the card a resumed hot-seat game opens on)
    app = App(size=size, settings=Settings(reduced_motion=still, sound=False, hand_over=False),
              save_dir=Path(tempfile.mkdtemp()), worker_process=False)
    app.open("menu")
    if scene == "board":
        from luna.client.opening import open_game
        g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
        rng = random.Random(3)
        for _ in range(70):
            g.apply(rng.choice(g.legal()))
        open_game(app, g, autosave=False)
    app.frame(1 / 60)                     # its first frame (the board's pictures) drawn
    print("ready", flush=True)
    app.run()


def cpu_seconds(pid: int) -> float:
    """The process's user + system CPU time so far (/proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(root: Path, scene: str, size: str, still: bool, settle: float, span: float,
            env: dict) -> float:
    """Per cent of one core the window took over `span` s after `settle` s at rest."""
    args = [sys.executable, str(Path(__file__).resolve()), "--child", scene, "--root",
            str(root), "--size", size] + (["--still"] if still else [])
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=env, text=True)
    try:
        for line in proc.stdout:                   # (pygame's greeting first)
            if line.strip() == "ready":
                break
        else:
            raise SystemExit(f"the window did not start ({root}, {scene}, {size})")
        time.sleep(settle)
        c0, t0 = cpu_seconds(proc.pid), time.perf_counter()
        time.sleep(span)
        c1, t1 = cpu_seconds(proc.pid), time.perf_counter()
        return 100 * (c1 - c0) / (t1 - t0)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()


def display(env: dict) -> subprocess.Popen | None:
    """A display of our own under Xvfb (large enough for the largest window), else the
    dummy driver; the Xvfb to stop at the end."""
    if shutil.which("Xvfb") is None:
        env["SDL_VIDEODRIVER"] = "dummy"
        return None
    for number in range(90, 190):             # a display nobody else has (its lock file)
        if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
            continue
        xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "2560x1600x24",
                                 "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        time.sleep(1.0)
        if xvfb.poll() is None:               # (another took it meanwhile: the next one)
            env["DISPLAY"] = f":{number}"
            env.pop("SDL_VIDEODRIVER", None)
            return xvfb
    env["SDL_VIDEODRIVER"] = "dummy"
    return None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", action="append", help="WxH (repeat for several)")
    ap.add_argument("--settle", type=float, default=5.0, help="seconds at rest first")
    ap.add_argument("--span", type=float, default=10.0, help="seconds measured")
    ap.add_argument("--compare", metavar="OTHER", help="measure OTHER and this in turns")
    ap.add_argument("--child", choices=SCENES, help=argparse.SUPPRESS)
    ap.add_argument("--root", help=argparse.SUPPRESS)
    ap.add_argument("--still", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        w, h = (int(v) for v in args.size[0].split("x"))
        child(Path(args.root), args.child, (w, h), args.still)
        return
    sizes = args.size or list(SIZES)
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy"}
    xvfb = display(env)
    roots = [("before", Path(args.compare).resolve())] if args.compare else []
    roots.append(("after" if args.compare else "this", ROOT))
    try:
        where = "Xvfb" if xvfb else "the dummy video driver"
        print(f"Luna idle benchmark: the window's CPU share over {args.span:g} s after "
              f"{args.settle:g} s without input, under {where}")
        for label, root in roots:
            print(f"  {label:<6} = {root}")
        head = "".join(f"{label:>10}" for label, _ in roots)
        print(f"  {'':<36}{head}   target")
        for scene in SCENES:
            for size in sizes:
                for still in (False, True):
                    name = f"{scene} {size}" + (" still sea" if still else "")
                    figures = [measure(root, scene, size, still, args.settle, args.span, env)
                               for _, root in roots]
                    cells = "".join(f"{f:8.1f} %" for f in figures)
                    print(f"  {name:<36}{cells}   {TARGETS[still]}", flush=True)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()


if __name__ == "__main__":
    main()
