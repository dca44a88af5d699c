"""The lesson after a game (luna/ai/lessons.py) in the player's language: what it cost,
the moves it is drawn from (numbered as the review numbers them, from 1) and a rule of
thumb, one sentence per person."""

from __future__ import annotations

from ..ai.lessons import Lesson
from .i18n import t

MOVE_NAMES = ("a", "b", "c")


def moves_text(moves: tuple[int, ...], decisions: int = 0) -> str:
    """"move 12", "moves 12 and 30", "moves 12, 30 and 41" (log indices given); "the
    costliest at moves 12, 30 and 41" when they are a few of more `decisions` ("expelled
    5 times (moves 8, 29 and 39)" read as if two were missing)."""
    shown = moves[:len(MOVE_NAMES)]
    few = "costliest" if decisions > len(shown) else "moves"
    return t(f"lesson.{few}.{len(shown)}",
             **{name: k + 1 for name, k in zip(MOVE_NAMES, shown, strict=False)})


def lesson_text(lesson: Lesson | None) -> str:
    """The lesson's sentence; the no-lesson sentence for None."""
    if lesson is None:
        return t("lesson.none")
    return t(f"lesson.{lesson.kind}", count=lesson.count, points=f"{lesson.cost:.0f}",
             moves=moves_text(lesson.moves, lesson.decisions))
