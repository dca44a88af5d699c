"""Where the turn line gives way (1024x700, 150 %, four players: the fullest tray needs
its rows), the "to move" pill is what says whose turn it is: it stands on the mover's
card before the favours held (a German fresh player at 1024x700, 150 %: from round 2 on
neither the line nor the pill said it was his turn, his card holding two favours). The
board drawn by the real loop at normal speed."""

from __future__ import annotations

import pygame
from positions import blank, give, isl, novices, play
from test_turn_line_shown import marked_card

from luna.client.board.targets import Group
from luna.client.demo.driver import click, frames, key, make_app, target_rect
from luna.client.opening import open_game


def test_the_pill_says_whose_turn_where_the_turn_line_gave_way(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", text_size=150)
    snap = blank(4)
    book = isl(snap, "book")
    snap["architect"] = snap["apostate"] = book          # (the fullest tray: nine tiles)
    me = snap["to_move"]
    give(snap, me, "herbs", "tides", "sailboat")
    novices(snap, book, me, active=3)
    open_game(app, play(snap), autosave=False)
    frames(app, 6)
    scene = app.scene
    click(app, target_rect(scene, Group(book, me, "active")).center)     # a tray, then none
    frames(app, 30)
    key(app, pygame.K_ESCAPE)
    frames(app, 30)
    assert not scene.panel.turn_line and scene.ring is None
    assert marked_card(app) == me, "no pill on the mover's card"
