"""Scoring phase, next-round moves and final scoring (rules 3 Scoring, Next round, 4)."""

import pytest
from positions import blank, give, isl, novices, play, random_moves, shrine

from luna.engine.rounds import (
    apostate_moves_to,
    apostate_next,
    apostate_next_loss,
    end_of_round,
    priestess_next,
)
from luna.engine.scoring import apostate_losses, final_scoring, priestess_places, score_round


def test_moon_priestess_example_six_three_one_with_council_tie_break():
    """Rulebook: Yellow 6, Red 3 (better council place than Blue), Blue 1."""
    s = blank(4)
    p = s["priestess"]
    novices(s, p, 0, active=3)
    novices(s, p, 1, active=2)
    novices(s, p, 2, active=1)
    shrine(s, p, 2)                       # blue: 1 novice + 1 shrine = 2
    s["council"][0] = [0, 2, 3]
    s["council"][1] = [1]
    g = play(s)
    assert priestess_places(g.state) == [(0, 3, 6), (1, 2, 3), (2, 2, 1)]


def test_priestess_same_seat_higher_disc_wins_and_absent_players_take_no_place():
    s = blank(3)
    p = s["priestess"]
    novices(s, p, 0, active=2)
    novices(s, p, 1, active=2)
    s["council"][0] = [1, 0, 2]          # 0 is higher in the stack than 1
    g = play(s)
    assert priestess_places(g.state) == [(0, 2, 5), (1, 2, 2)]


def test_priestess_only_active_novices_and_shrines_count():
    s = blank(4)
    p = s["priestess"]
    novices(s, p, 0, inactive=3)
    novices(s, p, 1, active=1)
    g = play(s)
    assert priestess_places(g.state) == [(1, 1, 6)]


def test_apostate_example_three_lose_four_two_lose_three_absent_lose_nothing():
    s = blank(4)
    a = s["apostate"]
    novices(s, a, 0, active=2, inactive=1)
    novices(s, a, 1, inactive=2)
    shrine(s, a, 2)                        # shrines do not count
    s["priestess"] = isl(s, "book")
    for f in s["temple"]["fields"]:        # no temple points to muddy the sums
        if f["player"] is not None:
            s["supply"]["novices"][f["player"]] += 1
            f["player"] = None
    s["influence"] = [10, 10, 10, 10]
    g = play(s)
    score_round(g.state)
    assert g.state.influence == [6, 7, 10, 10]


def test_ruling_influence_never_drops_below_zero():
    s = blank(4)
    a = s["apostate"]
    novices(s, a, 0, active=5)
    s["influence"][0] = 2
    g = play(s)
    events = score_round(g.state)
    assert g.state.influence[0] == 0
    loss = [e for e in events if e.get("why") == "apostate" and e["player"] == 0]
    assert loss[0]["delta"] == -(2 + 1)    # the event says what really changed (+1 temple)


def test_solo_the_apostate_costs_the_automaton_nothing_and_the_event_says_so():
    """Rules 6, level 1, end of round: "The Apostate costs the opponent nothing" (FR: « ne
    fait pas perdre de point d'influence à votre adversaire »). The automaton's novices on
    and beside his island lose it nothing; the scoring's event lists it as spared, with
    its count, so that the round's card can say why its Apostate column shows 0. In a
    game of persons nobody is spared."""
    s = blank(solo_level=1)
    a = s["apostate"]
    novices(s, a, 0, active=1)
    novices(s, a, 1, active=2, inactive=1)
    g = play(s)
    before = list(g.state.influence)
    events = score_round(g.state)
    lost = {e["player"]: e["delta"] for e in events if e.get("why") == "apostate"}
    assert lost == {0: -2} and 1 not in lost
    scored = next(e for e in events if e["type"] == "round_scored")
    assert scored["spared"] == [{"player": 1, "count": 3}]
    assert [pl["player"] for pl in scored["apostate"]] == [0]
    temple = {e["player"]: e["delta"] for e in events if e.get("why") == "temple"}
    assert g.state.influence[1] == before[1] + temple.get(1, 0)   # (the priestess: not there)
    s = blank(2)
    novices(s, s["apostate"], 1, active=2)
    g = play(s)
    scored = next(e for e in score_round(g.state) if e["type"] == "round_scored")
    assert scored["spared"] == [] and [pl["player"] for pl in scored["apostate"]] == [1]


