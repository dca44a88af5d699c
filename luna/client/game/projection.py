"""The projection a player's card shows ("projected 31"): the engine's, with the round's
coming scoring in it as things stand (`projected_with_round`), as the previews of moves
count it, so a move that gains at the coming scoring raises it and the figures of the
panel and the previews agree. It moves with the counted score (a number still flying to
the score is not in it yet); while a round's scoring is counted on the staged board
(pacing.staged: the scoring already in its influence) it stands at what that scoring
leaves plus what the game's end adds, the scores counting up or down to it.
"""

from __future__ import annotations

from ...engine.data import FAVOUR_POINTS, SHRINE_POINTS
from ...engine.scoring import PROJECTION_PARTS, projected_with_round, projection_parts
from ...engine.snapshot import from_snapshot_state
from ...engine.snapshot_check import SnapshotError
from ...text import t

SCORED = "scored"      # a staged snapshot's key: its projections, the scoring counted in
_KEPT: list = [None, None]        # (the snapshot last counted, its round's part)
_PARTS: list = [None, None]       # (the snapshot last asked about, its players' parts)


def coming(snap: dict) -> list[int]:
    """What the round's coming scoring adds to each player's projection in `snap` (the
    engine's count), once per snapshot (the panel draws it every frame); nothing in a
    staged snapshot, whose influence holds its scoring already."""
    if _KEPT[0] is not snap:
        n = snap.get("players") or 0
        part = [0] * n
        if n and snap.get(SCORED) is None:
            try:
                state = from_snapshot_state(snap)
            except SnapshotError:     # (a position no game reaches: the end's alone)
                state = None
            if state is not None:
                part = [a - b for a, b in zip(projected_with_round(state), snap["projected"],
                                              strict=True)]
        _KEPT[:] = [snap, part]
    return _KEPT[1]


def shown(snap: dict, p: int, score: int | None = None, part: list[int] | None = None
          ) -> int:
    """Player `p`'s projection as the card shows it, beside `score` (the counted score;
    None: the snapshot's influence). `part`: `coming` of the whole position where `snap`
    is the board as animations show it (pieces in flight hidden: not a position the
    engine reads)."""
    if snap.get(SCORED) is not None:
        return snap[SCORED][p]
    if score is None:
        score = snap["influence"][p]
    part = coming(snap) if part is None else part
    return score + snap["projected"][p] - snap["influence"][p] + (part[p] if p < len(part)
                                                                  else 0)


def most(snap: dict, part: list[int] | None = None) -> int:
    """The largest projection shown (what the cards' room is measured with)."""
    return max((shown(snap, p, None, part) for p in range(snap["players"])), default=0)


def parts(snap: dict, p: int) -> dict[str, int]:
    """Player `p`'s projection in `snap` part by part, as the engine counts it
    (`projection_parts`: influence now, the round's coming scoring, the council seat,
    shrines, unused favours), adding up to `shown(snap, p)`; in a staged snapshot the
    scoring is in the influence already (its part 0)."""
    if _PARTS[0] is not snap:
        try:
            counted = projection_parts(from_snapshot_state(snap))
        except SnapshotError:           # (the end's position: the final scores alone)
            counted = [dict.fromkeys(PROJECTION_PARTS, 0) | {"now": shown(snap, q)}
                       for q in range(snap.get("players") or 0)]
        if snap.get(SCORED) is not None:
            counted = [q | {"scoring": 0} for q in counted]
        _PARTS[:] = [snap, counted]
    return _PARTS[1][p]


def _sign(v: int) -> str:
    return f"+{v}" if v >= 0 else f"−{-v}"


def said(snap: dict, p: int, named: bool = True) -> str:
    """Player `p`'s projection in words, a line each part with its figure, the figures
    adding up to it: "Blue: projected 20 = / 11 now / −3 at this round's scoring … /
    at the game's end: / +2 council seat 4 / +4 shrines / +3 unused favour tokens"
    (`named` False: without the player's name, said before it)."""
    part = parts(snap, p)
    seat = next((k for k, st in enumerate(snap["council"]) if p in st), "–")
    now = t("n.influence", count=part["now"])
    out = [t("tip.projection.head" if named else "tip.projection.sum",
             name=snap["names"][p], score=shown(snap, p)),
           t("tip.projection.now.scored" if snap.get(SCORED) is not None
             else "tip.projection.now", influence=now)]
    if snap.get("final"):                      # the game is over: its final score alone
        return "\n".join(out)
    if snap.get(SCORED) is None:
        out.append(t("tip.projection.scoring", points=_sign(part["scoring"])))
    out += [t("tip.projection.end"),
            t("tip.projection.council", points=_sign(part["council"]), seat=seat),
            t("tip.projection.shrines", points=_sign(part["shrines"]), each=SHRINE_POINTS),
            t("tip.projection.favours", points=_sign(part["favours"]), each=FAVOUR_POINTS)]
    return "\n".join(out)
