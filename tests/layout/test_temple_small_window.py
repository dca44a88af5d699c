"""The temple and the council read in the smallest window (issue 21: a German fresh player
at 1024x700, 150 % text, four players, read the fields' and path tiles' numbers ~9-10 px
high). Played on the real loop at normal speed, four players, in German at 150 %, at
1024x700, 1280x800 and 1920x1080: every field's and path tile's number at least 12 px
high on the screen (10 at 1024x700: the figures' ink), the temple island's stone over
no island nor its name."""

from __future__ import annotations

import pygame
import pytest
from positions import blank, claim, play, temple_novice
from test_temple_look import field_parts

from luna.client.board import art
from luna.client.board.targets import Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.client.window import fonts

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]
IDS = [f"{w}x{h}" for w, h in SIZES]
# px: a number's figures at least, at 150 % text (at 1024x700 a field is 31 px wide with
# four players and its number stays 10 px: a larger one needs a larger temple, whose
# room the islands take)
NUMBER = {1024: 10, 1280: 12, 1920: 12}


def _at(tmp_path, size, game):
    app = make_app(tmp_path, speed="normal", size=size, language="de", menu=False)
    app.settings.text_size = 150
    app.save_settings()
    open_game(app, game, autosave=False)
    frames(app, 10)
    return app


def _ink_rows(shot, box: pygame.Rect, ink) -> int:
    """How many rows tall the figures within `box` stand on the screen (`ink`: whether a
    pixel is of them)."""
    rows = [y for y in range(box.y, box.bottom)
            if any(ink(shot.get_at((x, y))) for x in range(box.x, box.right))]
    return max(rows) - min(rows) + 1 if rows else 0


def _dark(c) -> bool:
    return sum(c[:3]) < 200


def _light(c) -> bool:
    return min(c[:3]) > 200


def position():
    """Four players: six path tiles claimed, two novices in the temple."""
    snap = blank(4)
    for p, n in ((0, 28), (1, 16), (2, 12), (3, 6), (3, 21), (1, 9)):
        claim(snap, n, p)
    temple_novice(snap, 17, 2)
    temple_novice(snap, 5, 1)
    return play(snap)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_temples_numbers_stand_twelve_pixels_high(tmp_path, size):
    least = NUMBER[size[0]]
    app = _at(tmp_path, size, position())
    try:
        scene, shot, board = app.scene, app.screen, app.scene.board
        fields = []
        for f in scene.snap["temple"]["fields"]:
            if f["player"] is not None or f["book"]:
                continue
            _, number, symbol, _ = field_parts(scene, f)
            box = pygame.Rect(number.x - 2, number.y - 3, number.w + 4,
                              min(number.h + 5, symbol.y - number.y + 2))
            fields.append(_ink_rows(shot, box, _dark))
        assert len(fields) >= 20 and min(fields) >= least, f"{size}: fields' numbers {fields}"
        tiles, claimed = [], []
        for e in scene.snap["path"]:
            if "tile" not in e:
                continue
            r = board.rect_of(Tile(e["tile"]))
            if e["claimed_by"] is None:
                _, _, _, (_, sym_y) = art.tile_marks(r.w, fonts.board_grow())
                tiles.append(_ink_rows(shot, pygame.Rect(r.x + 2, r.y + 1, r.w - 4, sym_y - 1),
                                       _dark))
            else:                  # light figures on the claimed tile's shade
                claimed.append(_ink_rows(shot, board.tile_numbers[Tile(e["tile"])], _light))
        assert len(tiles) >= 10 and min(tiles) >= least, f"{size}: path tiles' numbers {tiles}"
        assert len(claimed) == 6 and min(claimed) >= least, \
            f"{size}: claimed tiles' numbers {claimed}"
        # the temple island's stone, larger, over no island nor its name
        stone = pygame.Rect(scene.lay.plateau)
        islands = [pygame.Rect(r) for r in scene.lay.islands]
        plates = [r for r, _ in board.name_plates()]
        assert stone.collidelist(islands) < 0 and stone.collidelist(plates) < 0, \
            f"{size}: the temple's stone {stone} over an island or its name"
    finally:
        fonts.set_text_size(100)
