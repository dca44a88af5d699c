"""The game screen's input, a part it owns (`scene.input`): an event and the view in,
what it asks out, as intents (game/intents.py). The parts that take an event first (the
hand-over, the look back, the round's card) are asked in turn; the keys and a drag are
routed to their parts; the rest (the board's places, the tray's tiles, the text menu, the
panel's buttons, the log's lines) is turned into intents here from the `GameView` alone.
It never calls the scene nor reads another part's fields."""

from __future__ import annotations

import pygame
import pygame_gui

from ..board.targets import Control, Field, Held, LogLine, Target
from .actions import ring_targets
from .builder_view import book_choices
from .intents import (
    Answer,
    Cancel,
    CloseMenu,
    CloseTray,
    Confirm,
    Favour,
    Hint,
    Hover,
    Hurry,
    LetGo,
    LookBack,
    MenuFocus,
    NextSpeed,
    OpenMenu,
    OpenRules,
    Pause,
    Play,
    Point,
    Press,
    Redo,
    Refocus,
    ScrollCard,
    ScrollLog,
    SkipShow,
    Sound,
    TakeBack,
    TakeOption,
    TrayPress,
    Undo,
    Use,
)
from .pacing import chip_at

LOG_CALM = 1.0           # s after a click refused or a tray gone that a log line's click
#                         does not look back (a click meant for the tray's place, just after
#                         the board refused an island, must not open the look back at the
#                         line standing there)


