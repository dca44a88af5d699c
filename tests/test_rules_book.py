"""The rules book (issue 12, section 2): its sections in the rulebook's order, each in all
four languages, searchable in the player's language; the hover texts name sections that
exist; the Rules screen shows the contents, a page with the board's own pictures and a
search that says plainly when nothing matches."""

from __future__ import annotations

import pygame
import pytest

from luna import text as i18n
from luna.client.board.targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    Group,
    GuardianTile,
    Held,
    Island,
    IslandFavours,
    Jetty,
    JettyArea,
    PanelItem,
    Player,
    Shrine,
    Tile,
)
from luna.client.demo.driver import frames, make_app
from luna.client.learn import rules_pictures
from luna.client.widgets import tooltips as tips
from luna.text import rules_book
from luna.text.i18n import TABLES


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


EVERY_TARGET = [Island(0), Group(0, 0, "active"), Group(0, 0, "inactive"), IslandFavours(0),
                *(Figure(f) for f in ("priestess", "architect", "apostate", "guardian")),
                Tile(5), GuardianTile(0), Field(5), Jetty(0), JettyArea(), CouncilSeat(3, 1),
                Candles(), Shrine(0, 0),
                *(Held(0, k) for k in ("shrine", "herbs", "tides", "sailboat", "bribery",
                                       "book", "novice")),
                *(PanelItem(0, k) for k in ("influence", "projected", "supply", "council")),
                Player(0)]


def test_every_section_a_hover_text_names_exists():
    named = {tips.rule_section(tg) for tg in EVERY_TARGET}
    assert None not in named, "a hover text names no rule"
    assert named <= set(rules_book.BY_ID), named - set(rules_book.BY_ID)
    tables = [tips._FIGURE_SECTION, tips._FAVOUR_SECTION, tips._PANEL_SECTION]
    assert {v for m in tables for v in m.values()} <= set(rules_book.BY_ID)


def test_the_book_has_the_rulebooks_sections():
    ids = [s.id for s in rules_book.SECTIONS]
    for wanted in ("setup", "setup.intro", "setup.random", "preliminary", "round",
                   "actions.favour", "actions.recruit", "actions.build_shrine",
                   "actions.herbs", "actions.travel", "actions.tides", "actions.sailboat",
                   "actions.appointment", "actions.consecration", "actions.book",
                   "actions.banish", "actions.novice_favour", "council", "meditation",
                   "scoring.moon_priestess", "scoring.apostate", "scoring.temple",
                   "guardian", "final", "two_players", "solo.level1", "solo.level2",
                   "solo.level3"):
        assert wanted in ids
    assert len(ids) == len(set(ids))
    pictures = {p.picture for s in rules_book.SECTIONS for p in s.paragraphs} - {None}
    assert pictures == set(rules_book.PICTURES)


@pytest.mark.parametrize("code", list(i18n.LANGUAGE_NAMES))
def test_every_section_has_its_words_in_each_language(code):
    """In the language's own catalogue (not English standing in)."""
    table = TABLES[code]
    keys = ["book.contents", "book.search", "book.no_match", "book.matches", "book.tip_f1",
            *(f"book.picture.{p}" for p in rules_book.PICTURES)]
    for s in rules_book.SECTIONS:
        keys += [s.title_key, *(p.key for p in s.paragraphs)]
    missing = [k for k in keys if not table.get(k, "").strip()]
    assert not missing, missing
    if code != "en":
        same = [k for k in keys if len(table[k]) > 20 and table[k] == TABLES["en"][k]]
        assert not same, f"not translated: {same}"


@pytest.mark.parametrize("code,word,section", [
    ("en", "Apostate", "scoring.apostate"), ("en", "apostate", "actions.banish"),
    ("de", "Abtrünniger", "scoring.apostate"), ("de", "abtrunniger", "scoring.apostate"),
    ("fr", "Apostat", "scoring.apostate"), ("fr", "eject", "actions.consecration"),
    ("nl", "ketter", "scoring.apostate"), ("nl", "VERDREVEN", "actions.consecration"),
    ("en", "Book of Wisdom", "actions.book"), ("de", "Kultstätte", "actions.build_shrine"),
])
def test_search_finds_a_word_in_the_players_language(code, word, section):
    i18n.set_language(code)
    found = [s.id for s in rules_book.search(word)]
    assert section in found
    assert len(found) < len(rules_book.SECTIONS)


def test_search_is_in_the_current_language_only():
    i18n.set_language("en")
    assert rules_book.search("Abtrünniger") == []
    i18n.set_language("de")
    assert rules_book.search("Abtrünniger")


@pytest.mark.parametrize("code", list(i18n.LANGUAGE_NAMES))
def test_nonsense_matches_nothing(code):
    i18n.set_language(code)
    assert rules_book.search("xqzzyv") == []
    assert rules_book.search("  ") == list(rules_book.SECTIONS)


@pytest.mark.parametrize("name", rules_book.PICTURES)
def test_each_picture_is_drawn_within_its_width(name):
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    surf = rules_pictures.picture(name, 260)
    w, h = surf.get_size()
    assert 0 < w <= 260 and h > 20
    drawn = pygame.mask.from_surface(surf).count()
    assert drawn > w * h * 0.2, "the picture is mostly empty"


def test_the_screen_says_plainly_when_nothing_matches(tmp_path):
    app = make_app(tmp_path, size=(1280, 800))
    book = app.open("rules")
    book.filter("xqzzyv")
    frames(app, 2)
    words = [s for _, _, s in book.placed]
    assert book.contents() == []
    assert any(t_ == i18n.t("book.no_match", words="xqzzyv") for t_ in words), words
    book.filter("")
    frames(app, 2)
    assert len(book.contents()) == len(rules_book.SECTIONS)


def test_a_section_opened_at_the_end_of_the_contents_is_in_view(tmp_path):
    app = make_app(tmp_path, size=(1024, 700))
    book = app.open("rules", section="solo.level3")
    frames(app, 2)
    assert "solo.level3" in {sid for _, sid in book.entries}
    assert book.page_title() == i18n.t("book.solo.level3.title")


def test_a_search_opens_the_section_named_by_the_words_and_marks_them():
    i18n.set_language("de")
    found = rules_book.search("Abtrünniger")
    assert rules_book.best("Abtrünniger", found).id == "scoring.apostate"
    line = "Mondpriesterin, Baumeister und Abtrünniger kommen"
    (a, b), = rules_book.found_in("abtrunniger", line)
    assert line[a:b].lower().startswith("abtrünnige")
    i18n.set_language("en")
    assert rules_book.best("apostate", rules_book.search("apostate")).id == "scoring.apostate"
    assert rules_book.best("qqxz", []) is None
