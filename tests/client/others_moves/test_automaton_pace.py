"""The solo automaton's moves at a round's start, paced as any computer player's (a fresh
player saw them come in one burst): after the person's Lie down, the automaton's novices
lie down, then its consecration is shown (lit, told by its caption, animated), then its
Book, one after the other at normal speed; at once with animations off. The events are
the engine's; driven by the app's own frames at 60 Hz in a small window."""

from __future__ import annotations

import pytest

from luna.client.board.animations import apply_hides
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game


def round_start():
    """A solo game at round 2's start where the Lie down on island 0 lays the automaton's
    novices down, and it then consecrates a tile and takes the person's Book."""
    g = new_game(players=1, seed=1, solo_level=1, seats=[{"kind": "human"},
                                                          {"kind": "automaton"}])
    for step in range(400):
        legal = g.legal()
        if g.state.round >= 2 and any(c["type"] == "solo_deactivate" for c in legal):
            break
        pref = [c for c in legal if c["type"] in ("book", "consecrate", "appoint")]
        g.apply((pref or legal)[-1] if step % 3 else legal[len(legal) // 2])
    cmd = {"type": "solo_deactivate", "player": 0, "island": 0}
    kinds = [e["type"] for e in g.clone().apply(cmd)]
    assert {"solo_deactivated", "tile_claimed", "book_moved"} <= set(kinds), kinds
    return g, cmd


def seen(scene, cmd, events) -> dict[str, bool]:
    """What the board shows now of the automaton's three moves."""
    view, _ = apply_hides(scene.snap, scene.anims)
    down = next(e for e in events if e["type"] == "solo_deactivated")
    tile = next(e for e in events if e["type"] == "tile_consecrated")
    book = next(e for e in events if e["type"] == "book_moved")
    field = {f["field"]: f for f in view["temple"]["fields"]}
    return {"down": view["islands"][down["island"]]["inactive"][down["player"]]
            >= down["count"],
            "tile": field[tile["field"]]["player"] == tile["player"],
            "book": field[book["to"]]["book"]}


@pytest.fixture(scope="module")
def game_at_start():
    return round_start()


def play_lie_down(tmp_path, game_at_start, speed: str):
    g, cmd = game_at_start
    app = make_app(tmp_path, speed=speed, size=(1024, 700), menu=False)
    open_game(app, g.clone(), autosave=False)
    frames(app, 30)
    scene = app.scene
    events = scene.game.clone().apply(cmd)
    scene.play(cmd)
    return app, scene, cmd, events


def test_the_automatons_moves_come_one_after_another(tmp_path, game_at_start):
    app, scene, cmd, events = play_lie_down(tmp_path, game_at_start, "normal")
    first: dict[str, int] = {}
    captions = []
    for k in range(60 * 8):
        frames(app, 1)
        for what, shown in seen(scene, cmd, events).items():
            if shown:
                first.setdefault(what, k)
        cap = scene.show.caption
        if cap is not None and (not captions or captions[-1] != cap.kind):
            captions.append(cap.kind)
        if len(first) == 3 and not scene.show.busy:
            break
    assert set(first) == {"down", "tile", "book"}, first
    # in order, each readable before the next (a third of a second at least)
    assert first["down"] + 20 <= first["tile"] and first["tile"] + 20 <= first["book"], first
    # each of the automaton's moves told by its own caption, in the automaton's name
    assert captions == ["consecrate", "book"], captions
    assert not scene.show.busy and k < 60 * 7, k        # and no long wait after


def test_with_animations_off_the_automatons_moves_stand_at_once(tmp_path, game_at_start):
    app, scene, cmd, events = play_lie_down(tmp_path, game_at_start, "off")
    frames(app, 1)
    assert all(seen(scene, cmd, events).values())
    assert not scene.show.busy
