"""The lesson after a game (issue 24): each kind of the mistake table triggered by a test
game, its cost counted as the game counted it, drawn from the person's own decisions,
and the costliest kind chosen; its cost said only where it is the review's (a
meditation's), else a rule of thumb without a number (F224)."""

import re
from dataclasses import replace
from functools import cache

import pytest

from luna.ai import judge, make_bot
from luna.ai import lessons as lessons_of
from luna.ai.adept import ranked
from luna.ai.lessons import KINDS, MIN_COST, PATTERNS, blamed, lessons, slips
from luna.ai.match import play
from luna.engine import new_game, replay
from luna.engine.data import ROUNDS


class Habit:
    """An Adept with one bad habit: `prefer(game, cmd)` picks among the legal commands
    first; where it picks none, the Adept's move."""

    def __init__(self, seed, prefer):
        self.adept = make_bot("adept", seed)
        self.prefer = prefer

    def choose(self, game):
        liked = [c for c in game.legal() if self.prefer(game, c)]
        return liked[0] if liked else self.adept.choose(game)


def never_consecrates(seed):
    bot = Habit(seed, lambda g, c: False)
    bot.choose = lambda game: next(cmd for _, cmd in ranked(game)
                                   if cmd["type"] != "consecrate")
    return bot


def idler(seed):
    return Habit(seed, lambda g, c: c["type"] == "meditate")


def to_the_apostate(seed):
    """Sends every active novice to the Apostate's island when it can."""
    def choose(game):
        s = game.state
        p = game.to_move
        moves = [{"from": i, "to": s.apostate, "count": s.active[i][p]}
                 for i in range(7) if i != s.apostate and s.active[i][p]]
        cmd = {"type": "travel", "player": p, "moves": moves}
        if s.phase == "actions" and moves and game.is_legal(cmd):
            return cmd
        return make_bot("adept", seed).choose(game)
    bot = Habit(seed, None)
    bot.choose = choose
    return bot


def _played(person_bot, players=2, seed=3, others="adept"):
    game = new_game(players=players, seed=seed, setup="random")
    bots = [person_bot] + [make_bot(others, seed * 10 + p) for p in range(1, players)]
    play(game, bots)
    return game


@cache
def _novice_judged(players: int):
    """A Novice's game against Adepts (seed 7), every seat's slips and lessons: judged
    once, read by the tests of the costliest kind and of the decisions counted."""
    game = _played(make_bot("novice", 9), players=players, seed=7)
    people = list(range(players))
    return game, blamed(game.header, game.log, people), lessons(game.header, game.log, people)


def _events(game):
    """(log index, round before the command, its events) over the whole game, replayed."""
    replayed = replay(game.header, [])
    for k, cmd in enumerate(game.log):
        r = replayed.state.round
        yield k, r, replayed.apply(cmd)


def _scorings(game):
    return [e for _, _, evs in _events(game) for e in evs if e["type"] == "round_scored"]


def _scored(game, part, player):
    """What the game's own round summaries say `player` got from `part`."""
    return [row for e in _scorings(game) for row in e[part] if row["player"] == player]


def test_the_table_has_one_pattern_per_kind():
    assert tuple(p.kind for p in PATTERNS) == KINDS


def test_apostate_losses_are_the_influence_his_scorings_took():
    game = _played(to_the_apostate(1))
    found = [s for s in slips(game.header, game.log, [0]) if s.kind == "apostate"]
    lost = _scored(game, "apostate", 0)
    assert lost and sum(s.cost for s in found) == -sum(r["points"] for r in lost)
    lesson = lessons(game.header, game.log, [0])[0]
    assert lesson.kind == "apostate" and lesson.count == len(found)
    assert all(game.log[m]["player"] == 0 and game.log[m]["type"] == "travel"
               for m in lesson.moves)


