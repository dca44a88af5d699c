"""One word per rulebook term in each language: the words of the originals (the printed
and online rules), never a synonym beside them, and the menus name each action with it."""

from __future__ import annotations

import re

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
