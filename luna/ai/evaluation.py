"""How good a position looks: each player's estimated final score, and a player's lead.

The Adept ranks commands by the lead they leave; the Master scores the ends of its
look-ahead with it. An estimate is the influence already won, plus what the end of the
game would add now (shrines, council seat, favours), plus the pending scoring of this
round (weighted by how close its end is), plus what the pieces promise for the rounds
still to come (temple novices, claimed tiles, novices on the islands, favours to spend,
the island the Moon Priestess visits next).

The engine's State is only read here, never changed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import compress, repeat
from math import fsum
from operator import add, lshift, or_

from ..engine.data import ARCHITECT_STEP, COUNCIL_POINTS, ISLANDS, ROUNDS, priestess_payout
from ..engine.state import State
from ..engine.temple import previous_guardian

SHRINE_POINTS = 4


def _use_values() -> dict[str, float]:
    return {"shrine": 1.6, "herbs": 0.8, "tides": 0.6, "sailboat": 0.8, "bribery": 0.8,
            "book": 0.6, "novice": 0.6}


@dataclass(frozen=True)
class Weights:
    """The knobs of the estimate (tuned by self-play, see bench/ai.py)."""
    pending_base: float = 0.6      # share of this round's scoring counted at its start
    next_priestess: float = 0.35   # share of next round's majority counted now
    temple_safe: float = 1.0       # per temple novice per later round, safe
    temple_exposed: float = 0.75   # ... when a higher neighbour field can still be filled
    tile_action: float = 1.5       # a claimed tile still needs a Consecration
    tile_later: float = 0.8        # share of a tile's worth when it waits a round
    active: float = 0.3            # an unused active novice this round
    active_cap: int = 10
    novice_round: float = 0.35     # a novice on the islands, per later round
    jetty_round: float = 0.12      # a novice on the jetty, per later round
    shrine_next: float = 0.8       # shrine favour + 2 novices at the Architect's next stop
    last_round_use: float = 0.25   # favour use value left in the last round
    vs_best: float = 0.5           # lead: weight of the best opponent against the mean
    use: dict[str, float] = field(default_factory=_use_values)


DEFAULT = Weights()
# The Master's: tuned by self-play for the look-ahead (bench/tune.py; an Adept with them
# outscores Adepts with DEFAULT on deals the tuning never saw) and checked against the
# frozen baseline with bench/ai.py. The Adept keeps DEFAULT: the guided first game's
# computer and every position test were written against its play.
MASTER = Weights(pending_base=0.36, novice_round=0.525,
                 use=_use_values() | {"shrine": 0.96, "book": 0.9})


def _council_rank(s: State) -> list[tuple[int, int]]:
    rank = [(0, 0)] * s.players
    for seat, stack in enumerate(s.council):
        if stack:
            for height, q in enumerate(stack):
                rank[q] = (seat, height)
    return rank


def _majority(counts: list[int], rank: list[tuple[int, int]], pay: tuple[int, ...]
              ) -> list[tuple[int, int]]:
    """(player, payout) for the places on an island with these counts (no two players
    share a council place, so the order has no ties)."""
    order = sorted([(c, rank[q], q) for q, c in enumerate(counts) if c > 0], reverse=True)
    return [(t[2], pay[k]) for k, t in enumerate(order[:len(pay)])]


# A player's place as one sort key: (count << _COUNT) | (seat << _SEAT) | (height << 3) |
# player orders exactly as the tuple (count, (seat, height), player) does (a seat is at
# most 10, a stack's height and a player at most 7), so a majority sorts plain integers.
_SEAT, _COUNT, _PLAYER = 6, 10, 7
_ONE, _SHIFT = 1 << _COUNT, repeat(_COUNT)    # (a count of one; the count's shift)
_PAYOUTS = tuple(priestess_payout(n) for n in range(5))   # by number of players
_SEATS = range(len(COUNCIL_POINTS))


def _places(council: list[list[int]], n: int) -> list[int]:
    """Each player's council place as the low bits of a majority's sort key (a player
    not in the council counts as seat 0, height 0, as in _council_rank)."""
    place = list(range(n))
    for seat in compress(_SEATS, council):       # (the few seats with a stack)
        key = seat << _SEAT
        for q in council[seat]:                  # (bottom to top: height 0, 1, ...)
            place[q] = key | q
            key += 8
    return place


Sides = dict[int, tuple[int, ...]]
_SIDES: dict[int, tuple[dict, Sides, Sides]] = {}


def _sides(adjacent: Sides) -> tuple[Sides, Sides]:
    """Each temple field's higher neighbours (a consecration there would expel its
    novice) and lower ones (whose novices a consecration of it would expel), worked out
    once per temple: keyed by the adjacency's id, the entry keeps the adjacency alive,
    so the id cannot pass to another (an adjacency is never changed: copies of a state
    share theirs)."""
    got = _SIDES.get(id(adjacent))
    if got is not None and got[0] is adjacent:
        return got[1], got[2]
    if len(_SIDES) >= 64:
        _SIDES.clear()
    above = {k: tuple(m for m in near if m > k) for k, near in adjacent.items()}
    below = {k: tuple(m for m in near if m < k) for k, near in adjacent.items()}
    _SIDES[id(adjacent)] = (adjacent, above, below)
    return above, below


def round_certainty(s: State, w: Weights) -> float:
    """How much of this round's pending scoring to count: more as the candles burn down;
    all of it in the solo game, where the person ends the round."""
    if s.solo:
        return 1.0
    if s.phase != "actions" or not s.time_total:
        return w.pending_base
    return w.pending_base + (1 - w.pending_base) * s.time_turned / s.time_total


Term = tuple[str, int | None]    # (term name, island or tile it is about, or None)


def estimates(s: State, w: Weights = DEFAULT) -> list[float]:
    """Each player's estimated final score."""
    est = [0.0] * s.players
    _tally(s, w, est, None)
    return est


