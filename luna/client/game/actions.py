"""What a click on the board offers as the action ring's buttons: one `Action` per kind of
action, never one per variant. The variants (how many novices or seats, whether the novice
favour stands in, which tile) are the button's own choice; actions that cannot be taken
stay, greyed, with the engine's reason.

Thin client: every variant is a command of `game.legal()`, every reason is
`game.refusal()`, and the numbers a button shows are the events of the engine's own dry
run of its command (`Game.clone().apply`). No pygame here."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import reduce
from typing import NamedTuple

from ...ai.outlook import now_parts, scored_in
from ...engine import Game
from ...engine.data import COUNCIL_POINTS
from ...engine.scoring import (
    FinalChange,
    ScoringChange,
    coming_given,
    final_change,
    projected_with_round,
    scoring_change,
)
from ...text import island, refusal, t
from ...text.score_words import coming_words, end_words, now_words, set_up_words, started_words
from ..board.targets import (
    Candles,
    CouncilSeat,
    Figure,
    Group,
    Island,
    IslandFavours,
    Jetty,
    JettyArea,
    NextPlace,
    Shrine,
    Target,
    Tile,
)
from .choices import island_probes
from .tray_slots import ORDER as TRAY_ORDER

# the ring's order, each action kind in its one slot of every tray (game/tray_slots.py):
# a click where Appoint stood on one island hits Appoint on the next (F060)
ORDER = TRAY_ORDER
COUNTED = ("council", "banish", "herbs")          # a − / + count on the button
MOST_FIRST = ("herbs", "council")   # open on their most (a Banish's fewest: it moves him)
MOVES = ("travel", "tides", "sailboat")           # built on the board (drag or clicks)
ON_ISLAND = ("place_shrine", "place_pair", "solo_deactivate", "favour", "recruit",
             "appoint", "council", "herbs")


class Variant(NamedTuple):
    """A variant of an action: seats / steps / novices, the novice favour, the tile."""
    count: int = 0
    token: bool = False
    tile: int | None = None


def choice_of(cmd: dict) -> Variant:
    token = bool(cmd.get("novice_token"))
    ct = cmd["type"]
    count = cmd["count"] + int(token) if ct in ("council", "banish") else \
        cmd["count"] if ct == "herbs" else 0
    return Variant(count, token, cmd.get("tile"))


def _favour_of(cmd: dict) -> str | None:
    """The favour a command spends beside what its action names, if any."""
    return "bribery" if cmd.get("bribe") else "novice" if cmd.get("novice_token") else None


@dataclass(frozen=True)
class Effect:
    """What a command does, as the engine's dry run tells it."""
    novices: int = 0              # novices it uses (they lie down, or stand on a tile)
    influence: int = 0            # influence it gains now
    spends: tuple[str, ...] = ()  # favours it returns
    seat: int | None = None       # where the council disc lands
    woken: int = 0                # novices that stand up (Herbs)
    recruited: int = 0
    theirs: int = 0               # the solo automaton's novices it lays down (Lie down)
    them: int | None = None       # whose those are
    events: tuple = ()            # every event of the dry run (where things go: marks.moved_by)
    apostate_to: int | None = None  # the island Banish sends the Apostate to
    scoring: ScoringChange | None = None   # what it changes at the coming scoring
    end: FinalChange | None = None         # what it changes in the count at the game's end
    scored: int | None = None     # the mover's change at the scoring it starts, else None
    projected: tuple = ()         # every player's projection before and after it
    counted: int = 0              # its mover's coming scoring the projection counted


