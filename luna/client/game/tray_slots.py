"""Where each action kind stands in the tray (game/ring.py): ONE slot per kind, the same in
every tray of a window and text size, on every island, tile, jetty or the candles, in
every turn. An island's tray fills every slot of its glass, a kind it cannot take there
greyed with why (game/greyed_slots.py); a tile's, the candles' or the jetty's tray of
fewer kinds leaves the others' slots empty; none closes them up, so a click remembered
from one tray lands on the same action in the next.

The slots are read left to right, row by row, in the window's grid of columns. First the
five every island offers (Favour, Recruit, Appoint, Council, Travel), then the figures'
(Build shrine where the Architect stands, Banish where the Apostate stands), then the
favours' own moves: Herbs and Tides on every island's tray, greyed with the engine's
reason where the favour is not held (a slot greyed on one turn and gone on the next read
as a fault, F131) in a grid of three columns or more, where held in one of two (a fifth
row of tiles would take the log's last row), the Sailboat's move where its favour is held,
its slot where the window lays it in every turn (game/tray_lay.steady_form: in a row
under the others, in a column more, or in a row planned for every tray; F249). Kinds that
never stand in one tray share a slot: the one choice of a phase before the actions (a
shrine, a pair, the automaton's novices) and the candles' Meditate or End stand in the
first, a tile's Consecrate in Council's. A tray of one tile (a temple tile's Consecrate)
stands in the first slot, where the steady tray's first tile stands: one tile alone in a
corner of an empty glass read as a fault (F536; game/ring.py). The guided game's tray
under its card (one action at a time) keeps its own tiles closed up instead.

No pygame here.
"""

from __future__ import annotations

SLOTS: tuple[tuple[str, ...], ...] = (
    ("favour", "place_shrine", "place_pair", "solo_deactivate", "meditate", "end_actions"),
    ("recruit",),
    ("appoint",),
    ("council", "consecrate"),
    ("travel",),
    ("build_shrine",),
    ("banish",),
    ("herbs",),
    ("tides",),
    ("sailboat",),
)
SLOT = {kind: k for k, kinds in enumerate(SLOTS) for kind in kinds}
ORDER = tuple(kind for kinds in SLOTS for kind in kinds)   # the tray's kinds, slot by slot
PLANNED = 9              # the slots the panel plans every tray for (tray_rows): all but
#                          the last (the Sailboat's move), whose row stands over the log's
#                          rows in a turn that holds its favour; every slot where the
#                          window has no room for that row (planned(ten): a plan for ten
#                          in every window folded the cards to a line each, for a slot
#                          most turns never fill)
ALWAYS = 9               # the slots every island's tray of the actions phase reaches:
#                          the five, the figures', Herbs and Tides (F131)
FIGURES = 7              # ... in a grid of two columns: the five and the figures' (Herbs
#                          and Tides where held: a fifth row of tiles took the log's last
#                          row under the tray in the smallest windows at large text)
MOVERS = ("sailboat",)   # the favours whose moves add a slot where they are held
SPARE = ("herbs", "tides")   # the moves in every island's tray, held or not: greyed for a
#                              favour not held (buttons still: never under the Hint's card)


def slot_of(kind: str) -> int:
    """The slot of an action kind (a kind this table does not know: after all of them)."""
    return SLOT.get(kind, len(SLOTS))


def slots_used(kinds) -> int:
    """How many slots a tray of `kinds` reaches (its last one's, plus one)."""
    return max((slot_of(k) + 1 for k in kinds), default=1)


def slots_reached(snap: dict | None, me: int, spare: bool = True) -> int:
    """The slots any tray of player `me` may reach now: one before the actions (one
    choice), else the figures' and the held favours' moves too; `spare`: Herbs and
    Tides held or not (a grid of three columns or more), else where held."""
    least, movers = (ALWAYS, MOVERS) if spare else (FIGURES, SPARE + MOVERS)
    if not snap:
        return least
    if snap.get("phase", "actions") != "actions":
        return 1
    held = snap["favours"][me] if me < len(snap.get("favours", ())) else ()
    return max([least] + [slot_of(k) + 1 for k in movers if k in held])


def cell(slot: int, cols: int) -> tuple[int, int]:
    """A slot's (column, row) in a grid of `cols` columns."""
    return slot % cols, slot // cols


def tray_rows(kinds, snap: dict | None, me: int, own: bool,
              spare: bool = True, ten: bool = False) -> tuple[int, int]:
    """(The slots the panel plans every tray of the window for: PLANNED, so that the
    players' cards and the tiles' rows and places never change with a turn; the slots
    this tray's glass holds.) Every tray of a turn has one glass, the slots any of them
    may reach (slots_reached: the figures' and the held favours', so a favour taken or
    spent changes it from one turn to the next, never from one place to the next);
    before the actions one choice, one slot. `own`: a tray of its own tiles in their
    order, closed up (the guided game's, one action at a time under its card)."""
    if own:                          # (its tiles in their order, closed up: the card's
        return len(kinds) or 1, len(kinds) or 1     # room under it)
    used = slots_used(kinds)
    reached = slots_reached(snap, me, spare)
    return (planned(snap, spare, ten) if reached > 1 else 1), max(reached, used)


def planned(snap: dict | None, spare: bool = True, ten: bool = False) -> int:
    """The slots the panel plans every tray for now: those the fullest tray of any
    player's turn may reach (the figures', the held favours'), at most PLANNED; `ten`:
    every slot, the Sailboat's too, in every turn (a window whose log's area has no
    room for its row under the others: game/tray_room.sails_under)."""
    if ten:
        return len(SLOTS)
    if not snap or "players" not in snap:
        return PLANNED
    # (all that slots_reached reads of it: a copy of the whole snapshot cost more than
    # the rest); the Sailboat's slot never plans a row, held or not: in two columns its
    # row is Tides's, and a plan grown for it moved the tray in the turn that held it
    # (F718)
    acting = {"phase": "actions", "favours": [[k for k in held if k not in MOVERS]
                                              for held in snap.get("favours", ())]}
    return min(PLANNED, max(slots_reached(acting, p, spare) for p in range(snap["players"])))
