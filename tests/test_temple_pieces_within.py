"""The temple's pieces each within their own place (fresh players today: at the start a
field's novice and Book spilled over the neighbouring fields and covered their numbers).
On the real loop at normal speed, at the three window sizes and at 150 % text: every
field's novice, owner's badge and Book stand inside its own hexagon, off every field's
number and symbol."""

from __future__ import annotations

import pygame
import pytest
from test_temple_look import field_parts

from luna.client import fonts
from luna.client.board import art
from luna.client.board.targets import Field
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game

LOOKS = [((1024, 700), 100), ((1024, 700), 150), ((1280, 800), 100), ((1920, 1080), 100)]


@pytest.fixture(scope="module", params=LOOKS, ids=lambda c: f"{c[0][0]}-{c[1]}")
def start(request, tmp_path_factory):
    """A four-player game's start: a novice and a Book on one field of each row."""
    size, text_size = request.param
    app = make_app(tmp_path_factory.mktemp("within"), speed="normal", size=size)
    app.settings.text_size = text_size
    app.save_settings()
    open_game(app, new_game(players=4, seed=1, setup="intro"), autosave=False)
    frames(app, 8)
    return app


def _pieces(board, snap, f) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """A field's pieces as the board drew them: each sprite and its top left."""
    target, out = Field(f["field"]), []
    colour = snap["colours"][f["player"]] if f["player"] is not None else None
    if target in board.field_novices:
        r = board.field_novices[target].inflate(4, 4)
        out.append((art.haloed(art.novice(colour, r.h - 4)), r.topleft))
    if target in board.books:
        r = board.books[target]
        out.append((art.book_marker(r.w), r.topleft))
    if target in board.owner_badges:
        r = board.owner_badges[target]
        out.append((art.owner_badge(colour, r.w), r.topleft))
    return out


def test_a_fields_pieces_stand_inside_its_hexagon_off_every_number(start):
    scene, board = start.scene, start.scene.board
    snap, rows, hw = scene.snap, scene.snap["temple"]["rows"], int(scene.lay.hex_w)
    fields = snap["temple"]["fields"]
    inks = []
    for g in fields:
        _, number, symbol, _ = field_parts(scene, g)
        inks += [(g["field"], number), (g["field"], symbol)]
    placed = [f for f in fields if f["player"] is not None or f["book"]]
    assert len(placed) >= 4
    for f in placed:
        (cx, cy), _, _, _ = field_parts(scene, f)
        hexs = art.hex_field(f["field"], f["symbol"], rows[f["row"]], hw, f["tile"],
                             fonts.board_grow(), held=f["player"] is not None)
        r = hexs.get_rect(center=(int(cx), int(cy)))
        face = pygame.mask.from_surface(hexs, 200)
        pieces = _pieces(board, snap, f)
        assert len(pieces) == (2 if f["player"] is None else 3) - (not f["book"])
        for sprite, at in pieces:
            body = pygame.mask.from_surface(sprite, 240)
            inside = face.overlap_area(body, (at[0] - r.x, at[1] - r.y))
            assert inside == body.count(), \
                f"field {f['field']}: {body.count() - inside} px of a piece at {at} off its hex"
            for n, ink in inks:
                box = pygame.mask.Mask(ink.size, fill=True)
                assert body.overlap(box, (ink.x - at[0], ink.y - at[1])) is None, \
                    f"field {f['field']}'s piece at {at} over field {n}'s marks {ink}"