def effect_of(game: Game, cmd: dict) -> Effect:
    """The mover's own part of what `cmd` does: another's events (the solo automaton's
    consecration after "Lie down") are not what the mover uses or gains (the automaton's
    tile is not the Lie down's cost)."""
    me = cmd["player"]
    after = game.clone()
    every = after.apply(cmd)
    events = [e for e in every if e.get("player", me) == me]
    down = [e for e in every if e["type"] == "solo_deactivated"]
    theirs, them = sum(e["count"] for e in down), next((e["player"] for e in down), None)
    used = sum(e["count"] for e in events if e["type"] == "novices_used")
    used += sum(1 for e in events if e["type"] == "tile_claimed")
    # what the move gains itself: not the round's scoring a last meditation brings on
    # (a tile's "+7" beside its hover's "gain 1" contradicts it)
    end = next((k for k, e in enumerate(events) if e["type"] == "phase"), len(events))
    gain = sum(e["delta"] for e in events[:end] if e["type"] == "influence")
    spends = tuple(e["kind"] for e in events if e["type"] == "favour_returned")
    seat = next((e["to"] for e in events if e["type"] == "council_moved"), None)
    woken = sum(e["count"] for e in events if e["type"] == "novices_woken")
    recruited = sum(1 for e in events if e["type"] == "novice_recruited")
    banished = next((e["to"] for e in events if e["type"] == "figure_moved"
                     and e["figure"] == "apostate"), None)
    return Effect(used, gain, spends, seat, woken, recruited, theirs, them, tuple(every),
                  banished, scoring_change(game.state, after.state, me),
                  final_change(game.state, after.state, me), scored_in(every, me),
                  (projected_with_round(game.state), projected_with_round(after.state)),
                  coming_given(game.state)[me])


def gives(eff, snap: dict | None = None, me: int | None = None) -> list[str]:
    """What a tile's move gives its player, as the engine's dry run of it counts: the
    influence now, then what it changes at the coming scoring (a tile that said only
    its name left the player to count, or to follow the Hint); a move that changes
    nothing there says so, as a missing line read as one not worked out. Then what it
    changes at the game's end (a council seat, a favour kept, a shrine), where it does:
    a Council's cost at the coming scoring said alone hid what the seat is worth."""
    coming = coming_line(eff, snap)
    parts = now_parts(eff.events, me) if me is not None else None   # (a consecration's
    #                                                                   by its parts)
    return [w for w in (now_words(eff.influence, parts, snap), coming, end_words(eff.end))
            if w]


def coming_line(eff, snap: dict | None = None) -> str | None:
    """What a move changes at the coming scoring (`gives`' second line): its parts,
    or that it changes nothing there, or the round's scoring it starts; None where the
    dry run did not work it out."""
    if eff.scored is not None:           # the last time marker's move: the scoring it
        return started_words(eff.scored)            # starts, with what it gives the mover
    coming = coming_words(eff.scoring, snap)
    if coming is None and eff.scoring is not None:      # (worked out: nothing changes;
        return set_up_words(t("ring.coming.none"), eff.woken, snap)   # what it sets up)
    return coming


