"""Where the action ring stands (play/ring.py), by one rule so that a hand learns it:

- it always hugs its place: a tray's width (GAP) off the island with its name plate and
  its pieces, on one of its four sides, with a short tail to it, never over any of them;
- it is always one row of buttons, two rows only when no row fits beside the place;
- it stays inside the board, or over the panel's log where that is the free place beside
  an island at the board's right edge (the log waits while an action is chosen; the
  players' cards and buttons never), and never covers what the player
  may click next to choose a variant (an Appointment's tiles, the seats a Council
  reaches), nor another island's name or pieces where a place hiding none exists;
- never over its own island (its land, novices, figures, shrines, favours): where no
  place with a short tail stays off the temple it stands further off over the sea (a
  tail up to ~140 px), else in its compact form beside it, else docked over the panel's
  log under the island's name (no tail: the island glows), else in its compact form over
  the temple's least part, never where a lit button's preview points (fresh players
  found a ring over the island they act on the worst, and one over the temple next);
- among the places left it takes the one hiding least: the sea and the temple island's
  trees cost nothing, the temple's fields, path and council a little (it stands there
  only while the player chooses), another island's land more.
"""

from __future__ import annotations

import math

import pygame

from ..board.clearing import GAP
from ..board.targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    GuardianTile,
    Island,
    Jetty,
    JettyArea,
    Tile,
)
from ..board.view import OWN_NAME

# what hiding a pixel of each thing costs (the sea and the trees: nothing)
TEMPLE = 3            # a temple field, a path tile, a council seat, the candles, the jetty
LAND = 12             # another island's land
STRONG = 400          # another island's name or piece: only where nothing better exists
ARROW = 60            # a button's preview arrow (drawn over the tray all the same)
GOAL = 200            # where a button's preview points: seen beside the tray where it may
LOG = 1               # the panel's log: read later, covered only while an action is chosen
CENTRE = 2            # each pixel the tray's middle stands off its place's (a tie-break)
FIGURES = ("priestess", "architect", "apostate")
WEDGE = 22            # a long tail's half width at most
COLUMN = 6            # between two buttons of a row
ROUND = 24            # a tray's rounded corner and its tail's half width
OFF = (0, 24, 48, 72, 88)     # how much further off its place the tray may stand: a short tail
SHORT = 3             # off the temple's things: only as far as the shortest tails
SEA = (24, 48, 72, 96)  # further off over the sea (a tail up to ~140 px), never
                              # over its own island (fresh players found that worse)


