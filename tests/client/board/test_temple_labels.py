"""The temple island's names read alike (fresh12 d10, at 150 % in German: "Eingang" stood
on the first path tile's rim and "Bootssteg" kept its small size while "Eingang" and
"Priesterrat" grew). The entrance's, the jetty's and the council's names are drawn at one
size, grown with the text size, none touching a path tile, a temple field, a council
seat, a piece or another name; found without taking room from the pieces (their sizes
as at 100 %: tests/client/board/test_colour_vision.py reads the council's discs). Played on the real
loop at normal speed, in German, at the smallest window and a large one."""

from __future__ import annotations

import pygame
from layout_check import draw_recorded
from test_board_look import midgame

from luna import text as i18n
from luna.client.board.targets import Field, Figure, GuardianTile, Jetty, Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game

SOLID = (Tile, GuardianTile, Field, Jetty, Figure)
NAMES = ("temple.entrance", "jetty.label", "council.label")


def _names(app, size: tuple, text_size: int) -> dict:
    app.settings.text_size = text_size
    app.save_settings()
    frames(app, 8)
    scene = app.scene
    rec = draw_recorded(app)
    words = {i18n.t(k): k for k in NAMES}
    seen = {words[d.words]: d for d in rec.texts if d.words in words}
    assert len(seen) == 3, f"{size} {text_size} %: {sorted(seen)}"
    solid = [(r, tg) for r, tg in scene.board.hits if isinstance(tg, SOLID)]
    solid += [(pygame.Rect(r), f"seat {k}") for k, r in enumerate(scene.lay.council)]
    solid += [(d, f"disc of {p}") for d, p in scene.board.discs]
    for key, d in seen.items():
        for r, tg in solid:
            assert not d.rect.inflate(2, 2).colliderect(r), \
                f"{size} {text_size} %: {key} {d.rect} touches {tg} {r}"
        for other, e in seen.items():
            assert other == key or not d.rect.colliderect(e.rect), f"{key} on {other}"
    return {k: d.size for k, d in seen.items()}, [d.w for d, _ in scene.board.discs]


def test_the_temples_names_grow_alike_and_touch_no_tile_or_piece(tmp_path):
    for size in [(1024, 700), (1920, 1080)]:
        app = make_app(tmp_path / str(size[0]), speed="normal", size=size, language="de",
                       menu=False)
        try:
            open_game(app, midgame(5, 40), autosave=False)
            (small, _), (large, _) = _names(app, size, 100), _names(app, size, 150)
            assert len(set(large.values())) == 1, f"{size} 150 %: sizes {large}"
            assert len(set(small.values())) == 1, f"{size} 100 %: sizes {small}"
            assert min(large.values()) > max(small.values()), f"{size}: {small} -> {large}"
        finally:
            app.settings.text_size = 100
            app.save_settings()


def test_the_entrances_air_costs_no_piece_a_pixel(monkeypatch):
    """The entrance's name has its air over the first tile from the stone's margin under
    the council: every piece's place is as large as without it (a text took it from the
    board and the council's discs came out a pixel smaller)."""
    from luna.client.board import layout
    from luna.client.window import fonts

    def sizes(w: int, h: int, players: int):
        lay = layout.compute(w, h, players)
        return (round(lay.hex_w, 6), lay.tile_size, lay.council[0][2], lay.candle_size,
                lay.jetty[2:])       # (the fields to a millionth of a pixel: float noise)

    try:
        for ts in (100, 150):
            fonts.set_text_size(ts)
            for w, h in [(1024, 700), (1280, 800), (1920, 1080)]:
                for players in (2, 3, 4):
                    given = sizes(w, h, players)
                    with monkeypatch.context() as m:
                        m.setattr(layout, "ENTRANCE_AIR", 0)
                        assert sizes(w, h, players) == given, (w, h, players, ts)
    finally:
        fonts.set_text_size(100)
