"""The game screen's input: mouse and keys turned into the ring, drags, moves built by
clicks, the text menu (the fallback: a right click) and the panel's buttons. A part of
`GameScene` (screens/game.py), kept apart so each reads on its own."""

from __future__ import annotations

import pygame
import pygame_gui

from ...engine.temple import neighbours
from ...text import refusal, t
from ...text.i18n import island
from ..board.clearing import play_of
from ..board.marks import COUNCIL
from ..board.targets import (
    Control,
    CouncilSeat,
    Field,
    Figure,
    Group,
    Held,
    Island,
    IslandFavours,
    LogLine,
    PanelItem,
    Player,
    Shrine,
    Target,
)
from ..board.view import OWN_NAME
from ..widgets.game_buttons import SPEEDS
from ..widgets.overlays import (
    BRIEF_WIDTH,
    FIELD_WIDTH,
    TIP_WIDTH,
    Play,
    draw_tooltip,
    widget_rects,
)
from ..widgets.tip_clear import move_way, temple_board
from ..widgets.tooltips import brief, favour_note, rule_section
from .actions import island_of
from .intents import LookBack

TIP_SEEN = 0.2          # s a hover text stands before the pointer may be on its way to it
#                         (the pointer swept over the council on its way to an island: the
#                         council's text, there a frame, held it and took the island's click)
CARDS_WEIGH = 4          # a board thing's hover text over the players' cards: each pixel of
#                         them hidden counts this many times (a neighbour's land: once)
PEEK_KEY = pygame.K_TAB  # held while a round's scoring card stands: the board under it
PEEK_CLICK = 0.35        # s: "see the board" let go sooner is a click (it keeps the board)
DISMISS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)
SUMMARY_GRACE = 1.0      # seconds a round's summary stands before a click on its card or a
#                         key ends it
LOG_CALM = 1.0           # s after a click refused or a tray gone that a log line's click
#                         does not look back (a French fresh player's click meant for the
#                         tray's place, just after the board refused an island, opened the
#                         look back at the line standing there)
FRESH_REST = 0.2         # s the pointer rests, after it moved, before a hover text comes back
#                         once a card, an overlay or another screen closed (the council seat
#                         under Continue's place spoke at once after each round's scoring; a
#                         token's text stood on after the rules book, the mouse moved away)


