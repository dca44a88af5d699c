"""What the window keeps of its pictures and words (issue 51's memory): the rendered words
kept are the latest asked for, never more than RENDERED, and never all dropped at once
(a frame then drew every word anew); a screen's whole-window picture goes with it;
pygame-gui's faces are read from their files."""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame_gui.core.package_resource import PackageResource
from pygame_gui.core.utility import FontResource

from luna.client.demo.driver import frames, make_app
from luna.client.screens import menu
from luna.client.window import fonts


def test_the_words_kept_are_the_latest_and_bounded():
    fonts._rendered.clear()
    latest = fonts.text("The latest words", 15, shared=True)
    for k in range(fonts.RENDERED + 200):
        fonts.text(f"word {k}", 15, shared=True)
        if k % 50 == 0:                      # asked again and again, as a frame does
            assert fonts.text("The latest words", 15, shared=True) is latest
    assert len(fonts._rendered) <= fonts.RENDERED
    assert fonts.text("The latest words", 15, shared=True) is latest
    assert fonts.text(f"word {fonts.RENDERED + 199}", 15, shared=True) is \
        fonts.text(f"word {fonts.RENDERED + 199}", 15, shared=True)


def test_the_menus_whole_window_picture_goes_with_the_menu(tmp_path):
    app = make_app(tmp_path, speed="normal")
    frames(app, 2)
    assert menu._GROUNDS
    app.goto("rules")
    frames(app, 2)
    assert not menu._GROUNDS
    app.goto("menu")
    frames(app, 2)
    assert menu._GROUNDS and isinstance(app.scene, menu.MainMenu)
    assert app.screen.get_at((5, 5)) != pygame.Color(0, 0, 0)


def test_every_size_of_a_face_is_drawn_by_a_few_fonts_of_its_file():
    """A pygame font holds ~0.5 MB once it has drawn, whatever its size: the sizes a
    window fits its texts by share a few openings of their file, and draw as a font
    opened at that size."""
    pygame.init()
    fonts.reset()
    words = "Tile 24 is 4 Einflusspunkte"
    for px in range(8, 40):
        fonts._face(fonts.BOLD, px, False).render(words, True, (255, 255, 255))
        fonts._face(fonts.DISPLAY, px, True).render(words, True, (255, 255, 255))
    assert len(fonts._files) == 2
    assert all(len(opened) <= fonts.OPENED for opened in fonts._files.values())
    for px in (9, 17, 31):
        own = pygame.font.Font(fonts.BOLD, px)
        face = fonts._face(fonts.BOLD, px, False)
        assert face.get_linesize() == own.get_linesize()
        assert face.size("Luna") == own.size("Luna")
        assert pygame.image.tobytes(face.plain("Luna 12", True, (255, 255, 255)), "RGBA") == \
            pygame.image.tobytes(own.render("Luna 12", True, (255, 255, 255)), "RGBA")


def test_a_cache_bounded_by_bytes_keeps_the_latest_pictures_within_its_bound():
    from luna.client.window import caches
    made = []

    @caches.by_bytes(100 * 100 * 4 * 3)           # three 100x100 pictures
    def picture(k: int, side: int = 100) -> pygame.Surface:
        made.append(k)
        return pygame.Surface((side, side), pygame.SRCALPHA)

    first = picture(0)
    for k in range(1, 6):
        picture(k)
        assert picture(k) is picture(k)
        assert picture.held() <= 100 * 100 * 4 * 3
    assert made == [0, 1, 2, 3, 4, 5]
    assert picture(5) is picture(5) and picture(0) is not first    # the oldest went
    picture(9, 400)                                # larger than the bound: not kept
    assert picture.held() <= 100 * 100 * 4 * 3 and (9, 400) not in picture.kept
    picture.cache_clear()
    assert picture.held() == 0


def test_a_finished_games_pictures_and_words_go_as_its_results_open(tmp_path, monkeypatch):
    """The results screen needs none of the board's pictures nor the game's words (40-50
    MB after a whole game); the screens' backdrop it stands on stays."""
    from positions import random_moves

    from luna.client.board import backdrop
    from luna.client.board.art import islands
    from luna.client.opening import open_game
    monkeypatch.setattr(backdrop, "FORGET", True)       # as a player's window (conftest)
    game = random_moves(3, 2)
    app = make_app(tmp_path, speed="normal", menu=False)
    open_game(app, random_moves(3, 2, len(game.log) - 1), autosave=False)
    frames(app, 3)
    assert islands.foam.cache_info().currsize and fonts._rendered
    board = app.scene.board
    assert board._scene is not None
    app.open("results", game)
    frames(app, 2)
    assert islands.foam.cache_info().currsize == 0
    assert board._scene is None and not board._kept        # nor its own board's
    assert backdrop._backdrop.cache_info().currsize == 1
    assert len(fonts._rendered) < 200             # the results screen's own words
    shown = app.screen.copy()
    app.pop()                                       # back to the board: drawn again
    frames(app, 2)
    assert app.scene.board is not None and app.screen.get_at((640, 400)) != \
        shown.get_at((640, 400))


def test_a_games_screen_holds_neither_the_menus_backdrop_nor_a_second_sea(tmp_path,
                                                                          monkeypatch):
    """Whole-window pictures a game's screen never shows (4-8 MB each): the menus'
    backdrop goes as a game opens, the board's sea once its scene is drawn from it."""
    from luna.client.board import backdrop
    from luna.client.board.art import sea
    from luna.client.opening import open_game
    from luna.engine import new_game
    monkeypatch.setattr(backdrop, "FORGET", True)       # as a player's window (conftest)
    app = make_app(tmp_path, speed="normal")
    frames(app, 1)                          # the menu drawn (make_app draws none)
    assert backdrop._backdrop.cache_info().currsize
    open_game(app, new_game(2, seed=3), autosave=False)
    frames(app, 2)
    assert backdrop._backdrop.cache_info().currsize == 0
    assert sea.sea_background.cache_info().currsize == 0
    app.goto("menu")
    frames(app, 2)
    assert backdrop._backdrop.cache_info().currsize == 1


def test_pygame_guis_faces_are_read_from_their_files(tmp_path):
    """pygame-gui kept a whole copy of a packaged face's file for each size it opened
    (~0.5 MB each, a dozen sizes): its faces are opened from their files, as ours, and
    draw the same pixels."""
    app = make_app(tmp_path, speed="normal")
    app.open("settings")
    frames(app, 3)
    font_dict = app.ui.ui_theme.get_font_dictionary()
    opened = list(font_dict.loaded_fonts.values())
    assert len(opened) > 2
    for face in opened:
        assert isinstance(face.location, str) and Path(face.location).is_file(), face.font_id
    face = next(f for f in opened if f.style["bold"] and "noto_sans" in f.font_id)
    packaged = FontResource(face.font_id, face.size, face.style, (PackageResource(
        "pygame_gui.data", Path(face.location).name), False))
    assert packaged.load() is None
    white = pygame.Color("white")
    assert pygame.image.tobytes(face.loaded_font.render_premul("Luna 12", white), "RGBA") \
        == pygame.image.tobytes(packaged.loaded_font.render_premul("Luna 12", white), "RGBA")
