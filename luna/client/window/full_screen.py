"""F11's whole screen. Full screen is a window manager's to give: SDL asks it and reports
the screen's size at once. Where no window manager runs (an X display without one) nobody
answers, the window keeps its size, yet SDL's window, surface and resize events all say
the screen's: a game laid out for that was cut off at the window's edge. There the window
is moved to the screen's corner and sized to it instead, which the display server does
itself and reports truly."""

from __future__ import annotations

from .size import desktop_size


def fill_screen(window) -> tuple[int, int] | None:
    """The window over the whole screen: the system's full screen, or where no window
    manager gives it, the window sized to the screen. Where the window stood (to come
    back to) in the latter case, else None."""
    screen = desktop_size() if window_manager() is False else None
    if screen is None:
        window.set_fullscreen(desktop=True)
        return None
    place = tuple(window.position)
    window.position = (0, 0)
    window.size = screen
    return place


def leave_full_screen(window, size: tuple[int, int], place: tuple[int, int] | None) -> None:
    """Back to the window `fill_screen` left: its `size`, at `place` where it was sized."""
    if place is None:
        window.set_windowed()
        return
    window.size = size
    window.position = place


def window_manager() -> bool | None:
    """Whether a window manager runs: on X11 the root window's _NET_SUPPORTING_WM_CHECK,
    which every window manager SDL's full screen asks (EWMH) sets; None elsewhere or
    where the display cannot be asked (the system's full screen is trusted there)."""
    import pygame
    try:
        if pygame.display.get_driver() != "x11":
            return None
        return _x11_window_manager()
    except (OSError, AttributeError, ValueError, pygame.error):
        return None


def _x11_window_manager() -> bool | None:
    import ctypes

    lib = _loaded_x11()
    if lib is None:
        return None
    lib.XOpenDisplay.restype = ctypes.c_void_p
    lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    lib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    lib.XDefaultRootWindow.restype = ctypes.c_ulong
    lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    lib.XInternAtom.restype = ctypes.c_ulong
    lib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    lib.XFree.argtypes = [ctypes.c_void_p]
    ask = lib.XGetWindowProperty
    ask.restype = ctypes.c_int
    ask.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long,
                    ctypes.c_long, ctypes.c_int, ctypes.c_ulong,
                    ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
                    ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong),
                    ctypes.POINTER(ctypes.c_void_p)]
    display = lib.XOpenDisplay(None)       # (a connection of its own, closed at once)
    if not display:
        return None
    try:
        atom = lib.XInternAtom(display, b"_NET_SUPPORTING_WM_CHECK", 1)
        if not atom:
            return False                 # (no window manager ever named it here)
        kind, form = ctypes.c_ulong(), ctypes.c_int()
        count, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        x_window = 33                    # XA_WINDOW
        if ask(display, lib.XDefaultRootWindow(display), atom, 0, 1, 0, x_window,
               ctypes.byref(kind), ctypes.byref(form), ctypes.byref(count),
               ctypes.byref(after), ctypes.byref(data)) != 0:
            return None
        if data:
            lib.XFree(data)
        return count.value > 0
    finally:
        lib.XCloseDisplay(display)


def _loaded_x11():
    """The X11 library SDL loaded in this process, or None."""
    import ctypes
    from pathlib import Path
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.split(maxsplit=5)[-1].strip()
                if path.startswith("/") and Path(path).name.startswith("libX11.so"):
                    return ctypes.CDLL(path)
    except OSError:
        pass
    return None
