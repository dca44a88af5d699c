"""Screens of the game, kept as a stack: menu -> game -> results, with overlays."""

from __future__ import annotations

import pygame


class Scene:
    """One screen. The app calls these; a scene changes the stack through `self.app`."""

    blocks_below = True       # overlays set False to let the scene under them draw

    def __init__(self, app) -> None:
        self.app = app

    def enter(self) -> None:
        """Build the scene's pygame-gui elements."""

    def exit(self) -> None:
        """Remove them."""

    def resize(self) -> None:
        self.exit()
        self.enter()

    def handle_event(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass
