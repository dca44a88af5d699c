"""Component numbers of Luna in one place.

Everything here is either printed in the rulebooks or marked House data in
LUNA_RULES.md; rules code reads these tables and never hard-codes a number, so the
printed values can be dropped in later without touching the rules.
"""

from __future__ import annotations

KINDS: tuple[str, ...] = ("shrine", "herbs", "tides", "sailboat", "bribery", "book", "novice")
# the favour each action of favour tokens returns as its cost (its handler's one check and
# spend of it, and the legal moves' account of what a command spends)
ACTION_FAVOUR: dict[str, str] = {"build_shrine": "shrine", "herbs": "herbs", "tides": "tides",
                                 "sailboat": "sailboat", "book": "book"}
COLOURS: tuple[str, ...] = ("yellow", "red", "blue", "white")
ISLANDS = 7

NOVICES_PER_PLAYER = 13
SHRINES_PER_PLAYER = 6
START_INFLUENCE = 5
ROUNDS = 6
PRELIMINARY_PAIRS = 4
SHRINE_POINTS = 4
FAVOUR_POINTS = 1
TEMPLE_POINTS = 1           # each round's scoring, per own novice in the temple

# House data: the Architect moves 4 islands a round (French rulebook's figure caption).
ARCHITECT_STEP = 4


def priestess_payout(players: int) -> tuple[int, ...]:
    """What 1st/2nd/3rd place on the Moon Priestess's island pays; her value is the first."""
    return (6, 3, 1) if players >= 4 else (5, 2)


def time_markers(players: int, solo: bool = False) -> int:
    """Candles in the meditation room: none in the solo game, 3 with 2 players, else 4."""
    if solo:
        return 0
    return 3 if players == 2 else 4


GUARDIAN_VALUES: tuple[int, ...] = (2, 2, 3, 4, 5, 6)  # laid from the entrance outwards

# House data: council seat points at game end, seats 0..10.
COUNCIL_POINTS: tuple[int, ...] = (0, 0, 1, 1, 2, 3, 4, 5, 6, 8, 10)
COUNCIL_TOP = len(COUNCIL_POINTS) - 1

# House data: temple boards, fields left to right as (number, symbol).
TEMPLE_BOARDS: dict[str, tuple[tuple[int, str], ...]] = {
    "yellow": ((10, "sailboat"), (21, "herbs"), (8, "shrine"), (1, "bribery"),
               (25, "novice"), (15, "tides"), (19, "book")),
    "red": ((18, "sailboat"), (5, "book"), (24, "tides"), (2, "herbs"),
            (12, "novice"), (27, "bribery"), (14, "shrine")),
    "blue": ((16, "book"), (28, "herbs"), (6, "sailboat"), (3, "bribery"),
             (20, "novice"), (9, "tides"), (23, "shrine")),
    "white": ((13, "shrine"), (7, "herbs"), (22, "sailboat"), (4, "novice"),
              (17, "book"), (26, "bribery"), (11, "tides")),
}
DEALT_TILES = (1, 2, 3, 4)

# House data: the introductory (pre-printed) setup. Islands are 0-based here (the rules
# file numbers them 1-7 clockwise).
INTRO_RING: tuple[str, ...] = ("book", "shrine", "herbs", "sailboat", "bribery", "novice", "tides")
INTRO_FIGURES = {"priestess": 0, "architect": 3, "apostate": 5}
INTRO_PIECES: dict[str, dict[str, tuple[int, ...]]] = {
    "yellow": {"shrine": (1,), "pairs": (0, 3, 4, 6), "favours": (2, 5)},
    "red": {"shrine": (3,), "pairs": (0, 2, 5, 6), "favours": (1, 4)},
    "blue": {"shrine": (4,), "pairs": (0, 1, 2, 5), "favours": (3, 6)},
    "white": {"shrine": (6,), "pairs": (0, 1, 3, 4), "favours": (2, 5)},
}
