"""The hover text's rules line promises only what is true: F1 opens the rules there. A
click on the island under the pointer plays the island's action (a German player read
"Regeln: F1 oder hier klicken", clicked the island and got its action); the line itself,
once the pointer is on it, opens the rules too (a link, unsaid)."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from test_human_rules_book import a_game_under_way, press_key

from luna.client.board.targets import Island
from luna.text import i18n, t

HERE = {"en": "here", "fr": "ici", "de": "hier", "nl": "hier"}
CLICK = {"en": "click", "fr": "clique", "de": "klick", "nl": "klik"}


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def test_the_rules_line_never_says_click_here_in_any_language():
    """"Click here", under a pointer resting on an island, is a click on the island (its
    action): the line says F1, and no click."""
    for code in i18n.LANGUAGE_NAMES:
        i18n.set_language(code)
        words = t("book.tip_f1").lower()
        assert "f1" in words and HERE[code] not in words.split(), (code, words)
        assert CLICK[code] not in words, (code, words)
    i18n.set_language("en")


def island_spot(game):
    for rect, tg in game.board.hits:
        if isinstance(tg, Island) and tg in game.clickable:     # it starts an action
            pt = (rect.centerx, rect.centery - rect.h // 4)
            if game.board.target_at(pt) == tg:
                return pt, tg
    raise AssertionError("no island to point at")


def test_f1_opens_the_rules_a_click_on_the_island_plays_its_action(person):
    game = a_game_under_way(person)
    pt, island = island_spot(game)
    person.point(pt)
    assert game.hover == island and game.tip_link is not None    # the line stands
    # what the words promise: F1 opens the rules
    press_key(person, pygame.K_F1)
    assert type(person.scene).__name__ == "RulesBook"
    press_key(person, pygame.K_ESCAPE)
    assert person.scene is game
    person.point((pt[0] - 1, pt[1]))
    # the line, a link, opens them too once the pointer is on it
    line = game.tip_link
    person.point((line.x + 12, line.centery))
    assert game.tip_link == line
    person.click((line.x + 12, line.centery))
    assert type(person.scene).__name__ == "RulesBook"
    press_key(person, pygame.K_ESCAPE)
    assert person.scene is game
    # a click on the island itself, its text standing, is the island's: never the book
    person.point((pt[0] + 1, pt[1]))
    assert game.hover == island and game.tip_rect is not None
    n = len(game.game.log)
    person.click((pt[0] + 1, pt[1]))
    assert person.scene is game and type(person.scene).__name__ != "RulesBook"
    assert game.menu or game.ring is not None or game.builder or len(game.game.log) > n
