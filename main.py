#!/usr/bin/env python3
"""Luna from a checkout: the window, a headless match, a replay or a LAN relay.
Saves and settings stay in saves/ beside this file (see luna/places.py)."""

import sys

if sys.version_info < (3, 11):  # noqa: UP036 - a clear line for an old Python
    sys.exit("Luna needs Python 3.11 or newer.")

from luna.__main__ import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
