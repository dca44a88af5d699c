"""The judge: one judgement for the Hint, the results screen's lesson and the review.

It is the Master with a fixed number of iterations (never a clock: the same on every
machine), one look-ahead game per candidate (every player an Adept), whose first stage
plays each candidate to the end of the next round. Like the Master at the table it keeps
a way off the Apostate's island among the candidates it weighs (candidates.way_out)
where his scoring this round would take from the mover: the lesson counts what he takes,
so a choice of the Hint's that leaves novices to him is one weighed against leaving.
What it chooses at a position (its verdict, kept per position and budget, so the Hint's,
the lesson's and the review's are one) is the Hint there and the review's better move; a
lesson is drawn from no decision it would have made. What the choice gains over another
command (the Hint's gain over the next-best one, the review's cost of the command
played) is the mean of COMPARED paired look-ahead games, the i-th of both with the same
strays; the review names it only where its 95 % interval excludes 0 and it is at least
NAMED influence. So a person who follows a Hint is never told it was a mistake. Asked
with a move the person has in hand, the Hint says what that move costs against its
choice by the same measure and rule: what the review would charge, were it played.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from collections import OrderedDict
from dataclasses import dataclass, replace

from ..engine import Game
from ..engine.scoring import priestess_places, scoring_change
from ..engine.state import State
from .adept import favours_island, gain_reason
from .effect import PASSING, Effect, by_seat, differs, does, effect_of, main_deed, shown_at
from .evaluation import MASTER, Weights
from .lead import NOTHING, with_lead
from .master import MasterPlayer, Trail
from .outlook import coming_of
from .plan import left_of
from .reasons import Reason, reason_at, split
from .trial import ROUND_SCORED, TOLD, added_up, behind, clear, gained, lost, own, parts_of
from .trial import account as trial_account
from .trial import beyond as trial_beyond
from .trial import told as trial_told

ITERATIONS = 8        # look-ahead games per decision (candidates times stages)
AHEAD = 1             # rounds past the decision's own that its first stage plays out
BUDGET_ENV = "LUNA_JUDGE_ITERATIONS"    # a smaller budget (the test suite's: its CPU)
COMPARED = 4          # look-ahead games per move when two moves' difference is measured
NAMED = 2.0           # influence: a difference named as a cost (or a gain) is at least this
KEPT = 256            # verdicts kept per process (the Hint's, the review's, the lesson's)
# Student's t at 97.5 % for COMPARED - 1 degrees of freedom (a 95 % two-sided interval)
T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306,
        9: 2.262}


def budget() -> int:
    """The judge's iterations: ITERATIONS, or the number in LUNA_JUDGE_ITERATIONS (the
    test suite sets a small one: a Hint there must not cost a second of its two cores)."""
    try:
        return max(1, int(os.environ.get(BUDGET_ENV, "")))
    except ValueError:
        return ITERATIONS


def same(a: dict, b: dict) -> bool:
    """One command, whoever's seat number it carries, and in whatever order or grouping
    a Travel's or a Tides's moves were given (the engine moves them all at once: a
    person who planned the Hint's Travel island by island in another order played the
    Hint, and a lesson must not be drawn from it)."""
    return _canonical(a) == _canonical(b)


def _canonical(cmd: dict) -> dict:
    out = {k: v for k, v in cmd.items() if k != "player"}
    if cmd.get("type") in ("travel", "tides") and isinstance(cmd.get("moves"), list):
        moved: dict[tuple, int] = {}
        for m in cmd["moves"]:
            key = (str(m.get("from")), m.get("to"), m.get("active", True))
            moved[key] = moved.get(key, 0) + m.get("count", 0)
        out["moves"] = sorted(moved.items())
    return out


@dataclass(frozen=True)
class Verdict:
    """The judge's choice at a position. `weighed`: the candidates of the stage that
    decided, best first, each (command, value for the mover, where its look-ahead stopped),
    played to the end of the round `ahead` rounds past this one; empty (and `ahead` None)
    where nothing was weighed (one command, or a consecration made at once)."""
    command: dict
    ahead: int | None
    weighed: tuple[tuple[dict, float, State], ...] = ()

    @property
    def runner_up(self) -> dict | None:
        """The next-best candidate weighed, if any."""
        return self.weighed[1][0] if len(self.weighed) > 1 else None

    @property
    def gain(self) -> float | None:
        """What the choice gains over the next-best candidate, in influence by the
        look-ahead's end (never below 0); None with nothing weighed against it."""
        return self.weighed[0][1] - self.weighed[1][1] if len(self.weighed) > 1 else None


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


@dataclass(frozen=True)
class Difference:
    """What one move gains over another for the mover, measured in `games` pairs of
    look-ahead games, each pair played with the same strays (common random numbers):
    the mean of the paired differences and its 95 % interval [low, high]."""
    mean: float
    low: float
    high: float
    games: int
    lost: dict | None = None    # trial.lost: the round scorings the choice gives up to
    #                             the other move, where measured
    gains: dict | None = None   # trial.gained: the choice's gain over the other move part
    #                             by part (negative: what the other move gains more there)
    played: tuple = ()          # the commands after the choice in its first game (the
    #                             one that chose it), each with its round
    ahead: int | None = None    # rounds past the decision's own the games were played to

    @property
    def sure(self) -> bool:
        """Measured with confidence: the interval excludes 0 and the difference is at
        least NAMED influence; otherwise not a mistake worth naming."""
        return self.low > 0 and self.mean >= NAMED


