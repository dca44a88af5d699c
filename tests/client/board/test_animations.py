"""Animations from engine events, driven with fake time: what they hide until they land."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
from positions import blank, give, isl, novices, play  # noqa: E402

from luna.client.board.animations import Anchors, animations_for, apply_hides  # noqa: E402
from luna.client.board.layout import compute  # noqa: E402

pygame.init()


def _anchors(snap):
    lay = compute(1280, 800, snap["players"], len(snap["temple"]["rows"]))
    return Anchors(lay, snap, [(1100, 100 + 90 * p) for p in range(4)], lambda t: (500, 400),
                   [0, 5, 10, 15, 20, 25])


def _favour_taken():
    """A Herbs favour taken by Yellow: the game, its snapshot and the animations."""
    s = blank()
    h = isl(s, "herbs")
    novices(s, h, 0, active=2)
    g = play(s)
    events = g.apply({"type": "favour", "player": 0, "island": h})
    snap = g.snapshot()
    return g, snap, animations_for(events, snap, _anchors(snap), {0})


def test_a_taken_favour_flies_to_the_panel_and_shows_there_only_when_it_lands():
    g, snap, anims = _favour_taken()
    fly = next(a for a in anims if ("held", 0, "herbs") in a.hides)
    assert fly.blocking and fly.sound == "token"
    view, _ = apply_hides(snap, anims)
    assert "herbs" not in view["favours"][0]          # still in the air
    assert snap["favours"][0] == ["herbs"]             # the engine state changed at once
    for _ in range(200):
        for a in anims:
            a.tween.update(1 / 120)
    view, _ = apply_hides(snap, anims)
    assert view["favours"][0] == ["herbs"]


def test_influence_floats_do_not_block_input_and_hold_back_the_score():
    s = blank()
    give(s, 0, "book")
    from positions import empty_temple, temple_novice
    empty_temple(s)
    temple_novice(s, 3, 1, book=True)
    temple_novice(s, 20, 0)
    g = play(s)
    events = g.apply({"type": "book", "player": 0, "from": 3, "to": 20})
    snap = g.snapshot()
    anims = animations_for(events, snap, _anchors(snap), {0})
    float_ = next(a for a in anims if ("influence", 0) in a.hides)
    assert not float_.blocking
    view, _ = apply_hides(snap, anims)
    assert view["influence"][0] == snap["influence"][0] - 1
    float_.tween.finish()
    view, _ = apply_hides(snap, [a for a in anims if a is float_])
    assert view["influence"][0] == snap["influence"][0]


def test_round_end_moves_figures_round_the_ring_and_the_guardian_along_the_path():
    s = blank()
    s["time_markers"]["turned"] = 3
    g = play(s)
    events = g.apply({"type": "meditate", "player": 0})
    snap = g.snapshot()
    anims = animations_for(events, snap, _anchors(snap), {0, 1})
    hidden = {k[1] for a in anims for k in a.hides if k[0] == "figure"}
    assert {"priestess", "architect", "guardian"} <= hidden
    _, flying = apply_hides(snap, anims)
    assert "guardian" in flying
    delays = [a.tween.delay for a in anims]
    assert delays == sorted(delays)                     # one timeline, in event order


def test_the_view_is_made_once_while_the_same_animations_hide_the_same_things():
    """A copy of the whole snapshot each frame of an animation cost a sixth of the frame:
    the view is made again only when what hides part of it changes."""
    g, snap, anims = _favour_taken()
    first, _ = apply_hides(snap, anims)
    again, _ = apply_hides(snap, anims)
    assert again is first and "herbs" not in again["favours"][0]
    other = g.snapshot()                                   # an equal snapshot, a new one
    made = apply_hides(other, anims)[0]
    assert made is not first and made == first
