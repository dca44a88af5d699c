"""The council of priests and the Apostate: Council and Banish actions (rules 3.11-3.12)."""

from __future__ import annotations

from .common import check_novices, require_not_blocked, spend_novices
from .data import COUNCIL_TOP, ISLANDS
from .errors import IllegalCommand
from .scoring import tie_order
from .state import State


def advance_disc(s: State, p: int, seats: int) -> dict:
    """Move p's disc up `seats` (capped at the top): on top of a stack, underneath on
    the top seat, so the first to reach it cannot be overtaken; a disc already there
    keeps its place (rules 1 put the automaton's back underneath)."""
    seat, _ = s.council_seat(p)
    new = min(COUNCIL_TOP, seat + seats)
    if seat == COUNCIL_TOP and s.rules.top_seat_keeps_place:
        return {"type": "council_moved", "player": p, "from": seat, "to": seat}
    s.council[seat].remove(p)
    if new == COUNCIL_TOP:
        s.council[new].insert(0, p)
    else:
        s.council[new].append(p)
    return {"type": "council_moved", "player": p, "from": seat, "to": new}


def ahead_on_top(s: State, p: int, seats: int) -> list[int]:
    """The players whose discs win ties before p's once p's disc climbs `seats` onto the
    top seat where theirs stand already (p's goes underneath them: `advance_disc`), in
    the order a tie goes (`scoring.tie_order`); none where it stops below the top."""
    seat, _ = s.council_seat(p)
    if seat == COUNCIL_TOP or seat + seats < COUNCIL_TOP or not s.council[COUNCIL_TOP]:
        return []
    after = s.clone()
    advance_disc(after, p, seats)
    order = tie_order(after, [p, *(q for q in after.council[COUNCIL_TOP] if q != p)])
    return order[:order.index(p)]


def check_council(s: State, p: int, c: dict) -> None:
    i, count, token = c["island"], c["count"], c["novice_token"]
    require_not_blocked(s, i)
    seats = count + int(token)
    if seats < 1:
        raise IllegalCommand("council_none")
    seat, _ = s.council_seat(p)
    if seat == COUNCIL_TOP:
        raise IllegalCommand("council_top")
    if seat + seats > COUNCIL_TOP:
        # `room` too, for the windows of earlier versions, whose words name it
        raise IllegalCommand("council_room", count=COUNCIL_TOP - seat, room=COUNCIL_TOP - seat)
    check_novices(s, p, i, count, token)


def council(s: State, p: int, c: dict) -> list[dict]:
    check_council(s, p, c)
    i, count, token = c["island"], c["count"], c["novice_token"]
    events = spend_novices(s, p, i, count, token)
    events.append(advance_disc(s, p, count + int(token)))
    return events


def check_banish(s: State, p: int, c: dict) -> None:
    count, token = c["count"], c["novice_token"]
    require_not_blocked(s, s.apostate, banish=True)
    if count + int(token) < 1:
        raise IllegalCommand("banish_none")
    check_novices(s, p, s.apostate, count, token)


def banish(s: State, p: int, c: dict) -> list[dict]:
    check_banish(s, p, c)
    count, token = c["count"], c["novice_token"]
    i = s.apostate
    steps = count + int(token)
    events = spend_novices(s, p, i, count, token)
    s.apostate = (i + steps) % ISLANDS
    events.append({"type": "figure_moved", "figure": "apostate", "from": i, "to": s.apostate,
                   "by": p})
    return events
