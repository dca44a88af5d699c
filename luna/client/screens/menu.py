"""The main menu: Continue, Learn to play, New game, Solo game, LAN game, Load, Profiles,
Rules, Settings, Quit."""

from __future__ import annotations

import pygame

from ...seats import seats_of
from ...text import has, t
from .. import fonts
from ..board.backdrop import draw_backdrop
from ..fonts import fit, font, line_height, px, text
from ..opening import continue_last, last_game, open_tutorial
from ..widgets import palette as P
from . import MENU_FONT, ButtonScene

ITEMS = ("continue", "tutorial", "new", "solo", "lan", "load", "profile", "rules", "settings",
         "quit")
OPENS = {"new": "new_game"}          # menu item -> screen, where the names differ


class MainMenu(ButtonScene):
    def enter(self) -> None:
        w, h = self.app.size
        top, gap = self._title_bottom(h) + 14, round(10 * fonts.window)
        grown = fonts.window                   # a large window: the column as large
        height = min(round(px(48) * grown), (h - 16 - top - gap * (len(ITEMS) - 1))
                     // len(ITEMS))
        last = last_game(self.app.save_dir)
        self.column(ITEMS, [t(f"menu.{n}") for n in ITEMS], w // 2, top, round(px(300) * grown),
                    height, gap)
        cont = next(b for b, n in self.buttons.items() if n == "continue")
        if last is not None:        # the game it resumes, said on it: wider if need be
            f = font(MENU_FONT, bold=True, display=True)
            words = fit(continue_words(*last), MENU_FONT, w - 80 - 48, bold=True,
                        display=True)
            width = max(cont.rect.w, f.size(words)[0] + 48)
            rect = (w // 2 - width // 2, cont.rect.y, width, cont.rect.h)
            del self.buttons[cont]
            cont.kill()
            cont = self.add_button(rect, words, "continue", "#menu_button")
        if last is None:
            cont.disable()
            cont.tool_tip_text = t("menu.no_autosave")

    def handle_event(self, event) -> None:
        name = self.pressed(event)
        if name is None:
            return
        self.app.sounds.play("click")
        if name == "quit":
            self.app.running = False
        elif name == "continue":
            continue_last(self.app)
        elif name == "tutorial":
            open_tutorial(self.app)
        else:
            self.app.open(OPENS.get(name, name))

    @staticmethod
    def _title_size(h: int) -> int:
        return min(104, h // 8)               # the name, in the display face (unscaled)

    def _title_bottom(self, h: int) -> int:
        return int(h * 0.04) + self._title_size(h) + line_height(20) + 6

    def draw(self, surf: pygame.Surface) -> None:
        draw_backdrop(surf)
        w, h = surf.get_size()
        title = text(t("menu.title"), self._title_size(h), P.GOLD, bold=True, display=True,
                     scaled=False)
        top = int(h * 0.04)
        surf.blit(title, title.get_rect(midtop=(w // 2, top)))
        sub = text(t("menu.subtitle"), 20, P.INK_DIM)
        surf.blit(sub, sub.get_rect(midtop=(w // 2, top + self._title_size(h) + 2)))



def continue_words(path, doc: dict) -> str:
    """Continue's button, saying which game it resumes: "Continue — against Adept,
    round 3" (the computers' levels), a LAN table, a solo game or the hot seat's names."""
    info = doc.get("info") or {}
    rnd = info.get("round") or 1
    header = doc["header"]
    if path.name.startswith("lan-"):
        return t("menu.continue_lan", round=rnd)
    if header.get("solo_level"):
        return t("menu.continue_solo", level=header["solo_level"], round=rnd)
    levels = list(dict.fromkeys(s.kind for s in seats_of(header) if s.is_computer))
    if levels:
        who = ", ".join(t(f"level.{k}") if has(f"level.{k}") else t(f"seat.{k}")
                        for k in levels)
        return t("menu.continue_vs", who=who, round=rnd)
    return t("menu.continue_with", who=", ".join(header["names"]), round=rnd)
