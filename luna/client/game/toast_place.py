"""Where the game screen's toasts (a refusal's "Not allowed: ..." first) stand."""

from __future__ import annotations

import pygame

from ...text import not_allowed
from ..board.clearing import open_spot
from ..board.targets import CouncilName, CouncilSeat, Island
from ..widgets import toasts
from ..window import fonts
from ..window.fonts import px
from . import tip_dock
from .acting import Acting
from .floating import Floating, docks
from .tip_clear import move_way, temple_places


class ToastPlace:
    """The toasts' place, found once for the words and what stands round them."""

    def __init__(self, app=None) -> None:
        self.app = app                  # (whose toasts: a docked tip's close mark drops it)
        self.key: tuple = ()
        self.placed: tuple[list, list] | None = None
        self.docked: pygame.Rect | None = None      # where they stand over the log, if so
        self.close: pygame.Rect | None = None       # a docked tip's close mark
        self.placed_for: tuple = ()                 # the messages last placed
        self.floating = Floating()      # which one stands: one text over the board at a time
        self.lit: set = set()           # the board's places lit for a click, as last drawn
        self.on_play = False            # the toasts last placed stand over the board's play
        self.fold = False   # a refusal with no room on the board's water takes the room
        #                     of the Hint card's offers while it stands (a few seconds)

    @staticmethod
    def tip_slot(scene, view, shown: list[str]) -> pygame.Rect | None:
        """The tip slot for the toasts `shown`, where they dock (game/floating.py `docks`)."""
        return tip_dock.slot(view, scene.hints.docked(view)) if docks(scene, view, shown) \
            else None

    def handle(self, event, view) -> list | None:
        """A click on a docked tip's close mark: the tip goes (an event's part)."""
        return [] if self.app is not None and tip_dock.closed(self, self.app, event) \
            else None

    def clear_of(self, messages: list[str], view, board_play, tip, caption, dock,
                 card: list = (), latest=None, slot=None) -> tuple[list, list] | None:
        """Where the toasts stand (`place`), clear of the hover text (`tip`), the Hint's
        words, a computer's `caption`, a round's scoring card and its buttons (`card`: a
        toast over its foot hid what goes on, F345) and what the panel shows, the log's
        newest entry (`latest`: a tip over it hid what just happened, F348); `dock`: the
        Hint's. Every toast (a first-use tip, a note, a refusal) stands clear of the
        places lit for a click and of the coming scoring's plates too (`tip_off`): one
        over them hid what the player was about to do, or what it would score; and of
        the islands in use (the open tray's, the planned move's: `clicked`, `in_use`)
        as firmly as of the islands' names. No `messages` (all waiting:
        game/floating.py): none drawn. `slot`: the panel's tip slot (game/tip_dock.py),
        where a tip or a note that answers nothing the person did stands first."""
        if not messages:
            self.fold = False
            return [], []
        taken = [pygame.Rect(r) for r in (tip, view.marks.label_rect, *card) if r]
        if caption is not None and caption.rect is not None:
            taken.append(pygame.Rect(caption.rect))
        off = tip_off(view, self.lit)
        busy = [view.help_rect, view.lesson.box if view.lesson is not None else None,
                view.ring and view.ring.rect, latest]
        firm = names(view) + clicked(view) + in_use(view)
        # the temple's places too, off the open water (the middle of the board the
        # person reads: a tip over its tiles and path hid the Hint's goal there), given
        # up before the move's way, the council and the lit islands where no room is
        temple = temple_places(view.board.hits)
        return self.place(messages, view, board_play, taken + off, dock, busy,
                          lit_islands(view) + firm + off + council(view) + way(view),
                          firm + off, taken + firm, temple, slot)

    def place(self, messages: list[str], view, board_play, taken: list, dock, busy: list,
              kept_off: list = (), firm: list = (), last: list | None = None,
              soft: list = (), slot=None) -> tuple[list, list] | None:
        """The toasts (a refusal's "Not allowed: ..." first) in the board's open water,
        nearest the board's foot, over no island, name, temple or piece, nor the Hint's
        words, a computer's caption or a hover text: in a line as wide as the board
        allows, else narrower; where none stands clear there (1024x700 at 150 %: never over
        the bottom row of islands, F054), across the panel's
        action area, over the log (under the Hint's words or a caption docked there);
        in the guided game (its card in the panel) where it covers least of the board's
        play; else in the action area's room under the panel's cards; else on the board
        over the least of its play. Never over the panel's cards (the score rows, the log:
        a tip there hid the scores and what just happened) nor, off the open water, over
        what `kept_off` holds (an island the move being built may go to: a tip there hid
        the choice; the islands' names, the council, the move's way); where none stands
        clear of all that, over the least of the play clear of `firm` (the islands' names:
        a tip over one hid which island is which); where none is clear of `firm` either,
        clear of `last` (a first-use tip's lit places and plates given up before the
        names: the smallest window at 150 %); `soft` (the temple's places) kept off
        with `kept_off`, given up first where no room is clear of both; None where none
        does (under the board as before, the names kept clear there too:
        Scene.toasts_keep_clear).
        `taken`: the hover text, the Hint's words, a caption; `dock`: the room over the log;
        `busy`: what the panel shows (a move's help, the guided game's card, the tray);
        `board_play`: the board's play mask; `slot`: the panel's tip slot, first where
        given (game/tip_dock.py). Placed once for all that, not per frame."""
        key = (tuple(messages), slot and tuple(slot), fonts.scale, tuple(view.lay.board),
               view.screen,
               tuple(map(tuple, taken)), dock and tuple(dock), len(view.game.log),
               tuple(tuple(r) for r in busy if r), tuple(map(tuple, kept_off)),
               tuple(map(tuple, soft)))
        if self.key == key:
            return self.placed
        board = pygame.Rect(view.lay.board)
        self.placed_for, self.close = tuple(messages), None
        docked = placed = None
        if slot is not None:          # the tip's slot in the panel, off the board
            at = tip_dock.place(messages, slot, taken)
            if at is not None:
                placed, docked, self.close = at[:2], at[2], at[3]
                self.on_play = False
                self.key, self.placed, self.docked = key, placed, docked
                return placed
        mask = board_play()
        area = board.inflate(-2 * toasts.STACK_GAP, -2 * toasts.STACK_GAP)
        for width in (board.w - 24, board.w * 3 // 5, board.w * 2 // 5):
            imgs = [toasts.note(m, width - px(28)) for m in reversed(messages)]
            boxes = toasts.stacked(imgs, (0, 0))
            whole = boxes[0].unionall(boxes[1:])
            at = open_spot(whole.size, mask, area, (board.centerx, board.bottom), taken)
            if at is not None:
                placed = imgs, [b.move(at.x - whole.x, at.y - whole.y) for b in boxes]
                break
        refused = not_allowed("")
        self.fold = self.fold or placed is None and any(     # (kept till the toasts go)
            m.startswith(refused) for m in messages)
        if placed is None and dock is not None:     # over the log, under what stands there
            imgs = [toasts.note(m, dock.w - px(28)) for m in reversed(messages)]
            boxes = [pygame.Rect(dock.x, b.y, dock.w, b.h) for b in toasts.stacked(imgs, (0, 0))]
            whole = boxes[0].unionall(boxes[1:])
            for top in (max([dock.top] + [r.bottom + 8 for r in taken if r.colliderect(dock)]),
                        dock.bottom - whole.h):     # (else at its foot)
                at = whole.move(0, top - whole.top)
                if dock.contains(at) and at.collidelist(taken) < 0:
                    placed = imgs, [b.move(0, top - whole.top) for b in boxes]
                    docked = at
                    break
        clear = taken + list(kept_off) + list(soft)
        if placed is None and view.lesson is not None:   # the guided game's card in the
            placed = least_play(messages, board, mask, area, clear)   # panel: on the board
        if placed is None:          # the action area's room, under the panel's cards
            panel = pygame.Rect(view.lay.panel)
            cards = view.panel.log_rect.clip(panel)
            top = cards.bottom if cards.h > 0 else panel.top
            room = pygame.Rect(panel.x, top, panel.w, view.lay.buttons_top - top)
            busy = taken + [pygame.Rect(r) for r in busy if r]
            imgs = [toasts.note(m, panel.w - 24 - px(28)) for m in reversed(messages)]
            boxes = toasts.stacked(imgs, (0, 0))
            whole = boxes[0].unionall(boxes[1:])
            at = open_spot(whole.size, pygame.mask.Mask(view.screen),
                           room.inflate(-12, -12), room.midbottom, busy)
            if at is not None:
                placed = imgs, [b.move(at.x - whole.x, at.y - whole.y) for b in boxes]
        self.on_play = placed is None       # (no room clear of the board's play)
        if placed is None:          # on the board, over the least of its play
            placed = least_play(messages, board, mask, area, clear)
        for clear in (*([taken + list(kept_off)] if soft else []), taken + list(firm),
                      *([last] if last is not None else [])):
            for width in (board.w * 2 // 5, board.w * 3 // 5, board.w - 24):
                if placed is None:  # no room clear of all that: of the names at least
                    placed = least_play(messages, board, mask, area, clear, width)
        self.key, self.placed, self.docked = key, placed, docked
        return placed



def least_play(messages: list[str], board: pygame.Rect, mask, area: pygame.Rect,
               taken: list, width: int | None = None) -> tuple[list, list] | None:
    """The toasts on the board `width` wide (two fifths of its width), over the least of
    its play, clear of `taken`; None where no place is."""
    width = board.w * 2 // 5 if width is None else width
    imgs = [toasts.note(m, width - px(28)) for m in reversed(messages)]
    boxes = toasts.stacked(imgs, (0, 0))
    whole = boxes[0].unionall(boxes[1:])
    at = open_spot(whole.size, mask, area, (board.centerx, board.bottom), taken, least=True)
    if at is None:
        return None
    return imgs, [b.move(at.x - whole.x, at.y - whole.y) for b in boxes]


def tip_off(view, lit: set) -> list[pygame.Rect]:
    """What a first-use tip stands clear of: the places lit for a click (`lit`: their hit
    regions, a lit island's picture and name plate) and the coming scoring's plates. A
    tip over them hid what the player was about to do, or what it would score."""
    board = view.board
    out = [pygame.Rect(r) for r, tg in board.hits if tg in lit]
    ids = {tg.island for tg in lit if isinstance(tg, Island)}
    out += [pygame.Rect(view.lay.islands[i]) for i in sorted(ids)]
    out += [pygame.Rect(r) for r, i in board.name_plates() if i in ids]
    return out + [pygame.Rect(r) for r, _ in board.stakes.values()]


def names(view) -> list[pygame.Rect]:
    """The islands' name plates: a tip over one hid which island is which."""
    return [pygame.Rect(r) for r, _ in view.board.name_plates()]


def council(view) -> list[pygame.Rect]:
    """The council's seats and its name: a note over its foot hid whose seat is whose (a
    move's tip stood there after a drop)."""
    return [pygame.Rect(r) for r, tg in view.board.hits
            if isinstance(tg, (CouncilSeat, CouncilName))]


def way(view) -> list[pygame.Rect]:
    """The way the move being built is drawn (its arrows and ghosts, `tip_clear.move_way`)."""
    if not view.builder or view.drawn_move is None:
        return []
    return move_way(view.drawn_move, view.lay)


def clicked(view) -> list[pygame.Rect]:
    """The place whose tray stands (the island just clicked: its picture, name plate
    and pieces) and the tray: a tip over them hid what the player had just chosen."""
    ring = view.ring
    if ring is None:
        return []
    at = getattr(ring.anchor, "island", None)
    if not isinstance(at, int):
        r = view.board.rect_of(ring.anchor)
        return [pygame.Rect(ring.rect)] + ([pygame.Rect(r)] if r is not None else [])
    return [pygame.Rect(ring.rect), pygame.Rect(view.lay.islands[at])] \
        + [pygame.Rect(r) for r, i in view.board.name_plates() if i == at] \
        + [pygame.Rect(r) for r, tg in view.board.hits if getattr(tg, "island", None) == at]


def in_use(view) -> list[pygame.Rect]:
    """The islands the move being built uses, where it sends from and where it has sent
    to: each one's picture, name plate and pieces (a tip over the island the person's
    novices leave hid what they work on, where only the group leaving was kept clear)."""
    plan = view.builder
    if plan is None:
        return []
    ids = {plan.source} | {m["from"] for m in plan.moves} | {m["to"] for m in plan.moves}
    ids = {i for i in ids if isinstance(i, int)}
    out = [pygame.Rect(view.lay.islands[i]) for i in sorted(ids)]
    out += [pygame.Rect(r) for r, i in view.board.name_plates() if i in ids]
    out += [pygame.Rect(r) for r, tg in view.board.hits if getattr(tg, "island", None) in ids]
    return out


def lit_islands(view) -> list[pygame.Rect]:
    """Where the islands the move being built may go to stand: each one's picture, name
    plate and pieces (none while no move is built)."""
    if view.builder is None:
        return []
    ids = {tg.island for tg in Acting.builder_lit(view) if hasattr(tg, "island")}
    out = [pygame.Rect(view.lay.islands[i]) for i in sorted(ids) if isinstance(i, int)]
    out += [r for r, i in view.board.name_plates() if i in ids]
    out += [pygame.Rect(r) for r, tg in view.board.hits if getattr(tg, "island", None) in ids]
    return out
