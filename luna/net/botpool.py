"""Computer thinking for a relay shared by many tables: a bounded pool, served in turn.

A relay's computers think in a few workers (processes at a lower priority than the
relay's loop, so a table of persons keeps its pace; threads in tests). Each room has at
most one job at a time (the relay asks once per position); waiting jobs are served in
turn by the address that opened their room, then by room, and one address never holds
more than its share of the workers. So whoever opens many rooms of Masters waits for
their own moves, and a computer seat at anyone else's table is next when a worker frees.
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import os
from collections import OrderedDict, deque
from collections.abc import Callable
from typing import Any

NICE = 10                         # the workers' priority below the relay's loop


def _lower_priority() -> None:
    try:
        os.nice(NICE)
    except (AttributeError, OSError):
        pass


class BotPool:
    def __init__(self, workers: int = 2, processes: bool = True, share: int | None = None
                 ) -> None:
        self.workers = max(1, workers)
        self.share = share or max(1, self.workers // 2)     # workers one address may hold
        if processes:
            # spawn, not fork: the relay's process has threads (the window's, the loop's)
            self.executor: concurrent.futures.Executor = concurrent.futures.ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
                initializer=_lower_priority)
        else:
            self.executor = concurrent.futures.ThreadPoolExecutor(
                max_workers=self.workers, thread_name_prefix="luna-relay-bot")
        self.processes = processes
        # address -> room -> (fn, args, done); addresses served in turn
        self._waiting: OrderedDict[str, OrderedDict[str, tuple]] = OrderedDict()
        self._turns: deque[str] = deque()
        self._busy: dict[str, int] = {}          # address -> jobs running
        self.running = 0

    def submit(self, address: str, room: str, fn: Callable[..., Any], args: tuple,
               done: Callable[[concurrent.futures.Future], None]) -> None:
        """Queue `fn(*args)` for `room` (one waiting job a room: a newer one replaces
        it); `done(future)` is called in another thread when it has run, and the caller
        then hands the worker back with `release(address)` on its own thread."""
        rooms = self._waiting.setdefault(address, OrderedDict())
        rooms[room] = (fn, args, done)
        if address not in self._turns:
            self._turns.append(address)
        self._pump()

    def cancel(self, room: str) -> None:
        """Forget a room's waiting job (the room closed); a running one runs out."""
        for address, rooms in list(self._waiting.items()):
            rooms.pop(room, None)
            if not rooms:
                del self._waiting[address]

    def waiting(self) -> int:
        return sum(len(r) for r in self._waiting.values())

    def _pump(self) -> None:
        """Start waiting jobs while workers are free, one address after another."""
        skipped = 0
        while self.running < self.workers and self._turns and skipped < len(self._turns):
            address = self._turns[0]
            self._turns.rotate(-1)
            rooms = self._waiting.get(address)
            if not rooms:
                self._turns.remove(address)
                continue
            if self._busy.get(address, 0) >= self.share:
                skipped += 1
                continue
            skipped = 0
            room, (fn, args, done) = rooms.popitem(last=False)
            if not rooms:
                del self._waiting[address]
            self.running += 1
            self._busy[address] = self._busy.get(address, 0) + 1
            self.executor.submit(fn, *args).add_done_callback(done)

    def release(self, address: str) -> None:
        """A job of `address` has been handled (on the relay's loop): its worker is free."""
        self.running -= 1
        self._busy[address] -= 1
        if not self._busy[address]:
            del self._busy[address]
        self._pump()

    def shutdown(self) -> None:
        self._waiting.clear()
        self.executor.shutdown(wait=False, cancel_futures=True)
