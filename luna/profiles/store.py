"""A profile's fields checked at the boundary, and the JSON files profiles were kept in
before the database (database.py): one per person's name in `profiles/` of the save
folder, read once to be imported (history.py).

The file's name is a digest of the person's name (folded to lower case), never the name
itself. A file is read through luna/files.py and every field checked once; a game's
fields read from the database go through the same check (`checked_played`).
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from .. import files
from ..ai.levels import LEVELS
from ..engine.names import name_problem
from .glicko2 import DEVIATION, VALUE, Rating, clamped
from .profile import Played, Profile

FOLDER = "profiles"
FORMAT = 1
MAX_BYTES = 1024 * 1024
MAX_GAMES = 2000          # a person's newest games kept (the oldest beyond are dropped)
MAX_NAME = 64


class Damaged(ValueError):
    """A profile file that cannot be used; the message says what is wrong."""


def usable_name(name: str) -> bool:
    """Whether a profile may be kept for this name (the same check as at load)."""
    return name_problem(name, MAX_NAME) is None


def path_for(folder: Path, name: str) -> Path:
    """The file of `name`'s profile in the save folder `folder`."""
    digest = hashlib.sha256(name.strip().casefold().encode("utf-8")).hexdigest()[:20]
    return Path(folder) / FOLDER / f"{digest}.json"


def read(path: Path) -> Profile:
    """The checked profile in `path` (read through luna/files.py's boundary: capped,
    without blocking, regular files only, strict JSON); FileNotFoundError if there is
    none, Damaged if it is not a profile this program wrote."""
    try:
        data = files.read_json(path, MAX_BYTES)
    except files.FileProblem as exc:
        if exc.missing:
            raise FileNotFoundError(path) from None
        raise Damaged(exc.problem) from None
    return from_data(data)


def from_data(data: Any) -> Profile:
    """A Profile from the file's JSON value, every field checked; Damaged otherwise."""
    d = _map(data, {"format", "name", "rating", "games"}, "profile")
    if d["format"] != FORMAT:
        raise Damaged(f"unknown profile format {d['format']!r}")
    if not usable_name(d["name"]):
        raise Damaged("the name " + name_problem(d["name"], MAX_NAME))
    r = _map(d["rating"], {"value", "deviation", "volatility"}, "rating")
    rating = clamped(Rating(_number(r["value"], *VALUE), _number(r["deviation"], *DEVIATION),
                            _number(r["volatility"], 0, 1)))
    games = d["games"]
    if not isinstance(games, list) or len(games) > MAX_GAMES:
        raise Damaged(f"games must be a list of at most {MAX_GAMES}")
    return Profile(d["name"], rating, [checked_played(g) for g in games])


FIELDS = frozenset(Played.__dataclass_fields__)
KNOWN_LEVELS = frozenset(LEVELS)


def checked_played(data: Any) -> Played:
    """A game's entry from its fields (a file's or a database row's); Damaged if any is
    not what this program writes. (Read 2,000 times as a profile opens: kept quick.)"""
    g = _map(data, FIELDS, "game")
    key, when, levels = g["game"], g["when"], g["levels"]
    if type(key) is not str or not 1 <= len(key) <= 64 or not key.isalnum():
        raise Damaged("a game's fingerprint is not one")
    if not (type(when) is str and len(when) == 10 and when[4] == when[7] == "-"
            and when.replace("-", "").isdigit()):
        raise Damaged("a game's day is not YYYY-MM-DD")
    if type(levels) is not list or len(levels) > 3 or not KNOWN_LEVELS.issuperset(levels):
        raise Damaged("a game's levels are not levels")
    if type(g["won"]) is not bool:
        raise Damaged("a game's result is not yes or no")
    return Played(key, when, int(_number(g["players"], 1, 4, whole=True)),
                  int(_number(g["score"], 0, 500, whole=True)),
                  int(_number(g["best_other"], 0, 500, whole=True)), g["won"],
                  tuple(levels), _number(g["rating"], *VALUE),
                  _number(g["deviation"], *DEVIATION))


def _map(data: Any, keys: frozenset[str] | set[str], what: str) -> dict:
    if type(data) is not dict or data.keys() != keys:
        raise Damaged(f"the {what} does not have the fields {sorted(keys)}")
    return data


def _number(v: Any, low: float, high: float, whole: bool = False) -> float:
    kind = type(v)                      # (a bool is no number here)
    if kind is not int and (whole or kind is not float) or not low <= v <= high:
        raise Damaged(f"{v!r} is not a number from {low} to {high}")
    return float(v)


def to_data(profile: Profile) -> dict:
    """The file's JSON value (the newest MAX_GAMES games)."""
    return {"format": FORMAT, "name": profile.name, "rating": profile.rating._asdict(),
            "games": [{**g.__dict__, "levels": list(g.levels)}
                      for g in profile.games[-MAX_GAMES:]]}
