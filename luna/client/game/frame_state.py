"""What a frame's parts draw with, found once before anything is drawn (`facts`) and,
after the board and its animations, where the side panel's log and a move's help stand
(`PanelPlan`, frame.panel_plan). The parts read them from the view (`view.frame`), not
from the scene or from each other."""

from __future__ import annotations

from typing import Any, NamedTuple

from ..board.animations import apply_hides
from . import hint_goal, tray_lay
from .tray_open import tray_view


class PanelPlan(NamedTuple):
    """The side panel as this frame lays it out: its log between a tray, a caption or
    the guided card over it and a move's help or the Hint's card under it."""

    status: str                     # the panel's turn line
    turn: dict                      # the position as the panel tells it (frame.shown_turn)
    log_top: int | None             # the log's lines begin here (None: where it lays them)
    log_head: int | None            # ... under their heading here
    log_bottom: int | None          # the log's lines end above this
    pointed: Any                    # what the panel lights under the pointer
    supply_of: int | None           # the supply the turn line tells
    own_supply: int | None          # the person's supply as the panel tells it
    cover: int | None               # the log covered down to here (a tray over it) ...
    covered: bool                   # ... or not covered at all (False)
    caption: bool                   # a caption or a refusal stands over the log
    help: tuple | None              # a move's help: (instruction, reason, highest, hinted,
    #                                 scoring, under: a planned move's box's top under its
    #                                 Confirm, else None; the panel's buttons' top, or
    #                                 what the box keeps clear under it), None: none


class Frame(NamedTuple):
    """The facts of one frame, found once (`facts`) for every part that draws."""

    shown: dict                     # the position as drawn (the animations' hides)
    whole: dict                     # ... the position it is drawn from, whole (what the
    #                                 pieces in flight land in: the scoring it would give)
    flying: Any                     # the figures their animations draw, not in place
    highlights: set                 # the board's places lit for a click
    hover: Any                      # the place lit under the pointer (or a drop's)
    quiet: bool                     # lit only where one may act (a gentle light)
    chosen: Any                     # the island whose tray is open: lit steadily
    slots: Any                      # the path's slots as drawn (a round's staged ones)
    form: int                       # the players' cards' form this frame draws
    late: tuple                     # the animations drawn over the panel (a score flying)
    scored: bool                    # a round's scoring is shown
    waiting: bool                   # a computer's move comes next (a held caption stays)
    dock: Any                       # where a caption with no water clear stands
    moving: bool                    # a piece is dragged (no hover text over it)
    panel: PanelPlan | None = None  # the panel laid out (after the board's animations)


def facts(scene) -> Frame:
    """The frame's facts, as the scene (the game screen) stands before it draws."""
    acting, dragging, round_end = scene.acting, scene.dragging, scene.round_end
    form = tray_lay.tray_form(acting, tray_view(scene), scene.guide)
    whole = round_end.stage or scene.snap
    shown, flying = apply_hides(whole, scene.anims)
    view = scene.view()
    dragged = dragging.lit(view)
    building, blocked = view.builder is not None, view.blocked
    highlights = dragged if dragged is not None else set() if blocked else acting.lit(view)
    if dragged is None and not blocked and acting.ring is None:
        highlights = hint_goal.lit_for_goal(scene.hints, view, highlights)
    if building and dragged is None:
        highlights = acting.builder_lit(view)
    hover = dragging.drop_target(view) or acting.pointed(
        view.hover, highlights, view, only_lit=building or dragged is not None or blocked)
    scored = round_end.scoring_round() is not None
    return Frame(
        shown=shown, whole=whole, flying=flying, highlights=highlights, hover=hover,
        quiet=dragged is None and acting.lit_quietly(view),
        chosen=acting.chosen(view) if dragged is None and not building else None,
        slots=round_end.stage_slots if round_end.stage is not None else scene.slots,
        form=form, late=tuple(a for a in view.anims if a.late), scored=scored,
        waiting=view.table.thinking_for is not None and not scored,
        dock=scene.hints.dock(view),
        moving=dragging.drag is not None and dragging.drag.moving)
