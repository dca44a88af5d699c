"""The board's own words and numbers follow the player's text size as far as their places
allow (a German fresh player at 1024x700 150 %: "the temple tile numbers, 'Eingang',
'Bootssteg', 'Priesterrat' and the seat numbers 0-10 stay tiny, about 10-11 px, while
the panel text is large"): measured on frames of the real loop, at 100 % and at 150 %.
A held field's number and its symbol keep clear air between them (a French fresh player
read "11≋"), and a Book of Wisdom beside a novice on a field is a book, not "a beige
sliver a few pixels wide"."""

from __future__ import annotations

import random

import pygame
from test_sweep_board import NAMES, temple_names

from luna.client.board import art
from luna.client.board.art.base import PLAYER_RGB, _glyphs
from luna.client.board.targets import Field, Tile
from luna.client.board.temple_view import marks_grow
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.engine.game import new_game

SEAT_INK = (52, 44, 38)                  # the seats' numbers' engraving (art/temple._numbers)


def _game(players: int = 4, seed: int = 3, moves: int = 70):
    g = new_game(players=players, seed=seed, setup="intro",
                 seats=[{"kind": "human"}] * players)
    rng = random.Random(seed)
    for _ in range(moves):
        g.apply(rng.choice(g.legal()))
    return g


def _seat_number_height(app, name: pygame.Rect) -> int:
    """How tall the last council seat's number ("10") stands on the screen: the rows of
    its engraving's dark ink under the seat, over the council's name (`name`)."""
    seat = pygame.Rect(app.scene.lay.council[-1])
    shot = app.screen
    foot = name.y - 1 if name.right > seat.x and name.x < seat.right else seat.bottom + 40
    rows = [y for y in range(seat.bottom, min(shot.get_height(), foot))
            if any(max(abs(a - b) for a, b in zip(shot.get_at((x, y))[:3], SEAT_INK,
                                                     strict=True)) <= 4
                   for x in range(seat.x, seat.right))]
    # (the first run of rows: the name's sign below is dark too, but not this ink)
    run = [rows[0]] if rows else []
    for y in rows[1:]:
        if y - run[-1] > 2:
            break
        run.append(y)
    return run[-1] - run[0] + 1 if run else 0


def _ink(number: str, px: int) -> int:
    return _glyphs(number, px, (0, 0, 0)).get_bounding_rect().h


def _measure(app, text_size: int) -> dict:
    drawn = {k: d.rect for k, d in temple_names(app, text_size).items()}   # (as drawn now)
    sizes = {k: r.h for k, r in drawn.items()}
    lay, grow = app.scene.lay, fonts.board_grow()
    sizes["seats"] = _seat_number_height(app, drawn["council.label"])
    sizes["tiles"] = _ink("28", art.tile_marks(lay.tile_size, grow)[0])
    sizes["fields"] = _ink("28", art.field_marks(int(lay.hex_w), grow)[0])   # (unheld)
    return sizes


def test_the_boards_words_and_numbers_grow_with_the_text_size(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", menu=False)
    try:
        open_game(app, _game(), autosave=False)
        small = _measure(app, 100)
        large = _measure(app, 150)
        assert set(small) == set(large) == {*NAMES, "seats", "tiles", "fields"}, small
        for what in small:
            assert large[what] > small[what], (what, small[what], large[what])
        assert large["seats"] >= 12 and large["tiles"] >= 12 and large["fields"] >= 12, large
    finally:
        app.settings.text_size = 100
        app.save_settings()
        pygame.display.quit()


def _number_and_symbol(f: dict, hw: int) -> tuple[pygame.Rect, pygame.Rect]:
    """A held field's number's ink with its moonlit edge (art.base._engrave) and its
    symbol's ink, in the field's picture, as art.hex_field draws them."""
    px, at, sym, sym_at = art.held_marks(hw, marks_grow(hw, True))
    dark = _glyphs(str(f["field"]), px, (0, 0, 0))
    box = dark.get_rect(center=(round(at[0]), round(at[1])))
    ink = dark.get_bounding_rect().move(box.topleft)
    ink.w += max(1, px // 16)                                # (the light edge)
    mark = art.symbol(f["symbol"], sym, (0, 0, 0)).get_bounding_rect().move(sym_at)
    return ink, mark


def test_a_held_fields_number_and_symbol_keep_apart_and_its_book_shows(tmp_path):
    for size, lang, percent in (((1024, 700), "de", 150), ((1280, 800), "fr", 125),
                                ((1920, 1080), "en", 100)):
        app = make_app(tmp_path / lang, speed="normal", size=size, language=lang,
                       text_size=percent, menu=False)
        try:
            open_game(app, _game(), autosave=False)
            frames(app, 8)
            scene, hw = app.scene, int(app.scene.lay.hex_w)
            held = [f for f in scene.snap["temple"]["fields"] if f["player"] is not None]
            assert held
            for f in held:
                number, symbol = _number_and_symbol(f, hw)
                assert symbol.x - number.right >= 1, (size, f["field"], number, symbol)
            books = [f for f in held if f["book"]]
            assert books, size
            for f in books:
                book = scene.board.books[Field(f["field"])]
                novice = scene.board.field_novices[Field(f["field"])].inflate(4, 4)
                where = (size, f["field"], book, novice)
                assert min(book.size) >= 12, where
                assert book.right - novice.right >= 0.6 * book.w - 1, where
        finally:
            pygame.display.quit()


def test_a_claimed_tiles_owner_reads(tmp_path):
    """Its owner's badge 15 px at least, their symbol's full colour in it 7 px tall at
    least (a French fresh player at 1280x800 read "about 8 px" owner marks on the path's
    tiles: 13 px badges, 5-6 px of full colour)."""
    for size in ((1024, 700), (1280, 800)):
        app = make_app(tmp_path / str(size[0]), speed="normal", size=size, language="fr",
                       text_size=125, menu=False)
        try:
            open_game(app, _game(), autosave=False)
            frames(app, 8)
            scene = app.scene
            claimed = {Tile(e["tile"]): e["claimed_by"] for e in scene.snap["path"]
                       if "guardian" not in e and e["claimed_by"] is not None}
            assert claimed, size
            for target, p in claimed.items():
                badge = scene.board.owner_badges[target]
                rgb = PLAYER_RGB[scene.snap["colours"][p]]
                disc = badge.inflate(-4, -4)            # (inside its rim: off the frame)
                rows = [y for y in range(disc.y, disc.bottom)
                        if any(max(abs(a - b) for a, b in zip(app.screen.get_at((x, y))[:3],
                                                                 rgb, strict=True)) <= 30
                               for x in range(disc.x, disc.right))]
                where = (size, target, badge, rows)
                assert min(badge.size) >= 15, where
                assert rows and rows[-1] - rows[0] + 1 >= 7, where
        finally:
            pygame.display.quit()
