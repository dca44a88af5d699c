"""The Hint's reason for a Favour names the island whose token it takes (F101: a
fresh player read "…takes a favour token…" and could not tell which). The island is the
one the engine's own `favour_taken` event names, never worked out beside it. Pressed
on the real loop at normal speed, in German; the reason's words in all four languages."""

from __future__ import annotations

import pytest
from gains import gain_told
from positions import blank, isl, novices, play

from luna import text as i18n
from luna.ai.adept import gain_reason
from luna.ai.reasons import FAVOUR_TERMS
from luna.client.demo.driver import frames, make_app, press_button, wait_frames
from luna.client.opening import open_game
from luna.text import t
from luna.text.reason_words import estimate, reason_text


def _favour_game(kind: str):
    """Two players; player 0 has two active novices on the island of `kind` only: the
    Adept takes its favour token."""
    snap = blank(2)
    novices(snap, isl(snap, kind), 0, active=2)
    return play(snap)


def _taken(game, cmd) -> int:
    """The island the engine says the command takes a favour token from."""
    events = game.clone().play(cmd)
    (island,) = [e["island"] for e in events if e["type"] == "favour_taken"]
    return island


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_a_favours_reason_names_the_island_of_the_token(code):
    try:
        i18n.set_language(code)
        for kind, term in (("herbs", "favours"), ("shrine", "favour_use")):
            game = _favour_game(kind)
            cmd = next(c for c in game.legal() if c["type"] == "favour")
            why = gain_reason(game, cmd)
            assert why.term == term and why.island == _taken(game, cmd) == isl(
                game.snapshot(), kind)
            words = reason_text(why.as_dict(), game.snapshot())
            assert t(f"island.{kind}") in words, words
            assert words == t(f"reason.{term}_from", island=t(f"island.{kind}"),
                              value=estimate(why.value))
            # without an island (a look-ahead's reason) the words stay island-free
            bare = reason_text({"term": term, "value": 1.0}, game.snapshot())
            assert "?" not in bare and t(f"island.{kind}") not in bare
    finally:
        i18n.set_language("en")


def test_the_hint_pressed_says_whose_favour_it_takes(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1280, 800), language="de")
    try:
        game = _favour_game("shrine")
        open_game(app, game, autosave=False)
        scene = app.scene
        wait_frames(app, lambda: scene.table.may_act)
        press_button(app, scene.buttons["hint"])
        wait_frames(app, lambda: scene.hints.hint is not None)      # the judge, off the thread
        cmd = scene.hints.hint.command
        assert cmd["type"] == "favour"
        frames(app, 20)
        assert scene.marks.label in scene.hints.brief(scene.hints.hint, scene.view())
        said = scene.hints.words(scene.hints.hint, scene.snap) + "."   # (on its hover)
        # the island named once: by the move's words, its reason then not again
        why = reason_text(scene.hints.hint.why, scene.snap, False, False, move=said,   # (its one
                          brief=True)
        assert scene.hints.hint.why["term"] in FAVOUR_TERMS             # number: the gain after it)
        assert said.count(t("island.shrine")) == 1, said
        assert said and why in said and said[:-1].endswith(     # (its stop: F865)
            gain_told(scene.hints.hint.gain)), said
        assert scene.hints.hint.why["island"] == _taken(scene.game, cmd)
        box = scene.marks.label_rect
        assert box is not None and app.screen.get_rect().contains(box)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_a_favour_kept_names_the_move_that_would_spend_it(code):
    """F715: "keeps the favour token the other move would spend" never said which other
    move. A reason of a favour token kept names the move weighed against it that spends
    one, as the log names a move short, in every language."""
    from luna.text.moves import move_name
    snap = blank(2)
    novices(snap, isl(snap, "herbs"), 0, active=2)
    snap["favours"][0] = ["novice"]
    game = play(snap)
    spends = next(c for c in game.legal() if c.get("novice_token"))
    try:
        i18n.set_language(code)
        named = move_name(spends, game.snapshot())
        why = {"term": "favours", "value": 1.0, "versus": spends}
        for brief in (True, False):
            words = reason_text(why, game.snapshot(), valued=False, brief=brief)
            assert named in words and "{" not in words, words
        assert t("opt.with_token").strip(" ()") in named, named
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_a_move_a_shrine_or_the_novice_favour_carries_says_so_and_is_marked(code):
    """F732: "Move 1 seat up the Council with 1 novice on the Shrine island (spends a
    novice favour)" where the player had a shrine there and no novice, with no arrow and
    no island lit. A move whose island novices are all the novice favour standing in
    says so (the online ruling: with no novice of yours there), a Favour a shrine
    halves names the shrine (with the favour: both), and each is marked from what
    carries it (its shrine, else the novice favour, its island lit), the engine taking
    each."""
    from positions import give, shrine

    from luna.client.board.marks import COUNCIL, hint_marks
    from luna.client.board.targets import Group, Held, Island, IslandFavours, Shrine
    from luna.text.moves import move_text
    snap = blank(2)
    where, bare = isl(snap, "shrine"), isl(snap, "book")
    shrine(snap, where, 0)
    give(snap, 0, "novice")
    novices(snap, isl(snap, "herbs"), 0, active=2)
    game = play(snap)
    s = game.snapshot()
    council = {"type": "council", "player": 0, "island": bare, "count": 0,
               "novice_token": True}
    favour = {"type": "favour", "player": 0, "island": where, "novice_token": True}
    assert game.is_legal(council) and game.is_legal(favour)
    try:
        i18n.set_language(code)
        said = move_text(council, s)
        assert said.endswith(t("opt.with_token_alone")), said
        said = move_text(favour, s)
        assert said.endswith(t("opt.with_shrine_token")), said
        assert t("opt.with_token") not in said, said
    finally:
        i18n.set_language("en")
    marks = hint_marks(council, s, 0)       # (F805: its arrow from the mover's own piece,
    assert (Held(0, "novice"), COUNCIL) in marks.ways and Island(bare) in marks.pieces \
        and Group(bare, 0, "active") not in marks.pieces, marks   # the favour standing in)
    marks = hint_marks(favour, s, 0)
    assert (Shrine(where, 0), IslandFavours(where)) in marks.ways, marks


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_a_favour_token_taken_for_its_use_says_what_it_allows(code):
    """F721: "Take the Sailboat favour … — a favour token for a later action" did not
    say what the token gains. The Hint's short reason of a token taken for its use says
    what the token lets its holder do later, by its kind, as the rules say it (a
    shrine's 4 influence at the game's end, the engine's SHRINE_POINTS)."""
    from luna.engine.data import SHRINE_POINTS
    from luna.text.i18n import table_rule
    snap = blank(2)
    try:
        i18n.set_language(code)
        for i, island in enumerate(snap["islands"]):
            kind = island["kind"]
            why = {"term": "favour_use", "value": 1.0, "island": i}
            move = t("move.favour", kind=kind, island=t(f"island.{kind}"))
            said = reason_text(why, snap, valued=False, move=move, brief=True)
            assert said == table_rule(f"hint.why.favour_use.{kind}", snap) \
                != t("hint.why.favour_use"), \
                (kind, said)
        assert str(SHRINE_POINTS) in t("hint.why.favour_use.shrine")
    finally:
        i18n.set_language("en")
