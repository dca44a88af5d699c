"""The rules book at human pace (tests/client/human.py): opened from the main menu, a contents
entry clicked, a word typed into the search, Esc back; over a game, F1 on a hover text (or
a click on its rules line) opens the book at that rule, and Back returns to the game
exactly as it was."""

from __future__ import annotations

import pygame
import pytest
from human import LOOK, STEP, Person

from luna.client.board.targets import CouncilSeat
from luna.client.opening import open_game
from luna.engine import new_game
from luna.text import rules_book, t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def type_words(person: Person, words: str) -> None:
    """Keys pressed one by one, as a person types (the field has the focus)."""
    for ch in words:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        person.wait(0.12)
    person.wait(LOOK)


def press_key(person: Person, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    person.wait(STEP * 5)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="",
                                         scancode=0))
    person.wait(LOOK)


def test_the_rules_book_from_the_main_menu(person):
    person.press(t("menu.rules"))
    book = person.scene
    assert type(book).__name__ == "RulesBook"
    assert t("new.back") in person.usable()
    assert book.contents()[0] == t("book.aim.title")
    seen = [s for _, _, s in book.placed]
    assert t("book.contents") in seen and t("book.aim.title") in seen
    # a contents entry clicked: that page shows
    rect = next(r for r, sid in book.entries if sid == "actions.travel")
    person.click(rect.center)
    assert book.page_title() == t("book.actions.travel.title")
    page = [s for r, _, s in book.placed if r.x >= book.page_rect.x]
    assert t("book.actions.travel.title") in page[:2]       # (under its chapter's name)
    # a word typed into the search: the contents list only the sections holding it
    person.click(book.search.rect.center)
    type_words(person, "Apostate")
    assert book.search.get_text() == "Apostate"
    shown = book.contents()
    assert t("book.scoring.apostate.title") in shown
    assert t("book.actions.travel.title") not in shown
    assert len(shown) < len(rules_book.SECTIONS)
    assert book.page_title() in shown          # the page moved to a section that matches
    # nonsense: said plainly, nothing listed
    person.click(book.search.rect.center)
    for _ in "Apostate":
        press_key(person, pygame.K_BACKSPACE)
    type_words(person, "qqxz")
    assert book.contents() == []
    assert t("book.no_match", words="qqxz") in [s for _, _, s in book.placed]
    press_key(person, pygame.K_ESCAPE)
    assert type(person.scene).__name__ == "MainMenu"
    assert t("menu.rules") in person.usable()


def a_game_under_way(person: Person):
    """A two-player game a few moves in, at this screen (both seats people)."""
    g = new_game(players=2, seed=5, setup="intro")
    for _ in range(3):
        g.apply(g.legal()[0])
    open_game(person.app, g, autosave=False)
    person.until(lambda: hasattr(person.scene, "table"), what="the game screen")
    person.settle()
    return person.scene


def test_f1_on_a_hover_text_opens_the_book_there_and_back_returns_to_the_game(person):
    game = a_game_under_way(person)
    log, usable, status = person.log(), person.usable(), person.status()
    assert log
    seat = next(tg for _, tg in game.board.hits if isinstance(tg, CouncilSeat))
    person.point(next(r for r, tg in game.board.hits if tg == seat).center)
    assert game.hover == seat and game.tip_rect is not None
    press_key(person, pygame.K_F1)
    book = person.scene
    assert type(book).__name__ == "RulesBook"
    assert book.page_title() == t("book.council.title")
    assert "council" in {sid for _, sid in book.entries}
    person.press(t("new.back"))
    assert person.scene is game
    assert person.log() == log and person.status() == status
    assert person.usable() == usable
    # the game goes on: a move can still be made
    assert game.table.may_act and game.legal


def test_a_click_on_the_hover_texts_rules_line_opens_the_book(person):
    person.every_frame = True        # the text looked at on the mouse's way to it
    game = a_game_under_way(person)
    log = person.log()
    candles = next((r for r, tg in game.board.hits if type(tg).__name__ == "Candles"), None)
    seat = next(r for r, tg in game.board.hits if isinstance(tg, CouncilSeat))
    person.point((candles or seat).center)
    tip = game.tip_rect
    assert tip is not None
    # on the way to the text and on it, the text stays
    person.point((tip.x + 12, tip.bottom - 8))
    assert game.tip_rect is not None and game.tip_rect == tip
    person.click((tip.x + 12, tip.bottom - 8))
    book = person.scene
    assert type(book).__name__ == "RulesBook"
    assert book.current == ("meditation" if candles else "council")
    press_key(person, pygame.K_ESCAPE)
    assert person.scene is game and person.log() == log


