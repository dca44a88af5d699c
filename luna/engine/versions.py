"""Rules versions: what each version of the rules changed, in one table.

A save holds commands, not state, so a changed rule would change what an old log
replays to. Every game therefore keeps the rules version it was dealt under (the
header's `rules`; a header without it is version 1) and the engine plays it by that
version. The few rules that differ between versions read their switch from `Rules`;
nothing else in the engine looks at the version number.
"""

from __future__ import annotations

from typing import NamedTuple


class Rules(NamedTuple):
    version: int
    # Solo: the automaton builds its round-end shrine only with an *active* novice on
    # the Architect's island (French « Novice actif », Dutch "op het eiland").
    automaton_shrine_needs_active: bool
    # A disc that stands on seat 10 is never moved again, the automaton's included (in
    # version 1 the automaton was put back underneath the stack).
    top_seat_keeps_place: bool


VERSIONS: dict[int, Rules] = {
    1: Rules(1, automaton_shrine_needs_active=False, top_seat_keeps_place=False),
    2: Rules(2, automaton_shrine_needs_active=True, top_seat_keeps_place=True),
}
NEWEST = max(VERSIONS)
# What a player is told about each version (English; the client has its own strings).
CHANGES: dict[int, str] = {
    1: "the first rules of this edition",
    2: "solo: the automaton's round-end shrine needs an active novice; seat 10 is never "
       "overtaken, the automaton's disc included",
}


def rules(version: object) -> Rules:
    """The rules of `version`; ValueError for anything that is not a known version."""
    if isinstance(version, bool) or not isinstance(version, int):
        raise ValueError(f"rules version must be a whole number, not {version!r}")
    if version not in VERSIONS:
        raise ValueError(f"unknown rules version {version} (this program knows rules "
                         f"1–{NEWEST})")
    return VERSIONS[version]
