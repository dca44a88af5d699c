"""Each action keeps its place in every island's tray (fresh players: a click where
Appoint stood on one island hit Council on the next, where the Architect's Build shrine
had pushed it on): the five every island offers first, the held favours' next, the
figures' (Build shrine, Banish: only on their island) last. On the real loop at normal
speed."""

from __future__ import annotations

import pygame
from positions import blank, give, isl, novices, play
from test_ring_form import app_at

from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, target_rect


def _tray(app, i: int) -> dict:
    """Island `i`'s tray opened by a click, the pointer away: {kind: its tile}."""
    app.scene.acting.close_ring()
    frames(app, 1)
    click(app, target_rect(app.scene, Island(i)).center)
    frames(app, 20)
    app.mouse = (2, 2)
    frames(app, 2)
    ring = app.scene.ring
    return {a.kind: pygame.Rect(c) for c, a in zip(ring.cards, ring.actions, strict=True)}


def test_each_action_keeps_its_place_on_every_islands_tray(tmp_path):
    s = blank(players=3)
    sailboat, herbs, novice = isl(s, "sailboat"), isl(s, "herbs"), isl(s, "novice")
    assert s["architect"] == sailboat and s["apostate"] == novice
    for i in (sailboat, herbs, novice):
        novices(s, i, 0, active=2, inactive=1)
    give(s, 0, "shrine", "herbs")
    app = app_at(tmp_path, (1024, 700), play(s))
    trays = {i: _tray(app, i) for i in (sailboat, herbs, novice)}
    first = ["favour", "recruit", "appoint", "council", "travel", "herbs"]
    for i, tray in trays.items():
        assert list(tray)[:6] == first, (i, list(tray))
        assert all(tray[k] == trays[herbs][k] for k in first), i   # each in one place
    assert list(trays[sailboat])[6:] == ["build_shrine"]   # the figures' last
    assert list(trays[novice])[6:] == ["banish"]
    assert list(trays[herbs])[6:] == []
