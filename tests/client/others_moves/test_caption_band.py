"""A computer player's move is told by a caption on the board (game/captions.py); fresh15
and fresh16 saw it, at 150 % text, stand over an island in the board's corner. Where no
corner is free it stands as one row in the free sea along the board's edge: over no
island, none of an island's pieces or name, not over the "Faster" chip, inside the board.
On the real loop at normal speed, computers playing."""

from __future__ import annotations

import pygame

from luna.client.board.targets import Figure, Group, Island, IslandFavours, Shrine
from luna.client.demo.driver import frames, make_app, wait_frames
from luna.client.opening import open_game
from luna.engine import new_game
from luna.seats import LEVELS


def test_a_computers_caption_at_150_stands_over_no_island(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1280, 800), language="en")
    app.worker_process = False
    app.settings.text_size = 150
    app.save_settings()
    app.goto("menu")
    seats = [{"kind": LEVELS[0], "seed": k} for k in (1, 2, 3)]
    game = new_game(players=3, seed=4, setup="intro", seats=seats)
    game.header["seats"] = seats
    open_game(app, game, autosave=False)
    scene = app.scene
    board = pygame.Rect(scene.lay.board)
    for _ in range(2):
        wait_frames(app, lambda: scene.show.caption is not None
                    and scene.show.caption.rect is not None, 30)
        caption = scene.show.caption
        frames(app, 12)
        box = caption.rect
        assert board.contains(box), box
        over = [tg for r, tg in scene.board.hits if box.colliderect(r) and isinstance(
            tg, Island | Group | IslandFavours | Shrine | Figure)]
        assert not over, (caption.kind, box, over)
        assert box.collidelist(scene.board.labels) < 0, (caption.kind, box)
        chip = scene.show.chip_place(scene.show._chip_words().get_rect().inflate(38, 12).size)
        assert not box.colliderect(chip), (box, chip)
        # drawn: the caption's glass under its middle, not the sea's art
        c = app.screen.get_at((box.right - 8, box.centery))
        assert sum(c[:3]) < 200, c
        wait_frames(app, lambda c=caption: scene.show.caption is not c, 30)
    pygame.display.quit()


def test_a_caption_over_the_panel_is_as_wide_as_the_log(tmp_path):
    """Where the board's foot has no free place the caption stands across the panel's
    action area over the log; a French fresh player saw it 30 px short of the log and
    the players' cards beside it. Its glass spans the area, on the real loop."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    app.worker_process = False
    app.settings.text_size = 150
    app.save_settings()
    app.goto("menu")
    seats = [{"kind": LEVELS[0], "seed": k} for k in (1, 2, 3, 4)]
    game = new_game(players=4, seed=4, setup="intro", seats=seats)
    game.header["seats"] = seats
    open_game(app, game, autosave=False)
    scene = app.scene
    wait_frames(app, lambda: scene.show.caption is not None
                and scene.show.caption.docked, 60)
    frames(app, 12)
    caption, dock = scene.show.caption, pygame.Rect(scene.show.dock)
    assert caption.rect.left == dock.left and caption.rect.width == dock.width, \
        (caption.rect, dock)
    # drawn: the glass at its right end, not the log's ground beside a short card
    c = app.screen.get_at((caption.rect.right - 6, caption.rect.centery))
    assert sum(c[:3]) < 200, c
    pygame.display.quit()
