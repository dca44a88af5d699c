"""What a part of the game screen asks for beyond itself. The scene alone carries an
intent out (`GameScene.play`): a command for the table, or a change of the screen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Play:
    """Send `cmd` to the table (animated, or its refusal said)."""
    cmd: dict


@dataclass(frozen=True)
class OpenTray:
    """Open the tray (the action ring) at a board place (`tile`: its Appointment's tile
    chosen, as a drop on the tile chose it)."""
    target: Any
    tile: int | None = None


@dataclass(frozen=True)
class CloseTray:
    """Close the tray, the text menu and any choice standing (`by_key`: Esc, the pointer
    aimed at nothing)."""
    by_key: bool = False


@dataclass(frozen=True)
class Undo:
    """Back to before the person's last move."""


@dataclass(frozen=True)
class Redo:
    """The move undone, again."""


@dataclass(frozen=True)
class Hint:
    """Ask the table for a hint (`by_key`: H, which says why where its button is greyed)."""
    by_key: bool = False


@dataclass(frozen=True)
class LookBack:
    """Look back at the game log's line `line` (the line looked at already: come back)."""
    line: int


@dataclass(frozen=True)
class BackToPresent:
    """End the look back (`click`: with the click's sound)."""
    click: bool = False


@dataclass(frozen=True)
class Dismiss:
    """The round's scoring card goes (its Continue)."""


@dataclass(frozen=True)
class OpenRules:
    """The rules book, at the page about what is pointed at."""


@dataclass(frozen=True)
class Pause:
    """The pause menu over the game."""


@dataclass(frozen=True)
class GuideButton:
    """A button of the guided game's card: "back", "continue", "tips" or "skip"."""
    name: str


@dataclass(frozen=True)
class Sound:
    """A sound of the screen, and the words said with it as a toast (none: ""); `tip`:
    said as the one tip standing (first_sights.say: the tip before goes)."""
    name: str
    said: str = ""
    tip: bool = False


@dataclass(frozen=True)
class Taken:
    """The event is used up; nothing more happens."""


Intent = Play | OpenTray | CloseTray | Undo | Redo | Hint | LookBack | BackToPresent | \
    Dismiss | OpenRules | Pause | GuideButton | Sound | Taken


# -- what the keyboard asks (game/keys.py): the same as a click or a drop would ----------------
@dataclass(frozen=True)
class Use:
    """A place on the board used, as a click there (its tray opens, a move built goes on)."""
    target: Any


@dataclass(frozen=True)
class Send:
    """The move being built sends `count` more novices to `target`."""
    target: Any
    count: int = 1


@dataclass(frozen=True)
class Carry:
    """The move being built sends its novices, all going to one island, to `target`
    instead."""
    target: Any


@dataclass(frozen=True)
class TakeBack:
    """The move being built takes its last novice back."""


@dataclass(frozen=True)
class Confirm:
    """The planned move (or the solo game's End actions asked) is played."""


@dataclass(frozen=True)
class Cancel:
    """The planned move (or the End actions asked, an Appointment's tile or the Book's
    fields being chosen) is let go (`click`: with the click's sound)."""
    click: bool = True


@dataclass(frozen=True)
class TakeTile:
    """The tray's tile `k` taken (a greyed one: its reason said)."""
    k: int


@dataclass(frozen=True)
class Choose:
    """The tray's tile `k`: its count `count` chosen."""
    k: int
    count: int


@dataclass(frozen=True)
class Step:
    """The tray's tile `k`: its count one more (`by` 1) or one less (-1)."""
    k: int
    by: int


@dataclass(frozen=True)
class Token:
    """The tray's tile `k`: the novice favour stands in, or no longer."""
    k: int


@dataclass(frozen=True)
class Press:
    """A panel button by name ("act", "undo", "hint", ...): used, or its reason said."""
    name: str


@dataclass(frozen=True)
class SayWhere:
    """A move planned by keys with no island chosen: how to choose one is said."""


@dataclass(frozen=True)
class TakeHint:
    """What the Hint standing names: its tray opened and its tile taken, or its move on."""


@dataclass(frozen=True)
class OpenMenu:
    """The text menu of a place on the board: at `at` (a right click; where nothing can
    be done there, the menu closes), or beside the place (the menu key, its first entry
    outlined)."""
    target: Any
    at: tuple[int, int] | None = None


# -- what a drag asks (game/drag.py) -----------------------------------------------------------
@dataclass(frozen=True)
class Drop:
    """The move planned on the board (started if none is) sends a novice of `source`
    (`active`: a standing one) to island `dest`, as a drop there."""
    ctype: str
    source: Any
    active: bool
    dest: int


