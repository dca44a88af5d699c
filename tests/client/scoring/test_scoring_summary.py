"""A round's scoring, slow enough to follow (issue 11, point 6): after each round a summary
stands over the board until a person goes on (alone it goes after 4 s), the places it
counted are ringed on the board, and the results screen has the game round by round.

Played at human pace (tests/client/human.py): the real loop, normal animation speed.
"""

from __future__ import annotations

import random

import pygame
import pytest
from human import LOOK, PRESS, Person
from layout_check import draw_recorded

from luna.client.board.marks import Hint
from luna.client.board.targets import Field, Island, PanelItem
from luna.client.demo.driver import target_rect
from luna.client.game.after_card import QUIET
from luna.client.game.projection import shown as projected_shown
from luna.client.game.round_summary import summary_of
from luna.client.game.round_table import round_table
from luna.client.game.scoring_table import signed
from luna.client.game.tooltips import tooltip
from luna.client.opening import open_game
from luna.engine import new_game, replay
from luna.engine.scoring import (
    apostate_losses,
    final_breakdown,
    priestess_places,
    projected_with_round,
)
from luna.engine.snapshot import from_snapshot_state
from luna.text import t


def ends_the_round(game, cmd) -> bool:
    copy = replay(game.header, game.log)
    return any(e["type"] == "round_scored" for e in copy.apply(cmd))


def before_a_round_end(seats: list[str], seed: int = 4, by: int | None = None,
                       rounds: int = 1):
    """A game whose next move can end round `rounds` (a meditate), by player `by`."""
    g = new_game(players=len(seats), seed=seed, setup="intro",
                 seats=[{"kind": k} for k in seats])
    rng = random.Random(seed)
    while True:
        legal = g.legal()
        ending = [c for c in legal if c["type"] == "meditate" and ends_the_round(g, c)]
        if ending and g.snapshot()["round"] == rounds and by in (None, g.to_move):
            return g, ending[0]
        quiet = [c for c in legal if not (c["type"] == "meditate" and ends_the_round(g, c))
                 or g.snapshot()["round"] < rounds]
        meditate = [c for c in quiet if c["type"] == "meditate"]
        g.apply(rng.choice(meditate if meditate and rng.random() < 0.5 else quiet or legal))


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


@pytest.fixture
def reader(tmp_path):
    """A person who reads what stands after each wait: the rounds played on to a
    summary draw each wait's last frame and six a second while it waits."""
    p = Person(tmp_path, every_frame=False)
    yield p
    p.close()


def open_at(person: Person, game) -> None:
    open_game(person.app, game, autosave=False)
    person.wait(LOOK)
    person.settle()


def _figures(said: str) -> list[int]:
    """The signed figures that start a hover text's lines after its sum's head."""
    import re
    rows = said.split("\n")
    rows = rows[next(k for k, r in enumerate(rows) if r.endswith("=")) + 1:]
    return [-int(m[2]) if m[1] == "−" else int(m[2]) for m in (
        re.match(r"([+−]?)(\d+) ", line) for line in rows) if m]


