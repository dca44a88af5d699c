"""The moves the Hint offers beside its own: the legal moves whose final score as things
stand after them (projection.py, the previews' measure) is highest, other kinds first,
then other places, so a person chooses between different moves, never between three
variants of one Travel; and, where the Hint's choice changed kind since the mover's
last Hint, the figure that moved between the two positions."""

from __future__ import annotations

from typing import NamedTuple

from ..engine import Game
from ..engine.scoring import projected_with_round
from .candidates import candidates
from .projection import projection
from .verdicts import canonical, same

OFFERED = 2         # the moves offered beside the Hint's at most


class Offer(NamedTuple):
    """A move offered and the mover's final score as things stand before and after it."""
    command: dict
    was: int
    will: int


def standing(game: Game, player: int) -> int:
    """The mover's final score as things stand now (the previews' `was`)."""
    return int(projected_with_round(game.state)[player])


def place_of(cmd: dict) -> tuple:
    """Where a move acts: its island, a Travel's or Tides's islands gone to, else its kind
    alone (a Council's seat, a Meditation)."""
    moves = cmd.get("moves")
    goes = tuple(sorted({m.get("to") for m in moves})) if isinstance(moves, list) else ()
    return (cmd.get("type"), cmd.get("island"), goes)


def offers(game: Game, hinted: dict, most: int = OFFERED) -> list[Offer]:
    """The `most` best moves beside `hinted` by the previews' measure, highest first
    within each pass: each of another kind than the Hint's and each other first, then of
    another place, then any other; each with its figures (`Offer`)."""
    me = game.to_move
    if me is None:
        return []
    was = standing(game, me)
    seen: list[dict] = []
    known = [canonical(hinted)]     # (each command's form `same` compares, found once)
    for cmd in (*game.legal(), *candidates(game)):
        form = canonical(cmd)
        if form not in known:
            seen.append(cmd)
            known.append(form)
    ranked = sorted(((projection(game, c), k) for k, c in enumerate(seen)),
                    key=lambda vk: (-vk[0], vk[1]))
    chosen: list[int] = []
    for key in (lambda c: c["type"], place_of, lambda c: id(c)):
        taken = {key(hinted), *(key(seen[k]) for k in chosen)}
        for _, k in ranked:
            if len(chosen) < most and k not in chosen and key(seen[k]) not in taken:
                chosen.append(k)
                taken.add(key(seen[k]))
    value = dict((k, v) for v, k in ranked)
    return [Offer(seen[k], was, value[k]) for k in chosen]


class Moved(NamedTuple):
    """A move's gain in the mover's final score as things stand, at their last Hint and
    now: `command` the move it is said of."""
    command: dict
    then: int
    now: int


def gain(game: Game, cmd: dict) -> int | None:
    """What `cmd` adds to its mover's final score as things stand, None where not legal."""
    if not any(same(cmd, c) for c in (*game.legal(), *candidates(game))):
        return None
    return projection(game, cmd) - standing(game, game.to_move)


def what_moved(then: Game, chose: dict, now: Game, hinted: dict) -> Moved | None:
    """Where the Hint chose `chose` at the mover's last Hint (`then`) and now a move of
    another kind, `hinted`, with `chose` still legal: the figure that moved between
    the two positions, the gain of the move chosen now, else of the one chosen then;
    None where neither gain changed or the kinds are one."""
    if chose["type"] == hinted["type"] or gain(now, chose) is None:
        return None
    for cmd in (hinted, chose):
        was, is_ = gain(then, cmd), gain(now, cmd)
        if was is not None and is_ is not None and was != is_:
            return Moved(cmd, was, is_)
    return None
