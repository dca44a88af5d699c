"""Scoring: each round's Moon Priestess, Apostate and temple, and the final count."""

from __future__ import annotations

from typing import NamedTuple

from .common import gain
from .data import COUNCIL_POINTS, FAVOUR_POINTS, SHRINE_POINTS, TEMPLE_POINTS, priestess_payout
from .state import State


def priestess_places(s: State) -> list[tuple[int, int, int]]:
    """(player, count, payout) in place order on the Moon Priestess's island.

    Count = active novices + shrines; ties go further along the council (higher in the
    stack on the same seat); a count of 0 takes no place; unpaid places are lost."""
    i = s.priestess
    counts = [(p, s.active[i][p] + int(s.shrines[i][p])) for p in range(s.players)]
    ranked = sorted((pc for pc in counts if pc[1] > 0),
                    key=lambda pc: (pc[1], s.council_seat(pc[0])), reverse=True)
    pay = priestess_payout(s.players)
    return [(p, n, pay[k] if k < len(pay) else 0) for k, (p, n) in enumerate(ranked)]


def tie_order(s: State, players) -> list[int]:
    """`players` in the order a tie between them goes as the council stands in `s`:
    further along it first, then higher in the stack on the same seat (the Moon
    Priestess's places, the final standing)."""
    return sorted(players, key=s.council_seat, reverse=True)


def spared_by_apostate(s: State, p: int) -> bool:
    """The solo game's automaton: "The Apostate costs the opponent nothing" (rules 6,
    level 1, end of round; FR: « L'Apostat ne fait pas perdre de point d'influence à
    votre adversaire »)."""
    return s.solo and p == 1


def apostate_count(s: State, p: int) -> int:
    """Player p's novices on (active) and beside (inactive) the Apostate's island."""
    return s.active[s.apostate][p] + s.inactive[s.apostate][p]


def apostate_losses(s: State) -> dict[int, int]:
    """Each player with x novices on or beside the Apostate's island loses x + 1
    (shrines do not count; in the solo game the automaton loses nothing)."""
    out = {}
    for p in range(s.players):
        x = apostate_count(s, p)
        if x and not spared_by_apostate(s, p):
            out[p] = x + 1
    return out


def temple_points(s: State) -> list[int]:
    """Each player's temple points at a scoring: 1 per own novice in the temple."""
    return [s.temple_novices(p) * TEMPLE_POINTS for p in range(s.players)]


SCORING_PARTS = ("priestess", "apostate", "temple")


def coming_scoring(s: State) -> list[dict[str, int]]:
    """What the round's scoring would give each player if it came now, part by part
    (the Apostate's as a loss), before influence is floored at 0: the counts
    `score_round` makes."""
    out = [dict.fromkeys(SCORING_PARTS, 0) for _ in range(s.players)]
    for p, _, pay in priestess_places(s):
        out[p]["priestess"] = pay
    for p, loss in apostate_losses(s).items():
        out[p]["apostate"] = -loss
    for p, points in enumerate(temple_points(s)):
        out[p]["temple"] = points
    return out


class IslandScoring(NamedTuple):
    """The round's scoring on one island, counted as if it came now: the Moon
    Priestess's places there (`priestess_places`: player, count, payout; empty where
    she stands elsewhere or nobody counts) and whom the Apostate there would cost
    (player, novices on and beside, the influence lost before the floor at 0:
    `apostate_losses`; empty where he stands elsewhere), and the players whose count ties
    the first place's there (`first_tied`: the council's order, the leader first; empty
    where nobody ties it)."""
    priestess: tuple[tuple[int, int, int], ...] = ()
    apostate: tuple[tuple[int, int, int], ...] = ()
    tied: tuple[int, ...] = ()


def first_tied(places: list[tuple[int, int, int]]) -> tuple[int, ...]:
    """The players of `priestess_places` whose count ties the first place's, in place
    order (the council broke the tie: the first of them leads); empty where nobody ties
    the leader."""
    tied = tuple(p for p, n, _ in places if n == places[0][1])
    return tied if len(tied) > 1 else ()


