"""The Hint, a part of the game screen (`Hints`): the judge's suggestion (ai/judge.py, the review's
own judgement) asked off the window's thread, marked on the board (its pieces and target:
lights, arrows, the tray's star) with its words, gain and reason in one fixed home, a card
across the panel's action area just over its toolbar, until the log moves on. While it is
worked out the Hint button shows three dots lighting in turn; the window goes on and the
player may act meanwhile."""

from __future__ import annotations

import pygame

from ...text import t
from ...text.hint_advice import then_said
from ...text.moves import move_text, plays_with
from ..board.marks import COUNCIL, Hint, Marks, hint_marks, moved_by, on_seat
from ..board.targets import Figure, Ring
from ..window import fonts
from ..window.fonts import px, wrap
from . import hint_said
from .actions import effect_of, island_of
from .captions import title_of
from .hint_brief import named_move, offered_first, priced_form
from .hint_card import WORDS_SIZE, card_box, ended, kept_rows, latest_rows, one_line, score_rows
from .hint_dots import thinking_dots
from .hint_goal import goal_marks, goal_words, is_goal
from .hover import council_rects
from .in_hand import in_hand_words, said_first
from .ring_place import area as action_area
from .tooltips import draw_tooltip
from .tray_draw import ring_preview

SIZES = (WORDS_SIZE, 13, 12)  # its card's sizes tried, each form in turn (as a move's help)
MOST_LINES = 6                # a shorter form's lines at most, else its island's (F057)
LATEST_ROWS = 2               # under a tray, the log's rows the Hint's reason leaves at least
#                               (its heading over them: the latest entry begun)
CARD_GAP = 6                  # px: the Hint's card to what stands over it


