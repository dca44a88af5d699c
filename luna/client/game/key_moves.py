"""What the keyboard's intents do on the game screen (game/keys.py asks them; the
scene's `play` carries them out here): a place used as a click uses it, novices sent
to a planned move, its Confirm and Cancel, a tray's tile taken or its count chosen, a
panel button pressed, a greyed one's reason said; and Enter with the Hint standing and
nothing in focus: its tray opened and its tile taken, or its planned move carried on a
novice at a time, then played (`scene`: the game screen)."""

from __future__ import annotations

from ...text import refusal, t
from ..board.targets import Figure, Group, Island, IslandFavours, NextPlace, Shrine
from . import first_sights, hint_ask, hint_places, planning, tray_open
from .acting import token_toggled
from .actions import choice_targets, island_of
from .choices import BUILDER_TYPES, clickable
from .game_buttons import SPEEDS, act_kind, why_not
from .intents import (
    Cancel,
    Carry,
    Choose,
    Confirm,
    Hint,
    OpenMenu,
    Pause,
    Press,
    Redo,
    SayWhere,
    Send,
    Step,
    TakeBack,
    TakeHint,
    TakeTile,
    Token,
    TrayPress,
    Undo,
    Use,
)
from .key_stops import order, planned


def carry_out(scene, intent) -> None:
    """The keys' intent, carried out as the mouse's same request is."""
    match intent:
        case Use(target):
            if scene.builder:
                click_on(scene, target)
            else:
                carry(scene, scene.acting.act_at(target, scene.view()))
        case Send(target, count):
            for _ in range(count):             # one at a time, as clicks: a refused
                before = sent(scene)           # one says why and ends it
                click_on(scene, target)
                if sent(scene) <= before:
                    break
        case Carry(target):
            count = sent(scene)
            for _ in range(count):
                scene.builder.remove_last()
            carry_out(scene, Send(target, count))
        case TakeBack():
            if scene.builder:
                scene.builder.remove_last()
            planning.bar(scene)
        case Confirm():
            confirm(scene)
        case Cancel(click):
            if click:
                scene.app.sounds.play("click")
            if scene.acting.end_asked is not None:
                tray_open.close_tray(scene)
            else:
                planning.cancel(scene)
        case TrayPress(k, part):
            carry(scene, scene.acting.ring_press(k, part))
        case TakeTile(k):
            act = scene.ring.actions[k] if scene.ring and k < len(scene.ring.actions) else None
            if act is not None and not act.enabled:
                say(scene, act.refused)          # a greyed tile: why, not an error
            elif act is not None:
                carry(scene, scene.acting.take(act))
        case Choose(k, count):             # a count chosen by its digit: a move planned,
            act = scene.ring.actions[k]    # as by − / + (the Hint asked then prices it)
            act.choose(count=count)
            act.stepped = True
        case Step(k, by):
            scene.ring.actions[k].step(by)
        case Token(k):
            carry(scene, token_toggled(scene.ring.actions[k]))
        case Press(name):
            press(scene, name)
        case SayWhere():                         # (one tip at a time: F733)
            first_sights.say(scene, t("builder.keys_where"), planning.COUNT_SECONDS)
        case TakeHint():
            if tray_hint(scene):
                pass
            elif planned(scene.view()):
                confirm(scene)                   # a move built off the Hint's: as built
            elif not scene.table.hint_pending:   # (pending: said, `take_hint`)
                say(scene, t("keys.enter_nothing"))    # never nothing unsaid (F950)
        case OpenMenu(target, None):
            rect = scene.board.rect_of(target)
            if rect is not None and tray_open.open_menu(scene, target, rect.center):
                scene.context.move_focus(1)      # its first entry outlined: Enter takes it
        case OpenMenu(target, at):               # a right click: there, or none
            if not tray_open.open_menu(scene, target, at):
                scene.close_menu()


def carry(scene, intents: list) -> None:
    """What a part asked, carried out in turn."""
    for intent in intents:
        scene.play(intent)


def key_view(scene):
    """The view with the board's places the keys' focus may stop at: where a piece
    dragged may go, where a planned move may go, else what is lit for a click. Where the
    board glows only where the player's own pieces act, the keys still reach every place
    a click would play (one open only through a favour, not glowing, comes after those
    that act now: `Keys.ranked`): the arrows never say "nothing that way" of a legal move."""
    acts, now = scene.acting, scene.view()
    lit = scene.dragging.lit(now) or (
        acts.builder_lit(now) if scene.builder
        else set(now.clickable) if acts.lit_quietly(now) else acts.lit(now))
    return scene.view(lit=frozenset(lit))


