"""The temple's pieces as large as their places allow at the smallest window (round 6: a
fresh player found them small at 1024x700): a novice on a field as tall as it stands with
its badge and Book inside its hex (fresh players today: they spilled over the neighbours'
numbers) below its engraved number, which stays whole; a Book a readable part of it; a path
tile's drawing near half the tile. Drawn by the real loop at normal speed at 1024x700."""

from __future__ import annotations

import colorsys

import pygame
import pytest
from test_temple_look import field_parts

from luna.client.board import art
from luna.client.board.targets import Field, Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.engine import new_game


@pytest.fixture(scope="module")
def start(tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("temple_pieces"), speed="normal", size=(1024, 700),
                   menu=False)
    open_game(app, new_game(players=4, seed=1, setup="intro"), autosave=False)
    frames(app, 6)
    return app


def test_a_novice_on_a_field_fills_the_hex_and_leaves_its_number_whole(start):
    scene, shot = start.scene, start.screen
    board, rows = scene.board, scene.snap["temple"]["rows"]
    taken = [f for f in scene.snap["temple"]["fields"] if f["player"] is not None]
    assert len(taken) >= 4
    for f in taken:
        (cx, cy), number, _, hw = field_parts(scene, f)
        body = board.field_novices[Field(f["field"])]
        assert body.h >= 0.34 * hw, f"field {f['field']}'s novice {body.h} px on {hw}"
        # the number's engraving: every dark pixel of it as the field's picture cuts it
        hexs = art.hex_field(f["field"], f["symbol"], rows[f["row"]], hw, f["tile"],
                             held=True)                 # (its number and symbol side by side)
        r = hexs.get_rect(center=(int(cx), int(cy)))
        cut = [(x, y) for x in range(number.x, number.right) for y in range(number.y,
               number.bottom) if sum(hexs.get_at((x - r.x, y - r.y))[:3]) < 300]
        assert len(cut) >= 4
        hidden = [p for p in cut if shot.get_at(p)[:3] != hexs.get_at((p[0] - r.x,
                                                                       p[1] - r.y))[:3]]
        assert not hidden, f"field {f['field']}'s number is covered at {hidden[:4]}"
        if f["book"]:
            book = board.books[Field(f["field"])]
            assert book.w >= 0.25 * hw, f"field {f['field']}'s Book {book.w} px on {hw}"


def test_a_path_tiles_drawing_is_near_half_the_tile(start):
    scene, shot = start.scene, start.screen
    size = scene.lay.tile_size
    spans = []
    for e in scene.snap["path"]:
        if "tile" not in e or e["claimed_by"] is not None:
            continue
        r = scene.board.rect_of(Tile(e["tile"]))
        ink = [(x, y) for x in range(r.x + 2, r.right - 2) for y in range(r.centery, r.bottom - 2)
               if colorsys.rgb_to_hsv(*(v / 255 for v in shot.get_at((x, y))[:3]))[1] > 0.3]
        assert ink, f"tile {e['tile']} shows no drawing"
        h = max(y for _, y in ink) - min(y for _, y in ink) + 1
        w = max(x for x, _ in ink) - min(x for x, _ in ink) + 1
        spans.append(max(w, h))
    assert len(spans) >= 5
    spans.sort()
    middle = spans[len(spans) // 2]          # (its colour's light may spill on a lit one)
    assert middle >= 0.34 * size, f"the tiles' drawings are {spans} px on {size}"


def _ink_rows(shot, box: pygame.Rect, dark: int = 330) -> int:
    """How many rows tall the dark figures within `box` on the screen stand."""
    rows = [y for y in range(box.y, box.bottom) if any(
        sum(shot.get_at((x, y))[:3]) < dark for x in range(box.x, box.right))]
    return max(rows) - min(rows) + 1 if rows else 0


def test_the_temples_numbers_stand_ten_pixels_tall_at_every_text_size(start):
    """Round 7: the fields' and the path tiles' numbers were ~7 px tall at 1024x700 and did
    not grow with the text size. Measured on the screen (the dark figures' ink), at 100 %
    and 150 %: at least 10 px, none under a novice, a Book or an owner's badge."""
    app = start
    seen = {}
    try:
        for ts in (100, 150):
            app.settings.text_size = ts
            app.save_settings()
            frames(app, 6)
            scene, shot, board = app.scene, app.screen, app.scene.board
            heights = []
            for f in scene.snap["temple"]["fields"]:
                _, number, symbol, hw = field_parts(scene, f)
                box = pygame.Rect(number.x - 2, number.y - 3, number.w + 4,
                                  min(number.h + 5, symbol.y - number.y + 2))
                if f["player"] is None and not f["book"]:
                    heights.append(_ink_rows(shot, box))
                for piece in (board.field_novices, board.books, board.owner_badges):
                    r = piece.get(Field(f["field"]))
                    assert r is None or not r.colliderect(number), \
                        f"field {f['field']}'s number under a piece at {ts} %"
            assert len(heights) >= 20 and min(heights) >= 10, f"fields' numbers {heights}"
            tiles = []
            for e in scene.snap["path"]:
                if "tile" not in e or e["claimed_by"] is not None:
                    continue
                r = scene.board.rect_of(Tile(e["tile"]))
                _, _, _, (_, sym_y) = art.tile_marks(r.w, fonts.board_grow())
                tiles.append(_ink_rows(shot, pygame.Rect(r.x + 2, r.y + 1, r.w - 4, sym_y - 1)))
            assert len(tiles) >= 10 and min(tiles) >= 10, f"path tiles' numbers {tiles}"
            seen[ts] = (min(heights), min(tiles))
        assert seen[150] >= seen[100]
    finally:
        app.settings.text_size = 100
        app.save_settings()
        frames(app, 2)
