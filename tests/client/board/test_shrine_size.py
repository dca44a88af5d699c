"""Shrines read as buildings on crowded islands (a German fresh player at 1024x700 150 %:
"shrines are tiny, about 12 px houses, on the crowded islands"): with four players'
shrines and novices on every island, drawn by the real loop at normal speed, a shrine
stands SHRINE px at least on all islands but one (main: 10 px houses on the Book, Novice
and Tides islands, two stacked in a back seat's cell; the Novice island's long building
leaves them no other place yet)."""

from __future__ import annotations

import pygame
from positions import blank, novices, play, shrine

from luna.client.board.targets import Shrine
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game

SHRINE = 15             # px (main: 10 on three islands at 1024x700 150 %)


def crowded() -> dict:
    """Four players: three shrines on each island, a standing novice of each player on
    every island, lying ones on three of them, the three big figures about."""
    snap = blank(4)
    for i in range(7):
        for p in range(4):
            if (i + p) % 3 != 2:
                shrine(snap, i, p)
            novices(snap, i, p, active=1, inactive=1 if i in (0, 3, 6) and p % 2 == 0 else 0)
    snap["priestess"], snap["architect"], snap["apostate"] = 6, 0, 2
    return snap


def test_shrines_read_as_buildings_on_crowded_islands(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", text_size=150)
    open_game(app, play(crowded()), autosave=False)
    frames(app, 10)
    sizes: dict[int, int] = {}
    for box, target in app.scene.board.hits:
        if isinstance(target, Shrine):
            box = pygame.Rect(box)
            assert box.w == box.h, box
            sizes[target.island] = min(sizes.get(target.island, box.w), box.w)
    assert len(sizes) == 7, sizes
    small = {i: s for i, s in sizes.items() if s < SHRINE}
    assert len(small) <= 1, f"small shrines on islands {small} (all: {sizes})"
