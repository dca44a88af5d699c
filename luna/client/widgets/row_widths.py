"""Widths for a row of buttons or columns side by side: each what its words need and the
rest shared out (`share`), or one width for all where the room holds each one's words
(`even`)."""

from __future__ import annotations


def share(needs: list[int], room: int) -> list[int]:
    """Widths for buttons side by side: each what its words need, the rest shared out."""
    spare = max(0, room - sum(needs)) // len(needs)
    return [n + spare for n in needs]


def even(needs: list[int], room: int) -> list[int]:
    """Widths for a row of buttons side by side, one width for all where the room holds
    each one's words (round 7: a German row of uneven buttons looked careless); else the
    widest what its words need and all the others one width, the room shared out."""
    n = len(needs)
    if max(needs) * n <= room:
        return [room // n] * n
    wide = sorted(needs, reverse=True)
    for k in range(1, n):                       # the k widest keep their needs
        level = (room - sum(wide[:k])) // (n - k)
        if level >= wide[k]:
            return [max(w, level) for w in needs]
    return list(needs)
