"""Why did that happen? One line of the game log explained: the rule that applied, with
the numbers of that moment, and the pieces it counted or used (issue 12, section 3).

The words and the facts they state come from the text layer (`text.explain.tell`, which
reads every number from the engine's events of the command); this adds what to ring on
the board as it stood just before the command. Pure: no drawing here.
"""

from __future__ import annotations

from typing import NamedTuple

from ...engine.data import COUNCIL_POINTS
from ...text.explain import Told, tell
from ..board.marks import COUNCIL, Marks, hint_marks
from ..board.targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    Group,
    Held,
    Island,
    IslandFavours,
    Jetty,
    Shrine,
    Tile,
)


class Why(NamedTuple):
    """What a log line says happened and why: `text` the rule with its numbers, `marks`
    the pieces it counted or used (blue) and the places it concerns (gold)."""
    text: str
    marks: Marks


NONE = Marks((), ())


def explain(ev: dict, cmd: dict | None, events: list[dict], before: dict) -> Why:
    """The rule behind `ev` (one of `events`, the events of `cmd`), told from `before`,
    the position just before `cmd` was played."""
    told = tell(ev, cmd, events, before)
    ring = RINGS.get(told.rule)
    marks = ring(told, before) if ring else \
        hint_marks(cmd, before, cmd["player"]) if cmd is not None else NONE
    return Why(told.text, marks)


def _seat_target(snap: dict, p: int) -> CouncilSeat:
    seat = next((k for k, stack in enumerate(snap["council"]) if p in stack), 0)
    return CouncilSeat(seat, COUNCIL_POINTS[seat])


def _groups(snap: dict, i: int, p: int) -> list[Group]:
    isl = snap["islands"][i]
    return [Group(i, p, state) for state in ("active", "inactive") if isl[state][p]]


def _priestess(told: Told, snap: dict) -> Marks:
    f = told.facts
    p, i = f["player"], f["island"]
    isl = snap["islands"][i]
    pieces: list = [Group(i, p, "active")] if isl["active"][p] else []
    if isl["shrines"][p]:
        pieces.append(Shrine(i, p))
    if f["tied"]:
        pieces += [_seat_target(snap, q) for q in [p, *f["tied"]]]
    return Marks(tuple(dict.fromkeys(pieces)), (Island(i), Figure("priestess")))


def _apostate(told: Told, snap: dict) -> Marks:
    f = told.facts
    return Marks(tuple(_groups(snap, f["island"], f["player"])),
                 (Island(f["island"]), Figure("apostate")))


def _temple(told: Told, snap: dict) -> Marks:
    p = told.facts["player"]
    return Marks(tuple(Field(f["field"]) for f in snap["temple"]["fields"]
                       if f["player"] == p), ())


def _consecration(told: Told, snap: dict) -> Marks:
    tile = told.facts["tile"]
    return Marks((Tile(tile), Figure("guardian")), (Field(tile),), ((Tile(tile), Field(tile)),))


def _expelled(told: Told, snap: dict) -> Marks:
    f = told.facts
    to = Jetty(f["player"]) if f["to"] == "jetty" else Island(f["to"])
    goals = ((Field(f["tile"]),) if f["tile"] else ()) + (to,)
    return Marks(tuple(Field(n) for n in f["fields"]), goals, ())


def _book_solo(told: Told, snap: dict) -> Marks:
    f = told.facts
    return Marks((Field(f["from"]),), (Field(f["to"]),), ((Field(f["from"]), Field(f["to"])),))


def _final(told: Told, snap: dict) -> Marks:
    p = told.facts["player"]
    if told.rule == "final_shrines":
        return Marks(tuple(Shrine(i, p) for i, isl in enumerate(snap["islands"])
                           if isl["shrines"][p]), ())
    if told.rule == "final_favours":
        return Marks(tuple(Held(p, k) for k in snap["favours"][p]), ())
    return Marks((_seat_target(snap, p),), ())


def _favour(told: Told, snap: dict) -> Marks:
    f = told.facts
    i, p = f["island"], f["player"]
    if told.rule == "favour_start":
        return Marks((), (IslandFavours(i),))
    pieces = _spent(f, i)
    if f["shrine"]:
        pieces.append(Shrine(i, p))
    return Marks(tuple(pieces), (IslandFavours(i),), ())


def _spent(f: dict, i: int) -> list:
    """What an action spent on island i: its active novices, and the held novice favour
    that stood in for one."""
    pieces: list = [Group(i, f["player"], "active")] if f["novices"] else []
    return pieces + ([Held(f["player"], "novice")] if f["token"] else [])


def _council(told: Told, snap: dict) -> Marks:
    f = told.facts
    return Marks(tuple(_spent(f, f["island"])), (COUNCIL,), ())


def _figure(told: Told, snap: dict) -> Marks:
    f = told.facts
    fig, dst = Figure(f["figure"]), Island(f["to"])
    if told.rule == "banish":
        return Marks((*_spent(f, f["from"]), fig), (dst,), ((fig, dst),))
    return Marks((fig,), (dst,), ((fig, dst),))


def _round_start(told: Told, snap: dict) -> Marks:
    return Marks((), () if told.rule == "round_solo" else (Candles(),))


RINGS = {"priestess": _priestess, "apostate": _apostate, "temple": _temple,
         "consecration": _consecration, "expelled": _expelled, "book_solo": _book_solo,
         "final_shrines": _final, "final_favours": _final, "final_council": _final,
         "game_over": lambda told, snap: Marks((_seat_target(snap, told.facts["player"]),), ()),
         "candle": lambda told, snap: Marks((), (Candles(),)),
         "favour": _favour, "favour_start": _favour, "council": _council,
         "banish": _figure, "apostate_moves": _figure, "figure": _figure,
         "guardian": lambda told, snap: Marks((Figure("guardian"),), ()),
         "round_started": _round_start, "round_solo": _round_start,
         "round_scored": lambda told, snap: Marks(
             (Figure("priestess"), Figure("apostate")),
             (Island(snap["priestess"]), Island(snap["apostate"])))}