class Hints:
    """The Hint standing, its marks and its card: a part the scene owns (`scene.hints`);
    it reads the view state."""

    goal: tuple | None = None   # (the goal standing, its whole Hint): game/hint_goal.py
    want_goal = False           # the Hint asked stands as its goal first (hint_goal.wanted)
    goal_at = 0.0               # game time its goal (the nudge) came
    compared: tuple | None = None   # (the Hint, the plan beside it): game/plan_compare.py
    revealed: tuple | None = None   # the turn its move was shown at (hint_goal.turn_of)
    goal_seen: tuple | None = None  # the turn its goal last stood at
    _whole = ""                 # the whole words of the card being placed (`_place`)
    _brief = False              # the card being placed is a brief one (`_place`)
    chosen: tuple | None = None     # (the Hint, the move it offers shown): hint_offers

    def __init__(self) -> None:
        self.hint: Hint | None = None               # shown until the log moves on
        self._place_at: tuple = ((), None)  # (what it was placed among, (words, rect, box))
        self._card: tuple | None = None     # this frame's (words, rect, box) of the card
        self._marks: tuple = (None, None)   # (the hint, its marks)
        self.tip = False                    # the hover text standing is the hint's words
        self.asked_in: str | None = None    # the action under way when it was last asked
        self.due = False      # asked during another player's move: asked as the turn comes
        self.dots: pygame.Rect | None = None    # drawn: the Hint button's thinking dots

    def draw_tip(self, surf: pygame.Surface, view, avoid: list) -> tuple | None:
        """The pointer on the hint's card where it says less than the whole hint (its brief
        forms: F928): the whole words beside it, as a hover text; where drawn, or None."""
        rect, hint = view.marks.label_rect, self.shown(view.game, view.table)
        self.tip = False
        if rect is None or hint is None or not rect.collidepoint(view.tip_at):
            return None
        whole = self.words(hint, view.snap)
        if view.marks.label == ended(whole, whole):
            return None
        # off the places it names (F054)
        marks = self.marks_of(hint, view)
        named = [r for target in (*marks.pieces, *marks.goals)
                 for r in self.rects_of(target, view)]
        drawn = draw_tooltip(surf, None, view.snap, view.tip_at, rect, avoid, whole,
                             dear=named)
        self.tip = drawn[0] is not None
        return drawn

    def untold(self, view) -> str | None:
        """The Hint's whole words where a tray stands and its card says no reason (the
        tray leaves it the room of its action and estimate alone, or none: F802), else
        None (the guided game's card says the Hint itself)."""
        hint = self.shown(view.game, view.table) if not view.blocked else None
        if hint is None or view.ring is None or self._card is None and view.lesson is not None:
            return None
        snap = view.snap
        told = {self.words(hint, snap), self.words(hint, snap, loses=False),
                self.words(hint, snap, named=True, loses=False),
                self.words(hint, snap, short=True, loses=False),
                *self.brief(hint, view)}
        card = self._card[0] if self._card is not None else "\0"
        return None if any(card.startswith(form) for form in told) else \
            self.words(hint, snap)

    def draw_at_tile(self, surf: pygame.Surface, view) -> pygame.Rect | None:
        """A tray open and the Hint's card saying no reason: its whole words beside its
        tile in the tray (the one its star marks; else the tray itself), in a tile's
        hover text's place, while the pointer rests on nothing that speaks: a Hint asked
        with a tray open says its reason there (F535). Where drawn, or None."""
        words = self.untold(view)
        if words is None:
            return None
        ring, hint = view.ring, self.hint
        k = next((k for k, a in enumerate(ring.actions) if a.hinted), -1)
        marks = self.marks_of(hint, view)            # (off what it marks, where it may)
        goals, ring.goals = ring.goals, [r for target in (*marks.pieces, *marks.goals)
                                         for r in self.rects_of(target, view)]
        try:
            drawn = ring.draw_tip(surf, Ring(k, "card", words))
        finally:
            ring.goals = goals
        self.tip = drawn is not None
        return drawn

    def thinking(self, surf: pygame.Surface, view) -> pygame.Rect | None:
        """The Hint button's thinking dots (game/hint_dots.py). Where drawn."""
        return thinking_dots(surf, view, self.due)

    def shown(self, game, table) -> Hint | None:
        """The hint while it still stands: gone once anyone has played, undone or redone
        (the log moved on), or this screen may not act."""
        h = self.hint
        if h is not None and (h.at != len(game.log) or not table.may_act):
            self.hint = h = None
            hint_said.forget()              # (its words and dry runs with it)
        return h

    def about(self, target, view) -> bool:
        """Whether the Hint standing (if any) is about `target`: a thing it marks, or on
        an island it marks (a click elsewhere chooses otherwise: the old arrow goes)."""
        hint = self.shown(view.game, view.table)
        if hint is None:
            return True
        marks = self.marks_of(hint, view)
        marked = marks.goals + marks.pieces
        islands = {island_of(tg, view.snap) for tg in marked} - {None}
        return target in marked or island_of(target, view.snap) in islands

    def words(self, hint: Hint, snap: dict, short: bool = False, tiny: bool = False,
              named: bool = False, loses: bool = True) -> str:
        """The hint in words (its whole, on the card's hover): the move named whole
        (`named`: its word and island; `short`: its word alone; each with the favour it
        spends), the judge's reason and its gain over the next-best move (`tiny`: the
        gain alone); `loses`: with the round scorings it gives up (F391), or its
        account's parts; what the move changes at the coming scoring first in the whole
        forms, its main loss in `named` and `short`. A goal: its words (hint_goal)."""
        return hint_said.words(self, hint, snap, short, tiny, named, loses)

    named = staticmethod(named_move)     # its action, island(s) and favour (hint_brief)

    def brief(self, hint: Hint, view) -> tuple[str, ...]:
        """The card's brief forms (hint_brief.py): () for a goal (its words brief)."""
        return hint_said.brief(self, hint, view)

    def in_hand_words(self, hint: Hint, view) -> str | None:
        """What the move in hand when it was asked costs against the Hint's (in_hand.py)."""
        return in_hand_words(self, hint, view, self.named)

    def draw(self, surf: pygame.Surface, view) -> None:
        """Another action than the Hint's chosen after it was asked: the Hint goes (one
        asked while that action was under way stands: its marks, its words over the move's
        instructions, `under_way`; one asked with a move planned is never gone unsaid).
        Then its marks and card (`draw_marks`), its thinking dots (`dots`)."""
        hint = self.shown(view.game, view.table) if not view.blocked else None
        started = self.action_started(view)
        if hint is not None and started not in (None, hint.command["type"], self.asked_in):
            self.hint = None
        self.draw_marks(surf, view)
        self.dots = self.thinking(surf, view)

    def draw_marks(self, surf: pygame.Surface, view) -> None:
        """The hint's marks on the board (its lights, arrows and star) and its words in
        their one home, the card over the panel's toolbar (`plan_card`). Once its own
        action is under way only its marks stand (while its move is built, without their
        arrows: the move's own stand), and so while the action it was asked in is under way;
        another action chosen after it, it has gone (`draw`)."""
        hint = self.shown(view.game, view.table) if not view.blocked else None
        if hint is None:
            view.marks.clear()
            self._card = None
            return
        if ring_preview(view.ring, view) is not None:   # a tray tile's preview arrow
            view.marks.clear()                  # stands alone: the Hint's marks wait
            return self.draw_card(surf, view)   # (its words stay)
        marks = self.marks_of(hint, view)
        if view.builder is not None and view.builder.ctype == hint.command["type"]:
            marks = self.plan_lights(hint, view)._replace(ways=())   # its move being
        #                                         built: that move's own arrows only (no
        #                                         set doubled over the temple while a Travel
        #                                         is built)
        board = pygame.Rect(view.lay.board)
        view.marks.draw_hint(surf, view.board.hits, marks, None, view.now, board,
                             straight=True)
        self.draw_card(surf, view)

    def plan_lights(self, hint: Hint, view) -> Marks:
        """The lights while a move of the Hint's kind is built: the Hint's own while the
        plan goes its way (each way planned one of its ways), else the plan's (its pieces
        and the islands it sends to): a lit island the plan no longer goes to reads as
        where the move goes (F537)."""
        plan, ways = view.builder.command(), self._ways(hint.command)
        if self._ways(plan) <= ways:
            return self.marks_of(hint, view)
        return hint_marks(plan, view.snap, view.game.to_move)

    @staticmethod
    def _ways(cmd: dict) -> set:        # (from, to) of each way a move sends novices
        moves = cmd.get("moves") or ([cmd] if "to" in cmd else [])
        return {(m.get("from"), m.get("to")) for m in moves}

    def draw_card(self, surf: pygame.Surface, view) -> None:
        """The Hint's card where it was planned (plan_hint_card)."""
        if (card := self._card) is None or self.shown(view.game, view.table) is None:
            return
        words, rect, box = card
        surf.blit(box, rect.topleft)
        view.marks.label, view.marks.label_rect = words, rect

    def plan_card(self, view, helped: bool = False) -> pygame.Rect | None:
        """Where the Hint's words stand this frame, found before the panel is drawn (its
        log ends above them): their one home, across the panel's action area just over its
        toolbar (Undo, Redo, Hint), never on the board (a box that moves round the board and
        the panel is looked for: F059). The whole words, wrapped, where they fit under what stands
        over them (a tray, the log's heading and latest row: the log gives way), smaller
        down to 12; else the action with its island and reason, its short form, the
        action and its estimate, its word (the whole on hover); else none.
        None where a move's help stands there (`helped`) or the guided game's card tells
        the Hint. Found once for the words and the room."""
        self._card = None
        hint = self.shown(view.game, view.table) if not view.blocked else None
        if hint is None or helped or not self.words_stand(view):
            return None
        room = self.room(view) or self.room(view, log_rows=0)
        if room is None and (                   # (a tray to the toolbar: over it;
                view.ring is None or self.over_tray(view) is None):   # never no words
            return None                         # at all)
        words = self.words(hint, view.snap)
        priced = self.in_hand_words(hint, view)     # (a tray's count planned: its cost)
        among = (words, priced, self.brief(hint, view), fonts.scale, tuple(room) if room else None,
                 tuple(view.ring.rect) if view.ring is not None else None, score_rows(view))
        if self._place_at[0] != among:        # placed once while nothing round it moves
            self._place_at = (among, self._place(view, hint, words, room, priced))
        self._card = self._place_at[1]
        if self._card is None or self.over_cards(view):
            return None                         # (over the tray: the log's lines untouched)
        return self._card[1]

    def over_cards(self, view) -> bool:
        """The Hint's card stands over the open tray (`over_tray`), not under it."""
        card, ring = self._card, view.ring
        return bool(card and ring and card[1].bottom <= ring.rect.top)

    def _place(self, view, hint, words: str, room: pygame.Rect | None,
               priced: str | None = None) -> tuple | None:
        """(words, rect, box) of the Hint's card, or None: its brief forms (F928), else
        its whole words first (a goal) where the log keeps its heading and latest entry,
        else shorter forms, the log giving way; then the action's word. `priced`: what
        the move planned costs against it, after each form where it fits. Each form
        ends as `hint_card.ended` says (`_card_of`: against the whole words)."""
        self._whole = words

        def said(forms: tuple) -> tuple:
            return tuple(dict.fromkeys((*(priced_form(f, priced) for f in forms), *forms))) \
                if priced else forms
        named = self.words(hint, view.snap, named=True, loses=False)   # (its island said)
        # its reason without the scorings it gives up (F391), where the whole is too long
        plain = self.words(hint, view.snap, loses=False)
        told_whole = words                    # (first in every room: never cut, F889)
        if room is None or len(wrap(words, WORDS_SIZE, room.w - 2 * px(10))) > MOST_LINES:
            words = named if room is None or len(wrap(plain, WORDS_SIZE, room.w - 2 * px(
                10))) > MOST_LINES else plain   # (the whole words on hover)
        # under another place's tray (none of its tiles the Hint's) every form names the
        # Hint's place: its action's word alone there reads as that tray's tile (F340)
        elsewhere = view.ring is not None and not any(a.hinted for a in view.ring.actions)
        short = named if elsewhere else self.words(hint, view.snap, short=True, loses=False)
        tiny = self.words(hint, view.snap, tiny=True, named=elsewhere)
        word = t("hint.says", move=self.named(hint.command, view.snap) if elsewhere
                 else title_of(hint.command["type"]) + plays_with(hint.command))  # its action
        word = tiny if is_goal(self, hint) else word    # (a goal: never its action)
        brief = self.brief(hint, view)          # its first sentence first (F928)
        self._brief = bool(brief)               # (MOST_LINES at most: the rest on hover)
        cut = tiny    # (its gain alone, cut, before its action's word: under a tray)
        led, base = offered_first(brief)       # (the moves it offers: hint_offers)
        if brief:
            told_whole, words, plain, named, short = brief[0], *base[:2], *brief[-2:]
            tiny = brief[-1]
        kinds = said(tuple(dict.fromkeys((*led, words, plain, named, short, tiny, word))))
        whole = self.room(view, log_rows=0)      # (the log giving way whole)
        if view.ring is not None:
            told = tuple(dict.fromkeys((told_whole, *led, words, plain, named, short)))
            bare = said(tuple(f for f in dict.fromkeys((tiny, cut, word)) if f not in told))
            told = said(told)
            kept = room if room is not None and room != whole else None
            latest = self.room(view, log_rows=LATEST_ROWS)
            # its reason first (a tray open says it as a closed one, F240), at the card's
            # one place over the toolbar, never in the tray's free cells (F457: it stood
            # there for a temple tile, at the panel's foot for an island), the log under
            # the tray keeping what it can: its kept rows, its heading and latest entry;
            # only then the log gives way whole
            least = min(SIZES[-1], round(view.ring.word_size))   # (the tiles' words)
            sizes = tuple(dict.fromkeys((*SIZES, least)))
            tries = [((told_whole,), kept, SIZES), ((told_whole,), latest, SIZES),
                     (told, kept, SIZES), (told, latest, SIZES), (told, whole, SIZES),
                     (bare, whole, sizes)]     # (its whole words first: F889)
            # the move in hand's words first at either floor (a goal's cost, a comparison)
            tries = [(first, where, across) for first in said_first(
                self, hint, told, bare, priced) for _, where, across in tries[2:5]] + tries
            for forms, where, across in tries:
                if where is None:
                    continue
                found = self._card_of([(form, where, size)
                                       for form in forms for size in across])
                if found is None and where is whole:    # (one line, its pad as small
                    found = self._card_of([(form, where, size)     # as in a tile)
                                           for form in forms for size in across], pad=4)
                if found is not None:           # (its whole words on hover)
                    return found
            over = self.over_tray(view)          # no room under the tray: its action
            if over is not None:                 # (and estimate) on ONE line over the
                return self._card_of([(form, line, size)      # players' cards' foot,
                                      for form in bare for size in sizes   # never on a
                                      if (line := one_line(over, size)) is not None])  # tile
        # the whole words first, the log shrinking to its heading and latest entry for them
        forms = [(told_whole, where, size) for where in ((room,) if brief else (room, self.room(
                 view, log_rows=latest_rows(view)))) if where is not None for size in SIZES]
        forms += [(form, room, size) for form in kinds for size in SIZES] if room else []
        if whole is not None:                 # (the action and its estimate)
            forms += [(form, whole, size) for form in said((tiny, word)) for size in SIZES]
        return self._card_of(forms)

    @staticmethod
    def over_tray(view) -> pygame.Rect | None:
        """The room over the open tray, from under the players' cards' score rows to just
        over the tray's glass, the action area's width: the Hint's card's last home where
        a tray of every slot's tiles reaches the toolbar (its tiles, greyed ones too, are
        buttons; F380)."""
        ring, panel = view.ring, pygame.Rect(view.lay.panel)
        dock = action_area(panel, view.panel.log_rect)
        bottom = ring.rect.top - 2         # under the cards' score rows (a tray grown a
        top = max([panel.top + CARD_GAP, *(y + h + 2 for _, y, _, h in score_rows(view)
                                           if y < bottom)])     # row put it over one)
        return pygame.Rect(dock.x, top, dock.w, bottom - top) if bottom > top else None

    def _card_of(self, forms: list, pad: int = 10) -> tuple | None:
        """The first of `forms` (words, room, size), each ended (hint_card.ended), whose card
        fits its room (a brief one MOST_LINES lines at most), at its foot: (words, rect, box)."""
        return next(((form, pygame.Rect(r.x, r.bottom - shape[0][1], *shape[0]), shape[1])
                     for form, r, size in ((ended(f, self._whole), r, z) for f, r, z in forms)
                     if (not self._brief or sum(len(wrap(p, size, r.w - 2 * px(pad))) for p
                                                in form.split("\n")) <= MOST_LINES)
                     and (shape := card_box(form, r, size, pad)) is not None), None)

    def room(self, view, log_rows: int | None = None) -> pygame.Rect | None:
        """The room of the Hint's card: the panel's action area (its width), from where
        the log ends over the toolbar up to under a tray or the log's heading and latest
        entry (`log_rows`: so many rows; 0: up to the log's top, the log giving way whole);
        None where the panel is not laid out yet, the guided game's card tells the Hint
        itself (a step, or free play with its tips on) or no room is left."""
        if log_rows is None:
            log_rows = kept_rows(view)
        log = view.panel.log_rect
        lesson = view.lesson.box if view.lesson is not None else None
        if log.h <= 0 or lesson is not None and (view.table.step is not None
                                                 or getattr(view.table, "tips", False)):
            return None             # (the guided game's card says it: its step's move, its
        #                             free play's tip, the Hint's move and reason)
        bottom = view.log_floor if view.log_floor is not None else view.lay.buttons_top - 8
        if view.ring is not None:             # under the tray, the log's heading and its
            top = view.ring.rect.bottom + CARD_GAP + (   # latest entry stay (F045);
                view.panel.under_tray(log_rows, headed=True) if log_rows else 0)   # else
        #                                       the log gives way while the Hint speaks
        elif lesson is not None:                # (free play, its tips off: under its card)
            top = lesson.bottom + CARD_GAP
        else:
            top = log.top + (view.panel.under_tray(log_rows, headed=True) if log_rows else 0)
        dock = action_area(pygame.Rect(view.lay.panel), log)
        return pygame.Rect(dock.x, top, dock.w, bottom - top) if bottom > top else None

    def words_stand(self, view) -> bool:
        """Whether the Hint's words stand in their card: under a button's hover text too
        (a card that goes reads as the Hint withdrawn: F537), and none once an action is
        under way (its move stands over the move's instructions; never over an island)."""
        return self.action_started(view) is None

    def under_way(self, view) -> list[str]:
        """The Hint's move in words while its own action is under way (a move built, its
        tile chosen), for the panel over that action's instructions, with what Enter does
        (H while building shows it): the
        move named whole, then only its action's word (its marks say where); asked while
        another action was under way, the Hint named and how to play it instead; each with
        what the move planned costs against it first, where the judge priced it. None
        where no Hint stands or it was asked before another action begun."""
        hint = self.shown(view.game, view.table) if not view.blocked else None
        started = self.action_started(view)
        if hint is None or started is None or \
                started not in (hint.command["type"], self.asked_in):
            return []
        priced = self.in_hand_words(hint, view)      # the move planned against it, first
        if is_goal(self, hint):     # its goal whole while the player acts on its place,
            goal = goal_words(hint, view.snap)      # its move unsaid
            return [then_said(goal, priced), goal] if priced else [goal]
        if started != hint.command["type"]:           # asked with another action under
            moves = (move_text(hint.command, view.snap),    # way: how to play it instead
                     self.named(hint.command, view.snap))
            forms = [t("hint.other_action", move=move) for move in moves]
            return [t("hint.other_action.priced", move=move, priced=priced)
                    for move in moves] + forms if priced else forms
        said = "hint.under_way_whole" if view.builder is not None and \
            view.builder.holds(hint.command) else "hint.under_way"   # (Enter plays it)
        forms = [t(said, move=move_text(hint.command, view.snap)),
                 t(said, move=title_of(hint.command["type"]))]
        return [then_said(form, priced) for form in forms] + forms if priced else forms

    @staticmethod
    def action_started(view) -> str | None:
        """The kind of the action under way on the board (a move built, a tile chosen)."""
        if view.builder is not None:
            return view.builder.ctype
        if view.tile_pick is not None:
            return view.tile_pick.kind
        return "book" if view.book_pick else None

    def dock(self, view) -> pygame.Rect | None:
        """The panel's action area over the log, where a caption or a refusal with no
        room on the board stands (above the Hint's card, if one stands); None while a
        tray, a move's words or the guided game's card stands there."""
        if view.ring is not None or view.lesson is not None or \
                view.help_rect is not None:
            return None
        log = view.panel.log_rect.clip(pygame.Rect(view.lay.panel))
        if log.h <= 0:
            return None
        dock = action_area(pygame.Rect(view.lay.panel), log)
        card = self.docked(view)
        if card is not None:
            dock.h = max(0, card.top - CARD_GAP - dock.top)
        return dock

    def docked(self, view) -> pygame.Rect | None:
        """Where the Hint's card stands, if it does (the log's lines end above it)."""
        card = self._card
        return card[1] if card is not None and self.shown(view.game, view.table) else None

    def marks_of(self, hint: Hint, view) -> Marks:
        """What the hint marks; a Council move the one seat its disc reaches (the
        engine's dry run, once a hint), not the whole council; a goal its places alone."""
        if is_goal(self, hint):
            return goal_marks(hint.command, view.snap)
        if self._marks[0] is not hint:
            marks = hint_marks(hint.command, view.snap, view.game.to_move)
            if hint.command["type"] in ("council", "banish", "consecrate"):
                effect = effect_of(view.game, hint.command)
                marks = moved_by(on_seat(marks, effect.seat), effect.events)
                # one arrow a move: its own piece's (the Apostate's, banished), never
                # those of what it sends away (a consecration's expelled novices: lit)
                own = {*marks.pieces[:1], Figure("apostate")}
                marks = marks._replace(ways=tuple(w for w in marks.ways if w[0] in own))
            self._marks = (hint, marks)
        return self._marks[1]

    @staticmethod
    def rects_of(target, view) -> list[pygame.Rect]:
        """Where a marked thing is drawn (the council: all its seats)."""
        if target == COUNCIL:
            return council_rects(view.board.hits)
        return [r for r, tg in view.board.hits if tg == target][-1:]
