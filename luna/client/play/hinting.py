"""The Hint, a part of `GameScene`: the judge's suggestion (ai/judge.py, the review's
own judgement) asked off the window's thread, marked on the board (its pieces and target)
with its words, gain and reason beside them, and on its button of the action ring (a
star), until the log moves on. While it is worked out the Hint button shows three dots
lighting in turn; the window goes on and the player may act meanwhile."""

from __future__ import annotations

import pygame

from ...text import t
from ...text.moves import move_text
from ...text.narrate import advice_text, over_next
from .. import fonts
from ..board.arrows import curve
from ..board.art import glows
from ..board.clearing import (
    REACH,
    STRONG,
    best_spot,
    covers,
    crossed,
    hidden,
    hides_much,
    tail,
)
from ..board.marks import COUNCIL, GOAL, Hint, Marks, hint_marks, moved_by, on_seat
from ..board.targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    Group,
    Island,
    IslandFavours,
    JettyArea,
    Shrine,
    Tile,
)
from ..board.view import OWN_NAME
from ..fonts import px, text, wrap
from ..widgets import palette as P
from ..widgets.overlays import draw_tooltip, on_top
from .actions import effect_of, island_of
from .captions import title_of
from .ring_place import area as action_area

WORDS_SIZE = 14               # the hint's words (times the player's text size)
WIDTHS = (640, 540, 440, 340)   # its lines' widths tried (px at 100 %): the one hiding least
NARROW = (240, 170)           # the tiny form's too, where no wide box stands clear
TALL = 60                     # what each pixel of its height costs: a wide, short box before
#                               a tall column (fresh17, 1920x1080); ~a line a 100 px further
TAILLESS = 24000              # a place whose tail to its mark would cross a name or a field:
#                               drawn without one (the arrow and lights say where), ~600 px off
INK = (250, 240, 210)
THINKING_DIM = (150, 125, 70)  # an unlit thinking dot (the panel's own: gold half into night)
FILL = (10, 14, 32, 232)
OTHER_END = 1.15              # a place beside the move's other end costs this much more
TINY = 4                      # _place_at's form of the action and its estimate only
LAND = 10 ** 6                # each pixel of an island's land, sandbank or piece its words
#                               lie over (1280x800: a fresh player saw them over two islands'
#                               feet): none where any place stands clear, else the panel
TEMPLE_LAND = 30             # each pixel of the temple island its words hide (the sea: 0)
WAY = 900                     # each pixel of its arrow's middle hidden (a name outweighs ~7
FAR = 0.25                    # the farthest its words stand off their mark, a share of
#                               the board (fresh players: a line across the whole board)
ENDS = 0.3                    # lengths); its ends' shares (start, head) as what it marks
_boxes: dict[tuple, list] = {}


def hint_shapes(words: str, board_w: int, widths: tuple = WIDTHS) -> list:
    """The hint's box at each width tried: ((w, h), its picture), every line of the words
    (a long hint wraps to more lines, never cut off). Drawn once per words and size."""
    key = (words, board_w, fonts.scale, widths)
    shapes = _boxes.get(key)
    if shapes is None:
        shapes = [hint_box(words, width)
                  for width in dict.fromkeys(min(px(w), board_w - 40) for w in widths)]
        _keep(key, shapes)
    return shapes


def hint_box(words: str, width: int, whole_w: int | None = None) -> tuple:
    """((w, h), picture) of the words wrapped to lines `width` px wide (the box as wide
    as its longest line, or `whole_w`)."""
    pad_x, pad_y = px(10), px(5)
    imgs = [text(s, WORDS_SIZE, INK, shadow=False) for s in wrap(words, WORDS_SIZE, width)]
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


def docked_box(words: str, dock: pygame.Rect) -> tuple | None:
    """The words' box across the panel's action area `dock` (its lines as wide as the
    area), or None where they are taller than it. Drawn once per words and area."""
    key = ("dock", words, tuple(dock), fonts.scale)
    if key not in _boxes:
        (w, h), box = hint_box(words, dock.w - 2 * px(10), dock.w)
        _keep(key, None if h > dock.h else ((w, h), box))
    return _boxes[key]


def _keep(key: tuple, shapes) -> None:
    if len(_boxes) > 32:
        _boxes.clear()
    _boxes[key] = shapes


