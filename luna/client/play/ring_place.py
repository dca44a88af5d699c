"""Where the action ring stands (play/ring.py): always in one place, docked in the side
panel over the log's area, as Board Game Arena keeps "what you do now" in one place that
never moves (four fresh players in a row named a tray beside the island here, over the
log there, over the temple in a small window, the first fault of the looks).

- It is the panel's action area: the glass, width and margins of a move's instructions
  over Confirm (play/builder_view.help_box), so the eye learns one place;
- a line over its buttons names its place (the island's symbol and name in gold; a
  tile's, the candles', the jetty's own name), and the place glows on the board;
- the log gives way under it (veiled) while the action is chosen; the players' cards, the
  turn line and the panel's buttons never;
- full size in up to three rows where that fits, else the compact form in as many rows
  as it needs, smaller still where even that does not; where no form fits the log's
  width (four players in the smallest windows, large text) it widens to the left, at
  the same top and right edge, over the board's edge beside the panel.
"""

from __future__ import annotations

import math

import pygame

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

    def fit(self, shapes: list) -> tuple[pygame.Rect, object] | None:
        """The first of `shapes` ((w, h), payload) that fits the area whole under the
        name line: the tray (the name line with it) and its payload; None: none fits."""
        for (w, h), payload in shapes:
            if w <= self.room.w and h <= self.room.h:
                self.body = pygame.Rect(self.room.x, self.room.y, self.room.w, h)
                return self.body.union(pygame.Rect(self.log.x, self.log.y, 1, 1)), payload
        return None

    def widen(self, shapes: list, left: int) -> tuple[pygame.Rect, object] | None:
        """Where none fits the area's width (four players' cards in the smallest windows,
        large text): at the same top and the same right edge, as wide as the narrowest of
        `shapes` that fits its height needs, over the board's edge beside the panel (no
        further left than `left`); None where none fits its height."""
        tall = [s for s in shapes if s[0][1] <= self.room.h and s[0][0] <= self.log.right - left]
        if not tall:
            return None
        (w, h), payload = min(tall, key=lambda s: s[0][0])
        w = max(self.log.w, w)
        self.docked = pygame.Rect(self.log.right - w, self.docked.y, w, self.docked.h)
        self.body = pygame.Rect(self.log.right - w, self.room.y, w, h)
        return self.body.union(pygame.Rect(self.body.x, self.log.y, 1, 1)), payload

    def nameless(self) -> None:
        """The whole area for the buttons, no line naming the place (the place glows): a
        tray that fits nowhere under it (the smallest window, 150 % text, four players)."""
        self.docked = pygame.Rect(self.log.x, self.log.y, self.log.w, 0)
        self.room = pygame.Rect(self.log.x, self.log.y, self.log.w, self.log.h)

    def squeeze(self, shapes: list) -> tuple[pygame.Rect, object]:
        """Where nothing fits at all: the shortest, its foot cut at the area's end."""
        (w, h), payload = min(shapes, key=lambda s: (s[0][1], s[0][0]))
        w = max(self.log.w, w)
        self.body = pygame.Rect(self.log.right - w, self.room.y, w, self.room.h)
        return self.body.union(pygame.Rect(self.body.x, self.log.y, 1, 1)), payload


def area(panel: pygame.Rect, log: pygame.Rect) -> pygame.Rect:
    """The panel's action area: the log's height, the panel's width but for a MARGIN each
    side (a move's instructions over Confirm stand in it too)."""
    return pygame.Rect(panel.x + MARGIN, log.y, panel.w - 2 * MARGIN, log.h)


def in_rows(n: int, rows: int) -> list[list[int]]:
    """`n` buttons in `rows` rows, in order, the first rows as full as the last or one
    fuller."""
    per = math.ceil(n / rows)
    return [list(range(k, min(n, k + per))) for k in range(0, n, per)]


def row_width(row: list[int], widths: list[int]) -> int:
    return sum(widths[k] for k in row) + COLUMN * (len(row) - 1)
