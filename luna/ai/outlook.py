"""What a Hint's move changes for its player that a player can check, as the tile's
preview counts it (coming_of), and what a move that brings novices to an island sets
up there, in the terms the board shows: the island, how many of the mover's novices it
brings there, the round the Moon Priestess stands there (her way round the islands is
fixed in advance) and what the mover and the best of the others then count there for
her (arrival).

A Hint whose move changes nothing now nor at the game's end (a Travel, a Recruit, a
pair placed) said only the coach's judgement of it; what it sets up is what a player
can check on the board.
"""

from __future__ import annotations

from ..engine import Game
from ..engine.data import ISLANDS, ROUNDS
from ..engine.rounds import moved_on
from ..engine.scoring import final_change, scoring_change, tie_order
from ..engine.state import State
from .effect import effect_of, own_gain


def stands_round(s: State, island: int) -> int | None:
    """The first round still to be scored in which the Moon Priestess stands on
    `island`: in the preliminary round from round 1 on (its placements count at round
    1's scoring), else from the next round on (this round's scoring is what the move's
    coming scoring says); None where she stands there in none before the game ends."""
    at, first = s.priestess, s.round if s.phase.startswith("preliminary") else s.round + 1
    for round_no in range(s.round, ROUNDS + 1):
        if at == island and round_no >= first:
            return round_no
        at = moved_on("priestess", at, s.players)
    return None


def counted(s: State, island: int, p: int) -> int:
    """What player p counts for the Moon Priestess on `island` in a later round: the
    novices on and beside it (the lying ones stand up when the round begins) and a
    shrine."""
    return s.active[island][p] + s.inactive[island][p] + int(bool(s.shrines[island][p]))


def arrival(before: State, after: State, p: int) -> dict | None:
    """The island a move brings player p's novices to where the Moon Priestess stands
    soonest in a later round (of two in the same round, the one with more arriving;
    where she stands on none of them before the game ends, the one with most arriving,
    its "round" None): {"island", "count": novices brought there, "round": hers there,
    "mine": what p then counts there, "most": the most any other player counts there,
    "tie": where that is as many as p's, tie_of}; None where it brings none to any
    island."""
    best, key = None, None
    for i in range(ISLANDS):
        n = before.active[i][p] + before.inactive[i][p]
        n = after.active[i][p] + after.inactive[i][p] - n
        if n <= 0:
            continue
        when = stands_round(after, i)
        rank = (when is None, when or 0, -n)
        if key is not None and rank >= key:
            continue
        best, key = {"island": i, "count": n, "round": when,
                     "mine": counted(after, i, p),
                     "most": max((counted(after, i, q) for q in range(after.players)
                                  if q != p), default=0)}, rank
    if best is not None and best["mine"] > 0 and best["mine"] == best["most"]:
        best["tie"] = tie_of(after, best["island"], p)
    return best


def tie_of(s: State, island: int, p: int) -> dict:
    """Where player p then counts as many on `island` as the most of the others: the
    others who count as many ("with") and who wins the tie as the council stands now
    ("wins": the engine's tie order; it may change before her round)."""
    tied = [q for q in range(s.players) if q != p and counted(s, island, q) ==
            counted(s, island, p)]
    return {"with": tied, "wins": tie_order(s, [p, *tied])[0]}


