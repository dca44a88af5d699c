"""Every legal command for the player to move.

Like python-chess's `legal_moves`, the list is built from candidates (the commands
the pieces in play could make) kept only if they pass the very checks the action
handlers run before they change anything: each rule condition is written once, in its
handler's `check_*`. Candidates are kept narrow (only islands where the player has the
novices, only favours the player holds) so that few are checked and fewer refused;
the property tests hold legal() and is_legal() to each other, both ways.

Travel and Tides are listed one novice at a time (the subsets are combinatorial);
`Game.is_legal` judges any compound move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from .common import Conditions
from .council import check_banish, check_council
from .data import ACTION_FAVOUR, ISLANDS, KINDS
from .errors import IllegalCommand
from .island_actions import (
    build_shrine_conditions,
    check_build_shrine,
    check_favour,
    check_herbs,
    check_recruit,
)
from .movement import check_sailboat, check_tides, check_travel
from .preliminary import check_place_pair, check_place_shrine
from .rounds import check_meditate
from .solo import check_end_actions, check_solo_deactivate
from .state import State
from .temple import is_released, previous_guardian
from .temple_actions import check_appoint, check_book, check_consecrate

Check = Callable[[State, int, dict], None]

CHECKS: dict[str, Check] = {
    "place_shrine": check_place_shrine, "place_pair": check_place_pair,
    "solo_deactivate": check_solo_deactivate,
    "favour": check_favour, "recruit": check_recruit, "build_shrine": check_build_shrine,
    "herbs": check_herbs, "travel": check_travel, "tides": check_tides,
    "sailboat": check_sailboat, "appoint": check_appoint, "consecrate": check_consecrate,
    "book": check_book, "council": check_council, "banish": check_banish,
    "meditate": check_meditate, "end_actions": check_end_actions,
}

# The kinds whose every failing condition may be named at once (Game.refusals); the
# others name their first.
CONDITIONS: dict[str, Callable[[State, int, dict], Conditions]] = {
    "build_shrine": build_shrine_conditions,
}


def favours_spent(c: dict) -> tuple[str, ...]:
    """The favour kinds the command `c` returns, in the game's order of kinds: its
    action's own token (Build shrine, Herbs, Tides, Sailboat, Book), Bribery for a tile
    beyond the released ones, the novice favour standing in for a novice."""
    spent = {ACTION_FAVOUR.get(c["type"]), "bribery" if c.get("bribe") else None,
             "novice" if c.get("novice_token") else None}
    return tuple(k for k in KINDS if k in spent)


def favours_to_act(legal: list[dict]) -> tuple[str, ...]:
    """The favour kinds that alone let the player act: () where a command in `legal`
    (the phase's legal commands) spends none or none but Meditate / End actions is
    legal, else every kind the commands spend, in the game's order."""
    acts = [c for c in legal if c["type"] not in ("meditate", "end_actions")]
    spent = [favours_spent(c) for c in acts]
    if not acts or not all(spent):
        return ()
    return tuple(k for k in KINDS if any(k in kinds for kinds in spent))


def legal_commands(s: State, first_of: tuple[str, ...] = ()) -> list[dict]:
    """Every legal command now; of the kinds `first_of` only the first legal one (for a
    caller that only asks whether that kind is legal: the checks of the rest are spared,
    the other kinds are listed as ever)."""
    if s.to_move is None:
        return []
    p = s.to_move
    out: list[dict] = []
    keep = out.append
    for check, candidates in _families(s, p):
        for c in candidates:
            try:
                check(s, p, c)
            except IllegalCommand:
                continue
            keep(c)
            if first_of and c["type"] in first_of:
                break
    return out


Family = tuple[Check, Iterable[dict]]


def _families(s: State, p: int) -> Iterator[Family]:
    """(check, candidates) for each kind of command the phase allows."""
    phase = s.phase
    if phase == "preliminary_shrine":
        yield check_place_shrine, ({"type": "place_shrine", "player": p, "island": i}
                                   for i in range(ISLANDS))
    elif phase == "preliminary_pairs":
        yield check_place_pair, ({"type": "place_pair", "player": p, "island": i}
                                 for i in range(ISLANDS))
    elif phase == "solo_round_start":
        yield check_solo_deactivate, ({"type": "solo_deactivate", "player": p, "island": i}
                                      for i in range(ISLANDS))
    elif phase == "actions":
        yield from _actions(s, p)


def _actions(s: State, p: int) -> Iterator[Family]:
    held = s.favours[p]
    tokens = (False, True) if "novice" in held else (False,)
    active = [s.active[i][p] for i in range(ISLANDS)]
    where = [i for i in range(ISLANDS) if active[i]]
    # With the novice favour an island without an active novice may do (a shrine there).
    near = range(ISLANDS) if len(tokens) == 2 else where

    for ctype in ("favour", "recruit"):
        yield CHECKS[ctype], [{"type": ctype, "player": p, "island": i, "novice_token": t}
                              for i in near for t in tokens]
    if "shrine" in held and active[s.architect]:
        yield check_build_shrine, [{"type": "build_shrine", "player": p, "novice_token": t}
                                   for t in tokens]
    if "herbs" in held:
        yield check_herbs, [{"type": "herbs", "player": p, "island": i, "count": n}
                            for i in range(ISLANDS) if s.inactive[i][p] for n in (1, 2)]

    yield check_travel, [{"type": "travel", "player": p,
                          "moves": [{"from": i, "to": j, "count": 1}]}
                         for i in where for j in range(ISLANDS) if j != i]

    if "tides" in held:
        sources: list[tuple[int | str, bool]] = []
        for i in range(ISLANDS):
            if active[i]:
                sources.append((i, True))
            if s.inactive[i][p]:
                sources.append((i, False))
        if s.jetty[p]:
            sources.append(("jetty", False))
        yield check_tides, [{"type": "tides", "player": p,
                             "moves": [{"from": src, "active": act, "to": j, "count": 1}]}
                            for src, act in sources for j in range(ISLANDS) if j != src]

    if "sailboat" in held:
        boats: list[int | str] = list(where) + (["jetty"] if s.jetty[p] else [])
        yield check_sailboat, [{"type": "sailboat", "player": p, "from": src, "to": j,
                                "count": n}
                               for src in boats for j in range(ISLANDS) if j != src
                               for n in (1, 2)]

    # Tiles on the path from the first one within reach (released ones, or with a
    # bribery favour the Guardian's group too) up to the jetty; bribery is offered for
    # the tiles that are not released.
    appoint, consecrate = [], []
    first = (previous_guardian(s) if "bribery" in held else s.guardian) + 1
    for index in range(first, len(s.path)):
        e = s.path[index]
        if "tile" not in e:
            continue
        bribe = not is_released(s, index)
        if e["claimed_by"] is None:
            i = s.island_of(e["symbol"])
            if active[i]:
                appoint += [{"type": "appoint", "player": p, "island": i, "tile": e["tile"],
                             "bribe": bribe, "novice_token": t} for t in tokens]
        elif e["claimed_by"] == p:
            consecrate.append({"type": "consecrate", "player": p, "tile": e["tile"],
                               "bribe": bribe})
    yield check_appoint, appoint
    yield check_consecrate, consecrate

    if "book" in held:
        books = [n for n, f in s.fields.items() if f["book"]]
        mine = [n for n, f in s.fields.items() if f["player"] == p and not f["book"]]
        yield check_book, [{"type": "book", "player": p, "from": a, "to": b}
                           for a in books for b in mine]

    # Council and Banish: one step at least, up to as many novices as stand on the island
    # (the checks keep the council's range and the Apostate's blocks).
    yield check_council, [{"type": "council", "player": p, "island": i, "count": n,
                           "novice_token": t}
                          for i in near for t in tokens for n in range(1 - t, active[i] + 1)]
    yield check_banish, [{"type": "banish", "player": p, "count": n, "novice_token": t}
                         for t in tokens for n in range(1 - t, active[s.apostate] + 1)]
    # The solo game ends its actions by choice, the others meditate.
    if s.solo:
        yield check_end_actions, [{"type": "end_actions", "player": p}]
    else:
        yield check_meditate, [{"type": "meditate", "player": p}]
