"""Every translation follows the English string table: same keys, same placeholders,
formats cleanly, and the rules text uses only the tags pygame-gui's text box understands."""

from __future__ import annotations

import re
import string

import pytest

from luna.client import i18n
from luna.client.lang import de, en, fr, nl

LANGS = {"de": de.STRINGS, "nl": nl.STRINGS, "fr": fr.STRINGS}
KEYS = sorted(en.STRINGS)
TAG = re.compile(r"<[^<>]*>")
ALLOWED = re.compile(r"<(b|/b|i|/i|br|/font|font size=\d+)>")


def fields(s: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(s) if name is not None}


def dummies(s: str) -> dict[str, object]:
    return {name: 2 for name in fields(s)}


def test_tables_are_registered():
    assert set(i18n.TABLES) == {"en", *LANGS}
    for code, table in LANGS.items():
        assert i18n.TABLES[code] is table


@pytest.mark.parametrize("code", sorted(LANGS))
def test_same_keys_as_english(code):
    table = LANGS[code]
    assert not set(en.STRINGS) - set(table), "missing"
    assert not set(table) - set(en.STRINGS), "extra"
    for key, value in table.items():
        assert isinstance(value, str) and value.strip(), key


@pytest.mark.parametrize("code", sorted(LANGS))
def test_same_placeholders_as_english(code):
    table = LANGS[code]
    bad = {k: (fields(en.STRINGS[k]), fields(table[k])) for k in KEYS
           if fields(en.STRINGS[k]) != fields(table[k])}
    assert not bad


@pytest.mark.parametrize("code", ["en", *sorted(LANGS)])
def test_every_string_formats(code):
    table = i18n.TABLES[code]
    try:
        i18n.set_language(code)
        assert i18n.language() == code
        for key in KEYS:
            fmt = dummies(en.STRINGS[key])
            assert table[key].format(**fmt)                # raises on a bad placeholder
            out = i18n.t(key, **fmt)
            assert out and "{" not in out and "}" not in out, key
            if not fmt:
                assert i18n.t(key) == table[key]
    finally:
        i18n.set_language("en")
    assert i18n.language() == "en"


@pytest.mark.parametrize("code", sorted(LANGS))
def test_singular_forms_are_used(code):
    try:
        i18n.set_language(code)
        for key in KEYS:
            if key.endswith(".one"):
                base = key[:-4]
                fmt = {**dummies(en.STRINGS[base]), "count": 1}
                assert i18n.t(base, **fmt) == LANGS[code][key].format(**fmt), key
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", *sorted(LANGS)])
def test_rules_body_tags(code):
    body = i18n.TABLES[code]["rules.body"]
    stack: list[str] = []
    for tag in TAG.findall(body):
        assert ALLOWED.fullmatch(tag), tag
        name = tag[1:-1].split()[0]
        if name == "br":
            continue
        if name.startswith("/"):
            assert stack and stack[-1] == name[1:], f"unbalanced {tag}"
            stack.pop()
        else:
            stack.append(name)
    assert not stack, f"unclosed {stack}"
    text = TAG.sub("", body)
    assert "<" not in text and ">" not in text and "&" not in text


@pytest.mark.parametrize("code", sorted(LANGS))
def test_rules_body_has_the_same_sections(code):
    body = LANGS[code]["rules.body"]
    assert body.count("<font size=5>") == en.STRINGS["rules.body"].count("<font size=5>")
