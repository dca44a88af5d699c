"""Drawing the board from a (view) snapshot, and knowing what lies under the mouse.

`BoardView.draw` blits the scene that does not change during a game (the sea, the seven
islands with their landmarks, the temple island with its platform, path, bay, altar and
council terrace: drawn once per window size), then the calm motion on it, then every
piece. It records a hit region and an outline for every clickable or hoverable thing;
the game scene asks `target_at(pos)` and never looks at pixels itself, and a highlight
or a hint glows in the thing's own outline (`Hits.glow`).
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from ...engine.rounds import apostate_next, priestess_next
from ...engine.snapshot import SnapshotError, from_snapshot_state
from ...text import kind as kind_name
from ...text import language
from ..window import caches, fonts
from . import art
from .arrows import grown
from .art import glows
from .art.sketch import Kept, Sketch, kept, show
from .chip_rows import bank_under, free_span, lay_chips, row_fits
from .figure_spots import FigureSpots
from .groups import Placed, badge_blits, form, place, seat_form, standing_at
from .island_slots import (
    clear_figures,
    count_px,
    group_width,
    island_slots,
    label_size,
    seat_room,
)
from .layout import LAND, Layout, edge
from .motion import Motion
from .name_plate import piece_rects, plate_place
from .targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    Group,
    GuardianTile,
    Island,
    IslandFavours,
    Jetty,
    JettyArea,
    NextPlace,
    Shrine,
    Target,
    Tile,
)
from .temple_view import TempleDrawing, label

FIGURES = ("priestess", "architect", "apostate")
GHOST_ALPHA = 100         # a figure's next place: its body seen through, not another piece
GHOST_LINE = (255, 248, 226)   # ... round it a light dashed line over a dark rim: it reads
GHOST_RIM = (18, 16, 28)       # at a glance on any island and its glow (F254)
INK = (236, 230, 210)
HIGHLIGHT = glows.GOLD
_GROUNDS: dict = caches.kept({})   # each island's land and sandbank as a mask (BoardView.ground)
QUIET = (0.5, 0.72)    # where one may act, nothing pointed at: a clear, gently breathing
#                        light (0.3 and still reads as not lit at all: F050)
QUIET_BREATH = 1.6     # its breath (radians a second: a slow one, ~4 s)
SMALL_FAINT = 0.85     # the least light of a small place (a tile, the jetty's novices)
JETTY_FAINT = 0.97     # ... the jetty's ring (as bright as the larger priest islands' shore)
STANDING = 0.85        # the least light of your standing novices one may play
LYING_LIT = 0.7        # the least light of lying novices one may play (by a favour): a
#                        soft light in their chip's shape, never ringed, under the standing
#                        ones' (a ring on them reads as "used", the standing ones, unlit, as
#                        not to be played)
LYING = 0.95           # a lying novice's size to a standing one's
CHIP_GAP = 5           # between two players' chips of lying novices
OWN_NAME = 600         # what a box over the clicked island's own name costs (a px)
PLATE_PAD = 8          # from a name plate's left end to its symbol
WELCOME = 1.4          # seconds the places to act light up strongly as a turn begins
BUILT_KEPT = 4         # boards' scenes kept for the next view of the same board
# a board's still scene, its temple's land and its motion, and its name plates, by what
# they are drawn from: a new game or a replay of the same board in the same window draws
# none of it again (each was ~30 ms as a view opened); one view draws at a time
_BUILT: OrderedDict = caches.kept(OrderedDict())
# what drawing a part of the board notes beside its hit boxes and names (kept with its
# sketch), and what the temple's drawing sets (its pieces' places, for marks and tests)
FOUND = ("sprites", "count_discs", "favour_counts", "owner_badges", "tops", "strands",
         "count_faces", "groups", "faces")
TEMPLE_STATE = ("field_novices", "field_pieces", "books", "book_pieces", "way_marks",
                "guardian_value",
                "jetty_badges",
                "discs", "tile_novices", "tile_numbers")
_PLATES: OrderedDict = caches.kept(OrderedDict())
PLATES_KEPT = 48       # name plates are small (KBs) and cost ~40 ms to lay: kept for more
                       # boards than their scenes (a sample of 437 tests laid 136 for 54)


class Hits(list):
    """The board's hit regions, (rect, target) from bottom to top, and the outline each
    target was drawn in, so a highlight or a hint can glow in that shape."""

    def __init__(self) -> None:
        super().__init__()
        self.shapes: dict = {}
        self.tops: dict = {}          # the counts and names: where, and their blits
        self.pieces: dict = {}        # the groups of novices: their pictures, where
        self.raised: dict = {}        # other pieces (a temple field's): their blits
        self.books: dict = {}         # the temple's Books of Wisdom: their blits
        self.faces: dict = {}         # the temple's tiles: where, and their blits
        self.lights: dict = {}        # ... the lit ones' light over them this frame
        self.away: set = set()        # the groups a move being built takes away: not drawn

    def clear(self) -> None:
        super().clear()
        self.shapes.clear()
        self.away.clear()

    def lift(self, surf: pygame.Surface, over: tuple[pygame.Mask, tuple[int, int]] | None,
             gone=(), fields: tuple | None = None, keep=(), edges=None,
             names: bool = True, books: bool = True) -> None:
        """The pieces, tiles, counts and names that `over` (a move's arrow: its mask and
        top left on the board) covers drawn again over it: the arrow passes under them
        (F051); `gone`:
        the groups a move being built takes away, left off; `fields`: the temple's fields
        as they were before the arrow (`fields_under`), over it half see-through, and so
        the path's tiles (wholly over it, the arrow reads as ending on a tile before its
        goal); `keep`: its goal, under the head, left as drawn; `edges`: what draws the
        arrow's edges again over the fields and tiles, under the pieces (F349); `names`:
        the temple's names (its signs) too, else the arrow over them (a Hint's: F725);
        `books`: the fields' Books of Wisdom whole over it (F657), else it over them (a
        Book's own way, which they would cut: F527)."""
        if over is None:
            return
        mask, (ax, ay) = over
        box = pygame.Rect(ax, ay, *mask.get_size())
        if fields is not None and box.colliderect(fields[1]):
            self._fields_faded(surf, mask, (ax, ay), fields)
        for tiles in (True, False):           # the tiles half over it, its edges over
            if not tiles and edges is not None:   # them, then the council's discs whole
                edges(surf)
            for target, (rect, blits) in self.faces.items():
                tile = isinstance(target, Tile | GuardianTile)
                if tile == tiles and not (tile and target in keep) and \
                        rect.colliderect(box) and mask.overlap(
                            _full(rect.w, rect.h), (rect.x - ax, rect.y - ay)):
                    self._face(surf, target, blits, FACE_OVER if tile else 255)
        again: list[pygame.Rect] = []          # the pieces drawn again: and what is over them
        for rect, target in self:
            if target in gone:
                continue
            piece = self.picture(target)
            if piece is None:
                continue
            if rect.colliderect(box) and mask.overlap(
                    _opaque(piece[0]), (piece[1][0] - ax, piece[1][1] - ay)) \
                    or rect.collidelist(again) >= 0:
                again.append(surf.blit(*piece))
        for target, (rect, blits) in self.tops.items():
            if not names and isinstance(target, tuple) and target[0] == "name":
                continue
            if target not in gone and (rect.colliderect(box) and mask.overlap(
                    _full(rect.w, rect.h), (rect.x - ax, rect.y - ay))
                    or rect.collidelist(again) >= 0):
                surf.blits(blits, doreturn=False)
        for img, at in self.books.values() if books else ():   # a field's Book whole
            rect = img.get_rect(topleft=at)    # over it: under it half seen, lost (F657)
            if rect.colliderect(box) and mask.overlap(_full(rect.w, rect.h),
                                                      (rect.x - ax, rect.y - ay)):
                surf.blit(img, at)

    def fields_under(self, surf: pygame.Surface, reach: pygame.Rect | None = None
                     ) -> tuple | None:
        """The temple's fields as they are before a move's arrow is drawn over them (for
        `lift`'s `fields`): a copy of their part of `surf`, its place and their shape;
        None where the arrow (within `reach`) passes none of them."""
        hexes = tuple(tuple(shape[2]) for tg, shape in self.shapes.items()
                      if isinstance(tg, Field) and shape[1] == "hex")
        if not hexes:
            return None
        box = pygame.Rect(hexes[0]).unionall([pygame.Rect(h) for h in hexes[1:]])
        box = box.clip(surf.get_rect())
        if not box.w or not box.h or (reach is not None and not box.colliderect(reach)):
            return None
        return surf.subsurface(box).copy(), box, hexes

    def _fields_faded(self, surf: pygame.Surface, mask: pygame.Mask, at, fields) -> None:
        """An arrow over the temple's fields seen through: the fields drawn again over it,
        half see-through, so their numbers and novices read (F051)."""
        before, box, hexes = fields
        shape, faded = _field_shapes(hexes, box.topleft, box.size)
        if mask.overlap(shape, (box.x - at[0], box.y - at[1])) is None:
            return
        img = pygame.Surface(box.size, pygame.SRCALPHA)
        img.blit(before, (0, 0))
        img.blit(faded, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(img, box)

    def picture(self, target: Target) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """A piece's picture and where it was drawn (a group of novices, a figure, a
        shrine); None for a place (an island, a field, a tile)."""
        if target in self.away:
            return None
        piece = self.pieces.get(target)
        shape = self.shapes.get(target)
        if piece is None and shape is not None and shape[0] == "sprite":
            piece = shape[1:]
        return piece

    def glow(self, surf: pygame.Surface, target: Target, rgb=HIGHLIGHT,
             strength: float = 1.0, ring: bool = False, over: bool = False) -> bool:
        """Light `target` in its own outline (False: it is not on the board); `ring`: a
        tile or a chip with a clear line round it too (a small place one may click);
        `over`: a mark over the board drawn (a hint's, a review's, a scoring's), the
        pieces and counts under its light drawn again over it (a mark's colour never hides a
        count)."""
        shape = self.shapes.get(target)
        if shape is None:
            rect = next((r for r, tg in reversed(self) if tg == target), None)
            if rect is None:
                return False
            shape = ("shape", "oval", rect)
        if ring and shape[0] == "shape" and shape[1] in ("tile", "pill"):
            shape = ("shape", shape[1] + "_ring", shape[2])
        alpha = max(0, min(255, int(255 * strength)))
        lit = []
        for img, at in _glow_images(shape, tuple(rgb[:3])):
            img.set_alpha(alpha)
            lit.append(surf.blit(img, at))
        if over and lit:
            self.raise_over(surf, lit[0].unionall(lit[1:]))
        return True

    def _face(self, surf: pygame.Surface, target, blits: list, alpha: int = 255) -> None:
        """A temple tile's face drawn again (`alpha`: the arrow under it showing through),
        its light over it where it is lit."""
        if alpha >= 255:
            surf.blits(blits, doreturn=False)
        else:
            for img, at in blits:
                was = img.get_alpha()
                img.set_alpha(alpha)
                surf.blit(img, at)
                img.set_alpha(was)
        light = self.lights.get(target)
        if light is not None:
            surf.blit(*light)

    def raise_over(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """The pieces (in their order, bottom first), then the counts and names, that
        reach into `area` drawn again: over a light laid on the board after them."""
        for target, (rect, blits) in self.faces.items():
            if rect.colliderect(area):
                self._face(surf, target, blits)
        for rect, target in self:
            piece = self.picture(target)
            if piece is not None and rect.colliderect(area):
                surf.blit(*piece)
            blits = self.raised.get(target)
            if blits is not None and rect.colliderect(area):
                surf.blits(blits, doreturn=False)
        for rect, blits in self.tops.values():
            if rect.colliderect(area):
                surf.blits(blits, doreturn=False)


FACE_OVER = 170          # a path tile over an arrow: the arrow showing through, faint


def _glow_images(shape: tuple, rgb: tuple) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    kind = shape[0]
    if kind == "outline":
        _, pts, w, h, x, y = shape
        m = glows.margin(w, h)
        return [(glows.outline_glow(pts, w, h, rgb), (x - m, y - m))]
    if kind == "sprite":
        _, sprite, (x, y) = shape
        m = glows.margin(*sprite.get_size())
        return [(glows.silhouette_glow(sprite, rgb), (x - m, y - m))]
    if kind == "shapes":
        return [img for part in shape[1] for img in _glow_images(part, rgb)]
    _, name, rect = shape
    m = glows.margin(rect.w, rect.h)
    return [(glows.shape_glow(name, rect.w, rect.h, rgb), (rect.x - m, rect.y - m))]


_APOSTATE_NEXT: list = [None, None]     # (the snapshot last asked about, his next island)


def apostate_next_of(snap: dict) -> int | None:
    """The island the Apostate goes to at the round's end as the position `snap` stands
    (the engine's `apostate_next`), None where he stays, no round follows, or the
    engine cannot read it (a position half drawn); once per snapshot (asked each frame)."""
    if _APOSTATE_NEXT[0] is not snap:
        try:
            at = apostate_next(from_snapshot_state(snap))
        except SnapshotError:
            at = None
        _APOSTATE_NEXT[:] = [snap, None if at == snap.get("apostate") else at]
    return _APOSTATE_NEXT[1]


def next_places(snap: dict, i: int, hidden_figures=()) -> tuple[str, ...]:
    """The figures whose place at the next round's scoring is island `i`: the Moon
    Priestess's, fixed in advance, and the Apostate's as things stand (the engine's
    query: novices moved until the round ends can change it, and the ghost moves with
    them); the Architect's decides no scoring."""
    out = []
    if "priestess" not in hidden_figures and priestess_next(
            snap["round"], snap["priestess"], snap["players"]) == i:
        out.append("priestess")
    if "apostate" not in hidden_figures and apostate_next_of(snap) == i:
        out.append("apostate")
    return tuple(out)


def ghost_margin(size: int) -> int:
    """Px the ghost's rim and dashed line stand out of a figure `size` px tall."""
    return 2 * max(2, round(size / 24))


@lru_cache(maxsize=16)
def ghost_figure(name: str, size: int) -> pygame.Surface:
    """A figure's ghost: the figure seen through (what stands under it shows), inside a
    dark rim and a light dashed line round it, as a coming novice's: a place planned,
    read at a glance among the pieces; its rim and line inside the figure's own box
    (`ghost_margin` px), so it takes the figure's place and no more."""
    m = ghost_margin(size)
    whole = art.figure(name, size).get_size()
    fig = art.figure(name, max(8, size - 3 * m))    # (narrower too: its line inside)
    rim = m // 2
    out = pygame.Surface((fig.get_width() + 2 * m, fig.get_height() + 2 * m), pygame.SRCALPHA)
    body = pygame.mask.from_surface(fig, 90)
    edge_ring = grown(body, rim)
    edge_ring.erase(body, (rim, rim))
    out.blit(edge_ring.to_surface(setcolor=(*GHOST_RIM, 255), unsetcolor=(0, 0, 0, 0)),
             (m - rim, m - rim))
    step = max(4, size // 8)                     # each dash, and the gap after it
    for k, point in enumerate(grown(body, m).outline()):
        if (k // step) % 2 == 0:
            pygame.draw.circle(out, GHOST_LINE, point, rim / 2 + 0.5)
    faint = fig.copy()
    faint.fill((255, 255, 255, GHOST_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(faint, (m, m))
    box = pygame.Surface(whole, pygame.SRCALPHA)   # the figure's own box, no wider
    box.blit(out, out.get_rect(midbottom=(whole[0] // 2, whole[1])))
    return box


def seat_middles(slots) -> dict[int, float]:
    """Where each seat's lying novices want their middle at the shore: under its standing
    group's place (a figure and its count in its cell: island_slots), so they too keep
    their place whoever else comes."""
    gw = group_width(slots.novice)
    return {p: max(cell.x, min(cell.x + max(0, (cell.w - gw) // 2),
                               cell.x + seat_room(slots, p) - gw)) + gw / 2
            for p, cell in enumerate(slots.seats)}


def _seen_h(f) -> int:
    """How tall a group's figures and count are, without their rim of shade (the second
    row of lying chips stood 3 px under the first where its shade was counted)."""
    return f.body.union(f.disc).h


@lru_cache(maxsize=256)
def landmark_at(kind: str, x: int, y: int, w: int, land_h: int) -> pygame.Rect:
    """Where an island's landmark is drawn on the board (its opaque pixels' box)."""
    bx, by, bw, bh = art.landmark_box(kind, w, land_h)
    return art.landmark(kind, bw, bh).get_bounding_rect().move(x + bx, y + by)


FIELDS_SEEN = 175        # how much of the temple's fields shows over an arrow (of 255)


@lru_cache(maxsize=8)
def _field_shapes(hexes: tuple, at: tuple, size: tuple) -> tuple[pygame.Mask, pygame.Surface]:
    """The temple's fields' hexagons in a box at `at`: their mask and a multiplier that
    keeps FIELDS_SEEN of them and nothing round them."""
    img = pygame.Surface(size, pygame.SRCALPHA)
    for x, y, w, h in hexes:
        x, y = x - at[0], y - at[1]
        pygame.draw.polygon(img, (255, 255, 255, FIELDS_SEEN),
                            [(x + w / 2, y), (x + w, y + h / 4), (x + w, y + 3 * h / 4),
                             (x + w / 2, y + h), (x, y + 3 * h / 4), (x, y + h / 4)])
    return pygame.mask.from_surface(img, 1), img


def _ground_under(scene: pygame.Surface, strand, figures: pygame.Surface, at, disc,
                  area: pygame.Rect) -> pygame.Surface:
    """The board's ground (the scene, an island's sandbank) in `area`, in the shape of a
    group's figures (and their soft rim) and its count's disc."""
    ground = pygame.Surface(area.size, pygame.SRCALPHA)
    ground.blit(scene, (0, 0), area)
    if strand is not None:
        bank, sand = strand
        ground.blit(sand, bank.move(-area.x, -area.y))
    shape = pygame.mask.Mask(area.size)
    body = pygame.mask.from_surface(figures, 1)
    for dx in range(-3, 4):
        for dy in range(-3, 4):
            shape.draw(body, (at[0] - area.x + dx, at[1] - area.y + dy))
    if disc is not None:
        d = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.ellipse(d, (255, 255, 255), disc.move(-area.x, -area.y).inflate(6, 6))
        shape.draw(pygame.mask.from_surface(d, 1), (0, 0))
    keep = shape.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    ground.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return ground


@lru_cache(maxsize=256)
def _opaque(img: pygame.Surface) -> pygame.Mask:
    """A piece's own pixels (not its soft rim of shade)."""
    return pygame.mask.from_surface(img, 127)


@lru_cache(maxsize=64)
def _full(w: int, h: int) -> pygame.Mask:
    return pygame.mask.Mask((w, h), fill=True)


@lru_cache(maxsize=64)
def _disc(d: int, rim: bool) -> pygame.Surface:
    """The dark disc a count is written on (`rim`: a favour stack's, with its light edge),
    made once a size: a blit like the pieces' (the island's sketch replays blits)."""
    r = d // 2
    img = pygame.Surface((2 * r + 1, 2 * r + 1), pygame.SRCALPHA)
    pygame.draw.circle(img, (20, 24, 40), (r, r), r)
    if rim:
        pygame.draw.circle(img, (150, 160, 190), (r, r), r, 1)
    return img


def _badge(count: int, size: int) -> pygame.Surface:
    """A group's count, as written beside its figures."""
    return label(str(count), label_size(size / 30, tight=True), (255, 255, 255), bold=True)


def _disc_d(badge: pygame.Surface) -> int:
    """The diameter of the dark disc a count is written on."""
    return max(badge.get_size()) // 2 * 2


class BoardView(TempleDrawing):
    def __init__(self) -> None:
        self.clock = 0.0                      # seconds, for the pulse and the motion
        self.calm = False                     # reduced motion: no shimmer, flicker, pulse
        self.quiet = False                    # the lit things are only where one may act
        self.chosen = None                    # the island whose tray is open: lit steadily
        self._tiles_lit = False               # temple tiles to choose: no other light on
        self._lit_key: frozenset | None = None
        self._lit_since = 0.0
        self._strength = 1.0
        self.hits = Hits()
        self.labels: list[pygame.Rect] = []   # where the board's names were written
        self.sprites: dict = {}               # each group of novices: its picture, where
        self.groups: dict = {}                # ... and its form as placed (groups.Placed)
        self.count_discs: dict = {}           # each group's count: the disc it is written on
        self.favour_counts: dict = {}         # each favour stack: its top token, count disc
        self.owner_badges: dict = {}          # each claimed field or tile: its owner's badge
        self.threatened: dict = {}            # a temple novice in danger: its warning
        self.count_faces: dict = {}           # a group's count -> its disc's blits for n
        self.tops: dict = {}                  # each count and name: where, and its blits
        self.faces: dict = {}                 # each temple tile: where, and its blits
        self.lights: dict = {}                # the lit tiles' light this frame (`tile_light`)
        self.strands: dict = {}               # each island's sandbank: where, its picture
        self.stakes: dict = {}                # the coming scoring's plates (stakes.py)
        self.motion = Motion()
        self._scene: pygame.Surface | None = None
        self._scene_key: tuple | None = None
        self._plates: list = []               # each island's name plate (_lay_plates)
        self._plate_islands: list[pygame.Rect] = []
        self._plates_key: tuple | None = None
        self._temple_land = (pygame.mask.Mask((1, 1)), (0, 0))
        self._kept: dict = {}                 # each island and the temple: as last drawn
        self._cleared: dict = {}              # the ground under a group (clear_away)
        self.spots = FigureSpots()            # each island's figures as last placed

    def forget(self) -> None:
        """Its pictures dropped (a finished game's board under its results): drawn anew
        if it is drawn again."""
        self.motion = Motion()
        self._scene = self._scene_key = self._plates_key = None
        self._kept.clear()
        self._cleared.clear()
        self.spots.forget()

    # -- hit testing ---------------------------------------------------------------
    def hit(self, rect: pygame.Rect | tuple, target: Target, shape: tuple | None = None) -> None:
        self.hits.append((pygame.Rect(rect), target))
        if shape is not None:
            self.hits.shapes[target] = shape

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """The most specific thing under `pos` (the last drawn wins)."""
        for rect, target in reversed(self.hits):
            if rect.collidepoint(pos):
                return target
        return None

    def keep_clear(self, anchor: pygame.Rect, islands: int = 10
                   ) -> list[tuple[pygame.Rect, int]]:
        """What a box laid over the board (the action ring) should not hide, each with
        how much hiding it costs: names and the temple's fields and council most, the
        other islands, the path and the figures less (`anchor`: the clicked thing's own
        island, which the box stands beside anyway; `islands`: what hiding the others
        costs)."""
        mine = {tuple(p) for (p, _, _), isl in zip(self._plates, self._plate_islands,
                                                   strict=False) if isl.colliderect(anchor)}
        # its own island's name plate: kept clear if it may be, but not at any price
        out = [(r, OWN_NAME if tuple(r) in mine else 5000) for r in self.labels]
        seats = [r for r, tg in self.hits if isinstance(tg, CouncilSeat)]
        if seats:
            out.append((seats[0].unionall(seats[1:]), 3000))
        for r, tg in self.hits:
            if isinstance(tg, Field):
                out.append((r, 3000))
            elif isinstance(tg, Tile | Candles | JettyArea | Figure | NextPlace):
                out.append((r, 10))
            elif isinstance(tg, Island) and not r.colliderect(anchor):
                out.append((r, islands))
        return out

    def name_plates(self) -> list[tuple[pygame.Rect, int]]:
        """Each island's name plate as laid for this board, with the island's index."""
        return [(pygame.Rect(at), i) for i, (at, *_) in enumerate(self._plates)]

    @staticmethod
    def piece_places(snap: dict, lay) -> list[pygame.Rect]:
        """Where the priest islands' pieces may stand, whether they do or not (their
        seats' cells, lying rows, shrines, favour tokens and figures' places): fixed by
        the window and the number of players, the same all game."""
        out = []
        for i, (isl, (x, y, w, h)) in enumerate(zip(snap["islands"], lay.islands,
                                                    strict=True)):
            land_h = int(h * LAND)
            mark = landmark_at(isl["kind"], x, y, w, land_h)
            slots = island_slots(pygame.Rect(x, y, w, h), lay.scale, snap["players"],
                                 art.shore(isl["kind"], w, land_h, i), mark=tuple(mark))
            out += [*piece_rects(slots), *map(pygame.Rect, slots.stage)]
        return out

    @staticmethod
    def moon(lay) -> pygame.Rect:
        """The moon's disc on the sea (what the coming scoring's plates keep off)."""
        x, y, r = art.moon_place(lay.board, lay.islands + [lay.temple_island])
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)

    def landmarks(self, snap: dict, lay) -> list[pygame.Rect]:
        """Where each island's landmark stands (what a move's ghost keeps off)."""
        return [landmark_at(isl["kind"], x, y, w, int(h * LAND))
                for isl, (x, y, w, h) in zip(snap["islands"], lay.islands, strict=True)]

    def ground(self, snap: dict, lay, i: int) -> tuple[pygame.mask.Mask, tuple]:
        """Island `i`'s ground as drawn: its land and the sandbank reaching out from under
        it (where its arrived novices stand or lie), as a mask over its place and the
        sandbank, and a key that names it (the same while the board draws the same)."""
        x, y, w, h = lay.islands[i]
        kind = snap["islands"][i]["kind"]
        bank = self.strands.get(i)
        key = (kind, i, x, y, w, h, tuple(bank[0]) if bank else None)
        if key not in _GROUNDS:
            land_h = int(h * LAND)
            area = pygame.Rect(x, y, w, land_h)
            if bank:
                area.union_ip(bank[0])
            mask = pygame.mask.Mask(area.size)
            shape = pygame.Surface((w, land_h), pygame.SRCALPHA)
            pygame.draw.polygon(shape, (255, 255, 255), art.shore(kind, w, land_h, i))
            mask.draw(pygame.mask.from_surface(shape), (x - area.x, y - area.y))
            if bank:
                mask.draw(pygame.mask.from_surface(bank[1], 1),
                          (bank[0].x - area.x, bank[0].y - area.y))
            if len(_GROUNDS) > 64:
                _GROUNDS.clear()
            _GROUNDS[key] = (mask, area.topleft)
        return _GROUNDS[key], key

    def rect_of(self, target: Target) -> pygame.Rect | None:
        """Where `target` was drawn (the last one wins, as for the mouse)."""
        return next((r for r, tg in reversed(self.hits) if tg == target), None)

    def name_plate(self, target: Target) -> pygame.Rect | None:
        """Where an island's name plate was drawn (None: not an island, or not drawn)."""
        top = self.tops.get(target) if isinstance(target, Island) else None
        return pygame.Rect(top[0]) if top is not None else None

    # -- drawing -------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, snap: dict, lay: Layout, highlights: set,
             hover: Target | None, path_slots: dict[int, int], hidden_figures: set,
             **now) -> None:
        """`highlights`: targets to glow (what may be clicked now); `path_slots`: path index
        -> slot of the full path; `hidden_figures`: figures being animated elsewhere;
        `now`: this frame's `clock`, `calm`, `quiet`, `chosen` (those not given: as
        last drawn)."""
        for name, value in now.items():
            if name not in ("clock", "calm", "quiet", "chosen"):
                raise TypeError(f"BoardView.draw: no {name!r}")
            setattr(self, name, value)
        self.hits.clear()
        self.labels.clear()
        self.sprites.clear()
        self.groups.clear()
        self.count_discs.clear()
        self.count_faces.clear()
        self.favour_counts.clear()
        self.owner_badges.clear()
        self.tops.clear()
        self.faces.clear()
        self.lights.clear()
        self.strands.clear()
        self._strength = self.lit_strength(highlights)
        self._tiles_lit = any(isinstance(tg, Tile) for tg in highlights)
        scene = self._scene_for(snap, lay)
        surf.blit(self.motion.water(scene, None if self.calm else self.clock), (0, 0))
        if not self.calm:
            self.motion.draw(surf, lay, self.clock)
        self._kept_temple(surf, snap, lay, highlights, hover, path_slots, hidden_figures)
        for i in range(7):
            self._kept_island(surf, snap, lay, i, highlights, hover, hidden_figures)
        self.hits.tops = self.tops            # (what a move's arrow lifts over itself)
        self.hits.pieces = self.sprites       # (and a mark's light)
        self.hits.raised = self.field_pieces
        self.hits.books = self.book_pieces
        self.hits.faces = self.faces
        self.hits.lights = self.lights

    def _scene_for(self, snap: dict, lay: Layout) -> pygame.Surface:
        """The sea, the islands' pictures and the temple island's scene, drawn once for
        the window's size (and the game's islands and temple)."""
        kinds = tuple(isl["kind"] for isl in snap["islands"])
        plan = self.temple_plan(snap, lay)
        key = (lay.board, tuple(lay.islands), kinds, plan)
        if (self._scene is None or key != self._scene_key) and key in _BUILT:
            _BUILT.move_to_end(key)          # the same board in another view (a new game,
            self._scene, self._temple_land, self.motion = _BUILT[key]   # the replay)
            self._scene_key = key
        if self._scene is None or key != self._scene_key:
            bw, bh = lay.board[2], lay.board[3]
            scene = art.sea_background(bw, bh).copy()
            art.sea_background.cache_clear()     # (kept on disk: 3-6 MB not held twice)
            art.moon_reflection(scene, lay.board, lay.islands + [lay.temple_island])
            x, y = lay.temple_island[:2]
            scene.blit(art.temple_scene(plan), (x - plan.pad, y - plan.pad))
            for i, (ix, iy, w, h) in enumerate(lay.islands):
                scene.blit(art.island(kinds[i], w, int(h * LAND), seed=i), (ix, iy))
            opaque = pygame.Surface(scene.get_size(), 0, 32)    # blitted each frame:
            opaque.blit(scene, (0, 0))                         # no alpha to blend
            self._scene, self._scene_key = opaque, key
            temple = art.temple_scene(plan)
            self._temple_land = (pygame.mask.from_surface(temple, 128),
                                 (x - plan.pad, y - plan.pad))
            self.motion = Motion()           # its own (a kept one is another board's)
            self.motion.lay_out(lay, self._scene, self._temple_land)
            self.motion.lay_foam(
                [(art.foam(kinds[i], w, int(h * LAND), seed=i), (ix, iy))
                 for i, (ix, iy, w, h) in enumerate(lay.islands)]
                + [(art.temple_foam(plan), (x - plan.pad, y - plan.pad))])
            _BUILT[key] = (self._scene, self._temple_land, self.motion)
            while len(_BUILT) > BUILT_KEPT:
                _BUILT.popitem(last=False)
        names = tuple(kind_name(k) for k in kinds)
        plates = (key, names, snap["players"], label_size(lay.scale))   # (the text size)
        if self._plates_key != plates:
            self._plates_key = plates
            if plates not in _PLATES:
                _PLATES[plates] = self._lay_plates(snap, lay, kinds)
                while len(_PLATES) > PLATES_KEPT:
                    _PLATES.popitem(last=False)
            _PLATES.move_to_end(plates)
            self._plates = _PLATES[plates]
            self._plate_islands = [pygame.Rect(r) for r in lay.islands]
        return self._scene

    def _plate_of(self, i: int, kind: str, lay) -> tuple:
        """Island `i`'s name plate as laid for the board (on a picture of one island alone,
        the rules book's, at its top left), its symbol and its words' size."""
        size = label_size(lay.scale)
        if i < len(self._plates):
            at, sym = self._plates[i][:2]
            return at, sym, size
        x, y = lay.islands[i][:2]
        at, sym, _ = self._plate(kind, size, (x + 2, y + 2))
        return at, sym, size

    @staticmethod
    def _plate(kind: str, size: int, at: tuple[int, int]) -> tuple:
        sym = art.symbol(kind, size + 4, art.KIND_RGB[kind])
        name = label(kind_name(kind), size, INK, bold=True)
        pw = PLATE_PAD + sym.get_width() + 3 + name.get_width() + PLATE_PAD - 2
        ph = max(sym.get_height(), name.get_height()) + 4
        return pygame.Rect(at, (pw, ph)), sym, name

    def _lay_plates(self, snap: dict, lay: Layout, kinds: tuple) -> list:
        """Each island's name plate (where it stands, its symbol, its name): at the
        island's top, over none of its landmark and pieces, of another island, of the
        temple island or of another plate (name_plate.plate_place). Laid once for the
        window's size and the language."""
        size = label_size(lay.scale)
        board = pygame.Rect(lay.board).inflate(-2 * edge(lay.scale), -2 * edge(lay.scale))
        others = [pygame.Rect(r).inflate(4, 4) for r in lay.islands]
        placed, out, pieces = [], [], []
        for i, kind in enumerate(kinds):          # (each island's landmark and pieces)
            x, y, w, h = lay.islands[i]
            land_h = int(h * LAND)
            mark = landmark_at(kind, x, y, w, land_h)
            slots = island_slots(pygame.Rect(x, y, w, h), lay.scale, snap["players"],
                                 art.shore(kind, w, land_h, i), mark=tuple(mark))
            pieces.append((mark, slots, [mark, *piece_rects(slots)]))
        for i, kind in enumerate(kinds):
            x, y, w, h = lay.islands[i]
            isl = pygame.Rect(x, y, w, h)
            land_h = int(h * LAND)
            mark, slots, own_pieces = pieces[i]
            keep = [*own_pieces, pygame.Rect(lay.plateau).inflate(6, 6),
                    *[r for j, r in enumerate(others) if j != i], *placed, self.moon(lay)]
            shape = pygame.Surface((w, land_h), pygame.SRCALPHA)
            pygame.draw.polygon(shape, (255, 255, 255), art.shore(kind, w, land_h, i))
            own = (pygame.mask.from_surface(shape), (x, y))
            plate, sym, name = self._plate(kind, size, (x, y))
            firm = [r for j, (_, _, rs) in enumerate(pieces) if j != i for r in rs]
            firm += [mark, slots.favours.inflate(2, 2)]     # (its own, where it must)
            at = plate_place(isl, plate.size, keep + list(slots.stage), [self._temple_land],
                             own, board, soft=len(slots.stage), firm=firm + placed,
                             mids=[r.center for j, r in enumerate(others) if j != i])
            placed.append(at.inflate(6, 4))
            out.append((at, sym, name))
        return out

    def lit_strength(self, highlights: set) -> float:
        """How strongly the lit things glow: breathing when they are the move's own
        places (a ring's, a move being built, a lesson's); when they are only where one
        may act (`quiet`), a faint steady light, strong for a moment as they first show
        (a turn begins), so that "lit" keeps meaning something."""
        key = frozenset(highlights)
        if key != self._lit_key:
            self._lit_key, self._lit_since = key, self.clock
        if not self.quiet:
            return glows.pulse(self.clock, self.calm, 0.6, 0.95)
        gentle = glows.pulse(self.clock, self.calm, *QUIET, QUIET_BREATH)
        fading = 1 - (self.clock - self._lit_since) / WELCOME
        return max(gentle, fading)

    def glow(self, surf: pygame.Surface, target: Target, highlights: set,
             hover: Target | None) -> None:
        """The glow of a target that may be clicked now or is pointed at (full), or the
        island whose tray is open (`chosen`: full and steady). The jetty's novices are
        ringed and kept bright, your standing novices kept bright, so they read as lit as
        an island does; lying ones are lit softer while nothing is chosen (`LYING_LIT`). A
        tile's light is drawn over it (`tile_light`), not here."""
        if isinstance(surf, Sketch):            # lit as the sketch is shown
            surf.glow(target)
            return
        if target not in highlights and target != hover or isinstance(target, Tile):
            return                              # (most of a frame's targets: asked first)
        ringed = isinstance(target, Jetty)
        if target == hover or target == self.chosen:
            strength = 1.0
        elif ringed:
            strength = max(self._strength, JETTY_FAINT)
        elif isinstance(target, Group):
            strength = max(self._strength, STANDING if target.active else LYING_LIT)
        else:
            strength = self._strength
        if isinstance(target, Group) and target.active and target in self.sprites:
            self._feet(surf, *self.sprites[target], strength)
        self.hits.glow(surf, target, HIGHLIGHT, strength, ring=ringed)

    @staticmethod
    def _feet(surf, sprite: pygame.Surface, at, strength: float) -> None:
        """A ring of light on the ground round a standing group's feet (`glows.feet_light`),
        under its figures."""
        body = sprite.get_bounding_rect().move(at)
        w, h = body.w + max(14, body.w // 2), max(10, body.h // 2)
        img = glows.feet_light(w, h, HIGHLIGHT)
        m = glows.margin(w, h)
        img.set_alpha(int(255 * strength))
        surf.blit(img, (body.centerx - w // 2 - m, body.bottom - h * 3 // 4 - m))

    def tile_light(self, surf, target: Tile, rect: pygame.Rect, highlights: set,
                   hover: Target | None, claimed: bool = False) -> None:
        """A temple tile that may be taken (or is pointed at) lit over its own picture,
        nothing past its edge (`glows.tile_light`); noted in `lights`, drawn again with
        the tile's face over a mark (a Hint's goal read as the one tile not lit)."""
        if isinstance(surf, Sketch):
            surf.glow(target, ("tile", rect, claimed))
            return
        if target == hover:
            strength = 1.0
        elif target in highlights:
            strength = max(self._strength, SMALL_FAINT)
        else:
            return
        img = glows.tile_light(rect.w, rect.h, HIGHLIGHT, claimed)
        img.set_alpha(int(255 * strength))
        surf.blit(img, rect)
        self.lights[target] = (img, rect.topleft)

    def lit_piece(self, surf: pygame.Surface, sprite: pygame.Surface, at: pygame.Rect,
                  strength: float | None = None, within: pygame.Rect | None = None) -> None:
        """A glow round a piece drawn over its place: the place's light would lie under
        it (`strength` None: as the lit things glow now). A novice standing `within` a
        tile (yours, one you may consecrate) is lit as your standing novices are, never
        fainter than `STANDING`, a bright line round it (a gold light alone was lost on
        the tile's gold band: F832) inside the tile (nothing past its edge, F050)."""
        strength = self._strength if strength is None else strength
        if within is not None:
            strength = max(strength, STANDING)
            rim = glows.rim_light(sprite)
            m = glows.margin(*sprite.get_size())
            rim.set_alpha(int(255 * strength))
            clip = surf.get_clip()
            surf.set_clip(clip.clip(within))
            surf.blit(rim, (at.x - m, at.y - m))
            surf.set_clip(clip)
        img = glows.silhouette_glow(sprite, HIGHLIGHT)
        m = glows.margin(*sprite.get_size())
        img.set_alpha(int(255 * strength))
        surf.blit(img, (at.x - m, at.y - m))
        surf.blit(sprite, at)

    # islands ----------------------------------------------------------------------
    def _kept_island(self, surf, snap, lay, i, highlights, hover, hidden_figures) -> None:
        """Island `i` as last drawn while nothing on it changed (its pieces, the board's
        size, names, text size and players), else drawn anew into a sketch kept for the
        next frames."""
        info = snap["islands"][i]
        key = (self._plates_key, lay.scale, fonts.board_grow(), tuple(snap["colours"]),
               info["favours"], tuple(info["shrines"]), tuple(info["active"]),
               tuple(info["inactive"]),
               tuple(f for f in FIGURES if snap[f] == i and f not in hidden_figures),
               next_places(snap, i, hidden_figures))
        self._show_kept(surf, i, key, highlights, hover, lambda on, lit, over: self._island(
            on, snap, lay, i, lit, over, hidden_figures, scene=True))

    def _kept_temple(self, surf, snap, lay, highlights, hover, path_slots,
                     hidden_figures) -> None:
        """The temple island's pieces as last drawn while none of them changed, else drawn
        anew into a sketch; its candles flicker, drawn each frame."""
        temple = snap["temple"]
        key = (self._scene_key, tuple(lay.temple_island), tuple(lay.plateau), lay.scale,
               fonts.board_grow(), language(), tuple(snap["colours"]),
               tuple(tuple(f.values()) for f in temple["fields"]), tuple(temple["rows"]),
               tuple(tuple(e.items()) for e in snap["path"]),
               tuple(path_slots[k] for k in range(len(snap["path"]))), snap["guardian"],
               "guardian" in hidden_figures, tuple(snap["jetty"]),
               tuple(tuple(seat) for seat in snap["council"]),
               snap["time_markers"]["total"], self._tiles_lit)
        self._show_kept(surf, "temple", key, highlights, hover,
                        lambda on, lit, over: self._temple_pieces(
                            on, snap, lay, lit, over, path_slots, hidden_figures),
                        TEMPLE_STATE)
        self._candles(surf, snap, lay, highlights, hover)

    def _show_kept(self, surf, part, key: tuple, highlights, hover, draw,
                   state: tuple = ()) -> None:
        """`part` of the board from its sketch, drawn again by `draw(sketch, lit, hover)`
        when its `key` changed. The layout tests' recording surface sees it drawn anew."""
        if fonts.drawn is not None:
            draw(surf, highlights, hover)
            return
        made = self._kept.get(part)
        if made is None or made[0] != key:
            made = self._kept[part] = (key, self._sketch(surf.get_size(), draw, state))
        part = made[1]
        self.hits.extend(part.hits)
        self.hits.shapes.update(part.shapes)
        self.labels.extend(part.labels)
        for name, found in part.found.items():
            getattr(self, name).update(found)
        for name, value in part.state.items():
            setattr(self, name, value)
        show(surf, part, lambda target, piece: self._lit(surf, target, piece, highlights,
                                                         hover), highlights, hover)

    def _sketch(self, size, draw, state: tuple) -> Kept:
        """`draw` into a sketch, with what it notes on the board kept beside."""
        board = (self.hits, self.labels) + tuple(getattr(self, n) for n in FOUND)
        self.hits, self.labels = Hits(), []
        for name in FOUND:
            setattr(self, name, {})
        sketch = Sketch(size)
        try:
            draw(sketch, set(), None)          # its glows noted, not drawn
            return kept(sketch, list(self.hits), dict(self.hits.shapes), self.labels,
                        {n: getattr(self, n) for n in FOUND},
                        {n: getattr(self, n) for n in state})
        finally:
            self.hits, self.labels = board[:2]
            for name, value in zip(FOUND, board[2:], strict=True):
                setattr(self, name, value)

    def piece_glow(self, surf, target: Target, sprite: pygame.Surface, at: pygame.Rect,
                   highlights: set, hover: Target | None,
                   within: pygame.Rect | None = None) -> None:
        """A piece over its place glowing as its place is lit or pointed at (`lit_piece`;
        `within`: the tile a novice stands on)."""
        if isinstance(surf, Sketch):
            surf.glow(target, (sprite, at, within))
        else:
            self._lit(surf, target, (sprite, at, within), highlights, hover)

    def _lit(self, surf, target, piece, highlights, hover) -> None:
        """A kept sketch's glow: its target's, or a piece's own drawn over its place."""
        if piece is None:
            self.glow(surf, target, highlights, hover)
        elif piece[0] == "tile":
            self.tile_light(surf, target, piece[1], highlights, hover, piece[2])
        elif target == hover or target in highlights:
            sprite, at, within = piece
            self.lit_piece(surf, sprite, at, 1.0 if target == hover else None, within)

    def _island(self, surf, snap, lay, i, highlights, hover, hidden_figures,
                scene: bool = False) -> None:
        """One priest island and everything on it (`scene`: its picture is already in the
        board's scene)."""
        x, y, w, h = lay.islands[i]
        info = snap["islands"][i]
        kind = info["kind"]
        land_h = int(h * LAND)
        island = pygame.Rect(x, y, w, h)
        if not scene:
            surf.blit(art.island(kind, w, land_h, seed=i), (x, y))
        mark = tuple(landmark_at(kind, x, y, w, land_h))
        slots = island_slots(island, lay.scale, snap["players"], art.shore(kind, w, land_h, i),
                             mark=mark)
        # where the standing groups stand, and the lying ones under them: their sandbank
        # first, under the island's land (the standing ones' feet on its beach)
        px = count_px(slots.novice)
        row, apron = self._standing_row(snap, lay, slots, island, i, px)
        middles = seat_middles(slots)
        lying, banks = self._lying_places(snap, lay, slots, island, i, middles, px, apron)
        if banks:
            self._sand(surf, kind, island, i, banks)
        here = Island(i)
        plate_at, sym, name = self._plate_of(i, kind, lay)
        name = label(kind_name(kind), name, INK, bold=True)    # noted where it is drawn
        self.hit((x, y, w, land_h), here,
                 ("outline", art.shore(kind, w, land_h, i), w, land_h, x, y))
        self.glow(surf, here, highlights, hover)
        # favour tokens left on the island: a stack at the top right, and how many
        if info["favours"]:
            self._favours(surf, slots, i, info["favours"], kind, highlights, hover)
        # name and symbol on their plate, at the island's top, clear of its art
        img, off = art.plate(plate_at.w, plate_at.h, art.KIND_RGB[kind])
        blits = [(img, plate_at.move(off)),
                 (sym, sym.get_rect(midleft=(plate_at.x + PLATE_PAD, plate_at.centery))),
                 (name, name.get_rect(midleft=(plate_at.x + PLATE_PAD + sym.get_width() + 3,
                                               plate_at.centery)))]
        for one in blits:
            surf.blit(*one)
        self.tops[here] = (plate_at, blits)
        self.labels.append(plate_at)
        # each figure in its own place, shrines beside them; one or two alone stand taller,
        # off the pieces standing there now
        # (a figure's next place, its faint ghost, takes a figure's place after them)
        here_now = [f for f in FIGURES if snap[f] == i and f not in hidden_figures]
        standing = [Figure(f) for f in here_now] + [NextPlace(f, i) for f in
                                                    next_places(snap, i, hidden_figures)]
        shore = art.shore(kind, w, land_h, i)
        keep = (mark, tuple(plate_at.inflate(4, 4)))
        tall = island_slots(island, lay.scale, snap["players"], shore, len(standing), keep,
                            mark)
        if standing:            # (each where it stood last while that spot is free)
            taken, names = self._taken(slots, info, row, lying), tuple(standing)
            tall = self.spots.kept(i, names, island, tall, taken) or \
                clear_figures(tall, island, len(standing), shore, keep, taken, lay.scale)
            self.spots.note(i, names, island, tall)
        places = tall.figures if len(standing) < 3 or slots.grid else slots.figures
        for f, (fx2, fy2) in zip(standing, places, strict=False):
            fs = art.figure(f.name, tall.figure_h) if isinstance(f, Figure) \
                else ghost_figure(f.name, tall.figure_h)
            if not isinstance(f, Figure):     # a ghost in a place laid for the figures:
                fx2, fy2 = pygame.Rect((fx2, fy2), fs.get_size()).clamp(island).topleft
            self.hit((fx2, fy2, fs.get_width(), fs.get_height()), f,
                     ("sprite", fs, (fx2, fy2)))
            self.glow(surf, f, highlights, hover)
            surf.blit(fs, (fx2, fy2))
        sh = slots.shrine
        for p in range(snap["players"]):
            if info["shrines"][p]:
                sx, sy = slots.shrines[p]
                img = art.haloed(art.shrine(snap["colours"][p], sh))
                self.hit((sx, sy, sh, sh), Shrine(i, p), ("sprite", img, (sx - 2, sy - 2)))
                self.glow(surf, Shrine(i, p), highlights, hover)
                surf.blit(img, (sx - 2, sy - 2))
        # active novices in the middle, one group per player; lying ones at the shore
        for p, one in row:
            self._group(surf, one, info["active"][p], px, Group(i, p, "active"),
                        highlights, hover)
        for p, one in lying:
            self._group(surf, one, info["inactive"][p], px, Group(i, p, "inactive"),
                        highlights, hover)

    @staticmethod
    def _taken(slots, info: dict, row: list, lying: list) -> tuple:
        """The boxes of what stands on a priest island now (its groups and chips, with a
        little air, its shrines and favour tokens): what its figures keep off."""
        out = [tuple(one.box.inflate(4, 2)) for _, one in (*row, *lying)]
        out += [(sx - 2, sy - 2, slots.shrine + 4, slots.shrine + 4)
                for p, (sx, sy) in enumerate(slots.shrines) if info["shrines"][p]]
        if info["favours"]:
            out.append(tuple(slots.favours.inflate(2, 2)))
        return tuple(out)

    def _standing_row(self, snap, lay, slots, island: pygame.Rect, i, px: int
                      ) -> tuple[list[tuple[int, Placed]], list[Placed]]:
        """Where each player's standing group stands: in its seat's own place on the
        island's land (island_slots: a cell a seat, in the seats' order, fixed by the
        number of players, in a row or two rows of two), at its left, each its figures
        and its count right of their feet (groups.form), as many of its figures (up to
        three) as its cell holds, a little smaller only where one does not fit (a group
        keeps its place as another player comes, F059; no row runs past the beach onto the
        sea, F052). The groups
        and those of them that stand off the land (none)."""
        counts = snap["islands"][i]["active"]
        row = []
        for p, cell in enumerate(slots.seats):
            if counts[p] <= 0:
                continue
            room = seat_room(slots, p)
            f = seat_form(snap["colours"][p], slots.novice, counts[p], px, room)
            # a figure and its count in the cell's middle, more figures reaching right
            # (up to its shrines, where they stand in the cell)
            left = max(cell.x, min(cell.x + max(0, (cell.w - group_width(slots.novice)) // 2),
                                   cell.x + room - f.w))
            row.append((p, standing_at(f, left, cell.bottom - 2)))
        return row, []

    def _sand(self, surf, kind: str, island: pygame.Rect, i, banks: list) -> None:
        """The sand reaching out of island `i`'s beach where its pieces stand or lie past
        its land (`banks`: the sandbanks, smoothed with the island's shore into one spit,
        art.spit, F052), the island's land inside its
        wet rim drawn again over its top; kept with the island's picture (art.spit's
        cache), not drawn anew each frame."""
        land_h = int(island.h * LAND)
        beach = art.beach(kind, island.w, land_h, i)
        at, pic = art.spit(kind, island.w, land_h, i,
                           tuple(tuple(b.move(-island.x, -island.y)) for b in banks), beach)
        bank = pygame.Rect(at).move(island.topleft)
        surf.blit(pic, bank)
        over = bank.clip(island.x, island.y, island.w, land_h)    # the land over its top
        sand = pic
        if over.w and over.h:
            land = art.island_inner(kind, island.w, land_h, i).subsurface(
                over.move(-island.x, -island.y))
            surf.blit(land, over.topleft)
            sand = pic.copy()                    # (as it shows: what a group stands on)
            sand.blit(land, over.move(-bank.x, -bank.y))
        self.strands[i] = (bank, sand)

    def recount(self, surf: pygame.Surface, target, count: int) -> bool:
        """A group's count drawn anew on its disc: `count` where a move being built takes
        some of its novices away (the island they leave says how many stay). False where it has no
        disc."""
        face = self.count_faces.get(target)
        if face is None:
            return False
        blits = face(count)
        for one in blits:
            surf.blit(*one)
        # what stays is the count from now on: a mark's light or the focus drawn over it
        # later in the frame draws it again as the plan leaves it, never as it stood
        self.tops[target] = (self.count_discs[target], blits)
        return True

    def clear_away(self, surf: pygame.Surface, target) -> bool:
        """A group's figures and count taken off the board's picture (the ground under
        them drawn again, the pieces beside them kept): a move being built takes every
        novice from there (a veiled figure beside its "0" reads as a fifth, black player). False
        where the group was not drawn."""
        drawn = self.sprites.get(target)
        if drawn is None or self._scene is None:
            return False
        figures, at = drawn
        disc = self.count_discs.get(target)
        area = figures.get_rect(topleft=at)
        if disc is not None:
            area = area.union(disc)
        area = area.inflate(8, 8).clip(self._scene.get_rect())
        strand = self.strands.get(getattr(target, "island", None))
        key = (target, tuple(at), tuple(area), id(self._scene),
               id(strand[1]) if strand else None)
        ground = self._cleared.get(key)
        if ground is None:
            if len(self._cleared) > 16:
                self._cleared.clear()
            ground = self._cleared[key] = _ground_under(self._scene, strand, figures, at,
                                                        disc, area)
        surf.blit(ground, area)
        for rect, other in self.hits:           # what stands beside it, drawn again
            piece = self.hits.picture(other)
            if other != target and piece is not None and rect.colliderect(area):
                surf.blit(*piece)
        for other, (rect, blits) in self.tops.items():
            if other != target and rect.colliderect(area):
                surf.blits(blits, doreturn=False)
        self.tops.pop(target, None)             # gone for the rest of the frame: a mark's
        self.hits.away.add(target)              # light over it never draws them again
        return True

    def _favours(self, surf, slots, i, n, kind, highlights, hover) -> None:
        """The favour tokens still on island `i`: a stack of `n` (each a little up and
        right of the one under it) with their count on a badge beside it."""
        tok, box = slots.token, slots.favours
        step = max(2, tok // 7)
        badge = _badge(n, tok + 6)
        rad = max(badge.get_size()) // 2 + 1             # the count's disc, at the right:
        disc_c = (box.right - 1 - rad, box.bottom - badge.get_height() // 2 - 1)
        br = badge.get_rect(center=disc_c)                # the top token's icon stays
        top_right = disc_c[0] - rad + max(2, tok // 8)    # whole (only its rim under it)
        stack = pygame.Rect(top_right - tok - step * (n - 1), box.bottom - tok - 1,
                            tok + step * (n - 1), tok)
        stack.y -= step * (n - 1)
        stack.h += step * (n - 1)
        self.favour_counts[IslandFavours(i)] = (pygame.Rect(stack.right - tok, stack.y, tok, tok),
                                                disc_c, rad)
        self.hit(box, IslandFavours(i), ("shape", "pill", stack.union(br).inflate(4, 4)))
        self.glow(surf, IslandFavours(i), highlights, hover)
        for k in range(n):
            surf.blit(art.favour_token(kind, tok), (stack.x + k * step,
                                                    stack.bottom - tok - k * step))
        blits = [(_disc(2 * rad, True), (disc_c[0] - rad, disc_c[1] - rad)), (badge, br)]
        for one in blits:
            surf.blit(*one)
        self.tops[IslandFavours(i)] = (br.inflate(2, 2), blits)

    def _lying_places(self, snap, lay, slots, island: pygame.Rect, i, middles: dict,
                      px: int, apron: list) -> tuple[list[tuple[int, Placed]], list]:
        """Where the lying novices lie at the island's foot, one chip a player (a lying
        figure and its count right of its feet, groups.form), each under its own standing
        group's middle (`middles`) as near as the others leave room, within the island's
        width, on a sandbank growing out from under its beach (never on a pill in the sea
        apart from the island and their group, F052), and the
        sandbanks: the upper one under the standing groups off the land too (`apron`).
        Three or four chips that would lie smaller in one row lie in two, the second a
        little lower, where the sea under the island is free (never a row past the island's
        edge, F052)."""
        counts = snap["islands"][i]["inactive"]
        groups = sorted((p for p in range(snap["players"]) if counts[p] > 0),
                        key=lambda p: (middles.get(p, 0), p))
        if not groups:
            if not apron:
                return [], []
            bank = pygame.Rect(0, 0, 0, 0)
            bank.x = min(one.box.x for one in apron)
            bank.w = max(one.box.right for one in apron) - bank.x
            bank.y = min(one.box.y for one in apron)
            bank.h = slots.foot + max(6, slots.active.h // 3) - bank.y
            return [], [self._banked(bank.inflate(slots.active.h, 0), island, apron, [])]
        full = max(16, round(slots.novice * LYING))
        size = full
        board = getattr(lay, "board", None)       # (None: the rules book's lone island)
        inner = pygame.Rect(board).inflate(-2 * edge(lay.scale), -2 * edge(lay.scale)) \
            if board else island.inflate(island.w, 0)
        while True:         # a little smaller where four chips crowd the shore or would
            row, chips, gap, room = self._lying_row(snap, slots, island, groups, counts,
                                                    middles, size, inner, px)  # reach the
            if size <= 12 or (row_fits(chips, gap, room)       # temple island's land
                              and not any(self._on_temple_land(c) for c in chips)):
                break
            size -= 1
        rim = max(6, row.h // 3)
        banks = [bank_under(chips, gap, row, min(row.bottom + rim, island.bottom + 2))]
        if size < full and len(groups) > 2 and board:
            two = self._two_rows(snap, lay, slots, island, i, groups, counts, middles,
                                 size + 1, full, px, apron)
            if two is not None:
                row, chips, gap, size, banks = two
        lying = [(p, self._chip(snap["colours"][p], size, counts[p], px, chip))
                 for p, chip in zip(groups, chips, strict=True)]
        upper = [one for _, one in lying if one.box.y <= row.bottom]
        lower = [one for _, one in lying if one.box.y > row.bottom]
        banks[0] = self._banked(banks[0].unionall([one.box for one in apron] or [banks[0]]),
                                island, apron + upper, [])
        if len(banks) > 1:
            banks[1] = self._banked(banks[1], island, lower, [])
        return lying, banks

    @staticmethod
    def _chip(colour: str, size: int, count: int, px: int, chip: pygame.Rect) -> Placed:
        """A lying group's form in its `chip` (at its left, its middle on the chip's)."""
        f = form(colour, size, count, 1, True, px)
        return place(f, chip.x, chip.centery - f.h // 2)

    @staticmethod
    def _banked(bank: pygame.Rect, island: pygame.Rect, pieces: list, _keep: list
                ) -> pygame.Rect:
        """`bank` grown (downwards and to both sides, a few pixels at a time) until each
        of `pieces` (placed groups) stands on its sand: its figures' sides at their middle
        and their foot, its count's sides and foot (F052)."""
        def points(one: Placed) -> list[tuple[int, int]]:
            b, d = one.body, one.disc
            return [(b.x + 1, b.centery), (b.right - 2, b.centery), (b.x + 1, b.bottom - 2),
                    (b.right - 2, b.bottom - 2), (d.x + 1, d.centery),
                    (d.right - 2, d.centery), (d.centerx, d.bottom - 2)]
        every = [pt for one in pieces for pt in points(one)]
        for _ in range(40):
            if all(art.on_strand(bank.w, bank.h, x - bank.x, y - bank.y) for x, y in every):
                break
            bank = bank.inflate(4, 0)
            bank.h += 2
        return bank

    def _two_rows(self, snap, lay, slots, island: pygame.Rect, i, groups, counts, middles,
                  least: int, full: int, px: int, apron: list) -> tuple | None:
        """The lying chips in two rows, every other player's a row lower (in the sea under
        the island, on a sandbank of its own under the upper row's), at the largest size
        from `full` down to `least` where each row fits the island's width and the lower
        row's sandbank keeps off the board's edge, the temple island, every other island
        and its name: (the upper row, the chips, the gap, the size, the two sandbanks);
        None where it is nowhere free."""
        keep = [pygame.Rect(x, y, w, int(h * LAND)).inflate(4, 4)
                for j, (x, y, w, h) in enumerate(lay.islands) if j != i]
        keep += [pygame.Rect(at).inflate(4, 4) for j, (at, *_) in enumerate(self._plates)
                 if j != i]
        inner = pygame.Rect(lay.board).inflate(-2 * edge(lay.scale), -2 * edge(lay.scale))
        land, (lx, ly) = self._temple_land
        upper, lower = groups[0::2], groups[1::2]
        kind = snap["islands"][i]["kind"]
        beach = art.beach(kind, island.w, int(island.h * LAND), i)
        for size in range(full, least - 1, -1):
            row, top, gap, room = self._lying_row(snap, slots, island, upper, counts,
                                                  middles, size, inner, px)
            dy = 1 + max(_seen_h(form(snap["colours"][p], size, counts[p], 1, True, px))
                         for p in groups)           # (just under the upper row's chips)
            _, low, low_gap, low_room = self._lying_row(snap, slots, island, lower, counts,
                                                        middles, size, inner, px, dy)
            if not (row_fits(top, gap, room) and row_fits(low, low_gap, low_room)):
                continue
            rim = max(6, row.h // 3)
            lows = [self._chip(snap["colours"][p], size, counts[p], px, c)
                    for p, c in zip(lower, low, strict=True)]
            under = self._banked(bank_under(low, low_gap, row, low[0].bottom + rim), island,
                                 lows, [])
            banks = [bank_under(top, gap, row, min(row.bottom + rim, island.bottom + 2)),
                     under]
            sea = under.clip(under.x, island.bottom - 2, under.w, under.h)
            sand = pygame.mask.from_surface(art.strand(under.w, under.h, beach), 60)
            if not inner.contains(under) or sea.collidelist(keep) >= 0 \
                    or any(self._on_temple_land(c) for c in top) \
                    or land.overlap(sand, (under.x - lx, under.y - ly)) is not None:
                continue
            chips = [c for pair in zip(top + [None], low + [None], strict=False)
                     for c in pair if c is not None][:len(groups)]
            return row, chips, min(gap, low_gap), size, banks
        return None

    def _lying_row(self, snap, slots, island: pygame.Rect, groups: list, counts: list,
                   middles: dict, size: int, inner: pygame.Rect, px: int, dy: int = 0
                   ) -> tuple[pygame.Rect, list, int, int]:
        """The lying chips' row at `size` (`dy` lower): its rectangle, each chip, the gap
        and the room it has (the island's width, less where the temple island's land
        reaches under it: the chips move off it before they are drawn smaller), their
        sandbank inside `inner` (the board but the sea along its edges)."""
        forms = [form(snap["colours"][p], size, counts[p], 1, True, px) for p in groups]
        widths = [f.w for f in forms]
        row = pygame.Rect(0, slots.lying.y, 0, max(f.h for f in forms) + 4)
        rim = max(6, row.h // 3)                    # the sandbank's wet rim below them, in
        row.y -= min(3, max(0, row.bottom + rim - island.bottom - 2))   # the island's place
        lo, hi = free_span(self._temple_land, pygame.Rect(island.x, row.y + dy, island.w,
                                             row.h + (rim if dy else 0)))
        if dy:                  # a lower row's sandbank reaches past its chips: off the
            reach = row.h // 2 + CHIP_GAP                  # temple island's land too
            lo, hi = lo + reach * (lo > island.x), hi - reach * (hi < island.right)
        if hi - lo < sum(widths) + 2 * (len(groups) + 1):     # nowhere free: as it was
            lo, hi = island.x, island.right
        lo, hi = max(lo, inner.x + row.h // 2), min(hi, inner.right - row.h // 2)
        gap = max(2, min(CHIP_GAP, (hi - lo - sum(widths)) // (len(groups) + 1)))
        # the lying figure's own middle under the standing group's, its count beside it;
        # a player with none standing: beside them where it moves the others least
        wants = [middles[p] - f.body.centerx + f.w / 2 if p in middles else None
                 for p, f in zip(groups, forms, strict=True)]
        xs = lay_chips(wants, widths, gap, lo + gap, hi - gap)
        return row, [pygame.Rect(x, row.y + dy, w, row.h) for x, w in
                     zip(xs, widths, strict=True)], gap, hi - lo

    @property
    def temple_land(self) -> tuple[pygame.Mask, tuple[int, int]]:
        """The temple island's land as drawn: a mask and its top left on the board."""
        return self._temple_land

    def _on_temple_land(self, rect: pygame.Rect) -> bool:
        """Whether `rect` reaches the temple island's land (an island's pieces keep off
        it: the shore would run into them)."""
        land, (x, y) = self._temple_land
        return land.overlap(pygame.mask.Mask(rect.size, fill=True),
                            (rect.x - x, rect.y - y)) is not None

    def _group(self, surf, one: Placed, count: int, px: int, target, highlights,
               hover) -> None:
        """One player's novices, placed (groups.form): its figures and its count's
        badge right of their feet."""
        lying = not target.active
        disc = one.disc
        self.count_discs[target] = disc
        self.count_faces[target] = lambda n, disc=disc: badge_blits(n, px, disc)
        chip = one.body.union(disc)
        if lying:                        # lifted onto the land: a standing group's feet
            feet = max((r.bottom - 1 for r, tg in self.hits      # stay theirs to click
                        if getattr(tg, "what", None) == "group" and tg.active
                        and tg.island == target.island and r.colliderect(chip)
                        and r.bottom < chip.bottom), default=chip.top)
            top = max(chip.top, feet)
            chip = pygame.Rect(chip.x, top, chip.w, chip.bottom - top)
        # a lying chip lights up whole (a pill round its novice and count), as a place to
        # click (Herbs); a standing group in its figures' outline
        img = one.form.figures
        shape = ("shape", "pill", chip.inflate(6, 2)) if lying else ("sprite", img, one.at)
        self.hit(chip, target, shape)
        self.sprites[target] = (img, one.at)
        self.groups[target] = one
        self.glow(surf, target, highlights, hover)
        surf.blit(img, one.at)
        blits = badge_blits(count, px, disc)
        for b in blits:
            surf.blit(*b)
        self.tops[target] = (disc, blits)