def test_temple_scores_one_per_own_novice():
    s = blank(4)
    before = list(s["influence"])
    g = play(s)
    in_temple = [g.state.temple_novices(p) for p in range(4)]
    score_round(g.state)
    assert in_temple == [1, 1, 1, 1]
    assert g.state.influence == [b + 1 for b in before]


def test_final_scoring_example_four_shrines_two_favours_and_council():
    """Rulebook: 4 shrines (16) + 2 unused favours (2) + the council seat's points."""
    s = blank(4)
    for kind in ("book", "shrine", "herbs", "tides"):
        shrine(s, isl(s, kind), 0)
    give(s, 0, "bribery", "sailboat")
    s["council"][0] = [1, 2, 3]
    s["council"][8] = [0]
    s["influence"][0] = 20
    g = play(s)
    final_scoring(g.state)
    assert g.state.final["breakdown"][0] == {"shrines": 16, "favours": 2, "council": 6}
    assert g.state.final["scores"][0] == 20 + 16 + 2 + 6


def test_final_tie_goes_to_the_better_council_position():
    s = blank(2)
    s["influence"] = [30, 30]
    s["council"][0] = []
    s["council"][3] = [0, 1]              # same seat: 1 lies on top
    g = play(s)
    final_scoring(g.state)
    assert g.state.final["scores"] == [31, 31]
    assert g.state.final["winner"] == 1


def _end_round(s):
    s["time_markers"]["turned"] = s["time_markers"]["total"] - 1
    g = play(s)
    events = g.apply({"type": "meditate", "player": s["to_move"]})
    return g, events


def test_next_round_inactive_novices_stand_up_figures_and_guardian_move():
    s = blank(4)
    b, t = isl(s, "book"), isl(s, "tides")
    novices(s, b, 0, active=1, inactive=2)
    novices(s, t, 1, inactive=1)
    s["priestess"], s["architect"], s["apostate"] = 0, 3, 5
    guardian_len = len(s["path"])
    g, _ = _end_round(s)
    snap = g.snapshot()
    assert snap["islands"][b]["active"][0] == 3 and snap["islands"][b]["inactive"][0] == 0
    assert snap["islands"][t]["active"][1] == 1
    assert snap["priestess"] == 6              # 6 with 4 players
    assert snap["architect"] == 0              # House data: 4 islands
    assert snap["apostate"] == t               # next island with a novice (tides = 6)
    assert len(snap["path"]) == guardian_len - 1
    assert snap["path"][snap["guardian"]] == {"guardian": 5}


def test_the_priestess_next_island_is_fixed_before_the_round_ends():
    """Where she stands at the next round's scoring is known in advance, whatever is
    played (none after the last round); the Apostate's next island is not."""
    for players, at, rnd in ((4, 0, 1), (3, 2, 4), (2, 5, 5)):
        s = blank(players)
        s["priestess"], s["round"] = at, rnd
        told = priestess_next(rnd, at, players)
        g, _ = _end_round(s)
        assert g.snapshot()["priestess"] == told
    assert priestess_next(6, 3, 4) is None


def test_apostate_moves_at_least_one_island():
    s = blank(4)
    a = s["apostate"]
    novices(s, a, 0, active=2)
    novices(s, (a + 3) % 7, 1, active=1)
    g, _ = _end_round(s)
    assert g.snapshot()["apostate"] == (a + 3) % 7


def test_where_the_apostate_goes_were_the_round_to_end_now():
    """Counted before the round ends, as the position stands: the next island clockwise
    with a novice, lying ones too (they stand up first); the round's end then sends him
    there. In the solo game only the person's novices draw him."""
    s = blank(4)
    a = s["apostate"]
    novices(s, (a + 2) % 7, 1, inactive=1)
    novices(s, (a + 4) % 7, 0, active=1)
    assert apostate_moves_to(play(s).state) == (a + 2) % 7
    g, _ = _end_round(s)
    assert g.snapshot()["apostate"] == (a + 2) % 7
    solo = blank(solo_level=1)
    b = solo["apostate"]
    novices(solo, (b + 1) % 7, 1, active=2)        # the automaton's: he passes them by
    novices(solo, (b + 3) % 7, 0, inactive=1)
    assert apostate_moves_to(play(solo).state) == (b + 3) % 7


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_apostates_next_island_is_where_the_rounds_end_sends_him(players):
    """The query the board and a move's preview read (`apostate_next`): at every
    position of seeded games, the island the engine's own round end sends the Apostate
    to were it to come now, and what he would take from each player there at the next
    round's scoring (`apostate_next_loss`); none after the last round."""
    import random

    from luna.engine import new_game
    seen = 0
    for seed in (1, 2):
        g = new_game(players=players, seed=seed, setup="random")
        rng = random.Random(seed)
        while not g.is_over:
            if g.state.phase == "actions":
                told = apostate_next(g.state)
                losses = [apostate_next_loss(g.state, p) for p in range(players)]
                ended = g.clone()
                end_of_round(ended.state)
                if g.state.round == 6:
                    assert told is None and not any(losses)
                else:
                    assert ended.state.apostate == told
                    assert losses == [apostate_losses(ended.state).get(p, 0)
                                      for p in range(players)]
                    seen += 1
            g.apply(rng.choice(g.legal()))
    assert seen > 50


