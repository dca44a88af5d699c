"""`RelayServer` starts and stops a `Relay` (relay.py) from a thread (the pygame host,
tests) or in the foreground (`python main.py relay`): its asyncio loop, the listening
socket, the watchdog task, discovery, and the key and memory kept in files.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...saves import SaveError
from ..wire.discovery import DiscoveryResponder
from ..wire.lansave import save_lan
from ..wire.protocol import DEFAULT_PORT
from ..wire.secure import Identity
from .conn import Limits, RelayConn
from .memory import memory_path
from .relay import Relay

log = logging.getLogger("luna.net.relay")
# connections the OS queues before the loop accepts them: a relay of thousands of
# tables restarting sees them all come back at once (the OS may cap it lower)
BACKLOG = 1024


class RelayServer:
    """A relay on (host, port): `start_in_thread()` for the pygame host and tests, or
    `serve_forever()` for the command line. `load` continues the game of a LAN save;
    `identity` is the relay's key, or the file it is kept in (None: a new key each run,
    for tests)."""

    def __init__(self, host: str = "127.0.0.1", port: int = DEFAULT_PORT,
                 name: str = "Luna relay", load: str | os.PathLike | None = None,
                 limits: Limits | None = None, discovery_port: int | None = None,
                 bot_workers: str = "thread", bot_time_limit: float | None = None,
                 identity: Identity | str | os.PathLike | None = None,
                 bot_count: int = 2) -> None:
        self.host = host
        self.port = port
        self.discovery_port = discovery_port
        kept_in = None
        if identity is not None and not isinstance(identity, Identity):
            kept_in, identity = identity, Identity.kept_in(identity)  # the same key always
        self.relay = Relay(name, limits, bot_workers, bot_time_limit, identity, bot_count)
        if kept_in is not None:     # and the same memory of its games (luna/net/relay/memory.py)
            self.relay.remember_in(memory_path(kept_in))
        if load is not None:
            self.relay.add_room_from_save(load)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: asyncio.Server | None = None
        self._discovery: asyncio.DatagramTransport | None = None
        self._tasks: list[asyncio.Task] = []
        self._closing = False

    async def start(self) -> int:
        """Listen (on the running loop); returns the bound TCP port."""
        self.loop = asyncio.get_running_loop()
        self._server = await self.loop.create_server(lambda: RelayConn(self.relay),
                                                     self.host, self.port, backlog=BACKLOG)
        self.port = self._server.sockets[0].getsockname()[1]
        self.relay.port = self.port
        if self.discovery_port is not None:
            try:
                self._discovery, proto = await self.loop.create_datagram_endpoint(
                    lambda: DiscoveryResponder(self.relay), local_addr=(self.host,
                                                                       self.discovery_port))
                self.discovery_port = self._discovery.get_extra_info("sockname")[1]
            except OSError as exc:   # another relay answers Search here: join by address
                log.warning("no discovery on UDP port %s (%s)", self.discovery_port, exc)
                self.discovery_port = None
        self._start_watchdog()
        for room in list(self.relay.rooms.values()):
            self.relay.guarded(room, "schedule a computer", self.relay.computers.schedule_bot, room)
        log.info("relay %r listening on %s:%d", self.relay.name, self.host, self.port)
        return self.port

    def _start_watchdog(self) -> None:
        """The watchdog, started again should it ever end while the relay runs."""
        task = asyncio.create_task(self.relay.watchdog())
        self._tasks.append(task)

        def ended(t: asyncio.Task) -> None:
            if self._closing or t.cancelled():
                return
            log.error("the watchdog ended (%r); started again", t.exception())
            self._tasks.remove(t)
            self._start_watchdog()
        task.add_done_callback(ended)

    async def close(self) -> None:
        self._closing = True
        for t in self._tasks:
            t.cancel()
        if self._discovery is not None:
            self._discovery.close()
        if self._server is not None:
            self._server.close()
        self.relay.close_all()
        if self._server is not None:
            await self._server.wait_closed()
        await asyncio.sleep(0)

    def start_in_thread(self, timeout: float = 5.0) -> int:
        """Run the relay on its own loop in a daemon thread; returns the bound port."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            self.loop = loop
            try:
                loop.run_until_complete(self.start())
            except BaseException as exc:  # bind errors go back to the caller
                failure.append(exc)
                ready.set()
                loop.close()
                return
            ready.set()
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(self.close())
                loop.close()

        self._thread = threading.Thread(target=run, name="luna-relay", daemon=True)
        self._thread.start()
        if not ready.wait(timeout):
            raise TimeoutError("the relay did not start in time")
        if failure:
            raise failure[0]
        return self.port

    def stop(self, timeout: float = 5.0, reason: str = "relay") -> None:
        """Close every connection and the listening socket; idempotent. Players are told
        that their table closed (`reason`: "host" when the host's window closes it)."""
        self.relay.stop_reason = reason
        loop, thread = self.loop, self._thread
        if loop is None or thread is None or not thread.is_alive():
            return
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout)

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def serve_forever(self) -> None:
        """Run in the foreground until Ctrl+C."""
        async def main() -> None:
            await self.start()
            try:
                await asyncio.Event().wait()
            finally:
                await self.close()
        try:
            asyncio.run(main())
        except KeyboardInterrupt:
            pass

    def call(self, fn: Callable[[], Any], timeout: float = 5.0) -> Any:
        """Run `fn` on the relay's loop (thread-safe) and return its result."""
        loop = self.loop
        if loop is None:
            return fn()

        async def run() -> Any:
            return fn()
        return asyncio.run_coroutine_threadsafe(run(), loop).result(timeout)

    def save_to(self, path: str | os.PathLike, room: str | None = None) -> Path:
        """Save a room's game (the only one if `room` is None) with its LAN seats."""
        def snapshot() -> tuple[Any, dict]:
            rooms = self.relay.rooms
            r = rooms.get(room) if room else next(
                (x for x in rooms.values() if x.game is not None), None)
            if r is None or r.game is None:
                raise SaveError(path, "no game to save on this relay")
            return r.game.clone(), r.lan_info()
        game, lan = self.call(snapshot)
        return save_lan(game, lan, path)
