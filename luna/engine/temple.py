"""The temple island: hex rows of fields, the path of tiles and guardians, the Guardian.

Pure functions over State; the geometry follows the House data of LUNA_RULES.md (row r
is shifted half a field, field k of row r sits at x = k + r/2).
"""

from __future__ import annotations

from .data import DEALT_TILES, GUARDIAN_VALUES, TEMPLE_BOARDS
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
    for j in range(s.guardian - 1, -1, -1):
        if "guardian" in s.path[j]:
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


def in_bribe_range(s: State, index: int) -> bool:
    """Between the Guardian and the next guardian tile toward the entrance."""
    return previous_guardian(s) < index < s.guardian


def expelled_by(s: State, number: int, player: int) -> list[int]:
    """Fields whose novices a new novice on `number` expels: adjacent, lower, opponent's,
    not protected by a Book of Wisdom."""
    out = []
    for other in s.adjacent[number]:
        f = s.fields[other]
        if other < number and f["player"] is not None and f["player"] != player and not f["book"]:
            out.append(other)
    return out


def full_path(rows: list[str]) -> list[dict]:
    """The path as it was laid at setup for these temple rows: the view keeps every tile
    and guardian at its own place while the real path shrinks."""
    fields = build_fields(rows)
    tiles = [(n, f["symbol"]) for n, f in fields.items() if n not in DEALT_TILES]
    return build_path(tiles, len(rows))
