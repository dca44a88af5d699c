"""Where the tray stands in the side panel and the room it leaves: the panel's cards'
form beside it (the same form through a turn), the log's rows kept under it, the tray's
budget of height for the window's one grid of tiles. A part's functions: they take the
tray's part (`acting`, game/acting.py: the tray and what it keeps of the turn's form) and
the view (`view`, built with the panel's turn line: `scene.view(status=...)`); the
panel's layout state (its cards' form, the scoreboard's scale and foot, the turn line)
is the panel's the view hands (`view.panel`), which the tray plans with and leaves as it
will stand, as the guided card's form does (game/lesson.py)."""

from __future__ import annotations

import pygame

from ...engine import new_game
from ...text import i18n, t
from ..board.targets import (
    Island,
)
from ..window import fonts
from ..window.caches import kept
from ..window.fonts import font
from .lesson import step_room
from .panel import FOLDED, STRIP, PanelView
from .panel_art import names_legible
from .ring import BESIDE, ROWS, UNDER, ActionRing, unit_of
from .ring import PAD as RING_PAD
from .ring_place import area
from .tray_measures import FORM_ROWS, KEEP_TILE, LOG_UNDER_TRAY, TWO_ENTRIES
from .tray_slots import SLOTS, tray_rows
from .turn_line import status_forms

_budgets: dict = kept({})  # the tray's budget for a window and text size (found once)


def squeezed(ring: ActionRing) -> bool:
    """The fullest tray of this game (most_actions), in the window's one grid of tiles
    (ring.window_grid), would reach past the action area: the panel's cards fold for it
    (its tiles never lower or in another form: F060)."""
    return ring.tight




def log_short(acting, view, ring: ActionRing | None = None) -> bool:
    """The game's fullest tray, as the open one (or `ring`) is laid, leaves the log
    fewer than the latest two entries' rows (TWO_ENTRIES) under its heading."""
    ring = ring or acting.ring
    return ring_log(acting, view).bottom - ring.fullest.bottom < \
        view.panel.under_tray(TWO_ENTRIES, True)


def wants_room(acting, view) -> bool:
    """The tray's tiles short or cramped, or not a row of the log's room left under
    the fullest tray (the last move never goes under it: F061)."""
    return acting.ring.tight or ring_log(acting, view).bottom \
        - acting.ring.fullest.bottom < view.panel.log_row_height() + 14


def ring_over_log(acting, view, anchor: pygame.Rect, ring: ActionRing | None = None,
                  snap: dict | None = None) -> None:
    """The tray laid out over all but the log's latest rows (three, two, else one),
    where its tiles keep most of their height (KEEP_TILE; for the one row their badges
    may stand over their pictures; the last move never vanishes under the tray, F061); else
    over the whole area. The rows are the window's, not the entry's: every tray of a window
    keeps one grid. (`ring`, `snap`: another tray than the one open, for another moment:
    steady_form's.)"""
    ring, snap, panel = ring or acting.ring, snap or view.snap, view.panel
    log = ring_log(acting, view)
    row = panel.log_row_height()
    if log.h < 4 * row:
        return
    whole = ring.tile

    ring.area_h = area(pygame.Rect(view.lay.panel), log).h   # (one gap for its rows)

    def place(rows: int, headed: bool) -> bool:
        ring.headed, ring.log_rows = headed, rows
        ring.place(view.lay, anchor, pygame.Rect(
            log.x, log.y, log.w, log.h - panel.under_tray(rows, headed)),
            snap, view.game)
        return ring.tile[1] >= whole[1] * KEEP_TILE and not squeezed(ring)
    # the place's name over every tray, the log's heading over two rows at least: the
    # rows give way first (a name over one tray and none over the next reads as a fault,
    # F060; the log's heading stays, F061), then the heading
    tries = [(rows, True) for rows in LOG_UNDER_TRAY if rows >= FORM_ROWS] + \
        [(rows, False) for rows in LOG_UNDER_TRAY]
    for rows, headed in tries:        # (its controls at their size: else fewer rows)
        if place(rows, headed):
            return                    # (one grid for every tray of the window: the
    ring.headed, ring.log_rows = False, 0      # fullest's rows, its heading or none)
    ring.place(view.lay, anchor, log, snap, view.game)


def log_headed(acting, view) -> bool:
    """The log's heading stands over its lines under the open tray: under every tray
    of the window where it leaves the heading room (ring_over_log), else where this
    smaller one does."""
    ring = acting.ring
    return ring.headed or ring_log(acting, view).bottom - ring.rect.bottom \
        >= view.panel.under_tray(max(1, ring.log_rows), True)




