"""The coming scoring on the board: beside the Moon Priestess's island every place she
pays there, each player with what their place pays (first and second, third with four
players: the engine's places and payouts), beside the Apostate's island whom he would cost how
much; where nobody counts, the words "none yet" and no badge (a bare "0" read as a score,
a dash was read only on hover), so each plate stands while its figure does and the player
keeps track of where the figures are.
Where another player's count ties the leader's, the tied players stand side by side with
what each would get, and under them the words "council decides" (the engine's `tied`:
the rules break the tie by the council). The engine's count of the
position the board is drawn from (`scoring_by_island`; pieces in flight counted where
they land), so it changes as moves are played; the client only draws it.

One small plate per island the scoring concerns, beside the island's name plate and
nearer its island's middle than any other island's, her part opening with the words that
the scoring is here (fewer words where the plate finds no clear place with them), over
none of the board's pieces, counts and names (where nowhere near is clear, over as
little of them as may be; where both figures stand on one island and their parts on one
line find no clear place, or her first place is tied there, each part takes its own line,
the council's words under hers; a plate keeps its side and form while they are clear).
Each part (the figure's small picture, then each player's badge and points) is its own
hit region (`Stake`): hovering it says it in words (game/tooltips.py). Drawn after the
board, in the action phase only: then the scoring that comes is the round's.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from itertools import product
from typing import NamedTuple

import pygame

from ...engine.scoring import IslandScoring, scoring_by_island
from ...engine.snapshot import from_snapshot_state
from ...text import t
from ..window import caches
from . import art
from .island_slots import label_size
from .layout import edge
from .targets import Island, Stake
from .temple_view import label

SHOWN_IN = ("actions", "solo_round_start")   # the phases whose scoring is the round's
INK = (236, 230, 210)
LOSS_INK = (255, 196, 186)     # a loss's points: warm, 11.8:1 on the plate's glass
ACCENT = {"priestess": (226, 232, 250), "apostate": (150, 110, 200)}   # the plate's
#                                               stripe: moonlight, the Apostate's violet
PAD = 5            # from the plate's ends to what it shows
GAP = 4            # between a badge and its points, and between two players
PART_GAP = 9       # between the Moon Priestess's part and the Apostate's
NEAR = 6           # px from the name plate to the stake's plate
STEP = 3           # px between the places tried round the island
_PLACES: OrderedDict = caches.kept(OrderedDict())   # where each island's stake stood
_SIDES: dict = caches.kept({})    # island -> the side of its name plate its stake took
#                                   (an index of `spots`, else its corner's `anchor`)
_FORMS: dict = caches.kept({})    # island -> whether its parts stood each on its own line
_COUNTED: list = [None, None]     # the snapshot last counted and its count


class Entry(NamedTuple):
    """One player's share shown: their colour (None: nobody) and the points (signed)."""
    colour: str | None
    points: int


NOBODY = Entry(None, 0)


def entries(scoring: IslandScoring, colours: list[str], priestess: bool,
            apostate: bool) -> dict[str, list[Entry]]:
    """What the island's plate shows, by part, for each figure standing there
    (`priestess`, `apostate`): every place the Moon Priestess pays, in place order, each
    player with what their place pays (the engine's `priestess_places`: a second place's
    +2 weighs in a choice as a first's +5 does), and every player whose count ties the
    leader's (the engine's `tied`, in the council's order, even where unpaid: three in a
    tie), each player the Apostate would cost and how much; NOBODY ("none yet", no badge)
    where nobody counts, so a figure's plate stands while the figure does and the
    player keeps track of where it is."""
    out: dict[str, list[Entry]] = {}
    if priestess:
        tied = len(scoring.tied)
        out["priestess"] = [Entry(colours[p], pay)
                            for k, (p, _, pay) in enumerate(scoring.priestess)
                            if pay or k < tied] or [NOBODY]
    if apostate:
        out["apostate"] = [Entry(colours[p], -loss)
                           for p, _, loss in scoring.apostate] or [NOBODY]
    return out


def counted(snap: dict) -> dict[int, IslandScoring]:
    """The engine's scoring of the position `snap` island by island (empty outside the
    action phase), counted once per snapshot (it is drawn every frame)."""
    if _COUNTED[0] is not snap:
        by = scoring_by_island(from_snapshot_state(snap)) \
            if snap.get("phase") in SHOWN_IN and snap.get("players") else {}
        _COUNTED[:] = [snap, by]
    return _COUNTED[1]


