"""A pytest plugin: each test's CPU, and how many frames the window drew in it and their
CPU (`App.draw`), one line a test added to $LUNA_TEST_DRAWS ("cpu draw_cpu draws nodeid");
at the end, the CPU the judge spent off the main thread (a results screen's lessons, a
review in a thread).

    LUNA_TEST_DRAWS=draws.txt PYTHONPATH=bench python -m pytest -n 2 -p suite_draws tests/...
"""

from __future__ import annotations

import os
import threading
import time

import pytest

ENV = "LUNA_TEST_DRAWS"
_NOW = {"draws": 0, "cpu": 0.0}
_OFF_MAIN = {"cpu": 0.0, "calls": 0}


def _timed_draw(real):
    def draw(self, *args, **kwargs):
        start = time.process_time()
        try:
            return real(self, *args, **kwargs)
        finally:
            _NOW["draws"] += 1
            _NOW["cpu"] += time.process_time() - start
    return draw


def _timed_off_main(real):
    def judged(*args, **kwargs):
        start = time.thread_time()
        try:
            return real(*args, **kwargs)
        finally:
            if threading.current_thread() is not threading.main_thread():
                _OFF_MAIN["cpu"] += time.thread_time() - start
                _OFF_MAIN["calls"] += 1
    return judged


def pytest_configure(config):
    from luna.ai import lessons, review
    from luna.client import app
    app.App.draw = _timed_draw(app.App.draw)
    lessons.lessons = _timed_off_main(lessons.lessons)
    review.review = _timed_off_main(review.review)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    _NOW["draws"], _NOW["cpu"] = 0, 0.0
    start = time.process_time()
    yield
    out = os.environ.get(ENV)
    if out:
        with open(out, "a", encoding="utf-8") as f:
            f.write(f"{time.process_time() - start:.3f} {_NOW['cpu']:.3f} {_NOW['draws']} "
                    f"{item.nodeid}\n")


def pytest_terminal_summary(terminalreporter, config):
    if _OFF_MAIN["calls"]:
        terminalreporter.write_line(f"lessons and reviews off the main thread: "
                                    f"{_OFF_MAIN['calls']} calls, {_OFF_MAIN['cpu']:.1f} s")
