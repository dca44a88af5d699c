"""The in-game menu over the board: resume, save, load, settings, rules, main menu."""

from __future__ import annotations

import pygame

from ...text import t
from . import ButtonScene

ITEMS = ("resume", "save", "load", "settings", "rules", "main")


class PauseMenu(ButtonScene):
    blocks_below = False

    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene

    def enter(self) -> None:
        w, h = self.app.size
        self.column(ITEMS, [t(f"menu.{n}") for n in ITEMS], w // 2 - 140,
                    h // 2 - len(ITEMS) * 56 // 2)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        name = self.pressed(event)
        if name is None:
            return
        self.app.sounds.play("click")
        if name == "resume":
            self.app.pop()
        elif name == "save":
            self.app.open("save", self.game_scene.table)
        elif name == "main":
            self.app.goto("menu")
        else:
            self.app.open(name)

    def draw(self, surf: pygame.Surface) -> None:
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((4, 6, 16, 160))
        surf.blit(veil, (0, 0))
