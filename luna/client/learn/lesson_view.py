"""The guided game's own drawing step over the board: everything but the lesson's
targets dimmed, and the instruction card (the step count with its progress, what and why,
and its buttons: "Back one step" and "Skip this step", a note's "Continue", the tips
switch).

The card has its own place in the side panel, over the game log, under its heading, never
over the players' cards or the turn line above it, nor ever on the board (the board is what
the lesson is about: F055). It leaves the log's last lines in sight below it where its words read
whole so, else takes the log's whole place; the log tells the computer's moves, the card what to do
(it told them too: the same sentences twice, one over the other). The players' cards
close up in a guided game as far as its longest step needs (game/lesson.py,
`lesson_form`). Once placed for a step it stays while nothing about it changes. Its words
keep their size (never below 14 px at 100 %): what the card's height cannot hold scrolls
(the mouse wheel, its scroll bar), with a fade saying there is more.

A step's instruction (what to click now, `lessons.instruction`) is pinned at the card's
foot over its buttons, bold, marked in gold, never scrolled: the lesson's words that
explain it scroll above it (what to click is never scrolled away: F055). While an action tray
stands in the panel the card folds to it beside the tray (`plan_by_tray`), in the panel, never
scrolled; its place found before is kept for when the tray closes. While a move is built and the
words would scroll, it folds in its place.

Where most steps cannot stand whole in any of the cards' forms (1024x700 at 150 %), the
lean form (`lean`, chosen by game/lesson.py): the turn line and the log give the step
their room while the script runs (the log one click away, its chip in the round's line),
Skip stands as a sign in the step count's row, the words at their least size and the lines
closer; what cannot stand whole scrolls two lines a notch at most.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from ...text import t
from ..board.targets import Control
from ..widgets import palette as P
from ..widgets.overlays import draw_card
from ..widgets.scroll import WIDTH as GROOVE_W
from ..widgets.scroll import draw_scroll_bar, offset_at
from ..window import fonts
from ..window.fonts import font, line_height, px, text, wrap

BODY = 15                # the card's words: the panel's body size and more
SMALL = 14               # the buttons' words, the step count
TITLE = 16               # the lesson's name (bold)
LEAST = 14               # no word of the card smaller (times the text size)
PAD = 12
GAP = 6                  # between the card's parts
READ_LINES = 8           # a card whose words must scroll shows this many, the log's
                         # last lines giving way where they would not leave room for them
READ_LEAST = 4           # ... and where not even those, at least this many (else the
                         # log's whole place); the pinned instruction's lines count
WINDOW_LEAST = 2         # lines of the words over the instruction in sight at least
MARK = 3                 # the instruction's gold bar's width, in the card's margin (its
                         # words as wide as the lesson's: no line more for the mark)
WHEEL = 2                # lines a notch of the mouse wheel scrolls, at most
DIM = (8, 10, 24, 170)
SOFT = 5                 # the veil's edge: made at 1/SOFT of the board's size, then grown
INK, TITLE_INK = P.INK, P.GOLD
CLEAR = (0, 0, 0, 0)
GOES_ON = ("continue",)    # the button that goes on wears the confirming green, as elsewhere


class Measured(NamedTuple):
    kicker: int                       # the step count's row and its progress bar (px)
    title: list[str]
    lines: list[tuple[str, int, tuple, bool]]   # the words that may scroll: (line, size,
    #                                             colour, bold: the title rolled in)
    rows: int                         # rows of buttons
    width: int
    rolled: bool = False              # the title among the words that scroll (a tight room)
    back: bool = True                 # "Back one step" in the card (not: the panel's Undo)
    do: tuple[str, ...] = ()          # the instruction's lines, pinned under the words
    lean: bool = False                # the tightest form: Skip in the step count's row,
    #                                   the lines closer (LEAN_LEADING)

    @property
    def head(self) -> int:
        return PAD + self.kicker + len(self.title) * lh(TITLE, True, self.lean) + GAP

    @property
    def foot(self) -> int:
        return GAP + self.rows * (button_h() + GAP) + PAD - GAP

    @property
    def pin(self) -> int:
        """The pinned instruction's height, with its gap from the words above it."""
        if not self.do:
            return 0
        return pinned_h(len(self.do), self.lean) + (GAP if self.lines else 0)

    @property
    def content(self) -> int:
        return sum(lh(size, bold, self.lean) for _, size, _, bold in self.lines) + \
            (line_height(words_size(self.lean)) - lh(words_size(self.lean), False, self.lean)
             if self.lines else 0)

    @property
    def natural(self) -> int:
        return self.head + self.content + self.pin + self.foot


