"""Every legal command for the player to move.

Travel and Tides are listed one novice at a time (the subsets are combinatorial);
`Game.is_legal` judges any compound move. Generators here mirror the checks of the
action handlers; the property tests hold them to it (every listed command applies).
"""

from __future__ import annotations

from collections.abc import Iterator

from .data import COUNCIL_TOP, ISLANDS
from .preliminary import has_own_piece
from .state import State
from .temple import in_bribe_range, is_released


def _blocked(s: State, i: int, banish: bool = False) -> bool:
    if s.solo_level is None or s.solo_level < 2 or i != s.apostate:
        return False
    return not (banish and s.solo_level == 2)


def legal_commands(s: State) -> list[dict]:
    if s.to_move is None:
        return []
    return list(_generate(s, s.to_move))


def _generate(s: State, p: int) -> Iterator[dict]:
    phase = s.phase
    if phase == "preliminary_shrine":
        for i in range(ISLANDS):
            if not any(s.shrines[i]) and not (s.players == 2 and s.kinds[i] == "herbs"):
                yield {"type": "place_shrine", "player": p, "island": i}
    elif phase == "preliminary_pairs":
        for i in range(ISLANDS):
            if not has_own_piece(s, p, i):
                yield {"type": "place_pair", "player": p, "island": i}
    elif phase == "solo_round_start":
        for i in range(ISLANDS):
            yield {"type": "solo_deactivate", "player": p, "island": i}
    elif phase == "actions":
        yield from _actions(s, p)


def _actions(s: State, p: int) -> Iterator[dict]:
    held = s.favours[p]
    token_ok = "novice" in held
    active = [s.active[i][p] for i in range(ISLANDS)]
    open_ = [not _blocked(s, i) for i in range(ISLANDS)]

    for i in range(ISLANDS):
        if not open_[i]:
            continue
        kind = s.kinds[i]
        base = 1 if s.shrines[i][p] else 2
        if kind not in held and s.island_favours[i]:
            if active[i] >= base:
                yield {"type": "favour", "player": p, "island": i, "novice_token": False}
            if token_ok and kind != "novice" and active[i] >= base - 1:
                yield {"type": "favour", "player": p, "island": i, "novice_token": True}
        if s.supply_novices[p]:
            if active[i] >= 2:
                yield {"type": "recruit", "player": p, "island": i, "novice_token": False}
            if token_ok and active[i] >= 1:
                yield {"type": "recruit", "player": p, "island": i, "novice_token": True}

    a = s.architect
    if "shrine" in held and open_[a] and not s.shrines[a][p] and s.supply_shrines[p]:
        if active[a] >= 2:
            yield {"type": "build_shrine", "player": p, "novice_token": False}
        if token_ok and active[a] >= 1:
            yield {"type": "build_shrine", "player": p, "novice_token": True}

    if "herbs" in held:
        for i in range(ISLANDS):
            if open_[i] and s.kinds[i] != "herbs":
                for count in range(1, min(2, s.inactive[i][p]) + 1):
                    yield {"type": "herbs", "player": p, "island": i, "count": count}

    for i in range(ISLANDS):
        if active[i] and open_[i]:
            for j in range(ISLANDS):
                if j != i and open_[j]:
                    yield {"type": "travel", "player": p,
                           "moves": [{"from": i, "to": j, "count": 1}]}

    if "tides" in held:
        sources = []
        for i in range(ISLANDS):
            if open_[i]:
                if active[i]:
                    sources.append((i, True))
                if s.inactive[i][p]:
                    sources.append((i, False))
        if s.jetty[p]:
            sources.append(("jetty", False))
        for src, act in sources:
            for j in range(ISLANDS):
                if j != src and open_[j]:
                    yield {"type": "tides", "player": p,
                           "moves": [{"from": src, "active": act, "to": j, "count": 1}]}

    if "sailboat" in held:
        sources = [(i, active[i]) for i in range(ISLANDS) if open_[i] and active[i]]
        if s.jetty[p]:
            sources.append(("jetty", s.jetty[p]))
        for src, have in sources:
            for j in range(ISLANDS):
                if j != src and open_[j]:
                    for count in range(1, min(2, have) + 1):
                        yield {"type": "sailboat", "player": p, "from": src, "to": j,
                               "count": count}

    bribery = "bribery" in held
    for index, e in enumerate(s.path):
        if "tile" not in e:
            continue
        released = is_released(s, index)
        if not released and not (bribery and in_bribe_range(s, index)):
            continue
        bribe = not released
        if e["claimed_by"] is None:
            i = s.island_of(e["symbol"])
            if not open_[i]:
                continue
            base = 1 if s.shrines[i][p] else 2
            if active[i] >= base:
                yield {"type": "appoint", "player": p, "island": i, "tile": e["tile"],
                       "bribe": bribe, "novice_token": False}
            if token_ok and base == 2 and active[i] >= 1:
                yield {"type": "appoint", "player": p, "island": i, "tile": e["tile"],
                       "bribe": bribe, "novice_token": True}
        elif e["claimed_by"] == p:
            yield {"type": "consecrate", "player": p, "tile": e["tile"], "bribe": bribe}

    if "book" in held:
        books = [n for n, f in s.fields.items() if f["book"]]
        mine = [n for n, f in s.fields.items() if f["player"] == p and not f["book"]]
        for src in books:
            for dst in mine:
                yield {"type": "book", "player": p, "from": src, "to": dst}

    seat, _ = s.council_seat(p)
    room = COUNCIL_TOP - seat
    if room > 0:
        for i in range(ISLANDS):
            if not open_[i]:
                continue
            for count in range(1, min(active[i], room) + 1):
                yield {"type": "council", "player": p, "island": i, "count": count,
                       "novice_token": False}
            if token_ok:
                for count in range(0, min(active[i], room - 1) + 1):
                    yield {"type": "council", "player": p, "island": i, "count": count,
                           "novice_token": True}

    ap = s.apostate
    if not _blocked(s, ap, banish=True):
        for count in range(1, active[ap] + 1):
            yield {"type": "banish", "player": p, "count": count, "novice_token": False}
        if token_ok:
            for count in range(0, active[ap] + 1):
                yield {"type": "banish", "player": p, "count": count, "novice_token": True}

    if s.solo:
        yield {"type": "end_actions", "player": p}
    elif s.time_turned < s.time_total:
        yield {"type": "meditate", "player": p}