class GameInput:
    """Handles events for a game scene (which supplies the table, board and widgets)."""

    _pinned_at_press = False        # "see the board" pinned as its button went down

    # -- its widgets (what tests and the tour look at too) -----------------------------------
    @property
    def buttons(self) -> dict:
        return self.panel_buttons.buttons

    @property
    def menu(self) -> list:
        return self.context.buttons

    @property
    def menu_options(self) -> dict:
        return self.context.options

    @property
    def builder(self):
        return self.controller.builder

    @property
    def builder_buttons(self) -> list:
        return self.builder_bar.buttons

    @property
    def offer_buttons(self) -> dict:
        return self.offer_bar.buttons

    _log_calm_until = -1.0    # a log line's click looks back from then on (LOG_CALM)
    _log_calm_at: tuple | None = None   # ... or once the pointer left this spot

    def log_calm(self, still: bool = False) -> None:
        """A click was refused or a tray closed: the tray's place shows the log now, and a
        click there in the next LOG_CALM seconds was meant for the tray; `still`: a move
        was played from the tray, only a click where it was (a double click) is calm."""
        self._log_calm_until = self.app.now + LOG_CALM
        self._log_calm_at = tuple(self.mouse) if still else None

    def log_lines_calm(self) -> bool:
        """The log's lines neither light under the pointer nor look back on a click: for
        LOG_CALM after a refusal or a tray gone; after a move played from the tray, for as
        long as the pointer stays where it clicked (a French fresh player's pointer, still
        on the tray's button, found a log line lit under it a second later, its "Why?
        Click…" text over the log: one more click would have looked back)."""
        at = self._log_calm_at
        if at is not None:
            if abs(self.mouse[0] - at[0]) + abs(self.mouse[1] - at[1]) <= 4:
                return True
            self._log_calm_at = None                  # it left: the lines are live again
            self._log_calm_until = -1.0
            return False
        return self.app.now < self._log_calm_until

    _tips_asleep = False      # a card or screen closed: no hover text till a fresh rest
    _moved_at: float | None = None    # when the pointer last moved (None: not since)

    def tips_need_rest(self) -> None:
        """A card, an overlay or another screen over this one closed: what the pointer
        rests on now was not pointed at here; its hover text waits for the pointer to
        move and rest again (`FRESH_REST`), never carried over nor shown at once."""
        self._tips_asleep, self._moved_at = True, None
        self.tip_rect = self.tip_link = None

    def _tips_wake(self) -> bool:
        """Whether hover texts may stand: not asleep, or the pointer moved since and has
        rested FRESH_REST (then they are awake again, as ever)."""
        if self._tips_asleep and self._moved_at is not None \
                and self.app.now - self._moved_at >= FRESH_REST:
            self._tips_asleep = False
        return not self._tips_asleep

    def advance(self, dt: float, speed: float, sounds: bool = True) -> None:
        """Move the animations on by `dt` seconds at `speed` (0: at once)."""
        for a in self.anims:
            if speed == 0:
                a.tween.finish()
            else:
                a.tween.update(dt * speed)
            if sounds and a.tween.started and not a.sounded:
                a.sounded = True
                if a.sound:
                    self.app.sounds.play(a.sound)
        self.anims = [a for a in self.anims if not a.tween.done]


    def handle_event(self, event: pygame.event.Event) -> None:
        if (taken := self.looking.handle(event, self.view())) is not None:
            self.play(taken)
            return
        if self.summary is not None and self._summary_event(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            prev, self.mouse = self.mouse, event.pos
            if self._tips_asleep:
                self._moved_at = self.app.now
            self.drag_to(event.pos)
            reading = self._reading_tip(event.pos, prev)
            self.tip_reached = self.tip_rect if reading and self.tip_rect is not None \
                and self.tip_rect.collidepoint(event.pos) else None
            if not reading:                     # the text stays while it is read
                self.tip_at = event.pos
                self.hover = self.target_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.keys_shown = False             # the mouse took over: no focus outline
            self._mouse_down(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            source = self.drag.source
            if not self.let_go(event.pos):           # no drag after all: a click
                self.click_on(source)
        elif event.type == pygame.MOUSEWHEEL and self._under_lesson(self.mouse):
            self.lesson.wheel(event.y)          # the guided game's card: its words
        elif event.type == pygame.MOUSEWHEEL and self.panel.log_rect.collidepoint(self.mouse) \
                and self.ring is None:                  # (under the tray the log waits)
            self.panel.scroll_log(event.y, len(self.log.lines))   # older lines to click

    def target_at(self, pos) -> Target | None:
        """What is under the mouse: the ring's buttons, the faster chip, then the board."""
        if self.ring is not None:
            hit = self.ring.target_at(pos, self.snap)
            if hit is not None:
                return hit
        if self._under_lesson(pos):             # the guided game's card hides what is under
            return self.lesson.control_at(pos)  # it (its Skip sign has a hover text)
        return self.show.chip_target(pos) or self.board.target_at(pos)

    def _under_lesson(self, pos) -> bool:
        return self.lesson is not None and self.back is None and \
            self.lesson.box is not None and self.lesson.box.collidepoint(pos)

    def _key(self, event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_SPACE and self.show.busy and self.show.skip(self.anims):
            return                              # the move being shown: at once
        if self.key_down(event):
            return
        if event.key == pygame.K_ESCAPE:
            self.escape()
        elif event.key == pygame.K_F1:
            self.open_rules()
        elif ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        elif event.key == pygame.K_f and self.show.busy:
            self.show.hurry = True
        elif event.key == pygame.K_h and "hint" in self.buttons \
                and self.buttons["hint"].is_enabled:
            self.ask_hint()
        elif event.key == pygame.K_s and not ctrl and "speed" in self.buttons:
            self.next_speed()                   # (the toolbar's Speed: its key)

    def escape(self) -> None:
        """Esc goes back one step: the menu, the ring or a choice, the move built, the
        keyboard's focus on the board, then the pause menu."""
        if self.menu:
            self.close_menu()
        elif self.ring is not None or self.book_from is not None or self.favour_lit \
                or self.tile_pick is not None or self.end_asked is not None or self.book_pick:
            self.close_ring()
        elif self.builder:
            self.cancel_builder()
        elif self.keys_shown and self.focus is not None:
            self.keys_shown = False
            self.focus = None
        else:
            self.open_pause()

    def _reading_tip(self, pos, prev) -> bool:
        """The mouse is on its way to a hover text that names a rule, or on it: on its
        rules line, in the way from the thing it describes straight across to it
        (whatever lies in that gap), or over the text (or between it and where the mouse
        was) where the board under it is the same thing or nothing; elsewhere another
        thing takes the hover as usual (a thing under the text too: a click reaches it)."""
        tip = self.tip_rect
        if tip is None or rule_section(self.hover, self.snap) is None \
                or self._under_lesson(pos):     # the guided game's card is on top
            return False
        if self._tip_of[0] != self.hover or self.app.now - self._tip_of[1] < TIP_SEEN:
            return False        # a text the pointer swept past, not seen: no reach for it
        if self.tip_link is not None and self.tip_link.collidepoint(pos):
            return True
        near = self.board.rect_of(self.hover) if self.hover is not None else None
        way = _between(near, tip) if near is not None else None
        if way is not None and way.collidepoint(pos):
            return True
        if not tip.union(pygame.Rect(self.tip_at, (1, 1))).collidepoint(pos):
            return False
        return self.target_at(pos) in (None, self.hover)

    def _summary_event(self, event) -> bool:
        """A round's summary stands: only a deliberate answer dismisses it (its Continue,
        a click on its card, Enter, Space or Esc); a click elsewhere, meant for a button or
        the board, does nothing but nudge its Continue (True: the event is used up)."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.scoring.button:
                self.dismiss_summary()
                return True
            return event.ui_element is self.scoring.peek_button    # (held, not pressed)
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == PEEK_KEY:
            self.peek_at_board("key", event.type == pygame.KEYDOWN)   # Tab held: the board
            return True
        view = self.scoring
        if event.type == pygame.MOUSEBUTTONUP and "mouse" in view.peeking:
            self.peek_at_board("mouse", False)
            if self.app.now - view.pressed_at < PEEK_CLICK:    # a click: the board stays
                view.pin(not self._pinned_at_press)           # (or the card comes back)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                view.peek_button is not None and view.peek_button.rect.collidepoint(event.pos):
            view.pressed_at, self._pinned_at_press = self.app.now, "pin" in view.peeking
            self.peek_at_board("mouse", True)   # its button held: the board, till let go
            return True
        if "pin" in view.peeking and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            view.pin(False)                     # the board looked at: any click or key
            return True                         # brings the card back, and only that
        if event.type == pygame.KEYDOWN and event.key in DISMISS_KEYS:
            if self.app.now - self.summary_since >= SUMMARY_GRACE:
                self.dismiss_summary()          # (a key just after it came was meant for
            else:                               #  the move: a French fresh player playing
                self.scoring.nudge(self.app.now)    # by H and Enter never saw rounds 1, 5
            return True                             # and 6 scored)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if any(b.rect.collidepoint(event.pos) for b in self.buttons.values()
                   if b.alive() and b.is_enabled):
                return False                    # the panel's Menu, Speed: as ever
            if self.lesson is not None and self.lesson.button_at(event.pos):
                return False                    # a lesson's note on the summary: read on
            if self.scoring.button is not None and \
                    self.scoring.button.rect.collidepoint(event.pos):
                return False                    # its Continue: pygame-gui presses it
            on_card = self.scoring.rect is not None and \
                self.scoring.rect.collidepoint(event.pos)
            if on_card and self.app.now - self.summary_since >= SUMMARY_GRACE:
                self.dismiss_summary()          # (a click just after it came is not read
            else:                               #  as "go on": it was meant for the board)
                self.scoring.nudge(self.app.now)
            return True
        return False

    def on_tip(self, pos) -> bool:
        """Whether a click at `pos` is the hover text's (it opens its rule): the pointer
        came onto the text to read it and the text still stands there. A text the pointer
        left, or only swept over on its way to what lies under it, catches no click: the
        thing under it takes it (a fresh player's click on an island under a text that
        had stood there opened the rules book)."""
        tip = self.tip_rect
        return tip is not None and tip == self.tip_reached and tip.collidepoint(pos) \
            and rule_section(self.hover, self.snap) is not None

    def _mouse_down(self, event) -> None:
        if self.menu and self.context.rect.collidepoint(event.pos):
            entry = self.context.entry_at(event.pos) if event.button == 1 else None
            if entry is not None and entry.is_enabled:      # (a greyed one: nothing)
                self._option(entry.option)
            return
        if event.button == 1 and self.on_tip(event.pos) \
                and not self.app.ui.get_hovering_any_element():
            self.open_rules()
            return
        lesson = self.lesson.button_at(event.pos) \
            if self.lesson and event.button == 1 and self.back is None else None
        if lesson is not None:
            self.lesson_button(lesson)
            return
        if any(b.rect.collidepoint(event.pos) for b in self.builder_buttons):
            return            # pygame-gui handles the press
        if event.button == 1 and self.show.chip_target(event.pos):
            self.show.hurry = True
            self.app.sounds.play("click")
            return
        if event.button == 1 and event.pos[0] < self.lay.panel[0] and self.show.busy \
                and self.show.skip(self.anims):
            return                              # a click on the board: the show at once
        on_ring = self.ring is not None and self.ring.rect.collidepoint(event.pos)
        line = self.board.target_at(event.pos) if event.button == 1 and not on_ring else None
        if isinstance(line, Control) and line.name == "log_newer":
            self.panel.scroll = 0               # the log follows its newest lines again
            self.app.sounds.play("click")
            return
        if isinstance(line, Control) and line.name == "log_chip":
            self.toggle_log()                   # the guided game's log in the step's place
            self.app.sounds.play("click")
            return
        if isinstance(line, LogLine) and not self._under_lesson(event.pos):
            if self.back is not None or not self.log_lines_calm():
                self.play(LookBack(line.line))  # why did that happen? (not a click aimed
            return                              # at the tray's place: LOG_CALM)
        if self.back is not None:
            return                              # the past is only looked at
        if event.button == 3:
            self._right_click(event.pos)
        elif event.button == 1 and (event.pos[0] < self.lay.panel[0] or on_ring
                                    or self.board.target_at(event.pos)):
            self.click(event.pos)

    def _right_click(self, pos) -> None:
        """The builder takes a novice back; anywhere else the text menu of the place (or
        it closes)."""
        if self.builder:
            self.controller.take_back()
            self._builder_bar()
        elif not self.open_menu(self.board.target_at(pos), pos):
            self.close_menu()

    def _button(self, element) -> None:
        offer = self.offer_bar.key_of(element)
        if offer is not None:
            self.table.answer(offer)
        elif element in self.menu_options:
            self._option(self.menu_options[element])
        elif (self.tile_pick is not None or self.book_pick) and element in self.builder_buttons:
            self.app.sounds.play("click")
            self.close_ring()
        elif self.end_asked is not None and element in self.builder_buttons:
            self.app.sounds.play("click")
            cmd = self.end_asked if element is self.builder_buttons[0] else None
            self.close_ring()
            if cmd is not None:
                self.play(cmd)
        elif element in self.builder_buttons[:1]:
            self.confirm_builder()
        elif element in self.builder_buttons[1:2]:    # (a tile's question has no second:
            self.cancel_builder()                     # the Hint pressed then reached here)
        else:
            self._panel_button(self.panel_buttons.name_of(element), element)

    def _option(self, opt) -> None:
        self.app.sounds.play("click")
        if opt is None:
            self.close_menu()
        elif opt.command is not None:
            self.play(opt.command)
        elif opt.builder is not None:
            self.close_menu()
            self.start_builder(*opt.builder)

    def _panel_button(self, name: str | None, element) -> None:
        if name == "undo":
            self.undo()
        elif name == "redo":
            self.redo()
        elif name == "menu":
            self.open_pause()
        elif name == "hint":
            self.ask_hint()
        elif name == "speed":
            self.next_speed()
        elif name == "act":
            self.press_act()

    def next_speed(self) -> None:
        """The toolbar's Speed (or S): the next animation speed, kept in the settings,
        its picture showing it."""
        st = self.app.settings
        st.speed = SPEEDS[(SPEEDS.index(st.speed) + 1) % len(SPEEDS)]
        self.app.save_settings()
        self.panel_buttons.set_speed(st.speed)

    def undo(self) -> None:
        """Back to before the person's last move; a computer's thinking is forgotten and
        its move's show, if one plays, ends at once."""
        self.hint = None
        self.settle()
        self.show.clear()
        self.panel.counter.reset()
        if self.table.undo():
            self.close_menu()
            self.cancel_builder()
            self._refresh()
            self.follow_log()
            self._sync_buttons()

    def redo(self) -> None:
        self.hint = None
        self.settle()
        if self.table.can_redo():
            self.table.redo()
            self.sync()

    def click(self, pos) -> None:
        """A left click on the board: the ring's button, a piece to drag, or a place."""
        if self.blocked or not self.table.may_act:
            held = self.board.target_at(pos)
            if isinstance(held, Held):          # a favour token: what it is for, and when
                self.favour_clicked(held)
            return
        part = self.ring.part_at(pos) if self.ring is not None else None
        if part is not None:
            self.ring_press(*part)
            return
        if self.ring is not None and self.ring.rect.collidepoint(pos):
            return                               # between its buttons: nothing
        target = self.board.target_at(pos)
        if self.menu and isinstance(target, Field):     # the menu's Book, on the board
            books = [c for c in self.book_commands() if target.field in (c["from"], c["to"])]
            if len(books) == 1:
                self.app.sounds.play("click")
                self.play(books[0])
                return
        self.close_menu()
        if self.draggable(target) and not (self.ring and target in self.ring_targets()):
            self.press_piece(target, pos)        # a click or a drag: the mouse will say
            return
        self.click_on(target)

    def click_on(self, target: Target | None) -> None:
        """A click on a place (a press let go where it began)."""
        if self.builder:
            b = self.builder
            was = (b.source, b.active)
            on = island_of(target, self.snap) if isinstance(
                target, Figure | Shrine | IslandFavours) else None
            if on is not None:            # its island (a fresh player's click on the
                target = Island(on)       # Architect, to send a novice there, was lost)
            if self.controller.click(target, self.game.to_move):
                refused = self.game.refusal(b.command())
                if refused is None:
                    self.app.sounds.play("click")
                else:                     # more than stand there (the jetty's one novice
                    b.remove_last()       # clicked twice): taken back, and said why, as
                    self.say_no(refusal(refused))            # a drop there is
            elif self.said_apart():
                pass
            elif isinstance(b.source, int) and isinstance(target, Group) and \
                    target.island == b.source:        # another island's novices picked
                if (b.source, b.active) != was:       # up, or the picked ones clicked
                    self.app.sounds.play("click")     # again: where they go is said in
                self.builder_from = (b, b.source, b.count)   # the move's instructions
            self._builder_bar()
            return
        self.act_at(target)

    builder_from: tuple | None = None   # (the move, its source, its count) as another
    #                                     island's novices were picked up

    def builder_words(self) -> str:
        """A move's instructions (its help over Confirm): just after another island's
        novices were picked up, till one of them is sent or taken back, where they go
        ("Now from the Tides island: click the island …"); else the move's own. (A note
        standing over the panel's cards and log, see-through, hid the Blue and White
        rows and cut a log line: fresh players 101 and 102.)"""
        b, said = self.builder, self.builder_from
        if said is not None and said[0] is b and (b.source, b.count) == said[1:] \
                and isinstance(b.source, int):
            return t("builder.from", island=island(self.snap["islands"][b.source]["kind"]))
        return self.controller.instruction()

    def draw_hover_text(self, surf: pygame.Surface, view: dict) -> None:
        if self.summary is not None:
            self.draw_summary(surf)
            self.tip_rect = self.tip_link = None      # no hover text under the summary
            return
        if self.hover is not None:     # the board may have changed under a still mouse
            self.hover = self.target_at(self.tip_at)   # (the panel's parts too)
        if self.menu:
            self.context.draw(surf, self.mouse)        # its entry's rule beside it
            self.tip_rect = self.tip_link = None
        elif (self.drag is None or not self.drag.moving) \
                and self.draw_hint_tip(surf, widget_rects(self.app.ui)):
            return                     # the hint's whole words over its short card (under
            #                            a tray too: the card stands there)
        elif not self._tips_wake():        # a card or screen closed: a fresh rest first
            self.tip_rect = self.tip_link = None
        elif self.drag is None or not self.drag.moving:
            self.hint_tip = False
            tip = self.hover           # with the ring open: its buttons and places, and
            if self.ring is not None and getattr(tip, "what", "") == "ring":  # the panel's
                self.tip_rect, self.tip_link = self.ring.draw_tip(surf, tip), None  # own
                return       # (a fresh player pointed at a held token while choosing)
            if self.ring is not None and tip not in self.ring_targets() \
                    and not isinstance(tip, Held | PanelItem | Player | Shrine):
                tip = None           # (a shrine says whose it is and what it gives: a fresh
            #                          player with a tray open pointed at one, nothing came)
            if isinstance(tip, LogLine) and self.log_lines_calm():
                tip = None           # ("Why? Click…": not while a click there is calm)
            note = self.favour_note
            if note is not None and tip != note[0]:
                note = self.favour_note = None      # the mouse left the clicked token
            words = favour_note(note[0], note[1], view, self.favour_why) \
                if note is not None else self.book_tip(tip)
            if self.toast_newer(tip) or tip is None and words is None:  # "Not allowed …"
                self.tip_rect = self.tip_link = None        # said since: it alone stands
                return              # (nothing pointed at, nothing said: no text to place)
            near = self.board.rect_of(tip) if tip is not None else None
            avoid, cards = widget_rects(self.app.ui), []
            panel = pygame.Rect(self.lay.panel)
            if near is not None and panel.contains(near):   # the panel's own things: the
                avoid.append(panel)                         # text beside the panel, over
                cards = list(self.board.labels)     # no bit of an island's name (a fresh
                #                 player: a card's text over the Corruption name), else over
                #                 the panel (the other cards least: `soft`, below)
            else:                   # a board thing's: off the players' cards, read beside
                avoid += self.player_cards() * CARDS_WEIGH   # it (a favour's hid them at
                #                                              150 %), dearer than the land
                if not self.builder:            # any bit of one as dear as a button
                    cards = self.player_cards()     # (while a move is built: its arrow)
            lesson = getattr(self, "lesson", None)          # the guided game's card: a
            if lesson is not None and lesson.box is not None and self.lesson_shown:  # hover
                avoid.append(pygame.Rect(lesson.box))       # text never over it
            if isinstance(tip, CouncilSeat):                # a seat's: beside the council,
                avoid += self.rects_of(COUNCIL)             # over none of its seats or discs
            if isinstance(tip, Field) and near is not None:    # a temple field's: beside
                close = set(neighbours(self.snap, tip.field))  # it and its neighbours (the
                near = near.unionall([r for r, tg in self.board.hits   # engine's), over
                                      if isinstance(tg, Field) and tg.field in close])
                avoid += [r for r, _ in self.board.name_plates()]   # nor islands' names,
                avoid += [r for r, tg in self.board.hits    # none of the fields (a German
                          if isinstance(tg, Field)]         # fresh player at 1024x700,
                #                   150 %: 14 lines over the temple it spoke of), wide and
                #                   low (FIELD_WIDTH), in the sea or over the panel's edge
            soft, short, firm, parts = [], None, [], []
            width = FIELD_WIDTH if isinstance(tip, Field) else None
            if near is not None and panel.contains(near):
                soft = [r for r in self.player_cards() if r != near]
            if isinstance(tip, Island | IslandFavours | Shrine | Group):   # an island's (or
                # its pieces'): over none of its neighbours, their names and pieces (fresh15),
                avoid += self.neighbours_of(Island(tip.island))      # the panel less
                plate = self.board.name_plate(Island(tip.island))    # and its own name:
                if plate is not None:       # an island's text beside it (fresh players
                    (parts if isinstance(tip, Island) else avoid).append(plate)  # saw it
                    #                         over the name), its pieces' off it too
                if isinstance(tip, Island):     # and its own pieces (a French fresh player
                    parts += [r for r, tg in self.board.hits    # at 1280x800, 125 %: the
                              if isinstance(tg, Group | IslandFavours | Shrine)   # text
                              and tg.island == tip.island]      # over its favours' foot)
                soft = [r for r, tg in self.board.hits if isinstance(tg, Field)]
                # the panel (its log read) as dear as the land, where a text beside the
                # island is free to choose; while a move is built only a little, so its
                # arrow, dearer, stays in sight
                (soft if self.builder else avoid).append(panel)
                if isinstance(tip, Shrine | Group):     # its pieces': off the temple's
                    avoid += [r for r, tg in self.board.hits     # fields too (a German
                              if isinstance(tg, Field)]          # fresh player: a text
                #                                     over the temple at 1024x700, 150 %)
                short = brief(tip, view)     # an island's: off the temple too, short where
                if short is not None:        # its whole text finds no room beside it (fresh
                    firm = temple_board(self.lay, self.board.hits)  # players saw it over
                    #                            the temple, "over what you are working on")
            # the panel's buttons and the guided game's card: never, if it can
            dear = widget_rects(self.app.ui) + cards
            if self.ring is not None:           # an open tray: the text never over it
                dear.append(pygame.Rect(self.ring.rect))
            if isinstance(tip, LogLine):        # a log line's: beside the panel, over none
                dear = [*widget_rects(self.app.ui), panel]   # of the log it helps to read
            #                  (three fresh players: "Why?" stood over the next lines and
            #                  the instructions), an island's name under it for a moment
            if self.book_from is not None or self.book_pick:   # a Book being moved: off
                dear += [r for r, tg in self.board.hits        # the fields to click next
                         if isinstance(tg, Field) and tg != tip]   # (a fresh player: the
                #                           clicked field's text hid the lit ones)
            if lesson is not None and lesson.box is not None and self.lesson_shown:
                dear.append(pygame.Rect(lesson.box))
            if isinstance(tip, PanelItem):      # a figure's: over none of the others (the
                dear += [r for r, tg in self.board.hits       # pointer on its way to the
                         if isinstance(tg, PanelItem) and tg != tip]   # next met this one's)
            if self.builder and self.builder_drawn is not None:    # A move being built:
                dear += move_way(self.builder_drawn, self.lay)      # off its way and the
                avoid += temple_board(self.lay, self.board.hits) * 2    # temple (twice as
                #                 dear as a neighbour's land: the open water first, issue 21)
                if words is None and short is not None:             # short and narrow
                    words, width, firm = short, BRIEF_WIDTH, []
            play = None             # a player card's, an island's while a move is built:
            if near is not None and (self.builder and isinstance(      # in the open water,
                    tip, Island | IslandFavours | Shrine | Group) or panel.contains(near)):
                way = tuple(move_way(self.builder_drawn, self.lay)) \
                    if self.builder and self.builder_drawn is not None else ()
                own = getattr(tip, "island", None)      # never astride the panel's edge nor
                names = tuple(r for r, i in self.board.name_plates() if i != own)  # over
                theirs = tuple(r for r, tg in self.board.hits if isinstance(     # (nor its
                    tg, Group | IslandFavours | Shrine) and tg.island != own)    # pieces)
                play = Play(*play_of(self.board, self.lay, self.snap,    # another island's
                                     self.app.screen.get_size()),        # name (a fresh
                            panel.left, way, names, theirs)   # player: over the Herbs island and
                #                                         its pawns, the Corruption name)
            self.tip_rect, self.tip_link = draw_tooltip(
                surf, tip, view, self.tip_at, near, avoid, words, soft, dear,
                width or TIP_WIDTH, brief=width == BRIEF_WIDTH, short=short, firm=firm,
                parts=parts, play=play)

    _tip_of: tuple = (None, 0.0)      # the thing whose hover text shows, and since when

    def toast_newer(self, tip) -> bool:
        """A toast said since the pointer came to `tip` stands: the newer of the two
        wins (a refusal and the clicked island's text stood over each other), until the
        pointer comes to another thing."""
        if tip != self._tip_of[0]:
            self._tip_of = (tip, self.app.now)
        return tip is not None and bool(self.app.toasts) \
            and self.app.toast_said >= self._tip_of[1]

    def player_cards(self) -> list[pygame.Rect]:
        """Where the panel's player cards stand (each player's score and pieces)."""
        return [r for r, tg in self.board.hits if isinstance(tg, Player)]

    def neighbours_of(self, isl: Island) -> list[pygame.Rect]:
        """The other islands, each with its name plate and pieces, where an island's hover
        text should not stand."""
        own = self.board.rect_of(isl)
        mine = [p for p, w in self.board.keep_clear(own) if w == OWN_NAME]
        theirs = [r for r, tg in self.board.hits if getattr(tg, "island", None) is not None
                  and tg.island != isl.island]
        lands = [r.inflate(80, 80) for r, tg in self.board.hits
                 if isinstance(tg, Island) and tg != isl]
        return theirs + [r for r in self.board.labels      # their name plates (the
                         if r not in mine and r.collidelist(lands) >= 0]   # temple's: not)


def _between(near: pygame.Rect, tip: pygame.Rect) -> pygame.Rect | None:
    """The straight way from a thing to its hover text beside it: the gap between them,
    as wide (or tall) as both share."""
    top, bottom = max(near.top, tip.top), min(near.bottom, tip.bottom)
    left, right = max(near.left, tip.left), min(near.right, tip.right)
    if tip.left >= near.right and bottom > top:
        return pygame.Rect(near.right, top, tip.left - near.right + 1, bottom - top)
    if tip.right <= near.left and bottom > top:
        return pygame.Rect(tip.right - 1, top, near.left - tip.right + 1, bottom - top)
    if tip.top >= near.bottom and right > left:
        return pygame.Rect(left, near.bottom, right - left, tip.top - near.bottom + 1)
    if tip.bottom <= near.top and right > left:
        return pygame.Rect(left, tip.bottom - 1, right - left, near.top - tip.bottom + 1)
    return None
