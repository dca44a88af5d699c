"""The game log follows its newest entry unless the player scrolled back on purpose
(a fresh German player at 1024x700, 150 %, against three computers: the log stopped at
an older line with empty space under it, the latest moves hidden until they scrolled).
Scrolled back, the lines read stay in sight while moves come, newer lines fill the log
down to a mark that they wait below, and a click on it brings the newest back. On the
real loop at normal speed, computers playing."""

from __future__ import annotations

import random
import time

import pygame
from layout_check import draw_recorded

from luna.client.demo.driver import click, frames, make_app, wait_frames
from luna.client.opening import open_game
from luna.engine import new_game
from luna.seats import LEVELS
from luna.text import t


def log_rows(app) -> list:
    """The log's rows as drawn (its heading left out), top to bottom."""
    rec = draw_recorded(app)
    r = app.scene.panel.log_rect
    return sorted((d for d in rec.texts if r.contains(d.rect) and d.words.strip()
                   and d.words != t("panel.log")), key=lambda d: d.rect.top)


def test_scrolled_back_the_log_keeps_its_place_and_says_newer_moves_wait(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    app.settings.text_size = 150
    app.save_settings()
    seats = [{"kind": "human"}] + [{"kind": LEVELS[0], "seed": k} for k in (1, 2, 3)]
    game = new_game(players=4, seed=4, setup="intro", seats=seats)
    game.header["seats"] = seats
    rng = random.Random(4)
    while len(game.log) < 40 or game.to_move != 1 or game.snapshot()["phase"] != "actions":
        game.apply(rng.choice(game.legal()))
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 2)
    at = scene.panel.log_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frames(app, 2)
    read = [d.words for d in log_rows(app)][:3]
    moves = len(scene.game.log)
    end = time.monotonic() + 30
    wait_frames(app, lambda: scene.table.may_act and not scene.blocked
                or time.monotonic() > end, 40)
    assert scene.table.may_act and len(scene.game.log) > moves, "no computer moved"
    rows = log_rows(app)
    assert [d.words for d in rows][:3] == read, "the lines read slid away"
    mark = [d for d in rows if d.words == t("log.newer")]
    assert mark, "no mark that newer moves wait below"
    row_h = scene.panel.log_row_height()
    above = max(d.rect.bottom for d in rows if d is not mark[0])
    assert mark[0].rect.top - above <= row_h, "an empty row over the newer moves' mark"
    click(app, mark[0].rect.center)
    frames(app, 2)
    newest = scene.log.lines[-1][0]
    assert scene.panel.scroll == 0
    assert any(newest.startswith(d.words) for d in log_rows(app)), newest
    pygame.display.quit()
