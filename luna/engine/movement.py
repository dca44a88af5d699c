"""Movement actions: Travel, Tides, Sailboat (rules 3.5-3.7)."""

from __future__ import annotations

from .common import require_favour, require_not_blocked, spend_favour
from .data import ACTION_FAVOUR
from .errors import IllegalCommand
from .state import State


def too_few(s: State, source: int | str, active: bool, have: int,
            ctype: str = "travel", other: int = 0) -> IllegalCommand:
    """The refusal for moving more novices than `source` holds. Where an island holds
    none of the mover's novices to move at all, the reason says so and how the move
    goes: a refusal never reads as if the move needed novices where they go (F012)."""
    if source == "jetty":
        return IllegalCommand("few_on_jetty", count=have)
    island = s.kinds[source]
    if have == 0 and ctype == "tides" and other == 0:
        return IllegalCommand("tides_none_here", island=island)
    if have == 0 and active and ctype == "travel":
        return IllegalCommand("travel_none_here", island=island)
    if have == 0 and active and ctype == "sailboat":
        return IllegalCommand("sailboat_none_here", island=island)
    return IllegalCommand("few_active" if active else "few_inactive", count=have,
                          island=island)


# Where a move's novices land: Travel and Tides lay them down beside their new island
# (inactive), the Sailboat's stay active on it (rules 3.5-3.7).
ARRIVE_ACTIVE = {"travel": False, "tides": False, "sailboat": True}


def arrives_active(ctype: str) -> bool:
    """Whether the novices a Travel, Tides or Sailboat moves stand active on their new
    island (else they lie inactive beside it)."""
    return ARRIVE_ACTIVE[ctype]


def _land(s: State, p: int, to: int, count: int, ctype: str) -> bool:
    """`count` of p's novices arrive at island `to` as `ctype` lands them; True: active."""
    active = arrives_active(ctype)
    (s.active if active else s.inactive)[to][p] += count
    return active


def _moved(p: int, source: int | str, to: int, count: int, from_active: bool,
           to_active: bool) -> dict:
    return {"type": "novices_moved", "player": p, "from": source, "to": to, "count": count,
            "from_active": from_active, "to_active": to_active}


def _check_moves(s: State, p: int, moves: list[dict], ctype: str) -> None:
    """Each move goes somewhere else, off and onto open islands; and the novices taken
    from each place (summed over the moves) are there."""
    if len(moves) == 1:
        # (the legal list weighs a one-move Travel or Tides for every island pair: the
        # same checks in the same order, without the sum over places)
        m = moves[0]
        source, to, count = m["from"], m["to"], m["count"]
        if count < 1:
            raise IllegalCommand("move_none")
        if source == to:
            raise IllegalCommand("move_same_island")
        if source == "jetty":
            require_not_blocked(s, to, to)
            have = s.jetty[p]
            if have < count:
                raise too_few(s, source, False, have, ctype, 0)
            return
        require_not_blocked(s, source, to)
        active = m.get("active", True)
        have = (s.active if active else s.inactive)[source][p]
        if have < count:
            raise too_few(s, source, active, have, ctype,
                          (s.inactive if active else s.active)[source][p])
        return
    taken: dict[tuple[int | str, bool], int] = {}
    for m in moves:
        source, to, count = m["from"], m["to"], m["count"]
        if count < 1:
            raise IllegalCommand("move_none")
        if source == to:
            raise IllegalCommand("move_same_island")
        jetty = source == "jetty"
        require_not_blocked(s, to if jetty else source, to)
        key = (source, not jetty and m.get("active", True))
        taken[key] = taken.get(key, 0) + count
    for (source, active), count in taken.items():
        have = s.jetty[p] if source == "jetty" else (
            s.active if active else s.inactive)[source][p]
        if have < count:
            other = 0 if source == "jetty" else (
                s.inactive if active else s.active)[source][p]
            raise too_few(s, source, active, have, ctype, other)


def check_travel(s: State, p: int, c: dict) -> None:
    _check_moves(s, p, c["moves"], c["type"])


def travel(s: State, p: int, c: dict) -> list[dict]:
    check_travel(s, p, c)
    moves = c["moves"]
    events = []
    for m in moves:
        s.active[m["from"]][p] -= m["count"]
        landed = _land(s, p, m["to"], m["count"], "travel")
        events.append(_moved(p, m["from"], m["to"], m["count"], True, landed))
    return events


def check_tides(s: State, p: int, c: dict) -> None:
    require_favour(s, p, ACTION_FAVOUR["tides"])
    _check_moves(s, p, c["moves"], c["type"])


def tides(s: State, p: int, c: dict) -> list[dict]:
    check_tides(s, p, c)
    moves = c["moves"]
    events = [spend_favour(s, p, ACTION_FAVOUR["tides"])]
    for m in moves:
        source, to, count = m["from"], m["to"], m["count"]
        if source == "jetty":
            s.jetty[p] -= count
            from_active = False
        elif m["active"]:
            s.active[source][p] -= count
            from_active = True
        else:
            s.inactive[source][p] -= count
            from_active = False
        landed = _land(s, p, to, count, "tides")
        events.append(_moved(p, source, to, count, from_active, landed))
    return events


def check_sailboat(s: State, p: int, c: dict) -> None:
    source, to, count = c["from"], c["to"], c["count"]
    require_favour(s, p, ACTION_FAVOUR["sailboat"])
    if count not in (1, 2):
        raise IllegalCommand("sailboat_count")
    if source == to:
        raise IllegalCommand("sailboat_same_island")
    require_not_blocked(s, to if source == "jetty" else source, to)
    have = s.jetty[p] if source == "jetty" else s.active[source][p]
    if have < count:
        raise too_few(s, source, True, have, "sailboat")


def sailboat(s: State, p: int, c: dict) -> list[dict]:
    check_sailboat(s, p, c)
    source, to, count = c["from"], c["to"], c["count"]
    events = [spend_favour(s, p, ACTION_FAVOUR["sailboat"])]
    if source == "jetty":
        s.jetty[p] -= count
    else:
        s.active[source][p] -= count
    landed = _land(s, p, to, count, "sailboat")
    events.append(_moved(p, source, to, count, source != "jetty", landed))
    return events
