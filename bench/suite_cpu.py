"""A pytest plugin: each test's CPU seconds (its setup, call and teardown; this process's
threads and the children it waited for), not its wall time, which on a shared machine
rises with the others' load. The slowest are printed at the end; with $LUNA_TEST_CPU set
every test's figure is added to that file ("seconds nodeid" a line).

    PYTHONPATH=bench python -m pytest -n 0 -p suite_cpu tests/test_x.py
    PYTHONPATH=bench python -m pytest -n 0 -p suite_cpu --cpu-top 0 tests/   # all, per file
"""

from __future__ import annotations

import os
import resource
from collections import defaultdict

import pytest

ENV = "LUNA_TEST_CPU"
_SPENT: dict[str, float] = {}


def _now() -> float:
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def pytest_addoption(parser):
    parser.addoption("--cpu-top", type=int, default=15,
                     help="the slowest N tests by CPU (0: every file's total instead)")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    start = _now()
    yield
    _SPENT[item.nodeid] = _now() - start
    out = os.environ.get(ENV)
    if out:
        with open(out, "a", encoding="utf-8") as f:
            f.write(f"{_SPENT[item.nodeid]:.3f} {item.nodeid}\n")


def pytest_terminal_summary(terminalreporter, config):
    if not _SPENT:
        return
    top = config.getoption("--cpu-top")
    write = terminalreporter.write_line
    write(f"CPU of {len(_SPENT)} tests: {sum(_SPENT.values()):.1f} s")
    if top:
        for node, spent in sorted(_SPENT.items(), key=lambda kv: -kv[1])[:top]:
            write(f"{spent:8.2f} s  {node}")
        return
    files: dict[str, float] = defaultdict(float)
    for node, spent in _SPENT.items():
        files[node.split("::")[0]] += spent
    for name, spent in sorted(files.items(), key=lambda kv: -kv[1]):
        write(f"{spent:8.2f} s  {name}")
