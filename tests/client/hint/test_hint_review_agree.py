"""The Hint and the review are one judgement (F027): two of three fresh players
followed a Hint ("Travel … (+9)") and the review then listed that very move as a
mistake costing 11. Both now ask the judge (luna/ai/judge.py): the Hint is what the review
prefers at its position, a person who follows every Hint is told of no mistake, and the
Hint's gain over the next-best move is the cost the review names for that move. Positions
from seeded real games; the Hints asked the way the table asks them (its worker's
request, a table's `Hints`), on a small budget, the review on the same."""

from __future__ import annotations

import copy
import threading
import time

import pytest

from luna.ai import make_bot
from luna.ai.review import review
from luna.client.tables.local import LocalTable
from luna.client.tables.table import HintReady
from luna.client.tables.thinker import HINT, Request, Thinker, answer
from luna.engine import new_game, replay
from luna.engine.game import from_snapshot
from luna.seats import seats_of
from luna.text import t
from luna.text.hint_advice import gained
from luna.text.i18n import whole
from luna.text.reason_words import estimate

BUDGET = 4            # the judge's iterations here: the Hint's and the review's alike


def _real_game(players: int, seed: int, moves: int = 10_000):
    """A game between Adepts, seeded: whole, or its first `moves` commands."""
    game = new_game(players=players, seed=seed, setup="random")
    bots = [make_bot("adept", seed=seed * 10 + p) for p in range(players)]
    while not game.is_over and len(game.log) < moves:
        game.apply(bots[game.to_move].choose(game))
    return game


def _at(game, k: int):
    """The position before the game's k-th command as a game of its own (its log empty),
    the seat to move a person's, the others Adepts': a review of one command there
    reviews that decision alone."""
    out = from_snapshot(copy.deepcopy(replay(game.header, game.log[:k]).snapshot()))
    me = out.to_move
    out.header["seats"] = [{"kind": "human"} if p == me else {"kind": "adept", "seed": p}
                           for p in range(out.state.players)]
    return out


def _hint(game) -> tuple[dict, dict]:
    """The Hint as the table's worker answers it: its command and the advice told."""
    _, cmd, error, told = answer(Request(1, game.header, game.log, HINT, len(game.log),
                                         None, BUDGET))
    assert error is None and game.is_legal(cmd), error
    return cmd, told


@pytest.fixture(scope="module")
def positions():
    """Positions of two seeded real games (two and three players) where the one to move
    has a choice the judge weighs against a next-best move."""
    out = []
    for players, seed, every in ((2, 31, 9), (3, 32, 11)):
        game = _real_game(players, seed, 70)        # the preliminary round to round 3
        for k in range(3, len(game.log), every):
            g = _at(game, k)
            cmd, told = _hint(g)
            if told["versus"] is not None:          # a next-best move weighed
                out.append((g, cmd, told))
    assert len(out) >= 6
    return out


def test_the_hint_is_the_reviews_better_move_at_each_position(positions):
    """Where the person plays the next-best move instead, the review lists it with the
    Hint's move as the better one (never another) where the Hint's gain over it is
    measured with confidence, and lists nothing where it is not."""
    sure = 0
    for g, cmd, told in positions:
        rival = told["versus"]                        # the next-best move the Hint beat
        me = g.to_move
        found = review(g.header, [rival], [me], iterations=BUDGET).mistakes[me]
        expected = [cmd] if told["sure"] else []
        assert told["sure"] or told["gain"] == 0      # no "+N" the review would not name
        assert [m.preferred for m in found] == expected, (g.snapshot()["round"], cmd, found)
        sure += told["sure"]
    assert 0 < sure < len(positions)