@pytest.mark.long
def test_a_hot_seat_round_ends_with_its_summary_until_a_person_goes_on(reader):
    person = reader
    game, _ = before_a_round_end(["human", "human"])
    before = replay(game.header, game.log)
    open_at(person, game)
    scene = person.scene
    meditating = game.to_move
    influence = list(scene.snap["influence"])
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, what="the summary")
    # it comes after the round's animations, and input waits under it
    assert not scene.anims and scene.blocked
    assert t("btn.meditate") in person.greyed() and t("btn.undo") in person.greyed()
    assert t("scoring.continue") in person.usable()
    s = scene.summary
    # the numbers are the engine's: its places and losses, and the scores' change
    places = priestess_places(before.state)
    assert [(r.player, r.count) for r in sorted(
        (r for r in s.players if r.place), key=lambda r: r.place)] == \
        [(p, n) for p, n, _ in places]
    losses = apostate_losses(before.state)
    after = scene.game.snapshot()["influence"]
    for r in s.players:
        assert r.priestess == next((pay for p, _, pay in places if p == r.player), 0)
        assert r.temple == before.state.temple_novices(r.player)
        assert -r.apostate <= losses.get(r.player, 0)
        assert r.total == after[r.player] - influence[r.player] - (r.player == meditating)
    assert s.priestess_island == before.state.priestess
    assert s.apostate_island == before.state.apostate
    # a person reads it: the round, each name, each total, the way to go on
    words = [w for w, _ in scene.scoring.drawn]
    assert t("scoring.title", round=1) in words
    for r in s.players:
        assert scene.snap["names"][r.player] in words and signed(r.total) in words
    assert t("scoring.dismiss") in words
    # the places it counted are ringed on the board
    ringed = [tg for tg, _ in scene.marks.drawn]
    assert Island(s.priestess_island) in ringed
    assert all(Field(f) in ringed for f in s.temple_fields)
    # it stays: no computer, no clock takes it away
    person.wait(8.0)
    assert person.scoring_shown
    # a click on the board leaves it standing (issue 21: clicks meant for a
    # button skipped it unseen); a click on its card dismisses it: no menu, no move
    n = len(scene.game.log)
    person.click(target_rect(scene, Island(s.priestess_island)).center)
    assert person.scoring_shown and not scene.menu and len(scene.game.log) == n
    person.click((scene.scoring.rect.x + 12, scene.scoring.rect.y + 12))   # (its corner)
    assert not person.scoring_shown and not scene.menu and len(scene.game.log) == n
    # then play goes on: round 2, the next person's controls usable
    person.until(lambda: scene.table.may_act and not scene.blocked, what="round 2")
    assert scene.snap["round"] == 2
    assert t("btn.meditate") in person.usable()


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE])
def test_continue_and_the_keys_dismiss_the_summary(person, key):
    """A key ends the summary once it has stood a second; one in its first second (a
    player playing by H and Enter) lights Continue instead."""
    game, _ = before_a_round_end(["human", "human"], seed=6)
    open_at(person, game)
    scene = person.scene
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, what="the summary")

    def key_down() -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
    key_down()                                # a key already on its way (the move's Enter)
    person.wait(LOOK)
    assert person.scoring_shown and scene.scoring.nudge_light > 0.3     # Continue lit
    person.wait(1.0)
    key_down()
    person.wait(LOOK)
    assert not person.scoring_shown
    assert person.app.scene is scene                    # Esc did not open the pause menu
    assert t("scoring.continue") not in {b.text for b in person.buttons()}


def test_the_cards_closing_key_plays_no_move_right_after_it(person):
    """Enter closed the scoring card and the next Enter played the Hint's move unread
    (F994): the card's closing key is not the board's for a moment. Its repeats while
    held and a quick second press, once the board stands free, play nothing; a press
    after the moment plays the Hint's move. The real loop at normal speed."""
    game, _ = before_a_round_end(["human", "human"], seed=6)
    open_at(person, game)
    scene = person.scene
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, what="the summary")
    person.wait(1.0)

    def enter(kind) -> None:
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="",
                                             scancode=0))
    enter(pygame.KEYDOWN)                               # the card closed by Enter, held
    person.wait(PRESS)
    assert not person.scoring_shown
    person.until(lambda: scene.table.may_act and not scene.blocked, what="round 2")
    n = len(scene.game.log)
    cmd = next(c for c in scene.legal if c["type"] == "meditate")
    scene.hints.hint = Hint(cmd, n)                     # the Hint's move standing
    for _ in range(4):                                  # Enter's repeats, still held
        enter(pygame.KEYDOWN)
        person.wait(0.05)
    assert len(scene.game.log) == n, scene.game.log[n:]
    enter(pygame.KEYUP)
    person.wait(0.05)
    enter(pygame.KEYDOWN)                               # a quick second press
    person.wait(PRESS)
    enter(pygame.KEYUP)
    person.wait(0.05)
    assert len(scene.game.log) == n, scene.game.log[n:]
    person.wait(QUIET)
    person.key(pygame.K_RETURN)                         # heard once the moment passed
    person.until(lambda: len(scene.game.log) > n, what="the Hint's move")
    assert scene.game.log[n]["type"] == "meditate"


