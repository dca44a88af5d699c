"""Why the judge's choice is better than another move, in the Hint's and the review's
terms: the largest term true of the move itself (told), else what its look-ahead games
show it gaining part by part (trial_reason), and the two moves weighed on what each
gains (weighed).
"""


from __future__ import annotations

from dataclasses import replace

from ..engine import Game
from ..engine.scoring import priestess_places, scoring_change
from ..engine.state import State
from .adept import favours_island, gain_reason
from .effect import (
    PASSING,
    Effect,
    by_seat,
    differs,
    does,
    near_apostate,
    own_gain,
    shown_at,
)
from .evaluation import Weights
from .reasons import Reason, reason_at, split
from .trial import PARTS, ROUND_SCORED, added_up, behind, clear
from .trial import told as trial_told
from .verdicts import Difference

# reasons drawn from the look-ahead games alone (trial_reason): a deed comes before them
TRIAL_TERMS = ("trial", "trial_behind", "trial_even")
# reasons that speak of a round's scoring (the Moon Priestess, the Apostate, the temple)
SCORING_TERMS = ("priestess", "council_tie", "apostate", "temple", "meditate_priestess")


def trial_reason(shown: tuple[dict, dict], ahead: int, versus: dict | None,
                 bears: set[str] | None = None) -> Reason | None:
    """Why the choice is better where nothing it does alone bears a reason out: the
    parts of the mover's score its look-ahead games end ahead in against the other
    move's (trial.told, each with its figure, at the end of the round `ahead` rounds
    past this one); where they end ahead in none but behind in some ("trial_behind"),
    those, the judge's estimate preferring the move for the rest of the position it
    leaves; where they end even in all ("trial_even"), the one part the
    mover's own score gains clearly most in over the choice's games (trial.clear: what
    the move leads to, in game terms); None where there is no such part either. Only
    the parts one of the two moves itself bears on (`bears`: effect.bears_on of each;
    None: all) are named: what later moves of its games made is no reason of this one
    (a part clear among all its games' gains, where it is one of those)."""
    gains, mine = shown
    borne = gains if bears is None else \
        {k: v if k in bears or k not in PARTS else 0.0 for k, v in gains.items()}
    named = trial_told(borne)
    if named:
        value = sum(gains[k] for k in PARTS if k != "novices")  # influence, not heads
        return Reason(term="trial", value=round(value, 2), versus=versus, ahead=ahead,
                      trial=named)
    if trial_told(gains):   # ahead only where neither move bears: "it gains no more
        return None         # points" would be untrue, and those parts no reason
    named = behind(borne)   # the judge prefers it for what its estimate sees beyond
    if named:               # the points: said, never "no difference"
        return Reason(term="trial_behind", value=0.0, versus=versus, ahead=ahead,
                      trial=named)
    if behind(gains):       # ("about even" would be untrue)
        return None
    named = clear(mine)     # (clear among all the parts its games gain in)
    if not named or (bears is not None and not set(named) <= bears):
        return None
    return Reason(term="trial_even", value=0.0, versus=versus, ahead=ahead, trial=named)



def told(game: Game, choice: Effect, rival: Effect | None, w: Weights,
         look: tuple[State, State, int] | None = None) -> Reason | None:
    """Why the choice is better than the rival (None: no rival): the largest term that
    is true of the choice itself (effect.does), sought first between the look-ahead
    games `look` (the choice's, the rival's, how far), then between the positions the
    two moves leave, then against the position before the choice (what it does); what
    it does before what it only keeps that the rival spends. A meditation with none of
    these is told as the Adept tells it; a reason the move does not bear out is never
    told ("a higher council seat" on the top seat), nor one of what lasts to the game's
    end that the look-ahead games' ends do not show (effect.shown_at: a higher seat
    where the rival's game climbed as far by then). A reason of the coming scoring
    carries the engine's projection of it where that shows the move losing there in
    all (`projected`)."""
    why = _told(game, choice, rival, w, look)
    if why is not None and why.term not in (*TRIAL_TERMS, "influence") and any(
            e.get("why") == "meditation" for e in choice.of("influence")):
        # the last time marker: what it gives now by the rules (+1, the round ends),
        # never a favour it keeps or a place it only brings nearer
        why = Reason(term="meditate_last", value=why.value, versus=why.versus, amount=1)
    return None if why is None else projected(why, choice)


def projected(why: Reason, choice: Effect) -> Reason:
    """`why` with the engine's projection of the coming scoring (`scoring_change`, what
    the preview over Confirm shows of the move) where the reason speaks of that scoring
    (SCORING_TERMS, of this round's end) and the projection shows the move losing more
    there than the reason's part gains: "loses less to the Apostate" beside "Moon
    Priestess −5" says so, with the net."""
    if why.term not in SCORING_TERMS or (why.ahead or 0) != 0:
        return why
    change = scoring_change(choice.before, choice.after, choice.player)
    if change is None or change.total >= 0:
        return why
    return replace(why, coming={"parts": dict(change.parts), "total": change.total})


