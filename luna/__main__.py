"""The `luna` command, `python -m luna` and main.py: check Python and the packages the
game needs, then hand over to the command line (window, headless, replay, relay)."""

from __future__ import annotations

import sys

REQUIRED = ("pygame", "pygame_gui", "msgpack", "platformdirs")
INSTALL = "python -m pip install -r requirements.txt"


def missing_requirement() -> str | None:
    """The first package the game needs that is not installed, if any."""
    import importlib.util
    for name in REQUIRED:
        if importlib.util.find_spec(name) is None:
            return name
    return None


def main(argv: list[str] | None = None) -> int:
    if sys.version_info < (3, 11):  # noqa: UP036 - a clear line for an old Python
        print("Luna needs Python 3.11 or newer.", file=sys.stderr)
        return 1
    missing = missing_requirement()
    if missing:
        print(f"Luna needs the package '{missing}'. Install what it needs with: {INSTALL}",
              file=sys.stderr)
        return 1
    from .collector import hold
    hold()                  # (till the window's first frame, or the command's work)
    from .cli import run
    try:
        return run(argv)
    except BrokenPipeError:  # output piped into `head` and cut short
        return 0
    except KeyboardInterrupt:
        return 130


def window() -> int:
    """The GUI entry point (`luna-window`: no console window on Windows)."""
    return main()


if __name__ == "__main__":
    sys.exit(main())