def test_continue_is_a_button_a_person_presses(person):
    game, _ = before_a_round_end(["human", "human"], seed=6)
    open_at(person, game)
    person.press(t("btn.meditate"))
    summary = person.read_the_scoring()
    assert summary.round == 1 and person.scene.snap["round"] == 2


@pytest.mark.long
def test_a_watched_table_goes_on_by_itself_after_four_seconds(reader):
    person = reader
    game, _ = before_a_round_end(["novice", "novice"], seed=5)
    open_at(person, game)
    scene = person.scene
    assert scene.round_end.nobody_here(scene.table)
    person.until(lambda: person.scoring_shown, seconds=90, wall=60, what="the summary")
    shown_at, n = person.game_time, len(scene.game.log)
    person.wait(0.5)
    words = [w for w, _ in scene.scoring.drawn]
    assert t("scoring.closes", seconds=4) in words
    person.until(lambda: not person.scoring_shown, seconds=10, what="the summary to go")
    assert 3.8 <= person.game_time - shown_at <= 4.5
    assert len(scene.game.log) == n                    # no move was played under it
    person.until(lambda: len(scene.game.log) > n, seconds=30, what="the next move")


@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_the_results_screen_shows_the_game_round_by_round(person):
    for seed in range(2, 30):             # a game whose ranking is not the seats' order
        g = new_game(players=3, seed=seed, setup="intro", seats=[{"kind": "human"}] * 3)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal()))
        if g.standing() not in ([0, 1, 2], [1, 2, 0]):
            break
    person.app.open("results", g)
    person.wait(LOOK)
    person.press(t("results.rounds"))
    scene = person.scene
    table = scene.rounds
    assert table is not None and len(table.rows) == 6
    final = g.snapshot()["final"]["scores"]
    assert [table.total(p) for p in range(3)] == final
    words = [w for w, _ in scene.drawn]
    assert t("rounds.round", round=6) in words and t("rounds.final") in words
    for p in range(3):
        assert str(final[p]) in words
    # each round's scoring is the one the game screen showed
    for row in table.rows:
        assert row.summary is not None and row.summary.round == row.round
    # the players' columns in the final table's order (its ranking), not by seat
    order = g.standing()
    marks = [(r.x, p) for p, r in scene.round_parts["marks"][:3]]     # the first group's
    assert [p for _, p in sorted(marks)] == order
    below = min(r.y for _, r in scene.round_parts["marks"][:3])    # (the table's, not the
    totals = sorted((r.x, w) for w, r in scene.drawn              # heading's winning total)
                    if w in {str(v) for v in final} and r.y > below)
    assert [w for _, w in totals][-3:] == [str(final[p]) for p in order], totals
    person.press(t("results.title"))                    # back to the final count
    assert scene.rounds is None


class FakeLanClient:
    """What a LanTable reads of its NetClient: the other seat's moves come when pushed."""

    def __init__(self, game, seats: set[int]) -> None:
        self.game, self.seats = game, seats
        self.view, self.is_host, self.waiting_for = {}, False, None
        self.idle = self.stood_in = None                   # nobody quiet, no stand-in
        self.undo_request = None
        self.retrying, self.table_closed = None, False     # not waiting to get back
        self.queue: list[dict] = []
        self.sent: list[dict] = []

    @property
    def my_turn(self) -> bool:
        return self.game.to_move in self.seats

    def push(self, cmd: dict) -> None:
        self.queue.append({"type": "command", "events": self.game.apply(cmd)})

    def poll(self):
        out, self.queue = self.queue, []
        return out

    def play(self, cmd):
        self.sent.append(cmd)
        return True

    def close(self):
        pass


