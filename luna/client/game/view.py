"""The one view state the game screen's parts read, built by the scene for each event and
frame (`GameScene.view`). A part never reads another part's fields nor the scene's: what it
needs of them stands here."""

from __future__ import annotations

from typing import Any, NamedTuple

from .hint_goal import goal_shown, move_shown
from .hint_offers import card_rows


class GameView(NamedTuple):
    """What the game screen shows and knows now, read-only for the parts. A NamedTuple,
    not a frozen dataclass: it is built ~10 times a frame and twice an update, and a
    frozen dataclass sets each of its 53 fields through object.__setattr__ (17 us a
    view against 4 us)."""

    table: Any                      # the table (tables/table.py): who may act, undo, hint
    snap: dict                      # the engine's snapshot
    legal: list                     # the commands the person at this screen may play now
    clickable: frozenset            # the targets those commands light
    lay: Any                        # the board's and panel's layout for this window
    anims: tuple                    # the animations playing
    blocked: bool                   # input waits: a move animating, a round's card due
    hover: Any                      # the target under the pointer (None: none)
    mouse: tuple[int, int]          # where the pointer is
    now: float                      # the clock (s)
    board: Any                      # the drawn board (its hit boxes, labels, plates)
    panel: Any                      # the drawn side panel
    log: Any                        # the game log's lines and their causes
    ui: Any                         # pygame-gui's manager (a part's own buttons)
    move: Any = None                # the move in progress: the tray or a move being built
    ring: Any = None                # the open tray (action ring), if any
    builder: Any = None             # the move being built by clicks, if any
    summary: Any = None             # a round's scoring card standing, if any
    back: Any = None                # the log line looked back at, if any
    lesson: Any = None              # the guided game's card (None outside it)
    buttons: Any = None             # the panel's buttons by name
    round_pending: bool = False     # a round's card stands or is due
    hint: Any = None                # the Hint standing (None: none, the log moved on, or
    #                                 its goal alone stands: game/hint_goal.py)
    hint_goal: bool = False         # the Hint's goal alone stands, its move unshown
    offer_rows: tuple = ()          # ((n, rect)) of the Hint card's moves (hint_offers)
    offers_folded: bool = False     # a toast with no room on the board takes their room
    help_rect: Any = None           # a built move's instructions, where last drawn
    builder_reason: str | None = None   # why the built move cannot go yet
    log_floor: int | None = None    # the log ends above this (the replay's strips)
    tile_pick: Any = None           # an Appointment's tile being chosen, if so
    book_pick: bool = False         # the Book's fields being chosen
    tip_at: tuple[int, int] = (0, 0)    # where the hover text stands (pinned while read)
    calm: bool = False              # reduced motion
    focus: Any = None               # the keyboard's focus, if it shows
    keys_shown: bool = False        # the keyboard took over: the focus is outlined
    handover: int | None = None     # hot seat: the seat the screen waits to hand over to
    marks: Any = None               # the board's mark layer (rings round what a rule used)
    status: str = ""                # the panel's turn line (given where a part draws it)
    own_supply: int | None = None   # the person's supply as the panel tells it (drawing)
    shown: dict | None = None       # the position as drawn this frame (animations' hides)
    screen: tuple[int, int] = (0, 0)    # the window's size
    toasts: bool = False            # toasts stand ...
    toast_said: float = 0.0         # ... the latest said then
    drawn_move: Any = None          # a move being built as drawn: its arrows and ghosts
    lesson_box: Any = None          # the guided game's card where it stands this frame
    book_moving: bool = False       # the Book favour being moved: its fields to click
    lit: frozenset = frozenset()    # the board's places lit for a click now (the keys' stops)
    builder_buttons: tuple = ()     # Confirm and Cancel of a planned move (or End actions)
    end_asked: bool = False         # solo: End actions asked, its Confirm standing
    choosing: bool = False          # a tray or a choice stands (Esc closes it)
    menu: Any = None                # the text menu open (its entries, where it stands)
    offer: Any = None               # the table's question's buttons (their keys)
    showing: bool = False           # another player's moves are being shown ...
    skippable: bool = False         # ... one of them now (Space: at once)
    chip: Any = None                # the faster chip, where it stands (None: none)
    glowing: frozenset = frozenset()    # what the board lights faint (where one may act)
    covered: bool = False           # another screen stands over the game (a question)
    frame: Any = None               # drawing: the frame's facts (frame_state.Frame)

    @property
    def game(self):
        return self.table.game

    @property
    def half_built(self) -> bool:
        """A move is half built: planned on the board, an Appointment's tile or the
        Book's fields being chosen (Meditate waits till it is played or cancelled)."""
        return self.builder is not None or self.tile_pick is not None or self.book_pick

    def on_card(self, pos) -> bool:
        """The guided game's card stands at `pos` (it hides what is under it)."""
        return self.lesson is not None and self.back is None and \
            self.lesson.box is not None and self.lesson.box.collidepoint(pos)

def view_of(scene, **said) -> GameView:
    """The view state the parts read, built from what the game screen (`scene`) owns
    (`said`: what only drawing needs, the status line and the supply told)."""
    acts, ring, builder = scene.acting, scene.ring, scene.builder
    return GameView(
        table=scene.table, snap=scene.snap, legal=scene.legal,
        clickable=frozenset(scene.clickable), lay=scene.lay, anims=tuple(scene.anims),
        blocked=scene.blocked, hover=scene.hover, mouse=tuple(scene.mouse), now=scene.app.now,
        board=scene.board, panel=scene.panel, log=scene.log, ui=scene.app.ui,
        move=ring or builder, ring=ring, builder=builder, summary=scene.summary,
        back=scene.back, lesson=scene.lesson, buttons=scene.buttons, focus=scene.keys.focus,
        keys_shown=scene.keys.shown, builder_buttons=tuple(scene.builder_buttons),
        end_asked=acts.end_asked is not None, marks=scene.marks,
        round_pending=scene.summary_pending, help_rect=scene.move_help.rect,
        builder_reason=scene.builder_reason,
        hint=move_shown(scene.hints, scene.game, scene.table),
        offer_rows=card_rows(scene.hints), offers_folded=scene.toasts_at.fold,
        hint_goal=goal_shown(scene.hints, scene.game, scene.table),
        log_floor=scene.log_floor, tile_pick=acts.tile_pick, book_pick=acts.book_pick,
        tip_at=scene.hover_text.at, calm=scene.app.settings.reduced_motion,
        handover=scene.handover.waiting, menu=scene.context if scene.menu else None,
        offer=scene.offer_bar, choosing=acts.choosing(), showing=scene.show.busy,
        skippable=scene.show.skippable, chip=scene.show.chip,
        glowing=frozenset(scene.glowing), covered=scene.app.scene is not scene, **said)
