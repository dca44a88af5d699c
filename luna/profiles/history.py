"""Where each person's profile is read and their finished games written: the database
of the save folder (database.py), with the JSON files of earlier versions imported into it
and a game the disk would not take kept in memory until it can be written.

Old files (`profiles/<digest>.json`) are imported whenever the database is opened and
one is there: each in its own transaction, its games added once whatever happens (a game
is kept once per person), then renamed `<file>.imported` (never deleted). A file that
cannot be used is set aside (`.damaged`) and said, as before.

A game that cannot be written now (a full disk, another program holding the file) stays
in memory and in a file beside the database (spool.py), is said once, and is written at
the next chance: the next game, profile or list read from the same folder, in this window
or the next one started. Nothing here raises for what the files hold.
"""

from __future__ import annotations

import logging
import os
import re
import sqlite3
import threading
from pathlib import Path
from typing import NamedTuple

from .. import files
from . import database, spool
from .database import Entry, Unusable
from .profile import Profile
from .record import Finished
from .store import FOLDER, Damaged, path_for, read

log = logging.getLogger("luna.profiles")
IMPORTED = ".imported"
OLD_FILE = re.compile(r"[0-9a-f]{20}\.json")      # written by path_for: nothing else


class Loaded(NamedTuple):
    """A profile, where the person's old damaged file was set aside (None if none was),
    and how many of their stored games could not be read (set aside in the database)."""
    profile: Profile
    set_aside: Path | None = None
    left_out: int = 0


class Recorded(NamedTuple):
    """What became of a finished game: `written` (False: the profile had it, or it is
    kept for later), `kept` (kept in memory: the disk would not take it), `tell` (say so:
    the first game kept since one was last written)."""
    written: bool
    kept: bool = False
    tell: bool = False
    set_aside: Path | None = None
    left_out: int = 0


class Listing(NamedTuple):
    """The Profiles screen's list, the old files set aside and the rows left out."""
    entries: list[Entry]
    set_aside: list[Path]
    left_out: int = 0


_lock = threading.Lock()
_pending: dict[str, list[tuple[str, Finished]]] = {}    # folder -> games not yet written
_told: set[str] = set()                                  # folders told of a kept game
_spooled: dict[tuple[str, str, str], list[Path]] = {}    # (folder, name, game) -> its files


def _key(folder: Path) -> str:
    return os.path.abspath(folder)


def old_files(folder: Path) -> list[Path]:
    """The profile files of earlier versions still to import (left-over temporary files
    of an interrupted write are not profiles)."""
    try:
        with os.scandir(Path(folder) / FOLDER) as found:
            return sorted(Path(e.path) for e in found if OLD_FILE.fullmatch(e.name))
    except OSError:
        return []


def kept_any(folder: Path) -> bool:
    """Whether any profile is kept in the save folder (the database or an old file)."""
    return database.path_of(folder).exists() or bool(old_files(folder))


class Opened(NamedTuple):
    """The database opened for one read or write."""
    conn: sqlite3.Connection | None      # None: no database yet, and nothing to write
    aside: dict[Path, Path | None]       # old files set aside (where to)
    written: dict[int, bool]             # games kept in memory now written (_flush)


def _open(folder: Path, create: bool) -> Opened:
    """The database with old files imported into it and games kept in memory written.
    Unusable if it cannot be used now."""
    olds = old_files(folder)
    _take_kept(folder)
    with _lock:
        waiting = bool(_pending.get(_key(folder)))
    conn = database.connect(folder, create or bool(olds) or waiting)
    if conn is None:
        return Opened(None, {}, {})
    try:
        aside = _import(conn, folder, olds)
        return Opened(conn, aside, _flush(conn, folder))
    except Unusable:
        conn.close()
        raise


def _take_kept(folder: Path) -> None:
    """The games kept in files beside the database (by this window or another, before
    it closed) joined to those waiting to be written."""
    key = _key(folder)
    for path, name, game in spool.kept(folder):
        with _lock:
            waiting = _pending.setdefault(key, [])
            if (key, name, game.game) not in _spooled and \
                    not any(n == name and g.game == game.game for n, g in waiting):
                waiting.append((name, game))
            paths = _spooled.setdefault((key, name, game.game), [])
            if path not in paths:
                paths.append(path)


def _import(conn: sqlite3.Connection, folder: Path, olds: list[Path]) -> dict[Path, Path | None]:
    aside: dict[Path, Path | None] = {}
    for path in olds:
        try:
            profile = read(path)
            if path_for(folder, profile.name) != path:
                raise Damaged("the file holds another name's profile")
        except FileNotFoundError:
            continue
        except Damaged as exc:
            log.warning("profile file %s set aside: %s", path, exc)
            aside[path] = files.set_aside(path)
            continue
        try:
            database.put_profile(conn, profile, replace=False)
        except sqlite3.Error as exc:
            raise _unusable(folder, exc) from None
        _rename_imported(path)
    return aside


