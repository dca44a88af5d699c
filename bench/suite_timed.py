"""A pytest plugin: the CPU seconds and calls of a few of the client's drawing functions
over a selection of tests, timed by the process's CPU clock without a profiler (each
function's whole time, its callees' too; a call inside another of the same function is
counted in the outer one only), and how many of the board's sketches drawn anew were
ones another view had drawn for the same part and key, and their cost.

    PYTHONPATH=bench nice python -m pytest -n 0 -q -p no:cacheprovider -p suite_timed FILES

cProfile charges every Python call (a loop of small calls shows several times its
share); these are the functions' own costs as a run pays them.
"""

from __future__ import annotations

import functools
import importlib
import sys
import time
from collections import Counter

TIMED = (
    ("luna.client.app", "App.draw"),
    ("luna.client.board.view", "BoardView.draw"),
    ("luna.client.board.view", "BoardView._scene_for"),
    ("luna.client.board.view", "BoardView._sketch"),
    ("luna.client.board.view", "BoardView._lay_plates"),
    ("luna.client.board.art.temple", "temple_scene"),
    ("luna.client.board.art.temple", "_parts"),
    ("luna.client.board.art.temple", "_rocks"),
    ("luna.client.board.art.temple", "_groves"),
    ("luna.client.board.art.islands", "island"),
    ("luna.client.board.art.islands", "_spit_picture"),
    ("luna.client.board.art.sea", "moon_reflection"),
    ("luna.client.board.art.base", "_blur"),
    ("luna.client.board.island_slots", "_island_slots"),
    ("luna.client.board.island_slots", "_beside_landmark"),
    ("luna.client.board.name_plate", "plate_place"),
    ("luna.client.widgets.theme", "LunaUI.update"),
    ("luna.client.board.clearing", "open_spot"),
    ("luna.client.game.toast_place", "ToastPlace.place"),
    ("luna.client.game.view", "view_of"),
    ("luna.client.window.fonts", "text"),
)
_spent: Counter = Counter()
_calls: Counter = Counter()
_inside: Counter = Counter()
_sketches: Counter = Counter()
_sketch_cpu: Counter = Counter()


def _timed(f, name: str):
    @functools.wraps(f)
    def timed(*args, **named):
        if _inside[name]:
            return f(*args, **named)
        _inside[name] += 1
        began = time.process_time()
        try:
            return f(*args, **named)
        finally:
            _spent[name] += time.process_time() - began
            _calls[name] += 1
            _inside[name] -= 1
    return timed


def _wrap(module: str, name: str) -> None:
    """`module`'s `name` timed (none where this checkout has no such function)."""
    owner = importlib.import_module(module)
    *path, attr = name.split(".")
    for part in path:
        owner = getattr(owner, part, None)
    old = getattr(owner, attr, None)
    if old is None:
        return
    new = _timed(old, name)
    setattr(owner, attr, new)
    for loaded in list(sys.modules.values()):      # where it was imported by name
        if loaded is not None and getattr(loaded, "__name__", "").startswith("luna"):
            for key, value in list(vars(loaded).items()):
                if value is old:
                    setattr(loaded, key, new)


def _count_sketches() -> None:
    from luna.client.board import view
    from luna.client.window import fonts
    show = view.BoardView._show_kept
    seen: set = set()

    def shown(self, surf, part, key, *args, **named):
        made = self._kept.get(part)
        anew = fonts.drawn is None and (made is None or made[0] != key)
        began = time.process_time()
        out = show(self, surf, part, key, *args, **named)
        if anew:
            kind = "drawn by another view before" if (part, key) in seen else "new"
            _sketches[kind] += 1
            _sketch_cpu[kind] += time.process_time() - began
            seen.add((part, key))
        return out
    view.BoardView._show_kept = shown


def pytest_configure(config):
    import luna.client.app  # noqa: F401  (the modules that import the timed functions)
    import luna.client.screens.game  # noqa: F401
    for module, name in TIMED:
        _wrap(module, name)
    _count_sketches()


def pytest_terminal_summary(terminalreporter):
    say = terminalreporter.write_line
    say(f"suite_timed: the process's CPU {time.process_time():.1f} s")
    for name, spent in _spent.most_common():
        say(f"  {spent:8.2f} s {_calls[name]:7d} calls  {name}")
    for kind, count in _sketches.items():
        say(f"  sketches drawn anew, {kind}: {count}, {_sketch_cpu[kind]:.2f} s")
