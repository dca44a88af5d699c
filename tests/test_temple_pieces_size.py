"""The temple's pieces as large as their places allow at the smallest window (round 6: a
fresh player found them small at 1024x700): a novice on a field fills most of the hex
below its engraved number, which stays whole; a Book of Wisdom half a field wide; a path
tile's drawing near half the tile. Drawn by the real loop at normal speed at 1024x700."""

from __future__ import annotations

import colorsys

import pytest
from test_temple_look import field_parts

from luna.client.board import art
from luna.client.board.targets import Field, Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game


@pytest.fixture(scope="module")
def start(tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("temple_pieces"), speed="normal", size=(1024, 700))
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
        assert body.h >= 0.57 * hw, f"field {f['field']}'s novice {body.h} px on {hw}"
        # the number's engraving: every dark pixel of it as the field's picture cuts it
        hexs = art.hex_field(f["field"], f["symbol"], rows[f["row"]], hw, f["tile"])
        r = hexs.get_rect(center=(int(cx), int(cy)))
        cut = [(x, y) for x in range(number.x, number.right) for y in range(number.y,
               number.bottom) if sum(hexs.get_at((x - r.x, y - r.y))[:3]) < 300]
        assert len(cut) >= 4
        hidden = [p for p in cut if shot.get_at(p)[:3] != hexs.get_at((p[0] - r.x,
                                                                       p[1] - r.y))[:3]]
        assert not hidden, f"field {f['field']}'s number is covered at {hidden[:4]}"
        if f["book"]:
            book = board.books[Field(f["field"])]
            assert book.w >= 0.48 * hw, f"field {f['field']}'s Book {book.w} px on {hw}"


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
