"""The card every dialog is drawn on, and the simplest dialog: a message with OK."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from ...text import t
from ..board.backdrop import draw_backdrop
from . import Scene


class Dialog(Scene):
    """A centred card over the menu backdrop; subclasses add their elements."""

    width, height = 640, 560

    def __init__(self, app) -> None:
        super().__init__(app)
        self.elements: list = []

    @property
    def card(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(w // 2 - self.width // 2, h // 2 - self.height // 2, self.width,
                           self.height)

    def add(self, element):
        self.elements.append(element)
        return element

    def exit(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements = []

    def draw(self, surf: pygame.Surface) -> None:
        draw_backdrop(surf)
        card = pygame.Surface(self.card.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (14, 20, 44, 238), card.get_rect(), border_radius=18)
        pygame.draw.rect(card, (184, 176, 138), card.get_rect(), 2, border_radius=18)
        surf.blit(card, self.card.topleft)

    def title(self, s: str) -> None:
        c = self.card
        self.add(UILabel(pygame.Rect(c.x + 20, c.y + 14, c.w - 40, 40), s, self.app.ui,
                         object_id="#title"))

    def label(self, s: str, rect) -> UILabel:
        return self.add(UILabel(pygame.Rect(rect), s, self.app.ui))

    def button(self, s: str, rect, object_id: str | None = None) -> UIButton:
        return self.add(UIButton(pygame.Rect(rect), s, self.app.ui, object_id=object_id))


class MessageDialog(Dialog):
    width, height = 560, 260
    blocks_below = True

    def __init__(self, app, head: str, body: str) -> None:
        super().__init__(app)
        self.head, self.body = head, body

    def enter(self) -> None:
        c = self.card
        self.title(self.head)
        self.add(UITextBox(self.body.replace("<", "&lt;"), pygame.Rect(c.x + 20, c.y + 60,
                           c.w - 40, 130), self.app.ui))
        self.ok = self.button(t("ok"), (c.centerx - 60, c.bottom - 56, 120, 40))

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE,
                                                               pygame.K_RETURN)):
            self.app.pop()
