"""Computer players benchmark: prints figures against the targets of issues 4 and 14
(not a test).

    python bench/ai.py [--games 40] [--master-time 2.0] [--iterations N] [--part all]
    python bench/ai.py --part ladder --games 48 --jobs 2   # the levels' ratings (issue 24)
    python bench/ai.py --part lesson                 # the lessons' time after a game
    python bench/ai.py --part review                  # a 4-player game's review time
    python bench/ai.py --part think --games 3         # the Master's move: budget vs clock
    python bench/ai.py --part apostate --players 2    # novices left to the Apostate
    python bench/ai.py --part escape --games 24       # the Master against itself without
                                                     # the way off the Apostate's island
    python bench/ai.py --part outside --games 96      # the Sage and the Oracle against
                                                     # an outside searcher, in Elo
    python bench/ai.py --part tables --players 3,4 --games 24  # the levels' ratings in
                                                     # 3- and 4-player games

Series of games with the seats rotated: an Adept against three Novices and a Master
against three Adepts (four players); with --part baseline the Master against the frozen
baseline Master of bench/baseline.py: two players at the same budget (baseline2), two
players with the Master at half the budget (half), and one Master against three
baselines (baseline4); with --part opponents
a Master (or, with --top baseline, the frozen baseline) against three greedy
consecrators, then three shrine builders, then three playout searchers
(bench/opponents.py; --opponent picks some). Each series
also counts the habits of bench/habits.py. Prints a line per game as it ends (so a
long run can be watched) and then the table. Runs on one core (sched_setaffinity where
the OS has it).
"""

from __future__ import annotations

import argparse
import functools
import math
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from baseline import baseline_master  # noqa: E402
from habits import Habits, count  # noqa: E402
from ladder import (  # noqa: E402
    bootstrap,
    fit,
    quantiles,
    round_robin,
    schedule,
    table_pool,
    table_results,
    windows,
)
from opponents import OPPONENTS  # noqa: E402

from luna.ai import LEVELS, make_bot  # noqa: E402
from luna.ai.levels import RATINGS  # noqa: E402
from luna.ai.match import SeatStats, series  # noqa: E402

HABITS: dict[str, Habits] = {}      # per series label, then per level


def run(levels: list[str], games: int, seed: int, time_limit: float,
        iterations: int | None, share: float = 1.0, cpu: bool = False
        ) -> dict[str, SeatStats]:
    """A series; the first level thinks with `share` of the budget the others get.
    `cpu`: the bots' safety cap and the move times on the process's CPU time, so that a
    loaded machine neither weakens the players nor slows the figures."""
    started = time.perf_counter()
    label = f"{levels[0]} vs {'+'.join(levels[1:])}" + (f" at {share:g} time" if share != 1 else "")

    def report(k, game, seats):
        final = game.state.final
        scores = " ".join(f"{lv}:{sc}" for lv, sc in zip(seats, final["scores"], strict=True))
        print(f"  game {k + 1:>3}/{games}  {scores}  -> {seats[final['winner']]}"
              f"  ({time.perf_counter() - started:.0f} s)", flush=True)
        for lv, h in count(game.header, game.log, seats).items():
            HABITS.setdefault(f"{label}: {lv}", Habits()).merge(h)

    def make(level, bot_seed):
        bot = build(level, bot_seed)
        if cpu and hasattr(bot, "clock"):
            bot.clock = time.process_time
        return bot

    def build(level, bot_seed):
        t, n = time_limit, iterations
        if level == levels[0] and share != 1:
            t, n = t * share, (max(1, round(n * share)) if n else None)
        if level == "baseline":
            return baseline_master(bot_seed, time_limit=t, iterations=n)
        if level in OPPONENTS:
            return OPPONENTS[level](bot_seed)
        if level == "unescaped":        # the Master without candidates.way_out
            bot = make_bot("master", bot_seed, time_limit=t, iterations=n)
            bot.escape = False
            return bot
        return make_bot(level, bot_seed, time_limit=t, iterations=n)

    print(f"{levels[0]} against {', '.join(levels[1:])}: {games} games, seeds {seed}-"
          f"{seed + games - 1}", flush=True)
    return series(levels, games, seed, make, report=report,
                  clock=time.process_time if cpu else time.perf_counter)