def test_expulsions_count_the_temple_points_still_to_come():
    game = _played(make_bot("novice", 3), players=3, seed=3)
    expelled = [(k, r) for k, r, evs in _events(game) for e in evs
                if e["type"] == "novice_expelled" and e["player"] == 0]
    found = [s for s in slips(game.header, game.log, [0]) if s.kind == "expelled"]
    assert expelled and [s.moves[-1] for s in found] == [k for k, _ in expelled]
    assert [s.cost for s in found] == [ROUNDS - r + 1 for _, r in expelled]
    # a consecration the judge (the Hint) would have made itself is never blamed
    advised = [judge.same(judge.verdict(replay(game.header, game.log[:s.moves[0]])).command,
                          game.log[s.moves[0]]) for s in found]
    lesson = lessons(game.header, game.log, [0])[0]
    every = blamed(game.header, game.log, [0])
    kept = [s for s in every if s.kind == "expelled"]
    assert [s.moves[-1] for s in kept] == [s.moves[-1] for s, a in zip(found, advised,
                                                                        strict=True) if not a]
    assert any(advised) and lesson.kind == _costliest(every, 0)
    for s in found:
        placed = s.moves[0]
        assert game.log[placed]["type"] == "consecrate" and game.log[placed]["player"] == 0


def test_the_expulsion_lesson_counts_every_expulsion_the_game_made(monkeypatch):
    """F981: the lesson said "expelled 2 times in rounds 3 and 5" where the log showed
    expulsions in rounds 3, 4 and 5: it counted only those drawn from a consecration the
    judge would not have made. What happened is the engine's events, every one."""
    game = _played(make_bot("novice", 3), players=3, seed=3)
    expelled = [r for _, r, evs in _events(game) for e in evs
                if e["type"] == "novice_expelled" and e["player"] == 0]
    assert len(set(expelled)) == 3          # expulsions in three rounds
    monkeypatch.setattr(lessons_of, "PATTERNS", (lessons_of.Expelled,))   # its lesson
    lesson = lessons(game.header, game.log, [0])[0]
    assert lesson.kind == "expelled"
    assert (lesson.count, lesson.rounds) == (len(expelled), tuple(sorted(set(expelled))))


def test_tiles_never_consecrated_cost_their_whole_worth():
    game = _played(never_consecrates(2))
    found = [s for s in slips(game.header, game.log, [0]) if s.kind == "unconsecrated"]
    assert found and all(s.cost >= ROUNDS - s.round + 1 + 2 for s in found)
    lesson = lessons(game.header, game.log, [0])[0]
    assert lesson.kind == "unconsecrated"
    for m in lesson.moves:     # each named decision passed a legal consecration by
        assert game.log[m]["player"] == 0 and game.log[m]["type"] != "consecrate"


def test_council_ties_lost_are_the_payouts_missed():
    game = _played(make_bot("novice", 12), players=3, seed=12)
    ties = []
    for row in _scorings(game):
        places = row["priestess"]
        for n in range(1, len(places)):
            if places[n]["player"] == 0 and places[n]["count"] == places[n - 1]["count"]:
                ties.append(places[n - 1]["points"] - places[n]["points"])
    found = [s for s in slips(game.header, game.log, [0]) if s.kind == "council_tie"]
    assert ties and [s.cost for s in found] == [t for t in ties if t > 0]
    lesson = lessons(game.header, game.log, [0])[0]
    assert lesson.kind == _costliest(blamed(game.header, game.log, [0]), 0)
    assert all(game.log[m]["player"] == 0 for m in lesson.moves)


def test_meditating_while_an_action_is_worth_more_is_a_lesson():
    game = _played(idler(1))
    found = [s for s in slips(game.header, game.log, [0]) if s.kind == "meditation"]
    assert found and all(game.log[s.moves[0]]["type"] == "meditate" for s in found)
    assert all(s.cost >= judge.NAMED for s in found)    # the review's rule to name one
    lesson = lessons(game.header, game.log, [0])[0]
    assert lesson.kind == "meditation" and len(lesson.moves) == 3
    assert lesson.rounds == tuple(sorted({s.round for s in found}))
    adept = _played(make_bot("adept", 1))
    assert len([s for s in slips(adept.header, adept.log, [0])
                if s.kind == "meditation"]) < len(found)


def _hint_follower(seed, budget=2):
    """Seat 0 plays the judge's move (the Hint's) but meditates on every fifth of its
    turns where the judge would act; seat 1 an Adept. Returns the game and the Hints
    shown at seat 0's decisions (log index -> command)."""
    game = new_game(players=2, seed=seed, setup="random")
    adept, shown, turn = make_bot("adept", seed), {}, 0
    while not game.is_over:
        if game.to_move != 0:
            game.apply(adept.choose(game))
            continue
        cmd = shown[len(game.log)] = judge.verdict(game, budget).command
        meditate = {"type": "meditate", "player": 0}
        if game.state.phase == "actions":
            if cmd["type"] != "meditate" and turn % 5 == 2 and game.is_legal(meditate):
                cmd = meditate
            turn += 1
        game.apply(cmd)
    return game, shown


