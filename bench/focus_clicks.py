"""Clicks that come as the window gains focus: how many of them SDL hands the game.

A virtual screen (Xvfb) with two small pygame windows side by side; N times, the other
window takes the focus, the pointer moves onto ours, ours takes the focus and at once a
click (xdotool), as a click-to-focus window manager gives the focus at the press itself.
Our window counts the presses it is handed, without and with SDL's click-through (the
game's window sets it: luna/client/window/firstrun.py). Needs Xvfb, xdotool, xwininfo.

    python bench/focus_clicks.py [--clicks 6] [--display 93]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WINDOW = """
import sys, time, pygame
pygame.display.init()
pygame.display.set_mode((400, 300))
pygame.display.set_caption(sys.argv[1])
seen, end = 0, time.time() + float(sys.argv[2])
while time.time() < end:
    seen += sum(e.type == pygame.MOUSEBUTTONDOWN for e in pygame.event.get())
    pygame.display.flip()
    time.sleep(1 / 30)
open(sys.argv[3], "w").write(str(seen))
"""


def window_id(display: str, name: str) -> str:
    out = subprocess.run(["xwininfo", "-root", "-children", "-display", display],
                         capture_output=True, text=True).stdout
    return next(line.split()[0] for line in out.splitlines() if f'"{name}"' in line)


def presses_seen(display: str, clicks: int, through: bool, folder: Path) -> int:
    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    env.pop("SDL_MOUSE_FOCUS_CLICKTHROUGH", None)
    script, counted = folder / "window.py", folder / "seen.txt"
    script.write_text(WINDOW)
    seconds = str(3 + clicks * 1.2)
    other = subprocess.Popen([sys.executable, str(script), "other", seconds, os.devnull],
                             env=dict(env, SDL_VIDEO_WINDOW_POS="0,0"))
    ours = subprocess.Popen([sys.executable, str(script), "ours", seconds, str(counted)],
                            env=dict(env, SDL_VIDEO_WINDOW_POS="500,0",
                                     **({"SDL_MOUSE_FOCUS_CLICKTHROUGH": "1"} if through
                                        else {})))
    time.sleep(2)
    mine, theirs = window_id(display, "ours"), window_id(display, "other")
    for _ in range(clicks):
        for cmd in (["windowfocus", theirs], ["mousemove", "700", "150"],
                    ["windowfocus", mine], ["click", "1"]):
            subprocess.run(["xdotool", *cmd], env=env, check=True)
        time.sleep(0.6)
    ours.wait()
    other.wait()
    return int(counted.read_text())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--clicks", type=int, default=6)
    ap.add_argument("--display", default="93")
    args = ap.parse_args()
    display = f":{args.display}"
    screen = subprocess.Popen(["Xvfb", display, "-screen", "0", "1024x400x24"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        with tempfile.TemporaryDirectory() as folder:
            for through in (False, True):
                seen = presses_seen(display, args.clicks, through, Path(folder))
                print(f"click-through {'on ' if through else 'off'}: "
                      f"{seen} of {args.clicks} presses seen")
    finally:
        screen.terminate()


if __name__ == "__main__":
    main()
