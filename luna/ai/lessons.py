"""After a game, one lesson per person: the costliest kind of mistake they made, from a
small table of mistake patterns walked over the game's decisions.

Each pattern watches the game being replayed, command by command, and notes a `Slip`
whenever its kind of mistake cost a person influence: what it cost (in influence, as
the game counted it where the game counts it), the round, and the log indices of the
person's decisions it comes from (the first is where a look at the game should open).
The kinds:

- "apostate": influence the Apostate took at a round's scoring (exact);
- "expelled": a temple novice expelled by an opponent, costing the temple's point in
  every scoring still to come;
- "unconsecrated": a claimed tile left lying while a consecration was possible, costing
  the Guardian's lost value and the temple points it would have scored by then, or all
  of it when the game ended first;
- "council_tie": a tie on the Moon Priestess's island lost by the council position
  (the place's payout missed, exact);
- "meditation": a meditation the review names as a cost: the judge played otherwise
  there and its paired look-ahead games measure the difference with confidence
  (judge.Difference.sure); the slip is the review's entry for that decision, at the same
  position with the same value (judge.cost, worked out once for both).

A decision the judge (judge.py: the Hint's and the review's one judgement) would have
made itself, or that played the Hint the person was shown (`shown`), is never blamed: a
slip drawn only from such decisions does not count. A slip drawn from both (novices
sent to the Apostate's island by the Hint's move and by the person's own) keeps the
Hint's decisions apart (`hinted`): the lesson says the Hint advised them. A person's
lesson is the kind with the largest total cost (at least MIN_COST), with the rounds it
comes from. The walk replays the game once and measures every meditation as the review
does; the judge weighs the other kinds' decisions only while they could still be the
costliest (bench/coach.py measures the lesson's time).

A lesson names a cost only as the review would (F224): a meditation lesson's cost is the
review's entries for its decisions (`Lesson.priced`); the other kinds' costs are the
game's own counts (the Apostate's take, the temple points lost), which rank the kinds but
are not the cost of a decision the review measured, so such a lesson is told as what
happened and its rule of thumb, without a number.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Game, replay
from ..engine.common import apostate_blocks
from ..engine.data import ROUNDS, priestess_payout
from ..engine.temple import guardian_value
from . import judge

KINDS = ("apostate", "expelled", "unconsecrated", "council_tie", "meditation")
REVIEWED = ("meditation",)  # kinds whose costs are the review's entries, not the game's
TOLD_AS_HAPPENED = ("expelled",)   # kinds whose lesson says how often and in which rounds
#   the game's events happened (every expulsion of the person's novices), not only those
#   drawn from a decision the judge would not have made: "expelled 2 times" never where
#   the log shows three
MIN_COST = 2.0        # a lesson is drawn only from a kind that cost at least this much
MOVES_NAMED = 3       # at most this many decisions named per lesson


@dataclass(frozen=True)
class Slip:
    """One mistake: its kind, whose, its cost in influence, its round and the log
    indices of the decisions it comes from."""
    kind: str
    player: int
    cost: float
    round: int
    moves: tuple[int, ...]
    hinted: tuple[int, ...] = ()    # the person's decisions behind it that played the
    #                                 Hint shown there (kept out of `moves`, said as such)


@dataclass(frozen=True)
class Lesson:
    """A person's costliest kind of mistake over the game: how often and how much it
    cost in all, and the decisions it is drawn from (those of the costliest slips, in
    the order they were made), and the rounds of its slips."""
    player: int
    kind: str
    cost: float
    count: int
    moves: tuple[int, ...]
    decisions: int = 0      # all the decisions it is drawn from (`moves` names a few)
    rounds: tuple[int, ...] = ()
    priced: bool = True     # `cost` is the review's price of `drawn`; False: told without
    drawn: tuple[int, ...] = ()     # the person's decisions it is drawn from (log indices)
    banishable: bool = True  # Banish can move the Apostate in this game (not at solo
    #                          level 3, where he blocks it on his island: rules 6)
    hinted: tuple[int, ...] = ()    # the person's decisions behind its slips that played
    #                                 the Hint shown there: the lesson says the Hint
    #                                 advised them, never blames them as the person's own


class Pattern:
    """Watches the replay: `before` sees the position a command is given in, `after` the
    command's events; each returns the slips it found. It keeps the log indices of each
    person's decisions this round (`decisions`) for the patterns that need them."""
    kind = ""

    def __init__(self, persons: set[int]) -> None:
        self.persons = persons
        self.new_round()

    def new_round(self) -> None:
        self.decisions: dict[int, list[int]] = {p: [] for p in self.persons}

    def before(self, k: int, game: Game, cmd: dict) -> list[Slip]:
        if game.to_move in self.persons and game.state.phase == "actions":
            self.decisions[game.to_move].append(k)
        return []

    def after(self, k: int, game: Game, cmd: dict, events: list[dict]) -> list[Slip]:
        return []

    def last_decision(self, p: int) -> tuple[int, ...]:
        mine = self.decisions.get(p) or []
        return (mine[-1],) if mine else ()


