"""What the game screen does when a part asks for more than a command (the scene's
`play` sends the intents here, game/intents.py): a look back and the way back, a
round's card standing and going, the guided game's buttons, Undo and Redo, the rules
book, the results (`scene`: the game screen)."""

from __future__ import annotations

from ...text import t
from . import first_sights, hint_ask, hint_offers, key_moves, planning, table_events, tray_open
from .hover import target_at
from .intents import (
    Animate,
    Answer,
    BackToPresent,
    CloseMenu,
    CloseTray,
    Dismiss,
    Drop,
    Favour,
    Grab,
    GuideButton,
    HintGone,
    Hover,
    Hurry,
    LetGo,
    LookBack,
    MenuFocus,
    NextSpeed,
    OpenRules,
    OpenTray,
    Pause,
    PickBook,
    PickTile,
    PinTip,
    Point,
    Redo,
    Refocus,
    RestTips,
    SayNo,
    ScrollCard,
    ScrollLog,
    ShowOffer,
    SkipShow,
    Sound,
    StartBook,
    StartPlan,
    TakeOption,
    TrayAt,
    Undo,
)
from .intents import Hint as AskHint
from .rules_page import page_about


def carry_out(scene, intent) -> None:
    """A part's intent other than a command for the table (`Play`: the scene sends it)."""
    match intent:
        case OpenTray(target, tile):
            tray_open.open_ring(scene, target, tile)
        case Drop(ctype, source, active, dest):
            planning.plan(scene, ctype, source, active, dest)
        case Animate(anim):
            if scene.app.settings.speed_factor > 0:
                scene.anims.append(anim)
        case Sound(name, said, tip):
            scene.app.sounds.play(name)
            if said and tip:
                first_sights.say(scene, said, planning.COUNT_SECONDS)
            elif said:
                scene.app.toast(said)
        case LookBack(line):
            look_back(scene, line)
        case BackToPresent(click):
            if click:
                scene.app.sounds.play("click")
            back_to_present(scene)
        case HintGone(unless):
            if unless is None or not scene.hints.about(unless, scene.view()):
                view = scene.view()     # its move kept for the turn: its tray opens on
                scene.acting.kept_hint(view.hint, len(scene.game.log))   # it (F443)
                scene.hints.hint = None
                if view.hint_goal:      # (the Hint button's hover no more "Show the move")
                    scene._sync_buttons()
        case ShowOffer(n):
            hint_offers.choose(scene, n)
        case RestTips():
            scene.hover_text.rest()
        case CloseTray(by_key):
            tray_open.close_tray(scene, by_key)
        case Undo():
            ask_undo(scene)
        case Redo():
            redo(scene)
        case AskHint(by_key):
            if by_key:
                hint_ask.hint_key(scene)
            else:
                hint_ask.ask_hint(scene)
        case Dismiss():
            dismiss_round_card(scene)
        case OpenRules():
            open_rules(scene)
        case Pause():
            scene.close_menu()
            scene.app.open("pause", scene)
        case GuideButton(name):
            guide_button(scene, name)
        case _:
            if not pointer(scene, intent):         # what the pointer and widgets ask,
                key_moves.carry_out(scene, intent)     # else the keys (game/keys.py)


def pointer(scene, intent) -> bool:
    """What the pointer and the screen's widgets ask (the parts' `handle`); False where the
    intent is none of theirs."""
    match intent:
        case Point(pos):
            scene.mouse = pos
            if (moved := scene.dragging.moved(pos)) is not None:   # (a piece dragged
                carry_out(scene, moved)                             # along: the Hint goes)
        case Grab(target, pos):
            scene.dragging.press(target, pos)
        case Hover(target, focus):
            scene.hover = target
            if focus:                                 # one focus: where the pointer rests
                scene.keys.pointed(target, key_moves.key_view(scene))
        case Refocus():
            scene.keys.follow(key_moves.key_view(scene))
        case LetGo():
            scene.keys.let_go()
        case SkipShow():
            scene.show.skip(scene.anims)
        case Hurry():
            scene.show.hurry = True
        case NextSpeed():
            key_moves.next_speed(scene)
        case CloseMenu():
            scene.close_menu()
        case MenuFocus(by):
            scene.context.move_focus(by)
        case TakeOption(opt):
            take_option(scene, opt)
        case Answer(key):
            scene.table.answer(key)
        case ScrollLog(None):
            scene.panel.scroll = 0
        case ScrollLog(by):
            scene.panel.scroll_log(by, len(scene.log.lines))
        case ScrollCard(by):
            scene.lesson.wheel(by)
        case Favour(held):
            for said in scene.acting.favour_clicked(held, scene.view()):
                carry_out(scene, said)
        case PinTip(target):
            scene.hover, scene.tip_at = target, scene.mouse
        case StartBook():
            tray_open.start_book_pick(scene)
        case TrayAt(target):
            if not key_moves.hint_place(scene, target):
                tray_open.tray_at(scene, target)
        case SayNo(reason):
            tray_open.say_no(scene, reason)
        case PickTile(act):
            tray_open.start_tile_pick(scene, act)
        case PickBook(field):
            tray_open.pick_book(scene, field)
        case StartPlan(ctype, source, active):
            planning.start(scene, ctype, source, active)
        case _:
            return False
    return True


