"""The temple's pieces each within their own place (fresh players today: at the start a
field's novice and Book spilled over the neighbouring fields and covered their numbers).
On the real loop at normal speed, at the three window sizes and at 150 % text: every
field's novice, owner's badge and Book stand inside its own hexagon, off every field's
number and symbol."""

from __future__ import annotations

import pygame
import pytest
from test_temple_look import field_parts

from luna.client.board import art
from luna.client.board.targets import Field
from luna.client.board.temple_view import marks_grow
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.engine import new_game

LOOKS = [((1024, 700), 100), ((1024, 700), 150), ((1280, 800), 100), ((1920, 1080), 100)]


@pytest.fixture(scope="module", params=LOOKS, ids=lambda c: f"{c[0][0]}-{c[1]}")
def start(request, tmp_path_factory):
    """A four-player game's start: a novice and a Book on one field of each row."""
    size, text_size = request.param
    app = make_app(tmp_path_factory.mktemp("within"), speed="normal", size=size, menu=False)
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
                             marks_grow(hw, f["player"] is not None),
                             held=f["player"] is not None)
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


CLAIMED_LOOKS = [((1024, 700), 100), ((1024, 700), 150), ((1920, 1080), 100)]


@pytest.mark.parametrize("size,text_size", CLAIMED_LOOKS,
                         ids=[f"{s[0]}-{ts}" for s, ts in CLAIMED_LOOKS])
def test_a_claimed_tile_shows_its_number_inside_and_its_symbol_beside_its_novice(
        tmp_path, size, text_size):
    """Fresh players: the novice on a claimed path tile hid its island's symbol, and its
    number stood over the tile's top edge; the Guardian stood small under his value."""
    from test_temple_numbers import position

    from luna.client.board.targets import Figure, GuardianTile, Tile
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.text_size = text_size
    app.save_settings()
    open_game(app, position(), autosave=False)
    frames(app, 8)
    scene, board, shot = app.scene, app.scene.board, app.screen
    grow = fonts.board_grow()
    claimed = [e for e in scene.snap["path"] if e.get("claimed_by") is not None]
    assert len(claimed) == 6
    for e in claimed:
        tile = Tile(e["tile"])
        r = board.rect_of(tile)
        number = board.tile_numbers[tile]
        assert number.top >= r.top + 0.08 * r.h - 1 and r.contains(number), \
            f"tile {e['tile']}'s number {number} over its top edge {r}"
        marks = art.claimed_marks(r.w, grow)
        symbol = pygame.Rect(marks.symbol_at, (marks.symbol, marks.symbol)).move(r.topleft)
        assert r.contains(symbol)
        assert not symbol.colliderect(board.owner_badges[tile])
        at = board.tile_novices[tile].move(2, 2)
        body = pygame.mask.from_surface(art.novice(
            scene.snap["colours"][e["claimed_by"]], at.h - 4), 100)
        assert not body.overlap_area(pygame.mask.Mask(symbol.size, fill=True),
                                     (symbol.x - at.x, symbol.y - at.y))
        # the symbol drawn there: its picture's ink on the screen, in its island's colour
        pic = art.temple_tile(e["tile"], e["symbol"], r.w, grow=grow,
                              claimed_colour=scene.snap["colours"][e["claimed_by"]])
        shade = pic.get_at((symbol.x - r.x, symbol.bottom - 1 - r.y))
        ink = [(x, y) for x in range(symbol.x, symbol.right) for y in range(symbol.y,
               symbol.bottom) if sum(abs(a - b) for a, b in zip(
                   pic.get_at((x - r.x, y - r.y))[:3], shade[:3], strict=True)) > 120]
        assert len(ink) >= 6, f"tile {e['tile']}: no symbol at {symbol}"
        kept = [p for p in ink if max(abs(a - b) for a, b in zip(shot.get_at(p)[:3], pic.get_at(
            (p[0] - r.x, p[1] - r.y))[:3], strict=True)) <= 24]
        assert len(kept) >= 0.8 * len(ink), f"tile {e['tile']}'s symbol covered"   # (a
        # neighbour's light may tint its edge)
    # the Guardian as tall as his tile, his value on its small disc beside his head, on
    # his tile's corner (its middle on the tile, a third of it over the rim at most)
    g = scene.snap["guardian"]
    tile = board.rect_of(GuardianTile(g))
    _, sprite, at = board.hits.shapes[Figure("guardian")]
    body = pygame.mask.from_surface(sprite, 60).get_bounding_rects()[0].move(at)
    disc = board.guardian_value
    assert body.h >= 0.68 * tile.h, f"the Guardian {body} small on his tile {tile}"   # (his
    #   value's disc inside his tile, clear of the next: 18 px of a 26 px tile at 1024x700)
    assert tile.collidepoint(disc.center) and disc.w <= 0.55 * tile.w, (disc, tile)
    assert tile.inflate(disc.w * 2 // 3, disc.w * 2 // 3).contains(disc), (disc, tile)
