"""A computer's move is told by its caption in one steady place (game/captions.py): a fresh
player saw the captions bottom left on some screens and top right on others, and one of
the last game's still standing as the guided game opened. On the real loop at normal
speed, computers playing, at each window size (the smallest at 150 % too): every caption
stands on the board's bottom edge at its left corner, over no island, each
game's first caption there too, whatever the game before left."""

from __future__ import annotations

import pygame
import pytest

from luna.client.board.layout import CAPTION_GAP
from luna.client.board.targets import Figure, Group, Island, IslandFavours, Shrine
from luna.client.demo.driver import frames, make_app, wait_frames
from luna.client.game.captions import EDGE
from luna.client.opening import open_game
from luna.engine import new_game
from luna.seats import LEVELS


def _computers(app, seed: int):
    seats = [{"kind": LEVELS[0], "seed": k} for k in (1, 2, 3)]
    game = new_game(players=3, seed=seed, setup="intro", seats=seats)
    game.header["seats"] = seats
    open_game(app, game, autosave=False)
    return app.scene


def _captions(app, scene, n: int) -> list[pygame.Rect]:
    """Where the next `n` captions stood, each looked at as a person sees it."""
    out = []
    for _ in range(n):
        wait_frames(app, lambda: scene.show.caption is not None
                    and scene.show.caption.rect is not None, 40)
        caption = scene.show.caption
        frames(app, 12)
        box = pygame.Rect(caption.rect)
        over = [tg for r, tg in scene.board.hits if box.colliderect(r) and isinstance(
            tg, Island | Group | IslandFavours | Shrine | Figure)]
        assert not over, (caption.kind, box, over)
        c = app.screen.get_at((box.right - 8, box.centery))      # its glass, drawn
        assert sum(c[:3]) < 200, c
        out.append(box)
        wait_frames(app, lambda c=caption: scene.show.caption is not c, 40)
    return out


@pytest.mark.long
@pytest.mark.parametrize("size,text_size", [((1024, 700), 100), ((1024, 700), 150),
                                            ((1280, 800), 100), ((1920, 1080), 100)],
                         ids=["1024", "1024-150", "1280", "1920"])
def test_a_computers_caption_stands_in_one_place_on_the_boards_bottom_edge(
        tmp_path, size, text_size):
    app = make_app(tmp_path, speed="normal", size=size, language="en")
    app.worker_process = False
    app.settings.text_size = text_size
    app.save_settings()
    app.goto("menu")
    scene = _computers(app, 4)
    board = pygame.Rect(scene.lay.board)
    boxes = _captions(app, scene, 3)
    app.goto("menu")
    frames(app, 2)
    scene = _computers(app, 9)                      # another game: its first caption
    boxes += _captions(app, scene, 1)
    for box in boxes:
        assert board.contains(box), (box, board)
        assert box.bottom == board.bottom - CAPTION_GAP, (box, board)    # on the bottom edge
        assert box.x == board.x + EDGE, (box, board)                # from its left corner
    pygame.display.quit()


def test_a_caption_stays_on_its_board_not_on_the_screen_opened_over_it(tmp_path):
    """A caption still fading when another screen opened over the game (the pause menu
    here) stood on that screen: it goes with the board under it, and is back with it."""
    from luna.client.demo.driver import key
    app = make_app(tmp_path, speed="normal", size=(1280, 800), language="en")
    app.worker_process = False
    app.goto("menu")
    scene = _computers(app, 4)
    wait_frames(app, lambda: scene.show.caption is not None
                and scene.show.caption.rect is not None, 40)
    frames(app, 12)
    box = pygame.Rect(scene.show.caption.rect)

    def ink(least: int) -> int:      # the caption's light words, as a person sees them
        return sum(1 for x in range(box.x, box.right) for y in range(box.y, box.bottom)
                   if sum(app.screen.get_at((x, y))[:3]) > least)

    assert ink(450) > 40
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.scene is not scene
    assert ink(150) < 10, ink(150)         # (its words under the pause's veil: none)
    assert scene.show.caption is None
    pygame.display.quit()
