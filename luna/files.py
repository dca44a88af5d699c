"""The one boundary every file of the player's goes through when Luna reads it.

Settings, saves (the autosave, the guided game, LAN saves), the relay's identity, the
known relays, the board's kept pictures and whatever later readers need (player
profiles) are read here: without blocking (a FIFO never hangs the start), regular files
only and never through a link, capped in size before they are read, JSON
without recursion limits to hit. A file that cannot be used is **set aside** (renamed
`<name>.damaged`, never deleted) and a `Damaged` note is queued; the window takes the
notes (`take_notes`) and says each in one sentence in the player's language, and the
reader goes on with its defaults.

Pure Python, no layer below it: any module may use it.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import stat
import tempfile
import threading
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

log = logging.getLogger("luna.files")
MAX_JSON = 256 * 1024          # settings and lists of relays are a few hundred bytes
DAMAGED = ".damaged"


class FileProblem(Exception):
    """A file that cannot be read or used; `missing` is True when there is no file."""

    def __init__(self, path: str | os.PathLike, problem: str, missing: bool = False,
                 damaged: bool = True) -> None:
        super().__init__(f"{os.fspath(path)}: {problem}")
        self.path = os.fspath(path)
        self.problem = problem
        self.missing = missing
        self.damaged = damaged and not missing   # not: missing, or the disk would not read


class Damaged(NamedTuple):
    """A file set aside: what it was (`kind`, e.g. "settings"), where it was, where it
    is now (None when even renaming failed) and what was wrong, in English for logs."""
    kind: str
    path: Path
    kept: Path | None
    problem: str
    recovered: bool = False     # what mattered (a save's commands) was read and kept


_notes: deque[Damaged] = deque(maxlen=32)
_lock = threading.Lock()


def take_notes() -> list[Damaged]:
    """The files set aside since the last call (the window says each once)."""
    with _lock:
        out = list(_notes)
        _notes.clear()
    return out


def open_regular(path: str | os.PathLike) -> int:
    """A descriptor open for reading on the regular file at `path`; FileProblem for
    anything else. Opened without blocking (a FIFO never hangs us) and without following
    a link at the name (a link to /dev/zero, or to a file elsewhere, is refused), and
    checked on the open descriptor, so nothing can be swapped in between."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) |
                     getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise FileProblem(path, "no such file", missing=True) from None
    except IsADirectoryError:
        raise FileProblem(path, "is a folder, not a file") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP or os.path.islink(path):
            raise FileProblem(path, "is a link, not a regular file") from None
        raise FileProblem(path, f"cannot read: {exc.strerror or exc}", damaged=False) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise FileProblem(path, "is a folder, not a file")
        if not stat.S_ISREG(mode):
            raise FileProblem(path, "is not a regular file (a device, pipe or socket)")
    except BaseException:
        os.close(fd)
        raise
    return fd


def _read_upto(fd: int, n: int) -> bytes:
    """At most `n` bytes from `fd`, fewer only where the file ends."""
    chunks, size = [], 0
    while size < n:
        chunk = os.read(fd, min(1 << 20, n - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def read_bytes(path: str | os.PathLike, cap: int) -> bytes:
    """The bytes of a regular file (`open_regular`) of at most `cap` bytes; FileProblem
    for anything else. Read to cap + 1 bytes whatever `stat` says."""
    fd = open_regular(path)
    try:
        data = _read_upto(fd, cap + 1)
    except OSError as exc:
        raise FileProblem(path, f"cannot read: {exc.strerror or exc}", damaged=False) from None
    finally:
        os.close(fd)
    if len(data) > cap:
        raise FileProblem(path, f"too large (over {cap} bytes)")
    return data


def read_headed(path: str | os.PathLike, head: int,
                body: Callable[[bytes], int]) -> tuple[bytes, bytes]:
    """A regular file (`open_regular`) of a `head`-byte header and a body: the header is
    read and judged first (`body(header)` raises FileProblem, or gives the exact length
    of the body it announces), the file's size is checked against it before one byte of
    the body is read, and no more than that length is read. (header, body)."""
    fd = open_regular(path)
    try:
        size = os.fstat(fd).st_size
        if size < head:
            raise FileProblem(path, f"cut short ({size} bytes)")
        header = _read_upto(fd, head)
        if len(header) < head:
            raise FileProblem(path, "cut short")
        length = body(header)
        if size != head + length:
            raise FileProblem(path, f"{size} bytes where its header says {head + length}")
        data = _read_upto(fd, length + 1)
    except OSError as exc:
        raise FileProblem(path, f"cannot read: {exc.strerror or exc}", damaged=False) from None
    finally:
        os.close(fd)
    if len(data) != length:
        raise FileProblem(path, "its length changed while it was read")
    return header, data


def read_json(path: str | os.PathLike, cap: int = MAX_JSON) -> Any:
    """The JSON value in a file; FileProblem when it is none (also for nesting deep
    enough to exhaust Python's recursion, or NaN and infinities). A UTF-8 byte-order
    mark, which some editors write (Windows Notepad), is read past."""
    data = read_bytes(path, cap)

    def no_constant(name: str) -> Any:
        raise ValueError(f"{name} is not a number JSON allows")
    try:
        return json.loads(data.decode("utf-8-sig"), parse_constant=no_constant)
    except (ValueError, RecursionError) as exc:       # UnicodeError is a ValueError
        raise FileProblem(path, f"not readable JSON ({type(exc).__name__})") from None


def set_aside(path: str | os.PathLike) -> Path | None:
    """Rename a damaged file to `<name>.damaged` (`.damaged-2`, ... if taken) so that the
    player keeps it and the next start is clean. None if it cannot be renamed."""
    path = Path(path)
    for k in range(1, 100):
        target = path.with_name(path.name + DAMAGED + ("" if k == 1 else f"-{k}"))
        if target.exists() or target.is_symlink():
            continue
        try:
            os.replace(path, target)
        except OSError as exc:
            log.warning("%s cannot be set aside: %s", path, exc.strerror or exc)
            return None
        return target
    return None


def damaged(kind: str, path: str | os.PathLike, problem: str,
            recovered: bool = False) -> Damaged:
    """Set a file aside and queue the note that says so; returns the note."""
    path = Path(path)
    kept = set_aside(path)
    return note(Damaged(kind, path, kept, problem, recovered))


def note(said: Damaged) -> Damaged:
    """Queue the note of a file set aside (the window says it once)."""
    log.warning("%s file %s set aside as %s: %s", said.kind, said.path, said.kept, said.problem)
    with _lock:
        _notes.append(said)
    return said


def load_checked(kind: str, path: str | os.PathLike, read: Callable[[Path], Any]) -> Any:
    """`read(path)` at the boundary: its value, or None for the caller's defaults: when
    there is no file, when the disk would not read it, and when `read` found it damaged
    (raised FileProblem): then the file is set aside and the note queued."""
    path = Path(path)
    try:
        return read(path)
    except FileProblem as exc:
        if exc.damaged:
            damaged(kind, path, exc.problem)
        return None


def write_atomic(path: str | os.PathLike, data: bytes, prefix: str = ".tmp-",
                 suffix: str = ".tmp", sync: bool = True) -> Path:
    """Write `data` to `path` whole or not at all: a temporary file beside it (named
    `prefix`…`suffix`, created exclusively, never through a link), flushed to the disk
    (`sync`; a cache that is drawn again when lost need not wait for it), renamed over
    it; if anything fails the old file is as it was and the temporary one gone. OSError
    is the caller's to handle."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            if sync:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path
