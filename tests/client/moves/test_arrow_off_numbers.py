"""The Hint's arrow ends at its target, straight or gently bowed, lying over as few of the
temple's numbers as such a way may (a French fresh player at 1280x800: its arrow to a field
crossed four fields' numbers). Every way from a path tile to a field, as the Hint marks
it on the board of a game opened through the real loop: over less than two fifths of the
numbers the board's one bow crossed, never over more; the Council's preview from each
island it may be made from (less than a fifth), and a Travel being built, likewise."""

from __future__ import annotations

import math

import pygame
import pytest
from human import Person
from positions import blank, isl, novices, play
from test_human_rules_book import a_game_under_way, press_key

from luna.client.board import marks as M
from luna.client.board.arrows import crossed, curve, names_of, numbers_of, steepness
from luna.client.board.targets import CouncilSeat, Field, Island, Tile
from luna.client.demo.driver import ring_card
from luna.client.game import planning
from luna.client.game.tip_clear import move_way
from luna.client.opening import open_game


def bow_of(a, b, away) -> float:
    """How far an arrow's way from `a` to `b` strays from the straight line, at most, in
    lengths of that line."""
    n = math.dist(a, b) or 1.0
    return max(abs((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) / n
               for p in curve(a, b, away)) / n


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
        worst = (0,)
        for tile in tiles:
            for field in fields:
                game.marks.draw_hint(surf, hits, M.Marks((tile,), (field,),
                                                         ((tile, field),)), None, 0.0, board,
                                        straight=True)
                (goal, a, b, away), = game.marks.routes
                assert goal == field and bow_of(a, b, away) <= 0.2, (tile, field, away)
                numbers = numbers_of(hits, field)
                plain = crossed(a, b, M._away(a, b, field, board.center), numbers)
                now = crossed(a, b, away, numbers)
                assert now <= plain, (tile, field, now, plain)
                before, after = before + plain, after + now
                worst = max(worst, (now, tile, field))
        assert len(tiles) * len(fields) >= 50
        # straight, or bowed at most as the board's own arrow (F321: a Hint's arrow that
        # looped round the temple to keep off its numbers read as another move), it lies
        # over less than two fifths of what the board's bow crossed (a fifth with loops)
        assert after < 0.4 * before, (after, before)
        # none lies over more than five of its forty steps (one bow either side was not
        # enough: the Hint from tile 5 crossed three fields' numbers, others seven)
        assert worst[0] <= 5, worst
    finally:
        person.close()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=["1280x800", "1024x700"])
def test_the_hints_arrow_keeps_off_the_temples_names(tmp_path, size):
    """A Hint's arrow hid the "Entrance" sign ("trance"): every way the Hint may draw,
    from an island or a path tile to a tile, a field or a council seat, of a game opened
    through the real loop, keeps off the temple's names where its numbers allow: over
    less than three in five of the ways where the board's own bow crossed them (a goal
    right under its sign, or a way that would cross more numbers, leaves none clear)."""
    person = Person(tmp_path, size=size)
    try:
        game = a_game_under_way(person)
        hits, board = game.board.hits, pygame.Rect(game.lay.board)
        surf = person.app.screen.copy()
        names = names_of(hits, 5)
        assert len(names) >= 3, names             # the Entrance, the Jetty, the Council
        sources = [tg for _, tg in hits if isinstance(tg, Island | Tile)]
        goals = [tg for _, tg in hits if isinstance(tg, Tile | Field | CouncilSeat)]
        plain = now = 0
        for a in sources:
            for b in goals:
                if a == b:
                    continue
                game.marks.draw_hint(surf, hits, M.Marks((a,), (b,), ((a, b),)), None,
                                     0.0, board, straight=True)
                (_, pa, pb, away), = game.marks.routes
                plain += crossed(pa, pb, M._away(pa, pb, b, board.center), names) > 0
                now += crossed(pa, pb, away, names) > 0
        assert plain > 50
        assert now < 0.6 * plain, (now, plain)
    finally:
        person.close()


