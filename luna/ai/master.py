"""The Master: a look-ahead search over the Adept's best ideas.

It takes the Adept's top candidates, plays each one on a copy of the game and lets
every player continue as an Adept would until the end of the round, then scores the
result with the Adept's estimate. Each candidate is played out in a few look-ahead
games (`samples`): in the first everyone plays exactly as an Adept, in the others the
opponents now and then take a move the Adept values nearly as much, so a choice that
only pays if the others do exactly what the Adept would is not taken for a sure thing
(the same strays for every candidate, so they are compared on equal terms). The
better half goes on to a longer look-ahead (one
more round), and so on until one is left, the game's end is reached or the budget is
spent (successive halving over growing horizons). Weighing one candidate at one stage
(its samples) is one iteration.

With `iterations` the search is deterministic; with a time limit it stops in time and
keeps the best command found so far. At the table (levels.py) the Master has a thinking
time: a number of iterations for it (think_budget, the same on any machine) with the
time as a safety cap only. The Hint's and the review's judge (judge.py) weighs
one stage only (`stages`), its look-ahead to the next round's end (`first_ahead`).

At the table and in the judge (`escape`) a way off the Apostate's island is always
among the candidates the first stage weighs when his scoring this round would take from
the mover and none of those lowers that loss (candidates.way_out): the Adept's first
ranking counts only part of the round's pending loss, so every way out can rank below
the cut, or below the few a small budget weighs.

Two habits are settled before any search, because the look-ahead cannot see them: it
plays the Master's own later turns as an Adept, who consecrates at once and never
idles, so in the look-ahead putting either off costs nothing. At the table it does:
- a consecration the Adept ranks first is made now (the round may end before the next
  turn, and the Guardian then steps down);
- a round is not opened with a meditation while the Adept sees an action worth taking
  (the candle burns for the others, the novices stay unused).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import NamedTuple

from ..engine import Game
from ..engine.state import State
from . import known
from .adept import favours_island, gain_reason
from .candidates import actions_this_round, way_out
from .effect import borne_out, effect_of
from .evaluation import MASTER, Weights, value
from .reasons import Decision, reason_at, split
from .seeding import position_rng

IDLE = ("meditate", "end_actions")
DEFAULT_TIME = 2.0
SAFETY = 0.9    # leave room for the last look-ahead to finish inside the time limit
SAMPLES = 5     # look-ahead games per candidate and stage
STRAY = 0.3     # in all but the first, how often an opponent strays from the Adept's move
NEAR = 2.0      # ... to one of the next three it values within this many points of its best


# The Master's iterations per move at the default thinking time (DEFAULT_TIME), by the
# number of players (a look-ahead plays every seat's moves): its move takes at most about
# half of that time at the 95th percentile on the machine it was measured on (2 cores,
# `python bench/ai.py --part think`), so that a machine half as fast still finishes
# within it; other thinking times scale it. The clock is only a safety cap.
THINK_ITERATIONS = {1: 16, 2: 16, 3: 12, 4: 8}


def think_budget(think: float, players: int) -> int:
    """Iterations for a thinking time of `think` seconds at a table of `players`."""
    per = THINK_ITERATIONS.get(players, THINK_ITERATIONS[4])
    return max(2, round(per * think / DEFAULT_TIME))


class Ended(NamedTuple):
    """Where one look-ahead game stopped, and what it is worth to the mover."""
    value: float
    state: State


class Budget:
    """Iterations if given (deterministic), else time on `clock` (the wall clock at the
    table; a bench may give the process's CPU time, so that a loaded machine does not
    weaken the Master it measures). `cap`: seconds on the clock after which iterations
    stop even if some are left (a safety cap: only a machine too slow for the budget
    meets it). `capped`: the clock stopped the search while it wanted more."""

    def __init__(self, time_limit: float | None, iterations: int | None,
                 clock: Callable[[], float] = time.perf_counter,
                 cap: float | None = None) -> None:
        self.iterations = iterations
        self.clock = clock
        self.deadline = None
        if iterations is None:
            self.deadline = clock() + SAFETY * (time_limit or DEFAULT_TIME)
        elif cap is not None:
            self.deadline = clock() + SAFETY * cap
        self.used = 0
        self.longest = 0.0
        self.capped = False

    def allows(self) -> bool:
        """Whether one more iteration may start (asked only while some is wanted)."""
        if self.iterations is not None and self.used >= self.iterations:
            return False
        in_time = self.deadline is None or self.clock() + self.longest < self.deadline
        self.capped = self.capped or not in_time
        return in_time

    def spend(self, started: float) -> None:
        self.used += 1
        self.longest = max(self.longest, self.clock() - started)


class Search(NamedTuple):
    """What one decision's search weighed: its candidates (`pool`), the one chosen
    (`best`), and for each candidate of the stage that decided its mean value and its
    look-ahead games (`weighed`), played to the end of the round `ahead` rounds past this
    one; `ahead` None: nothing was weighed (one command, or a consecration made at once).
    `trails`: each candidate's rankings met on its first look-ahead game (Trail)."""
    pool: list[dict]
    best: int
    weighed: dict[int, tuple[float, list[Ended]]]
    ahead: int | None
    trails: dict[int, Trail] | None = None


