"""The council's name keeps its place while it may (issue 21: a German fresh player at
1024x700, 150 %, four players: it stood on the track in round 1, left of it in round 2,
under the candles in round 3, as stacks grew: it went back towards the seats' middle
whenever that was free). Drawn by the board as the game's frames draw it."""

from __future__ import annotations

import copy

import pygame
from positions import blank, play

from luna.client import fonts
from luna.client.board.layout import path_slots
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.text import t


def test_the_councils_name_stays_where_it_went_while_that_stays_clear(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de",
                   text_size=150)
    try:
        snap = blank(4)
        open_game(app, play(snap), autosave=False)
        frames(app, 3)
        scene = app.scene
        board, lay = scene.board, scene.lay
        surf = pygame.Surface(app.screen.get_size())
        words = t("council.label")

        def name_at(council) -> pygame.Rect:
            s = copy.deepcopy(scene.snap)
            s["council"] = council
            board.draw(surf, s, lay, set(), None, path_slots(s).for_index, set())
            return board._council_name[2]
        empty = [[] for _ in range(11)]
        alone = name_at(empty)                         # nothing in its way: the middle
        middle = [[] for _ in range(11)]
        for seat in (4, 5, 6):
            middle[seat] = [0, 1, 2, 3]                # stacks over the middle: aside
        aside = name_at(middle)
        assert aside.x != alone.x, (alone, aside)
        freed = [[] for _ in range(11)]
        far = 0 if aside.centerx > alone.centerx else 10     # a stack away from it
        freed[far] = [0, 1]
        kept = name_at(freed)                          # the middle free again: it stays
        assert kept.x == aside.x, (alone, aside, kept, words)
    finally:
        fonts.set_text_size(100)
