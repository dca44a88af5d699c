"""Rules 3.1-3.4 and 3.13: Favour, Recruit, Build shrine, Herbs, the novice favour."""

from positions import blank, give, illegal, isl, legal_and_apply, novices, play, shrine


def test_favour_uses_two_active_novices_and_takes_the_token():
    s = blank()
    h = isl(s, "herbs")
    novices(s, h, 0, active=3)
    g = play(s)
    cmd = {"type": "favour", "player": 0, "island": h}
    assert cmd | {"novice_token": False} in g.legal()
    legal_and_apply(g, cmd)
    snap = g.snapshot()
    assert snap["favours"][0] == ["herbs"]
    assert snap["islands"][h]["favours"] == 3
    assert snap["islands"][h]["active"][0] == 1
    assert snap["islands"][h]["inactive"][0] == 2
    assert snap["to_move"] == 1


def test_favour_with_shrine_needs_one_novice():
    s = blank()
    h = isl(s, "tides")
    shrine(s, h, 0)
    novices(s, h, 0, active=1)
    g = play(s)
    legal_and_apply(g, {"type": "favour", "player": 0, "island": h})
    assert g.snapshot()["islands"][h]["inactive"][0] == 1


def test_favour_illegal_cases():
    s = blank()
    h, b = isl(s, "herbs"), isl(s, "book")
    novices(s, h, 0, active=1)
    novices(s, b, 0, active=2)
    give(s, 0, "book")
    g = play(s)
    illegal(g, {"type": "favour", "player": 0, "island": h}, "need 2 active novices")
    illegal(g, {"type": "favour", "player": 0, "island": b}, "already hold a book favour")
    illegal(g, {"type": "favour", "player": 1, "island": h}, "turn")
    illegal(g, {"type": "favour", "player": 0, "island": h, "novice_token": True},
            "no novice favour")


def test_favours_refusal_names_the_missing_novices_before_the_favour_held():
    """Rules 3.1 in order: the novices a Favour uses, then the favour (not held, one
    left); a player without novices on an island whose favour they hold is told of the
    novices, the first thing missing (a click on that island says it)."""
    s = blank()
    sh = isl(s, "shrine")
    give(s, 0, "shrine")
    s["islands"][sh]["favours"] = 0
    g = play(s)
    assert g.refusal({"type": "favour", "player": 0, "island": sh}).code == \
        "need_active_novices"
    novices(s, sh, 0, active=2)
    assert play(s).refusal({"type": "favour", "player": 0, "island": sh}).code == \
        "favour_held"


def test_favour_needs_a_token_left_on_the_island():
    s = blank(2)
    h = isl(s, "herbs")
    s["islands"][h]["favours"] = 0
    novices(s, h, 0, active=2)
    illegal(play(s), {"type": "favour", "player": 0, "island": h}, "No herbs favour")


def test_novice_favour_stands_in_for_one_novice():
    s = blank()
    h, n = isl(s, "herbs"), isl(s, "novice")
    novices(s, h, 0, active=1)
    give(s, 0, "novice")
    g = play(s)
    legal_and_apply(g, {"type": "favour", "player": 0, "island": h, "novice_token": True})
    snap = g.snapshot()
    assert snap["favours"][0] == ["herbs"]
    assert snap["islands"][n]["favours"] == 4       # the novice favour went home
    assert snap["islands"][h]["inactive"][0] == 1


def test_ruling_novice_favour_stands_in_where_you_have_no_novice():
    """Ruling (online edition): Favour at your shrine with 0 novices and the novice favour."""
    s = blank()
    t = isl(s, "tides")
    shrine(s, t, 0)
    give(s, 0, "novice")
    g = play(s)
    legal_and_apply(g, {"type": "favour", "player": 0, "island": t, "novice_token": True})
    assert g.snapshot()["favours"][0] == ["tides"]


def test_novice_favour_never_takes_a_novice_favour():
    s = blank()
    n = isl(s, "novice")
    novices(s, n, 0, active=1)
    give(s, 0, "novice")
    s["islands"][n]["favours"] = 1
    s["favours"][0] = ["novice"]
    g = play(s)
    illegal(g, {"type": "favour", "player": 0, "island": n, "novice_token": True},
            "cannot be used to take a novice favour")


def test_the_favours_that_alone_let_a_player_act_are_named():
    """With every novice lying, the held novice favour is what lets the player act (the
    client's turn line says so, F462); a novice standing on an island acts without it."""
    from luna.engine.legal import favours_spent, favours_to_act
    s = blank(players=3)
    h = isl(s, "book")
    novices(s, h, 0, inactive=2)
    give(s, 0, "novice", "herbs")
    legal = play(s).legal()
    assert {c["type"] for c in legal} >= {"council", "banish", "herbs", "meditate"}
    assert favours_to_act(legal) == ("herbs", "novice")
    assert favours_spent({"type": "appoint", "bribe": True, "novice_token": True}) == \
        ("bribery", "novice")
    s["favours"][0] = ["novice"]
    assert favours_to_act(play(s).legal()) == ("novice",)
    novices(s, h, 0, active=1)                   # a standing novice acts alone
    assert favours_to_act(play(s).legal()) == ()
    s["favours"][0] = []
    novices(s, h, 0, active=0)
    assert favours_to_act(play(s).legal()) == ()      # Meditate alone: no favour named


