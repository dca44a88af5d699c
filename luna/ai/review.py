"""The post-game review: the judge looks again at every decision a person made.

For each person's decision in the log the judge (judge.py: the Master with a fixed
iteration budget, its look-ahead played to the end of the next round at least) chooses on
the same position, as the Hint there does (the same verdict); where the person was shown
a Hint, its move is the better one there, as the lessons take it (`shown`); a move
played that a Hint shown earlier in the round advised says so (`Mistake.hinted`). Where it
prefers another command, the decision's estimated cost in final influence is what the
judge's choice gains over the played command in pairs of look-ahead games with the same
strays (the same measure as the Hint's gain over its next-best candidate); it is named
only where its 95 % interval excludes 0 and it is at least judge.NAMED (`Review.dropped`
counts the others: not a mistake worth naming). The reason is the evaluation's largest
term between the two positions reached that the better move itself bears out and the
played one does not do alike (effect.py), else what that move does at once; beside it
the two moves are weighed on what each gains more, part by part, in the same paired
games (judge.weighed: "your move: you lose 7 less to the Apostate; the coach's: …"). Only
iterations bound the work, never a clock, so a review is the same on every machine for a
given budget. The judge weighs each candidate in one look-ahead game (every player an
Adept), not the several of the Master at the table: a whole game's review stays within
half a minute on one core (bench/ai.py --part review).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace

from ..engine import Game, replay
from ..engine.scoring import scoring_change
from . import judge
from .answers import active

DEFAULT_ITERATIONS = judge.ITERATIONS
MOST = 5              # costliest decisions listed per person
NAMED = 3             # the costliest decisions the results screen names: the list's first


@dataclass(frozen=True)
class Mistake:
    """One reviewed decision: `index` is its place in the log (the position before it is
    the log's first `index` commands); `turn` is the player's how-manieth move of its
    round (from 1; the preliminary round's placements are counted apart, `early`), so a
    player can find it again: "Round 3, your 2nd move"."""
    index: int
    round: int
    player: int
    played: dict
    preferred: dict
    cost: float
    reason: dict | None
    turn: int = 0
    early: bool = False
    # judge.weighed: what each move's paired games gained more, part by part (the
    # figures the "why" weighs the two moves on, beside the cost)
    weighed: dict | None = None
    # the player's turn of this round (as `turn`) at which a Hint shown advised the move
    # played here, the latest; 0: none (said beside its cost: never the Hint's advice
    # blamed as the person's own)
    hinted: int = 0
    # False: the judge chose otherwise but the cost was not measured with confidence
    # (`cost` 0, never said): listed as such, never as a costly decision
    sure: bool = True
    # previewed: what the move played gains at the coming scoring by the engine's
    # projection (the preview over Confirm), part by part, beside the coach's move's
    # figure in the same parts: a saving the preview promised is weighed, never dropped
    coming: dict | None = None
    # unused: where this decision was a Meditation and another player's last time
    # marker then ended the round with the person's active novices unused
    # ({"count", "by"}: how many, who ended it)
    unused: dict | None = None
    # how many decisions of this one's action the player made in its round (0: not
    # counted): where more than one, a name by action and round alone is not unique
    alike: int = 0


@dataclass
class Review:
    """Per person the costliest decisions (costliest first), per round each person's
    total cost and number of decisions reviewed."""
    persons: list[int]
    mistakes: dict[int, list[Mistake]] = field(default_factory=dict)
    rounds: list[dict] = field(default_factory=list)
    decisions: int = 0
    dropped: int = 0        # decisions the judge played otherwise, not surely costlier
    # per person, those decisions: off the judge's choice, their cost not sure (said as
    # such, never as "no cost": a newcomer reads that as "no difference")
    unsure: dict[int, int] = field(default_factory=dict)
    # per person, those decisions themselves in the log's order (`Mistake.sure` False):
    # a count the player cannot find again says nothing (each opens in the replay)
    doubts: dict[int, list[Mistake]] = field(default_factory=dict)
    # per person, the rounds another player's last time marker ended while they waited
    # with active novices, their last decision a Meditation: {"round", "count": those
    # novices, "by": who ended it, "index": that Meditation's place in the log}
    # (the novices never acted that round; in the last round, never again)
    unused: dict[int, list[dict]] = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {"persons": self.persons, "decisions": self.decisions, "dropped": self.dropped,
                "unused": self.unused,
                "unsure": self.unsure,
                "doubts": {p: [asdict(m) for m in ms] for p, ms in self.doubts.items()},
                "mistakes": {p: [asdict(m) for m in ms] for p, ms in self.mistakes.items()},
                "rounds": self.rounds}


def review(header: dict, log: list, persons: list[int],
           iterations: int | None = None,
           progress: Callable[[int, int], bool | None] | None = None,
           shown: dict[int, dict] | None = None) -> Review | None:
    """Review the decisions of the seats `persons` (seats.py says who is a person) in
    `log` with the judge's `iterations` (its budget() if None). `progress(done, total)`
    is called after each command; if it returns False the review stops and None is
    returned. `shown`: the Hints the persons were shown (log index -> command); at such
    a position the better move is the Hint's, whatever the judge says now (a Hint worked
    out at another budget, by another version, on a LAN host): the Hint followed is never
    named, and a move played against it is charged against it, as the lessons do."""
    shown = shown or {}
    who = list(persons)
    out = Review(persons=who, mistakes={p: [] for p in who}, unsure=dict.fromkeys(who, 0),
                 doubts={p: [] for p in who}, unused={p: [] for p in who})
    waited: dict[int, int] = {}     # each person's Meditation, their last decision
    #                                 this round (its log index)
    game = replay(header, [])
    found: list[Mistake] = []
    per_round: dict[int, dict[int, list]] = {}
    total = len(log)
    seen: dict[tuple, int] = {}
    advised: dict[tuple, list[tuple[int, dict]]] = {}   # the Hints shown, per round and
    for k, cmd in enumerate(log):                        # player, with the turn
        p = game.to_move
        early = game.state.phase.startswith("preliminary")
        key = (game.state.round, early, p)
        seen[key] = seen.get(key, 0) + 1
        if p in who and not game.is_over:
            rnd = game.state.round
            judged = judge.hinted(game, iterations)
            if k in shown and game.is_legal(shown[k]):
                advised.setdefault(key, []).append((seen[key], shown[k]))
            if k in shown and game.is_legal(shown[k]) \
                    and not judge.same(shown[k], judged.command):
                judged = replace(judged, command=shown[k])      # the Hint the person saw
            preferred = judged.command
            cost, why, weighed = 0.0, None, None
            if not judge.same(preferred, cmd):
                cost, reason, diff = judge.cost(game, judged, cmd)
                why = reason.as_dict() if reason else None
                weighed = judge.weighed(diff)
                hinted = max((turn for turn, hint in advised.get(key, ())
                              if judge.same(hint, cmd)), default=0)
                if not diff.sure:           # not measured with confidence: not named
                    out.dropped += 1
                    out.unsure[p] += 1
                    out.doubts[p].append(Mistake(k, rnd, p, cmd, preferred, 0.0, why,
                                                 seen[key], early, hinted=hinted, sure=False))
                    cost = 0.0
            out.decisions += 1
            row = per_round.setdefault(rnd, {q: [0.0, 0] for q in who})
            row[p][1] += 1
            if cost > 1e-6:
                row[p][0] += cost
                found.append(Mistake(k, rnd, p, cmd, preferred, round(cost, 2), why,
                                     seen[key], early, weighed, hinted,
                                     coming=previewed(game, cmd, preferred)))
        left = {q: active(game.state, q) for q in who}
        rnd = game.state.round
        if p in who:
            waited.pop(p, None)
            if cmd.get("type") == "meditate":
                waited[p] = k
        if any(e.get("type") == "round_scored" for e in game.apply(cmd)):
            for q, at in waited.items():
                if q != p and left[q]:
                    out.unused[q].append({"round": rnd, "count": left[q], "by": p,
                                          "index": at})
            waited = {}
        if progress is not None and progress(k + 1, total) is False:
            return None
    found = with_alike(with_unused(found, out.unused), header, log)
    out.doubts = {q: with_unused(ms, out.unused) for q, ms in out.doubts.items()}
    for p in who:
        mine = sorted((m for m in found if m.player == p), key=lambda m: (-m.cost, m.index))
        out.mistakes[p] = mine[:MOST]
    out.rounds = [{"round": r, "cost": {q: round(c, 2) for q, (c, _) in row.items()},
                   "decisions": {q: n for q, (_, n) in row.items()}}
                  for r, row in sorted(per_round.items())]
    return out


def with_alike(found: list[Mistake], header: dict, log: list) -> list[Mistake]:
    """The decisions `found`, each with how many of its player's decisions of its action
    its round held (`Mistake.alike`): two Councils of round 3 are told apart by turn."""
    game, seen = replay(header, []), {}
    for cmd in log:
        if game.is_over:
            break
        s = game.state
        key = (s.round, s.phase.startswith("preliminary"), game.to_move, cmd.get("type"))
        seen[key] = seen.get(key, 0) + 1
        game.apply(cmd)
    return [replace(m, alike=seen.get((m.round, m.early, m.player, m.played.get("type")), 0))
            for m in found]


def with_unused(found: list[Mistake], unused: dict[int, list[dict]]) -> list[Mistake]:
    """The decisions `found`, each Meditation after which the round ended with the
    person's active novices unused (Review.unused) saying so (`Mistake.unused`)."""
    ended = {(q, u["index"]): {"count": u["count"], "by": u["by"]}
             for q, us in unused.items() for u in us}
    return [replace(m, unused=ended[m.player, m.index]) if (m.player, m.index) in ended
            else m for m in found]


def previewed(game: Game, played: dict, better: dict) -> dict | None:
    """The engine's projection of the coming scoring (scoring_change: what the preview
    over Confirm showed) of the move `played` against the position before it, the parts
    it gains in (positive: "you lose 3 less to the Apostate"), and the coach's move's
    `better` figure in the same parts (0 where it gains none there): {"played": {part:
    n}, "better": {part: n}}. None where the played move gains in no part of it (or a
    move ends the round: its scoring is past)."""
    figures = []
    for cmd in (played, better):
        after = game.clone()
        after.apply(cmd)
        change = scoring_change(game.state, after.state, game.to_move)
        figures.append({} if change is None else change.parts)
    mine = {k: v for k, v in figures[0].items() if v > 0}
    if not mine:
        return None
    return {"played": mine, "better": {k: max(0, figures[1].get(k, 0)) for k in mine}}