def test_a_lan_guest_reads_the_summary_without_holding_up_the_table(person):
    from luna.client.tables.lan import LanTable
    game, ending = before_a_round_end(["human", "human"], seed=4, by=1)
    client = FakeLanClient(game, {0})
    person.app.goto("game", LanTable(client))
    person.wait(LOOK)
    scene = person.scene
    client.push(ending)                                 # the other player ends the round
    person.until(lambda: person.scoring_shown, what="the summary")
    assert scene.summary.round == 1 and scene.round_end.summary_left is None   # a person is here
    # the other player goes on at once; the relay's moves are taken in, not animated
    rng = random.Random(1)
    while client.game.to_move == 1 and not client.game.is_over:
        client.push(rng.choice([c for c in client.game.legal() if c["type"] != "meditate"]
                               or client.game.legal()))
        person.wait(LOOK)
    n = len(client.game.log)
    assert person.scoring_shown and not scene.anims
    assert scene.snap["round"] == 2 and scene.log.lines     # the log tells them already
    person.press(t("scoring.continue"))
    assert not person.scoring_shown and scene.anims    # now they animate
    person.until(lambda: scene.table.may_act and not scene.blocked, what="my turn")
    assert len(client.game.log) == n and client.sent == []


def test_a_summary_of_events_without_a_scoring_is_none():
    g = new_game(players=2, seed=1, setup="intro")
    events = g.apply(g.legal()[0])
    assert summary_of(events, g.snapshot()) is None


def test_the_round_table_adds_up_to_the_final_scores_in_other_games():
    for seed in (1, 7, 11):
        g = new_game(players=4, seed=seed, setup="random")
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal()))
        table = round_table(g)
        assert [table.total(p) for p in range(4)] == g.snapshot()["final"]["scores"]
        assert [r.round for r in table.rows] == [1, 2, 3, 4, 5, 6]     # each round once


def test_a_click_on_the_card_after_its_first_second_goes_on(person):
    """A fresh player clicking at a normal pace never saw round 1's scoring: the click
    after Meditate landed on the summary and dismissed it at once. A click on the card
    in its first second is not read as "go on"; a later one is."""
    game, _ = before_a_round_end(["human", "human"], seed=6)
    open_at(person, game)
    scene = person.scene
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, what="the summary")
    spot = (scene.scoring.rect.x + 20, scene.scoring.rect.y + 20)
    person.click(spot)                                   # a click already on its way
    assert person.scoring_shown
    person.wait(1.0)
    person.click(spot)
    assert not person.scoring_shown


@pytest.mark.long
def test_clicks_meant_for_meditate_or_the_board_never_skip_the_scoring(reader):
    """Issue 21 (123_m1..m3): a player clicking Meditate a few times skipped round
    3's scoring unseen, then spent a turn in round 4. Clicks off the card, on the greyed
    Meditate or on the board, leave the summary standing (its Continue lights up a moment
    to say what goes on) and play nothing; only Continue goes on."""
    person = reader
    game, _ = before_a_round_end(["human", "human"], seed=6)
    open_at(person, game)
    scene = person.scene
    meditate = person.button(t("btn.meditate")).rect.center
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, what="the summary")
    played = len(scene.game.log)
    board_spot = (scene.lay.board[0] + 20, scene.lay.board[1] + 20)
    for spot in (meditate, meditate, board_spot, meditate):
        person.wait(1.2)
        person.click(spot)
        assert person.scoring_shown, f"a click at {spot} dismissed the scoring"
        assert len(scene.game.log) == played, "a move was played under the scoring"
    # a click off the card lights Continue up; it fades by itself
    ring = scene.scoring.button.rect.inflate(8, 8)

    def light() -> int:
        return sum(sum(person.app.screen.get_at((x, ring.top))[:3])
                   for x in range(ring.left + 10, ring.right - 10))
    person.wait(2.0)
    calm = light()
    person.click(meditate)
    assert scene.scoring.nudge_light > 0.3
    assert light() > calm * 1.5, "Continue does not light up"
    person.wait(2.0)
    assert scene.scoring.nudge_light == 0
    person.press(t("scoring.continue"))
    assert not person.scoring_shown
    person.settle()
    assert len(scene.game.log) == played, "going on played a move"
    assert scene.snap["round"] == 2


