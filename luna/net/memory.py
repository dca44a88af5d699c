"""What a relay whose key is kept in a file remembers of its games across restarts.

A relay remembers each started game's seats (kind and key digest) and moves (`Room.played`)
so that a host reopening it (`create {save}`) must keep both. Kept in memory only, a
restart forgot them, and a host who waited for the restart of a relay it does not run
could reopen the game with a guest's seat keyed to itself. So a relay with a key file
keeps this memory beside it (`<key file>.games`, msgpack): written atomically when a game
leaves, when the relay stops, and while games are open every few seconds when one
changed, so that even a killed relay remembers every started game up to a few seconds
back. It is read at start through the one file boundary (luna/files.py): a damaged file
is set aside, and the relay starts with what it could read.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import msgpack

from ..files import FileProblem, damaged, read_bytes, write_atomic
from ..saves import unpack_limited
from .protocol import SEAT_KINDS, SHA, room_id_ok

log = logging.getLogger("luna.net.memory")

FORMAT = "luna-relay-games/1"
SUFFIX = ".games"
MAX_BYTES = 32 * 1024 * 1024     # ~6 KB a game: a thousand games are ~6 MB
MOST_GAMES = 4096                 # entries read at most (the relay keeps the newest)
DIGEST = 16                       # bytes of digest per move (Room.played)

Played = tuple[tuple, bytes]     # Room.played(): ((kind, digest) per seat, move digests)


def memory_path(key_path: str | os.PathLike) -> Path:
    """Where the relay whose key is kept at `key_path` keeps its memory of games."""
    key_path = Path(key_path)
    return key_path.with_name(key_path.name + SUFFIX)


def _game(entry: Any) -> tuple[str, Played] | None:
    """One remembered game, checked as the relay checks room ids and digests elsewhere;
    None if any field is wrong."""
    if not isinstance(entry, list) or len(entry) != 3:
        return None
    rid, seats, moves = entry
    if not room_id_ok(rid) or not isinstance(seats, list) or not 2 <= len(seats) <= 4:
        return None
    if not isinstance(moves, bytes) or len(moves) % DIGEST:
        return None
    kept = []
    for seat in seats:
        if not isinstance(seat, list) or len(seat) != 2:
            return None
        kind, digest = seat
        if kind not in SEAT_KINDS or (digest is not None and SHA(digest)):
            return None
        kept.append((kind, digest))
    return rid, (tuple(kept), moves)


def _read(path: Path) -> tuple[list[tuple[str, Played]], int]:
    """The games in the file, oldest first, and how many entries were not games."""
    data = read_bytes(path, MAX_BYTES)
    try:
        doc = unpack_limited(data, MOST_GAMES, 8 * MOST_GAMES)
    except Exception as exc:           # msgpack's errors are many; all mean damaged
        raise FileProblem(path, f"not readable msgpack ({type(exc).__name__})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT \
            or not isinstance(doc.get("games"), list):
        raise FileProblem(path, "not a relay's memory of games")
    games = [_game(entry) for entry in doc["games"]]
    return [g for g in games if g is not None], sum(g is None for g in games)


class GameMemory:
    """The file a relay keeps its started games in; `every` seconds at most between the
    writes of open games that changed."""

    def __init__(self, path: str | os.PathLike, every: float) -> None:
        self.path = Path(path)
        self.every = every
        self._due = 0.0
        self._written: Any = None     # what the open games were at the last write
        self._open: dict[str, tuple[Any, tuple, Played]] = {}   # GameMemory._seen

    def read(self) -> list[tuple[str, Played]]:
        """The remembered games, oldest first; [] if there is no file. A damaged file is
        set aside (with a log line and a note) and what could be read is kept."""
        try:
            games, bad = _read(self.path)
        except FileProblem as exc:
            if exc.damaged:
                damaged("relay_games", self.path, exc.problem)
            elif not exc.missing:
                log.warning("%s", exc)
            return []
        if bad:
            damaged("relay_games", self.path, f"{bad} damaged entries left out", True)
        log.info("%d started games remembered from %s", len(games), self.path)
        return games

    def keep(self, closed: Mapping[str, Played], rooms: Iterable[Any],
             now: float | None = None) -> None:
        """Write the games that left (`closed`) and the started games still open. With
        `now` (the watchdog's clock) only when due and something changed since the last
        write; without, at once. Never raises: a failed write is logged."""
        if now is not None and now < self._due:
            return
        self._open = seen = {r.id: self._seen(r) for r in rooms if r.game is not None}
        state = {rid: key for rid, (_, key, _) in seen.items()}
        if now is not None:
            if state == self._written:
                return
            self._due = now + self.every
        games = {rid: p for rid, p in closed.items() if rid not in seen}
        games.update((rid, p) for rid, (_, _, p) in seen.items())    # the newest last
        try:
            self._write(games)
            self._written = state
        except (OSError, ValueError, TypeError) as exc:
            log.warning("the relay's memory of games cannot be written to %s: %s",
                        self.path, exc)

    def _seen(self, room: Any) -> tuple[Any, tuple, Played]:
        """(room, what changes with its game, `room.played()`): worked out again only for
        a room whose game changed since the last look (a digest of every move costs)."""
        key = (room.epoch, len(room.game.log), tuple((s.kind, s.token_hash) for s in room.seats))
        was = self._open.get(room.id)
        if was is not None and was[0] is room and was[1] == key:
            return was
        return room, key, room.played()

    def _write(self, games: dict[str, Played]) -> None:
        entries = [[rid, [list(s) for s in seats], moves]
                   for rid, (seats, moves) in games.items()][-MOST_GAMES:]
        data = msgpack.packb({"format": FORMAT, "games": entries}, use_bin_type=True)
        while len(data) > MAX_BYTES and entries:      # the oldest games go first
            entries = entries[len(entries) // 8 + 1:]
            data = msgpack.packb({"format": FORMAT, "games": entries}, use_bin_type=True)
        write_atomic(self.path, data, self.path.name + ".")
