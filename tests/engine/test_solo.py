"""The solo game against the automaton (rules 6), levels 1-3."""

import pytest
from positions import (
    blank,
    claim,
    count_novices,
    empty_temple,
    field,
    illegal,
    isl,
    legal_and_apply,
    novices,
    play,
    temple_novice,
)

from luna.engine import new_game


def test_solo_setup_automaton_pieces_and_dealt_tiles():
    g = new_game(players=1, seed=3, solo_level=1)
    snap = g.snapshot()
    assert snap["players"] == 2 and snap["solo_level"] == 1
    assert snap["time_markers"]["total"] == 0
    assert all(i["favours"] == 1 for i in snap["islands"])
    a = snap["architect"]
    assert snap["islands"][a]["shrines"][1]
    on_islands = [i["active"][1] for i in snap["islands"]]
    assert sum(on_islands) == 12                      # 1 + 6*2 - 1 sent to the temple
    temple = {f["player"]: f for f in snap["temple"]["fields"] if f["player"] is not None}
    assert temple[0]["book"] and not temple[1]["book"]
    home = [i["kind"] for i in snap["islands"]].index(temple[1]["symbol"])
    assert on_islands[home] == (1 if home == a else 2) - 1
    assert count_novices(snap, 0) == 13 and count_novices(snap, 1) == 13
    assert snap["start_player"] == 1 and snap["council"][0] == [1, 0]
    assert snap["to_move"] == 0 and snap["phase"] == "preliminary_shrine"


def test_solo_preliminary_then_round_start_choice():
    g = new_game(players=1, seed=3, solo_level=1)
    while g.snapshot()["phase"].startswith("preliminary"):
        g.apply(g.legal()[0])
    snap = g.snapshot()
    assert snap["phase"] == "solo_round_start"
    assert len(snap["favours"][0]) == 2
    assert snap["supply"]["novices"][0] == 13 - 1 - 8
    assert {c["type"] for c in g.legal()} == {"solo_deactivate"}


def _solo_blank(level=1):
    s = empty_temple(blank(solo_level=level))
    s["phase"] = "solo_round_start"
    s["time_markers"] = {"total": 0, "turned": 0}
    return s


def test_solo_round_start_deactivates_an_island_and_advances_the_automaton_council():
    s = _solo_blank()
    b = isl(s, "book")
    novices(s, b, 1, active=3)
    g = play(s)
    legal_and_apply(g, {"type": "solo_deactivate", "player": 0, "island": b})
    snap = g.snapshot()
    assert snap["islands"][b]["inactive"][1] == 3
    assert 1 in snap["council"][3]
    assert snap["phase"] == "actions"


def test_solo_automaton_consecrates_the_highest_matching_released_tile():
    s = _solo_blank()
    # blank(solo) with seed 1: rows blue, yellow; released tiles 8 shrine and 6 sailboat
    assert [e["tile"] for e in s["path"][s["guardian"] + 1:]] == [8, 6]
    novices(s, isl(s, "sailboat"), 1, active=1)
    novices(s, isl(s, "shrine"), 1, active=2)
    g = play(s)
    events = g.apply({"type": "solo_deactivate", "player": 0, "island": isl(s, "shrine")})
    snap = g.snapshot()
    assert field(snap, 6)["player"] == 1              # 8 (shrine) lies down: 6 it is
    assert snap["islands"][isl(s, "sailboat")]["active"][1] == 0
    assert {"type": "influence", "player": 1, "delta": 6, "why": "consecration"} in events
    g2 = play(s)
    g2.apply({"type": "solo_deactivate", "player": 0, "island": isl(s, "book")})
    assert field(g2.snapshot(), 8)["player"] == 1     # otherwise the highest, 8


def test_solo_automaton_takes_your_lowest_book():
    s = _solo_blank()
    temple_novice(s, 3, 0, book=True)
    temple_novice(s, 20, 0, book=True)
    temple_novice(s, 9, 1)
    novices(s, isl(s, "sailboat"), 1, active=1)
    g = play(s)
    g.apply({"type": "solo_deactivate", "player": 0, "island": isl(s, "book")})
    snap = g.snapshot()
    assert field(snap, 6)["player"] == 1
    assert not field(snap, 3)["book"] and field(snap, 20)["book"]
    assert field(snap, 6)["book"] and not field(snap, 9)["book"]
    assert field(snap, 3)["player"] == 0               # the Book protected it
    assert snap["influence"][1] == 5 + 6 + 1


def test_solo_no_tile_when_no_active_novice_matches():
    s = _solo_blank()
    novices(s, isl(s, "tides"), 1, active=2)
    g = play(s)
    events = g.apply({"type": "solo_deactivate", "player": 0, "island": 0})
    assert {"type": "solo_no_tile", "player": 1} in events
    assert g.snapshot()["influence"][1] == 5


