"""Command-line entry: argument parsing and the headless match / replay printers."""

from __future__ import annotations

import argparse
import os
import sys

from .ai import LEVELS, make_bot
from .collector import release
from .engine import Game, new_game
from .places import ENV_SAVE_DIR, find_save, save_dir
from .text.narrate import event_text, setup_of
from .text.reason_words import reason_text


def parse(argv: list[str] | None) -> argparse.Namespace:
    folder = save_dir()
    ap = argparse.ArgumentParser(
        description="Luna, after Stefan Feld.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=f"Saves and settings are kept in\n  {folder}\n"
               f"(--save-dir DIR or the {ENV_SAVE_DIR} variable choose another folder).\n\n"
               "A LAN relay on its own: relay [--port N] [--load SAVE] (relay --help).")
    ap.add_argument("--headless", action="store_true",
                    help="play a whole game between computer players in the terminal")
    ap.add_argument("--players", type=int, default=4, help="2-4, or 1 for the solo game")
    ap.add_argument("--solo", type=int, choices=(1, 2, 3), help="solo level (with --players 1)")
    ap.add_argument("--seed", type=int, default=None, help="seed of the game (default: random)")
    ap.add_argument("--setup", choices=("intro", "random"), default=None)
    ap.add_argument("--save", metavar="PATH", help="keep the finished game's log here")
    ap.add_argument("--replay", metavar="SAVE",
                    help="print a saved game in words (a path, or a name in the save folder)")
    ap.add_argument("--review", metavar="SAVE",
                    help="the Master's review of a saved game: each person's costliest "
                         "decisions and a line per round")
    ap.add_argument("--review-iterations", type=int, default=None, metavar="N",
                    help="--review: look-ahead games per decision (default 8)")
    ap.add_argument("--lang", choices=("en", "de", "nl", "fr"), default=None,
                    help="--review: the language (default: the one in the settings)")
    ap.add_argument("--quiet", action="store_true", help="headless: print only the result")
    ap.add_argument("--reasons", action="store_true",
                    help="headless: after each Adept or Master move, print why it chose it")
    ap.add_argument("--bots", metavar="LEVELS", default=None,
                    help="headless: comma-separated computer level per seat, from "
                         f"{', '.join(LEVELS + ('random',))} (default: random)")
    ap.add_argument("--games", type=int, default=1,
                    help="headless: play a series of games with the seats rotated and "
                         "print each level's wins, mean score and time per move")
    ap.add_argument("--think", type=float, default=None, metavar="SECONDS",
                    help="headless: the Master's time per move (default 2)")
    ap.add_argument("--load", metavar="SAVE",
                    help="open this save in the window (a path, or a name in the save folder)")
    ap.add_argument("--save-dir", metavar="DIR", default=None,
                    help="keep saves, settings and screenshots in this folder")
    ap.add_argument("--screenshot", metavar="PNG",
                    help="render the window (with --load: that position) to a PNG and quit")
    args = ap.parse_args(argv)
    args.save_dir = save_dir(args.save_dir)
    for key in ("replay", "load", "review"):
        if getattr(args, key):
            setattr(args, key, str(find_save(getattr(args, key), args.save_dir)))
    return args


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


def bot_levels(args: argparse.Namespace) -> list[str]:
    """The level of each seat that moves (the solo game has one: the person's seat);
    raises ValueError for a list that does not fit."""
    seats = 1 if args.players == 1 else args.players
    if args.bots is None:
        return ["random"] * seats
    levels = [b.strip().lower() for b in args.bots.split(",") if b.strip()]
    for lv in levels:
        if lv not in LEVELS + ("random",):
            raise ValueError(f"unknown computer level {lv!r} in --bots "
                             f"(choose from {', '.join(LEVELS + ('random',))})")
    if len(levels) == 1:
        levels *= seats
    if len(levels) != seats:
        raise ValueError(f"--bots names {len(levels)} levels for {seats} seats")
    return levels


def play_headless(args: argparse.Namespace, out=sys.stdout) -> Game:
    import random
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    levels = bot_levels(args)
    solo = args.solo if args.players == 1 else None
    seats = [{"kind": lv, "seed": seed * 10 + p} for p, lv in enumerate(levels)]
    if solo:
        seats.append({"kind": "automaton"})
    game = new_game(players=args.players, seed=seed, setup=args.setup, solo_level=solo,
                    seats=seats)
    bots = [make_bot(lv, seed * 10 + p, time_limit=args.think)
            for p, lv in enumerate(levels)]
    print(f"Luna: {game.header['players']} seats, seed {seed}, "
          f"{game.header['setup']} setup", file=out)
    while not game.is_over:
        bot = bots[game.to_move]
        decide = getattr(bot, "decide", None) if args.reasons else None
        decision = decide(game) if decide else None
        cmd = decision.command if decision else bot.choose(game)
        events = game.apply(cmd)
        if not args.quiet:
            snap = game.snapshot()
            for ev in events:
                line = event_text(ev, snap, setup_of(events))
                if line:
                    print("  " + line, file=out)
            why = decision and decision.reason and reason_text(decision.reason.as_dict(), snap)
            if why:
                print("    why: " + why, file=out)
    print_result(game, out)
    return game


