"""Acting on the board, a part the game screen owns (`scene.acting`): a click on a place opens
its action ring, a button of the ring plays its action (or starts a move built on the
board), a lit tile or seat chooses the ring's variant, the Book is moved field to field,
a favour in the hand lights the places it can be used.

What may be done always comes from the engine (`legal()`, `refusal()`); the text menu of a
click (menus.py) stays as the fallback: a right click, or the menu key on the keyboard.
"""

from __future__ import annotations

import pygame

from ...text import island, t
from ...text.i18n import refusal
from ..board.marks import MarkLayer, Marks
from ..board.targets import (
    Field,
    Held,
    Island,
    Jetty,
    JettyArea,
    Target,
)
from . import book_move, hint_places, others_pieces, tray_claims, tray_draw
from .actions import (
    Action,
    choice_targets,
    island_of,
    ring_targets,
)
from .builder_view import book_choices, draw_book_fields, draw_book_move
from .drag import Dragging
from .favour_use import draw_armed, favour_places, places_words
from .intents import (
    CloseMenu,
    CloseTray,
    Favour,
    Grab,
    HintGone,
    OpenMenu,
    PickTile,
    PinTip,
    Play,
    SayNo,
    Sound,
    StartBook,
    StartPlan,
    TakeBack,
    TrayAt,
    TrayPress,
    Use,
)
from .plan import highlights
from .ring import ActionRing
from .tile_words import keyed, pick_brief, pick_words, tiles_listed
from .tooltips import favour_note

ISLAND_ONLY = ("preliminary_shrine", "preliminary_pairs", "solo_round_start")  # phases
#                                whose one choice is an island (its light breathes)


