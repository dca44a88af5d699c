"""Who sits at a seat, in one vocabulary for the game header, the relay, the saves and the
window; and the one seed a computer's move is made with.

The game header names each seat "human" or a computer level (with the computer's seed).
The relay's lobby splits persons into "lan" (a friend's screen) and "local" (the host's
screen). A window adds what only it needs: "remote" (a person at another screen),
"automaton" (the solo game's opponent, moved by the engine) and "replay" (nobody moves).
Every computer move, on the relay or at a window, is seeded by `move_seed`, so a LAN game
continued at one screen makes the very moves the relay would have made.
"""

from __future__ import annotations

from dataclasses import dataclass

from .ai import LEVELS

HUMAN = "human"
RANDOM = "random"                     # uniform moves: for tests and the relay's fallback
COMPUTER_KINDS: tuple[str, ...] = LEVELS + (RANDOM,)

LAN = "lan"
LOCAL = "local"
PERSON_KINDS = (LAN, LOCAL)           # the relay's persons
LOBBY_KINDS: tuple[str, ...] = PERSON_KINDS + LEVELS     # what a host may choose
RELAY_KINDS: tuple[str, ...] = PERSON_KINDS + COMPUTER_KINDS   # what the relay accepts

NEW_GAME_KINDS: tuple[str, ...] = (HUMAN,) + LEVELS      # the new-game dialog's choice

REMOTE = "remote"
AUTOMATON = "automaton"
REPLAY = "replay"


def is_computer(kind: str) -> bool:
    """A computer level that some program must move (not a person, nor the automaton)."""
    return kind in COMPUTER_KINDS


def move_seed(seat_seed: int, log_length: int) -> int:
    """The seed of a computer's move: its seat's seed and the position's log length."""
    return (seat_seed * 1_000_003 + log_length) & 0x7FFFFFFF


def clean_seed(value) -> int:
    """A seat's seed as read from a file; anything that is not a plain int plays as 0."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


@dataclass(frozen=True)
class Seat:
    """A seat as a window sees it: who plays it, and a computer's seed."""

    kind: str = HUMAN
    seed: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def is_computer(self) -> bool:
        return is_computer(self.kind)


def seats_of(header: dict) -> list[Seat]:
    """The seats a game header names (a solo game: the player and the automaton). A kind
    this program does not know (a newer version's level) is played by a person."""
    if header.get("solo_level"):
        return [Seat(HUMAN), Seat(AUTOMATON)]
    listed = header.get("seats") or [{"kind": HUMAN}] * header["players"]
    return [Seat(s.get("kind") if s.get("kind") in COMPUTER_KINDS else HUMAN,
                 clean_seed(s.get("seed"))) for s in listed]


SOLO_TOP = 3                          # the solo rules' highest level (rules 6)


def level_above(header: dict) -> bool:
    """Whether a stronger opponent than this game's stands ready to be tried: a solo
    level above the game's, or a computer level above one of its computer seats' (none
    in a game of persons only, nor against the ladder's top alone)."""
    level = header.get("solo_level")
    if level:
        return level < SOLO_TOP
    return any(s.kind in LEVELS and s.kind != LEVELS[-1] for s in seats_of(header))
