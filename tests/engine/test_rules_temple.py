"""Rules 3.8-3.10: Appointment, Consecration with expulsion, Book; bribery; the path.

Positions use blank(4) with seed 1: temple rows blue, red, yellow, white; the Guardian on
guardian 6; released tiles 8 shrine, 7 herbs, 6 sailboat, 5 book; bribery reaches 12
novice, 11 tides, 10 sailboat, 9 tides.
"""

import pytest
from positions import (
    blank,
    claim,
    empty_temple,
    field,
    give,
    illegal,
    isl,
    legal_and_apply,
    novices,
    path_index,
    play,
    shrine,
    temple_novice,
)


def _tile(snap, number):
    return snap["path"][path_index(snap, number)]


def test_setup_position_is_as_documented():
    s = blank()
    assert s["temple"]["rows"] == ["blue", "red", "yellow", "white"]
    released = [e["tile"] for e in s["path"][s["guardian"] + 1:]]
    assert released == [8, 7, 6, 5]


def test_appointment_claims_a_released_tile_of_the_islands_symbol():
    s = blank()
    sb = isl(s, "sailboat")
    novices(s, sb, 0, active=2)
    g = play(s)
    cmd = {"type": "appoint", "player": 0, "island": sb, "tile": 6, "bribe": False,
           "novice_token": False}
    assert cmd in g.legal()
    legal_and_apply(g, cmd)
    snap = g.snapshot()
    assert _tile(snap, 6)["claimed_by"] == 0
    assert snap["islands"][sb]["active"][0] == 0
    assert snap["islands"][sb]["inactive"][0] == 1      # the second novice lies down


def test_appointment_with_shrine_needs_only_the_tile_novice():
    s = blank()
    sb = isl(s, "sailboat")
    shrine(s, sb, 0)
    novices(s, sb, 0, active=1)
    g = play(s)
    legal_and_apply(g, {"type": "appoint", "player": 0, "island": sb, "tile": 6})
    assert g.snapshot()["islands"][sb]["inactive"][0] == 0


def test_appointment_with_bribery_reaches_the_next_group():
    s = blank()
    sb = isl(s, "sailboat")
    novices(s, sb, 0, active=2)
    g = play(s)
    illegal(g, {"type": "appoint", "player": 0, "island": sb, "tile": 10}, "not released")
    give(s, 0, "bribery")
    g = play(s)
    legal_and_apply(g, {"type": "appoint", "player": 0, "island": sb, "tile": 10,
                        "bribe": True})
    assert "bribery" not in g.snapshot()["favours"][0]
    assert _tile(g.snapshot(), 10)["claimed_by"] == 0


def test_appointment_illegal_cases():
    s = blank()
    sb, t = isl(s, "sailboat"), isl(s, "tides")
    novices(s, sb, 0, active=2)
    novices(s, t, 0, active=2)
    give(s, 0, "bribery")
    claim(s, 7, 1)
    g = play(s)
    illegal(g, {"type": "appoint", "player": 0, "island": t, "tile": 6}, "sailboat symbol")
    illegal(g, {"type": "appoint", "player": 0, "island": sb, "tile": 18, "bribe": True},
            "beyond the next guardian")
    illegal(g, {"type": "appoint", "player": 0, "island": sb, "tile": 6, "bribe": True},
            "no bribery needed")
    illegal(g, {"type": "appoint", "player": 0, "island": isl(s, "herbs"), "tile": 7},
            "claimed already")
    illegal(g, {"type": "appoint", "player": 0, "island": sb, "tile": 1}, "not on the path")


def test_novice_favour_never_replaces_the_tile_novice():
    s = blank()
    sb = isl(s, "sailboat")
    shrine(s, sb, 0)
    novices(s, sb, 0, active=1)
    give(s, 0, "novice")
    illegal(play(s), {"type": "appoint", "player": 0, "island": sb, "tile": 6,
                      "novice_token": True}, "cannot stand in for the novice who goes onto")
    s2 = blank()
    novices(s2, sb, 0, active=1)
    give(s2, 0, "novice")
    g = play(s2)
    legal_and_apply(g, {"type": "appoint", "player": 0, "island": sb, "tile": 6,
                        "novice_token": True})
    assert _tile(g.snapshot(), 6)["claimed_by"] == 0


