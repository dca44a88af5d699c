"""Looking back at a line of the game log: the board shows the position just before the
command that made the line (the engine's state is the fold of whole commands: a line of a
move that made several, the automaton's whole turn or a consecration's expelled novice,
is shown at the start of that move, and the box says so, naming the move, while the
move's other lines are marked in the log; a line of the round's scoring just before
that scoring, as the round's card stages it), rings round the pieces the rule counted or
used, and the rule with its numbers in a box in the panel (why.py says what; this draws it).

A part of the game screen (`LookingBack`, owned by `GameScene`): the live game goes on
underneath (a computer's move or a LAN move is taken in and shown on return), but no
command can be played until the player comes back to the present (Esc, the button, or
the same line again).
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...engine import Game, replay
from ...text import t
from ...text.moves import move_text
from ..board.layout import CAPTION_GAP, CAPTION_PAD, CAPTION_TITLE, path_slots
from ..board.targets import LogLine
from ..widgets.overlays import widget_rects
from ..window import caches, fonts
from ..window.fonts import font, text, wrap
from .game_log import Cause
from .intents import BackToPresent, Intent, Taken
from .pacing import scoring_head, staged
from .tooltips import draw_tooltip
from .why import Why, explain

TITLE = (240, 214, 150)
INK = (236, 230, 210)
SIZE = 13
SIZES = (13, 12, 11)     # its words' sizes tried, until the box leaves the panel's
HALF = 0.5               # other half to the log (the box never covers the log whose lines
#                          it says are marked)
BUTTON_H = 38
BACK_PAD = 36            # the button back beyond its words: a button, not a label


class LookBack:
    """One line looked back at: its cause, the position before it and the explanation."""

    def __init__(self, game: Game, line: int, cause: Cause,
                 causes: list[Cause | None] = ()) -> None:
        self.line = line
        self.cause = cause
        self.command = game.log[cause.index]
        before = replay(game.header, game.log[:cause.index])
        self.snap = before.snapshot()
        # a line of the round's scoring: the board just before that scoring (the move
        # that ended the round played up to it, as the round's card stages it)
        head = scoring_head(cause.events, cause.event)
        self.scoring = head is not None
        if self.scoring:
            self.snap = staged(self.snap, head)
        self.slots = path_slots(self.snap)
        self.why: Why = explain(cause.event, self.command, list(cause.events), self.snap)
        # the log lines the same command made: more than this one, the board stands
        # before all of them (not just before this line), and the box says so
        self.move_lines = 1 if self.scoring else \
            sum(1 for c in causes if c is not None and c.index == cause.index)
        self.marked: list[pygame.Rect] = []          # drawn: the move's other lines
        self.button: UIButton | None = None
        self.box: pygame.Rect | None = None          # drawn: the explanation's box
        self.size = SIZE                             # its words' size, as laid
        self.name_place: tuple | None = None         # (the board, where its name stands)
        self.at: pygame.Rect | None = None           # the line where it was clicked

    def stands(self, game: Game) -> bool:
        """The command is still in the live log (an undo elsewhere may have cut it)."""
        i = self.cause.index
        return i < len(game.log) and game.log[i] == self.command

    def build(self, ui, panel: tuple) -> None:
        """The button back, at the foot of the panel where Meditate stands (the panel's
        own buttons are away: none of them may be used meanwhile, and the rule's words
        need their room), as wide as its words need, in the middle (never the panel's whole
        width: it sits as the others do)."""
        self.kill()
        px, py, pw, ph = panel
        f = font(15, bold=True)
        w = min(pw - 24, f.size(t("look.back"))[0] + BACK_PAD)
        self.button = UIButton(pygame.Rect(px + (pw - w) // 2, py + ph - BUTTON_H - 10, w,
                                           BUTTON_H),
                               t("look.back"), ui, tool_tip_text=t("look.back.tip"),
                               object_id="#confirm")

    def kill(self) -> None:
        if self.button is not None:
            self.button.kill()
            self.button = None

    def lines(self, width: int, size: float = SIZE) -> list[tuple[str, tuple, bool]]:
        """The box's words, wrapped: the title, then the rule with its numbers."""
        out = [(s, TITLE, True) for s in wrap_bold(self.title(), width, size)]
        if self.whole_move:
            out += [(s, INK, False) for s in wrap(t("look.move.lines", count=self.move_lines),
                                                  size, width)]
        out += [(s, INK, False) for s in wrap(self.why.text, size, width)]
        return out

    @property
    def whole_move(self) -> bool:
        """The line is one of several its command made: the board is before them all."""
        return self.move_lines > 1

    def title(self) -> str:
        """When the board stands: just before this line, just before the round's scoring
        (a line of it), or before the whole move the line is part of (named, with who
        played it)."""
        early = self.snap["phase"].startswith("preliminary")
        if self.scoring:
            return t("look.title.scoring", round=self.snap["round"])
        if not self.whole_move:
            return t("look.title.preliminary") if early else \
                t("look.title", round=self.snap["round"])
        move = move_text(self.command, self.snap)
        who = self.command.get("player")
        if isinstance(who, int) and 0 <= who < len(self.snap["names"]) \
                and self.command["type"] != "solo_deactivate":    # (it names the automaton)
            move = f"{self.snap['names'][who]} – {move}"
        return t("look.title.move.preliminary", move=move) if early else \
            t("look.title.move", round=self.snap["round"], move=move)

    def box_for(self, panel: tuple, top: int | None = None) -> tuple[pygame.Rect, list]:
        """The box of the rule's words, just above the button back (`top`: from there
        down)."""
        px, py, pw, ph = panel
        for size in SIZES:                  # smaller words where the box would take more
            lines = self.lines(pw - 36, size)           # than half the panel
            line_h = font(size).get_linesize()
            box = pygame.Rect(px + 8, 0, pw - 16, line_h * len(lines) + 14)
            if box.h <= ph * HALF:
                break
        self.size = size
        box.bottom = py + ph - BUTTON_H - 18
        if top is not None:
            box.top = top
        return box, lines

    def place(self, panel: tuple, log_top: int) -> tuple[pygame.Rect, int | None]:
        """The box's place and where the log's lines then begin (None: where they
        would): at the panel's foot, over the log's last lines; where it would stand
        over the line chosen (its room keeps where the click found it), over the log's
        first lines instead, from `log_top` down, where that leaves the line in sight."""
        box, _ = self.box_for(panel)
        at = self.at
        if at is None or at.bottom <= box.y - 6:
            return box, None
        high, _ = self.box_for(panel, log_top)
        return (high, high.bottom + 6) if high.bottom + 6 <= at.top else (box, None)

    def draw_box(self, surf: pygame.Surface, panel: tuple,
                 box: pygame.Rect | None = None) -> pygame.Rect:
        placed, lines = self.box_for(panel)
        box = placed if box is None else box
        pygame.draw.rect(surf, (14, 18, 38), box, border_radius=8)
        pygame.draw.rect(surf, TITLE, box, 1, border_radius=8)
        y = box.y + 7
        for words, rgb, bold in lines:
            img = text(words, self.size, rgb, bold=bold, shadow=False)
            surf.blit(img, (box.x + 10, y))
            y += font(self.size).get_linesize()
        self.box = box
        return box


