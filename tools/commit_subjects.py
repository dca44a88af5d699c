"""Check the subjects of the commits since a base: `area: what changed`, at most 72
characters, so that `git log --oneline` reads as history; the why goes in the body.

    python tools/commit_subjects.py            # the commits since BASE
    python tools/commit_subjects.py REV        # the commits since REV

Merge commits are checked too. Exit status 1 when a subject breaks the form. The commits
before BASE were written before this rule and are never rewritten.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASE = "fe9fa47"        # the last commit before subjects were kept to this form
LIMIT = 72
# Commits that landed on main with a subject out of form: history is never rewritten (a
# branch that merged main holds them), so each is named here and passed over.
LANDED = frozenset({
    "a5763ac8",     # 73 characters: a docs commit merged before the check was run
})
# an area: a word, a path or a short name (engine, net/relay, art cache …), then ": " and
# the change
AREA = r"[A-Za-z][\w./-]*( [\w./-]+){0,3}"
FORM = re.compile(rf"^{AREA}(, {AREA})*: \S.*$")


def problem(subject: str) -> str | None:
    """Why a subject breaks the form, or None."""
    if len(subject) > LIMIT:
        return f"{len(subject)} characters (at most {LIMIT})"
    if not FORM.match(subject):
        return "not 'area: what changed'"
    return None


def subjects(base: str = BASE, root: Path = ROOT) -> list[tuple[str, str]]:
    """(hash, subject) of every commit after base up to HEAD."""
    out = subprocess.run(["git", "log", "--format=%h %s", f"{base}..HEAD"], cwd=root,
                         capture_output=True, text=True, check=True).stdout
    return [tuple(line.split(" ", 1)) for line in out.splitlines() if line]


def problems(base: str = BASE, root: Path = ROOT) -> list[str]:
    found = []
    for commit, subject in subjects(base, root):
        landed = any(commit.startswith(c) or c.startswith(commit) for c in LANDED)
        why = None if landed else problem(subject)
        if why:
            found.append(f"{commit} {subject[:60]}…: {why}")
    return found


def main(argv: list[str]) -> int:
    found = problems(argv[1] if len(argv) > 1 else BASE)
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