def interval(wins: int, games: int) -> str:
    """The win rate with its 95 % Wilson interval (honest at small samples)."""
    if not games:
        return "-"
    z, p = 1.96, wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * ((p * (1 - p) + z * z / (4 * games)) / games) ** 0.5 / (1 + z * z / games)
    return f"{100 * p:.0f}% [{100 * (centre - half):.0f}-{100 * (centre + half):.0f}]"


def ms(seconds: float) -> str:
    return f"{1000 * seconds:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def times(st: SeatStats) -> str:
    return f"{ms(statistics.median(st.move_times))} / {ms(st.time_quantile(0.95))}"


# The top level against the frozen baseline (issue 14, section 3): (part, players,
# the Master's share of the baseline's budget, target).
BASELINE_SERIES = (("baseline2", 2, 1.0, ">= 65%"), ("half", 2, 0.5, ">= 50%"),
                   ("baseline4", 4, 1.0, ">= 35%"))

def ladder_bot(level: str, bot_seed: int, time_limit: float, iterations: int | None):
    """A level's bot whose clock is its process's CPU time (see ladder)."""
    bot = make_bot(level, bot_seed, time_limit=time_limit, iterations=iterations)
    if hasattr(bot, "clock"):
        bot.clock = time.process_time
    return bot


def ladder(args) -> None:
    """The ladder (issue 24): a round robin of two-player games between the levels
    (bench/ladder.py: `--games` for neighbours, `--far` for levels two apart, a quarter
    of that for the rest), the Elo-style fit with 95 % intervals, and each level's move time.
    The Master's time limit and every move time are measured on this process's CPU
    time, so that other work on the machine neither weakens the Master nor slows the
    figures."""
    clock = time.process_time
    levels = args.levels.split(",") if args.levels else list(LEVELS)
    started = time.perf_counter()
    budget = f"{args.iterations} iterations" if args.iterations else f"{args.master_time:g} s"
    moves: dict[str, list[float]] = {lv: [] for lv in levels}
    scores: dict[tuple[str, str], list[float]] = {}

    make = functools.partial(ladder_bot, time_limit=args.master_time,
                             iterations=args.iterations)

    def report(k, game, seats):
        final = game.state.final
        line = " ".join(f"{lv}:{sc}" for lv, sc in zip(seats, final["scores"], strict=True))
        print(f"  {line}  -> {seats[final['winner']]}  ({time.perf_counter() - started:.0f} s)",
              flush=True)

    print(f"The ladder's round robin: seeds {args.seed}-{args.seed + args.games - 1}",
          flush=True)
    results, per_pair = round_robin(levels, args.games, args.far, args.seed, make,
                                    report, clock, jobs=args.jobs)
    for (low, high), st in per_pair.items():
        scores[(low, high)] = [st[low].mean_score, st[high].mean_score]
        for lv in (low, high):
            moves[lv] += st[lv].move_times
    f = fit(results)
    pairs = schedule(levels, args.games, args.far)
    print(f"\nThe ladder: each level on one core, Python {sys.version.split()[0]}, "
          f"Master {budget} (CPU time), "
          f"two players, seats rotated; games per pair: "
          f"{', '.join(sorted({str(g) for _, _, g in pairs}, key=int, reverse=True))} "
          f"(neighbours / two apart / further); {sum(g for _, _, g in pairs)} games, "
          f"{time.perf_counter() - started:.0f} s on {args.jobs} "
          f"{'core' if args.jobs == 1 else 'cores'}")
    print(f"  {'level':<8} {'rating':>13} {'gap to the one below':>22} {'wins against it':>22}"
          f" {'mean score':>12} {'move median / p95 / max':>28}")
    for k, lv in enumerate(levels):
        gap = won = mean = "-"
        if k:
            below = levels[k - 1]
            g, h = f.gap(below, lv)
            gap = f"{g:+.0f} ± {h:.0f}"
            won = interval(results.wins.get((lv, below), 0), results.games(lv, below))
            won += f" of {results.games(lv, below):.0f}"
            low_score, high_score = scores[(below, lv)]
            mean = f"{high_score:.1f}/{low_score:.1f}"
        xs = moves[lv]
        st = SeatStats(move_times=xs)
        print(f"  {lv:<8} {f.rating(lv):>7.0f} ± {f.half_width(lv):<3.0f} {gap:>22} {won:>22} "
              f"{mean:>12} {ms(statistics.median(xs)):>9} / {ms(st.time_quantile(0.95)):>8}"
              f" / {ms(max(xs)):>8}")
    print("\n  all pairs (row's wins against column):")
    print("  " + " " * 9 + "".join(f"{lv:>9}" for lv in levels))
    for a in levels:
        cells = [f"{results.wins.get((a, b), 0):.0f}/{results.games(a, b):.0f}" if a != b
                 else "" for b in levels]
        print(f"  {a:<9}" + "".join(f"{c:>9}" for c in cells))
    ratings = ", ".join(f'"{lv}": {round(f.rating(lv), -1):.1f}' for lv in levels)
    print(f"\n  RATINGS = {{{ratings}}}")


