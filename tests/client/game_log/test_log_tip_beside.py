"""A log line's hover text ("Why? A click shows the board just before…") stood over the
log's next lines and the instructions under them: three fresh players in three windows
pointed at a line to read the log and lost the lines they were reading. It stands beside
the panel, over no log line. Driven by the real loop at normal speed."""

from __future__ import annotations

import random

import pygame
import pytest

from luna.client.board.targets import LogLine
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game

WINDOWS = [((1024, 700), "de", 150), ((1280, 800), "fr", 125), ((1920, 1080), "en", 100)]


@pytest.mark.parametrize("size,code,text_size", WINDOWS, ids=["1024", "1280", "1920"])
def test_a_log_lines_hover_text_stands_beside_the_panel(tmp_path, size, code, text_size):
    g = new_game(players=4, seed=4, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(4)
    for _ in range(30):
        g.apply(rng.choice(g.legal()))
    app = make_app(tmp_path, speed="normal", size=size, language=code, text_size=text_size)
    open_game(app, g, autosave=False)
    frames(app, 30)
    scene = app.scene
    panel = pygame.Rect(scene.lay.panel)
    lines = [r for r, tg in scene.board.hits if isinstance(tg, LogLine)]
    assert len(lines) >= 3
    for pointed in (lines[0], lines[len(lines) // 2]):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pointed.center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        frames(app, 90)                          # the pointer rests: its text comes
        tip = scene.tip_rect
        assert tip is not None, "the log line says what a click does"
        assert tip.clip(panel).w <= 4, (tip, panel)
        assert tip.collidelist([r for r in lines if r != pointed]) < 0
