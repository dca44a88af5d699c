"""When the window draws. While anything moves or the player acts: a frame 60 times a
second. At rest (the screen says nothing moves on it but its ambient motion, and no
input came for QUIET seconds) the loop sleeps (never in pygame.event.wait with a
timeout: pygame-ce pumps the events each millisecond while it waits, ten times the CPU
of these sleeps): it looks for input LOOK times a second, advances game time TICK times
a second (a computer's move, a table's message), in one step a tick (nothing moves that
the fixed steps would show), and draws only at the screen's ambient rate (the sea, moon
and flames: drawn anew only where they lie, the whole window once in SLOW seconds),
where something changed (any event, a toast, a hover text) or, with nothing moving at
all, once in SLOW seconds (what a screen did not say it changes)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

BUSY = 1 / 60          # s between frames while anything moves
LOOK = 1 / 30          # at rest: s between looks for input (sleeping between)
TICK = 1 / 10          # at rest: s between advances of game time
QUIET = 1.0            # s without input before the window rests (hover texts wait 0.5 s)
SLOW = 2.0             # at rest with nothing moving: s between frames
AMBIENT = 5.0          # frames a second of the board's sea, moon and flames at rest


@dataclass
class Rest:
    """The loop's pace: the time now (the loop's clock), and when input last came,
    game time was last advanced and a frame last drawn."""
    now: float = 0.0
    input_at: float = 0.0
    ticked_at: float = 0.0
    drawn_at: float = 0.0
    whole_at: float = 0.0       # ... and a frame of the whole window

    def drawn(self, area: pygame.Rect | None) -> None:
        """A frame drawn now (`area`: only there, the rest standing)."""
        self.drawn_at = self.now
        if area is None:
            self.whole_at = self.now

    def resting(self, still: bool) -> bool:
        """The window may rest: its screen is `still` and the player quiet a while."""
        return still and self.now - self.input_at >= QUIET

    def tick_due(self) -> bool:
        return self.now - self.ticked_at >= TICK - 1e-3

    def frame_due(self, ambient: float) -> bool:
        """At rest: the next frame of the ambient motion (`ambient` frames a second;
        0: none, the slow frame only) is due."""
        period = min(SLOW, 1 / ambient) if ambient > 0 else SLOW
        return self.now - self.drawn_at >= period - 1e-3

    def area(self, ambient: pygame.Rect | None) -> pygame.Rect | None:
        """Where a resting frame of the ambient motion is drawn anew: where that motion
        lies (`ambient`; None: anywhere); the whole window once in SLOW seconds all the
        same (what a screen did not say it changes)."""
        return ambient if self.now - self.whole_at < SLOW - 1e-3 else None
