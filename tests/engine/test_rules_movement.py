"""Rules 3.5-3.7: Travel, Tides, Sailboat (and the Ruling: moves change island)."""

from positions import blank, give, illegal, isl, legal_and_apply, novices, play

from luna.engine.movement import arrives_active


def test_travel_moves_active_novices_inactive_beside_other_islands():
    s = blank()
    b, h, t = isl(s, "book"), isl(s, "herbs"), isl(s, "tides")
    novices(s, b, 0, active=3)
    novices(s, h, 0, active=1)
    g = play(s)
    assert {"type": "travel", "player": 0, "moves": [{"from": b, "to": t, "count": 1}]} \
        in g.legal()
    legal_and_apply(g, {"type": "travel", "player": 0, "moves": [
        {"from": b, "to": t, "count": 2}, {"from": h, "to": b, "count": 1}]})
    snap = g.snapshot()
    assert snap["islands"][b]["active"][0] == 1
    assert snap["islands"][b]["inactive"][0] == 1
    assert snap["islands"][t]["inactive"][0] == 2
    assert snap["islands"][h]["active"][0] == 0


def test_ruling_travel_must_change_island():
    s = blank()
    b = isl(s, "book")
    novices(s, b, 0, active=2)
    illegal(play(s), {"type": "travel", "player": 0, "moves": [{"from": b, "to": b, "count": 1}]},
            "different island")


def test_travel_illegal_cases():
    s = blank()
    b, t = isl(s, "book"), isl(s, "tides")
    novices(s, b, 0, active=1, inactive=2)
    g = play(s)
    illegal(g, {"type": "travel", "player": 0, "moves": [{"from": b, "to": t, "count": 2}]},
            "active novices on .*: you have 1$")
    illegal(g, {"type": "travel", "player": 0, "moves": [
        {"from": b, "to": t, "count": 1}, {"from": b, "to": 2, "count": 1}]},
        "active novices on .*: you have 1$")
    illegal(g, {"type": "travel", "player": 0, "moves": []}, "at least one")
    illegal(g, {"type": "travel", "player": 0, "moves": [{"from": b, "to": t, "count": 0}]},
            "at least one")


def test_tides_moves_active_inactive_and_jetty_novices():
    s = blank()
    b, t, h = isl(s, "book"), isl(s, "tides"), isl(s, "herbs")
    novices(s, b, 0, active=1, inactive=1)
    s["jetty"][0] = 2
    s["supply"]["novices"][0] -= 2
    give(s, 0, "tides")
    g = play(s)
    legal_and_apply(g, {"type": "tides", "player": 0, "moves": [
        {"from": b, "active": True, "to": h, "count": 1},
        {"from": b, "active": False, "to": h, "count": 1},
        {"from": "jetty", "to": t, "count": 2}]})
    snap = g.snapshot()
    assert snap["islands"][h]["inactive"][0] == 2
    assert snap["islands"][t]["inactive"][0] == 2
    assert snap["jetty"][0] == 0
    assert snap["islands"][t]["favours"] == 4


def test_tides_illegal_cases():
    s = blank()
    b, h = isl(s, "book"), isl(s, "herbs")
    novices(s, b, 0, inactive=1)
    g = play(s)
    mv = {"type": "tides", "player": 0,
          "moves": [{"from": b, "active": False, "to": h, "count": 1}]}
    illegal(g, mv, "no tides favour")
    give(s, 0, "tides")
    g = play(s)
    illegal(g, {"type": "tides", "player": 0,
                "moves": [{"from": b, "active": True, "to": h, "count": 1}]},
            "active novices on .*: you have 0$")
    illegal(g, {"type": "tides", "player": 0,
                "moves": [{"from": "jetty", "to": h, "count": 1}]},
            "novices on the jetty: you have 0$")
    illegal(g, {"type": "tides", "player": 0,
                "moves": [{"from": b, "active": False, "to": b, "count": 1}]}, "different island")


def test_sailboat_keeps_novices_active():
    s = blank()
    b, t = isl(s, "book"), isl(s, "tides")
    novices(s, b, 0, active=2)
    give(s, 0, "sailboat")
    g = play(s)
    legal_and_apply(g, {"type": "sailboat", "player": 0, "from": b, "to": t, "count": 2})
    snap = g.snapshot()
    assert snap["islands"][t]["active"][0] == 2
    assert snap["islands"][b]["active"][0] == 0


def test_sailboat_fetches_from_the_jetty():
    s = blank()
    t = isl(s, "tides")
    s["jetty"][0] = 1
    s["supply"]["novices"][0] -= 1
    give(s, 0, "sailboat")
    g = play(s)
    legal_and_apply(g, {"type": "sailboat", "player": 0, "from": "jetty", "to": t, "count": 1})
    assert g.snapshot()["islands"][t]["active"][0] == 1
    assert g.snapshot()["jetty"][0] == 0


def test_sailboat_illegal_cases():
    s = blank()
    b, t = isl(s, "book"), isl(s, "tides")
    novices(s, b, 0, active=3, inactive=2)
    g = play(s)
    illegal(g, {"type": "sailboat", "player": 0, "from": b, "to": t, "count": 1},
            "no sailboat favour")
    give(s, 0, "sailboat")
    g = play(s)
    illegal(g, {"type": "sailboat", "player": 0, "from": b, "to": t, "count": 3}, "1 or 2")
    illegal(g, {"type": "sailboat", "player": 0, "from": b, "to": b, "count": 1}, "different")
    illegal(g, {"type": "sailboat", "player": 0, "from": "jetty", "to": b, "count": 1},
            "novices on the jetty: you have 0$")


def test_the_engine_says_how_each_move_lands_its_novices():
    """`arrives_active` (what the board's preview reads) is how the moves land them."""
    s = blank()
    b, t = isl(s, "book"), isl(s, "tides")
    novices(s, b, 0, active=3)
    give(s, 0, "sailboat")
    give(s, 0, "tides")
    for cmd in ({"type": "travel", "player": 0, "moves": [{"from": b, "to": t, "count": 1}]},
                {"type": "tides", "player": 0,
                 "moves": [{"from": b, "active": True, "to": t, "count": 1}]},
                {"type": "sailboat", "player": 0, "from": b, "to": t, "count": 1}):
        g = play(s)
        moved = [e for e in g.apply(cmd) if e["type"] == "novices_moved"]
        assert [e["to_active"] for e in moved] == [arrives_active(cmd["type"])]
        on = g.snapshot()["islands"][t]
        assert on["active" if arrives_active(cmd["type"]) else "inactive"][0] == 1
    assert not arrives_active("travel") and not arrives_active("tides")
    assert arrives_active("sailboat")
