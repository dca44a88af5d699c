"""At human pace: the review screen from the results screen shows its progress and can
be cancelled; a decision's card opens the replay at that decision with both moves
marked."""

from __future__ import annotations

import random

import pytest
from human import Person
from positions import blank, isl, novices, play

from luna.ai import make_bot
from luna.client.screens.replay import PLAYED, PREFERRED
from luna.engine import new_game
from luna.text import t
from luna.text.review_text import turn_text


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def _finished_game():
    g = new_game(players=2, seed=3, setup="intro", seats=[{"kind": "human"}] * 2)
    rng = random.Random(3)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    return g


def _blunder():
    """Person 0 meditates with three novices beside the Apostate on the last candle."""
    snap = blank(4)
    snap["time_markers"]["turned"] = 3
    novices(snap, snap["apostate"], 0, active=3)
    for p in (1, 2, 3):
        novices(snap, isl(snap, "tides"), p, active=1)
    game = play(snap)
    game.apply({"type": "meditate", "player": 0})
    bots = [make_bot("adept", seed=p) for p in range(4)]
    while game.state.round == 1:
        game.apply(bots[game.to_move].choose(game))
    return game


def test_the_review_from_the_results_shows_progress_and_cancels(person):
    person.app.open("results", _finished_game())
    person.settle()
    person.press(t("review.title"))
    scene = person.scene
    person.until(lambda: scene.reviewer.progress[0] > 0, seconds=60.0, wall=60.0,
                 what="the review's progress")
    done, total = scene.reviewer.progress
    assert scene.running and 0 < done < total
    assert scene.message() == t("review.working", done=done, total=total)
    assert t("btn.cancel") in person.usable()
    person.press(t("btn.cancel"))
    person.wait(0.3)
    assert not scene.running and scene.message() == t("review.cancelled")
    assert t("new.back") in person.usable()
    person.press(t("new.back"))
    assert person.scene.__class__.__name__ == "ResultsScene"


def test_a_reviewed_decision_opens_the_replay_with_both_moves_marked(person):
    game = _blunder()
    person.app.open("review", game, iterations=2)
    scene = person.scene
    person.until(lambda: not scene.running, what="the review to end")
    person.settle()
    assert scene.message() == t("review.pick")
    assert scene.items[0].index == 0                 # the meditation is the costliest
    person.click(scene.cards[0][0].center)
    person.settle()
    replay = person.scene
    assert replay.__class__.__name__ == "ReplayScene"
    assert replay.step == 0 and replay.marks == (scene.items[0].played,
                                                 scene.items[0].preferred)
    # both moves on the board: the Apostate's island ringed green (the Master would
    # move the three away), and both named at the top
    screen = person.app.screen
    colours = {screen.get_at((x, y))[:3] for x in range(0, screen.get_width(), 2)
               for y in range(0, screen.get_height(), 2)}
    assert PREFERRED in colours and PLAYED in colours


def test_the_review_names_both_moves_and_opens_a_decision_with_one_click_at_its_move(person):
    """Issue 22: each decision names the move played and the better one (the action with
    its island, tile, count); one click anywhere on its card opens it, again after coming
    back, and the replay stands at the very move the review names."""
    from luna.text.review_text import command_text
    game = _blunder()
    person.app.open("review", game, iterations=2)
    scene = person.scene
    person.until(lambda: not scene.running, what="the review to end")
    person.settle()
    from layout_check import draw_recorded
    m = scene.items[0]
    played = command_text(game.header, game.log, m.index, m.played)
    better = command_text(game.header, game.log, m.index, m.preferred)
    assert played != better
    card = scene.cards[0][0]
    said = [d.words for d in draw_recorded(person.app).texts if card.colliderect(d.rect)]
    for words in (played, better, t("review.card.played"), t("review.card.better"),
                  "−" + f"{m.cost:.0f}", turn_text(m, card=True)):
        assert any(words in w for w in said), (words, said)
    spots = [card.midtop, card.center, card.center, card.midbottom]
    for spot in spots:                              # anywhere on it, twice running too
        spot = (spot[0], min(max(spot[1], card.top + 4), card.bottom - 4))
        person.click(spot)
        person.settle()
        replay = person.scene
        assert replay.__class__.__name__ == "ReplayScene", spot
        assert replay.step == m.index
        assert replay.where() == t("results.move", move=m.index + 1, total=len(game.log))
        person.press(t("new.back"))
        person.settle()
        assert person.scene is scene


def test_the_reviews_own_review_says_a_move_the_hint_advised(person):
    """F531: the Review named a move the Hint had proposed its costliest, as though the
    person's own. The Review that makes its own review (no worker made it for the
    results screen) is handed the Hints shown, as the results screen's is: a costly move
    a Hint shown earlier in its round advised says so on its card."""
    from luna.text.i18n import ordinal
    snap = blank(2)
    snap["time_markers"]["turned"] = snap["time_markers"]["total"] - 2
    novices(snap, snap["apostate"], 0, active=5)
    novices(snap, isl(snap, "tides"), 1, active=1)
    game = play(snap)
    meditate = {"type": "meditate", "player": 0}
    game.apply(meditate)
    game.apply(next(c for c in game.legal() if c["type"] not in ("meditate", "end_actions")))
    game.apply(meditate)
    person.app.open("review", game, iterations=2, shown={0: meditate})
    scene = person.scene
    person.until(lambda: not scene.running, what="the review to end")
    person.settle()
    (card,) = [d for d in scene.decisions if d.mistake.index == 2]
    assert card.mistake.hinted == 1
    assert card.why.startswith(t("review.hinted", nth=ordinal(1))), card.why
