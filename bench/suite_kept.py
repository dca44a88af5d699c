"""A pytest plugin: how many of the pictures kept on disk (luna/client/board/art/kept.py)
a run drew because the run's folder did not hold them yet, and their CPU seconds (the
time from the folder's miss to the picture handed to be kept: its drawing), temple-sized
ones (over 300,000 pixels) apart. A whole run's workers share one folder, so each is
drawn once a run.

    PYTHONPATH=bench nice python -m pytest -n 0 -q -p no:cacheprovider -p suite_kept FOLDERS
"""

from __future__ import annotations

import time
from collections import defaultdict

LARGE = 300_000                    # pixels: a temple scene, not an island
_spent: dict[str, float] = defaultdict(float)
_drawn: dict[str, int] = defaultdict(int)
_missed: dict = {}


def pytest_configure(config):
    from luna.client.board.art import kept
    read, write = kept.read, kept.write

    def reading(path, size):
        found = read(path, size)
        if found is None:
            _missed[path] = (time.process_time(), size)
        return found

    def writing(path, surf):
        missed = _missed.pop(path, None)
        if missed is not None:
            kind = "temple-sized" if missed[1][0] * missed[1][1] > LARGE else "smaller"
            _spent[kind] += time.process_time() - missed[0]
            _drawn[kind] += 1
        write(path, surf)
    kept.read, kept.write = reading, writing


def pytest_terminal_summary(terminalreporter, config):
    for kind in sorted(_drawn):
        terminalreporter.write_line(
            f"kept pictures drawn, {kind}: {_drawn[kind]}, {_spent[kind]:.1f} s of CPU")
    terminalreporter.write_line(f"the process's CPU: {time.process_time():.1f} s")
