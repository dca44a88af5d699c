"""A pytest plugin: the selection run twice in one process, then each file's CPU seconds
in its first pass (the process's caches empty, its pictures drawn for the first time at
each window size, text size and language) and in its second (all of them kept): how much
of a file's CPU is first drawings that another worker, or an earlier test, could have
paid for it. A selection of two tests at least (one test run right after itself keeps
its first run's fixtures torn down).

    PYTHONPATH=bench nice python -m pytest -n 0 -q -p no:cacheprovider -p suite_twice FILES
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from suite_cpu import _now

_PASSES: list[dict[str, float]] = [defaultdict(float), defaultdict(float)]
_SEEN: set[str] = set()


def pytest_collection_modifyitems(config, items):
    items[:] = items + list(items)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    second = item.nodeid in _SEEN
    start = _now()
    yield
    _SEEN.add(item.nodeid)
    _PASSES[second][item.nodeid.split("::")[0]] += _now() - start


def pytest_terminal_summary(terminalreporter, config):
    first, second = _PASSES
    if not first:
        return
    write = terminalreporter.write_line
    write(f"{'first':>8} {'second':>8}  file (CPU seconds)")
    for name in sorted(first, key=lambda f: -first[f]):
        write(f"{first[name]:8.1f} {second[name]:8.1f}  {name}")
    write(f"{sum(first.values()):8.1f} {sum(second.values()):8.1f}  in all")