def steady_probe(view, phase: dict, most: int) -> tuple[int, ActionRing]:
    """The cards' form for the fullest tray of player `most` in the actions phase
    (`phase`, a snapshot), and its probe tray, the panel left as that form lays it."""
    steady, probe = _form_for(view, phase, most, BESIDE if sail_beside(view) else UNDER)
    if probe.spare and not sails_under(view, probe):   # (two columns: as the others
        rows = _form_for(view, phase, most, ROWS)      # held where held, below)
        if rows[1].overflow or (rows[0] == STRIP and view.panel.board_s is None):
            steady, probe = _form_for(view, phase, most, UNDER)
        else:
            steady, probe = rows
    return steady, probe


def sails_under(view, probe: ActionRing) -> bool:
    """The Sailboat's tile (the tenth slot) stands inside the log's area under the
    window's glass of the slots planned, the panel's cards as `probe` left them: its
    row over the log's latest rows in a turn that holds the favour, every other tile
    where it stands in every turn (F249)."""
    if probe.ten != UNDER:
        return True
    rows = -(-len(SLOTS) // probe.cols)
    w, h = probe.tile
    bottom = probe.origin[1] + rows * h + (rows - 1) * probe.row_gap + RING_PAD
    return bottom <= ring_log(None, view).bottom


def sail_beside(view) -> bool:
    """The window's grid takes the Sailboat's slot in a column more, its tiles whole
    (ring.window_grid): in every tray of the window, the guided game's too (one tile
    form a window)."""
    probe = ActionRing(Island(0), [], 0)
    probe.budget, probe.reach = tray_budget(view), tray_reach(view)
    nine = probe.window_grid(view.lay)[0]
    probe.ten = BESIDE
    return probe.window_grid(view.lay)[0] > nine


def _form_for(view, acting: dict, most: int, ten: int) -> tuple[int, ActionRing]:
    """steady_form's form and its probe, every tray planned for the slots the
    panel plans, the Sailboat's as `ten` says (ring.UNDER, BESIDE, ROWS)."""
    probe = ActionRing(Island(0), [], most)
    probe.spare, probe.ten = spare_slots(view), ten
    probe.plan = tray_rows([], acting, most, False, probe.spare, ten != UNDER)[0]   # planned as
    #   every tray of the window is (tray_slots.tray_rows): the cards' form for the tray
    probe.budget, probe.reach = tray_budget(view), tray_reach(view)
    panel, lay = view.panel, view.lay
    panel.turn_line = True
    anchor = pygame.Rect(lay.islands[0])
    panel.board_s, panel.board_foot = None, False
    form = 1

    def whole(under: int | None = None, rows: int = FORM_ROWS) -> bool:
        """The probe's tiles whole in the log's area, `under` px of it left under them
        (the tiles lower for it, down to KEEP_TILE); where not said, as the tray will
        stand (ring_over_log), over `rows` of the log's rows at least."""
        log = ring_log(None, view)
        probe.place(lay, anchor, log, acting, view.game)
        if under is None:
            ring_over_log(None, view, anchor, probe, acting)
            return not squeezed(probe) and log.bottom - probe.fullest.bottom \
                >= panel.under_tray(rows, probe.headed) and (   # the latest two
                    probe.headed or rows < TWO_ENTRIES)   # entries under their heading
        if squeezed(probe):
            return False
        if log.bottom - probe.fullest.bottom >= under:
            return True
        tall = probe.tile[1]
        probe.place(lay, anchor, pygame.Rect(log.x, log.y, log.w, log.h - under),
                    acting, view.game)
        return not squeezed(probe) and probe.tile[1] >= tall * KEEP_TILE \
            and log.bottom - probe.fullest.bottom >= under
    # the full cards, else closed up, over the latest two entries; else over two rows
    # (the latest entry), as they are, closed up, folded, else as a scoreboard
    for form, rows in ((0, TWO_ENTRIES), (1, TWO_ENTRIES), (0, FORM_ROWS),
                       (1, FORM_ROWS), (FOLDED, FORM_ROWS), (STRIP, FORM_ROWS)):
        panel.tray = probe.fold = form
        if whole(rows=rows):
            break
    steady = STRIP if form >= FOLDED else form
    if steady == STRIP:     # the scoreboard's words as large as the room leaves them
        panel.tray = probe.fold = STRIP
        panel.log_area(view.snap, lay, view.status)
        least = panel._s                 # (the scale of the full cards' panel)
        most = min(1.15, lay.panel[3] / 800 / fonts.window)
        panel.board_s = board_scale(view, least, most, whole)
        probe.place(lay, anchor, ring_log(None, view), acting, view.game)
        if probe.overflow:    # the fullest tray past the area even so (nine tiles
            panel.turn_line = False   # in the wide form at 1024x700, 150 %,
    #                                         four players): the turn line gives way
    panel.tray = probe.fold = steady   # (the "to move" chip says whose turn)
    ring_over_log(None, view, anchor, probe, acting)     # (as the tray will stand)
    return steady, probe


def board_scale(view, least: float, most: float, whole) -> float | None:
    """The scoreboard's scale (and its foot, panel.board_foot): the largest from
    `most` down (past `least`, the full cards', while its names stay no smaller than
    the log's words) that leaves the log's rows under the fullest tray
    (`whole(px)`), its names no smaller than the log's words: with each card's supply
    and council seat in a foot and the latest two entries' rows (TWO_ENTRIES), else
    with the foot and fewer rows, two at least (every card's supply and council seat
    are read on the board, never only in a hover text; the latest entry whole), the
    panel's turn line given way for them if need be (panel.turn_line), else without
    the foot (the mover's supply stands in the turn line then:
    supply_in_turn_line) and the most rows (LOG_UNDER_TRAY; never the latest move cut
    to one line with "…"); else, smaller, one row; None where not even that."""
    panel = view.panel
    under = {rows: panel.under_tray(rows) for rows in (*LOG_UNDER_TRAY, 1)}
    steps = [least + k * 0.05 for k in range(round((most - least) / 0.05), 0, -1)] + [least]
    while names_legible(steps[-1] - 0.05):    # (smaller than the full cards' words
        steps.append(steps[-1] - 0.05)        # where that gives the log its rows)
    legible = [s for s in steps if names_legible(s)]
    fewer = [r for r in LOG_UNDER_TRAY if r < TWO_ENTRIES]
    footed = [(True, rows, s) for rows in (TWO_ENTRIES, *fewer[:-1]) for s in legible]
    footless = [(False, rows, s) for rows in (TWO_ENTRIES, *fewer) for s in legible]
    tries = [(*k, True) for k in footed] + [(*k, False) for k in footed] + \
        [(*k, True) for k in footless] + [(*k, False) for k in footless] + \
        [(False, 1, s, line) for line in (True, False) for s in steps]
    def fits(foot: bool, rows: int, s: float, line: bool) -> bool:
        panel.turn_line = line     # (the turn line gives way before the feet: the
        panel.board_s, panel.board_foot = s, foot   # "to move" chip says whose
        return whole(under[rows])        # turn, the heading the player's supply)

    def in_words() -> bool:
        return panel.projected_in_words(view.snap, view.lay, view.status)
    # of the scales that keep the same room, the largest whose lines say "projected 11"
    # in words comes first (an arrow beside "5" is unexplained until hovered: F057)
    fitted = None
    for k, (foot, rows, s, line) in enumerate(tries):
        if fitted is not None and tries[fitted][:2] + tries[fitted][3:] != (foot, rows, line):
            break
        if fits(foot, rows, s, line):
            if in_words():
                return s
            fitted = k if fitted is None else fitted
    if fitted is not None:
        fits(*tries[fitted])
        return tries[fitted][2]
    panel.board_foot, panel.turn_line = False, True
    return None


def supply_in_turn_line(acting, view) -> int | None:
    """Whose supply the panel's turn line shows instead of its words: the mover's,
    while a tray of the actions phase stands and the cards show no supply (the
    scoreboard without its foot); what to recruit or build is chosen with it in
    sight, and the words ("your turn, take an action") say what the lit card and
    the open tray say already. (Another phase's words stay: the solo round's start
    asks for an island for the automaton.) None otherwise."""
    if acting.ring is None or view.blocked or view.panel.tray < STRIP \
            or view.panel.board_foot or view.snap["phase"] != "actions" \
            or view.lesson is not None:       # (the guided game's step says what to
        return None                           # take: its turn line stays, as its cards)
    return acting.ring.me


def own_supply(acting, view) -> int | None:
    """Whose supply stands at the round's heading's right end, tray or not, where the
    cards show none (the scoreboard without its foot): the tray's player's, else the
    person's at this screen whose turn it is, else the one who played here last (the
    first person at the table before). None in the guided game (its cards keep their
    one form) and where no person sits at this screen (a replay, computers only)."""
    if view.panel.tray < STRIP or view.panel.board_foot or view.lesson is not None:
        return None
    if acting.ring is not None and not view.blocked:
        return acting.ring.me
    if view.table.may_act and view.game.to_move is not None:
        acting.own_supply = view.game.to_move
    elif acting.own_supply is False:         # (once: a LAN table's seats are worked
        acting.own_supply = next((p for p, seat in enumerate(view.table.seats)   # out
                                 if seat.is_human), None)       # of its snapshot)
    return acting.own_supply






def ring_log(acting, view) -> pygame.Rect:
    """The log's area (its heading included), where the ring docks: as the panel lays
    it out now, with no box over or under its lines (a guided game's card steps
    under the ring or onto the board, game/lesson.py; `acting`: the tray's part, None
    for a probe's tray, outside a guided game)."""
    log = view.panel.log_area(view.snap, view.lay, view.status)[0]
    if view.lesson is not None:          # the guided game's card keeps its room under
        # the tray: what to click now, whole where the tray keeps half the area (its
        # words scroll beyond: at 150 % in a small window the tray's tiles stood 12 px
        # high, their words through their pictures)
        want = step_room(view, log.w)
        least = tray_least(acting, view)
        if log.h - least < want:         # its rows closer and no name over them (the
            least = tray_least(acting, view, compact=True)   # island glows) for the card's room
        log.h -= max(0, min(want, log.h // 2, log.h - least))
    return log


def tray_least(acting, view, compact: bool = False) -> int:
    """The height (px) of the open tray under the guided game's card: its place's name
    and its rows of the window's tiles (never tiles with ~9 px words beside a card that
    takes half the area: F048); `compact`: its
    rows closer, without the name (ActionRing.place, where the room is tight)."""
    ring = acting.ring if acting is not None else None
    if ring is None:
        return 0
    ring.budget, ring.reach = tray_budget(view), tray_reach(view)
    return ring.rows_height(view.lay, len(ring.actions), compact)


def tray_budget(view) -> int:
    """The height (px) the window's fullest tray (ring.FULLEST tiles) lays its tiles
    in: the action area beside four players' cards a line each, under the place's
    name, two rows of the log kept under it; in a window larger than 1280x800 beside
    their cards closed up where its tiles are whole there (their chip, − and + 22 px,
    the star's place, the picture's least: its cards keep their pictures, a
    scoreboard left the tall panel empty), else with their feet folded. The same for
    every game and the guided game at a window and text size: its trays keep one grid
    of tiles (F060)."""
    key = _budget_key(view)
    kept = _budgets.get(key)
    if kept is not None:
        return kept[0]
    four = new_game(players=4, seed=0, setup="intro",
                    seats=[{"kind": "human"}] * 4).snapshot()
    # measured on a panel of its own, as new as the four players' game: the game's
    # panel (its statuses, the turn line's rows it has kept, a guided game's) would
    # make the window's one budget that of whichever game asked first (F709)
    panel, probe = PanelView(), ActionRing(Island(0), [], 0)
    panel.turn_forms = status_forms(four)
    probe.base = unit_of(view.lay)                       # (its words' size)
    name = font(probe.label_size, True).get_linesize()
    status = t("your_turn", name=four["names"][0]) + " — " + t("phase.actions")

    def room(fold: int, rows: int = FORM_ROWS) -> int:
        panel.tray, panel.board_s, panel.board_foot = fold, None, False
        panel.turn_line = rows > 0               # (as every game shows it at first)
        log = panel.log_area(four, view.lay, status)[0]
        return log.h - 3 - name - 2 * RING_PAD - (panel.under_tray(rows) if rows else 0)
    reach = room(STRIP, 0)      # (a line each, no turn line, no log row: the most)
    if fonts.window <= 1:
        budget = room(STRIP)
    else:
        budget = probe.budget = room(1)
        probe.reach = reach
        form = probe.window_grid(view.lay)[1][3]
        if not probe.whole(form):
            budget = room(FOLDED)
    _budgets[key] = (budget, reach)
    return budget


def spare_slots(view) -> bool:
    """Herbs and Tides stand in every island's tray, held or not (F131), where the
    window's grid has three columns or more: nine slots take the rows seven do. In two
    columns (the smallest windows at large text) a fifth row of tiles would take the
    log's last row under the tray: they stand where held."""
    probe = ActionRing(Island(0), [], 0)
    probe.budget, probe.reach = tray_budget(view), tray_reach(view)
    return probe.window_grid(view.lay)[0] > 2


def tray_reach(view) -> int:
    """The most height (px) a tray's tiles ever have: the action area beside four
    players' cards a line each, without the turn line and the log's rows under it."""
    tray_budget(view)
    return _budgets[_budget_key(view)][1]


def _budget_key(view) -> tuple:
    return (tuple(view.lay.panel), view.lay.buttons_top, fonts.scale, fonts.window,
            i18n.language())
