"""Why did that happen? One line of the game log explained in words: the rule that
applied and the numbers of that moment (issue 12, section 3; issue 22).

Pure: an event, the command that caused it, all that command's events and the snapshot
just before the command go in; a `Told` comes out: which rule, the sentence, and the
facts it states. Every count, seat, tile and point is read from the engine's events of
that command (`round_scored`, `tile_consecrated`, `novice_expelled`, `influence`,
`council_moved`, `figure_moved`, …), never recomputed from a position beside them: one
command may change the board before it scores (the solo automaton's round-end shrine),
and a position cannot know that. The snapshot before names things (players, islands)
and says what the board showed (the window rings those pieces, client/why.py).
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine.data import COUNCIL_TOP, FAVOUR_POINTS, ISLANDS, SHRINE_POINTS, priestess_payout
from .i18n import island, kind, ordinal, t
from .rule_words import action_rule


class Told(NamedTuple):
    """`rule`: what explains the line ("priestess", "council", …; "action": the rule of
    the command's own action); `text`: the words; `facts`: what the words state."""
    rule: str
    text: str
    facts: dict


def _name(snap: dict, p) -> str:
    return snap["names"][p] if isinstance(p, int) and 0 <= p < len(snap["names"]) \
        else t("log.someone")


def _isl(snap: dict, i) -> str:
    if i == "jetty":
        return t("jetty")
    return island(snap["islands"][i]["kind"]) if isinstance(i, int) else "?"


def _seat(snap: dict, p: int) -> int:
    return next((seat for seat, stack in enumerate(snap["council"]) if p in stack), 0)


def _first(events: list[dict], etype: str, **match) -> dict | None:
    return next((e for e in events if e.get("type") == etype
                 and all(e.get(k) == v for k, v in match.items())), None)


def tell(ev: dict, cmd: dict | None, events: list[dict], before: dict) -> Told:
    """The rule behind `ev` (one of `events`, the events of `cmd`), told with the
    names of `before`, the position just before `cmd` was played."""
    et = ev.get("type")
    if et == "influence":
        why = ev.get("why")
        if why in _GAINS:
            told = _GAINS[why](ev, cmd, events, before)
            if told is not None:
                return told
    if et == "novice_expelled":
        return _expelled(ev, events, before)
    if et == "game_over":
        return _game_over(ev, before)
    if et == "time_marker":
        return _candle(ev, events, before)
    if et == "favour_taken":
        return _favour(ev, cmd, events, before)
    if et == "council_moved" and cmd is not None and cmd["type"] == "council":
        return _council(ev, cmd, events, before)
    if et == "figure_moved":
        return _figure(ev, cmd, events, before)
    if et == "guardian_moved":
        return Told("guardian", t("look.guardian", value=ev.get("to_value")),
                    {"value": ev.get("to_value")})
    if et == "round_started":
        return _round_started(ev, events, before)
    if et == "round_scored":
        return Told("round_scored", t("look.round_scored", round=ev["round"]),
                    {"round": ev["round"]})
    return _action(cmd, before)


def _action(cmd: dict | None, before: dict) -> Told:
    """Any other line: the rule of the action that caused it."""
    if cmd is None:
        return Told("none", "", {})
    if cmd["type"] == "travel":         # its rule's words ask for clicks: told as done
        count = sum(m["count"] for m in cmd["moves"])
        return Told("travel", t("look.travel", who=_name(before, cmd["player"]), count=count),
                    {"player": cmd["player"], "count": count})
    return Told("action", action_rule(cmd["type"], before), {"type": cmd["type"]})


def _priestess(ev: dict, cmd, events: list[dict], snap: dict) -> Told | None:
    scored = _first(events, "round_scored")
    places = scored["priestess"] if scored else []
    place = next((k for k, e in enumerate(places) if e["player"] == ev["player"]), None)
    if place is None:
        return None
    p, i, count = ev["player"], snap["priestess"], places[place]["count"]
    facts = {"player": p, "island": i, "count": count, "place": place + 1,
             "points": places[place]["points"]}
    words = t("look.priestess", who=_name(snap, p), island=_isl(snap, i), count=count,
              place=ordinal(place + 1), points=facts["points"],
              pay="/".join(str(v) for v in priestess_payout(snap["players"])))
    tied = [e["player"] for e in places if e["count"] == count and e["player"] != p]
    if tied:
        words += " " + t("look.tie", others=", ".join(_name(snap, q) for q in tied),
                         count=count)
    return Told("priestess", words, {**facts, "tied": tied})


def _scored_row(events: list[dict], part: str, p: int) -> dict | None:
    """Player p's row of one part ("apostate", "temple") of the command's round scoring."""
    scored = _first(events, "round_scored")
    return next((e for e in (scored[part] if scored else []) if e["player"] == p), None)


def _apostate(ev: dict, cmd, events: list[dict], snap: dict) -> Told | None:
    row = _scored_row(events, "apostate", ev["player"])
    if row is None:
        return None
    p, i, loss, count = ev["player"], snap["apostate"], -row["points"], row["count"]
    facts = {"player": p, "island": i, "count": count, "loss": loss, "lost": -ev["delta"]}
    words = t("look.apostate", who=_name(snap, p), island=_isl(snap, i), count=count,
              loss=loss)
    if facts["lost"] < loss:
        words += " " + t("look.floor", lost=facts["lost"])
    return Told("apostate", words, facts)


def _temple(ev: dict, cmd, events: list[dict], snap: dict) -> Told | None:
    row = _scored_row(events, "temple", ev["player"])
    if row is None:
        return None
    p, count = ev["player"], row["points"]
    return Told("temple", t("look.temple", who=_name(snap, p), count=count),
                {"player": p, "count": count})


def _final(ev: dict, cmd, events: list[dict], snap: dict) -> Told:
    """The game's end: shrines, favours held and the council seat count."""
    p, why, points = ev["player"], ev["why"], ev["delta"]
    who = _name(snap, p)
    if why == "shrines":
        count = points // SHRINE_POINTS
        return Told("final_shrines", t("look.final_shrines", who=who, count=count,
                                       points=points), {"player": p, "count": count})
    if why == "favours":
        count = points // FAVOUR_POINTS
        return Told("final_favours", t("look.final_favours", who=who, count=count,
                                       points=points), {"player": p, "count": count})
    seat = _seat(snap, p)
    return Told("final_council", t("look.final_council", who=who, seat=seat, points=points),
                {"player": p, "seat": seat})


def _consecration(ev: dict, cmd, events: list[dict], snap: dict) -> Told | None:
    placed = _first(events, "tile_consecrated", player=ev["player"])
    if placed is None:
        return None
    tile, p = placed["tile"], ev["player"]
    solo = cmd is not None and cmd["type"] == "solo_deactivate"
    words = t("look.consecration_solo" if solo else "look.consecration", who=_name(snap, p),
              tile=tile, value=ev["delta"], points=ev["delta"])
    return Told("consecration", words, {"player": p, "tile": tile, "points": ev["delta"]})


def _expulsion(ev: dict, cmd, events: list[dict], snap: dict) -> Told | None:
    victim = _first(events, "novice_expelled", by=ev["player"])
    return _expelled(victim, events, snap) if victim else None


def _expelled(ev: dict, events: list[dict], snap: dict) -> Told:
    by = ev.get("by")
    placed = _first(events, "tile_consecrated", player=by)
    tile = placed["tile"] if placed else None
    victims = [e["field"] for e in events if e.get("type") == "novice_expelled"
               and e.get("by") == by]
    to = ev.get("to", "jetty")
    key = "look.expelled" if to == "jetty" else "look.expelled_solo"
    words = t(key, who=_name(snap, by), victim=_name(snap, ev["player"]), field=ev["field"],
              tile=tile, island=_isl(snap, to), count=len(victims))
    return Told("expelled", words, {"player": ev["player"], "by": by, "field": ev["field"],
                                    "tile": tile, "to": to, "fields": victims})


def _book(ev: dict, cmd, events: list[dict], snap: dict) -> Told | None:
    if cmd is None:
        return None
    moved = _first(events, "book_moved", player=ev["player"])
    p = ev["player"]
    if cmd["type"] == "solo_deactivate" and moved is not None:
        words = t("look.book_solo", who=_name(snap, p), person=_name(snap, 0),
                  src=moved["from"], dst=moved["to"], delta=ev["delta"])
        return Told("book_solo", words, {"player": p, "from": moved["from"],
                                         "to": moved["to"], "points": ev["delta"]})
    return Told("book", t("look.book", who=_name(snap, p), delta=ev["delta"]),
                {"player": p, "points": ev["delta"]})


def _meditation(ev: dict, cmd, events: list[dict], snap: dict) -> Told:
    return _candle(ev, events, snap)


_GAINS = {"priestess": _priestess, "apostate": _apostate, "temple": _temple,
          "consecration": _consecration, "expulsion": _expulsion, "meditation": _meditation,
          "shrines": _final, "favours": _final, "council": _final, "book": _book}


def _game_over(ev: dict, snap: dict) -> Told:
    w = ev["winner"]
    if "solo_result" in ev:
        r = ev["solo_result"]
        return Told("game_over", t("look.game_over_solo", person=_name(snap, 0),
                                   result=f"{'+' if r > 0 else ''}{r}".replace("-", "−")),
                    {"player": w, "result": r})
    return Told("game_over", t("look.game_over", who=_name(snap, w), score=ev["scores"][w]),
                {"player": w, "score": ev["scores"][w]})


def _candle(ev: dict, events: list[dict], snap: dict) -> Told:
    marker = _first(events, "time_marker") or ev
    turned, total = marker.get("turned"), marker.get("total")
    key = "look.last_candle" if turned == total else "look.candle"
    return Told("candle", t(key, who=_name(snap, ev["player"]), turned=turned, total=total),
                {"player": ev["player"], "turned": turned, "total": total})


def _favour(ev: dict, cmd: dict | None, events: list[dict], snap: dict) -> Told:
    p, i = ev["player"], ev["island"]
    isl = snap["islands"][i]
    who, where, what = _name(snap, p), _isl(snap, i), kind(ev["kind"])
    if cmd is None or cmd["type"] != "favour":
        return Told("favour_start", t("look.favour_start", who=who, island=where, kind=what),
                    {"player": p, "island": i})
    shrine = bool(isl["shrines"][p])
    used, token = _spent(events, p)
    words = t("look.favour", who=who, island=where, kind=what, used=_used(used, token),
              left=isl["favours"] - 1)
    if shrine:
        words += " " + t("look.favour_shrine")
    return Told("favour", _with_token(words, token),
                {"player": p, "island": i, "novices": used, "shrine": shrine, "token": token})


def _spent(events: list[dict], p: int) -> tuple[int, bool]:
    """The active novices player p's command used, and whether the novice favour stood
    in for one."""
    novices = sum(e["count"] for e in events
                  if e.get("type") == "novices_used" and e.get("player") == p)
    return novices, _first(events, "favour_returned", player=p, kind="novice") is not None


def _used(novices: int, token: bool) -> str:
    """What an action spent: its active novices, and the novice favour if it stood in for
    one (DE 263: it replaces one active novice; it is never counted as one)."""
    if not token:
        return t("look.used", count=novices)
    return t("look.used_token", count=novices) if novices else t("look.used_token_only")


def _with_token(words: str, token: bool) -> str:
    return words + " " + t("look.novice_token") if token else words


def _council(ev: dict, cmd: dict, events: list[dict], snap: dict) -> Told:
    p, i, src, dst = ev["player"], cmd["island"], ev["from"], ev["to"]
    novices, token = _spent(events, p)
    words = t("look.council", who=_name(snap, p), island=_isl(snap, i),
              used=_used(novices, token), src=src, dst=dst)
    others = [q for q in snap["council"][dst] if q != p]
    if others:
        words += " " + t("look.council_under" if dst == COUNCIL_TOP else "look.council_on_top")
    return Told("council", _with_token(words, token),
                {"player": p, "island": i, "from": src, "to": dst, "count": dst - src,
                 "novices": novices, "token": token})


def _figure(ev: dict, cmd: dict | None, events: list[dict], snap: dict) -> Told:
    fig, src, dst = ev["figure"], ev["from"], ev["to"]
    steps = (dst - src) % ISLANDS
    facts = {"figure": fig, "from": src, "to": dst, "count": steps}
    if cmd is not None and cmd["type"] == "banish":
        novices, token = _spent(events, cmd["player"])
        # one island per novice and for the favour: seven or more go round the ring and
        # past where he stood, which the ring's difference alone would tell as 0 or 1
        steps = novices + int(token)
        facts.update(player=cmd["player"], novices=novices, token=token, count=steps)
        words = t("look.banish", who=_name(snap, cmd["player"]), island=_isl(snap, src),
                  dst=_isl(snap, dst), used=_used(novices, token), count=steps)
        return Told("banish", _with_token(words, token), facts)
    if fig == "apostate":
        if snap.get("solo_level") is not None:
            return Told("apostate_moves", t("look.apostate_moves_solo", who=_name(snap, 0),
                                            island=_isl(snap, dst)), facts)
        return Told("apostate_moves", t("look.apostate_moves", island=_isl(snap, dst)), facts)
    return Told("figure", t(f"look.figure.{fig}", count=steps, island=_isl(snap, dst)), facts)


def _round_started(ev: dict, events: list[dict], snap: dict) -> Told:
    rnd, who = ev["round"], _name(snap, ev["start_player"])
    facts = {"round": rnd, "player": ev["start_player"]}
    if snap.get("solo_level") is not None:
        key = "look.round_solo_first" if rnd == 1 else "look.round_solo"
        return Told("round_solo", t(key, round=rnd), facts)
    if rnd == 1:
        return Told("round_started", t("look.round_first", who=who), facts)
    words = t("look.round_next", round=rnd, who=who)
    if snap["players"] == 2:
        words += " " + t("look.start_two")
    else:
        last = _first(events, "time_marker")
        if last is not None:
            words += " " + t("look.start_left", last=_name(snap, last["player"]))
    return Told("round_started", words, facts)