class GameInput:
    """The mouse and the keys on the game screen, a part it owns (`scene.input`):
    `handle(event, view)` answers with the intents the event asks, in turn. It routes to
    the parts it is given (their `handle`, the drag's press and let-go, the hover text's
    follow) and keeps only the log's calm after a refused click."""

    def __init__(self, first: tuple, keys, dragging, hover_text, guide) -> None:
        self.first = first                 # the parts that take an event before the board
        self.keys, self.dragging = keys, dragging
        self.hover_text, self.guide = hover_text, guide
        self.log_calm_until = -1.0     # a log line's click looks back from then on
        self.log_calm_at: tuple | None = None   # ... or once the pointer left this spot

    def log_calm(self, now: float, mouse, still: bool = False) -> None:
        """A click was refused or a tray closed, the pointer at `mouse`: the tray's place
        shows the log now, and a click there in the next LOG_CALM seconds was meant for
        the tray; `still`: a move was played from the tray, only a click where it was (a
        double click) is calm."""
        self.log_calm_until = now + (0.0 if still else LOG_CALM)
        self.log_calm_at = tuple(mouse)

    def log_lines_calm(self, view) -> bool:
        """The log's lines neither light under the pointer, nor speak, nor look back on a
        click: for LOG_CALM after a refusal or a tray gone, and for as long as the pointer
        stays where it was then (a line that rose under a still pointer waits for the
        pointer to move onto it: it never lights or speaks a second later, and one more
        click never looks back)."""
        at, mouse = self.log_calm_at, view.mouse
        if at is not None and abs(mouse[0] - at[0]) + abs(mouse[1] - at[1]) > 4:
            self.log_calm_at = None                  # it moved: the lines are live again
        return self.log_calm_at is not None or view.now < self.log_calm_until

    def handle(self, event: pygame.event.Event, view) -> list:
        """What `event` asks, in turn (empty: nothing)."""
        for part in self.first:       # the hand-over, the look back, the round's card
            if (taken := part.handle(event, view)) is not None:
                return [taken]
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._button(event.ui_element, view)
        if event.type == pygame.KEYDOWN:
            return self._key(event, view)
        if event.type == pygame.MOUSEMOTION:
            return self._moved(event.pos, view)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.keys.handle(event, view)            # the mouse took over: no focus outline
            return self._mouse_down(event, view)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.dragging.let_go(event.pos, view) or []
        if event.type == pygame.MOUSEWHEEL and self._under_lesson(view.mouse, view):
            return [ScrollCard(event.y)]             # the guided game's card: its words
        if event.type == pygame.MOUSEWHEEL and view.ring is None \
                and view.panel.log_rect.collidepoint(view.mouse):  # (under the tray the
            return [ScrollLog(event.y)]              # log waits) older lines to click
        return []

    def _moved(self, pos, view) -> list:
        """The pointer moved: where it is, a drag on its way, what it is on (unless a
        hover text is being read), and the keys' focus with it."""
        out: list = [Point(pos)]
        if (asked := self.dragging.moved(pos)) is not None:
            out.append(asked)
        if not self.hover_text.follow(pos, view, self._under_lesson(pos, view),
                                      lambda p: self.target_at(p, view)):
            out.append(Hover(self.target_at(pos, view),
                             focus=view.table.may_act and not view.blocked))
        return out

    def target_at(self, pos, view) -> Target | None:
        """What is under the mouse: the ring's buttons, the faster chip, then the board."""
        if view.ring is not None:
            hit = view.ring.target_at(pos, view.snap, view.game)
            if hit is not None:
                return hit
        if self._under_lesson(pos, view):       # the guided game's card hides what is under
            return view.lesson.control_at(pos)  # it (its Skip sign has a hover text)
        return chip_at(view.chip, pos) or view.board.target_at(pos)

    @staticmethod
    def _under_lesson(pos, view) -> bool:
        return view.lesson is not None and view.back is None and \
            view.lesson.box is not None and view.lesson.box.collidepoint(pos)

    # -- the keys ---------------------------------------------------------------------------
    def _key(self, event, view) -> list:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_SPACE and view.showing and view.skippable:
            return [SkipShow()]                 # the move being shown: at once
        if view.menu is not None and (asked := self._menu_key(event, view)) is not None:
            return [asked]
        if view.menu is None and not ctrl:
            asked = self.keys.handle(event, view)
            if asked is not None:
                return [asked, Refocus()]
        if event.key == pygame.K_ESCAPE:
            return [self.escape(view)]
        if event.key == pygame.K_F1:
            return [OpenRules()]
        if ctrl and event.key == pygame.K_z:
            return [Undo()]
        if ctrl and event.key == pygame.K_y:
            return [Redo()]
        if event.key == pygame.K_f and view.showing:
            return [Hurry()]
        if event.key == pygame.K_h and "hint" in (view.buttons or {}):
            return [Hint(by_key=True)]
        if event.key == pygame.K_s and not ctrl and "speed" in (view.buttons or {}):
            return [NextSpeed()]                # (the toolbar's Speed: its key)
        return []

    @staticmethod
    def _menu_key(event, view):
        """The text menu open: the arrows and Tab move over its entries, Enter takes the
        outlined one (else the one under the mouse); Esc closes it (escape)."""
        k = event.key
        back = k in (pygame.K_LEFT, pygame.K_UP) or \
            (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            return MenuFocus(-1 if back else 1)
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            entry = view.menu.chosen(view.mouse)
            return MenuFocus(1) if entry is None else TakeOption(entry.option)
        return None

    @staticmethod
    def escape(view):
        """Esc goes back one step: the menu, the ring or a choice, the move built, the
        keyboard's focus on the board, then the pause menu."""
        if view.menu is not None:
            return CloseMenu()
        if view.choosing:
            return CloseTray()
        if view.builder:
            return Cancel(click=False)
        if view.keys_shown and view.focus is not None:
            return LetGo()
        return Pause()

    # -- the mouse ------------------------------------------------------------------------------
    def _mouse_down(self, event, view) -> list:
        pos, left = event.pos, event.button == 1
        if view.menu is not None and view.menu.rect.collidepoint(pos):
            entry = view.menu.entry_at(pos) if left else None
            if entry is not None and entry.is_enabled:      # (a greyed one: nothing)
                return [TakeOption(entry.option)]
            return []
        if left and self.hover_text.on_tip(pos, view) and not view.ui.get_hovering_any_element():
            return [OpenRules()]
        lesson = view.lesson.button_at(pos) \
            if view.lesson and left and view.back is None else None
        if lesson is not None:
            asked = self.guide.press(lesson, view)
            return [asked] if asked is not None else []
        if any(b.rect.collidepoint(pos) for b in view.builder_buttons):
            return []         # pygame-gui handles the press
        if left and chip_at(view.chip, pos):
            return [Hurry(), Sound("click")]
        if left and pos[0] < view.lay.panel[0] and view.showing and view.skippable:
            return [SkipShow()]                 # a click on the board: the show at once
        on_ring = view.ring is not None and view.ring.rect.collidepoint(pos)
        line = view.board.target_at(pos) if left and not on_ring else None
        if isinstance(line, Control) and line.name == "log_newer":
            return [ScrollLog(None), Sound("click")]    # the log follows its newest again
        if isinstance(line, Control) and line.name == "log_chip":
            return [self.guide.toggle_log(view)]         # the guided game's log there
        if isinstance(line, LogLine) and not self._under_lesson(pos, view):
            if view.back is not None or not self.log_lines_calm(view):
                return [LookBack(line.line)]   # why did that happen? (not a click aimed
            return []                          # at the tray's place: LOG_CALM)
        if view.back is not None:
            return []                              # the past is only looked at
        if event.button == 3:      # the builder takes a novice back; anywhere else the
            #                        text menu of the place (or it closes)
            return [TakeBack()] if view.builder else [OpenMenu(view.board.target_at(pos), pos)]
        if left and (pos[0] < view.lay.panel[0] or on_ring or view.board.target_at(pos)):
            return self.click(pos, view)
        return []

    def click(self, pos, view) -> list:
        """A left click on the board: the ring's button, a piece to drag, or a place."""
        if view.blocked or not view.table.may_act:
            held = view.board.target_at(pos)
            return [Favour(held)] if isinstance(held, Held) else []   # what it is for, and when
        part = view.ring.part_at(pos) if view.ring is not None else None
        if part is not None:
            return [TrayPress(*part)]
        if view.ring is not None and view.ring.rect.collidepoint(pos):
            return []                            # between its buttons: nothing
        target = view.board.target_at(pos)
        if view.menu is not None and isinstance(target, Field):  # the menu's Book, on the board
            books = [c for c in book_choices(view.menu.options)
                     if target.field in (c["from"], c["to"])]
            if len(books) == 1:
                return [Sound("click"), Play(books[0])]
        if self.dragging.draggable(target, view) and \
                not (view.ring and target in ring_targets(view.ring, view.game)):
            self.dragging.press(target, pos)     # a click or a drag: the mouse will say
            return [CloseMenu()]
        return [CloseMenu(), Use(target)]

    # -- the screen's buttons -----------------------------------------------------------------
    def _button(self, element, view) -> list:
        offer = view.offer.key_of(element) if view.offer is not None else None
        bar = list(view.builder_buttons)
        if offer is not None:
            return [Answer(offer)]
        if view.menu is not None and element in view.menu.options:
            return [TakeOption(view.menu.options[element])]
        if (view.tile_pick is not None or view.book_pick) and element in bar:
            return [Sound("click"), CloseTray()]
        if view.end_asked and element in bar:
            return [Sound("click"), Confirm() if element is bar[0] else CloseTray()]
        if element in bar[:1]:
            return [Confirm()]
        if element in bar[1:2]:        # (a tile's question has no second: the Hint
            return [Cancel(click=False)]    # pressed then reached here)
        name = next((k for k, b in (view.buttons or {}).items() if b is element), None)
        return [Press(name)] if name is not None else []
