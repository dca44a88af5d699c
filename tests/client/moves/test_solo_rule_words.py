"""The Consecration's rule as a solo game states it (a fresh player read "expelled to the
jetty" and saw the automaton's novices lie down by an island): in a solo game the rule
says where the engine sends them, in every language; a game of persons keeps the jetty."""

from __future__ import annotations

import random

import pytest

from luna.client.game.choices import command_rule, rule_text
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


def _solo_consecration() -> tuple[dict, dict, list[dict]]:
    """A solo game's position, the person's Consecration played there that expels the
    automaton's novice, its events, and the snapshot just before it."""
    for seed in range(200):
        g = new_game(players=1, seed=seed, solo_level=1, setup="intro",
                     seats=[{"kind": "human"}] * 2)
        rng = random.Random(seed)
        while not g.is_over:
            cmd = rng.choice(g.legal())
            before = g.snapshot()
            events = g.apply(cmd)
            if cmd["type"] == "consecrate" and any(
                    e["type"] == "novice_expelled" and e["player"] == 1 for e in events):
                return before, cmd, events
    raise AssertionError("no expulsion of the automaton's novice found")


@pytest.mark.parametrize("lang", sorted(JETTY))
def test_why_on_a_solo_consecration_says_the_options_rule(lang):
    """"Why?" on the person's own Consecration line and the option's hover say the rule
    with one sentence (text/rule_words.py), so they cannot diverge: in the solo game the
    automaton's expelled novices lie down beside an island, never on the jetty."""
    from luna.text.explain import tell
    before, cmd, events = _solo_consecration()
    placed = next(e for e in events if e["type"] == "tile_consecrated")
    try:
        i18n.set_language(lang)
        why = tell(placed, cmd, events, before).text
        hover = command_rule(cmd, before)          # the option's hover for this move
    finally:
        i18n.set_language("en")
    assert why == hover
    assert JETTY[lang] not in why
