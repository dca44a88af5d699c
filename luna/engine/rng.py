"""A tiny seeded random source (SplitMix64).

Written out here instead of using `random.Random` so the same seed deals the same
game on every Python version and machine, forever: saves and LAN games depend on it.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A whole number in 0..n-1 (bias below 2**-50 for board-game sizes)."""
        return self.next64() % n

    def shuffled(self, items: list) -> list:
        """A new list with the items in random order (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out
