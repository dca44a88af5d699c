"""Where the keyboard's focus stops on the game screen (game/keys.py): the order of the
board's places, one stop an island, the tray's first tile, where the Hint's move starts
and ends. No state: the view in, the stop out."""

from __future__ import annotations

from typing import NamedTuple

from ...text import t
from ..board.marks import hint_marks
from ..board.targets import Group, Island, Tile
from .choices import BUILDER_TYPES, clickable, clickable_now, spends_favour
from .game_buttons import act_kind
from .intents import KeyIntent, Press, Use

MOVES = ("travel", "tides", "sailboat")      # the moves planned on the board
FIRST = "recruit"        # the tile a tray opened by keys starts on where it is usable


class TrayTile(NamedTuple):
    """The focus on the open tray's tile `k`."""
    k: int


def order(target) -> tuple:
    """Round the ring of islands first (island 0 at the board's top, clockwise, as the
    board draws them and the figures move), then the path, the temple, the rest."""
    if isinstance(target, str):
        return (9, 0, target)
    kinds = {"island": 0, "group": 0, "jetty": 1, "jetty_area": 1, "tile": 2, "field": 3,
             "council_seat": 4, "candles": 5}
    first = getattr(target, "island", None)
    if first is None:
        first = getattr(target, "tile", getattr(target, "field", getattr(target, "seat", 0)))
    return (kinds.get(target.what, 6), first, repr(target))


def acting_now(view) -> set:
    """The board's places a command that spends no favour acts from now (the engine's
    legal commands decide): those the arrows and the first Tab go to before a place
    open only through a favour (one that does not glow, read as one with nothing to do:
    F094, F791)."""
    if not view.snap or view.snap.get("to_move") is None:
        return set()
    return clickable_now(view.legal, view.snap, view.snap["to_move"])


def leading(view) -> set:
    """The places that lead the board's stops: the islands (and your novices on them)
    that act now, and each temple tile whose novice you may consecrate now spending no
    favour (the engine's legal commands say which): a place that acts now is never
    reached only after those a favour opens (F803, F833)."""
    now = acting_now(view)
    tiles = {Tile(c["tile"]) for c in view.legal or ()
             if c["type"] == "consecrate" and not spends_favour(c)}
    return {p for p in now if order(p)[0] == 0} | (tiles & now)


def round_from(places: list, origin, view) -> list:
    """The board's stops in their order, its lead (`leading`: the islands that act now,
    round their ring, then the tiles to consecrate) taken from `origin` (where the
    board's first Tab went: the Hint's move's start, else the ring's first island: once
    round the ring from its island, then the temple's tiles), so
    Tab goes on from there to the next place that acts now, not to those only a favour
    opens (F803: Tab from the Hint's island went on over the islands the Novice favour
    opened and the toolbar before the Book island's novices)."""
    lead = leading(view)
    n = next((k for k, p in enumerate(places) if p not in lead), len(places))
    if origin not in places[:n]:
        return places
    # once round the ring from there, then the temple's tiles: a tile between the last
    # island and the first read as a random order (the ring is the board's, clockwise)
    ring = [p for p in places[:n] if order(p)[0] == 0]
    temple = [p for p in places[:n] if order(p)[0] != 0]
    first, then = (ring, temple) if origin in ring else (temple, ring)
    k = first.index(origin)
    return first[k:] + first[:k] + then + places[n:]


IDLE = ("undo", "redo")   # greyed, these only have nothing to take back or do again


def idle(view, stop) -> bool:
    """A greyed button with nothing to explain (Undo with nothing to undo, Redo with
    nothing to redo): no stop of Tab nor of the arrows; a greyed button with a reason to
    read (Meditate, the Hint) and a greyed tray tile keep their stops."""
    return stop in IDLE and greyed(view, stop)


def greyed(view, stop) -> bool:
    """A panel button that cannot be used now: a stop of Tab (Enter on it says why),
    never of the arrows (F791)."""
    if stop in ("confirm", "cancel"):
        bar = [b for b in view.builder_buttons if b.alive()]
        k = ("confirm", "cancel").index(stop)
        return k < len(bar) and not bar[k].is_enabled
    button = (view.buttons or {}).get(stop) if isinstance(stop, str) else None
    return button is not None and not button.is_enabled


