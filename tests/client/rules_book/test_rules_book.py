"""The rules book (issue 12, section 2): its sections in the rulebook's order, each in all
four languages, searchable in the player's language; the hover texts name sections that
exist; the Rules screen shows the contents, a page with the board's own pictures and a
search that says plainly when nothing matches."""

from __future__ import annotations

import re

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
from luna.client.game import asked
from luna.client.game import tooltips as tips
from luna.client.learn import rules_pictures
from luna.text import rules_book, t
from luna.text.i18n import TABLES

EVERY_TARGET = [Island(0), Group(0, 0, "active"), Group(0, 0, "inactive"), IslandFavours(0),
                *(Figure(f) for f in ("priestess", "architect", "apostate", "guardian")),
                Tile(5), GuardianTile(0), Field(5), Jetty(0), JettyArea(), CouncilSeat(3, 1),
                Candles(), Shrine(0, 0),
                *(Held(0, k) for k in ("shrine", "herbs", "tides", "sailboat", "bribery",
                                       "book", "novice")),
                *(PanelItem(0, k) for k in ("influence", "projected", "supply", "council")),
                Player(0)]


def test_every_section_a_hover_text_names_exists():
    from luna.engine import new_game
    snap = new_game(players=2, seed=1).snapshot()
    named = {tips.rule_section(tg, snap) for tg in EVERY_TARGET}
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
    actions = {p.split(":", 1)[1] for p in pictures if p.startswith("action:")}
    assert pictures - {f"action:{a}" for a in actions} == set(rules_book.PICTURES)
    from luna.client.board.action_art import ACTIONS
    assert actions == set(ACTIONS) - {"end_actions"}      # every action's own picture


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
    # the keys are in the book too, as the help a player looks for (F312)
    ("en", "keyboard", "keys"), ("de", "Tastatur", "keys"), ("fr", "clavier", "keys"),
    ("nl", "toetsenbord", "keys"),
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


def _begins_a_word(word: str, section) -> bool:
    """Whether a word of `section` (title or text, as the player reads it) begins with
    `word`, case aside: the player's own reading of a hit."""
    text = " ".join([section.title(), *section.texts()]).lower()
    return re.search(r"(?<!\w)" + re.escape(word.lower()), text) is not None


def test_search_finds_whole_words_and_word_beginnings_not_the_inside_of_words():
    """A fresh player searched "der" and got "Jeder": a word is found where a word
    begins with it ("Tempel" still finds "Tempelplättchen"), never inside another."""
    i18n.set_language("de")
    found = rules_book.search("der")
    inside = [s for s in rules_book.SECTIONS if "der" in " ".join(s.texts()).lower()
              and not _begins_a_word("der", s)]
    assert inside, "no section holds 'der' only inside a word: nothing tested"
    assert not set(inside) & set(found), [s.id for s in inside]
    assert found == [s for s in rules_book.SECTIONS if _begins_a_word("der", s)]
    line = "Jeder Spieler, der am Zug ist"
    assert [line[a:b] for a, b in rules_book.found_in("der", line)] == ["der"]
    compounds = [s for s in rules_book.SECTIONS
                 if re.search(r"(?<!\w)tempel\w", " ".join(s.texts()).lower())]
    assert compounds and set(compounds) <= set(rules_book.search("Tempel"))
    line = "legt ein Tempelplättchen auf die große Straße"
    assert [line[a:b] for a, b in rules_book.found_in("tempel strasse", line)] == \
        ["Tempel", "Straße"]                        # (folding "ß" changes the length)


def test_the_count_a_search_shows_is_the_number_of_sections_it_lists(tmp_path):
    """The page's note says as many sections as the contents list, each one holding a
    word that begins with the searched one (German "der": the count said more)."""
    i18n.set_language("de")
    app = make_app(tmp_path, size=(1024, 700), language="de")
    book = app.open("rules")
    book.filter("der")
    frames(app, 2)
    listed = book.contents()
    said = " ".join(s for r, _, s in book.placed if r.x >= book.page_rect.x)
    count = int(re.search(r"(\d+) Abschnitt", said).group(1))
    holding = [s.title() for s in rules_book.SECTIONS if _begins_a_word("der", s)]
    assert count == len(listed) == len(holding) and listed == holding, (count, len(listed))
    book.list_scroll = 10 ** 6                      # the list's end: its last entry drawn
    frames(app, 2)
    assert book.entries[-1][1] == book.shown[-1].id


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


