"""What a click and a key promise (issue 21, fresh players' reports): what glows is what
the engine accepts, Enter after a Hint plays what it shows, a Sailboat built by clicks
says nothing its rule does not allow, the scoreboard's projection is one hover target.
Driven through the real loop, frame by frame at normal speed (tests/client/human.py)."""

from __future__ import annotations

import pytest
from human import Person
from test_calm_board import shore_light
from test_scoring_summary import open_at

from luna.client.board.targets import Island
from luna.client.demo.driver import target_rect
from luna.client.game.plan import highlights
from luna.engine import new_game
from luna.text import t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path, size=(1280, 800))
    yield p
    p.close()


def _pairs_to_place(person: Person) -> None:
    """A three-player hot seat in the preliminary round, each shrine built and a pair
    each placed: Red's turn to place the next pair."""
    g = new_game(players=3, seed=4, seats=[{"kind": "human"}] * 3, setup="random")
    for k in range(3):
        g.apply(g.legal()[k])
    for _ in range(3):
        g.apply(g.legal()[0])
    open_at(person, g)


def test_the_preliminary_round_lights_under_the_pointer_only_where_a_pair_may_go(person):
    """A fresh player pointed at islands in the preliminary round: every island lit under
    the pointer, and the click on one holding their own shrine or pair was refused. Now
    the pointer lights an island only where the engine takes the pair; there the click
    opens the pair's tray."""
    _pairs_to_place(person)
    scene = person.scene
    refused = [Island(i) for i in range(7) if Island(i) not in scene.clickable]
    taken = sorted((tg for tg in scene.clickable if isinstance(tg, Island)), key=repr)
    assert refused and taken
    me = scene.game.to_move
    for isl in refused:                          # the engine's own word: refused there
        assert scene.game.refusal({"type": "place_pair", "player": me,
                                   "island": isl.island}) is not None
    person.point((scene.lay.panel[0] + 40, 6))   # away from the board; the welcome fades
    person.wait(3)
    for isl in refused:
        calm = shore_light(person.app, isl)
        person.point(target_rect(scene, isl).center)
        assert scene.hover == isl
        person.wait(0.3)
        assert shore_light(person.app, isl) < calm + 15, (isl, calm)   # not lit
        person.point((scene.lay.panel[0] + 40, 6))
    calm = shore_light(person.app, taken[0])
    person.point(target_rect(scene, taken[0]).center)
    person.wait(0.3)
    assert shore_light(person.app, taken[0]) > calm + 40     # lit under the pointer
    n = len(scene.game.log)
    person.click(target_rect(scene, taken[0]).center)       # placed at once (its one
    assert scene.game.log[n:] and scene.game.log[n]["type"] == "place_pair"     # choice)
    assert scene.game.log[n]["island"] == taken[0].island


