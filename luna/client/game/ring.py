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
from ...text import i18n, t
from ..board.action_art import (
    badge_height,
)
from ..board.layout import Layout
from ..board.targets import Ring, Target
from ..widgets import palette as P
from ..widgets.overlays import on_top, tip_box
from ..window import caches, fonts
from ..window.fonts import font
from .actions import Action
from .favour_chip import moat
from .ring_place import (
    COLUMN,
    NAME_GAP,
    Dock,
    TileForm,
    margin_of,
)
from .ring_place import MARGIN as DOCK_MARGIN
from .tile_paint import INK, armed, badges, paint, word
from .tile_words import asked_first, tile_brief, tile_words
from .tray_grid import WORDS, GridPlan, grid_plan, unit_of, whole_tile
from .tray_slots import PLANNED, SLOTS, cell, slot_of, tray_rows

PAD = 4                       # the tray's edge to its tiles
SHRINK = 0.55                 # a tile's word may be this much smaller to fit three columns
                              # (at 150 % text: still as large as at 100 %)
BODY = 13                     # the body text's size (the hover texts'): a badge's least
BADGE_GROWS = 6               # a badge's least number grows this much more per 100 % of
#                               text size (never ~12 px figures in 16 px pills beside 21 px
#                               log words: F048)
CONTROL = 22                  # px: a chip's, a −'s, a +'s least side (F048)
ROW_TIGHT = 3                 # px between two rows of tiles where the fullest tray is tight
FULLEST = PLANNED             # the slots every tray of a window is planned and laid out
#                               for (game/tray_slots.py)
# where a window lays the Sailboat's slot (the tenth), the same in every turn
# (game/tray_lay.steady_form): in a row under the others, over the log's latest rows
# in a turn that holds the favour; in a column more; in a row planned for every tray
UNDER, BESIDE, ROWS = 0, 1, 2


_grids: dict[tuple, GridPlan] = caches.kept({})   # window_grid's plans, by what they
GRIDS_KEPT = 256                                  # depend on


