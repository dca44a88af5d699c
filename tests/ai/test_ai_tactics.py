"""Positions where the right move is clear: the Adept and the Master must find it.

Built with the helpers of positions.py on the introductory ring
(0 book, 1 shrine, 2 herbs, 3 sailboat, 4 bribery, 5 novice, 6 tides)."""

import pytest
from positions import blank, claim, give, isl, novices, play

from luna.ai import make_bot

BOTS = [("adept", {}), ("master", {"iterations": 12})]


def _choose(level, kw, snap):
    return make_bot(level, seed=1, **kw).choose(play(snap))


def _late(snap, turned=3):
    snap["time_markers"]["turned"] = turned
    return snap


@pytest.mark.parametrize("level,kw", BOTS)
def test_consecrates_now_while_the_guardian_is_worth_six(level, kw):
    """A claimed, released tile and one candle left that the next player, with nothing
    else to do, will turn: consecrating now gains 6 (and the temple point); anything
    else leaves a tile worth 5 next round."""
    snap = _late(blank(4))
    claim(snap, 5, 0)
    novices(snap, isl(snap, "tides"), 0, active=2)
    cmd = _choose(level, kw, snap)
    assert cmd == {"type": "consecrate", "player": 0, "tile": 5, "bribe": False}


@pytest.mark.parametrize("level,kw", BOTS)
def test_takes_the_priestess_majority_by_council_tie_break(level, kw):
    """Yellow and Red tie on the Moon Priestess's island (2 each) and Red sits higher in
    the council. One seat from Yellow's spare novices wins the tie and 6 instead of 3."""
    snap = _late(blank(4))
    pri = snap["priestess"]
    novices(snap, pri, 0, active=2)
    novices(snap, pri, 1, active=2)
    novices(snap, isl(snap, "tides"), 0, active=2)
    give(snap, 0, "tides")
    snap["council"] = [[0, 2, 3], [1]] + [[] for _ in range(9)]
    cmd = _choose(level, kw, snap)
    assert cmd["type"] == "council" and cmd["island"] == isl(snap, "tides"), cmd


@pytest.mark.parametrize("level,kw", BOTS)
def test_gets_out_of_the_apostates_way_before_the_round_ends(level, kw):
    """Four active novices beside the Apostate cost 5 at the scoring: the last turn of the
    round must move them away or send him off (travel or banish)."""
    snap = _late(blank(4))
    ap = snap["apostate"]
    novices(snap, ap, 0, active=4)
    for p in (1, 2, 3):
        novices(snap, isl(snap, "tides"), p, active=1)
    cmd = _choose(level, kw, snap)
    assert cmd["type"] in ("travel", "banish"), cmd
    if cmd["type"] == "travel":
        assert sum(m["count"] for m in cmd["moves"] if m["from"] == ap) == 4
    game = play(snap)
    game.apply(cmd)
    state = game.state
    assert state.active[state.apostate][0] + state.inactive[state.apostate][0] == 0


@pytest.mark.parametrize("level,kw", BOTS)
def test_solo_round_start_denies_the_automaton_its_consecration(level, kw):
    """The automaton can consecrate tile 8 (shrine symbol) only through its one novice on
    the Shrine island: laying that island down costs it the 6 (and the temple points);
    any other island would also let its council disc climb further. (The last round, so
    no later round muddles the account.)"""
    snap = blank(solo_level=1)
    snap["phase"] = "solo_round_start"
    snap["round"] = 6
    for i in range(7):
        novices(snap, i, 1, active=0)
    novices(snap, isl(snap, "shrine"), 1, active=1)
    for kind in ("book", "herbs", "bribery", "novice", "tides"):
        novices(snap, isl(snap, kind), 1, active=2)
    novices(snap, isl(snap, "herbs"), 0, active=2)
    cmd = _choose(level, kw, snap)
    assert cmd == {"type": "solo_deactivate", "player": 0, "island": isl(snap, "shrine")}


@pytest.mark.parametrize("level,kw", BOTS)
def test_never_meditates_while_a_good_action_waits(level, kw):
    """First turn of a round with two novices beside an untaken favour: take it."""
    snap = blank(4)
    novices(snap, isl(snap, "sailboat"), 0, active=2)
    for p in (1, 2, 3):
        novices(snap, isl(snap, "tides"), p, active=2)
    cmd = _choose(level, kw, snap)
    assert cmd["type"] != "meditate", cmd
