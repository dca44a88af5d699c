"""An expulsion is seen on the board (issue 21): once the consecrated tile
has landed, the expelled novice's field flashes in its player's colour and the novice,
still standing there until then, jumps off and flies to the jetty, about 0.8 s at normal
speed; faster at fast speed, at once with animations off; another player's expulsion is
skipped by a click like the rest of their move's show; with reduced motion its ripple
does not spread. The events come from the engine; the client decides no rule. Driven by
the real loop (app.frame(1/60)) at normal speed at 1024x700, 1280x800 and 1920x1080."""

from __future__ import annotations

import math

import pygame
import pytest
from positions import blank, claim, empty_temple, play, temple_novice
from test_scoring_summary import FakeLanClient

from luna.client.board import art
from luna.client.board.animations import EXPEL, LOSS_RGB, apply_hides
from luna.client.board.targets import Tile
from luna.client.demo.driver import click, frames, frames_until, make_app, ring_card, target_rect
from luna.client.opening import open_game
from luna.client.tables.lan import LanTable

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


def expulsion(victim: int = 1, by: int = 0):
    """`by` (to move) may consecrate tile 6, next to `victim`'s novice on field 5."""
    s = empty_temple(blank())
    temple_novice(s, 5, victim)
    claim(s, 6, by)
    s["to_move"] = by
    return play(s)


def expelled_anim(scene):
    return next((a for a in scene.anims if any(k[0] == "expelled" for k in a.hides)), None)


def near(px, rgb, d: int = 60) -> bool:
    return all(abs(a - b) <= d for a, b in zip(px[:3], rgb[:3], strict=True))


def colour_near(screen, centre, radius: int, rgb) -> int:
    """How many pixels of colour `rgb` lie within `radius` of `centre`."""
    cx, cy = round(centre[0]), round(centre[1])
    w, h = screen.get_size()
    return sum(near(screen.get_at((x, y)), rgb)
               for x in range(max(0, cx - radius), min(w, cx + radius + 1), 2)
               for y in range(max(0, cy - radius), min(h, cy + radius + 1), 2)
               if (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius)


def consecrate(tmp_path, size, speed="normal", calm=False):
    app = make_app(tmp_path, speed=speed, size=size, menu=False)
    app.settings.reduced_motion = calm
    open_game(app, expulsion(), autosave=False)
    frames(app, 3)
    scene = app.scene
    click(app, target_rect(scene, Tile(6)).center)
    frames(app, 20)
    click(app, ring_card(scene, "consecrate").center)
    return app, scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_expelled_novice_flashes_and_flies_to_the_jetty(tmp_path, size):
    app, scene = consecrate(tmp_path, size)
    lay = scene.lay
    red = art.PLAYER_RGB[scene.snap["colours"][1]]
    field = lay.field_centre(*next((f["row"], f["col"]) for f in scene.snap["temple"]["fields"]
                                   if f["field"] == 5))
    jx, jy, jw, jh = lay.jetty
    jetty = (jx + jw / 2, jy + jh / 2)
    a = expelled_anim(scene)
    assert a is not None, "no expulsion shown"
    assert scene.snap["jetty"][1] == 1              # the engine's state changed at once
    # until it sets off (the new tile flying in), the novice still stands on its field
    shown_before = 0
    while not a.tween.started:
        view, _ = apply_hides(scene.snap, scene.anims)
        assert next(f for f in view["temple"]["fields"] if f["field"] == 5)["player"] == 1
        assert view["jetty"][1] == 0
        shown_before = max(shown_before, colour_near(app.screen, field, int(lay.hex_w * 0.5),
                                                     red))
        frames(app, 1)
    assert shown_before > 4, "the novice is not seen on its field before it leaves"
    # the flash: the field lights up, ringed in the player's colour (a ripple)
    r = int(lay.hex_w * 0.9)
    area = pygame.Rect(round(field[0]) - r, round(field[1]) - r, 2 * r, 2 * r)
    before = app.screen.subsurface(area).copy()
    frames(app, 6)
    start = 6
    diff = before.copy()
    diff.blit(app.screen.subsurface(area), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    changed = sum(1 for x in range(0, area.w, 2) for y in range(0, area.h, 2)
                  if sum(diff.get_at((x, y))[:3]) > 60)
    assert changed > 0.05 * (area.w * area.h / 4), changed
    ring = colour_near(app.screen, field, int(lay.hex_w * 0.9), red)
    assert ring > 8, "no ring in the player's colour round the field"
    # then the flight: a large novice in the player's colour along the way to the jetty
    seen_on_the_way = 0
    while not a.tween.done:
        k = a.tween.progress
        if 0.45 < k < 0.85:
            kk = (a.tween.value - 0.25) / 0.75
            x = field[0] + (jetty[0] - field[0]) * kk
            y = field[1] + (jetty[1] - field[1]) * kk - 70 * 4 * kk * (1 - kk)
            seen_on_the_way = max(seen_on_the_way, colour_near(app.screen, (x, y),
                                                               int(lay.hex_w * 0.5), red))
        frames(app, 1)
        start += 1
        assert start < 200
    assert seen_on_the_way > 6, "the novice is not seen flying"
    # about 0.8 s at normal speed, then it stands on the jetty
    assert a.tween.duration == pytest.approx(EXPEL)
    assert 0.7 <= start / 60 + 6 / 60 <= 1.0, start
    view, _ = apply_hides(scene.snap, scene.anims)
    assert view["jetty"][1] == 1
    assert next(f for f in view["temple"]["fields"] if f["field"] == 5)["player"] is None


def test_faster_at_fast_speed_and_at_once_with_animations_off(tmp_path):
    times = {}
    for speed in ("normal", "fast", "off"):
        app, scene = consecrate(tmp_path / speed, (1024, 700), speed=speed)
        a = expelled_anim(scene)
        if speed == "off":
            assert a is None or a.tween.done
            view, _ = apply_hides(scene.snap, scene.anims)
            assert view["jetty"][1] == 1
            continue
        n = 0
        while not a.tween.started:
            frames(app, 1)
        while not a.tween.done:
            frames(app, 1)
            n += 1
        times[speed] = n / 60
    assert times["fast"] < 0.5 * times["normal"], times


def test_another_players_expulsion_is_skipped_by_a_click(tmp_path):
    """A LAN game seen from seat 0: seat 1 consecrates and expels my novice; a click on
    the open sea while it shows lands it at once."""
    game = expulsion(victim=0, by=1)
    client = FakeLanClient(game, {0})
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    app.goto("game", LanTable(client))
    frames(app, 5)
    scene = app.scene
    client.push({"type": "consecrate", "player": 1, "tile": 6, "bribe": False})
    frames_until(app, lambda: (a := expelled_anim(scene)) is not None and a.tween.started, 300)
    a = expelled_anim(scene)
    assert a is not None and a.tween.started and not a.tween.done
    sea = (scene.lay.board[0] + 8, scene.lay.board[1] + scene.lay.board[3] - 8)
    assert scene.board.target_at(sea) is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=sea, button=1))
    frames(app, 1)
    assert a.tween.done
    frames(app, 2)
    view, _ = apply_hides(scene.snap, scene.anims)
    assert view["jetty"][0] == 1


