"""The client's pictures, fonts and measures kept in memory, and one way to drop them all.

Every `functools` cache (`lru_cache`, `cache`) of a loaded `luna.client` module is found
by itself; a module that keeps its own dict or list of them registers it with `kept`. After
`clear_all` each is made again when next asked for: what is drawn stays the same, only its
first cost comes again."""

from __future__ import annotations

import functools
import sys
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

import pygame

PACKAGE = "luna.client"
# sounds are samples made in pure Python (tenths of a second each) and ~2 MB in all: kept
SPARED = frozenset({"luna.client.window.sound"})


class Clearable(Protocol):
    def clear(self) -> Any: ...


C = TypeVar("C", bound=Clearable)
_KEPT: list[Clearable] = []
_OWNER: dict[int, str] = {}          # id of a kept cache -> the module that keeps it


def kept(cache: C) -> C:
    """`cache` (a dict, a list: anything with `clear()`) emptied with the others by
    `clear_all`; returned, for `_boxes = caches.kept({})`."""
    _KEPT.append(cache)
    owner = sys._getframe(1).f_globals.get("__name__", "")
    _OWNER[id(cache)] = owner if _within(owner, (PACKAGE,)) else PACKAGE
    return cache


def held_bytes(value: Any) -> int:
    """The pixels' bytes of a picture (or of the pictures of a tuple or list of them)."""
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    if isinstance(value, (tuple, list)):
        return sum(held_bytes(v) for v in value)
    return 0


def by_bytes(limit: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """`lru_cache` bounded by the pixels it holds rather than by a count: the pictures
    least lately asked for go once `limit` bytes are held (one larger than `limit` is
    made and not kept). Arguments must be hashable, as for lru_cache."""
    def wrap(make: Callable[..., Any]) -> Callable[..., Any]:
        held: OrderedDict[tuple, tuple[Any, int]] = OrderedDict()
        total = 0

        @functools.wraps(make)
        def cached(*args):
            nonlocal total
            found = held.get(args)
            if found is not None:
                held.move_to_end(args)
                return found[0]
            value = make(*args)
            size = held_bytes(value)
            if size <= limit:
                while held and total + size > limit:
                    total -= held.popitem(last=False)[1][1]
                held[args] = (value, size)
                total += size
            return value

        def cache_clear() -> None:
            nonlocal total
            held.clear()
            total = 0

        cached.cache_clear = cache_clear
        cached.held = lambda: total
        cached.kept = held
        return cached
    return wrap


def clear_all() -> int:
    """Every cache of the client emptied; how many there were. Safe between frames: a
    picture a view still holds stays its own, the next one asked for is made anew."""
    return clear((PACKAGE,))


def _within(name: str, packages: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in packages)


def clear(packages: tuple[str, ...], but: tuple[str, ...] = ()) -> int:
    """The caches of the client's modules within `packages` (but not within `but`)
    emptied (`clear_all`)."""
    count = 0
    for name, module in list(sys.modules.items()):
        if module is None or name in SPARED or not name.startswith(PACKAGE) or \
                not _within(name, packages) or _within(name, but):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()
                count += 1
    for cache in _KEPT:
        owner = _OWNER.get(id(cache), PACKAGE)
        if _within(owner, packages) and not _within(owner, but):
            cache.clear()
            count += 1
    return count


# what a game's screen keeps: its board's pictures, its panel's and cards', its words
# (the screens' backdrop is the results screen's too)
GAME = (PACKAGE + ".board", PACKAGE + ".game")
BESIDE_GAME = (PACKAGE + ".board.backdrop",)


def drop_game() -> None:
    """A finished game's pictures dropped (the results screen needs none of them) and
    the freed memory handed back to the system."""
    clear(GAME, BESIDE_GAME)
    give_back()


def give_back() -> None:
    """Freed memory handed back to the system where the C library keeps it (glibc)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):       # another C library (musl): it keeps it
        pass
