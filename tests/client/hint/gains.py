"""What a Hint's gain over the next-best move reads as, after its words (tests' helper):
"(3 influence more than the next best move)" where the judge measured a gain of a
point or more; nothing where it did not (the Hint says nothing of closeness: F316's
"(the next best is about as good)" ended nearly every Hint, so the clearly best one went
unseen)."""

from __future__ import annotations

from luna.text import t
from luna.text.hint_advice import gained


def gain_told(gain: float | None) -> str:
    if gain is None or round(gain) == 0:
        return ""
    return t("hint.gain", words="", gain=gained(gain)).strip()
