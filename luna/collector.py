"""Python's cycle collector while the program starts.

A start builds tens of thousands of objects that live as long as the program (modules,
classes, the board's pictures and layout) and next to no cyclic garbage (~600 objects
at a later start's first frame); the collector walked them again and again before the
window's first frame (~30 ms of a later start's CPU). It is held from the command line's
start until the first frame is shown, then collects as ever: the walk it owes is done
while the player already sees the window. Nothing is frozen: a first screen left later
(a menu, a game) is collected as any other.
"""

from __future__ import annotations

import gc

_held = False


def hold() -> None:
    """No cycle collection from now until `release`."""
    global _held
    if gc.isenabled():
        gc.disable()
        _held = True


def release() -> None:
    """Collection back on (nothing when `hold` did not turn it off)."""
    global _held
    if _held:
        _held = False
        gc.enable()
