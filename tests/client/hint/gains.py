"""What a Hint's gain over the next-best move reads as, after its words (tests' helper):
"(about +3 influence more than the next-best move)", or under a point "(about as good as
the next-best move)" (a fresh player read "less than 1 influence" as a move worth < 1)."""

from __future__ import annotations

from luna.text import t
from luna.text.narrate import gained


def gain_told(gain: float) -> str:
    if round(gain) == 0:
        return t("hint.gain_even", words="").strip()
    return t("hint.gain", words="", gain=gained(gain)).strip()
