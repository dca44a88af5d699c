"""The action area's top in the side panel, the window's whatever the number of players:
a tray stands at one height in every game of a window, so a hand used to one game's
tiles finds them in the next. The window's top is the one at which most of new games of
two, three and four players at this window, text size and language lay their fullest
tray whole: a game whose cards end higher spreads them down to it (`PanelView.floor`),
keeping the log's rows under the tray; one whose cards end lower and stand a line each
under a tray lays them closer (the scoreboard smaller, its turn line given way) to end
above it, keeping every card's supply and council seat where its own form shows them.
Whole cards never become a scoreboard for it, nor does the log lose its last row: a game
that cannot stand there keeps its cards' own form."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from ...engine import new_game
from ...text import i18n
from ..window import fonts
from ..window.caches import kept
from . import tray_room as room
from .panel import STRIP
from .panel_art import names_legible
from .tray_grid import most_actions
from .tray_measures import FORM_ROWS

PLAYERS = (2, 3, 4)            # the games a window's action area stands the same in
STEP = 4                       # px between the tops tried (each game's own ends too)
_tops: dict = kept({})         # the window's top, by what it depends on (found once)
_games: dict = kept({})        # each number of players' new game (its snapshot, a table)


class Own:
    """A game's fullest tray in its cards' own form: the open tray's top (px), the
    log's rows it leaves under it, whether its open cards show no foot (`bare`), the
    tray's tiles, its phase and probe and the panel's state for the form."""

    def __init__(self, view, phase: dict, probe) -> None:
        panel = view.panel
        self.view, self.phase, self.probe = view, phase, probe
        self.state = saved(panel)
        self.top = open_top(view, phase, probe)
        self.lined = panel.tray >= STRIP        # its cards a line each under a tray
        self.bare = self.lined and not panel.board_foot
        self.rows = rows_under(view, probe)
        self.tile = probe.tile
        restore(panel, self.state)

    def at(self, top: int) -> tuple | None:
        """The cards' form (form, scoreboard scale, foot, turn line) that lays the tray
        whole at `top`, the panel's floor there; None where none does (the panel's
        state as the form left)."""
        panel = self.view.panel
        restore(panel, self.state)
        if self.top == top:
            return None
        if self.top < top:                           # spread down to it
            return (panel.tray, panel.board_s, panel.board_foot, panel.turn_line) \
                if self.stands(top) else None
        line = panel.turn_line
        most = min(1.15, self.view.lay.panel[3] / 800 / fonts.window)
        scales = [most - k * 0.05 for k in range(40) if names_legible(most - k * 0.05)]
        view, fitted = self.view, None
        for form in [(0, None, False, line), (1, None, False, line)] + \
                [(STRIP, s, foot, shown) for foot in (True, False)[:1 + self.bare]
                 for shown in (True, False) for s in scales if self.lined]:
            if fitted is not None and (fitted[0], *fitted[2:]) != (form[0], *form[2:]):
                return fitted               # (the largest of its kind: the arrow's form)
            restore(panel, self.state)
            panel.tray, panel.board_s, panel.board_foot, panel.turn_line = form
            if panel.log_area(view.snap, view.lay, view.status)[0].y > top:
                continue                    # (its cards end under it: no tray laid)
            if not (self.stands(top) and (panel.tray, panel.board_foot) == (form[0], form[2])):
                continue                    # (not a line each only while it stands)
            # of the scoreboard's scales that stand so, the largest whose lines say
            # "projected 11" in words comes first, as steady_form's (F057)
            if form[0] < STRIP or panel.projected_in_words(view.snap, view.lay, view.status):
                return form
            fitted = fitted or form
        return fitted

    def reach(self) -> int:
        """The highest top its cards can leave the tray (`at` its forms, no floor)."""
        panel, best = self.view.panel, self.top
        if not self.lined:
            return best
        most = min(1.15, self.view.lay.panel[3] / 800 / fonts.window)
        least = min((most - k * 0.05 for k in range(40) if names_legible(most - k * 0.05)),
                    default=most)
        for foot in (True, False)[:1 + self.bare]:
            restore(panel, self.state)
            panel.tray, panel.board_s, panel.board_foot, panel.turn_line = \
                STRIP, least, foot, False
            top = open_top(self.view, self.phase, self.probe)
            if not room.squeezed(self.probe) and panel.board_foot == foot:
                best = min(best, top)
        restore(panel, self.state)
        return best

    def stands(self, top: int) -> bool:
        """The tray whole with the action area's top at `top`, the cards in the panel's
        form: its tiles as in its own form, none past the area, the log's rows under it
        as many as its own form leaves, FORM_ROWS at most (the last move never under
        the tray, F061); the cards ending above it."""
        view, probe = self.view, self.probe
        view.panel.floor = top
        open_top(view, self.phase, probe)
        return not room.squeezed(probe) and not probe.overflow and probe.tile == self.tile \
            and rows_under(view, probe) >= min(FORM_ROWS, self.rows) \
            and view.panel.log_area(view.snap, view.lay, view.status)[0].y == top


def settle(view, phase: dict, probe, steady: int) -> int:
    """The cards' form for this game (`steady`, as steady_form chose it for its fullest
    tray `probe` in the actions phase `phase`), laid to end at the window's top (the
    panel's state and floor left so); its own form and no floor where its tray would
    not stand whole there."""
    panel = view.panel
    own = Own(view, phase, probe)
    top = window_top(view)
    found = own.at(top) if top is not None else None
    restore(panel, own.state)
    if found is None:
        # its own form's top: the cards of a game planned as more (two as three) spread
        # down to it, so its tray stands where the game it is planned as lays its own
        panel.floor = own.top
        return steady
    panel.tray, panel.board_s, panel.board_foot, panel.turn_line = found
    panel.floor = top
    return found[0]


def window_top(view) -> int | None:
    """The window's action area's top (px): of the tops new games of each number of
    players leave it, the highest each of them reaches and those between, the one at
    which most of them lay their fullest tray whole (the lowest of those); None where
    no two do.
    Found once for the window, text size, language and the game's turn line (the
    panel's state kept as it was)."""
    panel = view.panel
    key = (tuple(view.lay.panel), view.lay.buttons_top, fonts.scale, fonts.window,
           i18n.language(), panel.turn_forms, panel.grows)
    if key in _tops:
        return _tops[key]
    was, planned = saved(panel), panel.planned
    found = None
    try:        # (the turn line's rows as a new game's: not those this game has kept,
        panel._rows = None      # which are no part of the key)
        # each game with its own cards (a game of two planned as three counted there
        # would count three's top twice and move the window's top for three and four)
        panel.planned = 0
        owns = [_own(_probe_view(view, n)) for n in PLAYERS]
        tops = {o.top for o in owns} | {o.reach() for o in owns}
        # and the tops between them, every STEP px: a game spreads down and closes up
        # over a span of tops, and the one top all share may lie inside the spans, at
        # none of their ends
        tops |= set(range(min(tops), max(tops), STEP))
        most = 1                                 # (the most games standing at one top)
        for top in sorted(tops, reverse=True):
            if most == len(owns):                # (no lower top can have more: found)
                break
            fits = 0
            for k, o in enumerate(owns):
                if fits + len(owns) - k <= most:     # (the rest cannot make it more)
                    break
                fits += o.top == top or o.at(top) is not None
                restore(panel, o.state)
            if fits > most:
                found, most = top, fits
    finally:
        restore(panel, was)
        panel.planned = planned
    _tops[key] = found
    return found


