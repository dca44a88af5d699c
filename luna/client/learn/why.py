"""Why did that happen? One line of the game log explained: the rule that applied, with
the numbers of that moment, and the pieces it counted or used (issue 12, section 3).

Pure: an event, the command that caused it, all that command's events and the snapshot
just before the command go in; a sentence and the board targets to ring come out. Every
count is read from that snapshot or from the events, never written into the words. (A
round's scoring comes in the same command as the last candle, which moves no novice, so
the position before that command is the position that was scored.)
"""

from __future__ import annotations

from typing import NamedTuple

from ...engine.data import ARCHITECT_STEP, COUNCIL_POINTS, priestess_payout
from ...text import island, kind, t
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


def _name(snap: dict, p) -> str:
    return snap["names"][p] if isinstance(p, int) and 0 <= p < len(snap["names"]) \
        else t("log.someone")


def _isl(snap: dict, i) -> str:
    if i == "jetty":
        return t("jetty")
    return island(snap["islands"][i]["kind"]) if isinstance(i, int) else "?"


def _seat(snap: dict, p: int) -> tuple[int, int]:
    """(seat, height in its stack) of a player's council disc."""
    for seat, stack in enumerate(snap["council"]):
        if p in stack:
            return seat, stack.index(p)
    return 0, 0


def _seat_target(snap: dict, p: int) -> CouncilSeat:
    seat = _seat(snap, p)[0]
    return CouncilSeat(seat, COUNCIL_POINTS[seat])


def _groups(snap: dict, i: int, p: int) -> list[Group]:
    isl = snap["islands"][i]
    return [Group(i, p, state) for state in ("active", "inactive") if isl[state][p]]


def explain(ev: dict, cmd: dict | None, events: list[dict], before: dict) -> Why:
    """The rule behind `ev` (one of `events`, the events of `cmd`), told from `before`,
    the position just before `cmd` was played."""
    et = ev.get("type")
    if et == "influence":
        why = ev.get("why")
        if why == "priestess":
            return _priestess(ev, events, before)
        if why == "apostate":
            return _apostate(ev, before)
        if why == "temple":
            return _temple(ev, before)
        if why == "consecration":
            return _consecration(ev, cmd, before)
        if why == "expulsion":
            victims = [e for e in events if e.get("type") == "novice_expelled"]
            if victims:
                return _expelled(victims[0], cmd, before, victims)
        if why == "meditation":
            return _candle(ev, events, before)
        if why in ("shrines", "favours", "council"):
            return _final(ev, before)
        if why == "book" and cmd is not None:
            return Why(t("look.book", who=_name(before, ev["player"]), delta=ev["delta"]),
                       hint_marks(cmd, before, cmd["player"]))
    if et == "novice_expelled":
        return _expelled(ev, cmd, before, [ev])
    if et == "game_over":
        w = ev["winner"]
        return Why(t("look.game_over", who=_name(before, w), score=ev["scores"][w]),
                   Marks((_seat_target(before, w),), ()))
    if et == "time_marker":
        return _candle(ev, events, before)
    if et == "favour_taken":
        return _favour(ev, cmd, before)
    if et == "council_moved" and cmd is not None and cmd["type"] == "council":
        return _council(ev, cmd, before)
    if et == "figure_moved":
        return _figure(ev, cmd, before)
    if et == "guardian_moved":
        return Why(t("look.guardian", value=ev.get("to_value")),
                   Marks((Figure("guardian"),), ()))
    if et == "round_started":
        return Why(t("look.round_started", round=ev["round"],
                     who=_name(before, ev["start_player"])), Marks((), (Candles(),)))
    if et == "round_scored":
        return Why(t("look.round_scored", round=ev["round"]),
                   Marks((Figure("priestess"), Figure("apostate")),
                         (Island(before["priestess"]), Island(before["apostate"]))))
    return _action(cmd, before)


def _action(cmd: dict | None, before: dict) -> Why:
    """Any other line: the rule of the action that caused it and the pieces it used."""
    if cmd is None:
        return Why("", Marks((), ()))
    if cmd["type"] == "travel":         # its rule's words ask for clicks: told as done
        count = sum(m["count"] for m in cmd["moves"])
        return Why(t("look.travel", who=_name(before, cmd["player"]), count=count),
                   hint_marks(cmd, before, cmd["player"]))
    key = f"rule.{cmd['type']}"
    words = t(key)
    return Why("" if words == key else words, hint_marks(cmd, before, cmd["player"]))


def _priestess(ev: dict, events: list[dict], snap: dict) -> Why:
    p, i = ev["player"], snap["priestess"]
    isl = snap["islands"][i]
    scored = next((e for e in events if e.get("type") == "round_scored"), None)
    places = scored["priestess"] if scored else []
    place = next((k for k, e in enumerate(places) if e["player"] == p), None)
    count = isl["active"][p] + int(isl["shrines"][p])
    points = places[place]["points"] if place is not None else ev["delta"]
    words = t("look.priestess", who=_name(snap, p), island=_isl(snap, i), count=count,
              place=(place or 0) + 1, points=points,
              pay="/".join(str(v) for v in priestess_payout(snap["players"])))
    pieces: list = [Group(i, p, "active")] if isl["active"][p] else []
    if isl["shrines"][p]:
        pieces.append(Shrine(i, p))
    tied = [e["player"] for e in places if e["count"] == count and e["player"] != p]
    if tied:
        words += " " + t("look.tie", others=", ".join(_name(snap, q) for q in tied),
                         count=count, seat=_seat(snap, p)[0])
        pieces += [_seat_target(snap, q) for q in [p, *tied]]
    return Why(words, Marks(tuple(dict.fromkeys(pieces)), (Island(i), Figure("priestess"))))


