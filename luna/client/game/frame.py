"""The game screen's frame: the board, the moves shown, the panel and its log, a move's
help, the guided game's card, the Hint, the tray, the focus, the dragged piece and the
hover text, drawn in that order (`scene`: the game screen, which owns the parts)."""

from __future__ import annotations

import pygame

from ...text import t
from ..board.animations import apply_hides
from ..board.targets import (
    LogLine,
)
from ..widgets.overlays import widget_rects
from ..window import fonts
from ..window.rest import AMBIENT
from . import tray_room
from .actions import ring_targets
from .builder_view import (
    draw_book_fields,
    draw_book_move,
    draw_builder,
    draw_builder_help,
    help_box,
    help_whole,
)
from .hover import OWN_TIPS, target_at
from .panel import STRIP
from .planning import scoring_words
from .tooltips import favour_note
from .tray_measures import HEAD_GAP
from .tray_open import tray_view
from .turn_line import turn_line

LOG_UNDER_WAY = 2         # the log's latest rows kept over a move's instructions (its Hint's
#                           line shortened for them: the log never goes blank, F061)


def draw_frame(scene, surf: pygame.Surface) -> None:
    scene.board.clock = scene.app.now
    scene.board.calm = scene.app.settings.reduced_motion
    if scene.back is not None:
        now = tray_view(scene)
        scene.looking.draw(surf, now._replace(own_supply=tray_room.own_supply(scene.acting,
                                                                              now)))
        if scene.hover is not None:          # the board drawn as it was: what is under
            scene.hover = scene.board.target_at(scene.mouse)   # the pointer there
        return
    form = tray_room.tray_form(scene.acting, tray_view(scene), scene.guide)   # (the cards'
    #                                                               form this frame draws)
    scene.panel.before_frame(surf, scene.lay, (form, form >= STRIP and scene.panel.board_foot),
                            scene.app.now, scene.board.calm)
    view, flying = apply_hides(scene.round_end.stage or scene.snap, scene.anims)
    now = scene.view()
    dragged = scene.dragging.lit(now)
    highlights = dragged if dragged is not None else set() if scene.blocked else \
        scene.acting.lit(now)
    if scene.builder and dragged is None:
        highlights = scene.acting.builder_lit(now)
    scene.board.quiet = dragged is None and scene.acting.lit_quietly(now)
    scene.board.chosen = scene.acting.chosen(now) if dragged is None and not scene.builder \
        else None
    hover = scene.dragging.drop_target(now) or scene.acting.pointed(
        scene.hover, highlights, now,
        only_lit=bool(scene.builder) or dragged is not None or scene.blocked)
    slots = scene.round_end.stage_slots if scene.round_end.stage is not None else scene.slots
    scene.board.draw(surf, view, scene.lay, highlights, hover, slots.for_index, flying)
    scene.show.board, scene.show.area = scene.board, pygame.Rect(scene.lay.board)
    scene.show.calm, scene.show.clock = scene.board.calm, scene.app.now
    scene.show.lit, scene.show.caption = [], None
    scene.show.covered = scene.app.scene is not scene    # (a screen over the game)
    scored = scene.round_end.scoring_round() is not None
    scene.show.waiting = scene.table.thinking_for is not None and not scored
    if scored:          # (a docked caption stays till the next move, not into the next
        scene.show.held = None     # round: a round's scoring caption never stands over
    #                               the log once the next round begins, F061)
    scene.show.dock = scene.hints.dock(scene.view())  # where a caption stands with no water clear
    scene.builder_drawn = draw_builder(surf, scene.builder, scene.game, scene.board, scene.lay,
                                      scene.snap) if scene.builder else None
    late = [a for a in scene.anims if a.late]
    for a in scene.anims:
        if a not in late:
            a.draw(surf)
    tags = scene.acting.book_tags(scene.view())
    if tags:
        draw_book_fields(surf, scene.board.hits, tags)
    move = scene.context.command_at(scene.mouse) if scene.menu else \
        scene.acting.book_under_mouse(scene.view())
    scene.book_preview = draw_book_move(surf, scene.board.hits, move) \
        if move and move["type"] == "book" else None
    scene.panel.tray = tray_room.tray_form(scene.acting, tray_view(scene),
                                           scene.guide)   # the cards close up for a tray or a move
    if scene.lesson is not None:
        scene.guide.panel_parts(scene.view())     # (its tightest form: the step's room)
    status, log_top, log_head = scene.status_line(), None, None
    if scene.lesson is not None:          # the guided game's card over the log: the
        box = scene.guide.plan(scene.view(), highlights,
                              *scene.panel.log_area(view, scene.lay, status))
        if box is not None and scene.lesson.docked:      # log's lines keep below it,
            log_top = log_head = box.bottom + 6          # its heading over them
    elif scene.ring is not None and not scene.blocked:   # its latest lines under a tray
        log_top = scene.ring.rect.bottom + 8            # (no empty band in the panel),
        if tray_room.log_headed(scene.acting, tray_view(scene)):    # under their heading where it
            log_top = log_head = scene.ring.rect.bottom + HEAD_GAP   # has room (F061)
    elif docked := [r for r in (scene.show.docked(), docked_toasts(scene))
                    if r is not None]:
        log_top = max(r.bottom for r in docked) + 8   # or under a caption or a refusal
    scene.panel.log_begun = scene.ring is not None and not scene.blocked and \
        scene.lesson is None         # (the guided game's card: entries whole or none)
    scene.panel.brief_log = False    # under a tray too: whole wrapped lines, the
    #                                 oldest dropped first (F061)
    stepped = scene.guide.shown and scene.table.step is not None     # (a guided step's
    planned = (t("builder.keys") if scene.keys.shown else scene.builder.words(scene.snap)) \
        if scene.builder else ""            # (a move planned by keys: what the keys do)
    instruction = ("" if stepped else planned) if scene.builder \
        else scene.acting.pick_words(scene.view()) if scene.acting.tile_pick is not None else \
        scene.acting.book_words(scene.view()) if scene.acting.book_pick else \
        t("solo.end_ask") if scene.acting.end_asked is not None else ""
    reason = scene.builder_reason if scene.builder and scene.builder.moves else None
    scoring = scoring_words(scene.builder_scoring) if scene.builder and reason is None \
        else None        # (what the planned move changes at the coming scoring)
    log_bottom = scene.log_floor     # the log's whole lines end above a move's help
                                    # (or what the replay shows under it)
    highest = None                  # a move's help: in the action area, not over the
    if stepped and scene.builder:    # cards; a step's card says what to click next, the
        instruction, reason, scoring = reason or "", None, None   # engine's objection alone
    hinted = None
    if instruction or (stepped and scene.builder):
        highest = scene.panel.log_area(view, scene.lay, status)[0].top
        hinted, highest = help_forms(scene, instruction, reason, highest,
                                     [] if stepped else scene.hints.under_way(scene.view()),
                                     scoring)
        log_bottom = help_box(instruction, scene.lay.panel, scene.lay.buttons_top,
                              reason, highest, hinted, scoring)[0].top - 4
    card = scene.hints.plan_card(scene.view(), bool(instruction))   # the Hint's words:
    if card is not None:                    # toolbar: the log's lines end above them
        log_bottom = card.top - 4
    pointed = None if isinstance(scene.hover, LogLine) and (
        scene.log_lines.lines_calm(scene.view()) or scene.looking.just_back(scene.mouse)) \
        else scene.hover                     # (a line lights only where a click looks back)
    told = tray_view(scene)
    scene.panel.draw(surf, shown_turn(scene, view), scene.lay, scene.board, scene.log.lines,
                    scene.table.thinking_for, status, pointed,
                    scene.log.causes, counting=True, scoring=scored,
                    log_top=log_top, log_bottom=log_bottom, log_head=log_head,
                    supply_of=tray_room.supply_in_turn_line(scene.acting, told),
                    past=getattr(scene.table, "past", False),
                    own_supply=tray_room.own_supply(scene.acting, told))
    if scene.ring is not None and not scene.blocked:   # the log waits under the action
        scene.panel.cover_log(surf, scene.lay,          # area, but its lines below it
                             None if scene.lesson is not None else log_top - 6)
    elif docked := [r for r in (scene.show.docked(), docked_toasts(scene)) if r]:
        scene.panel.cover_log(surf, scene.lay,     # a caption or a refusal over the log
                             max(r.bottom for r in docked) + 4)
        scene.show.draw_docked(surf)
    scene.help_rect = draw_builder_help(surf, scene.lay.panel, scene.lay.buttons_top,
                                       instruction, reason, highest, hinted, scoring) \
        if instruction else None
    scene.help_words = instruction if scene.help_rect is not None else None
    if scene.lesson is not None:
        scene.guide.draw(surf, scene.view())
    scene.hints.other_action(scene.view())     # (a Hint asked before it: gone)
    scene.hints.draw(surf, scene.view())
    scene.hint_dots = scene.hints.thinking(surf, scene.view())
    scene.acting.draw(surf, scene.view())     # the tray, or an Appointment's tile previewed
    if scene.ring is not None and not scene.blocked and scene.hints.in_tray(scene.view()):
        scene.hints.draw_card(surf, scene.view())     # the Hint's card in the tray's free cells
    for a in late:                          # a score flying to its player's card
        a.draw(surf)                        # (never cut at the panel's edge)
    scene.show.draw_chip(surf, scene.lay.board, scene.hover)
    scene.keys.draw(surf, scene.view())
    scene.dragging.draw(surf, scene.view())
    scene.panel.fade(surf, scene.app.now)     # (the cards' last form, fading out)
    draw_hover_text(scene, surf, view)
    scene.handover.draw(surf, scene.view())   # hot seat: the card over the veiled board


