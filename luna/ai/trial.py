"""What the judge's look-ahead games show one move gaining over another, part by part.

The judge measures a move against another in paired look-ahead games played to the end
of a round (judge.difference). Where nothing the move does alone bears a reason out, the
reason is what those games show: the parts of the mover's score in which the move's games
end ahead of the other's, on average over the pairs, each with its figure. The parts are
the engine's own: the influence each round's scoring gave (Moon Priestess, temple,
Apostate), the influence the actions gave, what the council seat, the favour tokens and
the shrines would score at the game's end (or scored, where the games reached it), the
mover's novices on the islands for later rounds, and the influence of the other players.
"""

from __future__ import annotations

import math

from ..engine.data import ISLANDS
from ..engine.scoring import final_breakdown
from ..engine.state import State

# the parts, in the order a tie between two is told; "novices" counts novices, "others"
# the other players' influence (less of it is in the mover's favour), the rest influence
PARTS = ("priestess", "temple", "apostate", "actions", "council", "favours", "shrines",
         "novices", "others")
SCORED = ("priestess", "temple", "apostate", "council", "favours", "shrines")
FINAL = ("council", "favours", "shrines")
TOLD = 2            # parts named at most (the Hint's card holds one short clause)
# the parts of the mover's own score (influence, now or at the final count)
OWN = ("priestess", "temple", "apostate", "actions", "council", "favours", "shrines")
# what the position left holds for later rounds that the estimate counts and a player can
# count on the board, where rounds remain (never told as a part of the score): the
# mover's novices where the Apostate stands after the round (fewer is better) and where
# the Moon Priestess then stands, the temple tiles claimed to consecrate, the favour
# tokens held
LEFT = ("apostate_left", "priestess_left", "tiles", "tokens")
FEWER = ("others", "apostate_left")       # less of these is in the mover's favour


def parts_of(end: State, seen: list[dict], p: int) -> dict[str, int]:
    """Player p's parts in one look-ahead game: what it scored from the decision on
    (`seen`: its influence events), what the final count would give at `end`, p's novices
    on the islands there and the other players' influence."""
    out = dict.fromkeys((*PARTS, *LEFT), 0)
    for e in seen:
        if e.get("type") == "influence" and e.get("player") == p:
            out[e["why"] if e.get("why") in SCORED else "actions"] += e["delta"]
    if end.final is None:               # the game goes on: what the final count would add
        for k, v in final_breakdown(end, p).items():
            out[k] += v
    if end.final is None:               # novices for later rounds, where rounds remain
        out["novices"] = sum(end.active[i][p] + end.inactive[i][p] for i in range(ISLANDS))
        out.update(left_of(end, p))
    out["others"] = sum(end.influence[q] for q in range(end.players) if q != p)
    return out


def left_of(end: State, p: int) -> dict[str, int]:
    """Player p's LEFT counts at `end` (a round's end, the figures moved on)."""
    def on(i: int) -> int:
        return end.active[i][p] + end.inactive[i][p]
    return {"apostate_left": on(end.apostate), "priestess_left": on(end.priestess),
            "tiles": end.path_novices(p), "tokens": len(end.favours[p])}


def gained(mine: list[dict[str, int]], theirs: list[dict[str, int]]) -> dict[str, float]:
    """Each part's mean paired difference (the move's games against the other's), signed
    so that more is in the mover's favour (the others' influence negated)."""
    n = len(mine)
    out = {}
    for k in (*PARTS, *LEFT):
        d = sum(a[k] - b[k] for a, b in zip(mine, theirs, strict=True)) / n
        out[k] = -d if k in FEWER else d
    return out


def told(gains: dict[str, float]) -> dict[str, int]:
    """The parts to name: those the move gains at least 1 in (rounded), largest first,
    at most TOLD; the figures signed as the games show them (the others' as a loss)."""
    ahead = sorted((k for k in PARTS if round(gains[k]) >= 1),
                   key=lambda k: (-round(gains[k]), PARTS.index(k)))[:TOLD]
    return {k: -round(gains[k]) if k == "others" else round(gains[k]) for k in ahead}


def behind(gains: dict[str, float]) -> dict[str, int]:
    """The parts the move's games end behind in (at least 1, rounded), most first, at
    most TOLD; the figures signed as the games show them (the others' as a gain)."""
    back = sorted((k for k in PARTS if round(gains[k]) <= -1),
                  key=lambda k: (round(gains[k]), PARTS.index(k)))[:TOLD]
    return {k: -round(gains[k]) if k == "others" else round(gains[k]) for k in back}


# the round scorings: what a Hint gives up there against the next best is named (F391)
ROUND_SCORED = ("priestess", "temple", "apostate")


