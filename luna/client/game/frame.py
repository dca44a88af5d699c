"""The game screen's frame: the parts' draws in order, each handed the view with this
frame's facts (`view.frame`: frame_state.py, found once before anything is drawn). The
board's parts first (`under`), then where the side panel's log and a move's help stand
(`panel_plan`: between the tray, a caption or the guided card over the log and the help
or the Hint's card under it), then the panel's parts and what stands over them (`over`),
last the round's card or the one thing over it all (`draw_over`). `scene`: the game
screen, owning the parts."""

from __future__ import annotations

from functools import partial

import pygame

from ...text import t
from ..board.targets import LogLine, Ring, Tile
from ..widgets.overlays import widget_rects
from ..window.rest import AMBIENT
from . import frame_state, tray_lay, tray_room
from .actions import ring_targets
from .board_part import Board, Stakes
from .builder_view import BAR_GAP, BAR_H, bar_top, help_box, help_whole
from .frame_state import PanelPlan
from .hover import OWN_TIPS, target_at
from .move_help import LOG_UNDER_WAY
from .pacing import Show
from .side_panel import SidePanel
from .toast_place import tip_off
from .tray_measures import HEAD_GAP
from .tray_open import tray_view
from .turn_line import turn_line


def under(scene) -> tuple:
    """The board's parts, in the order they draw: the panel's last form kept (it fades),
    the board, the warnings on the person's novices in danger of expulsion, a planned
    move's arrows, the moves shown (their animations), the Book's fields."""
    return (SidePanel.before, Board.draw, Board.draw_threats, scene.plan_drawn.draw,
            scene.show.draw, scene.acting.draw_book)


def over(scene) -> tuple:
    """The panel's parts and what stands over them, in the order they draw (a planned
    move's badges again over the Hint's lights)."""
    return (SidePanel.draw, scene.show.draw_docked, scene.move_help.draw, scene.guide.draw,
            scene.hints.draw, scene.plan_drawn.lift, scene.acting.draw,
            partial(Stakes.draw, plan=scene.plan_drawn), Show.draw_late,
            scene.show.draw_chip, scene.keys.draw, scene.dragging.draw, SidePanel.fade,
            scene.round_end.draw, partial(draw_over, scene), partial(draw_standing, scene),
            scene.handover.draw)


def draw_frame(scene, surf: pygame.Surface) -> None:
    if scene.back is not None:
        scene.toasts_at.floating.begin()    # (the past: its newest toast alone)
        draw_past(scene, surf)
        return
    facts = frame_state.facts(scene)
    scene.toasts_at.lit = facts.highlights      # (a first-use tip stands off them)
    view = scene.view(frame=facts)
    for draw in under(scene):
        draw(surf, view)
    facts = facts._replace(panel=panel_plan(scene, facts))
    view = scene.view(frame=facts)
    for draw in over(scene):
        draw(surf, view)


def draw_past(scene, surf: pygame.Surface) -> None:
    """A log line looked back at: the board as it was (game/look_back.py)."""
    now = tray_view(scene)
    scene.looking.draw(surf, now._replace(own_supply=tray_room.own_supply(scene.acting, now)))
    if scene.hover is not None:          # the board drawn as it was: what is under
        scene.hover = scene.board.target_at(scene.mouse)   # the pointer there


