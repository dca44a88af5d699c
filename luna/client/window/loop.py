"""The fixed-timestep clock: simulation advances in equal steps fed by real frame time,
capped so a stall never causes a spiral; drawing gets the leftover fraction."""

from __future__ import annotations

from collections.abc import Callable


class FixedStep:
    def __init__(self, step: float = 1 / 120, max_frame: float = 0.25) -> None:
        self.step = step
        self.max_frame = max_frame
        self.accumulator = 0.0
        self.ticks = 0

    def advance(self, frame_time: float, update: Callable[[float], None],
                whole: bool = False) -> float:
        """Run `update(step)` as often as the frame time allows; returns the interpolation
        fraction (0..1) of the next step for drawing. `whole`: those steps in one call,
        `update(n * step)`, where nothing moves that steps would show (a window at rest:
        the same game time, without a hundred and twenty calls a second)."""
        self.accumulator += min(max(frame_time, 0.0), self.max_frame)
        if whole and self.accumulator >= self.step:
            n = int(self.accumulator / self.step)
            update(n * self.step)
            self.accumulator -= n * self.step
            self.ticks += n
        while self.accumulator >= self.step:
            update(self.step)
            self.accumulator -= self.step
            self.ticks += 1
        return self.accumulator / self.step
