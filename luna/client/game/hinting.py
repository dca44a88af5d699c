"""The Hint, a part of `GameScene`: the judge's suggestion (ai/judge.py, the review's
own judgement) asked off the window's thread, marked on the board (its pieces and target:
lights, arrows, the tray's star) with its words, gain and reason in one fixed home, a card
across the panel's action area just over its toolbar, until the log moves on. While it is
worked out the Hint button shows three dots lighting in turn; the window goes on and the
player may act meanwhile."""

from __future__ import annotations

import pygame

from ...text import island, t
from ...text.moves import move_text, plays_with
from ...text.narrate import advice_text, over_next
from .. import fonts
from ..board.marks import COUNCIL, GOAL, Hint, Marks, hint_marks, moved_by, on_seat
from ..fonts import px, text, wrap
from ..widgets import palette as P
from ..widgets.overlays import on_top
from .actions import effect_of, island_of
from .captions import title_of
from .hover import council_rects
from .ring_place import COLUMN
from .ring_place import area as action_area
from .tooltips import draw_tooltip

WORDS_SIZE = 14               # the hint's words (times the player's text size)
SIZES = (WORDS_SIZE, 13, 12)  # its card's sizes tried, each form in turn (as a move's help)
MOST_LINES = 6                # the whole words' lines at most, else the action and its
#                               island (fresh player 132 at 1280x800, 125 %: "seven lines a
#                               new player cannot parse")
CARD_GAP = 6                  # px: the Hint's card to what stands over it
LOG_KEPT = 4                  # the log's rows kept over the Hint's card (its latest entry
#                               whole where it takes more): fresh players at 1024x700, 150 %
#                               and 1280x800, 125 % saw the log shrink to a line or vanish
#                               as the Hint spoke, the computers' last moves gone
INK = (250, 240, 210)
THINKING_DIM = (150, 125, 70)  # an unlit thinking dot (the panel's own: gold half into night)
FILL = (10, 14, 32, 232)
_boxes: dict[tuple, tuple | None] = {}


def hint_box(words: str, width: int, whole_w: int | None = None,
             size: int = WORDS_SIZE, pad: int = 10) -> tuple:
    """((w, h), picture) of the words wrapped to lines `width` px wide (the box as wide
    as its longest line, or `whole_w`), every line whole, at `size`, `pad` px (at 100 %)
    inside its rim."""
    pad_x, pad_y = px(pad), px(pad // 2)
    imgs = [text(s, size, INK, shadow=False) for s in wrap(words, size, width)]
    w = whole_w or max(i.get_width() for i in imgs) + 2 * pad_x
    h = sum(i.get_height() for i in imgs) + 2 * pad_y
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, FILL, box.get_rect(), border_radius=8)
    pygame.draw.rect(box, (*GOAL, 220), box.get_rect(), 1, border_radius=8)
    y = pad_y
    for img in imgs:
        box.blit(img, (pad_x, y))
        y += img.get_height()
    return (w, h), box


def card_box(words: str, room: pygame.Rect, size: int = WORDS_SIZE, pad: int = 10
             ) -> tuple | None:
    """The Hint's card for `words` at `size` as wide as `room` (its lines as wide as it
    allows), or None where they are taller than it or a word is wider. Drawn once per
    words and room."""
    key = (words, room.w, room.h, fonts.scale, size, pad)
    if key not in _boxes:
        if len(_boxes) > 32:
            _boxes.clear()
        inner = room.w - 2 * px(pad)
        (w, h), box = hint_box(words, inner, room.w, size, pad)
        wide = max(text(s, size, INK, shadow=False).get_width()    # (a word longer than
                   for s in wrap(words, size, inner))               # a line: cut)
        _boxes[key] = None if h > room.h or wide > inner else ((w, h), box)
    return _boxes[key]


