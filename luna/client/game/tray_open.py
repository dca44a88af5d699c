"""The tray opened at a place, and what else a place's click asks of the screen: an
Appointment's tile to choose over Cancel, the text menu, a refusal said, the tray and
its choices closed (`scene`: the game screen; the tray's state is the `Acting` part's,
game/acting.py)."""

from __future__ import annotations

from ...text import not_allowed, t
from ..board.targets import Target
from . import first_sights, tray_lay
from .action_icons import icon
from .actions import actions_at, starts_at
from .choices import place_options, refused_here
from .key_stops import TrayTile
from .menus import picture_side
from .tile_words import net_line, under


def tray_at(scene, target: Target) -> None:
    """The tray of a place clicked, or why nothing can be done there; in the
    preliminary round its one choice is placed at once (a tray of one tile was a
    click for nothing). (A place the Hint lights whose tray would hold nothing but the
    Hint's move plays that move instead: key_moves.hint_place.)"""
    if open_ring(scene, target):
        scene.app.sounds.play("click")
        usable = [a for a in scene.ring.actions if a.enabled]
        if scene.snap["phase"].startswith("preliminary") and len(usable) == 1 \
                and not usable[0].builder and scene.lesson is None:
            for asked in scene.acting.take(usable[0]):
                scene.play(asked)
            return
        if not first_sights.tray_badges(scene):     # the first tray says its badges
            first_sights.island_favour(scene, target)   # then each island its favour
        return
    reason = refused_here(target, scene.game, scene.snap, scene.game.to_move)
    if reason:
        say_no(scene, reason)


def say_no(scene, reason: str) -> None:
    """Why a click does nothing: a toast and the error's sound; no tray came, so a
    click at its place next is calm (the log's lines do not look back)."""
    scene.app.toast(not_allowed(reason))
    scene.app.sounds.play("error")
    scene.log_lines.calm(scene.app.now, scene.mouse)


def open_ring(scene, target: Target, tile: int | None = None) -> bool:
    """The tray of `target`, when anything can be done there (`tile`: its
    Appointment's tile chosen, as a drop on the tile chose it). True if it opened."""
    view = tray_view(scene)
    hint, game = view.hint, scene.game
    acts = actions_at(target, scene.legal, scene.snap, game.to_move, game,
                      hint.command if hint else None,
                      scene.acting.kept_hint(hint, len(game.log)))
    if not any(a.enabled for a in acts):
        return False
    anchor = scene.acting.anchor_rect(target, view)
    if anchor is None:
        return False
    if hint is not None and not any(a.hinted for a in acts):
        scene.hints.hint = None  # a tray where the Hint is not: the player chose otherwise
    # every tile in its place, the refused ones greyed, in every tray (F060: a tile that
    # moves under a click plays another action)
    tray_lay.lay_ring(scene.acting, view, scene.guide, target, acts, anchor)
    for act in scene.ring.actions if scene.lesson is not None else ():
        act.favour_said = True        # (the guided game's step names the favour it spends)
    for act in scene.ring.actions if tile is not None else ():
        if act.kind == "appoint":
            act.choose(tile=tile)
            asked_favour(scene, act)
    return True


def asked_favour(scene, act) -> None:
    """A drop on a tile only a favour lets the novices claim: the drop is the first
    take (F571), saying which favour it spends; a take of its tile plays it."""
    favour = act.favour_only
    if favour is not None:
        act.asked = act.choice
        scene.app.toast(t("tray.favour_again", kind=t(f"kind.{favour}")))


def drop_stale_asks(scene) -> None:
    """A favour's ask (the toast of a first take, `Acting.take`, `asked_favour`) stands
    only while its tile stands asked in the tray: its move played, another variant
    chosen or the tray closed, the ask goes at once (it no longer says what a click
    does). Each frame (table_events.take_in), where toasts stand."""
    if not scene.app.toasts:
        return
    ring = scene.acting.ring
    standing = {a.favour_only for a in ring.actions if a.asked is not None
                and a.asked == a.choice} if ring is not None else set()
    for favour in ("bribery", "novice"):
        if favour not in standing:
            scene.app.drop_toast(t("tray.favour_again", kind=t(f"kind.{favour}")))


