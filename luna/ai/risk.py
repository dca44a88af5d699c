"""What an opponent's next turn could take from a player as the position stands: an
expulsion of one of the player's temple novices by a Consecration
(`temple_actions.consecration_threats`) or a Banish that moves the Apostate onto the
player's novices. Each is a legal command of that opponent, counted by the engine's own
scoring of the round as it would come now (`coming_scoring`): the Hint's card names the
worst of them after its move, so a move that walks into a loss says so."""

from __future__ import annotations

from typing import NamedTuple

from ..engine.council import banish, check_banish
from ..engine.errors import IllegalCommand
from ..engine.scoring import coming_scoring
from ..engine.state import State
from ..engine.temple import is_released, tile_index
from ..engine.temple_actions import consecrate, consecration_threats


class Risk(NamedTuple):
    """An opponent's legal `command` on their next turn and what it costs `player` at the
    coming scoring (`cost`, influence > 0), its `part` of that scoring ("apostate":
    the Apostate moved onto `count` of the player's novices on `island`; "temple":
    `count` temple novices expelled, `fields` theirs)."""
    opponent: int
    command: dict
    part: str
    cost: int
    count: int
    island: int | None = None
    fields: tuple[int, ...] = ()

    def told(self) -> dict:
        """Plain data for the Hint's words."""
        return {"opponent": self.opponent, "part": self.part, "cost": self.cost,
                "count": self.count, "island": self.island, "fields": list(self.fields),
                "command": dict(self.command)}


def part_cost(s: State, after: State, player: int, part: str) -> int:
    """What `player` loses in the coming scoring's `part` from `s` to `after`."""
    return coming_scoring(s)[player][part] - coming_scoring(after)[player][part]


def banish_risks(s: State, player: int) -> list[Risk]:
    """Each opponent's legal Banish that would cost `player` at the coming scoring: the
    Apostate moved onto more of their novices (on and beside his new island)."""
    out = []
    for q in range(s.players):
        if q == player:
            continue
        for token in (False, True):
            for n in range(1 - token, s.active[s.apostate][q] + 1):
                c = {"type": "banish", "player": q, "count": n, "novice_token": token}
                try:
                    check_banish(s, q, c)
                except IllegalCommand:
                    continue
                after = s.clone()
                banish(after, q, c)
                cost = part_cost(s, after, player, "apostate")
                if cost > 0:
                    x = after.active[after.apostate][player] + \
                        after.inactive[after.apostate][player]
                    out.append(Risk(q, c, "apostate", cost, x, island=after.apostate))
    return out


def expulsion_risks(s: State, player: int) -> list[Risk]:
    """Each opponent's legal Consecration that would expel `player`'s temple novices
    (`consecration_threats`), with the temple points it costs at the coming scoring."""
    by_tile: dict[tuple[int, int], list[int]] = {}
    for field, threats in consecration_threats(s, player).items():
        for q, tile in threats:
            by_tile.setdefault((q, tile), []).append(field)
    out = []
    for (q, tile), fields in sorted(by_tile.items()):
        c = {"type": "consecrate", "player": q, "tile": tile,
             "bribe": not is_released(s, tile_index(s, tile))}
        after = s.clone()
        consecrate(after, q, c)
        cost = part_cost(s, after, player, "temple")
        if cost > 0:
            out.append(Risk(q, c, "temple", cost, len(fields), fields=tuple(sorted(fields))))
    return out


def next_turn_risk(s: State, player: int) -> Risk | None:
    """The costliest loss one opponent's next turn could deal `player` as the position
    `s` stands (the first of equals, by seat): None where none would cost anything, the
    action phase is over, or in the solo game (its automaton plays by its own cards)."""
    if s.solo or s.phase != "actions":
        return None
    risks = [*banish_risks(s, player), *expulsion_risks(s, player)]
    return max(risks, key=lambda r: (r.cost, -r.opponent), default=None)


def risk_after(game, cmd: dict) -> dict | None:
    """The costliest loss an opponent's next turn could deal the mover once `cmd` is
    played (`next_turn_risk` on the engine's play of it), as plain data; None: none, or
    `cmd` not legal here."""
    after = game.clone()
    try:
        after.apply(cmd)
    except IllegalCommand:
        return None
    risk = next_turn_risk(after.state, cmd["player"])
    # (the round whose scoring it costs: the next one's where `cmd` ended the round)
    return None if risk is None else {**risk.told(), "round": after.state.round}
