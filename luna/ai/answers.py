"""What the next player can answer to a Hint's move before the round's scoring.

A Hint claims what its move wins at the coming scoring (the Moon Priestess's majority or
tie, less lost to the Apostate, a novice brought somewhere, a tile consecrated) or that
it keeps active novices for later actions this round; the next player moves before that
scoring and may take it back. Each of their commands worth thinking about (candidates)
is played on the position the move leaves, and the engine's own count of the coming
scoring (scoring.scoring_change) says what it takes from the mover; the answer that
takes most of what the Hint claims is said beside it. The next player only: with three
or four players the others' answers come later, when more has changed.
"""

from __future__ import annotations

from ..engine import Game
from ..engine.data import ISLANDS
from ..engine.scoring import priestess_places, scoring_change
from ..engine.state import State
from .candidates import candidates
from .effect import effect_of
from .lead import NOTHING
from .reasons import Reason

# the reasons of this round's Moon Priestess scoring (a majority, a tie by the council)
PRIESTESS_TERMS = ("priestess", "council_tie", "meditate_priestess")
# influence: what a reply must take of the Moon Priestess's payout the mover holds after
# the move, unclaimed by it, to be said: a place's worth (her first place pays 5 or 6,
# her second 2 or 3). A Meditation advised while the next player could take the tie the
# mover held, unsaid, read as the Hint blind to the obvious reply.
HELD = 3


def claims_of(game: Game, cmd: dict, reason: Reason | None, coming: dict | None,
              later: bool = False) -> dict[str, object]:
    """What the Hint's move `cmd` claims that the next player may take back, its own
    reason's claim first: "priestess" (its reason or its preview gains there),
    "apostate" (the islands a Banish may not send him to: None for any, where its reason
    or preview loses less to him; else those it brings the mover's novices to),
    "temple" (the field of the tile it consecrates), "ends" (the mover's active novices
    kept for a later action this round: a Meditation, or `later`, an action the Hint
    names next). Where it claims nothing of the Moon Priestess but leaves the mover a
    payout at her coming scoring (the engine's places after it), "priestess" is "held",
    the last claim: a reply taking HELD or more of it is said where none takes what the
    move claims."""
    choice = effect_of(game, cmd)
    p, b, a = choice.player, choice.before, choice.after
    term = reason.term if reason is not None and reason.ahead is None else None
    parts = (coming or {}).get("parts") or {}
    out: dict[str, object] = {}
    own = "priestess" if term in PRIESTESS_TERMS else \
        {"apostate": "apostate", "temple": "temple", "meditate": "ends",
         "active": "ends"}.get(term)
    if term in PRIESTESS_TERMS or parts.get("priestess", 0) > 0:
        out["priestess"] = True
    if term == "apostate" or parts.get("apostate", 0) > 0:
        out["apostate"] = None
    else:
        brought = tuple(i for i in range(ISLANDS) if a.active[i][p] + a.inactive[i][p] >
                        b.active[i][p] + b.inactive[i][p])
        if brought:
            out["apostate"] = brought
    field = next((e["field"] for e in choice.of("tile_consecrated")), None)
    if field is not None:
        out["temple"] = field
    if (cmd["type"] == "meditate" or later) and active(a, p):
        out["ends"] = True
    if own in out:
        out = {own: out[own], **{k: v for k, v in out.items() if k != own}}
    if "priestess" not in out and any(q == p and pay > 0 for q, _, pay in
                                      priestess_places(a)):
        out["priestess"] = "held"         # (last: weighed after what the move claims)
    return out


def active(s: State, p: int) -> int:
    """Player p's active novices on the islands."""
    return sum(s.active[i][p] for i in range(ISLANDS))


def answer_to(game: Game, cmd: dict, claims: dict[str, object]) -> dict | None:
    """The next player's command that takes back most of what `cmd` claims (claims_of),
    the first claim before the others: {"kind": "priestess" | "banish" | "expel" |
    "ends", "player": who, "move": their command, "lost": what the mover then gets
    less at the coming scoring, "island": where a Banish sends the Apostate, "field":
    the temple field a novice is expelled from, "gains": what the Moon Priestess then
    gives the replier more, "count": the mover's active novices
    left when the round ends}; None where they can take back none of it (or the move
    ends the round, or the mover moves again, or in the solo game, whose automaton
    answers by its own rules)."""
    s = game.state
    if not claims or s.phase != "actions" or s.solo:
        return None
    p, after = s.to_move, game.clone()
    after.play(cmd)
    t = after.state
    if t.phase != "actions" or t.round != s.round or after.to_move in (None, p):
        return None
    order = list(claims)
    best, rank = None, None
    for reply in candidates(after):
        then = after.clone()
        events = then.play_listed(reply)
        found = taken(t, then.state, events, p, claims, reply)
        if found is None:
            continue
        key = (order.index(CLAIM[found["kind"]]), -found.get("lost", 0))
        if rank is None or key < rank:
            best, rank = {**found, "player": after.to_move, "move": reply}, key
    return best


# the claim each kind of answer takes back
CLAIM = {"priestess": "priestess", "banish": "apostate", "expel": "temple", "ends": "ends"}


def taken(before: State, after: State, events: list[dict], p: int,
          claims: dict[str, object], reply: dict) -> dict | None:
    """What the reply between `before` and `after` takes back of the mover p's claims,
    by the engine's count of the coming scoring; None for nothing."""
    change = scoring_change(before, after, p)
    if change is None:          # the reply ended the round: its scoring came
        if "ends" in claims and active(before, p):
            return {"kind": "ends", "count": active(before, p)}
        return None
    lost = change.parts
    if "temple" in claims and any(e.get("type") == "novice_expelled" and
                                  e.get("player") == p and e.get("field") == claims["temple"]
                                  for e in events):
        return {"kind": "expel", "field": claims["temple"], "lost": -lost.get("temple", 0)}
    where = claims.get("apostate", ())
    if "apostate" in claims and reply["type"] == "banish" and \
            lost.get("apostate", 0) < 0 and (where is None or after.apostate in where):
        return {"kind": "banish", "island": after.apostate, "lost": -lost["apostate"]}
    held = HELD if claims.get("priestess") == "held" else 1
    if "priestess" in claims and lost.get("priestess", 0) <= -held:
        return {"kind": "priestess", "lost": -lost["priestess"],
                "gains": theirs(before, after, reply.get("player"), "priestess")}
    return None


def theirs(before: State, after: State, q: object, part: str) -> int:
    """What the replying player `q` gains in `part` of the coming scoring by the
    reply, by the engine's count (0 where it is not a seat's)."""
    if not isinstance(q, int) or not 0 <= q < before.players:
        return 0
    change = scoring_change(before, after, q)
    return max(0, change.parts.get(part, 0)) if change is not None else 0


def with_answer(game: Game, cmd: dict, reason: Reason | None, coming: dict | None,
                later: bool = False) -> dict | None:
    """`coming` (the Hint's, judge.Advice.coming) with "reply" (answer_to) where the
    next player can take back what `cmd` claims (claims_of): the Hint's words say it."""
    if game.state.phase != "actions" or game.state.solo:     # (answer_to's: none)
        return coming
    reply = answer_to(game, cmd, claims_of(game, cmd, reason, coming, later))
    if reply is None:
        return coming
    return {**(coming or NOTHING), "reply": reply}
