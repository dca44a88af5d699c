"""A French fresh player (1280x800, 125 %) played Recruitment from the tray; the tray
went, the log rose into its place, and a second later the log line now under his still
pointer lit up with its "Why? Click…" text over the log: one more click would have
looked back in time. After a move played from the tray, the log's lines stay calm for as
long as the pointer stays where it clicked; once it moves, they answer as ever. On the
real loop at normal speed."""

from __future__ import annotations

import pygame
from human import Person
from positions import random_moves
from test_tray_steady_look import _usable

from luna.client.board.targets import Island, LogLine
from luna.client.opening import open_game
from luna.client.window import fonts


def test_the_log_line_under_a_still_pointer_stays_calm_after_a_tray_move(tmp_path):
    p = Person(tmp_path, size=(1280, 800), language="fr", text_size=125, menu=False)
    try:
        open_game(p.app, random_moves(4, 3, 40), autosave=False)
        p.wait(1.0)
        scene = p.scene
        island = next(i for i in _usable(scene) if any(
            a.enabled and a.kind == "recruit" for a in _tray(p, i)))
        p.click_on(Island(island))
        k = next(k for k, a in enumerate(scene.ring.actions)
                 if a.enabled and a.kind == "recruit")
        spot = scene.ring.cards[k].center
        moves = len(scene.game.log)
        p.click(spot)
        p.until(lambda: len(scene.game.log) > moves, seconds=5, what="the move")
        p.wait(2.5)                                   # past the 1 s calm of old
        assert isinstance(scene.board.target_at(spot), LogLine)   # the log rose under it
        assert scene.log_lines.lines_calm(scene.view()) and scene.tip_rect is None
        p.point((spot[0] + 12, spot[1]))              # the hand moves: the line answers
        p.wait(1.0)
        assert not scene.log_lines.lines_calm(scene.view()) and scene.tip_rect is not None
    finally:
        p.close()
        fonts.set_text_size(100)


def test_the_log_line_under_a_still_pointer_stays_calm_after_a_tray_closed(tmp_path):
    """F096: a tray closed by Esc, the log rose under the resting pointer, and a second
    later "Why? Click to see the board" rose over it. A log line's hover text waits for
    the pointer to move onto it."""
    p = Person(tmp_path, size=(1280, 800), menu=False)
    try:
        open_game(p.app, random_moves(4, 3, 40), autosave=False)
        p.wait(1.0)
        scene = p.scene
        island = _usable(scene)[0]
        p.click_on(Island(island))
        spot = scene.ring.cards[0].center
        p.point(spot)
        p.key(pygame.K_ESCAPE)
        assert scene.ring is None
        p.wait(2.5)                                   # past the 1 s calm after a tray
        assert isinstance(scene.board.target_at(spot), LogLine)   # the log rose under it
        assert scene.log_lines.lines_calm(scene.view()) and scene.tip_rect is None
        p.point((spot[0] + 12, spot[1]))              # onto the line: it answers
        p.wait(1.0)
        assert not scene.log_lines.lines_calm(scene.view()) and scene.tip_rect is not None
    finally:
        p.close()


def test_one_click_on_a_line_looks_back_right_after_esc_closed_the_tray(tmp_path):
    """F719: the first click on a log line just after Esc closed the tray only showed
    its "Why?" text, the second looked back. A tray closed by a key keeps the lines calm
    only under the pointer where it rested: one click on a line it moved onto looks back
    at once."""
    p = Person(tmp_path, size=(1280, 800), menu=False)
    try:
        open_game(p.app, random_moves(4, 3, 40), autosave=False)
        p.wait(1.0)
        scene = p.scene
        p.click_on(Island(_usable(scene)[0]))
        assert scene.ring is not None
        p.key(pygame.K_ESCAPE)
        assert scene.ring is None
        log = scene.panel.log_rect
        spot = next(pos for pos in ((log.centerx, y) for y in range(log.top + 5,
                                                                    log.bottom, 6))
                    if isinstance(scene.board.target_at(pos), LogLine))
        p.click(spot)                                 # within a second of the Esc
        assert scene.back is not None, "the click did not look back"
    finally:
        p.close()


def _tray(p: Person, island: int) -> list:
    """The actions of `island`'s tray (opened and closed again)."""
    p.click_on(Island(island))
    actions = list(p.scene.ring.actions)
    p.click_on(Island(island))
    return actions