def panel_plan(scene, facts: frame_state.Frame) -> PanelPlan:
    """Where the side panel's log stands this frame, between what stands over it (a tray,
    the guided game's card, a caption or a refusal) and under it (a move's help, the
    Hint's card); the cards' form and the guided game's parts of the panel set first."""
    acting, panel, lay = scene.acting, scene.panel, scene.lay
    panel.tray = tray_lay.tray_form(acting, tray_view(scene), scene.guide)   # the cards
    view = scene.view()                                 # close up for a tray or a move
    lesson, ring, builder = view.lesson, view.ring, view.builder
    tray = ring is not None and not view.blocked
    if lesson is not None:
        scene.guide.panel_parts(view)     # (its tightest form: the step's room)
    status, log_top, log_head = scene.status_line(), None, None
    docked = [r for r in (scene.show.docked(), docked_toasts(scene)) if r is not None]
    if lesson is not None:          # the guided game's card over the log: the
        box = scene.guide.plan(view, facts.highlights,
                               *panel.log_area(facts.shown, lay, status))
        if box is not None and lesson.docked:      # log's lines keep below it,
            log_top = log_head = box.bottom + 6     # its heading over them
    elif tray:                                      # its latest lines under a tray
        log_top = ring.rect.bottom + 8              # (no empty band in the panel),
        if tray_room.log_headed(acting, tray_view(scene)):   # under their heading where it
            log_top = log_head = ring.rect.bottom + HEAD_GAP  # has room (F061)
        if (tip := docked_toasts(scene)) is not None:   # a tip docked under it: the
            log_top = log_head = tip.bottom + 8           # log's lines under the tip
    elif docked:
        log_top = max(r.bottom for r in docked) + 8   # or under a caption or a refusal
    panel.log_begun = tray and lesson is None   # (the guided game's card: entries whole or none)
    panel.brief_log = False    # under a tray too: whole wrapped lines, the
    #                            oldest dropped first (F061)
    stepped = scene.guide.shown and view.table.step is not None     # (a guided step's
    planned = (t("builder.keys") if view.keys_shown else builder.words(view.snap)) \
        if builder else ""            # (a move planned by keys: what the keys do)
    instruction = ("" if stepped else planned) if builder else acting.asked_words(view)
    reason = view.builder_reason if builder and builder.moves else None
    scoring = scene.builder_scoring if builder and reason is None \
        else None        # (what the planned move does: planning.planned_words)
    log_bottom = view.log_floor     # the log's whole lines end above a move's help
    #                                (or what the replay shows under it)
    highest = None                  # a move's help: in the action area, not over the
    if stepped and builder:         # cards; a step's card says what to click next, the
        instruction, reason, scoring = reason or "", None, None   # engine's objection alone
    hinted, under = None, None
    planned_here = lesson is None and bool(instruction) and (
        bool(builder) or acting.tile_pick is not None or acting.book_pick)
    if planned_here:               # a planned move's Confirm where the tray stood, its
        bar = bar_top(panel.log_area(facts.shown, lay, status)[0].top)   # help under it,
        under = bar + BAR_H + BAR_GAP                                     # the log under that
        hints = scene.hints.under_way(view) or [None]    # its words whole over the log's
        kept = lay.buttons_top - panel.under_tray(LOG_UNDER_WAY, headed=True)   # latest
        hinted, floor = planned_help(scene, view, instruction, reason, scoring, under,
                                     hints, kept)   # rows (F061), else to the foot
        box = help_box(instruction, lay.panel, floor, reason, None, hinted, scoring, under)[0]
        log_top = log_head = box.bottom + HEAD_GAP       # (its heading over its rows)
    elif instruction or (stepped and builder):
        highest = panel.log_area(facts.shown, lay, status)[0].top
        hinted, highest = scene.move_help.forms(
            view, instruction, reason, highest,
            [] if stepped else scene.hints.under_way(view), scoring)
        log_bottom = help_box(instruction, lay.panel, lay.buttons_top,
                              reason, highest, hinted, scoring)[0].top - 4
    scene.builder_bar.place(bar if planned_here else None)
    card = scene.hints.plan_card(view, bool(instruction))   # the Hint's words: over the
    if card is not None:                    # toolbar: the log's lines end above them
        log_bottom = card.top - 4
        if log_top is not None and view.ring is not None and not view.blocked and \
                log_bottom - log_top < scene.panel.under_tray(
                    scene.panel.latest_rows(scene.log.lines)):
            log_bottom = log_top    # under a tray the log keeps its latest entry whole
        #                             over the card, else gives way whole: never its
        #                             beginning alone (F322)
    pointed = None if isinstance(view.hover, LogLine) and (
        scene.log_lines.lines_calm(view) or scene.looking.just_back(view.mouse)) \
        else view.hover                      # (a line lights only where a click looks back)
    told = tray_view(scene)
    return PanelPlan(
        status=status, turn=shown_turn(scene, facts.shown), log_top=log_top,
        log_head=log_head, log_bottom=log_bottom, pointed=pointed,
        supply_of=tray_room.supply_in_turn_line(acting, told),
        own_supply=tray_room.own_supply(acting, told),
        cover=(None if lesson is not None else log_top - 6) if tray else
        max((r.bottom for r in docked), default=0) + 4,
        covered=tray or bool(docked), caption=not tray and bool(docked),
        help=(instruction, reason, highest, hinted, scoring, under,
              floor if planned_here else lay.buttons_top) if instruction else None)


