"""An English fresh player's Hint (1920x1080, four players) said "Appoint a novice from
the Tides island to tile 9": its arrow came in flat along the path's lowest row from the
row's far end, its head under the tiles and the Temple Guardian standing before tile 9,
and he read the row's end as its goal. An arrow to a path tile comes down onto its row."""

from __future__ import annotations

import math

import pygame
from human import Person
from test_scoring_summary import before_a_round_end, open_at

from luna.client.board.arrows import curve
from luna.client.board.marks import _away
from luna.client.board.targets import Group, Tile


def arrival(line) -> float:
    """The angle in degrees between the line's last stretch and the path's rows."""
    (x0, y0), (x1, y1) = line[-4], line[-1]
    return math.degrees(math.asin(abs(y1 - y0) / (math.dist((x0, y0), (x1, y1)) or 1)))


def test_a_hint_from_the_tides_island_comes_down_onto_the_lowest_row(tmp_path):
    p = Person(tmp_path, size=(1920, 1080))
    try:
        game, _ = before_a_round_end(["human"] * 4, seed=9, rounds=2)
        open_at(p, game)
        p.wait(0.2)
        scene = p.scene
        tides = next(i for i, isl in enumerate(scene.snap["islands"]) if isl["kind"] == "tides")
        hits = scene.board.hits
        start = next(pygame.Rect(r) for r, tg in hits
                     if isinstance(tg, Group) and tg.island == tides)
        tiles = {tg.tile: pygame.Rect(r) for r, tg in hits if isinstance(tg, Tile)}
        lowest = max(r.centery for r in tiles.values())
        middle = pygame.Rect(scene.lay.board).center
        for k, r in tiles.items():
            if r.centery != lowest:
                continue
            a, b = start.center, r.center
            angle = arrival(curve(a, b, _away(a, b, Tile(k), middle)))
            assert angle >= 35, (k, round(angle))          # (it came in at 1-17 degrees)
    finally:
        p.close()
