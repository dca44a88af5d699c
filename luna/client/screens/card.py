"""The card every dialog is drawn on, and the simplest dialog: a message with OK.

A dialog is laid out in units of its size at 100 % text (`width`, `height`); `at` turns
them into pixels: grown with the player's text size, shrunk again where the window has no
room (the words still fit: a row at 100 % has air to spare)."""

from __future__ import annotations

from functools import lru_cache

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from ...text import t, unbroken
from ..board import art
from ..board.backdrop import draw_backdrop
from ..widgets import palette as P
from ..widgets.dropdown import DropDown
from ..widgets.key_focus import KeyFocus, usable
from ..widgets.overlays import draw_card
from ..window import fonts
from ..window.settings import TEXT_SIZES
from . import Scene

MARGIN = 16                # kept free round a card
TITLE = 26                 # the theme's #title size (the display face)
SECTION = 17               # the theme's #section size (the display face)


class Dialog(Scene):
    """A centred card over the menu backdrop; subclasses add their elements."""
    paints_window = True      # the backdrop first, over the whole window

    width, height = 640, 560

    def __init__(self, app) -> None:
        super().__init__(app)
        self.elements: list = []
        self.bands: list[tuple[float, float]] = []     # rows set on a band (y, h in units)
        self.key_focus = KeyFocus()

    def focus_order(self) -> list:
        return [e for e in self.elements if usable(e)]

    steady = False         # laid out for the largest text size whatever the text size
    #                        (the settings: changing it moves no row from under the pointer)

    @property
    def tallest(self) -> int:
        """The height of the dialog's tallest form (a dialog that grows with its choices,
        New game's seats, says so): its unit down and its top are set by it, so growing or
        shrinking moves no row above the change (round 7: the whole card re-centred, its
        rows jumping under the pointer)."""
        return self.height

    @property
    def unit(self) -> tuple[float, float]:
        """Pixels per unit across and down: the text size, unless the window is smaller."""
        w, h = self.app.size
        k = fonts.scale
        if self.steady:
            most = max(TEXT_SIZES) / 100
            k = max(k, most, min(most * fonts.window, fonts.SCALE_MAX))
        return (min(k, (w - 2 * MARGIN) / self.width),
                min(k, (h - 2 * MARGIN) / max(self.height, self.tallest)))

    @property
    def card(self) -> pygame.Rect:
        """The card: centred across; down, where its tallest form stands centred (its top
        stays put as it grows or shrinks)."""
        w, h = self.app.size
        u, v = self.unit
        cw, ch = round(self.width * u), round(self.height * v)
        top = h // 2 - round(max(self.height, self.tallest) * v) // 2
        return pygame.Rect(w // 2 - cw // 2, top, cw, ch)

    def toasts_never_over(self) -> list:
        """A toast ("No sound device") stands above or below the card, never over its
        edge or its buttons; with no room beside it, it waits."""
        return [self.card]

    def at(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rectangle given in units from the card's top left (a negative x or y counts
        from its right or bottom edge)."""
        c, (u, v) = self.card, self.unit
        left = c.right + round(x * u) if x < 0 else c.x + round(x * u)
        top = c.bottom + round(y * v) if y < 0 else c.y + round(y * v)
        return pygame.Rect(left, top, round(w * u), round(h * v))

    def add(self, element):
        self.elements.append(element)
        return element

    def shut_a_list(self) -> bool:
        """Escape shuts an open drop-down's list first (it closed the whole dialog, the
        choices made in it lost): True if one was open."""
        return any([e.shut() for e in self.elements if isinstance(e, DropDown)])

    def exit(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements, self.bands = [], []

    def band(self, y: float, h: float) -> None:
        """Set the row at `y` (`h` tall, in units) on a band, as the results' table sets
        its rows: the eye reads each label with its control."""
        self.bands.append((y, h))

    def band_rect(self, y: float, h: float) -> pygame.Rect:
        return self.at(16, y - 5, self.width - 32, h + 10)

    def draw(self, surf: pygame.Surface) -> None:
        c = self.card
        y = self._title_rect().bottom + 2                  # a rule under the title
        bands = tuple((tuple(self.band_rect(by, bh)), 18 if k % 2 else 10)
                      for k, (by, bh) in enumerate(self.bands))
        surf.blit(_ground(surf.get_size(), tuple(c), y, min(c.w - 80, round(260 * self.unit[0])),
                          bands), (0, 0))

    def _title_rect(self) -> pygame.Rect:
        """The title's place: as tall as its face needs (the theme's #title)."""
        c, r = self.card, self.at(20, 10, 1, 44)
        r.w = c.w - 2 * (r.x - c.x)
        r.h = max(r.h, fonts.font(TITLE, True, display=True).get_linesize() + 8)
        return r

    def title(self, s: str) -> None:
        self.add(UILabel(self._title_rect(), s, self.app.ui, object_id="#title"))

    def heading(self, s: str, rect) -> UILabel:
        """A part of the card's heading, in the display face and gold (as the results'
        chart's title), as tall as its face needs at the text size chosen."""
        r = pygame.Rect(rect)
        r.h = max(r.h, fonts.font(SECTION, True, display=True).get_linesize() + 4)
        return self.add(UILabel(r, s, self.app.ui, object_id="#section"))

    def label(self, s: str, rect) -> UILabel:
        return self.add(UILabel(pygame.Rect(rect), s, self.app.ui))

    def button(self, s: str, rect, object_id: str | None = None) -> UIButton:
        return self.add(UIButton(pygame.Rect(rect), s, self.app.ui, object_id=object_id))

    def segmented(self, options: list[tuple[str, object]], chosen, x: float, y: float,
                  w: float, h: float = 34) -> dict:
        """Buttons side by side in `w` units (button -> value), the chosen one lit."""
        gap = 6
        bw = (w - gap * (len(options) - 1)) / len(options)
        out = {}
        for k, (words, value) in enumerate(options):
            b = self.button(words, self.at(x + k * (bw + gap), y, bw, h), "#segment")
            b.select() if value == chosen else b.unselect()
            out[b] = value
        return out

    def bar(self, left: list[str], right: list[str], confirm: str | None = None,
            y: float = -68, h: float = 44) -> list[UIButton]:
        """The answers along the card's foot in the main menu's face: `left` from the left
        edge, `right` towards the right edge (the last one rightmost), each as wide as
        its words need; the one labelled `confirm` in the confirming green."""
        from . import MENU_FONT, words_air
        f = fonts.font(MENU_FONT, True)
        u = self.unit[0]
        width = {s: max(140, (f.size(s)[0] + words_air(f)) / u) for s in left + right}
        out, x = [], 30
        for s in left:
            out.append(self._answer(s, self.at(x, y, width[s], h), s == confirm))
            x += width[s] + 14
        x, places = -30, []
        for s in reversed(right):
            x -= width[s]
            places.insert(0, (s, x))
            x -= 14
        return out + [self._answer(s, self.at(x, y, width[s], h), s == confirm)   # made left
                      for s, x in places]                # to right: the keyboard's order

    def _answer(self, s: str, rect: pygame.Rect, confirm: bool) -> UIButton:
        return self.button(s, rect, "#menu_confirm" if confirm else "#menu_button")


