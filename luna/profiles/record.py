"""A finished game in a person's profile: the entry, and the rating moved by one Glicko-2
period against each computer level at the table (its fitted rating, luna/ai/levels.py).

Against each computer seat the person scored 1 for finishing above it, 0 below and
one half for the same score (the game's own tie-break, the council, decides the winner
only). Persons and the solo game's automaton are not rated against: the profile only
counts those games.
"""

from __future__ import annotations

import hashlib
import json

from ..ai.levels import RATING_DEVIATION, RATINGS
from ..seats import AUTOMATON, seats_of
from .glicko2 import Rating, Result, update
from .profile import Played, Profile


def fingerprint(header: dict, log: list) -> str:
    """The same for the same game, wherever it is opened again (a save, a replay)."""
    data = json.dumps([header, log], sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(data.encode("utf-8")).hexdigest()[:32]


def outcome(final: dict, me: int, other: int) -> float:
    """1, 0.5 or 0: how `me` finished against `other`."""
    mine, theirs = final["scores"][me], final["scores"][other]
    return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5


def record_game(profile: Profile, header: dict, log: list, final: dict, seat: int,
                when: str) -> bool:
    """Add the game the person at `seat` finished to their profile and move the rating;
    False (nothing changed) if the profile has it already."""
    key = fingerprint(header, log)
    if any(g.game == key for g in profile.games):
        return False
    seats = seats_of(header)
    levels = [(q, s.kind) for q, s in enumerate(seats) if s.kind in RATINGS and q != seat]
    results = [Result(Rating(RATINGS[lv], RATING_DEVIATION), outcome(final, seat, q))
               for q, lv in levels]
    if results:
        profile.rating = update(profile.rating, results)
    others = [final["scores"][q] for q, s in enumerate(seats)
              if q != seat and q < len(final["scores"])]
    solo = any(s.kind == AUTOMATON for s in seats)
    won = final.get("solo_result", 0) > 0 if solo else final["winner"] == seat
    profile.games.append(Played(
        key, when, 1 if solo else len(seats), final["scores"][seat], max(others, default=0),
        won, tuple(sorted({lv for _, lv in levels}, key=list(RATINGS).index)),
        round(profile.rating.value, 1), round(profile.rating.deviation, 1)))
    return True
