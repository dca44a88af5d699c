"""The temple island: hex rows of fields, the path of tiles and guardians, the Guardian.

Pure functions over State; the geometry follows the House data of LUNA_RULES.md (row r
is shifted half a field, field k of row r sits at x = k + r/2).
"""

from __future__ import annotations

from functools import lru_cache

from .data import DEALT_TILES, GUARDIAN_VALUES, TEMPLE_BOARDS, TEMPLE_POINTS
from .state import State


def build_fields(rows: list[str]) -> dict[int, dict]:
    """Fields of the boards in play, keyed by number, all empty."""
    fields: dict[int, dict] = {}
    for r, colour in enumerate(rows):
        for k, (number, symbol) in enumerate(TEMPLE_BOARDS[colour]):
            fields[number] = {"field": number, "symbol": symbol, "row": r, "col": k,
                              "player": None, "book": False, "tile": False}
    return fields


def build_adjacency(fields: dict[int, dict]) -> dict[int, tuple[int, ...]]:
    """Field number -> adjacent field numbers (same row |dk|=1, next row |dx|=1/2)."""
    adj: dict[int, tuple[int, ...]] = {}
    for a, fa in fields.items():
        near = []
        for b, fb in fields.items():
            if a == b:
                continue
            dr = abs(fa["row"] - fb["row"])
            # x doubled: 2k + r, so a half-field step is 1 and a whole one is 2.
            dx2 = abs((2 * fa["col"] + fa["row"]) - (2 * fb["col"] + fb["row"]))
            if (dr == 0 and dx2 == 2) or (dr == 1 and dx2 == 1):
                near.append(b)
        adj[a] = tuple(sorted(near))
    return adj


def build_path(tiles: list[tuple[int, str]], group: int) -> list[dict]:
    """Lay guardians and tile groups from the entrance: 2, n highest tiles, 2, next n, 3…"""
    ordered = sorted(tiles, reverse=True)
    path: list[dict] = []
    for i, value in enumerate(GUARDIAN_VALUES):
        path.append({"guardian": value})
        for number, symbol in ordered[i * group:(i + 1) * group]:
            path.append({"tile": number, "symbol": symbol, "claimed_by": None})
    return path


def guardian_value(s: State) -> int:
    return s.path[s.guardian]["guardian"]


def previous_guardian(s: State) -> int:
    """Index of the next guardian tile toward the entrance, or -1 if there is none."""
    return _previous_guardian(s.path, s.guardian)


def _previous_guardian(path: list[dict], guardian: int) -> int:
    for j in range(guardian - 1, -1, -1):
        if "guardian" in path[j]:
            return j
    return -1


def tile_index(s: State, number: int) -> int:
    """Index of temple tile `number` on the path, or -1 if it is not on the path
    (searched from the jetty end, where the tiles in reach lie)."""
    path = s.path
    for i in range(len(path) - 1, -1, -1):
        if path[i].get("tile") == number:
            return i
    return -1


def is_released(s: State, index: int) -> bool:
    """Released: on the path between the Guardian and the jetty."""
    return index > s.guardian


def released_claims(s: State) -> list[tuple[int, int]]:
    """(player, tile) for each claimed tile the Guardian has passed: released, its player
    may consecrate it with no favour (rules: Consecration)."""
    return [(e["claimed_by"], e["tile"]) for index, e in enumerate(s.path)
            if index > s.guardian and e.get("claimed_by") is not None]


def in_bribe_range(s: State, index: int) -> bool:
    """Between the Guardian and the next guardian tile toward the entrance."""
    return previous_guardian(s) < index < s.guardian


def reach(path: list[dict], guardian: int, index: int) -> str:
    """How the tile at path `index` can be reached: "released", "bribe" (with bribery
    only) or "locked" (not yet)."""
    if index > guardian:
        return "released"
    return "bribe" if _previous_guardian(path, guardian) < index < guardian else "locked"


def expelled_by(s: State, number: int, player: int) -> list[int]:
    """Fields whose novices a new novice on `number` expels: adjacent, lower, opponent's,
    not protected by a Book of Wisdom."""
    return [other for other in _exposed_below(s.fields, s.adjacent[number], number)
            if s.fields[other]["player"] != player]