def test_the_hints_gain_is_the_reviews_cost_of_the_next_best_move(positions):
    """One convention, one unit: a Hint's "N influence more than the next best move" and
    the review's "−N influence lost" for that move are one number (influence by the end
    of the next round), the Hint's unsigned: what its move makes more, not gives."""
    g, cmd, told = max((p for p in positions if p[2]["sure"]), key=lambda p: p[2]["gain"])
    me = g.to_move
    (m,) = review(g.header, [told["versus"]], [me], iterations=BUDGET).mistakes[me]
    assert m.cost == pytest.approx(told["gain"], abs=0.01) and m.cost >= 1
    said = t("hint.gain", words="X", gain=gained(told["gain"]))
    assert whole(m.cost) in said and "+" not in said, said  # the Hint's "N more"
    assert "−" + whole(m.cost) == "−" + str(round(told["gain"]))   # the review's "−N"


def _polled(table: LocalTable, until, seconds: float = 20.0) -> list:
    """Poll the table as the window does (the computers moving at once) until `until()`
    holds; what it told meanwhile."""
    told, end = [], time.monotonic() + seconds
    while not until():
        assert time.monotonic() < end, "waited in vain"
        told += table.poll(1.0, idle=True)
        time.sleep(0.002)
    return told


def test_a_person_who_follows_every_hint_is_told_of_no_mistake(monkeypatch):
    """A round of a real game at a table, its person taking every Hint (asked of the
    table, as the Hint button asks), the computers playing theirs: the review lists no
    mistake of theirs. From the second Hint on, each is worked out as the person's turn
    begins and stands at the first poll after it is asked."""
    from luna.ai import judge
    monkeypatch.setenv(judge.BUDGET_ENV, str(BUDGET))
    game = _at(_real_game(2, 37, 20), 20)     # the Adept's move not the judge's twice
    me = game.to_move
    thinker = Thinker(use_process=False)
    table = LocalTable(game, seats_of(game.header), thinker=lambda: thinker)
    first, hints = game.state.round, 0
    try:
        while not table.game.is_over and table.game.state.round <= first:
            _polled(table, lambda: table.may_act or table.game.state.round > first)
            if table.game.state.round > first:
                break
            if hints:                               # worked out ahead: here at once
                _polled(table, lambda: table.hints.worked_out(table.game))
            table.ask_hint()
            told = table.poll(0.0) if hints else \
                _polled(table, lambda: not table.hint_pending)
            (ready,) = [ev for ev in told if isinstance(ev, HintReady)]
            table.apply(ready.command)
            hints += 1
    finally:
        thinker.close()
    assert hints >= 2
    result = review(table.game.header, table.game.log, [me], iterations=BUDGET)
    assert result.decisions == hints and result.mistakes[me] == [], result.mistakes[me]


def test_no_hint_is_worked_out_in_a_game_whose_player_asks_for_none():
    """Thinking ahead costs a machine only where a Hint was asked for in the game."""
    asked = []

    class Counting(Thinker):
        def ask(self, header, log, level, seed, time_limit=None, iterations=None):
            asked.append(level)
            return super().ask(header, log, level, seed, time_limit, iterations)

    game = _at(_real_game(2, 34, 10), 10)
    thinker = Counting(use_process=False)
    table = LocalTable(game, seats_of(game.header), thinker=lambda: thinker)
    try:
        for _ in range(3):                          # the person's moves, the computer's
            _polled(table, lambda: table.may_act)
            table.poll(0.0)                         # a frame of the person's turn
            table.apply(table.game.legal()[0])
            _polled(table, lambda: table.may_act or table.game.is_over)
    finally:
        thinker.close()
    assert asked and HINT not in asked, asked


