"""An island's hover text stands toward the open sea, over none of its neighbours
(fresh15: hovering an island, its text hid the next island): not over another island's
land, name plate or pieces, nor over its own name plate, inside the window. On the real
loop at normal speed, the pointer moved onto each island as a person does."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path

import pygame

from luna.client.board.targets import Group, Island, IslandFavours, Shrine
from luna.client.demo.driver import frames, make_app, target_rect, wait_frames
from luna.client.opening import open_game


def _hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)


def _island_tip(app, scene, isl: int):
    """The pointer comes to island `isl` from the corner: its hover text (inside the
    window, over none of the island's own name plate) and the island's rect."""
    _hover(app, (2, 2))
    _hover(app, target_rect(scene, Island(isl)).center)
    frames(app, 3)
    tip, own = scene.tip_rect, scene.board.rect_of(Island(isl))
    assert tip is not None and app.screen.get_rect().contains(tip), (isl, tip)
    _clear_of_its_name(scene, isl, tip)
    return tip, own


def _clear_of_its_name(scene, isl: int, tip) -> None:
    """The text over none of its island's name plate (a fresh player found the name it
    is about hidden under it)."""
    plate = scene.board.name_plate(Island(isl))
    assert plate is not None and not tip.colliderect(plate), (isl, tip, plate, "its name")


def test_an_islands_hover_text_hides_none_of_its_neighbours(tmp_path):
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    for size, lang in (((1280, 800), "en"), ((1920, 1080), "de")):
        app = make_app(tmp_path, speed="normal", size=size, language=lang)
        open_game(app, random_moves(3, 2, 30), autosave=False)
        scene = app.scene
        frames(app, 5)
        islands = {tg.island: r for r, tg in scene.board.hits if isinstance(tg, Island)}
        for isl in (0, 4, 6):             # the Book, Bribery and Tides islands
            _hover(app, (2, 2))
            _hover(app, target_rect(scene, Island(isl)).center)
            wait_frames(app, lambda s=scene: s.tip_rect is not None, 5)
            frames(app, 3)
            tip = scene.tip_rect
            assert scene.hover == Island(isl) and tip is not None, (size, isl)
            assert app.screen.get_rect().contains(tip), (size, isl, tip)
            # another island's land (its middle: its rect's corners are sea), pieces, name
            lands = [k for k, r in islands.items() if k != isl
                     and tip.colliderect(r.inflate(-r.w * 0.3, -r.h * 0.3))]
            pieces = [tg for r, tg in scene.board.hits if tip.colliderect(r) and isinstance(
                tg, Group | IslandFavours | Shrine) and tg.island != isl]
            names = [r for r in scene.board.labels if tip.colliderect(r)     # their plates
                     and not r.colliderect(islands[isl].inflate(80, 80)) and any(
                         r.colliderect(o.inflate(80, 80)) for o in islands.values())]
            assert not lands and not pieces and not names, (size, isl, tip, lands, pieces)
            _clear_of_its_name(scene, isl, tip)
            # drawn: the plate's dark ground inside its left edge
            assert sum(app.screen.get_at((tip.x + 6, tip.centery))[:3]) < 200, (size, isl)
        pygame.display.quit()


def test_an_islands_hover_text_stands_by_it_off_the_temple(tmp_path):
    """Near the island, toward the sea, not in the middle of the board over the temple
    (a fresh player: "island texts always sit in the middle of the board over the
    temple"): over none of the temple's fields, and at 100 % over none of its path and
    council either; where its whole text finds no room there, the short one (its
    favours left, the rule a click away). Never over the panel's buttons."""
    from luna.client.board.targets import CouncilSeat, Field, GuardianTile, Tile
    from luna.client.widgets.overlays import widget_rects
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    for text_size in (150, 100):
        app = make_app(tmp_path / str(text_size), speed="normal", size=(1280, 800))
        app.settings.text_size = text_size
        app.save_settings()
        try:
            open_game(app, random_moves(3, 2, 30), autosave=False)
            scene = app.scene
            frames(app, 5)
            fields = [r for r, tg in scene.board.hits if isinstance(tg, Field)]
            temple = [r for r, tg in scene.board.hits
                      if isinstance(tg, Field | Tile | GuardianTile | CouncilSeat)]
            buttons = widget_rects(app.ui)
            for isl in range(7):
                tip, own = _island_tip(app, scene, isl)
                assert tip.collidelist(fields) < 0, (text_size, isl, tip, "over the fields")
                if text_size == 100:
                    assert tip.collidelist(temple) < 0, (isl, tip, "over the temple")
                far = max(tip.left - own.right, own.left - tip.right, tip.top - own.bottom,
                          own.top - tip.bottom)
                assert far < 80, (text_size, isl, tip, own, "far from its island")
                assert tip.collidelist(buttons) < 0, (text_size, isl, tip, "over a button")
        finally:
            app.settings.text_size = 100
            app.save_settings()
            pygame.display.quit()


def test_a_short_island_text_with_no_room_stays_by_its_island(tmp_path):
    """The smallest window at 150 % in German has no sea room beside some islands even
    for the short text: it stands by the island (over the temple's edge at worst), not
    across the board over the panel (the Book island's stood over the scoreboard)."""
    with _german_at_150(tmp_path, (1024, 700)) as app:
        scene = app.scene
        for isl in range(7):
            tip, own = _island_tip(app, scene, isl)
            far = max(tip.left - own.right, own.left - tip.right, tip.top - own.bottom,
                      own.top - tip.bottom)
            assert far < 80, (isl, tip, own, "far from its island")


@contextmanager
def _german_at_150(tmp_path, size):
    """A mid-game of three in German at 150 % in a window of `size`, on the real loop;
    the text size set back after."""
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    app = make_app(tmp_path / str(size[0]), speed="normal", size=size, language="de")
    app.settings.text_size = 150
    app.save_settings()
    try:
        open_game(app, random_moves(3, 2, 30), autosave=False)
        frames(app, 5)
        yield app
    finally:
        app.settings.text_size = 100
        app.save_settings()
        pygame.display.quit()


def test_a_favours_hover_text_keeps_off_the_players_cards(tmp_path):
    """At 150 % a favour stack's text stood over the panel's player cards (a fresh player
    lost the scores under it): beside its stack, over none of the cards, in the smallest
    window and the middle one, in German (the longest words)."""
    from luna.client.board.targets import Player
    for size in ((1024, 700), (1280, 800)):
        with _german_at_150(tmp_path, size) as app:
            scene = app.scene
            cards = [r for r, tg in scene.board.hits if isinstance(tg, Player)]
            stacks = [tg for _, tg in scene.board.hits if isinstance(tg, IslandFavours)]
            assert len(cards) == 3 and len(stacks) >= 5, (cards, stacks)
            for stack in stacks:
                _hover(app, (2, 2))
                _hover(app, target_rect(scene, stack).center)
                frames(app, 3)
                tip = scene.tip_rect
                assert scene.hover == stack and tip is not None, (size, stack)
                assert tip.collidelist(cards) < 0, (size, stack, tip, "over the cards")
                assert not tip.colliderect(scene.board.rect_of(stack)), (size, stack, tip)
