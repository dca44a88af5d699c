"""What one command itself does, and which reasons that lets it be given.

A reason weighs two positions term by term (reasons.py); the largest term between two
look-ahead games, or between positions whose best opponent differs, may be something the
move never touched ("a higher council seat scores more" for a player already on the top
seat, "keeps active novices" for a Recruit, which lays them down: F028). Here each term a reason
may name has a plain rule, read from the engine's own events of the command and the position
before and after it: a reason is told only if its rule holds, so it always names something the
move does or directly causes.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Game
from ..engine.data import ARCHITECT_STEP, COUNCIL_POINTS, ISLANDS, priestess_payout
from ..engine.rounds import apostate_moves_to
from ..engine.state import State
from .evaluation import Term, _council_rank, _majority

# Commands that do nothing on the board (a candle turned; the solo game's end of actions).
PASSING = ("meditate", "end_actions")


@dataclass(frozen=True)
class Effect:
    """One command played at a position: who played it, the positions before and after
    it and the engine's events of it."""
    player: int
    command: dict
    before: State
    after: State
    events: tuple[dict, ...]

    def of(self, etype: str) -> list[dict]:
        """The mover's events of one type."""
        return [e for e in self.events if e.get("type") == etype
                and e.get("player") == self.player]


# What a move does on the board, its weightiest first: the event a Hint names where no
# reason is borne out (a shrine before a Book, before a council seat, before a tile
# claimed, before novices moved).
DEEDS = ("shrine_built", "tile_consecrated", "book_moved", "council_moved", "tile_claimed",
         "figure_moved", "novice_recruited", "novices_woken", "novices_moved",
         "novices_placed", "favour_taken")


# The deeds a command's own words already say (text/moves.py names its action, island,
# tile and count): told beside the move they would only restate it, not a reason (F252).
RESTATES = {"travel": ("novices_moved",), "tides": ("novices_moved",),
            "sailboat": ("novices_moved",), "herbs": ("novices_woken",),
            "banish": ("figure_moved",), "council": ("council_moved",),
            "consecrate": ("tile_consecrated",), "build_shrine": ("shrine_built",),
            "place_shrine": ("shrine_built",), "appoint": ("tile_claimed",),
            "book": ("book_moved",), "recruit": ("novice_recruited",),
            "favour": ("favour_taken",), "place_pair": ("novices_placed",)}


def main_deed(e: Effect) -> dict | None:
    """The engine's event that says what the move sets up beyond its own words (DEEDS,
    the weightiest first; of novices moved, the largest group; none of those the command
    itself names, RESTATES): None for a move with none, such as a Travel whose only deed
    is its novices moved. A Banish is the Apostate's move (its event names who sent
    him); a meditation that ends the round stands novices up."""
    p = e.player
    said = RESTATES.get(e.command.get("type"), ())
    for kind in DEEDS:
        if kind in said:
            continue
        mine = [ev for ev in e.events if ev.get("type") == kind and
                (ev.get("by") == p if kind == "figure_moved" else ev.get("player") == p)]
        if mine:
            return max(mine, key=lambda ev: ev.get("count", 1))
    return None


def own_gain(events, p: int) -> int:
    """The influence a move gains player `p` by its own effect, as the engine's events
    of it count: those before the round's scoring it may start (a last time marker's
    scoring, the game's end count after the last round's, are said as such, each with
    its own figure: "gains you 22 influence now" for a meditation's 1 read as untrue)."""
    end = next((k for k, e in enumerate(events) if e.get("type") == "phase"), len(events))
    return sum(e["delta"] for e in events[:end]
               if e.get("type") == "influence" and e.get("player") == p)


def effect_of(game: Game, cmd: dict) -> Effect:
    """`cmd` played on a copy of `game`."""
    after = game.clone()
    events = after.play(cmd)
    return Effect(game.to_move, cmd, game.state, after.state, tuple(events))


def _on(s: State, i: int, p: int, shrines: bool = False, inactive: bool = True) -> int:
    """p's novices on island i (the inactive too unless not `inactive`), and a shrine
    there if `shrines`."""
    return s.active[i][p] + (s.inactive[i][p] if inactive else 0) + \
        (int(bool(s.shrines[i][p])) if shrines else 0)