@pytest.mark.parametrize("seed", [5, 8, 9, 11, 14])
def test_a_lesson_names_a_cost_only_as_the_review_lists_it(seed):
    """A game mostly played by the Hint, a few meditations where it acted: the lesson
    said "You meditated while an action was still worth taking, about 3 influence"
    while the review listed no decision as costly (F220), and lessons of the kinds the
    game counts ("a tile you claimed waited ..., about 4 influence lost", the Apostate)
    stood over a review that listed none of their decisions (F224). A lesson's cost is
    the review's entries for its decisions (the same decisions, the same values), or it
    is told as a rule of thumb without a number; it names its rounds and is drawn from
    no decision that played the Hint shown there."""
    from luna.ai.review import review
    from luna.client.results.lesson_card import LessonCard
    from luna.text import t
    from luna.text.i18n import names
    from luna.text.lesson_text import behind_text, lesson_text
    game, shown = _hint_follower(seed)
    result = review(game.header, game.log, [0], 2)
    listed = {m.index: m for m in result.mistakes[0]}
    kept = blamed(game.header, game.log, [0], 2, shown)      # (one judging, read twice)
    medits = [s for s in kept if s.kind == "meditation"]
    for s in medits:
        entry = listed.get(s.moves[0])
        assert entry is not None and entry.cost == s.cost and entry.round == s.round
    lesson = lessons(game.header, game.log, [0], 2, shown)[0]
    assert (lesson and lesson.kind) == _costliest(kept, 0, least=MIN_COST)
    assert lesson is None or lesson.priced == (lesson.kind == "meditation")
    followed = {k for k, cmd in shown.items() if judge.same(cmd, game.log[k])}
    if lesson is None:
        return
    assert not (set(lesson.drawn) | set(lesson.moves)) & followed
    card = LessonCard({0: lesson}, ["Ada"], ["yellow"], reviewed=True)
    card.review_done(result.mistakes)
    said = card.rows[0][1]
    assert t("lesson.rounds", count=len(lesson.rounds),
             rounds=names([str(r) for r in lesson.rounds])) in said
    # under it, the Review's entries behind it (F314)
    behind = [m for m in result.mistakes[0] if m.index in set(lesson.drawn)]
    assert card.behind[0] == behind_text(behind)
    if lesson.priced and set(lesson.drawn) <= set(listed):
        assert lesson.cost == pytest.approx(sum(listed[m].cost for m in lesson.drawn),
                                            abs=0.05)
        assert lesson.rounds == tuple(sorted({listed[m].round for m in lesson.drawn}))
        assert said.endswith(lesson_text(lesson))
    else:           # no number the review does not list: its rule of thumb
        assert said.endswith(lesson_text(replace(lesson, priced=False)))
        # then how many of the moves behind it were the Hint's, if any (F450)
        tail = " " + t("lesson.hinted", count=len(lesson.hinted)) if lesson.hinted else ""
        assert said.endswith(tail)
        said = said[:len(said) - len(tail)]
        assert said.endswith(t(f"lesson.{lesson.kind}.rule"))
        fact = said[:-len(t(f"lesson.{lesson.kind}.rule"))]
        assert not re.search(rf"\b{lesson.cost:.0f}\b", fact), said


def _costliest(found, p, least=0.0):
    """The kind whose slips of p's cost most (the first in KINDS of equals; None where
    none cost `least`)."""
    totals = {}
    for s in found:
        if s.player == p:
            totals[s.kind] = totals.get(s.kind, 0) + s.cost
    top = max(totals, key=lambda k: (totals[k], -KINDS.index(k)), default=None)
    return top if top is not None and totals[top] >= least else None


def test_a_person_without_a_costly_habit_gets_no_lesson_and_others_are_not_judged():
    game = _played(make_bot("novice", 4), players=3, seed=4)
    found = blamed(game.header, game.log, [2])
    assert {s.player for s in found} <= {2}
    result = lessons(game.header, game.log, [2])
    assert set(result) == {2}
    by_kind = {}
    for s in found:
        by_kind[s.kind] = by_kind.get(s.kind, 0) + s.cost
    if max(by_kind.values(), default=0) < MIN_COST:
        assert result[2] is None
    else:
        assert result[2].kind == max(by_kind, key=by_kind.get)


