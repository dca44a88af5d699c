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

from ...text import island as island_name
from ...text import ordinal, t
from ..board import art
from ..board.marks import GOAL
from ..board.targets import Field, Island
from ..fonts import line_height, px, text, wrap
from .round_summary import RoundSummary

INK = (226, 228, 240)
DIM = (168, 176, 200)
HEAD = (244, 226, 170)
UP, DOWN = (140, 240, 150), (255, 140, 130)
ROW_PAD = 12                                # a row under its last small line: its band holds it
TIE = "*"                                  # a place the council decided, told under the table
NUDGE = 1.4                                # s: Continue glows after a click off the card
PRIESTESS_RING = (200, 210, 255)           # the board's marks: silver for her island,
APOSTATE_RING = (236, 110, 110)            # red for his, gold for the temple's fields


def signed(v: int) -> str:
    return f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0"


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
        self.rect: pygame.Rect | None = None
        self.drawn: list[tuple[str, pygame.Rect]] = []
        self.row_rects: list[pygame.Rect] = []    # drawn: each player's row (its band)
        self.rule: pygame.Rect | None = None          # drawn: the rule under the headings
        self._sizes = (22, 15, 19, 13)
        self._gap = 26
        self._where_lines: list[str] = []
        self._note_lines: list[str] = []       # what "This round" adds up, under the table
        self.note_rect: pygame.Rect | None = None     # drawn: where those lines stand
        self._sub_cap = 10 ** 6                # the small words' widest (then wrapped)
        self._terse = False                    # no room for the note on "This round"
        self._subs = [1]                       # each row's most lines under a big number
        self.placed = False
        self.spot: tuple | None = None         # its one place on this board: (board, x, top)
        self.nudged: float | None = None     # when a click off the card asked it to stay

    def nudge(self, now: float) -> None:
        """A click off the card: nothing happens but Continue lighting up for a moment,
        saying what goes on."""
        self.nudged = now

    # -- widgets -----------------------------------------------------------------------------
    def build(self, ui, summary: RoundSummary, snap: dict, board: tuple) -> None:
        self.kill()
        self.rect = self._box(summary, snap, board)
        words = t("scoring.continue")
        bw = max(150, text(words, 16, bold=True).get_width() + 40)
        r = pygame.Rect(0, 0, bw, 40)
        r.midbottom = (self.rect.centerx, self.rect.bottom - 14)
        self.button = UIButton(r, words, ui, object_id="#confirm")

    def kill(self) -> None:
        if self.button is not None:
            self.button.kill()
        self.button, self.rect, self.placed = None, None, False

    def place(self, board: tuple) -> None:
        """Stand the card in its one place on this board, its middle: a fresh player saw
        it stand somewhere else each round (it hid the least of the places scored) and
        looked for it. Its top is kept from the first summary on (a card a line taller
        grows down), as far as the board holds it; the button goes with it. What it
        covers of the places scored, its own line names (the Moon Priestess's and the
        Apostate's islands)."""
        if self.rect is None:
            return
        bx, by, bw, bh = board
        inside = pygame.Rect(bx + 8, by + 8, bw - 16, bh - 16)
        if self.spot is None or self.spot[0] != tuple(board):
            self.spot = (tuple(board), bx + bw // 2, by + (bh - self.rect.h) // 2)
        best = self.rect.copy()
        best.midtop = self.spot[1:]
        best.clamp_ip(inside)
        dx, dy = best.x - self.rect.x, best.y - self.rect.y
        self.rect = best
        if self.button is not None:
            self.button.set_position((self.button.rect.x + dx, self.button.rect.y + dy))
        self.placed = True

    # -- layout --------------------------------------------------------------------------------
    def _columns(self, summary: RoundSummary, snap: dict) -> tuple[list[list], list[int]]:
        """Each row's cells (big words, small words, colour) and each column's width."""
        title, _, big, small = self._sizes
        head = [(t("scoring.player"), "", DIM), (t("scoring.priestess"), "", DIM),
                (t("scoring.apostate"), "", DIM), (t("scoring.temple"), "", DIM),
                (t("scoring.round"), "", DIM)]
        rows = [head]
        for r in summary.players:
            if r.place is None:
                detail = t("scoring.unplaced")
            else:
                detail = t("scoring.place", place=ordinal(r.place), count=r.count)
            rows.append([
                (snap["names"][r.player], "", INK),
                (signed(r.priestess), detail, UP if r.priestess else INK),
                (signed(r.apostate), t("scoring.apostate_count", count=r.apostate_count)
                 if r.apostate_count else "", DOWN if r.apostate else INK),
                (signed(r.temple), "", UP if r.temple else INK),
                (signed(r.round_total), t("scoring.by_actions", points=signed(r.play))
                 if r.play else "", UP if r.round_total > 0 else DOWN if r.round_total < 0
                 else INK)])
            if r.tie:                  # told once under the table, marked here
                rows[-1][1] = (rows[-1][1][0], detail + " " + TIE, rows[-1][1][2])
        widths = []
        for c in range(5):
            w = 0
            for k, row in enumerate(rows):
                words, sub, _ = row[c]
                size = small + 2 if k == 0 else big
                w = max(w, text(words, size, bold=k > 0).get_width(),
                        min(self._sub_cap, text(sub, small).get_width()) if sub else 0)
            widths.append(w + (px(34) if c == 0 else 0))
        self._subs = [max([1] + [len(wrap(row[c][1], small, widths[c]))
                                 for c in range(1, 5) if row[c][1]]) for row in rows[1:]]
        return rows, widths

    def _box(self, summary: RoundSummary, snap: dict, board: tuple) -> pygame.Rect:
        """The card's size: its table at the largest of its sizes that fits the board
        (a large text in a small window: a step or two smaller, never past the card), the
        line of where the figures stood and the note under the table wrapped to it."""
        bx, by, bw, bh = board
        steps = [(22, 15, 19, 13), (20, 14, 17, 13), (18, 13, 15, 12), (16, 12, 14, 11)]
        self._terse = False
        for sizes in steps[0 if bw >= 900 else 1:]:
            box = self._box_at(sizes, summary, snap, board)
            if box.h <= bh - 16 and self._sub_cap == 10 ** 6:
                break
        if box.h > bh - 16:        # still too tall (four players, two not placed, at 150 %
            self._terse = True     # in the smallest window: the card ran off the board's
            box = self._box_at(steps[-1], summary, snap, board)   # top and foot): what
        return box                 # "This round" adds up is left to the rules book

    def _box_at(self, sizes: tuple, summary: RoundSummary, snap: dict,
                board: tuple) -> pygame.Rect:
        bx, by, bw, bh = board
        room = bw - 16 - 48                        # the card's inner width at most
        self._sub_cap = 10 ** 6
        self._sizes = sizes
        rows, widths = self._columns(summary, snap)
        if sum(widths) + 12 * 4 > room:            # too wide: the small words under
            self._sub_cap = max(80, room - 12 * 4 - (sum(widths) - widths[1]))  # the
            rows, widths = self._columns(summary, snap)        # priestess wrap in two lines
        gap = px(40) if bw >= 1200 else px(26)     # a wide board: the headings breathe
        title = text(t("scoring.title", round=summary.round), self._sizes[0], bold=True)
        self._where_lines = wrap(self._where(summary, snap), self._sizes[1], room)
        where_w = max(text(w, self._sizes[1]).get_width() for w in self._where_lines)
        inner = max(sum(widths) + gap * 4, title.get_width(), where_w)
        if inner > room:                           # narrow: the columns closer together
            gap = max(12, (room - sum(widths)) // 4)
            inner = max(sum(widths) + gap * 4, title.get_width(), where_w)
        self._gap = gap
        tie = [f"{TIE} {t('scoring.tie')}"] if any(r.tie for r in summary.players) else []
        note = [] if self._terse else [t("scoring.round_note")]
        self._note_lines = [part for words in tie + note
                            for part in wrap(words, self._sizes[3], inner)]
        h = 24 + title.get_height() + 6 + line_height(self._sizes[1]) * len(
            self._where_lines) + 18 + self._head_h() \
            + sum(self._row_h(k) for k in range(len(summary.players))) + 6 \
            + line_height(self._sizes[3]) * len(self._note_lines) + 16 + 20 + 12 + 40 + 14
        box = pygame.Rect(0, 0, min(bw - 16, inner + 48), h)
        box.center = (bx + bw // 2, by + bh // 2)
        return box

    def _head_h(self) -> int:
        """The headings' line, the rule under them and the room before the first row:
        as tall as the headings' words at the player's text size."""
        return line_height(self._sizes[3] + 2) + 12

    def _row_h(self, k: int) -> int:
        """Player row `k`: its big words and the small ones under them, as tall as its
        text (grown with the text size and the window) needs: a row of one line stays
        short beside one of three (four players at 150 % outgrew the smallest window)."""
        subs = self._subs[k]               # the small words' lines, none cut (a tie's)
        return max(self._sizes[2] + self._sizes[3] * subs + 18,
                   line_height(self._sizes[2], True) + line_height(self._sizes[3]) * subs
                   + ROW_PAD)

    def _where(self, summary: RoundSummary, snap: dict) -> str:
        return t("scoring.where",
                 priestess=island_name(snap["islands"][summary.priestess_island]["kind"]),
                 apostate=island_name(snap["islands"][summary.apostate_island]["kind"]))

    # -- drawing -------------------------------------------------------------------------------
    @staticmethod
    def shade(surf: pygame.Surface, board: tuple) -> None:
        """The board dimmed a little, so the box and the marked places stand out."""
        surf.blit(_veil(*board[2:]), board[:2])

    def draw(self, surf: pygame.Surface, summary: RoundSummary, snap: dict,
             closes_in: float | None, now: float = 0.0) -> None:
        box = self.rect
        if box is None:
            return
        self.drawn = []
        self.nudge_light = 0.0
        surf.blit(_back(*box.size), box.topleft)
        tsize, wsize, big, small = self._sizes
        y = box.y + 24
        y = self._centred(surf, t("scoring.title", round=summary.round), tsize, HEAD, y,
                          bold=True) + 6
        for words in self._where_lines:
            y = self._centred(surf, words, wsize, DIM, y)
        y += 18
        rows, widths = self._columns(summary, snap)
        gap = self._gap
        x0 = box.centerx - (sum(widths) + gap * 4) // 2
        xs = []
        x = x0
        for w in widths:
            xs.append(x)
            x += w + gap
        for c, (words, _, colour) in enumerate(rows[0]):
            self._put(surf, words, small + 2, colour, (xs[c] + (0 if c == 0 else widths[c] // 2),
                                                       y), left=c == 0)
        y += self._head_h()                  # the rule clear under the headings' words
        self.rule = pygame.Rect(x0, y - 8, x - gap - x0, 1)
        pygame.draw.line(surf, (*DIM, ), self.rule.topleft, self.rule.topright, 1)
        self.row_rects = []
        for k, row in enumerate(rows[1:]):
            p = summary.players[k].player
            rh = self._row_h(k)
            self.row_rects.append(pygame.Rect(x0 - 8, y - 4, x - gap - x0 + 16, rh - 4))
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
                for part in (wrap(sub, small, widths[c]) if sub else ()):
                    at = self._put(surf, part, small, DIM, (mid, at)).bottom - 2
            y += rh
        y = self._round_note(surf, y + 2)
        note = t("scoring.closes", seconds=max(1, math.ceil(closes_in))) \
            if closes_in is not None \
            else t("scoring.dismiss")
        lit = self._nudge_light(now)
        self._centred(surf, note, small, HEAD if lit else DIM, y + 8)
        if lit and self.button is not None:       # Continue glows: "this goes on"
            self.nudge_light = lit
            ring = self.button.rect.inflate(14, 14)
            glow = pygame.Surface(ring.size, pygame.SRCALPHA)
            for k in range(7, 0, -1):
                pygame.draw.rect(glow, (*HEAD, int(235 * lit * (1 - k / 8))),
                                 glow.get_rect().inflate(-7 + k, -7 + k), 2,
                                 border_radius=12)
            surf.blit(glow, ring.topleft)

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
        self.drawn.append((words, r))
        return r


@lru_cache(maxsize=4)
def _veil(w: int, h: int) -> pygame.Surface:
    """The board's dimming, made once a size (not a new board-sized picture a frame)."""
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((4, 8, 20, 110))
    return veil


@lru_cache(maxsize=4)
def _back(w: int, h: int) -> pygame.Surface:
    """The summary box's ground and rim, made once a size."""
    back = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(back, (12, 18, 40, 255), back.get_rect(), border_radius=16)  # opaque
    pygame.draw.rect(back, (*HEAD, 210), back.get_rect(), 2, border_radius=16)
    return back