def test_consecration_gains_the_guardians_value():
    s = blank()
    claim(s, 6, 0)
    g = play(s)
    events = legal_and_apply(g, {"type": "consecrate", "player": 0, "tile": 6})
    snap = g.snapshot()
    assert snap["influence"][0] == 5 + 6
    assert field(snap, 6)["player"] == 0
    assert all(e.get("tile") != 6 for e in snap["path"])
    assert {"type": "influence", "player": 0, "delta": 6, "why": "consecration"} in events


def test_consecration_with_bribery():
    s = blank()
    claim(s, 10, 0)
    g = play(s)
    illegal(g, {"type": "consecrate", "player": 0, "tile": 10},
            "is yours: consecrate it once the Guardian has passed it")
    give(s, 0, "bribery")
    g = play(s)
    legal_and_apply(g, {"type": "consecrate", "player": 0, "tile": 10, "bribe": True})
    assert field(g.snapshot(), 10)["player"] == 0
    assert g.snapshot()["influence"][0] == 11


def test_consecration_illegal_cases():
    s = blank()
    claim(s, 6, 1)
    g = play(s)
    illegal(g, {"type": "consecrate", "player": 0, "tile": 6}, "no novice on tile 6")
    illegal(g, {"type": "consecrate", "player": 0, "tile": 7}, "no novice on tile 7")


def test_expulsion_example_only_adjacent_lower_unprotected_opponents_leave():
    """Rulebook expulsion example: the new novice on 6 is adjacent to 28, 3, 5 and 24. Of
    those, 5 (opponent, lower, no Book) goes to the jetty; 3 is protected by a Book; 24 is
    higher; 2 is lower but not adjacent; own novices never leave."""
    s = empty_temple(blank())
    temple_novice(s, 5, 1)
    temple_novice(s, 3, 2, book=True)
    temple_novice(s, 24, 3)
    temple_novice(s, 2, 1)
    temple_novice(s, 28, 0)
    claim(s, 6, 0)
    g = play(s)
    events = legal_and_apply(g, {"type": "consecrate", "player": 0, "tile": 6})
    snap = g.snapshot()
    assert field(snap, 5)["player"] is None
    assert snap["jetty"] == [0, 1, 0, 0]
    assert [field(snap, n)["player"] for n in (3, 24, 2, 28, 6)] == [2, 3, 1, 0, 0]
    assert snap["influence"][0] == 5 + 6 + 1
    assert [e for e in events if e["type"] == "novice_expelled"] == [
        {"type": "novice_expelled", "player": 1, "field": 5, "by": 0, "to": "jetty"}]


def test_consecration_gain_is_what_the_consecration_gains():
    """An Appointment's tile says its worth when consecrated (`consecration_gain`): the
    Guardian's value and 1 per novice expelled, as the Consecration itself gains them,
    whether or not the tile is claimed yet (the position left as it stands)."""
    from luna.engine.temple_actions import consecration_gain
    s = empty_temple(blank())
    temple_novice(s, 5, 1)
    temple_novice(s, 3, 2, book=True)
    before = play(s)
    assert consecration_gain(before.state, 0, 6) == 6 + 1       # tile 6, unclaimed
    assert before.snapshot() == play(s).snapshot()              # nothing moved
    claim(s, 6, 0)
    g = play(s)
    gain = consecration_gain(g.state, 0, 6)
    events = legal_and_apply(g, {"type": "consecrate", "player": 0, "tile": 6})
    assert gain == sum(e["delta"] for e in events if e["type"] == "influence") == 7


