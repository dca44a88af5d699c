"""The guided game's light: the board dimmed but for what the step asks to click, each lit
thing in its own shape with a soft edge, the candles' altar in one light (a fresh player
read the hard-cut holes as "three flat pale ovals", crude). Played on the real loop at
normal speed, from the menu's Learn to play."""

from __future__ import annotations

import pygame
import pytest
from guided_steps import NOTES, at_step
from layout_check import draw_recorded

from luna.client.board.targets import Candles, Island
from luna.client.demo.driver import button_named, click, frames, make_app, press_button
from luna.client.learn.guided_table import SAVE_KEY
from luna.client.learn.lesson_view import DIM
from luna.client.learn.notes import round_scored
from luna.saves import save, tutorial_path
from luna.text import t


def _to_step(app, index: int):
    """Learn to play, from the save of the guided game at step `index` (as the menu
    resumes it), on to the step asking to be played."""
    if index:
        game = at_step(index)
        save(game, tutorial_path(app.save_dir), extra={SAVE_KEY: {
            "step": index, "seen": list(NOTES) if round_scored(game) else ["intro"],
            "tips": True}})
    press_button(app, button_named(app, t("menu.tutorial")))
    scene = app.scene
    table = scene.table
    for _ in range(12000):
        frames(app, 1)
        if table.note is not None and "continue" in scene.lesson.buttons:
            click(app, scene.lesson.buttons["continue"].center)
        elif table.may_act and not scene.blocked and not scene.anims \
                and table.step is not None:
            if table.step_index == index:
                frames(app, 30)
                return scene
            if "skip" in scene.lesson.buttons:
                click(app, scene.lesson.buttons["skip"].center)
        elif scene.summary is not None:
            press_button(app, scene.scoring.button)
    raise AssertionError(f"step {index} never came")


def _alpha(scene, pos) -> int:
    """How dim the veil is at a window point (0: lit, DIM's alpha: dimmed)."""
    bx, by, _, _ = scene.lay.board
    veil = scene.lesson._shade[1]                           # as last drawn
    return veil.get_at((pos[0] - bx, pos[1] - by)).a


def test_a_lit_island_stands_in_a_soft_light_and_the_rest_is_dimmed(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    scene = _to_step(app, 0)
    lit = [tg for tg in scene.lesson._plan[3] if isinstance(tg, Island)]
    assert lit, "the first step lights an island"
    rect = next(r for r, tg in scene.board.hits if tg == lit[0])
    assert _alpha(scene, rect.center) < 20                  # the island itself: lit
    bx, by, bw, bh = scene.lay.board
    far = (bx + 40, by + bh - 40)
    assert _alpha(scene, far) >= DIM[3] - 4                 # the sea far off: dimmed
    # from the open sea in to the island's middle the light comes up over a few pixels
    row = [_alpha(scene, (x, rect.centery)) for x in range(bx, rect.centerx)]
    between = {a for a in row if 10 < a < DIM[3] - 10}
    assert len(between) >= 3, f"a hard edge: {sorted(set(row))}"


@pytest.mark.long
def test_the_candles_altar_is_lit_whole(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    scene = _to_step(app, 6)                                # Meditation: the candles
    assert Candles() in scene.lesson._plan[3]
    row = next(r for r, tg in scene.board.hits if tg == Candles())
    # the altar's ends beside the candles and the room between two flames: all lit
    for pos in ((row.left - row.h // 3, row.bottom - 4), (row.right + row.h // 3,
                                                           row.bottom - 4),
                (row.left + row.w // 3, row.top + 4)):
        assert _alpha(scene, pos) < 60, (pos, row)
    assert _alpha(scene, (row.centerx, row.top - row.h)) > 100   # well above it: dimmed


def test_the_card_says_what_to_do_and_leaves_the_computers_move_to_the_log(tmp_path):
    """A fresh player (1280x800, 100 %): the step's card told the computer's move in the
    same sentences the log showed right under it. The log tells it; the card's words are
    the step's own, none of the log's lines among them."""
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    scene = _to_step(app, 0)
    told = [line for (line, _), cause in zip(scene.log.lines, scene.log.causes, strict=True)
            if cause is not None]             # (the learner has not moved yet)
    assert told, "the computer moved first: its move is in the log"
    box = scene.lesson.box
    words = " ".join(d.words for d in draw_recorded(app).texts if box.contains(d.rect))
    assert t(f"tutorial.{scene.table.step.key}.short") in words
    again = [line for line in told if " ".join(line.split()[:3]) in words]
    assert not again, f"said in the card as in the log: {again}"


def test_a_tray_beside_the_guided_card_keeps_tiles_a_word_and_a_picture_high(tmp_path):
    """German at 150 % in the smallest window: the first step's island clicked, its tray
    stands with tiles high enough for a word under a picture (they stood 12 px high, the
    words through the pictures), the step's card beside it in the panel."""
    from luna.client.board.targets import Island
    from luna.client.demo.driver import target_rect
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    app.settings.text_size = 150
    app.save_settings()
    app.restyle()
    scene = _to_step(app, 0)
    island = next(tg for tg in scene.lesson._plan[3] if isinstance(tg, Island))
    click(app, target_rect(scene, island).center)
    frames(app, 30)
    ring = scene.ring
    assert ring is not None, "the island's tray"
    w, h = ring.tile
    assert h >= ring.word_h + 24, (ring.tile, ring.word_h)
    assert not ring.short or h >= 40, ring.tile
    panel = pygame.Rect(scene.lay.panel)
    assert all(panel.contains(c) for c in ring.cards)
