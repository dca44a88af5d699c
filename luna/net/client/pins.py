"""Relays this player has met, and the key each showed (like SSH's known hosts).

The first contact with an address pins the key its relay signed with; a later contact
that shows another key is refused (the window warns and lets the player decide), so a
machine that takes over a relay's address cannot pass for it. The file lives in the data
folder and is read through `luna.files` (a damaged one is set aside: every relay is then
new again, which the lobby's fingerprint lets players check).
"""

from __future__ import annotations

import json
import os
import re
import threading
from pathlib import Path

from ...files import FileProblem, load_checked, read_json, write_atomic

MOST = 256                      # addresses kept; the oldest go first
_KEY = re.compile(r"[0-9a-f]{64}")


def _read(path: Path) -> dict[str, str]:
    data = read_json(path)
    if not isinstance(data, dict) or len(data) > 4 * MOST or not all(
            isinstance(k, str) and len(k) <= 300 and isinstance(v, str) and _KEY.fullmatch(v)
            for k, v in data.items()):
        raise FileProblem(path, "not a map of relay addresses to keys")
    return data


class Pins:
    """Known relays: address ("host:port" as dialled) -> key (hex). `path` None: kept in
    memory only (tests, a window whose saves are off)."""

    def __init__(self, path: str | os.PathLike | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self._lock = threading.Lock()
        self.known: dict[str, str] = {}
        if self.path is not None:
            self.known = load_checked("known_relays", self.path, _read) or {}

    def check(self, address: str, key: str) -> str | None:
        """None if `key` may be used at `address` (pinned now if it was new), else the
        key pinned before (the caller refuses the connection)."""
        with self._lock:
            old = self.known.get(address)
            if old is not None:
                return None if old == key else old
            self.known[address] = key
            while len(self.known) > MOST:
                self.known.pop(next(iter(self.known)))
            self._write()
        return None

    def knows(self, address: str) -> bool:
        """Has a key been pinned for `address`?"""
        with self._lock:
            return address in self.known

    def forget(self, address: str) -> None:
        """The player trusts the relay's new key: the next contact pins it."""
        with self._lock:
            if self.known.pop(address, None) is not None:
                self._write()

    def _write(self) -> None:
        if self.path is None:
            return
        try:
            write_atomic(self.path, json.dumps(self.known, indent=0).encode("utf-8"))
        except OSError:
            pass        # pins are kept in memory for this run all the same
