"""Why a computer player chose a command: the evaluation's term that did most for it.

A choice's score is the value (evaluation.py) of the position it leads to; against a
baseline position (where the game stood before the move, or where the best alternative
leads) the difference splits exactly into the evaluation's terms. The reason names the
term that contributes most, with the island or tile it is about and its points, so the
text shown to a player is always the estimate's own account, never canned praise.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from ..engine.state import State
from .evaluation import DEFAULT, Term, Weights, contributions

# Terms whose place is a temple tile rather than an island.
TILE_TERMS = ("tile",)
# Every term a reason may name (the evaluation's terms; each has a line in the log), and
# "only": the Hint's where the mover has one legal move (none weighed).
TERMS = ("influence", "council", "favours", "favour_use", "shrine", "priestess",
         "apostate", "temple", "tile", "next_priestess", "active", "novices", "jetty",
         "shrine_next", "meditate", "meditate_priestess", "meditate_last", "council_tie",
         "trial",
         "trial_behind", "trial_even", "only")
# The favours' terms: counted per player on no island; a reason of one command names the
# island whose token it takes (adept.gain_reason, from the engine's event).
FAVOUR_TERMS = ("favours", "favour_use")
# A meditation does nothing on the board: of what changes with it (the turn passes, the
# round may end and score) it may be credited only with these; else "meditate" (no
# action was worth more). A meditation that "claims temple tile 14" or "builds a shrine"
# (a tile's worth or a shrine's changing with the round's end) told a player nonsense.
MEDITATION_TERMS = ("influence", "active", "priestess", "apostate")


@dataclass(frozen=True)
class Reason:
    """The largest contributor to a choice's score against its baseline.

    term: an evaluation term ("priestess", "apostate", "tile", "temple", ...);
    island / tile: what it is about, if anything; count: the mover's novices that the
    term counts (the Apostate's and the Moon Priestess's islands), else None;
    value: its points in the mover's lead; versus: the alternative command the choice
    was weighed against, or None when the baseline is the position before the move;
    ahead: for a look-ahead, how many rounds past this one both were played out;
    sample: which of the Master's look-ahead games of that stage it was seen in;
    coming: where the reason speaks of the coming scoring and the engine's projection
    of it (`Game.scoring_change`, the preview over Confirm) shows the move losing there
    in all, that projection: {"parts": {part: points}, "total": points} (judge.py);
    trial: for the terms "trial", "trial_behind", "trial_even" (judge.trial_reason), the parts of
    the mover's score its look-ahead games show, {part: figure} (trial.told, clear);
    amount: the figure a Hint's words name, read from the engine's play of the move
    (judge.with_amount): for "influence" told of now, the influence the move itself
    gains; for "tile", the value under the Temple Guardian after it (what a
    Consecration gains while he stands there); for "priestess" told of this round,
    the mover's payout at her scoring by the engine's count after the move; else None.
    place: for "priestess" told of this round, the mover's place there by that count
    (1: first; a majority is named only there), else None."""
    term: str
    value: float
    island: int | None = None
    tile: int | None = None
    count: int | None = None
    versus: dict | None = None
    ahead: int | None = None
    sample: int | None = None
    coming: dict | None = None
    trial: dict | None = None
    amount: int | None = None
    place: int | None = None

    def as_dict(self) -> dict:
        """Plain data (for a worker process's answer or a log); `coming`, `trial`,
        `amount` and `place` only where given (a computer player's reason never
        carries `coming`)."""
        out = asdict(self)
        for extra in ("coming", "trial", "amount", "place"):
            if out[extra] is None:
                del out[extra]
        return out

    def told(self) -> dict:
        """What a log line says of it, and all that travels to a LAN table."""
        out: dict = {"term": self.term, "value": round(float(self.value), 1)}
        if self.trial is not None:
            out["trial"] = dict(self.trial)
            out["ahead"] = self.ahead
        if self.island is not None:
            out["island"] = self.island
        if self.tile is not None:
            out["tile"] = self.tile
        if self.amount is not None:
            out["amount"] = self.amount
        return out


@dataclass(frozen=True)
class Decision:
    """A computer player's command and the reason for it."""
    command: dict
    reason: Reason | None


def split(after: State, baseline: State, player: int, w: Weights = DEFAULT
          ) -> dict[Term, float]:
    """value(after) - value(baseline) for `player`, term by term."""
    a = contributions(after, player, w)
    b = contributions(baseline, player, w)
    return {key: a.get(key, 0.0) - b.get(key, 0.0) for key in sorted(
        set(a) | set(b), key=lambda k: (k[0], -1 if k[1] is None else k[1]))}


def largest(parts: dict[Term, float]) -> Term:
    """The term that adds most (first of equals in split()'s order)."""
    return max(parts, key=lambda k: parts[k])


def reason_for(after: State, baseline: State, player: int, w: Weights = DEFAULT,
               versus: dict | None = None, ahead: int | None = None,
               sample: int | None = None, only: tuple[str, ...] | None = None
               ) -> Reason | None:
    """The reason a choice leading to `after` beats `baseline`, or None when the two
    positions score alike in every term (`only`: in every one of those terms)."""
    parts = split(after, baseline, player, w)
    if only is not None:
        parts = {k: v for k, v in parts.items() if k[0] in only}
        if not parts:
            return None
    if all(abs(x) < 1e-9 for x in parts.values()):
        return None
    return reason_at(largest(parts), parts, after, baseline, player, versus=versus,
                     ahead=ahead, sample=sample)


def reason_at(key: Term, parts: dict[Term, float], after: State, baseline: State,
              player: int, versus: dict | None = None, ahead: int | None = None,
              sample: int | None = None) -> Reason:
    """The reason naming term `key` of split() `parts` (after against baseline)."""
    name, place = key
    island = None if place is None or name in TILE_TERMS else place
    tile = place if name in TILE_TERMS else None
    count = None
    if name in ("priestess", "apostate", "next_priestess") and island is not None:
        # the mover's novices that the term counts there: before the move for the
        # Apostate (what was at risk), after it where they count in the mover's favour
        s = baseline if name == "apostate" else after
        count = s.active[island][player]
        if name != "priestess":
            count += s.inactive[island][player]
    return Reason(term=name, value=round(parts[key], 2), island=island, tile=tile,
                  count=count, versus=versus, ahead=ahead, sample=sample)
