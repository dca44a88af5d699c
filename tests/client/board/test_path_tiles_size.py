"""The path's temple tiles read (look55: ~20 px tiles ten to a row with room between
them, on a stone with room to spare): in the smallest window, with four players (the
longest path) at the largest text size, each row of the path fills its stone, the
tiles as large as the row's room lets them be, their slabs a few pixels apart; each
tile is drawn at least 26 px. Through the app's own frames."""

from __future__ import annotations

import pygame
from positions import blank, play

from luna.client.board.targets import GuardianTile, Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game


def test_the_path_tiles_fill_their_rows(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    app.settings.text_size = 150
    app.save_settings()
    open_game(app, play(blank(players=4)), autosave=False)
    frames(app, 20)
    scene = app.scene
    lay = scene.lay
    tiles = sorted((r for r, tg in scene.board.hits if isinstance(tg, Tile | GuardianTile)),
                   key=lambda r: (r.y, r.x))
    assert len(tiles) == 30                              # 24 tiles, 6 guardian tiles
    size = lay.tile_size
    assert all(r.size == (size, size) for r in tiles)
    assert size >= 26, f"path tiles of {size} px"
    rows: dict[int, list[pygame.Rect]] = {}
    for r in tiles:
        rows.setdefault(r.y, []).append(r)
    plateau = pygame.Rect(lay.plateau)
    for row in rows.values():
        row.sort(key=lambda r: r.x)
        gaps = [b.left - a.right for a, b in zip(row, row[1:], strict=False)
                if b.left - a.right < size]                 # (a place left empty)
        assert gaps and max(gaps) <= round(size * 0.06), f"slabs {gaps} px apart"
        assert min(gaps) >= 0, "tiles overlap"
    widest = max(rows.values(), key=len)
    filled = (widest[-1].right - widest[0].left) / plateau.w
    assert filled >= 0.9, f"the path fills {filled:.0%} of its stone"
