"""How the Books of Wisdom on the temple's fields stand out from their stone.

    python bench/book_contrast.py [--checkout OTHER_CHECKOUT]

The board's sweep's measure of the Books (tests/layout/test_sweep_board.py, field-marks):
a four-player board with a Book on eight fields (beside a novice of each colour, and
alone), opened through the real loop at 1024x700 German 150 %, 1280x800 English 100 %
and 1920x1080 French 125 %. For each size: the Book's size in px, the least and the largest contrast
of a Book's part in sight (its median) against its field's stone (the median of the
field's picture) over the fields and the eyes (grey, deuteranopia, protanopia), and the
least share of a Book's picture in sight beside its novice. `--checkout`: the Book as
that checkout draws it (the sweep's measure always this one's).
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
CASES = [((1024, 700), "de", 150), ((1280, 800), "en", 100), ((1920, 1080), "fr", 125)]
BOOKED = [(1, "white"), (8, "yellow"), (27, "red"), (16, "blue"), (20, None)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--checkout", default=str(ROOT))
    args = ap.parse_args()
    sys.path.insert(0, str(Path(args.checkout).resolve()))
    for p in ("tests", "tests/engine", "tests/client", "tests/layout", "tests/client/board"):
        sys.path.append(str(ROOT / p))
    import pygame
    import test_sweep_board as sweep

    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import open_game
    from luna.client.window import fonts
    for size, language, text_size in CASES:
        app = make_app(tempfile.mkdtemp(), speed="normal", size=size, language=language,
                       text_size=text_size)
        try:
            snap = sweep.blank(4)
            for number, colour in BOOKED:
                sweep.temple_novice(snap, number, None if colour is None
                                    else snap["colours"].index(colour), book=True)
            open_game(app, sweep.play(snap), autosave=False)
            frames(app, 8)
            sweep.BOOK_SEEN = 0.0
            ratios = [r for eye in sweep.EYES for r in sweep._book_ratios(app, eye).values()]
            board, shot = app.scene.board, app.screen
            shares = []
            for at in board.books.values():
                img = sweep.art.book_marker(at.w)
                body = pygame.mask.from_surface(img, 250)
                shown = sum(1 for x, y in sweep._pixels(body) if max(
                    abs(a - b) for a, b in zip(shot.get_at((at.x + x, at.y + y))[:3],
                                               img.get_at((x, y))[:3], strict=True)) <= 8)
                shares.append(shown / body.count())
            sizes = sorted({at.w for at in board.books.values()})
            print(f"{size[0]}x{size[1]} {language} {text_size}%: Books {sizes} px, "
                  f"contrast {min(ratios):.2f}-{max(ratios):.2f}:1, "
                  f"in sight {min(shares):.0%} at least")
        finally:
            fonts.set_text_size(100)
            pygame.display.quit()


if __name__ == "__main__":
    main()
