"""The largest pictures kept on disk: the temple island and the priest islands cost tens to
hundreds of milliseconds each to draw, and the same places drawn by the same art code give
the same pixels. A second start (and every process after the first: the tests' workers)
reads them back instead of drawing them again.

A kept file is read as hostile: its header, its size and its length are checked, and
anything else is drawn anew. Its name is a digest of what it is of, never a name from the
file's contents. `LUNA_ART_CACHE` names the folder ("off": nothing kept)."""

from __future__ import annotations

import functools
import hashlib
import inspect
import os
import struct
from collections.abc import Callable
from pathlib import Path

import pygame

from .base import _finish

ENV = "LUNA_ART_CACHE"
MAGIC = b"LUNA-ART1"
HEADER = struct.Struct("<9sII")     # magic, width, height; then width*height RGBA bytes
LARGEST = 8192                     # px a side: a larger header is no picture of ours
KEPT = 160                         # files kept at most: the oldest go first
# told before a picture not kept is drawn (a tenth of a second to a second: the window
# says it is busy, luna/client/app.py); None outside a frame's drawing
drawing: Callable[[], None] | None = None


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


def read(path: Path) -> pygame.Surface | None:
    """The picture in `path`, or None when there is none or it is not one of ours."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) < HEADER.size:
        return None
    magic, w, h = HEADER.unpack_from(data)
    if magic != MAGIC or not (0 < w <= LARGEST and 0 < h <= LARGEST) \
            or len(data) != HEADER.size + 4 * w * h:
        return None
    return pygame.image.frombytes(data[HEADER.size:], (w, h), "RGBA")


def write(path: Path, surf: pygame.Surface) -> None:
    """Keep `surf` in `path` (written beside and moved in whole: a reader never meets half
    a file); a folder that cannot be written keeps nothing."""
    w, h = surf.get_size()
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(HEADER.pack(MAGIC, w, h) + pygame.image.tobytes(surf, "RGBA"))
        os.replace(tmp, path)
        _prune(path.parent)
    except OSError:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass


def _prune(where: Path) -> None:
    """The oldest files past KEPT removed; the folder's names counted first and the
    files' times read only where there are too many (each write read every kept file's
    time: the tests' run folder of ~1,300 pictures, 4.8 s of 300 s in a sample)."""
    files = [e for e in os.scandir(where) if e.name.endswith(".art")]
    if len(files) <= KEPT:
        return
    files.sort(key=lambda e: e.stat().st_mtime)
    for old in files[:-KEPT]:
        Path(old.path).unlink(missing_ok=True)


def on_disk(draw: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
    """`draw(*args)` read from its kept file where there is one, else drawn and kept. Its
    arguments must say all it depends on, as for lru_cache."""
    signature = inspect.signature(draw)

    @functools.wraps(draw)
    def kept(*args, **named):
        where = folder()
        path = None
        if where is not None:     # one name however it is asked for: island(k, w, h, 2)
            bound = signature.bind(*args, **named)      # and island(k, w, h, seed=2) were
            bound.apply_defaults()                      # two files, each drawn (0.1-0.3 s)
            path = where / f"{name_for(draw.__qualname__, tuple(bound.arguments.items()))}.art"
        found = None if path is None else read(path)
        if found is not None:
            return _finish(found)
        if drawing is not None:
            drawing()
        made = draw(*args, **named)
        if path is not None:
            write(path, made)
        return made
    return kept