def hint_into_tray(scene) -> None:
    """A Hint come while a tray stands: where its move is one of the tray's, that
    tile lit gold with the keyboard's focus, as in a tray opened after it (a Hint naming
    a tile of an open tray shows which one). With no tray open nor move planned, the
    keyboard's outline goes, wherever it stood: Enter plays or plans the Hint's move (the
    rules book's keys), Tab goes to its place (F341, F361). A focus a key moved after the
    Hint was asked stays where it was put, on the board or in the tray: Enter acts on
    it (F906, F844)."""
    from .intents import LetGo
    view = tray_view(scene)
    hint, ring, game = view.hint, scene.ring, scene.game
    scene.acting.kept_hint(hint, len(game.log))
    moved = keys_moved(scene.keys)
    if hint is not None and ring is None and scene.builder is None and not moved:
        scene.play(LetGo())
    if hint is None or ring is None or any(a.hinted for a in ring.actions):
        return
    acts = actions_at(ring.anchor, scene.legal, scene.snap, game.to_move, game, hint.command)
    anchor = scene.acting.anchor_rect(ring.anchor, view)
    if not any(a.hinted for a in acts) or anchor is None:
        return
    # a count (or tile) the person chose stays chosen, its tile in the focus: the Hint
    # was asked with that move in hand and says what it costs against its own (F447)
    chosen = {a.kind: a.choice for a in ring.actions if a.stepped and a.enabled}
    focus = ring.actions[ring.focus].kind if ring.focus is not None else None
    held = scene.keys.focus.k if isinstance(scene.keys.focus, TrayTile) \
        and scene.keys.focus.k < len(ring.actions) else None
    # a plan compared with the Hint's, or a tile the keys went to after the Hint was
    # asked, keeps the keys' focus: Enter plays that (F844, F906)
    planned = ring.actions[held].kind if held is not None \
        and (scene.hints.compared is not None or moved) else None
    for act in acts:
        if act.kind in chosen and chosen[act.kind] in act.variants:
            act.choice, act.stepped = chosen[act.kind], True
    tray_lay.lay_ring(scene.acting, view, scene.guide, ring.anchor, acts, anchor)
    new = scene.ring
    mine = [k for k, a in enumerate(new.actions) if a.kind == planned] or \
        [k for k, a in enumerate(new.actions) if a.stepped and a.kind == focus] or \
        [k for k, a in enumerate(new.actions) if a.stepped]
    if mine:
        new.focus = mine[0]
    scene.keys.relaid(new)


def keys_moved(keys) -> bool:
    """A key moved the focus since the Hint was last asked (its outline showing)."""
    return keys.shown and keys.at_ask is not None and keys.at_ask != (keys.focus, True)


def tray_view(scene):
    """The view the tray lays itself out with (game/tray_room.py): with the panel's turn
    line, whose rows the log's area leaves the tray."""
    return scene.view(status=scene.status_line())


def close_tray(scene, by_key: bool = False) -> None:
    """The tray and any choice closed: the log shows in the tray's place again (a click
    there is calm for a moment; closed by a key, only under the pointer till it moves:
    a click on a line it moved onto was aimed at that line and looks back at once); a
    choice over Cancel takes its bar with it (Meditate, End actions: pressable again)."""
    had_ring, had_bar = scene.acting.close()
    if had_ring:
        scene.log_lines.calm(scene.app.now, scene.mouse, still=by_key)
    if had_bar:
        scene.builder_bar.kill()
        scene._sync_buttons()


# what stands of a tray or a choice (`Acting.close` clears it; End actions asked, whose
# bar is the question's own, is not kept)
KEPT = ("ring", "book_from", "favour_lit", "favour_armed", "favour_note", "favour_why",
        "tile_pick", "book_pick")


