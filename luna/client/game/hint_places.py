"""Where a click takes the Hint's move: the mover's own pieces it moves or uses, its own
target, the islands it sends the mover's pieces to (game/key_moves.hint_place), and its
arrows' heads (each its goal's: `head_at`)."""

from __future__ import annotations

from ..board.arrows import inside
from ..board.marks import Hint, hint_marks, on_seat
from ..board.targets import Group, Island
from .actions import effect_of


def places_of(hint: Hint, view) -> set:
    """The places a click on which takes the Hint's move: the mover's own pieces it
    moves or uses and its own target (a Council's one seat), never what it sends
    away nor where that goes (an expelled novice is another player's piece)."""
    marks = hint_marks(hint.command, view.snap, view.game.to_move)
    if hint.command["type"] == "council":
        marks = on_seat(marks, effect_of(view.game, hint.command).seat)
    return {*marks.pieces, *marks.goals, *ends_of(hint, view)}


def ends_of(hint: Hint, view) -> set:
    """The islands the Hint's move sends its own pieces to (a Travel's, Tides' or
    Sailboat's novices, with the mover's own novices standing there, a Banish's
    Apostate): a click on the mover's novices there or on the arrow's head takes the
    Hint's move whole; a click on the island's land opens its own tray (the player
    asked for that island)."""
    cmd, me = hint.command, view.game.to_move
    if cmd["type"] in ("travel", "tides", "sailboat"):
        goals = set(hint_marks(cmd, view.snap, me).goals)
        return goals | {Group(g.island, me, state) for g in goals if isinstance(g, Island)
                        for state in ("active", "inactive")}   # the island's, under them
    if cmd["type"] == "banish":
        return {Island(e["to"]) for e in effect_of(view.game, cmd).events
                if e.get("figure") == "apostate" and e["from"] != e["to"]}
    return set()


def head_at(view, pos) -> object | None:
    """The place the Hint's arrow whose drawn head lies under `pos` points at, else None:
    a click on an arrow's head (which stops just short of its goal, off it) counts as a
    click on where the Hint's move goes."""
    if view.hint is None or view.marks is None:
        return None
    return next((goal for goal, head in getattr(view.marks, "heads", ())
                 if head and inside(head, pos)), None)
