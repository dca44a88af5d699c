"""Checking the shape of a command before any rule looks at it.

A command from a save file or the network may be any msgpack value. `normalize`
turns a well-formed command into its canonical dict (missing optional keys filled in)
and turns anything else into an IllegalCommand, so rules code only ever sees clean data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .data import ISLANDS
from .errors import IllegalCommand

MAX_MOVES = 64

# type -> {key: (kind, default)}; default None means the key is required.
SPECS: dict[str, dict[str, tuple[str, Any]]] = {
    "place_shrine": {"island": ("island", None)},
    "place_pair": {"island": ("island", None)},
    "favour": {"island": ("island", None), "novice_token": ("bool", False)},
    "recruit": {"island": ("island", None), "novice_token": ("bool", False)},
    "build_shrine": {"novice_token": ("bool", False)},
    "herbs": {"island": ("island", None), "count": ("count", None)},
    "travel": {"moves": ("travel_moves", None)},
    "tides": {"moves": ("tides_moves", None)},
    "sailboat": {"from": ("source", None), "to": ("island", None), "count": ("count", None)},
    "appoint": {"island": ("island", None), "tile": ("number", None),
                "bribe": ("bool", False), "novice_token": ("bool", False)},
    "consecrate": {"tile": ("number", None), "bribe": ("bool", False)},
    "book": {"from": ("number", None), "to": ("number", None)},
    "council": {"island": ("island", None), "count": ("count", 0),
                "novice_token": ("bool", False)},
    "banish": {"count": ("count", 0), "novice_token": ("bool", False)},
    "meditate": {},
    "solo_deactivate": {"island": ("island", None)},
    "end_actions": {},
}


def _is_int(v: Any) -> bool:
    return v.__class__ is int or (isinstance(v, int) and not isinstance(v, bool))


def _bool(key: str, v: Any) -> bool:
    if v is True or v is False:
        return v
    if _is_int(v) and v in (0, 1):
        return bool(v)
    raise IllegalCommand("bad_bool", name=key)


def _island(key: str, v: Any) -> int:
    if _is_int(v) and 0 <= v < ISLANDS:
        return v
    raise IllegalCommand("bad_island", name=key, last=ISLANDS - 1)


def _source(key: str, v: Any) -> int | str:
    if v == "jetty":
        return v
    return _island(key, v)


def _count(key: str, v: Any) -> int:
    if _is_int(v) and 0 <= v <= 99:
        return v
    raise IllegalCommand("bad_count", name=key)


def _number(key: str, v: Any) -> int:
    if _is_int(v) and 1 <= v <= 28:
        return v
    raise IllegalCommand("bad_tile_number", name=key)


def _moves(v: Any, tides: bool) -> list[dict]:
    if not isinstance(v, (list, tuple)) or not v:
        raise IllegalCommand("no_moves")
    if len(v) > MAX_MOVES:
        raise IllegalCommand("too_many_moves")
    out = []
    for m in v:
        if not isinstance(m, dict):
            raise IllegalCommand("bad_move")
        move = {"from": (_source if tides else _island)("from", m.get("from")),
                "to": _island("to", m.get("to")),
                "count": _count("count", m.get("count"))}
        if tides:
            move["active"] = _bool("active", m.get("active", True))
        out.append(move)
    return out


# kind -> (key, value) -> the canonical value, or IllegalCommand
KINDS: dict[str, Callable[[str, Any], Any]] = {
    "bool": _bool, "island": _island, "source": _source, "count": _count,
    "number": _number,
    "travel_moves": lambda key, v: _moves(v, False),
    "tides_moves": lambda key, v: _moves(v, True),
}


# type -> ((key, its kind's canonicaliser, default), ...): SPECS looked up once, for
# normalize runs for every command the tests and the search weigh.
_FIELDS: dict[str, tuple[tuple[str, Callable[[str, Any], Any], Any], ...]] = {
    ctype: tuple((key, KINDS[kind], default) for key, (kind, default) in spec.items())
    for ctype, spec in SPECS.items()}


def normalize(cmd: Any, players: int) -> dict:
    """The canonical form of `cmd`, or IllegalCommand saying what is malformed."""
    if not isinstance(cmd, dict):
        raise IllegalCommand("not_a_map")
    ctype = cmd.get("type")
    if not isinstance(ctype, str) or ctype not in _FIELDS:
        raise IllegalCommand("unknown_type", command=repr(ctype))
    player = cmd.get("player")
    if not _is_int(player) or not 0 <= player < players:
        raise IllegalCommand("bad_player", last=players - 1)
    out: dict[str, Any] = {"type": ctype, "player": player}
    get = cmd.get
    for key, canonical, default in _FIELDS[ctype]:
        v = get(key)
        if v is not None:
            out[key] = canonical(key, v)
        elif default is None:
            raise IllegalCommand("missing_key", command=ctype, name=key)
        else:
            out[key] = default
    return out
