"""The keyboard's part of the game screen: one focus over what may be used now, shared
with the mouse (a place or a tray's tile the pointer rests on is where Tab goes on from;
the board's first Tab goes to where the Hint's move starts, else to the first island
round the ring that acts now: `Keys.entry`).

Its order: Confirm and Cancel of a planned move, the lit places on the board (one stop per
island), Meditate or End actions, the toolbar's tools; while a tray is open, its tiles
(Esc closes it and the board's order is back). Tab and Shift+Tab go through it; the
arrows go the way pressed (on the board: key_aim.py) over what is usable, a greyed
button being Tab's alone (F791), and a greyed Undo or Redo no stop (`idle`); in a tray
over its grid, a greyed tile too (its reason read, F949).
Enter uses the focus (a tray's tile whose move lowers the projection once it is asked
again: `key_stops.lowers`); on a planned Travel, Tides or Sailboat it plays the move; on a
greyed tile or button it says why it is greyed; with no focus it takes the Hint's move,
else the only move left (`only_move`). A move planned by keys starts its focus on the
nearest island it may go to (the Hint's, where it is the Hint's move), the first arrow
going from the island it leaves; the arrows go over the islands it may go to, and Enter
or a digit with none in focus says so. In a planned move the digits
send that many novices to the focused island, + or Space one,
− or Backspace take one back; in the tray the digits pick a count, + and − step it,
Space lets the novice favour stand in. The menu key (or Shift+F10) opens the text menu
of the focused place. The part keeps its focus, reads the `GameView` and asks with
intents (game/intents.py); it never acts itself.
"""

from __future__ import annotations

import math

import pygame

from ...text import t
from ..board.layout import TOOLS
from ..board.targets import Field, Island, Jetty, Ring, Target, Tile
from . import key_aim
from .focus_mark import FOCUS, drawn_area, focus_ring
from .game_buttons import told
from .intents import (
    Cancel,
    Carry,
    Choose,
    Confirm,
    KeyIntent,
    OpenMenu,
    Press,
    Refocus,
    SayWhere,
    Send,
    Sound,
    Step,
    TakeBack,
    TakeHint,
    Taken,
    TakeTile,
    Token,
    Use,
)
from .key_stops import (
    MOVES,
    TrayTile,
    acting_now,
    first_tile,
    greyed,
    hint_end,
    hint_start,
    hints_move,
    idle,
    leading,
    lowers,
    one_stop,
    only_move,
    order,
    planned,
    round_from,
)

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
SPENDS = ("act",)    # the button that spends the turn: never the next turn's focus
SHAKE = 0.4          # s: the focus shaken where an arrow finds no place its way
SHAKE_PX = 6         # ... at first this far along the arrow's line, dying away
PLUS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
MINUS = (pygame.K_MINUS, pygame.K_KP_MINUS)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(10)} | \
    {getattr(pygame, f"K_KP{n}"): n for n in range(10)}