def test_the_log_tells_no_result_before_the_final_scoring_is_shown(person):
    """Issue 21 (158_r6_score): "Game over: Red wins with 72" stood in the log
    behind round 6's summary while the panel still showed 53 and 57. While a round's
    summary stands the log tells the round up to its scoring (and the turn line says the
    round is being scored); the final count and the winner come once it is dismissed."""
    game, _ = before_a_round_end(["human", "human"], seed=3, rounds=6)
    open_at(person, game)
    scene = person.scene
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, what="round 6's summary")
    assert scene.game.is_over                         # the engine has it all
    over = t("log.game_over", who="", score="").split(":")[0]      # "Game over"
    said = " ".join(person.log())
    assert over not in said, said
    assert scene.status_line() == t("scoring.status", round=6)
    drawn = [d.words for d in draw_recorded(person.app).texts]
    assert not any(w.startswith(t("log.game_over", who="", score="").split(":")[0])
                   for w in drawn), "the winner is told behind the summary"
    assert t("phase.game_over") not in drawn
    person.press(t("scoring.continue"))
    person.wait(0.2)
    assert any(line.startswith(over) for line in person.log()), "the winner is never told"


def test_the_projection_stands_still_while_a_penalty_is_counted(person):
    """The projection counts the round's coming scoring (game/projection.py): through a
    round's end that costs a player influence, frame by frame, each card's projection
    stands at what the scoring leaves plus what the end adds while its score counts
    down to it (the penalty was in it before the round ended: it does not move as it
    is counted, F588), its hover saying the influence holds that scoring, and ends as
    the engine's next round's."""
    for seed in range(4, 40):
        game, ending = before_a_round_end(["human", "human"], seed=seed)
        after = replay(game.header, game.log + [ending])
        if any(b < a for a, b in zip(game.snapshot()["influence"],
                                      after.snapshot()["influence"], strict=True)):
            break
    open_at(person, game)
    scene = person.scene
    person.press(t("btn.meditate"))
    seen, figures, scores = 0, [set(), set()], [set(), set()]
    for _ in range(240):
        person.wait(1 / 60)
        snap = scene.round_end.stage
        if snap is None:
            continue
        words = [d.words for d in draw_recorded(person.app).texts]
        for p in range(2):
            score = scene.panel.counter.value(p, snap["influence"][p])[0]
            shown = projected_shown(snap, p, score)
            assert t("panel.projected", score=shown) in words, (p, score, shown)
            figures[p].add(shown)
            scores[p].add(score)
            said = tooltip(PanelItem(p, "projected"), snap)     # (its scoring in it: not
            assert t("tip.projection.head", name=snap["names"][p], score=shown) in said \
                and "if it came now" not in said, said                   # said again)
            end = final_breakdown(from_snapshot_state(snap), p)       # its parts add up
            assert sum(_figures(said)) == shown and _figures(said)[1:] == [
                end[k] for k in ("council", "shrines", "favours")], said
            seen += 1
        if person.scoring_shown:
            break
    assert seen > 20 and all(len(f) == 1 for f in figures), figures
    assert any(len(c) > 1 for c in scores), "no score counted"
    assert [f.pop() for f in figures] == [
        a + b for a, b in zip(after.snapshot()["influence"], (
            sum(final_breakdown(after.state, q).values()) for q in range(2)), strict=True)]
    person.until(lambda: person.scoring_shown, what="the summary")
    person.press(t("scoring.continue"))
    person.settle()
    words = [d.words for d in draw_recorded(person.app).texts]
    assert [int(w.split()[-1]) for w in words if w.startswith("projected")] == \
        [projected_shown(scene.snap, q) for q in range(2)] == \
        projected_with_round(after.state)
    assert list(after.snapshot()["projected"]) == scene.snap["projected"]