def test_the_hint_button_shows_it_thinks_while_the_window_goes_on(tmp_path, monkeypatch):
    """Pressed, the Hint button shows three dots lighting in turn over it while the judge
    works (its hover text saying so); the window's frames go on at 60 Hz meanwhile and
    the player may act; a Hint for a position the game has left is dropped unsaid."""
    import pygame

    from luna.ai import judge
    from luna.client.demo.driver import frames, make_app, press_button, wait_frames
    from luna.client.opening import open_game
    from luna.client.widgets import palette as P
    held = threading.Event()
    real = judge.advise
    monkeypatch.setattr(judge, "advise", lambda *a: held.wait(20) and real(*a))
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    try:
        game = _at(_real_game(2, 35, 6), 6)
        game.header["seats"] = [{"kind": "human"}] * 2          # hot seat: both persons
        open_game(app, game, autosave=False)
        scene = app.scene
        wait_frames(app, lambda: scene.table.may_act)
        button = scene.buttons["hint"]
        press_button(app, button)
        started, seen = time.monotonic(), set()
        for _ in range(30):                                   # half a second
            frames(app, 1)
            dots = scene.hints.dots
            assert dots is not None and button.rect.contains(dots), dots
            seen.add(tuple(app.screen.get_at((x, dots.centery))[:3]
                           for x in range(dots.x, dots.right)))
        assert time.monotonic() - started < 10                # the frames never waited
        assert len(seen) >= 2, "the dots light in turn"
        gold = [app.screen.get_at((x, dots.centery))[:3] for x in range(dots.x, dots.right)]
        assert P.GOLD in gold, gold
        assert not button.is_enabled and button.tool_tip_text.endswith(t("why.hint_thinking"))
        n = len(scene.game.log)
        assert scene.play(scene.game.legal()[0])              # the player acts meanwhile
        held.set()
        wait_frames(app, lambda: not scene.table.hint_pending and
                    scene.table.hints._rid is None)
        frames(app, 10)
        assert len(scene.game.log) == n + 1 and scene.hints.hint is None
        assert scene.hints.dots is None and not app.toasts       # dropped, unsaid
        # asked again: the dots until the Hint stands, then the Hint on the board
        press_button(app, scene.buttons["hint"])
        wait_frames(app, lambda: scene.hints.hint is not None)
        frames(app, 2)
        assert scene.hints.dots is None and scene.marks.label
    finally:
        held.set()
        pygame.display.quit()


def test_a_hint_that_fails_is_worked_out_once_and_said_when_asked(monkeypatch):
    """A judge that fails at a position (a bug) is not asked again at every frame of the
    person's turn; the Hint button then says it failed, as a computer's error is said."""
    from luna.ai import judge
    from luna.client.tables.table import Notice
    calls = []

    def failing(*a):
        calls.append(1)
        raise RuntimeError("no judgement")

    monkeypatch.setattr(judge, "advise", failing)
    game = _at(_real_game(2, 36, 8), 8)
    game.header["seats"] = [{"kind": "human"}] * 2
    thinker = Thinker(use_process=False)
    table = LocalTable(game, seats_of(game.header), thinker=lambda: thinker)
    try:
        table.hints.wanted.add(table.game.to_move)  # a Hint was asked for in this game
        _polled(table, lambda: table.hints.worked_out(table.game))
        for _ in range(20):
            assert table.poll(0.0) == []
        table.ask_hint()
        (said,) = table.poll(0.0)
    finally:
        thinker.close()
    assert calls == [1] and isinstance(said, Notice) and "no judgement" in said.text
    assert not table.hint_pending


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_reason_beside_the_judgements_number_carries_none_of_its_own(code):
    """The Hint's and the review's reasons stand beside their one number (the gain, the
    cost): in every language each reason's words lose their own estimate whole, its
    frame too (": …", " (… wert)"), and nothing else."""
    from luna import text as i18n
    from luna.ai.reasons import TERMS
    from luna.text.reason_words import reason_text
    snap = new_game(players=2, seed=1, setup="intro").snapshot()
    try:
        i18n.set_language(code)
        for term in TERMS:
            why = {"term": term, "value": 7.0, "island": 1, "tile": 5, "ahead": 1}
            valued, bare = reason_text(why, snap), reason_text(why, snap, valued=False)
            if valued is None:
                continue
            number = estimate(7.0)
            assert number not in bare and "\x00" not in bare, (term, bare)
            assert not bare.rstrip().endswith((":", "(", "—")), (term, bare)
            if number in valued:                     # the estimate and its frame only
                assert len(valued) - len(bare) <= len(number) + 12, (term, valued, bare)
    finally:
        i18n.set_language("en")


