"""Solo: End actions ends the round's action phase for good, so while actions are still
open it asks first (its question over "Yes, end" and Cancel, Esc too); with nothing left
to do it ends at once. Played in the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from positions import blank, give, isl, novices, play
from test_scoring_summary import open_at

from luna.text import t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def test_end_actions_asks_while_actions_are_open(person):
    s = blank(solo_level=1)
    novices(s, isl(s, "book"), 0, active=2)          # the Book favour may still be taken
    open_at(person, play(s))
    scene = person.scene
    n = len(scene.game.log)
    assert any(c["type"] != "end_actions" for c in scene.legal)
    person.press(t("btn.end_actions"))
    person.wait(0.3)
    assert len(scene.game.log) == n, "the action phase ended without a question"
    assert scene.move_help.rect is not None                 # the question, over its buttons
    yes, no = person.button(t("solo.end_yes")), person.button(t("btn.cancel"))
    assert yes.is_enabled and no.is_enabled and scene.move_help.rect.bottom <= yes.rect.top
    assert t("btn.end_actions") in person.greyed()      # asked once, not twice
    person.key(pygame.K_ESCAPE)                         # Esc: back to play
    assert scene.acting.end_asked is None and t("btn.end_actions") in person.usable()
    person.press(t("btn.end_actions"))
    person.press(t("btn.cancel"))                       # Cancel: the same
    assert len(scene.game.log) == n and t("solo.end_yes") not in person.usable()
    person.press(t("btn.end_actions"))
    person.press(t("solo.end_yes"))                     # and yes: it ends
    person.until(lambda: len(scene.game.log) > n, what="end actions")
    assert scene.game.log[n]["type"] == "end_actions"


def test_end_actions_with_nothing_left_to_do_ends_at_once(person):
    s = blank(solo_level=1)
    give(s, 0, "book")                                  # a favour no action can use
    open_at(person, play(s))
    scene = person.scene
    assert {c["type"] for c in scene.legal} == {"end_actions"}
    n = len(scene.game.log)
    person.press(t("btn.end_actions"))
    person.until(lambda: len(scene.game.log) > n, what="end actions")
    assert scene.game.log[n]["type"] == "end_actions" and scene.acting.end_asked is None


def test_the_keyboard_asks_and_answers_too(person):
    s = blank(solo_level=1)
    novices(s, isl(s, "book"), 0, active=2)
    open_at(person, play(s))
    scene = person.scene
    n = len(scene.game.log)
    for _ in range(20):                                 # Tab to End actions
        person.key(pygame.K_TAB)
        if scene.keys.focus == "act":
            break
    assert scene.keys.focus == "act"
    person.key(pygame.K_RETURN)
    assert scene.acting.end_asked is not None and scene.keys.focus == "confirm"
    assert len(scene.game.log) == n
    person.key(pygame.K_RETURN)                         # Enter: yes
    person.until(lambda: len(scene.game.log) > n, what="end actions")
    assert scene.game.log[n]["type"] == "end_actions"
