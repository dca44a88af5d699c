"""The priest islands' piece places kept on disk: laying them out (island_slots: each
figure's place tried against the island's land) takes tens of milliseconds a board at
every start and gives the same places for the same island, window, players and text
size, so a later start reads them back.

A kept file is hostile: read through luna/files.py (a regular file, small), every field
checked for its kind and range, anything else laid out anew and written again. Its name
is a digest of what it is of and of the layout's code, never a name from its contents.
Kept beside the board's pictures (art/kept.py: LUNA_ART_CACHE, "off": nothing kept)."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from ...files import FileProblem, read_json, write_atomic
from .art import kept

CAP = 16 * 1024          # bytes a kept file may have (one island's places: under 2 KB)
MOST = 100_000           # px: no place of ours lies further off
POINTS = 8               # points or boxes in a list at most (figures, shrines, seats)
KEPT = kept.bound("LUNA_SLOTS_KEPT", 256)    # files kept at most (the islands of a few
#                                              dozen boards): the oldest go first


@lru_cache(maxsize=1)
def code_version() -> str:
    """A digest of the layout's own code: a change lays every island out anew."""
    h = hashlib.sha256()
    for name in ("island_slots.py", "slots_kept.py"):
        h.update((Path(__file__).parent / name).read_bytes())
    return h.hexdigest()[:16]


def path_for(args: tuple) -> Path | None:
    where = kept.folder()
    if where is None:
        return None
    digest = hashlib.sha256(f"slots|{args!r}|{code_version()}".encode()).hexdigest()[:32]
    return where / f"{digest}.slots"


def laid_out(args: tuple, lay: Callable[[], Any], make: Callable[..., Any]):
    """The places `lay()` finds, read back from their kept file where a good one is
    (`args`: all they depend on; `make`: the places' type, built from the file's
    fields), else laid out and kept."""
    path = path_for(args)
    if path is not None:
        found = read(path, make)
        if found is not None:
            return found
    made = lay()
    if path is not None:
        write(path, made)
    return made


def read(path: Path, make: Callable[..., Any]):
    """The places kept in `path` built by `make`, or None (none there, or not ours)."""
    try:
        doc = read_json(path, CAP)
    except FileProblem:
        return None
    try:
        return make(**decode(doc))
    except (TypeError, ValueError, KeyError):
        return None


def write(path: Path, slots) -> None:
    """Keep `slots` in `path`, written whole or not at all through the files' one writer
    (its temporary file made exclusively, never through a link, named as the art
    cache's so that a killed writer's is swept with theirs); a folder that cannot be
    written keeps nothing."""
    try:
        write_atomic(path, json.dumps(encode(slots)).encode(),
                     f"{kept.TEMP_PREFIX}{os.getpid()}-", kept.TEMP_SUFFIX, sync=False)
    except OSError:
        return
    where = path.parent
    _files[where] = _files[where] + 1 if where in _files else KEPT + 1   # (first: listed)
    if _files[where] > KEPT:
        _prune(where)


# the files kept in each folder this process has written to, as far as it has counted
# them (another process's are counted at its next listing of the folder): a listing at
# each write cost the tests' run folder 1.2 s of ~110 s of CPU in a sample)
_files: dict[Path, int] = {}


def _prune(where: Path) -> None:
    """The oldest files removed past KEPT (the folder listed only then)."""
    try:
        files = [e for e in os.scandir(where) if e.name.endswith(".slots")]
    except OSError:
        return
    _files[where] = len(files)
    if len(files) <= KEPT:
        return
    aged = []
    for e in files:                  # (another window may remove one as we list)
        try:
            aged.append((e.stat().st_mtime, e.path))
        except OSError:
            continue
    aged.sort()
    for _, old in aged[:-KEPT]:
        Path(old).unlink(missing_ok=True)
    _files[where] = KEPT


# -- the fields: each written as plain numbers, read back checked ----------------------------
RECTS = ("favours", "active", "lying", "landmark")
NUMBERS = ("token", "figure_h", "shrine", "novice")


def encode(s) -> dict:
    return {**{k: list(getattr(s, k)) for k in RECTS},
            **{k: getattr(s, k) for k in NUMBERS},
            "figures": [list(p) for p in s.figures], "shrines": [list(p) for p in s.shrines],
            "land": list(s.land) if s.land is not None else None,
            "seats": [list(r) for r in s.seats], "grid": s.grid,
            "stage": [list(r) for r in s.stage]}


def decode(doc) -> dict:
    """IslandSlots' fields from a kept file's `doc`; ValueError where any is not one."""
    if not isinstance(doc, dict) or set(doc) != set(RECTS + NUMBERS + (
            "figures", "shrines", "land", "seats", "grid", "stage")):
        raise ValueError("not an island's places")
    if not isinstance(doc["grid"], bool):
        raise ValueError("grid")
    return {**{k: pygame.Rect(_numbers(doc[k], 4)) for k in RECTS},
            **{k: _number(doc[k]) for k in NUMBERS},
            "figures": [tuple(_numbers(p, 2)) for p in _listed(doc["figures"])],
            "shrines": [tuple(_numbers(p, 2)) for p in _listed(doc["shrines"])],
            "land": None if doc["land"] is None else tuple(_numbers(doc["land"], 2)),
            "seats": tuple(pygame.Rect(_numbers(r, 4)) for r in _listed(doc["seats"])),
            "grid": doc["grid"],
            "stage": tuple(pygame.Rect(_numbers(r, 4)) for r in _listed(doc["stage"]))}


def _number(v) -> int:
    if type(v) is not int or not -MOST <= v <= MOST:
        raise ValueError("not a place's number")
    return v


def _numbers(v, n: int) -> list[int]:
    if not isinstance(v, list) or len(v) != n:
        raise ValueError("not a place")
    return [_number(x) for x in v]


def _listed(v) -> list:
    if not isinstance(v, list) or len(v) > POINTS:
        raise ValueError("not a list of places")
    return v
