"""The test suite's own figures: tests, CPU, wall time, each process's peak memory and the
slowest tests, as the README's line runs it (`python -m pytest`, `-n auto`).

    python bench/suite.py [--durations 30] [-- extra pytest arguments]
    python bench/suite.py --compare OTHER_CHECKOUT

The run goes under GNU time (`/usr/bin/time -v`: the CPU and wall of the whole run, its
children's too); each pytest process (the controller and every xdist worker) notes its own
peak resident memory through bench/suite_peaks.py. `--compare` runs another checkout of
Luna (e.g. main) first, then this one, and prints both. Run it on an idle machine: on a
shared one the CPU seconds rise with the others' load.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TIME = "/usr/bin/time"
GIB = 2 ** 30


def run(checkout: Path, durations: int, extra: list[str]) -> dict:
    """One run of the suite in `checkout`; its figures."""
    with tempfile.TemporaryDirectory(prefix="luna-suite-") as tmp:
        peaks = Path(tmp) / "peaks"
        timed = Path(tmp) / "time"
        env = dict(os.environ, LUNA_TEST_PEAKS=str(peaks),
                   PYTHONPATH=os.pathsep.join([str(ROOT / "bench"),
                                               os.environ.get("PYTHONPATH", "")]))
        cmd = [TIME, "-v", "-o", str(timed), sys.executable, "-m", "pytest", "-q",
               "-p", "suite_peaks", "-p", "no:cacheprovider", f"--durations={durations}",
               *extra]
        done = subprocess.run(cmd, cwd=checkout, env=env, capture_output=True, text=True)
        out = done.stdout
        time_v = timed.read_text() if timed.exists() else ""
        rows = peaks.read_text().split() if peaks.exists() else []
    procs = sorted((rows[k], int(rows[k + 1]), float(rows[k + 2]))
                   for k in range(0, len(rows) - 2, 3))
    field = lambda name: float(re.search(rf"{name}: ([\d.]+)", time_v).group(1)) \
        if re.search(rf"{name}: ([\d.]+)", time_v) else float("nan")       # noqa: E731
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)", time_v)
    summary = next((line for line in reversed(out.splitlines())
                    if re.search(r"\d+ (passed|failed)", line)), "")
    slow = [line for line in out.splitlines()
            if re.match(r"^\s*[\d.]+s (call|setup|teardown) ", line)]
    return {"checkout": str(checkout), "summary": summary.strip("= "),
            "user": field("User time \\(seconds\\)"), "sys": field("System time \\(seconds\\)"),
            "wall": _seconds(wall.group(1)) if wall else float("nan"),
            "max_rss": field("Maximum resident set size \\(kbytes\\)") * 1024,
            "procs": procs, "slow": slow, "code": done.returncode,
            "failed": [line for line in out.splitlines() if line.startswith(("FAILED", "ERROR"))]}


def _seconds(clock: str) -> float:
    parts = [float(p) for p in clock.split(":")]
    return sum(p * 60 ** k for k, p in enumerate(reversed(parts)))


def show(fig: dict) -> None:
    print(f"== {fig['checkout']}")
    print(f"   {fig['summary']}  (exit {fig['code']})")
    print(f"   CPU {fig['user'] + fig['sys']:.0f} s ({fig['user']:.0f} user + "
          f"{fig['sys']:.0f} sys), wall {fig['wall']:.0f} s")
    print(f"   largest process (time -v): {fig['max_rss'] / GIB:.2f} GiB")
    for who, peak, cpu in fig["procs"]:
        print(f"   {who:>10}: peak {peak / GIB:.2f} GiB, {cpu:.0f} s CPU")
    for line in fig["failed"]:
        print(f"   {line}")
    if fig["slow"]:
        print("   slowest:")
        for line in fig["slow"]:
            print(f"     {line.strip()}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--compare", type=Path, help="another checkout, run first")
    ap.add_argument("--durations", type=int, default=30)
    ap.add_argument("extra", nargs="*", help="more pytest arguments (after --)")
    a = ap.parse_args()
    for checkout in ([a.compare] if a.compare else []) + [ROOT]:
        show(run(checkout, a.durations, a.extra))


if __name__ == "__main__":
    main()
