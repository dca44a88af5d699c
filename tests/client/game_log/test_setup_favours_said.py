"""The favours every player takes as the preliminary round ends (rules 2: one from each
island where they have neither shrine nor novice) are told as the setup's, not as a
player's action (a French fresh player read "Jaune prend le jeton Faveur Voilier" twice
at the setup's end, "I did not choose these and nothing explained why"). From the
engine's own events, in the four languages; an action's favour keeps its plain line."""

from __future__ import annotations

import random

import pytest

from luna.client.game.game_log import told_events
from luna.engine import new_game
from luna.text import set_language, t
from luna.text.i18n import kind as kind_name


def _setup_end():
    g = new_game(players=3, seed=5, setup="random")
    rng = random.Random(5)
    while True:
        cmd = rng.choice(g.legal())
        events = g.apply(cmd)
        if any(e["type"] == "favour_taken" for e in events):
            return g, events


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_the_setups_favours_are_told_as_the_setups(code):
    game, events = _setup_end()
    snap = game.snapshot()
    taken = [e for e in events if e["type"] == "favour_taken"]
    assert taken and events[0]["type"] == "novices_placed"
    set_language(code)
    try:
        said = {id(ev): words for (words, _), ev in told_events(events, snap)}
        for ev in taken:
            who = snap["names"][ev["player"]]
            assert said[id(ev)] == t("log.favour_taken.setup", who=who,
                                     kind=kind_name(ev["kind"])), said[id(ev)]
            assert t("panel.preliminary").lower() in said[id(ev)].lower()
        rng = random.Random(1)                 # a favour taken by an action: its own line
        while True:
            cmd = next((c for c in game.legal() if c["type"] == "favour"), None)
            if cmd is not None:
                break
            game.apply(rng.choice(game.legal()))
        evs = game.apply(cmd)
        lines = [w for (w, _), ev in told_events(evs, game.snapshot())
                 if ev["type"] == "favour_taken"]
        assert lines and t("panel.preliminary").lower() not in lines[0].lower()
    finally:
        set_language("en")