@dataclass
class Action:
    """One button of the ring: an action kind, its legal variants and the one chosen."""

    kind: str
    variants: dict[Variant, dict] = field(default_factory=dict)
    builder: tuple | None = None       # a move built on the board: (type, source, active)
    most: int = 0                      # how many novices such a move may take in all
    refused: str | None = None         # greyed: the engine's reason
    about: dict | None = None          # the command the reason is about
    choice: Variant | None = None
    hinted: bool = False               # the Hint's move is this one
    hint_choice: Variant | None = None  # the Hint's variant: chosen while it stands
    stepped: bool = False              # its count (or tile) set with − / +: a move planned
    kept: bool = False                 # the Hint's move of this turn, its arrow gone
    asked: Variant | None = None       # taken once where only a favour makes it legal:
    #                                    the next take of this variant plays it
    favour_said: bool = False          # the favour it spends is said where it is taken
    #                                    (a guided game's step names it): one take plays it
    sample: dict | None = None         # a move built on the board: one legal command of
    #                                    it (what every one returns at the game's end)
    _effects: dict = field(default_factory=dict, repr=False)

    @property
    def enabled(self) -> bool:
        return self.refused is None

    @property
    def command(self) -> dict | None:
        return self.variants.get(self.choice) if self.choice is not None else None

    @property
    def counts(self) -> list[int]:
        """The counts the − / + may choose (none for an action without a count)."""
        if self.kind not in COUNTED:
            return []
        return sorted({c.count for c in self.variants})

    @property
    def tiles(self) -> list[int]:
        return sorted({c.tile for c in self.variants if c.tile is not None})

    @property
    def token_choice(self) -> bool:
        """The novice favour may stand in or not, and that changes something: a chip."""
        return len({c.token for c in self.variants}) == 2

    @property
    def token_needed(self) -> bool:
        """Only with the novice favour standing in."""
        return bool(self.variants) and all(c.token for c in self.variants)

    @property
    def favour_only(self) -> str | None:
        """The favour the chosen variant spends where no variant of this action spends
        none ("bribery": a bribed tile; "novice": the novice favour standing in), the
        tile naming neither; None where it spends none or the tray offers the plain one
        too (a move built on the board is played by Confirm)."""
        if self.builder is not None or self.favour_said or not self.variants \
                or self.choice not in self.variants:
            return None
        if any(_favour_of(cmd) is None for cmd in self.variants.values()):
            return None
        return _favour_of(self.variants[self.choice])

    def sampled(self, game: Game) -> Effect | None:
        """A move built on the board: what its `sample` would do (the favour every one
        of them returns); None for another action, or none legal."""
        if self.builder is None or self.sample is None:
            return None
        if "sample" not in self._effects:
            self._effects["sample"] = effect_of(game, self.sample)
        return self._effects["sample"]

    def effect(self, game: Game, choice: Variant | None = None) -> Effect | None:
        """What the variant `choice` (the chosen one by default) would do."""
        choice = self.choice if choice is None else choice
        if choice not in self.variants:
            return None
        if choice not in self._effects:
            self._effects[choice] = effect_of(game, self.variants[choice])
        return self._effects[choice]

    # -- choosing a variant -----------------------------------------------------------------
    def choose(self, **want) -> bool:
        """The variant nearest to the current one with what is wanted (count, token,
        tile); what cannot be had stays as near as it can. True if the choice changed."""
        if not self.variants:
            return False
        cur = self.choice or next(iter(self.variants))

        def cost(c: Variant):
            miss = sum(getattr(c, k) != v for k, v in want.items())
            keep = sum(getattr(c, k) != getattr(cur, k) for k in Variant._fields
                       if k not in want)
            return miss, keep, abs(c.count - want.get("count", cur.count))
        new = min(self.variants, key=cost)
        changed = new != self.choice
        self.choice = new
        return changed

    def variant(self, **want) -> dict | None:
        """The command `choose(**want)` would choose, the choice left as it is."""
        kept = self.choice
        self.choose(**want)
        cmd, self.choice = self.command, kept
        return cmd

    def step(self, delta: int) -> bool:
        """− / +: the next count down or up (the tile for an Appointment), the move it
        makes the one planned (the Hint asked then prices it)."""
        self.stepped = True
        if self.counts:
            counts = self.counts
            k = counts.index(self.choice.count) if self.choice.count in counts else 0
            k = max(0, min(len(counts) - 1, k + delta))
            return self.choose(count=counts[k])
        tiles = self.tiles
        if len(tiles) > 1:
            k = tiles.index(self.choice.tile) if self.choice.tile in tiles else 0
            return self.choose(tile=tiles[(k + delta) % len(tiles)])
        return False

    def toggle_token(self) -> bool:
        return self.token_choice and self.choose(token=not self.choice.token)

    @property
    def hints_choice(self) -> bool:
        """The variant chosen is the Hint's move (a move built on the board: its kind)."""
        return self.hinted and (self.builder is not None or self.choice == self.hint_choice)

    def choose_hint(self) -> None:
        """The Hint's variant chosen (Enter taking the Hint's move)."""
        if self.hint_choice in self.variants:
            self.choice = self.hint_choice

    def default(self, hint: dict | None, kept: dict | None = None) -> None:
        """The Hint's own variant where the Hint standing (`hint`) is a move of this
        tile: its count, favour and tile chosen, so that one click plays the move it
        names; else the plainest, whatever the Hint: no favour spent, no bribe, the
        fewest steps, the most novices Herbs wakes and seats a Council climbs (MOST_FIRST:
        one rule in every game; a remembered click does the same on every other tile, and
        on this one once the Hint is gone). The Hint of this turn whose arrow went (`kept`)
        is marked on the − / +, not chosen."""
        for move in (hint, kept):
            if move is not None and move.get("type") == self.kind and move in \
                    self.variants.values():
                self.hint_choice = choice_of(move)
                self.hinted, self.kept = move is hint, move is not hint
                break
        order = {tile: k for k, tile in enumerate(self.tiles)}

        def plain(c: Variant):
            cmd = self.variants[c]
            return (c.token, bool(cmd.get("bribe")),
                    -c.count if self.kind in MOST_FIRST else c.count, order.get(c.tile, 0))
        if self.hinted:
            self.choice = self.hint_choice
        elif self.variants:
            self.choice = min(self.variants, key=plain)


