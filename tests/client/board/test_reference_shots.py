"""Reference screenshots of typical positions, compared with a tolerance.

Regenerate after an intended change of the look with
    LUNA_UPDATE_REFERENCE=1 python -m pytest tests/client/board/test_reference_shots.py
and look at the new pictures (also written as PNGs to shots/reference/, which git
ignores) before committing them. A reference is kept as a quarter-size thumbnail, raw RGB
compressed with zlib (`.ref`): the repository holds no pictures but the README's.
"""

import os
import random
import zlib
from pathlib import Path

import pygame
import pytest

from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game

REF = Path(__file__).parent / "reference"
TOLERANCE = 6.0          # mean absolute difference per channel, 0-255
THUMB = 4                # a reference is a thumbnail: 1/4 of the window each way


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
    app = make_app(tmp_path, menu=False)
    open_game(app, _position(name), autosave=False)
    app.scene.settle()
    frames(app, 3)
    return app.screen.copy()


def thumbnail(shot: pygame.Surface) -> pygame.Surface:
    w, h = shot.get_size()
    return pygame.transform.smoothscale(shot.convert(), (w // THUMB, h // THUMB))


def save_ref(thumb: pygame.Surface, path: Path) -> None:
    w, h = thumb.get_size()
    raw = pygame.image.tobytes(thumb, "RGB")
    path.write_bytes(w.to_bytes(2, "big") + h.to_bytes(2, "big") + zlib.compress(raw, 9))


def load_ref(path: Path) -> pygame.Surface:
    data = path.read_bytes()
    w, h = int.from_bytes(data[:2], "big"), int.from_bytes(data[2:4], "big")
    return pygame.image.frombytes(zlib.decompress(data[4:]), (w, h), "RGB").convert()


def _mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    d1, d2 = a.copy(), b.copy()
    d1.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)     # max(a - b, 0)
    d2.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)     # max(b - a, 0)
    d1.blit(d2, (0, 0), special_flags=pygame.BLEND_RGB_ADD)    # |a - b|
    r, g, bl, _ = pygame.transform.average_color(d1)
    return (r + g + bl) / 3


@pytest.mark.parametrize("name", ["intro-4p-start", "midgame-3p", "solo-round-start"])
def test_position_looks_like_its_reference(tmp_path, name):
    shot = thumbnail(_render(tmp_path, name))
    path = REF / f"{name}.ref"
    if os.environ.get("LUNA_UPDATE_REFERENCE"):
        save_ref(shot, path)
        look = Path(__file__).resolve().parents[3] / "shots" / "reference"
        look.mkdir(parents=True, exist_ok=True)
        pygame.image.save(_render(tmp_path, name), str(look / f"{name}.png"))
    ref = load_ref(path)
    assert ref.get_size() == shot.get_size()
    diff = _mean_difference(ref, shot)
    assert diff < TOLERANCE, f"{name} differs from its reference by {diff:.1f}"


def test_the_comparison_notices_a_real_change(tmp_path):
    shot = thumbnail(_render(tmp_path, "intro-4p-start"))
    other = thumbnail(_render(tmp_path, "midgame-3p"))
    assert _mean_difference(shot, shot) == 0
    assert _mean_difference(shot, other) > 1.0
    blank = shot.copy()
    blank.fill((0, 0, 0))
    assert _mean_difference(shot, blank) > TOLERANCE


def test_a_reference_keeps_its_thumbnail(tmp_path):
    shot = thumbnail(_render(tmp_path, "solo-round-start"))
    save_ref(shot, tmp_path / "x.ref")
    assert _mean_difference(load_ref(tmp_path / "x.ref"), shot) == 0