def planned_help(scene, view, instruction: str, reason, scoring, under: int,
                 hints: list, kept: int) -> tuple[str | None, int]:
    """The Hint's form over a planned move's help and the floor its box reaches down to:
    the first form that stands whole with the instructions, over the log's latest rows
    (`kept`), else with the log giving way (down to the buttons): its whole words with the
    log giving way, else over the instructions' last lines cut, before a shorter form
    (never "Hint: Travel" alone while its move is under way: F736). A form saying what the
    planned move costs against the Hint (what H asked with the move planned) comes
    before any without it, at either floor, and else with the instructions' last lines
    cut (its shortest form: the Hint's marks show its move on the board): the cost is
    never left unsaid for the Hint's move named whole (F710)."""
    lay = view.lay
    priced = scene.hints.in_hand_words(view.hint, view) if view.hint is not None else None
    said = [h for h in hints if priced and h and priced in h]
    plain = [h for h in hints if h not in said]

    def whole(h, top) -> bool:
        return help_whole(instruction, lay.panel, top, reason, None, h, scoring, under)

    def over_cut(h) -> bool:        # its words whole, a line of the instructions under them
        return help_whole("…", lay.panel, lay.buttons_top, None, None, h, None, under)
    floors = (kept, lay.buttons_top)
    return next(((h, top) for top in floors for h in said if whole(h, top)), None) or \
        next(((h, lay.buttons_top) for h in reversed(said) if over_cut(h)), None) or \
        next(((h, top) for h in plain for top in floors if whole(h, top)), None) or \
        next(((h, lay.buttons_top) for h in plain[:1] if over_cut(h)),
             (hints[-1], lay.buttons_top))


def docked_toasts(scene) -> pygame.Rect | None:
    """Where the toasts standing over the log are, if they stand there."""
    at = scene.toasts_at
    return at.docked if scene.app.toasts and at.floating.chosen is not False else None


def shown_turn(scene, view: dict) -> dict:
    """The position as the panel tells it: while another player's move is being
    shown, that player still to move (its card lit), as the turn line says."""
    mover = scene.show.mover()
    return view if mover is None or mover == view["to_move"] else dict(view, to_move=mover)


def advance(anims: list, dt: float, speed: float, sounds=None) -> list:
    """The animations moved on by `dt` seconds at `speed` (0: at once), each one's sound
    played as it starts (`sounds`; None: silent); those still running."""
    for a in anims:
        if speed == 0:
            a.tween.finish()
        else:
            a.tween.update(dt * speed)
        if sounds is not None and a.tween.started and not a.sounded:
            a.sounded = True
            if a.sound:
                sounds.play(a.sound)
    return [a for a in anims if not a.tween.done]


def draw_over(scene, surf: pygame.Surface, view) -> None:
    """The one thing over the frame where no round's card stands (`round_end` drew it):
    the text menu, else the Hint's whole words, else the hover text (game/hover.py);
    what is under the pointer found anew first (the board and the panel may have
    changed under a still mouse). Then which toast stands with it (game/floating.py:
    one floating text over the board at a time)."""
    text = scene.hover_text
    if view.summary is not None:
        text.clear()                        # no hover text under the summary
        scene.toasts_at.floating.begin()
        return
    if scene.hover is not None:     # the board may have changed under a still mouse
        scene.hover = target_at(text.at, view)      # (the panel's parts too)
        view = scene.view(frame=view.frame)
    text.pointed(view.hover, view.now)
    draw_hover(scene, surf, view)
    scene.toasts_at.floating.settle(scene, view, text.rect is not None)


