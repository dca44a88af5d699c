"""A hover text never carries over from a card or another screen: after a round's
scoring card is dismissed (the council seat under Continue's place spoke at once after
each round) or after the rules book (a token's text stood on though the mouse had moved
away), the text under the pointer comes only once the pointer has moved and rested."""

from __future__ import annotations

import pygame
import pytest
from human import LOOK, STEP, Person
from test_scoring_summary import before_a_round_end

from luna.client.board.targets import CouncilSeat
from luna.client.game.hover import FRESH_REST
from luna.client.game.round_end import SUMMARY_GRACE
from luna.client.opening import open_game
from luna.text import t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def key(person: Person, k: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0))
        person.wait(STEP * 3)


def seat_at(scene) -> tuple[CouncilSeat, pygame.Rect]:
    return next((tg, pygame.Rect(r)) for r, tg in scene.board.hits
                if isinstance(tg, CouncilSeat))


def no_text_while_still(person: Person, seconds: float) -> None:
    """The pointer does not move: frame by frame, no hover text stands."""
    for _ in range(round(seconds / STEP)):
        person.wait(STEP)
        assert person.scene.tip_rect is None, "a hover text came without a fresh rest"


def test_no_seat_text_at_once_after_a_rounds_scoring_card(person):
    game, _ = before_a_round_end(["human", "human"])
    open_game(person.app, game, autosave=False)
    person.settle()
    scene = person.scene
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, what="the summary")
    seat, rect = seat_at(scene)
    person.point(rect.center)                 # the pointer rests on a seat under the card
    assert scene.tip_rect is None             # (no text under the summary)
    person.wait(SUMMARY_GRACE)                # (a key in its first second lights Continue)
    key(person, pygame.K_RETURN)              # Continue
    assert not person.scoring_shown
    no_text_while_still(person, 3 * FRESH_REST)
    assert scene.hover in (None, seat)
    person.point((rect.centerx + 1, rect.centery))     # a fresh rest on the seat: it speaks
    assert scene.hover == seat and scene.tip_rect is not None


def test_no_text_carried_over_from_the_rules_book(person):
    game = new_two_player_game(person)
    seat, rect = seat_at(game)
    person.point(rect.center)
    assert game.hover == seat and game.tip_rect is not None
    key(person, pygame.K_F1)
    assert type(person.scene).__name__ == "RulesBook"
    person.wait(LOOK)
    person.press(t("new.back"))               # the mouse went away, to the book's Back
    assert person.scene is game
    no_text_while_still(person, 3 * FRESH_REST)
    person.point((2, 2))                      # the open sea: nothing there, no text
    assert game.tip_rect is None
    person.point(rect.center)                 # and a thing rested on speaks as ever
    assert game.hover == seat and game.tip_rect is not None


def new_two_player_game(person: Person):
    from luna.engine import new_game
    g = new_game(players=2, seed=5, setup="intro")
    for _ in range(3):
        g.apply(g.legal()[0])
    open_game(person.app, g, autosave=False)
    person.settle()
    return person.scene
