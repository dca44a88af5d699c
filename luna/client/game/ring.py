"""The action ring: a tray of picture tiles for the clicked island (or tile, candles,
jetty), one per action kind it may take now, each in the one form of
game/ring_place.TileForm: in its badges' row what it uses and gains (a move: how many
novices it may take), its picture between the Hint's star over the novice favour's chip
and a count's + over its −, its one-word name under it. What the engine refuses is a tile
of the same grid in its own place of the fixed order, dimmed (its picture greyed, its word
in the disabled ink), the engine's reason in its hover text: a tile never moves when
another becomes refused (a click meant for Favour never lands on Council slid into its
place: F060).

It stands in one fixed place, the panel's action area over the log (game/ring_place.py),
under a line naming its place, which glows on the board. Drawn by our code, in the
board's language (the panel's glass, its brass rim). It knows its buttons' places
(`parts`) and which one has the keyboard's focus; what a press does is the game screen's
business (game/acting.py).
"""

from __future__ import annotations

import math

import pygame

from ...engine import Game
from ...text import lines, t
from .. import caches, fonts
from ..board import art
from ..board.action_art import (
    badge_height,
    cost_badge,
    count_words,
    gain_badge,
    island_badge,
    seat_badge,
    theirs_badge,
)
from ..board.layout import Layout
from ..board.targets import Ring, Target
from ..fonts import fit, font, text
from ..widgets import palette as P
from ..widgets.overlays import on_top, tip_box
from .action_icons import action_picture
from .actions import Action
from .choices import command_rule, label, rule_text
from .favour_chip import draw_chip
from .panel import area_glass
from .ring_place import (
    COLUMN,
    NAME_GAP,
    Dock,
    TileForm,
    form_of,
    ideal_height,
    margin_of,
    wide_form,
    wide_height,
    word_band,
    word_height,
)
from .ring_place import MARGIN as DOCK_MARGIN

