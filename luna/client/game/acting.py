"""Acting on the board, a part the game screen owns (`scene.acting`): a click on a place opens
its action ring, a button of the ring plays its action (or starts a move built on the
board), a lit tile or seat chooses the ring's variant, the Book is moved field to field,
a favour in the hand lights the places it can be used.

What may be done always comes from the engine (`legal()`, `refusal()`); the text menu of a
click (menus.py) stays as the fallback: a right click, or the menu key on the keyboard.
"""

from __future__ import annotations

import pygame

from ...text import island, not_allowed, t
from ..board.targets import (
    Field,
    Held,
    Island,
    Jetty,
    JettyArea,
    Target,
)
from . import book_move, key_moves, tray_room
from .action_icons import icon
from .actions import (
    Action,
    actions_at,
    choice_targets,
    island_of,
    ring_targets,
)
from .choices import label
from .controller import highlights
from .game_buttons import act_kind
from .greyed_slots import every_slot
from .intents import (
    CloseTray,
    Favour,
    HintGone,
    PickTile,
    Play,
    SayNo,
    Sound,
    StartPlan,
    TrayAt,
)
from .menus import picture_side
from .panel import FOLDED, STRIP
from .ring import ActionRing
from .tray_room import squeezed

ISLAND_ONLY = ("preliminary_shrine", "preliminary_pairs", "solo_round_start")  # phases
#                                whose one choice is an island (its light breathes)


