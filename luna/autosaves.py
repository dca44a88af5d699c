"""Which autosave a window keeps: two windows on one save folder (two people at one
computer, a LAN game tried on one machine) never write over each other's game.

The first window keeps `autosave.luna`, a second one `autosave-2.luna`, and so on. A
window claims its autosave by locking a file beside it (`.autosave.luna.lock`, which
holds the window's process id for a person who looks); the system lets the lock go when
the process ends, however it ends, so the autosave of a window that was killed is free
for the next one. Continue resumes the game played in the window; in a window that has
played none yet, the newest of the autosaves no other window keeps.

No game is lost when another takes its autosave: a game in an autosave that another game
is about to take (a new game, a save loaded) is moved to a save of its own first
(`keep_aside`), finished (its results and Review stay loadable until the player deletes
it) or not (Continue still finds it: opening.last_game), so the window still keeps one
autosave.

A process is one window: it keeps one autosave in a folder, for all its screens.
"""

from __future__ import annotations

import os
import re
import stat
import time
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

import msgpack

from .files import set_aside
from .saves import AUTOSAVE_NAME, TEMP_PREFIX, SaveError, read_save

try:
    import fcntl
except ImportError:            # (Windows)
    fcntl = None               # type: ignore[assignment]
try:
    import msvcrt
except ImportError:            # (anything but Windows)
    msvcrt = None              # type: ignore[assignment]

SLOTS = 9                      # windows on one folder, each with its own autosave
PATIENCE = (0.02, 0.04, 0.08, 0)      # s waited between the tries of a lock
MOST_FOLDERS = 4               # folders a process keeps a claim in (the last ones it used)
_STEM, _SUFFIX = os.path.splitext(AUTOSAVE_NAME)
_NAME = re.compile(rf"^{re.escape(_STEM)}(?:-([2-9]))?{re.escape(_SUFFIX)}$")


@dataclass
class _Claim:
    path: Path                 # the autosave this window keeps in a folder
    fd: int                    # its lock, held
    played: bool = False       # a game was played in it in this window


_kept: OrderedDict[str, _Claim] = OrderedDict()      # folder -> this window's claim there


def slot(folder: str | os.PathLike, k: int) -> Path:
    """The `k`-th window's autosave in `folder` (1: the one a single window keeps)."""
    return Path(folder) / (AUTOSAVE_NAME if k == 1 else f"{_STEM}-{k}{_SUFFIX}")


def number(path: str | os.PathLike) -> int | None:
    """Which window's autosave `path` is by its name (1, 2, …), None for any other file."""
    found = _NAME.match(Path(path).name)
    if found is None:
        return None
    return int(found.group(1) or 1)


def autosaves_in(folder: str | os.PathLike) -> list[Path]:
    """The autosaves in `folder`, the first window's first."""
    return [p for p in (slot(folder, k) for k in range(1, SLOTS + 1)) if os.path.lexists(p)]


def kept(folder: str | os.PathLike, playing: bool = False) -> Path | None:
    """The autosave this window keeps in `folder`: the one it claimed, else the first no
    other window keeps (claimed now); None when every one is kept by another window.
    `playing`: a game is played in it from now on (`played`)."""
    key = _key(folder)
    if key not in _kept and not any(_take(slot(folder, k)) for k in range(1, SLOTS + 1)):
        return None
    _kept.move_to_end(key)
    claim = _kept[key]
    claim.played = claim.played or playing
    return claim.path


def take(path: str | os.PathLike) -> bool:
    """Claim the autosave `path` for this window, as the one its game goes on in
    (Continue resumes it), letting go of the one it kept in that folder; False when
    another window keeps it."""
    return _take(Path(path), played=True)


def played(folder: str | os.PathLike) -> Path | None:
    """The autosave of the game played in this window in `folder`; None before one was:
    then the window's Continue may resume any autosave no other window keeps."""
    claim = _kept.get(_key(folder))
    return claim.path if claim is not None and claim.played else None


def _take(path: Path, played: bool = False) -> bool:
    key = _key(path.parent)
    held = _kept.get(key)
    if held is not None and held.path == path:
        held.played = held.played or played
        return True
    fd = _claim(path)
    if fd is None:
        return False
    if held is not None:
        _let_go(held.fd)
    _kept[key] = _Claim(path, fd, played)
    _kept.move_to_end(key)
    while len(_kept) > MOST_FOLDERS:
        _let_go(_kept.popitem(last=False)[1].fd)
    return True


