"""The official solo automaton (rules 6): its round start, its consecration, its shrine."""

from __future__ import annotations

from .common import gain
from .council import advance_disc
from .errors import IllegalCommand
from .rounds import end_of_round
from .state import State
from .temple import is_released
from .temple_actions import place_in_temple

OPPONENT = 1


def check_solo_deactivate(s: State, p: int, c: dict) -> None:
    """Any island may be chosen, even one without the automaton's novices."""


def solo_deactivate(s: State, p: int, c: dict) -> list[dict]:
    """Round start: all the automaton's novices on one island lie down and its council
    disc advances that many seats; then it may consecrate."""
    i = c["island"]
    count = s.active[i][OPPONENT]
    s.active[i][OPPONENT] = 0
    s.inactive[i][OPPONENT] += count
    events: list[dict] = [{"type": "solo_deactivated", "player": OPPONENT, "island": i,
                           "count": count}]
    if count:
        events.append(advance_disc(s, OPPONENT, count))
    events += opponent_consecrates(s)
    s.phase = "actions"
    return events + [{"type": "turn", "player": 0}]


def consecration_choice(s: State) -> int:
    """Path index of the tile the automaton consecrates now, or -1: the highest-numbered
    released, unclaimed tile whose symbol is that of an island with an active novice of
    the automaton."""
    best, best_index = 0, -1
    for index, e in enumerate(s.path):
        if "tile" not in e or e["claimed_by"] is not None or not is_released(s, index):
            continue
        if s.active[s.island_of(e["symbol"])][OPPONENT] and e["tile"] > best:
            best, best_index = e["tile"], index
    return best_index


def opponent_consecrates(s: State) -> list[dict]:
    index = consecration_choice(s)
    if index < 0:
        return [{"type": "solo_no_tile", "player": OPPONENT}]
    tile = s.path[index]
    home = s.island_of(tile["symbol"])
    s.active[home][OPPONENT] -= 1
    s.claim_tile(index, OPPONENT)
    events = [{"type": "tile_claimed", "player": OPPONENT, "tile": tile["tile"],
               "island": home}]
    events += place_in_temple(s, OPPONENT, index)
    events += _take_book(s)
    return events


def _take_book(s: State) -> list[dict]:
    """If the person has a Book, it moves from their lowest-numbered booked field to the
    automaton's lowest-numbered field without one, and the automaton gains 1."""
    mine = sorted(n for n, f in s.fields.items() if f["player"] == 0 and f["book"])
    theirs = sorted(n for n, f in s.fields.items() if f["player"] == OPPONENT and not f["book"])
    if not mine or not theirs:
        return []
    s.set_field(mine[0], book=False)
    s.set_field(theirs[0], book=True)
    events = [{"type": "book_moved", "player": OPPONENT, "from": mine[0], "to": theirs[0]}]
    ev = gain(s, OPPONENT, 1, "book")
    return events + ([ev] if ev else [])


def check_end_actions(s: State, p: int, c: dict) -> None:
    if not s.solo:
        raise IllegalCommand("not_solo")


def end_actions(s: State, p: int, c: dict) -> list[dict]:
    """The person ends the action phase; the automaton builds a shrine on the Architect's
    island if it has an active novice there (rules 1: any novice), then the round is
    scored."""
    check_end_actions(s, p, c)
    events: list[dict] = [{"type": "actions_ended", "player": p}]
    i = s.architect
    there = s.active[i][OPPONENT]
    if not s.rules.automaton_shrine_needs_active:
        there += s.inactive[i][OPPONENT]
    if there and not s.shrines[i][OPPONENT] and s.supply_shrines[OPPONENT] > 0:
        s.shrines[i][OPPONENT] = True
        s.supply_shrines[OPPONENT] -= 1
        events.append({"type": "shrine_built", "player": OPPONENT, "island": i})
    return events + end_of_round(s)
