"""The main menu: New game, Continue, Load, Solo game, Rules, Settings, Quit."""

from __future__ import annotations

import pygame

from ...saves import autosave_path, read_save
from .. import art
from ..fonts import text
from ..i18n import t
from . import ButtonScene

ITEMS = ("continue", "new", "solo", "lan", "load", "rules", "settings", "quit")


class MainMenu(ButtonScene):
    def enter(self) -> None:
        w, h = self.app.size
        self.column(ITEMS, [t(f"menu.{n}") for n in ITEMS], w // 2, int(h * 0.36), 300, 48, 10)
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
        from . import dialogs
        if name == "quit":
            self.app.running = False
        elif name == "continue":
            dialogs.open_save(self.app, autosave_path(self.app.save_dir))
        elif name == "new":
            self.app.push(dialogs.NewGameDialog(self.app))
        elif name == "solo":
            self.app.push(dialogs.SoloDialog(self.app))
        elif name == "load":
            self.app.push(dialogs.LoadDialog(self.app))
        elif name == "rules":
            self.app.push(dialogs.RulesScene(self.app))
        elif name == "settings":
            self.app.push(dialogs.SettingsDialog(self.app))
        elif name == "lan":
            from .lan import LanMenu
            self.app.push(LanMenu(self.app))

    def draw(self, surf: pygame.Surface) -> None:
        draw_backdrop(surf)
        w, h = surf.get_size()
        title = text(t("menu.title"), 96, (244, 226, 170), bold=True)
        surf.blit(title, title.get_rect(center=(w // 2, int(h * 0.20))))
        sub = text(t("menu.subtitle"), 22, (190, 196, 220))
        surf.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.20) + 66)))


def draw_backdrop(surf: pygame.Surface) -> None:
    """The night sea with the seven islands faintly in a ring: the menus' background."""
    import math
    w, h = surf.get_size()
    surf.blit(art.sea_background(w, h, seed=3), (0, 0))
    kinds = art.KINDS
    for i, kind in enumerate(kinds):
        a = -math.pi / 2 + i * 2 * math.pi / 7
        iw = int(min(w, h) * 0.16)
        isl = art.island(kind, iw, int(iw * 0.75), seed=i).copy()   # cached: never alter
        isl.set_alpha(110)
        x = w / 2 + w * 0.40 * math.cos(a) - iw / 2
        y = h / 2 + h * 0.40 * math.sin(a) - iw * 0.37
        surf.blit(isl, (int(x), int(y)))
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((6, 10, 26, 90))
    surf.blit(veil, (0, 0))
