"""Every translation follows the English catalogue: same keys, same placeholders,
formats cleanly, each language's own plural rule, and one text per rule."""

from __future__ import annotations

import re
import string

import pytest

from luna import text as i18n
from luna.text.i18n import ENTRIES, LOCALE, PLURAL_KEYS, catalogue_files
from luna.text.po import compile_mo, read_po, write_po

EN = i18n.TABLES["en"]
LANGS = {code: i18n.TABLES[code] for code in ("de", "nl", "fr")}
KEYS = sorted(EN)


def fields(s: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(s) if name is not None}


def names(table: dict[str, str], k: str) -> set[str]:
    """The placeholders of a key; a plural entry's forms count together (a singular may
    name {count} where its language uses it for 0 as well, or not)."""
    base = k[:-4] if k.endswith(".one") and k[:-4] in PLURAL_KEYS else k
    if base in PLURAL_KEYS:
        return fields(table[base]) | fields(table[base + ".one"])
    return fields(table[k])


def dummies(key: str) -> dict[str, object]:
    return {name: 2 for name in names(EN, key)}


def test_tables_are_registered():
    assert set(i18n.TABLES) == {"en", *LANGS}
    for code, table in LANGS.items():
        assert i18n.TABLES[code] is table


@pytest.mark.parametrize("code", sorted(LANGS))
def test_same_keys_as_english(code):
    table = LANGS[code]
    assert not set(EN) - set(table), "missing"
    assert not set(table) - set(EN), "extra"
    for key, value in table.items():
        assert isinstance(value, str) and value.strip(), key


@pytest.mark.parametrize("code", sorted(LANGS))
def test_same_placeholders_as_english(code):
    table = LANGS[code]
    bad = {k: (names(EN, k), names(table, k)) for k in KEYS if names(EN, k) != names(table, k)}
    assert not bad


@pytest.mark.parametrize("code", ["en", *sorted(LANGS)])
def test_every_string_formats(code):
    table = i18n.TABLES[code]
    try:
        i18n.set_language(code)
        assert i18n.language() == code
        for key in KEYS:
            fmt = dummies(key)
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
                fmt = {**dummies(base), "count": 1}
                assert i18n.t(base, **fmt) == LANGS[code][key].format(**fmt), key
    finally:
        i18n.set_language("en")


def test_one_text_per_rule_no_second_rules_summary():
    """The rules are told once, in the rules book's sections (rules_book.py); the old
    one-page summary beside it is gone, in every language."""
    for code in ("en", *sorted(LANGS)):
        assert not any(k.startswith("rules.body") for k in i18n.TABLES[code])


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_each_catalogue_is_gettext_with_its_own_plural_rule(code):
    keys = []
    for path in catalogue_files(code):
        header, entries = read_po(path.read_text(encoding="utf-8"))
        rule = "plural=(n > 1)" if code == "fr" else "plural=(n != 1)"
        assert f"Language: {code}" in header and rule in header, path
        keys += [e.key for e in entries]
    assert keys == [e.key for e in ENTRIES["en"]]   # one order to read


def test_every_language_has_the_same_part_catalogues():
    parts = {code: [p.relative_to(LOCALE).parent for p in catalogue_files(code)]
             for code in ("en", "de", "nl", "fr")}
    assert parts["de"] == parts["nl"] == parts["fr"] == parts["en"]


def test_a_key_in_two_catalogues_is_refused(tmp_path, monkeypatch):
    (tmp_path / "en.po").write_text('msgid ""\nmsgstr "Language: en\\n"\n\nmsgid "a.key"\n'
                                     'msgstr "A"\n', encoding="utf-8")
    (tmp_path / "part").mkdir()
    (tmp_path / "part" / "en.po").write_text((tmp_path / "en.po").read_text("utf-8"), "utf-8")
    from luna.text import i18n as catalogues
    monkeypatch.setattr(catalogues, "LOCALE", tmp_path)
    with pytest.raises(ValueError, match="a.key"):
        catalogues._read("en")


def test_french_uses_the_singular_for_none_and_one_english_the_plural():
    try:
        i18n.set_language("fr")
        assert i18n.t("builder.count", count=0) == "0 Novice prévu"
        assert i18n.t("builder.count", count=1) == "1 Novice prévu"
        assert i18n.t("builder.count", count=2) == "2 Novices prévus"
        i18n.set_language("en")
        assert i18n.t("builder.count", count=0) == "0 novices planned"
        assert i18n.t("builder.count", count=1) == "1 novice planned"
    finally:
        i18n.set_language("en")


def test_a_catalogue_survives_writing_reading_and_compiling(tmp_path):
    import gettext
    import io
    header, entries = read_po((LOCALE / "de.po").read_text(encoding="utf-8"))
    again = read_po(write_po(header, entries, "test"))
    assert again == (header, entries)
    cat = gettext.GNUTranslations(io.BytesIO(compile_mo(header, entries)))
    longest = max(entries, key=lambda e: len(e.forms[0]))
    assert cat.gettext(longest.key) == longest.forms[0] and len(longest.forms[0]) > 200
    assert cat.ngettext("builder.count", "builder.count", 1) == LANGS["de"]["builder.count.one"]
    assert cat.gettext("no.such.key") == "no.such.key"