def _active(s: State, p: int) -> int:
    return sum(s.active[i][p] for i in range(ISLANDS))


def _islands(s: State, p: int) -> int:
    return sum(s.active[i][p] + s.inactive[i][p] for i in range(ISLANDS))


def _fields(s: State, p: int) -> int:
    return sum(1 for f in s.fields.values() if f["player"] == p)


def _tie_won(e: Effect, i: int) -> bool:
    """After the move p counts at island i as many as an opponent whom p's council disc
    was behind before it and is ahead of after it: the climb wins the tie there."""
    a, b, p = e.after, e.before, e.player
    mine = _on(a, i, p, shrines=True, inactive=False)
    return mine > 0 and any(_on(a, i, q, shrines=True, inactive=False) == mine
                            and b.council_seat(p) < b.council_seat(q)
                            and a.council_seat(p) > a.council_seat(q)
                            for q in range(a.players) if q != p)


def by_seat(place: int, a: State, b: State) -> bool:
    """A Moon Priestess majority on `place` that position `a` has over `b` (the position
    before the move, or the rival move's after it) by its council seat alone (a tie goes
    further along the council), not by more novices there nor by fewer of an opponent's:
    told as such. (Against the position before only, a Council that kept its Tides
    novices was told "moves further along the council" against one that spent them to
    climb as far.)"""
    return all(_on(a, place, q, shrines=True, inactive=False) ==
               _on(b, place, q, shrines=True, inactive=False) for q in range(b.players))


def _shrine_ready(s: State, p: int, i: int) -> bool:
    """evaluation's shrine_next: p can build a shrine where the Architect stops next."""
    return (i == (s.architect + ARCHITECT_STEP) % ISLANDS and not s.shrines[i][p]
            and bool(s.supply_shrines[p]) and _on(s, i, p) >= 2 and "shrine" in s.favours[p])


def does(term: str, place: int | None, e: Effect, rival: Effect | None = None,
         ahead: bool = False, keeps: bool = True) -> bool:
    """Whether a reason naming `term` (at island or tile `place`) is true of the move
    `e`: something it does or directly causes, against the position before it, or (if
    `keeps`) what it keeps that the rival move gives up (a favour token, active novices,
    novices on the jetty). `ahead`: the reason is a look-ahead's, told of a later
    round's end."""
    p, b, a = e.player, e.before, e.after
    if term == "influence":             # it scores now: a consecration, a round's end
        return a.influence[p] > b.influence[p]
    if term == "council":               # its disc climbs to a seat worth more
        return any(COUNCIL_POINTS[m["to"]] > COUNCIL_POINTS[m["from"]]
                   for m in e.of("council_moved"))
    if term == "favour_use":            # it takes a token
        return bool(e.of("favour_taken"))
    if term == "favours":               # it takes one, or keeps one the rival spends
        return bool(e.of("favour_taken")) or (
            keeps and not e.of("favour_returned") and rival is not None
            and len(a.favours[p]) > len(rival.after.favours[p]))
    if term == "shrine":                # it builds this shrine
        return any(m.get("island") == place for m in e.of("shrine_built"))
    if term == "tile":                  # it claims this tile
        return any(m.get("tile") == place for m in e.of("tile_claimed"))
    if term == "temple":                # it places a novice in the temple
        return _fields(a, p) > _fields(b, p)
    if term in ("priestess", "meditate_priestess"):
        if place is None:
            return False
        if term == "meditate_priestess":    # a candle turned while holding a paid place
            return e.command["type"] == "meditate" and a.round == b.round \
                and holds_priestess_place(a, p, place)
        if not ahead and (a.round != b.round or b.priestess != place):
            return False
        # more of its novices there (a shrine counts), fewer of an opponent's (the solo
        # automaton's laid down), or a council seat for a tie
        more = _on(a, place, p, shrines=True, inactive=ahead) > \
            _on(b, place, p, shrines=True, inactive=ahead)
        fewer = any(_on(a, place, q, shrines=True, inactive=ahead) <
                    _on(b, place, q, shrines=True, inactive=ahead)
                    for q in range(b.players) if q != p) and \
            _on(a, place, p, shrines=True, inactive=ahead) > 0
        return more or fewer or (not ahead and _tie_won(e, place))
    if term == "apostate":              # fewer of its novices where he stands, or he leaves
        if place is None:
            return False
        banished = any(m.get("by") == p and m.get("from") == place for m in e.events
                       if m.get("type") == "figure_moved" and m.get("figure") == "apostate")
        return banished or _on(a, place, p) < _on(b, place, p)
    if term == "next_priestess":        # more of its novices (or a shrine) on that island
        return place is not None and _on(a, place, p, shrines=True) > \
            _on(b, place, p, shrines=True)
    if term == "active":                # it lays none down and the rival would
        return (a.round == b.round and not e.of("novices_used")
                and _active(a, p) >= _active(b, p)
                and (_active(a, p) > _active(b, p) or (
                    keeps and rival is not None and _active(a, p) > _active(rival.after, p))))
    if term == "novices":               # more of its novices on the islands
        return _islands(a, p) > _islands(b, p)
    if term == "jetty":                 # it keeps novices on the jetty the rival brings back
        return keeps and a.jetty[p] >= b.jetty[p] and rival is not None and \
            a.jetty[p] > rival.after.jetty[p]
    if term == "shrine_next":           # it makes a shrine ready there (not the round's end)
        return place is not None and a.architect == b.architect and \
            _shrine_ready(a, p, place) and not _shrine_ready(b, p, place)
    if term == "meditate":              # it does nothing on the board: no action was better
        return e.command["type"] in PASSING
    return False


