"""One name for each action across the tray, the rules book and the log (an English fresh
player: the button "Appoint" against the rules' "Appointment", the button "Shrine" against
"Build shrine"; the log's "Blue takes a Herbs favour" beside "Yellow spends the Novice
favour"; the four-player cards' "5 →11" unexplained until hovered)."""

from __future__ import annotations

import pytest

from luna.client.demo.driver import frames
from luna.client.game.panel import STRIP
from luna.client.game.projection import shown as projected_shown
from luna.client.game.tray_grid import WORDS
from luna.client.window import fonts
from luna.text import i18n, t

LANGS = ["en", "de", "fr", "nl"]
# the tray's action -> its rules book section
SECTIONS = {"favour": "actions.favour", "recruit": "actions.recruit",
            "build_shrine": "actions.build_shrine", "herbs": "actions.herbs",
            "travel": "actions.travel", "tides": "actions.tides",
            "sailboat": "actions.sailboat", "appoint": "actions.appointment",
            "consecrate": "actions.consecration", "council": "council",
            "banish": "actions.banish", "meditate": "meditation"}
# the favour named alike where it is taken and where it is returned
FAVOUR = {"en": "the {kind} favour", "de": "die Gunstmarke {kind}",
          "fr": "le jeton Faveur {kind}", "nl": "het {kind}-gunstfiche"}


@pytest.mark.parametrize("lang", LANGS)
def test_each_trays_action_is_named_as_its_rules_book_section(lang):
    """The tray's word is the section's title, or its noun where the title goes on
    ("Gunst" of "Gunst der Priester", "Conseil" of "Conseil des Prêtres", "Kultstätte"
    of "Kultstätte errichten", "Shrine" of "Build shrine")."""
    i18n.set_language(lang)
    try:
        assert set(SECTIONS) <= set(WORDS)
        for kind, section in SECTIONS.items():
            word, title = t(f"ring.{kind}"), t(f"book.{section}.title")
            assert title == word or title.startswith(word + " ") or \
                title.lower().endswith(" " + word.lower()), (kind, word, title)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_a_tray_tiles_word_is_one_form_in_every_language(lang):
    """Every tile of the tray says its action in one word, the action's short name, in
    every language (F351: the English greyed tile said "Build shrine" beside "Favour",
    "Herbs", "Tides" and the German "Kultstätte", the French "Sanctuaire")."""
    i18n.set_language(lang)
    try:
        for kind in WORDS:
            word = t(f"ring.{kind}")
            assert word and " " not in word, (lang, kind, word)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_log_names_a_favour_alike_taken_and_returned(lang):
    i18n.set_language(lang)
    try:
        for key in ("log.favour_taken", "log.favour_returned"):
            assert FAVOUR[lang].format(kind="X") in t(key, who="W", kind="X"), t(key, who="W",
                                                                                  kind="X")
        if lang == "en":           # the rules' verb: "return your Herbs favour"
            assert "returns" in t("log.favour_returned", who="W", kind="X")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size,code,text_size", [((1280, 800), "en", 100),
                                                 ((1920, 1080), "fr", 125)], ids=str)
def test_the_four_player_scoreboard_says_projected_in_words(tmp_path, size, code,
                                                            text_size):
    """Four players, the fullest tray open (the English player's 1280x800): each card
    says "projected 11" in words, under its influence or, where the cards stand a line
    each, beside it (an arrow only where a line has no room for the word: German at
    1024x700 and 150 %). The real loop at normal speed."""
    from test_action_area import _fullest, seeded_panel
    app = seeded_panel(tmp_path, size, code, text_size)
    try:
        scene = app.scene
        _fullest(app)
        frames(app, 5)
        assert scene.ring is not None
        assert scene.panel.tray < STRIP or scene.panel.projected_said
        fonts.drawn = {}
        try:
            scene.draw(app.screen)
            said = [words for _, words, _ in fonts.drawn.values()]
        finally:
            fonts.drawn = None
        for p in range(4):
            assert t("panel.projected", score=projected_shown(scene.snap, p)) in said, said
    finally:
        fonts.set_text_size(100)
        i18n.set_language("en")