def take_option(scene, opt) -> None:
    """An entry of the text menu: its command played, or its move planned on the board."""
    scene.app.sounds.play("click")
    if opt is None:
        scene.close_menu()
    elif opt.command is not None:
        scene.play(opt.command)
    elif opt.builder is not None:
        scene.close_menu()
        planning.start(scene, *opt.builder)


def ask_undo(scene) -> None:
    """Undo; in hot seat, one that would take back another person's move (the log says
    whose) asks first, and so does any undo while the hand-over card stands (the screen
    is nobody's): a person never loses a move to someone else's click unasked."""
    tb = scene.table
    whose = tb.undo_takes_back() if getattr(tb, "hot_seat", False) else None
    if whose is None or (whose == scene.handover.held and scene.handover.waiting is None):
        undo(scene)
        return
    scene.close_menu()
    name = scene.snap["names"][whose]
    scene.app.open("move_question", t("undo.other_head", name=name),   # over the board
                   t("undo.other_body", name=name), t("undo.other_yes"), lambda: undo(scene),
                   no=t("undo.other_no"), over=scene.lay.board, named=name)


def undo(scene) -> None:
    """Back to before the person's last move; a computer's thinking is forgotten and
    its move's show, if one plays, ends at once."""
    scene.hints.hint = None
    scene.settle()
    scene.show.clear()
    scene.panel.counter.reset()
    before = scene.game.to_move
    if scene.table.undo():
        scene.close_menu()
        planning.cancel(scene)
        scene._refresh()
        table_events.follow_log(scene)
        hand_on(scene, before, undone=True)
        scene._sync_buttons()


def redo(scene) -> None:
    scene.hints.hint = None
    scene.settle()
    if scene.table.can_redo():
        before = scene.game.to_move
        scene.table.redo()
        hand_on(scene, before, undone=False)
        scene.sync()


def hand_on(scene, before: int | None, undone: bool) -> None:
    """Hot seat: an undo or redo that gives the turn to another person hands the screen
    to them by the card, as a move does; the board waits for their click or key."""
    on = getattr(scene.app.settings, "hand_over", True)
    scene.handover.turned(scene.table, on, before, undone)


def guide_button(scene, name: str) -> None:
    """The guided game's card: back (undo), continue (its note read), tips on or off,
    skip (the step played for the learner)."""
    tb = scene.table
    scene.app.sounds.play("click")
    if name == "back":
        undo(scene)
    elif name == "continue":
        tb.dismiss()
        scene._refresh()
        scene._sync_buttons()
    elif name == "tips":
        tb.toggle_tips()
    elif name == "skip" and not scene.blocked and tb.skip():
        scene.sync()


def show_round_card(scene) -> None:
    """A round's scoring played: its card stands over the board, the tray, the menu
    and the hover gone."""
    scene.round_end.stand(scene.app.now, scene.table)
    hint_ask.unsay_after_move(scene)
    scene.close_menu()
    tray_open.close_tray(scene)
    scene.hover = None
    scene.round_end.build(scene.view())
    scene._sync_buttons()


def dismiss_round_card(scene) -> None:
    """Continue: the card goes, the figures move on, then the moves that came."""
    if scene.summary is None:
        return
    moves = scene.round_end.dismiss()
    scene.hover_text.rest()   # what lies under Continue's place speaks only after a rest
    for events, index, told in moves:
        table_events.animate(scene, events, index, told=told)
    scene._sync_buttons()


def look_back(scene, line: int) -> None:
    """Look back at log line `line`; the line looked at already: come back."""
    same = scene.looking.same(line, scene.log.causes)
    if same is None:
        return
    if same:
        back_to_present(scene)
        return
    scene.settle()
    scene.close_menu()
    if scene.builder:
        planning.cancel(scene)
    scene.hints.hint = None
    scene.panel_buttons.kill()
    scene.looking.start(scene.view(), line)
    scene.app.sounds.play("click")
    scene._sync_buttons()


def back_to_present(scene) -> None:
    if not scene.looking.end(scene.mouse):
        return
    scene.hover_text.rest()                  # the present's texts: after a fresh rest
    scene.settle()
    scene.round_end.due_now()                # a round scored meanwhile: its card
    scene._refresh()
    scene.panel_buttons.build(scene.app.ui, scene.lay.panel, scene.lay.buttons_top,
                              scene.app.settings.speed)
    scene._sync_buttons()


def open_rules(scene) -> None:
    """The rules book over the game, at the page about what is under the pointer,
    its hover text shown or not yet (at its start over nothing the book explains);
    Back returns here with nothing changed."""
    pointed = scene.hover if scene.hover is not None else \
        target_at(scene.mouse, scene.view())
    section = page_about(pointed, scene.mouse, scene.board, scene.lay, scene.snap,
                         scene.ring)
    scene.close_menu()
    scene.app.sounds.play("click")
    scene.app.open("rules", section=section)


def show_results(scene) -> None:
    scene.results_shown = True
    scene.app.open("results", scene.game,
                   persons=[p for p, s in enumerate(scene.table.seats) if s.is_human],
                   rated=getattr(scene.table, "rated", True),
                   again=getattr(scene.table, "deals_again", False),
                   hinted=scene.hints_shown)
