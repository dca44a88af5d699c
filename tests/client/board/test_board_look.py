"""The board's look (issue 21 §1): landmarks of their own, highlights in the shape of what
they light, calm motion that the reduced-motion setting stills. Everything is checked
on frames of the real app loop (`app.frame(1/60)`), as a person sees them."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from luna.client.board import art
from luna.client.board.targets import CouncilSeat, Field, Group, Island, Tile
from luna.client.demo.driver import button_named, frames, make_app, press_button
from luna.client.opening import open_game
from luna.client.window.settings import settings_path
from luna.engine import new_game
from luna.engine.data import COUNCIL_POINTS
from luna.text import t


def midgame(seed: int = 5, moves: int = 40):
    g = new_game(players=3, seed=seed, setup="intro", seats=[{"kind": "human"}] * 3)
    rng = random.Random(seed)
    for _ in range(moves):
        g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"] or g.legal()))
    return g


@pytest.fixture
def game(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    open_game(app, midgame(), autosave=False)
    frames(app, 10)
    return app


def board_of(app) -> pygame.Surface:
    return app.screen.subsurface(app.scene.lay.board).copy()


def difference(a: pygame.Surface, b: pygame.Surface, threshold: int) -> pygame.Mask:
    """The pixels where `a` and `b` differ by more than `threshold` in some channel."""
    d, e = a.copy(), b.copy()
    d.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    e.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d.blit(e, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(d, (0, 0, 0, 255), (threshold + 1,) * 3 + (255,))
    same.invert()
    return same


def changed(a: pygame.Surface, b: pygame.Surface, at: list[tuple[int, int]] | None = None,
            threshold: int = 24) -> int:
    """How many pixels (of `at`, or all) differ by more than `threshold`."""
    mask = difference(a, b, threshold)
    return mask.count() if at is None else sum(mask.get_at(p) for p in at)


def test_the_water_the_moon_and_the_flames_move_unless_motion_is_reduced(game, tmp_path):
    app = game
    scene = app.scene
    assert not app.settings.reduced_motion
    mx, my, r = scene.board.motion.moon
    moon = [(x, y) for x in range(mx - r, mx + r, 2) for y in range(my - r, my + r, 2)]
    candles = pygame.Rect(next(rect for rect, tg in scene.board.hits if tg.what == "candles"))
    flames = [(x, y) for x in range(candles.left, candles.right)
              for y in range(candles.top, candles.centery)]
    land = [pygame.Rect(x).inflate(20, 20) for x in scene.lay.islands + [scene.lay.temple_island]]
    w, h = scene.lay.board[2:]
    sea = [(x, y) for x in range(0, w, 2) for y in range(0, h, 2)
           if pygame.Rect(x, y, 1, 1).collidelist(land) < 0 and abs(x - mx) + abs(y - my) > 3 * r]
    first = board_of(app)
    frames(app, 40)
    now = board_of(app)
    for where, pts in (("the moon", moon), ("the candles", flames), ("the water", sea)):
        assert changed(first, now, pts, threshold=8) > 3, f"{where} stood still"
    # the setting, as a person changes it: the Settings dialog's row
    app.open("settings")
    frames(app, 2)
    press_button(app, app.scene.motion)
    assert app.settings.reduced_motion
    assert json.loads(settings_path(tmp_path).read_text())["reduced_motion"] is True
    pill = app.scene.drawn_switches[app.scene.motion]        # its switch drawn on:
    light = [sum(app.screen.get_at((x, pill.centery))[:3])
             for x in range(pill.x + pill.h // 4, pill.right - pill.h // 4)]
    assert max(light[len(light) // 2:]) > max(light[:len(light) // 2]) + 60   # knob right
    press_button(app, button_named(app, t("new.back")))
    assert app.scene is scene
    away = (scene.lay.panel[0] + 4, 4)       # the mouse leaves the board, its hover text fades
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 40)
    still = board_of(app)
    frames(app, 40)
    assert changed(still, board_of(app), threshold=0) == 0, "the board moved with reduced motion"


def glow_change(app, target) -> tuple[pygame.Rect, pygame.Surface, pygame.Surface]:
    """The board drawn still without and with `target` lit; and where it changed."""
    scene = app.scene
    scene.board.calm = True
    view, lay = scene.snap, scene.lay
    off = pygame.Surface(app.screen.get_size())
    on = pygame.Surface(app.screen.get_size())
    scene.board.draw(off, view, lay, set(), None, scene.slots.for_index, set())
    scene.board.draw(on, view, lay, {target}, None, scene.slots.for_index, set())
    lit = difference(off, on, 6).get_bounding_rects()
    assert lit, f"{target} did not light up"
    return lit[0].unionall(lit[1:]), off, on


def test_a_highlight_follows_the_shape_of_what_it_lights(game):
    """An island glows along its shore, a tile, a field and a seat round their own shape,
    a group of novices round its figures: never a box (a box's corners would be lit)."""
    app = game
    scene = app.scene
    snap = scene.snap
    group = next(Group(i, p, "active") for i, isl in enumerate(snap["islands"])
                 for p in range(snap["players"]) if isl["active"][p])
    tile = next(Tile(e["tile"]) for e in snap["path"] if "tile" in e)
    field = Field(snap["temple"]["fields"][0]["field"])
    for target in (Island(0), tile, field, CouncilSeat(3, COUNCIL_POINTS[3])):
        box, off, on = glow_change(app, target)
        corners = [(box.x + dx, box.y + dy) for dx in (0, 1, box.w - 2, box.w - 1)
                   for dy in (0, 1, box.h - 2, box.h - 1)]
        assert changed(off, on, corners, threshold=6) == 0, f"{target} glows in a box {box}"
        if target == Island(0):          # the light runs along the shore, not over the land
            x, y, w, h = scene.lay.islands[0]
            middle = [(x + w // 2 + dx, y + h // 3 + dy) for dx in range(-8, 9, 4)
                      for dy in range(-8, 9, 4)]
            assert changed(off, on, middle, threshold=40) == 0
    # a group of novices glows round its figures: nothing lights up far from them
    box, off, on = glow_change(app, group)
    _, sprite, (x, y) = scene.board.hits.shapes[group]
    near = pygame.mask.from_surface(sprite, 60)
    pad = 14
    reach = pygame.Mask((sprite.get_width() + 2 * pad, sprite.get_height() + 2 * pad))
    for dx in range(-10, 11, 2):
        for dy in range(-10, 11, 2):
            if dx * dx + dy * dy <= 100:
                reach.draw(near, (pad + dx, pad + dy))
    w, h = reach.get_size()
    far = [(x - pad + px, y - pad + py) for px in range(w) for py in range(h)
           if not reach.get_at((px, py))]
    assert changed(off, on, far, threshold=6) == 0, f"{group} glows beyond its figures"


def test_every_island_has_a_landmark_of_its_own_shape():
    """No two landmarks share a silhouette (what is left in greyscale, at a glance)."""
    masks = {k: pygame.mask.from_surface(art.landmark(k, 64, 52), 120) for k in art.KINDS}
    for k, m in masks.items():
        assert m.count() > 64 * 52 * 0.15, f"the {k} landmark is too thin to see"
    kinds = list(masks)
    for i, a in enumerate(kinds):
        for b in kinds[i + 1:]:
            both = masks[a].overlap_area(masks[b], (0, 0))
            either = masks[a].count() + masks[b].count() - both
            assert both / either < 0.72, f"{a} and {b} have nearly one silhouette"