def test_enter_after_the_hint_plays_what_its_star_would(tmp_path):
    """A fresh player asked for a Hint (H), read it docked in the panel and pressed
    Enter: nothing happened until they clicked an island. Enter now does what the Hint's
    star tile does, as Enter on an open tray takes the Hint's tile: it plays the move, or
    starts it to be built (Travel, Tides, Sailboat), its tray's place glowing."""
    import pygame
    from positions import only_on, play

    person = Person(tmp_path, size=(1024, 700), language="de")
    try:
        s, book = only_on("book", active=3)
        open_at(person, play(s))
        scene = person.scene
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        hinted = scene.view().hint.command
        assert scene.ring is None and scene.keys.focus is None
        n = len(scene.game.log)
        person.key(pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n or scene.builder is not None,
                     what="the Hint's move")
        if scene.builder is not None:                    # a move: built on the board
            assert scene.builder.ctype == hinted["type"]
        else:
            assert scene.game.log[n] == hinted
        # a Hint told as a move whose tray is the island's: a Recruit there, by Enter
        if scene.builder is None:       # hot seat: the move was another person's, asked
            person.key(pygame.K_z, pygame.KMOD_CTRL)
            person.press(t("undo.other_yes"))
        else:
            person.key(pygame.K_ESCAPE)
        person.settle()
        from luna.client.board.marks import Hint
        cmd = next(c for c in scene.legal if c["type"] == "recruit" and c["island"] == book)
        scene.hints.hint = Hint(cmd, len(scene.game.log), None)
        person.wait(0.5)
        n = len(scene.game.log)
        person.key(pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Recruit")
        assert scene.game.log[n] == cmd
    finally:
        person.close()


def test_a_sailboat_under_way_keeps_one_island_to_sail_from_and_one_to(person):
    """The Sailboat carries 1 or 2 novices from one island (or the jetty) to one other
    island (rules 3.7). Built by clicks with a novice on its way, a click on the player's
    novices on another island was answered "Taking from that island now: click the
    island it goes to", and the next click was refused as "A sailboat command needs
    'from'". Now the move keeps its island, the note says the Sailboat's one way, a
    click on another island is not taken either (and is not lit), and its own island
    clicked again sends the second novice. First, a click on the Sailboat island, where
    the player holds its favour and has no novice, is refused for the first thing the
    rules ask (the novices an action uses there), not for the favour held (F528)."""
    from positions import blank, give, isl, novices, play

    from luna.client.board.targets import Group
    from luna.text import not_allowed, refusal, t
    from luna.text.i18n import island

    s = blank(players=2)
    give(s, 0, "sailboat")
    book, herbs, tides = isl(s, "book"), isl(s, "herbs"), isl(s, "tides")
    novices(s, book, 0, active=2)
    novices(s, herbs, 0, active=1)
    novices(s, tides, 0, active=1)
    open_at(person, play(s))
    scene = person.scene
    person.click_on(Island(isl(s, "sailboat")))
    first = scene.game.refusal({"type": "favour", "player": 0, "island": isl(s, "sailboat")})
    assert first.code == "need_active_novices"                 # the engine's, in order
    assert [m for m, _ in person.app.toasts][-1:] == [not_allowed(refusal(first))]
    person.act(Group(book, 0, "active"), "sailboat")
    assert scene.builder is not None and scene.builder.source == book
    person.click_on(Island(tides))
    assert scene.builder.count == 1
    said = lambda: [m for m, _ in person.app.toasts]        # noqa: E731
    person.click_on(Group(herbs, 0, "active"))              # another island's novices
    assert scene.builder.source == book and scene.builder.count == 1
    assert t("builder.from", island=island("herbs")) not in said()
    assert not_allowed(t("builder.sailboat_one_source", island=island("tides"))) in said()
    assert highlights(scene.builder) >= {Island(tides)}
    assert Island(herbs) not in highlights(scene.builder)
    person.click_on(Island(herbs))                          # another island to sail to
    assert scene.builder.count == 1
    assert not_allowed(t("builder.sailboat_one_island", island=island("tides"))) in said()
    assert not any("needs" in m for m in said()), said()
    person.click_on(Group(tides, 0, "active"))              # its novice on the way's island:
    assert scene.builder.count == 2                         # one more sails there
    n = len(scene.game.log)
    person.press(t("btn.confirm"))
    person.until(lambda: len(scene.game.log) > n, what="the Sailboat")
    assert scene.game.log[n] == {"type": "sailboat", "player": 0, "from": book,
                                 "to": tides, "count": 2}


def test_the_scoreboards_arrow_and_projection_are_one_thing_to_point_at(tmp_path):
    """The four-player scoreboard's "7 → 13": a fresh player did not find what the
    arrow meant, the hover text standing over the figure only. The arrow and its figure
    are one hover target as high as the influence's line, under both a dotted line."""
    from positions import random_moves

    from luna.client.board.targets import PanelItem
    from luna.client.window import fonts

    person = Person(tmp_path, size=(1024, 700), language="de", text_size=150)
    try:
        open_at(person, random_moves(4, 3, 40))
        scene = person.scene
        hits = {tg: r for r, tg in scene.board.hits if isinstance(tg, PanelItem)}
        for p in range(4):
            proj, infl = hits[PanelItem(p, "projected")], hits[PanelItem(p, "influence")]
            assert proj.left > infl.right                 # the arrow form, right of it
            # its arrow's tip level with the influence's top: the projection's still
            at = (proj.left + 3, infl.top + 2)
            assert scene.board.target_at(at) == PanelItem(p, "projected"), p
            # a dotted line under arrow and figure: light and dark in turn along it
            row = [person.app.screen.get_at((x, proj.bottom - 2))[:3]
                   for x in range(proj.left + 2, proj.right - 2)]
            changes = sum(1 for a, b in zip(row, row[1:], strict=False)
                          if abs(sum(a) - sum(b)) > 60)
            assert changes >= 6, (p, changes)
        at = (hits[PanelItem(1, "projected")].left + 3, hits[PanelItem(1, "influence")].top + 2)
        person.point(at)
        person.wait(1.0)
        assert scene.hover == PanelItem(1, "projected") and scene.tip_rect is not None
    finally:
        person.close()
        fonts.set_text_size(100)


def test_a_click_on_another_players_novices_names_them(person):
    """A click on an opponent's novices did nothing and said nothing (F737). Where
    nothing of yours acts there, it names them as their hover text does, with the rule
    that you act only with your own pieces; no tray, no refusal."""
    from positions import blank, isl, novices, play

    from luna.client.board.targets import Group
    from luna.client.game.tooltips import tooltip
    from luna.text import lines

    s = blank(players=2)
    tides, book = isl(s, "tides"), isl(s, "book")
    novices(s, tides, 0, active=2)
    novices(s, book, 1, active=2)
    open_at(person, play(s))
    scene = person.scene
    theirs = Group(book, 1, "active")
    person.click_on(theirs)
    said = lines(tooltip(theirs, scene.snap), t("click.others_pieces"))
    assert scene.snap["names"][1] in said and "2" in said
    assert said in [m for m, _ in person.app.toasts], person.app.toast_words()
    assert scene.ring is None