class LookingBack:
    """The game screen's part that looks back: the line looked at, its box and button,
    the board as it was. It reads the view and asks the scene with intents."""

    def __init__(self) -> None:
        self.back: LookBack | None = None
        self._left_at: tuple | None = None  # where the pointer stood as the look ended

    def just_back(self, mouse) -> bool:
        """The look back has just ended (its line clicked again, Esc, the button) and the
        pointer has not moved since: the log's line under it does not light (a line still
        lit reads as still chosen); a click
        there still looks back."""
        at = self._left_at
        if at is not None and abs(mouse[0] - at[0]) + abs(mouse[1] - at[1]) > 4:
            self._left_at = at = None
        return at is not None

    def handle(self, event, view) -> Intent | None:
        """While a log line is looked back at: Esc or the button come back, keys that
        would play (undo, redo) do nothing."""
        if self.back is None:
            return None
        if event.type == pygame.KEYDOWN:
            return BackToPresent() if event.key == pygame.K_ESCAPE else Taken()
        if event.type == pygame_gui.UI_BUTTON_PRESSED and \
                event.ui_element is self.back.button:
            return BackToPresent(click=True)
        return None

    def same(self, line: int, causes) -> bool | None:
        """Whether log line `line` is the one looked at (None: a line no move made)."""
        cause = causes[line] if 0 <= line < len(causes) else None
        if cause is None:
            return None
        return self.back is not None and self.back.cause == cause

    def start(self, view, line: int) -> None:
        """Look back at log line `line` (its button where the panel's were)."""
        causes = view.log.causes
        if self.back is not None:
            self.back.kill()
        self.back = LookBack(view.game, line, causes[line], causes)
        self.back.at = next((pygame.Rect(r) for r, tg, *_ in view.board.hits
                             if tg == LogLine(line)), None)     # (where the log drew it)
        self.back.build(view.ui, view.lay.panel)

    def end(self, mouse) -> bool:
        """Back to the present (False: nothing was looked at)."""
        if self.back is None:
            return False
        self.back.kill()
        self.back = None
        self._left_at = tuple(mouse)            # (no line lit under it till it moves)
        return True

    def build(self, view) -> None:
        self.back.build(view.ui, view.lay.panel)

    def kill(self) -> None:
        if self.back is not None:
            self.back.kill()

    def follow(self, view) -> Intent | None:
        """After the live log moved: the line looked at follows it (its index may shift
        as new lines come), or the look ends if its command was taken back."""
        b = self.back
        if b is None:
            return None
        if not b.stands(view.game):
            return BackToPresent()
        b.line = next((k for k, c in enumerate(view.log.causes) if c == b.cause), -1)
        return None

    def mark_move_lines(self, surf: pygame.Surface, view) -> None:
        """The other log lines of the move looked back at, marked where the log drew
        them (its hit boxes): the board stands at the start of that whole move."""
        b = self.back
        b.marked = []
        if not b.whole_move:
            return
        causes = view.log.causes
        for rect, target, *_ in list(view.board.hits):
            if isinstance(target, LogLine) and target.line != b.line \
                    and 0 <= target.line < len(causes) and causes[target.line] is not None \
                    and causes[target.line].index == b.cause.index:
                _mark(surf, pygame.Rect(rect))
                b.marked.append(pygame.Rect(rect))

    def draw(self, surf: pygame.Surface, view) -> None:
        """The board as it was, the rings, the live log with the line lit, the box."""
        b, board_view, lay = self.back, view.board, view.lay
        board_view.draw(surf, b.snap, lay, set(), view.hover, b.slots.for_index, [],
                        clock=view.now, calm=view.calm)
        view.marks.draw_hint(surf, board_view.hits, b.why.marks, None, view.now,
                             pygame.Rect(lay.board))
        board = pygame.Rect(lay.board)
        if b.name_place is None or b.name_place[0] != tuple(board):     # (found once)
            b.name_place = (tuple(board), past_name_place(board, board_view.hits,
                                                          board_view.labels))
        past_frame(surf, board, b.name_place[1])
        panel = view.panel
        box, log_top = b.place(lay.panel, panel.log_rect.y)
        px, py, pw, ph = lay.panel                  # (the log over the button back)
        bottom = box.y - 6 if log_top is None else py + ph - BUTTON_H - 16
        panel.log_chip = None                  # (the guided game's: the log stands whole)
        panel.anchor = b.at.top if b.at is not None else None   # (its lines kept in place)
        panel.draw(surf, b.snap, lay, board_view, view.log.lines, view.table.thinking_for,
                   view.status, view.hover, view.log.causes, b.line, bottom,
                   fallback=t("look.status.short"), past=True, own_supply=view.own_supply,
                   log_top=log_top)                                   # (as it was then)
        panel.anchor = None
        self.mark_move_lines(surf, view)
        b.draw_box(surf, lay.panel, box)
        hover = board_view.target_at(view.mouse) if view.hover is not None else None
        near = board_view.rect_of(hover) if hover is not None else None
        draw_tooltip(surf, hover, b.snap, view.mouse, near, widget_rects(view.ui))


