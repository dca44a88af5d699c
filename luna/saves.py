"""Save files: the header and the command log packed with msgpack.

A save holds commands, not state; loading replays the log, so undo, redo, replays and
LAN rejoin share one mechanism. Writes are atomic (temp file + rename) and a failed
load or save never touches the file.
"""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path
from typing import Any

import msgpack

from . import __version__
from .engine import Game, IllegalCommand, replay
from .engine.names import name_problem
from .engine.versions import NEWEST as NEWEST_RULES
from .files import FileProblem, damaged, read_bytes, write_atomic
from .places import save_dir

SCHEMA = 1
MAX_SAVE_BYTES = 4 * 1024 * 1024
SAVE_DIR = save_dir()   # the default folder; a window or command may be given another
AUTOSAVE_NAME = "autosave.luna"
TUTORIAL_NAME = "tutorial.luna"   # the guided game keeps its own file: never the autosave
TEMP_PREFIX = ".tmp-"           # a save being written; never a save of its own
STALE_TEMP_AGE = 60.0           # seconds: older temp files are left over from a crash
# msgpack limits: a real save has a few hundred commands of a few keys each, so these are
# far above any game and far below what would cost memory (every byte may be one object).
MAX_ITEMS = 20_000              # entries of one list or map
MAX_OBJECTS = 200_000           # maps and lists in the whole file
MAX_DEPTH = 16
KEPT_KEYS = ("lan", "tutorial", "reasons", "hints")   # a save's own keys beside the
                                                      # game, written back as read


class SaveError(Exception):
    """A save that cannot be read or written; the message names the file and the problem."""

    def __init__(self, path: str | os.PathLike, problem: str, damaged: bool = True) -> None:
        super().__init__(f"{os.fspath(path)}: {problem}")
        self.path = os.fspath(path)
        self.problem = problem
        self.damaged = damaged      # the file's content is unusable (not: missing, newer)


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
        raise SaveError(path, f"cannot pack this game: {exc}", False) from None
    try:
        write_atomic(path, data, TEMP_PREFIX, ".luna")
    except OSError as exc:
        raise SaveError(path, f"cannot write: {exc.strerror or exc}", False) from None
    return path


def read_save(path: str | os.PathLike, repairs: list[str] | None = None) -> dict:
    """The unpacked, checked save map (header, log, app, info) without replaying it."""
    return unpack_save(read_capped(path), path, repairs)


def open_checked(path: str | os.PathLike, kind: str = "save") -> tuple[dict, Game] | None:
    """A save the window opens, through the one boundary: (checked map, replayed game).
    A damaged file is set aside (`luna.files`: renamed `….damaged`, the note queued) and
    None returned; when only the parts beside the game were damaged, the game's commands
    are kept: the file is set aside and written again without them. Problems that are
    no damage (no file, a newer Luna, a disk that will not read) raise SaveError."""
    repairs: list[str] = []
    try:
        doc = read_save(path, repairs)
        game = game_from_save(doc, path)
    except SaveError as exc:
        if not exc.damaged:
            raise
        damaged(kind, path, exc.problem)
        return None
    if repairs:
        damaged(kind, path, f"damaged {', '.join(repairs)}", recovered=True)
        try:
            save(game, path, extra={k: v for k, v in doc.items() if k in KEPT_KEYS})
        except SaveError:
            pass            # the game is open all the same; the next autosave writes it
    return doc, game


