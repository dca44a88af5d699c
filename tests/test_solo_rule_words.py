"""The Consecration's rule as a solo game states it (a fresh player read "expelled to the
jetty" and saw the automaton's novices lie down by an island): in a solo game the rule
says where the engine sends them, in every language; a game of persons keeps the jetty."""

from __future__ import annotations

import random

import pytest

from luna.client.game.choices import rule_text
from luna.engine import new_game
from luna.text import i18n

JETTY = {"en": "jetty", "de": "Bootssteg", "nl": "aanlegplaats", "fr": "embarcadère"}


def _solo_expulsion() -> tuple[dict, dict]:
    """A solo game's snapshot and an expulsion of the automaton's novice in it, as the
    engine reports it."""
    for seed in range(200):
        g = new_game(players=1, seed=seed, solo_level=1, setup="intro",
                     seats=[{"kind": "human"}] * 2)
        rng = random.Random(seed)
        while not g.is_over:
            cmd = rng.choice(g.legal())
            for ev in g.apply(cmd):
                if ev["type"] == "novice_expelled" and ev["player"] == 1 \
                        and cmd["type"] == "consecrate":
                    return g.snapshot(), ev
    raise AssertionError("no expulsion of the automaton's novice found")


@pytest.mark.parametrize("lang", sorted(JETTY))
def test_a_solo_consecration_says_where_the_automatons_novices_go(lang):
    snap, ev = _solo_expulsion()
    assert ev["to"] != "jetty"                  # the engine: beside an island
    duo = new_game(players=2, seed=1, seats=[{"kind": "human"}] * 2).snapshot()
    try:
        i18n.set_language(lang)
        solo, duo_words = rule_text("consecrate", snap), rule_text("consecrate", duo)
    finally:
        i18n.set_language("en")
    assert JETTY[lang] not in solo and JETTY[lang] in duo_words
    assert solo != duo_words
