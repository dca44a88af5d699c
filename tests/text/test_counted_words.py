"""A player's hover text counts their influence and supply with each noun in the number
its count takes, in every language (a German fresh player at 1024x700 read "Jetzt 1
Einflusspunkte"); the counts themselves are the engine's."""

from __future__ import annotations

import pytest
from positions import blank

from luna.client.board.targets import PanelItem, Player
from luna.client.game.tooltips import tooltip
from luna.text import set_language

ONE = {"en": ("1 influence point now", "1 novice", "1 shrine"),
       "de": ("jetzt 1 Einflusspunkt;", "1 Novize,", "1 Kultstätte."),
       "fr": ("1 point d’influence maintenant", "1 Novice,", "1 Sanctuaire."),
       "nl": ("nu 1 invloedspunt;", "1 novice,", "1 altaar.")}
MANY = {"en": ("12 influence points now", "3 novices", "5 shrines"),
        "de": ("jetzt 12 Einflusspunkte;", "3 Novizen,", "5 Kultstätten."),
        "fr": ("12 points d’influence maintenant", "3 Novices,", "5 Sanctuaires."),
        "nl": ("nu 12 invloedspunten;", "3 novices,", "5 altaren.")}


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_one_and_many_in_the_players_hover_text(language):
    snap = blank(players=2)
    snap["influence"][0], snap["supply"]["novices"][0], snap["supply"]["shrines"][0] = 1, 1, 1
    snap["influence"][1], snap["supply"]["novices"][1], snap["supply"]["shrines"][1] = 12, 3, 5
    set_language(language)
    try:
        for p, want in ((0, ONE[language]), (1, MANY[language])):
            words = tooltip(Player(p), snap)
            for part in want:
                assert part in words, (part, words)
        one = tooltip(PanelItem(0, "influence"), snap)
        assert ONE[language][0].rstrip(";").split(" now")[0].split("maintenant")[0].strip() \
            in one, one
        assert ONE[language][1].rstrip(",") in tooltip(PanelItem(0, "supply"), snap)
    finally:
        set_language("en")


NOUN = {"en": "1 influence", "de": "1 Einflusspunkt", "fr": "1 point d’influence",
        "nl": "1 invloedspunt"}


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_the_hints_short_reasons_count_one_influence_with_its_noun(language):
    """A French fresh player read "un jeton Faveur : 1 d'influence à la fin s'il reste"
    (the noun missing); the German and Dutch said "1 Einfluss" / "1 invloed"."""
    from luna.text import t
    set_language(language)
    try:
        for key, fmt in (("hint.why.favours", {}), ("hint.why.favours_from",
                                                    {"island": "X"}), ("hint.why.temple", {})):
            assert NOUN[language] in t(key, **fmt), (key, t(key, **fmt))
    finally:
        set_language("en")
