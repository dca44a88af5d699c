"""How large the window opens: as the player left it last time, else a comfortable size
for the screen it opens on (a small laptop's window was taller than its screen, a large
monitor's a small box in its middle); never below the smallest layout, never larger than
the screen."""

from __future__ import annotations

from .board.layout import MIN_SIZE

DEFAULT = (1280, 800)
SHARE = 0.8                    # of a large screen, the window's first size
ROOM = (40, 80)                # kept free round the window on the screen (bars, title)


def opening_size(desktop: tuple[int, int] | None,
                 remembered: tuple[int, int] | None) -> tuple[int, int]:
    """The window's size at start. `desktop`: the screen's size (None: not known);
    `remembered`: the size the player left it at."""
    if desktop is None or min(desktop) <= 0:
        want = remembered or DEFAULT
        return max(want[0], MIN_SIZE[0]), max(want[1], MIN_SIZE[1])
    dw, dh = desktop
    most = (dw - ROOM[0], dh - ROOM[1])
    if remembered is not None:
        want = remembered
    else:
        want = (max(DEFAULT[0], round(dw * SHARE)), max(DEFAULT[1], round(dh * SHARE)))
    return (max(MIN_SIZE[0], min(want[0], most[0])), max(MIN_SIZE[1], min(want[1], most[1])))


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
