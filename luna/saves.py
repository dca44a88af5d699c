"""Save files: the header and the command log packed with msgpack.

A save holds commands, not state; loading replays the log, so undo, redo, replays and
LAN rejoin share one mechanism. Writes are atomic (temp file + rename) and a failed
load or save never touches the file.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

import msgpack

from . import __version__
from .engine import Game, IllegalCommand, replay
from .engine.versions import NEWEST as NEWEST_RULES
from .places import save_dir

SCHEMA = 1
MAX_SAVE_BYTES = 4 * 1024 * 1024
SAVE_DIR = save_dir()   # the default folder; a window or command may be given another
AUTOSAVE_NAME = "autosave.luna"


class SaveError(Exception):
    """A save that cannot be read or written; the message names the file and the problem."""

    def __init__(self, path: str | os.PathLike, problem: str) -> None:
        super().__init__(f"{os.fspath(path)}: {problem}")
        self.path = os.fspath(path)
        self.problem = problem


def pack_game(game: Game, extra: dict | None = None) -> bytes:
    """The save bytes of `game`; `extra` adds top-level keys (a LAN game's "lan" key)."""
    snap = game.snapshot()
    info = {"round": snap["round"], "phase": snap["phase"], "names": snap["names"],
            "colours": snap["colours"], "saved_at": int(time.time()),
            "final": snap["final"]}
    doc = {**(extra or {}), "schema": SCHEMA, "header": game.header, "log": game.log,
           "app": __version__, "info": info}
    return msgpack.packb(doc, use_bin_type=True)


def save(game: Game, path: str | os.PathLike, extra: dict | None = None) -> Path:
    """Write `game` to `path` atomically; raises SaveError and leaves any old file as it was."""
    path = Path(path)
    try:
        data = pack_game(game, extra)
    except (TypeError, ValueError, OverflowError) as exc:
        raise SaveError(path, f"cannot pack this game: {exc}") from None
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".luna", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        raise SaveError(path, f"cannot write: {exc.strerror or exc}") from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    return path


def read_save(path: str | os.PathLike) -> dict:
    """The unpacked, checked save map (header, log, app, info) without replaying it."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(path, f"too large for a Luna save ({size} bytes)")
        data = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(path, "no such file") from None
    except IsADirectoryError:
        raise SaveError(path, "is a folder, not a save file") from None
    except OSError as exc:
        raise SaveError(path, f"cannot read: {exc.strerror or exc}") from None
    return unpack_save(data, path)


def unpack_save(data: bytes, path: str | os.PathLike = "<bytes>") -> dict:
    if not data:
        raise SaveError(path, "the file is empty")
    try:
        doc: Any = msgpack.unpackb(data, raw=False, strict_map_key=False)
    except msgpack.ExtraData:
        raise SaveError(path, "damaged: extra bytes after the save") from None
    except (ValueError, msgpack.UnpackException, TypeError) as exc:
        problem = "truncated" if "incomplete" in str(exc).lower() else "damaged"
        raise SaveError(path, f"{problem}: not a readable Luna save ({exc})") from None
    if not isinstance(doc, dict) or "schema" not in doc:
        raise SaveError(path, "not a Luna save (foreign file)")
    schema = doc["schema"]
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise SaveError(path, "not a Luna save (bad schema)")
    if schema > SCHEMA:
        raise SaveError(path, f"made by a newer Luna (save schema {schema}; this version "
                              f"reads {SCHEMA}): update the game to open it")
    if schema < 1:
        raise SaveError(path, f"unknown save schema {schema}")
    if not isinstance(doc.get("header"), dict) or not isinstance(doc.get("log"), list):
        raise SaveError(path, "damaged: the header or the command log is missing")
    rules = rules_version(doc["header"])
    if isinstance(rules, bool) or not isinstance(rules, int):
        raise SaveError(path, "damaged header: the rules version is not a whole number")
    if rules > NEWEST_RULES:
        raise SaveError(path, f"made by a newer Luna (rules {rules}); this program knows "
                              f"rules 1–{NEWEST_RULES}")
    if rules < 1:
        raise SaveError(path, f"damaged header: unknown rules version {rules}")
    return doc


def rules_version(header: dict) -> object:
    """The rules version a saved game is played by: a header written before versions
    existed has none and is version 1 (checked by `unpack_save`)."""
    return header.get("rules", 1)


def game_from_save(doc: dict, path: str | os.PathLike = "<bytes>") -> Game:
    try:
        return replay(doc["header"], doc["log"])
    except IllegalCommand as exc:
        raise SaveError(path, f"damaged: {exc.reason}") from None
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise SaveError(path, f"damaged header: {exc}") from None


def load(path: str | os.PathLike) -> Game:
    """Replay the save at `path`; raises SaveError naming the file and the problem."""
    return game_from_save(read_save(path), path)


def autosave_path(folder: str | os.PathLike | None = None) -> Path:
    return Path(folder or SAVE_DIR) / AUTOSAVE_NAME


def autosave(game: Game, path: str | os.PathLike | None = None) -> Path:
    """Save after every command so that killing the program loses nothing."""
    return save(game, path or autosave_path())


def list_saves(folder: str | os.PathLike | None = None) -> list[dict]:
    """Saves in `folder`, newest first, with what a load dialog shows; unreadable files
    are listed with their error instead of being hidden."""
    out = []
    for p in sorted(Path(folder or SAVE_DIR).glob("*.luna")):
        entry: dict[str, Any] = {"path": str(p), "name": p.stem,
                                 "modified": p.stat().st_mtime}
        try:
            doc = read_save(p)
            info = doc.get("info")
            info = info if isinstance(info, dict) else {}
            header = doc["header"]
            entry.update(players=header.get("players"), names=info.get("names"),
                         round=info.get("round"), phase=info.get("phase"),
                         solo_level=header.get("solo_level"),
                         rules=rules_version(header), error=None)
        except SaveError as exc:
            entry["error"] = exc.problem
        out.append(entry)
    out.sort(key=lambda e: e["modified"], reverse=True)
    return out