class MessageDialog(Dialog):
    width, height = 560, 260
    blocks_below = True

    def __init__(self, app, head: str, body: str) -> None:
        super().__init__(app)
        self.head, self.body = head, body

    def enter(self) -> None:
        self.title(self.head)
        body = unbroken(self.body).replace("<", "&lt;")     # a French colon never wraps
        self.add(UITextBox(body, self.at(20, 68, self.width - 40, 122), self.app.ui))
        self.answers()

    def answers(self) -> None:
        self.ok = self.button(t("ok"), self.at(self.width / 2 - 70, -62, 140, 44),
                              "#menu_button")

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE,
                                                               pygame.K_RETURN)):
            self.app.pop()


@lru_cache(maxsize=4)
def _ground(size: tuple[int, int], card: tuple, rule_y: int, rule_w: int, bands: tuple
            ) -> pygame.Surface:
    """A dialog's still ground: the backdrop, the card, the rule under its title and the
    bands behind its rows, drawn once for the window and the card's form (a frame blits
    one opaque picture: the same pixels as drawing them in turn on the window)."""
    ground = pygame.Surface(size)
    draw_backdrop(ground)
    c = pygame.Rect(card)
    draw_card(ground, c)
    draw_rule(ground, c.centerx, rule_y, rule_w)
    for rect, alpha in bands:
        draw_band(ground, pygame.Rect(rect), alpha)
    return art.plain_copy(ground)


