"""The hint and the round's scoring shown on the board, at human pace (tests/client/human.py):
what a person sees is checked through what the mark layer drew (`scene.marks`)."""

from __future__ import annotations

import pytest
from gains import gain_told
from human import Person
from test_hint_place import stands
from test_human_pace import my_turn, start_new_game

from luna.client.game.actions import actions_at
from luna.client.game.hint_goal import SEEN
from luna.text import t
from luna.text.reason_words import reason_text


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path, hint_nudge=True)      # (the Hint's goal first: H twice)
    yield p
    p.close()


def ask_hint(person: Person):
    person.until(lambda: my_turn(person), what="my turn")
    person.settle()
    person.press(t("btn.hint"))     # its goal first, a prompt to try a move, its move
    person.until(lambda: person.scene.view().hint_goal, what="the hint's goal")
    for _ in range(2):
        person.wait(SEEN)
        person.press(t("btn.hint"))
    person.until(lambda: person.scene.view().hint is not None and person.scene.marks.drawn,
                 what="the hint on the board")
    return person.scene.hints.hint.command


def play_through_the_ring(person: Person, cmd: dict) -> None:
    """Click the hinted piece (or its target): its ring marks the hinted action with a
    star, standing on the Hint's whole move (its count, its favour: F670), and one
    click on that button plays the hint."""
    scene = person.scene
    me = scene.game.to_move
    for target, _ in scene.marks.drawn:
        acts = [a for a in actions_at(target, scene.legal, scene.snap, me, hint=cmd)
                if cmd in a.variants.values()]
        if acts:
            person.click_on(target)
            _, act = person.card(cmd["type"])
            assert act.hinted and act.variants[act.hint_choice] == cmd     # the star
            assert act.command == cmd                  # its whole move, unstepped
            person.take(cmd["type"])
            return
    raise AssertionError(f"no marked piece offers {cmd}")


def test_the_hint_marks_its_pieces_and_target_with_the_reason_until_played(person):
    start_new_game(person, "2", ["human", "human"])
    scene = person.scene
    n = len(scene.game.log)
    cmd = ask_hint(person)
    person.wait(0.5)
    assert len(scene.game.log) == n                    # a hint never plays by itself
    # (a council move: the seat it reaches)
    marks = scene.hints.marks_of(scene.hints.hint, scene.view())
    drawn = dict(scene.marks.drawn)
    # every piece and target of the move that lies on the board is drawn marked
    assert [g for g in marks.goals if g in drawn] == list(marks.goals)
    assert all(drawn[g] == "goal" for g in marks.goals)
    assert any(role == "piece" for role in drawn.values()) or not marks.pieces
    # the move in its card over the panel's toolbar, its first sentence (F928); the
    # judge's reason and its gain over the next-best move in its whole words (its hover)
    hint = scene.hints.hint
    why = reason_text(hint.why, scene.snap, told_ahead=False, valued=False, brief=True)
    gain = gain_told(hint.gain)
    assert scene.marks.label in scene.hints.brief(hint, scene.view()), scene.marks.label
    label = scene.hints.words(hint, scene.snap) + "."
    assert why and why in label and label[:-1].endswith(gain), label   # (its stop: F865)
    assert stands(scene, scene.marks.label_rect)
    play_through_the_ring(person, cmd)
    assert scene.game.log[n]["type"] == cmd["type"]
    assert scene.hints.hint is None and scene.marks.drawn == []
    person.settle()                                    # not back when the move has landed
    assert scene.marks.drawn == [] and scene.marks.label is None
    # asked again and then undone: gone too
    ask_hint(person)
    person.press(t("btn.undo"))
    person.press(t("undo.other_yes"))      # hot seat: the last move was another person's
    person.wait(0.3)
    assert scene.hints.hint is None and scene.marks.drawn == []


def test_the_hints_words_are_placed_once_while_nothing_round_them_moves(person, monkeypatch):
    """Placing the hint's words each frame cost frames (60 ms where a search weighed
    hundreds of places): a standing hint keeps its card from frame to frame, its forms
    measured once, at the same place when found again."""
    from luna.client.game import hinting
    start_new_game(person, "2", ["human", "human"])
    ask_hint(person)
    person.settle()
    scene = person.scene
    where = scene.marks.label_rect
    calls = []
    real = hinting.card_box
    monkeypatch.setattr(hinting, "card_box", lambda *a: calls.append(1) or real(*a))
    person.wait(1.0)
    assert calls == [] and scene.marks.label_rect == where    # a second of frames, one place
    scene.hints._place_at = ((), None)         # forgotten: placed again, at the same place
    person.wait(0.1)
    once = len(calls)           # one placing: each form at each size at most
    assert 1 <= once <= 12 and scene.marks.label_rect == where
    person.wait(0.3)
    assert len(calls) == once
