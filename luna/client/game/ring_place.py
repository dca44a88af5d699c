"""Where the action ring stands (game/ring.py): always in one place, docked in the side
panel over the log's area, as Board Game Arena keeps "what you do now" in one place that
never moves (a tray beside the island here, over the log there, over the temple in a small
window is looked for: F060).

- It is the panel's action area: the glass, width and margins of a move's instructions
  over Confirm (game/builder_view.help_box), so the eye learns one place;
- a line over its buttons names its place (the island's symbol and name in gold; a
  tile's, the candles', the jetty's own name), and the place glows on the board;
- the log gives way under it while the action is chosen, its latest lines a line each in
  the room under it (no empty band); the players' cards, the turn line and the panel's
  buttons never;
- one grid for every tray of a window and text size (game/ring.window_grid), in the
  guided game as in the real game: as many columns as the area holds, tiles of one size
  found once for the fullest tray a game shows; never wider than the area, never over
  the board (no strip across the board);
- inside each tile, one form (`TileForm`), the same on every tile of a window's trays
  at every size and text size: each part in its own zone, none over another (F060):

      +--------------------------------+
      | [cost]                  [gain] |   the badges' row (a move: its "×1–7" at the right)
      | * |                    |  +   |
      |   |      picture       |      |   the middle: the picture between two columns
      | o |                    |  −   |   (the star * over the novice favour's chip o; + over −,
      |            word                |    or − + side by side where the tile is low)
      +--------------------------------+

  every part at least `margin` (4 px and more) inside the tile's border; the chip, − and
  + squares of `control` px (22 at 1024x700, more in a larger window), smaller only where
  a window's fullest tray leaves no room for them (`short`);
- where that form's columns would say their words under ~12 px (13 at 150 %: a small
  window, a large text size), the wide form (`wide_form`) in two columns, never lower
  than its parts want:

      +----------------------------------+
      | picture | word                   |
      |         | [cost]          [gain] |
      |    *    | o              [−] [+] |
      +----------------------------------+
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from ..window import caches, fonts

COLUMN = 6            # between two buttons of a row
MARGIN = 4            # the panel's edge to the action area
NAME_GAP = 0          # the name line to the buttons (their tray has its own pad)


class Dock:
    """The action area of one window: over the log's area, the line naming the place
    (`docked`) and what of the panel the tray must never cover (`panel`: the cards and
    turn line over the log, the buttons under it)."""

    def __init__(self, panel: pygame.Rect, log: pygame.Rect, name_h: int) -> None:
        panel = pygame.Rect(panel)
        self.log = area(panel, log)
        log = self.log
        self.docked = pygame.Rect(log.x, log.y + 3, log.w, name_h)
        top = self.docked.bottom + NAME_GAP
        self.room = pygame.Rect(log.x, top, log.w, max(0, log.bottom - top))
        keep = [pygame.Rect(panel.x, panel.y, panel.w, log.top - panel.y),
                pygame.Rect(panel.x, log.bottom, panel.w, panel.bottom - log.bottom)]
        self.panel = [k for k in keep if k.w > 0 and k.h > 0]
        self.body = pygame.Rect(self.room.x, self.room.y, self.room.w, 0)


def area(panel: pygame.Rect, log: pygame.Rect) -> pygame.Rect:
    """The panel's action area: the log's height, the panel's width but for a MARGIN each
    side (a move's instructions over Confirm stand in it too)."""
    return pygame.Rect(panel.x + MARGIN, log.y, panel.w - 2 * MARGIN, log.h)


# -- a tile's one form -------------------------------------------------------------------
EDGE = 4                 # px: the least room between a tile's border and any part of it
CONTROL_LEAST = 12       # px: the chip, − and + never smaller, however short the tile
NEAR = 1                 # px a control may be smaller than wished before the low form
LOW_LEAST = 16           # px: the low form's controls and picture at least
STAR_SHARE = 0.72        # the Hint's star's square to a control's


def margin_of(width: int) -> int:
    """A tile's border to its parts: 4 px, grown with the tile and the window (never a word
    jammed into the tile's top border: 7 px at 1920x1080)."""
    return max(EDGE, round(width * 0.045), round(EDGE * fonts.window ** 2))


def gap_of(width: int) -> int:
    """Between two zones of a tile, and between two controls."""
    return max(2, margin_of(width) // 2)


def star_of(control: int) -> int:
    return max(10, round(control * STAR_SHARE))


def _kept(make):
    """A TileForm's part, found once: each follows from the form's fields and the
    window's margins (margin_of, wide_margin: fonts.window), and every tray laid out and
    every tile painted asks them again (a rect handed out is a copy, its own to move)."""
    name = make.__name__

    def part(self):
        memo = self.__dict__.get("_parts")
        if memo is None or memo[0] != fonts.window:      # (not a field: the form is
            memo = self.__dict__["_parts"] = (fonts.window, {})   # equal and hashed by
        found = memo[1].get(name)                         # its fields alone)
        if found is None:
            found = memo[1][name] = make(self)
        return pygame.Rect(found) if isinstance(found, pygame.Rect) else found
    part.__doc__ = make.__doc__
    return property(part)


@dataclass(frozen=True)
class TileForm:
    """The zones of a tile `w` x `h` px (relative to its top left)."""

    w: int
    h: int
    badge_h: int          # the badges' row
    word_h: int           # the word's row
    control: int          # the chip's, −'s and +'s side
    stacked: bool         # + over − (else − then + in a row)
    short: bool = False   # the controls smaller than wished, or the picture under its least
    starred: bool = True  # room for the Hint's star over the chip (else its gold rim alone)
    beside: bool = False  # the star beside the chip, not over it (a low, wide tile)
    pic: int = 0          # the wide form's picture side (else none: `wide_form`)
    chip_side: int = 0    # the novice favour's chip, larger than a control where the tile
    #                       has room for it (`roomy_chip`; 0: a control's side)

    @property
    def wide(self) -> bool:
        """The wide form (`wide_form`): the picture at the left, the word beside it."""
        return self.pic > 0

    @_kept
    def margin(self) -> int:
        return wide_margin() if self.wide else margin_of(self.w)

    @_kept
    def gap(self) -> int:
        return max(2, wide_margin() // 2) if self.wide else gap_of(self.w)

    @_kept
    def text_x(self) -> int:
        """The wide form's column of words, badges and controls: its left."""
        return self.margin + self.pic + 2 * self.gap

    @property
    def star_side(self) -> int:
        return star_of(self.control)

    @property
    def chip_w(self) -> int:
        """The novice favour's chip's side: a control's at least."""
        return max(self.control, self.chip_side)

    @_kept
    def badges(self) -> pygame.Rect:
        m = self.margin
        if self.wide:                                   # under the word
            x = self.text_x
            return pygame.Rect(x, self.word.bottom + self.gap, self.w - m - x, self.badge_h)
        return pygame.Rect(m, m, self.w - 2 * m, self.badge_h)

    @_kept
    def word(self) -> pygame.Rect:
        m = self.margin
        if self.wide:                                   # beside the picture, at the top
            x = self.text_x
            return pygame.Rect(x, m, self.w - m - x, self.word_h)
        return pygame.Rect(m, self.h - m - self.word_h, self.w - 2 * m, self.word_h)

    @_kept
    def middle(self) -> pygame.Rect:
        top = self.badges.bottom + self.gap
        return pygame.Rect(self.margin, top, self.w - 2 * self.margin,
                           max(0, self.word.top - self.gap - top))

    @_kept
    def left(self) -> pygame.Rect:
        mid = self.middle
        wide = self.chip_w + (self.star_side + self.gap if self.beside else 0)
        return pygame.Rect(mid.x, mid.y, wide, mid.h)

    @_kept
    def right(self) -> pygame.Rect:
        mid = self.middle
        wide = self.control if self.stacked else 2 * self.control + self.gap
        return pygame.Rect(mid.right - wide, mid.y, wide, mid.h)

    @_kept
    def zone(self) -> pygame.Rect:
        """The picture's zone, between the two columns."""
        left, right, g = self.left, self.right, self.gap
        return pygame.Rect(left.right + g, left.y, max(0, right.x - g - left.right - g),
                           left.h)

    @_kept
    def picture_side(self) -> int:
        if self.wide:
            return self.pic
        zone = self.zone
        return max(0, min(zone.w, zone.h))

    @_kept
    def picture(self) -> pygame.Rect:
        p = self.picture_side
        if self.wide:                           # at the top of the left column
            return pygame.Rect(self.margin, self.margin, p, p)
        r = pygame.Rect(0, 0, p, p)
        r.center = self.zone.center
        return r

    @_kept
    def star(self) -> pygame.Rect:
        """The Hint's star: at the top of the left column, on every tile (none in a
        tile too low for it over the chip: the gold rim says it alone)."""
        s, left = self.star_side, self.left
        if self.wide:                           # under the picture
            pic = self.picture
            return pygame.Rect(pic.centerx - s // 2, self.h - self.margin - s, s, s)
        if not self.starred:
            return pygame.Rect(left.x, left.y, 0, 0)
        if self.beside:                         # at the chip's left, level with its top
            return pygame.Rect(left.x, left.bottom - self.chip_w, s, s)
        return pygame.Rect(left.centerx - s // 2, left.y, s, s)

    @_kept
    def chip(self) -> pygame.Rect:
        """The novice favour's chip: at the foot of the left column."""
        c, left = self.chip_w, self.left
        if self.wide:                           # at the left of the controls' line
            c = self.control
            return pygame.Rect(self.text_x, self.h - self.margin - c, c, c)
        return pygame.Rect(left.right - c, left.bottom - c, c, c)

    @_kept
    def minus(self) -> pygame.Rect:
        c, right = self.control, self.right
        if self.wide:                           # − + at the right of the controls' line
            m, g = self.margin, self.gap
            return pygame.Rect(self.w - m - 2 * c - g, self.h - m - c, c, c)
        return pygame.Rect(right.x, right.bottom - c, c, c)

    @_kept
    def plus(self) -> pygame.Rect:
        c, g = self.control, self.gap
        minus = self.minus
        return minus.move(0, -(c + g)) if self.stacked else minus.move(c + g, 0)


def wide_margin() -> int:
    """The wide form's border to its parts: 4 px, grown with the window."""
    return max(EDGE, round(EDGE * fonts.window ** 2))


WIDE_PICTURE = (30, 40)   # px: the wide form's picture, least and most


def wide_height(badge_h: int, word_h: int, control: int) -> int:
    """The wide form's least height: its word, its badges under it, its controls' line."""
    m = wide_margin()
    g = max(2, m // 2)
    return 2 * m + word_h + badge_h + control + 2 * g


def wide_form(w: int, h: int, badge_h: int, word_h: int, control: int,
              word_w: int) -> TileForm | None:
    """The wide form of a tile `w` x `h` (two columns of a small window's tray at a large
    text size, where three would shrink the words to ~11 px: F048): the picture at the left, the
    Hint's star under it; beside it the word, under that the badges' row, under that the controls'
    line (the chip at its left, − + at its right). None where a word `word_w` px wide, a picture
    of WIDE_PICTURE[0] and the controls at `control` px do not fit."""
    m = wide_margin()
    g = max(2, m // 2)
    if h < wide_height(badge_h, word_h, control):
        return None
    pic = min(WIDE_PICTURE[1], w - 3 * m - 2 * g - word_w,      # (the longest word a
              h - 2 * m - g - star_of(control))                  # margin clear of the edge:
    #                                   no word touches its border)
    if pic < WIDE_PICTURE[0] or w - 2 * m - pic - 2 * g < 3 * control + 3 * g:
        return None
    return TileForm(w, h, badge_h, word_h, control, False, pic=pic)


def middle_height(w: int, h: int, badge_h: int, word_h: int) -> int:
    g, m = gap_of(w), margin_of(w)
    return h - 2 * m - badge_h - word_h - 2 * g


def _fits(w: int, mid: int, c: int, stacked: bool, least_picture: int) -> int | None:
    """The picture's side with controls of `c` px in the form `stacked`, or None where
    they do not fit the middle `mid` px high or leave the picture under its least."""
    g, m = gap_of(w), margin_of(w)
    need = max(2 * c + g if stacked else c, star_of(c) + g + c)
    zone_w = w - 2 * m - c - (c if stacked else 2 * c + g) - 2 * g
    p = min(zone_w, mid)
    if mid < need or p < least_picture:
        return None
    return p


CHIP_MOST = 1.6          # the novice favour's chip: at most this many controls' side
CHIP_TO_PICTURE = 0.85   # and smaller than the action's picture
PICTURE_GIVES = 0.9      # the picture at least this share of its side without it


def roomy_chip(form: TileForm) -> TileForm:
    """`form` with the novice favour's chip as large as its tile has room for: up to
    CHIP_MOST controls' side, the picture at most a tenth smaller, its star beside
    it where the left column is too low for the star over it (F048: never a tiny chip on a
    large button). The wide form keeps a control's side (its controls' line is as high)."""
    if form.wide:
        return form
    most = min(round(form.control * CHIP_MOST), round(form.picture_side * CHIP_TO_PICTURE))
    keep = form.picture_side * PICTURE_GIVES
    for c in range(most, form.control, -1):
        for beside in (form.beside, True):
            if beside and not form.starred:
                continue
            grown = replace(form, chip_side=c, beside=beside)
            mid = grown.middle
            high = c if beside or not grown.starred else grown.star_side + grown.gap + c
            if high <= mid.h and grown.picture_side >= keep:
                return grown
    return form


def form_of(w: int, h: int, badge_h: int, word_h: int, control: int,
            least_picture: int, least: int | None = None) -> TileForm:
    """The tile's form (`_form_of`), its chip as large as it has room for (`roomy_chip`)."""
    return roomy_chip(_form_of(w, h, badge_h, word_h, control, least_picture, least))


def _form_of(w: int, h: int, badge_h: int, word_h: int, control: int,
             least_picture: int, least: int | None = None) -> TileForm:
    """The tile's form: its controls `control` px in the form with the larger picture
    (+ over − in a narrow tile, − + in a row in a low wide one). Where neither fits (the
    fullest trays in the smallest window: `short`): the controls a little smaller; else
    a low form, − + in a row and the chip as high as the middle, no star (the Hint's gold
    rim says it); else the controls as large as the tile leaves them."""
    mid = middle_height(w, h, badge_h, word_h)

    def best(c: int, least: int) -> TileForm | None:
        tries = [(p, stacked) for stacked in (True, False)
                 if (p := _fits(w, mid, c, stacked, least)) is not None]
        if not tries:
            return None
        p, stacked = max(tries)
        return TileForm(w, h, badge_h, word_h, c, stacked, short=c < control)
    full = min(control - NEAR, control if least is None else least)  # (a large window's:
    for c in range(control, full - 1, -1):                         # down to `least`)
        form = best(c, least_picture)
        if form is not None:
            return form
    g, m = gap_of(w), margin_of(w)
    wide = min(control, mid, int((w - 2 * m - 4 * g - LOW_LEAST) / (3 + STAR_SHARE)))
    if wide >= (least or control) and w - 2 * m - 3 * wide - star_of(wide) - 4 * g \
            >= LOW_LEAST:               # a wide tile: the star beside the chip, − + in a row
        return TileForm(w, h, badge_h, word_h, wide, False, short=True, beside=True)
    low = min(control, mid, (w - 2 * m - 3 * g - LOW_LEAST) // 3)   # (the picture's share)
    if low >= LOW_LEAST:
        return TileForm(w, h, badge_h, word_h, low, False, short=True, starred=False)
    for least in (least_picture, 1):
        for c in range(full - 1, CONTROL_LEAST - 1, -1):
            form = best(c, least)
            if form is not None:
                return TileForm(w, h, badge_h, word_h, c, form.stacked, short=True)
    c = max(CONTROL_LEAST // 2, min(control, (mid - g) // 2))
    return TileForm(w, h, badge_h, word_h, c, True, short=True, starred=False)


def least_height(w: int, badge_h: int, word_h: int, control: int,
                 least_picture: int) -> int:
    """The lowest tile `w` px wide whose controls are `control` px, its picture no smaller
    than `least_picture` (a large number where no form fits the width)."""
    g, m = gap_of(w), margin_of(w)
    frame = 2 * m + badge_h + word_h + 2 * g
    needs = []
    for stacked in (True, False):
        zone_w = w - 2 * m - control - (control if stacked else 2 * control + g) - 2 * g
        if zone_w >= least_picture:
            needs.append(max(2 * control + g if stacked else control,
                             star_of(control) + g + control, least_picture))
    return frame + min(needs) if needs else 10 ** 4


def ideal_height(w: int, badge_h: int, word_h: int, control: int, least_picture: int,
                 wish_picture: int) -> int:
    """A tile `w` px wide as high as its form wants: its controls at full size and its
    picture as large as its zone's width allows, up to `wish_picture`."""
    g, m = gap_of(w), margin_of(w)
    frame = 2 * m + badge_h + word_h + 2 * g
    best = None
    for stacked in (True, False):
        zone_w = w - 2 * m - control - (control if stacked else 2 * control + g) - 2 * g
        if zone_w < least_picture:
            continue
        need = max(2 * control + g if stacked else control, star_of(control) + g + control)
        mid = max(need, min(zone_w, wish_picture))
        picture = min(zone_w, mid)
        if best is None or (picture, -mid) > best[:2]:
            best = (picture, -mid, mid)
    return frame + (best[2] if best else least_picture)


def word_band(size: float, words: tuple[str, ...]) -> tuple[int, int]:
    """The tiles' words' row, as their letters' ink needs it (a line's own room over and
    under them took 6 px of a tile's 95 at 150 %): the band's top in a word's rendered
    line and its height, for every one of `words` at `size`."""
    key = (size, fonts.scale, words)
    if key not in _bands:
        inks = [fonts.text(w, size, bold=True, shadow=False).get_bounding_rect()
                for w in words]
        top = min(r.top for r in inks)
        _bands[key] = (top, max(r.bottom for r in inks) - top)
    return _bands[key]


_bands: dict[tuple, tuple[int, int]] = caches.kept({})


def word_height(size: float, words: tuple[str, ...]) -> int:
    """The tiles' words' row: their letters' ink (`word_band`)."""
    return word_band(size, words)[1]
