"""Where the action ring stands (play/ring.py): always in one place, docked in the side
panel over the log's area, as Board Game Arena keeps "what you do now" in one place that
never moves (four fresh players in a row named a tray beside the island here, over the
log there, over the temple in a small window, the first fault of the looks).

- It is the panel's action area: the glass, width and margins of a move's instructions
  over Confirm (play/builder_view.help_box), so the eye learns one place;
- a line over its buttons names its place (the island's symbol and name in gold; a
  tile's, the candles', the jetty's own name), and the place glows on the board;
- the log gives way under it while the action is chosen, its latest lines a line each in
  the room under it (no empty band); the players' cards, the turn line and the panel's
  buttons never;
- one grid for every tray of a window (play/ring.py): as many columns as the area
  holds, tiles of one size, lower where the area is short; never wider than the area,
  never over the board (a fresh player saw a wide strip across the board at 150 %).
"""

from __future__ import annotations

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


def area(panel: pygame.Rect, log: pygame.Rect) -> pygame.Rect:
    """The panel's action area: the log's height, the panel's width but for a MARGIN each
    side (a move's instructions over Confirm stand in it too)."""
    return pygame.Rect(panel.x + MARGIN, log.y, panel.w - 2 * MARGIN, log.h)