class MasterPlayer:
    level = "master"

    def __init__(self, seed: int = 0, time_limit: float | None = None,
                 iterations: int | None = None, weights: Weights = MASTER,
                 width: int = 8, consecrate_first: bool = True,
                 open_with_action: bool = True, reuse_stages: bool = True,
                 samples: int = SAMPLES, first_ahead: int = 0,
                 stages: int | None = None, think: float | None = None,
                 escape: bool = False) -> None:
        self.seed = seed
        self.time_limit = time_limit
        self.iterations = iterations
        # a thinking time: iterations by think_budget, the time itself their safety cap
        self.think = think
        self.capped = False                 # the last search was stopped by the clock
        self.weights = weights
        self.width = width
        self.consecrate_first = consecrate_first
        self.open_with_action = open_with_action
        self.reuse_stages = reuse_stages
        self.samples = samples
        self.first_ahead = first_ahead      # its first stage's look-ahead: rounds past this
        self.stages = stages                # the most stages weighed (None: budget's)
        # keep a way off the Apostate's island among the candidates weighed (way_out)
        self.escape = escape
        self.clock = time.perf_counter      # what the time limit is measured on

    def choose(self, game: Game) -> dict:
        """The command alone (a game between bots tells no reasons: none is worked out)."""
        found = self.search(game)
        return found.pool[found.best]

    def decide(self, game: Game) -> Decision:
        """The command and its reason: what its look-ahead gains over the runner-up's
        (or, with nothing to weigh it against, over the position before it)."""
        found = self.search(game)
        cmd = found.pool[found.best]
        if found.ahead is None:
            return Decision(cmd, gain_reason(game, cmd, self.weights))
        return Decision(cmd, self._reason(game, found.pool, found.best, found.weighed,
                                          found.ahead))

    def search(self, game: Game) -> Search:
        """The successive halving itself: what was weighed and what it chose."""
        self.capped = False
        ranking = known.own_ranking(game, self.weights)
        top = ranking[0][1]
        if len(ranking) == 1 or (self.consecrate_first and top["type"] == "consecrate"):
            return Search([top], 0, {}, None)
        pool = [cmd for _, cmd in ranking[:self.width]]
        pool += [cmd for _, cmd in ranking[self.width:] if cmd["type"] in IDLE]
        if (self.open_with_action and top["type"] not in IDLE
                and game.state.phase == "actions" and actions_this_round(game) == 0):
            pool = [cmd for cmd in pool if cmd["type"] not in IDLE]
        iterations, cap = self.iterations, None
        if self.iterations is None and self.think is not None:
            iterations, cap = think_budget(self.think, game.state.players), self.think
        # the candidates the first stage weighs whatever the budget: the way out must be
        # among them (one further down the pool is never weighed by a stage cut short)
        first = max(1, min(len(pool), self.width, iterations or len(pool)))
        out = way_out(game, [cmd for _, cmd in ranking], pool[:first]) \
            if self.escape else None
        if out is not None:
            # in place of the last of them, so the search costs what it did
            pool[first - 1] = out
        budget = Budget(self.time_limit, iterations, self.clock, cap)
        alive = list(range(len(pool)))
        best = alive[0]
        ahead = self.first_ahead
        weighed: dict[int, tuple[float, list[Ended]]] = {}   # the last stage that decided
        weighed_ahead = ahead
        reached: dict[tuple[int, int], Game] = {}    # each look-ahead, where it stopped
        trails: dict[int, Trail] = {k: Trail() for k in alive}
        seed = self._stray_seed(game)
        me = game.to_move
        while len(alive) > 1:
            results: dict[int, tuple[float, list[Ended]]] = {}
            reached_end = True
            for k in alive:
                if not budget.allows():
                    break
                started = budget.clock()
                ends = []
                for j in range(self.samples):
                    g = self._played_on(game, pool[k], ahead,
                                        reached.get((k, j)) if self.reuse_stages else None,
                                        sample=(seed, j), trail=trails[k])
                    reached[(k, j)] = g
                    ends.append(Ended(value(g.state, me, self.weights), g.state))
                    reached_end = reached_end and g.is_over
                results[k] = (sum(e.value for e in ends) / len(ends), ends)
                budget.spend(started)
            if not results:
                break
            weighed, weighed_ahead = results, ahead
            best = max(results, key=lambda k: (results[k][0], -k))
            if len(results) < len(alive) or reached_end or \
                    (self.stages is not None and ahead - self.first_ahead + 1 >= self.stages):
                break
            alive = sorted(alive, key=lambda k: (-results[k][0], k))[:max(2, len(alive) // 2)]
            ahead += 1
        self.capped = budget.capped
        return Search(pool, best, weighed, weighed_ahead, trails)

    def _reason(self, game: Game, pool: list[dict], best: int,
                weighed: dict[int, tuple[float, list[Ended]]], ahead: int):
        """Against the runner-up of the stage that decided, in the look-ahead game
        where the choice gained most over it (so the reason is one the Master saw
        happen), the largest term the move itself bears out; where there was none, or
        none that the move bears out, what the move itself gains."""
        rivals = sorted((k for k in weighed if k != best), key=lambda k: (-weighed[k][0], k))
        why = None
        if best in weighed and rivals:
            mine, theirs = weighed[best][1], weighed[rivals[0]][1]
            j = max(range(len(mine)), key=lambda j: (mine[j].value - theirs[j].value, -j))
            p, versus = game.to_move, pool[rivals[0]]
            parts = split(mine[j].state, theirs[j].state, p, self.weights)
            # the largest term the move itself bears out (effect.py), as the Hint's
            choice = effect_of(game, pool[best])
            key = borne_out(parts, choice, effect_of(game, versus), ahead=True)
            if key is not None:     # (a favour token taken: from which island)
                why = favours_island(reason_at(key, parts, mine[j].state, theirs[j].state,
                                               p, versus=versus, ahead=ahead, sample=j),
                                     list(choice.events), p)
        return why or gain_reason(game, pool[best], self.weights)

    def look_ahead(self, game: Game, cmd: dict, ahead: int, sample: int = 0,
                   trail: Trail | None = None, seen: list[dict] | None = None,
                   played: list[tuple[dict, int]] | None = None
                   ) -> tuple[float, bool, State]:
        """Play `cmd`, then Adept moves for everyone (with the strays of look-ahead game
        `sample`, none in the first) to the end of the round `ahead` rounds after this
        one; returns the value for the mover, whether the game ended and the position
        reached. `trail`: shared by the look-ahead games of one `cmd` (the first's
        rankings serve the others); `seen`: where given, the scorings the game passed
        through (its influence, round_scored and game_over events) are added to it;
        `played`: where given, each command played after `cmd`, with the round it was
        played in, is added to it (what the mover does next in the game that chose)."""
        g = self._played_on(game, cmd, ahead, sample=(self._stray_seed(game), sample),
                            trail=trail, seen=seen, played=played)
        return value(g.state, game.to_move, self.weights), g.is_over, g.state

    def _stray_seed(self, game: Game) -> int:
        """The seed of this decision's strays: the bot's seed and the position."""
        return position_rng(self.seed, game).getrandbits(32)

    def _played_on(self, game: Game, cmd: dict, ahead: int, start: Game | None = None,
                   sample: tuple[int, int] = (0, 0), trail: Trail | None = None,
                   seen: list[dict] | None = None,
                   played: list[tuple[dict, int]] | None = None) -> Game:
        """The look-ahead game of `cmd` played to the end of round `ahead`. `start` is
        the same look-ahead stopped at an earlier round: its moves depend only on the
        position and `sample` (the decision's seed and the game's number), so going on
        from it reaches the same position as playing again from `game`, in a fraction
        of the time. `trail`: the rankings met by the first look-ahead game of `cmd`,
        which a later one reads for as long as it has made the same moves."""
        g = start
        if g is None:
            g = game.clone()
            _scorings(g.play(cmd), seen)
        seed, j = sample
        me = game.to_move
        last = game.state.round + ahead
        if trail is None:
            trail = Trail()
        while not g.is_over and g.state.round <= last:
            ranking = trail.ranking(g, j, self.weights)
            move = ranking[0][1]
            strays = j and g.to_move != me
            near = [c for v, c in ranking[1:4] if strays and v >= ranking[0][0] - NEAR]
            if near:
                rng = random.Random(seed * 1_000_003 + j * 7919 + len(g.log))
                if rng.random() < STRAY:
                    move = rng.choice(near)
                    trail.strayed.add(j)
            if played is not None:
                played.append((move, g.state.round))
            _scorings(g.play_listed(move), seen)
        return g


# what a look-ahead game passes through that `seen` keeps: the influence each scoring and
# action gave, by its why (trial.parts_of counts the mover's score part by part from
# them: without them a round's Moon Priestess, temple and Apostate and the actions'
# influence counted 0 in every trial game, so no reason or Hint could name them), and
# the scorings' summaries
SCORINGS = ("influence", "round_scored", "game_over")


def _scorings(events: list[dict], seen: list[dict] | None) -> None:
    """The scorings among `events`, added to `seen` where it is given."""
    if seen is not None:
        seen.extend(e for e in events if e.get("type") in SCORINGS)


class Trail:
    """The look-ahead games of one candidate: each plays as the first (the Adept's own
    moves, no strays) until its first stray, and meets the same positions meanwhile, so
    the first game's rankings, kept by the length of its log, serve them too. The first
    game is the same in every search of that candidate at that position with those
    weights (it has no strays), so a trail may start with another's `rankings`."""

    def __init__(self, rankings: dict[int, list[tuple[float, dict]]] | None = None) -> None:
        self.rankings: dict[int, list[tuple[float, dict]]] = dict(rankings or {})
        self.strayed: set[int] = set()      # the games that have left the first one's way

    def ranking(self, g: Game, j: int, weights: Weights) -> list[tuple[float, dict]]:
        """ranked(g) for look-ahead game `j`, read from the first game's where it can."""
        if j == 0:
            found = self.rankings.get(len(g.log))
            if found is None:
                found = self.rankings[len(g.log)] = known.ranking(g, weights)
            return found
        if j not in self.strayed:
            found = self.rankings.get(len(g.log))
            if found is not None:
                return found
        return known.ranking(g, weights)
