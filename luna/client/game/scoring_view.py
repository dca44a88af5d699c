"""The round's scoring summary over the board: a table of what each player gained from the
Moon Priestess, lost to the Apostate and gained in the temple, with a Continue button.

It only lays out and draws a `RoundSummary` (round_summary.py); the game screen decides
when it shows and goes. What it drew last is kept in `drawn` (words and rectangles) and
`rect` for the tests and the layout check.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame
from pygame_gui.elements import UIButton

from ...text import t
from ..board import art
from ..board.marks import GOAL
from ..board.targets import Field, Island
from ..window.fonts import px, text, wrap
from . import scoring_table
from .round_summary import RoundSummary
from .scoring_table import DIM, INK, NBSP, ROW_PAD, TOP_AIR, cell_lines

HEAD = (244, 226, 170)
NUDGE = 1.4                                # s: Continue glows after a click off the card
PEEK = 0.18                                # s: the card fades away or back ("see the board")
PRIESTESS_RING = (200, 210, 255)           # the board's marks: silver for her island,
APOSTATE_RING = (236, 110, 110)            # red for his, gold for the temple's fields
PICTURE_LEAST = 80                         # px: a covered island's picture beside the table
PICTURE_MOST = 180                         # at least (else none: no room) and at most


def places(summary: RoundSummary) -> list[tuple]:
    """The board's places the scoring counted, each with its ring's colour."""
    out: list[tuple] = [(Island(summary.priestess_island), PRIESTESS_RING)]
    if any(r.apostate for r in summary.players):         # (outside hers on one island)
        same = summary.apostate_island == summary.priestess_island
        out.append((Island(summary.apostate_island), APOSTATE_RING, 26 if same else 10))
    out += [(Field(f), GOAL) for f in summary.temple_fields]
    return out


class ScoringView:
    def __init__(self) -> None:
        self.button: UIButton | None = None
        self.peek_button: UIButton | None = None    # "see the board", held
        self.peeking: set[str] = set()         # what holds it: "key" (Tab), "mouse",
        #                                        "pin" (its button clicked: till a click)
        self.pressed_at = 0.0                  # when its button was last pressed
        self.fade = 0.0                        # 0: the card stands, 1: faded away
        self._fade_at: float | None = None
        self._spare = 0                        # the card's height over this round's lines
        self._need = 0                         # this round's lines' height
        self._air = 0                          # room spread round its rows (a taller card)
        self.rect: pygame.Rect | None = None
        self.drawn: list[tuple[str, pygame.Rect]] = []
        self.row_rects: list[pygame.Rect] = []    # drawn: each player's row (its band)
        self.rule: pygame.Rect | None = None          # drawn: the rule under the headings
        self._sizes = (22, 15, 19, 13)
        self._gap = 26
        self._widths = [0] * 5                 # the columns' widths: the game's (_plan)
        self._inner = 0                        # the card's inner width: the game's
        self._frame: tuple | None = None       # what the plan was laid for
        self._measured: tuple = (None, None, [])   # samples, sizes, their widths
        self._where_lines: list[str] = []
        self._note_lines: list[str] = []       # what "This round" adds up, under the table
        self.note_rect: pygame.Rect | None = None     # drawn: where those lines stand
        self._terse = False                    # no room for the note on "This round"
        self._keys = True                      # room for the keys' line over Continue
        self._pad = ROW_PAD                    # a row under its last small line
        self._subs = [1]                       # each row's most lines under a big number
        self._top = False                      # its buttons beside its title (else at its foot)
        self._keep: int | None = None          # the temple's fields' foot: its top under it
        self.placed = False
        self.spot: tuple | None = None         # where it stands: (board, its top left)
        self._whole: list[pygame.Rect] = []    # what its edges and buttons keep off
        self.nudged: float | None = None     # when a click off the card asked it to stay
        self.hint_kept = False                 # a Hint asked under it: comes as it goes

    def nudge(self, now: float) -> None:
        """A click off the card: nothing happens but Continue lighting up for a moment,
        saying what goes on."""
        self.nudged = now

    # -- widgets -----------------------------------------------------------------------------
    def build(self, ui, summary: RoundSummary, snap: dict, board: tuple,
              keep: int | None = None) -> None:
        """The card for `summary` on `board`, no taller than leaves the temple's fields in
        sight where it may (`keep`: their foot; the card stands under it)."""
        self.kill()
        self._keep = keep
        self.rect = scoring_table.box(self, summary, snap, board)
        words = t("scoring.continue")
        bw = max(150, text(words, 16, bold=True).get_width() + 40)
        r = pygame.Rect(0, 0, bw, 40)
        r.midbottom = (self.rect.centerx, self.rect.bottom - 14)
        self.button = UIButton(r, words, ui, object_id="#confirm",
                               tool_tip_text=None if self._keys else t("scoring.dismiss"))
        look = t("scoring.peek")
        r = pygame.Rect(0, 0, max(text(words, 16).get_width() for words in (    # its two
            look, t("scoring.peek_back"))) + 32, 40)      # words fit it (never
        #                                                   "Zurück zur Kart|e")
        self.peek_button = UIButton(r, look, ui, tool_tip_text=t("scoring.peek_tip"))
        self.peeking, self.fade, self._fade_at = set(), 0.0, None
        self._lay_buttons()

    def kill(self) -> None:
        for b in (self.button, self.peek_button):
            if b is not None:
                b.kill()
        self.button, self.peek_button, self.rect, self.placed = None, None, None, False
        self.peeking, self.fade, self._fade_at = set(), 0.0, None

    def place(self, board: tuple, whole: list[pygame.Rect] = ()) -> None:
        """Stand the card along the board's foot, as wide as the board, every round of the
        game: one place, one size (F059). Its top edge cuts none of `whole`
        (the board's names, pieces, counts and tokens): it stands a little lower where
        its spare room allows, else covers the thing whole; it has no side edges on the
        board, and its foot is the board's (no name or badge peeks half above its top edge,
        no row of novices under its foot). What it
        hides, holding "see the board" shows (`peek`). The buttons go with it."""
        if self.rect is None:
            return
        bx, by, bw, bh = board
        full = pygame.Rect(board)
        spot = pygame.Rect(bx, by + bh - self.rect.h, bw, self.rect.h)
        spot = _uncut(spot, full, list(whole), self._spare, self._keep)
        # (raised over a cut thing, its words still start at its top: no bare card over the
        # title;
        # the room it grew by is spread round its rows, not left as a bare band under them)
        self._air = _air(spot.h - self._need, len(self._subs))
        self.rect = spot
        self.spot = (tuple(board), spot.topleft)
        self._whole = list(whole)
        self._lay_buttons()
        self.placed = True

    def _lay_buttons(self) -> None:
        """Continue and "see the board" side by side at the card's foot, in its middle, or
        beside its title at the table's right end (a shorter card: it never covers the whole
        board)."""
        if self.button is None:
            return
        gap = 12
        pw = self.peek_button.rect.w if self.peek_button is not None else -gap
        left = self.rect.centerx - (pw + gap + self.button.rect.w) // 2
        top = self.rect.bottom - 14 - self.button.rect.h
        if self._top:
            left = self.rect.centerx + self._inner // 2 - (pw + gap + self.button.rect.w)
            top = self.rect.y + TOP_AIR
        if self.peek_button is not None:
            self.peek_button.set_position((left, top))
        self.button.set_position((left + pw + gap, top))

    # -- seeing the board under it ------------------------------------------------------------
    def peek(self, how: str, held: bool) -> None:
        """"See the board" held (`how`: "key" for Tab, "mouse" for its button) or let go:
        while it is held the card fades away, the board and its rings in full light."""
        if held:
            self.peeking.add(how)
        else:
            self.peeking.discard(how)

    def pin(self, on: bool) -> None:
        """The board kept in sight after a click on "see the board" (a click on it that
        worked only while held seemed to do nothing: F062), till the next click
        or key; the button then says it brings the card back."""
        if on:
            self.peeking.add("pin")
        else:
            self.peeking.discard("pin")
        if self.peek_button is not None:
            self.peek_button.set_text(t("scoring.peek_back" if on else "scoring.peek"))
            self._lay_buttons()
            if on:                    # off the pieces it was shown for
                free = self._free_spot(self.peek_button.rect)
                if free is not None:
                    self.peek_button.set_position(free)

    def _free_spot(self, button: pygame.Rect) -> tuple[int, int] | None:
        """Where "back to the card" stands while the board is in sight: along the board's
        foot, else its top, nearest its place on the card, over none of the board's names,
        pieces, counts and tokens (F054). None: nowhere free."""
        board = pygame.Rect(self.spot[0]) if self.spot else None
        if board is None or not any(button.colliderect(r) for r in self._whole):
            return None
        for y in (board.bottom - button.h - 10, board.top + 10):
            xs = range(board.left + 10, board.right - button.w - 10 + 1, 4)
            for x in sorted(xs, key=lambda x: abs(x - button.x)):
                if not any(pygame.Rect(x, y, *button.size).colliderect(r)
                           for r in self._whole):
                    return x, y
        return None

    def fade_to(self, now: float) -> float:
        """How far the card has faded (0: standing, 1: gone), stepped to `now`: a short
        fade either way (PEEK s), so the eye follows it."""
        dt = 0.0 if self._fade_at is None else max(0.0, now - self._fade_at)
        self._fade_at = now
        step = dt / PEEK
        self.fade = min(1.0, self.fade + step) if self.peeking else max(0.0, self.fade - step)
        b = self.button            # Continue goes with the card; the held button stays
        if b is not None and b.visible != (self.fade < 0.5):
            b.show() if self.fade < 0.5 else b.hide()
        return self.fade

    # -- layout --------------------------------------------------------------------------------

        # (still too tall: four players, two not placed, a tie, at 150 % in the smallest
        # window): the smallest sizes, what "This round" adds up left to the rules book,
        # and no keys' line (under Continue it is in the way); Continue
        # and its hover text say it

    # -- drawing -------------------------------------------------------------------------------
    @staticmethod
    def shade(surf: pygame.Surface, board: tuple, fade: float = 0.0) -> None:
        """The board dimmed a little, so the box and the marked places stand out (less
        as the card fades away: none while the board is looked at)."""
        if fade >= 1:
            return
        veil = _veil(*board[2:])
        veil.set_alpha(round(255 * (1 - fade)))
        surf.blit(veil, board[:2])

    def draw_faded(self, surf: pygame.Surface, summary: RoundSummary, snap: dict,
                   closes_in: float | None, now: float, pictures: tuple = ()) -> None:
        """The card as faded (`fade`): whole, the board showing through it on its way,
        or, faded away, only its rim (where it comes back)."""
        box = self.rect
        if box is None:
            return
        if self.fade <= 0:
            self.draw(surf, summary, snap, closes_in, now, pictures)
            return
        if self.fade < 1:
            under = surf.subsurface(box).copy()
            self.draw(surf, summary, snap, closes_in, now, pictures)
            under.set_alpha(round(255 * self.fade))
            surf.blit(under, box)
            return
        self.drawn = []         # faded away: nothing of it (its rim stood as a gold line
        #                         across the board, through an island, for two players)

    def draw(self, surf: pygame.Surface, summary: RoundSummary, snap: dict,
             closes_in: float | None, now: float = 0.0, pictures: tuple = ()) -> None:
        """`pictures`: (island name, its picture as the board shows it) of the scored
        islands the card covers, shown beside the table where the card has room."""
        box = self.rect
        if box is None:
            return
        self.drawn = []
        self.nudge_light = 0.0
        surf.blit(_back(*box.size), box.topleft)
        tsize, wsize, big, small = self._sizes
        title = t("scoring.title", round=summary.round)
        if self._top:             # at the table's left end, its buttons at its right
            y = box.y + TOP_AIR
            img = text(title, tsize, HEAD, bold=True)
            r = surf.blit(img, img.get_rect(midleft=(box.centerx - self._inner // 2, y + 20)))
            self.drawn.append((title, r))
            y = max(r.bottom, y + 40) + 6
        else:
            y = self._centred(surf, title, tsize, HEAD, box.y + 24, bold=True) + 6
        for words in self._where_lines:
            y = self._centred(surf, words, wsize, DIM, y)
        y += (12 if self._top else 18) + self._air
        rows = scoring_table.columns(self, summary, snap)
        widths, gap = self._widths, self._gap
        x0 = box.centerx - (sum(widths) + gap * 4) // 2
        xs = []
        x = x0
        for w in widths:
            xs.append(x)
            x += w + gap
        for c, (words, _, colour) in enumerate(rows[0]):
            self._put(surf, words, small + 2, colour, (xs[c] + (0 if c == 0 else widths[c] // 2),
                                                       y), left=c == 0)
        y += scoring_table.head_h(self)                  # the rule clear under the headings' words
        self.rule = pygame.Rect(x0, y - 8, x - gap - x0, 1)
        pygame.draw.line(surf, (*DIM, ), self.rule.topleft, self.rule.topright, 1)
        self.row_rects = []
        for k, row in enumerate(rows[1:]):
            p = summary.players[k].player
            rh = scoring_table.row_h(self, k) + self._air
            self.row_rects.append(pygame.Rect(x0 - 8, y - 4, x - gap - x0 + 16, rh - 4))
            y += self._air // 2                  # its words in the middle of its air
            if k % 2 == 0:
                band = pygame.Surface(self.row_rects[-1].size, pygame.SRCALPHA)
                band.fill((255, 255, 255, 14))
                surf.blit(band, self.row_rects[-1])
            surf.blit(art.novice(snap["colours"][p], px(26)), (xs[0], y))   # as the name grows
            for c, (words, sub, colour) in enumerate(row):
                if c == 0:
                    self._put(surf, words, big, INK, (xs[0] + px(34), y), left=True, bold=True)
                    continue
                mid = xs[c] + widths[c] // 2
                r = self._put(surf, words, big, colour, (mid, y), bold=True)
                at = r.bottom - 3
                for part in (cell_lines(sub, small, widths[c]) if sub else ()):
                    at = self._put(surf, part, small, DIM, (mid, at)).bottom - 2
            y += rh - self._air // 2
        self.pictures = self._pictures(surf, pictures, x - gap, self.rule.top,
                                       (rows[0][1][0], rows[0][2][0]))
        y = self._round_note(surf, y + 2 + self._air)
        note = t("scoring.closes", seconds=max(1, math.ceil(closes_in))) \
            if closes_in is not None \
            else self.dismiss_note(small)
        lit = self._nudge_light(now)
        if self._keys:                       # over the buttons (the card's spare room above)
            self._centred(surf, note, small, HEAD if lit else DIM,
                          max(y + 8, box.bottom - (10 if self._top else 14 + 40 + 12) - 20 - 8))
        if lit and self.button is not None:       # Continue glows: "this goes on"
            self.nudge_light = lit
            ring = self.button.rect.inflate(14, 14)
            glow = pygame.Surface(ring.size, pygame.SRCALPHA)
            for k in range(7, 0, -1):
                pygame.draw.rect(glow, (*HEAD, int(235 * lit * (1 - k / 8))),
                                 glow.get_rect().inflate(-7 + k, -7 + k), 2,
                                 border_radius=12)
            surf.blit(glow, ring.topleft)

    def _pictures(self, surf, pictures: tuple, right: int, top: int,
                  figures: tuple = ("", "")) -> list[pygame.Rect]:
        """The scored islands the card covers, pictured in its room at the right of the
        table, one over the other (the Moon Priestess's slot on top, the Apostate's under
        it), so that a line naming an island under the card is read against its picture:
        its name plate in the picture, the figure's name under it (as its column's heading:
        every picture captioned). Always that side and those slots, whichever are pictured:
        a picture that stood left one round and right the next read as the card's layout
        shifting. Where the side has less than PICTURE_LEAST, none."""
        box, shown = self.rect, []
        a, b = right + 14, box.right - 14
        size = self._sizes[3]
        slot = (box.bottom - 14 - top) // 2           # each picture's room, its caption's
        for k, ((name, pic), figure) in enumerate(zip(pictures, figures, strict=False)):
            if pic is None:
                continue
            w, h = self._picture_size(pic, b - a, slot, figure)
            if w < PICTURE_LEAST:
                continue
            kept = self._scaled.get(id(pic))
            if kept is None or kept[1] is not pic or kept[0] != (w, h):     # (once a card)
                self._scaled = {**(self._scaled if len(self._scaled) < 4 else {}),
                                id(pic): ((w, h), pic, pygame.transform.smoothscale(pic, (w, h)))}
            img = self._scaled[id(pic)][2]
            at = pygame.Rect(a + (b - a - w) // 2, top + k * slot, w, h)
            surf.blit(img, at)
            pygame.draw.rect(surf, (*HEAD, ), at.inflate(4, 4), 1, border_radius=6)
            self.drawn.append((name, at))          # (its name on its plate, pictured)
            y = at.bottom + 5
            for line in wrap(figure, size, w + 12):
                y = self._put(surf, line, size, DIM, (at.centerx, y)).bottom
            shown.append(at)
        return shown

    def _picture_size(self, pic, side: int, room: int, figure: str) -> tuple[int, int]:
        """A picture's size at most its `side` wide, it and its caption within `room`
        (an island taken with its plates is taller: it never runs past the card's foot)."""
        w = min(PICTURE_MOST, side)
        for _ in range(2):                  # (narrower, its caption may wrap once more)
            lines = [text(line, self._sizes[3]) for line in wrap(figure, self._sizes[3], w + 12)]
            if any(img.get_width() > side + 20 for img in lines):
                return 0, 0                 # (its caption wider than its side: none there)
            cap = 5 + sum(img.get_height() for img in lines)
            h = round(pic.get_height() * w / pic.get_width())
            if h <= room - cap:
                break
            h = max(1, room - cap)
            w = pic.get_width() * h // pic.get_height()
        return w, h

    pictures: list = []
    _scaled: dict = {}          # a picture's id -> (its size shown, it, it scaled)

    def _round_note(self, surf, y: int) -> int:
        """Under the table, what its last column adds up (players did not see how "This
        round" was summed): the three scores and what actions won while it was played."""
        top = y
        for words in self._note_lines:
            y = self._centred(surf, words, self._sizes[3], DIM, y)
        self.note_rect = pygame.Rect(self.rect.x, top, self.rect.w, y - top)
        return y

    def _nudge_light(self, now: float) -> float:
        """How strongly Continue glows after a click off the card (1 fading to 0)."""
        if self.nudged is None:
            return 0.0
        age = now - self.nudged
        return max(0.0, 1.0 - age / NUDGE) if age >= 0 else 0.0

    def dismiss_note(self, size: int) -> str:
        """The keys' line: how the card goes; with a Hint asked under it, that the Hint
        is kept for the person's turn (an H over the card read as lost, its dots on the
        greyed button unseen), the keys then left to Continue's hover where both do not
        fit the card's width."""
        if not self.hint_kept:
            return t("scoring.dismiss")
        both = t("scoring.dismiss.hint")
        fits = text(both, size).get_width() <= self.rect.w - 2 * px(16)
        return both if fits else t("scoring.hint_kept")

    def _centred(self, surf, words: str, size: int, colour, y: int, bold=False) -> int:
        img = text(words, size, colour, bold=bold)
        r = surf.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
        self.drawn.append((words, r))
        return r.bottom

    def _put(self, surf, words: str, size: int, colour, at, left=False,
             bold=False) -> pygame.Rect:
        img = text(words, size, colour, bold=bold)
        r = img.get_rect(topleft=at) if left else img.get_rect(midtop=at)
        surf.blit(img, r)
        self.drawn.append((words.replace(NBSP, " "), r))       # as read
        return r


def _uncut(spot: pygame.Rect, board: pygame.Rect, whole: list[pygame.Rect],
           spare: int, keep: int | None = None) -> pygame.Rect:
    """`spot` (the board's width: no side edge to cut anything) with its top edge through
    none of `whole`: lowered within `spare` (the card's room over its lines) where that
    clears it, else raised over what it cut, but never over `keep` (the temple's fields'
    foot: with three players at 1920x1080 it rose over the path's room for a novice and
    hid the fields' last row, a scored novice on it)."""
    def cut(y: int) -> list[pygame.Rect]:
        return [r for r in whole if r.top < y < r.bottom]
    top = next((y for y in range(spot.top, spot.top + spare + 1) if not cut(y)), None)
    if top is None:
        ceiling = board.top if keep is None or keep >= spot.top else keep + 2
        top = spot.top
        while cut(top) and top > ceiling:
            top = max(ceiling, min(r.top for r in cut(top)) - 2)
    return pygame.Rect(spot.x, top, spot.w, spot.bottom - top)


def _air(extra: int, rows: int) -> int:
    """The room a card raised over the board's pieces has beyond its lines, spread: as
    much under its place line, between its rows and over its note (a card of three
    players stood 120 px bare under its table)."""
    return max(0, min(px(24), extra // (rows + 2))) if rows > 0 else 0


@lru_cache(maxsize=1)       # (a board's size: a few MB)
def _veil(w: int, h: int) -> pygame.Surface:
    """The board's dimming, made once a size (not a new board-sized picture a frame)."""
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((4, 8, 20, 110))
    return veil


@lru_cache(maxsize=1)       # (the summary standing: one size)
def _back(w: int, h: int) -> pygame.Surface:
    """The summary box's ground and rim, made once a size."""
    back = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(back, (12, 18, 40, 255), back.get_rect(), border_radius=16)  # opaque
    pygame.draw.rect(back, (*HEAD, 210), back.get_rect(), 2, border_radius=16)
    return back