# -- what a place offers -------------------------------------------------------------------------
def island_of(target: Target, snap: dict) -> int | None:
    """The island a click on `target` stands for (its pieces, its figures, its tokens)."""
    if isinstance(target, Island | Group | IslandFavours | Shrine | NextPlace):
        return target.island
    if isinstance(target, Figure) and target.name in ("priestess", "architect", "apostate"):
        return snap[target.name]
    return None


def place_name(target: Target, snap: dict) -> str:
    """The name of the place a tray acts on: an island's, else a tile's, the jetty's or
    the candles' (the meditation room's)."""
    i = island_of(target, snap)
    if i is not None:
        return island(snap["islands"][i]["kind"])
    if isinstance(target, Tile):
        return t("ring.place.tile", tile=target.tile)
    if isinstance(target, Jetty | JettyArea):
        return t("jetty.label")
    return t("ring.place.candles")


def _concerns(cmd: dict, target: Target, snap: dict) -> bool:
    ct = cmd["type"]
    i = island_of(target, snap)
    if i is not None:
        return (ct in ON_ISLAND and cmd.get("island") == i) or \
            (ct == "build_shrine" and snap["architect"] == i) or \
            (ct == "banish" and snap["apostate"] == i)
    if isinstance(target, Tile):
        return ct in ("appoint", "consecrate") and cmd["tile"] == target.tile
    if isinstance(target, Candles):
        return ct in ("meditate", "end_actions")
    return False


def move_sources(legal: list[dict]) -> dict[str, set]:
    """Where each kind of move may start: {type: {(source, active)}}."""
    out: dict[str, set] = {k: set() for k in MOVES}
    for c in legal:
        ct = c["type"]
        if ct in ("travel", "tides"):
            m = c["moves"][0]
            out[ct].add((m["from"], m.get("active", True) if m["from"] != "jetty" else False))
        elif ct == "sailboat":
            out[ct].add((c["from"], c["from"] != "jetty"))
    return out


def _moves(target: Target, legal: list[dict], snap: dict, me: int,
           game: Game | None) -> list[Action]:
    """Travel, Tides and Sailboat from the clicked place, one button each."""
    sources = move_sources(legal)
    if isinstance(target, Jetty | JettyArea):
        where, prefer = "jetty", (False,)
    else:
        where = island_of(target, snap)
        lying = isinstance(target, Group) and not target.active
        prefer = (False, True) if lying else (True, False)
    out = []
    for ct in MOVES:
        active = next((a for a in prefer if (where, a) in sources[ct]), None)
        if active is None:
            continue
        out.append(Action(ct, builder=(ct, where, active),
                          most=most_moved(ct, where, legal, snap, me, game),
                          sample=next((c for c in legal if c["type"] == ct
                                       and starts_at(c, where)), None)))
    return out


def most_moved(ct: str, where, legal: list[dict], snap: dict, me: int,
               game: Game | None) -> int:
    """How many novices a move of type `ct` begun at `where` may take, as the engine
    allows it now: a Sailboat what its commands from there carry; Travel and Tides every
    novice of yours at every place a single move may start from (they gather novices from
    any islands), the whole move asked of the engine (`refusal`), else the novices here."""
    if ct == "sailboat":
        return max((c["count"] for c in legal if c["type"] == ct and c["from"] == where),
                   default=0)

    def held(src, active) -> int:
        if src == "jetty":
            return snap["jetty"][me]
        return snap["islands"][src]["active" if active else "inactive"][me]
    firsts: dict = {}
    for c in legal:
        if c["type"] == ct:
            m = c["moves"][0]
            key = (m["from"], m.get("active", True) if m["from"] != "jetty" else False)
            firsts.setdefault(key, m["to"])
    here = max((held(src, a) for (src, a) in firsts if src == where), default=0)
    if game is None or not firsts:
        return here
    moves = []
    for (src, active), to in firsts.items():
        m = {"from": src, "to": to, "count": held(src, active)}
        if ct == "tides":
            m["active"] = active
        moves.append(m)
    whole = {"type": ct, "player": me, "moves": moves}
    return sum(m["count"] for m in moves) if game.refusal(whole) is None else here