def weighed(diff: Difference) -> dict | None:
    """The two moves weighed on what each gains, in the same terms: the parts of the
    mover's score the choice's paired games end ahead in ("better") and those the other
    move's end ahead in ("played"), each with its figure (trial.told: at least 1, the
    largest TOLD), and the round they were played to past the decision's (`ahead`).
    A review's "why" says both beside its cost, so a Banish that saved 7 from the
    Apostate is weighed on those 7, not answered with another move's own merit alone.
    `scorings`: the choice's gain in each round scoring (trial.ROUND_SCORED, rounded),
    so a reason of one its games do not bear out is left unsaid beside the figures.
    `total`: what the parts named add up to for the choice, `added`: whether that is the
    cost (rounded together so where they miss it by rounding alone: trial.added_up; else
    the cost is the estimate's, said apart). None where the difference carries no parts
    (not measured so)."""
    if diff.gains is None or diff.ahead is None:
        return None
    better = trial_told(diff.gains)
    played = trial_told({k: -v for k, v in diff.gains.items()})
    fit = added_up(diff.gains, [*better, *played], round(diff.mean))
    if fit is not None:
        better = {k: told_sign(k, v) for k, v in fit.items() if k in better and v > 0}
        played = {k: told_sign(k, -v) for k, v in fit.items() if k in played and v < 0}
    total = sum(fit.values()) if fit is not None else \
        sum(told_sign(k, v) for k, v in better.items()) - \
        sum(told_sign(k, v) for k, v in played.items())
    return {"ahead": diff.ahead, "better": better, "played": played,
            "scorings": {k: round(diff.gains[k]) for k in ROUND_SCORED},
            "total": total, "added": fit is not None}


def told_sign(part: str, v: int) -> int:
    """A part's figure signed as trial.told names it (the others' influence as a loss),
    from its gain in the mover's favour, and back."""
    return -v if part == "others" else v



def _told(game: Game, choice: Effect, rival: Effect | None, w: Weights,
          look: tuple[State, State, int] | None = None) -> Reason | None:
    p = choice.player
    versus = rival.command if rival is not None else None
    ends = (look[0], look[1]) if look is not None else None
    tries = []
    if look is not None:
        tries.append((look[0], look[1], look[2]))
    if rival is not None:
        tries.append((choice.after, rival.after, None))
    tries.append((choice.after, choice.before, None))
    # what it does first; what it keeps that the rival spends only after (a meditation,
    # which does nothing on the board, is told what it keeps at once)
    meditates = choice.command["type"] == "meditate"
    for keeps in dict.fromkeys((meditates, True)):
        for after, baseline, ahead in tries:
            parts = split(after, baseline, p, w)
            for key in sorted(parts, key=lambda k: -parts[k]):
                if parts[key] < 1e-9:
                    break
                if does(key[0], key[1], choice, rival, ahead=ahead is not None,
                        keeps=keeps) and differs(key[0], key[1], choice, rival,
                                                 ahead=ahead is not None) and \
                        shown_at(key[0], key[1], p, ends) and \
                        (key[0] != "apostate" or near_apostate(key[1], choice)):
                    why = reason_at(key, parts, after, baseline, p, versus=versus,
                                    ahead=ahead)
                    if why.term == "priestess" and ahead is None and \
                            by_seat(why.island, after, baseline):
                        if rival is not None and rival.after.council_seat(p) == \
                                after.council_seat(p):
                            continue        # "further along the council" than a rival
                        why = replace(why, term="council_tie")   # that climbs as far:
                        #                                          never said
                    return favours_island(with_amount(why, choice), list(choice.events),
                                          p)
    if choice.command["type"] not in PASSING:
        return None
    if not meditates:                   # the solo game's end of actions: nothing better
        return Reason(term="meditate", value=0.0, versus=versus)
    why = gain_reason(game, choice.command, w, rival=rival)
    if why is None or not does(why.term, why.island, choice, rival) or \
            not differs(why.term, why.island, choice, rival):
        why = Reason(term="meditate", value=0.0)
    return replace(with_amount(why, choice), versus=versus)


def with_amount(why: Reason, choice: Effect) -> Reason:
    """`why` with the figure its words name, read from the engine's play of the move:
    the influence the move itself gains (own_gain), for a reason of influence gained now (its
    value is weighed against the next best, not what the move gains: "gains influence
    now" with no figure left the player to guess it); the value under the Temple Guardian
    after it, for a tile claimed (a Consecration gains that while he stands there)."""
    p, a = choice.player, choice.after
    if why.term == "influence" and why.ahead is None:
        return replace(why, amount=own_gain(choice.events, p))   # (not the scoring
        #                                                   a last time marker starts)
    if why.term == "tile":
        return replace(why, amount=a.path[a.guardian]["guardian"])
    if why.term == "priestess" and why.ahead is None:
        return replace(why, **priestess_place(choice))
    return why


def priestess_place(choice: Effect) -> dict:
    """The mover's place and payout at the Moon Priestess's scoring of this round by the
    engine's own count: the scoring the move played (a last time marker), else the one
    that would come after it. A majority is named only where the place is the first (a
    Hint's "should win the majority" for a move that made its player second was untrue);
    {} where the mover takes no place there."""
    scored = [e for e in choice.events if e.get("type") == "round_scored"]
    places = [(x["player"], x["points"]) for x in scored[0]["priestess"]] if scored \
        else [(q, pay) for q, _, pay in priestess_places(choice.after)]
    for k, (q, pay) in enumerate(places):
        if q == choice.player:
            return {"place": k + 1, "amount": pay}
    return {}