@pytest.mark.parametrize("language", ["de", "fr"])
def test_each_rows_words_stand_inside_its_band_at_large_text(tmp_path, language):
    """A row's small words under its figures ("kein aktiver Novize und keine Kultstätte
    dort", three lines at 150 % in the smallest window) end inside the row's band, not
    on its edge or in the next row; the Apostate's column says under its loss how many
    of the player's novices he counted, the engine's number."""
    p = Person(tmp_path, size=(1024, 700), language=language)
    try:
        p.app.settings.text_size = 150
        p.app.restyle()
        game, cmd = before_a_round_end(["human"] * 4, seed=9, rounds=2)
        scored = next(e for e in replay(game.header, game.log).apply(cmd)
                      if e["type"] == "round_scored")
        open_at(p, game)
        p.press(t("btn.meditate"))
        p.until(lambda: p.scoring_shown, what="the summary")
        p.wait(LOOK)
        view = p.scene.scoring
        # the Apostate's column says why each loss (a German and a French player read a
        # bare "-3"): the engine's own count of the player's novices there, in its band
        head = next(r for w, r in view.drawn if w == t("scoring.apostate"))
        assert scored["apostate"]
        for hit in scored["apostate"]:
            band = view.row_rects[hit["player"]]
            column = [(w, r) for w, r in view.drawn
                      if band.contains(r) and abs(r.centerx - head.centerx) <= 2]
            assert column and column[0][0] == signed(hit["points"]), column
            sub = " ".join(w for w, _ in column[1:])
            assert sub == t("scoring.apostate_count", count=hit["count"]), (sub, hit)
            assert int(sub.split()[0]) == hit["count"], sub
            assert not any(band.colliderect(r) and not band.contains(r)
                           for _, r in column), column
        assert pygame.Rect(p.scene.lay.board).contains(view.rect), view.rect
        assert len(view.row_rects) == 4
        words = [(w, r) for w, r in view.drawn
                 if any(row.collidepoint(r.midtop) for row in view.row_rects)]
        assert any(r.h and w for w, r in words)
        bad = [(w, r, row) for w, r in words for row in view.row_rects
               if row.collidepoint(r.midtop) and not row.contains(r)]
        assert not bad, bad
        said = " ".join(w for w, _ in view.drawn)   # a place reads as one ("place 1
        assert {"de": "1. Platz mit", "fr": "1er avec"}[language] in said, said  # avec 1")
        assert "place 1" not in said and "Platz 1" not in said
    finally:
        p.close()


def test_nothing_written_stands_under_continue_in_the_smallest_window(tmp_path):
    """A German fresh player at 1024x700, 150 %, four players: with a tie's line the card
    ran out of the board's height and Continue stood over the keys' line ("Enter,
    Leertaste, Esc oder ein Klick auf diese Karte: weiter"). Every word stands clear of
    Continue inside the card; where the keys' line has no room, Continue's hover says it."""
    p = Person(tmp_path, size=(1024, 700), language="de")
    try:
        p.app.settings.text_size = 150
        p.app.restyle()
        game, cmd = before_a_round_end(["human"] * 4, seed=5, rounds=2)
        open_at(p, game)
        p.press(t("btn.meditate"))
        p.until(lambda: p.scoring_shown, what="the summary")
        p.wait(LOOK)
        view = p.scene.scoring
        button = view.button.rect
        assert any(t("scoring.tie") in w for w, _ in view.drawn)     # the tie's line
        assert view.rect.contains(button)
        under = [(w, r) for w, r in view.drawn if r.colliderect(button.inflate(0, 4))]
        assert not under, under
        outside = [(w, r) for w, r in view.drawn if not view.rect.contains(r)]
        assert not outside, outside
        said = [w for w, _ in view.drawn]
        assert t("scoring.dismiss") in said or \
            view.button.tool_tip_text == t("scoring.dismiss"), said
    finally:
        p.close()


