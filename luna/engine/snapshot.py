"""State <-> the contract's snapshot (schema 1), plain data that packs with msgpack.

Extension keys (allowed by the contract): temple fields also carry `row`, `col` and
`tile` (a tile lies on the field), and the snapshot carries `options` and `projected`.
"""

from __future__ import annotations

from .data import COLOURS, ISLANDS, KINDS, TEMPLE_BOARDS
from .scoring import projected_scores
from .state import State
from .temple import build_adjacency, build_fields

SCHEMA = 1
PHASES = ("preliminary_shrine", "preliminary_pairs", "solo_round_start", "actions",
          "game_over")


def to_snapshot(s: State) -> dict:
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
        "final": s.final,
        "options": dict(s.options),
        "projected": projected_scores(s) if n else [],
    }


def _fail(what: str) -> ValueError:
    return ValueError(f"bad snapshot: {what}")


def from_snapshot_state(snap: dict) -> State:
    """Rebuild a State from a snapshot; raises ValueError naming what is wrong."""
    if not isinstance(snap, dict):
        raise _fail("not a map")
    if snap.get("schema") != SCHEMA:
        raise _fail(f"schema {snap.get('schema')!r} is not {SCHEMA}")
    try:
        n = int(snap["players"])
        kinds = [isl["kind"] for isl in snap["islands"]]
        if sorted(kinds) != sorted(KINDS) or len(kinds) != ISLANDS:
            raise _fail("islands must be the 7 kinds")
        rows = list(snap["temple"]["rows"])
        if any(r not in TEMPLE_BOARDS for r in rows) or len(set(rows)) != len(rows):
            raise _fail("temple rows must be distinct board colours")
        colours = list(snap["colours"])
        if len(colours) != n or any(c not in COLOURS for c in colours):
            raise _fail("colours")
        if snap["phase"] not in PHASES:
            raise _fail(f"unknown phase {snap['phase']!r}")
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
        s.path = [dict(e) for e in snap["path"]]
        s.guardian = int(snap["guardian"])
        s.jetty = [int(x) for x in snap["jetty"]]
        s.temple_rows = rows
        s.fields = build_fields(rows)
        for f in snap["temple"]["fields"]:
            field = s.fields[int(f["field"])]
            field["player"] = f.get("player")
            field["book"] = bool(f.get("book", False))
            field["tile"] = bool(f.get("tile", f.get("player") is not None))
        s.adjacent = build_adjacency(s.fields)
        s.council = [list(stack) for stack in snap["council"]]
        s.time_total = int(snap["time_markers"]["total"])
        s.time_turned = int(snap["time_markers"]["turned"])
        s.book_bonus_taken = bool(snap.get("book_bonus_taken", False))
        s.final = snap.get("final")
        s.options = dict(snap.get("options") or {})
    except ValueError:
        raise
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise _fail(f"{type(exc).__name__}: {exc}") from None
    _check_shape(s)
    return s


def _check_shape(s: State) -> None:
    n = s.players
    for name in ("influence", "favours", "supply_novices", "supply_shrines", "jetty"):
        if len(getattr(s, name)) != n:
            raise _fail(f"{name} must list {n} players")
    for rows in (s.active, s.inactive, s.shrines):
        if any(len(r) != n for r in rows):
            raise _fail("island piece lists must have one entry per player")
    if len(s.council) != 11 or sorted(p for st in s.council for p in st) != list(range(n)):
        raise _fail("council must hold each player's disc once on seats 0-10")
    if not 0 <= s.guardian < len(s.path) or "guardian" not in s.path[s.guardian]:
        raise _fail("guardian must index a guardian tile on the path")
    if s.to_move is not None and not 0 <= s.to_move < n:
        raise _fail("to_move")
