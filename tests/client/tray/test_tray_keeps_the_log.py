"""An open tray and the log (issue 21: a German fresh player at 1024x700, 150 %, four
players, opened the Book island's tray of seven tiles, four of them greyed, and the log
was gone: "exactly when I choose an action I cannot see what the others just did").
The refused tiles no longer give way for it (the tiles after them moved: another German
player clicked where Appointment had stood and played the Council): every tile keeps
its place, the log's latest entry stands whole under the tray where its rows leave it
room, else its beginning to a whole word and "…" (never a word cut; fresh players 91
and 92 saw the log vanish, a bare band under the tray); at 1280x800 and 1920x1080
under its heading, the Hint asked or not. On the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from layout_check import draw_recorded
from positions import random_moves

from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, key, make_app, target_rect, wait_frames
from luna.client.game import tray_open, tray_room
from luna.client.game.actions import actions_at
from luna.client.game.captions import title_of
from luna.client.game.greyed_slots import every_slot
from luna.client.game.panel import indent_of, log_size
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.client.window.fonts import wrap
from luna.text import t


def _trays_opened(app, before=None):
    """Each island's tray where the player may act, opened by a click (`before()` first),
    the pointer then away: its island, its actions and the log's latest entry's rows;
    closed again after."""
    scene = app.scene
    for i in range(7):
        me = scene.game.to_move
        acts = every_slot(actions_at(Island(i), scene.legal, scene.snap, me, scene.game),
                          Island(i), scene.snap, me, scene.game,
                          tray_room.spare_slots(tray_open.tray_view(scene)))
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
        tray_open.close_tray(scene)
        frames(app, 10)


def test_every_tile_stays_and_the_latest_entry_shows_whole_or_its_beginning(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", text_size=150,
                   menu=False)
    try:
        open_game(app, random_moves(4, 3, 40), autosave=False)
        frames(app, 120)
        scene = app.scene
        greyed = 0
        for i, acts, rows in _trays_opened(app):
            ring = scene.ring
            assert [a.kind for a in ring.actions] == [a.kind for a in acts], i
            greyed += sum(not a.enabled for a in ring.actions)
            shown = [d.words for d in draw_recorded(app).texts
                     if d.rect.top >= ring.rect.bottom]
            seen = [row in shown for row in rows]
            cut = [w for w in shown if w.endswith(" …")]
            if not all(seen) and (any(seen) or cut):   # its beginning, to a whole word and
                k = seen.index(False)     # "…" (fresh players 91 and 92: the log gone, a bare
                #                           band), where the tray leaves the log a row
                assert seen[:k] == [True] * k and not any(seen[k:]), (i, rows, seen)
                end = next(w for w in shown if w.endswith(" …"))
                assert rows[k].split()[:len(end.split()) - 1] == end.split()[:-1], \
                    (i, rows[k], end)
        assert greyed, "no tray here had refused tiles"
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
    went whole. Under every tray its latest entry stands whole, the tray's name over
    it, the heading over the entry under every tray of the game or none (four players,
    seven tiles at 1920x1080: none, the cards keeping their form); the Hint asked, its
    words stand there instead where the log leaves them no room (fresh players 81 and
    83: its words gone under the tray)."""
    app = make_app(tmp_path, speed="normal", size=size, language=language,
                   text_size=text_size, menu=False)
    try:
        open_game(app, random_moves(4, 3, 2), autosave=False)
        frames(app, 120)
        scene = app.scene
        seen, headed = 0, set()
        def ask() -> None:                 # the Hint asked, and waited for, before the click
            key(app, pygame.K_h, unicode="h")
            wait_frames(app, lambda: scene.view().hint is not None)
            frames(app, 60)
        for i, acts, rows in _trays_opened(app, ask if hinted else None):
            seen += len(acts) >= 7
            card = scene.marks.label_rect if hinted else None
            if card is not None and card.top < scene.lay.buttons_top:   # the Hint speaks:
                hint = scene.view().hint       # its words under the tray, the log giving
                assert card.top > scene.ring.rect.bottom and scene.marks.label[:-1] != t(
                    "hint.says", move=title_of(hint.command["type"])), (i, card)   # ("…")
                #                          (its whole words on hover; never in the tray's
                #                          free cells: F457)
                continue
            ring = scene.ring
            assert ring.dock.docked.h, (i, "no name over the tray")
            if ring.headed:     # (four players, a favour that adds a tile: seven tiles at
                assert _under_tray(app, scene, t("panel.log")), (i, len(acts))   # 1920x
            #                     1080 leave the name and the rows no room for the heading
            #                     beside the cards' form; never the name alone over a tray)
            assert all(_under_tray(app, scene, row) for row in rows), (i, rows)
            headed.add(ring.headed)
        assert seen, "no tray of seven tiles here"
        assert len(headed) == 1, "the log's heading over some trays of a game, not others"
    finally:
        fonts.set_text_size(100)