def scoring_by_island(s: State) -> dict[int, IslandScoring]:
    """The islands the round's scoring concerns (the Moon Priestess's and the
    Apostate's, one island where they stand together), each with what its scoring would
    give if it came now: the scoring's own counts, island by island."""
    places = priestess_places(s)
    out = {s.priestess: IslandScoring(priestess=tuple(places), tied=first_tied(places))}
    losses = tuple((p, apostate_count(s, p), loss) for p, loss in apostate_losses(s).items())
    out[s.apostate] = out.get(s.apostate, IslandScoring())._replace(apostate=losses)
    return out


class ScoringChange(NamedTuple):
    """What a move changes in its player's coming scoring: each part that changes
    (`parts`), the influence the scoring then gives in all (`total`, floored at 0), and
    how many of the player's novices the move brings to the Moon Priestess's island
    lying (`lying`: sent or recruited there, not laid down in place): she counts only
    standing ones, so they change nothing of hers this round (a preview naming only the
    parts that change kept silent of them). `others`: each other player whose loss to
    the Apostate the move changes, with that change ((player, points), points as
    `parts` counts them: a Banish sends him onto another's novices)."""
    parts: dict[str, int]
    total: int
    lying: int = 0
    others: tuple[tuple[int, int], ...] = ()


def scoring_change(before: State, after: State, p: int) -> ScoringChange | None:
    """What happened between `before` and `after` (one move) changes in player `p`'s
    coming scoring, each position's scoring counted as if it came now; None where the
    move ended the round (its scoring is past)."""
    if after.round != before.round or after.phase != before.phase:
        return None
    was, will = coming_scoring(before), coming_scoring(after)
    old, new = was[p], will[p]
    parts = {k: new[k] - old[k] for k in SCORING_PARTS if new[k] != old[k]}
    others = tuple((q, will[q]["apostate"] - was[q]["apostate"]) for q in range(after.players)
                   if q != p and will[q]["apostate"] != was[q]["apostate"])
    # the novices the move brings to her island lying (sent or recruited there): more
    # there in all and more lying; not those it lays down in place (a Council's, which
    # the Priestess's part counts already)
    i, j = before.priestess, after.priestess
    more = after.active[j][p] + after.inactive[j][p] - before.active[i][p] - before.inactive[i][p]
    lying = min(more, after.inactive[j][p] - before.inactive[i][p])
    return ScoringChange(parts, coming_given(after)[p] - coming_given(before)[p],
                         max(0, lying), others)


def coming_given(s: State) -> list[int]:
    """The influence the round's scoring would give each player if it came now, all
    its parts at once (influence never drops below 0)."""
    return [max(0, s.influence[p] + sum(parts.values())) - s.influence[p]
            for p, parts in enumerate(coming_scoring(s))]


def score_round(s: State) -> list[dict]:
    """The scoring phase. All three parts count at once, so a player's gains this phase
    offset the Apostate's loss before influence is floored at 0."""
    places = priestess_places(s)
    losses = apostate_losses(s)
    temple = temple_points(s)
    events: list[dict] = []
    for p, _, pay in places:
        if pay:
            events.append(gain(s, p, pay, "priestess"))
    for p in range(s.players):
        if temple[p]:
            events.append(gain(s, p, temple[p], "temple"))
    for p, loss in losses.items():
        events.append(gain(s, p, -loss, "apostate"))
    summary = {"type": "round_scored", "round": s.round,
               "priestess": [{"player": p, "count": n, "points": pay} for p, n, pay in places],
               "apostate": [{"player": p, "count": loss - 1, "points": -loss}    # count:
                            for p, loss in losses.items()],      # novices on and beside
               # whom the Apostate costs nothing (the solo automaton), with their count
               "spared": [{"player": p, "count": apostate_count(s, p)}
                          for p in range(s.players) if spared_by_apostate(s, p)],
               # the novices each counted in the temple (what the card says its points are for)
               "temple": [{"player": p, "count": s.temple_novices(p), "points": t}
                          for p, t in enumerate(temple) if t]}
    return [e for e in events if e] + [summary]


