"""Nothing left is said in words: "Il reste 0 jeton Faveur Livre sur l'île" and "0 tokens
left" read poorly (fresh players); an island without favour tokens says "Il ne reste
aucun…", "No … left", "keine … mehr", "geen … meer"."""

from __future__ import annotations

import re

import pytest

from luna import text as i18n
from luna.client.board.targets import Island, IslandFavours
from luna.client.game.tooltips import brief, tooltip
from luna.engine import new_game

NONE = {"en": "No ", "de": "kein", "fr": "aucun", "nl": "geen"}


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_an_island_without_favour_tokens_says_none_left_not_zero(code):
    i18n.set_language(code)
    snap = new_game(players=2, seed=1).snapshot()
    i = 0
    snap["islands"][i]["favours"] = 0
    for words in (tooltip(IslandFavours(i), snap), brief(Island(i), snap),
                  tooltip(Island(i), snap)):
        assert words and not re.search(r"\b0\b", words), words
        assert NONE[code].lower() in words.lower(), words
    snap["islands"][i]["favours"] = 2                      # some left: their number
    for words in (tooltip(IslandFavours(i), snap), brief(Island(i), snap)):
        count = words.splitlines()[0]         # (the lines after it: what the favour does)
        assert "2" in count and NONE[code].lower() not in count.lower(), words
