"""`python main.py relay`: run a relay in the foreground until Ctrl+C."""

from __future__ import annotations

import argparse
import logging
import signal
import sys
import time

from ...saves import SaveError
from ..wire.protocol import DEFAULT_PORT, DISCOVERY_PORT


def parse(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="main.py relay",
                                 description="Run a Luna LAN relay (Ctrl+C stops it).")
    ap.add_argument("--port", type=int, default=DEFAULT_PORT,
                    help=f"TCP port (default {DEFAULT_PORT}; 0 picks a free one)")
    ap.add_argument("--host", default="0.0.0.0",
                    help="address to listen on (default: every interface; 127.0.0.1 for "
                         "this machine only)")
    ap.add_argument("--load", metavar="SAVE",
                    help="continue the LAN game of this save; its players rejoin")
    ap.add_argument("--name", default="Luna relay", help="name shown to players looking for a game")
    ap.add_argument("--discovery-port", type=int, default=DISCOVERY_PORT,
                    help=f"UDP port answering LAN discovery (default {DISCOVERY_PORT})")
    ap.add_argument("--no-discovery", action="store_true", help="do not answer discovery")
    ap.add_argument("--key", metavar="FILE",
                    help="the relay's identity key (default: relay-key in the data folder; "
                         "made on first start, kept so players recognise this relay; its "
                         "memory of started games is kept beside it, in FILE.games)")
    ap.add_argument("--bot-workers", type=int, default=2, metavar="N",
                    help="processes for the computer players of all tables (default 2)")
    ap.add_argument("--max-tables", type=_positive, metavar="N",
                    help="take at most N tables (default: as many as this machine's file "
                         "descriptors and memory allow, up to 4,000)")
    ap.add_argument("--quiet", action="store_true", help="log only warnings")
    return ap.parse_args(argv)


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of tables")
    return n


def capacity_words(cap) -> str:
    """What the relay says at start of the tables it takes, and what bounds them."""
    why = ("as asked" if cap.asked is not None and cap.tables == cap.asked else
           f"its {cap.fds} file descriptors allow {cap.by_fds}" if cap.tables == cap.by_fds
           else "half the free memory" if cap.tables == cap.by_memory else "one core's worth")
    return f"It takes up to {cap.tables} tables of four ({why})."


def relay_main(argv: list[str]) -> int:
    from ...places import relay_key_path
    from ..wire.secure import fingerprint
    from .capacity import shipped
    from .server import RelayServer
    args = parse(argv)
    limits, cap = shipped(args.max_tables)
    # a shell that starts us with SIGINT ignored (`nohup`, `&` in a script) would make
    # Ctrl+C do nothing; SIGTERM (a service manager's stop) ends us the same way
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    logging.basicConfig(level=logging.WARNING if args.quiet else logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")
    try:
        server = RelayServer(args.host, args.port, name=args.name, load=args.load,
                             discovery_port=None if args.no_discovery else args.discovery_port,
                             identity=args.key or relay_key_path(), bot_workers="process",
                             bot_count=args.bot_workers, limits=limits)
    except SaveError as exc:
        print(f"Cannot load: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"Cannot read or write the relay's key: {exc}", file=sys.stderr)
        return 2
    try:
        server.start_in_thread()
    except OSError as exc:
        print(f"Cannot listen on {args.host}:{args.port}: {exc.strerror or exc}",
              file=sys.stderr)
        return 2
    where = f"{args.host}:{server.port}"
    disc = "" if server.discovery_port is None else f", discovery on UDP {server.discovery_port}"
    try:                # (a Ctrl+C as soon as the lines are out stops us as well)
        print(f"Luna relay {args.name!r} on {where}{disc}. Ctrl+C stops it.", flush=True)
        print(f"Its key's fingerprint (players see it in the lobby): "
              f"{fingerprint(server.relay.identity.public)}", flush=True)
        print(capacity_words(cap), flush=True)
        for room in server.relay.rooms.values():
            print(f"Room {room.id}: continuing at command "
                  f"{len(room.game.log) if room.game else 0}", flush=True)
        while server.running():
            time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0