def test_a_missing_translation_falls_back_to_english(monkeypatch):
    from luna.text import i18n as core
    header, entries = read_po((LOCALE / "nl.po").read_text(encoding="utf-8"))
    for e in entries:
        if e.key == "menu.quit":
            e.forms = [""]
    import gettext
    import io
    cat = gettext.GNUTranslations(io.BytesIO(compile_mo(header, entries)))
    cat.add_fallback(core.CATALOGUES["en"])
    monkeypatch.setitem(core.CATALOGUES, "nl", cat)
    core.set_language("nl")
    try:
        assert i18n.t("menu.quit") == EN["menu.quit"]
        assert i18n.t("menu.new") == LANGS["nl"]["menu.new"]
    finally:
        core.set_language("en")


def test_words_kept_between_calls_follow_the_language_and_its_catalogue(monkeypatch):
    """`t` keeps each key's words: a change of language, or of the language's catalogue,
    shows the new words at once, and a plural key still takes its count's form."""
    from luna.text import i18n as core
    core.set_language("en")
    try:
        assert i18n.t("menu.quit") == EN["menu.quit"]
        core.set_language("nl")
        assert i18n.t("menu.quit") == LANGS["nl"]["menu.quit"]
        header, entries = read_po((LOCALE / "nl.po").read_text(encoding="utf-8"))
        for e in entries:
            if e.key == "menu.quit":
                e.forms = ["Stop maar"]
        import gettext
        import io
        cat = gettext.GNUTranslations(io.BytesIO(compile_mo(header, entries)))
        monkeypatch.setitem(core.CATALOGUES, "nl", cat)
        assert i18n.t("menu.quit") == "Stop maar"
        monkeypatch.undo()
        assert i18n.t("menu.quit") == LANGS["nl"]["menu.quit"]
        key = sorted(PLURAL_KEYS)[0]
        assert i18n.t(key, count=1) != i18n.t(key, count=5) or \
            LANGS["nl"][key + ".one"] == LANGS["nl"][key]
    finally:
        core.set_language("en")


def test_quotes_backslashes_tabs_and_newlines_survive_a_catalogue():
    from luna.text.po import Entry
    odd = 'He said "go"\\now\tand\nthen'
    header, entries = read_po(write_po("Language: en\n", [Entry("k", [odd])], "t"))
    assert entries[0].forms == [odd]


# A developer's note, not a game's words ("this edition's value", "the rulebooks
# do not say…", "not a player's" in a hover text): the game states its rules plainly.
NOTES = {"en": ("edition", "rulebook", "rule text"),
         "de": ("ausgabe", "spielregel ", "regeltext", "französische regel"),
         "nl": ("uitgave", "spelregels zeggen", "regeltekst", "franse spelregel"),
         "fr": ("édition", "règle française", "textes des règles", "les règles ne")}


@pytest.mark.parametrize("code", sorted(NOTES))
def test_no_text_reads_like_a_developers_note(code):
    table = i18n.TABLES[code]
    bad = [f"{k}: {v[:80]!r}" for k, v in table.items()
           for w in NOTES[code] if w in v.lower()]
    assert not bad, "\n".join(bad)


# The temple's numbered places are one thing to a player: the hover names it, and the log,
# the Book's choice and its refusal call it by the same word. In German that word is the
# tile's, the Tempelplättchen that lies on its field (DE 220): "Tempelfeld 7" beside
# "Tempelplättchen 7" was two names for one thing to a fresh player (F011).
FIELD = {"en": "temple field", "de": "tempelplättchen", "nl": "tempelveld", "fr": "case du temple"}
HOVER = {"de": "feld für tempelplättchen"}


@pytest.mark.parametrize("code", sorted(FIELD))
def test_the_temples_places_have_one_name(code):
    table = i18n.TABLES[code]
    word = FIELD[code]
    assert table["tip.field"].lower().startswith(HOVER.get(code, word))
    for k in ("log.novice_expelled", "log.book_moved", "opt.book", "refusal.field_has_book",
              "refusal.no_book_on_field", "refusal.no_novice_on_field"):
        v = table[k].lower()
        n = v.count("{field}") + v.count("{src}") + v.count("{dst}")
        assert v.count(word + " {") == n, (k, v)


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_the_hints_words_open_with_the_hint_buttons_word(code):
    """A fresh player did not know what "Adept:" before a hint meant: the hint's words
    open with the word on the button that asked for it (en Hint, de Tipp, fr Indice)."""
    table = i18n.TABLES[code]
    says = table["hint.says"].format(move="X")
    assert says.startswith(table["btn.hint"]) and "adept" not in says.lower(), says