class Keys:
    """The keyboard's focus (a board place, a TrayTile, "confirm", "cancel", "act" or a
    tool's name) and whether it shows (a key moved it; the mouse's press hides it)."""

    def __init__(self) -> None:
        self.focus: Target | TrayTile | str | None = None
        self.shown = False
        self._tray = None            # the tray the focus was last put in
        self._builder = None         # the planned move the focus last followed
        self._at: int | None = None  # the log's length the focus last followed
        self.carry = 0               # novices a digit on a move's tile asked to send
        self.suggested = None        # the island a planned move's focus started on, not
        #                              chosen yet: the first arrow goes from the one it leaves
        self.shaken: tuple[float, tuple[int, int]] | None = None   # (when, way) an arrow
        #                              found no place that way: the focus shakes
        self.origin = None           # where the board's first Tab went this turn: the
        #                              islands that act now go round from it (`round_from`)
        self.told = None             # the focused button's hover text shown (`told`)
        self.at_ask = None           # (focus, shown) as the Hint was last asked (F906)
        self.again = None            # (tray, tile) whose lowering move Enter asked again

    # -- what it reads ------------------------------------------------------------------------
    @property
    def tile(self) -> int | None:
        """The tray's tile in focus (None: none)."""
        return self.focus.k if isinstance(self.focus, TrayTile) else None

    def stops(self, view) -> list:
        """The one focus order, as it stands now."""
        ring = view.ring
        if ring is not None:          # a tray open: its tiles alone (Esc: the board again)
            return [TrayTile(k) for k in range(len(ring.actions))]
        out: list = []
        bar = [b for b in view.builder_buttons if b.alive()]
        if (view.builder or view.end_asked) and bar:
            out += ["confirm", "cancel"][:len(bar)]
        seen, board = set(), []
        for tg in sorted(view.lit, key=self.ranked(view)):
            key = one_stop(tg, view)
            if key in seen or view.board.hits and view.board.rect_of(tg) is None:
                continue
            seen.add(key)
            board.append(tg)
        out += board if view.builder else round_from(board, self.origin, view)
        buttons = view.buttons or {}
        if not view.builder and "act" in buttons and ring is None \
                and not view.book_moving:
            out.append("act")
        return out + [n for n in TOOLS if n in buttons and not idle(view, n)]   # a greyed
        #                                  one with a reason too: Enter says why

    @staticmethod
    def ranked(view):
        """The board's stops in `order`, the places that lead first (`leading`: the
        islands that act now, the tiles to consecrate, F833), then the other places that
        act now (the candles), then those lit only by a move that spends a favour (Herbs'
        sleeping group, a novice token's, F094): Tab from the candles goes on to the places
        a favour opens before Meditate and the toolbar (F868)."""
        now, lead = acting_now(view), leading(view)

        def key(tg) -> tuple:
            at = order(tg)
            return tg not in lead, tg in view.clickable and tg not in now, at[0], at
        return key

    def follow(self, view) -> None:
        """A tray opened: the focus on its suggested tile (the Hint's, else the first one
        usable). A move planned: on the Hint's island where it is the Hint's move, else on
        the nearest island it may go to (with none in focus the person looked for one,
        F733), outlined before a digit sends there (F114). Gone: off them. A move played:
        off its places (the board has changed under them; Tab starts afresh)."""
        ring, builder = view.ring, view.builder
        at = len(view.game.log)
        played = at != self._at and self._at is not None
        if played and (not isinstance(self.focus, str) or self.focus in SPENDS):
            self.shown = self.shown and self.focus not in SPENDS   # (the next turn's
            self.focus = None         # first Tab: on the board, `entry`; never a stray
        if at != self._at:            # Enter's Meditate, F877)
            self.origin = None
        self._at = at
        if ring is not None and ring is not self._tray:
            k = first_tile(ring)
            self.focus = TrayTile(k) if k is not None and (
                self.shown or ring.focus is not None) else None
        elif ring is None and isinstance(self.focus, TrayTile):      # a tray closed
            self.focus = None if played or self._tray is None else \
                self.place_of(self._tray.anchor, view)
        if builder is not None and builder is not self._builder and self.shown:
            hinted, ends = hint_end(view), self.ends(view)
            self.focus = next((s for s in ends if s.island == hinted), None)
            self.suggested = None if self.focus is not None else key_aim.nearest_end(view, ends)
            self.focus = self.focus or self.suggested
        elif builder is None and self.focus in ("confirm", "cancel") and not view.end_asked:
            self.focus = None
        if builder is None and ring is None:
            self.carry = 0
        self._tray, self._builder = ring, builder

    def place_of(self, anchor, view):
        """The board's stop of the place a tray was opened from: where the focus stands
        when it closes unused (the arrows go on from there, F874); None where none is."""
        return next((s for s in self.stops(view) if not isinstance(s, str)
                     and one_stop(s, view) == one_stop(anchor, view)), None)

    def relaid(self, ring) -> None:
        """The open tray laid anew where it stands (a Hint come into it): the focus on its
        tile in focus (the Hint's; a count chosen keeps its own, F447), so the outline
        drawn and the tile the arrows step from stay one (F722)."""
        if ring.focus is not None and (self.shown or isinstance(self.focus, TrayTile)):
            self.focus = TrayTile(ring.focus)
        self._tray = ring

    def ends(self, view) -> list:
        """The islands the planned move may send a novice to, in the focus order."""
        source = view.builder.source
        return [s for s in self.stops(view) if isinstance(s, Island) and s.island != source]

    def pointed(self, target, view) -> None:
        """The pointer rests on `target`: where it is a stop, the focus is there (not
        shown: Tab goes on from it, Enter uses it)."""
        self.follow(view)
        if self.shown:
            return
        if isinstance(target, Ring) and target.index >= 0:
            self.focus = TrayTile(target.index)
        elif target is not None and target in self.stops(view):
            self.focus = target

    def let_go(self) -> None:
        self.shown = False
        self.focus = None
        self.told = told(None, None, self.told)

    # -- the keys -----------------------------------------------------------------------------
    def handle(self, event, view) -> list | None:
        """A key for playing: what it asks, then the focus follows it (`Refocus`); None:
        not the keys' own (nor with the text menu open, Ctrl held, Space skipping a move
        shown). A press of the mouse: it took over, the outline goes (the press goes on)."""
        asked = self.key(event, view)
        return None if asked is None else [asked, Refocus()]

    def key(self, event, view) -> KeyIntent | Taken | None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.shown = False
            return None
        if event.type != pygame.KEYDOWN or not view.table.may_act or view.blocked \
                or view.menu is not None or event.mod & pygame.KMOD_CTRL \
                or (event.key == pygame.K_SPACE and view.showing and view.skippable):
            return None
        self.follow(view)
        k, shift = event.key, event.mod & pygame.KMOD_SHIFT
        self.again = self.again if k in ENTER else None   # (asked of the Enter next)
        if k == pygame.K_MENU or (k == pygame.K_F10 and shift):
            tg = self.focus if not isinstance(self.focus, str | TrayTile) else None
            return OpenMenu(tg) if tg is not None else None
        if k == pygame.K_TAB:
            self.step(view, -1 if shift else 1)
            return None if self.focus is None else Taken()
        if k in ARROWS:
            if view.ring is not None and isinstance(self.focus, TrayTile | None):
                if not self.across(view, ARROWS[k]):
                    return self.none_that_way(view, ARROWS[k])
            elif view.builder is not None and view.ring is None:
                went = self.toward(view, ARROWS[k])
                return self.none_that_way(view, ARROWS[k]) if went is None else went
            elif isinstance(self.focus, str):         # the panel's buttons: in their order
                self.step(view, -1 if k in (pygame.K_LEFT, pygame.K_UP) else 1, True)
            elif not self.aim(view, ARROWS[k]):
                return self.none_that_way(view, ARROWS[k])
            return Taken()
        if k in ENTER:
            return self.enter(view)
        if view.builder is not None:
            return self.planning(k, event, view)
        if view.ring is not None:
            return self.tray_key(k, event, view)
        return None

    def step(self, view, by: int, arrow: bool = False) -> None:
        """Tab's step (`by` 1 or -1) through the order; an arrow's (`arrow`) passes over
        the greyed buttons, which only Tab reaches (F791)."""
        stops = self.stops(view)
        if arrow:
            stops = [s for s in stops if s == self.focus or not greyed(view, s)]
        first = not self.shown
        self.shown = True
        if not stops:
            self.focus = None
            return
        if self.focus not in stops and view.ring is not None:     # into the tray: its
            self.focus = TrayTile(first_tile(view.ring) or 0)    # first usable tile
            return
        if first and by > 0 and view.ring is None and not (view.builder or view.end_asked):
            self.focus = self.origin = self.entry(view, stops)
            return
        k = stops.index(self.focus) + by if self.focus in stops else (0 if by > 0 else -1)
        self.focus = stops[k % len(stops)]

    def entry(self, view, stops: list):
        """Where the board's first Tab goes (its outline not shown yet): with a Hint
        standing, the place its move starts from (`hint_start`: Enter goes on with the
        Hint's move there, F341); else the first stop that acts now, the first island
        round the ring from the board's top (spending no favour: a sleeping group only
        Herbs wakes, an island only the novice favour opens is never the first, F313),
        else the first. Never the place the pointer rests on: the same keys land on the
        same place whatever the pointer passed over (F1046)."""
        start = hint_start(view, stops)
        if start is not None:
            return start
        now = acting_now(view)
        return next((s for s in stops if s in now), stops[0])

    def aim(self, view, way: tuple[int, int]) -> bool:
        """On the board: the nearest place in the direction pressed, one that acts now
        first on the focus's row (game/key_aim.py). False where none lies that way (the
        focus stays)."""
        places = key_aim.rects(view.board, self.stops(view))
        if not places:                    # (the board not drawn yet: as Tab)
            self.step(view, way[0] + way[1], True)
            return True
        self.shown = True
        here = places.get(self.focus) or (view.board.rect_of(self.focus) if isinstance(
            self.focus, Target) else None)        # (where it is drawn: F874)
        start = here if here is not None else pygame.Rect(view.lay.board).center
        to = key_aim.nearest(places, start, way, acting_now(view))
        self.focus = to or self.focus
        return to is not None

    def none_that_way(self, view, way: tuple[int, int]) -> Sound:
        """An arrow with no place within 45 degrees of it: the focus stays and shakes
        along the arrow's line, with the refusal's sound and a toast saying so ("Nothing
        that way"), as a click that does nothing says why (never silence, which reads as a
        key not heard; the shake alone went unseen); over a planned move, as its one tip
        (one note at a time: two stood one over the other, F733)."""
        self.shaken = (view.now, way)
        return Sound("error", t("keys.none_that_way"), tip=view.builder is not None)

    def shake(self, now: float) -> tuple[int, int]:
        """How far the focus's mark stands off its place now (0, 0: at rest)."""
        if self.shaken is None or not 0 <= now - self.shaken[0] < SHAKE:
            return 0, 0
        age = (now - self.shaken[0]) / SHAKE
        off = round(SHAKE_PX * (1 - age) * math.sin(age * 3 * math.tau))
        return off * self.shaken[1][0], off * self.shaken[1][1]

    def toward(self, view, way: tuple[int, int]) -> KeyIntent | Taken | None:
        """In a planned move: the nearest island it may go to in the direction pressed,
        from the one chosen (else from the island it leaves). The novices planned by keys
        go with the arrow: the count a digit gave its tile is sent to the first island
        chosen; novices all sent to the island left are carried to the next."""
        ends = key_aim.rects(view.board, self.ends(view))
        self.shown = True
        was = self.focus if self.focus in ends and (
            self.focus != self.suggested or view.builder.moves) else None
        source = view.builder.source
        start = ends[was] if was is not None else pygame.Rect(view.lay.board).center
        if was is None and isinstance(source, int):
            leaves = view.board.rect_of(Island(source))
            start = leaves if leaves is not None else start
        to = key_aim.nearest(ends, start, way)
        if to is None:
            return None                  # (none that way: said by the caller)
        self.focus = to
        moves = view.builder.moves
        if not moves and self.carry:
            count, self.carry = self.carry, 0
            return Send(to, count)
        if was is not None and moves and all(m["to"] == was.island for m in moves):
            return Carry(to)
        return Taken()

    def across(self, view, way: tuple[int, int]) -> bool:
        """In the tray: the nearest tile in the direction pressed, greyed or not
        (`key_aim.across`); the first arrow: its first usable tile. False where none
        lies that way (the focus stays)."""
        cards = view.ring.cards
        self.shown = True
        if not cards:
            return True
        here = self.tile if self.tile is not None and self.tile < len(cards) else None
        to = first_tile(view.ring) or 0 if here is None else \
            key_aim.across(view.ring, here, way)
        self.focus = TrayTile(to) if to is not None else self.focus
        return to is not None

    def enter(self, view) -> KeyIntent | Taken | None:
        focus = self.focus if self.shown or isinstance(self.focus, TrayTile) else None
        if planned(view) and not isinstance(focus, str):   # a planned move: Enter plays
            return TakeHint() if hints_move(view) else Confirm()   # it (the Hint's: whole)
        if isinstance(focus, TrayTile) and view.ring is not None:
            again = lowers(view, focus.k)       # a move that lowers the projection: a
            if again is None or self.again == (view.ring, focus.k):    # second Enter
                return TakeTile(focus.k)
            self.again = (view.ring, focus.k)
            return Sound("click", again, tip=True)
        if focus == "confirm":
            return Confirm()
        if focus == "cancel":
            return Cancel()
        if isinstance(focus, str):
            return Press(focus)
        if focus is not None and view.builder is not None:
            count, self.carry = self.carry or 1, 0    # (a digit's count on the tray's tile)
            return Send(focus, count)
        if view.builder is not None and view.builder.ctype in MOVES:   # no island chosen:
            return TakeHint() if hints_move(view) else SayWhere()      # never one for them
        if focus is not None:
            return Use(focus)
        if view.ring is not None:            # no focus: the only usable tile, or the Hint
            usable = [i for i, a in enumerate(view.ring.actions) if a.enabled]
            if view.hint is not None or view.table.hint_pending:
                return TakeHint()        # (still worked out: said so, F950)
            if len(usable) == 1:
                return TakeTile(usable[0])
            self.shown = True
            self.focus = TrayTile(usable[0]) if usable else None
            return Taken()
        if view.hint is not None or view.table.hint_pending:
            return TakeHint()
        return only_move(view)

    def planning(self, k: int, event, view) -> KeyIntent | None:
        """A move planned on the board: the digits send that many novices to the focused
        place, + or Space one more, − or Backspace take one back."""
        at = self.focus if not isinstance(self.focus, str | TrayTile) else None
        if k in DIGITS and at is not None and DIGITS[k] > 0:
            return Send(at, DIGITS[k])
        if k in DIGITS and not planned(view):        # no island chosen yet
            return SayWhere()
        if (k in PLUS or k == pygame.K_SPACE or event.unicode == "+") and at is not None:
            return Send(at)
        if k in MINUS or k == pygame.K_BACKSPACE or event.unicode == "-":
            return TakeBack()
        return None

    def tray_key(self, k: int, event, view) -> KeyIntent | Taken | None:
        ring = view.ring
        at = self.tile if self.tile is not None and self.tile < len(ring.actions) else None
        counted = at if at is not None and ring.actions[at].counts else next(
            (i for i, a in enumerate(ring.actions) if a.counts and a.enabled), None)
        if k in DIGITS and DIGITS[k] > 0 and at is not None and \
                ring.actions[at].kind in MOVES and ring.actions[at].enabled:
            self.carry = DIGITS[k]        # a move planned on the board, that many to send:
            return TakeTile(at)           # the first island an arrow chooses gets them
        if k in DIGITS and counted is not None:
            if DIGITS[k] in ring.actions[counted].counts:
                self.focus = TrayTile(counted)
                return Choose(counted, DIGITS[k])
            return Taken()
        if (k in PLUS or k in MINUS or event.unicode in ("+", "-")) and at is not None:
            return Step(at, -1 if k in MINUS or event.unicode == "-" else 1)
        if k == pygame.K_SPACE and at is not None:
            return Token(at)
        return None

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, view) -> None:
        """The focus, once a key moved it: a tray's tile or a button with a bright line
        round it (a button's hover text shown: `told`); a place on the board lit in its
        own outline, in the focus's blue (for a moment shaken along an arrow that found
        no place its way)."""
        self.told = told(view, self.focus if self.shown else None, self.told)
        off = self.shake(view.now)
        if off == (0, 0):
            self._draw(surf, view)
            return
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        self._draw(layer, view)
        surf.blit(layer, off)

    def _draw(self, surf: pygame.Surface, view) -> None:
        focus = self.focus
        if not self.shown or focus is None:
            return
        board = view.board
        if isinstance(focus, TrayTile):
            cards = view.ring.cards if view.ring is not None else []
            rect = cards[focus.k] if focus.k < len(cards) else None
            if rect is not None:
                pygame.draw.rect(surf, FOCUS, rect.inflate(6, 6), 3, border_radius=12)
            return
        if isinstance(focus, str):
            bar = [b for b in view.builder_buttons if b.alive()]
            named = {"confirm": bar[0] if bar else None,
                     "cancel": bar[1] if len(bar) > 1 else None}
            button = named.get(focus) or (view.buttons or {}).get(focus)
            rect = button.rect if button is not None else None
        elif board.hits.glow(surf, focus, FOCUS, 1.0, ring=True):
            # a place on the board: lit in its own shape (a hard rectangle cuts through an
            # island and its name), twice over (once is nearly invisible round a group,
            # F050), its pieces over the light
            board.hits.glow(surf, focus, FOCUS, 1.0, ring=True, over=True)
            if not isinstance(focus, Island):      # a piece, a tile, a seat: the
                focus_ring(surf, drawn_area(board, focus))    # tray's clear line too
            return
        else:
            rect = board.rect_of(focus)
            if isinstance(focus, Island | Tile | Field | Jetty):
                rect = rect and rect.inflate(6, 6)
        if rect is not None:
            pygame.draw.rect(surf, FOCUS, rect.inflate(4, 4), 3, border_radius=10)

