"""One word per rulebook term in each language (luna/text/glossary.py): the words of the
originals (the printed and online rules), never a synonym beside them, in every catalogue
(the log, the hover texts, the computers' reasons, the guided game, the rules book), and
the strings that name a term name it with that word."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from luna.text.glossary import GLOSSARY, SOURCES
from luna.text.i18n import ENTRIES, LANGUAGE_NAMES

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

ORIGINALS = Path("/work/shared/rules")
BOOKS = {"en": "LUNA_RULES.md", "de": "originals/rules-de-online-edition.txt",
         "nl": "originals/rules-de-summary-and-nl.txt", "fr": "originals/rules-fr.txt"}


def avoided(pattern: str, s: str) -> bool:
    s = re.sub(r"\{[a-z_]+\}", "", s)             # placeholders are not words
    if pattern.startswith("(?-i)"):
        return re.search(pattern[5:], s) is not None
    return re.search(pattern, s, re.IGNORECASE) is not None


def strings(code: str) -> dict[str, str]:
    return {e.key: " ".join(e.forms) for e in ENTRIES[code]}


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_each_term_has_one_word_in_every_catalogue(code):
    """The strings that name a term say its word; no string anywhere says a synonym."""
    table = strings(code)
    wrong = []
    for term, (word, _, keys, avoid) in GLOSSARY[code].items():
        for key in keys:
            if word not in table[key].lower():
                wrong.append(f"{key} should say {word!r}: {table[key]!r}")
        for key, s in table.items():
            wrong += [f"{key} says {p!r} for {term} (the rules: {word!r}): {s[:90]!r}"
                      for p in avoid if avoided(p, s)]
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
def test_the_glossarys_words_stand_on_the_rulebook_lines_it_names(code):
    """Every word the glossary holds for a language is on the line of that language's
    rulebook that it names (the board's names: anywhere in it)."""
    missing = []
    for term, (word, source, _, _) in GLOSSARY[code].items():
        if not source:
            continue
        book, line = source.split()
        assert book == code.upper() and book in SOURCES, (term, source)
        path = ORIGINALS / SOURCES[book]
        if not path.exists():
            pytest.skip(f"{path} is not on this machine")
        # (the rulebook's typewriter apostrophe, the game's typographic one)
        text = path.read_text(encoding="utf-8").lower().replace("'", "’").split("\n")
        if word not in text[int(line) - 1]:
            missing.append(f"{term}: {word!r} is not on {source}: {text[int(line) - 1][:80]!r}")
    book = (ORIGINALS / BOOKS[code]).read_text(encoding="utf-8").lower()
    missing += [f"{w!r} is not in {BOOKS[code]}" for w, _ in NAMES[code].values() if w not in book]
    assert not missing, "\n".join(missing)


# French "tour" is the rulebook's round (FR 123 "Le jeu se déroule en 6 tours"); a
# player's turn is said otherwise ("à vous de jouer", "à chaque passage"), so that no
# sentence reads as "per round". "À tour de rôle" (FR 125) is the rulebook's own idiom.
TOUR_AS_TURN = re.compile(r"(?<!tour )\bpar tour\b|\b(?:votre|son|leur) (?:prochain )?tour\b"
                          r"|\bau tour de (?!\d)|\bjamais de tour\b|\btour lui-même",
                          re.IGNORECASE)
TURN_KEYS = ("turn_of", "refusal.not_your_turn", "net.error.not_your_turn",
             "rule.place_pair", "book.preliminary.4", "book.solo.1")


def test_french_never_says_tour_for_a_players_turn():
    table = strings("fr")
    wrong = [f"{k}: {s[:90]!r}" for k, s in table.items()
             if TOUR_AS_TURN.search(re.sub(r"\{[a-z_]+\}", "", s))]
    wrong += [f"{k} is a turn: {table[k]!r}" for k in TURN_KEYS
              if re.search(r"\btour\b(?! préliminaire)", table[k], re.IGNORECASE)]
    assert not wrong, "\n".join(wrong)


# The thing stacked in the meditation room is a time marker in every rulebook (EN 41,
# DE 271, NL 373, FR 362); its face shows a burning candle (DE 65, NL 75, FR 75), and the
# board draws it as one. Fresh players read "candle" in some texts and "time marker" in
# others (F011): the rulebook's word only, in every string a player reads.
CANDLE = {"en": ("candle", "LUNA_RULES.md", None), "de": ("kerze", "DE", 65),
          "nl": ("kaars", "NL", 75), "fr": ("bougie", "FR", 75)}


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_the_time_markers_are_never_called_candles(code):
    """Every catalogue of the language scanned for its candle word (the word the
    originals use for the picture on a marker's face, not for the marker)."""
    word, book, line = CANDLE[code]
    if line is not None:                      # the word is the rulebook's, so it can match
        path = ORIGINALS / SOURCES[book]
        if path.exists():
            assert word in path.read_text(encoding="utf-8").lower().split("\n")[line - 1]
    assert GLOSSARY[code]["time marker"].word in strings(code)["opt.meditate"].lower()
    said = {k: s for k, s in strings(code).items() if word in s.lower()}
    assert len(strings(code)) > 500 and not said, said


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_the_new_games_setup_choice_is_named_as_the_rules_book_names_it(code):
    """The New game dialog's first setup is the rules book's "Introductory setup": its
    word stands in that section's title, so a player finds it there. In French the bare
    rulebook adjective ("Spécifique") did not say what it was to a fresh player: the
    option says "Prédéfinie" (as de "Vorgegeben", nl "Voorgedrukt"; "Initiation" would
    read as the level "Initié" beside it), the title keeps the rulebook's word too."""
    table = strings(code)
    option, title = table["new.setup.intro"].lower(), table["book.setup.intro.title"].lower()
    assert option.rstrip("e") in title, (option, title)
    assert option != "spécifique"


# The temple tile had three German names in the texts ("Tempelfeld 7", "Tempelplättchen 7",
# "Plättchen 7 im Tempel"; F011). The online edition's component is the
# Tempelplättchen (DE 34, 59); it keeps its number in the temple, where it lies on the field
# of that number (DE 220). So a numbered place a novice or a book stands on is always
# "Tempelplättchen N"; "Feld" is only the space itself ("Feld für Tempelplättchen 7").
GERMAN_TILE_NAMES = re.compile(r"tempelfeld|(?<![a-zäöüß])(?:plättchen|feld(?:es)?)\s+(?:\d|\{)"
                               r"|plättchen\s+(?:\d+|\{\w+\})\s+im tempel\b", re.IGNORECASE)


def test_german_names_a_temple_tile_one_way():
    table = strings("de")
    wrong = [f"{k}: {m.group(0)!r} in {s[:90]!r}" for k, s in table.items()
             for m in [GERMAN_TILE_NAMES.search(s)] if m]
    assert not wrong, "\n".join(wrong)
    assert table["log.tile_consecrated"] == "{who} weiht Tempelplättchen {tile}"


# The Apostate counts the novices standing on his island and lying beside it (rules,
# scoring: on (active) and beside (inactive)); "on and beside this island" was read as
# the islands beside it (F600). Every text of his count says it one way per language.
APOSTATE_COUNT = ("tip.figure.apostate", "tip.figure.apostate.solo", "tip.stake.apostate",
                  "tip.stake.apostate.nobody", "book.picture.apostate",
                  "book.scoring.apostate.1", "tutorial.note.apostate", "tutorial.banish",
                  "look.apostate")
STANDING_LYING = {"en": r"standing on or lying beside (his|this) island",
                  "de": r"auf (seiner|dieser) Insel (stehen|steht) oder neben ihr (liegen|liegt)",
                  "fr": r"debout sur (son|cette) île ou couchés? à côté",
                  "nl": r"op (zijn|dit) eiland (staan|staat) of ernaast (liggen|ligt)"}
BARE_BESIDE = {"en": r"\bon (and|or) beside\b", "de": r"\bauf (und|oder) neben\b",
               "fr": r"\b(sur|île) (et|ou) à côté\b", "nl": r"\bop (en|of) naast\b"}


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_the_apostates_count_says_novices_standing_on_and_lying_beside(code):
    forms = {e.key: e.forms for e in ENTRIES[code]}
    wrong = [f"{key}: {form!r}" for key in APOSTATE_COUNT for form in forms[key]
             if not re.search(STANDING_LYING[code], form, re.IGNORECASE)]
    apostate = GLOSSARY[code]["apostate"].word          # (and nowhere else of him)
    wrong += [f"{key} says it bare: {s[:90]!r}" for key, s in strings(code).items()
              if re.search(BARE_BESIDE[code], s, re.IGNORECASE) and apostate in s.lower()]
    assert not wrong, "\n".join(wrong)
