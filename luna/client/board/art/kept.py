"""The largest pictures kept on disk: the temple island and the priest islands cost tens to
hundreds of milliseconds each to draw, and the same places drawn by the same art code give
the same pixels. A second start (and every process after the first: the tests' workers)
reads them back instead of drawing them again.

A kept file is read as hostile, through the files' one boundary (luna/files.py): a regular
file only, never through a link, its header judged before its body, its size that of the
picture asked for, its pixels those its digest names; a file that fails is removed and
the picture drawn and kept anew (once). Its name is a digest of what it is of, never a
name from the file's contents. Written beside and moved in whole, through a temporary
file made exclusively; the temporary files of a writer that was killed are removed at the
next start. The folder holds at most KEPT pictures and KEPT_BYTES bytes: the oldest go
first. `LUNA_ART_CACHE` names the folder ("off": nothing kept)."""

from __future__ import annotations

import functools
import hashlib
import inspect
import logging
import os
import re
import struct
import time
from collections.abc import Callable
from pathlib import Path

import pygame

from ....files import FileProblem, read_headed, set_aside, write_atomic
from .base import _finish

ENV = "LUNA_ART_CACHE"
MAGIC = b"LUNA-ART3"
# magic, width, height, the pixels' digest (keyed by the file's name); then the pixels,
# width*height RGBA bytes
HEADER = struct.Struct("<9sII16s")
LARGEST = 8192                     # px a side: a larger picture is not kept


def bound(name: str, default: int) -> int:
    """A folder's bound from the environment, else `default`: a run of the tests shares
    one folder with every window it starts, and a window that pruned it to a player's
    bound made the run draw its pictures again."""
    try:
        v = int(os.environ.get(name, ""))
    except ValueError:
        return default
    return v if 0 < v <= 1 << 40 else default


KEPT = bound("LUNA_ART_KEPT", 512)      # files kept at most (~90 a board a window size):
#                                          the oldest go first
KEPT_BYTES = bound("LUNA_ART_KEPT_BYTES", 64 << 20)    # and bytes kept at most (a temple
#                                                        ~4 MB, an island ~70 KB)
TEMP_PREFIX, TEMP_SUFFIX = ".tmp-", ".tmp"     # ".tmp-<writer's pid>-<random>.tmp"
STALE = 60.0                       # s: an older temporary file is a dead writer's
_WRITER = re.compile(r"^\.tmp-(\d+)-|\.(\d+)\.tmp$")   # (and the older ".<name>.<pid>.tmp")
log = logging.getLogger("luna.art")
# told before a picture not kept is drawn (a tenth of a second to a second: the window
# says it is busy, luna/client/app.py); None outside a frame's drawing
drawing: Callable[[], None] | None = None
# the bytes kept in each folder this process has used, as far as it has counted them
_held: dict[Path, int] = {}
# and the files (another process's writes are counted at its next listing of the folder)
_files: dict[Path, int] = {}
# pictures to keep once the window's first frame is shown (hold_writes), else None
_later: list[tuple[Path, pygame.Surface]] | None = None


def folder() -> Path | None:
    """Where the pictures are kept: $LUNA_ART_CACHE, else the platform's cache folder."""
    given = os.environ.get(ENV)
    if given == "off":
        return None
    if given:
        return Path(given)
    import platformdirs

    from ....places import APP_NAME
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)) / "art"


@functools.lru_cache(maxsize=1)
def art_version() -> str:
    """A digest of the art's own code and pygame's version: a change to either draws
    everything anew."""
    h = hashlib.sha256(pygame.version.ver.encode())
    for f in sorted(Path(__file__).parent.glob("*.py")):
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()[:16]


def name_for(what: str, args: tuple) -> str:
    return hashlib.sha256(f"{what}|{args!r}|{art_version()}".encode()).hexdigest()[:32]


def _digest(path: Path, pixels: bytes) -> bytes:
    """The pixels' digest, keyed by the file's name: a picture kept under another name,
    or pixels changed, are not the picture asked for. SHA-256 (the processor's own
    instructions where it has them: a 4 MB temple in 2.4 ms, BLAKE2b's 4.7 ms)."""
    h = hashlib.sha256(b"luna-art|" + path.stem.encode()[:64] + b"|")
    h.update(pixels)
    return h.digest()[:16]


def read(path: Path, size: tuple[int, int]) -> pygame.Surface | None:
    """The picture of `size` (width, height) kept in `path`, or None: none is kept, or the
    file failed a check, and then it is removed (drawn and kept anew once, not at every
    start)."""
    w, h = size

    def body(header: bytes) -> int:
        magic, fw, fh, _ = HEADER.unpack(header)
        if magic != MAGIC:
            raise FileProblem(path, "not a picture of ours")
        if (fw, fh) != (w, h):
            raise FileProblem(path, f"a {fw}x{fh} picture where {w}x{h} was asked for")
        return 4 * w * h
    try:
        header, pixels = read_headed(path, HEADER.size, body)
    except FileProblem as exc:
        if exc.damaged:
            _discard(path, exc.problem)
        return None
    if _digest(path, pixels) != HEADER.unpack(header)[3]:
        _discard(path, "its pixels are not the ones its digest names")
        return None
    return pygame.image.frombytes(pixels, (w, h), "RGBA")


