"""A note before a round ends.

A fresh player: "no warning before a round ends" (the round's scoring came with the last
time marker, unannounced). Once the engine says the next meditation ends the round (its
own dry run, not a count in the client), a note says so, in every language, and what it
says is what the engine then does: the next meditation gains 1 influence and scores the
round. Played in the real loop at normal speed, four persons at one screen.
"""

from __future__ import annotations

import pytest
from human import LOOK, Person
from test_scoring_summary import open_at

from luna import text as i18n
from luna.engine import new_game, replay
from luna.text import t


def _round_one(p: Person, players: int):
    """A game of `players` persons opened at its start: its screen, the note's words, the
    round's time markers."""
    game = new_game(players=players, seed=5, setup="intro",
                    seats=[{"kind": "human"} for _ in range(players)])
    open_at(p, game)
    return p.scene, t("scoring.last_marker", round=1), p.scene.snap["time_markers"]["total"]


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_a_note_says_the_next_meditation_ends_the_round(tmp_path, language):
    p = Person(tmp_path, size=(1280, 800), language=language)
    try:
        scene, note, total = _round_one(p, 4)
        last = t("btn.meditate.last")
        for k in range(total - 1):
            assert not any(note in w for w in p.app.toast_words()), k
            p.until(lambda: scene.table.may_act and not scene.blocked, what="a turn")
            assert p.button(t("btn.meditate")).text == t("btn.meditate"), k
            p.press(t("btn.meditate"))
            p.wait(LOOK)
        # one marker left: the note stands, over the board, for a while
        assert scene.snap["time_markers"]["turned"] == total - 1
        assert any(note in w for w in p.app.toast_words()), p.app.toast_words()
        # and the act button says it as long as it is so, before the move
        p.until(lambda: scene.table.may_act and not scene.blocked, what="a turn")
        assert p.button(t("btn.meditate")).text == last
        p.wait(3.0)
        assert any(note in w for w in p.app.toast_words())
        # and it is what the engine does: the next meditation, +1 and the scoring
        who = scene.game.to_move
        copy = replay(scene.game.header, scene.game.log)
        events = copy.apply({"type": "meditate", "player": who})
        assert {"type": "influence", "player": who, "delta": 1, "why": "meditation"} \
            in events
        assert any(e["type"] == "round_scored" and e["round"] == 1 for e in events)
        p.until(lambda: scene.table.may_act and not scene.blocked, what="a turn")
        p.press(t("btn.meditate"))
        # the move that turns the last marker says that the round ends: a banner of its
        # end before the scoring, and its line in the log
        ends = t("banner.round_ends", round=1)
        p.until(lambda: any(a.words == ends and a.tween.started and not a.tween.done
                            for a in scene.anims), what="the round's end told")
        p.until(lambda: p.scoring_shown, what="the summary")
        assert p.scene.summary.round == 1
        assert t("log.time_marker.last", who=scene.snap["names"][who]) in p.log()
        # said, it goes as the round is scored (it stood on over the card's panel)
        assert not any(note in w for w in p.app.toast_words()), p.app.toast_words()
    finally:
        p.close()
        i18n.set_language("en")


def test_no_note_while_more_than_one_marker_is_left_in_a_two_player_round(tmp_path):
    """Two players (a different count of markers): the note comes only with the last."""
    p = Person(tmp_path, size=(1280, 800))
    try:
        scene, note, total = _round_one(p, 2)
        said = []
        for _ in range(total - 1):
            p.until(lambda: scene.table.may_act and not scene.blocked, what="a turn")
            p.press(t("btn.meditate"))
            p.wait(LOOK)
            said.append(any(note in w for w in p.app.toast_words()))
        assert said == [False] * (total - 2) + [True], said
    finally:
        p.close()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_note_says_the_round_may_end_before_your_next_turn(tmp_path, language):
    """Three players, four markers: with two left as a person's turn comes, the two others
    may turn both before that person acts again (a round ended with a novice still free,
    F900). A note says so as the turn comes, once, while the person can still act with
    novices; it is what the engine does: the others' two meditations end the round before
    the person's next turn. With three left (the others cannot) no such note; with one
    left the last marker's note says it instead."""
    p = Person(tmp_path, size=(1280, 800), language=language)
    try:
        game = new_game(players=3, seed=5, setup="intro", seats=[{"kind": "human"}] * 3)
        open_at(p, game)
        scene = p.scene
        note = t("scoring.last_turn", left=2, round=1)
        for _ in range(2):                      # markers 4 -> 2, the third person to move
            assert not any(note in w for w in p.app.toast_words()), p.app.toast_words()
            p.until(lambda: scene.table.may_act and not scene.blocked, what="a turn")
            p.press(t("btn.meditate"))
            p.wait(LOOK)
        assert scene.snap["time_markers"]["turned"] == 2
        assert any(c["type"] != "meditate" for c in scene.game.legal())  # novices to use
        assert any(note in w for w in p.app.toast_words()), p.app.toast_words()
        assert t("scoring.last_marker", round=1) not in p.app.toast_words()
        # true by the engine: after this person's action the others' meditations end it
        copy = replay(scene.game.header, scene.game.log)
        me = copy.to_move
        copy.apply(next(c for c in copy.legal() if c["type"] != "meditate"))
        ended = []
        while copy.to_move != me and not ended:
            ended = [e for e in copy.apply({"type": "meditate", "player": copy.to_move})
                     if e["type"] == "round_scored"]
        assert ended and ended[0]["round"] == 1
        # a meditation now leaves one: the last marker's note stands in its place
        p.until(lambda: scene.table.may_act and not scene.blocked, what="a turn")
        p.press(t("btn.meditate"))
        p.wait(LOOK)
        assert any(t("scoring.last_marker", round=1) in w for w in p.app.toast_words())
        assert not any(note in w for w in p.app.toast_words()), p.app.toast_words()
    finally:
        p.close()
        i18n.set_language("en")


