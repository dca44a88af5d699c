"""The in-game menu over the board: resume, save, load, settings, rules, main menu."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..i18n import t
from . import Scene

ITEMS = ("resume", "save", "load", "settings", "rules", "main")


class PauseMenu(Scene):
    blocks_below = False

    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.buttons: dict = {}

    def enter(self) -> None:
        w, h = self.app.size
        bw, bh = 280, 46
        top = h // 2 - len(ITEMS) * (bh + 10) // 2
        for k, name in enumerate(ITEMS):
            b = UIButton(pygame.Rect(w // 2 - 140 - bw // 2, top + k * (bh + 10), bw, bh),
                         t(f"menu.{name}"), self.app.ui, object_id="#menu_button")
            self.buttons[b] = name

    def exit(self) -> None:
        for b in self.buttons:
            b.kill()
        self.buttons = {}

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in self.buttons:
            return
        from . import dialogs
        from .menu import MainMenu
        name = self.buttons[event.ui_element]
        self.app.sounds.play("click")
        if name == "resume":
            self.app.pop()
        elif name == "save":
            self.app.push(dialogs.SaveDialog(self.app, self.game_scene.session.game))
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