def lower_neighbours(s: State, number: int) -> list[int]:
    """The fields adjacent to `number` with a lower number: the only fields whose
    novices a new novice on `number` can expel."""
    return sorted(o for o in s.adjacent[number] if o < number)


def guarded_from(s: State, number: int, player: int) -> list[int]:
    """Fields whose opponents' novices a new novice of `player` on `number` would expel
    but for the Book of Wisdom on them (a novice on a Book cannot be expelled)."""
    return [o for o in lower_neighbours(s, number)
            if s.fields[o]["player"] not in (None, player) and s.fields[o]["book"]]


def _exposed_below(fields: dict, near: tuple[int, ...], number: int) -> list[int]:
    """The adjacent fields below `number` whose novice no Book protects."""
    return [o for o in near if o < number and fields[o]["player"] is not None
            and not fields[o]["book"]]


@lru_cache(maxsize=8)
def adjacency(rows: tuple[str, ...]) -> dict[int, tuple[int, ...]]:
    """`build_adjacency` of the temple of `rows`, made once: a state only reads it (its
    copies share it)."""
    return build_adjacency(build_fields(list(rows)))


def neighbours(snap: dict, number: int) -> tuple[int, ...]:
    """The temple fields adjacent to field `number` in `snap` (none for a field not in
    play)."""
    return adjacency(tuple(snap["temple"]["rows"])).get(number, ())


def open_above(snap: dict, number: int, player: int | None) -> list[int]:
    """The free higher fields beside field `number` from which a consecration would
    expel `player`'s novice standing there: no novice on them, their tile not laid, and
    not claimed by `player` (a player's own consecration never expels their novice)."""
    fields = {f["field"]: f for f in snap["temple"]["fields"]}
    near = adjacency(tuple(snap["temple"]["rows"])).get(number, ())
    mine = {p["tile"] for p in snap["path"] if player is not None
            and p.get("tile") is not None and p.get("claimed_by") == player}
    return [o for o in near if o > number and fields[o]["player"] is None
            and not fields[o].get("tile", False) and o not in mine]


def field_outlook(snap: dict, number: int) -> dict | None:
    """A temple field as the rules see it in `snap` (the snapshot; a hover text says it
    and decides no rule itself); None for a field not in play. `player` and `book`: who
    stands there, on a Book or not; `tile`: where its tile lies, "field" (here), or on
    the path "released", "bribe" or "locked" (`reach`), `claimed_by` whom; `gain`: what
    a consecration gains now; `points`: what a novice here scores each round;
    `threats`: the free adjacent higher fields a consecration onto would expel the
    novice here from (none on a Book); `expels`: field -> player, the adjacent lower
    novices without a Book a novice consecrated here expels (each but their own
    player's)."""
    fields = {f["field"]: f for f in snap["temple"]["fields"]}
    if number not in fields:
        return None
    f, path, g = fields[number], snap["path"], snap["guardian"]
    near = adjacency(tuple(snap["temple"]["rows"])).get(number, ())
    index = next((i for i in range(len(path) - 1, -1, -1)
                  if path[i].get("tile") == number), -1)
    held = f["player"] is not None
    return {"player": f["player"], "book": bool(f["book"]),
            "tile": "field" if index < 0 else reach(path, g, index),
            "claimed_by": path[index]["claimed_by"] if index >= 0 else None,
            "gain": path[g]["guardian"], "points": TEMPLE_POINTS,
            "threats": open_above(snap, number, f["player"]) if held and not f["book"]
            else [],
            "expels": {o: fields[o]["player"] for o in _exposed_below(fields, near, number)}}


def full_path(rows: list[str]) -> list[dict]:
    """The path as it was laid at setup for these temple rows: the view keeps every tile
    and guardian at its own place while the real path shrinks."""
    fields = build_fields(rows)
    tiles = [(n, f["symbol"]) for n, f in fields.items() if n not in DEALT_TILES]
    return build_path(tiles, len(rows))
