"""The action ring: a tray of picture tiles for the clicked island (or tile, candles,
jetty), one per action kind it may take now, each with its one-word name, its picture and,
inside its top corners, what it uses or gains (a move: how many novices it may take); a
count's − / + beside the picture, the novice favour's chip at its top, the Hint's star on
it. What the engine refuses is a tile of the same grid in its own place of the fixed order,
dimmed (its picture greyed, its word in the disabled ink), the engine's reason in its hover
text: a tile never moves when another becomes refused (a fresh player's click landed on
Council, slid into the refused Favour's place).

It stands in one fixed place, the panel's action area over the log (play/ring_place.py),
under a line naming its place, which glows on the board. Drawn by our code, in the
board's language (the panel's glass, its brass rim). It knows its buttons' places
(`parts`) and which one has the keyboard's focus; what a press does is the game screen's
business (play/acting.py).
"""

from __future__ import annotations

import math

import pygame

from ...engine import Game
from ...text import lines, t
from .. import fonts
from ..board import art
from ..board.action_art import (
    badge_height,
    cost_badge,
    count_words,
    gain_badge,
    seat_badge,
    theirs_badge,
)
from ..board.layout import Layout
from ..board.targets import Ring, Target
from ..fonts import fit, font, text
from ..widgets import palette as P
from ..widgets.overlays import on_top, tip_box
from ..widgets.panel import area_glass
from .action_icons import action_picture
from .actions import Action
from .choices import label, rule_text
from .ring_place import COLUMN, Dock

