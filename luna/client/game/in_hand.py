"""The move "in hand" when the Hint is asked, which the Hint prices against its own:
the move planned (built on the board, or a tray's count or tile set with − / +), else
the open tray's tile the keyboard's focus stands on, as that tile would play it. A tile
only pointed at is not in hand: the pointer rests wherever the hand left it, and a
hover compared as "Your plan" (or praised) read as a choice never made (`view`: the
game screen's view, or the scene: each has builder, ring)."""

from __future__ import annotations

from ...text.hint_does import in_hand_text
from ..board.marks import Hint
from .hint_goal import is_goal
from .key_stops import TrayTile


def planned(builder, ring) -> dict | None:
    """The move the person has planned: the one built on the board, else the open tray's
    tile whose count (or tile) they set with − / + (the last such), else None."""
    if builder is not None:
        return builder.command()
    stepped = [a for a in (ring.actions if ring is not None else ()) if a.stepped and a.enabled]
    return stepped[-1].command if stepped else None


def chosen(scene) -> dict | None:
    """The open tray's tile the person has chosen without playing it: the one with the
    keyboard's focus while the keys lead (never the one under the pointer); its command
    as a press would play it (None: no tray, no focus on a tile, a greyed tile)."""
    ring, focus = scene.ring, scene.keys.focus
    if ring is None or not scene.keys.shown or not isinstance(focus, TrayTile):
        return None
    k = focus.k
    act = ring.actions[k] if k is not None and 0 <= k < len(ring.actions) else None
    return act.command if act is not None and act.enabled else None


def in_hand(scene) -> dict | None:
    """The move in hand (planned, else the tray's tile chosen), whole and legal (the
    Hint then says what it costs against its own), else None."""
    cmd = planned(scene.builder, scene.ring)
    cmd = cmd if cmd is not None else chosen(scene)
    return cmd if cmd is not None and scene.game.is_legal(cmd) else None


def in_hand_words(hints, hint: Hint, view, named) -> str | None:
    """What the move in hand costs against the Hint's, where the Hint was asked with it
    and it still is in hand: planned, or (asked with a tray's tile chosen) one of the
    open tray's tiles' moves while nothing else is planned, named (`named`: a move's
    name) as the tile is not a plan. Its cost as the Review would charge it, and why part by
    part (hint_does.in_hand_text), or that the coach measured no sure difference; at
    the goal step its cost alone (the parts would tell the Hint's move). None where
    it is the Hint's own move, or none was measured. The Hint's move shown beside a
    plan (its goal's second ask, game/plan_compare.py): that comparison instead, both
    in the preview's one measure."""
    if hints.compared is not None and hints.compared[0] is hint:
        return hints.compared[1]
    cmd, ring = hint.in_hand, view.ring
    now = planned(view.builder, ring)
    if cmd is None or now is not None and now != cmd:
        return None
    if now is None and (ring is None or not any(
            cmd in a.variants.values() for a in ring.actions if a.enabled)):
        return None
    goal = is_goal(hints, hint)
    return in_hand_text(hint.in_hand_cost, None if goal else hint.in_hand_account,
                        view.snap, move=None if now is not None else named(cmd, view.snap))


def said_first(hints, hint: Hint, told: tuple, bare: tuple, priced: str | None) -> tuple:
    """The Hint card's forms tried first, each group at each of its floors under a tray
    (`told`: its forms with its reason, `bare` those without, each with `priced` before
    it without): a goal's first, with the cost of the move in hand; the Hint's move
    beside a plan, its forms with that comparison, those with its reason first, then
    the comparison alone (it names the Hint's move; it is what the ask was for); ()
    else."""
    if not priced:
        return ()
    if is_goal(hints, hint):
        return (told[:1],)
    if hints.compared is None or hints.compared[0] is not hint:
        return ()
    groups = (tuple(f for f in forms if f.endswith(priced)) for forms in (told, bare))
    return (*(group for group in groups if group), (priced,))