def play_series(args: argparse.Namespace, out=sys.stdout) -> int:
    """A series of headless games, seats rotated, then each level's results."""
    import random

    from .ai.match import series
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    levels = bot_levels(args)
    solo = args.solo or 1 if args.players == 1 else None
    print(f"Luna: {args.games} games, seats {', '.join(levels)}, seeds {seed}-"
          f"{seed + args.games - 1}", file=out)

    def report(k: int, game: Game, seats: list[str]) -> None:
        if not args.quiet:
            final = game.state.final
            scores = " ".join(f"{lv}:{sc}" for lv, sc in zip(seats, final["scores"],
                                                                   strict=True))
            print(f"  game {k + 1:>3}  seed {seed + k}  {scores}  -> "
                  f"{seats[final['winner']]}", file=out, flush=True)

    stats = series(levels, args.games, seed,
                   lambda lv, sd: make_bot(lv, sd, time_limit=args.think),
                   setup=args.setup or "random", solo_level=solo, report=report)
    print(f"{'level':<8} {'seats':>5} {'wins':>5} {'win %':>6} {'mean score':>10} "
          f"{'ms/move':>8} {'p95 ms':>7}", file=out)
    for lv, st in stats.items():
        print(f"{lv:<8} {st.seats:>5} {st.wins:>5} {100 * st.win_rate:>5.0f}% "
              f"{st.mean_score:>10.1f} {1000 * st.mean_time:>8.1f} "
              f"{1000 * st.time_quantile(0.95):>7.1f}", file=out)
    return 0


def print_replay(path: str, out=sys.stdout) -> int:
    """Print a save in words; a damaged one says its SaveError and exits 1."""
    from .saves import SaveError, game_from_save, read_save
    try:
        doc = read_save(path)
        game = game_from_save({"header": doc["header"], "log": []}, path)
    except SaveError as exc:
        print(f"Cannot replay: {exc}", file=sys.stderr)
        return 1
    from .engine.versions import NEWEST
    if game.state.rules.version != NEWEST:
        print(f"Rules version {game.state.rules.version} (an older version: this game "
              f"keeps the rules it was dealt under; the newest is {NEWEST})", file=out)
    for k, cmd in enumerate(doc["log"], 1):
        try:
            events = game.apply(cmd)
        except Exception as exc:  # IllegalCommand: the log is damaged here
            print(f"Command {k} does not apply ({exc}); the replay stops here.",
                  file=sys.stderr)
            print_result(game, out)
            return 1
        snap = game.snapshot()
        for ev in events:
            line = event_text(ev, snap, setup_of(events))
            if line:
                print(f"{k:>4}  {line}", file=out)
    print_result(game, out)
    return 0


def print_review(args: argparse.Namespace, out=None) -> int:
    """The Master's review of a save in the player's language; a damaged save says its
    SaveError and exits 1."""
    out = out or sys.stdout          # looked up now: the stream may have been replaced
    from .ai.judge import budget
    from .ai.review import review
    from .client.window.settings import load_settings
    from .saves import SaveError, game_from_save, read_save
    from .seats import seats_of
    from .text.i18n import set_language, t
    from .text.review_text import review_lines
    set_language(args.lang or load_settings(args.save_dir).language)
    try:
        doc = read_save(args.review)
        game_from_save(doc, args.review)
    except SaveError as exc:
        print(t("review.cannot", error=exc), file=sys.stderr)
        return 1
    iterations = args.review_iterations or budget()
    header, log = doc["header"], list(doc["log"])
    persons = [p for p, seat in enumerate(seats_of(header)) if seat.is_human]
    if not persons:
        print(t("review.nobody"), file=out)
        return 0
    result = review(header, log, persons, iterations=iterations)
    for line in review_lines(header, log, result, iterations):
        print(line, file=out)
    return 0


def run(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    if words[:1] == ["relay"]:
        release()
        from .net.relay.serve import relay_main
        return relay_main(words[1:])
    args = parse(argv)
    if args.headless or args.replay or args.review:
        release()                  # (the window releases it after its first frame)
    if args.replay:
        return print_replay(args.replay)
    if args.review:
        return print_review(args)
    if args.players not in (1, 2, 3, 4):
        print("--players must be 1 (solo), 2, 3 or 4", file=sys.stderr)
        return 2
    if not args.headless:
        from .client.window.firstrun import no_display_env
        if args.screenshot and not os.environ.get("SDL_VIDEODRIVER") and no_display_env():
            os.environ["SDL_VIDEODRIVER"] = "dummy"     # a PNG needs no screen (over ssh)
        from .client.app import run_app
        return run_app(args)
    if args.games < 1:
        print("--games must be 1 or more", file=sys.stderr)
        return 2
    try:
        if args.games > 1:
            if args.save:
                print("--save keeps a single game: leave it out of a series", file=sys.stderr)
                return 2
            return play_series(args)
        game = play_headless(args)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.save:
        from .saves import SaveError, save
        try:
            print(f"Saved to {save(game, args.save)}")
        except SaveError as exc:
            print(f"Cannot save: {exc}", file=sys.stderr)
            return 2
    return 0
