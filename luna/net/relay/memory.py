"""What a relay remembers of its started games, so that a host reopening one keeps it.

A host reopens a game with `create {save}`; the relay checks the save against what it
remembers of that game: each seat's kind and key digest (a guest's seat keyed to the
host, or made local, would go to the host), a digest of each move (a guest's move
changed) and a digest of the game's header (another seed or rule option under the same
moves). Without a memory a host could close its table, or wait for a restart, and
reopen the game changed.

What is remembered, and for how long (so that nobody can push out someone else's game):
- only games with a guest's seat ("lan"): in another, nobody but the host holds a seat;
- a finished game is kept as finished (without its moves: it is never reopened);
- a game is forgotten `age` seconds after it last left the relay, or `idle_age` (a day)
  if no guest from another address than its host's ever moved in it;
- the last KEEP_TAIL commands themselves (packed), so that a host reopening the game from
  a save that lacks its last moves (written a second ago, or an older copy kept to take
  back a guest's moves) gets them back: the relay's log wins;
- at most `per_address` games opened from one address; when `most` are remembered, a
  game of the address holding most is forgotten (one that left, with the fewest guests'
  moves), never one of an address at or below its share (`most` / addresses), else the
  relay refuses to start (or reopen) another (`refusal`).

A relay whose key is kept in a file keeps its memory beside it (`<key file>.games`):
a snapshot written atomically, and a journal appended per change (a game started, a
move, an undo, a game left or finished: one small `write` each, before the relay tells
anyone), so even a killed relay remembers every move it sent. The journal is folded into
a new snapshot when it grows, at the start and at the stop. Both are read at start
through the one file boundary (luna/files.py); a damaged file is set aside. A failed
write is logged as an error for the operator and makes `refusal` refuse new games until
a snapshot is written again (tried each watchdog round), never a silent forgetting.
Worst size: about 0.4 KB a game plus 16 bytes a move (~3.6 KB for a game of 200
commands, the longest of many random games) and its last 32 commands (~1.4 KB; a
command packs to 58 bytes at most, one over 128 is not kept): 4,096 games of 600
commands are ~47 MB, under the 64 MB read at most; a snapshot that would be larger is
not written (a failed write, see above), so the relay never writes a memory it could
not read.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import msgpack

from ...files import FileProblem, damaged, read_bytes, write_atomic
from ...saves import unpack_limited
from ..wire.framing import FrameError, decode
from ..wire.protocol import SEAT_KINDS, SHA, room_id_ok

log = logging.getLogger("luna.net.memory")

FORMAT = "luna-relay-games/3"
OLD_FORMATS = ("luna-relay-games/2",  # without the last commands
               "luna-relay-games/1")  # seats and moves only (read: its header unchecked)
SUFFIX = ".games"
JOURNAL = ".journal"
MAX_BYTES = 64 * 1024 * 1024
MOST_GAMES = 4096                 # entries read at most (so: remembered at most)
DIGEST = 16                       # bytes of digest per move and per header
FOLD_AT = 4 * 1024 * 1024         # journal bytes that make a new snapshot
KEEP_TAIL = 32                    # the last commands kept whole, to fill in an older save
COMMAND_BYTES = 128               # a packed command longer than that is not kept


class Played(NamedTuple):
    """What a reopening of a game must keep (`Room.played()`)."""
    seats: tuple                  # (kind, key digest) per seat
    moves: bytes                  # DIGEST bytes per command, in order
    header: bytes | None          # digest of the game's header (None: an older memory)


@dataclass
class Kept:
    played: Played
    address: str                  # who opened it last (the per-address quota)
    left: float | None            # wall-clock time it last left the relay; None: open
    finished: bool = False        # played to its end here: never reopened
    guest_moves: int = 0          # moves made by guests from another address than its host's
    recent: list[bytes] = field(default_factory=list)   # the last commands, packed


def digest_of(value: Any) -> bytes:
    """DIGEST bytes naming a command or a header (JSON with sorted keys)."""
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).digest()[:DIGEST]


def pack(command: dict) -> bytes:
    """A command as the memory keeps it (among a game's last ones)."""
    return msgpack.packb(command, use_bin_type=True)


def has_guest(seats: tuple) -> bool:
    """Does someone other than the host hold a seat of this game?"""
    return any(kind == "lan" for kind, _ in seats)


def memory_path(key_path: str | os.PathLike) -> Path:
    """Where the relay whose key is kept at `key_path` keeps its memory of games."""
    key_path = Path(key_path)
    return key_path.with_name(key_path.name + SUFFIX)


# -- checking what is read (the one check for the snapshot and the journal) --------------
def _seats(seats: Any) -> tuple | None:
    if not isinstance(seats, list) or not 2 <= len(seats) <= 4:
        return None
    kept = []
    for seat in seats:
        if not isinstance(seat, list) or len(seat) != 2:
            return None
        kind, key = seat
        if kind not in SEAT_KINDS or (key is not None and SHA(key)):
            return None
        kept.append((kind, key))
    return tuple(kept)


def _moves(moves: Any) -> bool:
    return isinstance(moves, bytes) and not len(moves) % DIGEST


def _count(n: Any) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 1 << 31


def _time(t: Any) -> bool:
    return t is None or (isinstance(t, (int, float)) and not isinstance(t, bool)
                         and 0 <= t < 1e11)


def _recent(recent: Any) -> list[bytes] | None:
    """The last commands, packed (each is checked against its move's digest when used)."""
    if not isinstance(recent, list) or len(recent) > KEEP_TAIL or not all(
            isinstance(c, bytes) and len(c) <= COMMAND_BYTES for c in recent):
        return None
    return recent


def _game(entry: Any) -> tuple[str, Kept] | None:
    """One remembered game ([room, seats, moves, header, address, left, finished, guest
    moves, last commands], or an older memory's first 8, 6 or 3 of those); None if any
    field is wrong."""
    if not isinstance(entry, list) or len(entry) not in (3, 6, 7, 8, 9):
        return None
    defaults = [None, None, None, None, "", None, False, 0, []]
    rid, seats, moves, header, address, left, finished, guest, recent = \
        entry + defaults[len(entry):]
    seats = _seats(seats)
    recent = _recent(recent)
    if not room_id_ok(rid) or seats is None or not _moves(moves) or not _time(left) \
            or not (header is None or isinstance(header, bytes) and len(header) == DIGEST) \
            or not isinstance(address, str) or len(address) > 64 \
            or not isinstance(finished, bool) or not _count(guest) or recent is None:
        return None
    return rid, Kept(Played(seats, moves, header), address, left, finished, guest, recent)


def _entry(rid: str, kept: Kept) -> list:
    p = kept.played
    return [rid, [list(s) for s in p.seats], p.moves, p.header, kept.address, kept.left,
            kept.finished, kept.guest_moves, kept.recent]


def _unpack(path: Path, data: bytes) -> Any:
    try:
        return unpack_limited(data, MOST_GAMES, 8 * MOST_GAMES)
    except Exception as exc:           # msgpack's errors are many; all mean damaged
        raise FileProblem(path, f"not readable msgpack ({type(exc).__name__})") from None


class GameMemory:
    """The started games a relay remembers (`games`, oldest first) and, with a `path`,
    their file. `clock` is wall-clock time (ages survive a restart)."""

    def __init__(self, path: str | os.PathLike | None, most: int = MOST_GAMES,
                 per_address: int = 64, age: float = 90 * 86400.0,
                 clock: Callable[[], float] = time.time, idle_age: float = 86400.0) -> None:
        self.path = Path(path) if path is not None else None
        self.most = min(most, MOST_GAMES)            # what a snapshot may hold when read
        self.per_address, self.age, self.clock = per_address, age, clock
        self.idle_age = idle_age        # a game no guest of another address moved in
        self.games: OrderedDict[str, Kept] = OrderedDict()
        self.broken: str | None = None     # why the file could not be written
        self._fd: int | None = None        # the journal, open for appending
        self._journal_id = b""
        self._journal_bytes = 0

    # -- what the relay asks ----------------------------------------------------------
    def get(self, rid: str) -> Played | None:
        kept = self.games.get(rid)
        return kept.played if kept is not None else None

    def after(self, rid: str, n: int) -> list[dict] | None:
        """The commands of game `rid` after its first `n` (a reopening save's log), from
        the last ones kept, each checked against its move's digest; None if they are not
        all kept (the save is older than KEEP_TAIL moves, or something does not check)."""
        kept = self.games.get(rid)
        if kept is None:
            return None
        moves = kept.played.moves
        need = len(moves) // DIGEST - n
        if need < 0 or need > len(kept.recent):
            return None
        out = []
        for i, packed in enumerate(kept.recent[len(kept.recent) - need:]):
            try:
                command = decode(packed)
            except FrameError:
                return None
            at = (n + i) * DIGEST
            if digest_of(command) != moves[at:at + DIGEST]:
                return None
            out.append(command)
        return out

    def refusal(self, address: str, rid: str | None = None) -> str | None:
        """Why a new game from `address` (or the reopening of game `rid`) cannot be
        remembered now, in English for the log; None if it can."""
        if self.broken is not None:
            return f"the relay cannot write its memory of games ({self.broken})"
        if rid in self.games:
            return None                     # remembered already: it takes no new place
        self._expire()
        # (finished games do not count: an honest host plays many; a full memory
        # forgets them first)
        mine = sum(k.address == address and not k.finished for k in self.games.values())
        if mine >= self.per_address:
            return f"{mine} unfinished games opened from {address} are remembered, the most"
        if len(self.games) >= self.most and not self._make_room(address):
            return f"the relay remembers {len(self.games)} games, its most"
        return None

    def _make_room(self, address: str) -> bool:
        """Memory full: forget one game of the address that holds most (one that left
        the relay: a finished one first, else the one with the fewest guests' moves; the
        oldest of those) if that address
        holds more than its share; never a game of an address at or below its share, nor
        one of the asking address. False if no game may be forgotten."""
        held: dict[str, list[str]] = {}
        for rid, kept in self.games.items():
            held.setdefault(kept.address, []).append(rid)
        share = max(1, self.most // (len(held) + (address not in held)))
        top = max(held, key=lambda a: len(held[a]))
        gone = [r for r in held[top] if self.games[r].left is not None]
        if top == address or len(held[top]) <= share or not gone:
            return False
        rid = min(gone, key=lambda r: (not self.games[r].finished, self.games[r].guest_moves))
        log.warning("memory full: game %s of %s (%d games) forgotten for %s", rid, top,
                    len(held[top]), address)
        self.forget(rid)
        return True

    # -- what happens to games --------------------------------------------------------
    def opened(self, rid: str, played: Played, address: str,
               recent: list[bytes] | None = None) -> None:
        """A game started or was reopened (a game without a guest's seat is not kept);
        `recent`: its last commands, packed."""
        if not has_guest(played.seats):
            self.forget(rid)
            return
        self.games[rid] = kept = Kept(played, address, None,
                                      recent=_recent(list(recent or [])[-KEEP_TAIL:]) or [])
        self.games.move_to_end(rid)
        self._append(["game", *_entry(rid, kept)])

    def moved(self, rid: str, keep: int, tail: bytes, guest: int = 0,
              commands: list[bytes] | None = None) -> None:
        """Game `rid`'s first `keep` moves stay, then come the moves digested in `tail`
        (a move: keep = the moves before it; an undo: tail empty); `guest` of them were
        made by a guest from another address than the host's; `commands`: those moves,
        packed (kept among the last ones)."""
        kept = self.games.get(rid)
        if kept is not None:
            p = kept.played
            recent = kept.recent
            gone = len(p.moves) // DIGEST - keep
            if gone > 0:                                     # an undo: those go too
                del recent[max(0, len(recent) - gone):]
            if commands is not None and len(commands) * DIGEST == len(tail) \
                    and all(len(c) <= COMMAND_BYTES for c in commands):
                recent += commands
                if len(recent) > KEEP_TAIL:
                    del recent[:len(recent) - KEEP_TAIL]
            elif tail:
                recent.clear()      # (a record without them: nothing after is filled in)
                commands = None
            kept.played = p._replace(moves=p.moves[:keep * DIGEST] + tail)
            kept.guest_moves += guest
            self._append(["moves", rid, keep, tail, guest, commands or []])

    def left(self, rid: str) -> None:
        kept = self.games.get(rid)
        if kept is not None:
            kept.left = self.clock()
            self._append(["left", rid, kept.left])

    def finished(self, rid: str) -> bool:
        """Was game `rid` played to its end here?"""
        kept = self.games.get(rid)
        return kept is not None and kept.finished

    def over(self, rid: str) -> None:
        """Game `rid` ended: it is remembered as finished (its seats and header, without
        its moves) for as long as an unfinished one, so that nobody reopens it from an
        older save, with a seat keyed anew."""
        kept = self.games.get(rid)
        if kept is not None and not kept.finished:
            kept.finished = True
            kept.played = kept.played._replace(moves=b"")
            kept.recent = []
            self._append(["over", rid])

    def forget(self, rid: str) -> None:
        """A finished game (or one nobody else holds a seat of) needs no memory."""
        if self.games.pop(rid, None) is not None:
            self._append(["gone", rid])

    def _expire(self) -> None:
        """Forget the games left `age` ago, and those no guest of another address ever
        moved in (a host playing itself, or nobody) left `idle_age` ago."""
        now = self.clock()
        for rid in [r for r, k in self.games.items() if k.left is not None and now - k.left
                    > (self.age if k.guest_moves else min(self.age, self.idle_age))]:
            self.forget(rid)

    # -- the file ------------------------------------------------------------------
    def read(self) -> int:
        """Read the snapshot and its journal (a damaged file is set aside, with a log
        line and a note; what could be read is kept), then fold them into a new
        snapshot. Returns how many games are remembered."""
        if self.path is None:
            return 0
        journal_id = self._read_snapshot()
        if journal_id is not None:
            self._read_journal(journal_id)
        now = self.clock()
        for kept in self.games.values():
            if kept.left is None:       # open when the relay stopped: it left then
                kept.left = now
        self._expire()
        self.fold()
        log.info("%d started games remembered from %s", len(self.games), self.path)
        return len(self.games)

    def _read_snapshot(self) -> bytes | None:
        assert self.path is not None
        try:
            doc = _unpack(self.path, read_bytes(self.path, MAX_BYTES))
            if not isinstance(doc, dict) or doc.get("format") not in (FORMAT, *OLD_FORMATS) \
                    or not isinstance(doc.get("games"), list):
                raise FileProblem(self.path, "not a relay's memory of games")
        except FileProblem as exc:
            if exc.damaged:
                damaged("relay_games", self.path, exc.problem)
            elif not exc.missing:
                log.warning("%s", exc)
            return None
        games = [_game(entry) for entry in doc["games"]]
        self.games.update(g for g in games if g is not None)
        if None in games:
            damaged("relay_games", self.path,
                    f"{games.count(None)} damaged entries left out", True)
        journal_id = doc.get("journal")
        return journal_id if isinstance(journal_id, bytes) else None

    def _read_journal(self, journal_id: bytes) -> None:
        """Apply the journal written after the snapshot (one of another snapshot is
        left: the snapshot already holds it). A torn last record (killed while
        writing) ends it."""
        assert self.path is not None
        path = self.path.with_name(self.path.name + JOURNAL)
        try:
            data = read_bytes(path, MAX_BYTES)
        except FileProblem as exc:
            if exc.damaged:
                damaged("relay_games", path, exc.problem)
            return
        records = msgpack.Unpacker(raw=False, max_buffer_size=len(data) + 1,
                                   max_array_len=KEEP_TAIL + 8, max_map_len=4, max_ext_len=0,
                                   strict_map_key=True)
        records.feed(data)
        try:
            first = next(records)
            if first != ["journal", journal_id]:
                return
            bad = sum(not self._replay(record) for record in records)
        except Exception:    # noqa: BLE001 - a torn or damaged tail: what came before stays
            bad = 1
        if bad:
            log.warning("%s: %d journal records left out", path, bad)

    def _replay(self, record: Any) -> bool:
        """One journal record applied (checked as a snapshot's entries are)."""
        if not isinstance(record, list) or len(record) < 2:
            return False
        kind, rid, rest = record[0], record[1], record[2:]
        if kind == "game" and (game := _game(record[1:])) is not None:
            self.games[rid] = game[1]
            self.games.move_to_end(rid)
            return True
        if not isinstance(rid, str) or rid not in self.games:
            return False
        if kind == "moves" and len(rest) in (2, 3, 4) and _count(rest[0]) \
                and _moves(rest[1]) and _count((rest + [0])[2]) \
                and (len(rest) < 4 or _recent(rest[3]) is not None):
            self.moved(rid, *rest)
        elif kind == "left" and len(rest) == 1 and rest[0] is not None and _time(rest[0]):
            self.games[rid].left = rest[0]
        elif kind == "over" and not rest:
            self.over(rid)
        elif kind == "gone" and not rest:
            del self.games[rid]
        else:
            return False
        return True

    def fold(self) -> None:
        """Write every game in a new snapshot and start a new journal: the snapshot
        names its journal, so a stop between the two leaves the old journal unread."""
        if self.path is None:
            return
        self._close_journal()
        journal_id = secrets.token_bytes(8)
        entries = [_entry(rid, kept) for rid, kept in self.games.items()]
        journal = self.path.with_name(self.path.name + JOURNAL)
        head = msgpack.packb(["journal", journal_id], use_bin_type=True)
        try:
            data = msgpack.packb({"format": FORMAT, "journal": journal_id, "games": entries},
                                 use_bin_type=True)
            if len(data) > MAX_BYTES:
                raise ValueError(f"{len(data)} bytes, more than it could read again")
            write_atomic(self.path, data, self.path.name + ".")
            write_atomic(journal, head, journal.name + ".")
            self._fd = os.open(journal, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        except (OSError, ValueError, TypeError) as exc:
            self._failed(exc)
            return
        self._journal_bytes = len(head)
        if self.broken is not None:
            log.warning("the relay's memory of games is written again to %s", self.path)
        self.broken = None

    def tick(self) -> None:
        """The watchdog's round: a grown journal is folded, a failed write tried again."""
        if self.path is not None and (self.broken is not None or self._journal_bytes > FOLD_AT):
            self.fold()

    def close(self) -> None:
        self.fold()
        self._close_journal()

    def _append(self, record: list) -> None:
        if self._fd is None:
            return          # no file, or broken (in `refusal`; the next fold writes all)
        data = msgpack.packb(record, use_bin_type=True)
        try:
            if os.write(self._fd, data) != len(data):
                raise OSError("a short write")
        except OSError as exc:
            self._failed(exc)
            return
        self._journal_bytes += len(data)

    def _failed(self, exc: Exception) -> None:
        self._close_journal()
        self.broken = str(exc)[:200]
        log.error("the relay's memory of games cannot be written to %s: %s; no new game "
                  "starts here until it can", self.path, exc)

    def _close_journal(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                os.close(fd)
            except OSError:
                pass
