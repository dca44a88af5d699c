"""Marks painted over the drawn board: the pieces a hinted move uses and where it takes
them, with the Adept's reason beside the target; the places a round's scoring counted.

A separate drawing step after `BoardView.draw`: it finds things by the board's own hit
regions (`board.hits`), so it never needs to know where the board put a piece. What it
drew last is kept in `drawn` (target, role) and `label` for the tests and the tour.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from ...engine.data import COUNCIL_POINTS
from ..window.fonts import text, wrap
from . import art
from .arrows import (
    clear_way,
    curve,
    deep_in,
    draw_arrow,
    draw_edges,
    head_of,
    lead_stretch,
    names_of,
    number_box,
    numbers_of,
    reach,
    short_of,
    steepness,
    straight_way,
    tip_of,
    width_for,
)
from .carriers import carrier
from .clearing import best_spot
from .targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    Group,
    GuardianTile,
    Held,
    Island,
    IslandFavours,
    Jetty,
    JettyArea,
    Shrine,
    Target,
    Tile,
)

PIECE = (130, 225, 255)          # what the move uses: cool blue
GOAL = (255, 214, 110)           # where it goes: gold
TOKEN_LIGHT = 0.3                # a favour token's light: its colour this much lighter
COUNCIL = "council"              # the whole council (a council move goes to its top)


class Hint(NamedTuple):
    """The judge's suggestion (ai/judge.py): its command, the log length it was made for
    (it stands until the log moves on), its reason (Reason.as_dict(), or None) and what
    it gains over the next-best move in influence (None: nothing weighed against it);
    `deed`: where it has no reason, the engine's event of what the move does;
    `in_hand`: the move the person had planned when they asked, and `in_hand_cost` what
    it costs against the Hint's (judge.Advice: 0 where not measured with the review's
    confidence, None where it is the Hint's own)."""
    command: dict
    at: int
    why: dict | None = None
    gain: float | None = None
    deed: dict | None = None
    in_hand: dict | None = None
    in_hand_cost: float | None = None
    loses: dict | None = None      # the round scorings it gives up (judge.Advice)
    account: dict | None = None    # its net against the next best, part by part (judge)
    coming: dict | None = None     # what it changes at the coming scoring (judge)
    in_hand_account: dict | None = None   # in_hand_cost part by part (judge.Advice)
    risk: dict | None = None       # what an opponent's next turn could take after it
    #                                (ai/risk.risk_after)


class Marks(NamedTuple):
    """What to mark: `pieces` the move uses, `goals` where it takes them, and `ways`
    (piece, goal) to draw an arrow along."""
    pieces: tuple
    goals: tuple
    ways: tuple = ()


def _source(where, me: int, active: bool = True) -> Target:
    return Jetty(me) if where == "jetty" else Group(where, me, "active" if active else
                                                    "inactive")


def _acting(cmd: dict, snap: dict, island: int, me: int) -> list[Target]:
    """The mover's own piece that acts on `island` (`carrier`), first: where they have
    neither a novice nor a shrine there, the novice favour standing in, then the island
    (an arrow from the island's middle started at another player's novices)."""
    piece = carrier(snap, island, me)
    return [Held(me, "novice"), piece] if isinstance(piece, Island) \
        and cmd.get("novice_token") else [piece]