def read_capped(path: str | os.PathLike, cap: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of a regular file of at most `cap` bytes (`luna.files.read_bytes`: no
    FIFO hangs us, no device is read); SaveError for anything else."""
    try:
        return read_bytes(path, cap)
    except FileProblem as exc:
        raise SaveError(path, exc.problem, exc.damaged) from None


class _Budget:
    """Counts the maps and lists msgpack builds, and optionally every entry in them, so a
    file of empty maps, or a frame of 64,000 small numbers, stops early."""

    def __init__(self, most: int, most_values: int | None = None) -> None:
        self.most = self.left = most
        self.most_values = self.values_left = most_values

    def spend(self, value: Any) -> Any:
        self.left -= 1
        if self.left < 0:
            raise ValueError(f"more than {self.most} maps and lists")
        if self.values_left is not None:
            self.values_left -= len(value)
            if self.values_left < 0:
                raise ValueError(f"more than {self.most_values} values")
        return value


def unpack_limited(data: bytes, max_items: int, max_objects: int,
                   max_values: int | None = None, **hooks: Any) -> Any:
    """msgpack bytes unpacked within limits (entries of one list or map, maps and lists in
    all, entries in all when `max_values` is given, length of one string): the one way a
    save or a LAN frame is read, so a small input can never cost much. Raises ValueError
    or msgpack's errors."""
    budget = _Budget(max_objects, max_values)
    return msgpack.unpackb(
        data, raw=False, strict_map_key=False, object_hook=budget.spend,
        list_hook=budget.spend, max_map_len=max_items, max_array_len=max_items,
        max_str_len=len(data), max_bin_len=len(data), max_ext_len=0, **hooks)


def _depth(value: Any, depth: int = 0) -> int:
    if depth > MAX_DEPTH:
        return depth
    if isinstance(value, dict):
        return max([_depth(v, depth + 1) for v in value.values()], default=depth)
    if isinstance(value, list):
        return max([_depth(v, depth + 1) for v in value], default=depth)
    return depth


def unpack_save(data: bytes, path: str | os.PathLike = "<bytes>",
                repairs: list[str] | None = None) -> dict:
    if not data:
        raise SaveError(path, "the file is empty")
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(path, f"too large for a Luna save ({len(data)} bytes)")
    try:
        doc: Any = unpack_limited(data, MAX_ITEMS, MAX_OBJECTS)
    except msgpack.ExtraData:
        raise SaveError(path, "damaged: extra bytes after the save") from None
    except (ValueError, msgpack.UnpackException, TypeError, RecursionError) as exc:
        problem = "truncated" if "incomplete" in str(exc).lower() else "damaged"
        raise SaveError(path, f"{problem}: not a readable Luna save ({exc})") from None
    return check_doc(doc, path, repairs)


def check_doc(doc: Any, path: str | os.PathLike = "<bytes>",
              repairs: list[str] | None = None) -> dict:
    """The save map checked (schema, header types, rules version) before anything replays
    it: the same checks for a file and for a save that arrives over the network. The parts
    beside the game (the load list's `info`, the guided game's `tutorial`) are cleaned: a
    field of the wrong kind is left out and named in `repairs`; the game stays."""
    if _depth(doc) > MAX_DEPTH:
        raise SaveError(path, f"damaged: nested deeper than {MAX_DEPTH}")
    if not isinstance(doc, dict) or "schema" not in doc:
        raise SaveError(path, "not a Luna save (foreign file)")
    schema = doc["schema"]
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise SaveError(path, "not a Luna save (bad schema)")
    if schema > SCHEMA:
        raise SaveError(path, f"made by a newer Luna (save schema {schema}; this version "
                              f"reads {SCHEMA}): update the game to open it", False)
    if schema < 1:
        raise SaveError(path, f"unknown save schema {schema}")
    if not isinstance(doc.get("header"), dict) or not isinstance(doc.get("log"), list):
        raise SaveError(path, "damaged: the header or the command log is missing")
    problem = header_problem(doc["header"])
    if problem:
        raise SaveError(path, f"damaged header: {problem}")
    rules = rules_version(doc["header"])
    if isinstance(rules, bool) or not isinstance(rules, int):
        raise SaveError(path, "damaged header: the rules version is not a whole number")
    if rules > NEWEST_RULES:
        raise SaveError(path, f"made by a newer Luna (rules {rules}); this program knows "
                              f"rules 1–{NEWEST_RULES}", False)
    if rules < 1:
        raise SaveError(path, f"damaged header: unknown rules version {rules}")
    fixed = [key for key, shape in ASIDE.items() if key in doc and _clean(doc, key, shape)]
    if "reasons" in doc and _clean_reasons(doc):
        fixed.append("reasons")
    if "hints" in doc and _clean_hints(doc):
        fixed.append("hints")
    if repairs is not None:
        repairs += fixed
    return doc


def _short_text(v: Any) -> bool:
    return isinstance(v, str) and len(v) <= 40 and v.isprintable()


# the save's parts beside the game: key -> {field: test}; a wrong field is left out
ASIDE: dict[str, dict[str, Any]] = {
    "info": {"round": lambda v: _whole(v) and 0 <= v <= 99, "phase": _short_text,
             "names": lambda v: _texts(v), "colours": lambda v: _texts(v),
             "saved_at": lambda v: _whole(v) and 0 <= v < 1 << 40,
             "final": lambda v: v is None or isinstance(v, dict)},
    "tutorial": {"step": lambda v: _whole(v) and 0 <= v <= 999,
                 "seen": lambda v: isinstance(v, list) and len(v) <= 200 and all(
                     _short_text(x) for x in v),
                 "tips": lambda v: isinstance(v, bool)},
}


# a computer move's reason as a save keeps it (what the game log's "why" line says of
# it): [log index, {field: value}]; a wrong field, or an entry of no command, goes
REASON: dict[str, Any] = {
    "term": lambda v: isinstance(v, str) and len(v) <= 40 and v.isidentifier(),
    "value": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)
    and -999 <= v <= 999,
    "island": lambda v: _whole(v) and 0 <= v <= 6,
    "tile": lambda v: _whole(v) and 0 <= v <= 99,
    "ahead": lambda v: _whole(v) and 0 <= v <= 20,
}


