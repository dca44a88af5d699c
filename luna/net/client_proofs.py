"""How a NetClient (client.py) proves its seat tokens without sending them: the relay's
signed hello and its pinned key, a fresh nonce per proof, proofs bound to the relay's key.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from .client_wire import (
    _Wire,
    unreadable,
)
from .framing import encode
from .protocol import (
    SCHEMA,
    msg,
    proof_context,
    prove,
)
from .secure import ChannelError, accept, fingerprint

log = logging.getLogger("luna.net.client")


class Proofs:
    """Proofs of our tokens: they never leave this machine."""

    # -- proofs: our tokens never leave this machine ---------------------------------------
    def _hello(self, m: dict) -> None:
        """The relay's fresh nonce (network thread); a join that waited for one goes now."""
        self._nonce, self._relay_id = m["nonce"], m["relay"]
        act, self._after_hello = self._after_hello, None
        if act is not None:
            self._with_nonce(act)

    def _with_nonce(self, act: Callable[[str, str], None]) -> None:
        """act(relay id, nonce) with an unspent nonce: now, or when the next hello comes."""
        if self._nonce is not None and self._relay_id is not None:
            nonce, self._nonce = self._nonce, None
            act(self._relay_id, nonce)
        else:
            self._after_hello = act

    @property
    def fingerprint(self) -> str | None:
        """The short form of the relay's key, for players to compare (see secure.py)."""
        return fingerprint(self.relay_key) if self.relay_key else None

    def _identity(self, wire: _Wire, m: dict) -> None:
        """The relay's signed identity (network thread): check it and the pin of its key,
        then set up the sealed channel; a changed key ends the connection, and no
        reconnecting, until the player decides (`trust_new_key`)."""
        host, port = self.address or ("?", 0)
        where = f"{host}:{port}"
        try:
            share, channel = accept(m)
        except ChannelError as exc:
            log.warning("the relay at %s: %s", where, exc)
            self._inbox.put(unreadable(str(exc)))
            wire.refused = True
            wire.abort()
            return
        new = self.pins is not None and not self.pins.knows(where)
        pinned = self.pins.check(where, m["key"]) if self.pins is not None else None
        if pinned is not None:
            log.warning("the relay at %s shows another key than before; refused", where)
            self.reconnect = False
            self._inbox.put({"schema": SCHEMA, "type": "key_changed", "address": where,
                             "pinned": fingerprint(pinned), "shown": fingerprint(m["key"])})
            wire.refused = True
            wire.abort()
            return
        self.relay_key = m["key"]
        # a key met for the first time is not known to be the relay's: the lobby asks
        # the players to compare its fingerprint with the host's
        self.first_contact = self.first_contact or new
        wire.open_channel(share, channel)
        if self._back:                  # not on a mere TCP answer (a port forward's, say)
            self._back = False
            self._inbox.put({"schema": SCHEMA, "type": "reconnected"})

    def trust_new_key(self, address: str) -> None:
        """The player accepts that the relay at `address` has a new key."""
        if self.pins is not None:
            self.pins.forget(address)

    def _context(self, relay: str, room: str, nonce: str) -> bytes:
        w = self._wire
        if w is None or w.channel is None:
            raise ChannelError("no sealed channel")
        return proof_context(w.channel.relay_key, w.channel.session, room, nonce)

    def _send_proofs(self, where: dict) -> None:
        """join {room?, proofs}: each token's signature of the relay's nonce and context."""
        def act(relay: str, nonce: str) -> None:
            try:
                context = self._context(relay, where.get("room") or "", nonce)
            except ChannelError:        # the connection is gone already: the next one asks
                return
            proofs = [prove(t, context) for t in self._all_tokens()]
            self._write(encode(self._expected(msg("join", proofs=proofs, **where))))
        self._with_nonce(act)

    def _join_proven(self, where: dict) -> bool:
        if self._loop is None or not self.connected:
            return False
        self._loop.call_soon_threadsafe(self._send_proofs, where)
        return True

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.ping_interval)
            w = self._wire
            if w is None or w.transport is None:
                continue
            if time.monotonic() - self.last_rx > self.silence_timeout:
                log.warning("the relay has been silent for %.0f s; reconnecting",
                            self.silence_timeout)
                w.transport.abort()
                continue
            self._write(encode(msg("ping", t=time.monotonic())))