# French sets its apostrophes as typographic ones (’), never as the typewriter's ('), and
# quotes with guillemets; a fresh player saw both in one screen. The temple's tile has one
# name, the rulebook's "tuile Temple" (FR 281), and the Favour action one, the button's
# "Faveur": "tuile du Temple" and "Faveur du Prêtre" stood beside them. (A temple *field*
# is a "case du Temple", another thing: test_the_temples_places_have_one_name.)
TILE_OTHER_NAMES = re.compile(r"tuiles? (?:du|de|de la) temple|plaquettes?|faveurs? du prêtre",
                              re.IGNORECASE)


def test_french_uses_typographic_apostrophes_and_one_name_for_the_temple_tile():
    entries = ENTRIES["fr"]
    straight = [f"{e.key}: {f[:70]!r}" for e in entries for f in e.forms if "'" in f]
    assert not straight, "\n".join(straight)
    other = [f"{e.key}: {m.group(0)!r}" for e in entries for f in e.forms
             for m in TILE_OTHER_NAMES.finditer(f)]
    assert not other, "\n".join(other)
    table = i18n.TABLES["fr"]
    assert table["tip.tile"].startswith("Tuile Temple")
    assert "tuile Temple" in table["refusal.bad_tile_number"]
    assert "tuile Temple" in table["refusal.token_not_on_tile"]
    assert table["rule.favour"].startswith(table["ring.favour"] + " :"), table["rule.favour"]


def test_french_elides_de_before_a_name_that_begins_with_a_vowel():
    """A fresh player read "Le Novice de Automate sur la case du Temple 5 est éjecté":
    French writes "d’Anna"; "de Jaune" stays; the automaton is "de l’automate", as the
    catalogue's own sentences name it."""
    i18n.set_language("fr")
    try:
        said = i18n.t("log.novice_expelled", who="Anna", field=5, by="Jaune")
        assert said.startswith("Le Novice d’Anna "), said
        assert "de Anna" not in said
        said = i18n.t("log.novice_expelled", who="Automate", field=5, by="Jaune")
        assert said.startswith("Le Novice de l’automate "), said
        said = i18n.t("log.novice_expelled", who="Jaune", field=5, by="Automate")
        assert said.startswith("Le Novice de Jaune "), said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["de", "nl"])
def test_a_name_takes_no_glued_genitive_s(code):
    """German and Dutch glue no "s" to a name: "Klaus" would read "Klauss"; a sentence
    says "von {name}" or "van {name}" instead, right for every name."""
    glued = re.compile(r"\{(name|who|by|owner|player|person|mover|winner)\}s\b")
    found = {k: s for k, s in LANGS[code].items() if glued.search(s)}
    assert not found, found


def test_only_the_languages_asked_for_are_read():
    """A start reads English and the player's language, not all four catalogues (~45 ms
    each of a first start's 2 s); a name typed by a person still meets every language's
    defaults."""
    import subprocess
    import sys
    code = ("from luna.text import i18n\n"
            "i18n.set_language('de'); i18n.t('menu.quit')\n"
            "print(sorted(i18n._READ._made), sorted(i18n.TABLES._made))\n"
            "print(i18n.seat_names(['Yellow', 'Rouge'], ['yellow', 'red']))\n"
            "print(sorted(i18n.TABLES._made))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out[0] == "['de', 'en'] []"
    assert out[1] == str(["Gelb", "Rot"])
    assert out[2] == str(sorted(["de", "en", "fr", "nl"]))


def test_the_coachs_words_read_right_in_french_and_german():
    """Issue 54: French "Aucune décision n'a rien coûté" (a double negative) and a
    round table column "Des actions" ("some actions"); German Hint "später geweiht für
    den Wert des Wächterplättchens (+3 vor dem zweitbesten Zug)"; a tile claimed says what
    its later Consecration gains in plain words, with the figure it gains now."""
    fr, de = i18n.TABLES["fr"], i18n.TABLES["de"]
    assert fr["review.none"] == "Aucune décision n’a été mesurée comme coûteuse."
    assert fr["rounds.head.play"] == "Actions"
    assert "später geweiht bringt es die Zahl unterm Wächter, jetzt {amount}" in \
        de["hint.why.tile"]
    assert de["hint.over"] == "{gain} Einfluss mehr als der zweitbeste Zug"


@pytest.mark.parametrize("code,words", [
    ("de", "1. Platz 5, 2. Platz 2 Einfluss"), ("en", "1st place 5, 2nd place 2 influence"),
    ("fr", "1re place 5, 2e place 2 points d’influence"),
    ("nl", "1e plaats 5, 2e plaats 2 invloed")])
def test_the_moon_priestess_hover_says_what_each_place_pays(code, words):
    """The German hover said "…erhalten … hier 5/2": with 2-3 players the first place
    pays 5 and the second 2 (the rules' Moon Priestess, value 5: 5 / 2)."""
    from luna.engine.data import priestess_payout
    i18n.set_language(code)
    try:
        said = i18n.t("tip.figure.priestess", pay=i18n.places_paid(priestess_payout(3)),
                      step=5)
        assert words in said and "5/2" not in said, said
    finally:
        i18n.set_language("en")