def test_game_ends_after_the_sixth_scoring():
    s = blank(4)
    s["round"] = 6
    g, events = _end_round(s)
    snap = g.snapshot()
    assert snap["phase"] == "game_over"
    assert snap["final"]["winner"] in range(4)
    assert events[-1]["type"] == "game_over"
    assert g.legal() == []


def test_the_coming_scoring_is_what_the_scoring_then_gives_part_by_part():
    """The coming scoring of a position (as if the round ended now) is the scoring's own
    count: each player's Moon Priestess, Apostate and temple, the influence it gives."""
    from luna.engine.scoring import coming_scoring
    s = blank(3)
    novices(s, s["priestess"], 0, active=2)
    novices(s, s["priestess"], 1, active=1)
    novices(s, s["apostate"], 1, active=1, inactive=1)
    g = play(s)
    coming = coming_scoring(g.state)
    before = list(g.state.influence)
    events = score_round(g.state)
    for p in range(3):
        got = {why: sum(e["delta"] for e in events
                        if e.get("player") == p and e.get("why") == why)
               for why in ("priestess", "apostate", "temple")}
        assert got == coming[p], p
        assert g.state.influence[p] == before[p] + sum(coming[p].values())
    assert coming[0]["priestess"] == 5 and coming[1]["apostate"] == -3


def test_a_move_off_the_priestess_island_says_what_it_loses_at_the_scoring():
    """The only standing novice sent off the Moon Priestess's island loses her pay at the
    coming scoring (a trial's move showed "+1 lying" and cost 5): the engine's dry run
    says it part by part; a move that changes nothing there says nothing."""
    s = blank(3)
    here, herbs = s["priestess"], isl(s, "herbs")
    novices(s, here, 0, active=1)
    novices(s, herbs, 0, active=1)
    g = play(s)
    away = isl(s, "shrine")
    change = g.scoring_change({"type": "travel", "player": 0,
                               "moves": [{"from": here, "to": away, "count": 1}]})
    assert change is not None and change.parts == {"priestess": -5} and change.total == -5
    onto = g.scoring_change({"type": "travel", "player": 0,
                             "moves": [{"from": herbs, "to": s["apostate"], "count": 1}]})
    assert onto.parts == {"apostate": -2} and onto.total == -2
    s2 = blank(3)
    novices(s2, herbs, 0, active=2)
    quiet = play(s2).scoring_change({"type": "travel", "player": 0, "moves": [
        {"from": herbs, "to": isl(s2, "shrine"), "count": 1}]})
    assert quiet.parts == {} and quiet.total == 0
    assert g.scoring_change({"type": "travel", "player": 1, "moves": []}) is None


def test_the_coming_scoring_floors_influence_at_zero_in_all():
    """Influence never drops below 0 (the ruling): a move that costs more than the
    player holds says the part whole and the scoring's real change in all."""
    s = blank(3)
    here = s["priestess"]
    novices(s, here, 0, active=1)
    novices(s, s["apostate"], 0, active=2)
    s["influence"][0] = 0
    g = play(s)
    temple = g.state.temple_novices(0)
    change = g.scoring_change({"type": "travel", "player": 0,
                               "moves": [{"from": here, "to": isl(s, "shrine"), "count": 1}]})
    assert change.parts == {"priestess": -5}
    assert change.total == -min(5, 5 + temple - 3)


