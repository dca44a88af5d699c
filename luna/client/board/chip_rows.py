"""Chips laid in a row on a priest island: the lying novices' chips each under its own
group, as near its middle as may be, `gap` apart and within the island's land (spread,
lay_chips), whether a row holds them, a second bank under the first, and the stretch of a
band the temple island's land leaves free (free_span)."""

from __future__ import annotations

from itertools import combinations

import pygame


def spread(wants: list[float], widths: list[int], gap: int, lo: int, hi: int) -> list[int]:
    """The left ends of chips `widths` wide in a row, in their order, `gap` apart at least,
    within `lo`..`hi` where they fit, each as near its wanted middle (`wants`) as may be:
    a player's lying novices under their own standing group."""
    blocks: list[list] = []              # [first, last, left]: chips that touch
    def size(a: int, b: int) -> int:
        return sum(widths[a:b + 1]) + gap * (b - a)
    for k, (c, w) in enumerate(zip(wants, widths, strict=True)):
        blocks.append([k, k, c - w / 2])
        while len(blocks) > 1 and blocks[-2][2] + size(blocks[-2][0], blocks[-2][1]) + gap \
                > blocks[-1][2]:
            b = blocks.pop()
            a = blocks.pop()
            first, last = a[0], b[1]
            lefts = [wants[j] - widths[j] / 2 - (size(first, j - 1) + gap if j > first else 0)
                     for j in range(first, last + 1)]
            blocks.append([first, last, sum(lefts) / len(lefts)])
    xs = []
    for first, last, left in blocks:
        x = left
        for j in range(first, last + 1):
            xs.append(x)
            x += widths[j] + gap
    over = xs[-1] + widths[-1] - hi           # kept inside: pushed in from either end
    for j in range(len(xs) - 1, -1, -1):
        if over <= 0:
            break
        xs[j] -= over
        over = (xs[j - 1] + widths[j - 1] + gap - xs[j]) if j else 0
    under = lo - xs[0]
    for j in range(len(xs)):
        if under <= 0:
            break
        xs[j] += under
        under = (xs[j] + widths[j] + gap - xs[j + 1]) if j + 1 < len(xs) else 0
    return [round(x) for x in xs]


def lay_chips(wants: list[float | None], widths: list[int], gap: int, lo: int, hi: int
              ) -> list[int]:
    """The left ends of chips `widths` wide in a row within `lo`..`hi`, `gap` apart at
    least: each with a wanted middle (its player's standing group's) as near it as may
    be, in their order (spread); a chip that wants none (None: none of its player's
    novices stand) beside them where it moves the others least, in the players' order
    where that costs nothing (a lying novice of a player with none standing never pushes the
    next one under another player's group, F049)."""
    n = len(wants)
    fixed = [k for k in range(n) if wants[k] is not None]
    if not fixed:
        middle = (lo + hi) / 2
        total = sum(widths) + gap * (n - 1)
        x, out = middle - total / 2, []
        for w in widths:
            out.append(round(x))
            x += w + gap
        return spread([x + w / 2 for x, w in zip(out, widths, strict=True)], widths, gap,
                      lo, hi)
    free = [k for k in range(n) if wants[k] is None]
    best = None
    for slots in combinations(range(n), len(free)):
        order, f, g = [], iter(free), iter(fixed)
        for j in range(n):
            order.append(next(f) if j in slots else next(g))
        want = [wants[k] for k in order]
        for j, k in enumerate(order):          # a free chip: beside its neighbour
            if want[j] is None and j and want[j - 1] is not None:
                want[j] = want[j - 1] + (widths[order[j - 1]] + widths[k]) / 2 + gap
        for j in range(n - 1, -1, -1):
            if want[j] is None:
                want[j] = want[j + 1] - (widths[order[j + 1]] + widths[order[j]]) / 2 - gap
        xs = spread(want, [widths[k] for k in order], gap, lo, hi)
        cost = sum(abs(x + widths[k] / 2 - wants[k]) for x, k in zip(xs, order, strict=True)
                   if wants[k] is not None)
        cost += 0.5 * sum(a > b for j, a in enumerate(order) for b in order[j + 1:])
        if best is None or cost < best[0]:
            best = (cost, order, xs)
    out = [0] * n
    for k, x in zip(best[1], best[2], strict=True):
        out[k] = x
    return out


def row_fits(chips: list[pygame.Rect], gap: int, room: int) -> bool:
    """Whether a row of `chips`, `gap` apart and from the ends, fits in `room` px."""
    return sum(c.w for c in chips) + gap * (len(chips) + 1) <= room


def bank_under(chips: list[pygame.Rect], gap: int, row: pygame.Rect, bottom: int
               ) -> pygame.Rect:
    """The sandbank under a row of lying `chips`: from under the island's beach (`row`:
    the upper row of them) down to `bottom`, reaching a little past the chips' ends."""
    bank = chips[0].unionall(chips[1:]).inflate(2 * gap + row.h, 0)
    bank.top = row.y - row.h                   # (its top under the island's beach)
    bank.h = bottom - bank.top
    return bank


def free_span(land: tuple[pygame.Mask, tuple[int, int]], band: pygame.Rect
              ) -> tuple[int, int]:
    """The widest stretch of `band` that `land` (the temple island's: a mask and its top
    left on the board) leaves free: its left and right."""
    mask, (x, y) = land
    over = pygame.mask.Mask(band.size, fill=True).overlap_mask(mask, (x - band.x, y - band.y))
    blocked = sorted((r.x, r.right) for r in over.get_bounding_rects())
    best, at = (0, 0), 0
    for a, b in blocked + [(band.w, band.w)]:
        if a - at > best[1] - best[0]:
            best = (at, a)
        at = max(at, b)
    return band.x + best[0], band.x + best[1]
