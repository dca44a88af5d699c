"""A novice on a temple field or a path tile leaves its number readable (fresh14: a novice
standing on a claimed path tile hid the tile's number). On every claimed tile the number
stands at the top left, no piece over it (the novice stands at the right, the owner's
badge at the bottom left), and on every field above its novice, Book and badge. Played
on the real loop at normal speed, at the smallest window and a large one, at 100 % and
150 % text."""

from __future__ import annotations

import pygame
from positions import blank, claim, play, temple_novice
from test_colour_vision import seen
from test_temple_look import field_parts

from luna.client.board import art
from luna.client.board.art.base import _glyphs
from luna.client.board.targets import Field, Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.client.window import fonts


def position():
    """Six tiles claimed by the four players along the path, a novice on a field."""
    snap = blank(4)
    for p, n in ((0, 28), (1, 16), (2, 12), (3, 6), (3, 21), (1, 9)):
        claim(snap, n, p)
    temple_novice(snap, 17, 2)
    return play(snap)


def _number_box(board, tile: Tile, r: pygame.Rect, grow: float) -> pygame.Rect:
    """Where the board says it wrote the tile's number; where an unclaimed tile has it
    (centre top) if it says nothing."""
    kept = getattr(board, "tile_numbers", {}).get(tile)
    if kept is not None:
        return kept
    px, at, _, _ = art.tile_marks(r.w, grow)
    glyphs = _glyphs(str(tile.tile), px, (0, 0, 0))
    return glyphs.get_rect(center=(round(r.x + at[0]), round(r.y + at[1])))


def at_text_sizes(app, sizes=(100, 150)):
    """The open game at each text size in turn, a few frames drawn at it."""
    for ts in sizes:
        app.settings.text_size = ts
        app.save_settings()
        frames(app, 8)
        yield ts


def test_no_piece_covers_a_claimed_tiles_or_a_fields_number(tmp_path):
    for size in [(1024, 700), (1920, 1080)]:
        app = make_app(tmp_path / str(size[0]), speed="normal", size=size, menu=False)
        open_game(app, position(), autosave=False)
        try:
            for ts in at_text_sizes(app):
                scene, shot, board = app.scene, app.screen, app.scene.board
                grow = fonts.board_grow()
                claimed = [e for e in scene.snap["path"] if e.get("claimed_by") is not None]
                assert len(claimed) == 6
                for e in claimed:
                    tile = Tile(e["tile"])
                    r = board.rect_of(tile)
                    box = _number_box(board, tile, r, grow)
                    assert r.contains(box), f"{size} {ts} %: tile {e['tile']}'s number {box}"
                    # the figures on the screen as the tile's own picture cuts them (under
                    # the board's light veil of the moment, a few shades off)
                    pic = art.temple_tile(e["tile"], e["symbol"], r.w, grow=grow,
                                          claimed_colour=scene.snap["colours"][e["claimed_by"]])
                    hidden = [(x, y) for x in range(box.x, box.right)
                              for y in range(box.y, box.bottom)
                              if pic.get_at((x - r.x, y - r.y)).a == 255 and max(
                                  abs(a - b) for a, b in zip(shot.get_at((x, y))[:3], pic.get_at(
                                      (x - r.x, y - r.y))[:3], strict=True)) > 24]
                    assert not hidden, \
                        f"{size} {ts} %: tile {e['tile']}'s number covered at {hidden[:4]}"
                    lums = [seen(shot.get_at((x, y)), None) for x in range(box.x, box.right)
                            for y in range(box.y, box.bottom)]
                    assert max(lums) - min(lums) >= 0.5, f"tile {e['tile']}: no figures seen"
                    assert box.h >= 10, f"{size} {ts} %: tile {e['tile']}'s number {box.h} px"
                    # no piece over it: the badge's rect clear of it, and the novice's body
                    # too (a hooded figure: its rect is mostly air round its hood)
                    badge = board.owner_badges[tile]
                    assert not badge.colliderect(box), f"tile {e['tile']}: badge on number"
                    at = board.tile_novices[tile].move(2, 2)        # within its rim
                    body = pygame.mask.from_surface(art.novice(
                        scene.snap["colours"][e["claimed_by"]], at.h - 4), 100)
                    over = body.overlap_area(pygame.mask.Mask(box.size, fill=True),
                                             (box.x - at.x, box.y - at.y))
                    assert body.count() and not over, \
                        f"{size} {ts} %: tile {e['tile']}'s novice {at} over its number {box}"
                fields = [f for f in scene.snap["temple"]["fields"] if f["player"] is not None]
                assert len(fields) == 5
                for f in fields:
                    _, number, _, _ = field_parts(scene, f)
                    for piece in (board.field_novices, board.books, board.owner_badges):
                        r = piece.get(Field(f["field"]))
                        assert r is None or not r.colliderect(number), \
                            f"{size} {ts} %: field {f['field']}'s number under a piece {r}"
        finally:
            app.settings.text_size = 100
            app.save_settings()


def test_a_claimed_tiles_symbol_leaves_its_number_whole(tmp_path):
    """On a small claimed tile (1024x700, 100 and 150 % text) the island's symbol beside
    the number never covers its figures (a German fresh player read tiles of ~22 px with
    their numbers partly covered): each of the number's figures' pixels shows light on
    the screen, drawn by the real loop."""
    from luna.client.board.art.tiles import CLAIMED_INK, claimed_marks
    snap = blank(4)
    for p, n in ((0, 28), (1, 26), (2, 22), (3, 13), (0, 24), (1, 18), (2, 20), (3, 8)):
        claim(snap, n, p)
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    open_game(app, play(snap), autosave=False)
    try:
        for ts in at_text_sizes(app):
            scene, shot, board = app.scene, app.screen, app.scene.board
            marks = None
            for e in (e for e in scene.snap["path"] if e.get("claimed_by") is not None):
                r = board.rect_of(Tile(e["tile"]))
                marks = claimed_marks(r.w, fonts.board_grow())
                glyphs = _glyphs(str(e["tile"]), marks.px, CLAIMED_INK)
                at = glyphs.get_rect(center=marks.number.move(r.topleft).center)
                dim = [(x, y) for x in range(glyphs.get_width())
                       for y in range(glyphs.get_height()) if glyphs.get_at((x, y)).a == 255
                       and max(abs(a - b) for a, b in zip(
                           shot.get_at((at.x + x, at.y + y))[:3], CLAIMED_INK,
                           strict=True)) > 48]
                assert not dim, f"{ts} %: tile {e['tile']}'s figures covered at {dim[:4]}"
            assert marks is not None
    finally:
        app.settings.text_size = 100
        app.save_settings()