def kept_elsewhere(path: str | os.PathLike) -> bool:
    """Another window keeps the autosave `path` (its game is open there)."""
    path = Path(path)
    held = _kept.get(_key(path.parent))
    if held is not None and held.path == path:
        return False
    fd = _open_lock(path)
    if fd is None:
        return False
    try:
        if not _lock(fd):
            return True
        _unlock(fd)
        return False
    finally:
        os.close(fd)


def let_go(folder: str | os.PathLike) -> None:
    """This window keeps no autosave in `folder` any more."""
    held = _kept.pop(_key(folder), None)
    if held is not None:
        _let_go(held.fd)


def keep_aside(path: str | os.PathLike, opening: dict) -> Path | None:
    """Before the game `opening` (its save map: header and log) is written to the
    autosave `path`: another game there, finished or not, moves to a save of its own,
    named by when it was saved (`luna-YYYYMMDD-HHMM`, like a game saved by hand); the new
    save, or None when nothing moved (no game there, `opening` itself, a game with no
    command played, or one saved under another name in the folder already)."""
    path = Path(path)
    try:
        doc = read_save(path)
    except (SaveError, OSError):
        return None                     # no game, or a damaged one: Continue sets it aside
    info = doc.get("info") or {}
    if not doc.get("log") or same_game(doc, opening):
        return None
    for other in Path(path.parent).glob("*.luna"):
        if number(other) is not None or other.name.startswith(TEMP_PREFIX):
            continue
        try:
            if same_game(read_save(other), doc):
                return None
        except (SaveError, OSError):
            continue
    when = time.localtime(info.get("saved_at") or path.stat().st_mtime)
    stem = time.strftime("luna-%Y%m%d-%H%M", when)
    for k in range(1, 100):
        target = path.with_name(f"{stem}{'' if k == 1 else f'-{k}'}{_SUFFIX}")
        try:
            os.link(path, target)       # (never over a save of that name)
        except FileExistsError:
            continue
        except OSError:                 # a disk without links: renamed where free
            if os.path.lexists(target):
                continue
            try:
                os.replace(path, target)
            except OSError:
                return None
            return target
        path.unlink(missing_ok=True)
        return target
    return None


def same_game(a: dict, b: dict) -> bool:
    """Two save maps hold one game: the same deal and the same commands (the names may
    be said in another language)."""
    keys = ("players", "seed", "setup", "solo_level")
    return _packed(a.get("log")) == _packed(b.get("log")) and all(
        a["header"].get(k) == b["header"].get(k) for k in keys)


def _packed(log: object) -> bytes:
    return msgpack.packb(log, use_bin_type=True)


def _key(folder: str | os.PathLike) -> str:
    return os.path.abspath(folder)


def _lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def _open_lock(path: Path) -> int | None:
    """The lock file beside `path`, open; a link or anything but a regular file at its
    name is set aside once (it would stop every window keeping this autosave). None when
    the folder takes no file."""
    lock = _lock_path(path)
    flags = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) |
             getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    for first in (True, False):
        try:
            fd = os.open(lock, flags, 0o600)
        except OSError:
            fd = None
        if fd is not None:
            if stat.S_ISREG(os.fstat(fd).st_mode):
                return fd
            os.close(fd)
        if not (first and os.path.lexists(lock)) or set_aside(lock) is None:
            return None
    return None


def _claim(path: Path) -> int | None:
    """The lock of `path`'s autosave, taken; None when another window holds it. Asked a
    few times: another window that looks whether it is held (`kept_elsewhere`) holds it
    for a moment."""
    fd = _open_lock(path)
    if fd is None:
        return None
    for wait in PATIENCE:
        if _lock(fd):
            break
        time.sleep(wait)
    else:
        os.close(fd)
        return None
    try:
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
    except OSError:
        pass                    # the lock is what counts
    return fd


def _lock(fd: int) -> bool:
    """Lock `fd` without waiting: False when another process holds it."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        elif msvcrt is not None:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        return False
    return True


def _unlock(fd: int) -> None:
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)
        elif msvcrt is not None:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    except OSError:
        pass


def _let_go(fd: int) -> None:
    _unlock(fd)
    try:
        os.close(fd)
    except OSError:
        pass
