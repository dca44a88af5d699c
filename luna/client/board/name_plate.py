"""Where a priest island's name plate stands: at the island's top, over none of its
landmark and pieces (piece_rects), of another island, of the temple island or of another
plate, over as little of its own land as may be (plate_place)."""

from __future__ import annotations

import math

import pygame

from .island_slots import IslandSlots, figures_width


def piece_rects(slots: IslandSlots) -> list[pygame.Rect]:
    """Where an island's pieces may stand: its figures, its shrines, its favour tokens, its
    rows of standing and lying novices (what its name plate keeps off)."""
    (fx, fy), fh = slots.figures[0], slots.figure_h
    if slots.grid:          # (and the places of three figures: tall_figures)
        out = [slots.favours, *slots.seats, slots.lying]
    else:
        out = [pygame.Rect(fx, fy, figures_width(fh), fh), slots.favours, slots.active,
               slots.lying]
    out += [pygame.Rect(x, y, slots.shrine + 2, slots.shrine + 2) for x, y in slots.shrines]
    return out


def plate_place(island: pygame.Rect, size: tuple[int, int], keep_off: list[pygame.Rect],
                masks: list[tuple[pygame.Mask, tuple[int, int]]], own: tuple[pygame.Mask,
                tuple[int, int]], board: pygame.Rect, soft: int = 0,
                firm: list[pygame.Rect] = (), mids: list = ()) -> pygame.Rect:
    """Where an island's name plate of `size` stands: at its top, on the left as a map
    writes it, over none of `keep_off` (its landmark and pieces, the other islands, the
    temple island, the other plates) nor of `masks` (the temple island's land: a mask and
    its top left on the board), inside `board` (beside the island where its top holds it
    nowhere: at 1024x680 the temple island's shore reached the Sailboat's top left
    corner, its favour tokens at the right); over as little of its own island's land
    (`own`) as may be, and as near its top left corner; over as little of the last
    `soft` of `keep_off` (where a grid's figures stand by default: clear of them first,
    at 1024x700 two figures' heads covered "Heilkräuter") as may be; where nowhere is
    clear, over as little of the others too, yet over none of `firm` (the other islands'
    pieces, its own landmark and favour tokens: at 1024x680 the Sailboat's name lay over
    its favour tokens) where it may; always nearer the island's middle than any of the
    other islands' middles (`mids`) where it may (a name at a bottom island's top right
    corner stood nearer the island above it: read as that island's)."""
    w, h = size
    hard, loose = keep_off[:len(keep_off) - soft], keep_off[len(keep_off) - soft:]
    want = (island.x + 2, island.y + 2)
    lo_y = island.y - h - 2
    hi_y = island.y + int(island.h * 0.22)
    over = range(island.x - int(w * 0.85), island.right - int(w * 0.15) + 1, 3)
    beside = range(island.x - w - 2, island.right + 3, 3)      # (the island's side at most)
    cell = pygame.mask.Mask((w, h), fill=True)
    om, (ox, oy) = own
    for strict, kept, xs in ((True, keep_off, over), (True, keep_off, beside),
                             (True, hard, over), (True, hard, beside),
                             (False, list(firm), beside), (False, [], beside)):
        best = None               # (nowhere clear: over as little of them as may be)
        if not xs:
            continue
        # (only boxes reaching where the plate is tried can touch it)
        tried = pygame.Rect(xs[0], lo_y, xs[-1] + w - xs[0], hi_y + h - lo_y)
        kept_near, soft_near, hard_near = ([k for k in rects if k.colliderect(tried)]
                                      for rects in (kept, loose, [] if strict else hard))
        for y in range(lo_y, hi_y + 1, 2):
            dy = abs(y - want[1]) * 1.5
            if best is not None and dy >= best[0]:
                if y > want[1]:
                    break           # (farther down costs more still)
                continue
            for x in xs:
                # a place whose distance alone costs as much as the best's cannot win
                # (the first of equal costs is kept): the same place, fewer rect tests
                if best is not None and abs(x - want[0]) * 1.0 + dy >= best[0]:
                    if x > want[0]:
                        break
                    continue
                r = pygame.Rect(x, y, w, h)
                if not board.contains(r) or (kept_near and r.collidelist(kept_near) >= 0):
                    continue
                if any(m.overlap(cell, (x - mx, y - my)) for m, (mx, my) in masks) \
                        or not _own_side(r.center, island.center, mids):
                    continue
                cost = om.overlap_area(cell, (x - ox, y - oy)) * 3
                cost += abs(x - want[0]) * 1.0 + abs(y - want[1]) * 1.5
                cost += 20 * _covered(r, soft_near) + 40 * _covered(r, hard_near)
                if best is None or cost < best[0]:
                    best = (cost, r)
        if best is not None:
            return best[1]
    return pygame.Rect(island.x + 2, island.y + 2, w, h)


def _covered(r: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """The area of `r` under `rects`, each counted (overlaps twice)."""
    return sum(c.w * c.h for c in (r.clip(rects[i]) for i in r.collidelistall(rects)))


def _own_side(c: tuple[int, int], mine: tuple[int, int], mids: list) -> bool:
    """Whether `c` is nearer `mine` than each of `mids`."""
    d = math.dist(c, mine)
    return all(math.dist(c, m) > d for m in mids)