@pytest.mark.parametrize("players", [2, 4])
def test_the_lesson_is_the_costliest_kind(players):
    _, found, told = _novice_judged(players)
    for p, lesson in told.items():
        totals = {}
        for s in found:
            if s.player == p:
                totals[s.kind] = totals.get(s.kind, 0) + s.cost
        if lesson is not None:
            assert lesson.cost == pytest.approx(max(totals.values()), abs=0.05)
            assert totals[lesson.kind] == max(totals.values())


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_every_kind_is_told_in_each_language(code):
    from luna.ai.lessons import Lesson
    from luna.text import set_language, t
    from luna.text.lesson_text import lesson_text
    set_language(code)
    try:
        told = set()
        for kind in KINDS:
            for count, moves in ((1, (4,)), (2, (4, 30))):
                words = lesson_text(Lesson(0, kind, 11.4, count, moves))
                assert "11" in words and "{" not in words, words
                told.add(words)
                thumb = lesson_text(Lesson(0, kind, 11.4, count, moves, priced=False))
                assert "11" not in thumb and "{" not in thumb, thumb
                assert thumb.endswith(t(f"lesson.{kind}.rule")), thumb
        assert len(told) >= 2 * len(KINDS) - 1      # (the Apostate: one sentence for all)
        assert lesson_text(None, costly=False) == t("lesson.none")
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_a_lesson_names_no_moves_of_its_own(code):
    """The end screen's lesson named log numbers ("moves 8, 29 and 39") beside the
    review's other moves: the sentence names the habit and its cost only, the moves
    come from the review (test_costliest_moves.py)."""
    from luna.ai.lessons import Lesson
    from luna.text import set_language
    from luna.text.lesson_text import lesson_text
    set_language(code)
    try:
        for kind in KINDS:
            words = lesson_text(Lesson(0, kind, 11.4, 5, (7, 28, 38), decisions=8))
            assert "11" in words and not any(n in words for n in ("8", "29", "39", "{"))
    finally:
        set_language("en")


def test_a_games_lesson_counts_every_decision_it_is_drawn_from():
    _, found, each = _novice_judged(4)
    told = 0
    for p, lesson in each.items():
        if lesson is None:
            continue
        mine = {m for s in found if s.player == p and s.kind == lesson.kind for m in s.moves}
        assert lesson.decisions == len(mine) >= len(lesson.moves)
        told += 1
    assert told


@pytest.mark.parametrize("code,colon", [("en", "Yellow: "), ("de", "Gelb: "),
                                        ("fr", "Jaune\u00a0: ")])
def test_a_lessons_row_names_its_player_each_languages_way(code, colon):
    """fresh22 read "Jaune: Vous…" on the French results: French sets a space before the
    colon, as the game's other French titles do."""
    from luna.client.results.lesson_card import LessonCard
    from luna.text import i18n, t
    try:
        i18n.set_language(code)
        card = LessonCard({0: None}, [t("colour.yellow")], ["yellow"])
    finally:
        i18n.set_language("en")
    assert card.rows[0][1].startswith(colon), card.rows[0][1]


@pytest.mark.parametrize("code,same_seat", [("en", "same seat"), ("de", "demselben Sitz"),
                                            ("nl", "hetzelfde veld"), ("fr", "même case")])
def test_the_council_tie_lesson_says_both_council_cases(code, same_seat):
    """A tie goes further along the council and, on the same seat, to the disc on top
    (NL *Maanpriesteres*): the lesson says both, in one sentence and in many."""
    from luna.ai.lessons import Lesson
    from luna.text import set_language
    from luna.text.lesson_text import lesson_text
    set_language(code)
    try:
        told = [lesson_text(Lesson(0, "council_tie", 6.0, n, (4,))) for n in (1, 3)]
    finally:
        set_language("en")
    assert all(same_seat in words for words in told), told


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_the_waiting_tile_lesson_gives_the_guardians_values(code):
    """The value under the Guardian is 6, 5, 4, 3, 2 and 2 in rounds 1-6 (the guardian
    tiles 6, 5, 4, 3, 2, 2): it does not fall every round, as the lesson said."""
    from luna.ai.lessons import Lesson
    from luna.engine.data import GUARDIAN_VALUES
    from luna.text import set_language
    from luna.text.lesson_text import lesson_text
    set_language(code)
    try:
        words = lesson_text(Lesson(0, "unconsecrated", 4.0, 2, (4,)))
    finally:
        set_language("en")
    assert ", ".join(str(v) for v in sorted(GUARDIAN_VALUES, reverse=True)) in words, words


