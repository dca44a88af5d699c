"""A finished game in a person's profile: the entry, and the rating moved by one Glicko-2
period against each computer level at the table (its rating measured at that table size,
luna/ai/levels.py: `opponent`).

Against each computer seat the person scored 1 for finishing above it, 0 below and
one half for the same score (the game's own tie-break, the council, decides the winner
only). Persons and the solo game's automaton are not rated against: the profile only
counts those games.
"""

from __future__ import annotations

import hashlib
import json
from typing import NamedTuple

from ..ai.levels import RATING_DEVIATION, RATINGS, measured_at
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


# How many standard deviations a measured rating's 95 % interval spans on each side.
Z95 = 1.96


def opponent(level: str, players: int) -> Rating | None:
    """The rating a result against `level` is weighed with at a table of `players`: at
    two the fitted two-player rating; at three and four the rating measured at that size
    (levels.TABLE_RATINGS), its deviation read off its 95 % interval (never below the
    two-player one: the anchor's interval is a point).

    None where the level was not measured at that size (the Master at three and four):
    its two-player rating is not its strength there (measured levels stand up to 200
    points off theirs at four), so a result against it moves nothing. A game with only
    such levels is a rating period without a result: the rating stays and its deviation
    widens, as Glicko-2 has it for such a period (a game was played, nothing measured
    checked the rating)."""
    if players <= 2:
        return Rating(RATINGS[level], RATING_DEVIATION) if level in RATINGS else None
    at = measured_at(level, players)
    if at is None:
        return None
    return Rating(at.rating, max(RATING_DEVIATION, (at.high - at.low) / (2 * Z95)))


class Finished(NamedTuple):
    """What a finished game is for the person at one seat, before it moves their rating
    (the rating it moves is the one stored when the game is written): `outcomes` are
    (level, 1, 0.5 or 0) per computer seat, weighed by `opponent` when it is written."""
    game: str
    when: str
    players: int
    score: int
    best_other: int
    won: bool
    levels: tuple[str, ...]
    outcomes: tuple[tuple[str, float], ...]


def finished(header: dict, log: list, final: dict, seat: int, when: str,
             hint_led: bool = False) -> Finished:
    """The game the person at `seat` finished, as their profile takes it. A game the
    Hint led (`hint_led`: its moves played on most turns) is the Hint's strength, not
    the person's: only its losses move the rating (a win of it suggests the level above
    for a contest: suggestion.py)."""
    seats = seats_of(header)
    levels = [(q, s.kind) for q, s in enumerate(seats) if s.kind in RATINGS and q != seat]
    outcomes = tuple((lv, outcome(final, seat, q)) for q, lv in levels)
    if hint_led:
        outcomes = tuple(o for o in outcomes if o[1] == 0.0)
    others = [final["scores"][q] for q, s in enumerate(seats)
              if q != seat and q < len(final["scores"])]
    solo = any(s.kind == AUTOMATON for s in seats)
    won = final.get("solo_result", 0) > 0 if solo else final["winner"] == seat
    return Finished(fingerprint(header, log), when, 1 if solo else len(seats),
                    final["scores"][seat], max(others, default=0), won,
                    tuple(sorted({lv for _, lv in levels}, key=list(RATINGS).index)), outcomes)


def results(game: Finished) -> list[Result]:
    """The game's results against the levels measured at its table size."""
    out = []
    for level, score in game.outcomes:
        rating = opponent(level, game.players)
        if rating is not None:
            out.append(Result(rating, score))
    return out


def rated(rating: Rating, game: Finished) -> tuple[Rating, Played]:
    """The rating after `game` (moved only by computer levels at the table; a period
    without a result where none of them was measured at its size, see `opponent`) and
    the game's entry in the profile, with that rating."""
    if game.outcomes:
        rating = update(rating, results(game))
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