# Seeds of the Hint-following games below: between them seat 0 plays every kind of move
# it played in 20 seeded games (KINDS; each but Tides in two or more), and in each the
# judge's choice is both kept over a higher-projected move and given up for it (F970).
FOLLOWED = (101, 103, 106, 108, 109, 110)
KINDS = {"appoint", "banish", "book", "build_shrine", "consecrate", "council", "favour",
         "herbs", "meditate", "place_pair", "place_shrine", "recruit", "sailboat", "tides",
         "travel"}


def _hint_follower(seed: int, rounds: int = 2):
    """A seeded two-player game to the end of round `rounds`: seat 0 plays the Hint's
    move (judge.hinted at the suite's budget) at every turn, seat 1 is an Adept. With
    how the Hints met a higher-projected move: {"kept", "given up"} as they did."""
    from luna.ai import judge
    game = new_game(players=2, seed=seed, setup="random")
    bot = make_bot("adept", seed=seed)
    met = set()
    while not game.is_over and game.state.round <= rounds:
        if game.to_move == 0:           # judge.hinted, with what it weighed
            judged = judge.verdict(game)
            hint, rival = judge.held(game, judged)
            if rival is not None:
                met.add("kept" if hint is judged else "given up")
            game.apply(hint.command)
        else:
            game.apply(bot.choose(game))
    return game, met


def test_a_seat_that_always_plays_the_hint_is_blamed_by_neither_lesson_nor_review():
    """One judge: over seeded games where seat 0 plays every Hint (every kind of move
    among them), the results screen's lesson and the review name none of its moves (the
    lesson said "you meditated 3 times while an action was still worth taking" of
    meditations the Hint had advised). The review reuses the Hint's verdicts, so this
    costs the Hints only."""
    from luna.ai.lessons import lessons
    blamed, kinds = [], set()
    for seed in FOLLOWED:
        game, met = _hint_follower(seed)
        assert met == {"kept", "given up"}, (seed, met)
        kinds |= {c["type"] for c in game.log if c.get("player") == 0}
        lesson = lessons(game.header, game.log, [0])[0]
        if lesson is not None:
            blamed.append((seed, lesson.kind, lesson.moves))
        found = review(game.header, game.log, [0]).mistakes[0]
        blamed += [(seed, "review", m.index) for m in found]
    assert blamed == [] and kinds >= KINDS, (blamed, KINDS - kinds)


# run in a fresh interpreter: a Hint asked with a move in hand as the table's worker answers
# it, or the review of that move played, from JSON on stdin
_APART = """
import json, sys
from luna.ai.review import review
from luna.client.tables.thinker import HINT, Request, answer
ask = json.load(sys.stdin)
if ask["what"] == "hint":
    _, cmd, error, told = answer(Request(1, ask["header"], [], HINT, 0, None, ask["budget"],
                                         ask["played"]))
    print(json.dumps({"command": cmd, "cost": told["in_hand_cost"], "error": error}))
else:
    found = review(ask["header"], [ask["played"]], [ask["me"]], ask["budget"])
    print(json.dumps([{"preferred": m.preferred, "cost": m.cost}
                      for m in found.mistakes[ask["me"]]]))
"""


def _apart(what: str, g, played: dict, hash_seed: str):
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path
    ask = {"what": what, "header": g.header, "played": played, "me": g.to_move,
           "budget": BUDGET}
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    out = subprocess.run([sys.executable, "-c", _APART], input=json.dumps(ask), env=env,
                         capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[3])
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_hint_and_the_review_in_processes_of_their_own_say_one_thing(positions):
    """A person's Hint was worked out by the table's worker, the review by the results
    screen's, each a process of its own (its own hash seed, no verdict kept from the
    other): at a position where the person had a move planned and played it, the Hint's
    move is the review's better move there, and what the Hint said the planned move
    costs ("the coach cannot tell for sure whether it costs anything": 0) is the review's
    entry for it (none at 0), never "about even" on the board and "better by 8" after."""
    picked = [p for p in positions if p[2]["sure"]][:1] + \
        [p for p in positions if not p[2]["sure"]][:1]
    assert len(picked) == 2
    for g, cmd, told in picked:
        played = told["versus"]
        hint = _apart("hint", g, played, "1")
        found = _apart("review", g, played, "2")
        assert hint["error"] is None and hint["command"] == cmd
        if hint["cost"]:
            assert found == [{"preferred": cmd, "cost": hint["cost"]}], (hint, found)
        else:
            assert found == [], (hint, found)