def test_with_reduced_motion_the_ripple_does_not_spread(tmp_path):
    spread = {}
    for calm in (False, True):
        app, scene = consecrate(tmp_path / str(calm), (1280, 800), calm=calm)
        lay = scene.lay
        field = lay.field_centre(*next((f["row"], f["col"]) for f in scene.snap["temple"]["fields"]
                                       if f["field"] == 5))
        red = art.PLAYER_RGB[scene.snap["colours"][1]]
        a = expelled_anim(scene)
        while not a.tween.started:
            frames(app, 1)
        reach = []
        for _ in range(2):
            frames(app, 4)
            far = max((math.dist(field, (x, y)) for x in range(int(field[0] - lay.hex_w * 1.4),
                                                              int(field[0] + lay.hex_w * 1.4))
                       for y in (int(field[1]),) if near(app.screen.get_at((x, y)), red, 40)),
                      default=0)
            reach.append(far)
        spread[calm] = reach[1] - reach[0]
    assert spread[False] > 2 and abs(spread[True]) <= 1, spread


@pytest.mark.parametrize("calm", [False, True], ids=["moving", "reduced motion"])
def test_the_loss_reads_over_the_field_it_leaves(tmp_path, calm):
    """"−1 expelled" stands over the novice's field while it leaves (in place with reduced
    motion), in the words of a loss, within the expulsion's own time."""
    app, scene = consecrate(tmp_path, (1280, 800), calm=calm)
    lay = scene.lay
    field = lay.field_centre(*next((f["row"], f["col"]) for f in scene.snap["temple"]["fields"]
                                   if f["field"] == 5))
    a = expelled_anim(scene)
    while not a.tween.started:
        frames(app, 1)
    w = int(lay.hex_w)
    above = pygame.Rect(round(field[0] - w), round(field[1] - w * 1.6), 2 * w, round(w * 1.2))
    seen = 0
    while not a.tween.done:
        if 0.2 < a.tween.progress < 0.6:
            part = app.screen.subsurface(above.clip(app.screen.get_rect()))
            seen = max(seen, sum(near(part.get_at((x, y)), LOSS_RGB, 20)
                                 for x in range(0, part.get_width(), 2)
                                 for y in range(0, part.get_height(), 2)))
        frames(app, 1)
    assert seen > 8, "no loss's words over the field"
    assert a.tween.duration == pytest.approx(EXPEL)      # (no longer than the flight)
