"""Finished games the database would not take yet (a full disk, another program holding
it), kept in files beside it until they can be written: a game is never lost because the
window closed before the database was free again.

Each game is one small JSON file, `profiles-kept-<random>.json`, written whole or not at
all; it is read back through the files' one boundary, every field checked, and removed
once its game is in the database (a game is kept there once, so two windows writing the
same kept game count it once).
"""

from __future__ import annotations

import json
import math
import os
import re
from pathlib import Path

from .. import files
from ..ai.levels import RATINGS
from ..engine.names import name_problem
from .record import Finished
from .store import MAX_NAME

PREFIX, SUFFIX = "profiles-kept-", ".json"
NAME = re.compile(r"profiles-kept-[0-9a-z_]{8,40}\.json")
CAP = 16 * 1024           # bytes a kept game may have (one game: under 1 KB)
MOST = 256                # kept games read back at most (the rest wait for the next time)
SCORES = (0.0, 0.5, 1.0)


def keep(folder: Path, name: str, game: Finished) -> Path | None:
    """Write `name`'s finished `game` beside the database; None if the disk would not
    take it either (it stays in memory only)."""
    doc = {"name": name, "game": game.game, "when": game.when, "players": game.players,
           "score": game.score, "best_other": game.best_other, "won": game.won,
           "levels": list(game.levels),
           "results": [[level, score] for level, score in game.outcomes]}
    try:
        fd_path = files.write_atomic(Path(folder) / f"{PREFIX}{os.urandom(8).hex()}{SUFFIX}",
                                     json.dumps(doc).encode("utf-8"))
    except OSError:
        return None
    return fd_path


def kept(folder: Path) -> list[tuple[Path, str, Finished]]:
    """The kept games in `folder`, checked; a file that is none is set aside and said."""
    try:
        with os.scandir(folder) as found:
            paths = sorted(Path(e.path) for e in found if NAME.fullmatch(e.name))[:MOST]
    except OSError:
        return []
    out = []
    for path in paths:
        try:
            name, game = _read(path)
        except files.FileProblem as exc:
            if os.path.lexists(path):
                files.damaged("profiles", path, exc.problem)
            continue
        except (ValueError, TypeError, KeyError):
            files.damaged("profiles", path, "not a game Luna keeps")
            continue
        out.append((path, name, game))
    return out


def done(path: Path) -> None:
    """The kept game of `path` is in the database now."""
    try:
        path.unlink()
    except OSError:
        pass


def _whole(v: object, low: int, high: int) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
        raise ValueError(v)
    return v


def _read(path: Path) -> tuple[str, Finished]:
    doc = files.read_json(path, CAP)
    if not isinstance(doc, dict):
        raise ValueError("not a map")
    name = doc["name"]
    if name_problem(name, MAX_NAME) is not None:
        raise ValueError("name")
    game, when = doc["game"], doc["when"]
    if not (isinstance(game, str) and re.fullmatch(r"[0-9a-f]{32}", game)
            and isinstance(when, str) and re.fullmatch(r"\d{4}-\d\d-\d\d", when)):
        raise ValueError("game or day")
    levels, results = doc["levels"], doc["results"]
    if not (isinstance(levels, list) and len(levels) <= 3 and all(lv in RATINGS for lv in levels)
            and isinstance(results, list) and len(results) <= 3):
        raise ValueError("levels")
    players = _whole(doc["players"], 1, 4)
    if len(results) >= players:
        raise ValueError("more results than other seats")
    outcomes = []
    for level, score in results:
        if level not in levels or not isinstance(score, float | int) \
                or isinstance(score, bool) or math.isnan(score) or float(score) not in SCORES:
            raise ValueError("result")
        outcomes.append((level, float(score)))
    if not isinstance(doc["won"], bool):
        raise ValueError("won")
    return name, Finished(game, when, players,
                          _whole(doc["score"], 0, 10_000), _whole(doc["best_other"], 0, 10_000),
                          doc["won"], tuple(levels), tuple(outcomes))
