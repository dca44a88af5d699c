"""One figure of what a Hint's move does on the board, where nothing the tile's preview
counts (coming_of: the coming scoring, the game's end, influence now, the island the
Moon Priestess reaches) says it: the Hint leads with it before the coach's judgement.

A Hint whose words were the coach's judgement alone ("the coach's pick; in points about
even", "should bring more influence over the coming rounds") gave a player nothing to
check. Every move has a figure a player can count on the board: a move that brings
novices to an island, how many and what the mover and the best of the others then have
there; a Meditation that is not the round's last, the standing novices it keeps for the
mover's later actions and the time markers left.
"""

from __future__ import annotations

from ..engine import Game
from ..engine.data import ISLANDS
from ..engine.scoring import scoring_change
from ..engine.state import State
from .effect import PASSING, effect_of, own_gain


def brought(before: State, after: State, p: int) -> dict | None:
    """The island a move brings most of player p's novices to (of two alike, the lower
    number): {"island", "count": novices brought there, "mine": p's novices then there,
    "most": the most any other player's then there}; None where it brings none."""
    best = None
    for i in range(ISLANDS):
        n = after.active[i][p] + after.inactive[i][p] - \
            before.active[i][p] - before.inactive[i][p]
        if n > 0 and (best is None or n > best["count"]):
            best = {"island": i, "count": n,
                    "mine": after.active[i][p] + after.inactive[i][p],
                    "most": max((after.active[i][q] + after.inactive[i][q]
                                 for q in range(after.players) if q != p), default=0)}
    return best


def lead_of(game: Game, cmd: dict) -> dict | None:
    """The figure a Hint of `cmd` may lead with: {"brings": brought(...)} for a move that
    brings the mover's novices to an island; {"keeps": standing novices on the islands,
    "left": time markers still to turn, this one among them: the candles the board
    shows lit} for a Meditation that does not end the round (the last one's +1 is
    influence gained now); None otherwise."""
    s = game.state
    if cmd["type"] == "meditate":
        if s.time_turned + 1 >= s.time_total:
            return None
        p = game.to_move
        standing = sum(s.active[i][p] for i in range(ISLANDS))
        return {"keeps": standing, "left": s.time_total - s.time_turned} \
            if standing else None
    choice = effect_of(game, cmd)
    arrived = brought(choice.before, choice.after, choice.player)
    return {"brings": arrived} if arrived else None


def with_lead(game: Game, cmd: dict, coming: dict | None) -> dict | None:
    """`coming` (coming_of) with "lead" (lead_of) where the move has one: the Hint's
    words say it first where they say nothing else the move does (where coming_of found
    nothing, its shape with nothing in it, and "lead")."""
    lead = lead_of(game, cmd)
    if lead is None:
        return coming
    return {**(coming or NOTHING), "lead": lead}


def instead_of(game: Game) -> dict | None:
    """What the mover's best action gains instead of a Meditation, by the coming
    scoring (the tile's preview's count: its gain now and its change at the coming
    scoring, engine.scoring_change): {"gain": points, "command": that action}; None
    where no action is legal. A Meditate Hint that said only "no action is worth more
    now" gave no why (F794)."""
    best = None
    for cmd in game.legal():
        if cmd["type"] in PASSING:
            continue
        choice = effect_of(game, cmd)
        change = scoring_change(choice.before, choice.after, choice.player)
        gain = own_gain(choice.events, choice.player) + (change.total if change else 0)
        if best is None or gain > best["gain"]:
            best = {"gain": gain, "command": cmd}
    return best


def with_instead(game: Game, cmd: dict, why, coming: dict | None) -> dict | None:
    """`coming` with "instead" (instead_of) for a Meditation whose reason is only that no
    action is worth more (reason "meditate"): its Hint says what acting would gain."""
    if cmd["type"] != "meditate" or getattr(why, "term", None) != "meditate":
        return coming
    instead = instead_of(game)
    return coming if instead is None else {**(coming or NOTHING), "instead": instead}


# coming_of's answer for a move that changes none of what it counts
NOTHING = {"parts": {}, "total": 0, "lying": 0, "end": {}, "worth": {}, "now": 0,
           "sets": None, "sets_versus": None, "book": None, "seats_versus": None}