def _discard(path: Path, problem: str) -> None:
    """A kept file that failed a check, removed (a folder, set aside): it is a cache."""
    log.info("kept picture %s drawn anew: %s", path.name, problem)
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError:
        set_aside(path)


def hold_writes() -> None:
    """Pictures drawn from now on are kept when `write_held` is called (the window's
    first frame shown: a first start draws ~90 and keeping them is a fifth of its CPU)."""
    global _later
    if _later is None:
        _later = []


def write_held() -> None:
    """The pictures held since `hold_writes` kept; later ones kept as they are drawn."""
    global _later
    held, _later = _later or [], None
    for path, surf in held:
        write(path, surf)


def write(path: Path, surf: pygame.Surface) -> None:
    """Keep `surf` in `path` (written beside and moved in whole: a reader never meets half
    a file); a folder that cannot be written keeps nothing."""
    if _later is not None:
        _later.append((path, surf))
        return
    w, h = surf.get_size()
    pixels = pygame.image.tobytes(surf, "RGBA")
    data = HEADER.pack(MAGIC, w, h, _digest(path, pixels)) + pixels
    try:
        write_atomic(path, data, f"{TEMP_PREFIX}{os.getpid()}-", TEMP_SUFFIX, sync=False)
    except OSError:
        return
    _held[path.parent] = _held.get(path.parent, 0) + len(data)
    _files[path.parent] = _files.get(path.parent, 0) + 1
    if _files[path.parent] > KEPT or _held[path.parent] > KEPT_BYTES:
        _prune(path.parent)


def _start(where: Path) -> None:
    """A folder's first use in this process: the temporary files of writers that were
    killed removed, and the bytes it holds counted (and pruned to the bounds)."""
    held = count = 0
    now = time.time()
    try:
        entries = list(os.scandir(where))
    except OSError:
        entries = []
    for e in entries:
        try:
            if e.name.endswith(".art"):
                held += e.stat(follow_symlinks=False).st_size
                count += 1
            elif e.name.startswith(".") and e.name.endswith(TEMP_SUFFIX) and \
                    _left_over(e.name, now - e.stat(follow_symlinks=False).st_mtime):
                os.unlink(e.path)
        except OSError:
            continue
    _held[where], _files[where] = held, count
    if held > KEPT_BYTES or count > KEPT:
        _prune(where)


def _left_over(name: str, age: float) -> bool:
    """A temporary file no writer will finish: its writer's process has ended, or it is
    older than STALE (a writer of another computer, a pid taken again)."""
    if age > STALE:
        return True
    found = _WRITER.search(name)
    if found is None or os.name != "posix":
        return False
    pid = int(found.group(1) or found.group(2))
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False            # it runs (another user's)
    return False


def _prune(where: Path) -> None:
    """The oldest files removed past KEPT files or KEPT_BYTES bytes: called only when
    this process's count of them says so (a listing at each write cost the tests' run
    folder of ~2,000 pictures 6 s of ~110 s of CPU in a sample), the folder's names
    counted first and the files' times read only where there are too many."""
    try:
        files = [e for e in os.scandir(where) if e.name.endswith(".art")]
    except OSError:
        return
    _files[where] = len(files)
    if len(files) <= KEPT and _held.get(where, 0) <= KEPT_BYTES:
        return
    sized = []
    for e in files:
        try:
            st = e.stat(follow_symlinks=False)
        except OSError:
            continue
        sized.append((st.st_mtime, st.st_size, e.path))
    sized.sort()
    count, held = len(sized), sum(s for _, s, _ in sized)
    for _, size, old in sized:
        if count <= KEPT and held <= KEPT_BYTES:
            break
        try:
            os.unlink(old)
        except OSError:
            continue
        count, held = count - 1, held - size
    _held[where], _files[where] = held, count


def _asked(size: tuple[int, int]) -> tuple[int, int] | None:
    """A picture's size as its drawing makes it (art.base._surface), or None when it is
    too large to keep."""
    w, h = (max(1, int(v)) for v in size)
    return (w, h) if w <= LARGEST and h <= LARGEST else None


def on_disk(size: Callable[..., tuple[int, int]]
            ) -> Callable[[Callable[..., pygame.Surface]], Callable[..., pygame.Surface]]:
    """`draw(*args)` read from its kept file where there is one, else drawn and kept. Its
    arguments must say all it depends on, as for lru_cache; `size(*args)` is the size of
    the picture it draws (a kept file of another size is none of it)."""
    def keep(draw: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        signature = inspect.signature(draw)

        @functools.wraps(draw)
        def kept(*args, **named):
            where = folder()
            path = want = None
            if where is not None:     # one name however it is asked for: island(k, w, h, 2)
                bound = signature.bind(*args, **named)    # and island(k, w, h, seed=2)
                bound.apply_defaults()                    # were two files, each drawn
                want = _asked(size(*args, **named))
            if want is not None:
                if where not in _held:
                    _start(where)
                path = where / f"{name_for(draw.__qualname__, tuple(bound.arguments.items()))}.art"
                found = read(path, want)
                if found is not None:
                    return _finish(found)
            if drawing is not None:
                drawing()
            made = draw(*args, **named)
            if path is not None:
                if made.get_size() == want:
                    write(path, made)
                else:
                    log.warning("%s drew %s, not the %s it says", draw.__qualname__,
                                made.get_size(), want)
            return made
        return kept
    return keep
