"""How a NetClient (client.py) proves its seat tokens without sending them: the relay's
signed hello and its pinned key, a fresh nonce per proof, proofs bound to the relay's key.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

from ..wire.framing import encode
from ..wire.protocol import (
    SCHEMA,
    digest,
    msg,
    proof_context,
    prove,
)
from ..wire.secure import ChannelError, accept, fingerprint
from .link import (
    _Wire,
    unreadable,
)

log = logging.getLogger("luna.net.client")


class Proofs:
    """Proofs of our tokens: they never leave this machine (a NetClient has one)."""

    def __init__(self, client: Any) -> None:
        self.client = client        # the NetClient whose state this reads and changes

    # -- proofs: our tokens never leave this machine ---------------------------------------
    def hello(self, m: dict) -> None:
        """The relay's fresh nonce (network thread); a join that waited for one goes now."""
        self.client._nonce, self.client._relay_id = m["nonce"], m["relay"]
        act, self.client._after_hello = self.client._after_hello, None
        if act is not None:
            self.with_nonce(act)

    def with_nonce(self, act: Callable[[str, str], None]) -> None:
        """act(relay id, nonce) with an unspent nonce: now, or when the next hello comes."""
        if self.client._nonce is not None and self.client._relay_id is not None:
            nonce, self.client._nonce = self.client._nonce, None
            act(self.client._relay_id, nonce)
        else:
            self.client._after_hello = act

    @property
    def fingerprint(self) -> str | None:
        """The short form of the relay's key, for players to compare (see secure.py)."""
        return fingerprint(self.client.relay_key) if self.client.relay_key else None

    def identity(self, wire: _Wire, m: dict) -> None:
        """The relay's signed identity (network thread): check it and the pin of its key,
        then set up the sealed channel. A changed key ends the connection at once (it is
        sent nothing); with a table to get back to we go on trying with back-off and
        rejoin by ourselves when the pinned key answers again (another relay may hold
        the port while ours restarts), else we stop until the player decides
        (`trust_new_key`). The window is told once per stranger's key."""
        host, port = self.client.address or ("?", 0)
        where = f"{host}:{port}"
        try:
            share, channel = accept(m)
        except ChannelError as exc:
            log.warning("the relay at %s: %s", where, exc)
            self.client._inbox.put(unreadable(str(exc)))
            wire.refused = True
            wire.abort()
            return
        new = self.client.pins is not None and not self.client.pins.knows(where)
        pinned = self.client.pins.check(where, m["key"]) if self.client.pins is not None else None
        if pinned is not None:
            log.warning("the relay at %s shows another key than before; refused", where)
            waiting = self.client.reconnect and self.client._rejoin_plan() is not None
            self.client.reconnect = waiting
            wire.refused = True
            wire.abort()
            told = {"schema": SCHEMA, "type": "key_changed", "address": where,
                    "pinned": fingerprint(pinned), "shown": fingerprint(m["key"]),
                    "waiting": waiting}
            if self.client.stranger != told:
                self.client.stranger = told
                self.client._inbox.put(dict(told))
            return
        self.client.stranger = None
        self.client.relay_key = m["key"]
        # a key met for the first time is not known to be the relay's: the lobby asks
        # the players to compare its fingerprint with the host's
        self.client.first_contact = self.client.first_contact or new
        wire.open_channel(share, channel)
        if self.client._back:                  # not on a mere TCP answer (a port forward's, say)
            self.client._back = False
            self.client._inbox.put({"schema": SCHEMA, "type": "reconnected"})

    def trust_new_key(self, address: str) -> None:
        """The player accepts that the relay at `address` has a new key."""
        if self.client.pins is not None:
            self.client.pins.forget(address)

    def context(self, relay: str, room: str, nonce: str) -> bytes:
        w = self.client._wire
        if w is None or w.channel is None:
            raise ChannelError("no sealed channel")
        return proof_context(w.channel.relay_key, w.channel.session, room, nonce)

    def send_proofs(self, where: dict) -> None:
        """join {room?, proofs}: each token's signature of the relay's nonce and context."""
        def act(relay: str, nonce: str) -> None:
            try:
                context = self.context(relay, where.get("room") or "", nonce)
            except ChannelError:        # the connection is gone already: the next one asks
                return
            tokens = self.client._one_by_one[:1] or self.client._all_tokens()
            if not tokens:
                return
            self.client._proving = tokens
            proofs = [prove(t, context) for t in tokens]
            self.client._write(encode(self.client._expected(msg("join", proofs=proofs, **where))))
        self.with_nonce(act)

    # -- tokens a relay does not take --------------------------------------------------------
    def learn_digests(self, lan) -> None:
        """The seats' keys (and the host's) a `lan` key names: our tokens of this game."""
        if not isinstance(lan, dict):
            return
        seats = lan.get("seats") if isinstance(lan.get("seats"), list) else []
        self.client._digests |= {d for d in [lan.get("host_sha256")] + [
            s.get("token_sha256") for s in seats if isinstance(s, dict)]
            if isinstance(d, str)}

    def of_our_game(self, token: str) -> bool:
        """Whether `token` may be one of our table's (its key named in its `lan` key, as far
        as we have seen one): an older save also kept tokens of seats the host changed in
        the lobby, which every rejoin then proved, and the relay refused them all."""
        return not self.client._digests or digest(token) in self.client._digests

    def joined_back(self, named: list[int] | None) -> None:
        """A proof join was answered `joined`: the tokens it names as matching nothing
        (`refused`: their places in the join) are not proven again; the next token to try
        alone, if any."""
        proved, self.client._proving = self.client._proving, None
        self.client.refused |= {proved[k] for k in self._places(named, proved)}
        if proved and self.client._one_by_one and proved == self.client._one_by_one[:1]:
            self.client._one_by_one.pop(0)
            if self.client._one_by_one:
                self.client.rejoin()

    @staticmethod
    def _places(named: list[int] | None, proved: list[str] | None) -> list[int]:
        """The places in our join's proofs that a relay's answer names as refused."""
        if not proved or not isinstance(named, list) or not all(
                isinstance(k, int) and not isinstance(k, bool) and 0 <= k < len(proved)
                for k in named):
            return []
        return named

    def refused_proofs(self) -> bool:
        """`bad_token` for our proof join (an error names no proof): a token proven alone
        is not proven again; a join of several is asked again with each token alone.
        False when there is nothing left to try."""
        proved, self.client._proving = self.client._proving, None
        if not proved:
            return False
        if len(proved) == 1:
            self.client.refused.add(proved[0])
            if self.client._one_by_one[:1] == proved:
                self.client._one_by_one.pop(0)
        else:
            self.client._one_by_one = list(proved)
        log.info("the relay refused %s of our %d tokens; trying without",
                 "one" if len(proved) == 1 else "some", len(proved))
        return bool(self.client._one_by_one or self.client._all_tokens()) and self.client.rejoin()

    def join_proven(self, where: dict) -> bool:
        if self.client._loop is None or not self.client.connected:
            return False
        self.client._loop.call_soon_threadsafe(self.send_proofs, where)
        return True

    async def heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.client.ping_interval)
            w = self.client._wire
            if w is None or w.transport is None:
                continue
            if time.monotonic() - self.client.last_rx > self.client.silence_timeout:
                log.warning("the relay has been silent for %.0f s; reconnecting",
                            self.client.silence_timeout)
                w.transport.abort()
                continue
            self.client._write(encode(msg("ping", t=time.monotonic())))
            self.client.ask_again_if_unseated()
