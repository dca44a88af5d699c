"""Rules 3.11-3.12 and 3.14: Council, Banish, Meditation; the council Rulings."""

import pytest
from positions import blank, give, illegal, isl, legal_and_apply, novices, play

from luna.engine.rounds import markers_left_to_others


def test_council_advances_one_seat_per_novice_on_top_of_the_stack():
    s = blank()
    b = isl(s, "book")
    novices(s, b, 0, active=3)
    s["council"][0] = [0, 1, 2]
    s["council"][2] = [3]
    g = play(s)
    legal_and_apply(g, {"type": "council", "player": 0, "island": b, "count": 2})
    snap = g.snapshot()
    assert snap["council"][2] == [3, 0]
    assert snap["islands"][b]["inactive"][0] == 2


def test_council_seat_ten_goes_underneath_first_cannot_be_overtaken():
    s = blank()
    b = isl(s, "book")
    novices(s, b, 0, active=2)
    s["council"][0] = [1, 2]
    s["council"][8] = [0]
    s["council"][10] = [3]
    g = play(s)
    legal_and_apply(g, {"type": "council", "player": 0, "island": b, "count": 2})
    assert g.snapshot()["council"][10] == [0, 3]


def test_ruling_council_cannot_pass_seat_ten():
    s = blank()
    b = isl(s, "book")
    novices(s, b, 0, active=3)
    s["council"][0] = [1, 2, 3]
    s["council"][8] = [0]
    g = play(s)
    illegal(g, {"type": "council", "player": 0, "island": b, "count": 3}, "Only 2 more seats")
    s["council"][8] = []
    s["council"][10] = [0]
    illegal(play(s), {"type": "council", "player": 0, "island": b, "count": 1}, "top seat")


def test_council_illegal_cases():
    s = blank()
    b = isl(s, "book")
    novices(s, b, 0, active=1)
    g = play(s)
    illegal(g, {"type": "council", "player": 0, "island": b, "count": 2}, "need 2 active")
    illegal(g, {"type": "council", "player": 0, "island": b, "count": 0}, "at least one")


def test_council_with_the_novice_favour_adds_a_seat():
    s = blank()
    b = isl(s, "book")
    novices(s, b, 0, active=1)
    give(s, 0, "novice")
    g = play(s)
    legal_and_apply(g, {"type": "council", "player": 0, "island": b, "count": 1,
                        "novice_token": True})
    assert 0 in g.snapshot()["council"][2]


def test_banish_moves_the_apostate_one_island_per_novice_clockwise():
    s = blank()
    a = s["apostate"]
    novices(s, a, 0, active=3)
    g = play(s)
    legal_and_apply(g, {"type": "banish", "player": 0, "count": 3})
    snap = g.snapshot()
    assert snap["apostate"] == (a + 3) % 7
    assert snap["islands"][a]["inactive"][0] == 3


def test_banish_illegal_cases():
    s = blank()
    a = s["apostate"]
    novices(s, a, 0, active=1)
    g = play(s)
    illegal(g, {"type": "banish", "player": 0, "count": 2}, "need 2 active")
    illegal(g, {"type": "banish", "player": 0, "count": 0}, "at least one")
    illegal(g, {"type": "banish", "player": 0, "count": 0, "novice_token": True},
            "no novice favour")


def test_meditation_turns_a_time_marker_and_passes_the_turn():
    g = play(blank())
    legal_and_apply(g, {"type": "meditate", "player": 0})
    snap = g.snapshot()
    assert snap["time_markers"] == {"total": 4, "turned": 1}
    assert snap["to_move"] == 1
    assert snap["round"] == 1


def test_last_time_marker_ends_the_phase_scores_and_passes_start_player_left():
    s = blank()
    s["time_markers"]["turned"] = 3
    s["to_move"] = 2
    g = play(s)
    events = legal_and_apply(g, {"type": "meditate", "player": 2})
    snap = g.snapshot()
    assert snap["round"] == 2
    assert snap["start_player"] == 3
    assert snap["to_move"] == 3
    assert snap["time_markers"]["turned"] == 0
    assert {"type": "influence", "player": 2, "delta": 1, "why": "meditation"} in events
    assert any(e["type"] == "round_scored" for e in events)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_markers_left_to_others_are_those_their_meditations_end_the_round_with(players):
    """`markers_left_to_others` (the round may end before the player to move acts again):
    for each count of markers turned, it is non-zero exactly where the other players,
    meditating on each of their turns after this player's move (an action, no marker),
    end the round before this player moves again; the solo game has none."""
    s = blank(players)
    novices(s, isl(s, "book"), s["to_move"], active=2)
    total = s["time_markers"]["total"]
    for turned in range(total):
        s["time_markers"]["turned"] = turned
        g = play(s)
        me = g.snapshot()["to_move"]
        told = markers_left_to_others(g.snapshot())
        g.apply(next(c for c in g.legal() if c["type"] != "meditate"))
        ended = False
        while g.snapshot()["to_move"] != me and not ended:
            events = g.apply({"type": "meditate", "player": g.snapshot()["to_move"]})
            ended = any(e["type"] == "round_scored" for e in events)
        assert bool(told) == ended, (turned, told)
        assert told in (0, total - turned)
    assert markers_left_to_others(blank(solo_level=1)) == 0


def test_two_players_start_player_alternates():
    s = blank(2)
    s["time_markers"]["total"] = 3
    s["time_markers"]["turned"] = 2
    s["start_player"] = 0
    s["to_move"] = 0
    g = play(s)
    legal_and_apply(g, {"type": "meditate", "player": 0})
    assert g.snapshot()["start_player"] == 1