def test_f1_over_the_open_sea_opens_the_chapter_of_a_round(person):
    """F586: over the sea, where no hover text stands, F1 opened the book at its start
    ("The aim of the game"); it opens the chapter of a round (test_f1_page.py: the
    rest of the board's ground)."""
    game = a_game_under_way(person)
    person.point((2, 2))                      # the open sea: no hover text
    assert game.tip_rect is None
    press_key(person, pygame.K_F1)
    assert type(person.scene).__name__ == "RulesBook"
    assert person.scene.current == "round" != rules_book.SECTIONS[0].id
    person.press(t("new.back"))
    assert person.scene is game


def test_f1_over_an_island_opens_that_islands_action(person):
    """Issue 22: F1 over an island opened the general rule of a round; it opens the
    section of the action the island's favour is for."""
    game = a_game_under_way(person)
    spot = None
    for rect, tg in game.board.hits:
        if type(tg).__name__ != "Island":
            continue
        for dx, dy in ((0, -0.3), (-0.3, 0), (0.3, 0), (0, 0.3), (0, 0)):
            pt = (rect.centerx + int(dx * rect.w), rect.centery + int(dy * rect.h))
            if game.board.target_at(pt) == tg:
                spot = (pt, tg)
                break
        if spot:
            break
    pt, island = spot
    person.point(pt)
    assert game.hover == island and game.tip_rect is not None
    kind = game.snap["islands"][island.island]["kind"]
    press_key(person, pygame.K_F1)
    book = person.scene
    assert type(book).__name__ == "RulesBook"
    section = {"shrine": "actions.build_shrine", "herbs": "actions.herbs",
               "tides": "actions.tides", "sailboat": "actions.sailboat",
               "bribery": "actions.appointment", "book": "actions.book",
               "novice": "actions.novice_favour"}[kind]
    assert book.current == section
    assert book.page_title() == t(f"book.{section}.title")
    person.press(t("new.back"))
    assert person.scene is game


def test_a_hover_text_left_for_the_island_under_it_lets_the_click_reach_the_island(person):
    """A temple thing's text (a seat's, a tile's, the candles'), seen, stands over an
    island; the pointer leaves that thing for the island under the text and clicks at
    once (the move and the press in one frame): the click is the island's (its actions
    open), not the text's (the rules book opened instead: a fresh player's click on an
    island was caught by a text). The spot is off the text's rules line ("F1: the
    rules"): a pointer that lands there is on its way to read the rule."""
    game = a_game_under_way(person)
    spot = None
    temple = [(r, tg) for r, tg in game.board.hits
              if type(tg).__name__ in ("CouncilSeat", "Tile", "Candles", "GuardianTile")]
    for rect, thing in temple:
        person.point(rect.center)
        tip = game.tip_rect
        assert game.hover == thing and tip is not None
        spot = next(((x, y) for y in range(tip.top + 4, tip.bottom - 4, 6)
                     for x in range(tip.left + 4, tip.right - 4, 6)
                     if game.board.target_at((x, y)) in game.clickable
                     and type(game.board.target_at((x, y))).__name__ == "Island"
                     and not (game.tip_link and game.tip_link.collidepoint(x, y))), None)
        if spot is not None:
            break
    assert spot is not None, "no temple thing's text stands over an island to click"
    island = game.board.target_at(spot)
    person.flick(spot)
    assert person.scene is game, "the text took the island's click"
    assert game.ring is not None and game.ring.anchor == island


def test_a_chapters_chips_stand_in_the_same_places_on_each_of_its_pages(person):
    """A chapter's row of chips is the same on the chapter's page and its parts', in the
    same places across and down (F059, F420), the page shown marked."""
    person.press(t("menu.rules"))
    book = person.scene
    book.open_section("scoring")
    person.settle()
    before = {sid: clip.topleft for _, clip, sid in book.chips}
    assert "scoring" in before and len(before) == 1 + len(rules_book.parts_of("scoring"))
    part = rules_book.parts_of("scoring")[1].id
    person.click(next(clip for _, clip, sid in book.chips if sid == part).center)
    assert book.page_title() == rules_book.section(part).title()
    after = {sid: clip.topleft for _, clip, sid in book.chips}
    assert after == before, "the chips stand still, across and down (F420)"


def test_f1_on_the_councils_name_opens_the_councils_page(person):
    """An English fresh player at 1920x1080: F1 with the pointer on "Council of priests"
    opened the book at "The aim of the game" (on a seat, at the Council). Its name says
    the council's rule on hover, and F1 there opens the Council's page."""
    from layout_check import draw_recorded
    game = a_game_under_way(person)
    name = next(d.rect for d in draw_recorded(person.app).texts
                if d.words == t("council.label"))
    person.point(name.center)
    assert game.tip_rect is not None, "a hover text on the council's name"
    press_key(person, pygame.K_F1)
    book = person.scene
    assert type(book).__name__ == "RulesBook"
    assert book.page_title() == t("book.council.title")
