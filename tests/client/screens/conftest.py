"""The screens' fixtures: a hot-seat table at one screen, driven by a person."""

from __future__ import annotations

import pygame
import pytest
from human import Person

from luna.client.demo.driver import first_action
from luna.client.opening import open_game
from luna.engine import new_game

HUMAN, COMPUTER = {"kind": "human"}, {"kind": "random", "seed": 1}


def play_first_action(p) -> int:
    """The person to move takes their hand-over card where it stands, then plays the
    first lit place's first action by two clicks; the move's command index."""
    scene = p.scene
    if scene.handover.waiting is not None:
        take_the_seat(p)
    target, kind = first_action(scene)
    p.click_on(target)
    rect, _ = p.card(kind)
    n = len(scene.game.log)
    p.flick(rect.center)                  # (its LOOK: the move shows meanwhile)
    assert len(scene.game.log) > n, "the tray's button played nothing"
    return n


def take_the_seat(p) -> None:
    """The hand-over card waited for, stood its grace, and taken with Enter."""
    from luna.client.game.handover import GRACE
    p.until(lambda: p.scene.handover.rect is not None, what="the hand-over's card")
    p.wait(GRACE + 0.1)
    p.key(pygame.K_RETURN)
    assert p.scene.handover.waiting is None


@pytest.fixture
def table(tmp_path):
    """`table(computer=False, hand_over=True, seated=True)`: a person at a two-seat table
    at normal speed (the second seat a computer's where `computer`), its board settled and
    the first person's hand-over card taken (unless not `seated`); closed after the
    test."""
    made = []

    def at(computer: bool = False, hand_over: bool = True, seated: bool = True) -> Person:
        p = Person(tmp_path, speed="normal", hand_over=hand_over, menu=False)
        made.append(p)
        open_game(p.app, new_game(players=2, seed=3, seats=[HUMAN, COMPUTER if computer
                                                            else HUMAN]), autosave=False)
        p.settle()
        if seated and p.scene.handover.waiting is not None:
            take_the_seat(p)                  # the first person's card, taken
        return p

    yield at
    for p in made:
        p.close()


@pytest.fixture
def first_move():
    """`first_move(p)`: `play_first_action`, for a test to play the first move itself."""
    return play_first_action


@pytest.fixture
def card_up(table):
    """Two persons at one screen: the first has played its first action and the
    hand-over card stands for the next."""
    p = table()
    play_first_action(p)
    p.until(lambda: p.scene.handover.rect is not None, what="the hand-over's card")
    return p
