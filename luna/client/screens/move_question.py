"""A question about a move on the board ("Take back X's move?"): its card stands over the
board it speaks of, the game in sight round it, as tall as its words and as wide as its
title (a typed name too long for the window shortened with "…" in the title)."""

from __future__ import annotations

import math

import pygame

from ...text import t
from ..widgets import palette as P
from ..widgets.overlays import draw_card
from ..window import fonts
from ..window.fonts import line_height, text, wrap
from .card import MARGIN, ConfirmDialog, draw_rule

BODY = 17                 # the question's words (the display face's title above them)
HEAD_H, FOOT_H = 64, 80   # units: the title and its rule; the answers, 18 over and under
AIR = 4                   # units more between the words and the answers
WIDTH = 500               # units: the card's width, unless its title needs more
INSET = 20                # units: the title's room inside the card's edge, each side
SLACK = 4                 # px the title's label keeps beyond its words (rounding)
TITLE_ID = "#title"       # the title's face in the theme (card.py's `title`)
VEIL = (4, 6, 16, 96)     # over the game: dimmed a little, its board still read
SOLID = 255               # the card itself: nothing under it shows through its words


class MoveQuestion(ConfirmDialog):
    """`ConfirmDialog` over the game: the game as drawn as the question came, lightly
    veiled (not the menu's sea), the card centred on `over` (the board's rectangle).
    `named`: the typed name in `head`, shortened there if the title would not fit the
    window."""

    blocks_below = False      # the game is drawn under it once, then kept as its ground
    paints_window = False

    def __init__(self, app, head: str, body: str, yes: str, then, no: str | None = None,
                 over=None, named: str | None = None) -> None:
        super().__init__(app, head, body, yes, then, no)
        self.over = pygame.Rect(over) if over is not None else None
        self.ground: pygame.Surface | None = None
        self.asked, self.name = head, named

    def answers(self) -> None:
        """The safe answer (Keep) in the default's green, Take back plain: a question
        about someone's move is asked of whoever sits at the screen, and the answer that
        looks like the default must be the one that loses nothing."""
        self.ok, self.yes = self.bar([self.no_label or t("btn.cancel")], [self.yes_label],
                                     self.no_label or t("btn.cancel"), y=-62)

    def focus_default(self):
        """The safe answer: Enter before any key keeps the move, as Esc does."""
        return self.ok

    @property
    def width(self) -> int:
        """WIDTH units, or as many as the title needs at this text size."""
        need = self.app.ui.width_of(self.head, TITLE_ID) + SLACK
        return max(WIDTH, math.ceil(need / fonts.scale) + 2 * INSET)

    def _fitted_head(self) -> str:
        """The title as asked, its name shortened with "…" where the window holds no
        card as wide as it (the card's room at most: the window less its margins and
        the title's insets)."""
        room = self.app.size[0] - 2 * MARGIN - 2 * INSET * fonts.scale - SLACK
        if not self.name or self.app.ui.width_of(self.asked, TITLE_ID) <= room:
            return self.asked
        short = self.name
        while len(short) > 1:
            short = short[:-1]
            head = self.asked.replace(self.name, short.rstrip() + "…")
            if self.app.ui.width_of(head, TITLE_ID) <= room:
                return head
        return self.asked.replace(self.name, "…")

    def lines(self) -> list[str]:
        """The question's words in the lines the card's width holds."""
        return wrap(self.body, BODY, round((self.width - 60) * self._across()))

    @property
    def height(self) -> int:
        """The title, the question's lines and the answers: no empty room."""
        rows = len(self.lines())
        return round(HEAD_H + rows * line_height(BODY) / self._across() + AIR + FOOT_H)

    def _across(self) -> float:
        """Pixels per unit across (the card's width only: its height depends on it)."""
        w = self.app.size[0]
        return min(fonts.scale, (w - 32) / self.width)

    @property
    def card(self) -> pygame.Rect:
        """Centred on the board it speaks of, inside the window's margins."""
        card = super().card
        if self.over is not None:
            card.center = self.over.center
            card.clamp_ip(pygame.Rect((0, 0), self.app.size).inflate(-2 * MARGIN,
                                                                     -2 * MARGIN))
        return card

    def enter(self) -> None:
        self.ground = None                  # the game as it stands now, taken afresh
        self.blocks_below = self.paints_window = False
        self.head = self._fitted_head()
        self.title(self.head)
        self.answers()

    def draw(self, surf: pygame.Surface) -> None:
        if self.ground is None:
            self.ground = surf.copy()       # the game just drawn under it, kept still
            veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            veil.fill(VEIL)
            self.ground.blit(veil, (0, 0))
            self.blocks_below = self.paints_window = True
        surf.blit(self.ground, (0, 0))
        c = draw_card(surf, self.card, alpha=SOLID)
        y = self._title_rect().bottom + 2
        draw_rule(surf, c.centerx, y, min(c.w - 80, round(260 * self.unit[0])))
        top = self.at(0, HEAD_H, 1, 1).y
        for k, line in enumerate(self.lines()):
            img = text(line, BODY, P.INK)
            surf.blit(img, img.get_rect(midtop=(c.centerx, top + k * line_height(BODY))))
