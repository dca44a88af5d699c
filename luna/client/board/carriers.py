"""Where a move's novices of one island are drawn from on the board: the mover's
standing group there, else what carries the move in its place (its shrine, else the
island itself), so that a move the novice favour or a shrine carries is still marked
where it is played: an empty group has no place on the board to mark or draw from."""

from __future__ import annotations

from .targets import Group, Island, Shrine


def carrier(snap: dict, island: int, me: int) -> Group | Shrine | Island:
    """The mover's standing novices on `island`, else their shrine there, else the
    island."""
    isl = snap["islands"][island]
    if isl["active"][me]:
        return Group(island, me, "active")
    return Shrine(island, me) if isl["shrines"][me] else Island(island)
