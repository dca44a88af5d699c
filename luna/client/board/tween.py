"""Tweens: values that move from a start to an end over a duration, advanced by the
fixed simulation step. Plain objects, so tests can drive them with fake time."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


EASINGS: dict[str, Easing] = {"linear": linear, "out_cubic": ease_out_cubic,
                              "in_out_sine": ease_in_out_sine, "out_back": ease_out_back}


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(a: tuple[float, float], b: tuple[float, float], t: float,
              lift: float) -> tuple[float, float]:
    """A point on a hop from a to b that rises `lift` pixels at the middle."""
    x, y = lerp_point(a, b, t)
    return (x, y - lift * 4 * t * (1 - t))


@dataclass
class Tween:
    """Progress 0..1 over `duration` seconds after `delay`; `value` is the eased progress."""

    duration: float
    easing: str = "in_out_sine"
    delay: float = 0.0
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = field(default=None, repr=False)
    _fired: bool = False

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.done and not self._fired:
            self._fired = True
            if self.on_done:
                self.on_done()

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return EASINGS[self.easing](self.progress)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def finish(self) -> None:
        self.update(self.delay + self.duration - self.elapsed + 1e-9)