def paired(diffs: list[float]) -> Difference:
    """The mean of paired differences and its 95 % interval (Student's t)."""
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return Difference(mean, mean, mean, n)
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    half = T975.get(n - 1, 1.96) * sd / math.sqrt(n)
    return Difference(mean, mean - half, mean + half, n)


def master(game: Game, iterations: int) -> MasterPlayer:
    """The judge at this position: seeded by the position's place in the log, a way off
    the Apostate's island kept among its candidates (`escape`)."""
    return MasterPlayer(seed=len(game.log), iterations=iterations, samples=1,
                        first_ahead=AHEAD, stages=1, escape=True)


_verdicts: OrderedDict[tuple[int, str], Verdict] = OrderedDict()


def _position(game: Game) -> str:
    """The position's identity: the game's header and every command that led to it."""
    return hashlib.blake2b(json.dumps([game.header, game.log], sort_keys=True,
                                      default=str).encode(), digest_size=16).hexdigest()


def verdict(game: Game, iterations: int | None = None) -> Verdict:
    """What the judge chooses at `game`'s position, and what it weighed. One verdict per
    position and budget: the Hint's, the review's and the lesson's are the same object
    wherever they were asked in one process (and the same choice in any process)."""
    n = iterations or budget()
    key = (n, _position(game))
    if key in _verdicts:
        _verdicts.move_to_end(key)
        return _verdicts[key]
    judged = _verdicts[key] = _search(game, n)
    while len(_verdicts) > KEPT:
        _verdicts.popitem(last=False)
    return judged


def _search(game: Game, iterations: int) -> Verdict:
    found = master(game, iterations).search(game)
    cmd = found.pool[found.best]
    if found.ahead is None or not found.weighed:
        return Verdict(cmd, None)
    order = sorted(found.weighed, key=lambda k: (k != found.best, -found.weighed[k][0], k))
    judged = Verdict(cmd, found.ahead, tuple(
        (found.pool[k], found.weighed[k][0], found.weighed[k][1][0].state) for k in order))
    global _trails
    _trails = (judged, [(found.pool[k], found.trails[k].rankings) for k in order
                        if found.trails])
    return judged


# The rankings the last verdict's search met on the first look-ahead game of each
# candidate it weighed: difference() plays those same games first for its choice and its
# rival where the rival was weighed (no strays, the same position, weights and horizon),
# so its trails start with them. Only the last verdict's are kept (a Hint and a review
# ask for the difference right after the verdict): a verdict's trails are far larger
# than the verdict.
_trails: tuple[Verdict, list[tuple[dict, dict]]] | None = None


def _trail(judged: Verdict, cmd: dict) -> Trail:
    """A trail for `cmd`'s look-ahead games at the position `judged` was made at, with
    the rankings its search already met there, where it kept them."""
    if _trails is not None and _trails[0] is judged:
        for weighed, rankings in _trails[1]:
            if weighed == cmd:
                return Trail(rankings)
    return Trail()


def difference(game: Game, judged: Verdict, other: dict
               ) -> tuple[Difference, State, State, tuple[dict, dict]]:
    """What the judge's choice gains over `other` for the mover: COMPARED pairs of
    look-ahead games to the end of the round of the stage that decided, the i-th game of
    both moves with the same strays (the first with none: the verdict's own); with the
    positions the first pair reached (choice's, other's) and what the games show part by
    part: the choice's gain over `other` (trial.gained: the mover's scoring, final
    count, novices and the others' influence, means of the paired differences) and the
    mover's own score's gain in the choice's games from the decision on (trial.own)."""
    ahead = AHEAD if judged.ahead is None else judged.ahead
    bot = master(game, 1)
    p = game.to_move
    ends: dict[int, list] = {}
    parts: dict[int, list] = {}
    played: list[tuple[dict, int]] = []
    for side, cmd in enumerate((judged.command, other)):
        trail = _trail(judged, cmd)
        ends[side], parts[side] = [], []
        for j in range(COMPARED):
            seen: list[dict] = []
            ends[side].append(bot.look_ahead(game, cmd, ahead, j, trail, seen,
                                             played if side == j == 0 else None))
            parts[side].append(parts_of(ends[side][-1][2], seen, p))
    diffs = [a[0] - b[0] for a, b in zip(ends[0], ends[1], strict=True)]
    gains = gained(parts[0], parts[1])
    return (replace(paired(diffs), lost=lost(parts[0], parts[1]), gains=gains,
                    played=tuple(played), ahead=ahead),
            ends[0][0][2], ends[1][0][2],
            (gains, own(parts[0], parts_of(game.state, [], p))))


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


