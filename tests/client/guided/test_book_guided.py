"""Moving a Book of Wisdom, guided (a fresh player clicked the book favour and
saw nothing to do; that the temple novice, then a Book, is clicked was said nowhere). A
click on the token lights the player's temple novices a Book can go to and the action
area says what to click, over Cancel; a click on a novice lights the Books that can come
and says so; a click on one plays the move. Where no Book can move, the token's note
says the engine's reason. Played through the real loop at normal speed."""

from __future__ import annotations

from human import Person
from positions import blank, empty_temple, give, play, temple_novice
from test_favour_click import _note_words
from test_scoring_summary import open_at

from luna.client.board.targets import Field, Held
from luna.client.demo.driver import target_rect
from luna.client.game.choices import label
from luna.text import t
from luna.text.i18n import refusal


def _temple(*mine_bare: int) -> dict:
    """Two players, player 0 to move with a book favour; a Book on each player's
    field (0: 18, 1: 5) and player 0's novices without one on `mine_bare`."""
    s = blank(players=2)
    empty_temple(s)
    temple_novice(s, 18, 0, book=True)
    temple_novice(s, 5, 1, book=True)
    for f in mine_bare:
        temple_novice(s, f, 0)
    give(s, 0, "book")
    return s


def test_the_book_is_guided_from_its_token_to_the_move(tmp_path):
    person = Person(tmp_path, language="de")
    try:
        open_at(person, play(_temple(2, 28)))
        scene = person.scene
        legal = [c for c in scene.legal if c["type"] == "book"]
        person.click_on(Held(0, "book"))
        # the novices a Book can go to light (the engine's), the area says to click one
        goes_to = {c["to"] for c in legal}
        assert scene.acting.lit(scene.view()) == {Field(f) for f in goes_to}
        assert scene.acting.book_words(scene.view()) == t("book.pick.novice", fields="2, 28")
        words = " ".join(_note_words(person))          # drawn in the panel's action area
        assert t("book.pick.novice", fields="2, 28")[:30] in words, words
        help_rect = scene.move_help.rect
        assert help_rect is not None and help_rect.colliderect(scene.lay.panel)
        assert t("btn.cancel_move") in person.usable()
        # the mouse on a lit novice: its hover text says what a click there does
        person.point(target_rect(scene, Field(28)).center)
        words = " ".join(_note_words(person))
        assert t("book.tip.novice", field=28)[:25] in words, words
        # a novice clicked: the Books that can come to it light, and the area says so
        person.click_on(Field(2))
        comes = {c["from"] for c in legal if c["to"] == 2}
        assert scene.acting.lit(scene.view()) == {Field(f) for f in comes} | {Field(2)}
        assert scene.acting.book_words(scene.view()) == t("book.pick.book", field=2,
                                       fields=", ".join(str(f) for f in sorted(comes)))
        person.point(target_rect(scene, Field(18)).center)     # a lit Book: its move
        words = " ".join(_note_words(person))
        move = label({"type": "book", "player": 0, "from": 18, "to": 2}, scene.snap)
        assert move[:25] in words, words
        # Cancel goes back; the token again, a novice, a Book: the move is played
        person.press(t("btn.cancel_move"))
        assert not scene.acting.book_pick and scene.acting.book_from is None
        assert scene.move_help.rect is None
        person.click_on(Held(0, "book"))
        person.click_on(Field(28))
        person.click_on(Field(18))
        person.settle()
        assert not scene.acting.book_pick
        temple = {f["field"]: f for f in scene.snap["temple"]["fields"]}
        assert temple[28]["book"] and not temple[18]["book"]
        assert "book" not in scene.snap["favours"][0]
    finally:
        person.close()


def test_a_book_token_that_cannot_move_says_why(tmp_path):
    person = Person(tmp_path, language="fr")
    try:
        open_at(person, play(_temple()))         # the one novice has its Book already
        scene = person.scene
        person.click_on(Held(0, "book"))
        assert not scene.acting.book_pick and scene.move_help.rect is None
        why = refusal(scene.game.book_refusal(0))
        assert scene.acting.favour_note == (Held(0, "book"), "favour.note.why")
        assert scene.acting.favour_why == why
        words = " ".join(_note_words(person))          # said beside the token
        assert why[:30] in words, words
        assert scene.tip_rect is not None and not scene.tip_rect.colliderect(
            scene.board.rect_of(Held(0, "book")))
    finally:
        person.close()


def test_the_clicked_novices_text_hides_none_of_the_books_to_click_next(tmp_path):
    """A fresh player clicked the novice a Book should come to; the pointer rested there
    and its hover text covered the lit fields it asked to click next. With Books of
    player 0 all round the novice, the text stands over none of them."""
    s = _temple()
    mine = [f["field"] for f in s["temple"]["fields"] if f["field"] not in (18, 5)]
    bare, books = mine[10], mine[:10] + mine[11:16]
    temple_novice(s, bare, 0)
    for f in books:
        temple_novice(s, f, 0, book=True)
    person = Person(tmp_path, language="de")
    try:
        open_at(person, play(s))
        scene = person.scene
        person.click_on(Held(0, "book"))
        person.click_on(Field(bare))
        lit = scene.acting.lit(scene.view()) - {Field(bare)}
        assert len(lit) >= 10
        person.wait(1.0)             # the pointer rests on the novice clicked
        assert scene.tip_rect is not None
        hidden = [f for f in lit if scene.tip_rect.colliderect(target_rect(scene, f))]
        assert not hidden, (scene.tip_rect, hidden)
    finally:
        person.close()
