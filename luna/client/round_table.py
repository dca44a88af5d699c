"""The game round by round, for the results screen: what each player gained in each round
(during play, and in the round's scoring by kind) and in the final count.

Built by replaying the game's log and reading the engine's events: every `influence`
event carries the real change, so each player's column adds up to the final score.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Game, replay
from .round_summary import SCORED, RoundSummary, summary_of

FINAL = ("shrines", "favours", "council")


@dataclass
class RoundRow:
    """One round: the points won while playing it (`play`, per player) and its scoring."""
    round: int
    play: list[int]
    summary: RoundSummary | None = None

    def total(self, p: int) -> int:
        return self.play[p] + (self.summary.of(p).total if self.summary else 0)


@dataclass
class RoundTable:
    players: int
    rows: list[RoundRow] = field(default_factory=list)
    final: list[int] = field(default_factory=list)      # the final count's points
    start: list[int] = field(default_factory=list)      # influence before the first move

    def total(self, p: int) -> int:
        return self.start[p] + sum(r.total(p) for r in self.rows) + self.final[p]


def round_table(game: Game) -> RoundTable:
    """The table of a game (finished or not) from its header and log."""
    g = replay(game.header, [])
    snap = g.snapshot()
    n = snap["players"]
    table = RoundTable(n, final=[0] * n, start=list(snap["influence"]))
    row = RoundRow(snap["round"], [0] * n)
    table.rows.append(row)
    for cmd in game.log:
        events = g.apply(cmd)
        snap = g.snapshot()
        scoring = False
        for e in events:
            et = e.get("type")
            if et == "phase" and e.get("phase") == "scoring":
                scoring = True
            elif et == "influence":
                if e["why"] in FINAL:
                    table.final[e["player"]] += e["delta"]
                elif not (scoring and e["why"] in SCORED):
                    row.play[e["player"]] += e["delta"]
            elif et == "round_started":
                row = RoundRow(e["round"], [0] * n)
                table.rows.append(row)
        summary = summary_of(events, snap)
        if summary is not None:
            scored = next(r for r in table.rows if r.round == summary.round)
            scored.summary = summary
    if table.rows and table.rows[-1].summary is None and not any(table.rows[-1].play):
        table.rows.pop()                 # a round that has not begun to score anything
    return table
