"""How the suite is handed to pytest-xdist's workers (tests/conftest.py): the order of its
tests, and its test files rewritten once for all of them."""

from __future__ import annotations

import fnmatch
from pathlib import Path


def shared_out(items: list, is_long, workers: int) -> list:
    """`items` with the long ones at the head of each worker's first piece (in turn)."""
    long_ = [item for item in items if is_long(item)]
    short = [item for item in items if not is_long(item)]
    if workers <= 1:
        return long_ + short
    piece = max(len(items) // workers // 4, 2)
    out: list = []
    for k in range(workers):
        mine = long_[k::workers]
        room = max(0, piece - len(mine))
        out += mine + short[:room]
        short = short[room:]
    return out + short


def files_to_rewrite(paths: list[Path], patterns: list[str]) -> list[Path]:
    """The test files under `paths` (folders or files) whose names match `patterns`."""
    found: set[Path] = set()
    for path in paths:
        if path.is_dir():
            found.update(p for p in path.rglob("*.py") if "__pycache__" not in p.parts
                         and any(fnmatch.fnmatch(p.name, pat) for pat in patterns))
        elif path.suffix == ".py" and path.is_file():
            found.add(path)
    return sorted(found)


def rewritten_once(config, files: list[Path]) -> int:
    """`files` rewritten for pytest's assertions and kept in pytest's own cache, as a
    worker's import would (`_pytest.assertion.rewrite`); how many were rewritten. Each
    worker rewrote every test file it collected itself: in a fresh clone three workers
    rewrote the same 63,000 lines (~5 s of CPU each); now they find them rewritten. Where
    pytest's rewriting is not there as expected, nothing is done: the workers rewrite."""
    try:
        from _pytest.assertion import rewrite
        state = config.stash[rewrite.assertstate_key]
        tail, read, rewrite_test, write = (rewrite.PYC_TAIL, rewrite._read_pyc,
                                           rewrite._rewrite_test, rewrite._write_pyc)
        cache_dir, makedirs = rewrite.get_cache_dir, rewrite.try_makedirs
    except (ImportError, AttributeError, KeyError):
        return 0
    if getattr(state, "mode", None) != "rewrite":
        return 0
    done = 0
    for fn in files:
        pyc = cache_dir(fn) / (fn.name[:-3] + tail)
        if read(fn, pyc) is not None:
            continue
        try:
            source_hash, co = rewrite_test(fn, config)
        except (OSError, SyntaxError, ValueError):
            continue                                # the worker reports it at collection
        if makedirs(pyc.parent) and write(state, co, source_hash, pyc):
            done += 1
    return done
