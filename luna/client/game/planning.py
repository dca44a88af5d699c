"""A move planned on the board (Travel, Tides, Sailboat) on the game screen: started,
a novice sent by a drop, its Confirm bar (with why it cannot go yet), played or let
go; Meditate (End actions in a solo game, asked first while actions are open)
(`scene`: the game screen; the plan itself is game/plan.py's)."""

from __future__ import annotations

from ...ai.outlook import coming_of
from ...engine import Game
from ...engine.rounds import apostate_next, apostate_next_loss
from ...text import island, t
from ...text.hint_does import sets_text
from ...text.score_words import net_words
from . import first_sights
from .actions import effect_of, gives
from .choices import label
from .first_sights import TIP_SECONDS
from .game_buttons import act_kind
from .plan import Plan
from .scoring_table import DOWN, INK, UP
from .tray_open import close_tray, say_no


def plan(scene, ctype: str, source, active: bool, dest: int) -> None:
    """The novices of `source` sent to `dest` by the move planned on the board (started
    where none is), as a drop there asks (game/drag.py tried one on a copy): one drag
    rule for every place, an island's group as the jetty's: a group dropped goes whole,
    as many of its novices as the engine lets the move take (a drop of three that planned
    one read as a move of one); − and a right click take one back, a click on the island
    sends one more. Its count said as the move's one tip (`say_sent`)."""
    first = scene.builder is None
    if first:
        close_tray(scene)
        start(scene, ctype, source, active, tip=False)
    else:
        scene.builder.select(source, active)
    builder = scene.builder
    before = builder.count
    builder.add(dest)
    while builder.count - before < GROUP_MOST:
        builder.add(dest)
        if scene.game.refusal(builder.command()) is not None:
            builder.remove_last()
            break
    sent = builder.count - before
    if sent > 1 or first:
        say_sent(scene, ctype, sent, dest, first)
    bar(scene)


GROUP_MOST = 30         # (more novices than any game has: the engine stops the count first)


PICK_UP = ("travel", "tides")   # the moves that gather novices from several places
COUNT_SECONDS = 3.5             # a drop's count stands this long (as any note)


def start(scene, ctype: str, source, active: bool, tip: bool = True) -> None:
    """The move planned from `source` (a tray's tile taken, a text menu's entry; `tip`
    False: a drop, which says its first-use tip with its count)."""
    scene.builder = Plan(ctype, scene.game.to_move)
    scene.builder.select(source, active)
    bar(scene)
    scene._sync_buttons()
    if tip:
        first_tip(scene, ctype)


def first_tip(scene, ctype: str, lead: str | None = None) -> bool:
    """The first Travel or Tides planned outside the guided game (which shows it step by
    step): that one move may take novices from several places, played only on Confirm,
    said once as a tip that points at the move's instructions over Confirm for the how
    (they say it every time: a tip saying it again hid the log's newest lines, F324,
    F348); kept said in the settings; `lead`: a drop's count said first in it. Whether
    it was said."""
    settings = scene.app.settings
    if ctype not in PICK_UP or "pick_up" in settings.tips_said or scene.lesson is not None:
        return False
    settings.tips_said = [*settings.tips_said, "pick_up"]
    scene.app.save_settings()
    tip = t("tip.pick_up")
    say(scene, tip if lead is None else f"{lead} {tip}", TIP_SECONDS)
    return True


def say_sent(scene, ctype: str, sent: int, dest: int, first: bool) -> None:
    """A drop's count of `sent` novices to `dest` said as the planned move's one tip
    (two at once, the first-use tip and the count, stood over the temple and the council,
    F603): leading the first-use tip with the move's first drop, or while that tip
    stands, in short and alone (the tip's words said once: said again with the count
    they stood twice, the second time over the board; the instructions it points at
    say how to take one back); else in full, with how to take one back or send one
    more."""
    where = island(scene.snap["islands"][dest]["kind"])
    short = t("builder.sent_short", count=sent, island=where) if sent > 1 else None
    if (first and first_tip(scene, ctype, short)) or short is None:
        return
    builder, app, tip = scene.builder, scene.app, t("tip.pick_up")
    left = [u - app.now for m, u in app.toasts if m == builder.said and m.endswith(tip)]
    if left:
        say(scene, short)
    else:
        say(scene, t("builder.sent", count=sent, island=where, minus=t("key.minus")))


def say(scene, words: str, seconds: float = COUNT_SECONDS) -> None:
    """`words` said as the planned move's one tip (`first_sights.say`: the tip before
    goes), kept to go with the move."""
    first_sights.say(scene, words, seconds)
    scene.builder.said = words


