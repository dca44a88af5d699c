"""Look24: the players' default names speak the player's language after a load (a German
player read "Yellow, Red, Blue"), a typed name stays; the thinking badge shows its word
whole, its dots drawn (it read "überlegt." as a word cut off)."""

import pygame
from layout_check import draw_recorded

from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_save
from luna.engine import new_game
from luna.saves import save
from luna.text import seat_names, set_language, t


def _saved(tmp_path):
    """An English three-player game, Red's turn a computer's: names as the engine and an
    English dialog gave them, one typed by a person."""
    game = new_game(3, seed=5, setup="intro", names=["Yellow", "Anna", "Blue"],
                    seats=[{"kind": "human"}, {"kind": "adept", "seed": 1},
                           {"kind": "human"}])
    while game.to_move != 1:
        game.apply(game.legal()[0])
    return save(game, tmp_path / "en.luna"), game.header["colours"]


def test_default_names_follow_the_language_typed_ones_stay():
    colours = ["yellow", "red", "blue"]
    try:
        set_language("de")
        assert seat_names(["Yellow", "Anna", "Bleu"], colours) == ["Gelb", "Anna", "Blau"]
        set_language("fr")
        assert seat_names(["Gelb", "Rot", "Blue"], colours) == \
            [t("colour.yellow"), t("colour.red"), t("colour.blue")]
        assert seat_names(["Red", "Yellow"], ["yellow", "red"]) == ["Red", "Yellow"]
    finally:
        set_language("en")


def test_a_loaded_game_speaks_german_and_its_thinking_badge_is_whole(tmp_path):
    path, colours = _saved(tmp_path)
    try:
        app = make_app(tmp_path, speed="normal", size=(1920, 1080))
        set_language("de")                   # the window speaks German from here on
        assert open_save(app, path, autosave=False)
        scene = app.scene
        frames(app, 3)
        snap = scene.table.game.snapshot()
        assert snap["names"] == ["Gelb", "Anna", "Blau"]
        assert scene.table.thinking_for == 1
        rec = draw_recorded(app)
        words = [d.words.strip() for d in rec.texts]
        assert "Gelb" in words and "Blau" in words and "Anna" in words
        assert not {"Yellow", "Red", "Blue"} & set(words), words
        badge = scene.panel.badge_rect
        assert badge is not None, "Anna's card shows no thinking badge"
        said = [d for d in rec.texts if d.rect.colliderect(badge)]
        assert [d.words for d in said] == ["denkt nach"], said
        assert badge.contains(said[0].rect)
        # the dots are drawn in the pill, right of the word, in the night ink
        px = pygame.PixelArray(app.screen)
        try:
            ink = app.screen.map_rgb((20, 24, 40))
            right = [px[x, y] for x in range(said[0].rect.right + 2, badge.right - 2)
                     for y in range(badge.top + 2, badge.bottom - 2)]
        finally:
            px.close()
        assert len(set(right)) > 2, "no dots beside the word"
        del ink
    finally:
        set_language("en")