def test_a_game_played_by_the_hint_is_the_hints_strength():
    """A person who played the Hint's move on most turns: hint_led names them, so the
    lesson suggests no next level on that game; a Hint shown but not played counts not."""
    from luna.ai.lessons import hint_led
    g = new_game(players=2, seed=5, setup="random", names=["Ada", "Bo"])
    play(g, [make_bot("novice", 1), make_bot("novice", 2)])
    game = replay(g.header, [])
    shown, ignored = {}, {}
    for k, cmd in enumerate(g.log):
        if game.state.phase == "actions" and game.to_move == 0:
            shown[k] = cmd
            ignored[k] = {"type": "meditate", "player": 0} if cmd["type"] != "meditate" \
                else {"type": "end_actions", "player": 0}
        game.apply(cmd)
    assert hint_led(g.header, g.log, shown) == frozenset({0})
    assert hint_led(g.header, g.log, ignored) == frozenset()
    assert hint_led(g.header, g.log, {}) == frozenset()


@pytest.mark.parametrize("code,marker", [("en", "last time marker"),
                                         ("de", "letzten Zeitmarke"),
                                         ("fr", "dernier jeton Temps"),
                                         ("nl", "laatste tijdfiche")])
def test_the_meditation_lesson_says_when_a_meditation_is_right(code, marker):
    """"Meditate when nothing is left to do" read against a Review entry that said a
    meditation was better (F255): the rule of thumb names when the opposite holds, when
    no action gains more or when turning the last time marker ends the round (1
    influence, the scoring at once) while the novices score; priced or not."""
    from luna.ai.lessons import Lesson
    from luna.text import set_language
    from luna.text.lesson_text import lesson_text
    set_language(code)
    try:
        told = [lesson_text(Lesson(0, "meditation", 6.0, n, (4,), priced=priced))
                for n in (1, 3) for priced in (True, False)]
    finally:
        set_language("en")
    assert all(marker in words and "(1 " in words for words in told), told


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_a_lesson_points_to_its_decisions_in_the_review_or_says_none_was_costly(code):
    """The results lesson spoke of the Apostate while none of the Review's entries was
    an Apostate decision (F314): read beside the Review it was a second judgement. Once
    the Review is done a lesson names the Review's entries for the decisions it is drawn
    from (by round and move, as the Review lists them), or says that none of them was
    costly on its own there; before, it says nothing of them."""
    from luna.ai.lessons import Lesson
    from luna.ai.review import Mistake
    from luna.client.results.lesson_card import LessonCard
    from luna.text import set_language, t
    from luna.text.review_text import turn_text
    lesson = Lesson(0, "apostate", 6.0, 2, (20, 31), 2, (3, 4), priced=False,
                    drawn=(20, 31))
    other = Mistake(12, 2, 0, {}, {}, 5.0, None, 3)
    behind = Mistake(31, 4, 0, {}, {}, 3.0, None, 2)
    set_language(code)
    try:
        card = LessonCard({0: lesson}, ["Ada"], ["yellow"], reviewed=True)
        told = card.rows[0][1]               # the review still working: no verdict yet
        waiting = t("lesson.row", name="Ada", lesson=t("lesson.working"))
        before = card.behind.get(0, "")
        card.review_done({0: [other]})
        elsewhere = card.behind.get(0, "")
        card.review_done({0: [other, behind]})
        pointed = card.behind.get(0, "")
        late = (t("lesson.behind.none"), turn_text(behind), turn_text(other))
        lines = [w for _, rows, _ in card._lines(400)[0] for w, _ in rows if w]
    finally:
        set_language("en")
    assert before == "" and told == waiting and card.rows[0][1] != told    # (F601)
    assert elsewhere == late[0], elsewhere
    assert late[1] in pointed and late[2] not in pointed and late[0] not in pointed, pointed
    assert " ".join(pointed.split()) in " ".join(" ".join(lines).split())     # drawn


@pytest.mark.parametrize("code,banish", [("en", "or banish him"), ("de", "oder vertreibe ihn"),
                                         ("nl", "of verban hem"), ("fr", "ou faites-le partir")])
