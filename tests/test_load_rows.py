"""A finished game in the Load list says it is finished (fresh20 read "3 players, round 6"
for a game played to its results), in every language; one still played keeps its round."""

from __future__ import annotations

import random

import pytest

from luna import saves
from luna.engine.game import new_game
from luna.text import i18n

FINISHED = {"en": "finished", "de": "beendet", "nl": "afgelopen", "fr": "terminée"}


def _played(players: int, seed: int, to_the_end: bool):
    g = new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(2000 if to_the_end else 30):
        if g.is_over:
            break
        legal = g.legal()
        g.apply(rng.choice([c for c in legal if c["type"] != "meditate"] or legal))
    return g


@pytest.mark.parametrize("lang", sorted(FINISHED))
def test_a_finished_game_is_listed_as_finished(tmp_path, lang):
    over, playing = _played(2, 4, True), _played(2, 4, False)
    assert over.is_over and not playing.is_over
    saves.save(over, tmp_path / "done.luna")
    saves.save(playing, tmp_path / "on.luna")
    rows = {e["name"]: e for e in saves.list_saves(tmp_path)}
    try:
        i18n.set_language(lang)
        done, on = i18n.save_row(rows["done"]), i18n.save_row(rows["on"])
    finally:
        i18n.set_language("en")
    assert FINISHED[lang] in done and FINISHED[lang] not in on
    assert str(playing.snapshot()["round"]) in on
