"""A pytest plugin for bench/suite.py: each process of the run (the controller and every
xdist worker) adds its peak resident memory and its CPU seconds to $LUNA_TEST_PEAKS."""

from __future__ import annotations

import os
import resource

ENV = "LUNA_TEST_PEAKS"


def pytest_sessionfinish(session):
    out = os.environ.get(ENV)
    if not out:
        return
    use = resource.getrusage(resource.RUSAGE_SELF)
    who = getattr(session.config, "workerinput", {}).get("workerid", "controller")
    with open(out, "a", encoding="utf-8") as f:        # ru_maxrss: KiB on Linux
        f.write(f"{who} {use.ru_maxrss * 1024} {use.ru_utime + use.ru_stime:.1f}\n")
