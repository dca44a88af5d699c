"""The coach's one judge (issue 54; not a test): for the same seeded games, how far the
Hint, the review and the lesson agree, how many review entries were dropped as not
measured with confidence, the CPU per review and the lesson's time as the results screen
opens.

    python bench/coach.py [--games 6] [--seed 1] [--iterations 8] [--compare PATH]
    python bench/coach.py --part results [--games 2] [--compare PATH]
    python bench/coach.py --part follower [--games 12] [--seed 4] [--compare PATH]

Two series of two-player games, whole games, seat 1 an Adept:
- a Hint follower (seat 0 plays the judge's verdict, the Hint's move, at every turn):
  the moves the lesson and the review blame (one judge: none); its choices made while
  the Apostate's scoring would take from it with a way off his island never weighed
  (F342: none), and what he took from it;
- a person (seat 0 an Initiate: the Adept's move on half of its turns, the Beginner's on
  the others) with a Hint asked at each of its decisions: the Hints and review reasons
  left with the bare words "the coach picks it …" (no reason of their own, no deed; the
  review's reason counted for every decision off the judge's move too, named or not),
  and those drawn from the trial games (judge.trial_reason); agreement between Hint and
  review (a decision that followed the Hint is not named; a named decision's better move
  is the Hint), entries named and dropped, the Hint asked again with the move about to
  be played in hand (F316: what it says of that move against the review's entry), the
  lessons told with a cost the review does not list (F224: none), the CPU per review and
  per lesson.
The lesson is timed in a process whose judge has seen none of the game (the results
screen of a game whose Hints were worked out in another process). CPU time of this
process, on one core (sched_setaffinity where the OS has it).

`--part follower`: the Hint follower's games alone (their Apostate figures and margin).

`--part results`: the results screen of a game where every seat is a person (`--games`
games each of 2, 3 and 4 players, a Novice against Adepts), opened in the real window
(SDL's dummy driver) as played, its worker in a process of its own: the window thread's
CPU from opening the screen to the end of its first frame, and whether the lesson stood
on that frame (target: <= 100 ms). `--compare PATH` runs the
same in a checkout at PATH (the old side) first, in a process of its own.
"""

from __future__ import annotations

import argparse
import inspect
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def _fresh_judge(judge) -> None:
    """Forget the verdicts this process has seen (the old judge kept none)."""
    for name in ("_verdicts", "_costs"):
        kept = getattr(judge, name, None)
        if kept is not None:
            kept.clear()


# reasons of a round's scoring (judge.SCORING_TERMS, kept here for the old side)
SCORING_TERMS = ("priestess", "council_tie", "apostate", "temple", "meditate_priestess")


def follower(game, adept, iterations: int, escapes: list[int], blamed: list[int]) -> None:
    """Seat 0 plays the judge's verdict (the Hint's move) at every turn of `game`, seat 1
    the Adept `adept`: counts the choices it made while the Apostate's scoring would take from it
    and of them those with a way off his island never weighed (F342), what he took from
    it and its margin over the Adept at the end (`escapes`); the moves its lesson and its
    review blame (`blamed`)."""
    from luna.ai import judge
    from luna.ai.adept import ranked
    from luna.ai.candidates import way_out
    from luna.ai.lessons import lessons
    from luna.ai.review import review
    from luna.engine.scoring import apostate_losses
    while not game.is_over:
        if game.to_move != 0:
            game.apply(adept.choose(game))
            continue
        judged = judge.verdict(game, iterations)
        if judged.weighed and game.state.phase == "actions" and \
                apostate_losses(game.state).get(0, 0):
            escapes[0] += 1
            escapes[1] += way_out(game, [c for _, c in ranked(game)],
                                  [c for c, _, _ in judged.weighed]) is not None
        events = game.apply(judged.command)
        escapes[2] += sum(-e["points"] for x in events if x["type"] == "round_scored"
                          for e in x["apostate"] if e["player"] == 0)
    escapes[3] += game.state.influence[0] - game.state.influence[1]
    if blamed:
        lesson = lessons(game.header, game.log, [0])[0]
        blamed[0] += len(lesson.moves) if lesson else 0
        blamed[1] += len(review(game.header, game.log, [0], iterations).mistakes[0])