def docked_toasts(scene) -> pygame.Rect | None:
    """Where the toasts standing over the log are, if they stand there."""
    return scene.toasts_at.docked if scene.app.toasts else None


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


def help_forms(scene, instruction: str, reason: str | None, highest: int,
               hints: list[str], scoring: tuple[str, tuple] | None = None
               ) -> tuple[str | None, int]:
    """A move's help over Confirm: the Hint's line (of its `hints` forms, the first
    that stands) and how high the box may reach, so that the log keeps its latest
    rows over it with the instructions whole (F061); where nothing leaves it room, the
    instructions whole up to the action area's top `highest`, the Hint's line always
    over them where one is given (their last lines cut where nothing else leaves it room)."""
    under_log = highest + scene.panel.under_tray(LOG_UNDER_WAY, headed=True)
    key = (instruction, reason, scoring, highest, under_log, tuple(hints), tuple(scene.lay.panel),
           scene.lay.buttons_top, fonts.scale)
    if scene._help_forms[0] == key:          # (found once, not every frame)
        return scene._help_forms[1]
    whole = lambda h, top: help_whole(instruction, scene.lay.panel,  # noqa: E731
                                      scene.lay.buttons_top, reason, top, h, scoring)
    # the Hint's line first (asked just now): under the log's latest rows, else with the
    # log giving way, else whole over the instructions' last lines cut ("…"); never the
    # instructions whole and the Hint unsaid
    found = next(((h, top) for top in (under_log, highest) for h in hints if whole(h, top)),
                 None)
    if found is None and hints:
        found = next(((h, highest) for h in hints if help_whole(
            "", scene.lay.panel, scene.lay.buttons_top, None, highest, h)), (hints[-1], highest))
    if found is None:
        found = next(((None, top) for top in (under_log, highest) if whole(None, top)),
                     (None, highest))
    scene._help_forms = (key, found)
    return found