def click_on(scene, target) -> None:
    """A click on a place (a press let go where it began) while a move is planned: a
    novice sent there, or another island's picked up; a refused one taken back and said."""
    b = scene.builder
    was = (b.source, b.active)
    on = island_of(target, scene.snap) if isinstance(target, Figure | NextPlace | Shrine
                                                     | IslandFavours) \
        else None
    if on is not None:            # its island (a click on the Architect,
        target = Island(on)       # to send a novice there, is not lost)
    if b.click(target):
        refused = scene.game.refusal(b.command())
        if refused is None:
            scene.app.sounds.play("click")
        else:                     # more than stand there (the jetty's one novice
            b.remove_last()       # clicked twice): taken back, and said why, as
            tray_open.say_no(scene, refusal(refused))            # a drop there is
    elif planning.said_apart(scene):
        pass
    elif isinstance(b.source, int) and isinstance(target, Group) and \
            target.island == b.source:        # another island's novices picked
        if (b.source, b.active) != was:       # up, or the picked ones clicked
            scene.app.sounds.play("click")     # again: where they go is said in
        b.picked = (b.source, b.count)   # the move's instructions
    planning.bar(scene)


def sent(scene) -> int:
    """The novices the planned move sends now."""
    b = scene.builder
    return sum(m["count"] for m in b.moves) if b is not None else 0


def say(scene, reason: str | None) -> None:
    """A greyed button's or tile's reason, said as its hover text would (no error)."""
    if reason:
        scene.app.toast(reason)


def confirm(scene) -> None:
    """The planned move played (its reason said where the engine would not take it yet),
    or the solo game's End actions asked: yes."""
    if scene.acting.end_asked is not None:
        cmd = scene.acting.end_asked
        tray_open.close_tray(scene)
        scene.play(cmd)
        return
    if scene.builder is None:
        return
    reason = scene.builder.reason(scene.game)
    if reason is not None:
        say(scene, reason)
        return
    planning.confirm(scene)


def press(scene, name: str) -> None:
    """A panel button by name, as a click on it; a greyed one says why it is greyed
    (the Hint's, greyed while the board is busy, keeps the ask: hint_ask.hint_key)."""
    button = scene.buttons.get(name)
    if name == "hint" and button is not None and not button.is_enabled \
            and hint_ask.hint_key(scene):
        return
    if button is not None and not button.is_enabled:
        busy = scene.blocked or scene.back is not None
        say(scene, why_not(scene.view(), busy).get(name))
    elif name == "act":
        planning.press_act(scene)
    else:
        panel_button(scene, name)


def panel_button(scene, name: str | None) -> None:
    """The panel's toolbar: Undo, Redo, the pause menu, the Hint, the Speed."""
    if name == "undo":
        scene.play(Undo())
    elif name == "redo":
        scene.play(Redo())
    elif name == "menu":
        scene.play(Pause())
    elif name == "hint":
        scene.play(Hint())
    elif name == "speed":
        next_speed(scene)


def next_speed(scene) -> None:
    """The toolbar's Speed (or S): the next animation speed, kept in the settings,
    its picture showing it."""
    st = scene.app.settings
    st.speed = SPEEDS[(SPEEDS.index(st.speed) + 1) % len(SPEEDS)]
    scene.app.save_settings()
    scene.panel_buttons.set_speed(st.speed)


def tray_hint(scene) -> bool:
    """Enter with a tray open and the Hint standing: the Hint's move, from its own tray
    (Enter twice takes the Hint's move, never another tile of the tray, so the review
    never charges the player for a move the Hint would have made: F027); the Hint still
    worked out, that said, the tray left as it stands. True if the Hint's move was
    carried on."""
    if scene.ring is None or scene.view().hint is None:
        return take_hint(scene)
    anchor = scene.ring.anchor
    tray_open.close_tray(scene)
    if not take_hint(scene):
        tray_open.open_ring(scene, anchor)                 # (its move cannot start from here)
        return False
    return True


def hint_place(scene, target) -> bool:
    """A click on a place the Hint lights (a piece it moves or uses, or its target: the
    council seat its disc reaches, its temple tile, the island its move goes to) that
    opens no tray, or where its move ends (`hint_places.ends_of`: that island's tray is
    other moves: reached by its arrow's head or the player's own pieces there, never the
    island's land, which opens that island's own tray): the Hint's move played, as Enter
    plays it, or its move planned whole (a Travel's every novice on its way: Confirm or
    Enter plays it; a lit place does what it shows, never a move begun with none planned).
    A lit place with a tray opens it, the Hint's tile focused, as an unlit one does, a
    tray of the Hint's move alone too (its novices on the jetty: the player chooses where
    they go): a click on a place never plays a move unseen (its tile says what it gives;
    F430). True if it played or planned."""
    view = scene.view()
    hint = view.hint
    if hint is None or target is None or target not in hint_places.places_of(hint, view):
        return False
    if target not in scene.clickable:
        return hint_tray(scene, target)
    if isinstance(target, Island) and hint_places.head_at(view, scene.mouse) != target:
        return False    # an island's land or name opens its own tray: the player asked
    #                     for that island (only the Hint's piece or arrow plans its move)
    if scene.lesson is None and target in hint_places.ends_of(hint, view):
        return hint_tray(scene, target)
    return False        # its tray opens, even of the Hint's move alone (the guided game
    #                     teaches the tray): the player chooses where a move goes