def draw_band(surf: pygame.Surface, rect: pygame.Rect, alpha: int) -> None:
    """A faint rounded band behind a row of a card."""
    surf.blit(_band(*rect.size, alpha), rect.topleft)


@lru_cache(maxsize=32)
def _band(w: int, h: int, alpha: int) -> pygame.Surface:
    """A band's picture, made once a size (a card shows the same ones every frame)."""
    band = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(band, (255, 255, 255, alpha), band.get_rect(), border_radius=P.RADIUS)
    return band


def draw_rule(surf: pygame.Surface, cx: int, y: int, width: int) -> None:
    """A thin gold rule with a small diamond in its middle: under a card's title."""
    surf.blit(_rule(width), (cx - width // 2, y))
    d = 4
    pygame.draw.polygon(surf, P.GOLD, [(cx, y - d), (cx + d, y), (cx, y + d), (cx - d, y)])


@lru_cache(maxsize=8)
def _rule(width: int) -> pygame.Surface:
    """The rule's line, fading towards both ends, made once a width (not a pixel at a
    time every frame)."""
    line = pygame.Surface((width, 1), pygame.SRCALPHA)
    for x in range(width):
        a = int(150 * (1 - abs(x - width / 2) / (width / 2)) ** 0.7)
        line.set_at((x, 0), (*P.GOLD, a))
    return line


def draw_empty(surf: pygame.Surface, area: pygame.Rect, words: str) -> None:
    """A list or a page with nothing in it yet: a quiet moonlit island, its one line
    under it."""
    from ..board.pictures import empty_picture
    from ..window.fonts import line_height, text, wrap
    lines = wrap(words, 17, area.w - 40)
    room = area.h - len(lines) * line_height(17) - 30
    pic = empty_picture(min(area.w - 40, int(room * 1.6)), max(40, min(room, 220)))
    top = area.centery - (pic.get_height() + 14 + len(lines) * line_height(17)) // 2
    r = surf.blit(pic, pic.get_rect(midtop=(area.centerx, top)))
    y = r.bottom + 14
    for line in lines:
        img = text(line, 17, P.INK_DIM)
        surf.blit(img, img.get_rect(midtop=(area.centerx, y)))
        y += line_height(17)


class ConfirmDialog(MessageDialog):
    """A question with two answers: `yes` (its label) does `then()`, `no` (Cancel unless
    named) goes back."""

    def __init__(self, app, head: str, body: str, yes: str, then, no: str | None = None
                 ) -> None:
        super().__init__(app, head, body)
        self.yes_label, self.then, self.no_label = yes, then, no

    def focus_default(self):
        """None: Enter before any key goes back, as Esc (the question's safe answer)."""
        return None

    def answers(self) -> None:
        self.ok, self.yes = self.bar([self.no_label or t("btn.cancel")], [self.yes_label],
                                     self.yes_label, y=-62)

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.yes:
            self.app.pop()
            self.then()
            return
        super().handle_event(event)
