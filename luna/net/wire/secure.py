"""The relay's identity and the sealed channel every connection runs in.

Each relay has a long-lived Ed25519 key (kept in the data folder, `luna.places`). On a
new connection it sends, in the clear, `identity {relay, key, share, sig}`: a fresh
X25519 share signed with that key. The client checks the signature (and its pin of the
key, see pins.py), answers `key {share}` with a share of its own, and from then on every
frame both ways is sealed with ChaCha20-Poly1305 under keys only the two ends can derive.
A man in the middle cannot sign a share of its own with the relay's key; passing the
relay's share on makes it a mere forwarder that can neither read nor change a frame.
Seat proofs are bound to the relay's key and to this channel (`session`), so a proof is
good on this connection only, whatever route (address, port forward, host name) it took.

`cryptography` is imported on first use, never when this module is imported: a process
that never opens a connection (the window before LAN play, a computer's worker) stays
small.
"""

from __future__ import annotations

import base64
import hashlib
import os
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...files import FileProblem, damaged, read_bytes

HELLO = "luna-identity/1"
CHANNEL = "luna-channel/1"
TAG = 16                        # what sealing adds to a frame body
KEY_HEX = 64                    # an Ed25519 public key or an X25519 share, in hex
SIG_HEX = 128


class ChannelError(Exception):
    """A handshake or a sealed frame that does not check out: the connection is over."""


def fingerprint(key_hex: str) -> str:
    """A short form of a relay's key to read aloud and compare: 12 letters and digits
    in three groups (60 bits of sha256)."""
    digest = hashlib.sha256(bytes.fromhex(key_hex)).digest()
    text = base64.b32encode(digest).decode()[:12]
    return "-".join(text[i:i + 4] for i in range(0, 12, 4))


def _signed(relay: str, share: str, key: str) -> bytes:
    return f"{HELLO}|{relay}|{share}|{key}".encode()


# -- the relay's key --------------------------------------------------------------------
class Identity:
    """A relay's Ed25519 key pair: signs each connection's share."""

    def __init__(self, seed: bytes) -> None:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
        from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
        self._key = Ed25519PrivateKey.from_private_bytes(seed)
        self.public = self._key.public_key().public_bytes(Encoding.Raw,
                                                          PublicFormat.Raw).hex()

    @classmethod
    def fresh(cls) -> Identity:
        return cls(os.urandom(32))

    @classmethod
    def kept_in(cls, path: str | os.PathLike) -> Identity:
        """The key kept at `path` (64 hex digits, the file readable by its owner only),
        made and written there the first time; a damaged file is set aside and a new key
        made (players who pinned the old one are warned)."""
        path = Path(path)
        try:
            text = read_bytes(path, 256).decode("ascii").strip()
            return cls(bytes.fromhex(text)) if len(text) == 64 else cls(b"")
        except FileProblem as exc:
            if exc.damaged:
                damaged("relay_key", path, exc.problem)
            elif not exc.missing:
                raise OSError(exc.problem) from None
        except ValueError:        # not hex, or not a key's length
            damaged("relay_key", path, "not a relay key")
        ident = cls.fresh()
        ident._write(path)
        return ident

    def _write(self, path: Path) -> None:
        from cryptography.hazmat.primitives.serialization import (
            Encoding,
            NoEncryption,
            PrivateFormat,
        )
        seed = self._key.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0),
                     0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(seed.hex() + "\n")

    def sign(self, data: bytes) -> str:
        return self._key.sign(data).hex()


# -- sealing ------------------------------------------------------------------------------
class _Seal:
    """One direction of a channel: a key and a counter (the nonce; never used twice)."""

    def __init__(self, key: bytes) -> None:
        from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
        self._aead = ChaCha20Poly1305(key)
        self._n = 0

    def seal(self, body: bytes) -> bytes:
        self._n += 1
        return self._aead.encrypt(struct.pack(">4xQ", self._n), body, None)

    def open(self, data: bytes) -> bytes:
        """The body of the next sealed frame; ChannelError (and the counter unchanged)
        if it is not one."""
        from cryptography.exceptions import InvalidTag
        try:
            body = self._aead.decrypt(struct.pack(">4xQ", self._n + 1), data, None)
        except InvalidTag:
            raise ChannelError("a sealed frame does not check out") from None
        self._n += 1
        return body


@dataclass
class Channel:
    """Both directions of one connection, and its `session`: the hash of the handshake,
    which seat proofs made on it are bound to."""
    out: _Seal
    into: _Seal
    session: str
    relay_key: str
    relay: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def seal(self, body: bytes) -> bytes:
        return self.out.seal(body)

    def open(self, data: bytes) -> bytes:
        return self.into.open(data)


def _derive(mine: Any, theirs_hex: str, key: str, relay_share: str, client_share: str,
            relay_side: bool, relay: str) -> Channel:
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PublicKey
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF
    try:
        shared = mine.exchange(X25519PublicKey.from_public_bytes(bytes.fromhex(theirs_hex)))
    except ValueError:          # a share of small order: no secret comes of it
        raise ChannelError("the other side's share makes no shared secret") from None
    transcript = hashlib.sha256(f"{CHANNEL}|{key}|{relay_share}|{client_share}".encode())
    keys = HKDF(hashes.SHA256(), 64, transcript.digest(), CHANNEL.encode()).derive(shared)
    to_relay, to_client = keys[:32], keys[32:]
    out, into = (to_client, to_relay) if relay_side else (to_relay, to_client)
    return Channel(_Seal(out), _Seal(into), transcript.hexdigest()[:32], key, relay)


def _share() -> tuple[Any, str]:
    from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
    mine = X25519PrivateKey.generate()
    return mine, mine.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()


class RelaySide:
    """The relay's half of one handshake: `offer()` then `complete(client share)`."""

    def __init__(self, identity: Identity, relay: str) -> None:
        self.identity, self.relay = identity, relay
        self._mine, self.share = _share()

    def offer(self) -> dict:
        """The fields of the `identity` message."""
        key = self.identity.public
        return {"relay": self.relay, "key": key, "share": self.share,
                "sig": self.identity.sign(_signed(self.relay, self.share, key))}

    def complete(self, client_share: str) -> Channel:
        return _derive(self._mine, client_share, self.identity.public, self.share,
                       client_share, True, self.relay)


def accept(identity_msg: dict) -> tuple[str, Channel]:
    """The client's half: checks the relay's signature of its share; (our share, the
    channel). ChannelError if the signature or the share does not check out."""
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    from .protocol import weak_key
    key, share, relay = identity_msg["key"], identity_msg["share"], identity_msg["relay"]
    try:
        if weak_key(bytes.fromhex(key)):
            raise ValueError("a key of small order signs nothing")
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(key)).verify(
            bytes.fromhex(identity_msg["sig"]), _signed(relay, share, key))
    except (InvalidSignature, ValueError):
        raise ChannelError("the relay's identity is not signed by its key") from None
    mine, ours = _share()
    return ours, _derive(mine, share, key, share, ours, False, relay)