def bar(scene) -> None:
    """Confirm (with why it cannot go yet) and Cancel in the panel."""
    if not scene.builder:
        scene.builder_bar.kill()
        return
    reason = scene.builder_reason = scene.builder.reason(scene.game)
    scoring = planned_words(scene.game, scene.builder.command(), scene.snap) \
        if reason is None else None
    if scoring is not None and scoring[2]:     # its net line the plan's own, so named:
        scoring = (*scoring[:2], t("builder.net", count=scene.builder.count,   # under
                                   net=scoring[2]))     # the Hint's line it read as the
    scene.builder_scoring = scoring                     # Hint's figures (F1048)
    tip = label(scene.builder.command(), scene.snap) if reason is None else None
    lay = scene.lay
    scene.builder_bar.build(scene.app.ui, lay.panel, lay.buttons_top, reason, tip)


def planned_words(game: Game, cmd: dict, snap: dict) -> tuple[str, tuple, str | None]:
    """What the planned move `cmd` does, from the engine's dry run: (words, their colour,
    its net line). The net line (score_words.net_words: the figures now, at the coming
    scoring, at the game's end and the mover's projection before and after it, what the
    card's "projected" then shows) stands first in the help, apart; the words say in the
    words of a tray tile's preview why (actions.gives: the influence now, the coming
    scoring's change part by part or that it changes nothing there, the game's end), then
    the island it brings novices to where the Moon Priestess stands in a later round with
    what the mover then counts there (hint_does.sets_text, as the Hint says it): where
    the panel has no room for all, it is the one cut. In the colour of a loss or a gain
    at the coming scoring (none: ink; a favour spent is no loss there). `cmd`: one the
    engine takes (bar asks it first)."""
    eff = effect_of(game, cmd)
    net = net_words(eff, cmd["player"], snap)
    said = [w for w in gives(eff, snap) if w]
    said += [w for w in (apostate_words(game, cmd, snap),) if w]
    sets = sets_text(coming_of(game, cmd), snap)
    said += [t("builder.sets", sets=sets)] if sets else []
    words = " ".join(w if w[-1] in ".!?" else w + "." for w in said)
    change = eff.scoring
    if change is None or not change.parts:
        return words, INK, net
    return words, DOWN if change.total < 0 or (
        change.total == 0 and sum(change.parts.values()) < 0) else UP, net


def apostate_words(game: Game, cmd: dict, snap: dict) -> str | None:
    """Where the planned move brings novices to the island the Apostate goes to at the
    round's end as the position after it stands (the engine's query on that position:
    the move itself can draw him there or away), that, with what he would take from the
    mover there at the next round's scoring; None where it brings none there, he stays,
    or no round follows."""
    after = game.clone()
    after.apply(cmd)
    s = after.state
    if s.round != game.state.round:          # (the round it ended: its scoring told)
        return None
    at = apostate_next(s)
    goals = {cmd["to"]} if "to" in cmd else {m["to"] for m in cmd.get("moves", ())}
    loss = apostate_next_loss(s, cmd["player"])
    if at is None or at == s.apostate or at not in goals or not loss:
        return None
    return t("builder.apostate_next", island=island(snap["islands"][at]["kind"]),
             loss=loss)


def said_apart(scene) -> bool:
    """The Sailboat's note where the last click would take novices from a second
    place or to a second island (`Plan.note`), said as a refusal is."""
    if scene.builder is None or scene.builder.note is None:
        return False
    key, to = scene.builder.note
    say_no(scene, t(key, island=island(scene.snap["islands"][to]["kind"])))
    return True


def cancel(scene) -> None:
    """The planned move let go, its bar and its first-use tip with it (a move's tip
    goes with its move: left standing it spoke of a move no longer planned)."""
    if scene.builder is not None and scene.builder.said is not None:
        scene.app.drop_toast(scene.builder.said)
    scene.builder = None
    scene.builder_scoring = None
    scene.builder_bar.kill()
    scene._sync_buttons()


def confirm(scene) -> None:
    """The planned move played, where the engine would take it now."""
    if scene.builder is None or scene.builder.reason(scene.game) is not None:
        return
    cmd = scene.builder.command()
    cancel(scene)
    scene.play(cmd)


def press_act(scene) -> None:
    """Meditate (End actions in a solo game): the panel's button, or the candles. A
    move half built is finished or cancelled first: a turn never ends under it."""
    if scene.view().half_built:
        say_no(scene, t("why.finish_move"))
        return
    cmd = next((c for c in scene.legal if c["type"] == act_kind(scene.snap)), None)
    if cmd and cmd["type"] == "end_actions" and scene.acting.end_asked is None and any(
            c["type"] != "end_actions" for c in scene.legal):
        ask_end(scene, cmd)
    elif cmd:
        close_tray(scene)
        scene.play(cmd)


def ask_end(scene, cmd: dict) -> None:
    """Solo: End actions while actions are still open asks first, over its Confirm
    and Cancel (the action phase ends for good: a slip must not end it)."""
    close_tray(scene)
    scene.acting.end_asked = cmd
    if scene.keys.shown:
        scene.keys.focus = "confirm"         # the keyboard's Enter answers yes
    lay = scene.lay
    scene.builder_bar.build(scene.app.ui, lay.panel, lay.buttons_top, None,
                            None, t("solo.end_yes"))
    scene._sync_buttons()