def _probe_view(view, n: int):
    """The view of a new game of `n` players at this window (the game made once)."""
    if n not in _games:
        game = new_game(players=n, seed=0, setup="intro", seats=[{"kind": "human"}] * n)
        _games[n] = (game.snapshot(), SimpleNamespace(game=game))
    snap, table = _games[n]
    return view._replace(snap=snap, table=table)


def _own(view) -> Own:
    """The view's game's fullest tray in its cards' own form."""
    view.panel.floor = None
    phase = dict(view.snap, phase="actions")
    most = max(range(phase["players"]), key=lambda p: most_actions(phase, p))
    probe = room.steady_probe(view, phase, most)[1]
    return Own(view, phase, probe)


def open_top(view, phase: dict, probe) -> int:
    """The action area's top (px) while the fullest tray (`probe`, laid in the cards'
    form the panel has) stands: its cards a line each where as they are it leaves the
    log fewer than the latest two entries' rows, as lay_ring lays every tray (the
    panel's state left as it lays them)."""
    panel, anchor = view.panel, pygame.Rect(view.lay.islands[0])
    probe.fold = panel.tray
    room.ring_over_log(None, view, anchor, probe, phase)
    if probe.fold < STRIP and room.log_short(None, view, probe):
        probe.fold = panel.tray = STRIP
        for panel.board_foot in (True, False):
            room.ring_over_log(None, view, anchor, probe, phase)
            if not room.log_short(None, view, probe):
                break
    return panel.log_area(view.snap, view.lay, view.status)[0].y


def rows_under(view, probe) -> int:
    """The log's rows the fullest tray (`probe`) leaves room for under it."""
    left = room.ring_log(None, view).bottom - probe.fullest.bottom - 14
    return max(0, left // max(1, view.panel.log_row_height()))


def saved(panel) -> tuple:
    """The panel's layout state (its cards' form, the scoreboard's scale and foot, the
    turn line, the floor, what its layout found), to `restore` after a probe."""
    return (panel.tray, panel.board_s, panel.board_foot, panel._rows, panel._laid,
            panel.turn_line, panel.floor, panel.pictures, panel.compact,
            panel.__dict__.get("_s"))


def restore(panel, was: tuple) -> None:
    (panel.tray, panel.board_s, panel.board_foot, panel._rows, panel._laid,
     panel.turn_line, panel.floor, panel.pictures, panel.compact, scale) = was
    if scale is not None:                       # (the scale log_area last found)
        panel._s = scale
