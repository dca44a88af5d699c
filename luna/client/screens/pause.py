"""The in-game menu over the board: resume, save, load, settings, rules, main menu."""

from __future__ import annotations

import pygame

from ...text import names, t
from ..fonts import px
from . import ButtonScene

ITEMS = ("resume", "save", "load", "settings", "rules", "main")


class PauseMenu(ButtonScene):
    blocks_below = False

    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene

    def enter(self) -> None:
        w, h = self.app.size
        height, gap = min(px(46), (h - 32) // len(ITEMS) - 10), 10
        self.column(ITEMS, [t(f"menu.{n}") for n in ITEMS], w // 2,
                    h // 2 - len(ITEMS) * (height + gap) // 2, px(280), height, gap)

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
            self._to_menu()
        else:
            self.app.open(name)

    def _to_menu(self) -> None:
        """To the main menu; a host whose table others sit at asks first, since leaving
        closes it for them (they wait for it to be reopened)."""
        table = self.game_scene.table
        others = table.others() if getattr(table, "client", None) and \
            table.client.is_host and not table.game.is_over else []
        if not others:
            self.app.goto("menu")
            return
        self.app.open("confirm", t("lan.close_head"),
                      t("lan.close_body", names=names(others)),
                      t("lan.close_yes"), lambda: self.app.goto("menu"))

    def draw(self, surf: pygame.Surface) -> None:
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((4, 6, 16, 160))
        surf.blit(veil, (0, 0))