@dataclass(frozen=True)
class Animate:
    """An animation of a part's own that does not hold input (a piece's way back)."""
    anim: Any


@dataclass(frozen=True)
class HintGone:
    """The player does something else: the Hint standing goes (`unless`: a place chosen;
    the Hint stays where it is about that place)."""
    unless: Any = None


@dataclass(frozen=True)
class ShowOffer:
    """Show the Hint card's n-th move on the board, unplayed (1: the Hint's own; a key
    1-3 or a click on its line: game/hint_offers.py)."""
    n: int


@dataclass(frozen=True)
class RestTips:
    """No hover text till the pointer rests anew (a reason is being read)."""


KeyIntent = Use | Send | Carry | TakeBack | Confirm | Cancel | TakeTile | Choose | Step | Token | \
    Press | SayWhere | TakeHint | OpenMenu


# -- what the pointer and the screen's widgets ask (the parts' `handle`) ----------------------
@dataclass(frozen=True)
class Point:
    """The pointer is at `pos` (a piece being dragged goes with it)."""
    pos: tuple[int, int]


@dataclass(frozen=True)
class Grab:
    """A piece of the board pressed at `pos`: a click or a drag, the let-go will say."""
    target: Any
    pos: tuple[int, int]


@dataclass(frozen=True)
class Hover:
    """The pointer is on `target` (None: nothing); `focus`: the keys' focus goes there
    where it is one of their stops."""
    target: Any
    focus: bool = False


@dataclass(frozen=True)
class Refocus:
    """The keys' focus follows what a key did (a tray opened, a move planned)."""


@dataclass(frozen=True)
class LetGo:
    """The keys' focus let go (Esc on the board)."""


@dataclass(frozen=True)
class SkipShow:
    """The move being shown: at once."""


@dataclass(frozen=True)
class Hurry:
    """The moves being shown: faster (the faster chip, F)."""


@dataclass(frozen=True)
class NextSpeed:
    """The toolbar's Speed: the next animation speed."""


@dataclass(frozen=True)
class CloseMenu:
    """The text menu closes."""


@dataclass(frozen=True)
class MenuFocus:
    """The text menu's outline moves `by` entries."""
    by: int


@dataclass(frozen=True)
class TakeOption:
    """An entry of the text menu taken (None: the menu closes)."""
    option: Any


@dataclass(frozen=True)
class Answer:
    """The table's question answered with `key`."""
    key: str


@dataclass(frozen=True)
class ScrollLog:
    """The game log scrolled back `by` entries (None: it follows its newest again)."""
    by: int | None


@dataclass(frozen=True)
class ScrollCard:
    """The guided game's card scrolled `by` notches."""
    by: int


@dataclass(frozen=True)
class TrayPress:
    """A click on the tray's tile `k`: on its `part` ("card", "chip", "minus", "plus")."""
    k: int
    part: str


@dataclass(frozen=True)
class Favour:
    """A favour token in the hand clicked while the board waits: what it is for."""
    held: Any


# -- what the tray part asks (game/acting.py) -------------------------------------------------
@dataclass(frozen=True)
class TrayAt:
    """A place on the board clicked: its tray opened, or why nothing can be done there."""
    target: Any


@dataclass(frozen=True)
class SayNo:
    """A click refused: its reason said beside it."""
    reason: str


@dataclass(frozen=True)
class PickTile:
    """An Appointment taken where more than one tile may be claimed: its tiles lit to
    choose on the board."""
    act: Any


@dataclass(frozen=True)
class PickBook:
    """The Book's move begun at `field` (its ends lit, the words over Cancel)."""
    field: int


@dataclass(frozen=True)
class StartBook:
    """The Book's move chosen on the board: its novices' fields lit, the words over
    Cancel (Esc too)."""


@dataclass(frozen=True)
class PinTip:
    """The hover text is `target`'s now, pinned where the pointer is (a favour token
    clicked: its note is read there)."""
    target: Any


@dataclass(frozen=True)
class StartPlan:
    """A Travel, Tides or Sailboat started, planned on the board from `source`."""
    ctype: str
    source: Any
    active: bool


PointerIntent = Point | Hover | Refocus | LetGo | SkipShow | Hurry | NextSpeed | CloseMenu | \
    MenuFocus | TakeOption | Answer | ScrollLog | ScrollCard | TrayPress | Favour | TrayAt | \
    SayNo | PickTile | PickBook | StartBook | PinTip | StartPlan
