"""How large the window opens: as the player left it last time, else the whole room the
screen gives a window (as a maximised window: a game wants its board large, F892);
never larger than the room the screen leaves a
window's client area (its size less the taskbar and the window's frame: a 1024x768
screen cut a 1024x700 window off by its title bar), never below the smallest layout
where that room allows; where it does not, the window fits the room and the layout is
drawn at its smallest size and scaled down into it (canvas_size)."""

from __future__ import annotations

import math

MIN_SIZE = (1024, 680)     # the smallest window the layout is drawn for

DEFAULT = (1280, 800)
ROOM = (40, 80)                # kept free round the window where only the screen's whole
#                                size is known (its bars, the window's title)
FRAME = (16, 40)               # a window manager's frame round the client area (its
#                                borders, its title bar): more than most, so it fits
SMALLEST = (640, 420)          # no window smaller: its layout scaled to 62 % still reads


def screen_room(desktop: tuple[int, int] | None, usable: tuple[int, int] | None
                ) -> tuple[int, int] | None:
    """The largest client area a window can have on the screen: its usable area (the
    screen less its taskbar and panels) less the window's frame, else its whole size
    less ROOM; None where neither is known."""
    if usable is not None and min(usable) > 0:
        return usable[0] - FRAME[0], usable[1] - FRAME[1]
    if desktop is not None and min(desktop) > 0:
        return desktop[0] - ROOM[0], desktop[1] - ROOM[1]
    return None


def smallest_size(room: tuple[int, int] | None) -> tuple[int, int]:
    """The window's least client size: the smallest layout (MIN_SIZE), or the screen's
    `room` where that is smaller (never below SMALLEST)."""
    if room is None:
        return MIN_SIZE
    return (max(SMALLEST[0], min(MIN_SIZE[0], room[0])),
            max(SMALLEST[1], min(MIN_SIZE[1], room[1])))


def opening_size(desktop: tuple[int, int] | None,
                 remembered: tuple[int, int] | None,
                 usable: tuple[int, int] | None = None) -> tuple[int, int]:
    """The window's size at start. `desktop`: the screen's size, `usable`: its usable
    area (None: not known); `remembered`: the size the player left it at."""
    room = screen_room(desktop, usable)
    least = smallest_size(room)
    if room is None:
        want = remembered or DEFAULT
        return max(want[0], least[0]), max(want[1], least[1])
    want = remembered if remembered is not None else room
    return (max(least[0], min(want[0], room[0])), max(least[1], min(want[1], room[1])))


def canvas_size(window: tuple[int, int]) -> tuple[int, int]:
    """The size the game is laid out and drawn at for a window of `window`: the window's
    own, or where it is smaller than the smallest layout, that layout grown to the
    window's shape (drawn so and scaled down into the window as a whole: nothing cut
    off, nothing stretched)."""
    w, h = window
    if w <= 0 or h <= 0:
        return w, h                  # (a window with no room: nothing to draw into)
    k = min(w / MIN_SIZE[0], h / MIN_SIZE[1])
    if k >= 1:
        return w, h
    return max(MIN_SIZE[0], math.ceil(w / k - 1e-6)), max(MIN_SIZE[1], math.ceil(h / k - 1e-6))


def desktop_size() -> tuple[int, int] | None:
    """The first screen's size, or None (no display: the window's opening says so)."""
    import pygame
    try:
        pygame.display.init()
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return None            # no screen: its made-up size is no measure for a window
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None


def usable_size() -> tuple[int, int] | None:
    """The first screen's usable area (less its taskbar, dock or panels), or None where
    it cannot be asked. pygame-ce 2.5 does not ask SDL for it (only for the whole
    screen: get_desktop_sizes), so SDL's own SDL_GetDisplayUsableBounds is asked, in the
    SDL library pygame loaded (never another copy: its display is not set up)."""
    import pygame
    try:
        pygame.display.init()
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return None
    except pygame.error:
        return None
    try:
        return _sdl_usable_bounds()
    except (OSError, AttributeError, ValueError):
        return None


def _sdl_usable_bounds() -> tuple[int, int] | None:
    import ctypes

    lib = _loaded_sdl()
    if lib is None:
        return None

    class Rect(ctypes.Structure):
        _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int),
                    ("w", ctypes.c_int), ("h", ctypes.c_int)]

    ask = lib.SDL_GetDisplayUsableBounds
    ask.argtypes = [ctypes.c_int, ctypes.POINTER(Rect)]
    ask.restype = ctypes.c_int
    r = Rect()
    if ask(0, ctypes.byref(r)) != 0 or r.w <= 0 or r.h <= 0:
        return None
    return r.w, r.h


def _loaded_sdl():
    """The SDL 2 library this process loaded for pygame, or None."""
    import ctypes
    import sys
    from pathlib import Path
    if sys.platform == "win32":
        return ctypes.CDLL("SDL2")           # (a loaded DLL's name finds that one)
    if sys.platform == "darwin":
        import pygame
        found = sorted(Path(pygame.__file__).parent.glob(".dylibs/libSDL2*.dylib"))
        return ctypes.CDLL(str(found[0])) if found else None
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.split(maxsplit=5)[-1].strip()       # (a wheel's own copy:
                if path.startswith("/") and Path(path).name.startswith(    # libSDL2-2-ab12.0…)
                        ("libSDL2-2.0", "libSDL2-2-")):
                    return ctypes.CDLL(path)      # (the mapped file: the same copy)
    except OSError:
        pass
    return None