# Issue 22 §2: what the rules book, the hovers and the guided game said wrongly or left
# out, each statement as every language's text must now make it (its words, in that
# language's glossary).
STATED = {
    "en": {"book.meditation.1": "two players the start player simply alternates",
           "rule.meditate.two": "with 2 players the start player alternates",
           "tutorial.meditate": "two players the start player then changes",
           "book.setup.3": "After the last guardian tile, the 6, come the lowest temple tiles",
           "book.guardian.2": "the last round begins",
           "book.solo.level2.2": "Travel, Tides and Sailboat from or to his island",
           "book.solo.level3.2": "Travel, Tides and Sailboat from or to his island",
           "book.solo.level1.4": ("only in a round start where the automaton consecrated",
                                  "expels your adjacent novices"),
           "rule.solo_deactivate": ("Then it consecrates", "expels your adjacent novices"),
           "book.actions.1": "if you cannot act, you must",
           "book.meditation.1#": "Whoever cannot or will not act must",
           "rule.meditate#": "you must when you cannot act",
           "scoring.unplaced": "no active novice or shrine"},
    "de": {"book.meditation.1": "Bei 2 Spielern wechselt der Startspieler",
           "rule.meditate.two": "bei 2 Spielern wechselt der Startspieler",
           "tutorial.meditate": "Bei zwei Spielern wechselt danach der Startspieler",
           "book.setup.3": "Nach dem letzten Wächterplättchen, der 6, kommen die niedrigsten",
           "book.guardian.2": "beginnt die letzte Runde",
           "book.solo.level2.2": "Reise, Gezeiten und Segelboot von oder zu seiner Insel",
           "book.solo.level3.2": "Reise, Gezeiten und Segelboot von oder zu seiner Insel",
           "book.solo.level1.4": ("nur zu einem Rundenbeginn, an dem der Automat geweiht hat",
                                  "verdrängt sie vorher deine benachbarten Novizen"),
           "rule.solo_deactivate": ("Dann weiht er", "verdrängt deine benachbarten Novizen"),
           "book.actions.1": "wenn du keine Aktion machen kannst, musst du es",
           "book.meditation.1#": "Wer keine Aktion machen kann oder möchte, muss",
           "rule.meditate#": "wer keine Aktion machen kann, muss es tun",
           "scoring.unplaced": "kein aktiver Novize und keine Kultstätte"},
    "nl": {"book.meditation.1": "Bij 2 spelers wisselt de startspeler",
           "rule.meditate.two": "bij 2 spelers wisselt de startspeler",
           "tutorial.meditate": "Bij twee spelers wisselt daarna de startspeler",
           "book.setup.3": "Na de laatste wachtertegel, de 6, komen de laagste tempeltegels",
           "book.guardian.2": "begint de laatste ronde",
           "book.solo.level2.2": "Reizen, Getij en Zeilboot van of naar zijn eiland",
           "book.solo.level3.2": "Reizen, Getij en Zeilboot van of naar zijn eiland",
           "book.solo.level1.4": ("alleen bij een rondebegin waarin de automaat heeft ingewijd",
                                  "verdrijft hij daarvoor je aangrenzende novices"),
           "rule.solo_deactivate": ("Daarna wijdt hij", "verdrijft je aangrenzende novices"),
           "book.actions.1": "als je geen actie kunt uitvoeren, moet je dat",
           "book.meditation.1#": "Wie geen actie kan of wil uitvoeren, moet",
           "rule.meditate#": "wie geen actie kan uitvoeren, moet dit doen",
           "scoring.unplaced": "geen actieve novice of altaar"},
    "fr": {"book.meditation.1": "À 2 joueurs, le premier joueur change",
           "rule.meditate.two": "à 2 joueurs, le premier joueur change",
           "tutorial.meditate": "À deux joueurs, le premier joueur change",
           "book.setup.3": "Après la dernière tuile Gardien, le 6, viennent les plus petites",
           "book.guardian.2": "le dernier tour commence",
           "book.solo.level2.2": "Déplacement, Marée et Voilier depuis ou vers son île",
           "book.solo.level3.2": "Déplacement, Marée et Voilier depuis ou vers son île",
           "book.solo.level1.4": ("ne passe que lors d’un début de tour où l’automate a "
                                  "sanctifié", "éjecte donc vers l’embarcadère vos Novices"),
           "rule.solo_deactivate": ("Ensuite, il sanctifie", "éjecte vos Novices adjacents"),
           "book.actions.1": "si vous ne pouvez pas agir, vous le devez",
           "book.meditation.1#": "Celui qui ne peut pas ou ne veut pas agir doit",
           "rule.meditate#": "celui qui ne peut pas agir doit le faire",
           "scoring.unplaced": "aucun Novice actif ni Sanctuaire"},
}