def print_follower(games: int, escapes: list[int]) -> None:
    print(f"    Hint follower's choices weighed while the Apostate's scoring would take "
          f"from it {escapes[0]}, of them with a way off his island unweighed {escapes[1]};"
          f" influence he took from it {escapes[2]}; its margin over the Adept in all "
          f"{escapes[3]:+d} ({games} games)")


def followers(games: int, seed: int, iterations: int) -> None:
    """The Hint follower's games alone (`--part follower`)."""
    from luna.ai import make_bot
    from luna.engine import new_game
    escapes = [0, 0, 0, 0]
    for k in range(games):
        follower(new_game(players=2, seed=seed + k, setup="random"),
                 make_bot("adept", seed=seed + k), iterations, escapes, [])
    print_follower(games, escapes)


def measure(games: int, seed: int, iterations: int) -> None:
    from luna.ai import judge, make_bot
    from luna.ai.lessons import lessons
    from luna.ai.review import MOST, review
    from luna.engine import new_game

    follower_blamed = [0, 0]          # lesson's named moves, review's entries
    escapes = [0, 0, 0, 0]    # the follower's (`follower`)
    agree = total = named = dropped = 0
    priced = [0, 0, 0, 0]     # Hints with a "+N", of them sure; deviated from, named
    review_cpu, lesson_cpu, hint_cpu = [], [], []
    told = [0, 0, 0]          # the Initiate's lessons; of them said with a cost the review
    #                           lists not; priced but told as a rule of thumb on the card
    hand = [0, 0, 0, 0]       # Hints with the move in hand: said clearly worse; of them a
    #                           review entry of that cost; review entries not said so; not
    #                           listed for costing no more than the list's last (MOST)
    hand_cpu: list[float] = []
    evens = 0                 # Hints that said the next best was about as good
    bare = [0] * 7            # Hints with a gain; of them with no reason nor deed (the
    #                           bare "the coach picks it" words); review entries; of them
    #                           with no reason; reasons drawn from the trial games in
    #                           Hints; in review entries; decisions off the judge's move
    #                           whose review reason is none
    played = [0, 0, 0]        # the Initiate's decisions off the judge's move; of their
    #                           reasons the council, with the projection's loss beside it
    reasons = [0, 0, 0, 0]    # Hints whose reason speaks of the coming scoring; of them
    #                           with the projection's loss beside it (F337); review
    #                           entries whose reason is the council; review entries
    HAND = "in_hand" in inspect.signature(judge.advise).parameters
    for k in range(games):
        s = seed + k
        # the Hint follower
        adept = make_bot("adept", seed=s)
        follower(new_game(players=2, seed=s, setup="random"), adept, iterations, escapes,
                 follower_blamed)
        # a person asking for a Hint at each decision
        _fresh_judge(judge)
        game = new_game(players=2, seed=s, setup="random")
        person, hints, in_hand = make_bot("initiate", seed=s), {}, {}
        while not game.is_over:
            if game.to_move == 0:
                started = time.process_time()
                hints[len(game.log)] = judge.advise(game, iterations)
                hint_cpu.append(time.process_time() - started)
                cmd = person.choose(game)
                if HAND:        # the Hint asked again with the move about to be played
                    started = time.process_time()
                    in_hand[len(game.log)] = judge.advise(game, iterations, in_hand=cmd)
                    hand_cpu.append(time.process_time() - started)
                judged = judge.verdict(game, iterations)
                if not judge.same(judged.command, cmd):     # the Review's reason there
                    why = judge.cost(game, judged, cmd)[1]  # (measured: kept, no CPU)
                    played[0] += 1
                    bare[6] += why is None              # its reason the bare words
                    played[1] += why is not None and why.term == "council"
                    played[2] += getattr(why, "coming", None) is not None
                game.apply(cmd)
            else:
                game.apply(adept.choose(game))
        _fresh_judge(judge)
        started = time.process_time()
        lesson = lessons(game.header, game.log, [0])[0]
        lesson_cpu.append(time.process_time() - started)
        _fresh_judge(judge)
        started = time.process_time()
        result = review(game.header, game.log, [0], iterations)
        review_cpu.append(time.process_time() - started)
        found = {m.index: m for m in result.mistakes[0]}
        named += len(found)
        dropped += getattr(result, "dropped", 0)
        if lesson is not None:      # said with a number on the results card whose
            told[0] += 1            # decisions the review does not all list
            drawn, listed = set(getattr(lesson, "drawn", ()) or lesson.moves), set(found)
            if hasattr(lesson, "priced"):       # the card: a number only while listed
                numbered = lesson.priced and drawn <= listed
                told[2] += lesson.priced and not drawn <= listed
            else:                   # the old card: withdrawn only a meditation none listed
                numbered = not (lesson.kind == "meditation" and not drawn & listed)
            told[1] += numbered and not drawn <= listed
        for index, advice in in_hand.items():
            cost = advice.in_hand_cost
            worse = cost is not None and round(cost) >= 1
            hand[0] += worse
            hand[1] += worse and index in found and found[index].cost == cost
            hand[2] += index in found and not worse
            hand[3] += worse and index not in found and len(found) == MOST and \
                cost <= min(m.cost for m in found.values())     # under the list's cut
        reasons[2] += sum((m.reason or {}).get("term") == "council" for m in found.values())
        bare[2] += len(found)
        bare[3] += sum(not m.reason for m in found.values())
        bare[5] += sum(str((m.reason or {}).get("term")).startswith("trial")
                       for m in found.values())
        reasons[3] += len(found)
        for index, advice in hints.items():
            hint = advice.command
            total += 1
            why = advice.reason
            if why is not None and why.term in SCORING_TERMS and not why.ahead:
                reasons[0] += 1
                reasons[1] += getattr(why, "coming", None) is not None
            evens += advice.gain is not None and round(advice.gain) == 0
            if advice.gain is not None:
                bare[0] += 1
                bare[1] += why is None and advice.deed is None
                bare[4] += why is not None and why.term.startswith("trial")
            if advice.gain is not None and round(advice.gain) >= 1:   # a "+N" shown
                priced[0] += 1
                priced[1] += advice.sure
                if not judge.same(hint, game.log[index]):
                    priced[2] += 1
                    priced[3] += index in found
            m = found.get(index)
            followed = judge.same(hint, game.log[index])
            agree += (m is None) if followed else (m is None or judge.same(m.preferred, hint))
    print(f"    Hint follower, {games} games: moves the lesson blames {follower_blamed[0]}, "
          f"review entries {follower_blamed[1]}")
    print_follower(games, escapes)
    print(f"    Initiate with a Hint at each decision: Hint and review agree at "
          f"{agree}/{total} decisions; entries named {named}, dropped as not significant "
          f"{dropped}")
    print(f"    Hints priced \"+N over the next best\": {priced[0]}, of them measured with "
          f"the review's confidence {priced[1]}; played otherwise {priced[2]}, of those "
          f"a review entry {priced[3]}")
    print(f"    Hints that said the next best is about as good: {evens} of {total}")
    print(f"    Hints with a gain whose reason is the bare \"the coach picks it\" words "
          f"{bare[1]} of {bare[0]} ({bare[1] / max(1, bare[0]):.0%}); review entries "
          f"{bare[3]} of {bare[2]} ({bare[3] / max(1, bare[2]):.0%}); the review's reason "
          f"for every decision off the judge's move {bare[6]} of {played[0]} "
          f"({bare[6] / max(1, played[0]):.0%}); reasons drawn from the trial "
          f"games: Hints {bare[4]}, review entries {bare[5]}")
    print(f"    Hints whose reason speaks of the coming scoring {reasons[0]}, of them with "
          f"the projection's loss beside it {reasons[1]}; review entries whose reason is "
          f"the council {reasons[2]} of {reasons[3]}")
    print(f"    the Initiate's decisions off the judge's move {played[0]}: the reason why "
          f"the judge's is better the council {played[1]}, with the projection's loss "
          f"beside it {played[2]}")
    if HAND:
        print(f"    the Hint asked with the Initiate's move in hand: said clearly worse "
              f"{hand[0]}, of them a review entry of the same cost {hand[1]}, not listed "
              f"for costing no more than the review's last of its {MOST} {hand[3]}; review "
              f"entries it did not say so {hand[2]}; CPU per such Hint median "
              f"{statistics.median(hand_cpu):.3f} s")
    print(f"    the Initiate's lessons {told[0]}, of them said on the results card with a "
          f"cost the review does not list {told[1]}; a review's price the card tells as "
          f"a rule of thumb (not all its decisions listed) {told[2]}")
    print(f"    CPU per review {statistics.mean(review_cpu):.2f} s (longest "
          f"{max(review_cpu):.2f} s); per lesson median {statistics.median(lesson_cpu):.3f} s"
          f", longest {max(lesson_cpu):.3f} s; per Hint median "
          f"{statistics.median(hint_cpu):.3f} s")