class Surroundings:
    """What the ring of one place must know of the board: the place's footprint (its
    island, name plate and pieces), what hiding each other thing costs, and what it may
    never hide."""

    def __init__(self, anchor: pygame.Rect, parts: list[tuple[pygame.Rect, bool]],
                 soft: list[tuple[pygame.Rect, int]], hard: list[pygame.Rect]) -> None:
        """`parts`: the place's own things, (rect, whether it is a piece)."""
        self.anchor, self.soft, self.hard = pygame.Rect(anchor), soft, hard
        self.parts = [(pygame.Rect(anchor), False)] + list(parts)
        rects = [r for r, _ in self.parts]
        self.footprint = rects[0].unionall(rects[1:])
        # what a tray slides just clear of: what it must never, or should rather not, hide
        self.blocks = list(hard) + [k for k, w in soft if w >= STRONG]
        self.tier: tuple[int, int] | None = (0, 0)     # (how far off, rows - 1) it took
        self.over = False          # laid over its own island (no clean place beside it)
        self.far = False           # no place with a short tail stays off the temple: a
                                   # longer tail (up to ~140 px) over the sea, or the temple
        # where the mouse was when it opened (a ring laid over its island may open under
        # it: play/ring.py's `still`)
        self.pointer: tuple[int, int] | None = None
        self.squeezed = False      # no place beside it left every variant's place free
        self.docked: pygame.Rect | None = None   # docked over the log: where its name goes
        self.panel: list[pygame.Rect] = []       # the panel's cards, turn line and buttons

    @classmethod
    def of(cls, view, anchor: pygame.Rect, island: int | None, snap: dict,
           places: list[pygame.Rect], temple: pygame.Rect,
           ways: list = (), goals: list = ()) -> Surroundings:
        """Read from the board as drawn (`view`: its hits and names): `island` the clicked
        place's island (None: a tile, the candles, the jetty), `places` the board places
        that choose the ring's variants, `temple` the temple island's rect, `ways` its
        buttons' previews' arrows (from, to), `goals` where they point."""
        own: list[tuple[pygame.Rect, bool]] = []
        soft: list[tuple[pygame.Rect, int]] = []
        plate = {tuple(r) for r, weight in view.keep_clear(anchor) if weight == OWN_NAME}
        for r in view.labels:                               # the names it wrote
            if tuple(r) in plate and island is not None:
                own.append((r, False))
            else:
                soft.append((r, TEMPLE if temple.collidepoint(r.center) else STRONG))
        for r, tg in view.hits:
            where = snap[tg.name] if isinstance(tg, Figure) and tg.name in FIGURES else \
                getattr(tg, "island", None)
            if isinstance(tg, Island):
                if tg.island != island:
                    soft.append((r, LAND))
            elif where is not None and not isinstance(tg, Tile):
                if where == island:
                    own.append((r, True))
                else:
                    soft.append((r, STRONG))
            elif isinstance(tg, Field | Tile | GuardianTile | CouncilSeat | Candles |
                            JettyArea | Jetty | Figure):
                soft.append((r, TEMPLE))
        for a, b in ways:             # a button's preview arrow: seen, not under the tray
            steps = max(1, int(math.dist(a, b) // 10))
            for k in range(steps + 1):
                at = (a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps)
                soft.append((pygame.Rect(round(at[0]) - 5, round(at[1]) - 5, 10, 10), ARROW))
        soft += [(r.inflate(4, 4), GOAL) for r in goals]
        return cls(anchor, own, soft, [r.inflate(4, 4) for r in places])

    def beside_panel(self, panel: pygame.Rect, log: pygame.Rect) -> None:
        """The tray may stand over the panel's `log` (cheaply: a fresh player's ring over
        the temple hid what the move was about), never over the rest of `panel`."""
        keep = [pygame.Rect(panel.x, panel.y, panel.w, log.top - panel.y),
                pygame.Rect(panel.x, log.bottom, panel.w, panel.bottom - log.bottom),
                pygame.Rect(log.right, log.top, panel.right - log.right, log.h)]
        keep = [k for k in keep if k.w > 0 and k.h > 0]
        self.panel = keep
        self.hard = self.hard + keep
        self.blocks = self.blocks + keep
        self.soft = self.soft + [(log, LOG)]

    def dock(self, shapes: list, log: pygame.Rect, name_h: int
             ) -> tuple[pygame.Rect, object] | None:
        """Docked over the panel's `log`, under a line of `name_h` px naming its place:
        the first of `shapes` that fits there whole (None: none does)."""
        room = log.inflate(-8, -8)
        room.h -= name_h + 4
        room.y += name_h + 4
        for rank, (size, payload) in enumerate(shapes):
            if size[0] <= room.w and size[1] <= room.h:
                r = pygame.Rect(0, 0, *size)
                r.midtop = room.midtop
                self.docked = pygame.Rect(r.x, log.y + 4, r.w, name_h)
                self.tier, self.far, self.over = (0, rank), True, False
                return r, payload
        return None

    # -- a place for the tray ----------------------------------------------------------------
    def spots(self, size: tuple[int, int], board: pygame.Rect,
              off: int = 0) -> list[pygame.Rect]:
        """Where a tray of `size` hugs the footprint: GAP (and `off` more) off it on each
        side, slid along that side while it stays beside at least half of its island,
        inside `board`."""
        w, h = size
        fp, a, gap = self.footprint, self.anchor, GAP + off
        out = []
        for side in ("below", "above", "right", "left"):
            if side in ("below", "above"):
                y = fp.bottom + gap if side == "below" else fp.top - gap - h
                if y < board.top or y + h > board.bottom:
                    continue
                # beside at least half of it, away from its corners (the tail's room)
                need = min(a.w, w - 2 * ROUND) // 2
                lo = max(board.left, a.left + need - w + ROUND)
                hi = min(board.right - w, a.right - need - ROUND)
                clear = [e for k in self.blocks for e in (k.right, k.left - w)]
                for x in _slide(lo, hi, a.centerx - w // 2, also=clear):
                    out.append(pygame.Rect(x, y, w, h))
            else:
                x = fp.right + gap if side == "right" else fp.left - gap - w
                if x < board.left or x + w > board.right:
                    continue
                need = min(a.h, h - 2 * ROUND) // 2
                lo = max(board.top, a.top + need - h + ROUND)
                hi = min(board.bottom - h, a.bottom - need - ROUND)
                clear = [e for k in self.blocks for e in (k.bottom, k.top - h)]
                for y in _slide(lo, hi, a.centery - h // 2, also=clear):
                    out.append(pygame.Rect(x, y, w, h))
        return out

    def cost(self, r: pygame.Rect) -> tuple[int, float, float]:
        """(how much it hides of what it must never hide, of what it should rather not
        hide, and of the rest, with how far its middle stands off its place's)."""
        never = sum(_area(r, k) for k in self.hard)
        rather = sum(w * _area(r, k) for k, w in self.soft if w >= STRONG)
        rest = sum(w * _area(r, k) for k, w in self.soft if w < STRONG)
        return never, rather, rest + CENTRE * math.dist(r.center, self.anchor.center)

    def temple(self, r: pygame.Rect) -> bool:
        """Whether `r` hides any of the temple's things (its fields, path, council)."""
        return any(w == TEMPLE and r.colliderect(k) for k, w in self.soft)

    def place(self, shapes: list, board: pygame.Rect) -> tuple[pygame.Rect, object]:
        """The tray's place and shape: `shapes` ((w, h), payload), one row first. The
        first of these that has a place hiding nothing it should not, at its cheapest
        place: one row hugging the place, two rows hugging it, one row a little further
        off (a longer tail), two rows so, and so on. Where every one of them hides another
        island's name or pieces: the one hiding least of them (one row first). Never over
        a place that chooses a variant: where every place hugging it would be, the
        nearest place further off that hides none (a long tail, the last resort)."""
        return self.clean(shapes, board) or self.fallback(shapes, board)

    def clean(self, shapes: list, board: pygame.Rect, offs=OFF[:SHORT]
              ) -> tuple[pygame.Rect, object] | None:
        """Where it hides none of the temple's fields, path, council, candles or jetty (a
        fresh player's ring lay over the fields) nor another island's name or pieces: the
        fewest rows, a short tail (`offs`: how much further off it may stand); None where
        no such place beside its place exists."""
        self.over = False
        for rank, (size, payload) in enumerate(shapes):
            for off in offs:
                here = [(*self.cost(r), r) for r in self.spots(size, board, off)]
                clean = [c for c in here if c[0] == 0 and c[1] == 0 and not self.temple(c[3])]
                if clean:
                    self.tier, self.far = (off, rank), offs != OFF[:SHORT]
                    return min(clean, key=lambda c: c[2])[3], payload
        return None

    def least(self, shapes: list, board: pygame.Rect
              ) -> tuple[pygame.Rect, object] | None:
        """Beside its place (never over its island), where it may hide none of another
        island's name or pieces nor where a lit button's preview points: over as little
        of the temple's things as may be (the shapes given all together, the fewest rows
        and the shortest tail as tie-breaks). None where every such place hides a goal."""
        self.over = False
        goals = [k for k, w in self.soft if w == GOAL]
        best = None
        for rank, (size, payload) in enumerate(shapes):
            for off in OFF:
                for r in self.spots(size, board, off):
                    if r.collidelist(goals) >= 0 or r.collidelist(self.hard) >= 0:
                        continue
                    never, rather, rest = self.cost(r)
                    score = (rather, rest + 40 * off + 2000 * rank)
                    if best is None or score < best[0]:
                        best = (score, r, payload, (off, rank))
        if best is None:
            return None
        self.tier, self.far = best[3], True
        return best[1], best[2]

    def fallback(self, shapes: list, board: pygame.Rect) -> tuple[pygame.Rect, object]:
        """Where no clean place exists: see `place`."""
        self.over = False
        fallback = []
        for off in OFF:
            for rank, (size, payload) in enumerate(shapes):
                here = [(*self.cost(r), r, payload) for r in self.spots(size, board, off)]
                clean = [c for c in here if c[0] == 0 and c[1] == 0]
                if clean:
                    best = min(clean, key=lambda c: c[2])
                    self.tier = (off, rank)
                    return best[3], best[4]
                weight = (1 + 0.5 * rank) * (1 + off / OFF[-1])
                fallback += [(rather * weight + rest, r, payload)
                             for never, rather, rest, r, payload in here if not never]
        self.tier = None
        if not fallback:                          # far off: a long tail, never a variant
            for rank, (size, payload) in enumerate(shapes):
                for off in range(OFF[-1] + 24, 400, 24):
                    for r in self.spots(size, board, off):
                        never, rather, rest = self.cost(r)
                        if not never:
                            fallback.append((rather + rest + 100 * off * (1 + rank), r,
                                             payload))
        if fallback:
            best = min(fallback, key=lambda c: c[0])
            return best[1], best[2]
        # no place beside it leaves every variant's place free (a crowded island at the
        # top of a small window, large text): the fewest rows, hugging it, over as little
        # of them as may be; the player still chooses on the tray's buttons
        self.squeezed = True
        spots = [(self.cost(r), rank, r, payload)
                 for rank, (size, payload) in enumerate(shapes)
                 for r in self.spots(size, board)]
        if spots:
            _, _, r, payload = min(spots, key=lambda c: (c[0][0] * (1 + c[1]), c[1],
                                                         c[0][1] + c[0][2]))
            return r, payload
        size, payload = shapes[0]
        r = pygame.Rect(0, 0, *size)
        r.midtop = (self.anchor.centerx, self.footprint.bottom + GAP)
        return r.clamp(board), payload

    def tail(self, box: pygame.Rect, corner: int, half: int = 9
             ) -> list[tuple[int, int]] | None:
        """The tray's tail, as a speech bubble's: from its edge facing the place straight
        to the first of the place's things it meets (its island or name where it can, a
        piece only where nothing else faces the tray), crossing none of the others; as
        near the island's middle as may be. None when the tray touches its place."""
        if self.docked is not None:
            return None                           # docked over the log: its name says
        fp = self.footprint
        gaps = {"top": box.top - fp.bottom, "bottom": fp.top - box.bottom,
                "left": box.left - fp.right, "right": fp.left - box.right}
        side = max(gaps, key=gaps.get)
        if gaps[side] < 4:
            return None
        vertical = side in ("top", "bottom")
        # a long tail is a wedge, its base a third of its length wide, never a thin spike
        span = box.w if vertical else box.h
        half = max(2, min(max(half, gaps[side] // 5), WEDGE, span // 2 - corner - 2))
        edge = box.inflate(-2 * (corner + half), -2 * (corner + half))
        lo, hi = (edge.left, edge.right) if vertical else (edge.top, edge.bottom)
        mid = self.anchor.centerx if vertical else self.anchor.centery
        best = None
        for at in range(lo, hi + 1, 2):
            pts = self._wedge(box, side, at, half)
            if pts is None:
                continue
            (_, target, piece, length), pts = pts
            crossed = any(r is not target and (r.clipline(pts[0], pts[1]) or
                                               r.clipline(pts[2], pts[1]))
                          for r, _ in self.parts)
            long = length > 3 * GAP          # a long tail: as short as it may be
            score = (crossed, long, piece, length if long else 0, abs(at - mid))
            if best is None or score < best[0]:
                best = (score, pts)
        return None if best is None else best[1]

    def _wedge(self, box: pygame.Rect, side: str, at: int, half: int):
        """The tail leaving `box`'s `side` at `at`, its tip on the first of the place's
        things straight across: ((length, rect, is a piece, length), points) or None."""
        met = []
        for r, piece in self.parts:
            if side in ("top", "bottom"):
                if not r.left + 2 <= at <= r.right - 2:
                    continue
                tip = r.bottom - 1 if side == "top" else r.top + 1
                length = box.top - tip if side == "top" else tip - box.bottom
            else:
                if not r.top + 2 <= at <= r.bottom - 2:
                    continue
                tip = r.right - 1 if side == "left" else r.left + 1
                length = box.left - tip if side == "left" else tip - box.right
            if length > 0:
                met.append((length, r, piece, tip))
        if not met:
            return None
        length, r, piece, tip = min(met, key=lambda m: m[0])
        if side == "top":
            pts = [(at - half, box.top + 1), (at, tip), (at + half, box.top + 1)]
        elif side == "bottom":
            pts = [(at - half, box.bottom - 2), (at, tip), (at + half, box.bottom - 2)]
        elif side == "left":
            pts = [(box.left + 1, at - half), (tip, at), (box.left + 1, at + half)]
        else:
            pts = [(box.right - 2, at - half), (tip, at), (box.right - 2, at + half)]
        return (length, r, piece, length), pts


def _slide(lo: int, hi: int, centred: int, steps: int = 9, also=()) -> list[int]:
    """Positions from `lo` to `hi`, centred first, then `also` (just clear of a thing it
    should not hide) where they lie between."""
    if hi < lo:
        return []
    mid = min(max(centred, lo), hi)
    out = [mid]
    for k in range(1, steps):
        out += [round(mid + (hi - mid) * k / (steps - 1)),
                round(mid - (mid - lo) * k / (steps - 1))]
    out += [v for v in also if lo <= v <= hi]
    return list(dict.fromkeys(out))


def _area(r: pygame.Rect, k: pygame.Rect) -> int:
    c = r.clip(k)
    return c.w * c.h


def in_rows(n: int, rows: int) -> list[list[int]]:
    """`n` buttons in `rows` rows, in order, the first rows as full as the last or one
    fuller."""
    per = math.ceil(n / rows)
    return [list(range(k, min(n, k + per))) for k in range(0, n, per)]


def row_width(row: list[int], widths: list[int]) -> int:
    return sum(widths[k] for k in row) + COLUMN * (len(row) - 1)
