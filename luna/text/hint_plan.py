"""A Hint that leaves the plan the previous Hint gave ("…; next: Recruit …") says what
changed, in a sentence after its words (ai.plan.left_of, kept in the Hint's `coming`):
the others' moves since, and what the planned move now makes less than the new Hint's,
or that it can no longer be played. A plan changed without a word read as the coach
changing its mind at random."""

from __future__ import annotations

from .i18n import t
from .moves import move_text


def left_said(words: str, coming: dict | None, snap: dict) -> str:
    """`words` (a Hint's) with what changed since the plan it leaves, where it leaves one
    (coming["left"]); `words` alone otherwise."""
    left = coming.get("left") if isinstance(coming, dict) else None
    if not isinstance(left, dict) or not isinstance(left.get("then"), dict) or \
            not left.get("by"):
        return words
    names = snap.get("names") or ()
    moves = ", ".join(t("hint.left.move", move=move_text(c, snap),
                        who=names[c["player"]] if 0 <= c.get("player", -1) < len(names)
                        else t("log.someone")) for c in left["by"])
    then = move_text(left["then"], snap)
    less = int(left.get("less") or 0)
    key = "hint.left.gone" if left.get("gone") else "hint.left.less" if less > 0 \
        else "hint.left"
    said = t(key, then=then, moves=moves, n=less)
    words = words.rstrip()
    if words and words[-1] not in ".!?":
        words += "."
    return f"{words} {said}"