def terms(s: State, w: Weights = DEFAULT) -> list[dict[Term, float]]:
    """Each player's estimate split into its named terms (they add up to estimates())."""
    out: list[dict[Term, float]] = [{} for _ in range(s.players)]
    _tally(s, w, [0.0] * s.players, out)
    return out


def _name(named: list[dict[Term, float]], p: int, name: str, place: int | None,
          x: float) -> None:
    key = (name, place)
    named[p][key] = named[p].get(key, 0.0) + x


def _tally(s: State, w: Weights, est: list[float], named: list[dict[Term, float]] | None
           ) -> None:
    """The one account of the estimate: every term's points added to `est[player]` and,
    where `named` is given, to that player's named term too, so estimates() and terms()
    can never disagree. (The search calls this for every position it weighs: each term
    is added in place, a call only where its name is wanted; each player's terms are
    added in one fixed order, so the float sums stay the same to the last bit.)"""
    n = s.players
    if s.final:
        for p in range(n):
            x = float(s.final["scores"][p])
            est[p] += x
            if named:
                _name(named, p, "influence", None, x)
        return
    left = ROUNDS - s.round
    pay = _PAYOUTS[n]
    place = _places(s.council, n)
    automaton = -1 if s.solo_level is None else 1
    active, inactive, shrines, favours = s.active, s.inactive, s.shrines, s.favours
    fields, adjacent = s.fields, s.adjacent
    influence = s.influence

    # (whole numbers so far: their sum is exact in any grouping)
    built = list(map(sum, zip(*shrines, strict=False)))
    for p in range(n):
        council = COUNCIL_POINTS[place[p] >> _SEAT]
        est[p] += float(influence[p] + council + len(favours[p]) + SHRINE_POINTS * built[p])
        if named:
            _name(named, p, "influence", None, float(influence[p]))
            _name(named, p, "council", None, council)
            _name(named, p, "favours", None, len(favours[p]))
            for i, isl in enumerate(shrines):
                if isl[p]:
                    _name(named, p, "shrine", i, SHRINE_POINTS)

    # This round's scoring (_majority written out on the places' sort keys).
    cert = round_certainty(s, w)
    pri = s.priestess
    order = sorted(map(or_, map(lshift, map(add, active[pri], shrines[pri]), _SHIFT), place),
                   reverse=True)
    for pts, key in zip(pay, order, strict=False):
        if key < _ONE:      # (no novice there: no place)
            break
        q = key & _PLAYER
        x = cert * pts
        est[q] += x
        if named:
            _name(named, q, "priestess", pri, x)
    ap = s.apostate
    for p, (a, b) in enumerate(zip(active[ap], inactive[ap], strict=False)):
        x = a + b
        if x and p != automaton:
            x = -cert * (x + 1)
            est[p] += x
            if named:
                _name(named, p, "apostate", ap, x)

    # The temple: this round's point, later rounds' points, safe or exposed (a novice
    # not protected by a Book is exposed while a higher neighbour field is still empty:
    # a later consecration there would expel it).
    w_safe, w_exposed = w.temple_safe, w.temple_exposed
    safe, exposed = 1 + left * w_safe, 1 + left * w_exposed
    above, below = _sides(adjacent)
    for f in fields.values():
        q = f["player"]
        if q is None:
            continue
        x = safe
        if not f["book"]:
            for m in above[f["field"]]:
                g = fields[m]
                if g["player"] is None and not g["tile"]:
                    x = exposed
                    break
        est[q] += x
        if named:
            _name(named, q, "temple", None, x)

    # Claimed tiles on the path: worth their consecration less the action it takes, and
    # less the risk that the round ends first (the Guardian then steps down).
    path, guardian = s.path, s.guardian
    gv_now = None
    for index, e in enumerate(path):
        q = e.get("claimed_by")
        if q is None:
            continue
        if gv_now is None:      # (read at the first claim: many positions have none)
            gv_now = path[guardian]["guardian"]
            before = previous_guardian(s)
            gv_next = path[before]["guardian"] if before >= 0 else 0
            late = s.time_turned / s.time_total if s.time_total else 0.0
        # (its temple weight as a novice's there, its Book protecting only its own
        # novice; the gain is the opponent novices it would expel now)
        number = e["tile"]
        f = fields[number]
        weight = w_safe
        if not (f["book"] and f["player"] == q):
            for m in above[number]:
                g = fields[m]
                if g["player"] is None and not g["tile"]:
                    weight = w_exposed
                    break
        future = left * weight
        gain = 0
        for m in below[number]:
            g = fields[m]
            if g["player"] is not None and g["player"] != q and not g["book"]:
                gain += 1
        if index > guardian or "bribery" in favours[q]:
            now = gv_now + gain + 1 + future
            later = (gv_next + gain + future) if left else 0.0
            x = (1 - late) * now + late * later - w.tile_action
        else:
            x = w.tile_later * (gv_next + gain + future) - w.tile_action
        est[q] += x
        if named:
            _name(named, q, "tile", number, x)

    if left:
        nxt = (pri + pay[0]) % ISLANDS
        order = sorted(map(or_, map(lshift, map(add, map(add, active[nxt], inactive[nxt]),
                                                 shrines[nxt]), _SHIFT), place), reverse=True)
        for pts, key in zip(pay, order, strict=False):
            if key < _ONE:
                break
            q = key & _PLAYER
            x = w.next_priestess * pts
            est[q] += x
            if named:
                _name(named, q, "next_priestess", nxt, x)
        arch_next = (s.architect + ARCHITECT_STEP) % ISLANDS
        per_novice = left * w.novice_round      # (the products as written term by term)
        per_jetty = left * w.jetty_round

    in_actions = s.phase == "actions" and automaton < 0
    # (the columns are one per player by construction; the search reads them for every
    # position it weighs, so no length check here)
    use_of = w.use.__getitem__
    w_active, cap, last_use = w.active, w.active_cap, w.last_round_use
    awake = list(map(sum, zip(*active, strict=False)))
    if left:
        asleep = list(map(sum, zip(*inactive, strict=False)))
        jetty, supply, w_shrine = s.jetty, s.supply_shrines, w.shrine_next
        built_next, awake_next, asleep_next = (shrines[arch_next], active[arch_next],
                                               inactive[arch_next])
    for p in range(n):
        if p == automaton:
            continue
        held = favours[p]
        use = fsum(map(use_of, held))        # (exact: the same in any order, any process)
        x = use if left else use * last_use
        est[p] += x
        if named:
            _name(named, p, "favour_use", None, x)
        if in_actions:
            # (The solo game has no candles: the person may use every novice, so an
            # unused one is worth nothing when the round ends.)
            x = w_active * min(cap, awake[p])
            est[p] += x
            if named:
                _name(named, p, "active", None, x)
        if left:
            x = per_novice * (awake[p] + asleep[p])
            y = per_jetty * jetty[p]
            est[p] += x
            est[p] += y
            if named:
                _name(named, p, "novices", None, x)
                _name(named, p, "jetty", None, y)
            if (not built_next[p] and supply[p] and awake_next[p] + asleep_next[p] >= 2
                    and "shrine" in held):
                est[p] += w_shrine
                if named:
                    _name(named, p, "shrine_next", arch_next, w_shrine)


