"""Each action keeps its place in every tray (fresh players: a click where Appoint stood on
one island hit Council on the next, where the Architect's Build shrine had pushed it on):
one slot per kind (game/tray_slots.py), the five every island offers first, the
figures' (Build shrine, Banish: only on their island) next, the held favours' last, each
in its own slot whether or not the others stand. On the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from positions import blank, give, isl, novices, play
from test_ring_form import app_at

from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, target_rect
from luna.client.game import tray_room


def _tray(app, i: int) -> dict:
    """Island `i`'s tray opened by a click, the pointer away: {kind: its tile}."""
    app.scene.acting.close_ring()
    frames(app, 1)
    click(app, target_rect(app.scene, Island(i)).center)
    frames(app, 20)
    app.mouse = (2, 2)
    frames(app, 2)
    ring = app.scene.ring
    return {a.kind: pygame.Rect(c) for c, a in zip(ring.cards, ring.actions, strict=True)}


def test_each_action_keeps_its_place_on_every_islands_tray(tmp_path):
    s = blank(players=3)
    sailboat, herbs, novice = isl(s, "sailboat"), isl(s, "herbs"), isl(s, "novice")
    assert s["architect"] == sailboat and s["apostate"] == novice
    for i in (sailboat, herbs, novice):
        novices(s, i, 0, active=2, inactive=1)
    give(s, 0, "shrine", "herbs")
    app = app_at(tmp_path, (1024, 700), play(s))
    trays = {i: _tray(app, i) for i in (sailboat, herbs, novice)}
    first = ["favour", "recruit", "appoint", "council", "travel"]
    for i, tray in trays.items():
        assert list(tray)[:5] == first, (i, list(tray))
        assert all(tray[k] == trays[herbs][k] for k in first + ["herbs"]), i   # one place
    assert list(trays[sailboat])[5:] == ["build_shrine", "herbs"]   # each in its slot:
    assert list(trays[novice])[5:] == ["banish", "herbs"]           # the figures', then
    assert list(trays[herbs])[5:] == ["herbs"]                      # the favours'
    build, banish = trays[sailboat]["build_shrine"], trays[novice]["banish"]
    assert build != banish and trays[herbs]["herbs"] not in (build, banish)


COLOURS = ["white", "blue", "yellow", "red"]


def _positions(players: int, count: int) -> list:
    """`count` positions of seeded hot-seat games, the preliminary rounds' too (a random
    setup), each a game whose person to move has a choice; the same colours and names in
    each (the turn line's rows over the cards are the names' own)."""
    import random

    from luna.engine import new_game
    out = []
    for seed in range(1, 99):
        setup = "random" if seed % 2 else "intro"
        g = new_game(players=players, seed=seed, setup=setup, colours=COLOURS[:players],
                     seats=[{"kind": "human"}] * players)
        rng = random.Random(seed)
        for n in range(60):
            legal = g.legal()
            if g.is_over or not legal:
                break
            if n % 6 == 3:
                out.append(g.clone())
            g.apply(rng.choice([c for c in legal if c["type"] != "meditate"] or legal))
        if len(out) >= count:
            return out[:count]
    return out


@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1024, 700), 150),
                                             ((1280, 800), 125), ((1920, 1080), 100)])
def test_each_kind_has_one_rectangle_in_every_tray_and_every_tray_one_size(
        tmp_path, size, text_size):
    """Over 32 positions of seeded games and every place a click opens a tray at, each
    action kind's tile stands in one rectangle, and the trays of a turn have one glass."""
    from luna.client.demo.driver import make_app
    from luna.client.opening import open_game
    from luna.client.tables.table import Restarted
    app = make_app(tmp_path, size=size, text_size=text_size)
    seen: dict[str, set] = {}
    trays, header = 0, None
    for game in _positions(3, 32):
        if game.header != header:                 # each game on its own screen
            header = game.header
            open_game(app, game, autosave=False)
            frames(app, 1)
        scene = app.scene
        scene.table.game = game                   # its later positions in turn, as an
        scene.table._out.append(Restarted())      # undo replaces the game
        app.update(1 / 60)                        # (taken in; its board not drawn)
        glass = set()
        for target in sorted(scene.clickable, key=repr):
            if not scene.acting.open_ring(target):
                continue
            trays += 1
            glass.add(tuple(scene.ring.rect))
            assert scene.ring.rect.bottom <= tray_room.ring_log(scene).bottom, target   # (its area)
            for card, act in zip(scene.ring.cards, scene.ring.actions, strict=True):
                seen.setdefault(act.kind, set()).add(tuple(card))
            scene.acting.close_ring()
        assert len(glass) <= 1, (game.snapshot()["phase"], glass)
    assert trays >= 100 and {"favour", "recruit", "appoint", "council", "travel",
                             "build_shrine", "banish", "meditate"} <= set(seen)
    moved = {kind: rects for kind, rects in seen.items() if len(rects) > 1}
    assert not moved, moved
