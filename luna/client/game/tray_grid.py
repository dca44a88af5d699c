"""The tray's one grid: how many tiles a tray of this game may hold, and the columns,
tiles' size, words and form that hold the fullest of them in the panel's action area
(game/ring.py lays each tray in it)."""

from __future__ import annotations

from ..board.layout import Layout
from ..window import caches, fonts
from ..window.fonts import font
from .ring_place import (
    COLUMN,
    TileForm,
    form_of,
    ideal_height,
    margin_of,
    wide_form,
    wide_height,
    word_height,
)

LEAST_WORD_GROWS = 8          # px the least word grows per 100 % of text size
WORD_MOST = 1.3               # a tile's word at most this share of its least (least_word):
#                               at 1920x1080 its 23 px words took its picture's room
CONDENSE = 0.9                # a tile's longest word may stand this much narrower, its
#                               letters as tall (French at 1280x800, 125 %: "Sanctification"
#                               made every word of the tray 12 px: F048)
WIDE_BELOW = 12               # px: a three-column tray's words under this take the wide form
WIDE_LEAST = 13               # px: the wide form's words never smaller (F048)
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
    read as cramped, so 15 px there: F048)."""
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


def grid_plan(inner: int, high_room: int, most: int, label_size: int, floor: float,
               said: tuple[str, ...], control: int, bh: int, wide_bh: int, least_pic: int,
               wish_pic: int, control_least: int, least_cols: int = 2) -> GridPlan:
    """The tray's one grid for an area `inner` px wide and `high_room` px high holding
    `most` tiles: its columns and the tiles' size, words and form (ActionRing.place);
    `bh` its badges' height, `wide_bh` in the wide form; `least_cols` columns at least
    (None where no such grid's words fit).
    Found once for what it depends on (the window's and the text's sizes, the language's
    words): every frame's steady_form and tray lay trays of the same few areas out, and
    measuring every word at every size for each took a tenth of a UI test's time."""
    key = (inner, high_room, most, label_size, floor, said, control, bh, wide_bh, least_pic,
           wish_pic, control_least, least_cols, fonts.scale, fonts.text_size, fonts.window,
           fonts.generation)
    if key not in _plans:
        if len(_plans) >= PLANS_KEPT:
            _plans.clear()
        _plans[key] = _find_grid(*key[:13])
    return _plans[key]


def _find_grid(inner, high_room, most, label_size, floor, said, control, bh, wide_bh,
               least_pic, wish_pic, control_least, least_cols) -> GridPlan | None:
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
    if least_cols > 2:
        fits = [n for n in fits if n >= least_cols] or \
            ([least_cols] if widest(floor) <= wide_of(least_cols) - 2 * margin_of(
                wide_of(least_cols)) else [])
        if not fits:
            return None
    cols = max(fits, key=good)
    plan = grid(cols)
    if fonts.px(plan[2]) < wide_below() and least_cols <= 2:   # words under ~12 px: the
        #                                                        wide form, if it fits
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
