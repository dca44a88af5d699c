"""Each person's profile, rating and games in one SQLite database in the save folder
(`profiles.sqlite3`): WAL mode, a schema version (`PRAGMA user_version`, migrated step by
step), one transaction per write. Windows finishing games at once wait their turn (a
write begins IMMEDIATE, readers never block it) for as long as the others' writes go on,
and kill -9 loses at most the game being written.

The database is a file like any other, so hostile: it must be a regular file (not a link,
pipe or device) before it is opened; one that is no database of ours (damaged, or with
tables, views or triggers of its own) is set aside (luna/files.py, said once) and a new one
begun; one of a newer Luna is never touched (`Unusable`). Every value read is checked: a
rating is clamped into glicko2's ranges, a game row that fails the profile's checks
(store.checked_played) is moved to the `aside` table and counted. Nothing here raises for
what the file holds; `Unusable` says the database cannot be used now (busy, disk full,
read-only, newer), for the caller to keep what it would write.
"""

from __future__ import annotations

import logging
import os
import random
import sqlite3
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

from .. import files
from ..engine.names import name_problem
from .glicko2 import Rating, clamped
from .profile import START, Played, Profile
from .record import Finished, rated
from .store import MAX_GAMES, MAX_NAME, Damaged, checked_played

log = logging.getLogger("luna.profiles")
FILE = "profiles.sqlite3"
SCHEMA = 1
BUSY_SECONDS = 5.0         # another window's write takes milliseconds; a database no
                           # write has changed for longer is held by a program: the
                           # game is kept for later
MOST_SECONDS = 30.0        # a write waits its turn behind other windows' at most
TRY_MS = 100               # one try at the write lock (SQLite's own waits)
BUSY = {5, 6}              # SQLITE_BUSY, SQLITE_LOCKED (the primary codes)
MAX_LISTED = 5000          # the Profiles screen's list at most

# Each step takes the database from version k to k + 1, in one transaction.
MIGRATIONS: dict[int, tuple[str, ...]] = {
    0: (
        """CREATE TABLE person (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            folded TEXT NOT NULL UNIQUE,
            value REAL NOT NULL,
            deviation REAL NOT NULL,
            volatility REAL NOT NULL,
            games INTEGER NOT NULL DEFAULT 0,
            last TEXT NOT NULL DEFAULT '')""",
        """CREATE TABLE game (
            id INTEGER PRIMARY KEY,
            person INTEGER NOT NULL REFERENCES person(id),
            fingerprint TEXT NOT NULL,
            day TEXT NOT NULL,
            players INTEGER NOT NULL,
            score INTEGER NOT NULL,
            best_other INTEGER NOT NULL,
            won INTEGER NOT NULL,
            levels TEXT NOT NULL,
            rating REAL NOT NULL,
            deviation REAL NOT NULL,
            UNIQUE (person, fingerprint))""",
        "CREATE INDEX game_of_person ON game (person, id)",
        """CREATE TABLE aside (
            id INTEGER PRIMARY KEY,
            person INTEGER NOT NULL,
            row TEXT NOT NULL,
            problem TEXT NOT NULL)""",
    ),
}
OURS = {("table", "person"), ("table", "game"), ("table", "aside"),
        ("index", "game_of_person")}
DAMAGE = {"SQLITE_CORRUPT", "SQLITE_NOTADB"}


class Unusable(Exception):
    """The database cannot be read or written now; the message says why (in English)."""


class NotOurs(Exception):
    """A database that is none of ours: set aside."""


class Entry(NamedTuple):
    """A profile as the Profiles screen lists it."""
    name: str
    last: str          # the day of its latest game, "" before any
    games: int


def path_of(folder: Path) -> Path:
    return Path(folder) / FILE


def fold(name: str) -> str:
    """The key a name is kept under: "  Ada " and "ada" are one person."""
    return name.strip().casefold()


