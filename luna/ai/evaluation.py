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
from math import fsum

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
    is added in place, a call only where its name is wanted.)"""
    n = s.players
    if s.final:
        for p in range(n):
            x = float(s.final["scores"][p])
            est[p] += x
            if named:
                _name(named, p, "influence", None, x)
        return
    left = ROUNDS - s.round
    pay = priestess_payout(n)
    rank = _council_rank(s)
    automaton = -1 if s.solo_level is None else 1
    active, inactive, shrines, favours = s.active, s.inactive, s.shrines, s.favours
    fields, adjacent = s.fields, s.adjacent
    influence = s.influence

    # (whole numbers so far: their sum is exact in any grouping)
    built = list(map(sum, zip(*shrines, strict=False)))
    for p in range(n):
        est[p] += float(influence[p] + COUNCIL_POINTS[rank[p][0]] + len(favours[p])
                        + SHRINE_POINTS * built[p])
        if named:
            _name(named, p, "influence", None, float(influence[p]))
            _name(named, p, "council", None, COUNCIL_POINTS[rank[p][0]])
            _name(named, p, "favours", None, len(favours[p]))
            for i, isl in enumerate(shrines):
                if isl[p]:
                    _name(named, p, "shrine", i, SHRINE_POINTS)

    # This round's scoring.
    cert = round_certainty(s, w)
    pri = s.priestess
    here = [a + b for a, b in zip(active[pri], shrines[pri], strict=False)]
    for q, pts in _majority(here, rank, pay):
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

    # The temple: this round's point, later rounds' points, safe or exposed
    # (_temple_weight written out: its novice's own field, read for every position).
    safe, exposed = w.temple_safe, w.temple_exposed
    for number, f in fields.items():
        q = f["player"]
        if q is None:
            continue
        weight = safe
        if not f["book"]:
            for m in adjacent[number]:
                if m > number:
                    g = fields[m]
                    if g["player"] is None and not g["tile"]:
                        weight = exposed
                        break
        x = 1 + left * weight
        est[q] += x
        if named:
            _name(named, q, "temple", None, x)

    # Claimed tiles on the path: worth their consecration less the action it takes, and
    # less the risk that the round ends first (the Guardian then steps down).
    path, guardian = s.path, s.guardian
    gv_now = path[guardian]["guardian"]
    before = previous_guardian(s)
    gv_next = path[before]["guardian"] if before >= 0 else 0
    late = s.time_turned / s.time_total if s.time_total else 0.0
    for index, e in enumerate(path):
        q = e.get("claimed_by")
        if q is None:
            continue
        number = e["tile"]
        future = left * _temple_weight(fields, adjacent, number, q, w)
        gain = _expulsions(fields, adjacent, number, q)
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
        counts = [a + b + c for a, b, c in zip(active[nxt], inactive[nxt], shrines[nxt],
                                                strict=False)]
        for q, pts in _majority(counts, rank, pay):
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
    awake = list(map(sum, zip(*active, strict=False)))
    asleep = list(map(sum, zip(*inactive, strict=False)))
    jetty = s.jetty
    for p in range(n):
        if p == automaton:
            continue
        held = favours[p]
        use = fsum(map(use_of, held))        # (exact: the same in any order, any process)
        x = use if left else use * w.last_round_use
        est[p] += x
        if named:
            _name(named, p, "favour_use", None, x)
        if in_actions:
            # (The solo game has no candles: the person may use every novice, so an
            # unused one is worth nothing when the round ends.)
            x = w.active * min(w.active_cap, awake[p])
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
            if (not shrines[arch_next][p] and s.supply_shrines[p]
                    and active[arch_next][p] + inactive[arch_next][p] >= 2
                    and "shrine" in held):
                est[p] += w.shrine_next
                if named:
                    _name(named, p, "shrine_next", arch_next, w.shrine_next)


def _temple_weight(fields: dict, adjacent: dict, number: int, player: int,
                   w: Weights) -> float:
    """What a novice on field `number` is worth per later round: less while a higher
    neighbour field is still empty (a later consecration there would expel it)."""
    f = fields[number]
    if f["book"] and f["player"] == player:
        return w.temple_safe
    for m in adjacent[number]:
        if m > number:
            g = fields[m]
            if g["player"] is None and not g["tile"]:
                return w.temple_exposed
    return w.temple_safe


def _expulsions(fields: dict, adjacent: dict, number: int, player: int) -> int:
    """Opponent novices that consecrating tile `number` would expel now."""
    out = 0
    for m in adjacent[number]:
        if m < number:
            f = fields[m]
            if f["player"] is not None and f["player"] != player and not f["book"]:
                out += 1
    return out


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
