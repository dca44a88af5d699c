"""Reference screenshots of typical positions, compared with a tolerance.

Regenerate after an intended change of the look with
    LUNA_UPDATE_REFERENCE=1 python -m pytest tests/test_reference_shots.py
and look at the new PNGs before committing them.
"""

import os
import random
from pathlib import Path

import pygame
import pytest

from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game

REF = Path(__file__).parent / "reference"
TOLERANCE = 6.0          # mean absolute difference per channel, 0-255


def _position(name: str):
    if name == "intro-4p-start":
        return new_game(players=4, seed=1, setup="intro")
    if name == "midgame-3p":
        g = new_game(players=3, seed=5, setup="intro",
                     seats=[{"kind": "human"}] * 3)
        rng = random.Random(5)
        for _ in range(60):
            g.apply(rng.choice(g.legal()))
        return g
    if name == "solo-round-start":
        g = new_game(players=1, seed=2, solo_level=2)
        while g.snapshot()["phase"].startswith("preliminary"):
            g.apply(g.legal()[0])
        return g
    raise KeyError(name)


def _render(tmp_path, name: str) -> pygame.Surface:
    app = make_app(tmp_path)
    open_game(app, _position(name), autosave=False)
    app.scene.settle()
    frames(app, 3)
    return app.screen.copy()


def _mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    d1, d2 = a.copy(), b.copy()
    d1.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)     # max(a - b, 0)
    d2.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)     # max(b - a, 0)
    d1.blit(d2, (0, 0), special_flags=pygame.BLEND_RGB_ADD)    # |a - b|
    r, g, bl, _ = pygame.transform.average_color(d1)
    return (r + g + bl) / 3


@pytest.mark.parametrize("name", ["intro-4p-start", "midgame-3p", "solo-round-start"])
def test_position_looks_like_its_reference(tmp_path, name):
    shot = _render(tmp_path, name)
    path = REF / f"{name}.png"
    if os.environ.get("LUNA_UPDATE_REFERENCE"):
        pygame.image.save(shot, str(path))
    ref = pygame.image.load(str(path))
    assert ref.get_size() == shot.get_size()
    diff = _mean_difference(ref.convert(), shot.convert())
    assert diff < TOLERANCE, f"{name} differs from its reference by {diff:.1f}"


def test_the_comparison_notices_a_real_change(tmp_path):
    shot = _render(tmp_path, "intro-4p-start")
    other = _render(tmp_path, "midgame-3p")
    assert _mean_difference(shot, shot) == 0
    assert _mean_difference(shot, other) > 1.0
    blank = shot.copy()
    blank.fill((0, 0, 0))
    assert _mean_difference(shot, blank) > TOLERANCE
