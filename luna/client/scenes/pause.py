"""The in-game menu over the board: resume, save, load, settings, rules, main menu."""

from __future__ import annotations

import pygame

from ..i18n import t
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
        from . import dialogs
        from .menu import MainMenu
        self.app.sounds.play("click")
        if name == "resume":
            self.app.pop()
        elif name == "save":
            self.app.push(dialogs.SaveDialog(self.app, self.game_scene.session.game,
                                             getattr(self.game_scene.session, "client", None)))
        elif name == "load":
            self.app.push(dialogs.LoadDialog(self.app))
        elif name == "settings":
            self.app.push(dialogs.SettingsDialog(self.app))
        elif name == "rules":
            self.app.push(dialogs.RulesScene(self.app))
        elif name == "main":
            self.app.replace(MainMenu(self.app))

    def draw(self, surf: pygame.Surface) -> None:
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((4, 6, 16, 160))
        surf.blit(veil, (0, 0))