def _points(e: Entry) -> str:
    """A player's points signed; where nobody counts, words that say so (a bare "0"
    read as a score of nobody's, a dash was understood only on hover)."""
    n = e.points
    if e.colour is None:
        return t("stake.nobody")
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n else "0"


def _part_images(part: str, shown: list[Entry], size: int,
                 said: bool = True) -> list[tuple[pygame.Surface, int]]:
    """The part's pictures in a row, each with the gap before it: its figure (hers
    followed by the words that she scores here, `said`: the white figure on the island
    read as a piece, not as this round's scoring, F1033), then each player's badge and
    points."""
    out = [(art.figure(part, round(size * 1.35)), 0)]
    if said and part == "priestess":
        out.append((label(t("stake.scores_here"), size, INK), GAP))
    ink = INK if part == "priestess" else LOSS_INK
    for e in shown:
        if e.colour is not None:
            out.append((art.owner_badge(e.colour, round(size * 1.2)), GAP))
        out.append((label(_points(e), size, INK if e.colour is None else ink, bold=True),
                    2 if e.colour is not None else GAP))
    return out


def _line(items: list, size: int, said: bool = True) -> tuple[int, int, list]:
    """One line of the plate: each part's pictures in a row, with their x from the
    plate's left; the line's right end and height."""
    x, row, h = PAD, [], 0
    for k, (part, shown) in enumerate(items):
        if k:
            x += PART_GAP
        for img, gap in _part_images(part, shown, size, said):
            x += gap
            row.append((img, x, part))
            x += img.get_width()
            h = max(h, img.get_height())
    return x, h, row


