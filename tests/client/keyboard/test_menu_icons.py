"""Every action a menu can offer has its picture (Cancel has none)."""

from __future__ import annotations

import random

import pygame
import pytest

from luna.client.game.action_icons import icon
from luna.client.game.choices import Option, label
from luna.engine import new_game


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    yield


def test_every_command_of_a_game_has_a_picture():
    seen: set[str] = set()
    for seed in (1, 2):
        g = new_game(players=3, seed=seed, setup="random", seats=[{"kind": "human"}] * 3)
        rng = random.Random(seed)
        for _ in range(200):
            if g.is_over:
                break
            snap, legal = g.snapshot(), g.legal()
            for cmd in legal:
                if cmd["type"] not in seen:
                    pic = icon(Option(label(cmd, snap), "", command=cmd), snap, g.to_move)
                    assert pic is not None and pic.get_width() > 0, cmd
                    seen.add(cmd["type"])
            g.apply(rng.choice(legal))
    assert {"favour", "recruit", "council", "appoint", "meditate"} <= seen
    assert icon(None, g.snapshot(), 0) is None
