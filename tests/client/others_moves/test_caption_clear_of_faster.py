"""A computer's move's caption stands whole, nothing over it: a French fresh player at
1280x800, 125 %, four players, read "Rouge revendique la tuile Temple" with its "12"
under the "Plus vite" chip, on every computer turn. On the real loop at normal speed,
computers playing: while a caption and the chip stand, they stand apart."""

from __future__ import annotations

import pytest

from luna.client import fonts
from luna.client.demo.driver import frames, make_app, wait_frames
from luna.client.opening import open_game
from luna.engine import new_game
from luna.seats import LEVELS


@pytest.mark.parametrize("size, language, text_size", [((1280, 800), "fr", 125),
                                                       ((1024, 700), "de", 150),
                                                       ((1920, 1080), "en", 100)])
def test_the_faster_chip_stands_clear_of_the_caption(tmp_path, size, language, text_size):
    app = make_app(tmp_path, speed="normal", size=size, language=language)
    app.worker_process = False
    app.settings.text_size = text_size
    app.save_settings()
    app.goto("menu")
    try:
        seats = [{"kind": LEVELS[0], "seed": k} for k in (1, 2, 3, 4)]
        game = new_game(players=4, seed=3, setup="intro", seats=seats)
        game.header["seats"] = seats
        open_game(app, game, autosave=False)
        scene = app.scene
        seen = 0
        for _ in range(5):        # (twelve: ~13 s more CPU in a run, the same places seen)
            wait_frames(app, lambda: scene.show.caption is not None
                        and scene.show.caption.rect is not None, 40)
            caption = scene.show.caption
            frames(app, 12)
            chip = scene.show.chip
            if chip is not None and not caption.docked:
                assert not chip.colliderect(caption.rect), (caption.lines, caption.rect,
                                                            chip)
                seen += 1
            wait_frames(app, lambda c=caption: scene.show.caption is not c, 40)
        assert seen
    finally:
        fonts.set_text_size(100)


def test_the_french_players_own_game(tmp_path):
    """The fresh player's own game (its seed, seats and first four moves): Red's
    Appointment on tile 12 after the player's Council move, at 1280x800, 125 %."""
    app = make_app(tmp_path, speed="normal", size=(1280, 800), language="fr")
    app.worker_process = False
    app.settings.text_size = 125
    app.save_settings()
    app.goto("menu")
    try:
        seats = [{"kind": "human"}] + [{"kind": "initiate", "seed": 820845253 + k}
                                       for k in range(3)]
        game = new_game(players=4, seed=820845252, setup="intro", seats=seats)
        game.header["seats"] = seats
        for cmd in ({"type": "council", "player": 1, "island": 0, "count": 2,
                     "novice_token": False},
                    {"type": "appoint", "player": 2, "island": 1, "tile": 8, "bribe": False,
                     "novice_token": False},
                    {"type": "banish", "player": 3, "count": 0, "novice_token": True},
                    {"type": "council", "player": 0, "island": 4, "count": 2,
                     "novice_token": False}):
            game.apply(cmd)
        open_game(app, game, autosave=False)
        scene = app.scene
        for _ in range(3):
            wait_frames(app, lambda: scene.show.caption is not None
                        and scene.show.caption.rect is not None, 40)
            caption = scene.show.caption
            frames(app, 12)
            chip = scene.show.chip
            assert chip is None or caption.docked or not chip.colliderect(caption.rect), \
                (caption.lines, caption.rect, chip)
            wait_frames(app, lambda c=caption: scene.show.caption is not c, 40)
    finally:
        fonts.set_text_size(100)