def draw_hover_text(scene, surf: pygame.Surface, view: dict) -> None:
    """The round's card, the text menu, the Hint's words or the hover text (game/
    hover.py) over the frame; `view`: the position as drawn."""
    text = scene.hover_text
    if scene.summary is not None:
        scene.round_end.draw(surf, scene.view())
        text.clear()                        # no hover text under the summary
        return
    if scene.hover is not None:     # the board may have changed under a still mouse
        scene.hover = target_at(text.at, scene.view())      # (the panel's parts too)
    moving = scene.dragging.drag is not None and scene.dragging.drag.moving
    if scene.menu:
        scene.context.draw(surf, scene.mouse)        # its entry's rule beside it
        text.clear()
    elif not moving and hint_tip_stands(scene, surf):
        return                     # the hint's whole words over its short card (under
        #                            a tray too: the card stands there)
    elif not text.awake(scene.app.now):     # a card or screen closed: a fresh rest first
        text.clear()
    elif not moving:
        scene.hints.tip = False
        tip, words = pointed_words(scene, view)
        lesson = scene.lesson.box if scene.lesson is not None and scene.guide.shown else None
        text.draw(surf, scene.view(
            shown=view, screen=scene.app.screen.get_size(), toasts=bool(scene.app.toasts),
            toast_said=scene.app.toast_said, drawn_move=scene.builder_drawn,
            lesson_box=lesson,
            book_moving=scene.acting.book_from is not None or scene.acting.book_pick),
            tip, words)


