"""Is a snapshot one the rules can continue from? Checked field by field before any of it
becomes a State, because a snapshot arrives from files and from the network.

`check_snapshot(snap)` raises SnapshotError (a ValueError) naming the first bad field,
e.g. "to_move must be a seat 0-2 or null". Every path that rebuilds a game from a
snapshot (`from_snapshot`, a save whose header carries a `start`, the relay restoring
such a save) goes through here, so a crafted `to_move: 1.5` never reaches the rules.
"""

from __future__ import annotations

from typing import Any

from .data import (
    COLOURS,
    COUNCIL_TOP,
    ISLANDS,
    KINDS,
    NOVICES_PER_PLAYER,
    ROUNDS,
    SHRINES_PER_PLAYER,
    TEMPLE_BOARDS,
)
from .names import name_problem
from .setup import OPTION_DEFAULTS

SCHEMA = 1
PHASES = ("preliminary_shrine", "preliminary_pairs", "solo_round_start", "actions",
          "game_over")
MAX_NAME = 64
MAX_POINTS = 10_000
BREAKDOWN = ("shrines", "favours", "council")     # what scoring.final_breakdown counts
SYMBOL = {num: sym for board in TEMPLE_BOARDS.values() for num, sym in board}


class SnapshotError(ValueError):
    """A snapshot the rules cannot continue from; `field` names the culprit."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"bad snapshot: {field} {problem}")
        self.field = field
        self.problem = problem


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _need(ok: bool, field: str, problem: str) -> None:
    if not ok:
        raise SnapshotError(field, problem)


def _whole(v: Any, field: str, lo: int, hi: int) -> int:
    _need(_int(v) and lo <= v <= hi, field, f"must be a whole number {lo}-{hi}")
    return v


def _seat(v: Any, field: str, n: int, none_ok: bool = False) -> None:
    if v is None and none_ok:
        return
    _need(_int(v) and 0 <= v < n, field,
          f"must be a seat 0-{n - 1}" + (" or null" if none_ok else ""))


def _list(v: Any, field: str, length: int | None = None) -> list:
    _need(isinstance(v, list), field, "must be a list")
    if length is not None:
        _need(len(v) == length, field, f"must list {length} entries")
    return v


def _map(v: Any, field: str) -> dict:
    _need(isinstance(v, dict), field, "must be a map")
    return v


def _per_player(v: Any, field: str, n: int, lo: int, hi: int) -> list[int]:
    for k, x in enumerate(_list(v, field, n)):
        _whole(x, f"{field}[{k}]", lo, hi)
    return v


def check_snapshot(snap: Any) -> None:
    """Raise SnapshotError naming the first field that is not what the rules expect."""
    s = _map(snap, "snapshot")
    _need(s.get("schema") == SCHEMA and _int(s.get("schema")), "schema", f"must be {SCHEMA}")
    if "rules" in s:
        _need(_int(s["rules"]) and s["rules"] >= 1, "rules", "must be a positive whole number")
    n = _whole(s.get("players"), "players", 2, 4)
    solo = s.get("solo_level")
    if solo is not None:
        _whole(solo, "solo_level", 1, 3)
        _need(n == 2, "players", "must be 2 in the solo game")
    colours = _list(s.get("colours"), "colours", n)
    _need(all(isinstance(c, str) and c in COLOURS for c in colours) and
          len(set(colours)) == n, "colours", f"must be {n} different of {', '.join(COLOURS)}")
    for k, name in enumerate(_list(s.get("names"), "names", n)):
        why = name_problem(name, MAX_NAME, blank_ok=True)
        _need(why is None, f"names[{k}]", why or "")
    _whole(s.get("round"), "round", 1, ROUNDS)
    phase = s.get("phase")
    _need(isinstance(phase, str) and phase in PHASES, "phase", f"must be one of {PHASES}")
    _seat(s.get("to_move"), "to_move", n, none_ok=phase == "game_over")
    _seat(s.get("start_player"), "start_player", n)
    _per_player(s.get("influence"), "influence", n, -MAX_POINTS, MAX_POINTS)
    for k, fav in enumerate(_list(s.get("favours"), "favours", n)):
        _need(isinstance(fav, list) and all(isinstance(x, str) and x in KINDS for x in fav)
              and len(set(fav)) == len(fav), f"favours[{k}]",
              "must list different favour kinds")
    supply = _map(s.get("supply"), "supply")
    novices = list(_per_player(supply.get("novices"), "supply.novices", n, 0,
                               NOVICES_PER_PLAYER))
    shrines = list(_per_player(supply.get("shrines"), "supply.shrines", n, 0,
                               SHRINES_PER_PLAYER))
    islands = _list(s.get("islands"), "islands", ISLANDS)
    for i, isl in enumerate(islands):
        f = f"islands[{i}]"
        isl = _map(isl, f)
        _need(isinstance(isl.get("kind"), str) and isl["kind"] in KINDS, f"{f}.kind",
              "must be a favour kind")
        _whole(isl.get("favours"), f"{f}.favours", 0, 100)
        for key in ("active", "inactive"):
            for p, x in enumerate(_per_player(isl.get(key), f"{f}.{key}", n, 0,
                                              NOVICES_PER_PLAYER)):
                novices[p] += x
        for p, x in enumerate(_list(isl.get("shrines"), f"{f}.shrines", n)):
            _need(isinstance(x, bool), f"{f}.shrines[{p}]", "must be true or false")
            shrines[p] += x
    _need(sorted(isl["kind"] for isl in islands) == sorted(KINDS), "islands",
          "must be the 7 kinds once each")
    for fig in ("priestess", "architect", "apostate"):
        _whole(s.get(fig), fig, 0, ISLANDS - 1)
    path = _list(s.get("path"), "path")
    _need(1 <= len(path) <= 40, "path", "must have 1-40 entries")
    tiles = set()
    for j, e in enumerate(path):
        f = f"path[{j}]"
        e = _map(e, f)
        if "guardian" in e:
            _whole(e["guardian"], f"{f}.guardian", 0, 100)
            continue
        tile = _whole(e.get("tile"), f"{f}.tile", 1, len(SYMBOL))
        _need(tile not in tiles, f"{f}.tile", "lies on the path twice")
        tiles.add(tile)
        _need(e.get("symbol") == SYMBOL[tile], f"{f}.symbol", f"must be {SYMBOL[tile]}")
        _seat(e.get("claimed_by"), f"{f}.claimed_by", n, none_ok=True)
        if e.get("claimed_by") is not None:
            novices[e["claimed_by"]] += 1
    g = _whole(s.get("guardian"), "guardian", 0, len(path) - 1)
    _need("guardian" in path[g], "guardian", "must index a guardian on the path")
    for p, x in enumerate(_per_player(s.get("jetty"), "jetty", n, 0, NOVICES_PER_PLAYER)):
        novices[p] += x
    _check_temple(s.get("temple"), n, novices)
    council = _list(s.get("council"), "council", COUNCIL_TOP + 1)
    discs = []
    for k, stack in enumerate(council):
        for x in _list(stack, f"council[{k}]"):
            _seat(x, f"council[{k}]", n)
            discs.append(x)
    _need(sorted(discs) == list(range(n)), "council", "must hold each player's disc once")
    tm = _map(s.get("time_markers"), "time_markers")
    total = _whole(tm.get("total"), "time_markers.total", 0, 4)
    _whole(tm.get("turned"), "time_markers.turned", 0, total)
    _need(isinstance(s.get("book_bonus_taken", False), bool), "book_bonus_taken",
          "must be true or false")
    _check_final(s.get("final"), n)
    opts = s.get("options")
    if opts is not None:
        for key, value in _map(opts, "options").items():
            _need(key in OPTION_DEFAULTS, "options", f"has an unknown option {key!r}"[:80])
            _need(type(value) is type(OPTION_DEFAULTS[key]), f"options.{key}",
                  f"must be a {type(OPTION_DEFAULTS[key]).__name__}")
    for p in range(n):
        _need(novices[p] == NOVICES_PER_PLAYER, "novices",
              f"of player {p} add up to {novices[p]}, not {NOVICES_PER_PLAYER}")
        _need(shrines[p] == SHRINES_PER_PLAYER, "shrines",
              f"of player {p} add up to {shrines[p]}, not {SHRINES_PER_PLAYER}")


def _check_temple(temple: Any, n: int, novices: list[int]) -> None:
    t = _map(temple, "temple")
    rows = _list(t.get("rows"), "temple.rows")
    _need(1 <= len(rows) <= len(TEMPLE_BOARDS) and len(set(map(str, rows))) == len(rows)
          and all(isinstance(r, str) and r in TEMPLE_BOARDS for r in rows), "temple.rows",
          "must be different board colours")
    exists = {num for r in rows for num, _ in TEMPLE_BOARDS[r]}
    seen = set()
    for j, f in enumerate(_list(t.get("fields"), "temple.fields")):
        name = f"temple.fields[{j}]"
        f = _map(f, name)
        num = f.get("field")
        _need(_int(num) and num in exists and num not in seen, f"{name}.field",
              "must be a field of the temple's rows, once")
        seen.add(num)
        _seat(f.get("player"), f"{name}.player", n, none_ok=True)
        for key in ("book", "tile"):
            _need(isinstance(f.get(key, False), bool), f"{name}.{key}", "must be true or false")
        if f.get("player") is not None:
            novices[f["player"]] += 1


def _check_final(final: Any, n: int) -> None:
    if final is None:
        return
    f = _map(final, "final")
    _per_player(f.get("scores"), "final.scores", n, -MAX_POINTS, MAX_POINTS)
    _seat(f.get("winner"), "final.winner", n)
    for k, b in enumerate(_list(f.get("breakdown"), "final.breakdown", n)):
        _need(set(_map(b, f"final.breakdown[{k}]")) == set(BREAKDOWN), f"final.breakdown[{k}]",
              f"must list {', '.join(BREAKDOWN)}")
        for key, v in b.items():
            _need(isinstance(key, str) and _int(v), f"final.breakdown[{k}]",
                  "must map reasons to whole numbers")
    if "solo_result" in f:
        _whole(f["solo_result"], "final.solo_result", -MAX_POINTS, MAX_POINTS)
