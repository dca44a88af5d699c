"""Temple actions: Appointment, Consecration with expulsion, Book (rules 3.8-3.10)."""

from __future__ import annotations

from .common import (
    check_novices,
    gain,
    require_favour,
    require_not_blocked,
    spend_favour,
    use_novices,
)
from .data import ACTION_FAVOUR
from .errors import IllegalCommand
from .island_actions import novices_needed
from .state import State
from .temple import expelled_by, guardian_value, in_bribe_range, is_released, tile_index


def _reachable(s: State, p: int, index: int, number: int, bribe: bool,
               own: bool = False) -> None:
    """A tile is reachable when released, or with bribery between Guardian and next guardian.
    `own`: the player's claimed tile (Consecration), whose reason says it is theirs."""
    if bribe:
        require_favour(s, p, "bribery", "no_bribery_favour")
        if is_released(s, index):
            raise IllegalCommand("released_no_bribe", tile=number)
        if not in_bribe_range(s, index):
            raise IllegalCommand("beyond_bribery", tile=number)
    elif not is_released(s, index):
        if not in_bribe_range(s, index):
            raise IllegalCommand("beyond_bribery", tile=number)
        if own and "bribery" in s.favours[p]:
            raise IllegalCommand("own_tile_use_bribe", tile=number)
        if own:
            raise IllegalCommand("own_tile_not_released", tile=number)
        if "bribery" in s.favours[p]:
            raise IllegalCommand("not_released_use_bribe", tile=number)
        raise IllegalCommand("not_released_bribe", tile=number)


def check_appoint(s: State, p: int, c: dict) -> None:
    i, number, bribe, token = c["island"], c["tile"], c["bribe"], c["novice_token"]
    require_not_blocked(s, i)
    index = tile_index(s, number)
    if index < 0:
        raise IllegalCommand("tile_not_on_path", tile=number)
    tile = s.path[index]
    if tile["claimed_by"] == p:
        raise IllegalCommand("tile_is_yours", tile=number)
    if tile["claimed_by"] is not None:
        raise IllegalCommand("tile_claimed", tile=number)
    if tile["symbol"] != s.kinds[i]:
        raise IllegalCommand("wrong_symbol", tile=number, symbol=tile["symbol"],
                             island=tile["symbol"])
    _reachable(s, p, index, number, bribe)
    need = novices_needed(s, p, i, token)
    if need < 1:
        raise IllegalCommand("token_not_on_tile")
    check_novices(s, p, i, need, token)


def appoint(s: State, p: int, c: dict) -> list[dict]:
    check_appoint(s, p, c)
    i, number, bribe, token = c["island"], c["tile"], c["bribe"], c["novice_token"]
    need = novices_needed(s, p, i, token)
    index = tile_index(s, number)
    events = []
    if token:
        events.append(spend_favour(s, p, "novice"))
    if bribe:
        events.append(spend_favour(s, p, "bribery"))
    s.active[i][p] -= 1
    events += use_novices(s, p, i, need - 1)
    s.claim_tile(index, p)
    events.append({"type": "tile_claimed", "player": p, "tile": number, "island": i})
    return events


def check_consecrate(s: State, p: int, c: dict) -> None:
    number, bribe = c["tile"], c["bribe"]
    index = tile_index(s, number)
    if index < 0 or s.path[index]["claimed_by"] != p:
        raise IllegalCommand("no_novice_on_tile", tile=number)
    _reachable(s, p, index, number, bribe, own=True)


def consecrate(s: State, p: int, c: dict) -> list[dict]:
    check_consecrate(s, p, c)
    number, bribe = c["tile"], c["bribe"]
    index = tile_index(s, number)
    events = []
    if bribe:
        events.append(spend_favour(s, p, "bribery"))
    return events + place_in_temple(s, p, index)


def place_in_temple(s: State, p: int, index: int) -> list[dict]:
    """Move the tile at path `index` with p's novice onto its field: gain the Guardian's
    value, then expel adjacent, lower, unprotected opponents (+1 each)."""
    tile = s.path.pop(index)
    if index < s.guardian:
        s.guardian -= 1
    number = tile["tile"]
    s.set_field(number, player=p, tile=True)
    events: list[dict] = [{"type": "tile_consecrated", "player": p, "tile": number,
                           "field": number}]
    ev = gain(s, p, guardian_value(s), "consecration")
    if ev:
        events.append(ev)
    for other in expelled_by(s, number, p):
        events += expel(s, other, by=p)
    return events


