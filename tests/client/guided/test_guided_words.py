"""A guided step's bold instruction stands alone (the card keeps it in sight apart from
its lesson), so it names what it refers to: "Klicke auf ihn …", "Vertreibe ihn …" pointed
at a figure the lesson named before it; "ernenne auf Tempelplättchen 6" had no object."""

from __future__ import annotations

import re

import pytest

from luna import text as i18n
from luna.client.learn.lessons import STEPS, instruction
from luna.text import t

# a pronoun standing for a thing named only in the lesson's words before the instruction
# (at its start: a pronoun further on stands for what the instruction named itself)
PRONOUNS = {"en": r"\b(him|it|them)\b",
            "de": r"\b(ihn|ihm|sie|es)\b",
            "fr": r"-(le|la|les|lui)\b|\b(le|la|les|l’)\s*(cliquez|choisissez)",
            "nl": r"\b(hem|erop|ze)\b"}
# what an appointment moves up to its tile, named
APPOINTED = {"en": "a novice", "de": "einen Novizen", "fr": "d’un Novice", "nl": "een novice"}
APOSTATE = {"en": "Apostate", "de": "Abtrünnigen", "fr": "Apostat", "nl": "ketter"}


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_each_guided_instruction_names_what_it_refers_to(code):
    i18n.set_language(code)
    bad = {s.key: instruction(s) for s in STEPS        # before the instruction names a thing
           if re.search(PRONOUNS[code], " ".join(instruction(s).split()[:4]), re.IGNORECASE)}
    assert not bad, bad
    for step in STEPS:
        said = instruction(step)
        assert said in t(f"tutorial.{step.key}"), (step.key, said)    # its lesson's words
        if step.accept.get("type") == "appoint":
            assert APPOINTED[code] in said and str(step.accept["tile"]) in said, said
        if step.accept.get("type") == "banish":
            assert APOSTATE[code] in said, said
        if step.accept.get("type") == "travel" or step.key == "tides":
            assert t("island.tides" if step.key == "tides" else "island.book") in said \
                or step.key == "travel_ahead", said
