"""A German fresh player at 1024x700, 150 % text asked the Hint with the Sailboat island's
tray open (seven tiles, reaching the toolbar): no words at all, only the tray's star and
the arrow; they came after Esc. Where the tray leaves no room under it, the Hint's words
stand in its free cell beside its last tile. On the real loop at normal speed."""

from __future__ import annotations

import pygame
from human import LOOK, Person
from test_hint_card import game_of

from luna.client.board.targets import Island
from luna.client.game.hinting import Hints
from luna.client.opening import open_game


def test_the_hints_words_stand_in_the_free_cell_of_a_tray_down_to_the_toolbar(
        tmp_path, monkeypatch):
    p = Person(tmp_path, size=(1024, 700), language="de", text_size=150)
    try:
        open_game(p.app, game_of(4, 3, 4), autosave=False)       # seven tiles on island 0
        #         (no favour's move held: the cell beside the last tile free)
        p.wait(LOOK)
        scene = p.scene
        p.click_on(Island(0))
        p.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
        p.wait(0.3)
        # (two columns here: Herbs and Tides only where held, F131)
        assert scene.ring is not None and len(scene.ring.cards) == 7 and not scene.ring.spare
        cell = scene.hints.tray_cell(scene.view())
        assert cell is not None
        room = Hints.room                            # the tray two pixels taller: down to
        monkeypatch.setattr(Hints, "room",           # the toolbar (the player's)
                            lambda self, view, log_rows=None: None if log_rows == 0
                            else room(self, view, log_rows))
        view = scene.view()
        assert scene.hints.room(view) is None and scene.hints.room(view, log_rows=0) is None
        p.key(pygame.K_h)
        p.until(lambda: scene.view().hint is not None, what="the Hint")
        for _ in range(30):                          # half a second, each frame
            p.wait(1 / 60)
            box = scene.marks.label_rect
            assert box is not None and scene.marks.label, "the Hint said nothing"
            assert cell.contains(box) and scene.hints.in_tray(scene.view()), (box, cell)
    finally:
        p.close()