def test_the_apostate_lesson_advises_banish_only_where_it_can_be_played(code, banish):
    """At solo level 3 the Apostate blocks every action on his island, Banish included
    (NL *Niveau 3*): the lesson's "or banish him" was advice no move could follow. There
    it says he cannot be sent on; at level 1, 2 and in the 2-4 player games it keeps
    Banish."""
    from luna.ai.lessons import Lesson, banishable
    from luna.text import set_language
    from luna.text.lesson_text import lesson_text

    kept = {level: banishable(new_game(players=1, seed=1, solo_level=level).header)
            for level in (1, 2, 3)}
    assert kept == {1: True, 2: True, 3: False}
    assert banishable(new_game(players=4, seed=1).header)
    game = new_game(players=1, seed=2, setup="random", solo_level=3)
    play(game, [make_bot("novice", 2)])
    told = [v for v in lessons(game.header, game.log, [0], iterations=50).values() if v]
    assert told and all(not v.banishable for v in told)
    set_language(code)
    try:
        free = lesson_text(Lesson(0, "apostate", 6.0, 2, (4,)))
        blocked = lesson_text(Lesson(0, "apostate", 6.0, 2, (4,), banishable=False))
    finally:
        set_language("en")
    assert banish in free.lower(), free
    assert banish not in blocked.lower(), blocked


def test_no_next_level_is_suggested_where_none_stands_above_the_games():
    """"Try the next level up" after a solo game at level 3 (the solo rules' last), a
    game against the Master alone (the ladder's top) or a game of persons only named a
    level that is not there; such a game without a costly habit says only that."""
    from luna.seats import level_above
    from luna.text.lesson_text import lesson_text

    def against(*kinds):
        return new_game(players=len(kinds) + 1, seed=1,
                        seats=[{"kind": "human"}] + [{"kind": k} for k in kinds]).header

    assert [level_above(new_game(players=1, seed=1, solo_level=n).header)
            for n in (1, 2, 3)] == [True, True, False]
    assert level_above(against("adept")) and level_above(against("master", "sage"))
    assert not level_above(against("master")) and not level_above(against("master", "master"))
    assert not level_above(new_game(players=2, seed=1).header)      # persons only
    for hinted in (False, True):
        said = lesson_text(None, costly=False, hinted=hinted, above=False)
        assert said == lesson_text(None, costly=None) and "level" not in said, said
    assert "next level up" in lesson_text(None, costly=False)


def _another_order(cmd):
    """The same Travel planned otherwise: its moves in the reverse order, a group of
    novices sent one by one (the engine moves them all at once); None where it has one
    novice to move."""
    moves = [dict(m, count=1) for m in cmd["moves"] for _ in range(m["count"])][::-1]
    return dict(cmd, moves=moves) if len(moves) > 1 else None


def test_a_hint_followed_in_another_order_is_never_blamed():
    """A trial (F342): the lesson spoke of the Apostate in a round where all but one
    move followed the Hint. A Travel planned island by island in another order than the
    Hint's (or its group of novices sent one by one) plays the Hint's move: judge.same
    says so, and no slip is drawn from it. Here seat 0 sends its novices to the
    Apostate's island, each time the Hint it was shown in another order."""
    game = _played(to_the_apostate(3))
    shown = {k: again for k, cmd in enumerate(game.log)
             if cmd["player"] == 0 and cmd["type"] == "travel"
             and (again := _another_order(cmd)) is not None}
    assert shown and all(judge.same(shown[k], game.log[k]) for k in shown)
    assert not judge.same(shown[min(shown)], {**shown[min(shown)], "moves": [
        dict(m, to=(m["to"] + 1) % 7) for m in shown[min(shown)]["moves"]]})
    kept = blamed(game.header, game.log, [0], 2, shown)
    assert not [s for s in kept if set(s.moves) & set(shown)], kept
    lesson = lessons(game.header, game.log, [0], 2, shown)[0]
    assert lesson is None or not (set(lesson.drawn) | set(lesson.moves)) & set(shown)


def _apostate_ways_unweighed(seed, budget=2):
    """Seat 0 plays the Hint (the judge's move) on every decision against an Adept; the
    decisions where the Apostate's coming scoring takes from it, a command lowers that
    (candidates.way_out: off or from beside his island, or him sent away) and the judge
    weighed none, having weighed something (not one command, nor a consecration made at
    once), each (log index, the Hint's command type)."""
    from luna.ai.adept import ranked
    from luna.ai.candidates import way_out
    from luna.engine.scoring import apostate_losses
    game = new_game(players=2, seed=seed, setup="random")
    adept, unweighed = make_bot("adept", seed * 10 + 1), []
    while not game.is_over:
        if game.to_move != 0:
            game.apply(adept.choose(game))
            continue
        judged = judge.verdict(game, budget)
        if judged.weighed and game.state.phase == "actions" and \
                apostate_losses(game.state).get(0, 0):
            weighed = [cmd for cmd, _, _ in judged.weighed]
            if way_out(game, [cmd for _, cmd in ranked(game)], weighed) is not None:
                unweighed.append((len(game.log), judged.command["type"]))
        game.apply(judged.command)
    return unweighed


