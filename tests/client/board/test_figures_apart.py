"""The Moon Priestess and the Apostate do not share one outline (fresh players at 1024x700
German 150 %, 1280x800 and 1920x1080 saw two "hooded robes" and could not tell them apart):
she has a crescent moon's two horns round her bare head and a slender gown flaring to a
bell, he a drooping cowl, broad shoulders and a torn cloak. Measured on their alpha masks at
the heights the board draws them (read from the real loop at normal speed) and at the
smallest ones (20-30 px)."""

from __future__ import annotations

import pygame
import pytest

from luna.client.board import art
from luna.client.board.targets import Figure
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game

SMALL = (20, 24, 28, 32)


def _mask(name: str, size: int) -> pygame.mask.Mask:
    return pygame.mask.from_surface(art.figure(name, size), 128)


def apart(a: str, b: str, size: int) -> float:
    """The share of the two figures' joint outline that only one of them covers."""
    ma, mb = _mask(a, size), _mask(b, size)
    both = ma.overlap_area(mb, (0, 0))
    return 1 - both / (ma.count() + mb.count() - both)


def runs(mask: pygame.mask.Mask, y: int) -> int:
    """How many separate stretches of the outline row `y` crosses."""
    row = [mask.get_at((x, y)) for x in range(mask.get_size()[0])]
    return sum(1 for x, on in enumerate(row) if on and (x == 0 or not row[x - 1]))


def crown(name: str, size: int) -> int:
    """The most separate stretches any row of the figure's top fifth crosses (her two horns
    and her head between them: 3)."""
    m = _mask(name, size)
    return max(runs(m, y) for y in range(size // 5 + 1))


@pytest.fixture(scope="module", params=[(1024, 700), (1280, 800)],
                ids=lambda s: f"{s[0]}x{s[1]}")
def heights(request, tmp_path_factory):
    """The heights the real board draws the Priestess and the Apostate at."""
    app = make_app(tmp_path_factory.mktemp("apart"), speed="normal", size=request.param)
    open_game(app, new_game(players=4, seed=1, setup="intro"), autosave=False)
    frames(app, 5)
    rects = [app.scene.board.rect_of(Figure(f)) for f in ("priestess", "apostate")]
    assert all(rects)
    return sorted({r.h for r in rects})


def test_on_the_board_the_priestess_and_the_apostate_differ_in_outline(heights):
    for h in heights:
        share = apart("priestess", "apostate", h)
        assert share >= 0.28, f"at {h} px only {share:.0%} of their outlines differ"
        assert crown("priestess", h) >= 3, f"at {h} px no crescent's two horns on her"


@pytest.mark.parametrize("size", SMALL)
def test_at_the_smallest_sizes_they_still_differ_in_outline(size):
    share = apart("priestess", "apostate", size)
    assert share >= 0.24, f"at {size} px only {share:.0%} of their outlines differ"
    assert crown("priestess", size) >= 2, f"at {size} px the crescent's horns run together"
    # they are no longer the most alike pair of the four figures
    others = [apart(a, b, size) for a, b in (("priestess", "architect"),
                                             ("apostate", "architect"))]
    assert share > min(others), f"at {size} px they are the most alike ({share:.0%})"