class Apostate(Pattern):
    """Influence lost to the Apostate; drawn from the decisions of that round that sent
    novices to his island, else from the last one (the last chance to leave)."""
    kind = "apostate"

    def new_round(self) -> None:
        super().new_round()
        self.sent: dict[int, list[int]] = {p: [] for p in self.persons}

    def before(self, k, game, cmd):
        p = game.to_move
        if p in self.persons and game.state.apostate in _destinations(cmd):
            self.sent[p].append(k)
        return super().before(k, game, cmd)

    def after(self, k, game, cmd, events):
        out = []
        for e in events:
            if e["type"] != "round_scored":
                continue
            for loss in e["apostate"]:
                p = loss["player"]
                if p in self.persons and loss["points"]:
                    moves = tuple(self.sent[p]) or self.last_decision(p)
                    out.append(Slip(self.kind, p, float(-loss["points"]), e["round"],
                                    moves))
            self.new_round()
        return out


def _destinations(cmd: dict) -> set[int]:
    """The islands a command puts the mover's novices on or beside (a preliminary
    placement too: the Hint may advise one on the Apostate's island)."""
    if cmd["type"] in ("travel", "tides"):
        return {m["to"] for m in cmd["moves"]}
    if cmd["type"] == "sailboat":
        return {cmd["to"]}
    if cmd["type"] in ("recruit", "herbs", "place_pair"):
        return {cmd["island"]}
    return set()


class Expelled(Pattern):
    """A person's temple novice expelled: the temple's point lost in each scoring still
    to come; drawn from the person's consecration that put it there."""
    kind = "expelled"

    def __init__(self, persons: set[int]) -> None:
        super().__init__(persons)
        self.placed: dict[int, int] = {}      # field -> the consecration's log index

    def after(self, k, game, cmd, events):
        out = []
        for e in events:
            if e["type"] == "tile_consecrated" and e["player"] in self.persons:
                self.placed[e["field"]] = k
            elif e["type"] == "novice_expelled" and e["player"] in self.persons:
                r = game.state.round
                moves = (self.placed[e["field"]],) if e["field"] in self.placed else ()
                out.append(Slip(self.kind, e["player"], float(ROUNDS - r + 1), r,
                                moves + (k,)))
        return out


class Unconsecrated(Pattern):
    """A claimed tile not consecrated at the first chance: when it is consecrated later,
    the Guardian's value lost since then and the temple points missed; when never, the
    value it would have had and every temple point after. Drawn from the decisions that
    passed a legal consecration of it by."""
    kind = "unconsecrated"

    def __init__(self, persons: set[int]) -> None:
        super().__init__(persons)
        self.waiting: dict[int, dict] = {}    # tile -> player, first chance, missed

    def before(self, k, game, cmd):
        p = game.to_move
        for tile, w in self.waiting.items():
            if w["player"] != p or (cmd["type"] == "consecrate" and cmd["tile"] == tile):
                continue
            if game.is_legal({"type": "consecrate", "player": p, "tile": tile,
                              "bribe": False}):
                if w["chance"] is None:
                    w["chance"] = (game.state.round, guardian_value(game.state))
                w["missed"].append(k)
        return []

    def after(self, k, game, cmd, events):
        out = []
        s = game.state
        for e in events:
            if e["type"] == "tile_claimed" and e["player"] in self.persons:
                self.waiting[e["tile"]] = {"player": e["player"], "chance": None, "missed": []}
            elif e["type"] == "tile_consecrated" and e["tile"] in self.waiting:
                w = self.waiting.pop(e["tile"])
                if w["chance"] is not None:
                    rnd, value = w["chance"]
                    cost = max(0, value - guardian_value(s)) + (s.round - rnd)
                    if cost > 0:
                        out.append(Slip(self.kind, w["player"], float(cost), rnd,
                                        tuple(w["missed"])))
        if game.is_over:
            for w in self.waiting.values():
                if w["chance"] is not None:
                    rnd, value = w["chance"]
                    out.append(Slip(self.kind, w["player"], float(value + ROUNDS - rnd + 1),
                                    rnd, tuple(w["missed"])))
            self.waiting = {}
        return out


