"""The main menu: Continue, Learn to play, New game, Solo game, LAN game, Load, Profiles,
Rules, Settings, Quit."""

from __future__ import annotations

import pygame

from ...saves import autosave_path, read_save
from ...text import t
from ..board.backdrop import draw_backdrop
from ..fonts import text
from ..opening import open_save, open_tutorial
from . import ButtonScene

ITEMS = ("continue", "tutorial", "new", "solo", "lan", "load", "profile", "rules", "settings",
         "quit")
OPENS = {"new": "new_game"}          # menu item -> screen, where the names differ


class MainMenu(ButtonScene):
    def enter(self) -> None:
        w, h = self.app.size
        top, gap = int(h * 0.36), 10
        height = min(48, (h - 16 - top - gap * (len(ITEMS) - 1)) // len(ITEMS))
        self.column(ITEMS, [t(f"menu.{n}") for n in ITEMS], w // 2, top, 300, height, gap)
        cont = next(b for b, n in self.buttons.items() if n == "continue")
        if not self._autosave_ok():
            cont.disable()
            cont.tool_tip_text = t("menu.no_autosave")

    def _autosave_ok(self) -> bool:
        path = autosave_path(self.app.save_dir)
        if not path.exists():
            return False
        try:
            doc = read_save(path)
        except Exception:
            return False
        return not (doc.get("info") or {}).get("final")

    def handle_event(self, event) -> None:
        name = self.pressed(event)
        if name is None:
            return
        self.app.sounds.play("click")
        if name == "quit":
            self.app.running = False
        elif name == "continue":
            open_save(self.app, autosave_path(self.app.save_dir))
        elif name == "tutorial":
            open_tutorial(self.app)
        else:
            self.app.open(OPENS.get(name, name))

    def draw(self, surf: pygame.Surface) -> None:
        draw_backdrop(surf)
        w, h = surf.get_size()
        title = text(t("menu.title"), 96, (244, 226, 170), bold=True)
        surf.blit(title, title.get_rect(center=(w // 2, int(h * 0.20))))
        sub = text(t("menu.subtitle"), 22, (190, 196, 220))
        surf.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.20) + 66)))

