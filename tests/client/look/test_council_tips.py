"""Hover texts about the council stand beside it, not over the seats and discs they
explain (issue 21, a fresh player's remark): a seat's own hover text on the board, and
the Council button's in the tray (whose preview lights the seat its disc reaches). On
the real loop at normal speed, small window at 150 % text and the large one."""

from __future__ import annotations

import pygame
from test_hint_place import council_game

from luna.client.board.targets import CouncilSeat, Island
from luna.client.demo.driver import click, frames, make_app, ring_card, target_rect
from luna.client.opening import open_game


def _move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 30)


def test_a_council_hover_text_stands_beside_the_council(tmp_path):
    for size, text_size in (((1024, 700), 150), ((1920, 1080), 100)):
        app = make_app(tmp_path, speed="normal", size=size)
        app.settings.text_size = text_size
        app.save_settings()
        app.goto("menu")
        game, _ = council_game(4, others=(4, 7))
        open_game(app, game, autosave=False)
        scene = app.scene
        frames(app, 10)
        seats = [(r, tg) for r, tg in scene.board.hits if isinstance(tg, CouncilSeat)]
        window = pygame.Rect((0, 0), size)
        for k in (1, 4, 9):                          # a seat's own hover text
            rect = next(r for r, tg in seats if tg.seat == k)
            _move(app, rect.center)
            tip = scene.tip_rect
            assert tip is not None and window.contains(tip), (size, k, tip)
            over = [tg.seat for r, tg in seats if tip.colliderect(r)]
            assert not over, (size, k, tip, over)
        # the tray's Council button: its text over none of the council's seats
        click(app, target_rect(scene, Island(0)).center)
        frames(app, 20)
        card = ring_card(scene, "council")
        assert card is not None, size
        _move(app, card.center)
        tip = scene.tip_rect
        assert tip is not None and window.contains(tip), (size, tip)
        over = [tg.seat for r, tg in seats if tip.colliderect(r)]
        assert not over, (size, tip, over)
        # drawn there: the hover text's dark plate along its left margin
        plate = [sum(app.screen.get_at((tip.x + 6, y))[:3])
                 for y in range(tip.y + 6, tip.bottom - 6)]
        assert sorted(plate)[len(plate) // 2] < 150, (size, tip)
        pygame.display.quit()
