"""Where a selection of tests spends its CPU: pytest in this process (`-n 0`) under
cProfile timed by the process's CPU clock (not the wall's, which on a shared machine
counts the others' load and every sleep), then the functions with the most CPU of their
own and the game's with the most in all.

    nice python bench/suite_profile.py tests/client/tray -k ring --top 40
    nice python bench/suite_profile.py --out tray.prof tests/client/tray   # kept for pstats

The profiler costs each Python call: a function of many small calls (a loop trying
rectangles) shows several times its share. Check a hot spot's own cost without it
(timeit, or the same tests before and after under GNU time) before cutting it.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--top", type=int, default=30, help="functions shown in each list")
    ap.add_argument("--out", help="keep the profile in this file (pstats)")
    ap.add_argument("--only", default="luna/", help="the cumulative list: paths containing")
    args, rest = ap.parse_known_args(argv)
    sys.path.insert(0, ROOT)                # the checkout's luna, as `python -m pytest` finds it
    import pytest
    profile = cProfile.Profile(time.process_time)
    start = time.process_time()
    code = profile.runcall(pytest.main, ["-n", "0", "-q", "-p", "no:cacheprovider", *rest])
    spent = time.process_time() - start
    out = args.out or os.path.join(tempfile.mkdtemp(prefix="luna-profile-"), "tests.prof")
    profile.dump_stats(out)
    print(f"\nCPU of the run under the profiler: {spent:.1f} s (profile: {out})")
    stats = pstats.Stats(out)
    stats.sort_stats("tottime").print_stats(args.top)
    stats.sort_stats("cumtime").print_stats(args.only, args.top)
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
