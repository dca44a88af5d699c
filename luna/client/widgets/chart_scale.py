"""A chart's scale: its top and the step of its grid lines."""

from __future__ import annotations


def axis(lo: int, top: int, lines: int) -> tuple[int, int]:
    """The scale's top and step: the round number just above the top score (the next
    ten, 80 over 71 or 70; the next five up to 20), not the next "nice" step's (never an
    axis to 100 with every score under 71), and the least step of at most
    `lines` grid lines that divides the span (80 in two: 40)."""
    unit = 5 if top <= 20 else 10
    hi = (top // unit + 1) * unit                 # above it: its point clear of the rim
    span = hi - lo
    step = next((d for d in range(1, span + 1) if span % d == 0
                 and span // d <= max(1, lines) and (d % 5 == 0 or d in (1, 2))), span)
    return hi, step
