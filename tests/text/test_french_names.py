"""Names said one way: the solo automaton is "l'automate" in every French sentence (a
fresh player read "Le Novice d'Automate" beside "Le Novice de l'automate"); an island is
"l'Île …" as the catalogue names it; a seat of the new game is a player's ("Place 1" read
as a place on the board)."""

from __future__ import annotations

import re
import string

import pytest

from luna import text as i18n
from luna.text import t
from luna.text.i18n import TABLES

WHO = ("who", "name", "victim", "person", "player", "by", "owner", "mover", "winner")


def _fields(s: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(s) if name}


def test_the_automaton_is_named_as_the_catalogue_names_it_in_every_french_sentence():
    i18n.set_language("fr")
    bot = t("solo.automaton")
    said = 0
    for key, s in TABLES["fr"].items():
        fields = _fields(s)
        who = [f for f in fields if f in WHO]
        if not who or key.endswith(".one") or s.strip() == f"{{{who[0]}}}":
            continue
        words = t(key, **{f: (bot if f in who else 2) for f in fields})
        said += 1
        assert "d’" + bot not in words and "de " + bot not in words, (key, words)
        assert bot not in words.replace("L’" + bot.lower(), ""), (key, words)
        assert re.search(r"(?i)l’automate", words), (key, words)
    assert said > 20
    assert t("tip.field.novice", name=bot) == "Novice de l’automate"
    assert t("tip.group_active", name=bot, count=2, island="x").startswith("L’automate")


def test_a_french_island_is_named_l_ile_as_the_catalogue_does_everywhere():
    names = {t_ for k, t_ in TABLES["fr"].items() if k.startswith("island.")}
    assert names and all(n.startswith("l’Île ") for n in names), names
    wrong = {k: s for k, s in TABLES["fr"].items()
             if re.search(r"[lL]’île (aux|du|de la) [A-ZÉ]", s)}
    assert not wrong, wrong


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_new_games_seat_is_named_as_a_player(code):
    i18n.set_language(code)
    heading = t("new.players")                          # "Joueurs", "Spieler", …
    seat = t("new.seat", n=1)
    word = seat.replace("1", "").strip()
    assert seat.endswith("1") and heading.startswith(word), (seat, heading)