class Acting:
    """The choices on the board, a part the game screen owns (`scene.acting`): the tray
    open, an Appointment's tile, the Book's fields, a favour's places, End actions asked.
    It keeps that state, reads the view it is handed and answers a click with intents;
    the screen lays its tray out (tray_lay.lay_ring) and carries out what it asks
    (tray_open.py, planning.py)."""

    def __init__(self) -> None:
        self.ring: ActionRing | None = None
        self.preview = MarkLayer()            # a tile's move previewed on the board
        self.book_from: int | None = None     # the Book: the first field clicked
        self.book_pick = False                # the Book's move chosen on the board, its
        #                                       words over Cancel in the action area
        self.favour_why: str | None = None    # the engine's reason a clicked favour waits
        self.favour_lit: set | None = None    # a favour in the hand: where it can be used
        self.favour_note: tuple | None = None  # a favour token clicked: (it, its status key)
        self.favour_armed: Held | None = None  # the token whose places are lit (favour_lit)
        self.tile_pick: Action | None = None  # an Appointment whose tile is being chosen
        self.end_asked: dict | None = None    # solo: End actions asked, not yet confirmed
        self.steady: tuple | None = None      # (what steady_form depends on, it, the
        #                                       tray's tiles: tray_room)
        self.own_supply: int | None | bool = False   # whose supply the heading shows
        #                                       (False: not yet known; tray_room)
        self.turn_form: tuple | None = None   # (the turn, the cards' form met in it)
        self.hint_kept: tuple | None = None   # (the log's length, the Hint's move) its
        #                                       variants stay chosen with, till it moves on
        self.book_preview: tuple[int, int] | None = None   # drawn: the Book's way

    # -- a click on the board ---------------------------------------------------------------------
    def handle(self, event, view):
        """A press of the mouse the parts before did not take (asked last): none while
        looking back (the past is only looked at); the right button takes the planned
        move's last novice back, else opens the place's text menu; the left one on the
        board or the tray: `click`. None: not a press."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return None
        pos = event.pos
        if view.back is not None:
            return []
        if event.button == 3:
            return [TakeBack()] if view.builder else [OpenMenu(view.board.target_at(pos), pos)]
        on_ring = view.ring is not None and view.ring.rect.collidepoint(pos)
        if event.button == 1 and (pos[0] < view.lay.panel[0] or on_ring
                                  or view.board.target_at(pos)):
            return self.click(pos, view)
        return []

    @staticmethod
    def click(pos, view) -> list:
        """A left click on the board: the tray's button, a piece to drag, or a place."""
        if view.blocked or not view.table.may_act:
            held = view.board.target_at(pos)
            return [Favour(held)] if isinstance(held, Held) else []   # what it is for, and when
        part = view.ring.part_at(pos) if view.ring is not None else None
        if part is not None:
            return [TrayPress(*part)]
        if view.ring is not None and view.ring.rect.collidepoint(pos):
            return []                            # between its buttons: nothing
        # the Hint's arrow's head, drawn over the board just short of its goal: that goal
        target = hint_places.head_at(view, pos) or view.board.target_at(pos)
        if view.menu is not None and isinstance(target, Field):  # the menu's Book, on the board
            books = [c for c in book_choices(view.menu.options)
                     if target.field in (c["from"], c["to"])]
            if len(books) == 1:
                return [Sound("click"), Play(books[0])]
        if Dragging.draggable(target, view) and \
                not (view.ring and target in ring_targets(view.ring, view.game)):
            return [Grab(target, pos), CloseMenu()]   # a click or a drag: the let-go says
        return [CloseMenu(), Use(target)]

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

    def ring_targets(self, view) -> dict[Target, tuple[int, object]]:
        """Board places that choose a variant of one of the tray's actions: target ->
        (tile, choice)."""
        return ring_targets(self.ring, view.game) if self.ring is not None else {}

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
        words = others_pieces.named(target, view)
        if words is not None:             # another's pieces: named, as their hover names them
            return [CloseTray(), Sound("click", words)]
        # another place chosen (allowed or not): the Hint's arrow goes, unless it is there
        return [CloseTray(), HintGone(unless=target), TrayAt(target)]

    def kept_hint(self, hint, turn: int) -> dict | None:
        """The Hint's move (kept as `hint` stands), whose variants a tray on its island
        keeps chosen, its arrow gone or not, till a move is played or the turn passes
        (`turn`: the log's length): a look at another island never sets a Council's
        count back."""
        if hint is not None:
            self.hint_kept = (turn, hint.command)
        return self.hint_kept[1] if self.hint_kept and self.hint_kept[0] == turn else None

    @staticmethod
    def anchor_rect(target: Target, view) -> pygame.Rect | None:
        """What the tray stands beside: the island of an island's things, else the thing."""
        i = island_of(target, view.snap)
        if i is not None:
            return view.board.rect_of(Island(i))
        if isinstance(target, Jetty):
            return view.board.rect_of(JettyArea())
        return view.board.rect_of(target)

    def choosing(self) -> bool:
        """A tray or a choice stands (Esc closes it): a tile, the Book's fields, a
        favour's places, End actions asked."""
        return self.ring is not None or self.book_from is not None or bool(self.favour_lit) \
            or self.tile_pick is not None or self.end_asked is not None or self.book_pick

    def close(self) -> tuple[bool, bool]:
        """The tray and any choice gone (the scene's `CloseTray`, game/tray_open.py):
        (a tray stood, a choice over Cancel stood: its bar goes too)."""
        had_ring = self.ring is not None
        had_bar = self.tile_pick is not None or self.end_asked is not None or self.book_pick
        self.ring = None
        self.book_from = None
        self.favour_lit = self.favour_armed = None
        self.favour_note = self.favour_why = None
        self.tile_pick, self.end_asked, self.book_pick = None, None, False
        return had_ring, had_bar

    # -- the ring's buttons ------------------------------------------------------------------
    def ring_press(self, k: int, part: str) -> list:
        act = self.ring.actions[k]
        if part == "card":
            return self.take(act)
        if part == "chip":
            return token_toggled(act)
        if part in ("minus", "plus"):
            return [Sound("click")] if act.step(-1 if part == "minus" else 1) else []
        return []

    @staticmethod
    def take(act: Action) -> list:
        """A tile taken: its action played as chosen, its move started, or why not. A
        move only a favour makes legal is never played by one take: the first says which
        favour it spends and asks for a second (a favour spent unasked cannot be had
        back). The Hint's tile on the Hint's variant plays the Hint's move at once (its
        words say the favour it spends, its tile which): the move the Hint names is one
        click; one built on the board starts empty, the person building it with the
        Hint's marks as a guide (a tile clicked never plans the Hint's move for them:
        F1043; Enter does, game/key_moves.take_hint)."""
        if not act.enabled:
            return [SayNo(act.refused)]
        hint = act.hints_choice
        out: list = [] if hint else [HintGone()]   # another move than the Hint's
        if act.kind == "appoint" and len(act.tiles) > 1 and not hint:   # (the tiles to
            return out + [Sound("click"), CloseTray(), PickTile(act)]   # choose say which
        favour = None if hint else act.favour_only                      # bribe)
        if favour is not None and act.asked != act.choice:
            act.asked = act.choice
            return [Sound("click", t("tray.favour_again", kind=t(f"kind.{favour}")))]
        out.append(Sound("click"))
        if act.builder:
            return out + [CloseTray(), StartPlan(*act.builder)]
        return out + [CloseTray(), Play(act.command)]

    # -- an Appointment's tile, chosen on the board -----------------------------------------
    def pick_targets(self, view) -> dict:
        """The tiles the Appointment being chosen may claim: tile -> its choice."""
        return choice_targets(self.tile_pick, view.game) if self.tile_pick else {}

    def pick_words(self, view) -> str:
        """The prompt over Cancel while an Appointment's tile is chosen (the keys'
        focus showing: naming the keys that choose it)."""
        act = self.tile_pick
        kind = view.snap["islands"][act.command["island"]]["kind"]
        return t(keyed("pick.appoint", view.keys_shown), island=island(kind),
                 tiles=tiles_listed(act))

    def pick_preview(self, view) -> dict | None:
        """The Appointment a lit tile under the mouse would play (shown on the board)."""
        choice = self.pick_targets(view).get(view.hover)
        return None if choice is None else self.tile_pick.variant(**choice._asdict())

    # -- what it draws -------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, view) -> None:
        """The open tray and, on the board, the move of the tile under the pointer (or
        the keyboard's focus); else an Appointment's tile under the pointer previewed."""
        if self.favour_armed is not None and self.favour_lit and not view.blocked:
            draw_armed(surf, view.board.rect_of(self.favour_armed))
        if self.ring is not None and not view.blocked:
            tray_claims.draw_claims(self.ring.actions, surf, view)   # (its tiles: F739)
            tray_draw.draw_ring(self.ring, self.preview, surf, view)
            return
        if self.tile_pick is not None:
            tray_claims.draw_claims([self.tile_pick], surf, view)
        if self.tile_pick is not None and (picked := self.pick_preview(view)) is not None:
            self.preview.draw_hint(surf, view.board.hits, self.preview_marks(picked, view),
                                   None, view.now, pygame.Rect(view.lay.board))

    def ring_preview(self, view) -> dict | None:
        """The command the tray's tile under the pointer (or the keys' focus) would play."""
        return tray_draw.ring_preview(self.ring, view)

    def preview_marks(self, cmd: dict, view) -> Marks:
        """What the tray's (or the Appointment's) command `cmd` would use and where it goes."""
        acts = self.ring.actions if self.ring is not None else \
            [self.tile_pick] if self.tile_pick is not None else []
        return tray_draw.preview_marks(cmd, acts, view)

    # -- a favour token in the hand ------------------------------------------------------------
    def favour_clicked(self, target, view) -> list:
        """A favour token in the panel clicked: where the player to move can spend it now,
        those places light (a click there opens the tray); beside it, in the hover texts'
        plate, a note says so, or that it cannot be spent now, or that its holder can on
        their own turn, with its rule (the engine's legal moves decide "now"). The Book
        is guided on the board where it can move."""
        now = target.player == view.game.to_move and view.table.may_act
        if now and target.favour == "book":
            refused = view.game.book_refusal(target.player)      # the engine's reason
            if refused is None and book_move.book_ends(view, "to"):
                return [StartBook(), Sound("click")]
            self.favour_why = refusal(refused) if refused is not None else None
        places = favour_places(view, target.favour) if now else set()
        if places:                  # armed: its places lit, the token ringed till they go
            self.favour_lit, self.favour_armed = places, target
        self.favour_note = (target, "favour.note.lit" if places else
                            "favour.note.why" if self.favour_why else
                            "favour.note.not_now" if now else "favour.note.later")
        # the hover text is this token's now, even where the mouse came on the way to the
        # hover text of the token beside it (which stays while it is read)
        return [PinTip(target), Sound("click")]

    def asked_words(self, view) -> str:
        """The words over Cancel of a choice on the board: an Appointment's tile, the
        Book's fields, End actions asked ("": none asked)."""
        return self.pick_words(view) if self.tile_pick is not None else \
            self.book_words(view) if self.book_pick else \
            t("solo.end_ask") if self.end_asked is not None else ""

    def tip_words(self, tip, view, whole: bool = True) -> str | None:
        """The hover text's words of `tip` where the tray's part says them: a favour
        token clicked (its note; gone once the pointer left it), a lit field of the
        Book, a lit tile of an Appointment being chosen (what claiming it gives: its
        brief words till `whole`); `view.frame.shown`: the position as drawn."""
        choice = self.pick_targets(view).get(tip)
        if choice is not None:
            shown = view.frame.shown if view.frame is not None else view.snap
            return (pick_words if whole else pick_brief)(
                self.tile_pick, choice, tip, view.snap, shown, view.game)
        note = self.favour_note
        if note is not None and tip != note[0]:
            note = self.favour_note = None      # the mouse left the clicked token
        return favour_note(note[0], note[1], view.frame.shown, self.favour_why,
                           places_words(self.favour_lit or (), view.snap)) \
            if note is not None else self.book_tip(tip, view)

    # -- the Book moved on the board (book_move.py) ----------------------------------------------
    def book_words(self, view) -> str:
        """The Book's instruction over Cancel for the step it stands at."""
        return book_move.book_words(view, self.book_from)

    def book_tags(self, view) -> set[int]:
        """The fields that wear their number on a tag now."""
        return book_move.book_tags(view, self.book_from, self.book_pick)

    def book_tip(self, target, view) -> str | None:
        """A lit field's hover text while the Book is chosen."""
        return book_move.book_tip(view, self.book_from, self.book_pick, target)

    def book_under_mouse(self, view) -> dict | None:
        """The Book move a lit field under the pointer would finish."""
        return book_move.book_under_mouse(view, self.book_from)

    def draw_book(self, surf: pygame.Surface, view) -> None:
        """The Book's fields on their tags and the way of the move under the pointer (or
        of the text menu's entry under it)."""
        move = view.menu.command_at(view.mouse) if view.menu is not None else \
            self.book_under_mouse(view)
        self.book_preview = draw_book_move(surf, view.board.hits, move,
                                           pygame.Rect(view.lay.board)) \
            if move and move["type"] == "book" else None
        tags = self.book_tags(view)            # (over its arrow)
        if tags:
            draw_book_fields(surf, view.board.hits, tags)


def token_toggled(act: Action) -> list:
    """The novice favour's chip (or Space on its tile) pressed: never a silent change of
    what the tile spends: it says the favour now stands in (and how to take it back), or
    that it stays in the hand."""
    if not act.toggle_token():
        return []
    return [Sound("click", t("ring.token_said_on" if act.choice.token else
                             "ring.token_said_off"))]