def _not_a_file(path: Path) -> str | None:
    """Why what stands at `path` cannot be opened as the database (None: a regular file
    or nothing)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"cannot be looked at: {exc.strerror or exc}"
    return None if stat.S_ISREG(mode) else "is not a regular file (a link, folder or pipe)"


def set_aside(folder: Path, problem: str) -> None:
    """Rename the database (and its -wal and -shm beside it) to `.damaged` and say it."""
    path = path_of(folder)
    files.damaged("profiles", path, problem)
    for extra in ("-wal", "-shm"):
        side = path.with_name(path.name + extra)
        if side.exists() or side.is_symlink():
            files.set_aside(side)


def connect(folder: Path, create: bool) -> sqlite3.Connection | None:
    """The database of the save folder, at the current schema; None if there is none and
    not `create`. A damaged one is set aside and a new one begun; Unusable if it cannot
    be used now."""
    path = path_of(folder)
    for _ in range(2):
        problem = _not_a_file(path)
        if problem:
            set_aside(folder, f"{path.name} {problem}")
        for extra in ("-wal", "-shm"):      # a side file that is no file holds no games:
            side = path.with_name(path.name + extra)     # it alone goes, the games stay
            problem = _not_a_file(side)
            if problem:
                files.damaged("profiles", side, problem)
        if not create and not path.exists():
            return None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
        except (sqlite3.Error, OSError) as exc:
            raise Unusable(str(exc)) from None
        try:
            _prepared(conn)
            return conn
        except NotOurs as exc:
            conn.close()
            set_aside(folder, str(exc))
        except sqlite3.Error as exc:
            conn.close()
            if not damage(exc):
                raise Unusable(str(exc)) from None
            set_aside(folder, str(exc))
    raise Unusable("the database was set aside twice")


def damage(exc: sqlite3.Error) -> bool:
    """Whether the error says the file is no (sound) database."""
    return getattr(exc, "sqlite_errorname", "") in DAMAGE


def _prepared(conn: sqlite3.Connection) -> None:
    """`_prepare`, tried again while other windows hold the file: windows opening a new
    database at once meet SQLite's busy answers that wait for no one (the WAL mode set,
    its recovery), which end like BEGIN's wait: after BUSY_SECONDS."""
    start = time.monotonic()
    while True:
        try:
            _prepare(conn)
            return
        except sqlite3.OperationalError as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if not busy(exc) or time.monotonic() - start > BUSY_SECONDS:
                raise
        time.sleep(random.uniform(0.0, 0.01))


def _prepare(conn: sqlite3.Connection) -> None:
    """Settings, the schema migrated to SCHEMA, and the file checked to be ours."""
    conn.execute("PRAGMA trusted_schema = OFF")     # no function of the file's own runs
    conn.execute("PRAGMA foreign_keys = ON")
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA:                           # (before anything is written to it)
        raise Unusable(f"the profiles were written by a newer Luna (schema {version})")
    if conn.execute("PRAGMA journal_mode = WAL").fetchone()[0].lower() != "wal":
        raise Unusable("the database cannot be put in WAL mode")
    conn.execute("PRAGMA synchronous = FULL")
    if version < SCHEMA:
        with transaction(conn):
            version = conn.execute("PRAGMA user_version").fetchone()[0]   # (another window
            while version < SCHEMA:                                       # may have done it)
                for statement in MIGRATIONS[version]:
                    conn.execute(statement)
                version += 1
                conn.execute(f"PRAGMA user_version = {version}")
    objects = {(t, n) for t, n in conn.execute("SELECT type, name FROM sqlite_master")
               if not n.startswith("sqlite_autoindex_")}
    if objects != OURS:
        raise NotOurs(f"holds {sorted(objects - OURS) or 'not all of'} the profiles' tables")


def busy(exc: sqlite3.Error) -> bool:
    """Whether the error says another connection holds the lock."""
    return (getattr(exc, "sqlite_errorcode", 0) & 0xFF) in BUSY


def _changed(conn: sqlite3.Connection) -> int | None:
    """A number that changes whenever another connection commits (None: unread now)."""
    try:
        return conn.execute("PRAGMA data_version").fetchone()[0]
    except sqlite3.Error:
        return None