def test_where_a_hint_was_shown_the_review_keeps_its_move(positions):
    """F406: the Hint a person saw is the review's better move at that position whatever
    the judge says when the review is made (a Hint worked out at another budget, by
    another version, on a LAN host): the results screen hands the review the Hints shown
    (`shown`: log index -> command), as it hands them to the lessons. A person who played
    a Hint shown is never told of a better move there."""
    g, cmd, told = next(p for p in positions if p[2]["sure"])
    me, other = g.to_move, told["versus"]      # a Hint that was not the judge's move now
    judged = review(g.header, [other], [me], iterations=BUDGET).mistakes[me]
    assert [m.preferred for m in judged] == [cmd]             # the judge alone names it
    kept = review(g.header, [other], [me], iterations=BUDGET, shown={0: other})
    assert kept.mistakes[me] == [] and kept.decisions == 1
    # played against the Hint shown: charged against the Hint's move, never another
    against = review(g.header, [cmd], [me], iterations=BUDGET, shown={0: other})
    assert all(m.preferred == other for m in against.mistakes[me])


def test_the_results_screens_review_is_handed_the_hints_shown(positions):
    """The results screen's review worker hands the Hints shown on to the review (F406):
    the Hint followed is not named there either."""
    import queue

    from luna.client.tables.reviewer import _work
    g, cmd, told = next(p for p in positions if p[2]["sure"])
    me, other = g.to_move, told["versus"]
    out: queue.Queue = queue.Queue()
    _work(g.header, [other], [me], BUDGET, {0: other}, ("review",), out)
    said = []
    while not out.empty():
        said.append(out.get())
    (done,) = [s for s in said if s[0] == "done"]
    assert done[2] is None and done[1].mistakes[me] == [], done


def test_a_hint_and_its_review_play_each_look_ahead_game_once(monkeypatch):
    """A Hint weighs its choice against several moves (the higher-projected one, the next
    best, the move in hand), and where it takes the higher-projected move it measures that
    pair the other way round: each of the judge's paired look-ahead games is played once
    at a position however many of them ask for it, the review's of the moves weighed
    too (a player waits for the Hint)."""
    import json

    from luna.ai import judge, verdicts
    from luna.ai.master import MasterPlayer
    game = new_game(players=2, seed=101, setup="random")
    bot = make_bot("adept", seed=101)
    while True:                      # to the first Hint that takes the higher-projected move
        if game.to_move == 0:
            judged = judge.verdict(game)
            hint, rival = judge.held(game, judged)
            if rival is not None and hint is not judged:
                break
            game.apply(hint.command)
        else:
            game.apply(bot.choose(game))
    g = _at(game, len(game.log))
    for kept in (judge._verdicts, judge._costs, verdicts._games):
        kept.clear()
    played = []
    look_ahead = MasterPlayer.look_ahead

    def counted(self, game, cmd, ahead, sample=0, *rest):
        played.append(json.dumps([cmd, ahead, sample], sort_keys=True))
        return look_ahead(self, game, cmd, ahead, sample, *rest)

    monkeypatch.setattr(MasterPlayer, "look_ahead", counted)
    advice = judge.advise(g, in_hand=rival)
    assert advice.command == hint.command and advice.versus == rival
    assert len(played) == 2 * verdicts.COMPARED
    for cmd in (rival, judged.runner_up):
        if cmd is not None:
            review(g.header, [cmd], [g.to_move])
    assert len(played) == len(set(played)), sorted(played)