TRAY = (*P.GLASS, 255)           # solid: nothing of the board shows through its buttons
CARD, CARD_HOVER = P.BUTTON, P.BUTTON_HOVER
RIM, INK, DIM, GOLD = P.RIM, P.INK, P.INK_OFF, P.GOLD
LINE = tuple((a * 2 + b * 5) // 7 for a, b in zip(P.RIM, P.GLASS, strict=True))  # faint brass
REFUSED, REFUSED_HOVER, REFUSED_RIM = (26, 31, 52), (40, 46, 72), (62, 66, 86)
FOCUS = (130, 210, 255)       # the keyboard's button: not gold, which marks the Hint's
PAD = 5                       # the tray's edge to its tiles
INSET = 5                     # a badge's inset from its tile's edge: clear of its corner
EDGE = 6                      # a chip's, a − / +'s, the Hint star's least room to its tile's
#                               edge (fresh players: at 3 px they read as sticking out)
SHRINK = 0.55                 # a tile's word may be this much smaller to fit three columns
                              # (at 150 % text: still as large as at 100 %)
LEAST_PICTURE = 0.42          # the picture's least share of its tile's height
BODY = 13                     # the body text's size (the hover texts'): a badge's least
LEAST_WORD_GROWS = 8          # px the least word grows per 100 % of text size
STEPPER_LEAST = 16            # a count's − / + one over the other: each this high at least
CRAMPED = 0.85                # tiles lower than this share of their own height want room
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
    """A tile's least word (px): 10 at 100 % text, larger with the text size (fresh
    players at 150 %: ~11 px tile words under the panel's ~15 px read as an afterthought),
    14 at 150 %."""
    return 10 + LEAST_WORD_GROWS * (fonts.text_size - 1)     # (the longest word may be
    #                                                        smaller, to fit its tile)


def unit_of(lay: Layout) -> int:
    """A button's size: ~64 px at 1280x800, scaled with the board (smaller in a small
    window, where the board is crowded)."""
    return round(64 * max(0.75, min(1.3, lay.scale)))


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
    button named so says its action's name once (a fresh player read "Banish" twice)."""
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
        self.lift = 0                          # the picture's step down under the number
        self._tips: dict[str, pygame.Surface] = {}
        self._state = None
        self.places: tuple | None = None     # the board places choosing variants (acting.py)
        self._image: pygame.Surface | None = None
        self._at = (0, 0)
        self.short = False                     # tiles too low for a band over the picture
        self.cramped = False                   # tiles lower than they would be (CRAMPED)
        self.own_rows = False                  # sized for its own rows, not the fullest tray's
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
        play/ring_place.py), under the line naming `anchor_rect`'s place: ONE grid for
        every tray of the window (a fresh player saw one big card here, a 2x2 grid there):
        as many columns as the area holds at the text size (the longest word of the
        language on a tile), tiles of one size, from the area's left and top, high enough
        that the most actions a tray of this game can show fit the area (the tiles lower,
        their pictures smaller, where it is short; the words kept); every action in its
        place of the fixed order, the refused ones dimmed. Every count,
        chip and badge stands inside its own tile."""
        self.anchor_rect = pygame.Rect(anchor_rect)
        self.base = self.unit = unit_of(lay)
        dock = self.dock = Dock(pygame.Rect(lay.panel), log,
                                font(self.label_size, True).get_linesize())
        room = dock.room
        inner = room.w - 2 * PAD
        f = font(self.label_size, True)
        word = max((t(f"ring.{k}") for k in WORDS), key=lambda s: f.size(s)[0])
        longest = f.size(word)[0]
        most = len(self.actions) if self.own_rows \
            else max(len(self.actions), most_actions(snap, self.me))
        floor = max(self.label_size * SHRINK, 10 / fonts.scale)     # the least word: 10 px

        def band_of(wide: int) -> int:
            """The badges' band over the picture: as high as they are drawn (on every tile
            at the body text's size: _badges)."""
            return self.inset + self.badge_h + 2

        def grid(n: int):
            """`n` columns: the tile's width and height, its word's size, how good."""
            wide = (inner - COLUMN * (n - 1)) // n
            size = self.label_size * max(SHRINK, min(1.0, (wide - 9) / max(1, longest)))
            size = max(size, floor)
            side = self.word_side(pygame.Rect(0, 0, wide, 1))
            while font(size, True).size(word)[0] > wide - 2 * side and size > floor:
                size = max(floor, size - 0.25)        # (the font's own rounding)
            rows = -(-most // n)
            word_h = font(size, True).get_linesize()
            band = band_of(wide)
            ideal = band + round(min(wide * 0.55, self.unit * 0.72 * fonts.scale)) + word_h + 5
            high = (room.h - 2 * PAD - COLUMN * (rows - 1)) // rows     # never past the area
            tall = min(max(min(ideal, high), word_h + 12), high)
            return wide, tall, size, tall * (1 + min(1.0, size / self.label_size)) / 2, ideal
        # as many columns as the area holds with the longest word (a little smaller where
        # that makes the tiles higher), two at least
        least_w = max(0.9 * self.base,                       # a button, its word
                      max(SHRINK, floor / self.label_size) * longest + 9)
        fits = [n for n in (5, 4, 3) if (inner - COLUMN * (n - 1)) // n >= least_w] or [2]
        cols = max(fits, key=lambda n: (round(grid(n)[3]), n))
        w, h, self.word_size, _, ideal = grid(cols)
        self.cols = cols
        self.cramped = h < ideal * CRAMPED     # the panel's cards give it more room
        word_h = self.word_h = font(self.word_size, True).get_linesize()
        least = round(LEAST_PICTURE * h)
        while word_h > h - least - 4 and self.word_size > floor:
            self.word_size = max(floor, self.word_size - 0.5)     # for its picture
            word_h = self.word_h = font(self.word_size, True).get_linesize()
        band = band_of(w)
        # a word shorter than the longest stands larger, up to least_word() (fresh players
        # at 150 %: every word at the longest's ~11 px read as an afterthought)
        self.word_wish = min(self.label_size, max(self.word_size, least_word() / fonts.scale))
        while self.word_wish > self.word_size and \
                font(self.word_wish, True).get_linesize() > h - least - 4:
            self.word_wish = max(self.word_size, self.word_wish - 0.5)
        word_h = self.word_h = font(self.word_wish, True).get_linesize()
        pic = h - band - word_h - 5
        self.lift, self.short = band, pic < least
        if self.short:               # short tiles: the badges over the picture's top corners
            pic = max(4, min(least, h - word_h - 4))
            self.lift = max(2, h - word_h - 3 - pic)
        self.pic = pic = max(4, min(pic, w - 2 * (16 + 5)))     # room for a − and a + beside
        self.tile = (w, h)
        order = range(len(self.actions))         # the fixed order: no tile ever moves
        self.cards = [pygame.Rect(0, 0, 0, 0)] * len(self.actions)
        self.parts = []
        x0, y0 = room.x + PAD, room.y + PAD
        for i, k in enumerate(order):
            act = self.actions[k]
            card = pygame.Rect(x0 + (i % cols) * (w + COLUMN), y0 + (i // cols) * (h + COLUMN),
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
        # places): the log's latest lines fill the room under it (a fresh player: one
        # tile in a box as tall as the largest tray, the log cut with "…" under it)
        def glass(rows: int) -> pygame.Rect:
            return pygame.Rect(room.x, dock.log.y, room.w,
                               room.y - dock.log.y + 2 * PAD + rows * h + COLUMN * (rows - 1))
        self.rect = glass(max(1, -(-len(self.actions) // cols)))
        self.fullest = glass(max(1, -(-most // cols)))     # the fullest tray's (steady_form)
        dock.body = pygame.Rect(room.x, room.y, room.w, self.rect.bottom - room.y)
        self.divider = None

    # -- a tile's controls: ONE place for each on every tile ---------------------------------
    def _control(self) -> tuple[int, int, int]:
        """A control's side and the band it stands in (its least and most top) on every
        tile: under the badges, over the word; the side as a count's + over its − fit
        there (`stacked`), else as the chip, the picture and − + in a row fit the tile."""
        w, h = self.tile
        pic, s = self.pic, self.counts_size
        c = s if not self.short else max(min(14, h - 4), min(s, round(pic * 0.75)))
        clear = self.inset + self.badge_h + 1               # under the badges (_badges)
        low = h - self.word_h - 3                      # over the word
        c = max(12, min(c, low - clear)) if self.short else c
        if not self.short and min(c, (low - clear - 2) // 2) >= STEPPER_LEAST:
            return min(c, (low - clear - 2) // 2), clear, low
        return max(12, min(c, (w - pic - 2 * EDGE - 8) // 3)), clear, low

    @property
    def stacked(self) -> bool:
        """A count's + over its − at the tile's right where every tile of the window has
        room for both under its badges; else side by side there (one form for every
        tile of a window: fresh players saw − left here, − under + there)."""
        c, clear, low = self._control()
        return not self.short and 2 * c + 2 <= low - clear

    def chip_slot(self, card: pygame.Rect) -> pygame.Rect:
        """The novice favour's chip: at the tile's left, level with the picture's middle
        (its foot on a short tile), on every tile that has one."""
        c, clear, low = self._control()
        mid = self.lift + self.pic // 2
        top = mid - c // 2 if not self.short else self.lift + self.pic - c
        top = max(clear, min(top, low - c))
        return pygame.Rect(card.x + EDGE, card.y + top, c, c)

    def stepper_slots(self, card: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """A count's − and +: together at the tile's right, + over − (`stacked`) or − then
        + in a row level with the chip; the same places on every counted tile."""
        c, clear, low = self._control()
        x = card.right - EDGE - c
        if self.stacked:
            mid = self.lift + self.pic // 2
            top = max(clear, min(mid - c - 1, low - 2 * c - 2))
            plus = pygame.Rect(x, card.y + top, c, c)
            return plus.move(0, c + 2), plus
        row = self.chip_slot(card).y
        return pygame.Rect(x - c - 2, row, c, c), pygame.Rect(x, row, c, c)

    def picture_x(self, k: int, card: pygame.Rect) -> int:
        """Where a tile's picture stands: in its middle, moved left on a counted tile only
        as far as the − / + in a row at its right need (never under the chip)."""
        act = self.actions[k]
        if self.stacked or not (act.enabled and self._count_in(act)):
            return card.centerx
        minus, _ = self.stepper_slots(card)
        over = card.centerx + self.pic // 2 + 2 - minus.x
        floor = card.x + EDGE + (self._control()[0] + 2 if self._chip_in(act) else 0)
        return max(card.centerx - max(0, over), floor + self.pic // 2)

    @staticmethod
    def word_side(card: pygame.Rect) -> int:
        """The air each side of a tile's word, grown with the tile (a fresh player read
        "Sanctification" at 1920x1080 as squeezed between the tile's borders)."""
        return max(3, round(card.w * 0.045))

    @property
    def inset(self) -> int:
        """A badge's inset from its tile's edge, grown with the window (at 1920x1080 a
        fresh player saw "2 couchés" jammed into the tile's top border at 5 px)."""
        return max(INSET, round(self.unit * 0.085))

    @property
    def counts_size(self) -> int:
        """A count's − / + inside its tile, beside the picture: a fair target still."""
        w = self.tile[0] if hasattr(self, "tile") else self.unit
        most = self.tile[1] - 4 if hasattr(self, "tile") else self.unit
        return min(most, max(16, min(round(self.unit * 0.36), (w - self.pic) // 2 - EDGE - 2)))

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
        """A move built on the board: how many novices it may take, under the button."""
        return bool(act.builder) and act.enabled and act.most > 0

    @property
    def badge_size(self) -> int:
        """A badge's number: the body text's size (BODY), larger with a larger window,
        times the player's text size as all text (fonts.px)."""
        return max(BODY, round(self.unit * 0.2))

    @property
    def count_text(self) -> int:
        return max(12, round(self.unit * 0.24))

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
        if act.kind == "appoint" and len(act.tiles) > 1:      # chosen on the board after
            words = t("ring.pick_tile", tiles=", ".join(str(x) for x in act.tiles))
        elif act.kind == "council" and len(act.counts) > 1:
            words += "\n" + t("ring.pick_seat")
        return f"{words}\n{rule}"

    def draw_tip(self, surf: pygame.Surface, target: Ring) -> pygame.Rect | None:
        """A button's hover text right beside its button (a fresh player found it far
        off): under it in the action area's veiled room where it fits there, else level
        with it beside the tray over the board; never over the panel's cards, turn line
        or buttons, nor over the tray, and, where it may, not over where the button's
        preview points."""
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
        for k, act in enumerate(self.actions):
            if self._range_in(act):
                self._range(surf, k, act)
        for rect, k, part in self.parts:
            if part == "chip":
                self._chip(surf, rect, self.actions[k], over == (k, part))
            elif part in ("minus", "plus"):
                self._stepper(surf, rect, k, part, over == (k, part))
        if keys and self.focus is not None and self.focus < len(self.cards):
            pygame.draw.rect(surf, FOCUS, self.cards[self.focus].inflate(6, 6), 3,
                             border_radius=12)

    def _card(self, surf, k: int, act: Action, snap, game, over) -> None:
        """A tile: its picture, its word under it, its badges in its top corners. A refused
        action's tile is the same, dimmed (its picture greyed, its word in the disabled
        ink, no badges): the mouse on it says why, so it recedes and still teaches."""
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
        # a short tile's picture: its drawing alone, filling its place (in its badge's
        # circle it read ~12 px to a fresh player)
        eff = act.effect(game) if on and act.kind == "solo_deactivate" else None
        who = eff.them if eff is not None and eff.them is not None else self.me
        pic = action_picture(act.kind, cmd, snap, who, self.picture_size, greyed=not on,
                             bare=self.short)     # Lie down: the automaton's novices
        if pic is not None:
            surf.blit(pic, pic.get_rect(midtop=(self.picture_x(k, card), card.y + self.lift)))
        name, size = t(f"ring.{act.kind}"), self.word_wish
        room = card.w - 2 * self.word_side(card)
        while size > self.word_size and font(size, True).size(name)[0] > room:
            size = max(self.word_size, size - 0.5)
        words = text(fit(name, size, room, True), size, INK if on else DIM, bold=True)
        surf.blit(words, words.get_rect(midbottom=(card.centerx, card.bottom - 3)))
        if on:
            self._badges(surf, card, act, snap, game)
        place = self._star_place(k, card, words.get_rect(
            midbottom=(card.centerx, card.bottom - 3))) if act.hinted and on else None
        if place is not None:           # (none free: the tile's gold rim says it alone)
            at, r = place
            star(surf, at, r)
            self.stars.append(pygame.Rect(at[0] - r, at[1] - r, 2 * r + 2, 2 * r + 2
                                          ).move(self._at))

    def _star_place(self, k: int, card: pygame.Rect, word: pygame.Rect) -> tuple | None:
        """The Hint's star inside its tile, EDGE clear of its edges (a fresh player saw it
        half outside the tile's corner): beside its word, else between its badges, else
        beside its picture; clear of the badges, word, chip, − / + and a move's range."""
        inner = card.inflate(-2 * EDGE, -2 * EDGE)
        busy = [b.move(-self._at[0], -self._at[1]) for b in self.badge_rects
                if card.colliderect(b.move(-self._at[0], -self._at[1]))]
        busy += [r for r, i, p in self.parts if i == k and p != "card"] + [word]
        if self._range_in(self.actions[k]):
            busy.append(pygame.Rect(card.centerx, card.y, card.w // 2, self.lift))
        busy = [b.inflate(10, 4) for b in busy]         # a little air round each
        pic = pygame.Rect(0, 0, self.pic, self.pic)
        pic.midtop = (card.centerx, card.y + self.lift)
        most = max(5, round(self.unit * 0.15))
        for avoid in (busy + [pic], busy):
            for r in range(most, 4, -1):
                for x, y in ((inner.x + r, word.centery), (inner.right - r, word.centery),
                             (card.centerx, inner.y + r), (inner.x + r, card.y + self.lift + r),
                             (inner.x + r, word.top - 2 - r)):
                    box = pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1)
                    if inner.contains(box) and box.collidelist(avoid) < 0:
                        return (x, y), r
        return None        # never over a badge's number (a fresh player read "★1" for "−1")

    def _badges(self, surf, card: pygame.Rect, act: Action, snap, game) -> None:
        """Each meaning its own form, the same on every button: what it uses top left (a
        red pill: "−2" and a novice, the favours it returns), what it brings top right (a
        green pill: "+4" influence, a novice recruited, novices standing up) or, for the
        Council, the seat it reaches (a stone seat with its number). Every number at the
        body text's size, whatever the tile (fresh players at 150 %: ~8 px numbers on
        badges shrunk to fit): on a narrow tile the cost's novice gives way first
        (badges), over a short tile's picture's top corners."""
        cost, gain = self.badges(act, snap, game, wide=card.w)
        both = sum(b.get_width() for b in (cost, gain) if b is not None)
        scale = (card.w - 2 * self.inset - 5) / max(both, 1)     # (none wider yet: a last
        # resort, a narrower pair; and a tile too low for them over its word, the guided
        # game's tray at 150 %: smaller, never over the word, "…ilkr…")
        over_word = card.h - self.word_h - self.inset - 3
        tallest = max((b.get_height() for b in (cost, gain) if b is not None), default=1)
        scale = min(scale, max(0.5, over_word / tallest))
        if scale < 1:
            cost, gain = (None if b is None else pygame.transform.smoothscale_by(b, scale)
                          for b in (cost, gain))
        if gain is not None:
            self.badge_rects.append(surf.blit(gain, gain.get_rect(
                topright=(card.right - self.inset - 1, card.y + self.inset))).move(self._at))
        if cost is not None:        # a lone wide one (Lie down's "2 lying") in the middle
            x = card.x + self.inset + 1
            if gain is None and cost.get_width() > card.w // 2:
                x = max(x, card.centerx - cost.get_width() // 2)
            self.badge_rects.append(surf.blit(cost, (x, card.y + self.inset)).move(self._at))

    def badges(self, act: Action, snap, game, choice=None, wide: int | None = None) -> tuple:
        """The button's badges (what it uses, what it brings or reaches) for its variant
        `choice` (the chosen one by default); None where it has none. `wide`: the tile's
        width, where the cost's novice gives way when both would not stand side by side."""
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
        gain = self._gain(act, eff, colour, h, size)
        if wide is not None and cost is not None and gain is not None and \
                cost.get_width() + gain.get_width() + 2 * self.inset + 5 > wide:
            cost = cost_badge(eff.novices, spends, colour, h, size, figure=False)
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

    def badges_width(self, act: Action, snap, game, halves: bool = False) -> int:
        """How wide the button must be for its badges side by side, whatever variant;
        `halves`: each in its own half (a move's narrow button of the compact form: what
        it uses stays left, its right corner free as every move's)."""
        if not act.enabled or game is None:
            return 0
        most = 0
        for choice in (act.variants or [None]):
            cost, gain = self.badges(act, snap, game, choice)
            sizes = [b.get_width() for b in (cost, gain) if b is not None]
            most = max(most, sum(sizes), 2 * max(sizes, default=0) if halves else 0)
        return most + 2 * self.inset + 3         # inset each side and 3 between

    def _range(self, surf, k: int, act: Action) -> None:
        """In a move's top right corner (where an action shows what it brings): how many
        novices the move may take ("×1–7": Travel and Tides gather them from any island)."""
        card = self.cards[k]
        size, room = self.count_text, max(8, self.lift - self.inset + 3)   # over the picture
        while font(size, True).get_height() > room and size > 7:
            size -= 1
        n = text(count_words(1, act.most), size, GOLD, bold=True, shadow=False)
        self.ranges.append(surf.blit(n, n.get_rect(topright=(card.right - self.inset,
                                                             card.y + self.inset - 1))
                                     ).move(self._at))

    def _chip(self, surf, rect: pygame.Rect, act: Action, hot: bool) -> None:
        """The novice favour standing in: its token lit with a tick when it does, faint
        with a small + when it may."""
        on = act.choice.token
        pygame.draw.rect(surf, (60, 54, 30) if on else (24, 28, 48), rect, border_radius=6)
        pygame.draw.rect(surf, GOLD if on or hot else (96, 100, 120), rect,
                         2 if on else 1, border_radius=6)
        pic = art.favour_token("novice", rect.h - 4)
        if not on:
            pic = pic.copy()
            pic.set_alpha(110)
        surf.blit(pic, pic.get_rect(center=rect.center))
        d = max(3.0, rect.h * 0.2)                    # its tick or plus in its corner
        x, y = rect.right - 2 * d - 2, rect.bottom - d - 2
        ink = GOLD if on else INK if hot else DIM
        if on:                                        # a tick
            pygame.draw.lines(surf, ink, False, [(x, y), (x + d * 0.8, y + d * 0.8),
                                                 (x + d * 2, y - d)], 2)
        else:                                         # a plus
            pygame.draw.line(surf, ink, (x, y), (x + 2 * d, y), 2)
            pygame.draw.line(surf, ink, (x + d, y - d), (x + d, y + d), 2)

    def _stepper(self, surf, rect: pygame.Rect, k: int, part: str, hot: bool) -> None:
        act = self.actions[k]
        counts = act.counts
        can = act.choice.count > counts[0] if part == "minus" else act.choice.count < counts[-1]
        pygame.draw.rect(surf, CARD_HOVER if hot and can else CARD, rect, border_radius=6)
        pygame.draw.rect(surf, RIM if can else (70, 74, 90), rect, 1, border_radius=6)
        c, r = rect.center, rect.w * 0.26
        ink = INK if can else (90, 94, 110)
        pygame.draw.line(surf, ink, (c[0] - r, c[1]), (c[0] + r, c[1]), 3)
        if part == "plus":
            pygame.draw.line(surf, ink, (c[0], c[1] - r), (c[0], c[1] + r), 3)
