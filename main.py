#!/usr/bin/env python3
"""Luna: start the game window, a headless match, a replay, or (later) a LAN relay."""

from __future__ import annotations

import sys

if sys.version_info < (3, 11):  # noqa: UP036 - a clear line for an old Python
    sys.exit("Luna needs Python 3.11 or newer.")


def main(argv: list[str] | None = None) -> int:
    from luna.cli import run
    try:
        return run(argv)
    except BrokenPipeError:  # output piped into `head` and cut short
        return 0


if __name__ == "__main__":
    sys.exit(main())