def draw_standing(scene, surf: pygame.Surface, view) -> None:
    """The last move's caption, on at the person's turn (game/since_turn.py), where the
    one floating text over the board is it (game/floating.py); docked over the log where
    the board has no place for it clear of the lit places."""
    stay = scene.show.stay
    if not stay.floats():
        stay.shown = None
        return
    stay.draw(surf, view, scene.toasts_at.floating.caption,
              tip_off(view, view.frame.highlights), scene.board_play())
    if stay.placed is None and view.frame.dock is not None \
            and stay.last.dock_in(view.frame.dock):     # no water clear of the lit places:
        scene.show.held = stay.last                     # over the log, as captions dock


def draw_hover(scene, surf: pygame.Surface, view) -> None:
    """The hover's place: the text menu, the Hint's whole words, the keys' tile's text
    or the hover text, where the one floating text over the board may be its."""
    text = scene.hover_text
    moving = view.frame.moving
    if view.menu is not None:
        view.menu.draw(surf, view.mouse)        # its entry's rule beside it
        text.clear()
    elif not scene.toasts_at.floating.hover_may(scene, view):
        text.clear()            # a piece dragged, or a toast before it (floating.py)
    elif not moving and hint_tip_stands(scene, surf, view):
        return                     # the hint's whole words over its short card (under
        #                            a tray too: the card stands there)
    elif not text.awake(view.now):     # a card or screen closed: a fresh rest first
        if moving or not (hint_at_tile(scene, surf, view)     # (a key pressed: the Hint
                          or focus_tip(scene, surf, view)):  # it asked for, by its tile,
            text.clear()               # where its card has no room; else the tile the
            #                            keys' focus is on tells its own)
    elif not moving:
        scene.hints.tip = False
        tip, words = pointed_words(scene, view)
        if words is None and (tip is None or isinstance(tip, Ring) and not tip.words) \
                and (hint_at_tile(scene, surf, view) or focus_tip(scene, surf, view)):
            return          # (the pointer on nothing that speaks: the Hint's reason
        #                     its card under a tray has no room for, else the keys' tile)
        text.draw(surf, hover_view(scene, view), tip, words)


def hover_view(scene, view):
    """The view a hover text is placed by: the position as drawn, the window, the toasts,
    the move drawn, the guided game's card and a Book being moved."""
    app, acting = scene.app, scene.acting
    lesson = view.lesson.box if view.lesson is not None and scene.guide.shown else None
    return view._replace(
        shown=view.frame.shown, screen=app.screen.get_size(), toasts=bool(app.toasts),
        toast_said=app.toast_said, drawn_move=scene.plan_drawn.drawn, lesson_box=lesson,
        book_moving=acting.book_from is not None or acting.book_pick)


def hint_tip_stands(scene, surf: pygame.Surface, view) -> bool:
    """The Hint's whole words over its short card, as a hover text (game/hinting.py):
    whether it stands."""
    drawn = scene.hints.draw_tip(surf, view, widget_rects(view.ui))
    if drawn is None:
        return False
    scene.hover_text.rect, scene.hover_text.link = drawn
    return drawn[0] is not None


def hint_at_tile(scene, surf: pygame.Surface, view) -> bool:
    """The Hint's whole words beside its tile in the open tray, where its card under the
    tray says no reason (game/hinting.py `draw_at_tile`): whether they stand. Only while
    the pointer rests on nothing of the board (the open sea, the window's edge) or in
    the panel: resting on an island, a piece or the temple the person looks at that,
    and the words beside the tray would cover it (the island clicked to open the tray,
    the next island pointed at)."""
    if view.hover is not None and view.mouse[0] < view.lay.panel[0]:
        return False
    drawn = scene.hints.draw_at_tile(surf, view)
    if drawn is None:
        return False
    scene.hover_text.rect, scene.hover_text.link = drawn, None
    return True


