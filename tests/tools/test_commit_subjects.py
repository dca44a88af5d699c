"""The history reads: every commit since the rule's base has a subject `area: what
changed` of at most 72 characters (tools/commit_subjects.py)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import commit_subjects  # noqa: E402


def _known(rev: str) -> bool:
    if shutil.which("git") is None:
        return False
    done = subprocess.run(["git", "cat-file", "-e", f"{rev}^{{commit}}"],
                          cwd=commit_subjects.ROOT, capture_output=True)
    return done.returncode == 0


@pytest.mark.skipif(not _known(commit_subjects.BASE), reason="no git history here")
def test_every_subject_since_the_base_keeps_the_form():
    assert commit_subjects.problems() == []


@pytest.mark.parametrize("subject", [
    "net: the relay holds 1,000 tables as shipped",
    "client/game, tests: the tray's slots fixed per action kind",
    "docs: FINDINGS.md, one line per finding",
    "Art cache: every kept picture read through the files' boundary",
])
def test_a_subject_in_form_passes(subject):
    assert commit_subjects.problem(subject) is None


@pytest.mark.parametrize("subject", [
    "a lost move goes again, LAN",                       # no area first
    "the relay holds more tables",                      # no area
    "net: " + "x" * 70,                                 # too long
    "net:no space",
    "the relay now holds more tables than before: more",     # a sentence, not an area
])
def test_a_subject_out_of_form_is_named(subject):
    assert commit_subjects.problem(subject) is not None
