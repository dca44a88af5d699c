"""The temple island's names are sized with the board (a fresh player at 150 %: the side
panel widened, the board shrank, and "Entrance" and "Council of priests" grew over the
smaller temple fields, path tiles and council discs): no larger than half a path tile
grown as the tiles' numbers grow with the text size (at 13 px a German fresh player at
1024x700 150 % read them as tiny beside the panel's words), and their signs a little
clear of every field, tile, seat and disc, in English and French at 150 % with four
players (the smallest board) and three; at 100 % they are as they were, and with three
players they still grow with the text size. Measured on frames of the real loop at
normal speed, the words where they are really blitted."""

from __future__ import annotations

import random

import pygame
from layout_check import draw_recorded

from luna import text as i18n
from luna.client import fonts
from luna.client.board import art
from luna.client.board.targets import Field, GuardianTile, Jetty, Tile
from luna.client.board.temple_view import marks_grow
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine.game import new_game

NAMES = ("temple.entrance", "jetty.label", "council.label")
AIR = 2                                   # px kept between a name's sign and a piece


def _game(players: int, seed: int = 5, moves: int = 50):
    g = new_game(players=players, seed=seed, setup="intro",
                 seats=[{"kind": "human"}] * players)
    rng = random.Random(seed)
    for _ in range(moves):
        g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"] or g.legal()))
    return g


def _names(app, text_size: int) -> dict:
    app.settings.text_size = text_size
    app.save_settings()
    frames(app, 8)
    rec = draw_recorded(app)
    words = {i18n.t(k): k for k in NAMES}
    return {words[d.words]: d for d in rec.texts if d.words in words}


def _fields(scene) -> list[tuple[pygame.Mask, pygame.Rect]]:
    """Each temple field as drawn: its opaque pixels and where they stand."""
    snap, lay = scene.snap, scene.lay
    rows, hw = snap["temple"]["rows"], int(lay.hex_w)
    out = []
    for f in snap["temple"]["fields"]:
        held = f["player"] is not None
        img = art.hex_field(f["field"], f["symbol"], rows[f["row"]], hw, f["tile"],
                            marks_grow(hw, held), held=held)
        cx, cy = lay.field_centre(f["row"], f["col"])
        out.append((pygame.mask.from_surface(img, 60), img.get_rect(center=(int(cx), int(cy)))))
    return out


def test_the_temples_names_are_sized_with_the_board(tmp_path):
    for size, lang, players in (((1024, 700), "en", 4), ((1280, 800), "fr", 4),
                                ((1024, 700), "fr", 3)):
        app = make_app(tmp_path / f"{size[0]}{lang}{players}", speed="normal", size=size,
                       language=lang)
        try:
            open_game(app, _game(players), autosave=False)
            small = _names(app, 100)
            large = _names(app, 150)
            scene = app.scene
            assert len(large) == 3, (size, lang, sorted(large))
            tile = scene.lay.tile_size
            pieces = [r for r, tg in scene.board.hits
                      if isinstance(tg, Tile | GuardianTile | Jetty | Field)]
            pieces += [pygame.Rect(r) for r in scene.lay.council]
            pieces += [d for d, _ in scene.board.discs]
            fields = _fields(scene)
            for key, d in large.items():
                where = f"{size} {lang} {players}p {key} {d.size}px"
                most = round(max(13, tile / 2) * fonts.board_grow())
                assert d.size <= most, f"{where}: larger than half a tile {tile}, grown"
                sign = d.rect.inflate(10 + 2 * AIR, 2 * AIR - 2)
                assert sign.collidelist(pieces) < 0, \
                    f"{where}: {sign} on {pieces[sign.collidelist(pieces)]}"
                for mask, r in fields:
                    cl = sign.clip(r)
                    if cl.w and cl.h:
                        over = mask.overlap_area(pygame.mask.Mask(cl.size, fill=True),
                                                 (cl.x - r.x, cl.y - r.y))
                        assert not over, f"{where}: over the field at {r}"
                assert d.size >= small[key].size, f"{where}: smaller than at 100 %"
            if players == 3:             # a board with room: they grow with the text
                assert min(d.size for d in large.values()) > \
                    max(d.size for d in small.values()), (size, lang)
        finally:
            app.settings.text_size = 100
            app.save_settings()
            pygame.display.quit()