def hint_tip_stands(scene, surf: pygame.Surface) -> bool:
    """The Hint's whole words over its short card, as a hover text (game/hinting.py):
    whether it stands."""
    drawn = scene.hints.draw_tip(surf, scene.view(), widget_rects(scene.app.ui))
    if drawn is None:
        return False
    scene.hover_text.rect, scene.hover_text.link = drawn
    return drawn[0] is not None


def pointed_words(scene, view: dict) -> tuple:
    """What the hover text tells of (the tray open: its buttons and places, and the
    panel's own) and the screen's own words for it (a favour token clicked, a Book's
    field); `view`: the position as drawn."""
    tip = scene.hover
    if scene.ring is not None and getattr(tip, "what", "") == "ring":
        return tip, None                    # (its button says its own)
    if scene.ring is not None and tip not in ring_targets(scene.ring, scene.game) \
            and not isinstance(tip, OWN_TIPS):
        tip = None           # (a shrine says whose it is and what it gives, with a
    #                          tray open too)
    if isinstance(tip, LogLine) and scene.log_lines.lines_calm(scene.view()):
        tip = None           # ("Why? Click…": not while a click there is calm)
    note = scene.acting.favour_note
    if note is not None and tip != note[0]:
        note = scene.acting.favour_note = None      # the mouse left the clicked token
    words = favour_note(note[0], note[1], view, scene.acting.favour_why) \
        if note is not None else scene.acting.book_tip(tip, scene.view())
    return tip, words


def at_rest(scene) -> bool:
    """Nothing in flight: no move shown, dragged, counted or summed up, no computer
    thinking (its dots), no panel fading, no look back, no guided game's card."""
    return not scene.anims and scene.dragging.drag is None and not scene.show.busy \
        and not scene.panel.counter.counting and not scene.panel.fading \
        and scene.back is None and scene.lesson is None and scene.table.thinking_for is None \
        and not scene.table.hint_pending and scene.round_end.scoring_round() is None


def ambient_rate(scene) -> float:
    """The sea's rate; a table's question standing (its seconds counting): one a second."""
    calm = 0.0 if scene.app.settings.reduced_motion else AMBIENT
    return max(calm, 1.0) if scene.offer_bar.question is not None else calm


def status_line(scene) -> str:
    """The panel's turn line (game/turn_line.py)."""
    return turn_line(scene.snap, scene.table, looking=scene.back is not None,
                     scored=scene.round_end.scoring_round(), mover=scene.show.mover(),
                     building=scene.builder.status() if scene.builder else None,
                     legal=scene.legal,
                     fits=lambda line: scene.panel.turn_fits(scene.snap, scene.lay, line))