# the parts of the mover's score (trial.PARTS) each deed of a move bears on, by the
# engine's events of it: a trial reason names a part only where one of the two moves
# weighed bears on it (a Travel against a Meditation was told "your council seat
# scores 4 more", which a later Council of its look-ahead games made)
BEARS_ON = {"council_moved": ("council", "priestess"), "shrine_built": ("shrines",),
            "favour_taken": ("favours",), "favour_returned": ("favours",),
            "tile_claimed": ("actions",), "tile_consecrated": ("actions", "temple"),
            "book_moved": ("actions", "temple"), "novice_expelled": ("temple",),
            "influence": ("actions",)}


def bears_on(e: Effect) -> set[str]:
    """The parts of the mover's score (trial.PARTS) the move `e` itself bears on: the
    others' influence always; the Moon Priestess and the Apostate where it changes the
    mover's novices on or beside an island (or sends him); the novices on the islands
    where it changes their number; each deed's own (BEARS_ON), by the engine's events
    of the move before any scoring it starts."""
    p, b, a = e.player, e.before, e.after
    end = next((k for k, ev in enumerate(e.events) if ev.get("type") == "phase"),
               len(e.events))
    out = {"others"}
    for ev in e.events[:end]:
        if ev.get("player") == p or ev.get("by") == p:
            out.update(BEARS_ON.get(ev.get("type"), ()))
            if ev.get("type") == "figure_moved" and ev.get("figure") == "apostate":
                out.add("apostate")
    if any((a.active[i][p], a.inactive[i][p]) != (b.active[i][p], b.inactive[i][p])
           for i in range(ISLANDS)):
        out.update(("priestess", "apostate"))
    if _islands(a, p) != _islands(b, p):
        out.add("novices")
    return out


def _standing(term: str, place: int | None, e: Effect, ahead: bool) -> object:
    """What the move `e` leaves of the thing a reason naming `term` speaks of: two moves
    that leave the same differ in nothing that reason could name."""
    p, a = e.player, e.after
    if term == "influence":
        return a.influence[p]
    if term == "council":
        return a.council_seat(p)
    if term == "favours":               # what the tokens are worth at the end: how many
        return len(a.favours[p])        # (two Favours of different islands: the same)
    if term == "favour_use":            # which actions they can serve: their kinds
        return sorted(a.favours[p])
    if term == "shrine":
        return any(m.get("island") == place for m in e.of("shrine_built"))
    if term == "tile":
        return any(m.get("tile") == place for m in e.of("tile_claimed"))
    if term == "temple":
        return _fields(a, p)
    if place is None:
        return None
    if term in ("priestess", "meditate_priestess"):
        return ([_on(a, place, q, shrines=True, inactive=ahead) for q in range(a.players)],
                a.council_seat(p), a.priestess)
    if term == "apostate":
        return _on(a, place, p), a.apostate
    if term == "next_priestess":
        return _on(a, place, p, shrines=True)
    if term == "shrine_next":
        return _shrine_ready(a, p, place)
    return None