def as_left(scene) -> tuple:
    """What a tray's place depends on: the game's log, the window's size, its text (a
    new UI manager: the text restyled)."""
    return len(scene.game.log), tuple(scene.app.size), id(scene.app.ui)


def refresh_back(scene) -> None:
    """The game screen on top again (`GameScene.enter`): what the engine says read again;
    back over a game and a window as they were left (the rules book, the pause menu), the
    tray and any choice stand as they stood (the move planned stands anyway), so the
    next click does what it would have done before; a choice over Cancel has its bar
    again (the screen left took its widgets)."""
    acting = scene.acting
    kept = {k: getattr(acting, k) for k in KEPT} \
        if getattr(scene, "left_at", None) == as_left(scene) else None
    scene._refresh()
    if kept is None:
        return
    for k, v in kept.items():
        setattr(acting, k, v)
    if acting.tile_pick is not None or acting.book_pick:
        scene.builder_bar.build_cancel(scene.app.ui, scene.lay.panel, scene.lay.buttons_top)


def start_tile_pick(scene, act) -> None:
    """Appoint pressed where more than one tile may be claimed: the tiles light, the
    panel asks for one over a Cancel button (Esc too), as a move being built does (the
    action area says a click on the board chooses)."""
    scene.acting.tile_pick = act
    scene.builder_bar.build_cancel(scene.app.ui, scene.lay.panel, scene.lay.buttons_top)
    scene._sync_buttons()                # Meditate waits for the tile


def open_menu(scene, target: Target | None, pos) -> bool:
    """The text menu of `target` (every option in words), as clicks opened it before
    the tray: a right click or the menu key. True if it opened."""
    close_tray(scene)
    scene.close_menu()
    if target is None or not scene.table.may_act or scene.blocked:
        return False
    me, snap = scene.game.to_move, scene.snap
    opts = place_options(target, scene.legal, snap, me, scene.game)
    if not any(o.command or o.builder for o in opts):
        return False
    for o in opts:                  # each move's net line, as its tray tile says it
        if o.command is not None and not o.refused:
            o.preview = net_line(o.command, snap, scene.game)
            tie = under(o.command, snap, scene.game)      # (seat 10: who wins ties)
            o.preview = " ".join([o.preview, *tie]) if o.preview and tie else o.preview
    hint = scene.hints.shown(scene.game, scene.table)
    scene.context.open(scene.app.ui, opts, pos, scene.app.size,
                       [icon(o, snap, me, picture_side()) for o in opts],
                       beside=scene.board.rect_of(target),
                       starred=[hints_option(o, hint) for o in opts])
    scene.app.sounds.play("click")
    return True


def hints_option(opt, hint) -> bool:
    """The text menu's option is the Hint's move, as the tray's tile it stars (F727):
    its very command, or a move built on the board of the Hint's kind begun here."""
    cmd = getattr(hint, "command", None)
    if cmd is None or opt.refused:
        return False
    if opt.command is not None:
        return opt.command == cmd
    return opt.builder is not None and opt.builder[0] == cmd.get("type") and \
        starts_at(cmd, opt.builder[1])


def start_book_pick(scene) -> None:
    """The Book's move chosen on the board, guided (a click on the token always leads
    somewhere: F062): the player's novices a Book can come to light, and the
    action area says what to click, over Cancel (Esc too), as an Appointment's tile."""
    close_tray(scene)
    scene.acting.book_pick = True
    scene.builder_bar.build_cancel(scene.app.ui, scene.lay.panel, scene.lay.buttons_top)
    scene._sync_buttons()                         # Meditate waits for the fields


def pick_book(scene, f: int) -> None:
    """The Book's move begun at field `f` (guided on the board where it was not yet)."""
    if not scene.acting.book_pick:
        start_book_pick(scene)
    scene.acting.book_from = f