def trial_reason(shown: tuple[dict, dict], ahead: int, versus: dict | None
                 ) -> Reason | None:
    """Why the choice is better where nothing it does alone bears a reason out: the
    parts of the mover's score its look-ahead games end ahead in against the other
    move's (trial.told, each with its figure, at the end of the round `ahead` rounds
    past this one); where they end ahead in none but behind in some ("trial_behind"),
    those, the judge's estimate preferring the move for the rest of the position it
    leaves; where they end even in all ("trial_even"), the one part the
    mover's own score gains clearly most in over the choice's games (trial.clear: what
    the move leads to, in game terms); None where there is no such part either."""
    gains, mine = shown
    named = trial_told(gains)
    if named:
        value = sum(v for k, v in gains.items() if k != "novices")  # influence, not heads
        return Reason(term="trial", value=round(value, 2), versus=versus, ahead=ahead,
                      trial=named)
    named = behind(gains)   # the judge prefers it for what its estimate sees beyond
    if named:               # the points: said, never "no difference"
        return Reason(term="trial_behind", value=0.0, versus=versus, ahead=ahead,
                      trial=named)
    named = clear(mine)
    if not named:
        return None
    return Reason(term="trial_even", value=0.0, versus=versus, ahead=ahead, trial=named)


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
    why = told(game, effect_of(game, judged.command), effect_of(game, played), MASTER,
               look=(s_pref, s_play, ahead))
    if why is None:       # what the look-ahead games show it gaining, part by part
        why = trial_reason(shown, ahead, played)
    return diff.mean, why, diff


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


# reasons drawn from the look-ahead games alone (trial_reason): a deed comes before them
TRIAL_TERMS = ("trial", "trial_behind", "trial_even")
# reasons that speak of a round's scoring (the Moon Priestess, the Apostate, the temple)
SCORING_TERMS = ("priestess", "council_tie", "apostate", "temple", "meditate_priestess")


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
                        shown_at(key[0], key[1], p, ends):
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
    the influence the move itself gains, for a reason of influence gained now (its
    value is weighed against the next best, not what the move gains: "gains influence
    now" with no figure left the player to guess it); the value under the Temple Guardian
    after it, for a tile claimed (a Consecration gains that while he stands there)."""
    p, a = choice.player, choice.after
    if why.term == "influence" and why.ahead is None:
        return replace(why, amount=a.influence[p] - choice.before.influence[p])
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


def advise(game: Game, iterations: int | None = None, in_hand: dict | None = None,
           plan: dict | None = None) -> Advice:
    """The Hint at `game`'s position: the judge's choice, why (what the review would say
    if the next-best candidate were played instead) and what it gains over that one;
    with a move `in_hand` (a legal one the person has planned), what that move costs
    against the choice as the review would charge it, were it played. With the `plan`
    of the previous Hint (plan.left_of), what changed where it is left ("left", kept in
    `coming`: the Hint's words say it)."""
    advice = _advise(game, iterations)
    advice = replace(advice, coming=with_left(game, advice.command, with_lead(
        game, advice.command, coming_of(game, advice.command, advice.versus)),
        plan, iterations))
    if in_hand is None or not game.is_legal(in_hand):
        return advice
    if same(in_hand, advice.command):
        return replace(advice, in_hand=in_hand)
    lost, _, diff = cost(game, verdict(game, iterations), in_hand)
    priced = round(max(0.0, lost), 2) if diff.sure else 0.0
    why = {"ahead": diff.ahead, "parts": trial_account(diff.gains, round(priced))} \
        if round(priced) >= 1 and diff.gains is not None else None
    return replace(advice, in_hand=in_hand, in_hand_cost=priced, in_hand_account=why)


def with_left(game: Game, cmd: dict, coming: dict | None, plan: dict | None,
              iterations: int | None) -> dict | None:
    """`coming` with "left" (plan.left_of) where the Hint `cmd` leaves `plan`: what the
    planned move now costs against it is the review's measure, as for a move in hand."""
    def priced(then: dict) -> tuple[float, bool]:
        lost, _, diff = cost(game, verdict(game, iterations), then)
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
               loses: dict | None) -> dict | None:
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
    to the net, else {}, "choice": the Hint's command}; None where neither a gain nor a
    price is said (the Hint's reason alone, no figure to add up)."""
    if diff.gains is None or not (diff.sure or loses):
        return None
    net = max(0, round(diff.mean)) if diff.sure else 0
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
            "beyond": seen, "choice": judged.command}


def _advise(game: Game, iterations: int | None = None) -> Advice:
    judged = verdict(game, iterations)
    rival = judged.runner_up
    if rival is not None:
        gain, why, diff = cost(game, judged, rival)
        # its number carries the review's rule: a gain not measured with confidence is
        # none (the Hint then says nothing of closeness), as the review would name no cost
        loses = gives_up(judged, why, diff)
        advice = Advice(judged.command, why, max(0.0, gain) if diff.sure else 0.0, rival,
                        diff.sure, loses=loses,
                        account=account_of(game, judged, diff, rival, loses))
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