def review_time(args) -> None:
    """The post-game review of a whole 4-player game between Adepts (every seat
    reviewed as a person), at the default budget: target <= 90 s on one core."""
    from luna.ai.review import DEFAULT_ITERATIONS, review
    from luna.engine import new_game
    game = new_game(players=4, seed=args.seed, setup="random")
    bots = [make_bot("adept", args.seed * 10 + p) for p in range(4)]
    while not game.is_over:
        game.apply(bots[game.to_move].choose(game))
    started = time.perf_counter()
    result = review(game.header, game.log, [0, 1, 2, 3], iterations=DEFAULT_ITERATIONS)
    took = time.perf_counter() - started
    print(f"\n  review of a 4-player game ({len(game.log)} commands, {result.decisions} "
          f"decisions, {DEFAULT_ITERATIONS} iterations each): {took:.1f} s   (target <= 90 s)",
          flush=True)


def lesson_time(args) -> None:
    """The lessons after a game (luna/ai/lessons.py) for every seat, as the results
    screen asks for them: `--games` games each of 2, 3 and 4 players (a Novice against
    Adepts, so that there are mistakes to find). Target: <= 100 ms on one core, so the
    results screen opens with the lesson without a wait anyone sees."""
    from luna.ai.lessons import lessons
    from luna.ai.match import play
    from luna.engine import new_game
    took: dict[str, list[float]] = {"wall clock": [], "CPU time": []}
    for players in (2, 3, 4):
        for k in range(args.games):
            seed = args.seed + k
            game = new_game(players=players, seed=seed, setup="random")
            play(game, [make_bot("novice" if p == 0 else "adept", seed * 10 + p)
                        for p in range(players)])
            wall, cpu = time.perf_counter(), time.process_time()
            lessons(game.header, game.log, list(range(players)))
            took["wall clock"].append(time.perf_counter() - wall)
            took["CPU time"].append(time.process_time() - cpu)
    for clock, xs in took.items():
        st = SeatStats(move_times=xs)
        print(f"\n  lessons of a finished game, every seat ({len(xs)} games of 2-4 players), "
              f"{clock}: median {ms(statistics.median(xs))}, p95 {ms(st.time_quantile(0.95))},"
              f" max {ms(max(xs))}   (target <= 100 ms)", flush=True)


