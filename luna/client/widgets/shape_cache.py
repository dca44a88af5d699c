"""The drawn shapes of buttons, lists and panels, kept by their look for every theme.

pygame-gui asks its theme's `shape_cache` for a shape by an id made of its size, colours,
border and corners (never its text), and gives it each shape it draws. Its own cache packs
them into three 1024x1024 sheets, each added shape cutting the sheets' free rectangles and
comparing every pair of them: in a long session with windows of many sizes the sheets
fragment and one added shape costs milliseconds. This one is a dict bounded by the
shapes' bytes, the least lately asked for going first: the same shapes, no packing."""

from __future__ import annotations

from collections import OrderedDict

import pygame
from pygame_gui.core.surface_cache import SurfaceCache

from ..window.caches import held_bytes

BUDGET = 12 << 20        # bytes of pixels kept at most: pygame-gui's three sheets' worth


class ShapeCache:
    """pygame-gui's SurfaceCache's interface, as its drawable shapes use it."""

    build_cache_id = staticmethod(SurfaceCache.build_cache_id)

    def __init__(self, budget: int = BUDGET) -> None:
        self.budget = budget
        self._kept: OrderedDict[str, pygame.Surface] = OrderedDict()
        self.held = 0                    # bytes of the shapes kept

    def find_surface_in_cache(self, shape_id: str) -> pygame.Surface | None:
        found = self._kept.get(shape_id)
        if found is not None:
            self._kept.move_to_end(shape_id)
        return found          # (the shapes copy what they find before drawing on it)

    def add_surface_to_cache(self, surface: pygame.Surface, shape_id: str) -> None:
        size = held_bytes(surface)
        if size > self.budget:
            return
        old = self._kept.pop(shape_id, None)
        if old is not None:
            self.held -= held_bytes(old)
        while self._kept and self.held + size > self.budget:
            self.held -= held_bytes(self._kept.popitem(last=False)[1])
        self._kept[shape_id] = surface      # (a copy the shape made for the cache)
        self.held += size

    def remove_user_from_cache_item(self, shape_id: str) -> None:
        """A widget no longer shows this shape: it stays till the budget needs room."""

    def remove_user_and_request_clean_up_of_cached_item(self, shape_id: str) -> None:
        old = self._kept.pop(shape_id, None)
        if old is not None:
            self.held -= held_bytes(old)

    def update(self) -> None:
        """Called each frame by the theme: nothing to move or pack."""

    def clear(self) -> None:
        self._kept.clear()
        self.held = 0

    def __len__(self) -> int:
        return len(self._kept)