TRAY = (*P.GLASS, 255)           # solid: nothing of the board shows through its buttons
CARD, CARD_HOVER = P.BUTTON, P.BUTTON_HOVER
RIM, INK, DIM, GOLD = P.RIM, P.INK, P.INK_OFF, P.GOLD
LINE = tuple((a * 2 + b * 5) // 7 for a, b in zip(P.RIM, P.GLASS, strict=True))  # faint brass
REFUSED, REFUSED_HOVER, REFUSED_RIM = (26, 31, 52), (40, 46, 72), (62, 66, 86)
FOCUS = (130, 210, 255)       # the keyboard's button: not gold, which marks the Hint's
PAD = 4                       # the tray's edge to its tiles
SHRINK = 0.55                 # a tile's word may be this much smaller to fit three columns
                              # (at 150 % text: still as large as at 100 %)
BODY = 13                     # the body text's size (the hover texts'): a badge's least
BADGE_GROWS = 6               # a badge's least number grows this much more per 100 % of
#                               text size (never ~12 px figures in 16 px pills beside 21 px
#                               log words: F048)
LEAST_WORD_GROWS = 8          # px the least word grows per 100 % of text size
CONTROL = 22                  # px: a chip's, a −'s, a +'s least side (F048)
BARE_BELOW = 26               # px: a smaller picture is its drawing alone (no round badge)
WORD_MOST = 1.3               # a tile's word at most this share of its least (least_word):
#                               at 1920x1080 its 23 px words took its picture's room
CONDENSE = 0.9                # a tile's longest word may stand this much narrower, its
#                               letters as tall (French at 1280x800, 125 %: "Sanctification"
#                               made every word of the tray 12 px: F048)
WIDE_BELOW = 12               # px: a three-column tray's words under this take the wide form
WIDE_LEAST = 13               # px: the wide form's words never smaller (F048)
ROW_TIGHT = 3                 # px between two rows of tiles where the fullest tray is tight
FULLEST = 9                   # the tiles of the fullest tray a game shows (an island's five,
#                               the Architect's and the Apostate's, two held favours'): every
#                               tray of a window is laid out in its grid
# the words a tile may say: the grid's columns hold the longest of them
WORDS = ("favour", "recruit", "build_shrine", "appoint", "consecrate", "council", "banish",
         "herbs", "travel", "tides", "sailboat", "place_shrine", "place_pair", "meditate")
MOVERS = ("herbs", "tides", "sailboat")      # the favours that add a tile to every island


def most_actions(snap: dict | None, me: int) -> int:
    """The most tiles a tray of this game can hold now (island_kinds in the tests): an
    island's five, the Architect's and the Apostate's, the held favours' own; one before
    the actions (the preliminary rounds, the solo round's start)."""
    if not snap:
        return 7
    if snap.get("phase", "actions") != "actions":   # a shrine, a pair, the automaton's
        return 1                 # novices laid down: one tile (no empty rows under it)
    held = snap["favours"][me] if me < len(snap.get("favours", ())) else ()
    both = snap.get("architect") is not None and snap.get("architect") == snap.get("apostate")
    return 5 + (2 if both else 1) + sum(k in held for k in MOVERS)


def least_word() -> float:
    """A tile's least word (px): 10 at 100 % text, larger with the text size (F048),
    14 at 150 %."""
    return 10 + LEAST_WORD_GROWS * (fonts.text_size - 1)     # (the longest word may be
    #                                                        smaller, to fit its tile)


def word_most() -> float:
    """A tile's largest word (px): WORD_MOST of the least, a little more in a larger
    window (its tiles are wider: at 1920x1080 ~13 px words under the panel's ~17 px ones
    read as cramped, 15 px now)."""
    return WORD_MOST * least_word() * fonts.window ** 0.5


def wide_below() -> int:
    """Px: a column grid's words under this take the wide form: 12, 13 at 150 % text (never
    11 px words under 15 px ones, F048)."""
    return max(WIDE_BELOW, min(WIDE_LEAST, round(least_word() - 1)))


def unit_of(lay: Layout) -> int:
    """A button's size: ~64 px at 1280x800, scaled with the board (smaller in a small
    window, where the board is crowded)."""
    return round(64 * max(0.75, min(1.3, lay.scale)))


def whole_tile(form: TileForm, control_least: int, least_picture: int) -> bool:
    """A tile of `form` has its every part: the chip, − and + at 22 px at least, the
    star's place, the picture at its least (else the tray wants the cards' room)."""
    return form.control >= control_least and form.starred and \
        form.picture_side >= least_picture


GridPlan = tuple      # (columns, (tile width, tile height, word size, TileForm, ideal height))
_plans: dict[tuple, GridPlan] = caches.kept({})
PLANS_KEPT = 2048


def _grid_plan(inner: int, high_room: int, most: int, label_size: int, floor: float,
               said: tuple[str, ...], control: int, bh: int, wide_bh: int, least_pic: int,
               wish_pic: int, control_least: int) -> GridPlan:
    """The tray's one grid for an area `inner` px wide and `high_room` px high holding
    `most` tiles: its columns and the tiles' size, words and form (ActionRing.place);
    `bh` its badges' height, `wide_bh` in the wide form.
    Found once for what it depends on (the window's and the text's sizes, the language's
    words): every frame's steady_form and tray lay trays of the same few areas out, and
    measuring every word at every size for each took a tenth of a UI test's time."""
    key = (inner, high_room, most, label_size, floor, said, control, bh, wide_bh, least_pic,
           wish_pic, control_least, fonts.scale, fonts.text_size, fonts.window,
           fonts.generation)
    plan = _plans.get(key)
    if plan is None:
        if len(_plans) >= PLANS_KEPT:
            _plans.clear()
        plan = _plans[key] = _find_grid(*key[:12])
    return plan


def _find_grid(inner, high_room, most, label_size, floor, said, control, bh, wide_bh,
               least_pic, wish_pic, control_least) -> GridPlan:
    def widest(size: float) -> int:
        """The longest word at `size` (the font's rounding may make another the
        longest than at the label's size)."""
        f = font(size, True)
        return max(f.size(s)[0] for s in said)

    def wide_of(n: int) -> int:
        return (inner - COLUMN * (n - 1)) // n

    def whole(form: TileForm) -> bool:
        return whole_tile(form, control_least, least_pic)

    def grid(n: int):
        """`n` columns: the tile's width and height, its words' size, its form."""
        wide = wide_of(n)
        size = label_size
        while (widest(size) * CONDENSE > wide - 2 * margin_of(wide)   # (no larger than
               or fonts.px(size) > word_most()) and size > floor:                # WORD_MOST
            size = max(floor, size - 0.25)        # of the least: the picture's room, the font's
        rows = -(-most // n)                      # own rounding)
        high = (high_room - COLUMN * (rows - 1)) // rows     # never past the area
        while True:           # the controls at 22 px first, then the words as large
            word_h = word_height(size, said)   # as leaves them that
            ideal = ideal_height(wide, bh, word_h, control, least_pic, wish_pic)
            tall = max(1, min(ideal, high))
            form = form_of(wide, tall, bh, word_h, control, least_pic, control_least)
            if whole(form) or size <= floor:
                return wide, tall, size, form, ideal
            size = max(floor, size - 0.25)

    def good(n: int) -> tuple:
        """Controls at full size first (else at 22 px with the star's place and the
        picture's least), then a word as large as the text size wants (least_word),
        the largest picture, the largest controls; three columns where all else is
        even."""
        wide, tall, size, form, _ = grid(n)
        word = min(round(size * fonts.scale * 2), round(least_word() * 2))
        return (not form.short, whole(form), word, form.picture_side, form.control, n == 3)
    fits = [n for n in (2, 3, 4, 5) if widest(floor) <= wide_of(n) - 2 * margin_of(
        wide_of(n)) and (n == 2 or -(-most // (n - 1)) > -(-most // n))] or [2]
    # (never more columns for as many rows: narrower tiles for nothing, words edge to edge)
    cols = max(fits, key=good)
    plan = grid(cols)
    if fonts.px(plan[2]) < wide_below():      # words under ~12 px: the wide form, if it fits
        return _wide_grid(inner, high_room, most, label_size, said, control, wide_bh) or \
            (cols, plan)
    return cols, plan


def _wide_grid(inner, high_room, most, label_size, said, control, bh) -> GridPlan | None:
    """Two columns of tiles in the wide form (game/ring_place.wide_form): the words at
    the text size's normal size (the label's), smaller down to WIDE_LEAST px where the
    longest word and its picture need it; its tiles never lower than their parts want
    (where the area is short the panel's cards fold, game/acting.py); None where the
    tile is too narrow for them (the tray keeps the column form)."""
    wide = (inner - COLUMN) // 2
    rows = -(-most // 2)
    high = (high_room - COLUMN * (rows - 1)) // rows
    size = label_size
    while fonts.px(size) >= WIDE_LEAST:
        f = font(size, True)
        word_w = max(f.size(s)[0] for s in said)
        word_h = word_height(size, said)
        need = wide_height(bh, word_h, control)     # (never lower than its parts want:
        form = wide_form(wide, max(need, min(high, need + 6)), bh, word_h,   # the panel's
                         control, word_w)                                     # cards fold)
        if form is not None:
            return 2, (wide, form.h, size, form, form.h)
        size -= 0.25
    return None


def _apart(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two rects stand (0: they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return round(math.hypot(dx, dy))


def star(surf: pygame.Surface, centre, r: float, colour=GOLD) -> None:
    """The Hint's five-pointed star."""
    cx, cy = centre
    pts = [(cx + (r if k % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + k * math.pi / 5),
            cy + (r if k % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + k * math.pi / 5))
           for k in range(10)]
    pygame.draw.polygon(surf, (40, 30, 10), [(x + 1, y + 1) for x, y in pts])
    pygame.draw.polygon(surf, colour, pts)


def _headless(rule: str) -> str:
    """A rule's text without its head ("Banish: …" -> "Use …"): a hover text on the
    button named so says its action's name once (not twice)."""
    head, sep, rest = rule.partition(":")
    if not sep or len(head) > 40 or not rest.strip():
        return rule
    rest = rest.strip()
    return rest[0].upper() + rest[1:]


class ActionRing:
    def __init__(self, anchor: Target, actions: list[Action], me: int) -> None:
        self.anchor = anchor
        self.actions = actions
        self.me = me
        self.focus: int | None = None          # the keyboard's button
        self.parts: list[tuple[pygame.Rect, int, str]] = []   # card, minus, plus, chip
        self.cards: list[pygame.Rect] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.anchor_rect = pygame.Rect(0, 0, 0, 0)
        self.dock: Dock | None = None          # the panel's action area (ring_place.py)
        self.name_line: tuple | None = None    # the name over it, as drawn (acting.py)
        self.unit = 64
        self.base = 64                         # the window's unit (the compact form's is less)
        self.lift = 0                          # the picture's top in its tile
        self.form: TileForm | None = None      # the tiles' one form (game/ring_place.py)
        self.word_size = self.word_wish = 12.0
        self.word_h = 16
        self._tips: dict[str, pygame.Surface] = {}
        self._state = None
        self.places: tuple | None = None     # the board places choosing variants (acting.py)
        self._image: pygame.Surface | None = None
        self._at = (0, 0)
        self.short = False                     # tiles too low for full-size controls
        self.tight = False                     # the fullest tray reaches past the area
        self.cramped = False                   # (as tight)
        self.row_gap = COLUMN                  # between two rows of its tiles
        self.own_rows = False                  # its own rows the fullest (the guided game)
        self.overflow = False                  # the fullest past the area, its rows closer
        self.budget: int | None = None         # px for the window's fullest tray (acting.py)
        self.badge_rects: list[pygame.Rect] = []   # where its badges were drawn (screen)
        self.stars: list[pygame.Rect] = []     # its Hint star (screen)
        self.ranges: list[pygame.Rect] = []    # its moves' "×1–n" (screen)
        self.goals: list[pygame.Rect] = []     # where the hovered button's preview points
        self.divider: tuple | None = None      # the line between buttons and refused chips
        self.fold = 1                          # the panel's form beside it (panel.tray)
        self.headed = False                    # the log's heading over its lines under it
        self.log_rows = 0                      # ... and that many rows of the log kept
        self.fullest = pygame.Rect(0, 0, 0, 0)   # the glass of this game's fullest tray

    # -- where it stands ---------------------------------------------------------------------
    def place(self, lay: Layout, anchor_rect: pygame.Rect, log: pygame.Rect,
              snap: dict | None = None, game: Game | None = None) -> None:
        """Lay the tiles out in the panel's action area over `log` (the log's area,
        game/ring_place.py), under the line naming `anchor_rect`'s place: ONE grid for
        every tray of the window and text size, in the guided game as in the real game
        (`window_grid`: F060, every button stays in its place): tiles of one size and form from
        the area's left and top, every action in its place of the fixed order, the refused ones
        dimmed; a tray of fewer actions has fewer tiles, never other ones. Inside every tile the one
        form of game/ring_place.py: its badges' row, its picture between the star and
        chip's column and the − / +'s, its word under it, at one size on every tile (no word
        smaller than its neighbours). `tight`: the fullest
        tray of this game (most_actions) would reach past the area (the panel's cards
        fold for it, game/acting.py). The line naming its place stands over the tiles of
        every tray, whatever the room (F060: where the room is short the log's rows give way for it,
        acting.ring_over_log)."""
        self.anchor_rect = pygame.Rect(anchor_rect)
        dock = self.dock = Dock(pygame.Rect(lay.panel), log,
                                font(self.label_size, True).get_linesize())
        room = dock.room
        most = len(self.actions) if self.own_rows \
            else max(len(self.actions), most_actions(snap, self.me))
        cols, (w, h, self.word_size, self.form, _) = self.window_grid(lay, room.h)
        self.word_wish = self.word_size          # one size on every tile of the tray
        self.word_h = self.form.word_h
        self.cols = cols
        self.short = self.form.short
        self.pic = self.form.picture_side
        self.lift = self.form.picture.y
        self.tile = (w, h)
        rows_most = max(1, -(-most // cols))     # the fullest tray of this game: past the

        def over(gap: int) -> bool:              # area, the panel's cards fold for it;
            return dock.room.y - dock.log.y + 2 * PAD + rows_most * h + \
                gap * (rows_most - 1) > dock.log.h  # folded, its rows closer (its tiles
        self.tight = self.cramped = over(COLUMN)  # keep their size and form)
        gap = self.row_gap = ROW_TIGHT if self.tight else COLUMN
        order = range(len(self.actions))         # the fixed order: no tile ever moves
        self.cards = [pygame.Rect(0, 0, 0, 0)] * len(self.actions)
        self.parts = []
        x0, y0 = room.x + PAD, room.y + PAD
        for i, k in enumerate(order):
            act = self.actions[k]
            card = pygame.Rect(x0 + (i % cols) * (w + COLUMN), y0 + (i // cols) * (h + gap),
                               w, h)
            self.cards[k] = card
            self.parts.append((card, k, "card"))
            if not act.enabled:
                continue
            counted, chip = self._count_in(act), self._chip_in(act)
            if chip:
                self.parts.append((self.chip_slot(card), k, "chip"))
            if counted:
                minus, plus = self.stepper_slots(card)
                self.parts += [(minus, k, "minus"), (plus, k, "plus")]
        # the glass as tall as its own rows (the tiles keep the fullest tray's size and
        # places): the log's latest lines fill the room under it (never one tile in a box as
        # tall as the largest tray, the log cut with "…" under it: F061)
        def glass(rows: int) -> pygame.Rect:
            return pygame.Rect(room.x, dock.log.y, room.w,
                               room.y - dock.log.y + 2 * PAD + rows * h + gap * (rows - 1))
        self.rect = glass(max(1, -(-len(self.actions) // cols)))
        self.fullest = glass(max(1, -(-most // cols)))     # the fullest tray's (steady_form)
        self.overflow = self.fullest.bottom > dock.log.bottom   # ... past the area even so
        dock.body = pygame.Rect(room.x, room.y, room.w, self.rect.bottom - room.y)
        self.divider = None

    def window_grid(self, lay: Layout, room_h: int = 0) -> GridPlan:
        """The window's one grid: its columns and the tiles' size, words and form, for
        FULLEST tiles in `budget` px (game/acting.tray_budget: the action area beside
        four players' cards at their most folded), whatever the game, the guided game's
        card or the tray; without a budget (a tray laid out alone) in its room
        `room_h`."""
        self.base = self.unit = unit_of(lay)
        inner = pygame.Rect(lay.panel).w - 2 * DOCK_MARGIN - 2 * PAD
        high = self.budget if self.budget is not None else room_h - 2 * PAD
        floor = max(self.label_size * SHRINK, 10 / fonts.scale)     # the least word: 10 px
        said = tuple(t(f"ring.{k}") for k in WORDS)
        return _grid_plan(inner, high, FULLEST, self.label_size, floor, said,
                          self.control_wish, badge_height(self.grown_badge),
                          badge_height(self.plain_badge), self.least_picture,
                          round(self.unit * 0.72 * fonts.scale), self.control_least)

    def rows_height(self, lay: Layout, tiles: int, compact: bool = False) -> int:
        """The height (px) of a tray of `tiles` tiles under its place's name, as the
        window's grid lays them (the guided game's card keeps the rest, acting.py);
        `compact`: its rows closer and no name over them (`place` where it is tight)."""
        cols, (_, h, *_rest) = self.window_grid(lay)
        rows = max(1, -(-tiles // cols))
        name = 0 if compact else font(self.label_size, True).get_linesize()
        gap = ROW_TIGHT if compact else COLUMN
        return 3 + name + NAME_GAP + 2 * PAD + rows * h + (rows - 1) * gap

    # -- a tile's parts: ONE place for each on every tile (game/ring_place.py) ---------------
    @property
    def stacked(self) -> bool:
        """A count's + over its − (else − then + in a row): one form for every tile of a
        window (F060)."""
        return self.form.stacked

    def chip_slot(self, card: pygame.Rect) -> pygame.Rect:
        """The novice favour's chip: at the foot of the tile's left column, on every tile
        that has one."""
        return self.form.chip.move(card.topleft)

    def stepper_slots(self, card: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """A count's − and +: together in the tile's right column, the same places on
        every counted tile."""
        return self.form.minus.move(card.topleft), self.form.plus.move(card.topleft)

    def star_slot(self, card: pygame.Rect) -> pygame.Rect:
        """The Hint's star: at the top of the tile's left column, on every tile."""
        return self.form.star.move(card.topleft)

    def picture_slot(self, card: pygame.Rect) -> pygame.Rect:
        return self.form.picture.move(card.topleft)

    def word_slot(self, card: pygame.Rect) -> pygame.Rect:
        return self.form.word.move(card.topleft)

    def badge_slot(self, card: pygame.Rect) -> pygame.Rect:
        return self.form.badges.move(card.topleft)

    @property
    def inset(self) -> int:
        """A part's least room to its tile's border (4 px, grown with the tile: at 1920x1080
        never a word jammed into the tile's top border)."""
        return self.form.margin if self.form is not None else margin_of(self.unit)

    @property
    def control_wish(self) -> int:
        """A chip's, a −'s and a +'s side: a fair target for a finger or a mouse (22 px in
        the smallest window, F048), larger with the window."""
        return max(CONTROL, round(self.unit * 0.36))

    def whole(self, form: TileForm) -> bool:
        """A tile of `form` has its every part (`whole_tile`)."""
        return whole_tile(form, self.control_least, self.least_picture)

    @property
    def control_least(self) -> int:
        """A control's side below which the tray wants the cards' room: the smallest
        window's 22 px in every window (a large window's own wish, 30 at 1920x1080, where
        the fullest tray leaves it; asking it always folded the cards there to a
        scoreboard for every tray of three rows)."""
        return CONTROL

    @property
    def least_picture(self) -> int:
        """The picture's least side: as large as the smallest window's control and a
        half (a large window's tray may stand in more columns, lower, for the cards)."""
        return round(CONTROL * 1.4)

    @property
    def picture_size(self) -> int:
        """The tile's picture: its share of the tile (the window, the text size and the
        area's room make it)."""
        return getattr(self, "pic", int(self.unit * 0.6 * fonts.scale))

    @property
    def badge_h(self) -> int:
        """A badge's height: its number's ink and air, at least the body text's size."""
        return badge_height(self.badge_size)

    @staticmethod
    def _chip_in(act: Action) -> bool:
        return act.token_choice or act.token_needed

    @staticmethod
    def _count_in(act: Action) -> bool:
        return len(act.counts) > 1

    @staticmethod
    def _range_in(act: Action) -> bool:
        """A move built on the board: how many novices it may take, in its badges' row."""
        return bool(act.builder) and act.enabled and act.most > 0

    @property
    def badge_size(self) -> int:
        """A badge's number: the body text's size (BODY), larger with a larger window,
        times the player's text size as all text (fonts.px); in a tile's column form a
        little larger still at a larger text size (BADGE_GROWS: the wide form's tiles,
        a small window's, keep their height: its fullest tray has no room to grow)."""
        wide = self.form is not None and self.form.wide
        return self.plain_badge if wide else self.grown_badge

    @property
    def plain_badge(self) -> int:
        return max(BODY, round(self.unit * 0.2))

    @property
    def grown_badge(self) -> int:
        return max(BODY + round(BADGE_GROWS * (fonts.text_size - 1)), self.plain_badge)

    @property
    def label_size(self) -> int:
        """Its words: as large in the compact form (the window's unit, not the ring's)."""
        return max(12, round(self.base * 0.21))

    # -- the mouse and the keys -------------------------------------------------------------
    def part_at(self, pos) -> tuple[int, str] | None:
        for rect, k, part in reversed(self.parts):
            if rect.collidepoint(pos):
                return k, part
        return None

    def target_at(self, pos, snap: dict) -> Target | None:
        """The ring's button under the mouse, as a target with its hover text."""
        hit = self.part_at(pos)
        if hit is None:
            return Ring(-1, "tray", "") if self.rect.collidepoint(pos) else None
        k, part = hit
        return Ring(k, part, self.tip(k, part, snap))

    def move_focus(self, step: int) -> None:
        n = len(self.actions)
        self.focus = (step if step > 0 else n + step) % n if self.focus is None \
            else (self.focus + step) % n

    def tip(self, k: int, part: str, snap: dict) -> str:
        act = self.actions[k]
        if part == "chip":
            if act.token_needed:
                return t("ring.token_needed")
            return t("ring.token_on" if act.choice.token else "ring.token_off")
        if part in ("minus", "plus"):
            return t(f"ring.{part}", count=act.choice.count)
        rule = _headless(rule_text(act.kind, snap))   # the button says its name: once
        if not act.enabled:
            return lines(act.refused, rule)
        if act.builder:
            return f"{t('ring.drag')}\n{rule}"
        words = label(act.command, snap)
        if act.command.get("novice_token") or act.kind == "favour":   # (and what the
            rule = _headless(command_rule(act.command, snap))      # token taken is for)
        if act.kind == "appoint" and len(act.tiles) > 1:      # chosen on the board after
            words = t("ring.pick_tile", tiles=", ".join(str(x) for x in act.tiles))
        elif act.kind == "council" and len(act.counts) > 1:
            words += "\n" + t("ring.pick_seat")
        return f"{words}\n{rule}"

    def draw_tip(self, surf: pygame.Surface, target: Ring) -> pygame.Rect | None:
        """A button's hover text right beside its button (F054): under it in the action area's
        veiled room where it fits there, else level with it beside the tray over the board; never
        over the panel's cards, turn line or buttons, nor over the tray, and, where it may, not
        over where the button's preview points."""
        if not target.words:
            return None
        box = self._tips.get(target.words)
        if box is None:                  # the hover texts' box, made once a button
            words = target.words[0].upper() + target.words[1:]
            box = self._tips[target.words] = tip_box([(words, P.INK)])
        card = self.cards[target.index] if 0 <= target.index < len(self.cards) else self.rect
        screen = surf.get_rect().inflate(-8, -8)
        panel = self.dock.panel if self.dock is not None else []
        w, h = box.get_size()
        right = self.dock.log.right if self.dock is not None else screen.right
        tries = [pygame.Rect(x, self.rect.bottom + 6, w, h).clamp(screen)   # under it
                 for x in (min(card.x, right - w), card.right - w)]
        for y in (card.y, card.bottom - h, *range(card.top - h + 8, card.bottom - 8, 8)):
            tries += [pygame.Rect(self.rect.left - 6 - w, y, w, h).clamp(screen),   # level
                      pygame.Rect(self.rect.right + 6, y, w, h).clamp(screen)]
        if self.goals:                   # higher or lower beside it, where level with it
            tries += [pygame.Rect(self.rect.left - 6 - w, y, w, h).clamp(screen)   # hides
                      for y in range(screen.top, screen.bottom - h + 1, 12)]   # the preview's

        def hides(r, rects):
            return sum(r.clip(p).w * r.clip(p).h for p in rects)

        r = min(tries, key=lambda r: (hides(r, panel + [self.rect]), hides(r, self.goals),
                                      _apart(r, card)))
        return on_top(box, r)              # over everything, as every hover text

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, snap: dict, game: Game, hover: Target | None,
             keys: bool) -> None:
        """`hover`: the target under the mouse; `keys`: the keyboard's focus shows. The
        ring is painted once into an image, again only when what it shows changes."""
        over = (hover.index, hover.part) if isinstance(hover, Ring) else None
        state = (over, self.focus if keys else None, [a.choice for a in self.actions])
        if state != self._state or self._image is None:
            self._state = state
            self._image, self._at = self._render(snap, game, over, keys)
        surf.blit(self._image, self._at)

    def _render(self, snap: dict, game: Game, over, keys: bool):
        """The ring painted into an image of its own (its places moved to the image's
        corner while it is painted); the image and where it goes."""
        area = self.rect.inflate(8, 8)
        img = pygame.Surface(area.size, pygame.SRCALPHA)
        self.badge_rects, self._at = [], area.topleft     # the badges as drawn, on screen
        self.stars, self.ranges = [], []
        kept = self.rect, self.cards, self.parts, self.anchor_rect, self.divider
        dx, dy = -area.x, -area.y
        self.divider = None if self.divider is None else \
            tuple((x + dx, y + dy) for x, y in self.divider)
        self.rect, self.anchor_rect = self.rect.move(dx, dy), self.anchor_rect.move(dx, dy)
        self.cards = [c.move(dx, dy) for c in self.cards]
        self.parts = [(r.move(dx, dy), k, p) for r, k, p in self.parts]
        try:
            self._paint(img, snap, game, over, keys)
        finally:
            self.rect, self.cards, self.parts, self.anchor_rect, self.divider = kept
        return img, area.topleft

    def _paint(self, surf: pygame.Surface, snap: dict, game: Game, over, keys: bool) -> None:
        area_glass(surf, self.rect)
        for k, act in enumerate(self.actions):
            self._card(surf, k, act, snap, game, over)
        for rect, k, part in self.parts:
            if part == "chip":
                self._chip(surf, rect, self.actions[k], over == (k, part))
            elif part in ("minus", "plus"):
                self._stepper(surf, rect, k, part, over == (k, part))
        if keys and self.focus is not None and self.focus < len(self.cards):
            pygame.draw.rect(surf, FOCUS, self.cards[self.focus].inflate(6, 6), 3,
                             border_radius=12)

    def _card(self, surf, k: int, act: Action, snap, game, over) -> None:
        """A tile in its one form (game/ring_place.py): its badges in their row, its picture
        in its zone, its word under it at the tray's one size, the Hint's star at the top
        of its left column. A refused action's tile is the same, dimmed (its picture
        greyed, its word in the disabled ink, no badges): the mouse on it says why, so it
        recedes and still teaches."""
        card = self.cards[k]
        on = act.enabled
        hot = over is not None and over[0] == k
        if act.hinted and on:
            glow = art.glow(int(card.w * 0.75), GOLD, 150)
            surf.blit(glow, glow.get_rect(center=card.center))
        if on:
            pygame.draw.rect(surf, CARD_HOVER if hot else CARD, card, border_radius=P.RADIUS)
            pygame.draw.rect(surf, GOLD if act.hinted else RIM, card,
                             2 if act.hinted or hot else 1, border_radius=P.RADIUS)
        else:
            pygame.draw.rect(surf, REFUSED_HOVER if hot else REFUSED, card,
                             border_radius=P.RADIUS)
            pygame.draw.rect(surf, DIM if hot else REFUSED_RIM, card, 1,
                             border_radius=P.RADIUS)
        cmd = act.command or act.about or {"island": snap.get("architect")}
        if act.builder:
            cmd = {"island": act.builder[1]}
        eff = act.effect(game) if on and act.kind == "solo_deactivate" else None
        who = eff.them if eff is not None and eff.them is not None else self.me
        zone = self.picture_slot(card)
        pic = action_picture(act.kind, cmd, snap, who, zone.w, greyed=not on,
                             bare=zone.w < BARE_BELOW)    # Lie down: the automaton's novices
        if pic is not None:
            surf.blit(pic, pic.get_rect(center=zone.center))
        row = self.word_slot(card)
        words = self.word(act.kind, row.w, INK if on else DIM)
        top, high = word_band(self.word_size, tuple(t(f"ring.{k}") for k in WORDS))
        band = pygame.Rect(0, top, words.get_width(), min(high, words.get_height() - top))
        x = row.x if self.form.wide else row.centerx - band.w // 2   # (wide: beside the
        surf.blit(words, band.move(x, row.y - top).topleft, band)     # picture, as its badges)
        if on:
            self._badges(surf, card, act, snap, game)
        box = self.star_slot(card)
        if act.hinted and on and box.w:
            star(surf, box.center, box.w / 2)
            self.stars.append(box.move(self._at))

    def word(self, kind: str, room: int, ink=INK) -> pygame.Surface:
        """A tile's word as drawn, at the tray's one size, no wider than `room`: a word a
        little wider stands narrower (CONDENSE), its letters as tall; only past that cut
        with "…". (On its tile's face: a shadow only took its border's air.)"""
        said = t(f"ring.{kind}")
        words = text(said, self.word_size, ink, bold=True, shadow=False)
        w = words.get_width()
        if w <= room:
            return words
        if w * CONDENSE <= room:
            return fonts.narrower(words, room)
        return text(fit(said, self.word_size, room, True), self.word_size, ink, bold=True,
                    shadow=False)

    def _badges(self, surf, card: pygame.Rect, act: Action, snap, game) -> None:
        """The badges' row: what it uses at its left (a red pill: "−2" and a novice, the
        favours it returns), at its right what it brings (a green pill: "+4" influence, a
        novice recruited, novices standing up), the seat a Council reaches (a stone seat
        with its number) or how many novices a move may take ("×1–7"); a lone one at the
        left too (one alignment for every pill). Every number at the body text's size (never
        shrunk to its tile, F048); where the two would meet, both grow a
        little narrower, as tall as before, the cost keeping its novice: never over the
        picture or the word."""
        row = self.badge_slot(card)
        cost, gain = self.badges(act, snap, game)
        count, ink = self._range_words(act) if self._range_in(act) else (None, None)
        gap = self.form.gap
        if count is not None:                    # a move: its range at the right, whole
            room = row.w - ink.w - gap
            if cost is not None and cost.get_width() > room:
                cost = narrowed(cost, max(0.3, room / cost.get_width()))
            at = ink.copy()
            at.midright = (row.right, row.centery)
            self.ranges.append(surf.blit(count, at, ink).move(self._at))
        elif cost is not None and gain is not None and \
                cost.get_width() + gain.get_width() + gap > row.w:
            k = (row.w - gap) / (cost.get_width() + gain.get_width())
            cost, gain = (narrowed(b, k) for b in (cost, gain))
        elif gain is None and cost is not None and cost.get_width() > row.w:
            cost = narrowed(cost, row.w / cost.get_width())
        if gain is not None:
            self.badge_rects.append(surf.blit(gain, gain.get_rect(
                midright=(row.right, row.centery))).move(self._at))
        if cost is not None:
            box = cost.get_rect(midleft=(row.x, row.centery))   # at the left on every
            self.badge_rects.append(surf.blit(cost, box).move(self._at))   # tile, alone too

    def _range_words(self, act: Action) -> tuple[pygame.Surface, pygame.Rect]:
        """How many novices a move may take ("×1–7": Travel and Tides gather them from
        any island), gold, its figures as large as the badges' numbers: the words and
        their ink."""
        words = text(count_words(1, act.most), self.badge_size, GOLD, bold=True, shadow=False)
        ink = words.get_bounding_rect()
        return words, ink if ink.w and ink.h else words.get_rect()

    def badges(self, act: Action, snap, game, choice=None) -> tuple:
        """The button's badges (what it uses, what it brings or reaches) for its variant
        `choice` (the chosen one by default); None where it has none. A cost keeps its
        novice beside its number always (a bare "−2" beside the other tiles' "−2" and novice
        reads as another cost): where cost and gain would not stand
        side by side, both grow a little narrower (`_badges`)."""
        h, size = self.badge_h, self.badge_size
        colour = snap["colours"][self.me] if self.me < len(snap["colours"]) else None
        if act.builder:
            spends = () if act.kind == "travel" else (act.kind,)
            return cost_badge(0, spends, colour, h, size), None
        eff = act.effect(game, choice)
        if eff is None:
            return None, None
        if eff.them is not None:              # Lie down: the player spends nothing, the
            them = snap["colours"][eff.them]  # automaton's novices lie down
            return theirs_badge(t("ring.theirs_down", count=eff.theirs), them, h, size), None
        spends = tuple(k for k in eff.spends if k != "novice")
        if "novice" in eff.spends:                      # the favour standing in
            spends = ("novice",) + spends
        cost = cost_badge(eff.novices, spends, colour, h, size)
        if act.kind == "banish" and eff.apostate_to is not None:    # where he goes (never
            kind = snap["islands"][eff.apostate_to]["kind"]          # "− +" alone)
            return cost, island_badge(kind, h, size)
        gain = self._gain(act, eff, colour, h, size)
        return cost, gain

    @staticmethod
    def _gain(act: Action, eff, colour, h: int, size: int):
        gain = None
        if act.kind == "council" and eff.seat is not None:
            gain = seat_badge(eff.seat, h, size)
        elif eff.influence:
            gain = gain_badge(eff.influence, "influence", colour, h, size)
        elif eff.woken:
            gain = gain_badge(eff.woken, "woken", colour, h, size)
        elif eff.recruited:
            gain = gain_badge(eff.recruited, "novice", colour, h, size)
        return gain

    def _chip(self, surf, rect: pygame.Rect, act: Action, hot: bool) -> None:
        """The novice favour standing in: the token's own coin, a "+" while it may, a
        tick in its colour once it does (game/favour_chip.py)."""
        draw_chip(surf, rect, act.choice.token, hot)

    def _stepper(self, surf, rect: pygame.Rect, k: int, part: str, hot: bool) -> None:
        act = self.actions[k]
        counts = act.counts
        can = act.choice.count > counts[0] if part == "minus" else act.choice.count < counts[-1]
        pygame.draw.rect(surf, CARD_HOVER if hot and can else CARD, rect, border_radius=6)
        pygame.draw.rect(surf, GOLD if hot and can else RIM if can else (70, 74, 90), rect,
                         1, border_radius=6)
        c, r = rect.center, rect.w * 0.28
        ink = INK if can else (90, 94, 110)
        thick = max(3, round(rect.w / 8))
        pygame.draw.line(surf, ink, (c[0] - r, c[1]), (c[0] + r, c[1]), thick)
        if part == "plus":
            pygame.draw.line(surf, ink, (c[0], c[1] - r), (c[0], c[1] + r), thick)


def narrowed(badge: pygame.Surface, k: float) -> pygame.Surface:
    """`badge` `k` as wide and as tall as it was: its number stays the body text's height
    (test_badge_size) where a tile's row has not its whole width."""
    return pygame.transform.smoothscale(badge, (max(1, round(badge.get_width() * k)),
                                                badge.get_height()))
