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


@pytest.mark.parametrize("lang", sorted(FINISHED))
def test_the_games_own_saves_are_listed_by_what_they_are(tmp_path, lang):
    """A fresh player read "autosave" and "tutorial" in a German Load list: the game's
    own files are named by what they are in the player's language; a save the player
    named keeps its name."""
    playing = _played(2, 4, False)
    saves.save(playing, saves.autosave_path(tmp_path))
    saves.save(playing, saves.tutorial_path(tmp_path))
    saves.save(playing, tmp_path / "evening.luna")
    rows = {e["name"]: e for e in saves.list_saves(tmp_path)}
    try:
        i18n.set_language(lang)
        auto, guided = i18n.save_row(rows["autosave"]), i18n.save_row(rows["tutorial"])
        evening = i18n.save_row(rows["evening"])
        assert auto.startswith(i18n.t("load.autosave")) and "autosave" not in auto
        assert guided.startswith(i18n.t("menu.tutorial")) and "tutorial" not in guided
        assert evening.startswith("evening")
    finally:
        i18n.set_language("en")
