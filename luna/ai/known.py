"""Rankings kept by position: the look-ahead games meet the same positions again and
again (the judge's searches at one decision after another, its paired games, the
Master's candidates whose Adept lines cross), and the Adept's ranking of a position
depends on nothing but that position, the weights and whether the player to move has
reached the cap of actions in a round (candidates.ROUND_ACTIONS_CAP). So the search
reads a ranking it has made before instead of ranking the position again: the same
ranking, only sooner.

The key holds every part of the state (KEYED names them; a test checks that it names
every slot of State, so a part added later cannot be left out of it), compared by
content, never by identity: two positions share a ranking only if they are equal.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from ..engine import Game
from ..engine.state import State
from .adept import ranked
from .candidates import ROUND_ACTIONS_CAP, actions_this_round
from .evaluation import Weights

# rankings kept (the latest used): the repeats are near one another (one decision's
# searches and the next's); more kept rankings cost more than they save, as every object
# kept lengthens the garbage collector's full passes (2048 made the Hints' paired games
# slower than none, 256 and 512 read the review's repeats alike)
KEPT = 256

# every slot of State the key reads ("final": a game that is over is never kept)
KEYED = frozenset((
    "players", "solo_level", "colours", "names", "kinds", "round", "phase", "to_move",
    "start_player", "influence", "favours", "supply_novices", "supply_shrines",
    "island_favours", "active", "inactive", "shrines", "priestess", "architect", "apostate",
    "path", "guardian", "jetty", "temple_rows", "fields", "adjacent", "council", "time_total",
    "time_turned", "book_bonus_taken", "final", "options", "rules"))

_kept: OrderedDict[tuple, tuple[Weights, list[tuple[float, dict]]]] = OrderedDict()
_lock = threading.Lock()     # (the relay's bots search in threads)


def position_key(g: Game) -> tuple:
    """The position of `g` as the Adept's ranking sees it, by content."""
    s: State = g.state
    capped = s.phase == "actions" and actions_this_round(g) >= ROUND_ACTIONS_CAP
    return (s.players, s.solo_level, tuple(s.colours), tuple(s.names), tuple(s.kinds),
            s.round, s.phase, s.to_move, s.start_player, tuple(s.influence),
            tuple(map(frozenset, s.favours)), tuple(s.supply_novices),
            tuple(s.supply_shrines), tuple(s.island_favours), tuple(map(tuple, s.active)),
            tuple(map(tuple, s.inactive)), tuple(map(tuple, s.shrines)), s.priestess,
            s.architect, s.apostate, tuple(tuple(e.items()) for e in s.path), s.guardian,
            tuple(s.jetty), tuple(s.temple_rows),
            tuple((k, tuple(f.items())) for k, f in s.fields.items()),
            tuple(s.adjacent.items()), tuple(map(tuple, s.council)), s.time_total,
            s.time_turned, s.book_bonus_taken, tuple(s.options.items()), s.rules, capped)


def ranking(g: Game, weights: Weights) -> list[tuple[float, dict]]:
    """ranked(g, weights), made once per position and weights (kept by the weights'
    identity: the entry holds them, so that identity is never another's)."""
    if g.state.final is not None:
        return ranked(g, weights)
    try:
        key = (id(weights), position_key(g))
        hash(key)
    except TypeError:       # an option that is no plain value: not kept
        return ranked(g, weights)
    with _lock:
        found = _kept.get(key)
        if found is not None:
            _kept.move_to_end(key)
            return found[1]
    made = ranked(g, weights)
    with _lock:
        _kept[key] = (weights, made)
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return made


def own_ranking(g: Game, weights: Weights) -> list[tuple[float, dict]]:
    """ranking(g, weights) with commands of the caller's own: a command chosen from it
    leaves the search (a bot's move, the Hint's), and whoever receives it may change it
    without changing a kept ranking."""
    return [(v, _copy(cmd)) for v, cmd in ranking(g, weights)]


def _copy(cmd: dict) -> dict:
    out = dict(cmd)
    if "moves" in out:
        out["moves"] = [dict(m) for m in out["moves"]]
    return out
