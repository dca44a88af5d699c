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
from typing import NamedTuple

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


class Finished(NamedTuple):
    """What a finished game is for the person at one seat, before it moves their rating
    (the rating it moves is the one stored when the game is written)."""
    game: str
    when: str
    players: int
    score: int
    best_other: int
    won: bool
    levels: tuple[str, ...]
    results: tuple[Result, ...]


def finished(header: dict, log: list, final: dict, seat: int, when: str,
             hint_led: bool = False) -> Finished:
    """The game the person at `seat` finished, as their profile takes it. A game the
    Hint led (`hint_led`: its moves played on most turns) is the Hint's strength, not
    the person's: only its losses move the rating, so it never suggests a higher level."""
    seats = seats_of(header)
    levels = [(q, s.kind) for q, s in enumerate(seats) if s.kind in RATINGS and q != seat]
    results = tuple(Result(Rating(RATINGS[lv], RATING_DEVIATION), outcome(final, seat, q))
                    for q, lv in levels)
    if hint_led:
        results = tuple(r for r in results if r.score == 0.0)
    others = [final["scores"][q] for q, s in enumerate(seats)
              if q != seat and q < len(final["scores"])]
    solo = any(s.kind == AUTOMATON for s in seats)
    won = final.get("solo_result", 0) > 0 if solo else final["winner"] == seat
    return Finished(fingerprint(header, log), when, 1 if solo else len(seats),
                    final["scores"][seat], max(others, default=0), won,
                    tuple(sorted({lv for _, lv in levels}, key=list(RATINGS).index)), results)


def rated(rating: Rating, game: Finished) -> tuple[Rating, Played]:
    """The rating after `game` (moved only by computer levels at the table) and the
    game's entry in the profile, with that rating."""
    if game.results:
        rating = update(rating, list(game.results))
    return rating, Played(game.game, game.when, game.players, game.score, game.best_other,
                          game.won, game.levels, round(rating.value, 1),
                          round(rating.deviation, 1))


def record_game(profile: Profile, header: dict, log: list, final: dict, seat: int,
                when: str) -> bool:
    """Add the game the person at `seat` finished to their profile and move the rating;
    False (nothing changed) if the profile has it already."""
    game = finished(header, log, final, seat, when)
    if any(g.game == game.game for g in profile.games):
        return False
    profile.rating, played = rated(profile.rating, game)
    profile.games.append(played)
    return True
