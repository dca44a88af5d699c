"""An island's hover text stands off the island's own name plate and pieces (a French
fresh player at 1280x800, 125 %: the Shrine island's text over the foot of its favour
tokens and counts, "it hides what it talks about"). Each island hovered as a person
does, at 1024x700 / 150 % and 1280x800: its text covers no bit of its name plate nor of
its groups, favours or shrines. On the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from positions import random_moves

from luna.client import fonts
from luna.client.board.targets import Group, Island, IslandFavours, Shrine
from luna.client.demo.driver import frames, make_app, target_rect
from luna.client.opening import open_game


@pytest.mark.parametrize("size, language, text_size", [((1024, 700), "de", 150),
                                                       ((1280, 800), "en", 100),
                                                       ((1280, 800), "fr", 125)], ids=str)
def test_an_islands_hover_text_covers_none_of_its_name_and_pieces(tmp_path, size, language,
                                                                   text_size):
    app = make_app(tmp_path, speed="normal", size=size, language=language,
                   text_size=text_size)
    bad = []
    try:
        for moves in (40, 100):
            open_game(app, random_moves(4, 3, moves), autosave=False)
            frames(app, 10)
            scene = app.scene
            for i in range(7):
                at = target_rect(scene, Island(i)).center
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                                     buttons=(0, 0, 0)))
                frames(app, 40)
                hovered, tip = scene.hover, scene.tip_rect
                if not isinstance(hovered, Island) or tip is None:
                    continue
                own = hovered.island
                plate = scene.board.name_plate(hovered)
                pieces = [r for r, tg in scene.board.hits if isinstance(
                    tg, Group | IslandFavours | Shrine) and tg.island == own]
                if plate is not None and tip.colliderect(plate):
                    bad.append(f"{moves} moves, island {own}: over its name {plate}")
                bad += [f"{moves} moves, island {own}: over its piece {r} ({tip})"
                        for r in pieces if tip.colliderect(r)]
    finally:
        fonts.set_text_size(100)
    assert not bad, "\n".join(bad)
