"""The habits issue 14 saw in watched Masters, counted in finished games (not a test).

- early meditation: a player who opens round 1 (Guardian worth 6) with a meditation
  while they have an active novice and a command other than meditating or ending the
  round is open to them;
- put-off consecrations: a seat that still holds a claimed, released (past the
  Guardian), unconsecrated tile when its round is scored (the Guardian then steps down);
- the Guardian's value at each consecration (higher is earlier, better);
- novices left to the Apostate: a seat with novices on or beside his island when its
  round is scored, and the influence he took from it (issue 54).

Read from a game's header and log by replaying it, so any series can be counted.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from luna.ai.candidates import IDLE, candidates
from luna.engine import Game, replay


@dataclass
class Habits:
    seat_games: int = 0
    seat_rounds: int = 0
    early_meditations: int = 0          # round-1 openings by meditation, novices usable
    seat_games_meditating_early: int = 0
    usable_at_early: list[int] = field(default_factory=list)
    rounds_holding_released: int = 0    # seat-rounds scored with a released tile held
    guardian_at_consecration: list[int] = field(default_factory=list)
    rounds_on_apostate: int = 0         # seat-rounds scored with novices at the Apostate
    apostate_points: int = 0            # influence the Apostate took, all seat-games

    def merge(self, other: Habits) -> None:
        for name, mine in vars(self).items():
            setattr(self, name, mine + getattr(other, name))

    def lines(self) -> list[tuple[str, str]]:
        early = (f"{self.seat_games_meditating_early} of {self.seat_games} seat-games"
                 f" ({self.early_meditations} meditations)")
        held = (f"{self.rounds_holding_released} of {self.seat_rounds} seat-rounds"
                f" ({100 * self.rounds_holding_released / max(1, self.seat_rounds):.1f} %)")
        gv = (f"{statistics.fmean(self.guardian_at_consecration):.2f}"
              if self.guardian_at_consecration else "-")
        per_game = self.apostate_points / max(1, self.seat_games)
        apostate = (f"{self.rounds_on_apostate} of {self.seat_rounds} seat-rounds"
                    f" ({self.apostate_share()}), {per_game:.2f} influence a game")
        return [("meditated early in round 1", early),
                ("held a released tile at round end", held),
                ("mean Guardian value at consecration", gv),
                ("novices at the Apostate when scored", apostate)]

    def apostate_share(self) -> str:
        """The share of seat-rounds scored with novices at the Apostate, with its 95 %
        Wilson interval."""
        n, k, z = self.seat_rounds, self.rounds_on_apostate, 1.96
        if not n:
            return "-"
        p = k / n
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * ((p * (1 - p) + z * z / (4 * n)) / n) ** 0.5 / (1 + z * z / n)
        return f"{100 * p:.1f} % [{100 * (centre - half):.1f}-{100 * (centre + half):.1f}]"


def released_held(game: Game, p: int) -> int:
    s = game.state
    return sum(1 for index, e in enumerate(s.path)
               if e.get("claimed_by") == p and index > s.guardian)


def usable_novices(game: Game, p: int) -> int:
    """Active novices of `p` when a command other than idling is open to them, else 0."""
    if not any(c["type"] not in IDLE for c in candidates(game)):
        return 0
    s = game.state
    return sum(s.active[i][p] for i in range(len(s.active)))


def count(header: dict, log: list[dict], seats: list[str]) -> dict[str, Habits]:
    """Each level's habits in one finished game (seat p played by seats[p])."""
    out = {lv: Habits() for lv in set(seats) if lv != "automaton"}
    game = replay(header, [])
    early_seats: set[int] = set()
    acted: set[int] = set()             # seats that have given a round-1 action command
    players = game.state.players
    for p in range(players):
        if seats[p] in out:
            out[seats[p]].seat_games += 1
    for cmd in log:
        s = game.state
        p = cmd.get("player")
        lv = seats[p] if isinstance(p, int) and p < len(seats) else None
        if lv in out and s.phase == "actions":
            if cmd["type"] == "meditate" and s.round == 1 and p not in acted:
                usable = usable_novices(game, p)
                if usable:
                    out[lv].early_meditations += 1
                    out[lv].usable_at_early.append(usable)
                    early_seats.add(p)
            elif s.round == 1:
                acted.add(p)
            if cmd["type"] == "consecrate":
                out[lv].guardian_at_consecration.append(s.path[s.guardian]["guardian"])
        before_round = s.round
        held = [released_held(game, q) for q in range(players)]
        events = game.apply(cmd)
        for e in events:
            if e["type"] == "round_scored":
                for loss in e["apostate"]:
                    if seats[loss["player"]] in out:
                        out[seats[loss["player"]]].rounds_on_apostate += 1
                        out[seats[loss["player"]]].apostate_points -= loss["points"]
        if game.is_over or game.state.round != before_round:
            for q in range(players):
                if seats[q] in out:
                    out[seats[q]].seat_rounds += 1
                    out[seats[q]].rounds_holding_released += bool(held[q])
    for p in early_seats:
        out[seats[p]].seat_games_meditating_early += 1
    return out
