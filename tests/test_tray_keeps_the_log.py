"""An open tray leaves the log's latest entry in sight (issue 21: a German fresh player at
1024x700, 150 %, four players, opened the Book island's tray of seven tiles, four of them
greyed, and the log was gone: "exactly when I choose an action I cannot see what the
others just did"). Where the whole tray would hide it, its refused tiles give way (the
right-click list still says why each is refused); every action that may be taken stays.
On the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from layout_check import draw_recorded
from positions import random_moves

from luna.client import fonts
from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, key, make_app, target_rect
from luna.client.fonts import wrap
from luna.client.opening import open_game
from luna.client.play.actions import actions_at
from luna.client.widgets.panel import indent_of, log_size
from luna.text import t


def _trays_opened(app, before=None):
    """Each island's tray where the player may act, opened by a click (`before()` first),
    the pointer then away: its island, its actions and the log's latest entry's rows;
    closed again after."""
    scene = app.scene
    for i in range(7):
        acts = actions_at(Island(i), scene.legal, scene.snap, scene.game.to_move, scene.game)
        if not any(a.enabled for a in acts):
            continue
        if before is not None:
            before()
        click(app, target_rect(scene, Island(i)).center)
        app.mouse = (2, 2)
        frames(app, 30)
        assert scene.ring is not None, i
        size = log_size(scene.panel._s)
        yield i, acts, wrap(scene.log.lines[-1][0], size,
                            scene.panel.log_rect.w - 14 - indent_of(size))
        scene.close_ring()
        frames(app, 10)


def test_the_latest_entry_stands_under_an_open_tray(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", text_size=150)
    try:
        open_game(app, random_moves(4, 3, 40), autosave=False)
        frames(app, 120)
        scene = app.scene
        seen = 0
        for i, acts, rows in _trays_opened(app):
            usable = sorted(a.kind for a in acts if a.enabled)
            ring = scene.ring
            assert sorted(a.kind for a in ring.actions if a.enabled) == usable, i
            shown = [d.words for d in draw_recorded(app).texts]
            whole = all(row in shown for row in rows)
            if len(ring.actions) < len(acts):           # the refused gave way: for it
                assert whole, (i, rows, len(ring.actions))
                seen += 1
            else:                  # the whole tray, where it leaves the entry in sight
                assert whole or len(acts) == len(usable), (i, rows, len(acts))
        assert seen, "no tray here had refused tiles to give way"
    finally:
        fonts.set_text_size(100)


def _under_tray(app, scene, words: str) -> bool:
    """`words` drawn under the open tray, over the panel's toolbar."""
    return any(d.words == words and d.rect.top >= scene.ring.rect.bottom
               and d.rect.bottom <= scene.lay.buttons_top for d in draw_recorded(app).texts)


@pytest.mark.parametrize("size, language, text_size", [((1920, 1080), "en", 100),
                                                       ((1280, 800), "fr", 125)])
@pytest.mark.parametrize("hinted", [False, True])
def test_the_log_keeps_its_heading_under_every_tray(tmp_path, size, language, text_size,
                                                     hinted):
    """Fresh players at 1920x1080 (the Book's seven tiles, the Sailboat's with the Hint's
    card) and at 1280x800 / 125 % (a tray and the Hint): the log lost its heading, or
    went whole. Under every tray, the Hint asked or not, its heading and its latest entry
    stand whole (the tray's name gives way where it must: its place glows on the board;
    the Hint's card where it must: the tray's star marks its tile)."""
    app = make_app(tmp_path, speed="normal", size=size, language=language,
                   text_size=text_size)
    try:
        open_game(app, random_moves(4, 3, 2), autosave=False)
        frames(app, 120)
        scene = app.scene
        seen = 0
        ask = (lambda: (key(app, pygame.K_h, unicode="h"), frames(app, 60))) if hinted \
            else None
        for i, acts, rows in _trays_opened(app, ask):
            assert _under_tray(app, scene, t("panel.log")), (i, len(acts))
            assert all(_under_tray(app, scene, row) for row in rows), (i, rows)
            seen += len(acts) >= 7
        assert seen, "no tray of seven tiles here"
    finally:
        fonts.set_text_size(100)
