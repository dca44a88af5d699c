"""The tray laid out in the side panel's action area and the panel's cards' form
beside it: one form for the game's fullest tray (steady_form), at the window's action
area top (tray_top), closed up or a line each while a tray stands (lay_ring), kept
through the turn (tray_form). A part's functions, as tray_room's: `acting` is the
tray's part, `view` the view built with the panel's turn line."""

from __future__ import annotations

import pygame

from ...text import i18n
from ..window import fonts
from . import tray_top
from .greyed_slots import every_slot
from .panel import FOLDED, STRIP
from .ring import BESIDE, UNDER, ActionRing
from .tray_grid import most_actions
from .tray_room import (
    log_short,
    ring_log,
    ring_over_log,
    sail_beside,
    spare_slots,
    squeezed,
    steady_probe,
    tray_budget,
    tray_reach,
)


def lay_ring(acting, view, guide, target, acts: list, anchor: pygame.Rect) -> None:
    """The tray of `acts` at `target` (the Acting part's `ring`), laid out in the
    panel's action area: on an island every slot of its glass holds its kind, greyed
    with why where it cannot be taken there (the guided game's tray keeps its own few
    tiles; `guide`: the guided card's part, whose form the cards keep in a guided
    game)."""
    spare = spare_slots(view)
    if view.lesson is None:
        acts = every_slot(acts, target, view.snap, view.game.to_move, view.game, spare)
    ring = acting.ring = ActionRing(target, acts, view.game.to_move)
    ring.spare = spare
    # the Hint's tile (its gold rim: the guided game's lit one too) has the keyboard's
    # focus: Enter takes it
    ring.focus = next((i for i, a in enumerate(acts) if a.hinted and a.enabled), None)
    ring.budget = tray_budget(view)     # the window's one grid of tiles
    ring.reach = tray_reach(view)
    ring.own_rows = view.lesson is not None   # (the guided game's card under it)
    # the panel's cards as they stand in this turn (their form chosen for the fullest
    # tray); where its tiles want more room the cards close up, then to a line. The
    # guided game's the whole game (cards that shrink as a tray opens and spring back
    # at the next step jump: F059)
    ring.fold = max(steady_form(acting, view, guide), met(acting, len(view.game.log)))
    ring.ten = BESIDE if sail_beside(view) else acting.steady[3] \
        if acting.steady is not None and view.lesson is None else UNDER
    more = [] if view.lesson is not None else [f for f in (1, FOLDED, STRIP) if f > ring.fold]
    panel = view.panel
    while True:
        panel.tray = ring.fold
        ring.place(view.lay, anchor, ring_log(acting, view), view.snap, view.game)
        if view.lesson is None:             # laid as it will stand, over the log's rows
            ring_over_log(acting, view, anchor)
        if not more or not squeezed(ring):
            break
        ring.fold = more.pop(0)
    # (the guided game's card under it, the log veiled: no rows of it kept under the
    # tray)
    ring.kept_fold = ring.fold  # (a line each only while a tray stands:)
    if view.lesson is None and ring.fold < STRIP and log_short(acting, view):
        # while a tray stands, the cards a line each where as they are the game's
        # fullest tray leaves the log fewer than the latest two entries' rows (F061:
        # what the others just did stays in sight); every tray of the game alike (one
        # place for its tiles), the cards whole again as it closes; their foot (the
        # supply, the council seat) kept where the log keeps those rows so
        ring.fold = panel.tray = STRIP
        for panel.board_foot in (True, False):
            ring.place(view.lay, anchor, ring_log(acting, view), view.snap, view.game)
            ring_over_log(acting, view, anchor)
            if not log_short(acting, view):
                break


PLANNED = 3               # the fewest cards a game's panel is planned for (steady_form)


def steady_form(acting, view, guide) -> int:
    """The players' cards' form all the time in play (panel.tray), chosen from the room
    the fullest tray this game can show now (most_actions) leaves: as they are where
    it stands whole over the log's latest row, else closed up, else (their feet folded
    would hide the supply) as a scoreboard, a line each. One form whether a tray stands
    or not (cards that change form as a tray opens and closes jump, and a click meant
    for one lands on another: F059). Found once for what it depends on, by laying out
    a tray of that many tiles. (`guide`: the guided card's part, whose form a guided
    game keeps.)"""
    if view.lesson is not None:          # the guided game's card wants the room
        view.panel.floor = None          # (its own form: the cards as it lays them)
        return guide.form(view)
    # the fullest tray of any player in the actions phase: one form the whole game
    phase = dict(view.snap, phase="actions")
    most = max(range(phase["players"]), key=lambda p: most_actions(phase, p))
    fullest = most_actions(phase, most)
    key = (tuple(view.lay.panel), view.lay.buttons_top, fonts.scale, fonts.window,
           i18n.language(), phase["players"])
    # the fullest tray met so far rules: a smaller one later (a favour spent) never
    # lets the cards grow back (cards that grow back move the tray under a click meant
    # for another tile: F060)
    kept = acting.steady
    if kept is not None and kept[0] == key and fullest <= kept[2]:
        return kept[1]
    # the Sailboat's slot: in a column more where the window's tiles stay whole so
    # (sail_beside); else in a row under the others' where the log's area holds it
    # with the cards as the others leave them; else its row planned in every tray, the
    # cards folded for it (where even they leave it no room: as under). Never only in
    # a turn that holds the favour (a grid that moves with a favour sends a
    # remembered click elsewhere: F249)
    kept = view.panel.tray
    view.panel.floor = None         # (each form found with the cards' own height)
    # a game of two is planned as one of three: the same turn line, cards' form, words
    # and tray at the window's action area top (two alone keep their cards' feet before
    # the turn line and say "→17" for "projected 17", unlike three at the same window);
    # the card not there leaves its room under the two (the log begins at the action
    # area's top: tray_top.settle)
    view.panel.planned = PLANNED if not phase["solo_level"] else 0
    try:
        steady, probe = steady_probe(view, phase, most)
        # the action area's top the window's, whatever the number of players (tray_top)
        steady = tray_top.settle(view, phase, probe, steady)
    finally:
        view.panel.planned = 0
    view.panel.tray = kept
    acting.steady = (key, steady, fullest, probe.ten)
    return steady


def tray_form(acting, view, guide) -> int:
    """The panel's cards' form for the action area (panel.tray): closed up while a
    tray stands (as it chose) or a move is built, but under the guided game's card;
    the scoreboard all the time where a tray would want it (steady_form). A line each
    only while a tray stands for the log's latest two entries (lay_ring) is
    not kept for the move built from it: the tray closes, the cards stand as idle."""
    turn = len(view.game.log)
    if acting.ring is not None:
        acting.turn_form = (turn, max(acting.ring.kept_fold, met(acting, turn)))
        return acting.ring.fold
    asked = acting.tile_pick is not None or acting.end_asked is not None \
        or acting.book_pick                             # (their words stand as a move's)
    if (view.builder or asked) and view.lesson is None:
        # a move's help over Confirm: the cards as the tray it came from left them,
        # not closed up anew (French at 1920x1080: the cards shrank as Confirm came,
        # the log slid under the pointer); no smaller later in the turn
        form = max(steady_form(acting, view, guide), met(acting, turn))
        acting.turn_form = (turn, form)
        return form
    return steady_form(acting, view, guide)


def met(acting, turn: int) -> int:
    """The form the cards took for the action area so far in this turn (0: none)."""
    met = acting.turn_form
    return met[1] if met is not None and met[0] == turn else 0
