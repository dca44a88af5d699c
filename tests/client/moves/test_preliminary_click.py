"""The preliminary round places a piece with one click on a lit island (an English fresh
player: "single-choice trays ('Shrine', 'Pair') need an extra click for nothing"). On the
real loop at normal speed; a click on an island no pair may go to still says why."""

from __future__ import annotations

from human import LOOK, Person

from luna.client.board.targets import Island
from luna.client.opening import open_game
from luna.engine import new_game


def test_a_click_on_a_lit_island_places_the_shrine_then_the_pair(tmp_path):
    person = Person(tmp_path)
    try:
        game = new_game(players=2, seed=3, setup="random", seats=[{"kind": "human"}] * 2)
        assert game.snapshot()["phase"] == "preliminary_shrine"
        open_game(person.app, game, autosave=False)
        person.wait(LOOK)
        person.settle()
        scene = person.scene
        isl = sorted(tg for tg in scene.clickable if isinstance(tg, Island))[0]
        n = len(scene.game.log)
        person.click_on(isl)
        person.until(lambda: len(scene.game.log) > n, what="the shrine placed")
        assert scene.game.log[n]["type"] == "place_shrine"
        assert scene.game.log[n]["island"] == isl.island and scene.ring is None
        person.settle()
        while scene.snap["phase"] == "preliminary_shrine":   # the other player's shrine
            other = sorted(tg for tg in scene.clickable if isinstance(tg, Island))[0]
            m = len(scene.game.log)
            person.click_on(other)
            person.until(lambda m=m: len(scene.game.log) > m, what="a shrine")
            person.settle()
        assert scene.snap["phase"] == "preliminary_pairs"
        pairs = sorted(tg for tg in scene.clickable if isinstance(tg, Island))
        m = len(scene.game.log)
        person.click_on(pairs[0])
        person.until(lambda: len(scene.game.log) > m, what="the pair placed")
        assert scene.game.log[m]["type"] == "place_pair"
        assert scene.game.log[m]["island"] == pairs[0].island
    finally:
        person.close()