def test_solo_expelled_automaton_novice_lies_beside_its_tiles_island():
    s = _solo_blank()
    s["phase"] = "actions"
    temple_novice(s, 3, 1)           # bribery symbol, adjacent to 6 and lower
    claim(s, 6, 0)
    g = play(s)
    legal_and_apply(g, {"type": "consecrate", "player": 0, "tile": 6})
    snap = g.snapshot()
    assert snap["jetty"] == [0, 0]
    assert snap["islands"][isl(s, "bribery")]["inactive"][1] == 1
    assert field(snap, 3)["player"] is None


def test_solo_end_of_actions_shrine_apostate_and_scoring():
    s = _solo_blank()
    s["phase"] = "actions"
    a, ap = s["architect"], s["apostate"]
    novices(s, a, 1, active=1)
    novices(s, ap, 1, active=4)
    novices(s, ap, 0, active=1)
    novices(s, (ap + 2) % 7, 0, active=1)
    g = play(s)
    illegal(g, {"type": "meditate", "player": 0}, "no time markers")
    events = legal_and_apply(g, {"type": "end_actions", "player": 0})
    snap = g.snapshot()
    assert snap["islands"][a]["shrines"][1]
    assert not any(e.get("why") == "apostate" and e["player"] == 1 for e in events)
    assert any(e.get("why") == "apostate" and e["player"] == 0 and e["delta"] == -2
               for e in events)
    assert snap["apostate"] == (ap + 2) % 7           # next island with one of yours
    assert snap["phase"] == "solo_round_start" and snap["round"] == 2


def test_solo_level_two_apostate_blocks_all_but_banish():
    s = _solo_blank(level=2)
    s["phase"] = "actions"
    ap = s["apostate"]
    novices(s, ap, 0, active=3)
    g = play(s)
    illegal(g, {"type": "favour", "player": 0, "island": ap}, "Apostate blocks")
    illegal(g, {"type": "council", "player": 0, "island": ap, "count": 1}, "Apostate blocks")
    illegal(g, {"type": "travel", "player": 0, "moves": [{"from": ap, "to": 0, "count": 1}]},
            "Apostate blocks")
    legal_and_apply(g, {"type": "banish", "player": 0, "count": 1})


def test_solo_level_three_blocks_banish_and_pairs_architect_with_priestess():
    s = _solo_blank(level=3)
    s["phase"] = "actions"
    novices(s, s["apostate"], 0, active=2)
    illegal(play(s), {"type": "banish", "player": 0, "count": 1}, "Apostate blocks")
    for seed in range(5):
        snap = new_game(players=1, seed=seed, solo_level=3).snapshot()
        assert snap["architect"] == snap["priestess"]


@pytest.mark.parametrize("level", [1, 2, 3])
def test_solo_game_result_is_your_total_minus_the_automatons(level):
    import random
    g = new_game(players=1, seed=level, solo_level=level)
    rng = random.Random(level)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    final = g.snapshot()["final"]
    assert final["solo_result"] == final["scores"][0] - final["scores"][1]
    assert g.snapshot()["round"] == 6


def _architect_with_a_lying_automaton_novice():
    s = _solo_blank()
    s["phase"] = "actions"
    novices(s, s["architect"], 1, inactive=2)
    return s


def test_rules2_the_automaton_shrine_needs_an_active_novice_on_the_architects_island():
    s = _architect_with_a_lying_automaton_novice()
    g = play(s)
    events = legal_and_apply(g, {"type": "end_actions", "player": 0})
    assert not g.snapshot()["islands"][s["architect"]]["shrines"][1]
    assert not any(e["type"] == "shrine_built" for e in events)


def test_rules1_keeps_the_automaton_shrine_of_a_lying_novice():
    s = _architect_with_a_lying_automaton_novice()
    g = play(s, rules=1)
    legal_and_apply(g, {"type": "end_actions", "player": 0})
    assert g.snapshot()["islands"][s["architect"]]["shrines"][1]


def _automaton_first_on_the_top_seat():
    """The automaton reached seat 10 first (on top of the stack), the person later
    (underneath); a round-start deactivation advances the automaton again."""
    s = _solo_blank()
    s["council"] = [[] for _ in range(10)] + [[0, 1]]
    novices(s, isl(s, "book"), 1, active=2)
    return s


def test_rules2_seat_10_is_never_overtaken_the_automaton_stays_on_top():
    s = _automaton_first_on_the_top_seat()
    g = play(s)
    legal_and_apply(g, {"type": "solo_deactivate", "player": 0, "island": isl(s, "book")})
    assert g.snapshot()["council"][10] == [0, 1]


def test_rules1_puts_the_advancing_automaton_underneath_the_top_seat():
    s = _automaton_first_on_the_top_seat()
    g = play(s, rules=1)
    legal_and_apply(g, {"type": "solo_deactivate", "player": 0, "island": isl(s, "book")})
    assert g.snapshot()["council"][10] == [1, 0]