@pytest.mark.parametrize("code", list(i18n.LANGUAGE_NAMES))
def test_the_rules_are_stated_whole_where_they_were_wrong_or_missing(code):
    """Each statement (a key ending in "#" states a second thing of the same key); the
    review of issue 22 added the automaton's expulsion and Book as this edition's ruling
    and that whoever cannot act must meditate (DE 271)."""
    table = TABLES[code]
    wrong = []
    for key, said in STATED[code].items():
        key = key.rstrip("#")
        for words in (said,) if isinstance(said, str) else said:
            if words not in table.get(key, ""):
                wrong.append(f"{key}: {table.get(key)!r} does not say {words!r}")
    assert not wrong, "\n".join(wrong)
    assert "until all six guardian tiles" not in TABLES["en"]["book.setup.3"]


@pytest.mark.parametrize("code", list(i18n.LANGUAGE_NAMES))
def test_this_editions_own_rulings_are_marked_as_such(code):
    """The introductory setup, the council seats' points, the Architect's 4 steps and the
    other rulings (docs/RULINGS.md) say they are this edition's, never the rulebook's."""
    i18n.set_language(code)
    lead = t("book.ruling", text="")
    rulings = {s.id for s in rules_book.SECTIONS for p in s.paragraphs if p.ruling}
    assert {"setup.random", "setup.intro", "preliminary", "actions.recruit", "council",
            "actions.novice_favour", "scoring.apostate", "guardian", "final",
            "solo.level1", "solo.level2", "solo.level3", "actions.travel",
            "actions.tides"} <= rulings
    for s in rules_book.SECTIONS:
        for p, words in zip(s.paragraphs, s.texts(), strict=True):
            assert words.startswith(lead) == p.ruling, (s.id, words[:60])
    guardian = rules_book.section("guardian").texts()[-1]
    final = rules_book.section("final").texts()[-1]
    assert "4" in guardian and guardian.startswith(lead) and final.startswith(lead)


def test_letters_typed_in_the_book_search_and_reach_nothing_beneath(tmp_path):
    """A player pressing letters in the rules book opened over a game (the search field
    without the focus) saw the game react ('p' took a screenshot): each key, as the
    window gives it (its key and its text), goes to the search, nothing else acts."""
    from luna.client.opening import open_game
    from luna.engine import new_game
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    game = new_game(players=2, seed=4, setup="intro", seats=[{"kind": "human"}] * 2)
    open_game(app, game, autosave=False)
    frames(app, 5)
    scene = app.scene
    asked.open_rules(scene)
    frames(app, 5)
    book = app.scene
    assert book is not scene and not book.search.is_focused
    for ch in "priestess":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0,
                                             unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=ord(ch), mod=0,
                                             unicode=ch, scancode=0))
        frames(app, 4)
    assert not app.toasts, app.toasts                       # no screenshot taken
    assert not (tmp_path / "screenshots").exists()
    assert book.search.get_text() == "priestess" and book.words == "priestess"
    assert "priestess" in (book.page_title() or "").lower(), book.page_title()
    assert app.scene is book and len(game.log) == len(scene.game.log)