def lead(est: list[float], player: int, w: Weights = DEFAULT) -> float:
    """The player's estimate against a blend of the best and the mean opponent."""
    others = [x for q, x in enumerate(est) if q != player]
    if not others:
        return est[player]
    best = max(others)
    mean = sum(others) / len(others)
    return est[player] - (w.vs_best * best + (1 - w.vs_best) * mean)


def value(s: State, player: int, w: Weights = DEFAULT) -> float:
    """How good the position is for `player`: the lead of their estimate."""
    return lead(estimates(s, w), player, w)


def lead_weights(est: list[float], player: int, w: Weights = DEFAULT) -> list[float]:
    """The lead as a weighted sum: +1 for the player, minus each opponent's share (the
    best one, the first of equals, counts `vs_best` more), so lead() = sum(weight * est)."""
    others = [q for q in range(len(est)) if q != player]
    out = [0.0] * len(est)
    out[player] = 1.0
    if not others:
        return out
    best = max(others, key=lambda q: est[q])
    for q in others:
        out[q] = -(1 - w.vs_best) / len(others) - (w.vs_best if q == best else 0.0)
    return out


def contributions(s: State, player: int, w: Weights = DEFAULT) -> dict[Term, float]:
    """value() split into the evaluation's terms: each term's points for `player` less
    the opponents' points for the same term, weighted as the lead weighs them."""
    parts = terms(s, w)
    weights = lead_weights([sum(t.values()) for t in parts], player, w)
    out: dict[Term, float] = {}
    for q, part in enumerate(parts):
        if weights[q]:
            for key, x in part.items():
                out[key] = out.get(key, 0.0) + weights[q] * x
    return out