def _apostate(ev: dict, snap: dict) -> Why:
    p, i = ev["player"], snap["apostate"]
    isl = snap["islands"][i]
    count = isl["active"][p] + isl["inactive"][p]
    loss = count + 1
    words = t("look.apostate", who=_name(snap, p), island=_isl(snap, i), count=count,
              loss=loss)
    if -ev["delta"] < loss:
        words += " " + t("look.floor", lost=-ev["delta"])
    return Why(words, Marks(tuple(_groups(snap, i, p)), (Island(i), Figure("apostate"))))


def _temple(ev: dict, snap: dict) -> Why:
    p = ev["player"]
    fields = [f["field"] for f in snap["temple"]["fields"] if f["player"] == p]
    return Why(t("look.temple", who=_name(snap, p), count=len(fields)),
               Marks(tuple(Field(f) for f in fields), ()))


def _final(ev: dict, snap: dict) -> Why:
    """The game's end: shrines, favours held and the council seat count."""
    p, why = ev["player"], ev["why"]
    who, points = _name(snap, p), ev["delta"]
    if why == "shrines":
        places = [Shrine(i, p) for i, isl in enumerate(snap["islands"]) if isl["shrines"][p]]
        return Why(t("look.final_shrines", who=who, count=len(places), points=points),
                   Marks(tuple(places), ()))
    if why == "favours":
        held = [Held(p, k) for k in snap["favours"][p]]
        return Why(t("look.final_favours", who=who, count=len(held), points=points),
                   Marks(tuple(held), ()))
    seat = _seat(snap, p)[0]
    return Why(t("look.final_council", who=who, seat=seat, points=points),
               Marks((_seat_target(snap, p),), ()))


def _consecration(ev: dict, cmd: dict | None, snap: dict) -> Why:
    tile = cmd["tile"] if cmd else None
    value = snap["path"][snap["guardian"]].get("guardian")
    return Why(t("look.consecration", who=_name(snap, ev["player"]), tile=tile, value=value,
                 points=ev["delta"]),
               Marks((Tile(tile), Figure("guardian")), (Field(tile),),
                     ((Tile(tile), Field(tile)),)))


def _expelled(ev: dict, cmd: dict | None, snap: dict, victims: list[dict]) -> Why:
    by = ev.get("by")
    tile = cmd["tile"] if cmd and cmd["type"] == "consecrate" else None
    fields = [v["field"] for v in victims]
    words = t("look.expelled", who=_name(snap, by), victim=_name(snap, ev["player"]),
              field=ev["field"], tile=tile, count=len(fields))
    goals = ((Field(tile),) if tile else ()) + (Jetty(ev["player"]),)
    return Why(words, Marks(tuple(Field(f) for f in fields), goals, ()))


def _candle(ev: dict, events: list[dict], snap: dict) -> Why:
    marker = next((e for e in events if e.get("type") == "time_marker"), ev)
    turned, total = marker.get("turned"), marker.get("total")
    key = "look.last_candle" if turned == total else "look.candle"
    return Why(t(key, who=_name(snap, ev["player"]), turned=turned, total=total),
               Marks((), (Candles(),)))


def _favour(ev: dict, cmd: dict | None, snap: dict) -> Why:
    p, i = ev["player"], ev["island"]
    isl = snap["islands"][i]
    who, where, what = _name(snap, p), _isl(snap, i), kind(ev["kind"])
    if cmd is None or cmd["type"] != "favour":
        return Why(t("look.favour_start", who=who, island=where, kind=what),
                   Marks((), (IslandFavours(i),)))
    shrine = isl["shrines"][p]
    need = 1 if shrine else 2
    used = need - int(bool(cmd.get("novice_token")))
    words = t("look.favour", who=who, island=where, kind=what, count=used,
              left=isl["favours"] - 1)
    if shrine:
        words += " " + t("look.favour_shrine")
    if cmd.get("novice_token"):
        words += " " + t("look.novice_token")
    pieces: list = [Group(i, p, "active")] if used else []
    if shrine:
        pieces.append(Shrine(i, p))
    return Why(words, Marks(tuple(pieces), (IslandFavours(i),), ()))


def _council(ev: dict, cmd: dict, snap: dict) -> Why:
    i = cmd["island"]
    seats = cmd["count"] + int(bool(cmd.get("novice_token")))
    words = t("look.council", who=_name(snap, ev["player"]), island=_isl(snap, i),
              count=seats, src=ev["from"], dst=ev["to"])
    if ev["to"] - ev["from"] < seats:
        words += " " + t("look.council_top")
    return Why(words, Marks((Group(i, ev["player"], "active"),), (COUNCIL,), ()))


def _figure(ev: dict, cmd: dict | None, snap: dict) -> Why:
    fig, dst = ev["figure"], ev["to"]
    if cmd is not None and cmd["type"] == "banish":
        steps = cmd["count"] + int(bool(cmd.get("novice_token")))
        return Why(t("look.banish", who=_name(snap, cmd["player"]),
                     island=_isl(snap, ev["from"]), dst=_isl(snap, dst), count=steps),
                   Marks((Group(ev["from"], cmd["player"], "active"), Figure("apostate")),
                         (Island(dst),), ((Figure("apostate"), Island(dst)),)))
    if fig == "apostate":
        return Why(t("look.apostate_moves", island=_isl(snap, dst)),
                   Marks((Figure("apostate"),), (Island(dst),),
                         ((Figure("apostate"), Island(dst)),)))
    step = ARCHITECT_STEP if fig == "architect" else priestess_payout(snap["players"])[0]
    return Why(t("look.figure", figure=t(f"figure.{fig}"), count=step, island=_isl(snap, dst)),
               Marks((Figure(fig),), (Island(dst),), ((Figure(fig), Island(dst)),)))