@pytest.mark.parametrize("seed", [2, 3, 4, 5])
def test_the_hint_weighs_a_way_off_the_apostates_island_as_the_lesson_counts_him(seed):
    """A trial (F342): a whole round played by the Hint ended with the Apostate taking
    more than the loss the lesson spoke of elsewhere, after the Hint's Meditation. The
    lesson counts what the Apostate takes at the scoring; the Hint chose without ever
    weighing a move off his island (the judge cut its candidates to the Adept's first
    ranking, which counts only part of that loss: the Master at the table keeps a way
    out, the judge did not, and a first stage cut short by the budget dropped it even
    there). Now every choice the Hint makes while the Apostate's scoring would take from
    the seat is judged against a way out where one exists, by the look-ahead that plays
    that scoring: a loss the Hint leads into is one it measured as the cheaper."""
    assert not _apostate_ways_unweighed(seed)


def _placer(seed):
    """Places its preliminary pairs on the Apostate's island where it can, then sends
    its novices there as to_the_apostate does."""
    inner = to_the_apostate(seed)

    def choose(game):
        s = game.state
        cmd = {"type": "place_pair", "player": game.to_move, "island": s.apostate}
        if s.phase.startswith("preliminary") and game.is_legal(cmd):
            return cmd
        return inner.choose(game)
    bot = Habit(seed, None)
    bot.choose = choose
    return bot


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_lesson_says_which_of_its_moves_the_hint_advised(code):
    """A trial (F450): the lesson blamed the player for Apostate losses in round 1 that
    the Hint had advised. A placement on his island is a decision that sent novices
    there; where the Hint advised it and the person's own move sent more, the lesson
    keeps it apart from the moves it blames and says the Hint advised it."""
    from luna.text import set_language, t
    from luna.text.lesson_text import lesson_text
    game = _played(_placer(3))
    there = [k for k, c in enumerate(game.log) if c["player"] == 0
             and c["type"] == "place_pair"
             and c["island"] == replay(game.header, game.log[:k]).state.apostate]
    assert there
    shown = {k: game.log[k] for k in there}
    lesson = lessons(game.header, game.log, [0], 2, shown)[0]
    assert lesson is not None and lesson.kind == "apostate" and 1 in lesson.rounds
    assert set(lesson.hinted) == set(there)
    assert not set(lesson.hinted) & (set(lesson.moves) | set(lesson.drawn))
    set_language(code)
    try:
        said = lesson_text(lesson)
        assert t("lesson.hinted", count=len(there)) in said, said
        plain = lessons(game.header, game.log, [0], 2, {})[0]   # no Hint shown: none said
        assert plain.hinted == () and t("lesson.hinted", count=1) not in lesson_text(plain)
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_a_lesson_names_its_moves_by_their_action(code):
    """The lesson named its moves "Round 2, your 5th move", which a player could not
    recall. It names the action and its round ("your Travel in round 2"); two alike in
    one list each with its move of the round."""
    from luna.ai.review import Mistake
    from luna.text import ordinal, set_language, t
    from luna.text.lesson_text import behind_text
    travel = Mistake(12, 2, 0, {"type": "travel"}, {}, 5.0, None, 3)
    waits = [Mistake(k, 2, 0, {"type": "meditate"}, {}, 3.0, None, n)
             for k, n in ((20, 5), (24, 7))]
    set_language(code)
    try:
        said = behind_text([travel, *waits])
        named = t("lesson.turn", action=t("ring.travel"), round=2)
        apart = [t("lesson.turn.nth", action=t("ring.meditate"), round=2, nth=ordinal(n))
                 for n in (5, 7)]
        old = t("review.turn", round=2, nth=ordinal(3))
    finally:
        set_language("en")
    assert named in said and all(w in said for w in apart), said
    assert old not in said and "{" not in said, said
    if code == "en":
        assert "your Travel in round 2 (−5)" in said, said
