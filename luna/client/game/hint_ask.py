"""The Hint asked on the game screen: its button or H, or the guided game's step
(`scene`: the game screen; the Hint standing and its marks are game/hinting.py's)."""

from __future__ import annotations

from ...text import t
from ..board.marks import Hint
from . import hint_goal, tray_open
from .game_buttons import computer_showing
from .in_hand import in_hand
from .plan_compare import compare_words


def hint_key(scene) -> bool:
    """H (or a click on the Hint's greyed button): the Hint asked where its button may be
    pressed; while another player's move is coming or still shown, a line says the Hint
    comes after it, and it is asked as soon as the Hint's button may be pressed (the
    words keep their promise); while the board is busy at the person's turn (a move
    shown, a round's card), it is kept so too. False where it is neither asked nor kept
    (the button's reason is then the answer)."""
    if scene.buttons["hint"].is_enabled:
        ask_hint(scene)
        return True
    if scene.table.hint_pending:
        thinking(scene)
        return True
    mover = waits_for(scene)
    if mover is not None and scene.round_end.pending:
        scene.hints.due = True       # kept: no toast of the Hint over a round's card,
        scene.round_end.card.hint_kept = True    # whose keys it would take for the
        return True                  # Hint's: the card's own keys' line says it
    if mover is not None:
        scene.hints.due = True
        scene.app.toast(t("hint.after_move", who=scene.snap["names"][mover]))
        return True
    if board_busy(scene):            # kept: its dots stand till the board is free
        scene.hints.due = True
        scene.round_end.card.hint_kept = scene.round_end.pending
        return True
    return False


def unsay_after_move(scene) -> None:
    """A round's card stands: the note that the Hint comes after a player's move goes
    (the Hint stays asked, and comes once the card has gone): nothing of the Hint stands
    over the card, so a key meant for the Hint is not read as one for the card."""
    for name in scene.snap["names"]:
        scene.app.drop_toast(t("hint.after_move", who=name))


def ask_when_due(scene) -> None:
    """A Hint asked during another player's move: asked once the Hint's button may
    be pressed (the person's turn, their move shown and no card in the way)."""
    if not scene.hints.due or scene.game.is_over:
        scene.hints.due = False
        return
    if scene.buttons["hint"].is_enabled:
        scene.hints.due = False
        ask_hint(scene)


def board_busy(scene) -> bool:
    """The person may act but the board is busy: a move still shown, a round's card
    due or standing (the Hint's button greyed only for that). A Hint asked then is
    kept, never dropped (F399)."""
    return scene.table.may_act and scene.blocked and scene.back is None \
        and scene.handover.waiting is None and not scene.game.is_over


def waits_for(scene) -> int | None:
    """The player whose move the Hint waits for: the one to move while this screen
    may not act, else a computer whose move is still shown; None when it waits for
    no one's move (it is being worked out, a look back, the game over)."""
    p, log = scene.game.to_move, scene.game.log
    if p is None or scene.back is not None:
        return None
    if not scene.table.may_act:
        return p
    if scene.blocked and computer_showing(scene.view()) and log[-1]["player"] != p:
        return log[-1]["player"]
    return None


def ask_hint(scene) -> None:
    """What would the judge play here? Asked off the window's thread like any bot
    move; one worked out ahead stands at once. In a step of the guided game, the
    step's own move (a Hint and the step's words never advise two moves). With the Hint's
    nudge first (game/hint_goal.py): a nudge standing, its whole Hint (`reveal`); else the
    Hint asked stands as its nudge."""
    hints = scene.hints
    hints.asked_in = hints.action_started(scene.view())
    scene.keys.at_ask = (scene.keys.focus, scene.keys.shown)   # (tray_open.keys_moved)
    own = scene.guide.step_move(scene.view())
    if own is not None:
        hints.hint, hints.goal = Hint(own, len(scene.game.log)), None
        tray_open.hint_into_tray(scene)
        scene._sync_buttons()
        return
    if reveal(scene):
        return
    hints.want_goal = hint_goal.wanted(scene)
    scene.table.ask_hint(in_hand(scene))
    scene.sync()
    scene._sync_buttons()
    if scene.table.hint_pending:
        thinking(scene)


def reveal(scene) -> bool:
    """The nudge standing asked again (hint_goal.py): not read before it has stood SEEN;
    then its whole Hint (its card, arrow, the tray's star; Enter plays it), counted as a
    Hint shown, beside the move in hand where there is one (plan_compare.py). False
    where no nudge stands."""
    hints = scene.hints
    hint = hints.shown(scene.game, scene.table)
    if not hint_goal.is_goal(hints, hint):
        hints.goal = None
        return False
    if scene.app.now - hints.goal_at < hint_goal.SEEN:
        return True                     # (its fade-in: a quick second H is not read)
    show(scene, hints.goal[1], in_hand(scene))
    return True


def show(scene, hint: Hint, plan: dict | None) -> None:
    """The Hint's whole move shown (its arrow, the tray's star, Enter plays it), with
    `plan`, the move in hand, beside it (plan_compare.py), and counted as a Hint shown
    (the lesson weighs it: played, the move is the Hint's) unless the plan was that
    move already (then it is the player's own)."""
    hints, game = scene.hints, scene.game
    hints.hint, hints.goal, hints.revealed = hint, None, hint_goal.turn_of(game)
    hints.compared = None if plan is None else (hint, compare_words(
        game, plan, hint.command, lambda c: hints.named(c, scene.snap)))
    if plan != hint.command:
        scene.hints_shown[len(game.log)] = hint.command
    tray_open.hint_into_tray(scene)
    scene._sync_buttons()


def thinking(scene) -> None:
    """The Hint asked for and still worked out: a line says so at once, gone as the
    Hint comes (H and Enter never do nothing unsaid)."""
    scene.app.toast(t("why.hint_thinking"), seconds=30.0)
