"""What the table says happened, taken in by the game screen: commands played turned
into animations (another player's move shown one at a time, a round's scoring held for
its card), a restart, a save that failed, a notice, a Hint come, seats changed
(`scene`: the game screen)."""

from __future__ import annotations

from ...ai.risk import risk_after
from ...text import t
from ..board import animations
from ..board.animations import Anchors, animations_for
from ..board.marks import Hint
from ..tables.table import (
    CommandApplied,
    HintReady,
    Notice,
    Restarted,
    SaveFailed,
    SeatsChanged,
)
from . import hint_ask, hint_goal, hint_offers, planning, tray_open
from .hint_ask import ask_when_due
from .pacing import automaton_parts
from .round_end import ROUND_END_NOTE


def take_in(scene, dt: float = 0.0, idle: bool = False) -> None:
    """Take in what the table says happened."""
    hint_was_pending = scene.table.hint_pending
    events = scene.table.poll(dt, idle)
    index = len(scene.game.log) - sum(isinstance(ev, CommandApplied) for ev in events)
    for ev in events:
        if isinstance(ev, CommandApplied):
            at = index if index >= 0 else None
            index += 1
            if not scene.round_end.hold(ev.events, at):   # shown once the card has gone
                animate(scene, ev.events, at)
            for words, ends in scene.round_end.warnings(ev.events, scene.game):
                if scene.round_end.last_turn.words:     # (its count of markers is past)
                    scene.app.drop_toast(scene.round_end.last_turn.words)
                if ends is None:
                    scene.app.drop_toast(words)
                else:
                    scene.app.toast(words, ends)
            if words := scene.round_end.last_turn.note(scene.game, scene.table.may_act):
                scene.app.toast(words, ROUND_END_NOTE)
        elif isinstance(ev, Restarted):
            scene.settle()
            scene.round_end.drop()
            scene.show.clear()
            scene.panel.counter.reset()
            planning.cancel(scene)
            scene.close_menu()
            scene._refresh()
            scene._sync_buttons()
        elif isinstance(ev, SaveFailed):
            scene.app.save_failed(ev.text)
        elif isinstance(ev, Notice):
            scene.app.toast(ev.text, ends=ev.ends)
            if ev.error:
                scene.app.sounds.play("error")
        elif isinstance(ev, HintReady):     # (its notes go: it has come)
            scene.app.drop_toast(t("why.hint_thinking"))
            hint_ask.unsay_after_move(scene)
            hint = Hint(ev.command, len(scene.game.log), ev.why, ev.gain, ev.deed,
                        ev.in_hand, ev.in_hand_cost, ev.loses, ev.account, ev.coming,
                        ev.in_hand_account, risk_after(scene.game, ev.command))
            hint_offers.remember(hint, scene.game)     # (what moved since the last Hint)
            if hint_goal.beside_at_once(scene, hint):    # (its goal seen: beside the
                hint_ask.show(scene, hint, hint.in_hand)  # move in hand)
            elif not hint_goal.stand(scene, hint):    # (its goal first: its move unshown,
                scene.hints.hint = hint               # not counted as the Hint's)
                scene.hints_shown[len(scene.game.log)] = ev.command   # (the lesson weighs it)
                tray_open.hint_into_tray(scene)
            scene._sync_buttons()
        elif isinstance(ev, SeatsChanged):
            scene._refresh()
            scene._sync_buttons()
    if hint_was_pending and not scene.table.hint_pending:
        scene.app.drop_toast(t("why.hint_thinking"))   # (come, failed or its turn gone)
        scene._sync_buttons()
    follow_log(scene)
    tray_open.drop_stale_asks(scene)            # a favour's ask leaves with its move
    waited = scene.handover.waiting
    scene.handover.follow(scene.table, getattr(scene.app.settings, "hand_over", True))
    if scene.handover.waiting != waited:
        scene._sync_buttons()                  # the board's buttons wait with the card
    if scene.handover.waiting is not None:     # the card says whose turn it is: no "your
        scene.anims = [a for a in scene.anims  # turn" banner under it, fading on over
                       if a.turn_of != scene.handover.waiting]   # the board once taken
    if (ended := scene.looking.follow(scene.view())) is not None:
        scene.play(ended)
    ask_when_due(scene)                        # (its button synced with the card's)


def animate(scene, events: list[dict], index: int | None = None, told: bool = False) -> None:
    """Animate one command's events (`index`: its place in the log); another player's
    move waits for what plays now and shows where it happens first (`told`: it has)."""
    scene._refresh()
    events = events if told else scene.round_end.split(events, index, scene.view())
    snap = scene.round_end.stage or scene.snap
    humans = {p for p, seat in enumerate(scene.table.seats) if seat.is_human}
    animations.calm = scene.app.settings.reduced_motion      # moves as short fades
    speed = scene.app.settings.speed_factor
    cmd = scene.game.log[index] if index is not None and index < len(scene.game.log) \
        else None
    shows = getattr(scene.table, "shows_moves", True)
    parts: list = []
    if cmd is not None and not told and speed and shows and cmd["player"] in humans:
        events, parts = automaton_parts(cmd, events)    # its own moves, one by one
    new = animations_for(events, snap, anchors(scene, snap), humans,
                         announce_turns=scene.table.announces_turns)
    if speed == 0:
        for a in new:
            a.tween.finish()
            a.sounded = True
    elif cmd is not None and not told and cmd["player"] not in humans and shows:
        new = scene.show.stage(new, scene.anims, cmd, snap, index, events, humans)
    for move, part in parts:
        more = animations_for(part, snap, anchors(scene, snap), humans,
                              announce_turns=scene.table.announces_turns)
        new += scene.show.stage(more, scene.anims + new, move, snap, index, part, humans)
    scene.round_end.animated(new)
    to_move = scene.game.to_move
    scene.anims = [a for a in scene.anims if a.turn_of in (None, to_move)] + new
    scene._sync_buttons()


def anchors(scene, snap: dict | None = None) -> Anchors:
    """Where the animations of `snap` (else the scene's) start and end on this screen."""
    lay, slots = scene.lay, scene.slots

    def slot_point(tile: int):
        slot = slots.of_tile.get(tile)
        return lay.path_slots[slot] if slot is not None else lay.centre
    return Anchors(lay, snap or scene.snap, scene.panel.player_points or [lay.centre] * 4,
                   slot_point, slots.guardians, calm=scene.app.settings.reduced_motion,
                   score_points=scene.panel.score_points, lines=scene.panel.lines_drawn)


def follow_log(scene) -> None:
    """The game log as far as the show has told it, with the computers' reasons if
    the settings ask for them."""
    show = getattr(scene.app.settings, "reasons", False)
    after = scene.round_end.after               # a round's scoring stands or is due:
    told, panel, log = scene.log.total, scene.panel, scene.log
    log.follow(scene.game, getattr(scene.table, "reasons", None) if show else None,
               scene.show.upto(len(scene.game.log)),   # what follows it waits
               after[1] if after is not None else None)
    if panel.scroll:       # scrolled back on purpose: the lines read stay in sight as
        panel.scroll = max(1, min(len(log.lines), panel.scroll + log.total - told))  # new come
