"""The lesson after a game (luna/ai/lessons.py) in the player's language: what it cost
and a rule of thumb, one sentence per person. It names no moves: the results screen
names the costliest from the coach's review, as the Review lists them.

Where no kind of mistake cost enough to make a lesson, the sentence agrees with the
review under it: the next level up is suggested only where the review found no costly
move and the person played their own moves (where most were the Hint's, it says that the
game shows the Hint more than the person: New game names the level for a contest); where the
review names costly moves, the sentence says they were single moves, not a habit. A
lesson names the rounds its mistakes were made in ("in rounds 2 and 4"). Its cost is
said only where it is the review's price of its decisions (`Lesson.priced`); otherwise
it says what happened and its rule of thumb, without a number. Each rule of thumb says
when the opposite holds, so that it never reads against a Hint or a review entry that
advised the opposite. Once the Review is done a lesson points to the decisions behind it
as the Review lists them ("Round 3, your 2nd move (−5)"), or says that none of them was
costly on its own there, so that it never reads as a second judgement beside the Review
(F314). Where some of the decisions behind it played the Hint shown there, it says the
Hint advised them (a lesson that blamed Apostate losses the Hint had advised read as the
coach contradicting itself)."""

from __future__ import annotations

from ..ai.lessons import MOVES_NAMED, Lesson
from .i18n import names, t
from .review_text import costly_items


def lesson_text(lesson: Lesson | None, costly: bool | None = None,
                hinted: bool = False, above: bool = True) -> str:
    """The lesson's sentence; for None, what is true without one: `costly` whether the
    review names costly moves of the person's (None: not known, no review yet),
    `hinted` whether most of their moves were the Hint's, `above` whether a level above
    the game's opponents exists (seats.level_above): none is suggested where none does."""
    if lesson is not None:
        where = t("lesson.rounds", count=len(lesson.rounds),
                  rounds=names([str(r) for r in lesson.rounds])) if lesson.rounds else ""
        fact = _tight(t(f"lesson.{lesson.kind}", count=lesson.count, where=where))
        rule = t(f"lesson.{lesson.kind}.rule" + (
            ".unbanishable" if lesson.kind == "apostate" and not lesson.banishable else ""))
        said = t("lesson.told.priced", fact=fact, rule=rule, cost=t(
            "lesson.priced", points=f"{lesson.cost:.0f}")) if lesson.priced else \
            t("lesson.told", fact=fact, rule=rule)
        hinted = getattr(lesson, "hinted", ())
        if hinted:      # never the Hint's advice blamed as the person's own
            said = f"{_tight(said)} {t('lesson.hinted', count=len(hinted))}"
        return _tight(said)
    if costly:
        return t("lesson.none.single")
    if not above:          # solo level 3, the Master, persons only: no level up to try
        return t("lesson.none.habit")
    if hinted:
        return t("lesson.none.hinted")
    return t("lesson.none") if costly is False else t("lesson.none.habit")


def behind_text(entries: list) -> str:
    """The Review's entries (review.Mistake, costliest first) for the decisions a lesson
    is drawn from, at most MOVES_NAMED of them, or that it lists none of them: said
    under the lesson once the Review is done."""
    if not entries:
        return t("lesson.behind.none")
    return t("lesson.behind", moves=costly_items(entries[:MOVES_NAMED]))


def _tight(words: str) -> str:
    """No gap where a part is empty (no rounds)."""
    return " ".join(part for part in words.split(" ") if part)
