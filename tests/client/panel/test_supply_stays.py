"""Where the players' cards stand as a scoreboard without their foot (1024x700, German,
150 %; 1280x800, French, 125 %) the supply was shown only while a tray stood, in the
turn line's place, and went with the tray: fresh players saw "Vorrat" / "Réserve" come
and go, the panel changing its form with each tray. The person's supply stands at the
round's heading's right end, tray or not, in one place with the same numbers, and the
turn line keeps its words whether a tray stands or not. On the real loop at normal
speed."""

from __future__ import annotations

import pygame
import pytest
from layout_check import draw_recorded, panel_problems
from test_action_area import _fullest

from luna.client import fonts
from luna.client.board.targets import PanelItem, Player
from luna.client.demo.driver import frames, key, make_app, wait_frames
from luna.client.opening import open_game
from luna.engine import new_game


def _panel_top(app, me: int) -> tuple:
    """The supply's hit box, the words in it and every word over the players' cards."""
    scene = app.scene
    rec = draw_recorded(app)
    box = next((pygame.Rect(r) for r, tg in scene.board.hits if tg == PanelItem(me, "supply")),
               None)
    cards = min(r.top for r, tg in scene.board.hits if isinstance(tg, Player))
    panel = pygame.Rect(scene.lay.panel)
    over = sorted((d.words, tuple(d.rect)) for d in rec.texts
                  if panel.contains(d.rect) and d.rect.bottom <= cards)
    words = {d.words for d in rec.texts if box is not None and box.collidepoint(d.rect.center)}
    return box, words, over, rec


@pytest.mark.parametrize("size,code,text_size", [
    ((1024, 700), "de", 150), ((1280, 800), "fr", 125)], ids=str)
def test_the_supply_stands_in_one_place_tray_or_not(tmp_path, size, code, text_size):
    """The start screen's game (a person and three computers at Initiate), at the
    person's first turn."""
    app = make_app(tmp_path, speed="normal", size=size, language=code, text_size=text_size)
    seats = [{"kind": "human"}] + [{"kind": "initiate", "seed": k} for k in (2, 3, 4)]
    game = new_game(players=4, seed=4, setup="intro", seats=seats)
    game.header["seats"] = seats
    open_game(app, game, autosave=False)
    scene = app.scene
    try:
        wait_frames(app, lambda: scene.table.may_act and not scene.show.busy, 60)
        frames(app, 10)
        me, snap = scene.game.to_move, scene.snap
        want = {f"×{snap['supply']['novices'][me]}", f"×{snap['supply']['shrines'][me]}"}
        box, words, over, _ = _panel_top(app, me)
        assert box is not None, "no supply in the panel without a tray"
        assert want <= words, (words, want)
        _fullest(app)
        frames(app, 5)
        assert scene.ring is not None and scene.ring.me == me
        tray = _panel_top(app, me)
        assert tray[:3] == (box, words, over), ("with a tray", tray[:3], (box, words, over))
        assert not box.colliderect(scene.ring.rect), (box, scene.ring.rect)
        bad = panel_problems(scene, tray[3])
        assert not bad, "\n".join(bad)
        key(app, pygame.K_ESCAPE)
        frames(app, 5)
        assert scene.ring is None
        assert _panel_top(app, me)[:3] == (box, words, over), "the tray closed"
    finally:
        fonts.set_text_size(100)