def focus_tip(scene, surf: pygame.Surface, view) -> bool:
    """A path tile in the keys' focus tells what the pointer resting on it would; the
    tray's tile the keys' focus stands on tells what the pointer resting on it
    would: its hover text, in the hover's own place beside the tray (what the move
    gains now, what it changes at the coming scoring: a player choosing with the keys
    reads it without the mouse), where the pointer's own text does not stand; its whole
    words at once (the brief's "keep pointing at it" is the pointer's, F948). Whether
    it stands."""
    keys, ring, text = scene.keys, view.ring, scene.hover_text
    if keys.shown and isinstance(keys.focus, Tile) and not view.blocked:
        # a path tile in the keys' focus (an Appointment's, one to compare): the text
        # the pointer resting on it shows, in its place
        tile = keys.focus
        text.draw(surf, hover_view(scene, view), tile,
                  scene.acting.tip_words(tile, view, True))
        return text.rect is not None
    k = keys.tile
    if not keys.shown or ring is None or view.blocked or k is None \
            or k >= len(ring.actions) or k >= len(ring.cards):
        return False
    target = ring.said(k, "card", view.snap, view.game, keys=True)   # (naming the keys)
    text.rect, text.link = ring.draw_tip(surf, target), None
    return text.rect is not None


def pointed_words(scene, view) -> tuple:
    """What the hover text tells of (the tray open: its buttons and places, and the
    panel's own) and the screen's own words for it (a favour token clicked, a Book's
    field)."""
    tip, ring, acting = view.hover, view.ring, scene.acting
    if ring is not None and getattr(tip, "what", "") == "ring":
        return tip, None                    # (its button says its own)
    if ring is not None and tip not in ring_targets(ring, view.game) \
            and not isinstance(tip, OWN_TIPS):
        tip = None           # (a shrine says whose it is and what it gives, with a
    #                          tray open too)
    if isinstance(tip, LogLine) and scene.log_lines.lines_calm(view):
        tip = None           # ("Why? Click…": not while a click there is calm)
    return tip, acting.tip_words(tip, view, scene.hover_text.looked(tip, view.now))


def at_rest(scene) -> bool:
    """Nothing in flight: no move shown, dragged, counted or summed up, no computer
    thinking (its dots), no panel fading, no look back, no guided game's card, no last
    move's caption beginning to stand on or fading (game/since_turn.py), no hover text
    still to turn from its brief words to its whole (`HoverText.waiting`)."""
    return not scene.anims and scene.dragging.drag is None and not scene.show.busy \
        and not scene.panel.counter.counting and not scene.panel.fading \
        and scene.back is None and scene.lesson is None and scene.table.thinking_for is None \
        and not scene.table.hint_pending and scene.round_end.scoring_round() is None \
        and not scene.show.stay.stirs(scene.app.now) \
        and not scene.hover_text.waiting(scene.app.now)


def ambient_rate(scene) -> float:
    """The sea's rate; a table's question standing (its seconds counting): one a second."""
    calm = 0.0 if scene.app.settings.reduced_motion else AMBIENT
    return max(calm, 1.0) if scene.offer_bar.question is not None else calm


def ambient_area(scene) -> pygame.Rect | None:
    """Where the sea, moon and flames lie: the board; a table's question standing, the
    whole window (its bar counts the seconds down)."""
    return pygame.Rect(scene.lay.board) if scene.offer_bar.question is None else None


def status_line(scene) -> str:
    """The panel's turn line (game/turn_line.py)."""
    return turn_line(scene.snap, scene.table, looking=scene.back is not None,
                     scored=scene.round_end.scoring_round(), mover=scene.show.mover(),
                     building=scene.builder.status() if scene.builder else None,
                     legal=scene.legal,
                     fits=lambda line: scene.panel.turn_fits(scene.snap, scene.lay, line))