def consecration_gain(s: State, p: int, number: int) -> int:
    """The influence p's Consecration of temple tile `number`, on the path, would gain as
    the position stands: `place_in_temple`'s own count on a copy (the value under the
    Guardian, 1 per opponent's novice expelled). An Appointment's tile says its worth."""
    after = s.clone()
    return sum(e["delta"] for e in place_in_temple(after, p, tile_index(after, number))
               if e["type"] == "influence" and e["player"] == p)


def consecration_threats(s: State, player: int) -> dict[int, list[tuple[int, int]]]:
    """`player`'s temple novices an opponent's next Consecration could expel: field ->
    [(opponent, tile)], for each opponent's claimed tile that opponent may consecrate as
    the position stands (`check_consecrate`: released, or with their Bribery favour
    between the Guardian and the next guardian tile), the novices its expulsion takes
    (`expelled_by`, the rule `place_in_temple` applies). A tile goes to the field of its
    own number."""
    threats: dict[int, list[tuple[int, int]]] = {}
    for index, e in enumerate(s.path):
        q = e.get("claimed_by")
        if q is None or q == player:
            continue
        c = {"type": "consecrate", "player": q, "tile": e["tile"],
             "bribe": not is_released(s, index)}
        try:
            check_consecrate(s, q, c)
        except IllegalCommand:
            continue
        for number in expelled_by(s, e["tile"], q):
            if s.fields[number]["player"] == player:
                threats.setdefault(number, []).append((q, e["tile"]))
    return threats


def appointment_threats(s: State, c: dict) -> list[tuple[int, int]]:
    """The (opponent, tile) whose Consecration, legal as the position stands, would expel
    the novice a legal Appointment `c` places, once its player consecrates that tile: the
    novice stands on the path until then, out of reach; `consecration_threats` on a copy
    where both moves are made."""
    p, number = c["player"], c["tile"]
    after = s.clone()
    appoint(after, p, c)
    place_in_temple(after, p, tile_index(after, number))
    return consecration_threats(after, p).get(number, [])


def consecrated_threats(s: State, c: dict) -> list[tuple[int, int]]:
    """The (opponent, tile) whose next Consecration, legal once a legal Consecration `c`
    is made, would expel the novice it places: `consecration_threats` on a copy where it
    is made."""
    after = s.clone()
    consecrate(after, c["player"], c)
    return consecration_threats(after, c["player"]).get(c["tile"], [])


def expel(s: State, number: int, by: int) -> list[dict]:
    """The novice on field `number` leaves the temple: to the jetty, or (solo) the
    automaton's novice goes inactive beside the island of the field's symbol."""
    field = s.fields[number]
    victim = field["player"]
    s.set_field(number, player=None)
    event = {"type": "novice_expelled", "player": victim, "field": number, "by": by}
    if s.solo and victim == 1:
        island = s.island_of(field["symbol"])
        s.inactive[island][victim] += 1
        event["to"] = island
    else:
        s.jetty[victim] += 1
        event["to"] = "jetty"
    events = [event]
    ev = gain(s, by, 1, "expulsion")
    if ev:
        events.append(ev)
    return events


def check_book(s: State, p: int, c: dict) -> None:
    src, dst = c["from"], c["to"]
    require_favour(s, p, ACTION_FAVOUR["book"])
    f_src, f_dst = s.fields.get(src), s.fields.get(dst)
    if f_src is None or not f_src["book"]:
        raise IllegalCommand("no_book_on_field", field=src)
    if f_dst is None or f_dst["player"] != p:
        raise IllegalCommand("no_novice_on_field", field=dst)
    if f_dst["book"]:
        raise IllegalCommand("field_has_book", field=dst)


def check_any_book(s: State, p: int) -> None:
    """Why player `p` has no Book move at all (a click on their book favour asks): no
    favour, no novice in the temple, or a Book on each of them already."""
    require_favour(s, p, ACTION_FAVOUR["book"])
    mine = [f for f in s.fields.values() if f["player"] == p]
    if not mine:
        raise IllegalCommand("book_no_novice")
    if all(f["book"] for f in mine):
        raise IllegalCommand("book_all_protected")


def book(s: State, p: int, c: dict) -> list[dict]:
    check_book(s, p, c)
    src, dst = c["from"], c["to"]
    events = [spend_favour(s, p, ACTION_FAVOUR["book"])]
    s.set_field(src, book=False)
    s.set_field(dst, book=True)
    events.append({"type": "book_moved", "player": p, "from": src, "to": dst})
    bonus = s.players == 2 and not s.book_bonus_taken
    s.book_bonus_taken = True
    ev = gain(s, p, 2 if bonus else 1, "book")
    if ev:
        events.append(ev)
    return events


