"""The temple island's pieces, drawn over its scene: the temple's fields with their tiles,
novices and Books, the path's tiles and the Guardian, the novices on the jetty, the
council's discs and the candles. Part of `BoardView` (a mixin: it records hit regions
and glows with the board's own `hit` and `glow`)."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

import pygame

from ...engine.data import COUNCIL_POINTS
from ...text import t
from ..window import caches, fonts
from . import art
from .art.base import _glyphs
from .art.pieces import DISC_FAN, DISC_H, DISC_LEAN, DISC_LEAST, DISC_STEP, DISC_TOP
from .art.tiles import seat_number_reach
from .groups import CLOSE, badge_blits, fit_row, standing_at
from .island_slots import count_px, island_slots, novice_size
from .layout import JETTY_NOVICE, STACK_AIR, altar_foot, candles_foot, name_size
from .targets import (
    Candles,
    CouncilName,
    CouncilSeat,
    Field,
    Figure,
    GuardianTile,
    Jetty,
    JettyArea,
    Tile,
)

PAD = 0.18             # the temple island's picture reaches this share of it round its place
CLEAR = 2              # pixels kept between a label and a hexagon
LABEL_INK = (240, 234, 214)          # the temple island's labels: light ink on grass and stone
RELEASED = (200, 215, 240)           # a tile the Guardian has passed: a silver light
REACH = (226, 178, 80)               # a tile within bribery's reach: a faint gold light
TILE_MARK = 0.31                     # an owner's mark's reach in its badge on a path tile
                                     # (0.27 on a field; F048)
BOOK = 0.5                           # a Book of Wisdom's size to its field's width
RIM = 0.34                           # the council terrace's top edge over its seats, in seats


_LABELS: dict[tuple, pygame.Surface] = caches.kept({})


def label(words: str, size: int, colour=LABEL_INK, bold: bool = False,
          shadow: bool = True) -> pygame.Surface:
    """A board label (part of the board's picture: sized with the board, not with the
    player's text size), rendered once: the board draws the same words every frame. Noted
    for the layout tests' recording surface as `fonts.text` notes its own."""
    key = (words, size, tuple(colour), bold, shadow)
    img = _LABELS.get(key)
    if img is None:
        if len(_LABELS) > 512:
            _LABELS.clear()
        img = _LABELS[key] = fonts.board_text(words, size, colour, bold=bold, shadow=shadow)
    if fonts.drawn is not None:
        fonts.drawn[id(img)] = (img, fonts.drawable(words), fonts.px(size, False))
    return img


@lru_cache(maxsize=32)
def _sign(w: int, h: int) -> pygame.Surface:
    """A small dark sign under a label of the temple island: it reads on grass, sand
    and water alike (the board's glass, a faint brass edge)."""
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(img, (10, 14, 30, 190), img.get_rect(), border_radius=h // 2)
    pygame.draw.rect(img, (190, 178, 136, 90), img.get_rect(), 1, border_radius=h // 2)
    return img


@lru_cache(maxsize=16)
def _value_ground(d: int) -> pygame.Surface:
    """The guardian's value's dark disc with its bronze rim, `d` across (made once)."""
    r = d // 2
    img = pygame.Surface((2 * r + 1, 2 * r + 1), pygame.SRCALPHA)
    pygame.draw.circle(img, (24, 18, 14), (r, r), r)
    pygame.draw.circle(img, (206, 152, 76), (r, r), r, max(1, d // 10))
    return img


def sign(surf: pygame.Surface, words: pygame.Surface, where: pygame.Rect,
         tops: dict | None = None) -> pygame.Rect:
    """`words` written at `where` on a sign a little larger; returns where the words went
    (noted in `tops`, where given: a move's arrow passing it draws it again over itself)."""
    back = pygame.Rect(where).inflate(10, -2)
    surf.blit(_sign(back.w, back.h), back)
    drawn = surf.blit(words, where)
    if tops is not None:
        tops[("name", tuple(drawn))] = (back, [(_sign(back.w, back.h), back),
                                               (words, pygame.Rect(where))])
    return drawn


SIGN_WIDER = 5                       # a name's sign beyond its words, each side (sign)


def plate_air(seat_w: int) -> int:
    """The council's name plate's least air to any disc, a fifth of a seat (4 px at
    least): a stack that stood 1-3 px under its plate read as grown into it (F049)."""
    return max(4, round(seat_w * 0.2))


def _altar(snap: dict, lay) -> pygame.Rect:
    """The candles and the stone dish under them with its shade (art/temple._altar); an
    empty rect in a game without candles."""
    if not (getattr(lay, "candles", None) and snap.get("time_markers", {}).get("total")):
        return pygame.Rect(0, 0, 0, 0)
    xs = [x for x, _ in lay.candles]
    c, cy = lay.candle_size, lay.candles[0][1]
    foot = altar_foot(cy, c)
    return pygame.Rect(math.floor(min(xs) - c * 0.75 - 6), math.floor(cy - c * 0.75),
                       math.ceil(max(xs) - min(xs) + c * 1.5 + 12),
                       math.ceil(foot - (cy - c * 0.75)))


def _under_hex(r: pygame.Rect, centre, hw: int) -> bool:
    """Whether `r` reaches into the pointy-top hexagon `hw` wide round `centre` (its
    lower edges slope down from its sides to its bottom tip)."""
    cx, cy = centre
    hh = hw * 2 / math.sqrt(3)
    if r.bottom <= cy - hh / 2 or r.top >= cy + hh / 2 + CLEAR:
        return False
    d = max(0.0, r.left - cx, cx - r.right)            # from the tip's column to `r`
    if d >= hw / 2:
        return False
    return r.top < cy + hh / 2 - (hh / 4) * d / (hw / 2) + CLEAR


def stack_place(size: int, n: int, face: int, seat: pygame.Rect,
                altar: pygame.Rect) -> tuple[int, int]:
    """How much higher and how far to the right each of a seat's `n` discs (`size` wide,
    the lowest one's picture's top at `face`) stands than the one under it: straight up
    over its own seat, DISC_STEP higher, so every disc's edge with its row of symbols and
    the front of its face with most of its large symbol show, and a hair (DISC_FAN) to the
    right, so its face's side shows too. Where the candles over the seat (`altar`: their
    foot) leave a tall stack no such room (the layout keeps it where the board's height
    allows: layout.stack_rise), less high (DISC_LEAST at least) and a little further
    across (DISC_LEAN at most), never onto the next seat (a disc over it reads as standing
    on it: F049)."""
    step, fan = round(size * DISC_STEP), round(size * DISC_FAN)
    if n < 2 or altar.right <= seat.x or altar.x >= seat.right:
        return step, fan
    low = max(round(size * DISC_LEAST), min(step, (face - altar.bottom - STACK_AIR) // (n - 1)))
    # (a lower stack a hair further across, as much as it is lower, within its seat)
    return low, min(round(size * DISC_LEAN), fan + step - low)


def _over_seat(seat: pygame.Rect, over: list[pygame.Rect], n: int) -> pygame.Rect:
    """Of `over` (the candles' altar, the jetty's name: what a stack keeps under), the one
    over `seat` and its stack of `n` (leaning a little right, stack_place) reaching
    lowest, moved over the seat itself (stack_place asks what is over the seat); an empty
    rect where none is."""
    reach = seat.right + round(seat.w * DISC_LEAN) * max(0, n - 1)
    b = max((b for b in over if b.h and b.x < reach and b.right > seat.x),
            key=lambda b: b.bottom, default=pygame.Rect(0, 0, 0, 0))
    return pygame.Rect(seat.x, b.y, seat.w, b.h) if b.h else b


def seat_numbers(seat_w: int) -> int:
    """How far a council seat's number reaches under the seat (`seat_w` wide): engraved
    in the terrace in front of it (art/temple._numbers), grown with the text size."""
    return seat_number_reach(seat_w, fonts.board_grow())


def council_name_under(lay, words: str, size: int, under: int | None = None
                       ) -> pygame.Rect:
    """Where the council's name hangs under its seats' numbers (their foot: `under`, else
    as the scene engraves them), over their middle (where no stack grows:
    TempleDrawing._council_name_place), as the jetty's hangs under its planks."""
    first, last = pygame.Rect(lay.council[0]), pygame.Rect(lay.council[-1])
    if under is None:
        under = max(pygame.Rect(r).bottom + seat_numbers(r[2]) for r in lay.council)
    lbl = label(words, size, LABEL_INK, bold=True)
    return lbl.get_rect(midtop=((first.centerx + last.centerx) // 2, under + 1))


def owner_size(width: float) -> int:
    """How large an owner's badge is drawn on a field or tile `width` across."""
    return max(13, round(width * 0.34))


class TempleDrawing:
    """The temple island's part of `BoardView`."""

    owner_badges: dict      # each claimed field or tile: where its owner's badge was drawn
    jetty_badges: dict      # each player's novices on the jetty: their count's disc
    sprites: dict           # each group of novices (the jetty's too): its picture, where
    groups: dict            # ... and its form as placed (groups.Placed)
    field_novices: dict     # each temple field's novice: where its figure was drawn
    field_pieces: dict      # ... and its novice's and badge's blits (drawn over a light)
    books: dict             # each field's Book of Wisdom: where it was drawn
    book_pieces: dict       # ... and its blit (drawn again over a move's arrow, F657)
    way_marks: list         # where the path's direction marks were drawn
    guardian_value: pygame.Rect | None      # the disc with the value under the Guardian
    tile_novices: dict      # each claimed path tile's novice: where its sprite was drawn
    tile_numbers: dict      # each claimed path tile's number: its figures' box
    faces: dict             # each path tile: its box and its blits (tile, novice, marks)

    def temple_plan(self, snap: dict, lay) -> art.TemplePlan:
        """The layout's places on the temple island, relative to it (the scene's key):
        found once for its layout, players, fields and candles (asked for every frame)."""
        key = (id(lay), lay.temple_island, snap["players"], bool(snap["time_markers"]["total"]),
               tuple((f["row"], f["col"]) for f in snap["temple"]["fields"]),
               fonts.board_grow(), t("council.label"), name_size(lay))
        kept = getattr(self, "_plan", None)
        if kept is not None and kept[0] == key and kept[2] is lay:
            return kept[1]
        plan = self._temple_plan(snap, lay)
        self._plan = (key, plan, lay)
        return plan

    def _temple_plan(self, snap: dict, lay) -> art.TemplePlan:
        ox, oy, w, h = lay.temple_island

        def rel(p) -> tuple[int, int]:
            return (round(p[0] - ox), round(p[1] - oy))

        fields = tuple(rel(lay.field_centre(f["row"], f["col"]))
                       for f in snap["temple"]["fields"])
        jx, jy, jw, jh = lay.jetty
        # each island with the row of its lying novices at the shore under it
        land = [(x - ox, y - oy, iw, round(ih * 1.12)) for x, y, iw, ih in lay.islands]
        tokens = []                                 # and their favour tokens' corner
        for isl in lay.islands:
            fx, fy, fw, fh = island_slots(pygame.Rect(isl), lay.scale, snap["players"]).favours
            tokens.append((fx - ox, fy - oy, fw, fh))
        bx, by, bw, bh = lay.board
        name = council_name_under(lay, t("council.label"), name_size(lay))
        return art.TemplePlan(
            (w, h), int(lay.hex_w), fields, tuple(rel(p) for p in lay.path_slots),
            lay.tile_size, (jx - ox, jy - oy, jw, jh),
            tuple(rel(p) for p in lay.candles) if snap["time_markers"]["total"] else (),
            lay.candle_size, tuple((x - ox, y - oy, cw, ch) for x, y, cw, ch in lay.council),
            pad=max(12, round(min(w, h) * PAD)), avoid=tuple(land), boxes=tuple(tokens),
            within=(bx - ox, by - oy, bw, bh),
            names=((name.x - ox, name.y - oy, name.w, name.h),), grow=fonts.board_grow())

    def _temple_pieces(self, surf, snap, lay, highlights, hover, path_slots,
                       hidden_figures) -> None:
        """The temple island's pieces but its candles (they flicker: drawn each frame)."""
        self._temple(surf, snap, lay, highlights, hover)
        self._path(surf, snap, lay, highlights, hover, path_slots, hidden_figures)
        self._jetty(surf, snap, lay, highlights, hover)
        self._council(surf, snap, lay, highlights, hover)

    def _temple(self, surf, snap, lay, highlights, hover) -> None:
        hw = int(lay.hex_w)
        grow = fonts.board_grow()           # the fields' numbers grow with the text size
        self.field_novices, self.books, self.field_pieces = {}, {}, {}
        self.book_pieces = {}
        rows = snap["temple"]["rows"]
        # from the top row down: a lower field's rim lies over an upper one's foot, never
        # over the number and symbol at its top; the pieces over all the fields
        laid = []
        for f in sorted(snap["temple"]["fields"],
                        key=lambda f: lay.field_centre(f["row"], f["col"])[1]):
            cx, cy = lay.field_centre(f["row"], f["col"])
            g = marks_grow(hw, f["player"] is not None)
            hexs = art.hex_field(f["field"], f["symbol"], rows[f["row"]], hw, f["tile"], g,
                                 held=f["player"] is not None)
            r = hexs.get_rect(center=(int(cx), int(cy)))
            target = Field(f["field"])
            box = pygame.Rect(0, 0, int(hw * 0.84), int(hw * 0.84))
            box.center = r.center
            self.hit(box, target, ("shape", "hex", r))
            self.glow(surf, target, highlights, hover)
            surf.blit(hexs, r)
            laid.append((f, r, target))
        for f, r, target in laid:
            # its novice, its owner's badge and its Book as one group under its number and
            # symbol, inside its own hexagon (never over the neighbouring fields' numbers,
            # F049)
            held, book = f["player"] is not None, bool(f["book"])
            if not (held or book):
                continue
            place = field_pieces(hw, r.h, held_grow(hw, grow) if held else grow, held, book)
            pool = None
            if held and shaded(snap["colours"][f["player"]]):
                # a light novice in a wider rim of shade on the pale stone, its Book over it (a
                # White novice is 1.1-1.6:1 from the cream stone; a dark one stands out from
                # it as it is)
                pool = field_shade(hw, r.h, place.novice, place.novice_at)
                surf.blit(pool, r)
            if book:                # behind the novice
                b = art.book_marker(place.book)
                self.books[target] = surf.blit(b, r.move(place.book_at).topleft)
                self.book_pieces[target] = (b, self.books[target].topleft)
            if held:                # its badge pinned at its feet, its symbol whole
                colour = snap["colours"][f["player"]]
                nov = art.haloed(art.novice(colour, place.novice))   # in a rim of shade
                at = surf.blit(nov, r.move(place.novice_at).topleft)
                self.field_novices[target] = at.inflate(-4, -4)
                badge = art.owner_badge(colour, place.badge)
                self.owner_badges[target] = surf.blit(badge, r.move(place.badge_at).topleft)
                # drawn again over a mark's light on the field (a scoring's gold: the scored
                # novices keep their colour)
                self.field_pieces[target] = [*([(pool, r.topleft)] if pool else []),
                                             (nov, at.topleft),
                                             (badge, self.owner_badges[target].topleft)]
        for f, r, _ in laid:        # each number and symbol over a neighbour's piece
            if f["player"] is not None:
                surf.blit(art.field_ink(f["field"], f["symbol"], rows[f["row"]], hw, f["tile"],
                                        held_grow(hw, grow), True), r)
        # the entrance, over the path's first tile, clear of the fields' hexagons and of
        # that tile: as large as the island's other names where it may stand a little to
        # the left (under no field there); smaller, else down on the tile's rim, at worst
        ent, where = self._entrance_place(snap, lay, hw)
        self.labels.append(sign(surf, ent, where, self.tops))

    def _entrance_place(self, snap, lay, hw: int) -> tuple[pygame.Surface, pygame.Rect]:
        sx, sy = lay.path_slots[0]
        top = int(sy - lay.tile_size * 0.5)              # the first tile's top
        hexes = [lay.field_centre(f["row"], f["col"]) for f in snap["temple"]["fields"]]
        plate = pygame.Rect(lay.plateau).inflate(-16, 0)     # its sign on the stone
        least = 12 if lay.scale < 0.8 else 13            # the layout's smallest board text
        for drop in (-2, 0, 2, 3):                       # a pixel or two off the tile first
            for size in range(name_size(lay), least - 1, -1):
                ent = label(t("temple.entrance"), size, LABEL_INK, bold=True)
                where = ent.get_rect(midbottom=(int(sx), top + drop))
                where.clamp_ip(plate)
                for _ in range(0, int(lay.tile_size * 1.5), 2):     # to the left a little
                    if not any(_under_hex(where, c, hw) for c in hexes):
                        return ent, where
                    if where.x <= plate.x:
                        break
                    where.x = max(plate.x, where.x - 2)
        return ent, where

    def _way(self, surf, lay) -> None:
        """The path's direction marks (its order is not seen from the tiles alone): a
        chevron from the entrance into its first place and a turning arrow round each
        row's end into the next row, outside the tiles, so the snake reads at a glance."""
        self.way_marks = []
        slots, size = lay.path_slots, lay.tile_size
        if len(slots) < 2:
            return
        gap = max(2, round(size * 0.08))
        (x0, y0), (x1, _) = slots[0], slots[1]
        mark = art.path_start(max(10, round(size * 0.5)))
        r = mark.get_rect(midright=(round(x0 - size / 2 - gap), round(y0)))
        if x1 < x0:
            mark = pygame.transform.flip(mark, True, False)
            r.midleft = (round(x0 + size / 2 + gap), round(y0))
        self.way_marks.append(surf.blit(mark, r))
        for (xa, ya), (_, yb) in zip(slots, slots[1:], strict=False):
            if abs(yb - ya) < 1:
                continue
            left = xa < sum(x for x, _ in slots) / len(slots)
            h = round(yb - ya + size * 0.45)
            img = art.path_turn(max(10, round(size * 0.5)), h, left)
            r = img.get_rect(centery=round((ya + yb) / 2))
            if left:
                r.right = round(xa - size / 2 - gap / 2)
            else:
                r.left = round(xa + size / 2 + gap / 2)
            self.way_marks.append(surf.blit(img, r))

    def _path(self, surf, snap, lay, highlights, hover, path_slots, hidden_figures) -> None:
        size = lay.tile_size
        grow = fonts.board_grow()           # the tiles' numbers grow with the text size
        self._way(surf, lay)
        g_index = snap["guardian"]
        self.guardian_value = None
        self.tile_novices = {}      # each claimed tile's novice: where its sprite was drawn
        self.tile_numbers = {}      # each claimed tile's number: its figures' box
        prev_g = max((k for k in range(g_index) if "guardian" in snap["path"][k]), default=-1)
        for k, e in enumerate(snap["path"]):
            cx, cy = lay.path_slots[path_slots[k]]
            if "guardian" in e:
                here = k == g_index and "guardian" not in hidden_figures
                img = art.guardian_tile(e["guardian"], size, bare=here, grow=grow)
                r = img.get_rect(center=(int(cx), int(cy)))
                self.hit(r, GuardianTile(k), ("shape", "tile", r))
                self.glow(surf, GuardianTile(k), highlights, hover)
                surf.blit(img, r)
                self.faces[GuardianTile(k)] = (r, [(img, r.topleft)])
                if here:
                    # the Guardian stands on its own tile, covering no other; the value of
                    # his tile on a disc at his feet, against him (guardian_beside)
                    px = value_px(size, e["guardian"], grow)
                    num = value_figures(label(str(e["guardian"]), px, VALUE_INK, bold=True,
                                              shadow=False), str(e["guardian"]), px)
                    gs, at, disc = guardian_beside(size, tuple(
                        value_disc_rect(r, num).move(-r.x, -r.y)))
                    disc = pygame.Rect(disc).move(r.topleft)
                    gr = gs.get_rect(topleft=(r.x + at[0], r.y + at[1]))
                    body = _body_box(gs).move(gr.topleft).clip(r)   # (his disc beside)
                    self.hit(body, Figure("guardian"), ("sprite", gs, gr.topleft))
                    self.glow(surf, Figure("guardian"), highlights, hover)
                    surf.blit(gs, gr)
                    # the value he hides, on a bronze-rimmed disc
                    self.guardian_value = self._value_disc(surf, num, disc)
                    rad = disc.w // 2
                    self.faces[GuardianTile(k)][1].extend([
                        (gs, gr.topleft),
                        (_value_ground(disc.w), (disc.centerx - rad, disc.centery - rad)),
                        (num, num.get_rect(center=disc.center).topleft)])
                continue
            colour = snap["colours"][e["claimed_by"]] if e["claimed_by"] is not None else None
            img = art.temple_tile(e["tile"], e["symbol"], size, claimed_colour=colour, grow=grow)
            r = img.get_rect(center=(int(cx), int(cy)))
            target = Tile(e["tile"])
            self.hit(r, target, ("shape", "tile", r))
            if self._tiles_lit:      # tiles to choose: only those lit (never one that
                pass                 # cannot be taken in the same gold: F050)
            elif k > g_index:        # released: a silver light round the tile
                self.hits.glow(surf, target, RELEASED, 0.55)
            elif prev_g < k < g_index:  # within reach of bribery: a faint gold light
                self.hits.glow(surf, target, REACH, 0.35)
            surf.blit(img, r)
            # a claimed tile: no wash over it (it paled the dark ground its yellow novice
            # stands out from), a broad band along its edge (glows.tile_light)
            self.tile_light(surf, target, r, highlights, hover, claimed=colour is not None)
            face = [(img, r.topleft)]      # (what a mark's light or an arrow passes under)
            if colour:      # the novice at its right, off the number (art.claimed_marks)
                marks = art.claimed_marks(size, grow)
                nov = art.haloed(art.novice(colour, marks.novice))    # rimmed in shade
                at = surf.blit(nov, r.move(marks.novice_at).topleft)
                badge = art.owner_badge(colour, marks.badge, TILE_MARK)
                mark = badge.get_rect(topleft=r.move(marks.badge_at).topleft)
                self.piece_glow(surf, target, nov, at, highlights, hover,
                                within=r)               # to consecrate: lit as it acts
                # its badge ringed as well: on a small tile its number and symbol cover
                # most of the novice's line
                self.piece_glow(surf, target, badge, mark, highlights, hover, within=r)
                self.owner_badges[target] = surf.blit(badge, mark)
                self.tile_novices[target] = at
                # its symbol's and number's boxes as the tile's picture has them, over the
                # novice's rim (the number last: whole where a small tile crowds them)
                symbol = art.claimed_symbol(e["tile"], e["symbol"], size, colour, grow)
                surf.blit(symbol, r.move(marks.symbol_at).topleft)
                number = art.claimed_number(e["tile"], e["symbol"], size, colour, grow)
                self.tile_numbers[target] = surf.blit(number,
                                                      marks.number.move(r.topleft).topleft)
                face += [(nov, at.topleft), (badge, mark.topleft),
                         (symbol, r.move(marks.symbol_at).topleft),
                         (number, marks.number.move(r.topleft).topleft)]
            self.faces[target] = (r, face)

    def _value_disc(self, surf, num: pygame.Surface, disc: pygame.Rect) -> pygame.Rect:
        """The value of the guardian tile the Guardian stands on (his figure covers its
        shield): light figures on a dark disc with a bronze rim at its top left corner."""
        r = disc.w // 2
        surf.blit(_value_ground(disc.w), (disc.centerx - r, disc.centery - r))
        surf.blit(num, num.get_rect(center=disc.center))
        return disc

    def _jetty(self, surf, snap, lay, highlights, hover) -> None:
        """Each player's novices waiting on the jetty in one form with an island's groups
        (groups.form: its figures and its count right of their feet), side by side along
        the planks (the jetty is as long as the players' groups need: layout.jetty_width),
        clear of each other and of the jetty's name under it (F049)."""
        x, y, w, h = lay.jetty
        self.jetty_badges = {}
        self.hit((x, y, w, h), JettyArea(), ("shape", "tile", pygame.Rect(x, y, w, h)))
        self.glow(surf, JettyArea(), highlights, hover)
        waiting = [p for p in range(snap["players"]) if snap["jetty"][p]]
        if waiting:
            nh = int(h * JETTY_NOVICE)
            px = count_px(novice_size(lay.scale))           # (as large as the islands')
            forms, lefts, _ = fit_row([(snap["colours"][p], snap["jetty"][p]) for p in waiting],
                                      nh, px, [(x + 1, x + w - 1, CLOSE)])
            for p, f, left in zip(waiting, forms, lefts, strict=True):
                one = standing_at(f, left, y + h - 4)
                box = one.body.union(one.disc)
                self.hit(box, Jetty(p), ("shape", "pill", box.inflate(4, 0)))
                self.glow(surf, Jetty(p), highlights, hover)
                surf.blit(f.figures, one.at)
                self.sprites[Jetty(p)] = (f.figures, one.at)
                self.groups[Jetty(p)] = one
                blits = badge_blits(snap["jetty"][p], px, one.disc)
                for b in blits:
                    surf.blit(*b)
                self.tops[Jetty(p)] = (one.disc, blits)
                self.jetty_badges[Jetty(p)] = one.disc
                self.count_discs[Jetty(p)] = one.disc     # (cleared with its figures)
                self.count_faces[Jetty(p)] = lambda n, disc=one.disc: badge_blits(n, px, disc)
        # the name hangs under the planks, a few pixels below the figures' feet (and their
        # rim of shade): it never reads as ground the novices stand on
        # (as large as the island's other names: it grows with the text size as they do)
        lbl = label(t("jetty.label"), name_size(lay), LABEL_INK)
        where = lbl.get_rect(midtop=(x + w // 2, y + h + 2))
        # clear of the council's name over its seats' middle (or beside the candles where
        # they stand over it): beside it, under the planks still
        first, last = pygame.Rect(lay.council[0]), pygame.Rect(lay.council[-1])
        council = label(t("council.label"), name_size(lay), LABEL_INK, bold=True)
        plate = council.get_rect(midbottom=((first.centerx + last.centerx) // 2,
                                            first.y - round(first.h * RIM) + 2))
        altar = _altar(snap, lay)
        if plate.colliderect(altar.inflate(0, 8)):
            plate.x = altar.right if plate.centerx >= altar.centerx else altar.x - plate.w
        plate.inflate_ip(14, 6)
        if where.colliderect(plate):
            spot = where.copy()
            spot.x = plate.right if where.centerx >= plate.centerx else plate.x - where.w
            spot.clamp_ip(pygame.Rect(x - w // 4, where.y, w + w // 2, where.h))
            if not spot.colliderect(plate):
                where = spot
        where.clamp_ip(pygame.Rect(lay.plateau).inflate(-16, 0))   # a long word: on the stone
        self.jetty_name = sign(surf, lbl, where, self.tops)
        self.labels.append(self.jetty_name)

    def _council(self, surf, snap, lay, highlights=frozenset(), hover=None,
                 seats: bool = False) -> None:
        """The discs on the council's seats (`seats`: the seats and their numbers too, for
        a picture without the temple island's scene under it). A seat's discs stand in a
        stack straight up over their seat (stack_place), so the row of symbols round every
        disc's edge and its face in its colour with most of its large symbol show, the top
        one whole; the council's name stands on the terrace's rim over the seats clear of
        every disc (at 1920x1080 it stood over a stack's top), under the seats' numbers
        where the rim leaves it no place (a tall stack in the seats' middle)."""
        tops = []
        self.discs = []                         # (rect, player) as drawn, bottom first
        altar = _altar(snap, lay)
        if altar.h:             # a stack keeps off the candles (before their stone dish)
            altar.h = round(candles_foot(lay.candles[0][1], lay.candle_size)) - altar.y
        # ... and off the jetty's name over the seats under the planks (F049)
        named = getattr(self, "jetty_name", None)
        jetty = named.inflate(10, 0) if named is not None and not seats \
            else pygame.Rect(0, 0, 0, 0)
        under = 0                               # the seats' numbers' foot
        most = len(snap["colours"])             # the most discs a seat may hold: all
        faces = []                              # each seat and its lowest disc's top
        for seat, rect in enumerate(lay.council):
            r = pygame.Rect(rect)
            size = r.w
            face = r.centery - round(size * DISC_TOP)    # the lowest disc's picture's top
            bottom = r.bottom + seat_numbers(r.w)
            if seats:               # its number under its seat and the lowest disc's foot
                pygame.draw.ellipse(surf, (150, 142, 126), r)   # (the rules book's
                pygame.draw.ellipse(surf, (84, 78, 70), r, 2)   # picture: no disc
                num = label(str(seat), 13, (52, 44, 38), shadow=False)   # hides a seat's
                foot = max(r.bottom, face + round(size * DISC_H))       # number)
                bottom = surf.blit(num, num.get_rect(midtop=(r.centerx, foot))).bottom
            under = max(under, bottom)
            faces.append((r, face))
            stack = snap["council"][seat]
            step, fan = stack_place(size, len(stack), face, r,
                                    _over_seat(r, [altar, jetty], len(stack)))
            # its place to click: the seat and its stack, up to the terrace's rim (the
            # council's name plate stands on the rim above)
            top = min(r.y - round(r.h * RIM) + 2, face - step * (len(stack) - 1))
            tops.append((r, face - step * (len(stack) - 1) if stack else r.y))
            target = CouncilSeat(seat, COUNCIL_POINTS[seat])
            self.hit((r.x, top, r.w, bottom - top), target, ("shape", "seat", r))
            self.glow(surf, target, highlights, hover)
            for k, p in enumerate(stack):
                d = art.council_disc(snap["colours"][p], size)
                x = r.centerx + fan * k              # the lowest on its seat
                at = surf.blit(d, d.get_rect(midtop=(x, face - k * step)))
                self.discs.append((at, p))
                # the stack, whole, drawn again over a mark's light or an arrow
                box, blits = self.faces.get(target, (at, []))
                self.faces[target] = (box.union(at), [*blits, (d, at.topleft)])
        # over the middle of the seats, clear of the candles' altar (under them it reads as
        # the candles' name) and of the jetty's name; where
        # a large text size leaves it no such place, its words step down a little (as large
        # as the log's words still: a twentieth less than its grown size at most)
        # (and where only a stack is in its way, smaller, to the layout's smallest board
        # text, before it stands under the seats)
        big = name_size(lay)
        words = t("council.label")
        # found once for its layout, the players' number, names and words (asked for every
        # frame): from the stacks every seat may hold, not those on them now, so it stands
        # in one place all game and no stack ever grows into it (F059: a label that jumps as
        # the stacks grow is lost)
        key = (id(lay), lay.council[0], big, words, most, tuple(map(tuple, self.labels)),
               bool(snap.get("time_markers", {}).get("total")))
        kept = getattr(self, "_council_name", None)
        if kept is None or kept[0] != key:
            full = [self._full_stack(snap, r, face, most, [altar, jetty]) for r, face in faces]
            tops = [(r, discs[-1].y) for (r, _), discs in zip(faces, full, strict=True)]
            kept = self._council_name = (key, *self._council_name_place(
                snap, lay, big, tops, under, [d for discs in full for d in discs]))
        size, where = kept[1], kept[2].copy()
        self.labels.append(sign(surf, label(words, size, LABEL_INK, bold=True), where,
                                self.tops))
        name = self.labels[-1].copy()     # under the mouse: its words, off the seats' boxes
        for r, tg in self.hits:           # (a stack's box reaches up to its name's foot)
            if isinstance(tg, CouncilSeat) and r.colliderect(name) and r.top > name.top:
                name.h = r.top - name.top + 1
        self.hit(name, CouncilName())

    def _full_stack(self, snap, seat: pygame.Rect, face: int, n: int,
                    over: list[pygame.Rect]) -> list[pygame.Rect]:
        """Where a stack of `n` discs on `seat` would stand (as _council draws one), bottom
        first: its discs' boxes."""
        size = seat.w
        step, fan = stack_place(size, n, face, seat, _over_seat(seat, over, n))
        w, h = art.council_disc(snap["colours"][0], size).get_size()
        return [pygame.Rect(seat.centerx + fan * k - w // 2, face - k * step, w, h)
                for k in range(n)]

    def _council_name_place(self, snap, lay, big: int, tops, under: int, discs
                            ) -> tuple[int, pygame.Rect]:
        """The council's name's size and place (see _council; `tops`: each seat and its
        tallest stack's top, `discs`: every disc of those stacks, `under`: the seats'
        numbers' foot)."""
        first, last = pygame.Rect(lay.council[0]), pygame.Rect(lay.council[-1])
        # its sign on the terrace's rim over the seats' middle (art/temple._terrace: the
        # terrace's top edge stands a third of a seat over them), as a name plate on its
        # track at every window size (round 7: it floated a stack's height off); a few px
        # down the rim before its words grow smaller (at 1920x1080 and 150 % the altar and
        # the jetty's name left a pixel too few: 20 px words beside the log's 21)
        fine = False
        for size in range(big, min(big, 13) - 1, -1):
            lbl = label(t("council.label"), size, LABEL_INK, bold=True)
            for down in range(0, max(2, first.h // 8) + 1, 2):
                where = lbl.get_rect(midbottom=((first.centerx + last.centerx) // 2,
                                                first.y - round(first.h * RIM) + 2 + down))
                where, fine = self._council_label_place(snap, lay, where, first, last,
                                                        discs)
                if fine:
                    break
            if fine:
                break
        else:
            # no place on the rim clear of the stacks a seat may hold (three or four
            # players: any seat's): under the seats' numbers, as the jetty's name hangs
            # under its planks (never over the stack's top, in the candles)
            # (a little smaller where the stone leaves its full size too little room: the
            # board's text at least)
            stone = getattr(lay, "plateau", None)
            for size in range(big, min(big, 13) - 1, -1):
                where = council_name_under(lay, t("council.label"), size, under)
                if stone is None or where.bottom <= stone[1] + stone[3]:
                    break
            return size, where
        air, wide = plate_air(first.w), SIGN_WIDER + plate_air(first.w)
        where.bottom = min([where.bottom] + [top - air for r, top in tops
                                             if r.right + wide > where.left
                                             and r.left - wide < where.right]
                           + [d.y - air for d in discs
                              if d.right + wide > where.left and d.left - wide < where.right])
        return size, where

    def _council_label_place(self, snap, lay, where: pygame.Rect, first: pygame.Rect,
                             last: pygame.Rect, discs: list[pygame.Rect]
                             ) -> tuple[pygame.Rect, bool]:
        """Where the council's name stands over its seats: the middle, else beside the
        candles' altar towards the jetty, else the seats' right end, else a place nearer
        the middle; the first that is clear of the altar (its candles and dish), of the
        names written already (the jetty's) and of the discs (`discs`: the stacks every
        seat may hold), and whether it is (over a stack where no place is clear of them),
        by their nearness to the middle.
        None clear: the one clear of the names nearest the middle (the layout keeps one
        so)."""
        altar = _altar(snap, lay)
        spots = []
        step = max(4, first.w // 4)                # and between them, every quarter seat
        sweep = [where.x + s * k * step for k in range(1, 2 * len(lay.council) * 4)
                 for s in (1, -1)]
        for x in (where.x, altar.right, altar.x - where.w, last.right - where.w, first.x,
                  *sweep):
            spots.append(where.copy())
            spots[-1].x = math.ceil(x)
        middle = where.x
        # clear of the names written already, and of the discs where it may (a stack's top
        # disc stood under the name at 1920x1080)
        names = [r.inflate(6, 2) for r in self.labels]
        air = plate_air(first.w)                  # (its sign 5 px wider than its words)
        discs = [d.inflate(2 * (SIGN_WIDER + air), 2 * air) for d in discs]

        def clear(r: pygame.Rect) -> bool:
            return r.collidelist(names) < 0

        rim = first.y - first.h * RIM                    # the terrace's top edge

        def free(r: pygame.Rect) -> bool:       # not under it, or a plate on the terrace
            return r.right <= altar.left or r.left >= altar.right or \
                (r.bottom >= rim and r.top >= altar.bottom + 4)

        inside = [r for r in spots if r.left >= first.x - 4 and r.right <= last.right + 4]
        near = sorted(inside, key=lambda r: abs(r.x - middle))     # the nearest the middle
        for r in near:
            if clear(r) and free(r) and r.collidelist(discs) < 0:
                return r, True
        for r in inside:                        # (over a stack: it stands above its top)
            if clear(r) and free(r):
                return r, False
        return next((r for r in inside if clear(r)), where), False

    def _candles(self, surf, snap, lay, highlights, hover) -> None:
        tm = snap["time_markers"]
        if not tm["total"]:
            return
        size = lay.candle_size
        shapes, rects = [], []
        for k in range(tm["total"]):
            cx, cy = lay.candles[k - tm["total"]]
            lit = k >= tm["turned"]
            c = art.candle(size, lit, flame=None if lit else 0)
            r = c.get_rect(center=(int(cx), int(cy)))
            rects.append((r, lit))
            shapes.append(("shape", "candle", r))
        area = rects[0][0].unionall([r for r, _ in rects[1:]])
        self.hit(area, Candles(), ("shapes", tuple(shapes)))
        self.glow(surf, Candles(), highlights, hover)
        for k, (r, lit) in enumerate(rects):
            surf.blit(art.candle(size, lit, flame=None if lit else 0), r)
            if lit:
                self.motion.flame(surf, r, size, self.clock + k * 1.7, self.calm)


@lru_cache(maxsize=16)
def held_grow(hw: int, grow: float) -> float:
    """How much the text size grows a held field's number (`grow`, fonts.board_grow):
    as an empty field's where its novice, badge and Book stand as large as at 100 % (a
    pixel less at most) under it, else not at all (a field 31 px wide at 1024x700 150 %
    held a 7 px novice under 12 px figures: its 10 px ones leave it 11 px)."""
    if grow == 1:
        return grow
    hex_h = round(hw * 2 / math.sqrt(3))
    kept = field_pieces(hw, hex_h, 1.0, True, True).novice
    return grow if field_pieces(hw, hex_h, grow, True, True).novice >= kept - 1 else 1.0


def marks_grow(hw: int, held: bool) -> float:
    """How much the text size grows the number on a field `hw` wide (a `held` one's as
    held_grow allows)."""
    return held_grow(hw, fonts.board_grow()) if held else fonts.board_grow()


@lru_cache(maxsize=16)
def held_ink(hw: int, grow: float = 1.0) -> pygame.Rect:
    """The box of a held field's number (two figures) and the symbol beside it, in its
    picture (art.held_marks): what its novice and its owner's badge keep clear of."""
    number, symbol = held_parts(hw, grow)
    return number.union(symbol)


def held_parts(hw: int, grow: float = 1.0) -> tuple[pygame.Rect, pygame.Rect]:
    """A held field's number's ink (two figures) and its symbol's box (see held_ink)."""
    px, at, sym, sym_at = art.held_marks(hw, grow)
    glyphs = _glyphs("28", px, (0, 0, 0))
    where = glyphs.get_rect(center=(round(at[0]), round(at[1])))
    return glyphs.get_bounding_rect().move(where.topleft), pygame.Rect(*sym_at, sym, sym)


class FieldPieces(NamedTuple):
    """Where a temple field's pieces stand in its picture: the novice's height and its
    haloed sprite's top left, the Book's size and top left, the owner's badge's size and
    top left (0 and (0, 0) for a piece it has not)."""
    novice: int
    novice_at: tuple[int, int]
    book: int
    book_at: tuple[int, int]
    badge: int
    badge_at: tuple[int, int]


BOOK_LEAST = 12          # px: a Book of Wisdom on a field at least (never a sliver a few
                         # pixels wide by a novice, F048)
BOOK_SHOWS = (0.8, 0.6)  # of its width beside the novice it stands behind: as much as
                         # the field holds at the novice's size


@lru_cache(maxsize=32)
def field_pieces(hw: int, hex_h: int, grow: float = 1.0, held: bool = True,
                 book: bool = True) -> FieldPieces:
    """A field's novice (its owner's badge at its feet on the left, over as little of it
    as the field leaves room for) and its Book (at its right, behind it) as large as they
    stand together on the field's own stone, every pixel of each inside its hexagon and
    off its number and symbol (held_parts), their feet as low on the field as that lets
    them."""
    haloed, novice, owner_badge, book_marker = art.haloed, art.novice, art.owner_badge, \
        art.book_marker
    face = pygame.mask.from_surface(art.hex_field(28, "book", "yellow", hw, None), 200)
    ink = held_ink(hw, grow).inflate(2, 2)
    keep = pygame.mask.Mask((hw, hex_h))
    for part in held_parts(hw, grow):
        keep.draw(pygame.mask.Mask(part.inflate(2, 2).size, fill=True),
                  (part.x - 1, part.y - 1))

    def fits(img: pygame.Surface, at: tuple[int, int]) -> bool:
        m = pygame.mask.from_surface(img, 240)     # (a rim of shade may touch its edge)
        return face.overlap_area(m, at) == m.count() and keep.overlap(m, at) is None

    # the badge beside the novice where the field holds the two at a fair size, else
    # over less and less of its robe (a small field at 150 %)
    tries = [(1.0, 0.36), (0.8, 0.36), (0.6, 0.3), (0.6, 0.25), (0.3, 0.2)]
    for lap, least in tries:
        for s in range(int(hw * 0.62), max(6, int(hw * least)), -1):
            nov = haloed(novice("red", s)) if held else None
            bs = max(BOOK_LEAST, round(s * (0.72 if held else 0.9)))
            bk = book_marker(bs) if book else None
            gs = max(13, round(s * 0.42)) if held else 0     # (its symbol reads in grey)
            badge = owner_badge("red", gs) if held else None
            nw = nov.get_width() if nov else 0
            for shows in BOOK_SHOWS if book and held else (1.0,):
                width = (round(gs * lap) if held else 0) + nw + (round(bs * shows) if book else 0)
                x0 = round(hw / 2 - width / 2)
                for foot in range(hex_h - 2, ink.bottom + s // 2, -1):
                    parts, x = [], x0
                    novice_at = badge_at = book_at = (0, 0)
                    if held:
                        badge_at = (x, foot - gs - 1)
                        x += round(gs * lap)
                        novice_at = (x, foot - nov.get_height() + 2)
                        x += nw
                        parts += [(nov, novice_at), (badge, badge_at)]
                    if book:
                        book_at = (x - round(bs * (1 - shows)) if held else x, foot - bs)
                        parts.append((bk, book_at))
                    if all(fits(img, at) for img, at in parts):
                        return FieldPieces(s if held else 0, novice_at, bs if book else 0,
                                           book_at, gs, badge_at)
    return FieldPieces(s if held else 0, novice_at, bs if book else 0, book_at, gs, badge_at)


POOL = 0.11               # a novice's pool of shade on a field: its reach past its rim
                          # of shade, of the novice's height (1 px on a 13 px novice at
                          # 1024x700, 2 at 1280x800, 3 at 1920x1080), its edge crisp: the
                          # light stone shows between it and the field's edge
POOL_INK = (16, 12, 20)   # ... its darkness (POOL_ALPHA where it is deepest)
POOL_ALPHA = 215


LIGHT_PIECE = 0.4         # a piece this light or lighter (luminance) stands in a pool of
                          # shade on a temple field (White 0.80, Yellow 0.55; Red and Blue,
                          # 0.20 and 0.24, stand out from the pale stone as they are)


def shaded(colour: str) -> bool:
    """Whether a novice in `colour` stands in a pool of shade on a temple field."""
    return art.luminance(art.PLAYER_RGB[colour]) >= LIGHT_PIECE


@lru_cache(maxsize=32)
def field_shade(hw: int, hex_h: int, size: int, at: tuple[int, int]) -> pygame.Surface:
    """The pool of shade a novice `size` tall (its haloed sprite's top left at `at`)
    stands in on a temple field `hw` wide: its haloed outline grown by POOL of its height,
    inside the field's hexagon, so a light piece (White, Yellow) reads against
    the pale stone and the temple tiles as the dark ones do; a picture of the whole
    field, made once."""
    nov = pygame.mask.from_surface(art.haloed(art.novice("red", size)), 200)
    g = max(1, round(size * POOL))
    grown = pygame.mask.Mask((hw + 2 * g, hex_h + 2 * g))
    for dx in range(-g, g + 1):
        for dy in range(-g, g + 1):
            if dx * dx + dy * dy <= g * g:
                grown.draw(nov, (at[0] + g + dx, at[1] + g + dy))
    dark = grown.to_surface(setcolor=(*POOL_INK, POOL_ALPHA), unsetcolor=(*POOL_INK, 0))
    out = pygame.Surface((hw, hex_h), pygame.SRCALPHA)
    out.blit(dark, (-g, -g))
    face = pygame.mask.from_surface(art.hex_field(28, "book", "yellow", hw, None), 200)
    cut = face.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    out.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def value_disc_rect(tile: pygame.Rect, num: pygame.Surface) -> pygame.Rect:
    """Where the Guardian's value stands: a disc in the tile's top left corner, whole
    inside the tile (never past its left edge: the path's tiles stand a pixel apart, and a
    disc half over the next tile hides that tile's number, F049), as
    small as its figures' ink lets it be (a disc grown with the text would hide the
    Guardian), a pixel of its ground over and under them: the
    tile's room is his figure's (never smaller than the novices, F053). Placed by its figures'
    ink, not by the font's line (else the disc is pushed down his figure, F048)."""
    ink = num.get_bounding_rect()
    d = max(round(tile.w * 0.36), ink.h + 2, ink.w + 4)
    return pygame.Rect(tile.x, tile.y, d, d)


_FIGURES: dict[int, pygame.Surface] = caches.kept({})


def value_figures(num: pygame.Surface, words: str, px: int) -> pygame.Surface:
    """The value's figures (`num`, a label) cut to their ink, made once: only the ink
    stands in the disc (the font's line above and under it reached the next row). Noted
    for the layout tests' recording surface as `label` notes its own."""
    img = _FIGURES.get(id(num))
    if img is None or img[0] is not num:
        if len(_FIGURES) > 64:
            _FIGURES.clear()
        img = _FIGURES[id(num)] = (num, num.subsurface(num.get_bounding_rect()).copy())
    if fonts.drawn is not None:
        fonts.drawn[id(img[1])] = (img[1], fonts.drawable(words), fonts.px(px, False))
    return img[1]


VALUE_INK = (255, 236, 196)     # the Guardian's value's figures on its disc
VALUE_TO_TILE = 0.6       # the value's font size to its tile's width, wished for
GUARDIAN_LEAST = 0.70     # the Guardian's height on his tile at least, of the tile's: his
                          # value grows no further (tests/layout/test_sweep_board.py: 0.68)


@lru_cache(maxsize=32)
def value_px(size: int, value: int, grow: float = 1.0) -> int:
    """The font size of the Guardian's value on a tile `size` across: 13 px at least,
    grown with the tile and the player's text size (`grow`, fonts.board_grow) while his
    figure beside its disc stays GUARDIAN_LEAST of the tile tall (at 1920x1080 its
    figures stood 10 px tall on a 42 px tile; on the smaller windows' 27-28 px tiles the
    disc has no more room)."""
    tile = pygame.Rect(0, 0, size, size)
    for px in range(max(13, round(size * VALUE_TO_TILE * grow)), 13, -1):
        num = fonts.board_text(str(value), px, VALUE_INK, bold=True, shadow=False)
        gs, _ = _cornered(size, tuple(value_disc_rect(tile, num)))
        body = pygame.mask.from_surface(gs, 60).get_bounding_rects()
        if body and body[0].h >= GUARDIAN_LEAST * size:
            return px
    return 13


@lru_cache(maxsize=16)
def _body_box(sprite: pygame.Surface) -> pygame.Rect:
    """A figure's drawn pixels' box in its sprite (its clear margin is not his)."""
    rects = pygame.mask.from_surface(sprite, 60).get_bounding_rects()
    return rects[0] if rects else sprite.get_rect()


@lru_cache(maxsize=16)
def guardian_beside(size: int, disc: tuple) -> tuple[pygame.Surface, tuple[int, int],
                                                     tuple[int, int, int, int]]:
    """The Guardian's figure on his tile (`size` across), where it stands in it and where
    his value's disc (`disc`: x y w h in the tile's own coordinates, the top left corner)
    stands: against his outline, as an island's count stands against its pieces (alone in
    the tile's corner it reads as a stray number), over
    none of him (F049), whole inside the tile (never
    over the next): he as large as he stands beside it in the tile's top left corner
    (_cornered), the disc slid from there to his head or shield."""
    d = disc[2]
    rad = d // 2

    def near(rim: list, left: int, top: int) -> float:
        """The disc's middle to his nearest pixel, less its radius."""
        return min(math.hypot(x - left - rad, y - top - rad) for x, y in rim) - rad
    gs, at = _cornered(size, disc)
    box, rim = _standing(gs, at)
    left, top = disc[0], disc[1]

    def free(x: int, y: int) -> bool:        # (his box keeps the disc's middle off)
        return near(rim, x, y) > 0.5 and x + d <= size and y + d <= size and x + rad < box.x
    while near(rim, left, top) > 1:
        step = next(((dx, dy) for dx, dy in ((1, 1), (1, 0), (0, 1))
                     if free(left + dx, top + dy)), None)
        if step is None:
            break
        left, top = left + step[0], top + step[1]
    return gs, at, (left, top, d, d)


def _standing(gs: pygame.Surface, at: tuple[int, int]) -> tuple[pygame.Rect, list]:
    """The Guardian's sprite `gs` at `at` in his tile: his drawn pixels' box and outline
    in the tile's coordinates."""
    body = pygame.mask.from_surface(gs, 60)
    box = body.get_bounding_rects()[0] if body.count() else gs.get_rect()
    return box.move(at), [(x + at[0], y + at[1]) for x, y in body.outline()] or [(0, 0)]


@lru_cache(maxsize=16)
def _cornered(size: int, disc: tuple) -> tuple[pygame.Surface, tuple[int, int]]:
    """The Guardian's figure on his tile (`size` across) and where it stands in it: as large
    as it can be at the tile's bottom right, up to the tile's height, while a pixel of air
    stays between it and the value's disc (`disc`, x y w h in the tile's own coordinates)
    at every window size."""
    disc = pygame.Rect(disc)
    m = 12                                     # the disc may reach over the tile's rim
    keep = pygame.mask.Mask((size + 2 * m, size + 2 * m))
    reach = (disc.w / 2 + 1.5) ** 2                  # the disc and a pixel of air round it
    for x in range(disc.x - 2, disc.right + 2):
        for y in range(disc.y - 2, disc.bottom + 2):
            if (x - disc.centerx) ** 2 + (y - disc.centery) ** 2 <= reach \
                    and 0 <= x + m < size + 2 * m and 0 <= y + m < size + 2 * m:
                keep.set_at((x + m, y + m))
    for k in range(100, 40, -1):               # (by a pixel: the disc inside the tile
        gs = art.figure("guardian", int(size * k / 100))   # leaves him a little less)
        body = pygame.mask.from_surface(gs, 60)
        box = body.get_bounding_rects()[0] if body.count() else gs.get_rect()
        at = (size - 1 - box.right, size - 1 - gs.get_height())
        if keep.overlap(body, (at[0] + m, at[1] + m)) is None:
            return gs, at
    return gs, at
    return gs, at