def think_time(args) -> None:
    """The Master's move at the table, before (by the clock: `--master-time` seconds) and
    after (the iterations of that thinking time, the clock a safety cap): its CPU time
    here (median, p95, longest) and the share of its searches the clock cut short on this
    machine and on one half as fast (the clock read as twice the CPU time), over
    positions of seeded games between Adepts of 2, 3 and 4 players (`--games` per count)."""
    from luna.ai.master import MasterPlayer
    from luna.engine import new_game
    for players in (int(n) for n in args.players.split(",")):
        positions = []
        for k in range(args.games):
            game = new_game(players=players, seed=args.seed + k, setup="random")
            bots = [make_bot("adept", (args.seed + k) * 10 + p) for p in range(players)]
            while not game.is_over:
                if len(game.log) % 6 == 2 and game.state.phase == "actions":
                    positions.append(game.clone())
                game.apply(bots[game.to_move].choose(game))
        for name in ("before", "after"):
            took, cut = [], {1: 0, 2: 0}
            for slower in (1, 2):
                for n, g in enumerate(positions):
                    bot = MasterPlayer(n, time_limit=args.master_time) if name == "before" \
                        else make_bot("master", n, time_limit=args.master_time)
                    bot.clock = lambda s=slower: s * time.process_time()
                    started = time.process_time()
                    bot.choose(g)
                    if slower == 1:
                        took.append(time.process_time() - started)
                    cut[slower] += bot.capped
            st = SeatStats(move_times=took)
            print(f"  {players} players, {name:<6} ({len(positions)} positions): CPU median "
                  f"{ms(statistics.median(took))}, p95 {ms(st.time_quantile(0.95))}, longest "
                  f"{ms(max(took))}; cut short by the clock here {cut[1]}/{len(positions)}, "
                  f"on a machine half as fast {cut[2]}/{len(positions)}", flush=True)


def apostate(args) -> None:
    """Novices left to the Apostate (issue 54): a Master against Adepts at each table size
    of `--players` (`--games` games, the Master's seat rotated), the seat-rounds each
    level ends with novices on or beside the Apostate's island and the influence he takes
    a game; and whether the Master's look-ahead saw it coming: at each of its decisions
    with novices there, the Apostate's loss this round in the look-ahead games of the
    move it chose (mean of its samples) against the loss the round then brought; and
    whether its candidates missed a way out: at each searched decision where none of
    them lowers that loss but one of the commands it left out does (the Adept's best
    such), the chosen move and that escape weighed by the same look-ahead games."""
    from luna.engine import new_game
    from luna.engine.game import Game

    class Watched(Game):
        """A game that keeps the round scorings its copies play (the look-ahead's)."""
        scored: list[dict]

        def clone(self) -> Watched:
            g = Watched(self.header, self.state.clone(), self.setup_events)
            g.log, g.scored = list(self.log), []
            return g

        def play(self, cmd: dict) -> list[dict]:
            events = super().play(cmd)
            self.scored += [e for e in events if e["type"] == "round_scored"]
            return events

    def loss(events: list[dict], rnd: int, p: int) -> int:
        return -sum(x["points"] for e in events if e["round"] == rnd
                    for x in e["apostate"] if x["player"] == p)

    def foresight(master, game: Game, cmd: dict) -> float:
        """The mean loss to the Apostate this round in the chosen move's look-ahead
        games (the search's first stage: to this round's end)."""
        me, rnd, seed = game.to_move, game.state.round, master._stray_seed(game)
        watched = Watched(game.header, game.state.clone(), game.setup_events)
        watched.log = list(game.log)
        seen = [loss(master._played_on(watched, cmd, 0, sample=(seed, j)).scored, rnd, me)
                for j in range(master.samples)]
        return sum(seen) / len(seen)

    from luna.ai.adept import ranked
    from luna.ai.evaluation import value
    from luna.engine.scoring import apostate_losses

    def at_stake(game: Game, cmd: dict | None, p: int) -> int:
        """What the Apostate would take from `p` now (after `cmd`, if given)."""
        g = game
        if cmd is not None:
            g = game.clone()
            g.play(cmd)
        return apostate_losses(g.state).get(p, 0)

    def weighed(master, game: Game, cmd: dict, ahead: int) -> float:
        seed = master._stray_seed(game)
        return statistics.fmean(
            value(master._played_on(game, cmd, ahead, sample=(seed, j)).state,
                  game.to_move, master.weights) for j in range(master.samples))

    def escape_check(master, game: Game, p: int) -> tuple[dict, float | None]:
        """The Master's command; and where its candidates hold no way out of the
        Apostate's loss but a command left out does, what that escape's look-ahead
        value gains over the chosen move's (None: no such decision)."""
        found = master.search(game)
        cmd, now = found.pool[found.best], at_stake(game, None, p)
        if found.ahead is None or any(at_stake(game, c, p) < now for c in found.pool):
            return cmd, None
        out = next((c for _, c in ranked(game, master.weights)
                    if at_stake(game, c, p) < now), None)
        if out is None:
            return cmd, None
        return cmd, weighed(master, game, out, found.ahead) - \
            weighed(master, game, cmd, found.ahead)

    for players in (int(n) for n in args.players.split(",")):
        habits: dict[str, Habits] = {}
        escapes: list[float] = []
        said = lost = 0.0
        last_said = last_lost = 0.0
        decisions = rounds = 0
        for k in range(args.games):
            seed = args.seed + k
            seats = ["master" if p == k % players else "adept" for p in range(players)]
            me = k % players
            bots = [make_bot(lv, seed * 10 + p, time_limit=args.master_time,
                             iterations=args.iterations) for p, lv in enumerate(seats)]
            game = new_game(players=players, seed=seed, setup="random")
            waiting: list[float] = []
            while not game.is_over:
                s, p = game.state, game.to_move
                if p == me and s.phase == "actions" and at_stake(game, None, p):
                    cmd, gain = escape_check(bots[p], game, p)
                    escapes += [] if gain is None else [gain]
                    waiting.append(foresight(bots[p], game, cmd))
                else:
                    cmd = bots[p].choose(game)
                for e in game.apply(cmd):
                    if e["type"] == "round_scored" and waiting:
                        took = loss([e], e["round"], me)
                        said, lost = said + sum(waiting), lost + took * len(waiting)
                        last_said, last_lost = last_said + waiting[-1], last_lost + took
                        decisions, rounds = decisions + len(waiting), rounds + 1
                        waiting = []
            for lv, h in count(game.header, game.log, seats).items():
                habits.setdefault(lv, Habits()).merge(h)
        print(f"\n  {players} players, a Master against Adepts, {args.games} games:")
        for lv, h in sorted(habits.items()):
            print(f"    {lv:<7} novices at the Apostate when scored: {h.lines()[-1][1]}")
        print(f"    the Master's look-ahead, {decisions} decisions with novices there: the "
              f"loss it saw coming {said:.0f}, the loss the rounds brought {lost:.0f}; at "
              f"its last decision of the round ({rounds}): {last_said:.0f} against "
              f"{last_lost:.0f}")
        better = [g for g in escapes if g > 0]
        print(f"    decisions where only a command left out of its candidates lowered the "
              f"loss: {len(escapes)}; that escape's look-ahead value beat the chosen "
              f"move's in {len(better)} (mean gain {statistics.fmean(escapes or [0]):+.2f},"
              f" where it beat it {statistics.fmean(better or [0]):+.2f})", flush=True)