def glow_rect(hits, target) -> pygame.Rect | None:
    """Where a marked thing's light reaches (its outline's glow, as the board draws it:
    the shape it was drawn in and the glow's margin round it); None: not on the board."""
    shape = hits.shapes.get(target)
    if shape is None:
        rect = next((r for r, tg in reversed(hits) if tg == target), None)
        return rect.inflate(2 * glows.margin(rect.w, rect.h), 2 * glows.margin(rect.w, rect.h)) \
            if rect is not None else None
    return _shape_rect(shape)


def _shape_rect(shape: tuple) -> pygame.Rect:
    kind = shape[0]
    if kind == "shapes":
        rects = [_shape_rect(part) for part in shape[1]]
        return rects[0].unionall(rects[1:])
    if kind == "outline":
        _, _, w, h, x, y = shape
    elif kind == "sprite":
        _, sprite, (x, y) = shape
        w, h = sprite.get_size()
    else:
        x, y, w, h = shape[2]
    m = glows.margin(w, h)
    return pygame.Rect(x - m, y - m, w + 2 * m, h + 2 * m)


class Hinting:
    hint: Hint | None = None
    _hint_place: tuple = ((), None)     # (what it was placed among, (words, rect, box))
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
        self.tip_rect, self.tip_link = draw_tooltip(surf, None, self.snap, self.tip_at, rect,
                                                    avoid, whole)
        self.hint_tip = self.tip_rect is not None
        return self.hint_tip

    def ask_hint(self) -> None:
        """What would the judge play here? Asked off the window's thread like any bot
        move; one worked out ahead stands at once. In a step of the guided game, the
        step's own move (a fresh player's Hint named a Promotion while the step's words
        said to take the Tides favour: "which advisor do I trust?")."""
        self.hint_asked_in = self.action_started()
        own = self.step_move()
        if own is not None:
            self.hint = Hint(own, len(self.game.log))
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

    def hint_words(self, hint: Hint, short: bool = False, tiny: bool = False) -> str:
        """The hint in words: the move named whole (`short`: only the action's word, its
        marks on the board saying what and where), the judge's reason and what it gains
        over the next-best move (`tiny`: only the gain, where nothing longer stands clear
        of the board's islands)."""
        move = title_of(hint.command["type"]) if short or tiny else \
            move_text(hint.command, self.snap)
        if tiny:                                # its one number, where it has one
            return t("hint.says", move=move if hint.gain is None else
                     t("reason.with", move=move, why=over_next(hint.gain)))
        return t("hint.says", move=advice_text(move, hint.why, hint.gain, self.snap))

    def draw_hint(self, surf: pygame.Surface) -> None:
        """The hint's marks on the board and its words beside them (one box at a time: not
        while a hover text stands), over none of what it marks, the names, the temple, the
        council or the open ring. Once its own action is under way only its marks stand
        (while its move is built, without their arrows: the move's own stand); another
        action chosen, the Hint goes."""
        hint = self.hint_shown() if not self.blocked else None
        started = self.action_started()
        if hint is not None and started not in (None, hint.command["type"]):
            if self.hint_asked_in == started:   # asked while this action was under way:
                self.app.toast(t("hint.other_action",   # said why it is not the one
                                 move=move_text(hint.command, self.snap)))   # built
            self.hint = hint = None             # another action chosen: the Hint goes
        if hint is None:
            self.marks.clear()
            return
        marks = self.hint_marks_of(hint)
        if self.builder is not None:            # its move being built: that move's own
            marks = marks._replace(ways=())     # arrows only, the Hint's lights kept (a
        #                                         fresh player saw both sets doubled over
        #                                         the temple while a Travel was built)
        clear = self.board.keep_clear(pygame.Rect(0, 0, 0, 0), islands=STRONG)
        clear += [(r.inflate(8, 8), 8000) for r in self.marked_islands(marks)]
        if self.ring is not None:
            clear.append((self.ring.rect.inflate(12, 12), 8000))
        board = pygame.Rect(self.lay.board)
        self.marks.draw_hint(surf, self.board.hits, marks, None, self.app.now, board, clear)
        if not self.hint_words_stand():
            return
        placed = [r for tg in marks.goals + marks.pieces for r in self.rects_of(tg)]
        keep = clear + [(r.inflate(8, 8), 8000) for r in placed] + self.temple_clear() \
            + self.pieces_clear() + self.lights_clear(marks, board) \
            + [(r.inflate(12, 12), STRONG) for r in self.board.labels]  # a margin round names
        anchors = placed or [pygame.Rect(board.centerx, board.y + 8, 0, 0)]
        area = board.inflate(-8, -8)
        words = self.hint_words(hint)
        dock = self.hint_dock()
        among = (words, fonts.scale, tuple(tuple(a) for a in anchors), tuple(area),
                 tuple((tuple(r), w) for r, w in keep), dock and tuple(dock))
        if self._hint_place[0] != among:        # placed once while nothing round it moves
            self._hint_place = (among, self.place_hint(hint, words, anchors, area, keep,
                                                       dock))
        words, rect, box, pts = self._hint_place[1]
        if pts is not None:                     # its tail to what it is about
            pygame.draw.polygon(surf, FILL[:3], pts)
            pygame.draw.aalines(surf, GOAL, False, pts)
        if dock is not None and dock.contains(rect):   # the log gives way, as to a tray
            self.panel.cover_log(surf, self.lay, rect.bottom + 4)
        surf.blit(box, rect.topleft)
        self.marks.label, self.marks.label_rect, self.marks.label_tail = words, rect, pts

    def hint_words_stand(self) -> bool:
        """Whether the Hint's words stand (on the board or across the panel's action area):
        one box at a time (not while a hover text stands, but its own words'), and none once
        an action is under way (its marks say where, its move stands over the move's
        instructions: `hint_under_way`; a French fresh player saw the words stand on over
        an island)."""
        return not (self.tip_rect is not None and not self.hint_tip or self.app.ui.tips
                    or self.action_started() is not None)

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
        """The panel's action area (where a tray docks, over the log), for the Hint's
        whole words where the board has no room clear for them (1024x700: a fresh player
        read "Hint: Council — about +1 influence" and never its reason); None while a
        tray, a move's words or the guided game's card stands there."""
        if self.ring is not None or self.lesson is not None or \
                getattr(self, "help_rect", None) is not None:
            return None
        log = self.panel.log_rect.clip(pygame.Rect(self.lay.panel))
        return action_area(pygame.Rect(self.lay.panel), log) if log.h > 0 else None

    def docked_hint(self) -> pygame.Rect | None:
        """Where the standing Hint's words stand in the panel's action area, if there (the
        log's latest lines keep under them)."""
        among, placed = self._hint_place
        dock = among[-1] if among else None
        if placed is None or dock is None or self.blocked or self.hint_shown() is None \
                or not self.hint_words_stand():   # (not drawn: no room kept for them; a
            return None                           # French fresh player's log went blank)
        return placed[1] if pygame.Rect(dock).contains(placed[1]) else None

    def place_hint(self, hint: Hint, words: str, anchors: list[pygame.Rect],
                   area: pygame.Rect, keep: list, dock: pygame.Rect | None = None) -> tuple:
        """The hint's words, where they stand, their box and its tail: beside the move's
        goal, or its other end (where its arrow starts) where that hides less; the whole
        words where they stand clear of the islands, names and temple, else the short form;
        where neither stands clear anywhere on the board, the whole words (else the short
        form) across the panel's action area `dock`, with no tail (the marks' lights and
        arrow say where); else only the action and its estimate (the marks say the rest).
        A box on the board not touching its mark has a tail to it."""
        best = None
        for k, anchor in enumerate(anchors[:3]):
            form, words_k, rect, box = self._place_at(hint, words, anchor, area, keep)
            cost = (form, self._cost(rect, anchor, keep) * (1 if k == 0 else OTHER_END))
            if best is None or cost < best[0]:
                best = (cost, words_k, rect, box, anchor)
            if k == 0 and form == 0 and tail(rect, anchor) is None:
                break                           # whole, clear and touching its goal
        if best[0][0] >= TINY and dock is not None:
            for form in (words, self.hint_words(hint, short=True)):
                shape = docked_box(form, dock)
                if shape is not None:
                    return form, pygame.Rect(dock.topleft, shape[0]), shape[1], None
        _, words, rect, box, anchor = best
        strong = [r for r, w in keep if w >= STRONG]
        return words, rect, box, \
            None if crossed(rect, anchor, strong) else tail(rect, anchor, 8, 7)

    @staticmethod
    def _cost(rect: pygame.Rect, anchor: pygame.Rect, keep: list) -> float:
        strong = [r for r, w in keep if w >= STRONG]
        return hidden(rect, anchor, keep) + TALL * rect.h + \
            (TAILLESS if crossed(rect, anchor, strong) else 0)

    def _place_at(self, hint: Hint, words: str, anchor: pygame.Rect, area: pygame.Rect,
                  keep: list) -> tuple[int, str, pygame.Rect, pygame.Surface]:
        """The first of these standing clear (of the names and temple, and of every island's
        land and pieces: clearing.play_mask) (its number first): the whole words or their
        short form near `anchor`, either further off (over the sea or free grass within
        FAR of it, never across the board), the action and its estimate only; else the
        one hiding least (numbered 5)."""
        board_w = self.lay.board[2]
        whole, short = words, self.hint_words(hint, short=True)
        far = max(REACH, round(FAR * min(area.w, area.h)))
        most = 2 * text("Ag", WORDS_SIZE, INK, shadow=False).get_height() + 2 * px(5)
        play = self.board_play()
        best = None
        for k, (form, reach) in enumerate(((whole, REACH), (short, REACH), (whole, far),
                                           (short, far), (self.hint_words(hint, tiny=True),
                                                          far))):
            shapes = hint_shapes(form, board_w, WIDTHS if k < 4 else WIDTHS + NARROW)
            if k == 4:                          # narrower, but three lines at most
                shapes = [s for s in shapes if s[0][1] <= most] or shapes[:1]
            rect, box = best_spot(shapes, anchor, area, keep, reach, TALL, TAILLESS,
                                  k in (2, 3))     # further off: only where clear
            if rect is None:                    # nowhere further off clear either
                continue
            over = covers(play, rect)           # any island's land, sandbank or piece
            if not hides_much(rect, keep) and not over:
                return k, form, rect, box
            cost = self._cost(rect, anchor, keep) + LAND * over
            if best is None or cost < best[0]:
                best = (cost, form, rect, box)
        return 5, *best[1:]

    def lights_clear(self, marks: Marks, board: pygame.Rect) -> list[tuple[pygame.Rect, int]]:
        """For the hint's words: the light round each thing it marks and its arrow's way,
        kept clear like what it marks (a fresh player found the words over the arrow and
        the place it pointed at, 1024x700 at 150 %)."""
        out = []
        for tg in marks.goals + marks.pieces:
            for one in ([s for _, s in self.board.hits if isinstance(s, CouncilSeat)]
                        if tg == COUNCIL else [tg]):
                r = glow_rect(self.board.hits, one)
                if r is not None:
                    out.append((r, 8000))
        for a, b in marks.ways:
            ra, rb = self.rects_of(a), self.rects_of(b)
            if ra and rb:
                pts = curve(ra[0].center, rb[0].center, board.center)
                out += [(pygame.Rect(round(x) - 9, round(y) - 9, 18, 18),
                         8000 if not ENDS < k / len(pts) < 1 - ENDS else WAY)
                        for k, (x, y) in enumerate(pts)]
        return out

    def pieces_clear(self) -> list[tuple[pygame.Rect, int]]:
        """For the hint's words: every island's pieces and counts (its novices, favour
        tokens, shrines and figures) kept clear like names: a player reads them to judge
        the hint (a fresh player found the words over another island's favour count)."""
        return [(r.inflate(4, 4), STRONG) for r, tg in self.board.hits
                if isinstance(tg, Group | IslandFavours | Shrine | Figure)]

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

    def temple_clear(self) -> list[tuple[pygame.Rect, int]]:
        """For the hint's words: the temple's path, fields, council and candles kept clear
        like names (they are what a hint is about), the temple island itself dearer than
        the sea: its words stand over the sea beside what they mark where they may."""
        out = [(r.inflate(4, 4), STRONG) for r, tg in self.board.hits
               if isinstance(tg, Tile | Field | CouncilSeat | Candles | JettyArea)]
        return out + [(pygame.Rect(self.lay.temple_island), TEMPLE_LAND)]

    def rects_of(self, target) -> list[pygame.Rect]:
        """Where a marked thing is drawn (the council: all its seats)."""
        if target == COUNCIL:
            seats = [r for r, tg in self.board.hits if isinstance(tg, CouncilSeat)]
            return [seats[0].unionall(seats[1:])] if seats else []
        return [r for r, tg in self.board.hits if tg == target][-1:]

    def marked_islands(self, marks) -> list[pygame.Rect]:
        """The islands the hint is about (where its pieces stand, where they go, whose
        favour it takes), each with its name and every piece on it: its words stand
        beside them, never over them."""
        islands = {island_of(tg, self.snap) for tg in marks.pieces + marks.goals} - {None}
        out = []
        for r, tg in self.board.hits:
            if island_of(tg, self.snap) in islands:
                out.append(r)
                if isinstance(tg, Island):
                    out += [p for p, w in self.board.keep_clear(r) if w == OWN_NAME]
        return out
