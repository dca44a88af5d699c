"""An Appointment's tile chosen on the board: the tiles it reaches only by spending the
bribery favour are named as such before the click (a German fresh player clicked tile 15
among "9, 11, 15" and read only afterwards, in the log, that his Bribery favour was
gone). Words in four languages; the prompt as drawn on a frame of the real loop."""

from __future__ import annotations

import random

import pytest
from layout_check import draw_recorded

from luna.client.board.targets import Island
from luna.client.demo.driver import frames, make_app
from luna.client.game import tray_open
from luna.client.game.actions import actions_at
from luna.client.opening import open_game
from luna.engine import new_game
from luna.text import set_language, t


def _bribe_choice():
    """A game where the player to move may appoint from one island to several tiles, one
    of them only with the bribery favour; and that island."""
    for seed in range(300):
        g = new_game(players=3, seed=seed, setup="random", seats=[{"kind": "human"}] * 3)
        rng = random.Random(seed)
        for _ in range(120):
            if g.is_over:
                break
            legal = g.legal()
            by_isl: dict = {}
            for c in legal:
                if c["type"] == "appoint":
                    by_isl.setdefault(c["island"], []).append(c)
            for i, cs in by_isl.items():
                plain = {c["tile"] for c in cs if not c.get("bribe")}
                bribed = {c["tile"] for c in cs if c.get("bribe")} - plain
                if plain and bribed:
                    return g, i, sorted(plain), sorted(bribed)
            g.apply(rng.choice(legal))
    raise AssertionError("no such Appointment met")


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_the_tiles_that_spend_the_bribery_favour_are_named_before_the_click(tmp_path,
                                                                           code):
    game, i, plain, bribed = _bribe_choice()
    app = make_app(tmp_path, speed="normal", size=(1280, 800), language=code)
    try:
        open_game(app, game, autosave=False)
        frames(app, 30)
        scene = app.scene
        act = next(a for a in actions_at(Island(i), scene.legal, scene.snap,
                                         game.to_move, game) if a.kind == "appoint")
        tray_open.start_tile_pick(scene, act)
        frames(app, 10)
        words = scene.acting.pick_words(scene.view())
        said = t("pick.bribed", count=len(bribed), tiles=", ".join(map(str, bribed)))
        assert said in words, words
        head = words.split(said)[0]
        assert all(str(x) in head for x in plain), words
        shown = " ".join(d.words for d in draw_recorded(app).texts)
        last = said.split()[-1]                  # the prompt's words on screen
        assert last.strip(".,)") in shown, shown
    finally:
        set_language("en")