def _begin(conn: sqlite3.Connection) -> None:
    """BEGIN IMMEDIATE, waiting its turn: tried again (with a few ms of jitter, so no
    window is always the one that comes late) for as long as other windows' writes
    go on; sqlite3.Error once no write has changed the database for BUSY_SECONDS (a
    program holds it) or after MOST_SECONDS. (SQLite's own wait polls ever more slowly
    and ends at a fixed time, however many windows' writes went through meanwhile.)"""
    conn.execute(f"PRAGMA busy_timeout = {TRY_MS}")
    try:
        start = still = time.monotonic()
        seen = _changed(conn)
        while True:
            try:
                conn.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as exc:
                now = time.monotonic()
                version = _changed(conn)
                if version is not None and version != seen:
                    seen, still = version, now        # another window wrote: its turn came
                if not busy(exc) or now - still > BUSY_SECONDS or now - start > MOST_SECONDS:
                    raise
            time.sleep(random.uniform(0.0, 0.01))
    finally:
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_SECONDS * 1000)}")


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """One write, whole or not at all; it waits its turn behind other windows' (`_begin`)."""
    _begin(conn)
    try:
        yield
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


# -- checked reads ----------------------------------------------------------------------

def _rating(row: tuple) -> Rating:
    """A stored rating, clamped into glicko2's ranges (a part that is no number: the
    start's); the update can then never fail on it."""
    value, deviation, volatility = row
    got = clamped(Rating(value, deviation, volatility))
    if got != (value, deviation, volatility):
        log.warning("a stored rating %r was clamped to %r", row, tuple(got))
    return got


def _played(row: tuple) -> Played:
    """A game row as the profile's entry, checked as a file's is; Damaged otherwise."""
    game, day, players, score, best_other, won, levels, rating, deviation = row
    if won not in (0, 1) or isinstance(won, float) or not isinstance(levels, str):
        raise Damaged("a game's result or levels are not what Luna writes")
    return checked_played({
        "game": game, "when": day, "players": players, "score": score,
        "best_other": best_other, "won": bool(won),
        "levels": levels.split(",") if levels else [], "rating": rating,
        "deviation": deviation})


GAME_COLUMNS = "fingerprint, day, players, score, best_other, won, levels, rating, deviation"
# read no more of a text than a valid one holds (a hostile file may hold a gigabyte):
# one character over is enough for the check to refuse it
GAME_READ = ("substr(fingerprint, 1, 65), substr(day, 1, 11), players, score, best_other, "
             "won, substr(levels, 1, 100), rating, deviation")


def read_profile(conn: sqlite3.Connection, name: str) -> tuple[Profile, int] | None:
    """`name`'s profile, and how many of its games were set aside (rows that are not
    games Luna writes); None if the database has no such person."""
    row = conn.execute("SELECT id, substr(name, 1, ?), value, deviation, volatility "
                       "FROM person WHERE folded = ?", (MAX_NAME + 1, fold(name))).fetchone()
    if row is None:
        return None
    pid, stored = row[0], row[1]
    shown = stored if _usable(stored) and fold(stored) == fold(name) else name.strip()
    games, bad = [], []
    rows = conn.execute(f"SELECT id, {GAME_READ} FROM game WHERE person = ? "
                        "ORDER BY id DESC LIMIT ?", (pid, MAX_GAMES)).fetchall()
    for game_row in reversed(rows):           # (the newest MAX_GAMES, however many are kept)
        try:
            games.append(_played(game_row[1:]))
        except (Damaged, ValueError, TypeError) as exc:
            bad.append((game_row, str(exc)))
    if bad:
        _set_rows_aside(conn, pid, bad)
    return Profile(shown, _rating(row[2:]), games), len(bad)


def _usable(name: object) -> bool:
    return name_problem(name, MAX_NAME) is None


def _set_rows_aside(conn: sqlite3.Connection, pid: int, bad: list) -> None:
    """Move game rows that are no games into `aside` (kept, never deleted)."""
    try:
        with transaction(conn):
            for row, problem in bad:
                conn.execute("INSERT INTO aside (person, row, problem) VALUES (?, ?, ?)",
                             (pid, repr(row)[:2000], problem[:500]))
                conn.execute("DELETE FROM game WHERE id = ?", (row[0],))
            tally(conn, pid)
    except sqlite3.Error as exc:           # read again (and set aside) the next time
        log.warning("game rows could not be set aside: %s", exc)


