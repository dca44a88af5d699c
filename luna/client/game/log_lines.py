"""The game log's lines as a part of the game screen (`scene.log_lines`): a click on a
line looks back at it, the log's "newest" control and the wheel scroll it; after a
refused click or a tray gone, its lines are calm for a moment (LOG_CALM). The lines
themselves are told by game_log.py and drawn by the panel (log_page.py)."""

from __future__ import annotations

import pygame

from ..board.targets import Control, LogLine
from .intents import LookBack, ScrollLog, Sound

LOG_CALM = 1.0           # s after a click refused or a tray gone that a log line's click
#                         does not look back (a click meant for the tray's place, just after
#                         the board refused an island, must not open the look back at the
#                         line standing there)


class LogLines:
    """The log's lines under the pointer: `handle(event, view)` answers a click on a
    line (`LookBack`), on the log's newest control, or the wheel over the log
    (`ScrollLog`). Its one state is the calm after a refused click."""

    def __init__(self) -> None:
        self.calm_until = -1.0     # a log line's click looks back from then on
        self.calm_at: tuple | None = None   # ... or once the pointer left this spot

    def calm(self, now: float, mouse, still: bool = False) -> None:
        """A click was refused or a tray closed, the pointer at `mouse`: the tray's place
        shows the log now, and a click there in the next LOG_CALM seconds was meant for
        the tray; `still`: a move was played from the tray, only a click where it was (a
        double click) is calm."""
        self.calm_until = now + (0.0 if still else LOG_CALM)
        self.calm_at = tuple(mouse)

    def lines_calm(self, view) -> bool:
        """The log's lines neither light under the pointer, nor speak, nor look back on a
        click: for LOG_CALM after a refusal or a tray gone, and for as long as the pointer
        stays where it was then (a line that rose under a still pointer waits for the
        pointer to move onto it: it never lights or speaks a second later, and one more
        click never looks back)."""
        at, mouse = self.calm_at, view.mouse
        if at is not None and abs(mouse[0] - at[0]) + abs(mouse[1] - at[1]) > 4:
            self.calm_at = None                  # it moved: the lines are live again
        return self.calm_at is not None or view.now < self.calm_until

    def handle(self, event, view) -> list | None:
        """A left click on a log line (not under the guided game's card: LookBack; none
        while calm) or on its newest control; the wheel over the log (under a tray the
        log waits). None: not the log's."""
        if event.type == pygame.MOUSEWHEEL:
            if view.ring is None and view.panel.log_rect.collidepoint(view.mouse):
                return [ScrollLog(event.y)]          # older lines to click
            return None
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return None
        pos = event.pos
        if view.ring is not None and view.ring.rect.collidepoint(pos):
            return None
        line = view.board.target_at(pos)
        if isinstance(line, Control) and line.name == "log_newer":
            return [ScrollLog(None), Sound("click")]    # the log follows its newest again
        if isinstance(line, LogLine) and not view.on_card(pos):
            if view.back is not None or not self.lines_calm(view):
                return [LookBack(line.line)]   # why did that happen? (not a click aimed
            return []                          # at the tray's place: LOG_CALM)
        return None
