"""Hover texts over the board (issue 21, a fresh French player at 1920x1080, 125 %): an
island's text was a narrow box wrapping "L'ÎLE DU / SANCTUAIRE" over the Herbs island and
its pawns while a Travel was built; a player card's text covered an island's name and ran
onto the side panel. An island's text has its heading on one line and stands in the open
water rather than on another island's land or name; a card's text never straddles the
panel's edge nor hides an island's name. On the real loop at normal speed."""

from __future__ import annotations

import pygame
from positions import random_moves
from test_move_arrows import away

from luna.client.board import art
from luna.client.board.targets import Group, Island, IslandFavours, Player, Shrine
from luna.client.board.view import LAND
from luna.client.demo.driver import click, frames, frames_until, make_app, ring_card, target_rect
from luna.client.game.tooltips import tip_title
from luna.client.opening import open_game
from luna.client.widgets.overlays import TITLE_SIZE
from luna.client.window.fonts import text


def _rest(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 40)


def _words_read(app) -> None:
    """The planned move's words and its first-use tip gone: they float over the board
    before any hover text (F852)."""
    frames_until(app, lambda: not app.toasts, 900)


def _game(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1920, 1080), language="fr", menu=False)
    app.settings.text_size = 125
    app.save_settings()
    open_game(app, random_moves(3, 1, 30), autosave=False)
    frames(app, 3)
    return app


def _land(scene, i) -> tuple[pygame.mask.Mask, tuple]:
    """Island `i`'s land and sandbank as drawn, a mask over the window (and its top left)."""
    x, y, w, h = scene.lay.islands[i]
    land_h = int(h * LAND)
    ground = pygame.mask.Mask(scene.app.screen.get_size())
    shape = pygame.Surface((w, land_h), pygame.SRCALPHA)
    pygame.draw.polygon(shape, (255, 255, 255),
                        art.shore(scene.snap["islands"][i]["kind"], w, land_h, i))
    ground.draw(pygame.mask.from_surface(shape), (x, y))
    if i in scene.board.strands:
        bank, sand = scene.board.strands[i]
        ground.draw(pygame.mask.from_surface(sand, 1), bank.topleft)
    return ground, (0, 0)


def test_an_islands_text_has_its_heading_on_one_line_and_stands_off_other_islands(tmp_path):
    app = _game(tmp_path)
    try:
        scene = app.scene
        me = scene.game.to_move
        click(app, target_rect(scene, Group(0, me, "active")).center)     # a Travel built
        frames(app, 20)
        click(app, ring_card(scene, "travel").center)
        frames(app, 10)
        away(app)
        click(app, target_rect(scene, Island(2)).center)
        frames(app, 2)
        assert scene.builder is not None and scene.builder.moves
        _words_read(app)
        for i in range(7):
            away(app)
            _rest(app, target_rect(scene, Island(i)).center)
            tip = scene.tip_rect
            assert scene.hover == Island(i) and tip is not None, i
            title = tip_title(Island(i), scene.snap)
            head = text(title, TITLE_SIZE, bold=True, shadow=False, display=True)
            assert tip.w >= head.get_width() + 2 * 10, \
                (i, title, tip, "its heading wraps in a narrow box")
            plates = [scene.board.name_plate(Island(j)) for j in range(7) if j != i]
            assert tip.collidelist([p for p in plates if p is not None]) < 0, \
                (i, tip, "over another island's name")
            pieces = [r for r, tg in scene.board.hits if isinstance(tg, Group | IslandFavours
                                                                    | Shrine)
                      and tg.island != i]
            if i == 1:      # the Shrine's, as the fresh player saw it: clear of them all
                assert tip.collidelist(pieces) < 0, (i, tip, "over another island's pieces")
            #  (the Bribery island's at the window's foot has no water that wide: the arrow
            #   and the temple are dearer while a move is built, a neighbour's row gives way)
            box = pygame.mask.Mask(tip.size, fill=True)      # the open water first: where
            land = sum(_land(scene, j)[0].overlap_area(      # none has room (the Bribery
                box, (tip.x - _land(scene, j)[1][0], tip.y - _land(scene, j)[1][1]))
                for j in range(7) if j != i)                 # island's at the window's
            assert land <= tip.w * tip.h // 4, (i, tip, land)    # foot) a corner of land
    finally:
        app.settings.text_size = 100
        app.save_settings()
        pygame.display.quit()


def test_a_player_cards_text_keeps_to_one_side_of_the_panels_edge(tmp_path):
    app = _game(tmp_path)
    try:
        scene = app.scene
        edge = scene.lay.panel[0]
        for p in range(3):
            away(app)
            _rest(app, target_rect(scene, Player(p)).center)
            tip = scene.tip_rect
            assert scene.hover == Player(p) and tip is not None, p
            assert not tip.left < edge < tip.right, (p, tip, "astride the panel's edge")
            assert tip.collidelist(scene.board.labels) < 0, (p, tip, "over an island's name")
    finally:
        app.settings.text_size = 100
        app.save_settings()
        pygame.display.quit()