def test_what_the_coming_scoring_gives_is_the_scorings_real_change():
    """`coming_given`: each player's influence change at the scoring if it came now,
    the floor at 0 with it (a player at 0 who would lose 3 loses nothing)."""
    from luna.engine.scoring import coming_given
    s = blank(3)
    novices(s, s["apostate"], 0, active=2)
    novices(s, s["priestess"], 1, active=1)
    s["influence"] = [0, 4, 4]
    g = play(s)
    given = coming_given(g.state)
    before = list(g.state.influence)
    score_round(g.state)
    assert given == [after - b for after, b in zip(g.state.influence, before, strict=True)]
    assert given[0] == max(0, g.state.temple_novices(0) - 3) and given[1] >= 5


def test_the_scoring_by_island_is_the_scorings_own_count_where_it_counts():
    """`scoring_by_island`: the Moon Priestess's island with her places in order and the
    Apostate's with what he would cost (count + 1, lying novices too, shrines not); the
    scoring then gives exactly that; where both stand on one island, one entry says both.
    A count tied with the first place's is named with it, the council's order first (the
    tag says the tie: F589)."""
    from luna.engine.scoring import IslandScoring, scoring_by_island
    s = blank(3)
    here, there = s["priestess"], s["apostate"]
    assert here != there
    novices(s, here, 0, active=1)
    novices(s, here, 1, active=2)
    shrine(s, here, 0)                               # player 0: 1 + 1 = 2, tied with 1
    s["council"][0] = [0, 1, 2]                      # ... and 1 higher in the stack
    novices(s, there, 2, active=1, inactive=2)
    shrine(s, there, 0)                              # shrines do not count for him
    s["influence"] = [10, 10, 10]
    g = play(s)
    by = scoring_by_island(g.state)
    assert set(by) == {here, there}
    assert by[here] == IslandScoring(priestess=((1, 2, 5), (0, 2, 2)), tied=(1, 0))
    assert by[there] == IslandScoring(apostate=((2, 3, 4),))
    before = list(g.state.influence)
    temple = [g.state.temple_novices(p) for p in range(3)]
    score_round(g.state)
    assert [a - b - t for a, b, t in zip(g.state.influence, before, temple, strict=True)] \
        == [2, 5, -4]
    s["apostate"] = here                             # together: one island, both parts
    novices(s, here, 2, inactive=1)
    both = scoring_by_island(play(s).state)
    assert list(both) == [here]
    assert both[here].priestess[0][0] == 1
    assert both[here].apostate == ((0, 1, 2), (1, 2, 3), (2, 1, 2))
    novices(s, here, 1, active=3)                    # player 1: 3, alone at the top
    assert scoring_by_island(play(s).state)[here].tied == ()


def test_the_solo_automaton_is_spared_in_the_scoring_by_island():
    """In the solo game the Apostate costs the automaton nothing (rules 6): its novices
    there are not among his losses."""
    from luna.engine.scoring import scoring_by_island
    s = blank(solo_level=1)
    there = s["apostate"]
    novices(s, there, 0, active=1)
    novices(s, there, 1, active=3)
    g = play(s)
    assert g.state.solo
    assert scoring_by_island(g.state)[there].apostate == ((0, 1, 2),)


def test_novices_sent_beside_the_priestess_island_are_named_as_counting_nothing():
    """Travel lays its novices beside their island (inactive) and the Moon Priestess
    counts only active novices and shrines on hers: a Travel off the Apostate's island
    onto hers loses less to him and gains nothing from her, and the dry run says how
    many of the mover's novices it laid beside her island (`lying`), so that a preview
    names her scoring too; a Sailboat's novices stand and are counted."""
    s = blank(3)
    assert s["apostate"] != s["priestess"]
    novices(s, s["apostate"], 0, active=2)
    g = play(s)
    move = {"from": s["apostate"], "to": s["priestess"], "count": 2}
    change = g.scoring_change({"type": "travel", "player": 0, "moves": [move]})
    assert change.parts == {"apostate": 3} and change.lying == 2
    elsewhere = g.scoring_change({"type": "travel", "player": 0, "moves": [
        {**move, "to": isl(s, "shrine") if s["priestess"] != isl(s, "shrine")
         else isl(s, "herbs")}]})
    assert elsewhere.lying == 0
    give(s, 0, "sailboat")
    sail = play(s).scoring_change({"type": "sailboat", "player": 0, "from": s["apostate"],
                                   "to": s["priestess"], "count": 2})
    assert sail.lying == 0 and sail.parts["priestess"] > 0
    # novices an action lays down on her island were not sent there: her part says it
    novices(s, s["priestess"], 0, active=2)
    council = next(c for c in play(s).legal() if c["type"] == "council"
                   and c.get("island") == s["priestess"])
    laid = play(s).scoring_change(council)
    assert laid is not None and laid.lying == 0, laid


