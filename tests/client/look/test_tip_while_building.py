"""A hover text is solid and stays off what the player works on (a fresh player: "hover
texts are semi-transparent, the island labels show through; while I planned a Travel the
Shrine island's text stood over the temple and the arrow"). On the real loop at normal
speed: the pointer rests on an island, then a Travel is dragged and every island pointed
at while it is being built."""

from __future__ import annotations

import pygame
from positions import random_moves

from luna.client.board.arrows import curve, width_for
from luna.client.board.targets import CouncilSeat, Field, GuardianTile, Island, Tile
from luna.client.demo.driver import frames, make_app, target_rect
from luna.client.opening import open_game
from luna.client.widgets import palette as P
from luna.client.widgets.overlays import widget_rects


def _move(app, pos, held: bool = False) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(1, 0, 0) if held else (0, 0, 0)))
    frames(app, 2)


def _game(tmp_path, size, lang):
    app = make_app(tmp_path / f"{size[0]}{lang}", speed="normal", size=size, language=lang)
    app.settings.text_size = 150
    app.save_settings()
    open_game(app, random_moves(3, 2, 30), autosave=False)
    frames(app, 10)
    return app


def test_an_islands_hover_text_is_solid(tmp_path):
    """Its glass is the theme's night glass itself down its left edge, whatever the board
    under it (at 240 of 255 the temple's labels showed through)."""
    app = _game(tmp_path, (1280, 800), "en")
    try:
        scene = app.scene
        for isl in (2, 4):
            _move(app, (2, 2))
            _move(app, target_rect(scene, Island(isl)).center)
            frames(app, 3)
            tip = scene.tip_rect
            assert tip is not None, isl
            colours = {tuple(app.screen.get_at((tip.x + 5, y))[:3])
                       for y in range(tip.y + 12, tip.bottom - 12)}
            assert colours == {P.GLASS}, (isl, tip, sorted(colours)[:5])
    finally:
        app.settings.text_size = 100
        app.save_settings()
        pygame.display.quit()


def test_while_a_travel_is_built_island_texts_keep_off_its_arrow_and_the_temple(tmp_path):
    """Short (its favours left, no rules line), off the arrow, its ghost and the panel's
    buttons; off the temple's fields, path and council too where the window leaves the
    sea room for it (the smallest window at 150 % in German has none beside some
    islands: there the short text is the least it can hide)."""
    for size, lang, temple_too in (((1280, 800), "en", True), ((1920, 1080), "fr", True),
                                   ((1024, 700), "de", False)):
        app = _game(tmp_path, size, lang)
        try:
            scene = app.scene
            me = scene.game.to_move
            source = next(g for g in sorted(scene.clickable, key=repr) if g.what == "group"
                          and g.player == me and scene.dragging.draggable(g, scene.view()))
            start = target_rect(scene, source).center
            dest = next(i for i in range(7) if i != source.island)
            end = target_rect(scene, Island(dest)).center
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            frames(app, 2)
            for s in range(1, 11):               # dragged across, as a hand does
                _move(app, (start[0] + (end[0] - start[0]) * s / 10,
                            start[1] + (end[1] - start[1]) * s / 10), held=True)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
            frames(app, 30)
            drawn = scene.builder_drawn
            assert scene.builder is not None and drawn.arrows, size
            w = width_for(scene.lay.scale)
            way = [pygame.Rect(round(x - w / 2), round(y - w / 2), w, w)
                   for (a, b), away in zip(drawn.arrows, drawn.aways, strict=True)
                   for x, y in curve(a, b, away)]
            ghosts = [r for _, g, b in drawn.ghosts for r in (g, b)]
            temple = [(r, tg) for r, tg in scene.board.hits
                      if isinstance(tg, Field | Tile | GuardianTile | CouncilSeat)]
            buttons = widget_rects(app.ui)
            for isl in range(7):
                _move(app, (2, 2))
                _move(app, target_rect(scene, Island(isl)).center)
                frames(app, 3)
                tip = scene.tip_rect
                assert scene.hover == Island(isl) and tip is not None, (size, isl)
                assert app.screen.get_rect().contains(tip), (size, isl, tip)
                assert scene.tip_link is None, (size, isl, "not short")
                assert tip.collidelist(way) < 0 and tip.collidelist(ghosts) < 0, \
                    (size, isl, tip, "over the move's arrow")
                over = [tg for r, tg in temple if tip.colliderect(r)]
                assert not over or not temple_too, (size, isl, tip, over)
                assert tip.collidelist(buttons) < 0, (size, isl, tip, "over a button")
        finally:
            app.settings.text_size = 100
            app.save_settings()
            pygame.display.quit()
