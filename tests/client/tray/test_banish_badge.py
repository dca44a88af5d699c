"""Banish's tile says where the Apostate goes: a German fresh player at 1024x700 saw the
Council's "→4" beside Banish's bare "− +" and learnt the island only by hovering. The
badge is the island the engine's dry run sends him to, and follows the − / +."""

from __future__ import annotations

import pygame
from test_tray_tiles import at, open_tray, tray_position

from luna.client.board.action_art import island_badge
from luna.client.demo.driver import click, frames


def test_banishs_badge_points_to_the_island_he_goes_to(tmp_path):
    snap, where = tray_position()
    app = at(tmp_path, (1024, 700), "de", 150, snap)
    scene = app.scene
    ring = open_tray(app, where["bribery"])
    k = next(i for i, a in enumerate(ring.actions) if a.kind == "banish")
    parts = {p: r for r, j, p in ring.parts if j == k}
    seen = []
    for _ in range(2):
        act = ring.actions[k]
        to = scene.game.clone().apply(act.command)
        dest = next(e["to"] for e in to if e["type"] == "figure_moved")
        kind = scene.snap["islands"][dest]["kind"]
        _, gain = ring.badges(act, scene.snap, scene.game)
        h, size = ring.badge_h, ring.badge_size
        want = island_badge(kind, h, size)
        assert gain is not None and pygame.image.tobytes(gain, "RGBA") == \
            pygame.image.tobytes(want, "RGBA"), (act.choice, kind)
        seen.append(kind)
        click(app, parts["plus"].center)              # one island further
        frames(app, 3)
    assert seen[0] != seen[1], seen
    # drawn on its tile, beside the cost, inside the tile
    card = ring.cards[k]
    assert any(card.contains(r) for r in ring.badge_rects), (card, ring.badge_rects)
