"""The guided game's own drawing step over the board: everything but the lesson's
targets dimmed, and the instruction card (the step count with its progress, what and why,
a computer's move told, and its buttons: "Back one step" and "Skip this step", a note's
"Continue", the tips switch).

The card has its own place over the game log, under its heading, never over the players'
cards or the turn line above it, leaving the log's last lines in sight below it, where
its words read whole there (without the computer's move told, which the log's lines under
it tell); else on the board over nothing the lesson lights, whole (a small window's
panel is too narrow for a long step: a fresh player read it in a 3-line scrolling
window); else over the log again where it shows MIN_LINES, else on the board where it
hides the least. Once placed for a step it stays while its move is built (a fresh player
saw it leap onto the board at step 3). Its words keep their size (never below 14 px at
100 %): what the card's height cannot hold scrolls (the mouse wheel, its scroll bar,
READ_LINES in sight on the board), with a fade saying there is more.

A step's instruction (what to click now, `lessons.instruction`) stands in bold, a line of
its own. While an action tray stands in the panel the card folds to it beside the tray
(`plan_by_tray`), in the panel, never scrolled; its place found before is kept for when
the tray closes. While a move is built and the words would scroll, it folds in its place.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from .. import fonts
from ..fonts import font, line_height, px, text, wrap
from ..widgets import palette as P
from ..widgets.overlays import draw_card
from ..widgets.scroll import WIDTH as GROOVE_W
from ..widgets.scroll import draw_scroll_bar, offset_at

BODY = 15                # the card's words: the panel's body size and more
SMALL = 14               # a computer's move told, the buttons' words, the step count
TITLE = 16               # the lesson's name (bold)
LEAST = 14               # no word of the card smaller (times the text size)
NARRATED = 3             # lines of a computer's move told in the card
PAD = 12
GAP = 6                  # between the card's parts
MIN_LINES = 3            # the words' window shows this many lines at least, else the card
READ_LINES = 8           # on the board, a card whose words must scroll shows this many
ON_BOARD = 440           # goes on the board; its width there (px at 100 %)
WHEEL = 3                # lines a notch of the mouse wheel scrolls
DIM = (8, 10, 24, 170)
INK, TITLE_INK, TOLD = P.INK, P.GOLD, (180, 190, 215)
CLEAR = (0, 0, 0, 0)
LIT = 1000               # what hiding a lit place (or where the lesson's move goes) costs
SHOWN = 0.6              # over the log its window shows this much of the words, or it
SCROLLS = 40             # a card on the board whose words must scroll (hiding an island: 6)
GOES_ON = ("continue",)    # the button that goes on wears the confirming green, as elsewhere


class Measured(NamedTuple):
    kicker: int                       # the step count's row and its progress bar (px)
    title: list[str]
    lines: list[tuple[str, int, tuple, bool]]   # the words that may scroll: (line, size,
    #                                             colour, bold: the instruction)
    rows: int                         # rows of buttons
    width: int

    @property
    def head(self) -> int:
        return PAD + self.kicker + len(self.title) * line_height(TITLE, True) + GAP

    @property
    def foot(self) -> int:
        return GAP + self.rows * (button_h() + GAP) + PAD - GAP

    @property
    def content(self) -> int:
        return sum(line_height(size, bold) for _, size, _, bold in self.lines)

    @property
    def natural(self) -> int:
        return self.head + self.content + self.foot


def button_h() -> int:
    return line_height(SMALL) + px(8)


class LessonView:
    def __init__(self) -> None:
        self.box: pygame.Rect | None = None
        self.docked = False                  # over the log (its lines keep below it)
        self.buttons: dict[str, pygame.Rect] = {}
        self.view: pygame.Rect | None = None      # the words' window (they scroll in it)
        self.groove: pygame.Rect | None = None    # its scroll bar, when they do
        self.scroll = 0                      # px scrolled
        self._plan: tuple | None = None
        self._words: tuple | None = None     # the words shown (new words: from the top)
        self._kept: tuple | None = None      # the last place found, and what it was for

    def button_at(self, pos) -> str | None:
        hit = next((n for n, r in self.buttons.items() if r.collidepoint(pos)), None)
        if hit is None and self.groove is not None and self.groove.collidepoint(pos):
            return "scroll"
        return hit

    # -- scrolling -------------------------------------------------------------------------
    @property
    def overflow(self) -> int:
        """How far the words reach below their window (0: they fit)."""
        if self._plan is None or self.view is None:
            return 0
        return max(0, self._plan[2].content - self.view.h)

    def wheel(self, notches: int) -> None:
        """The mouse wheel over the card: up (notches > 0) or down by WHEEL lines each."""
        self.scroll = max(0, min(self.overflow, self.scroll - notches * WHEEL
                                 * line_height(BODY)))

    def scroll_to(self, y: int) -> None:
        """A click on the scroll bar's groove: the thumb centred there."""
        if self.groove is not None and self._plan is not None:
            self.scroll = min(self.overflow, offset_at(self.groove, y,
                                                      self._plan[2].content))

    # -- where and how large -----------------------------------------------------------------
    def plan(self, board: tuple, dock: pygame.Rect, hits, highlights: set, title: str,
             body: str, narration: str, buttons: list[tuple[str, str]],
             head: int = 22, kicker: tuple[str, int, int] | None = None,
             keep: tuple[int, ...] = (0,), goals: set = frozenset(),
             reserve: tuple[str, ...] = ()) -> pygame.Rect:
        """Where the card stands and at what size (kept for `draw`): over the log (`dock`,
        its heading `head` px tall, leaving the first of `keep` px of the log's last lines
        that shows MIN_LINES of its words); else on the board where it hides nothing at its
        whole height; else as `_elsewhere` says. `buttons`: (name,
        label) in the order drawn, flowing onto a new row as needed; `kicker`: the step
        count's words, the step and how many there are; `goals`: where the lesson's moves
        go, kept in sight as what is lit; `reserve`: the buttons the card will have (a
        step's Skip once it may be played): measured so from the start, it need not move."""
        labels = [label for _, label in buttons]
        sized = labels if len(labels) >= len(reserve) else list(reserve)
        bx, by, bw, bh = board
        lit = [r for r, tg in hits if tg in highlights or tg in goals]
        words = (title, body, narration)
        if words != self._words:
            self._words, self.scroll = words, 0
        key = (words, tuple(board), tuple(dock), head, keep, tuple(sized), kicker,
               fonts.scale)
        kept = self._kept
        if kept is not None and kept[0] == key and not any(kept[1].colliderect(r)
                                                           for r in lit):
            box, m, self.docked = kept[1:4]    # where it stood, while it hides nothing lit
        elif kept is not None and kept[0][0] == words and kept[0][1] == tuple(board) \
                and not kept[3] and kept[4] \
                and not any(kept[1].colliderect(r) for r, tg in hits if tg in goals):
            box, m, self.docked = kept[1:4]    # a step's card on the board stays put while
            self._kept = (key, *kept[1:])      # its move is built (the panel's room shrinks,
            #                                    the move's places light: over no goal)
        else:                                  # (no card leaping about as pieces move)
            wide = min(bw - 40, max(int(ON_BOARD * min(fonts.scale, 1.3)), int(bw * 0.42)))
            docked = self._measure(title, body, narration, dock.width, sized, kicker)
            room = self._room(dock, head, keep, docked)
            stays = kept is not None and kept[0][0] == words and kept[3] \
                and dock.h < kept[0][2][3]       # over the log, its room shrinking: stays
            whole = self._whole(board, dock, head, hits, lit, title, body, narration,
                                sized, kicker, keep, wide, on_board=not stays)
            if whole is not None:          # the words whole: over the log, else the board
                box, m, self.docked = whole
            elif room is not None:         # its own place over the log, at every step
                box, m, self.docked = self._docked(dock, head, docked, room), docked, True
            else:
                on_board = self._measure(title, body, narration, wide, sized, kicker)
                box, cost = self._place(board, (wide, on_board.natural), hits, lit)
                m, self.docked = on_board, False
                if cost != 0:
                    box, m, self.docked = self._elsewhere(board, dock, head, hits, lit, title,
                                                          body, narration, sized, kicker,
                                                          keep, wide)
            self._kept = (key, box, m, self.docked,      # (placed knowing what is lit)
                          any(tg in highlights for _, tg in hits))
        return self._settle(box, m, (title, body, narration, sized, kicker),
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
        when the tray closes (a fresh player saw it float onto the board, over the
        Shrine island, and stay there)."""
        under = pygame.Rect(column.x, tray.bottom + TRAY_GAP, column.w,
                            max(0, column.bottom - tray.bottom - TRAY_GAP))
        over = pygame.Rect(column.x, above, column.w, max(0, tray.top - TRAY_GAP - above))
        return self._fold(board, (under, over), hits, highlights, title, do, buttons, kicker)

    def fold(self, board: tuple, room: pygame.Rect, hits, highlights: set, title: str,
             do: str, buttons: list[tuple[str, str]],
             kicker: tuple[str, int, int] | None = None) -> pygame.Rect:
        """The card where it stands (`room`: over the log, from its top down to a move's
        help; on the board, its box) folded to the step's instruction `do` as beside a
        tray, while a move is built and its words would scroll there (a fresh player read
        them in a 3-line scrolling box that hid "click Sailboat, then Confirm")."""
        docked = self.docked
        box = self._fold(board, (room,), hits, highlights, title, do, buttons, kicker)
        self.docked = docked
        return box

    def _fold(self, board: tuple, rooms: tuple, hits, highlights: set, title: str, do: str,
              buttons: list[tuple[str, str]], kicker) -> pygame.Rect:
        """The folded card in the first of `rooms` that holds its instruction whole (at
        the top of it; the second, over the players' cards, it fills)."""
        said = (do, do)
        forms = [(kicker, title, buttons), (None, title, buttons), (kicker, title, []),
                 (None, title, []), (None, "", [])]
        found = None
        for room in rooms:
            for count, name, shown in forms:
                m = self._measure(name, said, "", room.w,
                                  [label for _, label in shown], count)
                if m.natural <= room.h:
                    found = (room, m, count, name, shown)
                    break
            if found is not None:
                break
        if found is None:                # nowhere whole: the larger room, its words scroll
            room = max(rooms, key=lambda r: r.h)
            m = self._measure("", said, "", room.w, [], None)
            found = (room, m, None, "", [])
        room, m, count, name, shown = found
        box = pygame.Rect(room.x, room.y, room.w, min(m.natural, room.h))
        if room is not rooms[0]:         # the players' cards wholly under it, none peeking
            box = room
        self.docked = True
        return self._settle(box, m,
                            (name, said, "", [label for _, label in shown], count),
                            (board, hits, highlights, shown))

    def _settle(self, box: pygame.Rect, m: Measured, words: tuple, plan: tuple
                ) -> pygame.Rect:
        """The card at `box` with its parts `m` (measured from `words`: title, body,
        narration, button labels, kicker): its words' window, their scroll bar where
        they do not fit, kept for `draw` with `plan` (board, hits, what is lit, buttons)."""
        title, body, narration, sized, kicker = words
        board, hits, highlights, buttons = plan
        self.box = box
        view_h = box.h - m.head - m.foot
        if m.content > view_h:         # the words scroll: measured beside their scroll bar
            m = self._measure(title, body, narration, box.w, sized, kicker, GROOVE_W + 6)
        self.view = pygame.Rect(box.x + PAD, box.y + m.head, box.w - 2 * PAD, view_h)
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
        if any(tg in highlights for _, tg in hits):
            shade = pygame.Surface((bw, bh), pygame.SRCALPHA)
            shade.fill(DIM)
            shapes = getattr(hits, "shapes", {})
            for r, tg in hits:             # light in each thing's own shape: no boxes
                if tg in highlights:
                    _hole(shade, shapes.get(tg, ("shape", "oval", r)), (bx, by))
            surf.blit(shade, (bx, by))
        draw_card(surf, box, alpha=255)     # the glass card of every dialog, opaque here
        x, y = box.x + PAD, box.y + PAD
        if kicker is not None:
            y = _kicker(surf, kicker, pygame.Rect(x, y, box.w - 2 * PAD, m.kicker))
        for line in m.title:
            surf.blit(text(line, TITLE, TITLE_INK, bold=True, shadow=False), (x, y))
            y += line_height(TITLE, True)
        clip = surf.get_clip()
        surf.set_clip(view.clip(clip) if clip else view)
        y = view.y - self.scroll
        for line, size, colour, bold in m.lines:
            lh = line_height(size, bold)
            if y + lh > view.y and y < view.bottom:
                surf.blit(text(line, size, colour, bold=bold, shadow=False), (x, y))
            y += lh
        surf.set_clip(clip)
        if self.groove is not None:         # more than the window holds: a fade, a bar
            _fades(surf, view, self.scroll > 0, self.scroll < self.overflow)
            draw_scroll_bar(surf, self.groove, self.scroll, m.content)
        self.buttons = {}
        x, y = box.x + PAD, view.bottom + GAP
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

    def _elsewhere(self, board, dock, head, hits, lit, title, body, narration, labels,
                   kicker, keep, wide) -> tuple[pygame.Rect, Measured, bool]:
        """Where the card goes when the board has no place that hides nothing: over the
        log (the first of `keep` that leaves its words MIN_LINES), unless its words would
        mostly scroll there and the board has a place for them whole over no lit thing;
        else on the board over no lit thing; else over the log as far as it goes; else
        wherever it hides the least."""
        docked = self._measure(title, body, narration, dock.width, labels, kicker)
        room = [dock.height - head - kept for kept in keep]
        lines = line_height(BODY)
        fits = [r for r in room if r >= docked.head + docked.foot + MIN_LINES * lines]
        if fits and fits[0] - docked.head - docked.foot >= SHOWN * docked.content:
            return self._docked(dock, head, docked, fits[0]), docked, True
        box, m, cost = self._least(board, hits, lit, title, body, narration, labels,
                                   kicker, wide, whole=bool(fits))
        if cost < LIT:
            return box, m, False
        if fits:
            return self._docked(dock, head, docked, fits[0]), docked, True
        if cost >= LIT and room[-1] >= docked.head + docked.foot + 2 * lines:
            return self._docked(dock, head, docked, room[-1]), docked, True
        return box, m, False

    def _whole(self, board, dock, head, hits, lit, title, body, narration, labels, kicker,
               keep, wide, on_board: bool = True
               ) -> tuple[pygame.Rect, Measured, bool] | None:
        """The card with every word in sight, no scrolling: over the log (the first of
        `keep` that holds it); else there without the computer's move told (the log's last
        lines under it tell it); else on the board over nothing lit (a small window: the
        panel is too narrow for a long step's words; not `on_board`: a card over the log
        stays there while its step lasts); None: nowhere, or over the log READ_LINES of
        them stand in sight (a large window: the card keeps its place there)."""
        for said in dict.fromkeys((narration, "")):
            m = self._measure(title, body, said, dock.width, labels, kicker)
            room = next((dock.height - head - k for k in keep
                         if dock.height - head - k >= m.natural), None)
            if room is not None:
                return self._docked(dock, head, m, room), m, True
        if not on_board:
            return None
        m = self._measure(title, body, narration, dock.width, labels, kicker)
        room = self._room(dock, head, keep, m)
        if room is not None and room - m.head - m.foot >= READ_LINES * line_height(BODY):
            return None                  # a large window: over the log, READ_LINES in sight
        box, m, cost = self._least(board, hits, lit, title, body, narration, labels, kicker,
                                   wide, whole=True)
        return (box, m, False) if cost < LIT else None

    @staticmethod
    def _room(dock: pygame.Rect, head: int, keep: tuple[int, ...], m: Measured) -> int | None:
        """The height the card has over the log leaving the most of `keep` (the log's last
        lines) that still shows MIN_LINES of its words (the rest scrolls); None: none does."""
        least = m.head + m.foot + MIN_LINES * line_height(BODY)
        return next((dock.height - head - k for k in keep if dock.height - head - k >= least),
                    None)

    @staticmethod
    def _docked(dock: pygame.Rect, head: int, m: Measured, room: int) -> pygame.Rect:
        return pygame.Rect(dock.x, dock.y + head, dock.width, min(m.natural, room))

    def _least(self, board, hits, lit, title, body, narration, labels, kicker, wide,
               whole: bool = False) -> tuple[pygame.Rect, Measured, float]:
        """The card on the board where it hides the least: wide or narrow, whole or shorter
        with its words scrolling (what it must not hide first, then the fewest pieces,
        then whole words; `whole`: only whole)."""
        best = None
        for width in dict.fromkeys((wide, max(px(300), int(board[2] * 0.42)))):
            m = self._measure(title, body, narration, width, labels, kicker)
            full = min(m.natural, board[3] - 24)
            least = m.head + m.foot + READ_LINES * line_height(BODY)
            for h in dict.fromkeys(min(full, max(least, int(board[3] * k)))
                                   for k in ((1,) if whole else (1, 0.75, 0.55))):
                if whole and h < m.natural:
                    continue
                box, cost = self._place(board, (width, h), hits, lit)
                cost += SCROLLS if h < m.natural else 0
                if best is None or cost < best[0]:
                    best = (cost, box, m)
        if best is None:
            return pygame.Rect(0, 0, 0, 0), m, float("inf")
        return best[1], best[2], best[0]

    @staticmethod
    def _measure(title: str, body: str | tuple[str, str], narration: str, width: int,
                 labels: list[str], kicker, bar: int = 0) -> Measured:
        """The card's parts at this width (`bar`: px its scroll bar takes from the words;
        `body`: its words, or its words and the instruction among them, set apart)."""
        inner = width - 2 * PAD
        lines = []
        for words, bold in _parts(body):
            lines += [(s, BODY, INK, bold) for s in wrap(words, BODY, inner - bar, bold)]
        small = wrap(narration, SMALL, inner - bar) if narration else []
        if len(small) > NARRATED:              # a round's scoring: the log has it all
            small = small[:NARRATED - 1] + [small[NARRATED - 1].rstrip(" ·") + " …"]
        lines += [(s, SMALL, TOLD, False) for s in small]
        rows, x = (1 if labels else 0), 0        # the buttons side by side, or stacked
        for words in labels:
            w = font(SMALL).size(words)[0] + px(20)
            if x and x + w > inner:
                rows, x = rows + 1, 0
            x += w + 10
        high = _bar_row(0)[1] + px(BAR_AIR) if kicker is not None else 0
        return Measured(high, wrap(title, TITLE, inner, True) if title else [], lines, rows,
                        width)

    @staticmethod
    def _place(board: tuple, size: tuple[int, int], hits: list, lit: list
               ) -> tuple[pygame.Rect, float]:
        """The place along the board's edges whose card covers no highlighted target
        and the fewest pieces (an island and what stands on it count most)."""
        bx, by, bw, bh = board
        w, h = size
        weight = {"island": 6, "group": 4, "figure": 4, "shrine": 3}
        best, best_cost = None, None
        for x in (bx + 12, bx + (bw - w) // 2, bx + bw - w - 12):
            for y in dict.fromkeys((by + bh - h - 12, by + 12, by + (bh - h) // 2)):
                r = pygame.Rect(x, y, w, h)
                cost = LIT * sum(r.colliderect(p) for p in lit) + \
                    sum(weight.get(getattr(tg, "what", ""), 1) * _overlap(r, p)
                        for p, tg in hits)
                if best_cost is None or cost < best_cost:
                    best, best_cost = r, cost
        return best, best_cost


def _parts(body: str | tuple[str, str]) -> list[tuple[str, bool]]:
    """A step's words as paragraphs: before its instruction, the instruction (bold, as a
    sentence of its own), after it; (words, bold)."""
    if isinstance(body, str):
        return [(body, False)] if body else []
    words, do = body
    if not do or do not in words:
        return [(words, False)]
    before, after = words.split(do, 1)
    after = after.strip().lstrip(":").strip()       # ("…island: it lets…": "It lets…")
    parts = [(before.strip(), False), (_capital(do), True), (_capital(after), False)]
    return [(w, bold) for w, bold in parts if w]


TRAY_GAP = 6             # between an action tray and the card beside it (px)
def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


BAR_AIR = 10             # under the progress bar, before the step's heading (px at 100 %)


def _bar_row(y: int) -> tuple[int, int]:
    """The progress bar's own row under the step count begun at `y`: (top, bottom), clear
    of the count's letters above and, by BAR_AIR, of the heading below (it sat on it)."""
    top = y + line_height(SMALL, True) + px(4)
    return top, top + max(3, px(4))


def _kicker(surf: pygame.Surface, kicker: tuple[str, int, int], row: pygame.Rect) -> int:
    """"Step 9 of 20" in gold small capitals' place, each word set apart by a clear gap
    (a digit's tight side and a narrow space ran "9of" together), and a thin bar of the
    steps done under it, in a row of its own; returns where the title begins."""
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


def _overlap(a: pygame.Rect, b: pygame.Rect) -> float:
    """How much of `b` the card `a` hides (0 to 1)."""
    c = a.clip(b)
    return c.width * c.height / max(1, b.width * b.height)


def _hole(shade: pygame.Surface, shape: tuple, origin: tuple[int, int]) -> None:
    """Clear the dimming in `shape` (the board's hit shapes: an island's shore, a hexagon,
    a tile, an oval; a piece's picture), a little grown, so the light follows the thing."""
    ox, oy = origin
    kind = shape[0]
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