def _clean_reasons(doc: dict) -> bool:
    """Keep only the well-formed reasons of doc["reasons"] (one per command of the log,
    each with its term); True if anything went."""
    told, kept = doc["reasons"], []
    if isinstance(told, list):
        for entry in told:
            if not (isinstance(entry, list) and len(entry) == 2 and _whole(entry[0])
                    and 0 <= entry[0] < len(doc["log"]) and isinstance(entry[1], dict)):
                continue
            why = {k: v for k, v in entry[1].items() if k in REASON and REASON[k](v)}
            if "term" in why and "value" in why:
                kept.append([entry[0], why])
    doc["reasons"] = kept
    return not isinstance(told, list) or len(kept) != len(told) or any(
        len(k[1]) != len(e[1]) for k, e in zip(kept, told, strict=False))


def reasons_kept(reasons: dict[int, dict], log_length: int) -> list:
    """The reasons a save keeps beside its log (as `_clean_reasons` reads them)."""
    return [[i, {k: v for k, v in why.items() if k in REASON and v is not None}]
            for i, why in sorted(reasons.items()) if 0 <= i < log_length]


def reasons_read(doc: dict) -> dict[int, dict]:
    """A checked save's reasons, log index -> reason."""
    return {i: why for i, why in doc.get("reasons") or ()}


def _clean_hints(doc: dict) -> bool:
    """Keep only the well-formed Hints of doc["hints"] ([log index, command], the index
    within the log, the command a plain map); True if anything went."""
    told = doc["hints"]
    kept = [e for e in told if isinstance(e, list) and len(e) == 2 and _whole(e[0])
            and 0 <= e[0] < len(doc["log"]) and isinstance(e[1], dict)
            and _not_plain(e[1]) is None] if isinstance(told, list) else []
    doc["hints"] = kept
    return not isinstance(told, list) or len(kept) != len(told)


def hints_kept(shown: dict[int, dict], log_length: int) -> list:
    """The Hints shown to the persons (log index -> the move shown there) as a save
    keeps them beside its log: the game's lessons weigh them wherever it is opened
    (the results after it, a profile's list, a load), so they give one verdict."""
    return [[i, cmd] for i, cmd in sorted(shown.items()) if 0 <= i < log_length]


def hints_read(doc: dict) -> dict[int, dict]:
    """A checked save's Hints shown, log index -> command ({} for a save without)."""
    return {i: cmd for i, cmd in doc.get("hints") or ()}


def _clean(doc: dict, key: str, shape: dict[str, Any]) -> bool:
    """Keep only the well-formed fields of doc[key] (a map); True if anything went."""
    part = doc[key]
    if not isinstance(part, dict):
        doc[key] = {}
        return True
    kept = {k: v for k, v in part.items() if k in shape and shape[k](v)}
    doc[key] = kept
    return len(kept) != len(part)


