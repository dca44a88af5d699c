"""What the window opens with: the menu, or a save given on the command line; and the
`--screenshot` mode that renders one position to a PNG and quits."""

from __future__ import annotations

import argparse


def open_initial(app, args: argparse.Namespace) -> bool:
    """Open `--load PATH` if given, else the menu (a save opened never builds the menu it
    would leave at once); with `--screenshot PATH` render and return True (quit)."""
    from .opening import open_save
    load = getattr(args, "load", None)
    if not load:
        app.open("menu")
    else:
        if not open_save(app, load, autosave=not getattr(args, "screenshot", None)):
            pass   # the error dialog is on screen
        elif getattr(args, "screenshot", None):
            scene = app.scene
            scene.settle()
            scene.results_shown = True
    shot = getattr(args, "screenshot", None)
    if shot:
        for _ in range(3):
            app.frame(1 / 60)
        app.screenshot(shot)
        from .board.art import kept
        kept.write_held()
        return True
    return False
