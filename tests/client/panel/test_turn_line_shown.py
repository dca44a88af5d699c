"""The turn line and the "to move" mark follow what the board shows (a fresh German
player at 1024x700, 150 %: "White to move" stood over Blue's move still being shown):
while another player's move plays, that player is the one named, until it has been
shown. Computers playing on the real loop at normal speed."""

from __future__ import annotations

import time

import pygame
from layout_check import draw_recorded

from luna.client.board.targets import Player
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game
from luna.seats import LEVELS
from luna.text import t


def marked_card(app) -> int | None:
    """Whose card wears the "to move" pill, as drawn."""
    rec = draw_recorded(app)
    cards = [(r, tg.player) for r, tg in app.scene.board.hits if isinstance(tg, Player)]
    words = {t("panel.to_move"), t("panel.thinking").rstrip("… .")}
    for d in rec.texts:
        if d.words in words:
            return next((p for r, p in cards if r.collidepoint(d.rect.center)), None)
    return None


def test_the_turn_line_names_the_player_whose_move_is_shown(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    app.settings.text_size = 150
    app.save_settings()
    seats = [{"kind": LEVELS[0], "seed": k} for k in (1, 2, 3)] + [{"kind": "human"}]
    game = new_game(players=4, seed=4, setup="intro", seats=seats)
    game.header["seats"] = seats
    open_game(app, game, autosave=False)
    scene = app.scene
    names = scene.snap["names"]
    seen, ahead, lit, end = 0, 0, 0, time.monotonic() + 40
    while seen < 3 and time.monotonic() < end:
        frames(app, 1)
        mover = scene.show.mover()
        if mover is None or scene.summary is not None:
            continue
        seen += 1
        ahead += scene.game.to_move != mover        # the engine is on already
        assert scene.status_line() == t("turn_of", name=names[mover])
        marked = marked_card(app)
        assert marked in (mover, None), (marked, mover)
        lit += marked == mover
        frames(app, 20)
    assert seen >= 3 and ahead and lit, (seen, ahead, lit)
    pygame.display.quit()