class CouncilTie(Pattern):
    """A tie on the Moon Priestess's island lost by the council position; drawn from
    the person's last decision before that scoring."""
    kind = "council_tie"

    def after(self, k, game, cmd, events):
        out = []
        pay = priestess_payout(game.state.players)
        for e in events:
            if e["type"] != "round_scored":
                continue
            places = e["priestess"]
            for n in range(1, len(places)):
                p, above = places[n], places[n - 1]
                if p["player"] in self.persons and p["count"] == above["count"]:
                    lost = pay[n - 1] - (pay[n] if n < len(pay) else 0)
                    if lost > 0:
                        out.append(Slip(self.kind, p["player"], float(lost), e["round"],
                                        self.last_decision(p["player"])))
            self.new_round()
        return out


class Meditation(Pattern):
    """A meditation the review names: the judge (at `iterations`) played otherwise and
    the difference is measured with confidence; its cost is the review's. One that
    played the Hint shown there (`shown`: log index -> command) is never one."""
    kind = "meditation"

    def __init__(self, persons: set[int], iterations: int | None = None,
                 shown: dict[int, dict] | None = None) -> None:
        super().__init__(persons)
        self.iterations, self.shown = iterations, shown or {}

    def before(self, k, game, cmd):
        p = game.to_move
        if p not in self.persons or cmd["type"] != "meditate" or game.state.solo \
                or judge.same(self.shown.get(k, {}), cmd):
            return []
        judged = judge.hinted(game, self.iterations)
        if judge.same(judged.command, cmd):
            return []
        diff = judge.cost(game, judged, cmd)[2]
        if not diff.sure:                   # the review drops it: not a cost to name
            return []
        return [Slip(self.kind, p, round(diff.mean, 2), game.state.round, (k,))]


PATTERNS: tuple[type[Pattern], ...] = (Apostate, Expelled, Unconsecrated, CouncilTie,
                                       Meditation)


class Stopped(Exception):
    """The lessons were called off (`stopped` said so) before they were drawn."""


Stop = Callable[[], bool] | None      # asked between the judge's verdicts: called off?


def _go_on(stopped: Stop) -> None:
    if stopped is not None and stopped():
        raise Stopped


def slips(header: dict, log: list[dict], persons: list[int],
          movers: list[int] | None = None, iterations: int | None = None,
          shown: dict[int, dict] | None = None, stopped: Stop = None) -> list[Slip]:
    """Every slip of the persons' over the game, in the order they happened (`movers`,
    if given, gets who gave each command); meditations measured by the judge at
    `iterations`, those that played the Hint `shown` there never one. Raises Stopped
    as soon as `stopped()` says the lessons were called off."""
    who = set(persons)
    watchers = [Meditation(who, iterations, shown) if cls is Meditation else cls(who)
                for cls in PATTERNS]
    game = replay(header, [])
    out: list[Slip] = []
    for k, cmd in enumerate(log):
        if game.is_over:
            break
        _go_on(stopped)
        if movers is not None:
            movers.append(game.to_move)
        for w in watchers:
            out += w.before(k, game, cmd)
        events = game.apply(cmd)
        for w in watchers:
            out += w.after(k, game, cmd, events)
    return out


class Judged:
    """Which of the log's decisions the judge (judge.py: the Hint's and the review's)
    would have made itself: a decision it advised is never blamed. Each position is
    judged when a slip drawn from it is weighed, not before; a decision that played the
    Hint shown there (`shown`) is the Hint's, whatever the judge says now."""

    def __init__(self, header: dict, log: list[dict], iterations: int | None,
                 shown: dict[int, dict] | None = None, stopped: Stop = None) -> None:
        self.header, self.log, self.iterations = header, log, iterations
        self.stopped = stopped
        self.game = replay(header, [])
        self.advised: dict[int, bool] = {k: True for k, cmd in (shown or {}).items()
                                         if k < len(log) and judge.same(cmd, log[k])}
        self.hinted = frozenset(self.advised)   # the decisions that played a Hint shown

    def __call__(self, k: int) -> bool:
        if k not in self.advised:
            _go_on(self.stopped)
            if len(self.game.log) > k:
                self.game = replay(self.header, [])
            while len(self.game.log) < k:
                self.game.apply(self.log[len(self.game.log)])
            found = judge.hinted(self.game, self.iterations).command
            self.advised[k] = judge.same(found, self.log[k])
        return self.advised[k]