def past_frame(surf: pygame.Surface, board: pygame.Rect, at: pygame.Rect) -> None:
    """The board looked back at framed in gold, its name at `at` (past_name_place): a
    the past board never looks exactly like the live one, only the panel saying it."""
    pygame.draw.rect(surf, TITLE, board, 3)
    surf.blit(_past_plate(t("look.frame"), CAPTION_TITLE), at)


def past_name_place(board: pygame.Rect, hits=(), labels=()) -> pygame.Rect:
    """Where the past board's name stands: first along its foot, where other players'
    captions stand (none while looking back), else up its sides, else along its top, in
    the first place over none of the board's pieces, names and counts (`hits`,
    `labels`; F049)."""
    plate = _past_plate(t("look.frame"), CAPTION_TITLE)
    things = [pygame.Rect(r) for r, tg in hits if not isinstance(tg, LogLine)
              and getattr(tg, "what", "") != "island" and board.colliderect(r)]
    things += [pygame.Rect(r) for r in labels]
    xs = range(board.left + 12, board.right - plate.get_width() - 11, 16)
    ys = range(board.bottom - CAPTION_GAP - plate.get_height(), board.top + CAPTION_GAP, -16)
    spots = [plate.get_rect(bottomleft=(x, board.bottom - CAPTION_GAP)) for x in xs] + \
        [plate.get_rect(topleft=(board.left + 12, y)) for y in ys] + \
        [plate.get_rect(topright=(board.right - 12, y)) for y in ys] + \
        [plate.get_rect(topleft=(x, board.top + CAPTION_GAP)) for x in reversed(xs)]
    return min(spots, key=lambda r: len(r.collidelistall(things)))   # the first free one