def first_tile(ring) -> int | None:
    """Where a tray's focus starts, one rule for every tray (F115): the Hint's tile (the
    Hint of this turn's, its arrow gone since a look at another island: F443), else
    Recruit where it is usable (every island's tray holds it in the same slot), else the
    first usable tile in slot order (a greyed tile first takes the first arrow for
    nothing: F095); None where none is usable."""
    if ring.focus is not None:
        return ring.focus
    usable = [i for i, a in enumerate(ring.actions) if a.enabled]
    return min(usable, key=lambda i: (not ring.actions[i].kept,
                                      ring.actions[i].kind != FIRST, i), default=None)


def planned(view) -> bool:
    """A Travel, Tides or Sailboat planned on the board with a novice sent: Enter plays it."""
    return view.builder is not None and view.builder.ctype in MOVES and bool(view.builder.moves)


def hint_end(view) -> int | None:
    """The island the Hint's move sends its first novice to, where the move planned is
    the Hint's kind; else None."""
    if not hints_move(view):
        return None
    cmd = view.hint.command
    return cmd["to"] if "to" in cmd else next((m["to"] for m in cmd.get("moves", [])), None)


def hints_move(view) -> bool:
    """The move planned is of the Hint's kind: Enter carries it on to the Hint's whole
    move (each novice it names sent, then played), never plays it short of that."""
    return view.hint is not None and view.builder is not None and \
        view.hint.command["type"] == view.builder.ctype


def one_stop(target, view):
    """What a board place is one stop of the focus order as: an island with its standing
    novices one stop (`("island", i)`; each group its own while a move is planned), any
    other place itself."""
    if isinstance(target, Island) or (isinstance(target, Group) and target.active
                                      and not view.builder):
        return ("island", target.island)
    return target


def hint_start(view, stops: list):
    """The stop the Hint's move starts from: the first of the mover's own pieces it moves
    or uses that is a stop (a Recruit's novices: their island), else its target (a
    Meditation's candles, a shrine's island); None where no Hint stands or none of them
    is a stop."""
    hint = view.hint
    if hint is None or not view.snap or view.snap.get("to_move") is None:
        return None
    marks = hint_marks(hint.command, view.snap, view.snap["to_move"])
    keys = {one_stop(s, view): s for s in reversed(stops) if not isinstance(s, str)}
    return next((keys[one_stop(place, view)] for place in (*marks.pieces, *marks.goals)
                 if one_stop(place, view) in keys), None)


def only_move(view) -> KeyIntent | None:
    """Enter with nothing in focus and no Hint where one move alone is left (beside
    ending the turn's actions): that move, the mouse's way, with its confirmation. Only
    Meditate (End actions) left: its panel button pressed. One other move: its place
    used as a click, which opens its tray (Enter again takes the tile, which says what
    it gives: a move is never played unseen). None where more are left (Enter without
    a focus doing nothing read as a key not heard only where one thing could be done)."""
    if not view.legal or view.snap is None:
        return None
    rest = [c for c in view.legal if c["type"] != act_kind(view.snap)]
    if not rest:
        return Press("act")
    if len(rest) > 1 or rest[0]["type"] in BUILDER_TYPES:
        return None
    places = sorted(clickable(rest, view.snap, view.snap["to_move"]), key=order)
    return Use(places[0]) if places else None


def lowers(view, k: int) -> str | None:
    """The open tray's usable tile `k` where its move lowers the mover's projection (the
    engine's dry run, as its preview says it): the note that asks Enter once more
    ("Enter again to Recruit: projected 55 to 50"), a key pressed by habit never costing
    points unseen as a refused tile says its reason; None where it does not lower it (a
    move planned on the board is played by its own Enter; the Hint's move, chosen whole,
    its cost said on the Hint's card, is played by one)."""
    act = view.ring.actions[k] if k < len(view.ring.actions) else None
    if act is None or not act.enabled or act.builder or act.hints_choice \
            or view.game is None:
        return None
    eff = act.effect(view.game)
    if eff is None or not eff.projected:
        return None
    me = act.command["player"]
    was, will = int(eff.projected[0][me]), int(eff.projected[1][me])
    return t("keys.enter_again", action=t(f"ring.{act.kind}"), was=was, will=will) \
        if will < was else None
