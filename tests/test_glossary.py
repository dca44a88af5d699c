"""One word per rulebook term in each language: the words of the originals (the printed
and online rules), never a synonym beside them, and the menus name each action with it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from luna.text.i18n import ENTRIES, LANGUAGE_NAMES

# term: (the rulebook's word, the strings that must say it, words that must not appear)
GLOSSARY: dict[str, dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]]] = {
    "en": {
        "recruit": ("recruit", ("opt.recruit", "rule.recruit"), ("enlist",)),
        "banish": ("banish", ("rule.banish",), ()),      # "expel": novices to the jetty
        "jetty": ("jetty", ("jetty",), ("pier", "dock")),
    },
    "de": {
        "recruit": ("missionier", ("opt.recruit", "rule.recruit"),
                    ("anwerb", "rekrut", "werben", "wirbt")),
        "banish": ("vertreib", ("rule.banish", "act.banish"), ("verbann",)),
        "shrine": ("kultstätte", ("opt.build_shrine",), ("schrein", "altar")),
        "apostate": ("abtrünnig", ("act.banish",), ("ketzer",)),
        "jetty": ("bootssteg", ("jetty",), ("anleger", "anlegestelle")),
        "architect": ("baumeister", (), ("architekt",)),
    },
    "nl": {
        "recruit": ("werv", ("rule.recruit",), ("rekrut", "bekeren")),
        "banish": ("verbanning", ("act.banish",), ()),  # "verdrijving": to the jetty
        "jetty": ("aanlegplaats", ("jetty",), ("steiger",)),
        "apostate": ("ketter", ("act.banish",), ("afvallige",)),
    },
    "fr": {
        "recruit": ("recrut", ("opt.recruit", "rule.recruit"), ("enrôl",)),
        "banish": ("expuls", ("act.banish",), ("bannir", "bannissement")),
        "shrine": ("sanctuaire", ("opt.build_shrine",), ("autel", "lieu de culte")),
        "jetty": ("embarcadère", ("jetty",), ("ponton", "quai")),
        "apostate": ("apostat", ("act.banish",), ()),
    },
}


# The board's names (islands, figures, places), each the originals' word, with the
# synonyms a translator might reach for that must not appear beside it.
NAMES: dict[str, dict[str, tuple[str, tuple[str, ...]]]] = {
    "en": {"kind.herbs": ("herbs", ()), "kind.book": ("book", ()),
           "kind.bribery": ("bribery", ("corruption",)), "kind.tides": ("tides", ()),
           "kind.sailboat": ("sailboat", ()), "kind.shrine": ("shrine", ("altar",)),
           "figure.priestess": ("moon priestess", ()), "figure.architect": ("architect", ()),
           "figure.apostate": ("apostate", ("heretic",)),
           "figure.guardian": ("guardian", ("warden",)),
           "council.label": ("council", ()), "btn.meditate": ("meditat", ())},
    "de": {"kind.herbs": ("heilkräuter", ()), "kind.book": ("buch", ()),
           "kind.bribery": ("bestechung", ()), "kind.tides": ("gezeiten", ()),
           "kind.sailboat": ("segelboot", ()), "kind.shrine": ("kultstätte", ()),
           "figure.priestess": ("mondpriesterin", ()), "figure.guardian": ("wächter", ()),
           "council.label": ("priesterrat", ("ratsversammlung",)),
           "temple.entrance": ("eingang", ()), "opt.travel_start": ("reise", ())},
    "nl": {"kind.herbs": ("kruiden", ()), "kind.book": ("boek", ()),
           "kind.bribery": ("omkoping", ()), "kind.tides": ("getij", ()),
           "kind.sailboat": ("zeilboot", ()), "kind.shrine": ("altaar", ("heiligdom",)),
           "figure.priestess": ("maanpriesteres", ()),
           "figure.architect": ("bouwmeester", ("architect",)),
           "figure.guardian": ("tempelwachter", ()),
           "council.label": ("concilie", ("priesterraad",)), "temple.entrance": ("ingang", ())},
    "fr": {"kind.herbs": ("plantes", ()), "kind.book": ("livre", ()),
           "kind.bribery": ("corruption", ()), "kind.tides": ("marée", ()),
           "kind.sailboat": ("voilier", ()), "kind.shrine": ("sanctuaire", ()),
           "figure.priestess": ("prêtresse de la lune", ()),
           "figure.architect": ("architecte", ()), "figure.apostate": ("apostat", ()),
           "figure.guardian": ("gardien", ()), "council.label": ("conseil des prêtres", ()),
           "temple.entrance": ("porte du temple", ()), "btn.meditate": ("médit", ())},
}

# where each language's rulebook words come from
ORIGINALS = Path("/work/shared/rules")
SOURCES = {"en": "LUNA_RULES.md", "de": "originals/rules-de-online-edition.txt",
           "nl": "originals/rules-de-summary-and-nl.txt", "fr": "originals/rules-fr.txt"}


def strings(code: str) -> dict[str, str]:
    return {e.key: " ".join(e.forms) for e in ENTRIES[code]}


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_each_term_has_one_word_in_each_language(code):
    table = strings(code)
    wrong = []
    for term, (word, keys, others) in GLOSSARY[code].items():
        for key in keys:
            if word not in table[key].lower():
                wrong.append(f"{key} should say {word!r}: {table[key]!r}")
        for key, s in table.items():
            for other in others:
                if re.search(r"\b" + re.escape(other), s.lower()):
                    wrong.append(f"{key} says {other!r} for {term} (the rules: {word!r})")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_no_string_ends_in_two_dots(code):
    bad = {k: s for k, s in strings(code).items()
           if re.search(r"(?<!\.)\.\.(?!\.)", s) or "…." in s or ".…" in s}
    assert not bad, bad


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_the_board_names_things_with_the_rulebooks_words(code):
    table = strings(code)
    wrong = []
    for key, (word, others) in NAMES[code].items():
        if word not in table[key].lower():
            wrong.append(f"{key} should say {word!r}: {table[key]!r}")
        for k, s in table.items():
            for other in others:
                if re.search(r"\b" + re.escape(other), s.lower()):
                    wrong.append(f"{k} says {other!r} (the rules: {word!r})")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_the_glossarys_words_are_the_originals_words(code):
    """Every word the glossary holds for a language is in that language's rulebook."""
    source = ORIGINALS / SOURCES[code]
    if not source.exists():
        pytest.skip(f"{source} is not on this machine")
    book = source.read_text(encoding="utf-8").lower()
    words = [w for w, _, _ in GLOSSARY[code].values()] + [w for w, _ in NAMES[code].values()]
    missing = [w for w in words if w not in book]
    assert not missing, f"not in {source.name}: {missing}"
