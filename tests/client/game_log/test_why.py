"""Why did that happen? (issue 12, section 3): the explanation of a log line, pure. The
rule's numbers come from the position before the command and from its events."""

from __future__ import annotations

import random

import pytest
from positions import blank, claim, empty_temple, isl, novices, play, shrine, temple_novice

from luna import text as i18n
from luna.client.board.marks import COUNCIL
from luna.client.board.targets import Candles, CouncilSeat, Field, Figure, Group, Island, Jetty
from luna.client.game.game_log import GameLog
from luna.client.game.why import explain
from luna.engine import new_game
from luna.engine.data import time_markers


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def last_candle(snap: dict) -> dict:
    """The position just before the last candle: the next move ends the round."""
    snap["time_markers"]["turned"] = snap["time_markers"]["total"] - 1
    return snap


def scored(snap: dict):
    """Play the last candle; (the snapshot before, the command, its events)."""
    g = play(last_candle(snap))
    before = g.snapshot()
    cmd = {"type": "meditate", "player": before["to_move"]}
    return before, cmd, g.apply(cmd)


def influence(events, why, player):
    return next(e for e in events if e.get("type") == "influence" and e["why"] == why
                and e["player"] == player)


def test_an_apostate_minus_three_rings_his_island_and_exactly_the_novices_counted():
    s = blank(4)
    a = s["apostate"]
    novices(s, a, 1, active=1, inactive=1)          # Red: 2 novices there -> loses 3
    novices(s, isl(s, "herbs"), 1, active=3)        # elsewhere: not counted
    novices(s, a, 2, active=0)
    shrine(s, a, 3)                                 # White's shrine: does not count
    s["influence"] = [10] * 4
    before, cmd, events = scored(s)
    ev = influence(events, "apostate", 1)
    assert ev["delta"] == -3
    why = explain(ev, cmd, events, before)
    assert set(why.marks.pieces) == {Group(a, 1, "active"), Group(a, 1, "inactive")}
    assert Island(a) in why.marks.goals and Figure("apostate") in why.marks.goals
    assert "Red" in why.text and "Novice island" in why.text
    assert "2 novices" in why.text and "= 3" in why.text
    assert not any(e.get("why") == "apostate" and e["player"] == 3 for e in events)


def test_the_apostate_words_follow_the_count_in_every_language():
    s = blank(4)
    a = s["apostate"]
    novices(s, a, 0, active=4)
    s["influence"] = [20] * 4
    before, cmd, events = scored(s)
    ev = influence(events, "apostate", 0)
    for code in i18n.LANGUAGE_NAMES:
        i18n.set_language(code)
        words = explain(ev, cmd, events, before).text
        assert "4" in words and "5" in words, (code, words)


def test_an_apostate_loss_floored_at_zero_says_so():
    s = blank(4)
    a = s["apostate"]
    novices(s, a, 0, active=3)
    s["influence"][0] = 1
    empty_temple(s)
    before, cmd, events = scored(s)
    ev = influence(events, "apostate", 0)
    words = explain(ev, cmd, events, before).text
    assert "= 4" in words and f"only {-ev['delta']} lost" in words


def test_the_moon_priestess_counts_novices_and_shrines_and_names_the_tie_break():
    s = blank(4)
    p = s["priestess"]
    novices(s, p, 0, active=3)
    novices(s, p, 1, active=2)
    novices(s, p, 2, active=1)
    shrine(s, p, 2)                                 # Blue: 1 novice + 1 shrine = 2
    s["council"][0] = [0, 2, 3]
    s["council"][1] = [1]                            # Red further along: 2nd place
    before, cmd, events = scored(s)
    first = explain(influence(events, "priestess", 0), cmd, events, before)
    assert "counts 3" in first.text and "comes 1st" in first.text and "gains 6" in first.text
    assert "Tie" not in first.text
    assert first.marks.pieces == (Group(p, 0, "active"),)
    assert Figure("priestess") in first.marks.goals
    third = explain(influence(events, "priestess", 2), cmd, events, before)
    assert "counts 2" in third.text and "comes 3rd" in third.text and "gains 1" in third.text
    assert "Tie at 2 with Red" in third.text
    assert {Group(p, 2, "active"), CouncilSeat(0, 0), CouncilSeat(1, 0)} <= \
        set(third.marks.pieces)


def test_temple_points_ring_each_novice_in_the_temple():
    s = blank(4)
    before, cmd, events = scored(s)
    ev = influence(events, "temple", 0)
    why = explain(ev, cmd, events, before)
    mine = [f["field"] for f in before["temple"]["fields"] if f["player"] == 0]
    assert set(why.marks.pieces) == {Field(f) for f in mine}
    assert f"gains {len(mine)}" in why.text


