"""Acting on the board, a part of `GameScene` (screens/game.py): a click on a place opens
its action ring, a button of the ring plays its action (or starts a move built on the
board), a lit tile or seat chooses the ring's variant, the Book is moved field to field,
a favour in the hand lights the places it can be used.

What may be done always comes from the engine (`legal()`, `refusal()`); the text menu of a
click (menus.py) stays as the fallback: a right click, or the menu key on the keyboard.
"""

from __future__ import annotations

import pygame

from ...engine import new_game
from ...text import i18n, island, not_allowed, t
from ...text.i18n import refusal
from .. import fonts
from ..board import art
from ..board.animations import Anchors
from ..board.marks import COUNCIL, Marks, hint_marks, moved_by
from ..board.targets import (
    CouncilSeat,
    Field,
    Group,
    Held,
    Island,
    Jetty,
    JettyArea,
    Target,
    Tile,
)
from ..fonts import fit, font, line_height, text
from ..widgets import palette as P
from .action_icons import icon
from .actions import (
    Action,
    actions_at,
    choice_of,
    choice_targets,
    council_seat,
    island_of,
    move_sources,
)
from .builder_view import book_choices
from .choices import label
from .menus import picture_side
from .panel import FOLDED, STRIP
from .panel_art import names_legible
from .ring import PAD as RING_PAD
from .ring import ActionRing, most_actions, unit_of

LOG_UNDER_TRAY = (4, 3, 2, 1)  # the log's rows kept under the fullest tray: the most
#                                 that fit (the scoreboard's words smaller for them)
TWO_ENTRIES = 4                # of which the latest two entries take (two lines each, as
#                                most do): the cards close up for them, the scoreboard's
#                                foot gives way (fresh players: one entry, cut, under a tray)
FORM_ROWS = 2                  # ... the cards' form never a scoreboard for more than these
KEEP_TILE = 0.7                # ... or a tray's tiles lower for them, down to this part
CLEAR_PICTURE = 0.4            # a tile's picture: at least this share of its height
ISLAND_ONLY = ("preliminary_shrine", "preliminary_pairs", "solo_round_start")  # phases
#                                whose one choice is an island (its light breathes)


def squeezed(ring: ActionRing) -> bool:
    """The fullest tray of this game (most_actions), in the window's one grid of tiles
    (ring.window_grid), would reach past the action area: the panel's cards fold for it
    (its tiles never lower or in another form: fresh players saw a tray in three forms
    from one click to the next)."""
    return ring.tight


