"""The judge: one judgement for the Hint, the results screen's lesson and the review.

Its search and its measure of two moves are verdicts' (the Master at a fixed budget, its
verdict kept per position; the paired look-ahead games of two moves), its words of why
telling's; here the Hint is put together from them. Like the Master at the table it
keeps a way off the Apostate's island among the candidates it weighs (candidates.way_out)
where his scoring this round would take from the mover: the lesson counts what he takes,
so a choice of the Hint's that leaves novices to him is one weighed against leaving.
What it chooses at a position is the Hint there and the review's better move; a lesson
is drawn from no decision it would have made. What the choice gains over another command
(the Hint's gain over the next-best one, the review's cost of the command played) is
named only where it is measured with confidence (verdicts.Difference.sure). So a person
who follows a Hint is never told it was a mistake. Asked with a move the person has in
hand, the Hint says what that move costs against its choice by the same measure and
rule: what the review would charge, were it played.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass, replace

from ..engine import Game
from ..engine.scoring import scoring_change
from .answers import with_answer
from .effect import PASSING, bears_on, effect_of, main_deed
from .evaluation import MASTER
from .lead import NOTHING, with_instead, with_lead
from .next_turn import enabled
from .outlook import coming_of
from .plan import left_of
from .projection import highest, projection
from .reasons import Reason
from .telling import SCORING_TERMS as SCORING_TERMS
from .telling import TRIAL_TERMS, told, trial_reason
from .telling import told_sign as told_sign
from .telling import weighed as weighed
from .telling import with_amount as with_amount
from .trial import IN_HAND_PARTS, TOLD
from .trial import account as trial_account
from .trial import beyond as trial_beyond
from .verdicts import AHEAD, KEPT, Difference, Verdict, _position, difference, same, verdict
from .verdicts import BUDGET_ENV as BUDGET_ENV
from .verdicts import COMPARED as COMPARED
from .verdicts import ITERATIONS as ITERATIONS
from .verdicts import NAMED as NAMED
from .verdicts import _verdicts as _verdicts
from .verdicts import budget as budget
from .verdicts import master as master


@dataclass(frozen=True)
class Advice:
    """The Hint: the judge's command, why (against the next-best candidate `versus`, as
    the review would say it; None where nothing the move does bears a reason out), and
    what it gains over that candidate (None: nothing to weigh), the review's measure
    (0 where it is not measured with the review's confidence).
    `deed`: where it has no reason, the engine's event that says what it does.
    `in_hand`: the move the person has in hand (planned on the board), if they have one,
    and what it costs against the judge's choice (`in_hand_cost`): the review's entry for
    it, were it played (its measure and its rule: 0 where not measured with confidence);
    None where it is the judge's own choice; `in_hand_account`: that cost told part by
    part as the Hint's own account is ({"ahead", "parts"}: trial.account), where it is 1
    or more.
    `loses`: the round scorings its paired games end behind in against `versus` (what
    the next best scores more there: trial.lost), {"ahead": rounds past this one they
    were played to, "parts": {part: points}}; None where they end behind in none.
    `account`: the one net figure against `versus` told part by part (account_of), what
    the Hint's words say in place of its reason and price where it is given.
    `coming`: what the move changes in the mover's coming scoring (coming_of), said
    first."""
    command: dict
    reason: Reason | None
    gain: float | None
    versus: dict | None = None
    sure: bool = False      # the gain measured with confidence: the review would name it
    deed: dict | None = None
    in_hand: dict | None = None
    in_hand_cost: float | None = None
    loses: dict | None = None
    account: dict | None = None
    coming: dict | None = None
    in_hand_account: dict | None = None

    def as_dict(self) -> dict:
        """Plain data for a worker's answer: the reason's, the gain, the next-best,
        whether the review would name that move a mistake, its deed, the move in
        hand with its cost, and the scorings it gives up to the next best."""
        return {"reason": self.reason.as_dict() if self.reason else None,
                "gain": None if self.gain is None else round(self.gain, 2),
                "versus": self.versus, "sure": self.sure, "deed": self.deed,
                "in_hand": self.in_hand, "in_hand_cost": self.in_hand_cost,
                "loses": self.loses, "account": self.account, "coming": self.coming,
                "in_hand_account": self.in_hand_account}



def next_action(game: Game, played) -> dict | None:
    """The mover's next action after the choice in the game that chose it (`played`:
    Difference.played), where it is one of this round (not its Meditation or end)."""
    p = game.to_move
    then = next(((c, r) for c, r in played if c.get("player") == p), None)
    if then is None or then[0]["type"] in PASSING or then[1] != game.state.round:
        return None
    return then[0]


def answer_of(game: Game, cmd: dict, played: list[tuple[dict, int]]) -> dict | None:
    """The first opponent's Banish in the game that chose `cmd` (`played`: the commands
    after it) that sends the Apostate to an island where the mover's novices stand,
    before the round's scoring (a warning beside a move that ends the round read as
    about a Banish that can no longer come): {"player": who, "island": where}; None
    where there is none."""
    p, g = game.to_move, game.clone()
    g.play(cmd)
    for move, round_ in played:
        if round_ != game.state.round:
            break
        events = g.play_listed(move)
        if move["type"] != "banish" or move["player"] == p:
            continue
        to = next((e["to"] for e in events if e.get("type") == "figure_moved"
                   and e.get("figure") == "apostate"), None)
        if isinstance(to, int) and g.state.active[to][p] + g.state.inactive[to][p]:
            return {"player": move["player"], "island": to}
    return None



_costs: OrderedDict[str, tuple[float, Reason | None, Difference]] = OrderedDict()


def cost(game: Game, judged: Verdict, played: dict
         ) -> tuple[float, Reason | None, Difference]:
    """What `played` costs the mover against the judge's choice (the paired difference
    of their look-ahead games, at the horizon that decided; `Difference.sure` tells
    whether it is worth naming), and why the choice is better. Kept per position and
    pair of moves like the verdicts: the lesson's measure of a decision is the review's
    entry for it, worked out once."""
    key = json.dumps([_position(game), judged.ahead, judged.command, played],
                     sort_keys=True, default=str)
    if key in _costs:
        _costs.move_to_end(key)
        return _costs[key]
    measured = _costs[key] = _cost(game, judged, played)
    while len(_costs) > KEPT:
        _costs.popitem(last=False)
    return measured


def _cost(game: Game, judged: Verdict, played: dict
          ) -> tuple[float, Reason | None, Difference]:
    ahead = AHEAD if judged.ahead is None else judged.ahead
    diff, s_pref, s_play, shown = difference(game, judged, played)
    choice, rival = effect_of(game, judged.command), effect_of(game, played)
    why = told(game, choice, rival, MASTER, look=(s_pref, s_play, ahead))
    if why is None:       # what the look-ahead games show it gaining, part by part, in
        why = trial_reason(shown, ahead, played,    # the parts the two moves bear on
                           bears_on(choice) | bears_on(rival))
    return diff.mean, why, diff



def advise(game: Game, iterations: int | None = None, in_hand: dict | None = None,
           plan: dict | None = None) -> Advice:
    """The Hint at `game`'s position: the judge's choice, why (what the review would say
    if the next-best candidate were played instead) and what it gains over that one;
    with a move `in_hand` (a legal one the person has planned), what that move costs
    against the choice as the review would charge it, were it played. With the `plan`
    of the previous Hint (plan.left_of), what changed where it is left ("left", kept in
    `coming`: the Hint's words say it)."""
    advice = _advise(game, iterations)
    coming = with_left(game, advice.command, with_instead(
        game, advice.command, advice.reason, with_lead(
            game, advice.command, coming_of(game, advice.command, advice.versus))),
        plan, iterations)
    # the next best named beside what the move does (the Hint's words weigh it against
    # that move by its words, not "the next best")
    if coming is not None and advice.versus is not None:
        coming = {**coming, "versus": advice.versus, "choice": advice.command}
    # what the next player can take back of it before the round's scoring (said beside it)
    coming = with_answer(game, advice.command, advice.reason, coming,
                         later=bool((advice.account or {}).get("then")))
    advice = replace(advice, coming=coming)
    if in_hand is None or not game.is_legal(in_hand):
        return advice
    if same(in_hand, advice.command):
        return replace(advice, in_hand=in_hand)
    lost, _, diff = cost(game, hinted(game, iterations), in_hand)
    priced = round(max(0.0, lost), 2) if diff.sure else 0.0
    why = {"ahead": diff.ahead, "parts": trial_account(diff.gains, round(priced),
                                                        most=IN_HAND_PARTS)} \
        if round(priced) >= 1 and diff.gains is not None else None
    return replace(advice, in_hand=in_hand, in_hand_cost=priced, in_hand_account=why)


def with_left(game: Game, cmd: dict, coming: dict | None, plan: dict | None,
              iterations: int | None) -> dict | None:
    """`coming` with "left" (plan.left_of) where the Hint `cmd` leaves `plan`: what the
    planned move now costs against it is the review's measure, as for a move in hand."""
    def priced(then: dict) -> tuple[float, bool]:
        lost, _, diff = cost(game, hinted(game, iterations), then)
        return lost, diff.sure
    left = left_of(game, plan, cmd, priced, same)
    return coming if left is None else {**(coming or NOTHING), "left": left}


# the round scoring each reason's term speaks of (its loss there is not said again)
SPOKEN = {"priestess": "priestess", "council_tie": "priestess", "meditate_priestess":
          "priestess", "next_priestess": "priestess", "temple": "temple",
          "apostate": "apostate"}


# influence: a round scoring a Hint gives up to the next best is named only from this
# much on average (F406): a whole majority's worth (the Moon Priestess's first place
# pays 5 or 6, her second 2 or 3), the price the move pays for more. Smaller ones (1-2)
# are within one game's luck of COMPARED games and, said, read as the Hint doubting
# itself ("Appoint …; but the next best does better … 1 more from the temple").
PRICED = 3


def gives_up(judged: Verdict, why: Reason | None, diff: Difference) -> dict | None:
    """The round scorings the choice's paired games end behind in against the next best
    (trial.lost) by PRICED or more, where there are any: the price the Hint's move pays
    for what it gains more (F391: a Hint that leaves novices lying where the next best
    keeps the Moon Priestess names her). One its reason speaks of (a Moon Priestess's
    majority taken now) is not said against it."""
    spoken = SPOKEN.get(why.term) if why is not None else None
    parts = {k: v for k, v in (diff.lost or {}).items() if k != spoken and v >= PRICED}
    parts = dict(list(parts.items())[:TOLD])
    if not parts:
        return None
    return {"ahead": AHEAD if judged.ahead is None else judged.ahead, "parts": parts}


def account_of(game: Game, judged: Verdict, diff: Difference, rival: dict,
               loses: dict | None, below: bool = False) -> dict | None:
    """The Hint's one net figure for its mover against the next best move `rival`, told
    part by part, the figures adding up to it (trial.account): where the gain is named
    (measured with the review's confidence) its influence, where it is not but the move
    pays a price (`loses`) 0 ("about even in all": the review names neither move a
    mistake). A move that costs now (its coming scoring or its influence less, or a
    round scoring given up) comes with the later action of this round it sets up in the
    game that chose it (F454: "…; next: Herbs …"); where its games lose to the Apostate,
    with an opponent's Banish onto the mover's novices in that game (F437), as for a
    Banish of its own that an opponent's Banish answers there.
    {"ahead": rounds past this one the games were played to, "parts": {part: influence,
    "rest": …}, "total": the net, "versus": rival, "alike": whether the rival is the
    same action on the same island (named as another), "then": next_action or None,
    "answer": answer_of or None, "beyond": trial.beyond where the parts do not add up
    to the net, else {}, "choice": the Hint's command, "below": where its projection is
    under `rival`'s (held: the net is its games' margin, at least NAMED, said with it)};
    None where neither a gain nor a price is said (the Hint's reason alone, no figure to
    add up)."""
    if diff.gains is None or not (diff.sure or loses or below):
        return None
    net = max(0, round(diff.mean)) if diff.sure or below else 0
    priced = tuple((loses or {}).get("parts", ()))
    parts = trial_account(diff.gains, net, priced)
    then = next_action(game, diff.played)
    if then is not None and not game.state.phase.startswith("preliminary"):
        choice = effect_of(game, judged.command)    # (the preliminary round's placements
        p = choice.player                           # follow one another by its rule)
        change = scoring_change(choice.before, choice.after, p)
        costs = (change is not None and change.total < 0) or loses is not None or \
            choice.after.influence[p] < choice.before.influence[p]
        then = then if costs else None
    else:
        then = None
    # a Banish of its own may be answered at once (he is sent back onto the mover's
    # novices): warned of whatever its games gain against the next best
    answer = answer_of(game, judged.command, diff.played) \
        if round(diff.gains.get("apostate", 0.0)) <= -1 or \
        judged.command["type"] == "banish" else None
    alike = rival["type"] == judged.command["type"] and \
        rival.get("island") == judged.command.get("island")
    # where the parts named do not add up to the net, what else the games show that a
    # player can check (the others' influence, the mover's novices), said beside the
    # estimate's verdict
    seen = trial_beyond(diff.gains) if parts.get("rest") else {}
    return {"ahead": AHEAD if judged.ahead is None else judged.ahead, "parts": parts,
            "total": net, "versus": rival, "alike": alike, "then": then, "answer": answer,
            "beyond": seen, "choice": judged.command,
            **({"below": True, "enables": enabled(game, judged.command, diff.played)}
               if below else {})}


def hinted(game: Game, iterations: int | None = None) -> Verdict:
    """The Hint's choice (the review's better move, the lesson's): the judge's verdict,
    or the legal move whose projection is highest where the verdict's is below it and
    its look-ahead games show no real margin over that move (held)."""
    return held(game, verdict(game, iterations))[0]


def held(game: Game, judged: Verdict) -> tuple[Verdict, dict | None]:
    """The Hint's verdict and the move it is weighed against in place of the next best
    (None: the next best). A move whose projection (projection.py: the previews'
    measure) is below another legal move's is a visible loss: the Hint keeps it only
    where its paired games beat that move by a real margin (their mean, at least NAMED
    influence), weighed against that move so its words name it and the margin; else it
    advises that move, weighed against the judge's choice. (The margin need not be
    measured with the review's confidence: kept, the choice plays stronger, and the
    review names neither move a mistake unless it is.) The computer players never ask
    this: their games are the Master's own."""
    top = highest(game)
    if top is None or same(top[0], judged.command) or \
            projection(game, judged.command) >= top[1]:
        return judged, None
    if round(cost(game, judged, top[0])[2].mean) >= NAMED:
        return judged, top[0]
    return Verdict(top[0], judged.ahead), judged.command


def _advise(game: Game, iterations: int | None = None) -> Advice:
    judged, rival = held(game, verdict(game, iterations))
    below = rival is not None and same(judged.command, verdict(game, iterations).command)
    rival = rival or judged.runner_up
    if rival is not None:
        gain, why, diff = cost(game, judged, rival)
        # its number carries the review's rule: a gain not measured with confidence is
        # none (the Hint then says nothing of closeness), as the review would name no cost
        loses = gives_up(judged, why, diff)
        advice = Advice(judged.command, why, max(0.0, gain) if diff.sure else 0.0, rival,
                        diff.sure, loses=loses,
                        account=account_of(game, judged, diff, rival, loses, below))
    elif len(game.legal()) == 1:    # one legal move: said so, not what it is worth
        return Advice(judged.command, Reason(term="only", value=0.0), None, rival)
    else:
        advice = Advice(judged.command, told(game, effect_of(game, judged.command), None,
                                             MASTER), None, rival)
    if advice.reason is not None and advice.reason.term not in TRIAL_TERMS:
        return advice
    # no reason the move itself bears out: the Hint says what the move sets up beyond its
    # own words, if anything, else what its look-ahead games show it gaining (the
    # review's reason for the same pair), not who picked it
    deed = main_deed(effect_of(game, judged.command))
    return advice if deed is None else replace(advice, reason=None, deed=deed)
