"""The in-game menu over the board, on a card of its own under Luna's name and moon:
Resume first (the first answer's gold), Save and Load, Settings and Rules side by side,
the main menu a button as they are at the foot. The game under it stands still, dimmed
and softened as one picture (names left sharp over a darkened board read as showing through)."""

from __future__ import annotations

import pygame

from ...text import names, t
from ..widgets import palette as P
from ..widgets.look.moon import full_moon
from ..widgets.overlays import draw_card
from ..window import fonts
from ..window.fonts import font, px, text
from . import MENU_FONT, ButtonScene, words_air
from .card import draw_rule

ITEMS = ("resume", "save", "load", "settings", "rules", "main")   # (the keyboard's order too:
#                                                   the menus' focus, widgets/key_focus.py)


class PauseMenu(ButtonScene):
    blocks_below = False      # the game is drawn under it once, then its dimmed picture

    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.card = pygame.Rect(0, 0, 0, 0)
        self.ground: pygame.Surface | None = None   # the game under the card, dimmed

    @property
    def focus(self) -> int:
        """The button Enter presses, of ITEMS: Resume (the default answer) first."""
        return ITEMS.index(self.buttons.get(self.key_focus.focused(self), "resume"))

    def enter(self) -> None:
        self.ground = None                  # the game as it stands now, taken afresh
        self.key_focus.reset()              # on Resume again, each time it opens
        self.blocks_below = self.paints_window = False   # (back from the settings: their
        #                                                  language, its names)
        w, h = self.app.size
        u = fonts.window
        f = font(MENU_FONT, True)
        words = {n: t(f"menu.{n}") for n in ITEMS}
        half = max(round(170 * u), max(f.size(words[n])[0] for n in ITEMS[1:5]) + words_air(f))
        gap = round(12 * u)
        width = 2 * half + gap
        bh = min(px(46), (h - 200) // 5)
        ph = max(bh + 8, font(23, True).get_height() + 18)
        title = font(34, True, display=True).get_height()
        height = title + 20 + ph + gap + 2 * (bh + gap) + gap + bh
        x, y = w // 2 - width // 2, max(16, h // 2 - height // 2 + title // 2)
        self.card = pygame.Rect(x - round(28 * u), y - title - round(26 * u),
                                width + round(56 * u), height + round(40 * u))
        y += 4
        self.add_button((x, y, width, ph), words["resume"], "resume", "#menu_primary")
        y += ph + gap
        for row in (("save", "load"), ("settings", "rules")):
            for k, n in enumerate(row):
                self.add_button((x + k * (half + gap), y, half, bh), words[n], n,
                                "#menu_button")
            y += bh + gap
        y += gap
        qw = max(f.size(words["main"])[0] + words_air(f), half)
        self.add_button((w // 2 - qw // 2, y, qw, bh), words["main"], "main", "#menu_button")

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        name = self.pressed(event)
        if name is not None:
            self.press(name)

    def press(self, name: str) -> None:
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
        ask_before_closing(self.app, self.game_scene.table, lambda: self.app.goto("menu"))

    def draw(self, surf: pygame.Surface) -> None:
        if self.ground is None:             # the game just drawn under it, taken once:
            self.ground = dimmed(surf)      # it stands still while the menu is open
            self.blocks_below = self.paints_window = True
        surf.blit(self.ground, (0, 0))
        card = self.card
        draw_card(surf, card)
        name = text(t("menu.title"), 34, P.GOLD, bold=True, display=True)
        r = name.get_rect(midtop=(card.centerx, card.y + 12))
        moon = full_moon(max(5, name.get_height() // 4))
        surf.blit(moon, moon.get_rect(center=(r.right + name.get_height() // 3,
                                              r.y + name.get_height() // 3)))
        surf.blit(name, r)
        draw_rule(surf, card.centerx, r.bottom + 2, min(card.w - 60, r.w + 120))


def ask_before_closing(app, table, then):
    """Leave the table by `then()`; a host whose table others sit at is asked first,
    since leaving closes it for them (they wait for it to be reopened). The question's
    screen, or None where nobody was asked."""
    others = table.others() if getattr(table, "client", None) and \
        table.client.is_host and not table.game.is_over else []
    if not others:
        then()
        return None
    return app.open("confirm", t("lan.close_head"), t("lan.close_body", names=names(others)),
                    t("lan.close_yes"), then)


def dimmed(game: pygame.Surface) -> pygame.Surface:
    """The game under the menu as one dim, soft picture: blurred (its names and log
    lines no longer read as sharp pale words over the board) and darkened alike."""
    w, h = game.get_size()
    small = pygame.transform.smoothscale(game, (max(1, w // 4), max(1, h // 4)))
    small = pygame.transform.gaussian_blur(small, 2)
    out = pygame.transform.smoothscale(small, (w, h))
    out.blit(_veil(w, h), (0, 0))
    return out


def _veil(w: int, h: int) -> pygame.Surface:
    """The darkening over the game (made as the menu opens, not kept: a whole window's
    picture)."""
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((4, 6, 16, 150))
    return veil