def test_a_moves_change_at_the_games_end_is_the_final_counts_change():
    """Rules 4: +4 per shrine, +1 per unspent favour, the council seat's points. What a
    move changes there (`final_change`) is that count after it less before it: a Tides
    returns a favour (−1), a Favour takes one (+1), a Council two seats up adds what
    the new seat counts over the old."""
    from luna.engine.data import COUNCIL_POINTS
    from luna.engine.scoring import final_change
    s = blank(3)
    tides = isl(s, "tides")
    novices(s, tides, 0, active=3)
    novices(s, isl(s, "herbs"), 0, active=2)
    give(s, 0, "tides")
    s["council"] = [[1, 2], [], [0]] + [[] for _ in range(8)]
    g = play(s)

    def change(**want):
        cmd = next(c for c in g.legal() if all(c.get(k) == v for k, v in want.items()))
        after = g.clone()
        after.apply(cmd)
        return final_change(g.state, after.state, 0)
    assert change(type="tides").parts == {"favours": -1}
    assert change(type="favour", island=isl(s, "herbs")).parts == {"favours": 1}
    up = change(type="council", island=tides, count=2, novice_token=False)
    assert up.parts == {"council": COUNCIL_POINTS[4] - COUNCIL_POINTS[2]}
    assert up.worth["council"] == COUNCIL_POINTS[4]
    assert change(type="recruit", island=tides).parts == {}


def test_the_projection_with_the_round_moves_as_the_previews_count():
    """`projected_with_round`: the end's projection with the round's coming scoring in
    it, so what a move changes in it is what its preview names: its influence now, its
    coming scoring (`scoring_change`) and the end's parts (`final_change`), for every
    legal move of a seeded position (F588)."""
    from luna.engine.scoring import (
        coming_given,
        final_change,
        projected_scores,
        projected_with_round,
        scoring_change,
    )
    g = random_moves(3, seed=4, moves=20)
    before = g.state
    p = before.to_move
    assert projected_with_round(before) == [
        a + b for a, b in zip(projected_scores(before), coming_given(before), strict=True)]
    for cmd in g.legal():
        after = g.clone()
        after.apply(cmd)
        change = scoring_change(before, after.state, p)
        if change is None:                     # (the round ended: its scoring is past)
            continue
        moved = projected_with_round(after.state)[p] - projected_with_round(before)[p]
        assert moved == after.state.influence[p] - before.influence[p] + change.total + \
            sum(final_change(before, after.state, p).parts.values()), cmd


def test_the_projections_parts_add_up_to_it():
    """Rules 4 (the online edition shows shrine and council points during play, as a
    projection): `projection_parts` names each part of `projected_with_round` — influence
    now, the round's coming scoring, the council seat's points, +4 a shrine, +1 an unused
    favour — and they add up to it, in a seeded game at every step and at its end (the
    final score alone)."""
    from luna.engine.data import COUNCIL_POINTS
    from luna.engine.scoring import (
        PROJECTION_PARTS,
        coming_given,
        projected_with_round,
        projection_parts,
    )
    s = blank(4)
    shrine(s, isl(s, "book"), 0)
    give(s, 0, "bribery", "sailboat", "herbs")
    s["council"][0] = [1, 2, 3]
    s["council"][9] = [0]
    s["influence"][0] = 11
    g = play(s)
    parts = projection_parts(g.state)[0]
    assert tuple(parts) == PROJECTION_PARTS
    assert parts == {"now": 11, "scoring": coming_given(g.state)[0],
                     "council": COUNCIL_POINTS[9], "shrines": 4, "favours": 3}
    assert COUNCIL_POINTS[9] == 8 and COUNCIL_POINTS[10] == 10     # House data
    g = random_moves(3, seed=7, moves=0)
    while True:
        assert [sum(q.values()) for q in projection_parts(g.state)] == \
            projected_with_round(g.state)
        if g.state.final:
            break
        g.apply(g.legal()[len(g.legal()) // 2])
    assert [q["now"] for q in projection_parts(g.state)] == g.state.final["scores"]