def test_no_note_of_the_hint_stands_over_the_round_card(person, monkeypatch):
    """The note that the Hint comes after a player's move stood over the round's card,
    and the Enter meant for the Hint closed the card unread. As the card stands the note
    goes (the Hint stays asked, for after the card), an H under the card says nothing
    over it, and an Enter in the card's first moment leaves it standing."""
    game, _ = before_a_round_end(["human", "human"], seed=6)
    open_at(person, game)
    scene, app = person.scene, person.app
    note = t("hint.after_move", who=scene.snap["names"][1])
    app.toast(note)                            # said during the last move, still standing
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, what="the summary")
    assert note not in app.toast_words()
    with monkeypatch.context() as m:           # another player's move waits under it
        m.setattr(type(scene.table), "may_act", property(lambda _: False))
        person.key(pygame.K_h)
    assert not any(w.startswith(note[:12]) for w in app.toast_words())
    person.key(pygame.K_RETURN)
    assert person.scoring_shown


def test_an_h_under_the_round_card_is_kept_said_on_it_and_the_hint_comes_as_it_goes(
        person):
    """F1049: an H pressed while a round's card stood read as lost (the dots on the
    greyed Hint button unseen). The card's keys' line says the Hint asked comes at the
    person's turn (no toast over the card: its keys are the card's), and the Hint stands
    once the card has gone, with no second H."""
    game, _ = before_a_round_end(["human", "adept", "adept"], by=1)
    for p in (1, 2):
        game.header["seats"][p]["seed"] = p
    open_at(person, game)
    scene = person.scene
    person.until(lambda: person.scoring_shown, what="the round's card")
    person.wait(LOOK)
    card = scene.scoring
    assert t("scoring.dismiss") in [w for w, _ in card.drawn]
    assert not scene.buttons["hint"].is_enabled
    person.key(pygame.K_h)
    person.wait(0.2)
    assert person.scoring_shown                           # (the card not dismissed)
    said = [w for w, _ in card.drawn]
    assert t("scoring.dismiss.hint") in said, said
    assert all(r.colliderect(card.rect) for w, r in card.drawn
               if w == t("scoring.dismiss.hint"))
    person.read_the_scoring()
    person.until(lambda: scene.view().hint is not None, what="the Hint asked")
    assert scene.game.to_move == 0 and scene.view().hint.command in scene.game.legal()
    assert not card.hint_kept


def test_a_place_won_by_a_shrine_alone_says_the_shrine(person):
    """A round's card said "1st with 1" where the player's only piece on the Moon
    Priestess's island was a shrine (no novice of theirs stood there). A shrine counts
    as a novice there (rules); the card says "1st with 1 shrine". On the real loop."""
    from positions import blank, novices, play, shrine

    from luna.text import ordinal
    snap = blank(2)
    here = snap["priestess"]
    shrine(snap, here, 0)
    novices(snap, (here + 2) % len(snap["islands"]), 1, active=2)
    snap["time_markers"]["turned"] = snap["time_markers"]["total"] - 1
    open_at(person, play(snap))
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, what="the summary")
    row = person.scene.summary.of(0)
    assert (row.place, row.count, row.shrine) == (1, 1, True)
    said = [w for w, _ in person.scene.scoring.drawn]
    assert t("scoring.place_shrine", place=ordinal(1)) in said, said