def hint_tray(scene, target=None) -> bool:
    """A click where the Hint's move goes or on what it moves: the tray of the Hint's
    place opened, its tile focused (Enter or a click on it plays it; F430: a click never
    plays a move unseen), its count the plain one unless the place clicked chooses one
    (the Council seat the Hint's disc reaches); a move planned on the board planned
    whole (Confirm plays it). True if either was."""
    hint = scene.view().hint
    cmd = hint.command
    if cmd["type"] in BUILDER_TYPES or cmd["type"] == "book" or scene.ring is not None \
            or scene.builder is not None or scene.acting.tile_pick is not None:
        return hint_whole(scene)
    act = hint_ring(scene, cmd)
    if act is None:
        return hint_whole(scene)
    chosen = choice_targets(act, scene.game).get(target)
    if chosen is not None:                       # the seat clicked chooses its count
        act.choice = chosen
    return True


def hint_ring(scene, cmd: dict):
    """The tray of the Hint's place opened, its Hint's tile (focused: `lay_ring`)
    returned; None, no tray left open, where none holds it."""
    for target in sorted(clickable([cmd], scene.snap, scene.game.to_move), key=order):
        if tray_open.open_ring(scene, target):
            act = next((a for a in scene.ring.actions if a.hinted and a.enabled), None)
            if act is not None:
                return act
            tray_open.close_tray(scene)
    return None


def hint_whole(scene) -> bool:
    """The Hint's move taken (`take_hint`), and where it is one planned on the board, every
    novice of it sent on its way at once: the plan stands whole, its Confirm usable. True
    if it was taken."""
    if not take_hint(scene):
        return False
    if scene.builder is not None:
        planning.bar(scene)
    return True


def plan_rest(scene, cmd: dict) -> bool:
    """Every novice of the Hint's move still to send sent on its way at once (the plan
    stands whole, Confirm or Enter plays it: one key, never one a novice). True if one
    was sent."""
    b, sent = scene.builder, False
    while b is not None and (way := b.toward(cmd)):
        b.select(way[0], way[1])
        b.add(way[2])
        sent = True
    return sent


def take_hint(scene) -> bool:
    """Enter while the Hint stands and nothing is outlined: what its star's tile does
    (never nothing until an island is clicked): the tray of its place opened and the Hint's
    tile taken, which plays it or plans its move whole (every novice on its way); pressed
    again, the move carried on to its end (never back to the Hint's tray, nor stopped with
    Confirm greyed): the Hint's tile chosen, its novices still to send sent, the move
    confirmed once it is the Hint's. True if it was used."""
    hint = scene.view().hint
    if hint is None and scene.table.hint_pending:
        hint_ask.thinking(scene)               # (said: still being worked out)
        return False
    if hint is None or scene.ring is not None or scene.acting.book_from is not None:
        return False
    cmd = hint.command
    if scene.acting.tile_pick is not None:
        return hint_tile(scene, cmd)
    if scene.builder is not None:
        return hint_step(scene, cmd)
    if cmd["type"] == "book":                  # field to field: no tray to open
        tray_open.close_tray(scene)
        scene.play(cmd)
        return True
    if (act := hint_ring(scene, cmd)) is not None:
        act.choose_hint()              # (another count stepped to: the Hint's again)
        carry(scene, scene.acting.take(act))
        if plan_rest(scene, cmd):                  # its move planned whole (F362)
            planning.bar(scene)
        return True
    if cmd["type"] == act_kind(scene.snap):        # End actions: the panel's button's way
        planning.press_act(scene)
        return True
    return False

def hint_tile(scene, cmd: dict) -> bool:
    """An Appointment's tile being chosen: the Hint's, where it is one of them."""
    tile = next((tg for tg, choice in scene.acting.pick_targets(scene.view()).items()
                 if scene.acting.tile_pick.variant(**choice._asdict()) == cmd), None)
    if tile is None:
        return False
    carry(scene, scene.acting.act_at(tile, scene.view()))
    return True

def hint_step(scene, cmd: dict) -> bool:
    """A move being built toward the Hint's: confirmed where it is the Hint's whole
    (the engine accepting it), else the Hint's novices still to send sent on their way
    (`plan_rest`); nothing where the move built goes elsewhere than the Hint's."""
    b = scene.builder
    if b.holds(cmd):
        if scene.builder.reason(scene.game) is not None:
            return False
        planning.confirm(scene)
        return True
    if not plan_rest(scene, cmd):
        return False
    scene.app.sounds.play("click")
    planning.bar(scene)
    return True