def _rename_imported(path: Path) -> None:
    for k in range(1, 100):
        target = path.with_name(path.name + IMPORTED + ("" if k == 1 else f"-{k}"))
        if target.exists() or target.is_symlink():
            continue
        try:
            os.replace(path, target)
        except OSError as exc:       # imported again next time: its games count once
            log.warning("%s cannot be renamed: %s", path, exc.strerror or exc)
        return


def _set_aside_if_damaged(folder: Path, exc: Exception) -> None:
    if isinstance(exc, sqlite3.Error) and database.damage(exc):
        database.set_aside(folder, str(exc))


def _unusable(folder: Path, exc: sqlite3.Error) -> Unusable:
    """The error as Unusable; a damaged database set aside on the way."""
    if database.damage(exc):
        database.set_aside(folder, str(exc))
    return Unusable(str(exc))


def _flush(conn: sqlite3.Connection, folder: Path) -> dict[int, bool]:
    """Write the games kept in memory for this folder, oldest first; for each written,
    whether it was new (by id of its entry). Unusable (the rest kept) at the first that
    cannot be written."""
    key, done = _key(folder), {}
    while True:
        with _lock:
            waiting = _pending.get(key)
            if not waiting:
                _pending.pop(key, None)
                _told.discard(key)
                return done
            item = waiting[0]
        try:
            done[id(item)] = database.add_game(conn, *item)
        except sqlite3.Error as exc:
            raise _unusable(folder, exc) from None
        with _lock:
            waiting.remove(item)
            paths = _spooled.pop((key, item[0], item[1].game), [])
        for path in paths:
            spool.done(path)


def record(folder: Path, name: str, game: Finished) -> Recorded:
    """Write a finished game to `name`'s profile (the rating moved inside the same
    transaction); kept in memory if it cannot be written now."""
    key, item = _key(folder), (name, game)
    with _lock:
        _pending.setdefault(key, []).append(item)
    conn = None
    try:
        conn, aside, done = _open(folder, create=True)
        written = done[id(item)]
        left_out = database.read_profile(conn, name)[1]
    except (Unusable, sqlite3.Error) as exc:
        log.warning("a game for %r is kept until it can be written: %s", name, exc)
        with _lock:
            spooled = (key, name, game.game) in _spooled
        if not spooled:
            path = spool.keep(folder, name, game)
            if path is not None:
                with _lock:
                    _spooled[(key, name, game.game)] = [path]
        with _lock:
            tell = key not in _told
            _told.add(key)
        return Recorded(False, kept=True, tell=tell)
    finally:
        if conn is not None:
            conn.close()
    return Recorded(written, set_aside=_own(folder, name, aside), left_out=left_out)


def _own(folder: Path, name: str, aside: dict[Path, Path | None]) -> Path | None:
    """The person's own old file set aside (for their sentence); any other one is said
    by the window (luna/files.py's notes)."""
    mine = path_for(folder, name)
    for path, kept in aside.items():
        if path != mine:
            files.note(files.Damaged("profile", path, kept, "not a profile Luna writes"))
    return aside.get(mine)


def load(folder: Path, name: str) -> Loaded:
    """`name`'s profile: a new one if there is none (or the database cannot be read)."""
    conn = None
    try:
        conn, aside, _ = _open(folder, create=False)
        found = database.read_profile(conn, name) if conn is not None else None
    except (Unusable, sqlite3.Error) as exc:
        log.warning("the profiles cannot be read now: %s", exc)
        _set_aside_if_damaged(folder, exc)
        return Loaded(Profile(name.strip()))
    finally:
        if conn is not None:
            conn.close()
    mine = _own(folder, name, aside)
    if found is None:
        return Loaded(Profile(name.strip()), mine)
    return Loaded(found[0], mine, found[1])


def save(folder: Path, profile: Profile) -> bool:
    """Write the whole profile in place of the stored one; False if it cannot be."""
    try:
        conn, aside, _ = _open(folder, create=True)
    except Unusable:
        return False
    try:
        _own(folder, profile.name, aside)
        database.put_profile(conn, profile, replace=True)
        return True
    except sqlite3.Error as exc:
        _unusable(folder, exc)
        return False
    finally:
        conn.close()


def listing(folder: Path) -> Listing:
    """The profiles by name, as the Profiles screen lists them (no person's games read)."""
    conn = None
    try:
        conn, aside, _ = _open(folder, create=False)
        entries, left_out = database.listing(conn) if conn is not None else ([], 0)
    except (Unusable, sqlite3.Error) as exc:
        log.warning("the profiles cannot be listed now: %s", exc)
        _set_aside_if_damaged(folder, exc)
        return Listing([], [])
    finally:
        if conn is not None:
            conn.close()
    return Listing(entries, [k for k in aside.values() if k is not None], left_out)


def load_all(folder: Path) -> tuple[list[Profile], list[Path]]:
    """Every profile (each read whole: for tools and tests; the screen uses `listing`)
    and the old files set aside."""
    listed = listing(folder)
    return [load(folder, e.name).profile for e in listed.entries], listed.set_aside