def listing(conn: sqlite3.Connection) -> tuple[list[Entry], int]:
    """Every person in the database by name (the figures the list needs, nothing of their
    games), and how many rows were left out (a name Luna would not keep)."""
    out, left_out = [], 0
    for name, folded, last, games in conn.execute(
            "SELECT substr(name, 1, ?), substr(folded, 1, ?), substr(last, 1, 11), games "
            "FROM person ORDER BY folded LIMIT ?", (MAX_NAME + 1, 4 * MAX_NAME, MAX_LISTED)):
        if not _usable(name) or fold(name) != folded:
            left_out += 1
            continue
        day = last if isinstance(last, str) and _is_day(last) else ""
        count = games if isinstance(games, int) and 0 <= games <= MAX_GAMES else 0
        out.append(Entry(name, day, count))
    return out, left_out


def _is_day(s: str) -> bool:
    return len(s) == 10 and s[4] == s[7] == "-" and s.replace("-", "").isdigit()


# -- writes -----------------------------------------------------------------------------

def _person(conn: sqlite3.Connection, name: str, rating: Rating = START) -> tuple[int, Rating]:
    """The person's id and stored rating (checked), made with `rating` if new."""
    row = conn.execute("SELECT id, value, deviation, volatility FROM person WHERE folded = ?",
                       (fold(name),)).fetchone()
    if row is not None:
        return row[0], _rating(row[1:])
    cur = conn.execute("INSERT INTO person (name, folded, value, deviation, volatility) "
                       "VALUES (?, ?, ?, ?, ?)", (name.strip(), fold(name), *clamped(rating)))
    return cur.lastrowid, clamped(rating)


def _insert(conn: sqlite3.Connection, pid: int, g: Played) -> None:
    conn.execute(f"INSERT OR IGNORE INTO game (person, {GAME_COLUMNS}) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                 (pid, g.game, g.when, g.players, g.score, g.best_other, int(g.won),
                  ",".join(g.levels), g.rating, g.deviation))


def tally(conn: sqlite3.Connection, pid: int) -> None:
    """The person's newest MAX_GAMES games kept, and the list's figures brought up to
    date (their count and latest day)."""
    conn.execute("DELETE FROM game WHERE person = ? AND id < (SELECT id FROM game WHERE "
                 "person = ? ORDER BY id DESC LIMIT 1 OFFSET ?)", (pid, pid, MAX_GAMES - 1))
    conn.execute("UPDATE person SET games = (SELECT COUNT(*) FROM game WHERE person = ?), "
                 "last = COALESCE((SELECT MAX(day) FROM game WHERE person = ?), '') "
                 "WHERE id = ?", (pid, pid, pid))


def add_game(conn: sqlite3.Connection, name: str, game: Finished) -> bool:
    """Write one finished game and the rating it moves, in one transaction (the rating
    read inside it: another window's game is never lost); False if it is there already."""
    with transaction(conn):
        pid, rating = _person(conn, name)
        if conn.execute("SELECT 1 FROM game WHERE person = ? AND fingerprint = ?",
                        (pid, game.game)).fetchone():
            return False
        rating, played = rated(rating, game)
        _insert(conn, pid, played)
        conn.execute("UPDATE person SET value = ?, deviation = ?, volatility = ? WHERE id = ?",
                     (*rating, pid))
        tally(conn, pid)
    return True


def put_profile(conn: sqlite3.Connection, profile: Profile, replace: bool) -> None:
    """Write a whole profile in one transaction: in place of the stored one (`replace`),
    or added to it (its games not yet there; the stored rating kept if there is one)."""
    with transaction(conn):
        if replace:
            row = conn.execute("SELECT id FROM person WHERE folded = ?",
                               (fold(profile.name),)).fetchone()
            if row is not None:
                conn.execute("DELETE FROM game WHERE person = ?", (row[0],))
                conn.execute("DELETE FROM person WHERE id = ?", (row[0],))
        pid, _ = _person(conn, profile.name, profile.rating)
        for g in profile.games[-MAX_GAMES:]:
            _insert(conn, pid, g)
        tally(conn, pid)