def results_screen(games: int, seed: int) -> None:
    """The window thread's CPU from opening the results screen to its first frame drawn,
    for games whose every seat is a person."""
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from luna.ai import make_bot
    from luna.ai.match import play
    from luna.client.demo.driver import make_app
    from luna.engine import new_game
    took, waited = [], []
    with tempfile.TemporaryDirectory() as folder:
        app = make_app(Path(folder), speed="normal", size=(1280, 800))
        app.worker_process = True                       # as played
        for players in (2, 3, 4):
            for k in range(games):
                s = seed + k
                game = new_game(players=players, seed=s, setup="random")
                play(game, [make_bot("novice" if p == 0 else "adept", s * 10 + p)
                            for p in range(players)])
                app.goto("menu")
                app.frame(1 / 60)
                started = time.thread_time()
                app.open("results", game, persons=list(range(players)))
                app.frame(1 / 60)
                took.append(time.thread_time() - started)
                ready = getattr(app.scene, "lessons_ready", None)
                waited.append(ready is not None and not ready())
                app.scene.leave()
    cold, warm = took[0], took[1:] or took
    print(f"    results screen, every seat a person ({len(took)} games of 2-4 players): "
          f"window thread's CPU to the first frame median {statistics.median(warm):.3f} s, "
          f"longest {max(warm):.3f} s (the first opened in the process, its module and "
          f"faces loaded: {cold:.3f} s); first frames drawn before the lesson was ready "
          f"{sum(waited)} of {len(took)}   (target <= 0.100 s)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=8)
    ap.add_argument("--core", type=int, default=0)
    ap.add_argument("--part", choices=("judge", "results", "follower"), default="judge")
    ap.add_argument("--compare", default=None, help="a checkout to measure first (old)")
    ap.add_argument("--side", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        cores = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cores[args.core % len(cores)]})
    if args.side is not None:
        sys.path.insert(0, args.side)
        if args.part == "results":
            results_screen(args.games, args.seed)
        elif args.part == "follower":
            followers(args.games, args.seed, args.iterations)
        else:
            measure(args.games, args.seed, args.iterations)
        return
    for name, root in ((("old", args.compare),) if args.compare else ()) + (("new", HERE),):
        print(f"  {name}: {root} (judge at {args.iterations} iterations)", flush=True)
        subprocess.run([sys.executable, __file__, "--side", str(root), "--games",
                        str(args.games), "--seed", str(args.seed), "--iterations",
                        str(args.iterations), "--core", str(args.core),
                        "--part", args.part], check=True,
                       env={**os.environ, "PYTHONPATH": str(root)}, cwd=str(root))


if __name__ == "__main__":
    main()
