"""A German fresh player at 1024x700, 150 % text asked the Hint with the Sailboat island's
tray open (seven tiles, reaching the toolbar): no words at all, only the tray's star and
the arrow; they came after Esc. Where the tray leaves no room under it, the Hint's words
stand on one line over it, at the players' cards' foot, over none of its tiles (never in
its free cells: one place for the card, F457) nor of the cards' scores (F802: else its
whole words beside its tile). On the real loop at normal speed."""

from __future__ import annotations

import pygame
from human import LOOK, Person
from test_hint_card import game_of

from luna.client.board.targets import Island
from luna.client.game.hinting import Hints
from luna.client.opening import open_game


def test_the_hints_words_stand_over_a_tray_down_to_the_toolbar(
        tmp_path, monkeypatch):
    p = Person(tmp_path, size=(1024, 700), language="de", text_size=150, menu=False)
    try:
        open_game(p.app, game_of(4, 3, 4), autosave=False)       # seven tiles on island 0
        #         (no favour's move held)
        p.wait(LOOK)
        scene = p.scene
        p.click_on(Island(0))
        p.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
        p.wait(0.3)
        # (two columns here: Herbs and Tides only where held, F131)
        assert scene.ring is not None and len(scene.ring.cards) == 7 and not scene.ring.spare
        room = Hints.room                            # the tray two pixels taller: down to
        monkeypatch.setattr(Hints, "room",           # the toolbar (the player's)
                            lambda self, view, log_rows=None: None if log_rows == 0
                            else room(self, view, log_rows))
        view = scene.view()
        assert scene.hints.room(view) is None and scene.hints.room(view, log_rows=0) is None
        p.key(pygame.K_h)
        p.until(lambda: scene.view().hint is not None, what="the Hint")
        p.wait(0.3)                                  # (the pointer rests)
        for _ in range(30):                          # half a second, each frame
            p.wait(1 / 60)
            box, rows = scene.marks.label_rect, [pygame.Rect(r) for r in
                                                 scene.panel.score_rows]
            if box is None:                          # no line over the tray off the
                assert scene.hints.tip and scene.hover_text.rect is not None, \
                    "the Hint said nothing"          # score rows: beside its tile (F802)
                assert not scene.hover_text.rect.colliderect(scene.ring.rect)
                continue
            assert scene.marks.label, "the Hint said nothing"
            assert box.bottom <= scene.ring.rect.top and scene.hints.over_cards(
                scene.view()), (box, scene.ring.rect)
            assert box.collidelist(rows) < 0, (box, rows)    # over no score (F802)
    finally:
        p.close()


def test_under_another_places_tray_the_hints_words_name_its_place(tmp_path, monkeypatch):
    """F340: the Book island's tray stood open as the Hint came; "Tipp: Rat" stood by it
    while the hinted Council was the Tides island's, and the tray's Council
    played the Book island's. Under another place's tray every form of the Hint's words
    names its place, and no tile of that tray is marked as the Hint's (F120)."""
    from positions import blank, isl, novices, play
    from test_hint_place import hint_of

    from luna.client.game import tray_open
    from luna.client.widgets import palette as P
    from luna.text import island
    p = Person(tmp_path, size=(1024, 700), language="de", text_size=150)
    try:
        s = blank(players=2)
        book, tides = isl(s, "book"), isl(s, "tides")
        novices(s, book, 0, active=3)
        novices(s, tides, 0, active=2)
        s["islands"][book]["favours"] = 0
        open_game(p.app, play(s), autosave=False)
        p.wait(LOOK)
        scene = p.scene
        monkeypatch.setattr(Hints, "room",           # no room under the tray: over it,
                            lambda self, view, log_rows=None: None)   # as full
        p.click_on(Island(book))
        p.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
        p.wait(0.3)
        assert scene.ring is not None
        cmd = next(c for c in scene.legal if c["type"] == "council" and c["island"] == tides
                   and not c["novice_token"])
        scene.hints.hint = hint_of(scene.game, cmd)    # come with the tray open
        tray_open.hint_into_tray(scene)
        place = island(scene.snap["islands"][tides]["kind"])
        for _ in range(20):                          # a third of a second, each frame
            p.wait(1 / 60)
            said = scene.marks.label
            assert said and place in said, f"the Hint's words without its place: {said!r}"
        ring = scene.ring
        assert not any(a.hinted for a in ring.actions) and ring.focus is None
        for card in ring.cards:                      # no gold rim on any tile
            rim = [tuple(p.app.screen.get_at((x, card.top)))[:3]
                   for x in range(card.left + 12, card.right - 12, 4)]
            assert sum(c == P.GOLD for c in rim) <= len(rim) // 2, card
    finally:
        p.close()