def final_breakdown(s: State, p: int) -> dict:
    shrines = sum(1 for isl in s.shrines if isl[p])
    seat, _ = s.council_seat(p)
    return {"shrines": shrines * SHRINE_POINTS, "favours": len(s.favours[p]) * FAVOUR_POINTS,
            "council": COUNCIL_POINTS[seat]}


class FinalChange(NamedTuple):
    """What a move changes in its player's count at the game's end (`final_breakdown`:
    shrines, unused favours, the council seat): each part that changes (`parts`) and
    what each part then counts (`worth`)."""
    parts: dict[str, int]
    worth: dict[str, int]


def final_change(before: State, after: State, p: int) -> FinalChange:
    """What happened between `before` and `after` (one move) changes in player `p`'s
    count at the game's end, each position counted as if the game ended there: a
    council seat taken, a favour taken or returned, a shrine built (the Moon
    Priestess's loss of a Council move said alone read as the move's whole worth)."""
    old, new = final_breakdown(before, p), final_breakdown(after, p)
    return FinalChange({k: new[k] - old[k] for k in new if new[k] != old[k]}, new)


def projected_scores(s: State) -> list[int]:
    """Influence plus what shrines, favours and council would add if the game ended now
    (shown as a projection in the client, never as the real score)."""
    if s.final:
        return list(s.final["scores"])
    return [s.influence[p] + sum(final_breakdown(s, p).values()) for p in range(s.players)]


def projected_with_round(s: State) -> list[int]:
    """`projected_scores` with the round's coming scoring in it as things stand
    (`coming_given`: what the previews of moves count), while one is still to come:
    the projection the scoreboard shows, so a move that gains at the coming scoring
    raises it (the snapshot's `projected` stays the end's alone: saves' digests)."""
    out = projected_scores(s)
    if s.final:
        return out
    return [a + b for a, b in zip(out, coming_given(s), strict=True)]


PROJECTION_PARTS = ("now", "scoring", "council", "shrines", "favours")


def projection_parts(s: State) -> list[dict[str, int]]:
    """Each player's projection (`projected_with_round`) part by part, which add up to
    it: influence now, what the round's coming scoring would give (`coming_given`), and
    what the game's end adds (`final_breakdown`: council seat, shrines, unused favours);
    once the game is over its final score alone (`now`)."""
    out = []
    for p in range(s.players):
        parts = dict.fromkeys(PROJECTION_PARTS, 0)
        if s.final:
            parts["now"] = s.final["scores"][p]
        else:
            parts.update(final_breakdown(s, p), now=s.influence[p],
                         scoring=coming_given(s)[p])
        out.append(parts)
    return out


def standing(s: State, scores: list[int]) -> list[int]:
    """The players best first: most influence; ties go to the better council position."""
    return sorted(range(s.players), key=lambda p: (scores[p], s.council_seat(p)),
                  reverse=True)


def winner_of(s: State, scores: list[int]) -> int:
    return standing(s, scores)[0]


def final_scoring(s: State) -> list[dict]:
    events: list[dict] = []
    breakdown = []
    for p in range(s.players):
        b = final_breakdown(s, p)
        breakdown.append(b)
        for why, pts in b.items():
            if pts:
                events.append(gain(s, p, pts, why))
    scores = list(s.influence)
    win = winner_of(s, scores)
    s.final = {"scores": scores, "winner": win, "breakdown": breakdown}
    if s.solo:
        s.final["solo_result"] = scores[0] - scores[1]
    events.append({"type": "game_over", **s.final})
    return events