class Hinting:
    hint: Hint | None = None
    _hint_place: tuple = ((), None)     # (what it was placed among, (words, rect, box))
    _hint_card: tuple | None = None     # this frame's (words, rect, box) of the card
    _hint_marks: tuple = (None, None)   # (the hint, its marks)
    hint_tip = False                    # the hover text standing is the hint's whole words
    hint_asked_in: str | None = None    # the action under way when the Hint was last asked

    def draw_hint_tip(self, surf: pygame.Surface, avoid: list) -> bool:
        """The pointer on the hint's box where it says less than the whole hint (its short
        form, or its action and estimate only): the whole words and reason beside it, as
        a hover text. Whether it stands."""
        rect, hint = self.marks.label_rect, self.hint_shown()
        self.hint_tip = False
        if rect is None or hint is None or not rect.collidepoint(self.tip_at):
            return False
        whole = self.hint_words(hint)
        if self.marks.label == whole:
            return False
        # off the places it names (a German fresh player at 1024x700: the box stood over
        # the Sailboat island the hint takes its novice from)
        marks = self.hint_marks_of(hint)
        named = [r for target in (*marks.pieces, *marks.goals) for r in self.rects_of(target)]
        self.tip_rect, self.tip_link = draw_tooltip(surf, None, self.snap, self.tip_at, rect,
                                                    avoid, whole, dear=named)
        self.hint_tip = self.tip_rect is not None
        return self.hint_tip

    def ask_hint(self) -> None:
        """What would the judge play here? Asked off the window's thread like any bot
        move; one worked out ahead stands at once. In a step of the guided game, the
        step's own move (a fresh player's Hint named a Promotion while the step's words
        said to take the Tides favour: "which advisor do I trust?")."""
        self.hint_asked_in = self.action_started()
        own = self.guide.step_move(self.view())
        if own is not None:
            self.hint = Hint(own, len(self.game.log))
            self.hint_into_tray()
            self._sync_buttons()
            return
        self.table.ask_hint()
        self.sync()
        self._sync_buttons()

    def draw_hint_thinking(self, surf: pygame.Surface) -> pygame.Rect | None:
        """While the Hint asked for is worked out: three dots lighting in turn after the
        Hint tool's picture (or word), on its foot as typed dots would stand (under it
        where the button has no room beside it), over the widgets; all lit with reduced
        motion. Where drawn."""
        button = self.panel_buttons.buttons.get("hint")
        if not self.table.hint_pending or button is None or not button.visible:
            return None
        r = pygame.Rect(button.rect)
        face = (getattr(button, "normal_images", None) or [None])[0]
        word_w, word_h = face.get_size() if not button.text and face is not None else \
            fonts.font(13, bold=True).size(button.text or "")   # its picture, or word
        dot = max(2, round(min(word_h, r.h * 0.66) / 14))
        box = pygame.Surface((8 * dot + 2, 2 * dot + 2), pygame.SRCALPHA)
        lit = 3 if self.app.settings.reduced_motion else 1 + int(self.app.now * 3) % 3
        for i in range(3):
            pygame.draw.circle(box, P.GOLD if i < lit else THINKING_DIM,
                               (dot + 1 + i * 3 * dot, dot + 1), dot)
        at = box.get_rect(midleft=(r.centerx + word_w // 2 + dot + 1,
                                   r.centery + word_h // 4))
        if at.right > r.right - 2:              # no room beside the word: under it
            at = box.get_rect(midbottom=(r.centerx, r.bottom - 2))
        return on_top(box, at)

    def hint_shown(self) -> Hint | None:
        """The hint while it still stands: gone once anyone has played, undone or redone
        (the log moved on), or this screen may not act."""
        h = self.hint
        if h is not None and (h.at != len(self.game.log) or not self.table.may_act):
            self.hint = h = None
        return h

    def hint_about(self, target) -> bool:
        """Whether the Hint standing (if any) is about `target`: a thing it marks, or on
        an island it marks (a click elsewhere chooses otherwise: the old arrow goes)."""
        hint = self.hint_shown()
        if hint is None:
            return True
        marks = self.hint_marks_of(hint)
        marked = marks.goals + marks.pieces
        islands = {island_of(tg, self.snap) for tg in marked} - {None}
        return target in marked or island_of(target, self.snap) in islands

    def hint_words(self, hint: Hint, short: bool = False, tiny: bool = False,
                   named: bool = False) -> str:
        """The hint in words: the move named whole (`named`: the action's word and its
        island; `short`: only the action's word, its marks on the board saying what and
        where; each with the favour it spends), the judge's reason and what it gains over
        the next-best move (`tiny`: only the gain, where nothing longer stands clear of the
        board's islands)."""
        move = self.hint_named(hint.command) if named else \
            title_of(hint.command["type"]) + plays_with(hint.command) if short or tiny \
            else move_text(hint.command, self.snap)   # (a favour it spends, said: a German
        #                                             fresh player's short Hint hid it)
        if tiny:                                # its one number, where it has one
            return t("hint.says", move=move if hint.gain is None else
                     t("reason.with", move=move, why=over_next(hint.gain)))
        return t("hint.says", move=advice_text(move, hint.why, hint.gain, self.snap))

    def hint_named(self, cmd: dict) -> str:
        """A Hint's action with the island it is played on and the favour it spends, in
        one pair of brackets ("Ernennung (Buch-Insel)": a German fresh player at 1024x700,
        150 %, read the action's word alone and could not tell which island); the action's
        word alone where a move has no one island (a Travel, the Tides)."""
        where = {"banish": self.snap["apostate"], "build_shrine": self.snap["architect"]
                 }.get(cmd["type"], cmd.get("island"))
        extra = plays_with(cmd).strip()[1:-1]
        said = [island(self.snap["islands"][where]["kind"])] if isinstance(where, int) \
            else []
        said += [extra] if extra else []
        return title_of(cmd["type"]) + (f" ({', '.join(said)})" if said else "")

    def draw_hint(self, surf: pygame.Surface) -> None:
        """The hint's marks on the board (its lights, arrows and star) and its words in
        their one home, the card over the panel's toolbar (`plan_hint_card`). Once its own
        action is under way only its marks stand (while its move is built, without their
        arrows: the move's own stand); another action chosen, the Hint goes."""
        hint = self.hint_shown() if not self.blocked else None
        started = self.action_started()
        if hint is not None and started not in (None, hint.command["type"]):
            if self.hint_asked_in == started:   # asked while this action was under way:
                self.app.toast(t("hint.other_action",   # said why it is not the one
                                 move=move_text(hint.command, self.snap)))   # built
            self.hint = hint = None             # another action chosen: the Hint goes
        if hint is None:
            self.marks.clear()
            self._hint_card = None
            return
        marks = self.hint_marks_of(hint)
        if self.builder is not None:            # its move being built: that move's own
            marks = marks._replace(ways=())     # arrows only, the Hint's lights kept (a
        #                                         fresh player saw both sets doubled over
        #                                         the temple while a Travel was built)
        board = pygame.Rect(self.lay.board)
        self.marks.draw_hint(surf, self.board.hits, marks, None, self.app.now, board)
        if not self.hint_in_tray():             # (in the tray: drawn over its glass,
            self.draw_hint_card(surf)           # draw_hint_card after the tray)

    def draw_hint_card(self, surf: pygame.Surface) -> None:
        """The Hint's card where it was planned (plan_hint_card)."""
        card = self._hint_card
        if card is None or self.hint_shown() is None:
            return
        words, rect, box = card
        surf.blit(box, rect.topleft)
        self.marks.label, self.marks.label_rect = words, rect

    def plan_hint_card(self, helped: bool = False) -> pygame.Rect | None:
        """Where the Hint's words stand this frame, found before the panel is drawn (its
        log ends above them): their one home, across the panel's action area just over its
        toolbar (Undo, Redo, Hint), never on the board (three fresh players: the box moved
        round the board and the panel, over an island and its name, a player's card, the
        log's heading). The whole words, wrapped, where they fit under what stands over
        them (a tray, the log's heading and latest entry: the log gives way), each form
        smaller down to 12 where it does not fit, and in MOST_LINES at most; else the
        action with its island and the reason, else their short form, else the action
        and its estimate, else the action's word (the whole words on hover: 1024x700 at
        150 %, four players, a tray open); else none (the marks and the tray's star).
        None where a move's help stands there (`helped`) or the guided game's card tells
        the Hint. Found once for the words and the room."""
        self._hint_card = None
        hint = self.hint_shown() if not self.blocked else None
        if hint is None or helped or not self.hint_words_stand():
            return None
        room = self.hint_room() or self.hint_room(log_rows=0)
        cell = self.tray_cell()                 # (another tray, other free cells)
        if room is None and cell is None:       # (a tray to the toolbar: its free cells
            return None                         # only; a German fresh player at 1024x700,
        words = self.hint_words(hint)           # 150 %, 7 tiles: no words at all)
        among = (words, fonts.scale, tuple(room) if room else None, tuple(cell) if cell else None)
        if self._hint_place[0] != among:        # placed once while nothing round it moves
            self._hint_place = (among, self._place_hint(hint, words, room))
        self._hint_card = self._hint_place[1]
        if self._hint_card is None or self.hint_in_tray():
            return None                         # (in the tray: the log's rows kept under it)
        return self._hint_card[1]

    def hint_in_tray(self) -> bool:
        """The Hint's card stands in the open tray's free cells (beside its tiles)."""
        card, ring = self._hint_card, self.ring
        return card is not None and ring is not None and ring.rect.contains(card[1])

    def tray_cell(self) -> pygame.Rect | None:
        """The open tray's free cells after its last tile (its grid's last row, inside
        its glass), where the Hint's card stands beside the tile it stars and the log
        keeps the rows the tray leaves it (fresh players at 1024x700, 150 % and 1280x800,
        125 %: the Hint's card under a tray took the log's last rows); None where the
        last row is full."""
        ring = self.ring
        if ring is None or not ring.cards or ring.cols < 2:
            return None
        free = -len(ring.cards) % ring.cols
        last = ring.cards[-1]
        if not free or last.w <= 0:
            return None
        return pygame.Rect(last.right + COLUMN, last.y, free * last.w + (free - 1) * COLUMN,
                           last.h)

    def _place_hint(self, hint, words: str, room: pygame.Rect | None) -> tuple | None:
        """(words, rect, box) of the Hint's card, or None. Under a tray the whole words
        first where the log keeps its heading and latest entry, else in the log's room,
        the log giving way while the Hint speaks (whole, without its places, its action
        and estimate: fresh players 81 and 83 at 1280x800, 125 %, asked the Hint with a
        tray open and read "Hint: Travel", or its arrow and the tray's star alone); then
        the action's word."""
        named = self.hint_words(hint, named=True)   # (its island said, its move not whole)
        if room is None or len(wrap(words, WORDS_SIZE, room.w - 2 * px(10))) > MOST_LINES:
            words = named                       # (the whole words on hover)
        short = self.hint_words(hint, short=True)
        tiny = self.hint_words(hint, tiny=True)
        word = t("hint.says", move=title_of(hint.command["type"]) +   # its action only
                 plays_with(hint.command))
        kinds = tuple(dict.fromkeys((words, named, short, tiny, word)))
        whole = self.hint_room(log_rows=0)      # (no room for the log's latest rows: it
        #                                         gives way)
        if self.ring is not None:
            first = self._card_of([(words, room, size) for size in SIZES]) \
                if room is not None and room != whole else None   # (under the log's rows)
            if first is not None:
                return first
            cell = self.tray_cell()             # beside the tiles, in the tray's free
            if cell is not None:                # cells, the log's rows kept under it
                least = min(SIZES[-1], round(self.ring.word_size))   # (the tiles' words)
                inside = self._card_of([(form, cell.inflate(-2, -2), size) for form in kinds
                                        for size in dict.fromkeys((*SIZES, least))], pad=4)
                if inside is not None:          # (its whole words on hover)
                    form, rect, box = inside
                    return form, rect.move(0, (rect.top - cell.top) // -2), box
            if whole is not None:
                free = self._card_of([(form, whole, size) for form in kinds[:-1]
                                      for size in SIZES])
                if free is not None:
                    return free
        forms = [(form, room, size) for form in kinds for size in SIZES] if room else []
        if whole is not None:                 # (the action and its estimate)
            forms += [(form, whole, size) for form in (tiny, word) for size in SIZES]
        return self._card_of(forms)

    @staticmethod
    def _card_of(forms: list, pad: int = 10) -> tuple | None:
        """The first of `forms` (words, room, size) whose card fits its room, placed at
        the room's foot: (words, rect, box)."""
        return next(((form, pygame.Rect(r.x, r.bottom - shape[0][1], *shape[0]), shape[1])
                     for form, r, size in forms
                     if (shape := card_box(form, r, size, pad)) is not None), None)

    def hint_room(self, log_rows: int | None = None) -> pygame.Rect | None:
        """The room of the Hint's card: the panel's action area (its width), from where
        the log ends over the toolbar up to under a tray or the log's heading and latest
        entry (`log_rows`: so many rows; 0: up to the log's top, the log giving way whole);
        None where the panel is not laid out yet, the guided game's card tells the Hint
        itself (a step, or free play with its tips on) or no room is left."""
        if log_rows is None:
            log_rows = self.kept_rows()
        log = self.panel.log_rect
        lesson = self.lesson.box if self.lesson is not None else None
        if log.h <= 0 or lesson is not None and (self.table.step is not None
                                                 or getattr(self.table, "tips", False)):
            return None             # (the guided game's card says it: its step's move, its
        #                             free play's tip, the Hint's move and reason)
        bottom = self.log_floor if self.log_floor is not None else self.lay.buttons_top - 8
        if self.ring is not None:             # under the tray, the log's heading and its
            top = self.ring.rect.bottom + CARD_GAP + (   # latest entry (fresh players at
                self.panel.under_tray(log_rows, headed=True) if log_rows else 0)   # 1920x
        #                                       1080 and 1280x800: the log gone); else the
        #                                       log gives way while the Hint speaks
        elif lesson is not None:                # (free play, its tips off: under its card)
            top = lesson.bottom + CARD_GAP
        else:
            top = log.top + (self.panel.under_tray(log_rows, headed=True) if log_rows else 0)
        dock = action_area(pygame.Rect(self.lay.panel), log)
        return pygame.Rect(dock.x, top, dock.w, bottom - top) if bottom > top else None

    def kept_rows(self) -> int:
        """The log's rows kept over the Hint's card: its latest entries whole, as many as
        make LOG_KEPT rows at least (the log shows its entries whole: room for four rows
        under a three-row entry after a two-row one showed three), its latest whole where
        it takes more; a shorter log all its rows (as a round begins the Hint's reason had
        the room of four rows the log did not have)."""
        lines, rows = self.log.lines, 0
        for k in range(len(lines), 0, -1):
            rows += self.panel.latest_rows(lines[:k])
            if rows >= LOG_KEPT:
                break
        return max(1, rows)

    def hint_words_stand(self) -> bool:
        """Whether the Hint's words stand in their card: not while a button's hover text
        stands (it rises over the toolbar, where the card is), and none once an action is
        under way (its marks say where, its move stands over the move's instructions:
        `hint_under_way`; a French fresh player saw the words stand on over an island)."""
        return not (self.app.ui.tips or self.action_started() is not None)

    def hint_under_way(self) -> list[str]:
        """The Hint's move in words while its own action is under way (a move built, its
        tile chosen), for the panel over that action's instructions, with what Enter does
        (a French fresh player pressed H while building a Travel and saw nothing): the
        move named whole, then only its action's word (its marks say where); none where
        no Hint stands or another action is under way."""
        hint = self.hint_shown() if not self.blocked else None
        if hint is None or self.action_started() != hint.command["type"]:
            return []
        return [t("hint.under_way", move=move_text(hint.command, self.snap)),
                t("hint.under_way", move=title_of(hint.command["type"]))]

    def action_started(self) -> str | None:
        """The kind of the action under way on the board, if one is (a move being built,
        an Appointment's tile or the Book's fields being chosen)."""
        if self.builder is not None:
            return self.builder.ctype
        if self.tile_pick is not None:
            return self.tile_pick.kind
        return "book" if self.book_pick else None

    def hint_dock(self) -> pygame.Rect | None:
        """The panel's action area over the log, where a caption or a refusal with no
        room on the board stands (above the Hint's card, if one stands); None while a
        tray, a move's words or the guided game's card stands there."""
        if self.ring is not None or self.lesson is not None or \
                getattr(self, "help_rect", None) is not None:
            return None
        log = self.panel.log_rect.clip(pygame.Rect(self.lay.panel))
        if log.h <= 0:
            return None
        dock = action_area(pygame.Rect(self.lay.panel), log)
        card = self.docked_hint()
        if card is not None:
            dock.h = max(0, card.top - CARD_GAP - dock.top)
        return dock

    def docked_hint(self) -> pygame.Rect | None:
        """Where the Hint's card stands, if it does (the log's lines end above it)."""
        card = self._hint_card
        return card[1] if card is not None and self.hint_shown() is not None else None

    def hint_marks_of(self, hint: Hint) -> Marks:
        """What the hint marks; a Council move the one seat its disc reaches (the
        engine's dry run, once a hint), not the whole council."""
        if self._hint_marks[0] is not hint:
            marks = hint_marks(hint.command, self.snap, self.game.to_move)
            if hint.command["type"] in ("council", "banish", "consecrate"):
                effect = effect_of(self.game, hint.command)
                marks = moved_by(on_seat(marks, effect.seat), effect.events)
            self._hint_marks = (hint, marks)
        return self._hint_marks[1]

    def rects_of(self, target) -> list[pygame.Rect]:
        """Where a marked thing is drawn (the council: all its seats)."""
        if target == COUNCIL:
            return council_rects(self.board.hits)
        return [r for r, tg in self.board.hits if tg == target][-1:]

