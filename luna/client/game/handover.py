"""The hand-over between persons at one screen (hot seat): `HandOver`, a part the scene owns.

When the turn passes from one person at this screen to another, the board takes no input
until the next person has taken the seat: a card names them ("Ben — your turn") with the
last moves made since their own, and one click, Enter or Space takes it away (the keys the
card names; Esc, a key that cancels, never hands the board over). Every click,
key and button meant for the board in between is used up, so that a click of the person
who just played is never played as the next person's move. Computers and LAN seats never
take a screen over, so they never get the card (the table says who is hot seat). A
hot-seat game, new or resumed (Continue, Load), opens on the card of the first person to
move: whoever sits down at the screen is told whose turn it is before the board is theirs,
the first turn as every later one.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ...text import t
from ..widgets import palette as P
from ..widgets.overlays import draw_card
from ..window.fonts import line_height, px, text, wrap
from .handover_lines import fitted, since
from .intents import Intent, Sound, Taken

GRACE = 0.5              # s the card stands before a click or key takes it away: a click of
#                          the last person, made as it came, is not the next person's answer
TAKE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)   # the card's words name
#                                                  these: any other key is used up
FREE_TOOLS = ("menu", "undo", "redo", "speed")   # the panel's tools that stay usable: none
#                                                  of them plays a move for the next person
UNDO_KEY = pygame.K_z                   # with Ctrl: the toolbar's Undo, free as its button
MOVE_ROWS = 2            # each line the card repeats in two rows at most
VEIL = (8, 12, 28, 150)  # over the board while the card stands
TITLE, WORDS, SMALL = 26, 15, 13
FLOOR = 360              # px the card keeps at least (at text 100 %) as it clears names
NAME_AIR = 4             # px between the card and a name it clears or covers


class HandOver:
    """Who has the screen (`held`) and whom it waits to be handed over to (`waiting`)."""

    def __init__(self) -> None:
        self.held: int | None = None       # the person who has the screen (nobody's as
        #                                    the game opens: the first mover's card shows)
        self.waiting: int | None = None    # the person it waits to be handed to
        self.ready_at: float | None = None     # since when the card stands, unbroken
        self.down: set[int] = set()            # the keys held down, as the game heard them
        self.stale: set[int] = set()           # those held as the card came: not its answer
        self.rect: pygame.Rect | None = None   # the card, where last drawn
        self.undone = False                    # the card's person had a move taken back

    def follow(self, table, on: bool) -> None:
        """The turn as the table has it now: a person at this screen other than the one
        holding it is to move -> the screen waits for them; a game as it opens, new or
        resumed (Continue, Load), waits for the first person to move too, whoever sits
        here (the card says whose turn it is). `on`: the player's setting."""
        game = table.game
        seat = game.to_move if table.may_act and not game.is_over else None
        if not on or not getattr(table, "hot_seat", False):
            self.held, self.waiting = seat if seat is not None else self.held, None
        elif seat is None:
            return          # a computer's turn (or the end): the screen stays with its holder
        elif seat == self.held:
            self.held, self.waiting = seat, None
        elif seat != self.waiting:
            self.waiting, self.ready_at, self.undone = seat, None, False

    def turned(self, table, on: bool, before: int | None, undone: bool) -> None:
        """An undo or redo gave the turn from `before` to another person at this screen:
        the screen is with the one who asked, and waits to be handed to the new mover
        (`undone`: their move was taken back, and the card says so)."""
        game = table.game
        seat = game.to_move if table.may_act and not game.is_over else None
        if on and getattr(table, "hot_seat", False) and None not in (seat, before) \
                and seat != before:
            self.held, self.waiting, self.ready_at, self.undone = before, seat, None, undone

    @staticmethod
    def stands(view) -> bool:
        """The card shows: the screen waits and nothing else holds the board (a move
        still shown, a round's card, a look back), and no screen stands over the game: a
        question over the card waits for no words of it to show through, the card waits
        for the answer."""
        return view.handover is not None and not view.blocked and not view.round_pending \
            and view.back is None and not view.covered

    def tick(self, view) -> None:
        """Each step of game time: the card's grace counts from when it came to stand,
        and again from when it stands anew after anything held the board (a round's
        card, a move shown) or a screen stood over the game (`unseen`): a key for what
        stood before is never the next person's answer. The keys held down as it comes
        do not take it till they are let go (a key's repeats, a double Enter)."""
        if not self.stands(view):
            self.ready_at = None
        elif self.ready_at is None:
            self.ready_at, self.stale = view.now, set(self.down)

    def unseen(self) -> None:
        """Another screen stands over the game (a question, the menu): what stood is
        unseen, and the keys pressed meanwhile were that screen's."""
        self.ready_at = None
        self.down.clear()

    def _keys(self, event) -> None:
        """The keys held down (`down`); those held as the card came (`stale`) go when let go."""
        if event.type == pygame.KEYDOWN:
            self.down.add(event.key)
        elif event.type == pygame.KEYUP:
            self.down.discard(event.key)
            self.stale.discard(event.key)

    def handle(self, event, view) -> Intent | None:
        """While the screen waits, every event for the board is used up; once the card
        has stood GRACE seconds of game time, unbroken, a click or a key of TAKE_KEYS
        pressed since it came takes it away."""
        stale = event.type == pygame.KEYDOWN and event.key in self.stale
        self._keys(event)
        if view.handover is None or view.round_pending or view.back is not None:
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            free = [view.buttons[n] for n in FREE_TOOLS if n in (view.buttons or {})]
            return None if event.ui_element in free else Taken()
        if event.type == pygame.MOUSEMOTION:
            return Taken()                      # no hover text: the board is nobody's
        if event.type == pygame.MOUSEBUTTONDOWN and view.buttons and any(
                b.rect.collidepoint(event.pos) for n, b in view.buttons.items()
                if n in FREE_TOOLS and b.alive() and b.is_enabled):
            return None                                # the Menu, Undo: as ever
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL \
                and event.key == UNDO_KEY:
            return None                                # Ctrl+Z: as the Undo button
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                              pygame.KEYDOWN, pygame.MOUSEWHEEL):
            return None
        armed = self.stands(view) and self.ready_at is not None \
            and view.now - self.ready_at >= GRACE
        taking = event.type == pygame.MOUSEBUTTONDOWN or (
            event.type == pygame.KEYDOWN and event.key in TAKE_KEYS and not stale)
        if armed and taking:
            self.held, self.waiting, self.ready_at = view.handover, None, None
            self.undone = False
            return Sound("click")               # the seat taken: the board is theirs
        return Taken()

    def draw(self, surface: pygame.Surface, view) -> None:
        """The card over the veiled board: whose turn, the last moves, how to take it."""
        if not self.stands(view):
            self.rect = None
            return
        board = pygame.Rect(view.lay.board)
        veil = pygame.Surface(board.size, pygame.SRCALPHA)
        veil.fill(VEIL)
        surface.blit(veil, board.topleft)
        width = min(board.w - 48, max(480 * px(WORDS) // WORDS, board.w * 2 // 3))   # (wider
        #                                         with larger text: its lines fold less)
        floor = min(width, FLOOR * px(WORDS) // WORDS)
        for k in range(4):                      # narrower till no name of the board is
            pads, height = self._rows(view, board, width)       # half under it (the
            rect = pygame.Rect(0, 0, width, min(height, board.h - 24))   # last try grows
            rect.center = board.center                                   # over them)
            rect, narrower = clear_of(rect, view.board.labels, board,
                                      floor if k < 3 else 2 * board.w)
            if narrower is None:
                break
            width = narrower
        self.rect = rect
        draw_card(surface, rect)
        y = rect.centery - min(height, board.h - 24) // 2 + 20   # (the words amid a card
        for part in pads:                       # grown over a name) whose turn, the moves,
            for row, pad in part:               # how to take it
                y += pad
                surface.blit(row, row.get_rect(midtop=(rect.centerx, y)))
                y += row.get_height()
            y += gap_of()

    def _rows(self, view, board: pygame.Rect, width: int):
        """The card's rows at `width` (each with the space above it) and its height."""
        names = view.snap["names"]
        inner = width - 48
        title = t("handover.title", name=names[view.handover])
        parts = [[text(line, TITLE, P.GOLD, bold=True, display=True)
                  for line in wrap(title, TITLE, inner, bold=True, display=True)]]
        if self.undone:                         # why the turn came back to them
            parts.append([text(line, WORDS, P.INK) for line in wrap(t("handover.undone"),
                                                                    WORDS, inner)])
        take = [text(line, SMALL, P.INK_DIM) for line in wrap(t("handover.take"), SMALL, inner)]
        gap = gap_of()
        fixed = sum(r.get_height() for part in parts + [take] for r in part)
        room = board.h - 24 - 40 - fixed - gap * (len(parts) + 1)
        parts.append(told_rows(since(view, view.handover), inner, room, gap // 2))
        parts.append(take)
        pads = [[(row, 0) if isinstance(row, pygame.Surface) else row for row in part]
                for part in parts]
        height = 40 + sum(r.get_height() + pad for part in pads for r, pad in part) \
            + gap * (len(pads) - 1)
        return pads, height


def gap_of() -> int:
    return line_height(WORDS) // 2


def clear_of(rect: pygame.Rect, labels, board: pygame.Rect, floor: int):
    """The card clear of the board's names: none stands half under it, so none reads cut
    (a plate's word as "rbs"). A name poking out at a side narrows the card, kept
    centred, to clear it, where it stays at least `floor` wide; otherwise (a name at its
    top or bottom, or too near the middle) the card grows over the whole name. Returns
    the card and the narrower width to lay it out at again (None: it stands)."""
    rect = rect.copy()
    for _ in range(len(labels) + 1):
        cut = [pygame.Rect(r) for r in labels
               if rect.colliderect(r) and not rect.contains(r)]
        if not cut:
            break
        for r in cut:
            if r.left < rect.left or r.right > rect.right:
                half = min(rect.centerx - r.right if r.centerx < rect.centerx
                           else r.left - rect.centerx, rect.w // 2) - NAME_AIR
                if 2 * half >= floor and 2 * half < rect.w:
                    return rect, 2 * half
            rect.union_ip(r.inflate(NAME_AIR * 2, NAME_AIR * 2))
        rect = rect.clamp(board)
    return rect, None


def told_rows(lines, inner: int, room: int, pad: int) -> list[tuple[pygame.Surface, int]]:
    """The card's lines since the person's last move as rows, each with the space above
    it (a new round's first line: `pad`), the oldest folded into one line where they
    would not fit `room`."""
    blocks = []
    for told in lines:
        rows = [text(line, WORDS, told.colour) for line in wrap(told.words, WORDS,
                                                                inner)[:MOVE_ROWS]]
        blocks.append([(row, pad if k == 0 and told.new_round else 0)
                       for k, row in enumerate(rows)])
    fold = [(row, 0) for row in (text(line, SMALL, P.INK_DIM)
                                 for line in wrap(t("handover.earlier"), SMALL, inner))]
    kept = fitted([sum(r.get_height() + p for r, p in b) for b in blocks], room,
                  sum(r.get_height() for r, _ in fold))
    shown = [row for b in blocks[len(blocks) - kept:] for row in b]
    if shown and shown[0][1]:
        shown[0] = (shown[0][0], 0)           # (no space above the first)
    return (fold if kept < len(blocks) else []) + shown
