"""A pytest plugin: the CPU of the threads besides a test's own, by what started them.

Each thread's CPU (`time.thread_time`, read in the thread itself at its end) is summed
under what its work was: a computer's move at its level, a Hint, a results screen's
lessons or review, or the thread's name for any other thread; and under the test
folder of the test that started it. A call that ended after its test had ended is
counted apart too ("spilled", the whole call): it ran on into the next tests. "KIND
main" is the main thread's CPU while that work was under way (the frames a test runs
while it waits for it). The process's CPU (resource) is the whole, so the threads'
share of the tests' CPU shows.

    PYTHONPATH=bench python -m pytest -n 0 -p suite_threads tests/client/results
    LUNA_THREAD_CPU=out.txt ...     # also each test's lines: "seconds kind nodeid"
    python bench/suite_threads.py out.txt   # those lines summed (a run on xdist workers)
"""

from __future__ import annotations

import os
import resource
import threading
import time
from collections import defaultdict

import pytest

ENV = "LUNA_THREAD_CPU"
_now_test: list[str] = [""]              # the test running (its nodeid), "" between tests
_ended: set[str] = set()
_by_kind: dict[str, float] = defaultdict(float)
_spilled: dict[str, float] = defaultdict(float)
_calls: dict[str, int] = defaultdict(int)
_by_folder: dict[tuple[str, str], float] = defaultdict(float)
_by_test: dict[tuple[str, str], float] = defaultdict(float)
_tests_cpu: dict[str, float] = {}
_lock = threading.Lock()
_local = threading.local()


def _folder(nodeid: str) -> str:
    parts = nodeid.split("::")[0].split("/")
    return "/".join(parts[:3] if len(parts) > 3 and parts[1] == "client" else parts[:2])


def _add(kind: str, test: str, spent: float, spilled: float) -> None:
    with _lock:
        _by_kind[kind] += spent
        _spilled[kind] += spilled
        _calls[kind] += 1
        _by_folder[(_folder(test), kind)] += spent
        _by_test[(test, kind)] += spent
        if spilled:
            _by_test[(test, f"{kind} spilled")] += spilled


def _main_cpu() -> float:
    """The main thread's CPU seconds so far, read from any thread (Linux)."""
    try:
        clock = time.pthread_getcpuclockid(threading.main_thread().ident)
        return time.clock_gettime(clock)
    except (AttributeError, OSError):
        return 0.0


def _timed(kind_of):
    """A wrapper that times one call in the thread it runs in (not the main thread's)."""
    def wrap(fn):
        def timed(*a, **k):
            if threading.current_thread() is threading.main_thread() or \
                    getattr(_local, "inside", False):
                return fn(*a, **k)
            test, start, main = _now_test[0], time.thread_time(), _main_cpu()
            _local.inside = True
            try:
                return fn(*a, **k)
            finally:
                _local.inside = False
                spent, kind = time.thread_time() - start, kind_of(*a, **k)
                _add(kind, test, spent, spent if test in _ended else 0.0)
                _add(f"{kind} main", test, _main_cpu() - main, 0.0)
        timed.__wrapped__ = fn
        return timed
    return wrap


def _thread_run(run):
    """Any other thread: its CPU under its name, less the calls timed above."""
    def timed_run(self):
        test, start = _now_test[0], time.thread_time()
        try:
            return run(self)
        finally:
            spent = time.thread_time() - start
            name = "thread " + "".join(c for c in self.name if not c.isdigit()).strip("-() ")
            _add(name, test, spent, spent if test in _ended else 0.0)
    return timed_run


def _install() -> None:
    from luna.ai import lessons as lessons_mod
    from luna.ai import review as review_mod
    from luna.client.tables import thinker

    def what(req):
        return "hint" if req.level == thinker.HINT else f"computer {req.level}"
    thinker.answer = _timed(what)(thinker.answer)
    lessons_mod.lessons = _timed(lambda *a, **k: "lessons")(lessons_mod.lessons)
    review_mod.review = _timed(lambda *a, **k: "review")(review_mod.review)
    threading.Thread.run = _thread_run(threading.Thread.run)


def pytest_configure(config):
    _install()


def _cpu() -> float:
    me = resource.getrusage(resource.RUSAGE_SELF)
    return me.ru_utime + me.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    _now_test[0] = item.nodeid
    start = _cpu()
    yield
    _tests_cpu[item.nodeid] = _cpu() - start
    _ended.add(item.nodeid)
    _now_test[0] = ""


def pytest_terminal_summary(terminalreporter, config):
    write = terminalreporter.write_line
    whole = sum(_tests_cpu.values())
    write(f"CPU of {len(_tests_cpu)} tests: {whole:.1f} s (the process's, threads included)")
    # a thread's whole run holds the calls timed inside it: shown apart, not added
    write("by kind (s, calls, spilled past its test):")
    for kind, spent in sorted(_by_kind.items(), key=lambda kv: -kv[1]):
        write(f"{spent:8.2f} s {_calls[kind]:6d}  {_spilled[kind]:7.2f} s  {kind}")
    folders: dict[str, float] = defaultdict(float)
    for node, spent in _tests_cpu.items():
        folders[_folder(node)] += spent
    write("by folder (tests' CPU; then each kind's):")
    for folder, spent in sorted(folders.items(), key=lambda kv: -kv[1]):
        kinds = {k: s for (f, k), s in _by_folder.items() if f == folder and s >= 0.05}
        said = ", ".join(f"{k} {s:.1f}" for k, s in sorted(kinds.items(), key=lambda kv: -kv[1]))
        write(f"{spent:8.2f} s  {folder}: {said}")


def pytest_sessionfinish(session):
    """Each test's lines to $LUNA_THREAD_CPU (every xdist worker its own)."""
    out = os.environ.get(ENV)
    if out:
        with open(out, "a", encoding="utf-8") as f:
            for node, spent in _tests_cpu.items():
                f.write(f"{spent:.3f} test {node}\n")
            for (node, kind), spent in _by_test.items():
                f.write(f"{spent:.3f} {kind.replace(' ', '_')} {node}\n")


def summary(path: str) -> list[str]:
    """The lines of a $LUNA_THREAD_CPU file summed: the tests' CPU, each kind's, and by
    folder (what the plugin prints at a run's end without xdist)."""
    tests: dict[str, float] = {}
    kinds: dict[str, float] = defaultdict(float)
    folders: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    with open(path, encoding="utf-8") as f:
        for line in f:
            spent, kind, node = line.rstrip("\n").split(" ", 2)
            if kind == "test":
                tests[node] = float(spent)
                folders[_folder(node)]["test"] += float(spent)
            elif not kind.startswith("thread_"):
                kinds[kind] += float(spent)
                folders[_folder(node)][kind] += float(spent)
    out = [f"CPU of {len(tests)} tests: {sum(tests.values()):.1f} s"]
    out += [f"{s:8.2f} s  {k}" for k, s in sorted(kinds.items(), key=lambda kv: -kv[1])]
    for folder, spent in sorted(folders.items(), key=lambda kv: -kv[1]["test"]):
        said = ", ".join(f"{k} {s:.1f}" for k, s in sorted(spent.items(), key=lambda kv: -kv[1])
                         if k != "test" and s >= 0.05)
        out.append(f"{spent['test']:8.2f} s  {folder}: {said}")
    return out


if __name__ == "__main__":
    import sys
    for name in sys.argv[1:]:
        print("\n".join(summary(name)))