def elo(p: float) -> float:
    """The Elo difference that makes `p` the expected score (clamped off 0 and 1)."""
    p = min(max(p, 0.005), 0.995)
    return 400 * math.log10(p / (1 - p))


def wilson(wins: float, games: int) -> tuple[float, float]:
    z, p = 1.96, wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * ((p * (1 - p) + z * z / (4 * games)) / games) ** 0.5 / (1 + z * z / games)
    return centre - half, centre + half


def outside(args) -> None:
    """Levels against one player from outside the family (issue 54): each level of
    `--levels` (default the Sage and the Oracle) plays `--games` two-player games against
    the tempered playout searcher of bench/opponents.py on the same deals (seeds
    seed+5000 on, seats rotated, as the ladder plays). Each level's win rate turns into
    Elo against that player (Wilson interval mapped through the Elo curve); the step
    between neighbouring levels is the difference of the two, with a 95 % interval from
    a bootstrap over the deals (both levels' games of a deal drawn together), to set
    beside the ladder's self-play gap. Move times are CPU time."""
    import random
    levels = args.levels.split(",") if args.levels else ["sage", "oracle"]
    other = args.opponent[0] if args.opponent else "searcher"
    won: dict[str, list[int]] = {}
    for lv in levels:
        started = time.process_time()

        def report(k, game, seats, lv=lv, started=started):
            final = game.state.final
            won[lv].append(int(seats[final["winner"]] == lv))
            print(f"  {lv} game {k + 1:>3}/{args.games}: "
                  + " ".join(f"{s}:{sc}" for s, sc in zip(seats, final["scores"], strict=True))
                  + f"  ({time.process_time() - started:.0f} s CPU)", flush=True)

        won[lv] = []
        st = series([lv, other], args.games, args.seed + 5000,
                    lambda level, s: OPPONENTS[level](s) if level in OPPONENTS
                    else make_bot(level, s), report=report, clock=time.process_time)
        me = st[lv]
        low, high = wilson(me.wins, me.games)
        print(f"  {lv}: {interval(me.wins, me.games)} of {me.games} against the {other}, "
              f"Elo {elo(me.win_rate):+.0f} [{elo(low):+.0f}, {elo(high):+.0f}]; mean score "
              f"{me.mean_score:.1f} / {st[other].mean_score:.1f}; move CPU median "
              f"{ms(statistics.median(me.move_times))}, p95 {ms(me.time_quantile(0.95))}, "
              f"max {ms(max(me.move_times))}", flush=True)
    rng = random.Random(args.seed)
    print(f"\nLevels against the {other}, two players, {args.games} deals each "
          f"(seeds {args.seed + 5000}-{args.seed + 5000 + args.games - 1}):")
    for lv in levels:
        w = won[lv]
        low, high = wilson(sum(w), len(w))
        print(f"  {lv:<8} {interval(sum(w), len(w)):>14}  Elo against it "
              f"{elo(sum(w) / len(w)):+5.0f} [{elo(low):+.0f}, {elo(high):+.0f}]")
    for a, b in zip(levels, levels[1:], strict=False):
        wa, wb, n = won[a], won[b], len(won[a])
        gap = elo(sum(wb) / n) - elo(sum(wa) / n)
        draws = []
        for _ in range(2000):
            pick = [rng.randrange(n) for _ in range(n)]
            draws.append(elo(sum(wb[i] for i in pick) / n) - elo(sum(wa[i] for i in pick) / n))
        draws.sort()
        print(f"  {a} -> {b}: {gap:+.0f} Elo, 95 % [{draws[49]:+.0f}, {draws[1949]:+.0f}] "
              f"(bootstrap over the {n} deals); self-play ladder: "
              f"{RATINGS[b] - RATINGS[a]:+.0f}")


