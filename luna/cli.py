"""Command-line entry: argument parsing and the headless match / replay printers."""

from __future__ import annotations

import argparse
import sys

from .ai import RandomPlayer
from .engine import Game, new_game
from .narrate import event_text


def parse(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="main.py", description="Luna, after Stefan Feld.")
    ap.add_argument("--headless", action="store_true",
                    help="play a whole game between computer players in the terminal")
    ap.add_argument("--players", type=int, default=4, help="2-4, or 1 for the solo game")
    ap.add_argument("--solo", type=int, choices=(1, 2, 3), help="solo level (with --players 1)")
    ap.add_argument("--seed", type=int, default=None, help="seed of the game (default: random)")
    ap.add_argument("--setup", choices=("intro", "random"), default=None)
    ap.add_argument("--save", metavar="PATH", help="keep the finished game's log here")
    ap.add_argument("--replay", metavar="PATH", help="print a saved game in words")
    ap.add_argument("--quiet", action="store_true", help="headless: print only the result")
    ap.add_argument("--load", metavar="PATH", help="open this save in the window")
    ap.add_argument("--screenshot", metavar="PNG",
                    help="render the window (with --load: that position) to a PNG and quit")
    return ap.parse_args(argv)


def print_result(game: Game, out=sys.stdout) -> None:
    snap = game.snapshot()
    final = snap["final"]
    if not final:
        print(f"Not finished: round {snap['round']}, {snap['phase']}", file=out)
        return
    print("Final scores:", file=out)
    for p, name in enumerate(snap["names"]):
        b = final["breakdown"][p]
        print(f"  {name:<12} {final['scores'][p]:>3}   (shrines {b['shrines']}, favours "
              f"{b['favours']}, council {b['council']})", file=out)
    print(f"Winner: {snap['names'][final['winner']]}", file=out)
    if "solo_result" in final:
        print(f"Solo result: {final['solo_result']:+d}", file=out)


def play_headless(args: argparse.Namespace, out=sys.stdout) -> Game:
    import random
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    game = new_game(players=args.players, seed=seed, setup=args.setup,
                    solo_level=args.solo if args.players == 1 else None)
    bots = [RandomPlayer(seed * 10 + p) for p in range(game.header["players"])]
    print(f"Luna: {game.header['players']} seats, seed {seed}, "
          f"{game.header['setup']} setup", file=out)
    while not game.is_over:
        cmd = bots[game.to_move].choose(game)
        events = game.apply(cmd)
        if not args.quiet:
            snap = game.snapshot()
            for ev in events:
                line = event_text(ev, snap)
                if line:
                    print("  " + line, file=out)
    print_result(game, out)
    return game


def print_replay(path: str, out=sys.stdout) -> int:
    from .engine import replay
    from .saves import SaveError, read_save
    try:
        doc = read_save(path)
        header = doc["header"]
        game = replay(header, [])
    except (SaveError, ValueError) as exc:
        print(f"Cannot replay: {exc}", file=sys.stderr)
        return 2
    for k, cmd in enumerate(doc["log"], 1):
        try:
            events = game.apply(cmd)
        except Exception as exc:  # IllegalCommand: the log is damaged here
            print(f"Command {k} does not apply ({exc}); the replay stops here.",
                  file=sys.stderr)
            print_result(game, out)
            return 2
        snap = game.snapshot()
        for ev in events:
            line = event_text(ev, snap)
            if line:
                print(f"{k:>4}  {line}", file=out)
    print_result(game, out)
    return 0


def run(argv: list[str] | None = None) -> int:
    args = parse(argv)
    if args.replay:
        return print_replay(args.replay)
    if args.players not in (1, 2, 3, 4):
        print("--players must be 1 (solo), 2, 3 or 4", file=sys.stderr)
        return 2
    if not args.headless:
        from .client.app import run_app
        return run_app(args)
    game = play_headless(args)
    if args.save:
        from .saves import SaveError, save
        try:
            print(f"Saved to {save(game, args.save)}")
        except SaveError as exc:
            print(f"Cannot save: {exc}", file=sys.stderr)
            return 2
    return 0
