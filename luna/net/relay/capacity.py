"""How many tables the command-line relay takes: as many as the machine lets one process
hold, not a fixed small number (the relay inside a host's window keeps `Limits()`).

A four-person table takes four connections, each a file descriptor, and some memory. The
relay raises its file-descriptor limit to the hard limit where the OS allows it, then
takes the tables those descriptors and half the memory the system has free can hold, and
no more than one core serves (MOST_TABLES, measured with bench/relay.py --tables; see
bench/README.md). An operator may ask for fewer (`--max-tables`). Per-address limits are
the same whatever the size: one machine still holds 3 tables and 8 connections at most.
"""

from __future__ import annotations

import os
from dataclasses import replace
from typing import NamedTuple

from .conn import Limits

MOST_TABLES = 4000          # one core's worth (p95 round trip <= 100 ms at 1,000: README)
TABLE_BYTES = 256 << 10     # what a table of four costs the relay, with room to spare
#                             (bench/relay.py --tables measures ~100 KB)
OWN_FDS = 64                # the relay's own: its files, sockets, workers' pipes
FD_CEILING = 1 << 20        # never ask the OS for more descriptors than this
# output slow readers leave unread, a table's share of what all may hold together: a
# quarter of TABLE_BYTES (an eighth of the free memory at most, for T tables)
BACKLOG_BYTES = TABLE_BYTES // 4


class Capacity(NamedTuple):
    """What a relay may hold (`tables` of four), and why no more."""
    tables: int
    by_fds: int             # what its file descriptors allow
    by_memory: int          # what half the free memory allows
    fds: int                # its file-descriptor limit (raised where it could be)
    asked: int | None       # the operator's --max-tables


def raise_fd_limit() -> int:
    """Raise this process's soft limit of open files to the hard one (FD_CEILING at
    most); the limit it has now."""
    try:
        import resource
    except ImportError:                       # (Windows: no such limit to raise)
        return 8192
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = FD_CEILING if hard == resource.RLIM_INFINITY else min(hard, FD_CEILING)
    if soft != resource.RLIM_INFINITY and soft < want:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
            soft = want
        except (OSError, ValueError):         # (macOS caps it below the hard limit)
            try:
                resource.setrlimit(resource.RLIMIT_NOFILE, (min(want, 10240), hard))
                soft = min(want, 10240)
            except (OSError, ValueError):
                pass
    return FD_CEILING if soft == resource.RLIM_INFINITY else soft


def free_memory() -> int | None:
    """Bytes the system has available (Linux's MemAvailable); None where unknown."""
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None


def _watchers(tables: int) -> int:
    return max(Limits.max_watchers, tables // 4)


def capacity(fds: int, memory: int | None, asked: int | None = None) -> Capacity:
    """The tables `fds` descriptors and `memory` free bytes let a relay hold."""
    base = Limits()
    per_table = 4 * 9 / 8 + 1 / 4                   # its connections, reserve, watchers
    by_fds = max(0, int((fds - OWN_FDS - base.spare_connections - base.knocking)
                        / per_table))
    by_memory = MOST_TABLES if memory is None else int(memory / 2 / TABLE_BYTES)
    tables = max(1, min(by_fds, by_memory, MOST_TABLES, asked or MOST_TABLES))
    return Capacity(tables, by_fds, by_memory, fds, asked)


def limits_for(cap: Capacity, base: Limits | None = None) -> Limits:
    """`base` (default Limits()) resized to hold `cap.tables` tables of four."""
    base = base or Limits()
    reserved = cap.tables // 8
    return replace(base, max_rooms=cap.tables + reserved, reserved_rooms=reserved,
                   max_watchers=_watchers(cap.tables),
                   max_backlog=max(base.max_backlog, cap.tables * BACKLOG_BYTES),
                   max_connections=4 * (cap.tables + reserved) + _watchers(cap.tables))


def shipped(asked: int | None = None) -> tuple[Limits, Capacity]:
    """The command-line relay's limits: the descriptor limit raised, then the tables
    this machine holds (`asked`: an operator's --max-tables, never more than that)."""
    cap = capacity(raise_fd_limit(), free_memory(), asked)
    return limits_for(cap), cap
