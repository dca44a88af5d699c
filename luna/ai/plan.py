"""What changed where a Hint leaves the plan the previous Hint gave ("…; next: Recruit
…"): the others' moves since that Hint was played, whether the planned move can still
be played, and what it now makes against the new Hint's move, the review's measure.

A Hint that gave a plan (spend the Herbs favour now, Recruit with those novices next
turn) and then, a turn later, another move without a word read as the coach changing
its mind at random; the player could not tell what had changed.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Game


def left_of(game: Game, plan: dict | None, choice: dict,
            priced: Callable[[dict], tuple[float, bool]],
            same: Callable[[dict, dict], bool]) -> dict | None:
    """Where the new Hint's move `choice` leaves `plan` ({"command": the previous Hint's
    move, "then": the later action of this round it planned, "at": the log's length
    when it was given}), the previous Hint's move having been played at once: {"then":
    the planned move, "by": the others' commands played since, "gone": whether it can no
    longer be played, "less": what it now makes less than `choice` in influence
    (`priced(then)`: the review's measure and whether it is sure; 0 where not sure or it
    is gone)}; None where there was no plan, it is kept, or the player left it first
    (another move than the previous Hint's, or a move of their own since); `same`: one
    command, however given (judge.same)."""
    if not isinstance(plan, dict) or not isinstance(plan.get("then"), dict) or \
            not isinstance(plan.get("at"), int):
        return None
    then, at, p = plan["then"], plan["at"], game.to_move
    log = game.log
    if then.get("player") != p or len(log) <= at or \
            not same(log[at], plan.get("command") or {}) or same(then, choice):
        return None
    since = log[at + 1:]
    if not since or any(c.get("player") == p for c in since):
        return None
    gone = not game.is_legal(then)
    less = 0
    if not gone:
        lost, sure = priced(then)
        less = max(0, round(lost)) if sure else 0
    return {"then": then, "by": since, "gone": gone, "less": less}