def hint_marks(cmd: dict, snap: dict, me: int) -> Marks:
    """The pieces a command moves or uses, and its target, as board targets."""
    ct = cmd["type"]
    pieces: list = []
    goals: list = []
    if ct in ("travel", "tides"):
        for m in cmd["moves"]:
            pieces.append(_source(m["from"], me, m.get("active", True)))
            goals.append(Island(m["to"]))
    elif ct == "sailboat":
        pieces.append(_source(cmd["from"], me))
        goals.append(Island(cmd["to"]))
    elif ct in ("place_shrine", "place_pair", "solo_deactivate"):
        goals.append(Island(cmd["island"]))
    elif ct == "favour":
        pieces += _acting(cmd, snap, cmd["island"], me)
        goals.append(IslandFavours(cmd["island"]))
    elif ct == "recruit":
        pieces += _acting(cmd, snap, cmd["island"], me)
        goals.append(Island(cmd["island"]))
    elif ct == "herbs":
        pieces.append(Group(cmd["island"], me, "inactive"))
        goals.append(Island(cmd["island"]))
    elif ct == "build_shrine":
        pieces.append(carrier(snap, snap["architect"], me))
        goals += [Island(snap["architect"]), Figure("architect")]
    elif ct == "appoint":
        pieces += _acting(cmd, snap, cmd["island"], me)
        goals.append(Tile(cmd["tile"]))
    elif ct == "consecrate":
        pieces.append(Tile(cmd["tile"]))
        goals.append(Field(cmd["tile"]))
    elif ct == "book":
        pieces.append(Field(cmd["from"]))
        goals.append(Field(cmd["to"]))
    elif ct == "council":
        pieces += _acting(cmd, snap, cmd["island"], me)
        goals.append(COUNCIL)
    elif ct == "banish":
        pieces += _acting(cmd, snap, snap["apostate"], me)
        goals.append(Figure("apostate"))
    elif ct == "meditate":
        goals.append(Candles())
    ways = list(zip(pieces, goals, strict=False)) if ct in ("travel", "tides") else (
        [(pieces[0], goals[0])] if pieces and goals and ct != "build_shrine" else [])
    if ct in ("herbs", "tides", "sailboat", "book"):      # a favour token is spent
        pieces.append(Held(me, ct))
    if cmd.get("novice_token"):
        pieces.append(Held(me, "novice"))
    if cmd.get("bribe"):
        pieces.append(Held(me, "bribery"))
    return Marks(tuple(dict.fromkeys(pieces)), tuple(dict.fromkeys(goals)),
                 tuple(dict.fromkeys(ways)))


def moved_by(marks: Marks, events) -> Marks:
    """A move's marks with the ways its engine events say things go, drawn as any move's
    arrows: a Banish's Apostate to the island he reaches (not to himself), a
    consecration's expelled novices from their fields to the jetty (or, the solo
    automaton's, to the island of their field's symbol, where they lie down)."""
    pieces, goals, ways = list(marks.pieces), list(marks.goals), list(marks.ways)
    for e in events:
        et = e.get("type")
        if et == "figure_moved" and e["figure"] == "apostate" and e["from"] != e["to"] \
                and Figure("apostate") in goals:
            goals.remove(Figure("apostate"))
            ways = [w for w in ways if w[1] != Figure("apostate")]
            pieces.append(Figure("apostate"))
            goals.append(Island(e["to"]))
            ways.append((Figure("apostate"), Island(e["to"])))
        elif et == "novice_expelled":
            to = JettyArea() if e["to"] == "jetty" else Island(e["to"])
            pieces.append(Field(e["field"]))
            goals.append(to)
            ways.append((Field(e["field"]), to))
    return Marks(tuple(dict.fromkeys(pieces)), tuple(dict.fromkeys(goals)),
                 tuple(dict.fromkeys(ways)))


def on_seat(marks: Marks, seat: int | None) -> Marks:
    """A Council move's marks with its goal the one seat its disc reaches (`seat`: from
    the engine's events or dry run), not the whole council; as they are without a seat."""
    if seat is None or COUNCIL not in marks.goals:
        return marks
    goal = CouncilSeat(seat, COUNCIL_POINTS[seat])
    return Marks(marks.pieces, (goal,), tuple((a, goal) for a, _ in marks.ways))


def _rects(hits, target) -> list[pygame.Rect]:
    if target == COUNCIL:
        seats = [r for r, tg in hits if isinstance(tg, CouncilSeat)]
        return [seats[0].unionall(seats[1:])] if seats else []
    return [r for r, tg in hits if tg == target][-1:]


def _mark(surf, hits, target, rect: pygame.Rect, colour, pulse: float, off: int = 10) -> None:
    """Light a marked thing in its own outline (the board's `Hits.glow`; the council: each
    seat), twice for strength; a ring only where no outline is known."""
    glow = getattr(hits, "glow", None)
    if glow is None:
        _ring(surf, rect, colour, pulse, off)
        return
    targets = [tg for _, tg in hits if isinstance(tg, CouncilSeat)] if target == COUNCIL \
        else [target]
    for tg in targets:
        glow(surf, tg, colour, 0.75 + 0.25 * pulse, over=True)
        if off > 10:                     # a second mark on the same place: a wider light
            glow(surf, tg, colour, 0.5, over=True)


