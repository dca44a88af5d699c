"""Drive the real window with real pygame events: used by the UI tests (headless, with
SDL_VIDEODRIVER=dummy) and by the screenshot tour (a real window under Xvfb)."""

from __future__ import annotations

import pygame

from .app import App
from .settings import Settings


def make_app(save_dir, speed: str = "off", size=(1280, 800)) -> App:
    app = App(size=size, settings=Settings(speed=speed, sound=False), save_dir=save_dir,
              worker_process=False)
    from .scenes.menu import MainMenu
    app.push(MainMenu(app))
    app.frame(1 / 60)
    return app


def frames(app: App, n: int = 2, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)


def click(app: App, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(app, 3)


def press_button(app: App, element) -> None:
    assert element.is_enabled, f"button {element.text!r} is disabled"
    click(app, element.rect.center)


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode,
                                         scancode=0))
    frames(app, 2)


def button_named(app: App, text: str):
    """The live pygame-gui button showing `text`."""
    for el in app.ui.get_root_container().elements:
        if getattr(el, "text", None) == text and el.alive():
            return el
    names = [getattr(el, "text", None) for el in app.ui.get_root_container().elements]
    raise AssertionError(f"no button {text!r} among {names}")


def target_rect(scene, target):
    """A small rect around a point where a click reaches `target` (not something on top)."""
    for rect, tg in reversed(scene.board.hits):
        if tg == target:
            for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
                for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
                    pt = (int(rect.x + rect.w * fx), int(rect.y + rect.h * fy))
                    if scene.board.target_at(pt) == target:
                        return pygame.Rect(pt[0], pt[1], 1, 1)
    raise AssertionError(f"{target} is not on screen")
