"""An open tray leaves the log's latest entry in sight (issue 21: a German fresh player at
1024x700, 150 %, four players, opened the Book island's tray of seven tiles, four of them
greyed, and the log was gone: "exactly when I choose an action I cannot see what the
others just did"). Where the whole tray would hide it, its refused tiles give way (the
right-click list still says why each is refused); every action that may be taken stays.
On the real loop at normal speed."""

from __future__ import annotations

from layout_check import draw_recorded
from positions import random_moves

from luna.client import fonts
from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, make_app, target_rect
from luna.client.fonts import wrap
from luna.client.opening import open_game
from luna.client.play.actions import actions_at
from luna.client.widgets.panel import indent_of, log_size


def test_the_latest_entry_stands_under_an_open_tray(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", text_size=150)
    try:
        open_game(app, random_moves(4, 3, 40), autosave=False)
        frames(app, 120)
        scene = app.scene
        seen = 0
        for i in range(7):
            acts = actions_at(Island(i), scene.legal, scene.snap, scene.game.to_move,
                              scene.game)
            usable = sorted(a.kind for a in acts if a.enabled)
            if not usable:
                continue
            click(app, target_rect(scene, Island(i)).center)
            app.mouse = (2, 2)
            frames(app, 30)
            ring = scene.ring
            assert ring is not None, i
            assert sorted(a.kind for a in ring.actions if a.enabled) == usable, i
            latest = scene.log.lines[-1][0]
            size = log_size(scene.panel._s)
            rows = wrap(latest, size, scene.panel.log_rect.w - 14 - indent_of(size))
            shown = [d.words for d in draw_recorded(app).texts]
            whole = all(row in shown for row in rows)
            if len(ring.actions) < len(acts):           # the refused gave way: for it
                assert whole, (i, rows, len(ring.actions))
                seen += 1
            else:                  # the whole tray, where it leaves the entry in sight
                assert whole or len(acts) == len(usable), (i, rows, len(acts))
            scene.close_ring()
            frames(app, 10)
        assert seen, "no tray here had refused tiles to give way"
    finally:
        fonts.set_text_size(100)
