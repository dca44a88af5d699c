#!/usr/bin/env python3
"""Luna: start the game window, a headless match, a replay, or (later) a LAN relay."""

from __future__ import annotations

import sys

if sys.version_info < (3, 11):  # noqa: UP036 - a clear line for an old Python
    sys.exit("Luna needs Python 3.11 or newer.")


REQUIRED = ("pygame", "pygame_gui", "msgpack")
INSTALL = "python -m pip install -r requirements.txt"


def missing_requirement() -> str | None:
    """The first package the game needs that is not installed, if any."""
    import importlib.util
    for name in REQUIRED:
        if importlib.util.find_spec(name) is None:
            return name
    return None


def main(argv: list[str] | None = None) -> int:
    missing = missing_requirement()
    if missing:
        print(f"Luna needs the package '{missing}'. Install what it needs with: {INSTALL}",
              file=sys.stderr)
        return 1
    from luna.cli import run
    try:
        return run(argv)
    except BrokenPipeError:  # output piped into `head` and cut short
        return 0


if __name__ == "__main__":
    sys.exit(main())
