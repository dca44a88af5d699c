"""The action ring's buttons in rows (play/ring.py); where the tray stands is the
board's `clearing.best_spot`."""

from __future__ import annotations

import math

from ..board.clearing import GAP


def in_rows(widths: list[int], room: int, most: int | None = None) -> list[list[int]]:
    """The buttons' indices row by row within `room`, as few rows as may be and the
    buttons shared out evenly between them (at most `most` a row)."""
    rows: list[list[int]] = [[]]
    used = 0
    for k, w in enumerate(widths):
        if rows[-1] and (used + GAP + w > room or len(rows[-1]) == most):
            rows.append([])
            used = 0
        used += w + (GAP if rows[-1] else 0)
        rows[-1].append(k)
    if most is None and len(rows) > 1:
        even = in_rows(widths, room, math.ceil(len(widths) / len(rows)))
        if len(even) == len(rows):
            return even
    return rows


def row_width(row: list[int], widths: list[int]) -> int:
    return sum(widths[k] for k in row) + GAP * (len(row) - 1)