def _past_plate(words: str, size: int) -> pygame.Surface:
    """The name of the past's frame: gold words on the panel's dark ground, a gold rim."""
    key = (words, size, fonts.scale)
    if _PLATES.get("key") != key:
        img = text(words, size, TITLE, bold=True)
        plate = pygame.Surface((img.get_width() + 24, img.get_height() + CAPTION_PAD),
                               pygame.SRCALPHA)
        pygame.draw.rect(plate, (12, 18, 40, 255), plate.get_rect(), border_radius=8)
        pygame.draw.rect(plate, TITLE, plate.get_rect(), 2, border_radius=8)
        plate.blit(img, img.get_rect(center=plate.get_rect().center))
        _PLATES.update(key=key, plate=plate)
    return _PLATES["plate"]


_PLATES: dict = caches.kept({})


def _mark(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A line of the move looked back at: a gold bar at its left, a faint gold rim."""
    pygame.draw.rect(surf, TITLE, rect, 1, border_radius=4)
    pygame.draw.rect(surf, TITLE, (rect.x, rect.y + 1, 3, rect.h - 2))


def wrap_bold(words: str, width: int, size: float = SIZE) -> list[str]:
    """`words` in bold lines no wider than `width` (fonts.wrap measures regular type)."""
    f = font(size, bold=True)
    lines: list[str] = []
    for w in words.split():
        trial = f"{lines[-1]} {w}" if lines else w
        if lines and f.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(w)
    return lines