class Acting:
    """Needs the scene's game, table, legal, snap, board, lay, app and `play`."""

    ring: ActionRing | None = None
    book_from: int | None = None              # the Book: the first field clicked
    book_pick: bool = False                   # the Book's move chosen on the board, its
    #                                           words over Cancel in the action area
    favour_why: str | None = None             # the engine's reason a clicked favour waits
    favour_lit: set | None = None             # a favour in the hand: where it can be used
    favour_note: tuple | None = None          # a favour token clicked: (it, its status key)
    tile_pick: Action | None = None           # an Appointment whose tile is being chosen
    end_asked: dict | None = None             # solo: End actions asked, not yet confirmed

    # -- what is lit ---------------------------------------------------------------------------
    def lit(self) -> set[Target]:
        """What glows now: the ring's island and the places that choose its variants, the
        Book's other fields, a favour's places, or all that may be clicked."""
        if self.ring is not None:
            out = set(self.ring_lit())
            i = island_of(self.ring.anchor, self.snap)
            out.add(Island(i) if i is not None else self.ring.anchor)
            return out
        if self.tile_pick is not None:
            return set(self.pick_targets()) | {Island(self.tile_pick.command["island"])}
        if self.book_from is not None:
            return {Field(f) for f in self.book_fields()} | {Field(self.book_from)}
        if self.book_pick:
            return {Field(f) for f in self.book_ends("to")}
        if self.favour_lit is not None:
            return set(self.favour_lit)
        return set(self.glowing if self.lit_quietly() else self.clickable)

    def chosen(self) -> Target | None:
        """The island whose tray is open or whose Appointment's tile is being chosen: lit
        full and steady (a fresh player saw "only a thin gold rim" on it)."""
        if self.ring is not None:
            i = island_of(self.ring.anchor, self.snap)
            return Island(i) if i is not None else None
        if self.tile_pick is not None:
            return Island(self.tile_pick.command["island"])
        return None

    def builder_lit(self) -> set[Target]:
        """What glows while a move is built: where it may go; in the guided game only
        where the step's move goes (a fresh player saw every island lit while the step's
        words named one)."""
        out = self.controller.highlights()
        if self.lesson is None or self.builder is None:
            return out
        ends = {Island(m["to"]) for c in self.legal if c["type"] == self.builder.ctype
                for m in (c.get("moves") or [c])}
        return {tg for tg in out if not isinstance(tg, Island) or tg in ends}

    def pointed(self, hover: Target | None, highlights: set,
                only_lit: bool = False) -> Target | None:
        """The thing under the mouse that glows as pointed at: only where a click there
        does what the engine accepts (what is lit, a ring's place, a part of a lit island,
        whose click opens that island's tray; `only_lit`: while a move is built, dragged
        or shown, what is lit alone). A fresh player's pointer lit, in the
        preliminary round, the islands a pair may not go to, and the click was refused."""
        if hover is None or hover in highlights:
            return hover
        acts = set(highlights) if only_lit else set(highlights) | self.clickable
        if self.ring is not None and hover in self.ring_targets():
            return hover
        i = island_of(hover, self.snap)
        return hover if i is not None and Island(i) in acts or hover in acts else None

    def lit_quietly(self) -> bool:
        """The board lights only where one may act (no ring, no move being built, no
        Book or favour choice, no lesson pointing): the board keeps that light faint.
        Not while choosing an island is all there is to do (the preliminary round, the
        solo round's start): then the lit islands are the move's own places (a fresh
        player saw seven faint islands alike, "nothing shows where to click")."""
        return self.ring is None and self.book_from is None and self.favour_lit is None \
            and not self.book_pick and not self.builder and self.lesson is None \
            and self.tile_pick is None and self.snap["phase"] not in ISLAND_ONLY

    def ring_targets(self) -> dict[Target, tuple[int, object]]:
        """Board places that choose a variant of one of the ring's actions: target ->
        (button, choice)."""
        ring = self.ring
        chosen = [a.choice for a in ring.actions]        # (kept while the choices stand)
        if ring.places is None or ring.places[0] != chosen:
            out: dict = {}
            for k, act in enumerate(ring.actions):
                for tg, choice in choice_targets(act, self.game).items():
                    out.setdefault(tg, (k, choice))
            ring.places = (chosen, out)
        return ring.places[1]

    def ring_lit(self) -> list:
        """The ring's places that glow: an Appointment's tiles (one is clicked to choose),
        and of a Council only the seat its chosen count reaches (the others within reach
        still choose by a click, lit when the mouse is on them): the board shows exactly
        what the button would do."""
        out = []
        for tg, (k, choice) in self.ring_targets().items():
            act = self.ring.actions[k]
            if act.kind != "council" or choice == act.choice:
                out.append(tg)
        return out

    # -- a click on the board ------------------------------------------------------------------
    def act_at(self, target: Target | None) -> None:
        """A left click on `target` while nothing is being built."""
        me = self.game.to_move
        if self.tile_pick is not None and target in self.pick_targets():
            act = self.tile_pick
            act.choose(**self.pick_targets()[target]._asdict())
            self.close_ring()
            self.app.sounds.play("click")
            self.play(act.command)
            return
        if self.ring is not None and target in self.ring_targets():
            k, choice = self.ring_targets()[target]
            act = self.ring.actions[k]
            act.choose(**choice._asdict())
            self.take(act)
            return
        if isinstance(target, Field) and self.book_click(target.field):
            return
        self.close_ring()
        if target is None:
            return
        if isinstance(target, Held):
            self.favour_clicked(target)
            return
        if not self.hint_about(target):
            self.hint = None        # another place chosen (allowed or not): its arrow goes
        if self.open_ring(target):
            self.app.sounds.play("click")
            usable = [a for a in self.ring.actions if a.enabled]
            if self.snap["phase"].startswith("preliminary") and len(usable) == 1 \
                    and not usable[0].builder and self.lesson is None:
                self.take(usable[0])    # the preliminary round's one choice, placed at
            return                      # once (a tray of one tile was a click for nothing)
        reason = self.controller.why_not(target, self.game, self.snap, me)
        if reason:
            self.say_no(reason)

    def say_no(self, reason: str) -> None:
        self.app.toast(not_allowed(reason))
        self.app.sounds.play("error")
        self.log_calm()                       # no tray came: a click at its place next

    def open_ring(self, target: Target) -> bool:
        """The ring of `target`, when anything can be done there. True if it opened."""
        hint = self.hint_shown()
        acts = actions_at(target, self.legal, self.snap, self.game.to_move, self.game,
                          hint.command if hint else None)
        if not any(a.enabled for a in acts):
            return False
        anchor = self.anchor_rect(target)
        if anchor is None:
            return False
        if hint is not None and not any(a.hinted for a in acts):
            self.hint = None        # a ring where the Hint is not: the player chose otherwise
        # every tile in its place, the refused ones greyed, in every tray (a German fresh
        # player at 1024x700, 150 %: where the refused gave way for the log, the tiles
        # after them moved, and a click where Appointment had stood played the Council)
        self._lay_ring(target, acts, anchor)
        return True

    def hint_into_tray(self) -> None:
        """A Hint come while a tray stands: where its move is one of the tray's, that
        tile lit gold with the keyboard's focus, as in a tray opened after it (an English
        fresh player's Hint named the Appointment of the Book island's open tray, whose
        tiles all looked alike)."""
        hint, ring = self.hint_shown(), self.ring
        if hint is None or ring is None or any(a.hinted for a in ring.actions):
            return
        acts = actions_at(ring.anchor, self.legal, self.snap, self.game.to_move, self.game,
                          hint.command)
        anchor = self.anchor_rect(ring.anchor)
        if any(a.hinted for a in acts) and anchor is not None:
            self._lay_ring(ring.anchor, acts, anchor)

    def _lay_ring(self, target: Target, acts: list, anchor: pygame.Rect) -> None:
        """The tray of `acts` at `target`, laid out in the panel's action area."""
        self.ring = ActionRing(target, acts, self.game.to_move)
        # the Hint's tile (its gold rim: the guided game's lit one too) has the keyboard's
        # focus: Enter takes it
        self.ring.focus = next((i for i, a in enumerate(acts) if a.hinted and a.enabled), None)
        self.ring.budget = self.tray_budget()     # the window's one grid of tiles
        self.ring.own_rows = self.lesson is not None   # (the guided game's card under it)
        self.ring.fold = max(self.steady_form(),      # the panel's cards as they stand
                             self._met(len(self.game.log)))   # in this turn (their
        more = [f for f in (1, FOLDED, STRIP) if f > self.ring.fold]   # form chosen for
        if self.lesson is not None:           # the fullest tray); the guided game's the
            more = []                         # whole game (a French fresh player: its cards
        while True:                           # shrank to a line as the tray opened, and
            self.panel.tray = self.ring.fold  # sprang back at the next step)
            self.ring.place(self.lay, anchor, self.ring_log(), self.snap, self.game)
            if self.lesson is None:           # laid as it will stand, over the log's rows
                self.ring_over_log(anchor)
            if not more or not squeezed(self.ring):
                break                         # where its tiles want more room: the cards
            self.ring.fold = more.pop(0)      # close up, then to a line
        # (the guided game's card under it, the log veiled: no rows of it kept under the
        # tray)
        if self.lesson is None and self.ring.fold < STRIP and self.log_short():
            # while a tray stands, the cards a line each where as they are the game's
            # fullest tray leaves the log fewer than the latest two entries' rows (fresh
            # players at 1280x800 and 1920x1080: one line of the log under the Book's
            # tray, "what did the others just do?"); every tray of the game alike (one
            # place for its tiles), the cards whole again as it closes; their foot (the
            # supply, the council seat) kept where the log keeps those rows so
            self.ring.fold = self.panel.tray = STRIP
            for self.panel.board_foot in (True, False):
                self.ring.place(self.lay, anchor, self.ring_log(), self.snap, self.game)
                self.ring_over_log(anchor)
                if not self.log_short():
                    break

    def log_short(self) -> bool:
        """The game's fullest tray, as the open one is laid, leaves the log fewer than the
        latest two entries' rows (TWO_ENTRIES) under its heading."""
        return self.ring_log().bottom - self.ring.fullest.bottom < \
            self.panel.under_tray(TWO_ENTRIES, True)

    def wants_room(self) -> bool:
        """The tray's tiles short or cramped, or not a row of the log's room left under
        the fullest tray (fresh players: the last move gone under it)."""
        return self.ring.tight or self.ring_log().bottom \
            - self.ring.fullest.bottom < self.panel.log_row_height() + 14

    def ring_over_log(self, anchor: pygame.Rect, ring: ActionRing | None = None,
                      snap: dict | None = None) -> None:
        """The tray laid out over all but the log's latest rows (three, two, else one),
        where its tiles keep most of their height (KEEP_TILE; for the one row their badges
        may stand over their pictures; fresh players at 150 %: the last move vanished
        under the tray, at 1920x1080 too); else over the whole area. The rows are the
        window's, not the entry's: every tray of a window keeps one grid. (`ring`, `snap`:
        another tray than the one open, for another moment: steady_form's.)"""
        ring, snap = ring or self.ring, snap or self.snap
        log = self.ring_log()
        row = self.panel.log_row_height()
        if log.h < 4 * row:
            return
        whole = ring.tile

        def place(rows: int, headed: bool) -> bool:
            ring.headed, ring.log_rows = headed, rows
            ring.place(self.lay, anchor, pygame.Rect(
                log.x, log.y, log.w, log.h - self.panel.under_tray(rows, headed)),
                snap, self.game)
            return ring.tile[1] >= whole[1] * KEEP_TILE and not squeezed(ring)
        # the place's name over every tray, the log's heading over two rows at least: the
        # rows give way first (fresh players: a name over one tray and none over the next,
        # as the fullest tray's room decided; an English one at 1920x1080 saw the log's
        # heading go under the Book's seven tiles), then the heading
        tries = [(rows, True) for rows in LOG_UNDER_TRAY if rows >= FORM_ROWS] + \
            [(rows, False) for rows in LOG_UNDER_TRAY]
        for rows, headed in tries:        # (its controls at their size: else fewer rows)
            if place(rows, headed):
                return                    # (one grid for every tray of the window: the
        ring.headed, ring.log_rows = False, 0      # fullest's rows, its heading or none)
        ring.place(self.lay, anchor, log, snap, self.game)

    def log_headed(self) -> bool:
        """The log's heading stands over its lines under the open tray: under every tray
        of the window where it leaves the heading room (ring_over_log), else where this
        smaller one does."""
        ring = self.ring
        return ring.headed or self.ring_log().bottom - ring.rect.bottom \
            >= self.panel.under_tray(max(1, ring.log_rows), True)

    def steady_form(self) -> int:
        """The players' cards' form all the time in play (panel.tray), chosen from the room
        the fullest tray this game can show now (most_actions) leaves: as they are where
        it stands whole over the log's latest row, else closed up, else (their feet folded
        would hide the supply) as a scoreboard, a line each. One form whether a tray stands
        or not (fresh players, in a small window at a large text size and at 1920x1080 with
        four players: cards that changed form as a tray opened and closed "jumped", a click
        meant for one landed on another). Found once for what it depends on, by laying out
        a tray of that many tiles."""
        if self.lesson is not None:          # the guided game's card wants the room
            return self.guide.form(self.view(status=self.status_line()))
        # the fullest tray of any player in the actions phase: one form the whole game
        acting = dict(self.snap, phase="actions")
        most = max(range(acting["players"]), key=lambda p: most_actions(acting, p))
        fullest = most_actions(acting, most)
        key = (tuple(self.lay.panel), self.lay.buttons_top, fonts.scale, fonts.window,
               i18n.language(), acting["players"])
        # the fullest tray met so far rules: a smaller one later (a favour spent) never
        # lets the cards grow back (a fresh player's cards grew in round 3 and shrank
        # again; the tray slid 100 px and a click meant for Travel hit Appoint)
        if self._steady is not None and self._steady[0] == key and fullest <= self._steady[2]:
            return self._steady[1]
        probe, kept = ActionRing(Island(0), [], most), self.panel.tray
        probe.budget = self.tray_budget()
        self.panel.turn_line = True
        anchor = pygame.Rect(self.lay.islands[0])
        self.panel.board_s, self.panel.board_foot = None, False
        form = 1

        def whole(under: int | None = None, rows: int = FORM_ROWS) -> bool:
            """The probe's tiles whole in the log's area, `under` px of it left under them
            (the tiles lower for it, down to KEEP_TILE); where not said, as the tray will
            stand (ring_over_log), over `rows` of the log's rows at least."""
            log = self.ring_log()
            probe.place(self.lay, anchor, log, acting, self.game)
            if under is None:
                self.ring_over_log(anchor, probe, acting)
                return not squeezed(probe) and log.bottom - probe.fullest.bottom \
                    >= self.panel.under_tray(rows, probe.headed) and (   # the latest two
                        probe.headed or rows < TWO_ENTRIES)   # entries under their heading
            if squeezed(probe):
                return False
            if log.bottom - probe.fullest.bottom >= under:
                return True
            tall = probe.tile[1]
            probe.place(self.lay, anchor, pygame.Rect(log.x, log.y, log.w, log.h - under),
                        acting, self.game)
            return not squeezed(probe) and probe.tile[1] >= tall * KEEP_TILE \
                and log.bottom - probe.fullest.bottom >= under
        # the full cards, else closed up, over the latest two entries; else over two rows
        # (the latest entry), as they are, closed up, folded, else as a scoreboard
        for form, rows in ((0, TWO_ENTRIES), (1, TWO_ENTRIES), (0, FORM_ROWS),
                           (1, FORM_ROWS), (FOLDED, FORM_ROWS), (STRIP, FORM_ROWS)):
            self.panel.tray = probe.fold = form
            if whole(rows=rows):
                break
        steady = STRIP if form >= FOLDED else form
        if steady == STRIP:     # the scoreboard's words as large as the room leaves them
            self.panel.tray = probe.fold = STRIP
            self.panel.log_area(self.snap, self.lay, self.status_line())
            least = self.panel._s                 # (the scale of the full cards' panel)
            most = min(1.15, self.lay.panel[3] / 800 / fonts.window)
            self.panel.board_s = self._board_scale(least, most, whole)
            probe.place(self.lay, anchor, self.ring_log(), acting, self.game)
            if probe.overflow:    # the fullest tray past the area even so (nine tiles
                self.panel.turn_line = False   # in the wide form at 1024x700, 150 %,
        self.panel.tray = kept                 # four players): the turn line gives way
        self._steady = (key, steady, fullest)  # (the "to move" chip says whose turn)
        return self._steady[1]

    _steady: tuple | None = None          # (what steady_form depends on, it, the tray's tiles)

    def _board_scale(self, least: float, most: float, whole) -> float | None:
        """The scoreboard's scale (and its foot, panel.board_foot): the largest from
        `most` down (past `least`, the full cards', while its names stay no smaller than
        the log's words) that leaves the log's rows under the fullest tray
        (`whole(px)`), its names no smaller than the log's words: with each card's supply
        and council seat in a foot and the latest two entries' rows (TWO_ENTRIES), else
        without the foot for them (fresh players at 150 %: one entry under a tray, cut;
        the mover's supply stands in the turn line then: supply_in_turn_line), else with
        the foot and two rows at least (fresh players at 125/150 %: the supply only in the
        hover text), else the most rows (LOG_UNDER_TRAY; the latest move was cut to one
        line with "…"); else, smaller, one row; None where not even that."""
        under = {rows: self.panel.under_tray(rows) for rows in (*LOG_UNDER_TRAY, 1)}
        steps = [least + k * 0.05 for k in range(round((most - least) / 0.05), 0, -1)] + [least]
        while names_legible(steps[-1] - 0.05):    # (smaller than the full cards' words
            steps.append(steps[-1] - 0.05)        # where that gives the log its rows)
        legible = [s for s in steps if names_legible(s)]
        fewer = [r for r in LOG_UNDER_TRAY if r < TWO_ENTRIES]
        tries = [(True, TWO_ENTRIES, s) for s in legible] + \
            [(True, fewer[0], s) for s in legible] + \
            [(False, TWO_ENTRIES, s) for s in legible] + \
            [(True, rows, s) for rows in fewer[1:-1] for s in legible] + \
            [(False, rows, s) for rows in fewer for s in legible] + \
            [(False, 1, s) for s in steps]
        for foot, rows, s in tries:
            self.panel.board_s, self.panel.board_foot = s, foot
            if whole(under[rows]):
                return s
        self.panel.board_foot = False
        return None

    def supply_in_turn_line(self) -> int | None:
        """Whose supply the panel's turn line shows instead of its words: the mover's,
        while a tray of the actions phase stands and the cards show no supply (the
        scoreboard without its foot); what to recruit or build is chosen with it in
        sight, and the words ("your turn, take an action") say what the lit card and
        the open tray say already. (Another phase's words stay: the solo round's start
        asks for an island for the automaton.) None otherwise."""
        if self.ring is None or self.blocked or self.panel.tray < STRIP \
                or self.panel.board_foot or self.snap["phase"] != "actions" \
                or self.lesson is not None:       # (the guided game's step says what to
            return None                           # take: its turn line stays, as its cards)
        return self.ring.me

    def own_supply(self) -> int | None:
        """Whose supply stands at the round's heading's right end, tray or not, where the
        cards show none (the scoreboard without its foot): the tray's player's, else the
        person's at this screen whose turn it is, else the one who played here last (the
        first person at the table before). None in the guided game (its cards keep their
        one form) and where no person sits at this screen (a replay, computers only)."""
        if self.panel.tray < STRIP or self.panel.board_foot or self.lesson is not None:
            return None
        if self.ring is not None and not self.blocked:
            return self.ring.me
        if self.table.may_act and self.game.to_move is not None:
            self._own_supply = self.game.to_move
        elif self._own_supply is False:         # (once: a LAN table's seats are worked
            self._own_supply = next((p for p, seat in enumerate(self.table.seats)   # out
                                     if seat.is_human), None)       # of its snapshot)
        return self._own_supply

    _own_supply: int | None | bool = False      # whose supply the heading shows (False:
    #                                             not yet known)

    def tray_form(self) -> int:
        """The panel's cards' form for the action area (panel.tray): closed up while a
        tray stands (as it chose) or a move is built, but under the guided game's card;
        the scoreboard all the time where a tray would want it (steady_form)."""
        turn = len(self.game.log)
        if self.ring is not None:
            self._turn_form = (turn, max(self.ring.fold, self._met(turn)))
            return self.ring.fold
        asked = self.tile_pick is not None or self.end_asked is not None \
            or self.book_pick                                         # (their words stand
        if (self.builder or asked) and self.lesson is None:           # as a move's)
            # a move's help over Confirm: the cards as the tray it came from left them,
            # not closed up anew (French at 1920x1080: the cards shrank as Confirm came,
            # the log slid under the pointer); no smaller later in the turn
            form = max(self.steady_form(), self._met(turn))
            self._turn_form = (turn, form)
            return form
        return self.steady_form()

    def _met(self, turn: int) -> int:
        """The form the cards took for the action area so far in this turn (0: none)."""
        met = getattr(self, "_turn_form", None)
        return met[1] if met is not None and met[0] == turn else 0

    def ring_log(self) -> pygame.Rect:
        """The log's area (its heading included), where the ring docks: as the panel lays
        it out now, with no box over or under its lines (a guided game's card steps
        under the ring or onto the board, game/lesson.py)."""
        log = self.panel.log_area(self.snap, self.lay, self.status_line())[0]
        if self.lesson is not None:          # the guided game's card keeps its room under
            # the tray: what to click now, whole where the tray keeps half the area (its
            # words scroll beyond: at 150 % in a small window the tray's tiles stood 12 px
            # high, their words through their pictures)
            want = self.guide.under_tray(self.view(), log.w)
            least = self.tray_least()
            if log.h - least < want:         # its rows closer and no name over them (the
                least = self.tray_least(compact=True)   # island glows) for the card's room
            log.h -= max(0, min(want, log.h // 2, log.h - least))
        return log

    def tray_least(self, compact: bool = False) -> int:
        """The height (px) of the open tray under the guided game's card: its place's name
        and its rows of the window's tiles (a fresh player at 150 %: seven tiles 40 px
        tall, their words ~9 px, beside a card that took half the area); `compact`: its
        rows closer, without the name (ActionRing.place, where the room is tight)."""
        if self.ring is None:
            return 0
        self.ring.budget = self.tray_budget()
        return self.ring.rows_height(self.lay, len(self.ring.actions), compact)

    def tray_budget(self) -> int:
        """The height (px) the window's fullest tray (ring.FULLEST tiles) lays its tiles
        in: the action area beside four players' cards a line each, under the place's
        name, two rows of the log kept under it; in a window larger than 1280x800 beside
        their cards closed up where its tiles are whole there (their chip, − and + 22 px,
        the star's place, the picture's least: its cards keep their pictures, a
        scoreboard left the tall panel empty), else with their feet folded. The same for
        every game and the guided game at a window and text size: its trays keep one grid
        of tiles (fresh players met three forms from one click to the next)."""
        key = (tuple(self.lay.panel), self.lay.buttons_top, fonts.scale, fonts.window,
               i18n.language())
        kept = Acting._budgets.get(key)
        if kept is not None:
            return kept
        four = new_game(players=4, seed=0, setup="intro",
                        seats=[{"kind": "human"}] * 4).snapshot()
        panel, probe = self.panel, ActionRing(Island(0), [], 0)
        probe.base = unit_of(self.lay)                       # (its words' size)
        name = font(probe.label_size, True).get_linesize()
        saved = (panel.tray, panel.board_s, panel.board_foot, panel._rows, panel._laid,
                 panel.turn_line)
        status = t("your_turn", name=four["names"][0]) + " — " + t("phase.actions")

        def room(fold: int) -> int:
            panel.tray, panel.board_s, panel.board_foot = fold, None, False
            panel.turn_line = True                   # (as every game shows it at first)
            log = panel.log_area(four, self.lay, status)[0]
            return log.h - 3 - name - 2 * RING_PAD - panel.under_tray(FORM_ROWS)
        try:
            if fonts.window <= 1:
                budget = room(STRIP)
            else:
                budget = probe.budget = room(1)
                form = probe.window_grid(self.lay)[1][3]
                if not probe.whole(form):
                    budget = room(FOLDED)
        finally:
            (panel.tray, panel.board_s, panel.board_foot, panel._rows, panel._laid,
             panel.turn_line) = saved
            panel.log_area(self.snap, self.lay, self.status_line())   # (its scale again;
        #                    its turn line's rows as this game's statuses have made them)
        Acting._budgets[key] = budget
        return budget

    _budgets: dict = {}

    def anchor_rect(self, target: Target) -> pygame.Rect | None:
        """What the ring stands beside: the island of an island's things, else the thing."""
        i = island_of(target, self.snap)
        if i is not None:
            return self.board.rect_of(Island(i))
        if isinstance(target, Jetty):
            return self.board.rect_of(JettyArea())
        return self.board.rect_of(target)

    def close_ring(self) -> None:
        if self.ring is not None:
            self.log_calm()                   # the log shows in its place again
        self.ring = None
        self.book_from = None
        self.favour_lit = None
        self.favour_note = self.favour_why = None
        if self.tile_pick is not None or self.end_asked is not None or self.book_pick:
            asked, self.tile_pick, self.end_asked = self.end_asked, None, None
            self.book_pick = False
            self.builder_bar.kill()
            if asked is not None:
                self._sync_buttons()            # End actions may be pressed again

    # -- the ring's buttons ------------------------------------------------------------------
    def ring_press(self, k: int, part: str) -> None:
        act = self.ring.actions[k]
        if part == "card":
            self.take(act)
        elif part == "chip":
            if act.toggle_token():
                self.app.sounds.play("click")
        elif part in ("minus", "plus"):
            if act.step(-1 if part == "minus" else 1):
                self.app.sounds.play("click")

    def take(self, act: Action) -> None:
        """A button pressed: play its action as chosen, start its move, or say why not."""
        if not act.enabled:
            self.say_no(act.refused)
            return
        if not act.hinted:
            self.hint = None                  # another move than the Hint's: its arrow goes
        self.app.sounds.play("click")
        if act.kind == "appoint" and len(act.tiles) > 1:
            self.close_ring()
            self.start_tile_pick(act)
            return
        if act.builder:
            self.close_ring()
            self.start_builder(*act.builder)
            return
        cmd = act.command
        self.close_ring()
        self.play(cmd)

    def ring_preview(self, hover) -> dict | None:
        """The command a ring button under the mouse (or the keyboard) would play."""
        if self.ring is None:
            return None
        k = getattr(hover, "index", None) if getattr(hover, "what", "") == "ring" else None
        if k is None or k < 0:
            k = self.ring.focus if self.keys_shown else None
        if k is None and hover in self.ring_targets():
            k, choice = self.ring_targets()[hover]
            return self.ring.actions[k].variant(**choice._asdict())
        if k is None or k >= len(self.ring.actions):
            return None
        act = self.ring.actions[k]
        if act.kind == "appoint" and len(act.tiles) > 1:
            return None            # its tile is chosen next: every lit tile is one of them
        return act.command

    def draw_ring(self, surf: pygame.Surface) -> None:
        """The tray in the panel's action area, and on the board the preview of the
        button under the mouse. The log gives way under the tray (a fresh player read its
        lines round it as clutter), its latest lines under it (screens/game.py)."""
        self.ring.draw(surf, self.snap, self.game, self.hover, self.keys_shown)
        self.draw_dock_name(surf, self.ring.dock.docked)
        cmd = self.ring_preview(self.hover)
        self.ring.goals = []
        if cmd is not None:
            marks = self.preview_marks(cmd)
            self.preview.draw_hint(surf, self.board.hits, marks, None,
                                   self.app.now, pygame.Rect(self.lay.board))
            self.ring.goals = [r for r in (self.board.rect_of(g) for g in marks.goals) if r]
            if any(isinstance(g, CouncilSeat) or g == COUNCIL for g in marks.goals):
                for seats in self.rects_of(COUNCIL):        # its words beside the council:
                    name = line_height(14) + 12             # the seats and discs they explain
                    self.ring.goals.append(seats.inflate(12, 12).union(   # and its name
                        seats.move(0, -name).inflate(12, 0)))

    def draw_dock_name(self, surf: pygame.Surface, where: pygame.Rect) -> None:
        """Over the docked tray, the place it acts on (which glows on the board): an
        island's symbol and name in gold, else a tile's, the candles' or the jetty's
        name, so the tray says whose it is without a tail across the board."""
        if not where.h:
            return                    # no room for it (the place glows): ring_place.nameless
        i = island_of(self.ring.anchor, self.snap)
        anchor, sym = self.ring.anchor, None
        if i is not None:
            kind = self.snap["islands"][i]["kind"]
            name = island(kind)
        elif isinstance(anchor, Tile):
            name = t("ring.place.tile", tile=anchor.tile)
        elif isinstance(anchor, Jetty | JettyArea):
            name = t("jetty.label")
        else:
            name = t("ring.place.candles")
        size = self.ring.label_size
        key = (name, size, where.w)
        if self.ring.name_line is None or self.ring.name_line[0] != key:   # made once
            words = text(fit(name[0].upper() + name[1:], size, where.w - 3 * size, True),
                         size, P.GOLD, bold=True)
            self.ring.name_line = (key, words)
        words = self.ring.name_line[1]
        if i is not None:
            sym = art.symbol(kind, words.get_height(), art.KIND_RGB[kind])
        lead = sym.get_width() + 6 if sym is not None else 0
        x = where.centerx - (lead + words.get_width()) // 2
        if sym is not None:
            surf.blit(sym, sym.get_rect(midleft=(x, where.centery)))
        surf.blit(words, words.get_rect(midleft=(x + lead, where.centery)))

    def preview_marks(self, cmd: dict) -> Marks:
        """What a ring's command would use and where it goes; a Council move marks the one
        seat its count reaches (the engine's dry run), not the whole council; a Banish the
        island the Apostate reaches, a consecration where the novices it expels go."""
        marks = hint_marks(cmd, self.snap, self.game.to_move)
        acts = self.ring.actions if self.ring is not None else \
            [self.tile_pick] if self.tile_pick is not None else []
        act = next((a for a in acts if a.kind == cmd["type"]), None)
        if act is None or cmd not in act.variants.values():
            return marks
        effect = act.effect(self.game, choice_of(cmd))                # the dry run, kept
        if cmd["type"] == "council" and effect.seat is not None:
            goal = council_seat(effect.seat)
            marks = Marks(marks.pieces, (goal,), tuple((a, goal) for a, _ in marks.ways))
        return moved_by(marks, effect.events)

    def _anchors(self, snap: dict | None = None) -> Anchors:
        return Anchors(self.lay, snap or self.snap,
                       self.panel.player_points or [self.lay.centre] * 4,
                       self._slot_point, self.slots.guardians,
                       calm=self.app.settings.reduced_motion)

    def _slot_point(self, tile: int):
        slot = self.slots.of_tile.get(tile)
        return self.lay.path_slots[slot] if slot is not None else self.lay.centre

    # -- an Appointment's tile, chosen on the board -----------------------------------------
    def start_tile_pick(self, act: Action) -> None:
        """Appoint pressed where more than one tile may be claimed: the tiles light, the
        panel asks for one over a Cancel button (Esc too), as a move being built does (a
        fresh player took the first tile, not finding that a click on the board chose)."""
        self.tile_pick = act
        self.builder_bar.build_cancel(self.app.ui, self.lay.panel, self.lay.buttons_top)

    def pick_targets(self) -> dict:
        """The tiles the Appointment being chosen may claim: tile -> its choice."""
        return choice_targets(self.tile_pick, self.game) if self.tile_pick else {}

    def pick_words(self) -> str:
        """The prompt over Cancel while an Appointment's tile is chosen."""
        act = self.tile_pick
        bribed = [x for x in act.tiles if all(cmd.get("bribe") for c, cmd in
                                               act.variants.items() if c.tile == x)]
        tiles = ", ".join(str(x) for x in act.tiles if x not in bribed)
        if bribed:                            # (its favour is spent: said before the click)
            said = t("pick.bribed", count=len(bribed), tiles=", ".join(map(str, bribed)))
            tiles = f"{tiles}; {said}" if tiles else said
        kind = self.snap["islands"][act.command["island"]]["kind"]
        return t("pick.appoint", island=island(kind), tiles=tiles)

    def pick_preview(self) -> dict | None:
        """The Appointment a lit tile under the mouse would play (shown on the board)."""
        choice = self.pick_targets().get(self.hover)
        return None if choice is None else self.tile_pick.variant(**choice._asdict())

    # -- a move built on the board (Travel, Tides, Sailboat) --------------------------------
    def start_builder(self, ctype: str, source, active: bool) -> None:
        self.controller.start(ctype, source, active, self.game.to_move)
        self._builder_bar()
        self._sync_buttons()

    def _builder_bar(self) -> None:
        """Confirm (with why it cannot go yet) and Cancel in the panel."""
        if not self.builder:
            self.builder_bar.kill()
            return
        reason = self.builder_reason = self.controller.reason(self.game)
        tip = label(self.builder.command(), self.snap) if reason is None else None
        self.builder_bar.build(self.app.ui, self.lay.panel, self.lay.buttons_top, reason, tip)

    def said_apart(self) -> bool:
        """The Sailboat's note where the last click would take novices from a second
        place or to a second island (`controller.apart`), said as a refusal is."""
        if self.controller.apart is None:
            return False
        key, to = self.controller.apart
        self.say_no(t(key, island=island(self.snap["islands"][to]["kind"])))
        return True

    def cancel_builder(self) -> None:
        self.controller.cancel()
        self.builder_bar.kill()
        self._sync_buttons()

    def confirm_builder(self) -> None:
        if self.builder is None or self.controller.reason(self.game) is not None:
            return
        cmd = self.builder.command()
        self.cancel_builder()
        self.play(cmd)

    def press_act(self) -> None:
        """Meditate (End actions in a solo game): the panel's button, or the candles."""
        cmd = next((c for c in self.legal if c["type"] == self._act_kind()), None)
        if cmd and cmd["type"] == "end_actions" and self.end_asked is None and any(
                c["type"] != "end_actions" for c in self.legal):
            self.ask_end(cmd)
        elif cmd:
            self.close_ring()
            self.play(cmd)

    def ask_end(self, cmd: dict) -> None:
        """Solo: End actions while actions are still open asks first, over its Confirm
        and Cancel (the action phase ends for good: a fresh player ended it by a slip)."""
        self.close_ring()
        self.end_asked = cmd
        if self.keys_shown:
            self.focus = "confirm"              # the keyboard's Enter answers yes
        self.builder_bar.build(self.app.ui, self.lay.panel, self.lay.buttons_top, None,
                               None, t("solo.end_yes"))
        self._sync_buttons()

    # -- the Book, field to field --------------------------------------------------------------
    def start_book_pick(self) -> None:
        """The Book's move chosen on the board, guided (a fresh player clicked the token
        and saw nothing to do): the player's novices a Book can come to light, and the
        action area says what to click, over Cancel (Esc too), as an Appointment's tile."""
        self.close_ring()
        self.book_pick = True
        self.builder_bar.build_cancel(self.app.ui, self.lay.panel, self.lay.buttons_top)

    def book_ends(self, end: str) -> list[int]:
        """The fields the engine's legal Book moves name as their `end` ("from": a Book
        that may move, "to": a novice of the player's it may go to), in order."""
        return sorted({c[end] for c in self.legal if c["type"] == "book"})

    def book_words(self) -> str:
        """The Book's instruction in the action area for the step it stands at."""
        def fields(fs) -> str:
            return ", ".join(str(f) for f in sorted(fs))
        if self.book_from is None:
            return t("book.pick.novice", fields=fields(self.book_ends("to")))
        key = "book.pick.book" if self.book_from in self.book_ends("to") else "book.pick.to"
        return t(key, field=self.book_from, fields=fields(self.book_fields()))

    def book_tags(self) -> set[int]:
        """The fields that wear their number on a tag now: the Book's lit fields."""
        if self.book_from is not None:
            return {self.book_from, *self.book_fields()}
        if self.book_pick:
            return set(self.book_ends("to"))
        return {f for c in self.book_commands() for f in (c["from"], c["to"])}

    def book_tip(self, target) -> str | None:
        """A lit field's hover text while the Book is chosen: what a click on it does."""
        if not self.book_pick or not isinstance(target, Field):
            return None
        f = target.field
        if self.book_from is None:
            return t("book.tip.novice", field=f) if f in self.book_ends("to") else None
        cmd = next((c for c in self.book_commands() if f in (c["from"], c["to"])
                    and f != self.book_from), None)
        return None if cmd is None else t("book.tip.move", move=label(cmd, self.snap))

    def book_fields(self) -> list[int]:
        """The fields that finish the Book move begun at `book_from`."""
        f = self.book_from
        return [c["to"] if c["from"] == f else c["from"] for c in self.legal
                if c["type"] == "book" and f in (c["from"], c["to"])]

    def book_click(self, f: int) -> bool:
        """A click on a temple field: the Book's move begun, finished or changed. True
        if the click was the Book's."""
        books = [c for c in self.legal if c["type"] == "book"]
        if self.book_from is not None:
            done = next((c for c in books if (c["from"], c["to"]) in (
                (self.book_from, f), (f, self.book_from))), None)
            if done is not None:
                self.close_ring()
                self.app.sounds.play("click")
                self.play(done)
                return True
        if any(f in (c["from"], c["to"]) for c in books):
            if not self.book_pick:
                self.start_book_pick()
            self.book_from = f
            self.app.sounds.play("click")
            return True
        return False

    def book_commands(self) -> list[dict]:
        """The Book moves that the open pick (or menu) names, for their fields' numbers."""
        if self.book_from is not None:
            return [c for c in self.legal if c["type"] == "book"
                    and self.book_from in (c["from"], c["to"])]
        return book_choices(self.menu_options) if self.menu else []

    def book_under_mouse(self) -> dict | None:
        """The Book move a lit field under the mouse would finish."""
        under = self.board.target_at(self.mouse) if self.book_from is not None else None
        f = getattr(under, "field", None) if getattr(under, "what", "") == "field" else None
        return next((c for c in self.book_commands() if f is not None and
                     f in (c["from"], c["to"]) and f != self.book_from), None)

    # -- a favour in the hand ---------------------------------------------------------------
    def favour_clicked(self, target: Held) -> None:
        """A favour token in the panel clicked: where the player to move can spend it now,
        those places light (a click there opens the ring); beside it, in the hover texts'
        plate, a note says so, or that it cannot be spent now, or that its holder can on
        their own turn, with its rule (the engine's legal moves decide "now")."""
        now = target.player == self.game.to_move and self.table.may_act
        if now and target.favour == "book":          # the Book: guided on the board, or
            refused = self.game.book_refusal(target.player)      # the engine's reason
            if refused is None and self.book_ends("to"):
                self.start_book_pick()
                self.app.sounds.play("click")
                return
            self.favour_why = refusal(refused) if refused is not None else None
        lit = now and self.favour_places(target.favour)
        self.favour_note = (target, "favour.note.lit" if lit else
                            "favour.note.why" if self.favour_why else
                            "favour.note.not_now" if now else "favour.note.later")
        # the hover text is this token's now, even where the mouse came on the way to the
        # hover text of the token beside it (which stays while it is read)
        self.hover, self.tip_at = target, self.mouse
        if not lit:
            self.app.sounds.play("click")

    def favour_places(self, favour: str) -> bool:
        """Light where the favour can be used now (a click there opens the ring)."""
        me = self.game.to_move
        out: set = set()
        sources = move_sources(self.legal)
        for c in self.legal:
            ct = c["type"]
            if ct == favour == "herbs":
                out.add(Group(c["island"], me, "inactive"))
            elif ct == favour == "book":
                out.add(Field(c["from"]))
            elif favour == "shrine" and ct == "build_shrine":
                out.add(Island(self.snap["architect"]))
            elif favour == "bribery" and c.get("bribe"):
                out.add(Tile(c["tile"]))
            elif favour == "novice" and c.get("novice_token"):
                out.add(Island(c["island"] if "island" in c else
                               self.snap["apostate" if ct == "banish" else "architect"]))
        if favour in ("tides", "sailboat"):
            for src, active in sources[favour]:
                out.add(Jetty(me) if src == "jetty" else
                        Group(src, me, "active" if active else "inactive"))
        if out:
            self.favour_lit = out
            self.app.sounds.play("click")
        return bool(out)

    # -- the fallback: the text menu ------------------------------------------------------------
    def open_menu(self, target: Target | None, pos) -> bool:
        """The text menu of `target` (every option in words), as clicks opened it before
        the ring: a right click or the menu key. True if it opened."""
        self.close_ring()
        self.close_menu()
        if target is None or not self.table.may_act or self.blocked:
            return False
        me = self.game.to_move
        opts = self.controller.options(target, self.legal, self.snap, me, self.game)
        if not any(o.command or o.builder for o in opts):
            return False
        self.context.open(self.app.ui, opts, pos, self.app.size,
                          [icon(o, self.snap, me, picture_side()) for o in opts],
                          beside=self.board.rect_of(target))
        self.app.sounds.play("click")
        return True