def test_consecration_threats_are_exactly_what_the_opponents_consecrations_expel():
    """`consecration_threats` names, for each of player 0's temple novices, the
    opponents' claimed tiles whose Consecration is legal now and would expel it: player
    1's released 6 (5 and 3) and 8 (2, not 1 on its Book), player 2's 10 with a Bribery
    favour (5); not player 3's 12 (no Bribery), not player 0's own 9. Checked by playing
    every legal Consecration of each opponent and reading whom it expelled."""
    from luna.engine.temple_actions import consecration_threats
    s = empty_temple(blank())
    for number in (5, 3, 2):
        temple_novice(s, number, 0)
    temple_novice(s, 1, 0, book=True)
    temple_novice(s, 7, 2)                  # an opponent's novice: not player 0's worry
    for number, player in ((6, 1), (8, 1), (10, 2), (12, 3), (9, 0)):
        claim(s, number, player)
    give(s, 2, "bribery")
    threats = consecration_threats(play(s).state, 0)
    assert {n: sorted(by) for n, by in threats.items()} == {
        5: [(1, 6), (2, 10)], 3: [(1, 6)], 2: [(1, 8)]}
    seen: dict[int, list[tuple[int, int]]] = {}
    for q in (1, 2, 3):
        s["to_move"] = q
        for c in play(s).legal():
            if c["type"] != "consecrate":
                continue
            g = play(s)
            for e in g.apply(c):
                if e["type"] == "novice_expelled" and e["player"] == 0:
                    seen.setdefault(e["field"], []).append((q, c["tile"]))
    assert {n: sorted(by) for n, by in seen.items()} == {
        n: sorted(by) for n, by in threats.items()}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_consecration_threats_are_what_each_opponents_next_turn_can_expel(players):
    """The query the board's warning and its hover read (`consecration_threats`): at
    every action-phase position of seeded games played with a lean to the temple, for
    each player, exactly the (opponent, tile) pairs of that opponent's legal
    Consecrations, were it their turn now, that expel each of the player's temple
    novices; found by playing every one of them."""
    import random

    from luna.engine import from_snapshot, new_game
    from luna.engine.temple_actions import consecration_threats
    seen = 0
    for seed in (1, 2, 3):
        g = new_game(players=players, seed=seed, setup="random")
        rng = random.Random(seed)
        while not g.is_over:
            if g.state.phase == "actions":
                snap = g.snapshot()
                for p in range(players):
                    told = {n: sorted(by) for n, by in consecration_threats(g.state, p).items()}
                    played: dict[int, list[tuple[int, int]]] = {}
                    for q in range(players):
                        if q == p:
                            continue
                        turn = dict(snap, to_move=q)
                        for c in from_snapshot(turn).legal():
                            if c["type"] != "consecrate":
                                continue
                            for e in from_snapshot(turn).apply(c):
                                if e["type"] == "novice_expelled" and e["player"] == p:
                                    played.setdefault(e["field"], []).append((q, c["tile"]))
                    assert told == {n: sorted(by) for n, by in played.items()}, (seed, p)
                    seen += bool(told)
            moves = g.legal()
            temple = [c for c in moves if c["type"] in ("appoint", "consecrate")]
            g.apply(rng.choice(temple if temple and rng.random() < 0.6 else moves))
    assert seen > 5


def test_a_consecration_expels_only_from_its_lower_neighbours_a_book_guarding():
    """A consecration on 8 can expel only from the adjacent lower fields
    (`lower_neighbours`); of the opponents' novices there, one on a Book stays
    (`guarded_from`), the other goes; a lower novice not beside 8 stays unnamed."""
    from luna.engine.temple import guarded_from, lower_neighbours
    s = empty_temple(blank())
    temple_novice(s, 1, 2, book=True)
    temple_novice(s, 2, 2)
    temple_novice(s, 5, 2)
    claim(s, 8, 0)
    g = play(s)
    below = lower_neighbours(g.state, 8)
    assert below == sorted(o for o in g.state.adjacent[8] if o < 8) and 5 not in below
    assert {1, 2} <= set(below)
    assert guarded_from(g.state, 8, 0) == [1] and guarded_from(g.state, 8, 2) == []
    out = [e["field"] for e in legal_and_apply(g, {"type": "consecrate", "player": 0,
                                                    "tile": 8, "bribe": False})
           if e["type"] == "novice_expelled"]
    assert out == [2]


