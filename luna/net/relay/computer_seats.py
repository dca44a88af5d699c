"""How a relay (relay.py, which has one `BotSeats`) lets its rooms' computer seats think:
a job per move in the shared pool of workers (botpool.py), addresses served in turn, a
dead worker replaced.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
from typing import Any

from ...ai import RandomPlayer
from . import seatbots
from .room import Refused, Room

log = logging.getLogger("luna.net.relay")
# Seconds a Master thinks when its job is queued behind others' (alone: its own 2 s).
BUSY_MASTER_TIME = 1.0


class BotSeats:
    """The computer seats of a Relay's rooms (a relay has one: `relay.computers`)."""

    def __init__(self, relay: Any) -> None:
        self.relay = relay          # the Relay whose pool and rooms these are (relay.py)
        self.busy: dict[str, tuple[int, int]] = {}   # room id -> (epoch, length) thought on
        self.broke: tuple | None = None    # the last job whose worker died under it

    # -- computer seats ----------------------------------------------------------------
    def schedule_bot(self, room: Room) -> None:
        """Let a computer think if one is to move (once per position)."""
        job = room.bot_job()
        if job is None or self.busy.get(room.id) == job[:2] or room.game is None:
            return
        if not any(c.seats or c is room.host_conn for c in room.members):
            return      # nobody plays here now: computers wait (a join wakes them)
        epoch, length, seat, level, seed = job
        self.busy[room.id] = (epoch, length)
        loop = asyncio.get_running_loop()
        limit = self.relay.bot_time_limit
        if limit is None and level == "master" and (
                self.relay.pool.waiting() or self.relay.pool.running >= self.relay.pool.workers):
            limit = BUSY_MASTER_TIME      # others' jobs wait: think half as long
        if self.relay.pool.processes:
            fn, args = seatbots.decide_replayed, (room.game.header, list(room.game.log),
                                                  level, seed, limit)
        else:
            fn, args = seatbots.decide, (room.game.clone(), level, seed, limit)
        address = room.creator

        def done(fut: concurrent.futures.Future) -> None:
            if not loop.is_closed():        # (a job that ends after the relay stopped)
                loop.call_soon_threadsafe(self._job_done, room, job, address, fut)
        self.relay.pool.submit(address, room.id, fn, args, done)

    def _job_done(self, room: Room, job: tuple, address: str,
                  fut: concurrent.futures.Future) -> None:
        self.relay.pool.release(address, room.id)
        self.relay.guarded(room, "a computer's move", self._bot_done, room, job, fut)

    def _bot_done(self, room: Room, job: tuple, fut: concurrent.futures.Future) -> None:
        epoch, length, seat, level, seed = job
        if self.busy.get(room.id) == (epoch, length):
            del self.busy[room.id]
        if self.relay.rooms.get(room.id) is not room or fut.cancelled():
            return
        exc = fut.exception()
        if isinstance(exc, concurrent.futures.BrokenExecutor) and self.broke != (room.id, job):
            # its worker died under it (the pool is renewed): think again, once
            log.error("room %s: the %s computer's worker died; it thinks again", room.id, level)
            self.broke = (room.id, job)
            self.schedule_bot(room)
            return
        if exc is not None:
            log.error("room %s: the %s computer failed: %r", room.id, level, exc)
        else:
            try:
                move = fut.result()
                room.bot_play(epoch, length, seat, move.command, move.why)
                self.schedule_bot(room)
                return
            except Refused as r:
                log.error("room %s: the %s computer's move was refused: %s", room.id, level,
                          r.message)
        if room.bot_job() == job and room.game is not None:  # a bug: move at random
            try:
                room.bot_play(epoch, length, seat, RandomPlayer(seed).choose(room.game))
            except Refused as r:
                log.error("room %s: no computer move: %s", room.id, r.message)
                return  # the watchdog tries again
        self.schedule_bot(room)
