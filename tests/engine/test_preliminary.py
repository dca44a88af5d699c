"""The preliminary round (rules 2) and its Ruling: one pair per turn, four circuits."""

from positions import illegal

from luna.engine import new_game


def _game(players=3, seed=4):
    return new_game(players=players, seed=seed, setup="random")


def test_preliminary_shrines_go_on_different_islands_in_turn_order():
    g = _game()
    start = g.to_move
    g.apply({"type": "place_shrine", "player": start, "island": 0})
    nxt = (start + 1) % 3
    assert g.to_move == nxt
    illegal(g, {"type": "place_shrine", "player": nxt, "island": 0}, "already holds a shrine")
    illegal(g, {"type": "place_pair", "player": nxt, "island": 1}, "place your first shrine")


def test_two_players_no_shrine_on_the_herbs_island():
    g = _game(players=2)
    herbs = [i["kind"] for i in g.snapshot()["islands"]].index("herbs")
    illegal(g, {"type": "place_shrine", "player": g.to_move, "island": herbs}, "Herbs island")
    assert all(c["island"] != herbs for c in g.legal())


def _place_shrines(g):
    for k in range(g.snapshot()["players"]):
        g.apply({"type": "place_shrine", "player": g.to_move, "island": k})


def test_ruling_one_pair_per_turn_not_where_own_pieces_are():
    g = _game()
    _place_shrines(g)
    start = g.to_move
    assert g.snapshot()["phase"] == "preliminary_pairs"
    shrines = [next(i for i, isl in enumerate(g.snapshot()["islands"]) if isl["shrines"][p])
               for p in range(3)]
    illegal(g, {"type": "place_pair", "player": start, "island": shrines[start]},
            "already have a piece")
    other = (start + 1) % 3
    g.apply({"type": "place_pair", "player": start, "island": shrines[other]})  # theirs: fine
    assert g.to_move == other
    illegal(g, {"type": "place_pair", "player": start, "island": 5}, "turn")


def test_after_four_circuits_favours_of_the_two_empty_islands_and_round_one():
    g = _game()
    _place_shrines(g)
    for _ in range(4 * 3):
        g.apply(g.legal()[0])
    snap = g.snapshot()
    assert snap["phase"] == "actions" and snap["round"] == 1
    assert snap["to_move"] == snap["start_player"]
    for p in range(3):
        empty = [i for i, isl in enumerate(snap["islands"])
                 if not isl["shrines"][p] and not isl["active"][p]]
        assert len(empty) == 2
        assert snap["favours"][p] == sorted(snap["islands"][i]["kind"] for i in empty)
        assert snap["supply"]["novices"][p] == 13 - 1 - 8
