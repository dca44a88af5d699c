"""Screens of the game, kept as a stack: menu -> game -> results, with overlays."""

from __future__ import annotations

import pygame

MENU_FONT = 19              # the theme's #menu_button size (Noto Sans bold, as every button)


def words_air(f: pygame.font.Font) -> int:
    """What a menu button leaves its words to its borders, both sides together: 40 px at
    100 % in the smallest window, more as the words grow (40 px is too little
    for "Sauvegarder" at 125 %)."""
    return max(40, round(f.get_height() * 1.5))


class Scene:
    """One screen. The app calls these; a scene changes the stack through `self.app`."""

    blocks_below = True       # overlays set False to let the scene under them draw
    paints_window = False     # True: its draw covers every pixel (no clearing first)
    key_focus = None          # a menu's keyboard focus (key_focus.KeyFocus), asked first
    # F1 opens the rules book from every screen, at the section about that screen (None:
    # the book's start); Back returns to it. A screen that answers F1 itself (the game:
    # the page about what is under the pointer) sets `own_f1`.
    rules_section: str | None = None
    own_f1 = False

    def __init__(self, app) -> None:
        self.app = app

    def enter(self) -> None:
        """Build the scene's pygame-gui elements."""

    def exit(self) -> None:
        """Remove them."""

    def resize(self) -> None:
        self.exit()
        self.enter()

    def leave(self) -> None:
        """The scene is gone for good (the stack cleared, the program closing)."""

    def toast_anchor(self) -> tuple[int, int] | None:
        """Where toasts stand (their bottom centre), if not under the board."""
        return None

    def toasts_keep_clear(self) -> list:
        """Where a toast should not stand besides the widgets (the game's side panel)."""
        return []

    def toasts_never_over(self) -> list:
        """What a toast never covers, waiting for room rather (an open dialog's card)."""
        return []

    def toast_width(self) -> int | None:
        """How wide a toast may be (its words wrap); None: a line, as wide as it is."""
        return None

    def toast_place(self, messages: list[str]) -> tuple[list, list] | None:
        """The toasts' pictures and boxes where this screen places them itself; None: at
        `toast_anchor`, clear of the widgets."""
        return None

    def tips_keep_clear(self) -> list:
        """Where a widget's hover text should not stand (beside the other widgets, which
        it keeps clear of anyway): the game's panel, say."""
        return []

    def tips_never_over(self) -> list:
        """What no hover text stands over wherever another place beside its thing is
        free (the guided game's step card: what to do now)."""
        return []

    def handle_event(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass

    def focus_order(self) -> list:
        """The controls the keyboard's focus walks, in reading order."""
        return []

    def focus_default(self):
        """The control Enter takes before any key moved the focus: the default answer."""
        from ..widgets.key_focus import default_of
        return default_of(self.focus_order())

    def at_rest(self) -> bool:
        """Nothing moves on this screen but its ambient motion, and nothing will until
        an input or its table's news: the window may draw it seldom (rest.py)."""
        return False

    def ambient_rate(self) -> float:
        """Frames a second its ambient motion needs at rest (0: nothing moves)."""
        return 0.0

    def ambient_area(self) -> pygame.Rect | None:
        """Where its ambient motion lies (None: anywhere on the window)."""
        return None


class ButtonScene(Scene):
    """A scene whose pygame-gui buttons are named: `pressed(event)` says which one."""

    def __init__(self, app) -> None:
        from ..widgets.key_focus import KeyFocus
        super().__init__(app)
        self.buttons: dict = {}
        self.key_focus = KeyFocus()

    def focus_order(self) -> list:
        from ..widgets.key_focus import usable
        return [b for b in self.buttons if usable(b)]

    def add_button(self, rect, label: str, name: str, object_id: str | None = None):
        from pygame_gui.elements import UIButton
        b = UIButton(pygame.Rect(rect), label, self.app.ui, object_id=object_id)
        self.buttons[b] = name
        return b

    def column(self, names, labels, centre_x: int, top: int, width: int = 280,
               height: int = 46, gap: int = 10) -> None:
        """A column of big menu buttons, at least `width` x `height` at 100 % text and as
        wide as the longest words need."""
        from ..window.fonts import font
        f = font(MENU_FONT, bold=True)
        width = max(width, max(f.size(s)[0] for s in labels) + 48)
        for k, (name, label) in enumerate(zip(names, labels, strict=True)):
            self.add_button((centre_x - width // 2, top + k * (height + gap), width, height),
                            label, name, "#menu_button")

    def exit(self) -> None:
        for b in self.buttons:
            b.kill()
        self.buttons = {}

    def pressed(self, event) -> str | None:
        import pygame_gui
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self.buttons.get(event.ui_element)
        return None