@pytest.mark.parametrize("size, lang, text_size", [((1280, 800), "fr", 125),
                                                   ((1024, 700), "de", 150)])
def test_a_travel_being_built_keeps_its_arrows_off_the_temples_numbers(tmp_path, size, lang,
                                                                      text_size):
    """Each Travel the player to move may make, built on the real loop: its arrow lies
    over less than half the temple's numbers its bow from the board's middle crossed, over
    more of them never; the hover texts keep off the way it takes (tip_clear.move_way)."""
    person = Person(tmp_path, size=size, language=lang, text_size=text_size)
    try:
        game = a_game_under_way(person)
        centre = game.lay.centre
        travels = {(m["from"], m["to"]) for c in game.game.legal() if c["type"] == "travel"
                   for m in c["moves"]}
        assert len(travels) >= 6, travels
        before = after = 0
        for source, dest in sorted(travels, key=repr):
            planning.start(game, "travel", source, True)
            game.builder.add(dest)
            person.wait(3 / 60)
            drawn = game.plan_drawn.drawn
            aways = getattr(drawn, "aways", None) or [centre]     # (what it bowed from)
            assert len(drawn.arrows) == len(aways) == 1, (source, dest)
            numbers = numbers_of(game.board.hits)
            (a, b), away = drawn.arrows[0], aways[0]
            plain, now = crossed(a, b, centre, numbers), crossed(a, b, away, numbers)
            assert now <= plain, (source, dest, now, plain)
            way = move_way(drawn, game.lay)
            for p in curve(a, b, away):
                assert pygame.Rect(p, (1, 1)).collidelist(way) >= 0, (source, dest, p)
            before, after = before + plain, after + now
            planning.cancel(game)
            person.wait(2 / 60)
        assert before > 0 and after < 0.5 * before, (after, before)
    finally:
        person.close()


@pytest.mark.parametrize("size, lang, text_size", [((1280, 800), "fr", 125),
                                                   ((1024, 700), "de", 150)])
def test_the_councils_preview_keeps_its_arrow_off_the_temples_numbers(tmp_path, size, lang,
                                                                     text_size):
    """A Council move's button under the mouse, on each island it may be made from: its
    preview's arrow to the seat it reaches goes round the temple's fields and tiles (from
    the Book island it came straight down across their numbers), coming down onto its
    seat, not along the row of seats."""
    person = Person(tmp_path, size=size, language=lang, text_size=text_size)
    try:
        snap = blank(players=2)
        for i in range(7):                       # novices on every island: each may send
            novices(snap, i, 0, active=1)        # one to the council
        open_game(person.app, play(snap), autosave=False)
        person.until(lambda: hasattr(person.scene, "table"), what="the game screen")
        person.settle()
        game = person.scene
        board = pygame.Rect(game.lay.board)
        islands = sorted({c["island"] for c in game.game.legal() if c["type"] == "council"})
        assert isl(snap, "book") in islands and len(islands) == 7, islands
        before = after = 0
        for island in islands:
            person.click_on(Island(island))
            person.wait(0.3)
            person.point(ring_card(game, "council").center)
            person.wait(0.2)
            (goal, a, b, away), = game.acting.preview.routes
            assert isinstance(goal, CouncilSeat), goal
            numbers = numbers_of(game.board.hits, goal)
            bow = M._away(a, b, goal, board.center)
            plain, now = crossed(a, b, bow, numbers), crossed(a, b, away, numbers)
            assert now <= plain, (island, now, plain)
            assert steepness(curve(a, b, away)) >= min(0.5, steepness(curve(a, b, bow))), \
                (island, away)
            before, after = before + plain, after + now
            press_key(person, pygame.K_ESCAPE)
            person.wait(0.3)
            assert game.ring is None
        assert before > 0 and after < 0.2 * before, (after, before)
    finally:
        person.close()
