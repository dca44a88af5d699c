"""Every island's tray holds the same tiles in the same places (fresh players: a click
where Appoint stood on one island hit Council on the next, where the Architect's Build
shrine had pushed it on): Build shrine and Banish stand on every island's tray, greyed
away from their figure's island with where that is in the hover text. On the real loop
at normal speed."""

from __future__ import annotations

import pygame
from positions import blank, give, isl, novices, play
from test_ring_form import app_at

from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, target_rect
from luna.text import island, t


def _tray(app, i: int) -> dict:
    """Island `i`'s tray opened by a click, the pointer away: {kind: (tile, action)}."""
    app.scene.close_ring()
    frames(app, 1)
    click(app, target_rect(app.scene, Island(i)).center)
    frames(app, 20)
    app.mouse = (2, 2)
    frames(app, 2)
    ring = app.scene.ring
    return {a.kind: (pygame.Rect(c), a) for c, a in zip(ring.cards, ring.actions, strict=True)}


def test_each_action_keeps_its_place_on_every_islands_tray(tmp_path):
    s = blank(players=3)
    sailboat, herbs = isl(s, "sailboat"), isl(s, "herbs")
    assert s["architect"] == sailboat and s["apostate"] not in (sailboat, herbs)
    novices(s, sailboat, 0, active=2)
    novices(s, herbs, 0, active=2)
    give(s, 0, "shrine")
    app = app_at(tmp_path, (1280, 800), play(s))
    there, here = _tray(app, sailboat), _tray(app, herbs)
    assert list(there) == list(here)                      # the same tiles, in one order
    assert all(there[k][0] == here[k][0] for k in there)  # each in the same place
    assert there["build_shrine"][1].enabled                # the Architect's island
    away = here["build_shrine"][1]
    assert not away.enabled and away.refused == t("ring.elsewhere.build_shrine",
                                                  island=island("sailboat"))
    assert here["banish"][1].refused == there["banish"][1].refused == t(
        "ring.elsewhere.banish", island=island(s["islands"][s["apostate"]]["kind"]))
    card = here["build_shrine"][0]                          # the mouse on it: why not
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=card.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 40)
    assert app.scene.hover.words.startswith(away.refused), app.scene.hover.words
    n = len(app.scene.game.log)
    click(app, card.center)                                 # and a click there plays nothing
    frames(app, 5)
    assert len(app.scene.game.log) == n