def tables(args) -> None:
    """The levels' ratings at tables of 3 and 4 (issue 54): for each size in
    `--players`, `--games` games for every run of that many neighbouring levels of
    `--levels` (default all but the Master), seats rotated, the same deals for every
    run; each game counted as wins between every two seats by final score (as a
    person's rating counts it), fitted on the Elo scale with the first level at 1000, the
    95 % intervals from a bootstrap over the games. Move times are CPU time."""
    levels = args.levels.split(",") if args.levels else list(LEVELS[:-1])
    started = time.perf_counter()
    make = functools.partial(ladder_bot, time_limit=args.master_time,
                             iterations=args.iterations)
    for players in (int(n) for n in args.players.split(",")):
        runs = windows(levels, players)

        def report(g, players=players, runs=runs):
            line = " ".join(f"{lv}:{sc}" for lv, sc in zip(g.seats, g.scores, strict=True))
            print(f"  {players}p {'+'.join(runs[g.window])}: {line}  "
                  f"({time.perf_counter() - started:.0f} s)", flush=True)

        games, moves = table_pool(levels, players, args.games, args.seed + 6000, make,
                                  report, clock=time.process_time)
        results = table_results(levels, games)
        f = fit(results)
        draws = bootstrap(levels, games, 400, args.seed)
        print(f"\n{players} players: {args.games} games for each of {len(runs)} runs of "
              f"neighbouring levels ({len(games)} games, seeds {args.seed + 6000}-"
              f"{args.seed + 6000 + args.games - 1}), {time.perf_counter() - started:.0f} s")
        print(f"  {'level':<8} {'rating [95 %]':>20} {'gap to the one below [95 %]':>30} "
              f"{'seat-pairs won against it':>28} {'move median / p95 / max':>28}")
        for k, lv in enumerate(levels):
            low, high = quantiles([d.rating(lv) for d in draws])
            gap = won = "-"
            if k:
                below = levels[k - 1]
                g_lo, g_hi = quantiles([d.rating(lv) - d.rating(below) for d in draws])
                gap = f"{f.rating(lv) - f.rating(below):+.0f} [{g_lo:+.0f}, {g_hi:+.0f}]"
                n = results.games(lv, below)
                share = results.wins.get((lv, below), 0) / n if n else 0
                won = f"{100 * share:.0f}% of {n:.0f}"
            xs = moves[lv]
            st = SeatStats(move_times=xs)
            print(f"  {lv:<8} {f'{f.rating(lv):.0f} [{low:.0f}, {high:.0f}]':>20} {gap:>30} "
                  f"{won:>28} {ms(statistics.median(xs)):>9} / "
                  f"{ms(st.time_quantile(0.95)):>8} / {ms(max(xs)):>8}", flush=True)
        ratings = ", ".join(f'"{lv}": {round(f.rating(lv), -1):.1f}' for lv in levels)
        print(f"\n  {players}: {{{ratings}}}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40,
                    help="games per series (--part ladder: per pair of neighbours)")
    ap.add_argument("--far", type=int, default=16,
                    help="--part ladder: games per pair two levels apart (half for the rest)")
    ap.add_argument("--master-time", type=float, default=2.0, help="seconds per Master move")
    ap.add_argument("--iterations", type=int, default=None,
                    help="give the Master this many look-ahead games instead of a time limit")
    ap.add_argument("--part", choices=("all", "adept", "master", "baseline", "baseline2", "half",
                                       "baseline4", "opponents", "ladder", "review", "lesson",
                                       "think", "apostate", "escape", "outside", "tables"),
                    default="all")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", default="2,3,4", help="--part think, tables: the tables' sizes")
    ap.add_argument("--top", choices=LEVELS + ("baseline",), default="master",
                    help="who sits against the bench opponents (--part opponents; a level "
                         "other than the Master plays its own fixed budget)")
    ap.add_argument("--opponent", choices=tuple(OPPONENTS), action="append",
                    help="only these bench opponents (--part opponents; default all)")
    ap.add_argument("--core", type=int, default=0,
                    help="which of the machine's cores to run on (two runs side by side)")
    ap.add_argument("--levels", default=None,
                    help="--part ladder: only these levels, weakest first, comma-separated "
                         "(a closer look at some neighbours; the anchor is the first)")
    ap.add_argument("--oracle-budget", default=None,
                    help="the Oracle's look-ahead games and games per candidate, e.g. 8,5 "
                         "(a trial of another spacing; default levels.ORACLE_BUDGET)")
    ap.add_argument("--oracle-shape", default=None,
                    help="the Oracle's other MasterPlayer settings, e.g. width=4,escape=1 "
                         "(a trial of a differently minded Oracle; one process only)")
    ap.add_argument("--jobs", type=int, default=1,
                    help="--part ladder: processes sharing the pairs (CPU time is measured "
                         "per process, so the figures do not change; only the wall time)")
    args = ap.parse_args()
    if args.oracle_budget:
        import luna.ai.levels as ladder_levels
        games, samples = (int(x) for x in args.oracle_budget.split(","))
        ladder_levels.ORACLE_BUDGET = (games, samples)
    if args.oracle_shape:
        import luna.ai.levels as ladder_levels
        ladder_levels.ORACLE_SHAPE = {k: int(v) for k, v in
                                      (kv.split("=") for kv in args.oracle_shape.split(","))}
    if hasattr(os, "sched_setaffinity") and args.jobs == 1:
        cores = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cores[args.core % len(cores)]})
    if args.part == "ladder":
        return ladder(args)
    if args.part == "review":
        return review_time(args)
    if args.part == "lesson":
        return lesson_time(args)
    if args.part == "think":
        return think_time(args)
    if args.part == "apostate":
        return apostate(args)
    if args.part == "outside":
        return outside(args)
    if args.part == "tables":
        return tables(args)

    rows = []
    adept_times: list[float] = []
    if args.part in ("all", "adept"):
        st = run(["adept", "novice", "novice", "novice"], args.games, args.seed,
                 args.master_time, args.iterations)
        a, nv = st["adept"], st["novice"]
        adept_times += a.move_times
        rows += [(f"Adept wins against 3 Novices ({a.games} games)",
                  f"{100 * a.win_rate:.0f}%", ">= 70%"),
                 ("  mean score Adept / Novice", f"{a.mean_score:.1f} / {nv.mean_score:.1f}",
                  ""),
                 ("  Novice move, median / p95", times(nv), "")]
    if args.part in ("all", "master"):
        st = run(["master", "adept", "adept", "adept"], args.games, args.seed + 1000,
                 args.master_time, args.iterations)
        m, a = st["master"], st["adept"]
        adept_times += a.move_times
        budget = (f"{args.iterations} iterations" if args.iterations
                  else f"{args.master_time:g} s")
        rows += [(f"Master ({budget}) wins against 3 Adepts ({m.games} games)",
                  interval(m.wins, m.games), ">= 60%"),
                 ("  mean score Master / Adept", f"{m.mean_score:.1f} / {a.mean_score:.1f}",
                  ""),
                 ("  Master move, median / p95", times(m), "p95 <= 2 s")]
    budget = f"{args.iterations} iterations" if args.iterations else f"{args.master_time:g} s"
    for part, players, share, target in BASELINE_SERIES:
        if args.part not in ("all", "baseline", part):
            continue
        st = run(["master"] + ["baseline"] * (players - 1), args.games,
                 args.seed + 2000 + 10 * players, args.master_time, args.iterations, share)
        m, b = st["master"], st["baseline"]
        at = "same budget" if share == 1 else f"{share:g} of the budget"
        rows += [(f"Master ({at}) wins against {players - 1} baseline, {players} players "
                  f"({m.games} games)", interval(m.wins, m.games), target),
                 ("  mean score Master / baseline",
                  f"{m.mean_score:.1f} / {b.mean_score:.1f}", ""),
                 ("  Master move, median / p95", times(m), "p95 <= 2 s")]
    if args.part == "escape":
        players = int(args.players.split(",")[0])
        st = run(["master"] + ["unescaped"] * (players - 1), args.games, args.seed + 4000,
                 args.master_time, args.iterations, cpu=True)
        m, u = st["master"], st["unescaped"]
        rows += [(f"Master wins against {players - 1} without the way out ({m.games} games)",
                  interval(m.wins, m.games), f">= {100 // players}%"),
                 ("  mean score Master / without", f"{m.mean_score:.1f} / {u.mean_score:.1f}",
                  ""),
                 ("  Master move, median / p95", times(m), "p95 <= 2 s"),
                 ("  without the way out, move median / p95", times(u), "")]
    if args.part in ("all", "opponents"):
        top = args.top
        for other in args.opponent or OPPONENTS:
            st = run([top, other, other, other], args.games, args.seed + 3000,
                     args.master_time, args.iterations)
            m, o = st[top], st[other]
            rows += [(f"{top} ({budget}) wins against 3 {other} ({m.games} games)",
                      interval(m.wins, m.games), ">= 45%"),
                     (f"  mean score {top} / {other}",
                      f"{m.mean_score:.1f} / {o.mean_score:.1f}", "")]
    if adept_times:
        both = SeatStats(move_times=adept_times)
        rows.append(("Adept move, median / p95", times(both), "p95 <= 50 ms"))

    print(f"\nLuna computer players benchmark: one core, Python {sys.version.split()[0]}")
    for name, value, target in rows:
        print(f"  {name:<62} {value:>20}   {target}")
    print("\nHabits (issue 14, section 4), per series and level:")
    for label, h in HABITS.items():
        for name, value in h.lines():
            print(f"  {label + ': ' + name:<72} {value}")


if __name__ == "__main__":
    main()