def test_recruit_adds_an_inactive_novice_from_supply():
    s = blank()
    b = isl(s, "bribery")
    novices(s, b, 2, active=2)
    s["to_move"] = 2
    g = play(s)
    supply = g.snapshot()["supply"]["novices"][2]
    legal_and_apply(g, {"type": "recruit", "player": 2, "island": b})
    snap = g.snapshot()
    assert snap["islands"][b]["inactive"][2] == 3
    assert snap["islands"][b]["active"][2] == 0
    assert snap["supply"]["novices"][2] == supply - 1


def test_recruit_illegal_cases():
    s = blank()
    b = isl(s, "bribery")
    novices(s, b, 0, active=1)
    g = play(s)
    illegal(g, {"type": "recruit", "player": 0, "island": b}, "need 2 active novices")
    s2 = blank()
    novices(s2, b, 0, active=2)
    novices(s2, (b + 1) % 7, 0, inactive=s2["supply"]["novices"][0])   # the supply is empty
    illegal(play(s2), {"type": "recruit", "player": 0, "island": b}, "no novice left")


def test_build_shrine_on_the_architects_island():
    s = blank()
    a = s["architect"]
    novices(s, a, 0, active=2)
    give(s, 0, "shrine")
    g = play(s)
    legal_and_apply(g, {"type": "build_shrine", "player": 0})
    snap = g.snapshot()
    assert snap["islands"][a]["shrines"][0] is True
    assert snap["supply"]["shrines"][0] == 5
    assert snap["favours"][0] == []
    assert snap["islands"][isl(s, "shrine")]["favours"] == 4


def test_build_shrine_illegal_cases():
    s = blank()
    a = s["architect"]
    novices(s, a, 0, active=2)
    g = play(s)
    illegal(g, {"type": "build_shrine", "player": 0}, "no shrine favour")
    give(s, 0, "shrine")
    shrine(s, a, 0)
    illegal(play(s), {"type": "build_shrine", "player": 0}, "already have a shrine")
    s2 = blank()
    novices(s2, a, 0, active=1)
    give(s2, 0, "shrine")
    illegal(play(s2), {"type": "build_shrine", "player": 0}, "need 2 active novices")
    s3 = blank()
    novices(s3, a, 0, active=2)
    give(s3, 0, "shrine")
    for other in [i for i in range(7) if i != a]:     # every shrine is built elsewhere
        shrine(s3, other, 0)
    illegal(play(s3), {"type": "build_shrine", "player": 0}, "no shrine left")


def test_build_shrine_refusals_name_every_obstacle_the_shrine_there_first():
    s = blank()
    a = s["architect"]
    novices(s, a, 0, active=2)
    shrine(s, a, 0)
    g = play(s)
    cmd = {"type": "build_shrine", "player": 0}
    assert [r.code for r in g.refusals(cmd)] == ["shrine_there", "no_shrine_favour"]
    assert g.refusal(cmd).code == "shrine_there"
    give(s, 0, "shrine")
    assert play(s).refusals(cmd)[0].code == "shrine_there"
    free = give(novices(blank(), a, 0, active=2), 0, "shrine")
    assert play(free).refusals(cmd) == []


def test_shrine_can_share_an_island_with_other_players_shrines():
    s = blank()
    a = s["architect"]
    shrine(s, a, 1)
    novices(s, a, 0, active=2)
    give(s, 0, "shrine")
    legal_and_apply(play(s), {"type": "build_shrine", "player": 0})


def test_herbs_wakes_one_or_two_inactive_novices():
    s = blank()
    b = isl(s, "book")
    novices(s, b, 0, inactive=3)
    give(s, 0, "herbs")
    g = play(s)
    assert {"type": "herbs", "player": 0, "island": b, "count": 2} in g.legal()
    legal_and_apply(g, {"type": "herbs", "player": 0, "island": b, "count": 2})
    snap = g.snapshot()
    assert snap["islands"][b]["active"][0] == 2
    assert snap["islands"][b]["inactive"][0] == 1
    assert "herbs" not in snap["favours"][0]


def test_herbs_illegal_cases():
    s = blank()
    b, h = isl(s, "book"), isl(s, "herbs")
    novices(s, b, 0, inactive=1)
    novices(s, h, 0, inactive=2)
    g = play(s)
    illegal(g, {"type": "herbs", "player": 0, "island": b, "count": 1}, "no herbs favour")
    give(s, 0, "herbs")
    g = play(s)
    illegal(g, {"type": "herbs", "player": 0, "island": h, "count": 1}, "Herbs island itself")
    illegal(g, {"type": "herbs", "player": 0, "island": b, "count": 2},
            "inactive novices .*: you have 1$")
    illegal(g, {"type": "herbs", "player": 0, "island": b, "count": 3}, "1 or 2")