def test_temple_adjacency_is_the_brick_layout():
    from luna.engine import from_snapshot
    g = from_snapshot(blank())
    adj = g.state.adjacent
    assert adj[6] == (3, 5, 24, 28)
    assert adj[16] == (18, 28)          # row 0, left end: right neighbour + one above
    assert adj[1] == (2, 4, 8, 12, 22, 25)     # yellow row 2: red 2, 12 below, white 22, 4 above


def test_book_moves_any_book_to_your_novice_for_one_influence():
    s = empty_temple(blank())
    temple_novice(s, 3, 2, book=True)
    temple_novice(s, 20, 0)
    give(s, 0, "book")
    g = play(s)
    legal_and_apply(g, {"type": "book", "player": 0, "from": 3, "to": 20})
    snap = g.snapshot()
    assert field(snap, 20)["book"] and not field(snap, 3)["book"]
    assert snap["influence"][0] == 6


def test_book_illegal_cases():
    s = empty_temple(blank())
    temple_novice(s, 3, 2, book=True)
    temple_novice(s, 20, 0, book=True)
    temple_novice(s, 9, 1)
    g = play(s)
    illegal(g, {"type": "book", "player": 0, "from": 3, "to": 20}, "no book favour")
    give(s, 0, "book")
    g = play(s)
    illegal(g, {"type": "book", "player": 0, "from": 3, "to": 20}, "has a Book already")
    illegal(g, {"type": "book", "player": 0, "from": 3, "to": 9}, "no novice on temple field 9")
    illegal(g, {"type": "book", "player": 0, "from": 9, "to": 20}, "no Book of Wisdom")


def test_two_players_first_book_of_a_round_gains_two():
    s = empty_temple(blank(2))
    rows = s["temple"]["rows"]
    numbers = [f["field"] for f in s["temple"]["fields"]]
    a, b, c = numbers[0], numbers[1], numbers[2]
    temple_novice(s, a, 1, book=True)
    temple_novice(s, b, 0)
    temple_novice(s, c, 1)
    give(s, 0, "book")
    give(s, 1, "book")
    g = play(s)
    legal_and_apply(g, {"type": "book", "player": 0, "from": a, "to": b})
    assert g.snapshot()["influence"][0] == 7
    legal_and_apply(g, {"type": "book", "player": 1, "from": b, "to": c})
    assert g.snapshot()["influence"][1] == 6
    assert rows  # two boards in play


def test_an_appointments_threats_are_what_the_opponents_consecrations_expel_after_it():
    """`appointment_threats`: the opponents' Consecrations, legal as the position stands,
    that would expel the novice an Appointment places once its tile is consecrated (on the
    path it is out of reach): player 0 appoints to 5; player 1's released 6 and player
    2's 10 with a Bribery favour border it higher; player 1's 8 does not. Checked by
    playing the Appointment, its Consecration, then each opponent's Consecration."""
    from luna.engine import from_snapshot
    from luna.engine.temple_actions import appointment_threats
    s = empty_temple(blank(players=3))
    novices(s, isl(s, "book"), 0, active=2)
    for number, player in ((6, 1), (8, 1), (10, 2)):
        claim(s, number, player)
    give(s, 2, "bribery")
    g = play(s)
    c = next(c for c in g.legal() if c["type"] == "appoint" and c["tile"] == 5)
    assert sorted(appointment_threats(g.state, c)) == [(1, 6), (2, 10)]
    g.apply(c)
    after = g.snapshot()
    after["to_move"] = 0
    g = from_snapshot(after)
    g.apply(next(c for c in g.legal() if c["type"] == "consecrate" and c["tile"] == 5))
    seen = []
    for q in (1, 2):
        after = g.snapshot()
        after["to_move"] = q
        for c in from_snapshot(after).legal():
            if c["type"] == "consecrate" and any(
                    e["type"] == "novice_expelled" and e["field"] == 5
                    for e in from_snapshot(after).apply(c)):
                seen.append((q, c["tile"]))
    assert sorted(seen) == [(1, 6), (2, 10)]
    alone = empty_temple(blank(players=3))         # no opponent's tile: no threat
    novices(alone, isl(alone, "book"), 0, active=2)
    g = play(alone)
    c = next(c for c in g.legal() if c["type"] == "appoint" and c["tile"] == 5)
    assert appointment_threats(g.state, c) == []
