"""A pytest plugin: the window's drawn frames (`App.draw`) counted and timed by the test
code that asked for them: the chain of up to three callers under tests/ (a `Person`
helper, the test's own helper, the test), and per test. The main thread's CPU clock
(`time.thread_time`), so the computers' and the judge's threads are not charged to a draw.
Each process writes its lines to "$LUNA_DRAW_SITES.PID" at its end:
"S<TAB>draws<TAB>seconds<TAB>callers" and "T<TAB>draws<TAB>seconds<TAB>test".

    LUNA_DRAW_SITES=/tmp/d PYTHONPATH=bench python -m pytest -n 0 -p suite_draw_sites FILES
    cat /tmp/d.* | awk -F'\\t' '$1=="S"' | sort -t$'\\t' -k3 -rn | head -30
"""

from __future__ import annotations

import atexit
import os
import sys
import time
from collections import defaultdict

import pytest

ENV = "LUNA_DRAW_SITES"
_SITES: dict[str, list] = defaultdict(lambda: [0, 0.0])
_TESTS: dict[str, list] = defaultdict(lambda: [0, 0.0])
_NOW: list[str | None] = [None]


def _callers() -> str:
    f, chain = sys._getframe(2), []
    while f is not None and len(chain) < 3:
        if "/tests/" in f.f_code.co_filename:
            chain.append(f"{os.path.basename(f.f_code.co_filename)}:{f.f_code.co_name}")
        f = f.f_back
    return " < ".join(chain)


def pytest_configure(config):
    from luna.client import app as app_module
    plain = app_module.App.draw
    depth = [0]

    def draw(self, *args, **kwargs):
        if depth[0]:
            return plain(self, *args, **kwargs)
        depth[0] += 1
        start = time.thread_time()
        try:
            return plain(self, *args, **kwargs)
        finally:
            depth[0] -= 1
            spent = time.thread_time() - start
            site = _SITES[_callers()]
            site[0] += 1
            site[1] += spent
            if _NOW[0]:
                test = _TESTS[_NOW[0]]
                test[0] += 1
                test[1] += spent

    app_module.App.draw = draw
    if os.environ.get(ENV):
        atexit.register(_write, os.environ[ENV])


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    _NOW[0] = item.nodeid
    yield
    _NOW[0] = None


def _write(out: str) -> None:
    with open(f"{out}.{os.getpid()}", "w", encoding="utf-8") as f:
        for kind, table in (("S", _SITES), ("T", _TESTS)):
            for key, (n, spent) in table.items():
                f.write(f"{kind}\t{n}\t{spent:.3f}\t{key}\n")
