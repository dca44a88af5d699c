"""The winner's moment on the results screen (issue 21, look11: a fresh player saw a bare
"57" beside the heading and the winner's glow cut by the window's top edge): on the real
loop at normal speed, at the three window sizes, the total beside the heading says what it
counts just under it, and the winner's light stands whole inside the window."""

from __future__ import annotations

import pygame
import pytest
from positions import random_moves

from luna.client.demo.driver import frames, make_app
from luna.text import t


@pytest.fixture(scope="module")
def finished():
    return random_moves(3, 4)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_winners_total_is_labelled_and_the_glow_is_whole(tmp_path, finished, size):
    app = make_app(tmp_path, speed="normal", size=size)
    app.open("results", finished)
    scene = app.scene
    window = pygame.Rect(0, 0, *size)
    for _ in range(12):                            # the glow while it rises and turns
        frames(app, 10)
        glow = scene.party.glow_rect
        assert glow is not None and window.contains(glow), (glow, window)
    frames(app, 120)                                # the count is up
    final = finished.snapshot()["final"]
    total = str(final["scores"][final["winner"]])
    heading = next(r for w, r in scene.drawn if w == t("results.title"))
    number = [r for w, r in scene.drawn if w == total and r.left > heading.right]
    name = finished.snapshot()["names"][final["winner"]]
    label = [r for w, r in scene.drawn if w == t("results.total_label", name=name)]
    assert number and label, [w for w, _ in scene.drawn][:8]
    n, lab = number[0], label[0]
    assert lab.top >= n.centery and lab.left < n.right and lab.right > n.left   # under it
    assert lab.left > heading.right and name in t("results.total_label", name=name)  # whose
    assert window.contains(lab) and lab.bottom <= scene.table_rect.top