def button_h() -> int:
    return line_height(SMALL) + px(8)


LEAN_LEADING = 0.9       # the lean form's lines: closer (27 px for 22 px words at 150 %)


def lh(size: float, bold: bool = False, lean: bool = False) -> int:
    """A line of the card's words, closer in the lean form."""
    return round(line_height(size, bold) * LEAN_LEADING) if lean else line_height(size, bold)


def words_size(lean: bool) -> int:
    """The card's words: the body size, the least in the lean form (still the panel's
    largest running words: 21 px at 150 %, the log's 18)."""
    return LEAST if lean else BODY


def pinned_h(lines: int, lean: bool) -> int:
    """The pinned instruction's lines' height: the last one whole (its descenders)."""
    size = words_size(lean)
    return (lines - 1) * lh(size, True, lean) + line_height(size, True) if lines else 0


def skip_side() -> int:
    """The lean form's Skip: a square button in the step count's row, this wide."""
    return line_height(SMALL, True) + px(2)


class LessonView:
    def __init__(self) -> None:
        self.box: pygame.Rect | None = None
        self.docked = False                  # over the log (its lines keep below it)
        self.buttons: dict[str, pygame.Rect] = {}
        self.view: pygame.Rect | None = None      # the words' window (they scroll in it)
        self.groove: pygame.Rect | None = None    # its scroll bar, when they do
        self.pin: pygame.Rect | None = None  # the instruction's place, under the words
        self.scroll = 0                      # px scrolled
        self._plan: tuple | None = None
        self._words: tuple | None = None     # the words shown (new words: from the top)
        self._kept: tuple | None = None      # the last place found, and what it was for
        self._shade: tuple | None = None     # (what it lit, the board's veil with its holes)
        self.lean = False                    # the guided game's tightest form (game/lesson.py)

    def control_at(self, pos) -> Control | None:
        """What the pointer rests on in the card that has a hover text: the lean form's
        Skip (a sign, not a word)."""
        skip = self.buttons.get("skip")
        if self.lean and skip is not None and skip.collidepoint(pos):
            return Control("lesson_skip", t("tutorial.skip"))
        return None

    def button_at(self, pos) -> str | None:
        hit = next((n for n, r in self.buttons.items() if r.collidepoint(pos)), None)
        if hit is None and self.groove is not None and self.groove.collidepoint(pos):
            return "scroll"
        return hit

    def veil(self, board: tuple, lit: tuple, shapes: dict) -> pygame.Surface:
        """The board dimmed but for the lit things, each in its own shape with a soft
        edge (a hard-cut hole reads as a crude cut-out); made once for what it lights."""
        key = (tuple(board), lit)
        if self._shade is None or self._shade[0] != key:
            bx, by, bw, bh = board
            shade = pygame.Surface((bw, bh), pygame.SRCALPHA)
            shade.fill(DIM)
            for r, tg in lit:              # light in each thing's own shape: no boxes
                _hole(shade, shapes.get(tg, ("shape", "oval", pygame.Rect(r))), (bx, by))
            small = pygame.transform.smoothscale(shade, (max(1, bw // SOFT),
                                                         max(1, bh // SOFT)))
            # premultiplied: blitted each frame over the whole board, its blend costs a
            # third of a plain alpha blit's (1920x1080: 0.5 ms, not 1.4 ms)
            self._shade = (key, pygame.transform.smoothscale(small, (bw, bh)).premul_alpha())
        return self._shade[1]

    # -- scrolling -------------------------------------------------------------------------
    @property
    def overflow(self) -> int:
        """How far the words reach below their window (0: they fit)."""
        if self._plan is None or self.view is None:
            return 0
        return max(0, self._plan[2].content - self.view.h)

    def wheel(self, notches: int) -> None:
        """The mouse wheel over the card: up (notches > 0) or down by WHEEL lines each, in
        a window of few lines one less than it shows (a notch never jumps past unread lines)."""
        row = lh(words_size(self.lean), False, self.lean)
        lines = max(1, min(WHEEL, (self.view.h if self.view is not None else 0) // row - 1))
        self.scroll = max(0, min(self.overflow, self.scroll - notches * lines * row))

    def scroll_to(self, y: int) -> None:
        """A click on the scroll bar's groove: the thumb centred there."""
        if self.groove is not None and self._plan is not None:
            self.scroll = min(self.overflow, offset_at(self.groove, y,
                                                      self._plan[2].content))

    # -- where and how large -----------------------------------------------------------------
    def plan(self, board: tuple, dock: pygame.Rect, hits, highlights: set, title: str,
             body: str, buttons: list[tuple[str, str]],
             head: int = 22, kicker: tuple[str, int, int] | None = None,
             keep: tuple[int, ...] = (0,), reserve: tuple[str, ...] = ()) -> pygame.Rect:
        """Where the card stands and at what size (kept for `draw`): in the side panel,
        over the log (`dock`, its heading `head` px tall), as `_in_panel` says; never on
        the board (F055).
        `buttons`: (name, label) in the order drawn, flowing onto a new row as needed;
        `kicker`: the step count's words, the step and how many there are; `keep`: px of
        the log's last lines it may leave in sight under it, most first; `reserve`: the
        buttons the card will have (a step's Skip once it may be played): measured so
        from the start, it need not move."""
        if self.lean and kicker is not None:     # Skip in the step count's row, Back one
            buttons = [(n, w) for n, w in buttons if n not in ("skip", "back")] + \
                [(n, w) for n, w in buttons if n == "skip"]     # step the panel's Undo
            reserve = ()
        labels = [label for n, label in buttons if not (self.lean and n == "skip")]
        sized = labels if len(labels) >= len(reserve) else list(reserve)
        words = (title, body)
        if words != self._words:
            self._words, self.scroll = words, 0
        key = (words, tuple(board), tuple(dock), head, keep, tuple(sized), kicker,
               fonts.scale, self.lean)
        kept = self._kept
        if kept is not None and kept[0] == key:
            box, m = kept[1:3]                 # where it stood (no card leaping about)
        else:
            box, m = self._in_panel(dock, head, keep, title, body, sized, kicker)
            if kept is not None and kept[0][0] == words and box.y < kept[1].y < dock.bottom:
                box = pygame.Rect(box.x, kept[1].y, box.w,   # its step's top kept (a move
                                  min(box.h, dock.bottom - kept[1].y))   # built: the turn
            self._kept = (key, box, m)                       # line shorter, the log higher)
        self.docked = True
        if not m.back:                       # a row of words more in a tight room
            buttons = [(name, label) for name, label in buttons if name != "back"]
            sized = sized[1:]
        return self._settle(box, m, (title, body, sized, kicker),
                            (board, hits, highlights, buttons))

    def plan_by_tray(self, board: tuple, tray: pygame.Rect, column: pygame.Rect, above: int,
                     hits, highlights: set, title: str, do: str,
                     buttons: list[tuple[str, str]],
                     kicker: tuple[str, int, int] | None = None) -> pygame.Rect:
        """While an action tray is open in the panel (`tray`, at the top of `column`, the
        log's area): the card in the tray's column, never on the board, folded to what to
        do now, `do` (the step's instruction) whole, in bold as it stands in the whole card;
        with its title, its step count and its buttons as the room allows. Under the tray;
        where that has no room for the instruction (a large text size: the tray fills the
        area), over the players' cards (from `above`) down to it, while an action is
        chosen. Where the card stood before is kept: it stands there again, whole,
        when the tray closes (never onto the board, F055)."""
        under = pygame.Rect(column.x, tray.bottom + TRAY_GAP, column.w,
                            max(0, column.bottom - tray.bottom - TRAY_GAP))
        over = pygame.Rect(column.x, above, column.w, max(0, tray.top - TRAY_GAP - above))
        return self._fold(board, (under, over), hits, highlights, title, do, buttons, kicker)

    def fold(self, board: tuple, room: pygame.Rect, hits, highlights: set, title: str,
             do: str, buttons: list[tuple[str, str]],
             kicker: tuple[str, int, int] | None = None, above: int | None = None
             ) -> pygame.Rect:
        """The card where it stands (`room`: over the log, from its top down to a move's
        help) folded to the step's instruction `do` as beside a tray, while a move is
        built and its words would scroll there (a 3-line scrolling box hides what to click,
        F055); where that room cannot
        hold it (a small window at 150 %), over the players' cards from `above` down, as
        beside a tray."""
        docked = self.docked
        rooms = (room,) if above is None or above >= room.y else \
            (room, pygame.Rect(room.x, above, room.w, room.bottom - above))
        box = self._fold(board, rooms, hits, highlights, title, do, buttons, kicker)
        self.docked = docked
        return box

    def _fold(self, board: tuple, rooms: tuple, hits, highlights: set, title: str, do: str,
              buttons: list[tuple[str, str]], kicker) -> pygame.Rect:
        """The folded card in the first of `rooms` that holds its instruction whole (at
        the top of it; the second, over the players' cards, it fills)."""
        said = (do, do)
        if self.lean and kicker is not None:     # (Skip in the step count's row)
            buttons = [(n, w) for n, w in buttons if n not in ("skip", "back")] + \
                [(n, w) for n, w in buttons if n == "skip"]
        forms = [(kicker, title, buttons), (kicker, title, [])]   # its step count and title
        found = None                     # always (never gone mid-step as
        for room in rooms:               # a tray opens: F055)
            for count, name, shown in forms:
                m = self._measure(name, said, room.w, [label for n, label in shown
                                                       if not (self.lean and n == "skip")],
                                  count)
                if m.natural <= room.h:
                    found = (room, m, count, name, shown)
                    break
            if found is not None:
                break
        if found is None:                # nowhere whole: the larger room, the title rolled
            room = max(rooms, key=lambda r: r.h)    # into the words over the instruction
            m = self._measure(title, said, room.w, [], kicker, rolled=True)
            found = (room, m, kicker, title, [])
        room, m, count, name, shown = found
        box = pygame.Rect(room.x, room.y, room.w, min(m.natural, room.h))
        if room is not rooms[0]:         # the players' cards wholly under it, none peeking
            box = room
        self.docked = True
        return self._settle(box, m,
                            (name, said, [label for _, label in shown], count),
                            (board, hits, highlights, shown))

    def _settle(self, box: pygame.Rect, m: Measured, words: tuple, plan: tuple
                ) -> pygame.Rect:
        """The card at `box` with its parts `m` (measured from `words`: title, body,
        button labels, kicker): its words' window, their scroll bar where
        they do not fit, kept for `draw` with `plan` (board, hits, what is lit, buttons)."""
        title, body, sized, kicker = words
        board, hits, highlights, buttons = plan
        self.box = box
        if m.do and m.head + m.pin + m.foot > box.h:     # no room to pin it: it scrolls
            explain, do = _parts(body)
            body = " ".join((do, *explain))
            m = self._measure(title, body, box.w, sized, kicker, 0,
                              m.rolled)._replace(back=m.back)   # first of the words
        view_h = max(0, box.h - m.head - m.foot - m.pin)
        if m.content > view_h:         # the words scroll: measured beside their scroll bar
            m = self._measure(title, body, box.w, sized, kicker, GROOVE_W + 6,
                              m.rolled)._replace(back=m.back)
            view_h = max(0, box.h - m.head - m.foot - m.pin)
        self.view = pygame.Rect(box.x + PAD, box.y + m.head, box.w - 2 * PAD, view_h)
        pinned = pinned_h(len(m.do), m.lean)
        self.pin = pygame.Rect(box.x + PAD, self.view.bottom + m.pin - pinned,
                               box.w - 2 * PAD, pinned)
        self.groove = None
        if m.content > view_h:
            self.groove = pygame.Rect(box.right - PAD - GROOVE_W + 4, self.view.y,
                                      GROOVE_W, view_h)
        self.scroll = max(0, min(self.scroll, m.content - view_h))
        self._plan = (board, hits, m, highlights, buttons, kicker)
        return box

    def draw(self, surf: pygame.Surface) -> None:
        """Everything but the lesson's targets dimmed, and the card where `plan` put it."""
        board, hits, m, highlights, buttons, kicker = self._plan
        box, view = self.box, self.view
        bx, by, bw, bh = board
        lit = tuple((tuple(r), tg) for r, tg in hits if tg in highlights)
        if lit:
            surf.blit(self.veil(board, lit, getattr(hits, "shapes", {})), (bx, by),
                      special_flags=pygame.BLEND_PREMULTIPLIED)
        draw_card(surf, box, alpha=255)     # the glass card of every dialog, opaque here
        x, y = box.x + PAD, box.y + PAD
        self.buttons = {}
        if kicker is not None:
            row = pygame.Rect(x, y, box.w - 2 * PAD, m.kicker)
            if m.lean:                      # Skip at the row's end, the bar beside the count
                side = skip_side()
                skip = pygame.Rect(row.right - side, row.y - px(2), side, side)
                row.w -= side + px(8)
                if any(name == "skip" for name, _ in buttons):
                    _skip_button(surf, skip)
                    self.buttons["skip"] = skip
            y = _kicker(surf, kicker, row, m.rolled or m.lean)
        for line in m.title:
            surf.blit(text(line, TITLE, TITLE_INK, bold=True, shadow=False), (x, y))
            y += lh(TITLE, True, m.lean)
        clip = surf.get_clip()
        surf.set_clip(view.clip(clip) if clip else view)
        y = view.y - self.scroll
        for line, size, colour, bold in m.lines:      # whole lines only: one the window
            step = lh(size, bold, m.lean)              # would cut waits for the scroll
            if y >= view.y and y + step <= view.bottom:
                surf.blit(text(line, size, colour, bold=bold, shadow=False), (x, y))
            y += step
        surf.set_clip(clip)
        if self.groove is not None:         # more than the window holds: a fade, a bar
            _fades(surf, view, self.scroll > 0, self.scroll < self.overflow)
            draw_scroll_bar(surf, self.groove, self.scroll, m.content)
        if m.do:                            # what to click now: pinned, marked in gold
            _pinned(surf, self.pin, m.do, m.lean)
        if m.lean and kicker is not None:
            buttons = [(n, w) for n, w in buttons if n != "skip"]
        x, y = box.x + PAD, self.pin.bottom + GAP
        bh_ = button_h()
        for name, words in buttons:
            label = text(words, SMALL, INK, shadow=False)
            r = pygame.Rect(x, y, label.get_width() + px(20), bh_)
            if r.right > box.right - PAD and x > box.x + PAD:     # no room: next row
                r.topleft = (box.x + PAD, y + bh_ + GAP)
            pygame.draw.rect(surf, P.CONFIRM if name in GOES_ON else P.BUTTON, r,
                             border_radius=P.RADIUS)
            pygame.draw.rect(surf, P.RIM_SOFT, r, 1, border_radius=P.RADIUS)
            surf.blit(label, label.get_rect(center=r.center))
            self.buttons[name] = r
            x, y = r.right + 10, r.y

    def _in_panel(self, dock: pygame.Rect, head: int, keep: tuple[int, ...], title: str,
                  body, labels: list[str], kicker) -> tuple[pygame.Rect, Measured]:
        """The card over the log, whole where it can be: with the first of `keep` (the
        log's last lines) that leaves it room, else in the log's whole place; where it
        cannot be whole, its words scroll over the pinned instruction in the room the
        first of `keep` leaves READ_LINES of them, else, the title scrolling too, in the
        room the fewest of the log's lines leave (READ_LEAST of its lines at least, the
        instruction's counted, so the computer's move is seen),
        else in the log's whole place."""
        bare = self._measure(title, body, dock.width, labels, kicker)
        for kept in (keep, (0,)):
            room = next((dock.height - head - k for k in kept
                         if dock.height - head - k >= bare.natural), None)
            if room is not None:
                return self._docked(dock, head, bare, room), bare
        least = bare.head + bare.foot + _in_sight(bare, READ_LINES)
        room = next((dock.height - head - k for k in keep if dock.height - head - k >= least),
                    None)
        if room is None:                 # a tight room (a small window, large words): the
            bare = self._measure(title, body, dock.width, labels, kicker, rolled=True)
            if bare.rows > 1 and len(labels) > 1:    # title scrolling with the words; Back
                bare = self._measure(title, body, dock.width, labels[1:], kicker,
                                     rolled=True)._replace(back=False)   # one step is the
            least = bare.head + bare.foot + _in_sight(bare, READ_LEAST)     # panel's Undo
            room = dock.height - head - min(keep)   # under it; the fewest of the log's
            if room < least:                        # last lines kept where that leaves
                room = dock.height - head           # READ_LEAST lines (its only telling
        return self._docked(dock, head, bare, room), bare   # of the computer's moves; a
        #                                           note, read whole first, keeps none)

    @staticmethod
    def _docked(dock: pygame.Rect, head: int, m: Measured, room: int) -> pygame.Rect:
        return pygame.Rect(dock.x, dock.y + head, dock.width, min(m.natural, room))

    def _measure(self, title: str, body: str | tuple[str, ...], width: int,
                 labels: list[str], kicker, bar: int = 0, rolled: bool = False,
                 lean: bool | None = None) -> Measured:
        """The card's parts at this width (`bar`: px its scroll bar takes from the words;
        `body`: its words, or its words and the instruction among them, pinned apart
        under them; `rolled`: the title scrolls with them, the first of their lines;
        `lean`: the tightest form's (this card's where not said))."""
        lean = self.lean if lean is None else lean
        inner, size = width - 2 * PAD, words_size(lean)
        lines = []
        if rolled and title:
            lines = [(s, TITLE, TITLE_INK, True) for s in wrap(title, TITLE, inner - bar, True)]
        explain, do = _parts(body)
        for words in explain:
            lines += [(s, size, INK, False) for s in wrap(words, size, inner - bar)]
        pinned = tuple(wrap(do, size, inner, True)) if do else ()
        rows, x = (1 if labels else 0), 0        # the buttons side by side, or stacked
        for words in labels:
            w = font(SMALL).size(words)[0] + px(20)
            if x and x + w > inner:
                rows, x = rows + 1, 0
            x += w + 10
        high = 0
        if kicker is not None:           # (a tight room: the bar beside the count)
            high = line_height(SMALL, True) + px(4) if rolled or lean \
                else _bar_row(0)[1] + px(BAR_AIR)
        return Measured(high, wrap(title, TITLE, inner, True) if title and not rolled else [],
                        lines, rows, width, rolled, do=pinned, lean=lean)


def _in_sight(m: Measured, lines: int) -> int:
    """The room for `lines` lines of words in sight: the pinned instruction's and at
    least WINDOW_LEAST of the words that scroll above it."""
    row = lh(words_size(m.lean), False, m.lean)
    if not m.lines:
        return m.pin
    return max(lines * row, m.pin + WINDOW_LEAST * row)


def _parts(body: str | tuple[str, ...]) -> tuple[list[str], str]:
    """A step's words as the paragraphs that explain (before its instruction, after it)
    and its instruction, a sentence of its own ("" where there is none); `body` (words,
    instruction) or (words, instruction, what is pinned instead: the step's clicks so
    far, lessons.progress)."""
    if isinstance(body, str):
        return ([body] if body else []), ""
    words, do, *now = body
    if not do or do not in words:
        return [words], ""
    before, after = words.split(do, 1)
    after = after.strip().lstrip(":").strip()       # ("…island: it lets…": "It lets…")
    return [w for w in (before.strip(), _capital(after)) if w], _capital(now[0] if now
                                                                         else do)


def _pinned(surf: pygame.Surface, rect: pygame.Rect, lines: tuple[str, ...],
            lean: bool) -> None:
    """The instruction in bold, a gold bar beside it in the card's margin: the mark of
    what to do now (`lean`: in the lean form's words and lines)."""
    size = words_size(lean)
    step = lh(size, True, lean)
    w = max(MARK, px(MARK))
    pygame.draw.rect(surf, P.GOLD, (rect.x - w - max(2, px(2)), rect.y + px(3), w,
                                    rect.h - px(6)), border_radius=2)
    y = rect.y
    for line in lines:
        surf.blit(text(line, size, INK, bold=True, shadow=False), (rect.x, y))
        y += step


def _skip_button(surf: pygame.Surface, r: pygame.Rect) -> None:
    """The lean form's Skip: a small button with the "next" sign (two arrowheads and a
    bar); its hover text says "Skip this step" (LessonView.control_at)."""
    pygame.draw.rect(surf, P.BUTTON, r, border_radius=P.RADIUS)
    pygame.draw.rect(surf, P.RIM_SOFT, r, 1, border_radius=P.RADIUS)
    h = r.h * 0.42
    cy, x0 = r.centery, r.centerx - h * 0.95
    for dx in (0, h * 0.75):
        pygame.draw.polygon(surf, INK, [(x0 + dx, cy - h / 2), (x0 + dx + h * 0.75, cy),
                                        (x0 + dx, cy + h / 2)])
    bar = max(2, round(h * 0.2))
    pygame.draw.rect(surf, INK, (round(x0 + h * 1.5), round(cy - h / 2), bar, round(h)))


TRAY_GAP = 6             # between an action tray and the card beside it (px)
def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


BAR_AIR = 10             # under the progress bar, before the step's heading (px at 100 %)


def _bar_row(y: int) -> tuple[int, int]:
    """The progress bar's own row under the step count begun at `y`: (top, bottom), clear
    of the count's letters above and, by BAR_AIR, of the heading below (it sat on it)."""
    top = y + line_height(SMALL, True) + px(4)
    return top, top + max(3, px(4))


def _kicker(surf: pygame.Surface, kicker: tuple[str, int, int], row: pygame.Rect,
            beside: bool = False) -> int:
    """"Step 9 of 20" in gold small capitals' place, each word set apart by a clear gap
    (a digit's tight side and a narrow space ran "9of" together), and a thin bar of the
    steps done under it, in a row of its own, or (`beside`: a tight room) after the words
    on their row, where the words scrolling under it leave more of them in sight; returns
    where the title begins."""
    words, n, total = kicker
    f = font(SMALL, True)
    gap = max(f.size(" ")[0], round(px(SMALL) * 0.3))
    x = row.x
    for word in words.split():
        img = text(word, SMALL, P.INK_DIM, bold=True, shadow=False)
        surf.blit(img, (x, row.y))
        x += img.get_width() + gap
    top, bottom = _bar_row(row.y)
    bar = pygame.Rect(row.x, top, row.w, bottom - top)
    if beside:
        bar = pygame.Rect(x - gap + px(BAR_AIR), 0, 0, bottom - top)
        bar.w = max(bar.h, row.right - bar.x)
        bar.centery = row.y + line_height(SMALL, True) // 2
    pygame.draw.rect(surf, P.WELL, bar, border_radius=bar.h)
    done = bar.copy()
    done.w = max(bar.h, round(bar.w * n / max(1, total)))
    pygame.draw.rect(surf, P.GOLD, done, border_radius=bar.h)
    return row.bottom


def _fades(surf: pygame.Surface, view: pygame.Rect, above: bool, below: bool) -> None:
    """The words fading into the card at an edge with more beyond it."""
    h = min(view.h // 3, line_height(BODY))
    if h <= 0 or view.w <= GROOVE_W + 4:
        return
    for edge, more in (("top", above), ("bottom", below)):
        if not more:
            continue
        fade = pygame.Surface((view.w - GROOVE_W - 4, h), pygame.SRCALPHA)
        for k in range(h):
            a = int(235 * ((k + 1) / h if edge == "bottom" else 1 - k / h))
            pygame.draw.line(fade, (*P.GLASS, a), (0, k), (fade.get_width(), k))
        surf.blit(fade, (view.x, view.bottom - h if edge == "bottom" else view.y))


def _hole(shade: pygame.Surface, shape: tuple, origin: tuple[int, int]) -> None:
    """Clear the dimming in `shape` (the board's hit shapes: an island's shore, a hexagon,
    a tile, an oval; a piece's picture), a little grown, so the light follows the thing."""
    ox, oy = origin
    kind = shape[0]
    if kind == "shapes" and all(part[:2] == ("shape", "candle") for part in shape[1]):
        row = pygame.Rect(shape[1][0][2]).unionall([p[2] for p in shape[1][1:]])
        r = row.move(-ox, -oy).inflate(row.h * 3 // 2, row.h // 6)  # the candles' altar
        pygame.draw.rect(shade, CLEAR, r, border_radius=r.h // 2)   # in one light
        return
    if kind == "shapes":
        for part in shape[1]:
            _hole(shade, part, origin)
        return
    if kind == "outline":
        _, pts, w, h, x, y = shape
        cx, cy = w / 2, h / 2
        grown = [(x - ox + cx + (px - cx) * 1.06, y - oy + cy + (py - cy) * 1.06)
                 for px, py in pts]
        pygame.draw.polygon(shade, CLEAR, grown)
        return
    if kind == "sprite":
        _, sprite, (x, y) = shape
        rect = sprite.get_rect(topleft=(x - ox, y - oy))
        pygame.draw.ellipse(shade, CLEAR, rect.inflate(rect.w // 3, rect.h // 4))
        return
    _, name, rect = shape
    r = pygame.Rect(rect).move(-ox, -oy).inflate(8, 8)
    if name == "hex":
        q1, q3 = r.top + r.h / 4, r.top + 3 * r.h / 4
        pygame.draw.polygon(shade, CLEAR, [(r.centerx, r.top), (r.right, q1), (r.right, q3),
                                           (r.centerx, r.bottom), (r.left, q3), (r.left, q1)])
    elif name == "tile":
        pygame.draw.rect(shade, CLEAR, r, border_radius=max(2, min(r.w, r.h) // 5))
    else:
        pygame.draw.ellipse(shade, CLEAR, r)
