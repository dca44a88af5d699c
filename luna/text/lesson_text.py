"""The lesson after a game (luna/ai/lessons.py) in the player's language: what it cost
and a rule of thumb, one sentence per person. It names no moves: the results screen
names the costliest from the Master's review, as the Review lists them."""

from __future__ import annotations

from ..ai.lessons import Lesson
from .i18n import t


def lesson_text(lesson: Lesson | None) -> str:
    """The lesson's sentence; the no-lesson sentence for None."""
    if lesson is None:
        return t("lesson.none")
    return t(f"lesson.{lesson.kind}", count=lesson.count, points=f"{lesson.cost:.0f}")
