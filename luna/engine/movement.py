"""Movement actions: Travel, Tides, Sailboat (rules 3.5-3.7)."""

from __future__ import annotations

from collections import Counter

from .common import require_favour, require_not_blocked, spend_favour
from .errors import IllegalCommand
from .state import State


def too_few(s: State, source: int | str, active: bool, have: int) -> IllegalCommand:
    """The refusal for moving more novices than `source` holds."""
    if source == "jetty":
        return IllegalCommand("few_on_jetty", count=have)
    return IllegalCommand("few_active" if active else "few_inactive", count=have,
                          island=s.kinds[source])


def _moved(p: int, source: int | str, to: int, count: int, from_active: bool,
           to_active: bool) -> dict:
    return {"type": "novices_moved", "player": p, "from": source, "to": to, "count": count,
            "from_active": from_active, "to_active": to_active}


def _check_moves(s: State, p: int, moves: list[dict], tides: bool) -> None:
    taken: Counter = Counter()
    for m in moves:
        source, to, count = m["from"], m["to"], m["count"]
        if count < 1:
            raise IllegalCommand("move_none")
        if source == to:
            raise IllegalCommand("move_same_island")
        if source != "jetty":
            require_not_blocked(s, source)
        require_not_blocked(s, to)
        active = m.get("active", True) if source != "jetty" else False
        taken[(source, active)] += count
    for (source, active), count in taken.items():
        if source == "jetty":
            have = s.jetty[p]
        elif active:
            have = s.active[source][p]
        else:
            have = s.inactive[source][p]
        if have < count:
            raise too_few(s, source, active, have)


def travel(s: State, p: int, c: dict) -> list[dict]:
    moves = c["moves"]
    _check_moves(s, p, moves, tides=False)
    events = []
    for m in moves:
        s.active[m["from"]][p] -= m["count"]
        s.inactive[m["to"]][p] += m["count"]
        events.append(_moved(p, m["from"], m["to"], m["count"], True, False))
    return events


def tides(s: State, p: int, c: dict) -> list[dict]:
    require_favour(s, p, "tides")
    moves = c["moves"]
    _check_moves(s, p, moves, tides=True)
    events = [spend_favour(s, p, "tides")]
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
        s.inactive[to][p] += count
        events.append(_moved(p, source, to, count, from_active, False))
    return events


def sailboat(s: State, p: int, c: dict) -> list[dict]:
    source, to, count = c["from"], c["to"], c["count"]
    require_favour(s, p, "sailboat")
    if count not in (1, 2):
        raise IllegalCommand("sailboat_count")
    if source == to:
        raise IllegalCommand("sailboat_same_island")
    if source != "jetty":
        require_not_blocked(s, source)
    require_not_blocked(s, to)
    have = s.jetty[p] if source == "jetty" else s.active[source][p]
    if have < count:
        raise too_few(s, source, True, have)
    events = [spend_favour(s, p, "sailboat")]
    if source == "jetty":
        s.jetty[p] -= count
    else:
        s.active[source][p] -= count
    s.active[to][p] += count
    events.append(_moved(p, source, to, count, source != "jetty", True))
    return events