def _row(parts: dict[str, list[Entry]], size: int, tie: bool = False,
         stacked: bool = False, said: bool = True) -> tuple[int, int, list]:
    """The plate's size and its pictures, each with its x from the plate's left, its
    part and its line's middle from the plate's top: the parts on one line, or each on
    its own (`stacked`: where both figures stand on the island and one line finds no
    clear place), and under the Moon Priestess's, where the first place is tied
    (`tie`), the words that the council decides (the plate no wider than its badges);
    her words that she scores here where `said`."""
    lines = [[kv] for kv in parts.items()] if stacked else [list(parts.items())]
    out, right, y = [], 0, 0
    for items in lines:
        x, h, row = _line(items, size, said)
        out += [(img, x0, part, y + h // 2 + 1) for img, x0, part in row]
        right, y = max(right, x), y + h + 2
        if tie and items[0][0] == "priestess":
            words = label(t("stake.council_decides"), size, INK)
            out.append((words, PAD, "priestess", y - 1 + words.get_height() // 2))
            right, y = max(right, PAD + words.get_width()), y + words.get_height()
            y += GAP if stacked and len(lines) > 1 else 0   # (set off from his line)
    return right + PAD, y, out


def keep_off(board, snap: dict, lay) -> list[pygame.Rect]:
    """What a stake's plate stands clear of: every piece, count, name and place the
    board drew (its hit regions, a piece's whole picture with its feet and rim, and what
    stands over them), the islands' landmarks and the moon (a plate over a picture reads
    as a patch on it), but the islands' land."""
    out = [drawn(board.hits, r, tg) for r, tg in board.hits
           if not isinstance(tg, Island | Stake)]
    out += [pygame.Rect(top[0]) for top in board.tops.values()]
    return out + board.landmarks(snap, lay) + [board.moon(lay)]


def drawn(hits, rect, target) -> pygame.Rect:
    """Where a thing stands on the board: its hit region and, for a piece, its picture
    as drawn (a novice's feet reach under its hit region: a plate there cut them off)."""
    pic = hits.picture(target)
    rect = pygame.Rect(rect)
    return rect if pic is None else rect.union(pygame.Rect(pic[1], pic[0].get_size()))


def spots(size: tuple[int, int], plate: pygame.Rect) -> list[pygame.Rect]:
    """The places beside an island's name plate a stake's plate of `size` may take, by
    side: right of it, under it (from its left end, to its right end), left of it, over
    it (from its left end, to its right end)."""
    w, h = size
    mid = plate.centery - h // 2
    return [pygame.Rect(plate.right + NEAR, mid, w, h),
            pygame.Rect(plate.x, plate.bottom + NEAR // 2, w, h),
            pygame.Rect(plate.right - w, plate.bottom + NEAR // 2, w, h),
            pygame.Rect(plate.x - NEAR - w, mid, w, h),
            pygame.Rect(plate.x, plate.top - NEAR // 2 - h, w, h),
            pygame.Rect(plate.right - w, plate.top - NEAR // 2 - h, w, h)]


OVER = (4, 5)                       # the `spots` over the name: every island's first
PREFERRED = (*OVER, 0, 1, 2, 3)     # (right of a name, the temple's land or an island's
#                                     landmark stood on three islands of seven)


def own_side(r: pygame.Rect, lay, island: int) -> bool:
    """Whether a plate at `r` stands nearer island `island`'s middle than any other
    island's: a plate beside a name, nearer the next island, was read as naming that
    one (F1057)."""
    c = r.center
    mine = math.dist(c, pygame.Rect(lay.islands[island]).center)
    return all(math.dist(c, pygame.Rect(o).center) > mine
               for k, o in enumerate(lay.islands) if k != island)


def hides(r: pygame.Rect, keep: list[pygame.Rect], land: tuple) -> int:
    """How much of `keep` and of the temple island's `land` (a mask and its top left)
    a plate at `r` hides, in px."""
    mask, (lx, ly) = land
    out = mask.overlap_area(pygame.mask.Mask(r.size, fill=True), (r.x - lx, r.y - ly))
    for k in r.collidelistall(keep):
        c = r.clip(keep[k])
        out += c.w * c.h
    return out


def place(size: tuple[int, int], plate: pygame.Rect, island: pygame.Rect,
          keep: list[pygame.Rect], area: pygame.Rect, land: tuple,
          side: int | tuple | None = None,
          mine=lambda r: True) -> tuple[pygame.Rect, int | tuple]:
    """Where a stake's plate of `size` stands, and the side of the island's name plate
    it took (where none of them is clear: its corner nearest the name, `anchor`): the
    side or corner it stood at last (`side`) while that is clear, whatever its size now,
    so it keeps its place between turns while its island's pieces allow (a plate
    changing sides, or going from under the name to beside it as its words changed,
    read as another plate: F451, F726); else over the name plate (`spots`: one place
    on every island, where the sea above a name is seldom taken), then right of it,
    under, left of it, where that is clear of `keep` and of the temple island's `land`
    (a mask and its top left) and inside `area` (the Book island's name at the board's
    top edge has no room over it: its plate stands under it); else the clear place
    beside the island (reaching within twice its height of it) nearest the name plate;
    else the place there that hides least; every place on its own island's side
    (`mine`: nearer its middle than any other island's) where one is."""
    w, h = size

    def hidden(r: pygame.Rect) -> int:
        return hides(r, keep, land)

    if isinstance(side, tuple):
        r = at_anchor(size, plate, side)
        if area.contains(r) and mine(r) and not hidden(r):
            return r, side
    first = spots(size, plate)
    order = ([side] if isinstance(side, int) else []) + [k for k in PREFERRED if k != side]
    for k in order:
        if area.contains(first[k]) and mine(first[k]) and not hidden(first[k]):
            return first[k], k
    beside = island.inflate(2 * h, 2 * h)        # (it touches this: beside the island)
    around = island.inflate(2 * w, 2 * h)
    best, best_cost = first[0].clamp(area), None
    for y in range(around.top, around.bottom - h + 1, STEP):
        for x in range(around.left, around.right - w + 1, STEP):
            r = pygame.Rect(x, y, w, h)
            if not area.contains(r) or not r.colliderect(beside):
                continue
            far = abs(r.centerx - plate.right) + abs(r.centery - plate.centery)
            if best_cost is not None and best_cost[:2] == (0, 0) and far >= best_cost[2]:
                continue        # (hides nothing, no nearer: it cannot win; not counted)
            cost = (0 if mine(r) else 1, hidden(r), far)
            if best_cost is None or cost < best_cost:
                best, best_cost = r, cost
    return best, anchor(best, plate)


def anchor(r: pygame.Rect, plate: pygame.Rect) -> tuple[bool, bool, int, int]:
    """A plate's place at `r` as its corner nearest the name plate `plate`: (its right
    edge, its bottom edge, the corner's x and y from the name plate's top left)."""
    right, bottom = r.centerx < plate.centerx, r.centery < plate.centery
    return (right, bottom, (r.right if right else r.x) - plate.x,
            (r.bottom if bottom else r.y) - plate.y)


def at_anchor(size: tuple[int, int], plate: pygame.Rect, corner: tuple) -> pygame.Rect:
    """A plate of `size` with its `anchor` corner where it stood."""
    right, bottom, dx, dy = corner
    w, h = size
    return pygame.Rect(plate.x + dx - w * right, plate.y + dy - h * bottom, w, h)


def _placed(i: int, size: tuple[int, int], plate: pygame.Rect, keep: list[pygame.Rect],
            area: pygame.Rect, lay, land: tuple) -> tuple[pygame.Rect, int | tuple]:
    """`place` for island `i`'s plate, kept while nothing round it changes (it is drawn
    every frame)."""
    side = _SIDES.get(i)
    key = (i, *size, tuple(lay.islands[i]), tuple(plate), tuple(map(tuple, keep)), side)
    found = _PLACES.get(key)
    if found is None:
        found = _PLACES[key] = place(size, plate, pygame.Rect(lay.islands[i]), keep, area,
                                     land, side, lambda r: own_side(r, lay, i))
        while len(_PLACES) > 64:
            _PLACES.popitem(last=False)
    return found


def forms(i: int, parts: dict, tie: bool) -> tuple[bool, ...]:
    """The forms island `i`'s plate tries, the first clear one taken: the parts on one
    line, then each on its own (`stacked`, where one line hides a piece); the form it
    stood in last first (it keeps its place and form while they are clear: a plate
    changing between under and beside its name read as another plate); both figures
    there with the first place tied, stacked only (the council's words under her line
    alone: under one line they stood under his part too)."""
    if len(parts) < 2:
        return (False,)
    if tie and "priestess" in parts:
        return (True,)
    return (True, False) if _FORMS.get(i) else (False, True)


def draw_stakes(surf: pygame.Surface, board, snap: dict, lay) -> None:
    """Each island the coming scoring concerns: its plate beside its name, with a hit
    region per part. Noted on the board as `board.stakes` (island -> its plate's rect,
    and each part's) for the tests and the tour."""
    board.stakes = {}
    by = counted(snap)
    if not by:
        return
    size = label_size(lay.scale, 13, tight=True)
    area = pygame.Rect(lay.board).inflate(-2 * edge(lay.scale), -2 * edge(lay.scale))
    for i, scoring in sorted(by.items()):
        parts = entries(scoring, snap["colours"], i == snap["priestess"],
                        i == snap["apostate"])
        plate = board.name_plate(Island(i))
        if plate is None:
            continue
        keep = keep_off(board, snap, lay) + [r for r, _ in board.stakes.values()]
        land, best = board.temple_land, None
        # her words first, each form; where none is clear, fewer words
        for said, stacked in product((True, False), forms(i, parts, bool(scoring.tied))):
            w, h, row = _row(parts, size, bool(scoring.tied), stacked, said)
            found = _placed(i, (w, h), plate, keep, area, lay, land)
            cost = (not own_side(found[0], lay, i), hides(found[0], keep, land))
            if best is None or cost < best[0]:
                best = (cost, w, h, row, found, stacked)
            if cost == (False, 0):
                break
        _, w, h, row, (at, _SIDES[i]), _FORMS[i] = best
        stacked = _FORMS[i]
        accent = ACCENT["apostate" if "priestess" not in parts else "priestess"]
        img, off = art.plate(w, h, accent)
        surf.blit(img, at.move(off))
        spans: dict[str, pygame.Rect] = {}
        for pic, x, part, mid in row:
            r = pic.get_rect(midleft=(at.x + x, at.y + mid))
            surf.blit(pic, r)
            spans[part] = spans[part].union(r) if part in spans else r
        for part, r in spans.items():       # (stacked: each part its own line's)
            hit = r.inflate(4, 2) if stacked else pygame.Rect(r.x - 2, at.y, r.w + 4, at.h)
            hit = hit.clip(at)
            board.hit(hit, Stake(i, part))
            spans[part] = hit
        board.stakes[i] = (at, spans)
