"""First-run checks that speak to a person: no display, no sound device, a save folder
that cannot be written. Each gives one sentence in the player's language (on stderr when
there is no window, in the window otherwise) and the game goes on where it can."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

import pygame

from ...text import t
from .fonts import font, text

HEADLESS_DRIVERS = ("offscreen", "dummy")


class NoWindow(Exception):
    """The window cannot open; the message is the sentence for the player."""


def no_display_env() -> bool:
    """A Unix desktop session sets one of these; none means no display to draw on."""
    if sys.platform.startswith(("win", "darwin")):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def open_window(size: tuple[int, int], flags: int,
                icon: Callable[[int], pygame.Surface] | None = None) -> pygame.Surface:
    """pygame's window (with `icon(64)` as its icon), or NoWindow. SDL quietly falls back to
    an invisible 'offscreen' window without a display: that counts as no window unless it
    was asked for."""
    asked = os.environ.get("SDL_VIDEODRIVER", "").lower()
    # The game draws in software: its frames reach the window the system's own way (X11's
    # shared memory, Windows' GDI), not as an OpenGL texture, which without a graphics
    # card (a software OpenGL) costs ~15 ms of CPU a frame at 1920x1080. The player's
    # own setting of the variable stands.
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    # A click that gives the window focus is a click: SDL drops by default the press that
    # comes within 10 ms of the focus on X11 (a click-to-focus window manager gives the
    # focus at the press itself) and the click that brings the window forward on macOS,
    # so the first click on the tray after a look at another window did nothing.
    os.environ.setdefault("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1")
    try:
        pygame.display.init()
        if icon is not None:
            pygame.display.set_icon(icon(64))    # before the window, as Windows wants it
        screen = pygame.display.set_mode(size, flags)
    except pygame.error as exc:
        raise NoWindow(t("firstrun.no_display") if no_display_env()
                       else t("firstrun.no_window", problem=str(exc) or "SDL")) from None
    driver = (pygame.display.get_driver() or "").lower()
    if driver in HEADLESS_DRIVERS and driver not in asked:
        pygame.display.quit()
        raise NoWindow(t("firstrun.no_display"))
    return screen


def saves_off_text(problem: tuple[str, str], folder: os.PathLike | str) -> str:
    kind, words = problem
    return t(f"firstrun.{kind}", folder=os.fspath(folder), problem=words)


def draw_banner(screen: pygame.Surface, message: str, size: int = 15) -> None:
    """A warning that stays at the top of every screen, wrapped to the window's width."""
    w = screen.get_width()
    f = font(size)
    lines, cur = [], ""
    for word in message.split():
        trial = f"{cur} {word}".strip()
        if cur and f.size(trial)[0] > w - 60:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    lines.append(cur)
    imgs = [text(line, size, (255, 226, 160)) for line in lines]
    height = sum(i.get_height() for i in imgs) + 10
    box = pygame.Surface((w, height), pygame.SRCALPHA)
    box.fill((70, 20, 18, 225))
    screen.blit(box, (0, 0))
    pygame.draw.line(screen, (220, 150, 90), (0, height), (w, height))
    y = 5
    for img in imgs:
        screen.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height()
