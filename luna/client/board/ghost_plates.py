"""A small name plate under each figure's ghost (F991): the faint, dashed figure on the
island a figure stands on at the next round's scoring (the Moon Priestess's, fixed in
advance; the Apostate's, as things stand) says whose it is and for which round ("Moon
Priestess · round 3"), so two ghosts and the figures standing now are told apart.
Shown while the pointer is on the ghost's island (its land, a piece there, its plates
or the ghost): standing all the time, two ghosts' plates and the islands' own plates
piled up over the islands' pieces (F1056). Each stands beside its ghost (under it,
else over it, else at either side), nearer its own island's middle than any other
island's, over none of the board's pieces, counts, names and scoring plates
(`stakes.keep_off`) nor of another ghost's plate, inside the board; where nowhere near
is clear (a crowded island in a small window), none: its hover text says whose it is.
Drawn with the scoring's plates, after the board."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from ...text import t
from ..window import caches
from . import art
from .island_slots import label_size
from .layout import edge
from .stakes import ACCENT, drawn, hides, keep_off, own_side
from .targets import Figure, NextPlace
from .temple_view import label

INK = (236, 230, 210)
PAD = 5            # from the plate's ends to its words
NEAR = 3           # px between the ghost and its plate
STEP = 3           # px between the places tried round the ghost
NEARBY = (1, 2, 3)  # how far round it they are tried: a plate's width and two heights
#                    each side, else twice or three times that (a move built onto the ghost's island
#                    took every place beside it: a plate a little further still names it)
_PLACES: OrderedDict = caches.kept(OrderedDict())   # where each plate stood, by what
#                                                     stood round it (drawn every frame)


def words(target: NextPlace, snap: dict) -> str:
    """The plate's words: the figure and the round whose scoring the ghost's place is."""
    return t("ghost.plate", figure=t(f"figure.{target.name}"), round=snap["round"] + 1)


def spots(size: tuple[int, int], ghost: pygame.Rect) -> list[pygame.Rect]:
    """The places beside a ghost a plate of `size` tries first: under it, over it, at its
    right, at its left (each centred on it)."""
    w, h = size
    r = pygame.Rect(0, 0, w, h)
    return [r.move(ghost.centerx - w // 2, ghost.bottom + NEAR),
            r.move(ghost.centerx - w // 2, ghost.top - NEAR - h),
            r.move(ghost.right + NEAR, ghost.centery - h // 2),
            r.move(ghost.x - NEAR - w, ghost.centery - h // 2)]


def pointed_island(hover, snap: dict) -> int | None:
    """The island the pointer is on: its land, a piece, plate or ghost there, or a
    figure standing on it (None: no island)."""
    if isinstance(hover, Figure):
        return snap.get(hover.name) if hover.name != "guardian" else None
    island = getattr(hover, "island", None)
    return island if isinstance(island, int) else None


def place(size: tuple[int, int], ghost: pygame.Rect, keep: list[pygame.Rect],
          area: pygame.Rect, land: tuple, mine=lambda r: True) -> pygame.Rect | None:
    """Where a ghost's plate of `size` stands: the first of `spots` inside `area`, on
    its own island's side (`mine`) and clear of `keep` and the temple island's `land`;
    else the clear place round the ghost nearest it; None where none is clear (a plate
    over a piece or a name hid what the board must show: the ghost's hover text still
    says whose it is)."""
    for r in spots(size, ghost):
        if area.contains(r) and mine(r) and not hides(r, keep, land):
            return r
    w, h = size
    for reach in NEARBY:
        around = ghost.inflate(2 * reach * w, 4 * reach * h)
        best, best_far = None, None
        for y in range(around.top, around.bottom - h + 1, STEP * reach):
            for x in range(around.left, around.right - w + 1, STEP * reach):
                r = pygame.Rect(x, y, w, h)
                far = abs(r.centerx - ghost.centerx) + abs(r.centery - ghost.centery)
                if (best_far is not None and far >= best_far) or not area.contains(r) \
                        or not mine(r):
                    continue
                if not hides(r, keep, land):
                    best, best_far = r, far
        if best is not None:
            return best
    return None


def placed(size: tuple[int, int], ghost: pygame.Rect, keep: list[pygame.Rect],
           area: pygame.Rect, land: tuple, lay, island: int) -> pygame.Rect | None:
    """`place`, kept while nothing round the ghost changes."""
    key = (size, tuple(ghost), tuple(map(tuple, keep)), tuple(area), id(land[0]), island)
    if key not in _PLACES:
        _PLACES[key] = place(size, ghost, keep, area, land,
                             lambda r: own_side(r, lay, island))
        while len(_PLACES) > 32:
            _PLACES.popitem(last=False)
    return _PLACES[key]


def draw_ghost_plates(surf: pygame.Surface, board, snap: dict, lay,
                      clear_of: list[pygame.Rect] = (), hover=None) -> None:
    """The plate of each ghost on the island pointed at (`hover`: the target under the
    pointer), where one stands clear (of `clear_of` too: a move being built, its arrows,
    ghosts and badges); noted on the board as `board.ghost_plates` (target -> its
    plate's rect) for the tests."""
    board.ghost_plates = {}
    at_island = pointed_island(hover, snap)
    ghosts = [(r, tg) for r, tg in board.hits
              if isinstance(tg, NextPlace) and tg.island == at_island]
    if not ghosts:
        return
    size = label_size(lay.scale, 13, tight=True)        # (the scoring plates' size)
    area = pygame.Rect(lay.board).inflate(-2 * edge(lay.scale), -2 * edge(lay.scale))
    keep = keep_off(board, snap, lay) + [r for r, _ in getattr(board, "stakes", {}).values()]
    keep += list(clear_of)
    for rect, target in ghosts:
        img = label(words(target, snap), size, INK)
        w, h = img.get_width() + 2 * PAD, img.get_height() + 2
        ghost = drawn(board.hits, rect, target)
        at = placed((w, h), ghost, keep + list(board.ghost_plates.values()), area,
                    board.temple_land, lay, target.island)
        if at is None:
            continue
        plate, off = art.plate(w, h, ACCENT[target.name])
        surf.blit(plate, at.move(off))
        surf.blit(img, img.get_rect(center=at.center))
        board.ghost_plates[target] = at
    # (written on the board as its names are: what stands over the board, the hand-over
    # card, a toast, clears them as it clears the names; a new list, never the one the
    # board's kept drawing holds)
    board.labels = board.labels + [r for r in board.ghost_plates.values()
                                   if r not in board.labels]
