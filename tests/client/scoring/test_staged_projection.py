"""The board as a round is scored (pacing.staged: the position before the command that
ended the round, with its first part) shows each player's projection beside the counted
influence. fresh18/fresh20 read "18, projected 17" there: the influence was staged, its
projection not. What the end would add is read from the engine's snapshot after the
command (round scoring moves influence only), for rounds of random games, the solo one
(its automaton builds a shrine as the round ends) too."""

from __future__ import annotations

import random

import pytest

from luna.client.game.pacing import split_scoring, staged
from luna.client.game.projection import shown as projected_shown
from luna.client.game.round_summary import before_the_scoring
from luna.engine.game import new_game


def _round_ends(players: int, seed: int, solo: int | None = None):
    g = new_game(players=players, seed=seed, solo_level=solo)
    rng = random.Random(seed)
    index = 0
    while not g.is_over and index < 600:
        legal = g.legal()
        cmd = rng.choice([c for c in legal if c["type"] != "meditate"] or legal)
        events = g.apply(cmd)
        head, tail = split_scoring(events)
        if tail and not g.is_over:
            yield g, index, head
        index += 1


@pytest.mark.parametrize("players,seed,solo", [(3, 5, None), (1, 9, 1)])
def test_the_staged_projection_keeps_what_the_end_adds(players, seed, solo):
    seen = 0
    for g, index, head in _round_ends(players, seed, solo):
        before, _ = before_the_scoring(g, index, head)
        stage = staged(before, head)
        after = g.snapshot()
        for p in range(after["players"]):
            assert stage["projected"][p] - stage["influence"][p] == \
                after["projected"][p] - after["influence"][p], (index, p)
            assert stage["projected"][p] >= stage["influence"][p]
            # the card's projection (the round's coming scoring in it) does not move as
            # the round is scored, but for the command's own gains before its scoring
            # (the last candle's): the scoring was in it already (F588)
            start = next(k for k, e in enumerate(head) if e.get("phase") == "scoring")
            own = sum(e["delta"] for e in head[:start]
                      if e["type"] == "influence" and e["player"] == p)
            if not any(e["type"] == "shrine_built" for e in head):
                assert projected_shown(stage, p) == projected_shown(before, p) + own, (index, p)
        seen += 1
    assert seen >= 3