def coming_of(game: Game, cmd: dict, versus: dict | None = None) -> dict | None:
    """What `cmd` changes for its player, as the tile's preview counts it (the engine's
    dry run): at the coming scoring {"parts": {part: points}, "total": points, "lying":
    novices laid beside the Moon Priestess's island} (scoring_change; the parts empty
    where it changes nothing there or ends the round; "others": [[player, points]], the
    others' changes at the Apostate: ScoringChange.others), at the game's end "end": {part:
    points} with "worth": {part: what it then counts} (final_change), and "now": the
    influence it gains at once by its own effect (own_gain), "scored": what the round's
    scoring it starts then gives (scored_in; None: it starts none), "final": what the
    game's end count then gives (final_count; None: the game goes on); None where it
    changes none of these (nor has a
    "seats_versus"). The Hint says the coming scoring first, in the preview's words (a
    reason silent on the Moon Priestess's 5 the tile showed lost read as hiding the
    move's main effect), and the rest where its reason is only the coach's judgement:
    with "sets", the island it brings novices to where the Moon Priestess stands in a
    later round (arrival), and "sets_versus", that of `versus` (the next best) where it
    is the same action bringing them elsewhere (what the Hint's island has that the
    other's has not); "book": a Book's fields {"from", "to"} (the novice it guards, the
    one it leaves); "seats_versus": a Council's next best from the same island with
    another count (seats_versus); "now_parts": a consecration's gain now by its parts
    (now_parts)."""
    choice = effect_of(game, cmd)
    p = choice.player
    change = scoring_change(choice.before, choice.after, p)
    end = final_change(choice.before, choice.after, p)
    now = own_gain(choice.events, p)
    scored, final = scored_in(list(choice.events), p), final_count(choice.events, p)
    parts = dict(change.parts) if change is not None else {}
    lying = change.lying if change is not None else 0
    others = [list(o) for o in change.others] if change is not None else []
    sets = arrival(choice.before, choice.after, p)
    sets = sets if sets and sets["round"] is not None else None
    seats = seats_versus(game, choice, versus)
    if not (parts or lying or others or end.parts or now or sets or seats or scored or
            final):
        return None
    other = effect_of(game, versus) if sets and isinstance(versus, dict) and \
        versus["type"] == cmd["type"] else None
    other = other and arrival(other.before, other.after, p)
    book = {"from": cmd["from"], "to": cmd["to"]} if cmd["type"] == "book" else None
    return {"parts": parts, "total": change.total if change is not None else 0,
            "lying": lying, "others": others, "end": dict(end.parts),
            "worth": {k: end.worth[k] for k in end.parts}, "now": now, "sets": sets,
            "sets_versus": other if other and other["island"] != sets["island"] else None,
            "book": book, "seats_versus": seats,
            "now_parts": now_parts(choice.events, p), "scored": scored, "final": final}


def seats_versus(game: Game, choice, versus: dict | None) -> dict | None:
    """Where the next best is a Council from the same island with another count: what
    the mover's seat then counts at the game's end with it ("worth") and how many more
    of the mover's novices stay standing on that island with the Hint's move than with
    it ("stand"); None otherwise."""
    cmd = choice.command
    if cmd["type"] != "council" or not isinstance(versus, dict) or \
            versus["type"] != "council" or versus.get("island") != cmd.get("island") or \
            versus.get("count") == cmd.get("count"):
        return None
    other, p, i = effect_of(game, versus), choice.player, cmd["island"]
    return {"worth": final_change(other.before, other.after, p).worth["council"],
            "stand": choice.after.active[i][p] - other.after.active[i][p]}


def now_parts(events, p: int) -> dict | None:
    """What player `p`'s consecration gains now, part by part, as the engine's events
    count it: the Temple Guardian's value and each novice it expels (+1 each, by whom:
    {"guardian": points, "expelled": [player, ...]}); None where `p` consecrates
    nothing (the tile's preview and the Hint say it alike: a bare "gains you 6 influence
    now" hid the expelled novice's 1)."""
    if not any(e.get("type") == "tile_consecrated" and e.get("player") == p for e in events):
        return None
    guardian = sum(e["delta"] for e in events if e.get("type") == "influence"
                   and e.get("player") == p and e.get("why") == "consecration")
    return {"guardian": guardian, "expelled": [
        e["player"] for e in events if e.get("type") == "novice_expelled" and e.get("by") == p]}


def final_count(events, me: int) -> int | None:
    """What the game's end count a move brings on (the last round's last time marker)
    gives player `me`, by the engine's own event of it (its council seat, favour
    tokens, shrines); None where the game goes on."""
    over = next((e for e in events if e.get("type") == "game_over"), None)
    if over is None:
        return None
    parts = over.get("breakdown") or ()
    return sum(parts[me].values()) if me < len(parts) else 0


def scored_in(every: list[dict], me: int) -> int | None:
    """The influence the round's scoring a move starts gives player `me` (its dry run's
    influence events between the phase's change and `round_scored`); None where the
    move starts no scoring."""
    done = next((k for k, e in enumerate(every) if e.get("type") == "round_scored"), None)
    if done is None:
        return None
    start = next((k for k, e in enumerate(every) if e["type"] == "phase"), 0)
    return sum(e["delta"] for e in every[start:done]
               if e["type"] == "influence" and e.get("player") == me)