def test_an_islands_text_stands_beside_the_island_pointed_at(tmp_path):
    """F323: while a Travel was planned, the Bribery island's text stood far left of the
    pointer, off the island's corner beside its name plate only. An island's text stands
    abreast of the island (sharing a third of its width or height, or by the pointer)
    and close to it, at 1280x800 and at 1024x700 150 %. On the real loop at normal
    speed, the Travel planned by clicks."""
    from positions import blank, isl, novices, play

    from luna.client.board.clearing import play_mask
    from luna.client.widgets.overlays import REACH
    from luna.client.window import fonts
    for size, text_size in (((1280, 800), 100), ((1024, 700), 150)):
        app = make_app(tmp_path, speed="normal", size=size, text_size=text_size)
        s = blank(players=2)
        for kind, n in (("book", 3), ("shrine", 2), ("herbs", 1)):
            novices(s, isl(s, kind), 0, active=n)
        open_game(app, play(s), autosave=False)
        frames(app, 20)
        scene = app.scene
        click(app, target_rect(scene, Island(isl(s, "book"))).center)    # a Travel planned
        frames(app, 20)
        click(app, ring_card(scene, "travel").center)
        frames(app, 10)
        away(app)
        click(app, target_rect(scene, Island(isl(s, "bribery"))).center)
        frames(app, 10)
        assert scene.builder is not None and scene.builder.moves, size
        _words_read(app)
        for i in range(7):
            away(app)
            at = target_rect(scene, Island(i)).center
            _rest(app, at)
            tip, island = scene.tip_rect, scene.board.rect_of(Island(i))
            assert scene.hover == Island(i) and tip is not None, (size, i)
            across = min(tip.right, island.right) - max(tip.left, island.left)
            down = min(tip.bottom, island.bottom) - max(tip.top, island.top)
            by = (max(tip.left - at[0], 0, at[0] - tip.right + 1),
                  max(tip.top - at[1], 0, at[1] - tip.bottom + 1))
            hidden = [tg for r, tg in scene.board.hits if tip.colliderect(r) and isinstance(
                tg, Group | IslandFavours | Shrine) and tg.island != i]
            abreast = across >= min(tip.w, island.w) // 3 or \
                down >= min(tip.h, island.h) // 3 or max(by) <= fonts.px(REACH)
            # abreast of it, or (where every place abreast hides another island's
            # pieces, which no hover text does where it can help it: test_layout_hover)
            # close and clear of them
            assert abreast or not hidden, (size, i, tip, island, "not abreast", hidden)
            off = max(tip.left - island.right, island.left - tip.right,
                      tip.top - island.bottom, island.top - tip.bottom, 0)
            # (abreast but further off: where the place by the island lies over the
            # board's play, the temple island's land, and the text stands in the open,
            # over the panel's log: 1024x700 at 150 %, the Sailboat island)
            by_it = tip.move(island.right + 6 - tip.left, 0) if tip.left > island.right \
                else None
            played = by_it is not None and play_mask(
                scene.board, scene.lay, scene.snap, app.size).overlap_area(
                pygame.mask.Mask(by_it.size, fill=True), by_it.topleft) > 0
            assert off <= fonts.px(48) or not (abreast or hidden) or played, \
                (size, i, tip, island, off)
        fonts.set_text_size(100)
        pygame.display.quit()


def _island_things(scene) -> list:
    """Each island's things that speak (the island, its novices, favours and shrines)."""
    return list(dict.fromkeys(tg for _, tg in scene.board.hits
                              if isinstance(tg, Island | Group | IslandFavours | Shrine)))


def _pointed(person, target):
    """The pointer rested on `target`: its hover text's place, None if another speaks."""
    scene = person.scene
    person.point(scene.board.rect_of(target).center)
    person.wait(0.5)
    return scene.hover_text.rect if scene.view().hover == target else None


def test_an_islands_text_keeps_off_its_plates_and_a_travels_off_the_temple(tmp_path):
    """F805: a hover on the Book island's novices covered its Moon Priestess plate (its
    coming scoring's); the planned Travel's text stood over the temple. No text of an
    island's pieces (novices, favours, shrines) stands over that island's coming-scoring
    plates, at 1024x700 150 % and while a Travel is planned at 1920x1080 150 %; there an
    island's own text stands over none of the temple's places (fields, tiles, council,
    candles, jetty). On the real loop at normal speed."""
    from human import Person

    from luna.client.board.targets import Stake
    from luna.client.game.tip_clear import temple_places
    for size, planned in (((1024, 700), False), ((1920, 1080), True)):
        person = Person(tmp_path, size=size, text_size=150, menu=False)
        try:
            open_game(person.app, random_moves(3, 2, 12), autosave=False)
            person.wait(0.3)
            scene = person.scene
            if planned:
                me = scene.game.to_move
                person.click_on(next(Group(i, me, "active") for i, isl in enumerate(
                    scene.snap["islands"]) if isl["active"][me]))
                person.take("travel")
                person.wait(0.3)
                assert scene.builder is not None
            for target in _island_things(scene):
                tip = _pointed(person, target)
                if tip is None:
                    continue
                plates = [r for r, tg in scene.board.hits
                          if isinstance(tg, Stake) and tg.island == target.island]
                assert isinstance(target, Island) or tip.collidelist(plates) < 0, \
                    (size, target, tip, plates)
                if planned and isinstance(target, Island):
                    assert tip.collidelist(temple_places(scene.board.hits)) < 0, \
                        (size, target, tip)
        finally:
            person.close()