def token_light(target, colour):
    """A favour token the move returns (Held) lights in its own island's colour, the
    rest of what it uses in `colour` (a favour token lit in another colour than its own is
    not recognised)."""
    if not isinstance(target, Held):
        return colour
    return tuple(round(c + (255 - c) * TOKEN_LIGHT) for c in art.KIND_RGB[target.favour])


class MarkLayer:
    """Draws marks over the board and remembers what it drew."""

    def __init__(self) -> None:
        self.drawn: list[tuple[Target | str, str]] = []
        self.label: str | None = None
        self.label_rect: pygame.Rect | None = None
        self.tips: list[tuple[Target | str, tuple[float, float]]] = []   # (goal, arrow's tip)
        self.routes: list[tuple] = []           # (goal, from, to, what it bowed away from)
        self.arrows: list[tuple] = []           # ... as drawn: (goal, from, to, its bow)
        self.heads: list[tuple] = []            # (goal, its arrow's head as drawn: points)
        self.label_tail: list | None = None     # the words' tail to their mark, if any

    def clear(self) -> None:
        self.drawn, self.label, self.label_rect, self.tips = [], None, None, []
        self.routes, self.arrows, self.heads = [], [], []
        self.label_tail = None

    def draw_hint(self, surf: pygame.Surface, hits, marks: Marks, words: str | None,
                  clock: float, board: pygame.Rect, keep_clear=(),
                  straight: bool = False) -> None:
        """Blue rings round the pieces, gold round the target, an arrow from each piece
        to its target, and the hint in words beside the (first) target, over none of the
        marked things nor of `keep_clear` ((rect, cost): the board's names, the temple,
        the council, an open ring); no words (None) while a hover text stands.
        `straight`: each arrow goes straight from its piece to its target, bowed at most
        as the board's own (`straight_way`; the Hint's: a way round the board over other
        islands reads as another move). An arrow to a temple tile or field ends with its
        head on it, the place's number drawn over the head (`deep_in`: the tiles packed a
        tile's width apart, a head stopped at its goal's edge lay on the one before)."""
        self.clear()
        pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
        where: dict = {}
        for role, items, colour in (("piece", marks.pieces, PIECE),
                                    ("goal", marks.goals, GOAL)):
            for tg in items:
                for r in _rects(hits, tg):
                    _mark(surf, hits, tg, r, token_light(tg, colour), pulse)
                    where[tg] = r
                    self.drawn.append((tg, role))
        width = hint_width(board)
        for a, b in marks.ways:
            if a in where and b in where:
                away = _away(where[a].center, where[b].center, b, board.center)
                away = (round(away[0]), round(away[1]))
                names = names_of(hits, width // 2)
                if straight:                    # (off the temple's numbers; its head
                    away = straight_way(        # on its goal, over no other tile; off
                        where[a].center, where[b].center, away, numbers_of(hits, b),  # its
                        _steep(b), tuple(where[b]), beside_of(hits, b), head_run(width),
                        names)                  # names)
                else:
                    away = clear_way(where[a].center, where[b].center, away,
                                     numbers_of(hits, b), _steep(b), names)
                src, to, bow = where[a].center, where[b].center, away
                self.routes.append((b, src, to, away))
                on = isinstance(b, Tile | Field)
                if on:                          # (its head on its goal: F527)
                    to, bow = deep_in(src, to, tuple(where[b]), away)
                end = 0 if on else _end(src, to, b, where[b], bow)
                near = isinstance(a, Field) and isinstance(b, Field)    # (the Book's)
                w, start = (near_width(board), NEAR_START) if near else (width, START)
                _arrow(surf, src, to, away=bow, end=end, hits=hits, goal=b, width=w,
                       edged=where[b], on_goal=on, start=start,
                       under=leaving(hits, a, where[a], src, to, bow))
                self.tips.append((b, tip_of(src, to, bow, end)))
                self.arrows.append((b, src, to, bow))
                self.heads.append((b, head_of(src, to, w, bow, start, end)))
        if words:
            placed = [where[g] for g in marks.goals + marks.pieces if g in where]
            marked = [(r.inflate(8, 8), 8000) for r in placed]
            anchor = placed[0] if placed else pygame.Rect(board.centerx, board.y + 8, 0, 0)
            self.label = words
            self.label_rect = _label(surf, words, anchor, board, [*keep_clear, *marked])

    def draw_places(self, surf: pygame.Surface, hits, places: list[tuple[Target, tuple]],
                    clock: float) -> None:
        """Rings in the given colours round the places a scoring counted (an optional
        third item: how far the ring stands off its place, so two on one place show)."""
        self.clear()
        pulse = 0.5 + 0.5 * math.sin(clock * 3.0)
        for tg, colour, *off in places:
            for r in _rects(hits, tg):
                _mark(surf, hits, tg, r, colour, pulse, off[0] if off else 10)
                self.drawn.append((tg, "scored"))


SPOT = (236, 240, 255)            # another player's move: moonlight white


def spot_rings(surf: pygame.Surface, hits, marks: Marks, fade: float, rgb=SPOT,
               clock: float | None = None) -> list:
    """Where another player's move happens: its pieces and places lit in their own
    outline in the player's colour (`rgb`), a ripple spreading from each place it goes to
    (`clock`: the board's seconds; None: reduced motion, no ripple), the move's arrow
    along its way; `fade` 0..1 lets the light come and go. Returns the places lit."""
    where: dict = {}
    glow = getattr(hits, "glow", None)
    for tg in marks.pieces + marks.goals:
        for r in _rects(hits, tg):
            if glow is not None:
                for one in ([t for _, t in hits if isinstance(t, CouncilSeat)]
                            if tg == COUNCIL else [tg]):
                    glow(surf, one, rgb, fade * 0.9, over=True)
            else:
                _ring(surf, r, rgb, fade, 12, fade)
            where[tg] = r
    if clock is not None:
        for tg in marks.goals:
            if tg in where:
                _ripple(surf, where[tg], rgb, clock, fade)
    for a, b in marks.ways:
        if a in where and b in where and fade > 0.5:
            away = clear_way(where[a].center, where[b].center, None,     # (off the
                             numbers_of(hits, b), _steep(b), names_of(hits, 5))  # numbers
            #                                                              and names)
            _arrow(surf, where[a].center, where[b].center, rgb, away=away,
                   end=_end(where[a].center, where[b].center, b, where[b], away),
                   hits=hits, goal=b)
    return list(where)


def _ripple(surf: pygame.Surface, rect: pygame.Rect, rgb, clock: float, fade: float) -> None:
    """Two rings spreading from a place and fading as they go: something happens here."""
    r0 = max(rect.w, rect.h) * 0.45
    for k in range(2):
        t = (clock * 0.9 + k * 0.5) % 1.0
        r = r0 + t * max(24, r0 * 0.8)
        alpha = int(200 * (1 - t) * fade)
        if alpha <= 0:
            continue
        d = int(2 * r + 6)
        ring = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.circle(ring, (*rgb[:3], alpha), (d // 2, d // 2), r, 3)
        surf.blit(ring, ring.get_rect(center=rect.center))


def _ring(surf, rect: pygame.Rect, colour, pulse: float, off: int = 10,
          alpha: float = 1.0) -> None:
    r = rect.inflate(off, off)
    glow = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(glow, (*colour, int((40 + 40 * pulse) * alpha)), glow.get_rect(),
                     border_radius=min(r.w, r.h) // 3)
    pygame.draw.rect(glow, (*colour, int((170 + 80 * pulse) * alpha)), glow.get_rect(), 3,
                     border_radius=min(r.w, r.h) // 3)
    surf.blit(glow, r.topleft)


START = 14                       # how far from its piece's middle an arrow begins
LEAD_OVER = (Figure, Group, Shrine)     # what a Hint's arrow leaving its piece goes over


def hint_width(board: pygame.Rect) -> int:
    """A Hint's arrow's width: the board's arrows' (`width_for`), grown with the board, so
    that it stands out over the tiles it crosses at every window size (F349)."""
    return max(10, width_for(min(board.w / 990, board.h / 800)))


def head_run(width: int) -> int:
    """How far along its way an arrow's head lies (its head and a little more)."""
    return round(width * 1.9 + 10)


def beside_of(hits, goal) -> tuple:
    """The temple's places beside a path tile or a field `goal` (its other tiles and
    fields: what its arrow's head must not lie over); none for any other goal."""
    if not isinstance(goal, Tile | Field):
        return ()
    return tuple(tuple(r) for r, tg in hits
                 if isinstance(tg, Field | Tile | GuardianTile) and tg != goal)


def _away(a, b, goal, middle) -> tuple[float, float]:
    """What an arrow from `a` to `goal` at `b` bows away from: the board's `middle`; for a
    council seat, a point far on the chord's other side (the arrow bowed gently towards
    the middle, its head coming down onto its seat: bowed outward, it came in flat along
    the row of seats over the one before, lighting it as brightly, at 1024x700); for a
    path tile, whichever of the two brings it down onto its row more steeply (an arrow flat
    along the path's row reads as ending at the row's end, F051)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    if not isinstance(goal, CouncilSeat | Tile) or math.dist((mx, my), middle) < 1:
        return middle
    far = mx + (mx - middle[0]) * 20, my + (my - middle[1]) * 20
    if isinstance(goal, CouncilSeat):
        return far
    return max((middle, far), key=lambda away: steepness(curve(a, b, away)))


def _steep(goal) -> float:
    """How steeply an arrow's way round the temple's numbers comes in at `goal` at
    least: onto a council seat from above or below, not along the row over the seat
    before it (0: any way)."""
    return 0.5 if isinstance(goal, CouncilSeat) else 0.0


def _end(a, b, goal, rect: pygame.Rect, away=None) -> float:
    """How far short of its goal's middle an arrow stops: its head on a council seat
    (the seat is small and holds nothing), else just outside the goal, pointing at it
    (F051); on the goal where its edge is too near the piece."""
    on = min(16, min(rect.w, rect.h) // 4)
    if goal == COUNCIL or isinstance(goal, CouncilSeat):
        return on
    if isinstance(goal, Tile | Field):      # a small place: the head reaches just into
        return short_of(a, b, rect, away, START, gap=-2,
                        least=on)           # it (stopped outside, it lay on a neighbour and
    #                                         named tile 21 for tile 5)
    return short_of(a, b, rect, away, START, least=on)


def leaving(hits, piece, rect: pygame.Rect, a, b, away) -> tuple:
    """The other pieces and figures a Hint's arrow crosses as it leaves its `piece` (at
    `rect`, its first stretch as long as the piece is wide or high, and half again): the
    arrow goes over them, so it is seen to start at the piece that moves, never under a
    figure beside it (a figure drawn over its start read as the one that moves)."""
    way = lead_stretch(a, b, away, START + max(rect.w, rect.h) * 1.5)
    return tuple(tg for r, tg in hits if tg != piece and isinstance(tg, LEAD_OVER)
                 and any(r.collidepoint(p) for p in way))


def _arrow(surf, a, b, colour=GOAL, away=None, end: int = 16, hits=None,
           goal=None, width: int = 10, edged: pygame.Rect | None = None,
           on_goal: bool = False, start: int = START, books: bool = True,
           under: tuple = ()) -> None:
    """The move's way: the board's arrow (board/arrows.py), bowed away from `away`; the
    pieces, counts and islands' names it passes drawn over it, the temple's fields and
    tiles half over it, never its `goal`, it over the temple's names (a sign over the
    way hid where it goes: F725; `hits`: the board's, with their pictures); `edged`: its
    goal's rect, its dark outline drawn again over those tiles (`draw_edges`); `on_goal`:
    its head lies on that goal (a temple tile or field), its number drawn over it and
    the goal not faded over it; `under`: the pieces it passes over (`leaving`)."""
    lift = getattr(hits, "lift", None)
    fields = hits.fields_under(surf, reach(a, b, width, away)) if lift is not None else None
    number = None
    if on_goal and edged is not None:       # (its head on its goal: the goal's number
        number = _number_ink(surf, edged)   # over it, the goal not faded over it)
        if fields is not None:
            before, box, hexes = fields
            fields = before, box, tuple(h for h in hexes
                                        if pygame.Rect(h).center != edged.center)
    shape = draw_arrow(surf, a, b, colour, width, away=away, start=start, end=end)
    if lift is not None:
        edges = (lambda s: draw_edges(s, a, b, width, away, start, end, edged, colour)) \
            if edged is not None and shape is not None else None   # (the Hint's, its
        #                                                           goal's rect: F349)
        lift(surf, shape, gone=under, fields=fields, keep=(goal,), edges=edges,
             names=False, books=books)     # (`under`: its first stretch over them)
    if number is not None and shape is not None:
        surf.blit(*number)


INK = 110            # a temple number's ink: each of its channels below this


def _number_ink(surf: pygame.Surface, goal: pygame.Rect) -> tuple | None:
    """A temple tile's or field's number as drawn now (its dark ink, with a rim of its
    ground round it, 2 px), to be drawn again over an arrow's head lying on that place:
    the head shows where the arrow ends, the number which place that is (F527, F051)."""
    box = pygame.Rect(number_box(goal)).clip(surf.get_rect())
    if not box.w or not box.h:
        return None
    now = surf.subsurface(box).copy()
    ink = pygame.mask.from_threshold(now, (0, 0, 0, 255), (INK, INK, INK, 255))
    if not ink.count():
        return None
    rim = ink.convolve(pygame.mask.Mask((5, 5), fill=True), None, (-2, -2))
    img = pygame.Surface(box.size, pygame.SRCALPHA)
    img.blit(now, (0, 0))
    img.blit(rim.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(255, 255, 255, 0)),
             (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return img, box


NEAR_WIDTH = 0.75       # a field-to-field arrow's width, of the Hint's: drawn between
NEAR_START = 4          # neighbours (its start that near the middle of its field)


def near_width(board: pygame.Rect) -> int:
    """A field-to-field arrow's width (the Book's): narrower than the Hint's other arrows,
    so that one between neighbouring fields is long enough to draw."""
    return max(8, round(hint_width(board) * NEAR_WIDTH))


def draw_way(surf: pygame.Surface, hits, a, goal, rect: pygame.Rect, board: pygame.Rect,
             colour=GOAL) -> None:
    """A straight arrow from the middle `a` of a temple field to the field `goal` (at
    `rect`), drawn as the Hint's (its dark edges over the places it crosses, its head on
    its goal under the goal's number; a light line a few px wide was pale on the temple's
    sand, F527), narrower and from nearer `a` (`near_width`, `NEAR_START`): long enough
    to draw between neighbouring fields."""
    b = rect.center
    straight = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 1)
    on = isinstance(goal, Tile | Field)
    to, bow = deep_in(a, b, tuple(rect), straight) if on else (b, straight)
    end = 0 if on else _end(a, to, goal, rect, bow)
    _arrow(surf, a, to, colour, away=bow, end=end, hits=hits, goal=goal,
           width=near_width(board), edged=rect, on_goal=on, start=NEAR_START,
           books=False)      # (the Book's own way: over the Books it passes, F527)


LABEL_SIZE = 14


def _label(surf, words: str, anchor: pygame.Rect, board: pygame.Rect,
           keep_clear) -> pygame.Rect:
    """The words in a dark box beside `anchor`, wrapped to the width (of two tried) that
    lets it hide least of `keep_clear`, inside the board."""
    shapes = []
    for width in (420, 300):
        lines = wrap(words, LABEL_SIZE, min(width, board.w - 40))[:4]
        imgs = [text(s, LABEL_SIZE, (250, 240, 210), shadow=False) for s in lines]
        shapes.append(((max(i.get_width() for i in imgs) + 20,
                        sum(i.get_height() for i in imgs) + 10), imgs))
    box, imgs = best_spot(shapes, anchor, board.inflate(-12, -12), keep_clear)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (10, 14, 32, 228), shade.get_rect(), border_radius=8)
    pygame.draw.rect(shade, (*GOAL, 220), shade.get_rect(), 1, border_radius=8)
    surf.blit(shade, box.topleft)
    y = box.y + 5
    for img in imgs:
        surf.blit(img, (box.x + 10, y))
        y += img.get_height()
    return box
