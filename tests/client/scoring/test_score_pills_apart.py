"""A round's scores rise apart (issue 21): a fresh player at 1280x800 saw Red's "+2" over
Blue's "+5" on the Moon Priestess's island and three temple scores heaped over the
fields. Each score of one command rises in its own room (its pill at its largest and
the way it rises), from the engine's own events and the board's own anchors."""

from __future__ import annotations

import pygame
import pytest
from test_scoring_summary import before_a_round_end

from luna.client.board.animations import RISE, _pill_size, animations_for
from luna.client.demo.driver import frames, make_app
from luna.client.game import table_events
from luna.client.opening import open_game


def _scoring(players: int):
    """A game before a round's end whose scoring raises two scores at one island."""
    for seed in range(40):
        game, end = before_a_round_end(["human"] * players, seed=seed)
        probe = game.clone()
        events = probe.apply(end)
        whys = [e["why"] for e in events if e["type"] == "influence" and e["delta"]]
        if whys.count("priestess") >= 2 and whys.count("temple") >= 2:
            return game, end
    raise AssertionError("no such round end met")


@pytest.mark.parametrize("players,size", [(3, (1280, 800)), (4, (1024, 700))])
def test_a_rounds_scores_rise_apart(tmp_path, players, size):
    game, end = _scoring(players)
    app = make_app(tmp_path, speed="normal", size=size)
    open_game(app, game, autosave=False)
    frames(app, 2)
    scene = app.scene
    events = game.apply(end)
    snap = game.snapshot()
    anims = animations_for(events, snap, table_events.anchors(scene, snap), set())
    raised = [e for e in events if e["type"] == "influence" and e["delta"]]
    spots = [a.at for a in anims if a.at is not None]
    assert len(spots) == len(raised) >= 4
    grow = max(22, int(28 * scene.lay.scale))
    rooms = []
    for e, (x, y) in zip(raised, spots, strict=True):
        d = e["delta"]
        w, h = _pill_size(f"{'+' if d > 0 else '−'}{abs(d)}", grow, snap["colours"][e["player"]])
        room = pygame.Rect(0, 0, w, h + RISE)
        room.midbottom = (round(x), round(y + h / 2))
        rooms.append(room)
    for k, room in enumerate(rooms):
        assert room.collidelist(rooms[k + 1:]) < 0, (raised, rooms)