def test_in_the_last_round_the_note_and_the_button_say_the_game_ends(tmp_path):
    """Round 6 (rules, game end: after the sixth scoring): the note and the act button
    say that the next meditation ends the game, not only the round (F203); the engine
    then ends it. Every language says it in words of its own."""
    import copy

    from luna.engine.game import from_snapshot
    start = new_game(players=2, seed=5, setup="intro", seats=[{"kind": "human"}] * 2)
    snap = copy.deepcopy(start.snapshot())
    snap["round"] = 6
    game = from_snapshot(snap)
    game.header["seats"] = [{"kind": "human"}] * 2
    p = Person(tmp_path, size=(1280, 800))
    try:
        open_at(p, game)
        scene = p.scene
        note = t("scoring.last_marker_game", round=6)
        for _ in range(scene.snap["time_markers"]["total"] - 1):
            p.until(lambda: scene.table.may_act and not scene.blocked, what="a turn")
            p.press(t("btn.meditate"))
            p.wait(LOOK)
        assert any(note in w for w in p.app.toast_words()), p.app.toast_words()
        p.until(lambda: scene.table.may_act and not scene.blocked, what="a turn")
        assert p.button(t("btn.meditate")).text == t("btn.meditate.last_game")
        events = replay(scene.game.header, scene.game.log).apply(
            {"type": "meditate", "player": scene.game.to_move})
        assert any(e["type"] == "game_over" for e in events)
    finally:
        p.close()
    for language in ("en", "de", "fr", "nl"):
        i18n.set_language(language)
        try:
            assert t("btn.meditate.last_game") != t("btn.meditate.last"), language
            assert t("scoring.last_marker_game", round=6) != t("scoring.last_marker",
                                                              round=6), language
        finally:
            i18n.set_language("en")


def test_the_round_end_banner_reads_alone_over_the_temple(tmp_path):
    """The banner "End of round N" stands over the board's middle, the temple's tiles:
    its ground is solid (the tiles showed through it and made its words messy, F614),
    so at its worst place the words read on the banner's own ground. Seen at 1024x700
    at the banner's full strength, in the real loop after the last time marker turns."""
    from positions import blank, play

    from luna.client.board import banner
    from luna.client.widgets.palette import contrast

    s = blank(players=2)
    s["time_markers"]["turned"] = s["time_markers"]["total"] - 1
    p = Person(tmp_path)
    try:
        open_at(p, play(s))
        scene = p.scene
        p.until(lambda: scene.table.may_act and not scene.blocked, what="a turn")
        p.press(t("btn.meditate"))
        ends = t("banner.round_ends", round=1)
        p.until(lambda: any(a.words == ends and a.tween.started and 0.4 < a.tween.value < 0.6
                            for a in scene.anims), what="the round's end told")
        shown = next(a for a in scene.anims if a.words == ends).paint
        box = shown.box
        assert box.colliderect(scene.lay.plateau)             # over the temple's stone
        screen = p.app.screen
        words = [r.inflate(6, 6) for r in shown.lines]
        ground = [screen.get_at((x, y))[:3] for y in range(box.top + 4, box.bottom - 4, 2)
                  for x in range(box.left + 20, box.right - 20, 2)
                  if not any(r.collidepoint(x, y) for r in words)]
        worst = min(contrast(banner.INK, g) for g in ground)
        assert worst >= 0.95 * contrast(banner.INK, banner.GROUND), (worst, max(ground))
    finally:
        p.close()
