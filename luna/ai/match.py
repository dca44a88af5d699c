"""Headless matches between computer players: one game, or a series with the seats
rotated, with each level's wins, scores and thinking times."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import Game, new_game


@dataclass
class SeatStats:
    """What one level did over a series (a level may sit in several seats)."""
    games: int = 0          # games the level played in
    seats: int = 0          # seat-games (three Adepts in one game count three)
    wins: int = 0
    scores: list[int] = field(default_factory=list)
    move_times: list[float] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def mean_score(self) -> float:
        return statistics.fmean(self.scores) if self.scores else 0.0

    @property
    def mean_time(self) -> float:
        return statistics.fmean(self.move_times) if self.move_times else 0.0

    def time_quantile(self, q: float) -> float:
        if not self.move_times:
            return 0.0
        ordered = sorted(self.move_times)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play(game: Game, bots: list, times: list[list[float]] | None = None,
         on_move: Callable[[Game, dict, list[dict]], None] | None = None,
         clock: Callable[[], float] = time.perf_counter) -> Game:
    """Let the bots play `game` to its end (seat p is bots[p]); per-seat thinking times
    in seconds on `clock` are appended to `times` if given."""
    while not game.is_over:
        p = game.to_move
        start = clock()
        cmd = bots[p].choose(game)
        if times is not None:
            times[p].append(clock() - start)
        events = game.apply(cmd)
        if on_move:
            on_move(game, cmd, events)
    return game


def series(levels: list[str], games: int, seed: int, make: Callable[[str, int], object],
           setup: str = "random", solo_level: int | None = None,
           report: Callable[[int, Game, list[str]], None] | None = None,
           clock: Callable[[], float] = time.perf_counter) -> dict[str, SeatStats]:
    """Play `games` games with seeds seed, seed+1, ...; in game k seat p is played by
    levels[(p + k) % n], so every level sits in every seat. `make(level, seed)` builds a
    bot; move times are measured on `clock`. A solo series has one level, for the
    person's seat (the automaton is "automaton" in the seat list and never moves)."""
    n = len(levels)
    stats: dict[str, SeatStats] = {lv: SeatStats() for lv in levels}
    for k in range(games):
        seats = [levels[(p + k) % n] for p in range(n)]
        game_seed = seed + k
        bots = [make(lv, game_seed * 10 + p) for p, lv in enumerate(seats)]
        header_seats = [{"kind": lv, "seed": game_seed * 10 + p} for p, lv in enumerate(seats)]
        if solo_level:
            seats.append("automaton")
            header_seats.append({"kind": "automaton"})
            bots.append(None)
        game = new_game(players=1 if solo_level else n, seed=game_seed, setup=setup,
                        solo_level=solo_level, seats=header_seats)
        times: list[list[float]] = [[] for _ in seats]
        play(game, bots, times, clock=clock)
        final = game.state.final
        for lv in set(seats) & set(stats):
            stats[lv].games += 1
        for p, lv in enumerate(seats):
            if lv in stats:
                stats[lv].seats += 1
                stats[lv].scores.append(final["scores"][p])
                stats[lv].move_times += times[p]
        if seats[final["winner"]] in stats:
            stats[seats[final["winner"]]].wins += 1
        if report:
            report(k, game, seats)
    return stats