def _unadvised(s: Slip, movers: list[int], advised) -> Slip | None:
    """The slip drawn from the first of the person's decisions the judge would not have
    made (another's, such as an opponent's expulsion, stay named beside it), or None
    where each of the person's was the judge's own choice. (The first only: each
    decision weighed costs a verdict, and the results screen waits for them.)"""
    own = [m for m in s.moves if m < len(movers) and movers[m] == s.player]
    kept = next(([m] for m in own if not advised(m)), None)
    if not kept:
        return None
    hinted = tuple(m for m in own if m in getattr(advised, "hinted", ()))
    return Slip(s.kind, s.player, s.cost, s.round,
                tuple(m for m in s.moves if m in kept or m not in own), hinted)


def _costliest(groups: dict[str, list[Slip]], movers: list[int], advised
               ) -> tuple[str, list[Slip]] | None:
    """The kind whose slips cost most once the judge's own choices are taken out: each
    kind is weighed with the judge only while its untested total could still be the
    largest (a total only falls when weighed)."""
    weighed: dict[str, list[Slip]] = {}
    while groups:
        total = {k: sum(s.cost for s in weighed.get(k, v)) for k, v in groups.items()}
        top = max(total, key=lambda k: (total[k], -KINDS.index(k)))
        if top in weighed:
            return top, weighed[top]
        weighed[top] = [f for s in groups[top] if (f := _unadvised(s, movers, advised))]
    return None


def blamed(header: dict, log: list[dict], persons: list[int],
           iterations: int | None = None, shown: dict[int, dict] | None = None
           ) -> list[Slip]:
    """Every slip of the persons' that is drawn from a decision the judge would not have
    made nor the Hint `shown` advised (each weighed: what a lesson may be drawn from)."""
    movers: list[int] = []
    found = slips(header, log, persons, movers, iterations, shown)
    advised = Judged(header, log, iterations, shown)
    return [f for s in found if s.moves and (f := _unadvised(s, movers, advised))]


def lessons(header: dict, log: list[dict], persons: list[int],
            iterations: int | None = None, shown: dict[int, dict] | None = None,
            stopped: Stop = None) -> dict[int, Lesson | None]:
    """Each person's lesson (None when no kind cost them MIN_COST), drawn from none of
    the decisions the judge advised (at its budget, `iterations` if given) nor from
    those that played the Hint shown there (`shown`: log index -> command). Raises
    Stopped once `stopped()` says they were called off (the screen that asked is gone)."""
    movers: list[int] = []
    found = slips(header, log, persons, movers, iterations, shown, stopped)
    advised = Judged(header, log, iterations, shown, stopped)
    out: dict[int, Lesson | None] = {}
    for p in persons:
        totals: dict[str, list[Slip]] = {}
        for s in found:
            if s.player == p and s.moves:
                totals.setdefault(s.kind, []).append(s)
        best = _costliest(totals, movers, advised)
        if best is None or sum(s.cost for s in best[1]) < MIN_COST:
            out[p] = None
            continue
        kind, mine = best
        moves: list[int] = []
        for s in sorted(mine, key=lambda s: (-s.cost, s.round)):
            moves += [m for m in s.moves if m not in moves]
        own = sorted({m for s in mine for m in s.moves
                      if m < len(movers) and movers[m] == p})
        told = totals[kind] if kind in TOLD_AS_HAPPENED else mine
        out[p] = Lesson(p, kind, round(sum(s.cost for s in mine), 1), len(told),
                        tuple(sorted(moves[:MOVES_NAMED])), len(moves),
                        tuple(sorted({s.round for s in told})), kind in REVIEWED,
                        tuple(own), banishable(header),
                        tuple(sorted({m for s in mine for m in s.hinted})))
    return out


def banishable(header: dict) -> bool:
    """Whether Banish can move the Apostate in the game of `header` (the Apostate blocks
    it on his island at solo level 3)."""
    return not apostate_blocks(header.get("solo_level"), 0, 0, banish=True)


def hint_led(header: dict, log: list[dict], shown: dict[int, dict]) -> frozenset[int]:
    """The seats who played the Hint's move on most of their decisions: `shown` maps a
    log index to the command the Hint showed there. Such a game is the Hint's strength,
    not the person's: it moves no rating (a win of it suggests the level above for a
    contest: profiles/suggestion.py)."""
    game = replay(header, [])
    made: dict[int, int] = {}
    followed: dict[int, int] = {}
    for k, cmd in enumerate(log):
        if game.is_over:
            break
        p = game.to_move
        if game.state.phase == "actions":
            made[p] = made.get(p, 0) + 1
            if k in shown and judge.same(shown[k], cmd):
                followed[p] = followed.get(p, 0) + 1
        game.apply(cmd)
    return frozenset(p for p, n in followed.items() if 2 * n > made[p])