def every_reason(game: Game, cmd: dict) -> str | None:
    """Every reason the engine refuses `cmd` for now, in one text (None: allowed), so
    that no turn is spent removing one obstacle while another stands."""
    said = [refusal(r) for r in game.refusals(cmd)]
    if not said:
        return None
    return reduce(lambda first, then: t("ring.reasons", first=first, then=then), said)


def starts_at(move: dict, where) -> bool:
    """A move built on the board may begin at `where` (an island or the jetty): one of
    its sources is there (a tile there starts it; elsewhere it never leads to it)."""
    if move.get("type") == "sailboat":
        return move.get("from") == where
    return any(m.get("from") == where for m in move.get("moves") or ())


def actions_at(target: Target, legal: list[dict], snap: dict, me: int,
               game: Game | None = None, hint: dict | None = None,
               kept: dict | None = None) -> list[Action]:
    """The ring of a click on `target`: the legal actions there, one per kind, then (with
    `game`) the island actions the engine refuses there, greyed with its reason (`hint`:
    the Hint's move, starred; `kept`: the Hint's move of this turn, its variant chosen)."""
    kinds: dict[str, Action] = {}
    for c in legal:
        if _concerns(c, target, snap):
            act = kinds.setdefault(c["type"], Action(c["type"]))
            act.variants.setdefault(choice_of(c), c)
    for act in kinds.values():
        act.default(hint, kept)
    out = list(kinds.values())
    out += _moves(target, legal, snap, me, game)
    if game is not None and legal and island_of(target, snap) is not None:
        i = island_of(target, snap)
        shown = {a.kind for a in out}
        for probe in island_probes(Island(i), snap, me):
            if probe["type"] in shown:
                continue
            refused = every_reason(game, probe)
            if refused is not None:
                shown.add(probe["type"])
                out.append(Action(probe["type"], refused=refused, about=probe))
    if hint is not None:
        for act in out:
            if act.builder and hint.get("type") == act.kind and \
                    starts_at(hint, act.builder[1]):
                act.hinted = True       # (its star: the person builds the move)
    return sorted(out, key=lambda a: ORDER.index(a.kind) if a.kind in ORDER else 99)


def council_seat(seat: int) -> CouncilSeat:
    return CouncilSeat(seat, COUNCIL_POINTS[seat])


def choice_targets(act: Action, game: Game) -> dict[Target, Variant]:
    """The board places that choose a variant of `act` by a click: the tiles of an
    Appointment, the seats a Council move can reach (with the chip as it stands)."""
    if not act.enabled:
        return {}
    if act.kind == "appoint":
        return {Tile(tile): Variant(0, act.choice.token, tile) for tile in act.tiles}
    if act.kind == "council":
        out: dict[Target, Variant] = {}
        for c in sorted(act.variants, key=lambda c: c.token != act.choice.token):
            seat = act.effect(game, c).seat
            if seat is not None:
                out.setdefault(council_seat(seat), c)
        return out
    return {}


def ring_targets(ring, game) -> dict:
    """Board places that choose a variant of one of the tray's actions: target ->
    (its tile, the choice); kept on the tray while its choices stand."""
    chosen = [a.choice for a in ring.actions]
    if ring.places is None or ring.places[0] != chosen:
        out: dict = {}
        for k, act in enumerate(ring.actions):
            for tg, choice in choice_targets(act, game).items():
                out.setdefault(tg, (k, choice))
        ring.places = (chosen, out)
    return ring.places[1]
