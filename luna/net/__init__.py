"""LAN play by role: the wire (wire/: messages, frames, the sealed channel, discovery),
the relay (relay/) and the network client (client/); the relay and the client never
import each other.

    >>> from luna.net import RelayServer, NetClient
    >>> server = RelayServer("127.0.0.1", 0)
    >>> port = server.start_in_thread()          # doctest: +SKIP
    >>> client = NetClient(); client.connect("127.0.0.1", port)   # doctest: +SKIP

See docs/NET_PROTOCOL.md for every message.
"""

from .client.client import NetClient
from .relay.conn import Limits
from .relay.relay import Relay
from .relay.server import RelayServer
from .wire.discovery import discover
from .wire.framing import MAX_FRAME, FrameError, FrameReader, decode, encode
from .wire.hashing import snapshot_hash
from .wire.protocol import DEFAULT_PORT, DISCOVERY_PORT

__all__ = ["DEFAULT_PORT", "DISCOVERY_PORT", "MAX_FRAME", "FrameError", "FrameReader",
           "Limits", "NetClient", "Relay", "RelayServer", "decode", "discover", "encode",
           "snapshot_hash"]
