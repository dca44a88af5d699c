"""State <-> the contract's snapshot (schema 1), plain data that packs with msgpack.

Extension keys (allowed by the contract): temple fields also carry `row`, `col` and
`tile` (a tile lies on the field), and the snapshot carries `options` and `projected`.
"""

from __future__ import annotations

import copy

from .data import ISLANDS
from .scoring import projected_scores
from .snapshot_check import PHASES, SCHEMA, SnapshotError, check_snapshot
from .state import State
from .temple import adjacency, build_fields

__all__ = ["PHASES", "SCHEMA", "SnapshotError", "from_snapshot_state", "to_snapshot"]


def to_snapshot(s: State) -> dict:
    """The contract's snapshot; it shares nothing mutable with `s`, so a caller may change
    it freely without changing the game."""
    n = s.players
    return {
        "schema": SCHEMA,
        "players": n,
        "colours": list(s.colours),
        "names": list(s.names),
        "solo_level": s.solo_level,
        "round": s.round,
        "phase": s.phase,
        "to_move": s.to_move,
        "start_player": s.start_player,
        "influence": list(s.influence),
        "favours": [sorted(f) for f in s.favours],
        "supply": {"novices": list(s.supply_novices), "shrines": list(s.supply_shrines)},
        "islands": [{"kind": s.kinds[i], "favours": s.island_favours[i],
                     "active": list(s.active[i]), "inactive": list(s.inactive[i]),
                     "shrines": list(s.shrines[i])} for i in range(ISLANDS)],
        "priestess": s.priestess,
        "architect": s.architect,
        "apostate": s.apostate,
        "path": [dict(e) for e in s.path],
        "guardian": s.guardian,
        "jetty": list(s.jetty),
        "temple": {"rows": list(s.temple_rows),
                   "fields": [dict(f) for f in sorted(s.fields.values(),
                                                      key=lambda f: (f["row"], f["col"]))]},
        "council": [list(stack) for stack in s.council],
        "time_markers": {"total": s.time_total, "turned": s.time_turned},
        "book_bonus_taken": s.book_bonus_taken,
        "final": copy.deepcopy(s.final),
        "options": dict(s.options),
        "projected": projected_scores(s) if n else [],
    }


def from_snapshot_state(snap: dict) -> State:
    """Rebuild a State from a snapshot; raises SnapshotError (a ValueError) naming the
    field that is wrong. Nothing of `snap` is shared with the State."""
    check_snapshot(snap)
    try:
        return _build(snap)
    except (KeyError, TypeError, IndexError, AttributeError, ValueError) as exc:
        # check_snapshot should have caught it: still a refusal, never a crash
        raise SnapshotError("snapshot", f"cannot be read ({type(exc).__name__}: {exc})") \
            from None


def _build(snap: dict) -> State:
    n = snap["players"]
    kinds = [isl["kind"] for isl in snap["islands"]]
    rows = list(snap["temple"]["rows"])
    colours = list(snap["colours"])
    s = State(players=n, solo_level=snap.get("solo_level"), colours=colours,
              names=[str(x) for x in snap["names"]], kinds=kinds)
    s.round = int(snap["round"])
    s.phase = snap["phase"]
    s.to_move = snap["to_move"]
    s.start_player = int(snap["start_player"])
    s.influence = [int(x) for x in snap["influence"]]
    s.favours = [set(f) for f in snap["favours"]]
    s.supply_novices = [int(x) for x in snap["supply"]["novices"]]
    s.supply_shrines = [int(x) for x in snap["supply"]["shrines"]]
    s.island_favours = [int(isl["favours"]) for isl in snap["islands"]]
    s.active = [[int(x) for x in isl["active"]] for isl in snap["islands"]]
    s.inactive = [[int(x) for x in isl["inactive"]] for isl in snap["islands"]]
    s.shrines = [[bool(x) for x in isl["shrines"]] for isl in snap["islands"]]
    s.priestess, s.architect, s.apostate = (int(snap[k]) for k in
                                            ("priestess", "architect", "apostate"))
    s.path = [{"guardian": e["guardian"]} if "guardian" in e else
              {"tile": e["tile"], "symbol": e["symbol"], "claimed_by": e.get("claimed_by")}
              for e in snap["path"]]
    s.guardian = int(snap["guardian"])
    s.jetty = [int(x) for x in snap["jetty"]]
    s.temple_rows = rows
    s.fields = build_fields(rows)
    for f in snap["temple"]["fields"]:
        s.set_field(int(f["field"]), player=f.get("player"), book=bool(f.get("book", False)),
                    tile=bool(f.get("tile", f.get("player") is not None)))
    s.adjacent = adjacency(tuple(rows))
    s.council = [list(stack) for stack in snap["council"]]
    s.time_total = int(snap["time_markers"]["total"])
    s.time_turned = int(snap["time_markers"]["turned"])
    s.book_bonus_taken = bool(snap.get("book_bonus_taken", False))
    s.final = copy.deepcopy(snap.get("final"))
    s.options = dict(snap.get("options") or {})
    return s

