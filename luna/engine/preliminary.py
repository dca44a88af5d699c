"""The preliminary round: one shrine each, then four circuits of novice pairs, then the
favours of the two islands where a player has nothing (rules 2, Preliminary round)."""

from __future__ import annotations

from .common import take_favour
from .data import ISLANDS, PRELIMINARY_PAIRS
from .errors import IllegalCommand
from .rounds import start_round
from .state import State


def seats(s: State) -> list[int]:
    """The seats that place pieces: everyone, or just the person in the solo game."""
    return [0] if s.solo else list(range(s.players))


def pairs_placed(s: State, p: int) -> int:
    """Each pair goes to its own island, so the count of islands with p's novices is the
    count of pairs placed (the solo automaton's pieces are not the person's)."""
    return sum(1 for i in range(ISLANDS) if s.active[i][p] or s.inactive[i][p])


def has_own_piece(s: State, p: int, i: int) -> bool:
    return s.shrines[i][p] or s.active[i][p] > 0 or s.inactive[i][p] > 0


def _next(s: State) -> None:
    if not s.solo:
        s.to_move = (s.to_move + 1) % s.players


def check_place_shrine(s: State, p: int, c: dict) -> None:
    i = c["island"]
    if any(s.shrines[i]):
        raise IllegalCommand("island_has_shrine", island=s.kinds[i])
    if s.players == 2 and s.kinds[i] == "herbs":
        raise IllegalCommand("no_shrine_on_herbs")


def place_shrine(s: State, p: int, c: dict) -> list[dict]:
    check_place_shrine(s, p, c)
    i = c["island"]
    s.shrines[i][p] = True
    s.supply_shrines[p] -= 1
    events = [{"type": "shrine_built", "player": p, "island": i}]
    if all(any(s.shrines[j][q] for j in range(ISLANDS)) for q in seats(s)):
        s.phase = "preliminary_pairs"
        s.to_move = 0 if s.solo else s.start_player
    else:
        _next(s)
    return events + [{"type": "turn", "player": s.to_move}]


def check_place_pair(s: State, p: int, c: dict) -> None:
    if has_own_piece(s, p, c["island"]):
        raise IllegalCommand("pair_beside_own_piece", island=s.kinds[c["island"]])


def place_pair(s: State, p: int, c: dict) -> list[dict]:
    check_place_pair(s, p, c)
    i = c["island"]
    s.active[i][p] += 2
    s.supply_novices[p] -= 2
    events = [{"type": "novices_placed", "player": p, "island": i, "count": 2}]
    if all(pairs_placed(s, q) >= PRELIMINARY_PAIRS for q in seats(s)):
        for q in seats(s):
            for j in range(ISLANDS):
                if not has_own_piece(s, q, j) and s.island_favours[j] > 0:
                    events.append(take_favour(s, q, j))
        return events + start_round(s)
    _next(s)
    return events + [{"type": "turn", "player": s.to_move}]