class Acting:
    """The choices on the board, a part the game screen owns (`scene.acting`): the tray
    open, an Appointment's tile, the Book's fields, a favour's places, End actions asked.
    It keeps that state and acts on the screen it is given (`scene`)."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.ring: ActionRing | None = None
        self.book_from: int | None = None     # the Book: the first field clicked
        self.book_pick = False                # the Book's move chosen on the board, its
        #                                       words over Cancel in the action area
        self.favour_why: str | None = None    # the engine's reason a clicked favour waits
        self.favour_lit: set | None = None    # a favour in the hand: where it can be used
        self.favour_note: tuple | None = None  # a favour token clicked: (it, its status key)
        self.tile_pick: Action | None = None  # an Appointment whose tile is being chosen
        self.end_asked: dict | None = None    # solo: End actions asked, not yet confirmed
        self.steady: tuple | None = None      # (what steady_form depends on, it, the
        #                                       tray's tiles: tray_room)
        self.own_supply: int | None | bool = False   # whose supply the heading shows
        #                                       (False: not yet known; tray_room)
        self.turn_form: tuple | None = None   # (the turn, the cards' form met in it)
        self.hint_kept: tuple | None = None   # (the log's length, the Hint's move) its
        #                                       variants stay chosen with, till it moves on

    # -- what is lit ---------------------------------------------------------------------------
    def lit(self, view) -> set[Target]:
        """What glows now: the ring's island and the places that choose its variants, the
        Book's other fields, a favour's places, or all that may be clicked."""
        if self.ring is not None:
            out = set(self.ring_lit(view))
            i = island_of(self.ring.anchor, view.snap)
            out.add(Island(i) if i is not None else self.ring.anchor)
            return out
        if self.tile_pick is not None:
            return set(self.pick_targets(view)) | {Island(self.tile_pick.command["island"])}
        if self.book_from is not None:
            return {Field(f) for f in book_move.fields_from(view.legal, self.book_from)} | \
                {Field(self.book_from)}
        if self.book_pick:
            return {Field(f) for f in book_move.book_ends(view, "to")}
        if self.favour_lit is not None:
            return set(self.favour_lit)
        return set(view.glowing if self.lit_quietly(view) else view.clickable)

    def chosen(self, view) -> Target | None:
        """The island whose tray is open or whose Appointment's tile is being chosen: lit
        full and steady (a thin gold rim does not read as lit: F050)."""
        if self.ring is not None:
            i = island_of(self.ring.anchor, view.snap)
            return Island(i) if i is not None else None
        if self.tile_pick is not None:
            return Island(self.tile_pick.command["island"])
        return None

    @staticmethod
    def builder_lit(view) -> set[Target]:
        """What glows while a move is built: where it may go; in the guided game only
        where the step's move goes (the light and the step's words name the same place)."""
        out = highlights(view.builder)
        if view.lesson is None or view.builder is None:
            return out
        ends = {Island(m["to"]) for c in view.legal if c["type"] == view.builder.ctype
                for m in (c.get("moves") or [c])}
        return {tg for tg in out if not isinstance(tg, Island) or tg in ends}

    def pointed(self, hover: Target | None, highlights: set, view,
                only_lit: bool = False) -> Target | None:
        """The thing under the mouse that glows as pointed at: only where a click there
        does what the engine accepts (what is lit, a ring's place, a part of a lit island,
        whose click opens that island's tray; `only_lit`: while a move is built, dragged
        or shown, what is lit alone). The pointer never lights, in the preliminary round, an
        island a pair may not go to."""
        if hover is None or hover in highlights:
            return hover
        acts = set(highlights) if only_lit else set(highlights) | view.clickable
        if self.ring is not None and hover in ring_targets(self.ring, view.game):
            return hover
        i = island_of(hover, view.snap)
        return hover if i is not None and Island(i) in acts or hover in acts else None

    def lit_quietly(self, view) -> bool:
        """The board lights only where one may act (no ring, no move being built, no
        Book or favour choice, no lesson pointing): the board keeps that light faint.
        Not while choosing an island is all there is to do (the preliminary round, the
        solo round's start): then the lit islands are the move's own places (seven faint
        islands alike show nowhere to click)."""
        return self.ring is None and self.book_from is None and self.favour_lit is None \
            and not self.book_pick and not view.builder and view.lesson is None \
            and self.tile_pick is None and view.snap["phase"] not in ISLAND_ONLY

    def ring_targets(self) -> dict[Target, tuple[int, object]]:
        """Board places that choose a variant of one of the ring's actions: target ->
        (button, choice)."""
        return ring_targets(self.ring, self.scene.game)

    def ring_lit(self, view) -> list:
        """The ring's places that glow: an Appointment's tiles (one is clicked to choose),
        and of a Council only the seat its chosen count reaches (the others within reach
        still choose by a click, lit when the mouse is on them): the board shows exactly
        what the button would do."""
        out = []
        for tg, (k, choice) in ring_targets(self.ring, view.game).items():
            act = self.ring.actions[k]
            if act.kind != "council" or choice == act.choice:
                out.append(tg)
        return out

    # -- a click on the board ------------------------------------------------------------------
    def act_at(self, target: Target | None, view) -> list:
        """A left click on `target` while nothing is being built: what it asks, in turn
        (an Appointment's tile or a tray's place chosen, the Book moved, a favour's note,
        the tray of the place)."""
        picks = self.pick_targets(view)
        if self.tile_pick is not None and target in picks:
            act = self.tile_pick
            act.choose(**picks[target]._asdict())
            return [CloseTray(), Sound("click"), Play(act.command)]
        places = ring_targets(self.ring, view.game) if self.ring is not None else {}
        if target in places:
            k, choice = places[target]
            act = self.ring.actions[k]
            act.choose(**choice._asdict())
            return self.take(act)
        if isinstance(target, Field) and \
                (books := book_move.book_click(view, self.book_from, target.field)) is not None:
            return books
        if target is None:
            return [CloseTray()]
        if isinstance(target, Held):
            return [CloseTray(), Favour(target)]
        # another place chosen (allowed or not): the Hint's arrow goes, unless it is there
        return [CloseTray(), HintGone(unless=target), TrayAt(target)]

    def tray_at(self, target: Target) -> None:
        """The tray of a place clicked, or why nothing can be done there; in the
        preliminary round its one choice is placed at once (a tray of one tile was a
        click for nothing). A place the Hint lights that opens no tray of its own plays
        the Hint's move."""
        if key_moves.hint_place(self.scene, target):
            return
        if self.open_ring(target):
            self.scene.app.sounds.play("click")
            usable = [a for a in self.ring.actions if a.enabled]
            if self.scene.snap["phase"].startswith("preliminary") and len(usable) == 1 \
                    and not usable[0].builder and self.scene.lesson is None:
                for asked in self.take(usable[0]):
                    self.scene.play(asked)
            return
        sc = self.scene
        reason = sc.controller.why_not(target, sc.game, sc.snap, sc.game.to_move)
        if reason:
            self.say_no(reason)

    def say_no(self, reason: str) -> None:
        self.scene.app.toast(not_allowed(reason))
        self.scene.app.sounds.play("error")
        # no tray came: a click at its place next
        self.scene.input.log_calm(self.scene.app.now, self.scene.mouse)

    def open_ring(self, target: Target, tile: int | None = None) -> bool:
        """The ring of `target`, when anything can be done there (`tile`: its
        Appointment's tile chosen, as a drop on the tile chose it). True if it opened."""
        hint = self.scene.view().hint
        sc = self.scene
        acts = actions_at(target, sc.legal, sc.snap, sc.game.to_move, sc.game,
                          hint.command if hint else None, self.kept_hint(hint))
        if not any(a.enabled for a in acts):
            return False
        anchor = self.anchor_rect(target)
        if anchor is None:
            return False
        if hint is not None and not any(a.hinted for a in acts):
            self.scene.hints.hint = None  # a ring where the Hint is not: the player chose otherwise
        # every tile in its place, the refused ones greyed, in every tray (F060: a tile that
        # moves under a click plays another action)
        self._lay_ring(target, acts, anchor)
        for act in self.ring.actions if tile is not None else ():
            if act.kind == "appoint":
                act.choose(tile=tile)
        return True

    def hint_into_tray(self) -> None:
        """A Hint come while a tray stands: where its move is one of the tray's, that
        tile lit gold with the keyboard's focus, as in a tray opened after it (a Hint naming
        a tile of an open tray shows which one)."""
        hint, ring = self.scene.view().hint, self.ring
        self.kept_hint(hint)
        if hint is None or ring is None or any(a.hinted for a in ring.actions):
            return
        sc = self.scene
        acts = actions_at(ring.anchor, sc.legal, sc.snap, sc.game.to_move, sc.game, hint.command)
        anchor = self.anchor_rect(ring.anchor)
        if any(a.hinted for a in acts) and anchor is not None:
            self._lay_ring(ring.anchor, acts, anchor)

    def kept_hint(self, hint) -> dict | None:
        """The Hint's move (kept as `hint` stands), whose variants a tray on its island
        keeps chosen, its arrow gone or not, till a move is played or the turn passes: a
        look at another island never sets a Council's count back."""
        n = len(self.scene.game.log)
        if hint is not None:
            self.hint_kept = (n, hint.command)
        return self.hint_kept[1] if self.hint_kept and self.hint_kept[0] == n else None

    def _lay_ring(self, target: Target, acts: list, anchor: pygame.Rect) -> None:
        """The tray of `acts` at `target`, laid out in the panel's action area: on an
        island every slot of its glass holds its kind, greyed with why where it cannot be
        taken there (the guided game's tray keeps its own few tiles)."""
        sc = self.scene
        if sc.lesson is None:
            acts = every_slot(acts, target, sc.snap, sc.game.to_move, sc.game)
        self.ring = ActionRing(target, acts, self.scene.game.to_move)
        # the Hint's tile (its gold rim: the guided game's lit one too) has the keyboard's
        # focus: Enter takes it
        self.ring.focus = next((i for i, a in enumerate(acts) if a.hinted and a.enabled), None)
        self.ring.budget = tray_room.tray_budget(self.scene)     # the window's one grid of tiles
        self.ring.reach = tray_room.tray_reach(self.scene)
        self.ring.own_rows = self.scene.lesson is not None   # (the guided game's card under it)
        # the panel's cards as they stand in this turn (their form chosen for the fullest
        # tray); where its tiles want more room the cards close up, then to a line. The
        # guided game's the whole game (cards that shrink as a tray opens and spring back
        # at the next step jump: F059)
        sc = self.scene
        self.ring.fold = max(tray_room.steady_form(sc), tray_room.met(sc, len(sc.game.log)))
        more = [] if sc.lesson is not None else \
            [f for f in (1, FOLDED, STRIP) if f > self.ring.fold]
        while True:
            sc.panel.tray = self.ring.fold
            self.ring.place(sc.lay, anchor, tray_room.ring_log(sc), sc.snap, sc.game)
            if sc.lesson is None:             # laid as it will stand, over the log's rows
                tray_room.ring_over_log(sc, anchor)
            if not more or not squeezed(self.ring):
                break
            self.ring.fold = more.pop(0)
        # (the guided game's card under it, the log veiled: no rows of it kept under the
        # tray)
        self.ring.kept_fold = self.ring.fold  # (a line each only while a tray stands:)
        if self.scene.lesson is None and self.ring.fold < STRIP and tray_room.log_short(self.scene):
            # while a tray stands, the cards a line each where as they are the game's
            # fullest tray leaves the log fewer than the latest two entries' rows (F061:
            # what the others just did stays in sight); every tray of the game alike (one
            # place for its tiles), the cards whole again as it closes; their foot (the
            # supply, the council seat) kept where the log keeps those rows so
            self.ring.fold = self.scene.panel.tray = STRIP
            for self.scene.panel.board_foot in (True, False):
                self.ring.place(self.scene.lay, anchor, tray_room.ring_log(self.scene),
                                self.scene.snap, self.scene.game)
                tray_room.ring_over_log(self.scene, anchor)
                if not tray_room.log_short(self.scene):
                    break

    def anchor_rect(self, target: Target) -> pygame.Rect | None:
        """What the ring stands beside: the island of an island's things, else the thing."""
        i = island_of(target, self.scene.snap)
        if i is not None:
            return self.scene.board.rect_of(Island(i))
        if isinstance(target, Jetty):
            return self.scene.board.rect_of(JettyArea())
        return self.scene.board.rect_of(target)

    def choosing(self) -> bool:
        """A tray or a choice stands (Esc closes it): a tile, the Book's fields, a
        favour's places, End actions asked."""
        return self.ring is not None or self.book_from is not None or bool(self.favour_lit) \
            or self.tile_pick is not None or self.end_asked is not None or self.book_pick

    def close_ring(self) -> None:
        if self.ring is not None:
            # the log shows in its place again
            self.scene.input.log_calm(self.scene.app.now, self.scene.mouse)
        self.ring = None
        self.book_from = None
        self.favour_lit = None
        self.favour_note = self.favour_why = None
        if self.tile_pick is not None or self.end_asked is not None or self.book_pick:
            self.tile_pick, self.end_asked, self.book_pick = None, None, False
            self.scene.builder_bar.kill()
            self.scene._sync_buttons()            # Meditate, End actions: pressable again

    # -- the ring's buttons ------------------------------------------------------------------
    def ring_press(self, k: int, part: str) -> list:
        act = self.ring.actions[k]
        if part == "card":
            return self.take(act)
        if part == "chip":
            return [Sound("click")] if act.toggle_token() else []
        if part in ("minus", "plus"):
            return [Sound("click")] if act.step(-1 if part == "minus" else 1) else []
        return []

    @staticmethod
    def take(act: Action) -> list:
        """A tile taken: its action played as chosen, its move started, or why not."""
        if not act.enabled:
            return [SayNo(act.refused)]
        out: list = [] if act.hinted else [HintGone()]   # another move than the Hint's
        out.append(Sound("click"))
        if act.kind == "appoint" and len(act.tiles) > 1:
            return out + [CloseTray(), PickTile(act)]
        if act.builder:
            return out + [CloseTray(), StartPlan(*act.builder)]
        return out + [CloseTray(), Play(act.command)]

    # -- an Appointment's tile, chosen on the board -----------------------------------------
    def start_tile_pick(self, act: Action) -> None:
        """Appoint pressed where more than one tile may be claimed: the tiles light, the
        panel asks for one over a Cancel button (Esc too), as a move being built does (the
        action area says a click on the board chooses)."""
        self.tile_pick = act
        lay = self.scene.lay
        self.scene.builder_bar.build_cancel(self.scene.app.ui, lay.panel, lay.buttons_top)
        self.scene._sync_buttons()                # Meditate waits for the tile

    def pick_targets(self, view) -> dict:
        """The tiles the Appointment being chosen may claim: tile -> its choice."""
        return choice_targets(self.tile_pick, view.game) if self.tile_pick else {}

    def pick_words(self, view) -> str:
        """The prompt over Cancel while an Appointment's tile is chosen."""
        act = self.tile_pick
        bribed = [x for x in act.tiles if all(cmd.get("bribe") for c, cmd in
                                               act.variants.items() if c.tile == x)]
        tiles = ", ".join(str(x) for x in act.tiles if x not in bribed)
        if bribed:                            # (its favour is spent: said before the click)
            said = t("pick.bribed", count=len(bribed), tiles=", ".join(map(str, bribed)))
            tiles = f"{tiles}; {said}" if tiles else said
        kind = view.snap["islands"][act.command["island"]]["kind"]
        return t("pick.appoint", island=island(kind), tiles=tiles)

    def pick_preview(self, view) -> dict | None:
        """The Appointment a lit tile under the mouse would play (shown on the board)."""
        choice = self.pick_targets(view).get(view.hover)
        return None if choice is None else self.tile_pick.variant(**choice._asdict())

    # -- a move built on the board (Travel, Tides, Sailboat) --------------------------------
    def plan(self, ctype: str, source, active: bool, dest: int) -> None:
        """A novice of `source` sent to `dest` by the move planned on the board (started
        where none is), as a drop there asks (game/drag.py tried it on a copy)."""
        if self.scene.builder is None:
            self.close_ring()
            self.start_builder(ctype, source, active)
        else:
            self.scene.builder.select(source, active)
        self.scene.builder.add(dest)
        self._builder_bar()

    def start_builder(self, ctype: str, source, active: bool) -> None:
        self.scene.controller.start(ctype, source, active, self.scene.game.to_move)
        self._builder_bar()
        self.scene._sync_buttons()

    def _builder_bar(self) -> None:
        """Confirm (with why it cannot go yet) and Cancel in the panel."""
        if not self.scene.builder:
            self.scene.builder_bar.kill()
            return
        reason = self.scene.builder_reason = self.scene.controller.reason(self.scene.game)
        tip = label(self.scene.builder.command(), self.scene.snap) if reason is None else None
        lay = self.scene.lay
        self.scene.builder_bar.build(self.scene.app.ui, lay.panel, lay.buttons_top, reason, tip)

    def said_apart(self) -> bool:
        """The Sailboat's note where the last click would take novices from a second
        place or to a second island (`controller.apart`), said as a refusal is."""
        if self.scene.controller.apart is None:
            return False
        key, to = self.scene.controller.apart
        self.say_no(t(key, island=island(self.scene.snap["islands"][to]["kind"])))
        return True

    def cancel_builder(self) -> None:
        self.scene.controller.cancel()
        self.scene.builder_bar.kill()
        self.scene._sync_buttons()

    def confirm_builder(self) -> None:
        if self.scene.builder is None or self.scene.controller.reason(self.scene.game) is not None:
            return
        cmd = self.scene.builder.command()
        self.cancel_builder()
        self.scene.play(cmd)

    def press_act(self) -> None:
        """Meditate (End actions in a solo game): the panel's button, or the candles. A
        move half built is finished or cancelled first: a turn never ends under it."""
        if self.scene.view().half_built:
            self.say_no(t("why.finish_move"))
            return
        cmd = next((c for c in self.scene.legal if c["type"] == act_kind(self.scene.snap)), None)
        if cmd and cmd["type"] == "end_actions" and self.end_asked is None and any(
                c["type"] != "end_actions" for c in self.scene.legal):
            self.ask_end(cmd)
        elif cmd:
            self.close_ring()
            self.scene.play(cmd)

    def ask_end(self, cmd: dict) -> None:
        """Solo: End actions while actions are still open asks first, over its Confirm
        and Cancel (the action phase ends for good: a slip must not end it)."""
        self.close_ring()
        self.end_asked = cmd
        if self.scene.keys.shown:
            self.scene.keys.focus = "confirm"         # the keyboard's Enter answers yes
        lay = self.scene.lay
        self.scene.builder_bar.build(self.scene.app.ui, lay.panel, lay.buttons_top, None,
                                     None, t("solo.end_yes"))
        self.scene._sync_buttons()

    # -- the Book, field to field --------------------------------------------------------------

    # -- a favour in the hand ---------------------------------------------------------------

    # -- the fallback: the text menu ------------------------------------------------------------
    def open_menu(self, target: Target | None, pos) -> bool:
        """The text menu of `target` (every option in words), as clicks opened it before
        the ring: a right click or the menu key. True if it opened."""
        self.close_ring()
        self.scene.close_menu()
        if target is None or not self.scene.table.may_act or self.scene.blocked:
            return False
        me = self.scene.game.to_move
        sc = self.scene
        opts = sc.controller.options(target, sc.legal, sc.snap, me, sc.game)
        if not any(o.command or o.builder for o in opts):
            return False
        self.scene.context.open(self.scene.app.ui, opts, pos, self.scene.app.size,
                          [icon(o, self.scene.snap, me, picture_side()) for o in opts],
                          beside=self.scene.board.rect_of(target))
        self.scene.app.sounds.play("click")
        return True