def lost(mine: list[dict[str, int]], theirs: list[dict[str, int]]) -> dict[str, int]:
    """The round scorings the move's games give up to the other move's: behind by at
    least 1 on average (rounded) and ahead in no pair (the other move keeps it in every
    game where they differ: a mean alone of four games is often one game's luck), most
    first; each with what the other move's games score more there, positive (less lost
    to the Apostate, for his)."""
    gains = gained(mine, theirs)
    back = [k for k in ROUND_SCORED if round(gains[k]) <= -1
            and all(a[k] <= b[k] for a, b in zip(mine, theirs, strict=True))]
    back.sort(key=lambda k: (round(gains[k]), ROUND_SCORED.index(k)))
    return {k: -round(gains[k]) for k in back}


def own(mine: list[dict[str, int]], start: dict[str, int]) -> dict[str, float]:
    """What the mover's own score gains part by part in the move's look-ahead games from
    the decision on (`start`: parts_of the position before it, with nothing seen), on
    average over the games."""
    n = len(mine)
    return {k: sum(a[k] - start[k] for a in mine) / n for k in OWN}


def clear(gains: dict[str, float]) -> dict[str, int]:
    """The one part the mover's score gains most in, where it is clear: at least 1
    (rounded) and more than twice any other part's gain; else none."""
    ranked = sorted(OWN, key=lambda k: (-gains[k], OWN.index(k)))
    top = ranked[0]
    if round(gains[top]) < 1 or any(gains[k] * 2 > gains[top] for k in ranked[1:]):
        return {}
    return {top: round(gains[top])}


ACCOUNTED = 2       # parts of the mover's own score an account names at most (the card)
# parts a planned move's cost is told in at most (its own sentence over the instructions):
# two that cancel out (+5 from the actions, -5 from the Moon Priestess) left the part that
# made the cost (3 more lost to the Apostate) unsaid
IN_HAND_PARTS = 3


def account(gains: dict[str, float], net: int, priced: tuple[str, ...] = (),
            most: int = ACCOUNTED) -> dict[str, int]:
    """The net gain `net` (in influence, the judge's measure: what the move makes more
    than the other one, the lead of its estimate) told part by part so that the figures
    add up to it: the parts of the mover's own score (OWN) the paired games differ in by
    1 or more (rounded), the `priced` ones first (a round scoring given up, named as the
    price: F391), then the largest, `most` at most; and "rest", what the estimate sees
    beyond them (the position left, the others' scores, the parts not named), so that
    the sum is `net`. Gains first (largest first), then losses."""
    moved = {k: round(gains.get(k, 0.0)) for k in OWN if abs(round(gains.get(k, 0.0))) >= 1}
    named = [k for k in priced if k in moved]
    named += sorted((k for k in moved if k not in named),
                    key=lambda k: (-abs(moved[k]), OWN.index(k)))
    named = named[:most]
    named.sort(key=lambda k: (-moved[k], OWN.index(k)))
    fit = added_up(gains, named, net)
    out = {k: moved[k] for k in named} if fit is None else fit
    rest = net - sum(out.values())
    if rest:
        out["rest"] = rest
    return out


def added_up(gains: dict[str, float], named: list[str], net: int
             ) -> dict[str, int] | None:
    """The parts `named` of `gains` rounded so that they add up to `net` exactly, where
    they miss it by rounding alone (their sum within 1 of it: apportioned), in the order
    named; None where they miss it by more (or none is named). Every account of a move's
    gain part by part (a Hint's, the Review's) names figures a player can add up to the
    total it says ("5 more …, 2 more …; in all 8" read as a sum gone wrong)."""
    if named and abs(net - sum(gains[k] for k in named)) < 1:
        return apportioned({k: gains[k] for k in named}, net)
    return None


def apportioned(figures: dict[str, float], total: int) -> dict[str, int]:
    """`figures` rounded to whole numbers that add up to `total` exactly (the largest
    remainder method: each rounded down, the ones with the largest remainders one up
    until the sum is reached), within 1 of their sum; a part that rounds to 0 is left
    out. The order of `figures` is kept."""
    down = {k: math.floor(v) for k, v in figures.items()}
    short = total - sum(down.values())
    ups = sorted(figures, key=lambda k: (down[k] - figures[k], list(figures).index(k)))
    for k in ups[:max(0, short)]:
        down[k] += 1
    return {k: v for k, v in down.items() if v}


# what the estimate sees beyond the mover's own score that a player can check on the
# board: the others' influence, the mover's novices on the islands, what the position
# left holds for later rounds (LEFT: a Banish whose parts added up to a loss, rated
# higher for the Apostate standing away from the mover's novices, said only "the
# position each move leaves")
BEYOND = ("others", "novices", *LEFT)


def beyond(gains: dict[str, float]) -> dict[str, int]:
    """The parts outside the mover's own score the move's games end ahead in by 1 or
    more (rounded), signed as the games show them (the others' as a loss): the checkable
    part of what the estimate weighs beyond an account's parts."""
    return {k: -round(gains[k]) if k in FEWER else round(gains[k])
            for k in BEYOND if round(gains.get(k, 0.0)) >= 1}
