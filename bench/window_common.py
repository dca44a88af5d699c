"""What every window test pays again: a new window (`make_app`), a game opened in it
and its first frames, in a warm process (the pictures kept, the caches filled by a few
windows first). CPU milliseconds a window, each part apart.

    PYTHONPATH=. python bench/window_common.py [WINDOWS]
"""

from __future__ import annotations

import os
import resource
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("LUNA_ART_CACHE", tempfile.mkdtemp(prefix="luna-art-"))

SIZES = [(1280, 800), (1024, 700), (1920, 1080)]
PARTS = ("make_app", "open_game", "first 2 frames (1 drawn)", "next 2 frames (1 drawn)")


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def one(k: int, folder: str) -> list[float]:
    """Window `k`: a size in turn, a new deal of two or three players."""
    from luna import text as i18n
    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import open_game
    from luna.client.window import fonts
    from luna.engine import new_game
    marks = [_cpu()]
    app = make_app(tempfile.mkdtemp(dir=folder), size=SIZES[k % len(SIZES)], menu=False)
    marks.append(_cpu())
    open_game(app, new_game(2 + k % 2, seed=k))
    marks.append(_cpu())
    frames(app, 2)
    marks.append(_cpu())
    frames(app, 2)
    marks.append(_cpu())
    i18n.set_language("en")                 # as tests/conftest.py after each test
    fonts.set_text_size(100)
    fonts.set_window(fonts.REFERENCE)
    return [b - a for a, b in zip(marks, marks[1:], strict=False)]


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    with tempfile.TemporaryDirectory() as folder:
        for k in range(6):                  # warm: the pictures kept, the caches filled
            one(k, folder)
        spent = [0.0] * len(PARTS)
        for k in range(n):
            spent = [a + b for a, b in zip(spent, one(k, folder), strict=True)]
    for part, s in zip(PARTS, spent, strict=True):
        print(f"{1000 * s / n:7.1f} ms  {part}")


if __name__ == "__main__":
    main()