def test_the_books_ring_of_islands_is_in_the_boards_order(tmp_path, monkeypatch):
    """The overview picture ("The aim of the game") draws the priest islands in the order
    the board lays them (a fresh player found another order): over a game, that game's
    ring, read off the board (from the top, clockwise); from the menu, the ring a new
    game's introductory setup lays."""
    import math

    from luna.client.learn import rules_scenes
    from luna.client.opening import open_game
    from luna.engine import new_game
    drawn: list[str] = []
    island = rules_scenes._island

    def noted(kind, w, h, seed=0):
        if seed != 9:                          # (9: the temple island in the middle)
            drawn.append(kind)
        return island(kind, w, h, seed)
    monkeypatch.setattr(rules_scenes, "_island", noted)
    monkeypatch.setattr(rules_pictures, "_cache", {})
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    game = new_game(players=3, seed=11, setup="random")
    open_game(app, game, autosave=False)
    frames(app, 3)
    board = app.scene.board
    cx, cy = app.scene.lay.centre
    islands = sorted(((r, tg) for r, tg in board.hits if isinstance(tg, Island)),
                     key=lambda h: (math.atan2(h[0].centerx - cx, cy - h[0].centery)
                                    + math.pi / 7) % math.tau)      # from the top, clockwise
    ring = [app.scene.snap["islands"][tg.island]["kind"] for _, tg in islands]
    assert ring != list(rules_scenes.INTRO_RING), "the same ring either way: nothing tested"
    app.scene.mouse = (-1, -1)                    # F1 off the board, with no hover text:
    asked.open_rules(app.scene)                   # the book's start
    frames(app, 2)
    assert app.scene.current == "aim"
    assert drawn == ring, (drawn, ring)
    app.pop()
    app.goto("menu")
    drawn.clear()
    book = app.open("rules")
    frames(app, 2)
    laid = [isl["kind"] for isl in new_game(players=3, seed=11).snapshot()["islands"]]
    assert drawn == laid == list(rules_scenes.INTRO_RING)
    assert book.ring == tuple(laid)


@pytest.mark.parametrize("code,said", [("en", "tile that has one"), ("de", "das eines trägt"),
                                       ("nl", "tegel met een boek"), ("fr", "qui en porte un")])
def test_the_solo_rules_take_the_book_from_the_lowest_field_that_has_one(code, said):
    """The automaton's Book comes from the person's lowest field that has a Book (solo.py,
    _take_book), not from the lowest field: the rules' own solo section says so."""
    from luna.text import TABLES
    assert said in TABLES[code]["book.solo.level1.2"], TABLES[code]["book.solo.level1.2"]


def _numbers(key: str, code: str) -> list[int]:
    """The numbers a rules book sentence states, in their order, in language `code`."""
    return [int(n) for n in re.findall(r"\d+", TABLES[code][key])]


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_the_books_numbers_are_the_engines_in_every_language(code):
    """Each number the book's setup, figures, two-player and end sections state is read
    from the engine's data, so no language says another rule."""
    from luna.engine.data import (
        ARCHITECT_STEP,
        COUNCIL_POINTS,
        COUNCIL_TOP,
        FAVOUR_POINTS,
        NOVICES_PER_PLAYER,
        SHRINE_POINTS,
        SHRINES_PER_PLAYER,
        START_INFLUENCE,
        priestess_payout,
        time_markers,
    )
    seats: dict[int, list[int]] = {}          # points -> the seats that score them
    for seat, points in enumerate(COUNCIL_POINTS):
        if points:
            seats.setdefault(points, []).append(seat)
    table = [n for points, at in seats.items() for n in (*at, points)]
    assert _numbers("book.final.1", code) == [SHRINE_POINTS, FAVOUR_POINTS, *table]
    nothing = [seat for seat, points in enumerate(COUNCIL_POINTS) if not points]
    top = [n for seat in (COUNCIL_TOP - 1, COUNCIL_TOP) for n in (COUNCIL_POINTS[seat], seat)]
    assert _numbers("book.final.3", code) == [*nothing, *top]
    assert _numbers("book.setup.1", code) == [NOVICES_PER_PLAYER, SHRINES_PER_PLAYER,
                                              START_INFLUENCE]
    assert _numbers("book.picture.material", code) == [NOVICES_PER_PLAYER,
                                                       SHRINES_PER_PLAYER]
    assert _numbers("book.setup.4", code)[:2] == [time_markers(4), time_markers(2)]
    assert _numbers("book.picture.two_players", code) == [time_markers(2)]
    assert _numbers("book.two_players.1", code)[:3] == [time_markers(2), *priestess_payout(2)]
    assert priestess_payout(2) == priestess_payout(3)              # "(as with three)"
    assert _numbers("book.guardian.1", code) == [priestess_payout(4)[0],
                                                 priestess_payout(2)[0], ARCHITECT_STEP]
    assert _numbers("book.guardian.3", code) == [ARCHITECT_STEP]
    assert _numbers("book.picture.priestess", code)[-3:] == list(priestess_payout(4))
