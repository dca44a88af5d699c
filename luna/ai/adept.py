"""The Adept: a heuristic player. It plays each sensible command on a copy of the game
and keeps the one that leaves the best lead (see evaluation.py): priestess majority,
apostate exposure, temple timing, council tie-breaks, shrines and favours all enter
through that one estimate, so one ranking answers every phase of the game."""

from __future__ import annotations

from dataclasses import replace

from ..engine import Game, IllegalCommand
from .candidates import candidates
from .effect import PASSING, Effect, borne_out, by_seat, does, effect_of
from .evaluation import DEFAULT, Weights, value
from .reasons import FAVOUR_TERMS, MEDITATION_TERMS, Decision, Reason, reason_at, reason_for, split
from .seeding import position_rng


def ranked(game: Game, weights: Weights = DEFAULT) -> list[tuple[float, dict]]:
    """(value for the player to move, command), best first; equal values keep the
    candidates' order, so the ranking itself is deterministic."""
    p = game.to_move
    scored = []
    for k, cmd in enumerate(candidates(game)):
        after = game.clone()
        try:
            after.play_listed(cmd)
        except IllegalCommand:  # a compound candidate the rules refuse: skip it
            continue
        scored.append((value(after.state, p, weights), k, cmd))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(v, cmd) for v, _, cmd in scored]


def best_of(ranking: list[tuple[float, dict]], rng=None) -> dict:
    """The top command; a seeded rng breaks exact ties."""
    top = ranking[0][0]
    ties = [cmd for v, cmd in ranking if v >= top - 1e-9]
    return ties[0] if rng is None or len(ties) == 1 else rng.choice(ties)


class AdeptPlayer:
    level = "adept"

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT) -> None:
        self.seed = seed
        self.weights = weights

    def choose(self, game: Game) -> dict:
        """The command alone (a game between bots tells no reasons: none is worked out)."""
        return best_of(ranked(game, self.weights), position_rng(self.seed, game))

    def decide(self, game: Game) -> Decision:
        """The command and its reason: what it gains over the position before it."""
        cmd = self.choose(game)
        return Decision(cmd, gain_reason(game, cmd, self.weights))


def gain_reason(game: Game, cmd: dict, weights: Weights = DEFAULT,
                best: bool = True, rival: Effect | None = None) -> Reason | None:
    """The term `cmd` raises most, against the position before it, of those the move
    itself bears out (effect.does; what it keeps that `rival` spends too, where given): a
    computer's log said "a higher council seat" of a Travel. A meditation is credited
    only with what it can do (MEDITATION_TERMS) and only with a gain a player reads as at
    least 1 influence; a place at the Moon Priestess is one it keeps while the scoring
    draws nearer, never one it takes; the Apostate's count it cannot lower. Where none
    gains, a turn that passes (a meditation, the solo game's end of actions) is told that
    no action was worth more — true of the best command only (`best`); another has none."""
    e = effect_of(game, cmd)
    p = game.to_move
    idle = Reason(term="meditate", value=0.0) if best and cmd["type"] in PASSING else None
    if cmd["type"] != "meditate":
        parts = split(e.after, e.before, p, weights)
        key = borne_out(parts, e, rival)
        if key is None:
            return idle
        why = reason_at(key, parts, e.after, e.before, p)
        if why.term == "priestess" and by_seat(why.island, e.after, e.before):   # a climb that
            why = replace(why, term="council_tie")       # wins the tie: told so
        return favours_island(why, list(e.events), p)
    why = reason_for(e.after, e.before, p, weights, only=MEDITATION_TERMS)
    if why is not None and round(why.value) >= 1 and why.term != "apostate":
        # a candle turned takes no majority: it brings the scoring of a place already
        # held nearer ("takes the Moon Priestess majority: less than 1" was nonsense);
        # a candle that ended the round moved her, and her old island's term is gone
        if why.term not in ("influence", "active"):
            why = replace(why, term="meditate_priestess")
        if does(why.term, why.island, e, rival):
            return why
    return idle


def favours_island(why: Reason | None, events: list[dict], p: int) -> Reason | None:
    """A reason of the favours (counted per player, on no island) with the island whose
    token the move takes, as the engine's own event names it: a reason of a favour names
    its island (F101)."""
    if why is None or why.term not in FAVOUR_TERMS or why.island is not None:
        return why
    taken = [e["island"] for e in events if e.get("type") == "favour_taken"
             and e.get("player") == p]
    return replace(why, island=taken[0]) if len(taken) == 1 else why
