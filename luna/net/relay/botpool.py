"""Computer thinking for a relay shared by many tables: a bounded pool, served in turn.

A relay's computers think in a few workers (processes at a lower priority than the
relay's loop, so a table of persons keeps its pace; threads in tests). Each room has at
most one job at a time (the relay asks once per position); waiting jobs are served in
turn by the address that opened their room, then by room, and one address never holds
more than its share of the workers. The address whose computers have used the least
worker time lately goes first, so whoever opens many rooms of Masters waits for their
own moves, and a computer seat at anyone else's table is next when a worker frees.
"""

from __future__ import annotations

import concurrent.futures
import math
import multiprocessing
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

NICE = 10                         # the workers' priority below the relay's loop
HALF_LIFE = 60.0                  # seconds: how long an address's worker time counts


def _worker_start() -> None:
    """In each worker: a lower priority than the relay's loop, and an end when the relay's
    process ends however it ends (killed, it cannot shut its pool down)."""
    try:
        os.nice(NICE)
    except (AttributeError, OSError):
        pass
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)
    threading.Thread(target=watch, daemon=True, name="luna-bot-orphan-watch").start()


class BotPool:
    def __init__(self, workers: int = 2, processes: bool = True, share: int | None = None
                 ) -> None:
        self.workers = max(1, workers)
        self.share = share or max(1, self.workers // 2)     # workers one address may hold
        self.processes = processes
        # made on the first job: an idle relay holds no worker (nor the process that
        # tracks their semaphores), ~12 MB each
        self.executor: concurrent.futures.Executor | None = None
        # address -> room -> (fn, args, done); the address that used least goes first
        self._waiting: OrderedDict[str, OrderedDict[str, tuple]] = OrderedDict()
        self._busy: dict[str, int] = {}          # address -> jobs running
        self._used: dict[str, tuple[float, float]] = {}   # address -> (worker s, when)
        self._started: dict[str, float] = {}     # room -> when its job started
        self.running = 0

    def _executor(self) -> concurrent.futures.Executor:
        if self.processes:
            # spawn, not fork: the relay's process has threads (the window's, the loop's)
            return concurrent.futures.ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
                initializer=_worker_start)
        return concurrent.futures.ThreadPoolExecutor(
            max_workers=self.workers, thread_name_prefix="luna-relay-bot")

    def _start(self, fn: Callable[..., Any], args: tuple) -> concurrent.futures.Future:
        """Run a job; a pool whose worker died (killed, out of memory) takes no job ever
        again, so it is replaced by a fresh one first (else every table's computers
        would stop for good)."""
        if self.executor is None:
            self.executor = self._executor()
        try:
            return self.executor.submit(fn, *args)
        except concurrent.futures.BrokenExecutor:
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = self._executor()
            return self.executor.submit(fn, *args)

    def submit(self, address: str, room: str, fn: Callable[..., Any], args: tuple,
               done: Callable[[concurrent.futures.Future], None]) -> None:
        """Queue `fn(*args)` for `room` (one waiting job a room: a newer one replaces
        it); `done(future)` is called in another thread when it has run, and the caller
        then hands the worker back with `release(address)` on its own thread."""
        rooms = self._waiting.setdefault(address, OrderedDict())
        rooms[room] = (fn, args, done)
        self._pump()

    def cancel(self, room: str) -> None:
        """Forget a room's waiting job (the room closed); a running one runs out."""
        for address, rooms in list(self._waiting.items()):
            rooms.pop(room, None)
            if not rooms:
                del self._waiting[address]

    def waiting(self) -> int:
        return sum(len(r) for r in self._waiting.values())

    def used(self, address: str, now: float | None = None) -> float:
        """Worker seconds `address` has used lately (halved every HALF_LIFE seconds)."""
        spent, when = self._used.get(address, (0.0, 0.0))
        now = time.monotonic() if now is None else now
        return spent * math.pow(0.5, (now - when) / HALF_LIFE)

    def _pump(self) -> None:
        """Start waiting jobs while workers are free: the address that used the least
        worker time lately first (among those within their share), its oldest room."""
        while self.running < self.workers:
            now = time.monotonic()
            ready = [a for a in self._waiting if self._busy.get(a, 0) < self.share]
            if not ready:
                return
            address = min(ready, key=lambda a: self.used(a, now))
            rooms = self._waiting[address]
            room, (fn, args, done) = rooms.popitem(last=False)
            if not rooms:
                del self._waiting[address]
            else:                   # ties go to the address that waited longest
                self._waiting.move_to_end(address)
            self.running += 1
            self._busy[address] = self._busy.get(address, 0) + 1
            self._started[room] = now
            self._start(fn, args).add_done_callback(done)

    def release(self, address: str, room: str) -> None:
        """A job of `address` for `room` has been handled (on the relay's loop): its
        worker is free, and its time counts against the address."""
        now = time.monotonic()
        self._used[address] = (self.used(address, now) + now - self._started.pop(room, now),
                               now)
        if len(self._used) > 4096:         # forget the addresses that used least
            for a in sorted(self._used, key=lambda a: self.used(a, now))[:1024]:
                del self._used[a]
        self.running -= 1
        self._busy[address] -= 1
        if not self._busy[address]:
            del self._busy[address]
        self._pump()

    def shutdown(self) -> None:
        self._waiting.clear()
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
