"""What a round's scoring phase gave each player, read from the engine's events.

Pure data: nothing here counts by a rule. The engine's `round_scored` event names the
Moon Priestess's places with the counts that decided them, its `influence` events carry
the real changes (the Apostate's loss after the floor at 0), and its `figure_moved` events
say on which islands the Moon Priestess and the Apostate stood while they counted. The
game screen shows a `RoundSummary` after a round's animations (scoring_view.py); the
results screen adds them up round by round (round_table.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine import Game, replay

SCORED = ("priestess", "temple", "apostate")       # the influence the scoring phase gives
FINAL = ("shrines", "favours", "council")          # the final count's, after the last round


@dataclass(frozen=True)
class PlayerRound:
    """One player's part of a round's scoring."""
    player: int
    place: int | None = None        # 1, 2, ... on the Moon Priestess's island; None: no count
    count: int = 0                  # novices and shrines there (what decided the place)
    tie: bool = False               # the same count as another place: the council decided
    priestess: int = 0
    temple: int = 0
    apostate: int = 0               # the real loss (negative, or 0)
    apostate_count: int = 0         # the player's novices on and beside the Apostate's
    #                                 island, as the engine counted them (the loss is one more)
    spared: bool = False            # the Apostate costs this player nothing (the solo
    #                                 automaton), as the engine's event says
    play: int = 0                   # won or lost while the round was played (the last
    #                                 candle's +1 too); 0 where it was not asked for
    temple_count: int = 0           # the player's novices in the temple, as the engine
    #                                 counted them for the temple's points
    shrine: bool = False            # a shrine of theirs on the Moon Priestess's island,
    #                                 one of `count` (a shrine counts as a novice there)

    @property
    def total(self) -> int:
        """What the scoring phase gave."""
        return self.priestess + self.temple + self.apostate

    @property
    def round_total(self) -> int:
        """Every change of influence in the round: its play and its scoring."""
        return self.play + self.total


@dataclass(frozen=True)
class RoundSummary:
    round: int
    players: tuple[PlayerRound, ...]
    priestess_island: int
    apostate_island: int
    temple_fields: tuple[int, ...] = ()   # the fields whose novices scored

    def of(self, player: int) -> PlayerRound:
        return self.players[player]

    def with_play(self, play: list[int]) -> RoundSummary:
        """The same summary knowing what each player won while the round was played."""
        return replace(self, players=tuple(replace(r, play=play[r.player])
                                           for r in self.players))


def before_the_scoring(game: Game, index: int, events: list[dict]) -> tuple[dict, list[int]]:
    """For the command at `index` of the log that ended a round (its `events`): the
    position before it, and what each player won or lost in that round before its
    scoring (the commands since the round began, and the command's own first part: the
    last candle's +1). Read from the engine's events of one replay."""
    g = replay(game.header, [])
    n = g.snapshot()["players"]
    play = [0] * n
    for cmd in game.log[:index]:
        for e in g.play(cmd):
            if e.get("type") == "round_started":
                play = [0] * n
            elif e.get("type") == "influence" and e["why"] not in FINAL:
                play[e["player"]] += e["delta"]
    before = g.snapshot()
    for e in events:
        if e.get("type") == "phase" and e.get("phase") == "scoring":
            break
        if e.get("type") == "influence":
            play[e["player"]] += e["delta"]
    return before, play


def summary_of(events: list[dict], snap: dict) -> RoundSummary | None:
    """The summary of the round scored by these events (one command's), or None when they
    score no round. `snap` is the position after them (the figures' islands when the game
    ended with this round, and the temple's fields)."""
    start = next((k for k, e in enumerate(events)
                  if e.get("type") == "phase" and e.get("phase") == "scoring"), None)
    if start is None:
        return None
    scored = next((e for e in events[start:] if e.get("type") == "round_scored"), None)
    if scored is None:
        return None
    n = snap["players"]
    real = {(p, why): 0 for p in range(n) for why in SCORED}
    for e in events[start:]:
        if e.get("type") == "round_scored":
            break
        if e.get("type") == "influence" and e.get("why") in SCORED:
            real[(e["player"], e["why"])] += e["delta"]
    places = {}
    counts = [pl["count"] for pl in scored["priestess"]]
    for k, pl in enumerate(scored["priestess"]):
        places[pl["player"]] = (k + 1, pl["count"], counts.count(pl["count"]) > 1)
    by_apostate = {pl["player"]: pl.get("count", 0) for pl in scored.get("apostate", [])}
    spared = {pl["player"]: pl.get("count", 0) for pl in scored.get("spared", [])}
    in_temple = {pl["player"]: pl.get("count", 0) for pl in scored.get("temple", [])}
    moved = {e["figure"]: e["from"] for e in events[start:]
             if e.get("type") == "figure_moved"}
    priestess = moved.get("priestess", snap["priestess"])
    shrines = snap["islands"][priestess]["shrines"]     # (a shrine stays where it stands)
    rows = []
    for p in range(n):
        place, count, tie = places.get(p, (None, 0, False))
        rows.append(PlayerRound(p, place, count, tie, real[(p, "priestess")],
                                real[(p, "temple")], real[(p, "apostate")],
                                apostate_count=by_apostate.get(p, spared.get(p, 0)),
                                spared=p in spared, temple_count=in_temple.get(p, 0),
                                shrine=place is not None and bool(shrines[p])))
    temple = tuple(sorted(f["field"] for f in snap["temple"]["fields"]
                          if f["player"] is not None)) if any(r.temple for r in rows) else ()
    return RoundSummary(scored["round"], tuple(rows), priestess,
                        moved.get("apostate", snap["apostate"]), temple)
