"""The temple island's names read alike (fresh12, d10_game150: at 150 % in German
"Eingang" ran into the first path tile and "Bootssteg" kept its small size while
"Eingang" and "Priesterrat" grew). The entrance's, the jetty's and the council's names
are drawn at one size, grown with the text size, and none touches a path tile, a temple
field, a council seat or a piece. Played on the real loop at normal speed, in German, at
the smallest window and a large one, the size read where the words were drawn."""

from __future__ import annotations

import pygame
from layout_check import draw_recorded
from test_board_look import midgame

from luna import text as i18n
from luna.client.board.targets import Field, Figure, GuardianTile, Jetty, Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game

SOLID = (Tile, GuardianTile, Field, Jetty, Figure)


def _names(app, size: tuple, text_size: int) -> dict:
    app.settings.text_size = text_size
    app.save_settings()
    frames(app, 8)
    scene = app.scene
    rec = draw_recorded(app)
    words = {i18n.t(k): k for k in ("temple.entrance", "jetty.label", "council.label")}
    seen = {words[d.words]: d for d in rec.texts if d.words in words}
    assert len(seen) == 3, f"{size} {text_size} %: {sorted(seen)}"
    solid = [(r, tg) for r, tg in scene.board.hits if isinstance(tg, SOLID)]
    # the seats as drawn (their place to click reaches up to the name's plate)
    solid += [(pygame.Rect(r), f"seat {k}") for k, r in enumerate(scene.lay.council)]
    for key, d in seen.items():
        for r, tg in solid:
            assert not d.rect.inflate(2, 2).colliderect(r), \
                f"{size} {text_size} %: {key} {d.rect} touches {tg} {r}"
    for key, d in seen.items():               # nor another name
        for other, e in seen.items():
            assert other == key or not d.rect.colliderect(e.rect), f"{key} on {other}"
    return {k: d.size for k, d in seen.items()}


def test_the_temples_names_grow_alike_and_touch_no_tile_or_piece(tmp_path):
    for size in [(1024, 700), (1920, 1080)]:
        app = make_app(tmp_path / str(size[0]), speed="normal", size=size)
        app.settings.language = "de"
        app.save_settings()
        try:
            open_game(app, midgame(5, 40), autosave=False)
            small, large = _names(app, size, 100), _names(app, size, 150)
            assert len(set(large.values())) == 1, f"{size} 150 %: sizes {large}"
            assert len(set(small.values())) == 1, f"{size} 100 %: sizes {small}"
            assert min(large.values()) > max(small.values()), f"{size}: {small} -> {large}"
        finally:
            app.settings.language = "en"
            app.settings.text_size = 100
            app.save_settings()