def test_the_last_candle_and_a_candle_say_how_many_are_turned():
    s = blank(4)
    before, cmd, events = scored(s)
    total = before["time_markers"]["total"]
    ev = influence(events, "meditation", 0)
    why = explain(ev, cmd, events, before)
    assert f"({total} of {total})" in why.text and why.marks.goals == (Candles(),)
    g = new_game(players=3, seed=1, setup="intro")
    before = g.snapshot()
    cmd = {"type": "meditate", "player": g.to_move}
    events = g.apply(cmd)
    marker = next(e for e in events if e["type"] == "time_marker")
    assert f"(1 of {time_markers(3)})" in explain(marker, cmd, events, before).text


def test_a_favour_with_a_shrine_uses_one_novice_and_counts_what_is_left():
    s = blank(4)
    h = isl(s, "herbs")
    novices(s, h, 0, active=1)
    shrine(s, h, 0)
    g = play(s)
    before = g.snapshot()
    cmd = {"type": "favour", "player": 0, "island": h}
    events = g.apply(cmd)
    ev = next(e for e in events if e["type"] == "favour_taken")
    why = explain(ev, cmd, events, before)
    assert "uses 1 active novice" in why.text and "(3 left there)" in why.text
    assert "With a shrine there" in why.text


def test_council_and_banish_name_their_seats_and_steps():
    s = blank(4)
    a = s["apostate"]
    novices(s, a, 0, active=3)
    g = play(s)
    before = g.snapshot()
    cmd = {"type": "council", "player": 0, "island": a, "count": 3}
    events = g.apply(cmd)
    why = explain(next(e for e in events if e["type"] == "council_moved"), cmd, events, before)
    assert "from seat 0 to seat 3" in why.text and why.marks.goals == (COUNCIL,)
    s = blank(4)
    novices(s, a, 0, active=2)
    g = play(s)
    before = g.snapshot()
    cmd = {"type": "banish", "player": 0, "count": 2}
    events = g.apply(cmd)
    why = explain(next(e for e in events if e["type"] == "figure_moved"), cmd, events, before)
    dst = (a + 2) % 7
    assert "moves 2 islands clockwise" in why.text
    assert Island(dst) in why.marks.goals and Group(a, 0, "active") in why.marks.pieces


def test_an_expulsion_rings_the_victim_and_its_way_to_the_jetty():
    s = empty_temple(blank())                       # the rulebook's expulsion example
    temple_novice(s, 5, 1)
    temple_novice(s, 3, 2, book=True)
    temple_novice(s, 28, 0)
    claim(s, 6, 0)
    g = play(s)
    cmd = {"type": "consecrate", "player": 0, "tile": 6}
    before = g.snapshot()
    events = g.apply(cmd)
    ev = next(e for e in events if e["type"] == "novice_expelled")
    why = explain(ev, cmd, events, before)
    assert Field(ev["field"]) in why.marks.pieces and Jetty(ev["player"]) in why.marks.goals
    assert f"field {ev['field']}" in why.text and f"field {cmd['tile']}" in why.text
    gain = next(e for e in events if e.get("why") == "consecration")
    words = explain(gain, cmd, events, before).text
    value = before["path"][before["guardian"]]["guardian"]
    assert f"guardian tile {value}" in words and f"gains {gain['delta']}" in words


def test_every_line_of_a_whole_game_has_its_cause_and_an_explanation():
    """A random 4-player game to its end, in every language: each line the log can click
    names the command that made it, and its explanation has words."""
    g = new_game(players=4, seed=11, setup="random")
    rng = random.Random(11)
    befores = []
    while not g.is_over:
        befores.append(g.snapshot())
        g.apply(rng.choice(g.legal()))
    for code in i18n.LANGUAGE_NAMES:
        i18n.set_language(code)
        log = GameLog()
        log.follow(g)
        assert len(log.causes) == len(log.lines)
        causes = [c for c in log.causes if c is not None]
        assert len(causes) > 100
        kinds = set()
        for c in causes:
            assert c.event in c.events
            why = explain(c.event, g.log[c.index], list(c.events), befores[c.index])
            assert why.text, (c.event, g.log[c.index])
            kinds.add(c.event["type"])
        assert {"influence", "round_scored", "figure_moved", "time_marker"} <= kinds
    # the game's end is told as the final count, never as the last candle's rule
    i18n.set_language("en")
    last = len(g.log) - 1
    for c in (c for c in log.causes if c is not None and c.index == last):
        words = explain(c.event, g.log[last], list(c.events), befores[last]).text
        if c.event.get("why") in ("shrines", "favours", "council") \
                or c.event["type"] == "game_over":
            assert words.startswith("Game end"), words


def test_a_travel_line_counts_the_novices_sent_and_rings_where_they_went():
    s = blank(4)
    h, b = isl(s, "herbs"), isl(s, "book")
    novices(s, h, 0, active=3)
    g = play(s)
    before = g.snapshot()
    cmd = {"type": "travel", "player": 0, "moves": [{"from": h, "to": b, "count": 2}]}
    events = g.apply(cmd)
    why = explain(next(e for e in events if e["type"] == "novices_moved"), cmd, events, before)
    assert "sends 2 active novices" in why.text and "Click" not in why.text
    assert why.marks.pieces == (Group(h, 0, "active"),) and why.marks.goals == (Island(b),)
