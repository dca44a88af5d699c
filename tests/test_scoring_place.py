"""A round's scoring summary stands in one place, round after round (fresh16: it stood
somewhere else each round, where it hid the least of the places scored, and was looked
for): the board's middle, its top kept. Two round ends played in one window, in the real
loop at normal speed."""

from __future__ import annotations

import pytest
from human import Person
from test_scoring_summary import before_a_round_end, open_at

from luna.text import t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path, size=(1280, 800))
    yield p
    p.close()


def test_the_summary_stands_in_one_place_every_round(person):
    game, _ = before_a_round_end(["human", "human", "human"], seed=4)
    open_at(person, game)
    scene = person.scene
    spots = []
    for rnd in (1, 2):
        n = 0
        while not person.scoring_shown:           # meditate until the round ends
            person.until(lambda: scene.table.may_act and not scene.blocked
                         or person.scoring_shown, what="a turn")
            if person.scoring_shown:
                break
            person.press(t("btn.meditate"))
            n += 1
            assert n < 12, "the round did not end"
        person.wait(0.3)
        card, board = scene.scoring.rect, scene.lay.board
        assert scene.summary.round == rnd
        spots.append((card.midtop, scene.summary.priestess_island))
        # the board's middle, whole on the board, its Continue on it
        assert abs(card.centerx - (board[0] + board[2] // 2)) <= 1
        assert abs(card.centery - (board[1] + board[3] // 2)) <= 12
        assert card.contains(scene.scoring.button.rect)
        person.read_the_scoring()
    (first, here1), (second, here2) = spots
    assert here1 != here2                 # the Moon Priestess moved: other places marked
    assert first == second, spots