def rules_version(header: dict) -> object:
    """The rules version a saved game is played by: a header written before versions
    existed has none and is version 1 (checked by `unpack_save`)."""
    return header.get("rules", 1)


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _texts(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= 4 and all(
        name_problem(x, 64, blank_ok=True) is None for x in v)


# header key -> (test, what it must be); the engine checks ranges and combinations
HEADER_TYPES = {
    "schema": (_whole, "a whole number"),
    "players": (lambda v: _whole(v) and 1 <= v <= 4, "a whole number 1-4"),
    "seed": (lambda v: v is None or _whole(v), "a whole number"),
    "setup": (lambda v: v is None or isinstance(v, str), "text"),
    "solo_level": (lambda v: v is None or _whole(v), "a whole number or null"),
    "colours": (_texts, "a list of colour names"),
    "names": (_texts, "a list of names of at most 64 characters that show as they are"),
    "options": (lambda v: v is None or (isinstance(v, dict) and all(
        isinstance(k, str) and isinstance(x, bool) for k, x in v.items())),
        "a map of options to true or false"),
    "seats": (lambda v: v is None or (isinstance(v, list) and len(v) <= 4 and all(
        isinstance(x, dict) and isinstance(x.get("kind"), str) for x in v)),
        "a list of seat maps with a kind"),
    "start": (lambda v: v is None or isinstance(v, dict), "a snapshot map"),
}


def _not_plain(value: Any) -> str | None:
    """Where a value holds something JSON does not (bytes, a map key that is no text): a
    header is digested as JSON (a relay's memory) and shown, so it must be plain."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            if not all(isinstance(k, str) for k in v):
                return "a map key that is not text"
            stack += v.values()
        elif isinstance(v, list):
            stack += v
        elif not (v is None or isinstance(v, (bool, int, float, str))):
            return f"a value of type {type(v).__name__}"
    return None


def header_problem(header: dict) -> str | None:
    """What is wrong with the types of a header's fields, in words (None if nothing), and
    whether a start snapshot agrees with the header on players, names and colours."""
    for key, (ok, what) in HEADER_TYPES.items():
        if key in header and not ok(header[key]):
            return f"'{key}' must be {what}"
    odd = _not_plain(header)
    if odd:
        return f"it holds {odd} (only texts, numbers, lists and maps of texts)"
    start = header.get("start")
    if isinstance(start, dict):
        names = start.get("names")
        if "players" in header and (not isinstance(names, list)
                                    or len(names) != header["players"]):
            return "'start' must be a snapshot of as many players as 'players' says"
        for key in ("names", "colours"):
            if key in header and header[key] != start.get(key):
                return f"'start' must have the header's {key}"
    return None


def game_from_save(doc: dict, path: str | os.PathLike = "<bytes>") -> Game:
    try:
        return replay(doc["header"], doc["log"])
    except IllegalCommand as exc:
        raise SaveError(path, f"damaged: {exc.reason}") from None
    except (ValueError, TypeError, KeyError, AttributeError, IndexError) as exc:
        raise SaveError(path, f"damaged header: {exc}") from None


def load(path: str | os.PathLike) -> Game:
    """Replay the save at `path`; raises SaveError naming the file and the problem."""
    return game_from_save(read_save(path), path)


def autosave_path(folder: str | os.PathLike | None = None) -> Path:
    return Path(folder or SAVE_DIR) / AUTOSAVE_NAME


def tutorial_path(folder: str | os.PathLike | None = None) -> Path:
    return Path(folder or SAVE_DIR) / TUTORIAL_NAME


def autosave(game: Game, path: str | os.PathLike | None = None,
             extra: dict | None = None) -> Path:
    """Save after every command so that killing the program loses nothing."""
    return save(game, path or autosave_path(), extra)


def shown_name(name: str) -> str:
    """A file's name as text that can be shown: a name that is no UTF-8 (a file copied
    from a system of another encoding) has its stray bytes shown as "�", never passed on
    as the surrogates Python reads them as (no text box can draw those)."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def list_saves(folder: str | os.PathLike | None = None) -> list[dict]:
    """Saves in `folder`, newest first, with what a load dialog shows; unreadable files
    are listed with their error instead of being hidden."""
    out = []
    for p in sorted(Path(folder or SAVE_DIR).glob("*.luna")):
        if p.name.startswith(TEMP_PREFIX):
            continue        # half-written by a save that was interrupted
        try:
            st = p.lstat()
        except OSError:
            continue
        entry: dict[str, Any] = {"path": str(p), "name": shown_name(p.stem),
                                 "modified": st.st_mtime}
        try:
            doc = read_save(p)
            info = doc.get("info")
            info = info if isinstance(info, dict) else {}
            header = doc["header"]
            entry.update(players=header.get("players"), names=info.get("names"),
                         round=info.get("round"), phase=info.get("phase"),
                         solo_level=header.get("solo_level"),
                         rules=rules_version(header), error=None,
                         lan=isinstance(doc.get("lan"), dict))
        except SaveError as exc:
            entry["error"] = shown_name(exc.problem)
        out.append(entry)
    out.sort(key=lambda e: e["modified"], reverse=True)
    return out


def remove_stale_temps(folder: str | os.PathLike | None = None,
                       older_than: float = STALE_TEMP_AGE) -> int:
    """Delete the temp files that saves interrupted by a crash left behind (a save being
    written right now is younger than `older_than` seconds and stays). Returns how many."""
    removed = 0
    now = time.time()
    try:
        candidates = list(Path(folder or SAVE_DIR).glob(f"{TEMP_PREFIX}*.luna"))
    except OSError:
        return 0
    for p in candidates:
        try:
            st = p.lstat()
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > older_than:
                p.unlink()
                removed += 1
        except OSError:
            continue
    return removed