_COUNTED = {"active": _active, "novices": _islands}


def differs(term: str, place: int | None, e: Effect, rival: Effect | None,
            ahead: bool = False) -> bool:
    """Whether the move `e` and the `rival` move differ in what a reason naming `term`
    speaks of (a Sailboat to the Shrine island and one to the Tides island both take the
    novice off the Apostate's island: "loses less to the Apostate" is no difference
    between them). Always true without a rival, or for a term that names no thing
    (a meditation's "no action was worth more")."""
    if rival is None or term in ("meditate", "council_tie"):
        return True
    if term in _COUNTED:
        return _COUNTED[term](e.after, e.player) != _COUNTED[term](rival.after, e.player)
    if term == "jetty":
        return e.after.jetty[e.player] != rival.after.jetty[e.player]
    return _standing(term, place, e, ahead) != _standing(term, place, rival, ahead)


# Terms whose worth the game's end counts from what then stands (a council seat's points,
# a shrine's): their reason speaks of a difference that must still stand there.
LASTING = ("council", "shrine")


def shown_at(term: str, place: int | None, player: int,
             ends: tuple[State, State] | None) -> bool:
    """Whether the two moves' end positions at the horizon the judge played them to
    (the choice's, the rival's; None: no look-ahead) show the difference a reason naming
    a LASTING `term` speaks of: a council seat worth more, the shrine on `place` built
    there and not in the rival's. Where the rival's game reached as high a seat by
    then, "a higher council seat scores more at the game's end" names no difference
    between the two moves. True for the other terms."""
    if ends is None or term not in LASTING:
        return True
    mine, theirs = ends
    if term == "council":
        return COUNCIL_POINTS[mine.council_seat(player)[0]] > \
            COUNCIL_POINTS[theirs.council_seat(player)[0]]
    return place is not None and bool(mine.shrines[place][player]) and \
        not theirs.shrines[place][player]


def near_apostate(place: int | None, e: Effect) -> bool:
    """Whether an island is where the Apostate stands as the move `e` finds him, or
    where he moves on to after this round's scoring as things stand (before the move or
    after it): a Hint's "the Apostate should cost you less" is its move's own there
    only. An Appointment whose novice left an island he reached in its look-ahead games
    only later was told by him, and its goal said "the Apostate should cost you less"
    of a move that did nothing about him."""
    return place is not None and place in (e.before.apostate, apostate_moves_to(e.before),
                                           apostate_moves_to(e.after))


def borne_out(parts: dict[Term, float], e: Effect, rival: Effect | None = None,
              ahead: bool = False, keeps: bool = True) -> Term | None:
    """The largest term of `parts` (reasons.split: what the move's position gains, term
    by term) that the move `e` bears out (`does`), first of equals in their order; None
    where none that adds is. A computer's reason in the log is chosen so: a Travel was
    logged as "a higher council seat scores more"."""
    for key in sorted(parts, key=lambda k: -parts[k]):
        if parts[key] < 1e-9:
            break
        if does(key[0], key[1], e, rival, ahead=ahead, keeps=keeps) and \
                differs(key[0], key[1], e, rival, ahead=ahead):
            return key
    return None


def holds_priestess_place(s: State, p: int, island: int | None) -> bool:
    """p has a paid place at the Moon Priestess, who still stands on `island`."""
    if s.phase != "actions" or s.priestess != island:
        return False
    counts = [s.active[island][q] + s.shrines[island][q] for q in range(s.players)]
    return p in {q for q, _ in _majority(counts, _council_rank(s), priestess_payout(s.players))}
