"""The order the suite's tests are handed to pytest-xdist's workers in (tests/conftest.py)."""

from __future__ import annotations


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