def _apart(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two rects stand (0: they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return round(math.hypot(dx, dy))


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
        self.spare = True                      # Herbs and Tides held or not (tray_slots)
        self.reach: int | None = None          # ... the most px its tiles ever have
        self.badge_rects: list[pygame.Rect] = []   # where its badges were drawn (screen)
        self.stars: list[pygame.Rect] = []     # its Hint star (screen)
        self.count_stars: list[pygame.Rect] = []   # the − / + toward the Hint's count
        self.spent: list[tuple[pygame.Rect, str]] = []   # a favour a tile spends (screen)
        self.ranges: list[pygame.Rect] = []    # its moves' "×1–n" (screen)
        self.goals: list[pygame.Rect] = []     # where the hovered button's preview points
        self.named: list[pygame.Rect] = []     # ... the pieces it moves, its arrows' way
        self.divider: tuple | None = None      # the line between buttons and refused chips
        self.fold = 1                          # the panel's form beside it (panel.tray)
        self.kept_fold = 1                     # ... the form it leaves a move built from it
        self.headed = False                    # the log's heading over its lines under it
        self.log_rows = 0                      # ... and that many rows of the log kept
        self.fullest = pygame.Rect(0, 0, 0, 0)   # the glass of this game's fullest tray
        self.origin = (0, 0)                   # the first slot's top left
        self.plan: int | None = None           # the slots planned for (None: tray_rows')
        self.ten = UNDER                       # where the Sailboat's slot stands
        self.area_h: int | None = None         # the whole action area's height (its rows'
        #                                        gap), where laid over part of it
        self.alone: list[pygame.Rect] = []     # a tray of one tile: its glass's empty
        #                                        room, beside the tile, then under it
        self.alone_said: tuple | None = None   # ... the words said there (rect, lines)
        self.tip_said: str | None = None       # a button's hover text as last drawn

    # -- where it stands ---------------------------------------------------------------------
    def place(self, lay: Layout, anchor_rect: pygame.Rect, log: pygame.Rect,
              snap: dict | None = None, game: Game | None = None) -> None:
        """Lay the tiles out in the panel's action area over `log` (the log's area,
        game/ring_place.py), under the line naming `anchor_rect`'s place: ONE grid for
        every tray of the window and text size, in the guided game as in the real game
        (`window_grid`: F060, every button stays in its place): tiles of one size and form
        from the area's left and top, every action in its place of the fixed order, the
        refused ones dimmed; a tray of fewer actions has fewer tiles, never other ones.
        Inside every tile the one form of game/ring_place.py: its badges' row, its picture
        between the star and chip's column and the − / +'s, its word under it, at one size
        on every tile (no word smaller than its neighbours). `tight`: the fullest tray of
        this game (most_actions) would reach past the area (the panel's cards fold for it,
        game/acting.py). The line naming its place stands over the tiles of every tray,
        whatever the room (F060: where the room is short the log's rows give way for it,
        acting.ring_over_log)."""
        self.anchor_rect = pygame.Rect(anchor_rect)
        dock = self.dock = Dock(pygame.Rect(lay.panel), log,
                                font(self.label_size, True).get_linesize())
        room = dock.room
        most, glass_slots = tray_rows([a.kind for a in self.actions], snap, self.me,
                                      self.own_rows, self.spare, self.ten != UNDER)
        most = self.plan or most     # (the plan's rows, never a held favour's: the tiles
        #                              keep their places in a turn past it, F249)
        cols, (w, h, self.word_size, self.form, _) = self.window_grid(lay, room.h)
        self.word_wish = self.word_size          # one size on every tile of the tray
        self.word_h = self.form.word_h
        self.cols = cols
        self.short = self.form.short
        self.pic = self.form.picture_side
        self.lift = self.form.picture.y
        self.tile = (w, h)
        rows_most = max(1, -(-most // cols))     # every slot of the window's trays: past

        def over(gap: int, rows: int = rows_most, high: int = dock.log.h) -> bool:
            return dock.room.y - dock.log.y + 2 * PAD + rows * h + \
                gap * (rows - 1) > high        # the area: the panel's cards fold for it;
        self.tight = self.cramped = over(COLUMN)  # folded, its rows closer (its tiles
        gap = self.row_gap = ROW_TIGHT if over(COLUMN, rows_most, self.area_h or
                                               dock.log.h) else COLUMN
        #     keep their size and form) where the plan's rows would pass the whole area:
        #     one gap however many of the log's rows it keeps (F249)
        self.cards = [pygame.Rect(0, 0, 0, 0)] * len(self.actions)
        self.parts = []
        x0, y0 = self.origin = room.x + PAD, room.y + PAD     # the first slot's corner
        one = len(self.actions) == 1    # a tray of one tile (a temple tile's, the
        #                                 candles'): where the steady tray's first tile
        #                                 stands, not alone in a corner of its glass
        for k, act in enumerate(self.actions):   # each kind in its slot: no tile ever moves
            col, row = cell(k if self.own_rows or one else slot_of(act.kind), cols)
            card = pygame.Rect(x0 + col * (w + COLUMN), y0 + row * (h + gap), w, h)
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
        # one glass for every tray of a turn, the fullest's (its slots, game/tray_slots.py):
        # a tray never changes size from one place to the next; the log's latest lines
        # fill the room under it
        def glass(rows: int) -> pygame.Rect:
            return pygame.Rect(room.x, dock.log.y, room.w,
                               room.y - dock.log.y + 2 * PAD + rows * h + gap * (rows - 1))
        self.rect = glass(max(1, -(-glass_slots // cols)))   # one for every tray of a turn
        if 0 < self.rect.bottom - dock.log.bottom <= 2 * PAD:   # (a turn past the plan:
            self.rect.h = dock.log.bottom - self.rect.y     # its glass's foot at the area's
        #                                                     edge, its last row on it)
        self.fullest = glass(max(1, -(-most // cols)))     # the fullest tray's (steady_form)
        self.overflow = self.fullest.bottom > dock.log.bottom   # ... past the area even so
        dock.body = pygame.Rect(room.x, room.y, room.w, self.rect.bottom - room.y)
        self.divider = None
        self.alone = self.empty_room() if one and not self.own_rows else []

    def empty_room(self) -> list[pygame.Rect]:
        """A tray of one tile's empty room, where its words say what the tray is (an empty
        glass round one tile read as broken): beside the tile to the glass's right edge,
        then under its row across the glass; those of some room only."""
        card, inner = self.cards[0], self.rect.inflate(-2 * PAD, -2 * PAD)
        beside = pygame.Rect(card.right + COLUMN, card.top, inner.right - card.right - COLUMN,
                             inner.bottom - card.top)
        under = pygame.Rect(inner.x, card.bottom + self.row_gap, inner.w,
                            inner.bottom - card.bottom - self.row_gap)
        return [r for r in (beside, under) if r.w >= 40 and r.h >= 16]

    def window_grid(self, lay: Layout, room_h: int = 0) -> GridPlan:
        """The window's one grid: its columns and the tiles' size, words and form, for
        FULLEST tiles in `budget` px (game/acting.tray_budget: the action area beside
        four players' cards at their most folded), whatever the game, the guided game's
        card or the tray; without a budget (a tray laid out alone) in its room
        `room_h`."""
        self.base = self.unit = unit_of(lay)
        inner = pygame.Rect(lay.panel).w - 2 * DOCK_MARGIN - 2 * PAD
        high = self.budget if self.budget is not None else room_h - 2 * PAD
        # what the grid depends on (the unit makes the words', badges' and controls'
        # sizes): found once, as every tray, probe and frame of a window asks it again
        key = (self.unit, inner, high, self.reach, self.ten, fonts.scale, fonts.text_size,
               fonts.window, fonts.generation, i18n.language())
        found = _grids.get(key)
        if found is None:
            if len(_grids) >= GRIDS_KEPT:
                _grids.clear()
            found = _grids[key] = self._window_grid(inner, high)
        return found

    def _window_grid(self, inner: int, high: int) -> GridPlan:
        floor = max(self.label_size * SHRINK, 10 / fonts.scale)     # the least word: 10 px
        said = tuple(t(f"ring.{k}") for k in WORDS)

        def plan(slots: int, cols: int = 2, control: int | None = None) -> GridPlan | None:
            return grid_plan(inner, high, slots, self.label_size, floor, said,
                             control or self.control_wish, badge_height(self.grown_badge),
                             badge_height(self.plain_badge), self.least_picture,
                             round(self.unit * 0.72 * fonts.scale), self.control_least,
                             cols)
        grid = plan(FULLEST)
        cols, tall = grid[0], grid[1][1]
        if self.ten == BESIDE:             # the Sailboat's slot in a column
            wider = plan(len(SLOTS), cols + 1, CONTROL)   # more, its tiles whole (its
            #                                    controls at the least, for the picture)
            if wider is not None and wider[0] > cols and self.whole(wider[1][3]):
                return wider
        rows = -(-len(SLOTS) // cols)      # every slot's row in the budget: where the
        reach = self.reach if self.reach is not None else high
        if rows > -(-FULLEST // cols) and rows * tall + ROW_TIGHT * (rows - 1) > reach:
            for least in (cols, 2):        # last has none, a grid for all: its tiles
                every = plan(len(SLOTS), least)    # lower or a column more, else the
                if every is not None and self.whole(every[1][3]):   # wide form; never
                    return every                   # tiles not whole (the cards fold)
        return grid

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
        """The tile's part under `pos`; None off every part and in a chip's `moat`."""
        for rect, k, part in reversed(self.parts):
            if rect.collidepoint(pos):
                chips = [moat(r) for r, j, p in self.parts if j == k and p == "chip"]
                return None if part == "card" and pygame.Rect(pos, (1, 1)).collidelist(
                    chips) >= 0 else (k, part)
        return None

    def target_at(self, pos, snap: dict, game: Game | None = None) -> Target | None:
        """The ring's button under the mouse, as a target with its hover text."""
        hit = self.part_at(pos)
        if hit is None:
            return Ring(-1, "tray", "") if self.rect.collidepoint(pos) else None
        return self.said(*hit, snap, game)

    def move_focus(self, step: int) -> None:
        n = len(self.actions)
        self.focus = (step if step > 0 else n + step) % n if self.focus is None \
            else (self.focus + step) % n

    def tip(self, k: int, part: str, snap: dict, game: Game | None = None,
            keys: bool = False) -> str:
        """A button's whole hover text (game/tile_words.py; `keys`: naming the key)."""
        act = self.actions[k]
        return tile_words(act, part, snap, game, self._range_in(act), keys)

    def said(self, k: int, part: str, snap: dict, game: Game | None = None,
             keys: bool = False) -> Ring:
        """A button as a target with its hover text, whole and brief (`keys`: whole)."""
        act = self.actions[k]
        brief = None if keys else tile_brief(act, part, snap, game, self._range_in(act))
        return Ring(k, part, self.tip(k, part, snap, game, keys), brief=brief)

    def draw_tip(self, surf: pygame.Surface, target: Ring, whole: bool = True
                 ) -> pygame.Rect | None:
        """A button's hover text right beside its button (F054): under it in the action area's
        veiled room where it fits there, else level with it beside the tray over the board; never
        over the panel's cards, turn line or buttons, nor over the tray, and, where it may, not
        over the places its move names: where its preview points (`goals`; an Appointment's
        tiles to choose from), then the pieces it moves and its arrow (`named`); its brief
        words till the pointer rests longer (`whole`: game/hover.py `looked`)."""
        if not target.words:
            return None
        said = target.words if whole or target.brief is None else target.brief
        said = self.tip_said = said if not 0 <= target.index < len(self.actions) else \
            asked_first(self.actions[target.index], target.part, said)
        box = self._tips.get(said)
        if box is None:                  # the hover texts' box, made once a button
            words = said[0].upper() + said[1:]
            box = self._tips[said] = tip_box([(words, P.INK)])
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
        if self.goals or self.named:     # higher or lower beside it, where level with it
            tries += [pygame.Rect(self.rect.left - 6 - w, y, w, h).clamp(screen)   # hides
                      for y in range(screen.top, screen.bottom - h + 1, 12)]   # the preview's

        def hides(r, rects):
            return sum(r.clip(p).w * r.clip(p).h for p in rects)

        r = min(tries, key=lambda r: (hides(r, panel + [self.rect]), hides(r, self.goals),
                                      hides(r, self.named), _apart(r, card)))
        return on_top(box, r)              # over everything, as every hover text

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, snap: dict, game: Game, hover: Target | None,
             keys: bool) -> None:
        """`hover`: the target under the mouse; `keys`: the keyboard's focus shows. The
        ring is painted once into an image, again only when what it shows changes."""
        over = (hover.index, hover.part) if isinstance(hover, Ring) else None
        state = (over, self.focus if keys else None, [(a.choice, armed(a)) for a in self.actions])
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
        self.stars, self.ranges, self.spent, self.count_stars = [], [], [], []
        kept = self.rect, self.cards, self.parts, self.anchor_rect, self.divider, self.alone
        dx, dy = -area.x, -area.y
        self.divider = None if self.divider is None else \
            tuple((x + dx, y + dy) for x, y in self.divider)
        self.rect, self.anchor_rect = self.rect.move(dx, dy), self.anchor_rect.move(dx, dy)
        self.cards = [c.move(dx, dy) for c in self.cards]
        self.parts = [(r.move(dx, dy), k, p) for r, k, p in self.parts]
        self.alone = [r.move(dx, dy) for r in self.alone]
        try:
            self._paint(img, snap, game, over, keys)
        finally:
            self.rect, self.cards, self.parts, self.anchor_rect, self.divider, self.alone = kept
        if self.alone_said is not None:                     # (said on the screen)
            self.alone_said = (self.alone_said[0].move(-dx, -dy), self.alone_said[1])
        return img, area.topleft

    def _paint(self, surf: pygame.Surface, snap: dict, game: Game, over, keys: bool) -> None:
        paint(self, surf, snap, game, over, keys)

    def word(self, kind: str, room: int, ink=INK) -> pygame.Surface:
        """A tile's word as drawn (tile_paint.word)."""
        return word(self, kind, room, ink)

    def badges(self, act: Action, snap, game, choice=None) -> tuple:
        """The button's badges for its variant `choice` (tile_paint.badges)."""
        return badges(self, act, snap, game, choice)
