"""The Hint's arrow ends at its target without lying over the temple's numbers where
another way leaves them clear (a French fresh player at 1280x800: its arrow to a field
crossed four fields' numbers). Every way from a path tile to a field, as the Hint marks
it on the board of a game opened through the real loop: over less than half the numbers
the board's one bow crossed, never over more."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from test_human_rules_book import a_game_under_way

from luna.client.board import marks as M
from luna.client.board.arrows import crossed, numbers_of
from luna.client.board.targets import Field, Tile


@pytest.mark.parametrize("size, lang, text_size", [((1280, 800), "fr", 125),
                                                   ((1024, 700), "de", 150)])
def test_the_hints_arrow_keeps_off_the_temples_numbers(tmp_path, size, lang, text_size):
    person = Person(tmp_path, size=size, language=lang, text_size=text_size)
    try:
        game = a_game_under_way(person)
        hits, board = game.board.hits, pygame.Rect(game.lay.board)
        surf = person.app.screen.copy()
        tiles = [tg for _, tg in hits if isinstance(tg, Tile)]
        fields = [tg for _, tg in hits if isinstance(tg, Field)]
        before = after = 0
        for tile in tiles:
            for field in fields:
                game.marks.draw_hint(surf, hits, M.Marks((tile,), (field,),
                                                         ((tile, field),)), None, 0.0, board)
                (goal, a, b, away), = game.marks.routes
                assert goal == field
                numbers = numbers_of(hits, field)
                plain = crossed(a, b, M._away(a, b, field, board.center), numbers)
                now = crossed(a, b, away, numbers)
                assert now <= plain, (tile, field, now, plain)
                before, after = before + plain, after + now
        assert len(tiles) * len(fields) >= 50
        assert after < 0.6 * before, (after, before)
    finally:
        person.close()
