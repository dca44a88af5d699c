"""The client's pictures, fonts and measures kept in memory, and one way to drop them all.

Every `functools` cache (`lru_cache`, `cache`) of a loaded `luna.client` module is found
by itself; a module that keeps its own dict or list of them registers it with `kept`. After
`clear_all` each is made again when next asked for: what is drawn stays the same, only its
first cost comes again."""

from __future__ import annotations

import sys
from typing import Any, Protocol, TypeVar

PACKAGE = "luna.client"
# sounds are samples made in pure Python (tenths of a second each) and ~2 MB in all: kept
SPARED = frozenset({"luna.client.sound"})


class Clearable(Protocol):
    def clear(self) -> Any: ...


C = TypeVar("C", bound=Clearable)
_KEPT: list[Clearable] = []


def kept(cache: C) -> C:
    """`cache` (a dict, a list: anything with `clear()`) emptied with the others by
    `clear_all`; returned, for `_boxes = caches.kept({})`."""
    _KEPT.append(cache)
    return cache


def clear_all() -> int:
    """Every cache of the client emptied; how many there were. Safe between frames: a
    picture a view still holds stays its own, the next one asked for is made anew."""
    count = 0
    for name, module in list(sys.modules.items()):
        if module is None or name in SPARED or not (
                name == PACKAGE or name.startswith(PACKAGE + ".")):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()
                count += 1
    for cache in _KEPT:
        cache.clear()
    return count + len(_KEPT)
