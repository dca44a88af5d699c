"""F11: the game over the whole screen and back to its window (a large monitor's window
opens at four fifths of it; a fresh player at 1920x1080 wanted it filled). The platform's
window is a fake that does what a desktop does: the display takes the screen's size and
the window is told so by a resize; the game lays itself out again on the real loop."""

from __future__ import annotations

import pygame

import luna.client.app as app_module
from luna.client.demo.driver import frames, key, make_app
from luna.client.opening import open_game
from luna.client.window.settings import load_settings
from luna.engine import new_game
from luna.text import t

SCREEN = (1600, 1000)


class Desktop:
    """A window as a desktop treats it: full screen at the screen's size, back as it was."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.was: tuple[int, int] | None = None

    def _size(self, size) -> None:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))

    def set_fullscreen(self, desktop: bool = False) -> None:
        self.calls.append("full" if desktop else "exclusive")
        self.was = pygame.display.get_surface().get_size()
        self._size(SCREEN)

    def set_windowed(self) -> None:
        self.calls.append("windowed")
        self._size(self.was)


def test_f11_fills_the_screen_and_brings_the_window_back(tmp_path, monkeypatch):
    desk = Desktop()
    monkeypatch.setattr(app_module, "display_window", lambda: desk)
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, new_game(players=3, seed=4, setup="intro",
                            seats=[{"kind": "human"}] * 3), autosave=False)
    scene = app.scene
    frames(app, 30)
    key(app, pygame.K_F11)
    frames(app, 30)
    assert desk.calls == ["full"]
    assert app.size == SCREEN
    # the board and the panel laid out for the whole screen, as a window of its size is
    assert (scene.lay.width, scene.lay.height) == SCREEN
    assert pygame.Rect(scene.lay.panel).right == SCREEN[0]
    assert app.scene is scene and not app.toasts
    key(app, pygame.K_F11)
    frames(app, 30)
    assert desk.calls == ["full", "windowed"] and app.size == (1280, 800)
    assert (scene.lay.width, scene.lay.height) == (1280, 800)
    # closed while full: the window opens next time at the window's size, not the screen's
    key(app, pygame.K_F11)
    frames(app, 10)
    app.keep_window_size()
    assert load_settings(tmp_path).window == [1280, 800]


def test_where_full_screen_cannot_be_had_a_note_says_so_and_play_goes_on(tmp_path,
                                                                         monkeypatch):
    def refuse():
        raise pygame.error("no full screen on this display")
    monkeypatch.setattr(app_module, "display_window", refuse)
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    key(app, pygame.K_F11)
    frames(app, 10)
    words = " ".join(app.toast_words())
    assert t("full_screen.failed", problem="no full screen on this display") in words
    assert app.size == (1280, 800) and app.windowed is None


class NoWindowManager:
    """A display with no window manager: full screen is asked of nobody, yet SDL reports
    the screen's size (its surface and resize say so) while the window stays as it was;
    the window's own size and place the display server sets itself, and says so."""

    def __init__(self, size) -> None:
        self.calls: list[str] = []
        self.actual = size                  # the window as the display server has it
        self.position = (32, 40)

    def _report(self, size) -> None:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))

    def set_fullscreen(self, desktop: bool = False) -> None:
        self.calls.append("full")
        self._report(SCREEN)                # (not granted: `actual` unchanged)

    def set_windowed(self) -> None:
        self.calls.append("windowed")
        self._report(self.actual)

    @property
    def size(self):
        return self.actual

    @size.setter
    def size(self, size) -> None:
        self.calls.append("sized")
        self.actual = tuple(size)
        self._report(self.actual)


def test_without_a_window_manager_f11_sizes_the_window_to_the_screen(tmp_path,
                                                                     monkeypatch):
    """The menu was laid out for a full screen never granted and cut off at the
    window's edge, Quit out of sight: the window is sized to the screen itself, and the
    menu laid out for the window's actual size, Quit within it."""
    from luna.client.demo.driver import menu_button
    from luna.client.window import full_screen
    monkeypatch.setattr(full_screen, "window_manager", lambda: False)
    monkeypatch.setattr(full_screen, "desktop_size", lambda: SCREEN)
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    desk = NoWindowManager(app.window.get_size())
    monkeypatch.setattr(app_module, "display_window", lambda: desk)
    frames(app, 10)
    key(app, pygame.K_F11)
    frames(app, 10)
    # laid out for the window as the display has it, Quit within it, that the screen
    assert app.size == desk.actual
    assert pygame.Rect((0, 0), desk.actual).contains(menu_button(app, "quit").rect)
    assert desk.actual == SCREEN and desk.position == (0, 0) and desk.calls == ["sized"]
    key(app, pygame.K_F11)
    frames(app, 10)
    assert desk.actual == (1280, 800) and desk.position == (32, 40)
    assert app.size == (1280, 800) and not app.toasts
    assert pygame.Rect((0, 0), desk.actual).contains(menu_button(app, "quit").rect)
