"""The commands worth thinking about: `legal()` without its redundant variants, plus a
small set of sensible compound moves for Travel, Tides and the Sailboat.

`legal()` lists Travel and Tides one novice at a time, and many commands that differ
only in ways that rarely matter (spending the novice favour where novices suffice,
waking one novice with Herbs where two could wake). A bot that weighed them all would
spend its time on noise; this module keeps one representative of each real choice and
builds the compound moves a player actually makes: flee the Apostate, gather on the
island the Moon Priestess visits next, fetch novices home from the jetty.
"""

from __future__ import annotations

from ..engine import Game, IllegalCommand
from ..engine.data import ARCHITECT_STEP, ISLANDS, priestess_payout
from ..engine.legal import legal_commands
from ..engine.scoring import apostate_losses
from ..engine.state import State

SIMPLE = ("favour", "recruit", "build_shrine", "appoint")
IDLE = ("meditate", "end_actions")
# More actions than a player ever needs in one round: past this, a bot only ends its
# round. Herbs and the novice favour can form loops that return to the same position
# (nothing in the rules stops them in the solo game), and a bot must never spin in one.
ROUND_ACTIONS_CAP = 40


def candidates(game: Game) -> list[dict]:
    """The commands a bot considers now (all legal, none redundant)."""
    s = game.state
    if s.phase != "actions":
        return game.legal()
    # single-novice Travels and Tides only tell whether one is legal (the compound moves
    # below are built apart): the first of each will do
    legal = legal_commands(s, first_of=("travel", "tides"))
    p = s.to_move
    if actions_this_round(game) >= ROUND_ACTIONS_CAP:
        idle = [c for c in legal if c["type"] in IDLE]
        if idle:
            return idle
    plain = {_key(c) for c in legal if c.get("novice_token") is False}
    out: list[dict] = []
    herbs: dict[int, dict] = {}
    sail: list[dict] = []
    for c in legal:
        t = c["type"]
        if t in SIMPLE:
            if c["novice_token"] and _key(c) in plain:
                continue
            out.append(c)
        elif t == "herbs":
            if c["count"] > herbs.get(c["island"], {"count": 0})["count"]:
                herbs[c["island"]] = c
        elif t == "sailboat":
            sail.append(c)
        elif t in ("travel", "tides", "council", "banish"):
            continue
        else:
            out.append(c)
    out += herbs.values()
    out += _council(s, p, legal)
    out += _banish(legal)
    targets = _targets(s, p)
    out += _travel(s, p, targets, legal)
    out += _tides(s, p, targets, legal)
    out += _sailboat(s, p, targets, sail)
    return out


def way_out(game: Game, ranking: list[dict], pool: list[dict]) -> dict | None:
    """The first command of `ranking` that lowers what the Apostate takes from the
    player to move at this round's scoring (novices moved off or from beside his
    island, or the Apostate sent away), where that scoring would take from them and no
    command of `pool` lowers it; else None. A search that cuts the ranking to a few
    candidates keeps a way out among them: an early ranking counts only part of the
    round's pending loss, so the way out can rank below the cut and go unweighed."""
    s = game.state
    if s.phase != "actions":
        return None
    p = s.to_move
    now = apostate_losses(s).get(p, 0)
    if not now:
        return None

    def lowers(cmd: dict) -> bool:
        after = game.clone()
        try:
            after.play(cmd)
        except IllegalCommand:
            return False
        # (a command that ends the round has met the scoring, not escaped it)
        return after.state.round == s.round and apostate_losses(after.state).get(p, 0) < now

    if any(lowers(cmd) for cmd in pool):
        return None
    return next((cmd for cmd in ranking if cmd not in pool and lowers(cmd)), None)


def actions_this_round(game: Game) -> int:
    """How many commands the player to move has given since this round began, read
    back through the log: a round begins after the solo round-start choice, or after
    the meditation that turned the previous round's last candle."""
    s = game.state
    p = s.to_move
    count = meditations = 0
    for cmd in reversed(game.log):
        t = cmd["type"]
        if t in ("solo_deactivate", "place_pair", "end_actions"):
            break
        if t == "meditate":
            meditations += 1
            if meditations > s.time_turned:
                break
        if cmd["player"] == p:
            count += 1
    return count


def _key(c: dict) -> tuple:
    return (c["type"], c.get("island"), c.get("tile"), c.get("bribe"))


def _council(s: State, p: int, legal: list[dict]) -> list[dict]:
    """Per island: 1, 2 or all the seats its novices can buy; the novice favour only to
    add a seat beyond them."""
    best: dict[tuple[int, bool], int] = {}
    for c in legal:
        if c["type"] == "council":
            k = (c["island"], c["novice_token"])
            best[k] = max(best.get(k, 0), c["count"])
    out = []
    for (i, token), top in sorted(best.items()):
        if token:
            if top >= best.get((i, False), 0):
                out.append({"type": "council", "player": p, "island": i, "count": top,
                            "novice_token": True})
            continue
        for count in sorted({1, 2, top}):
            if count <= top:
                out.append({"type": "council", "player": p, "island": i, "count": count,
                            "novice_token": False})
    return out


def _banish(legal: list[dict]) -> list[dict]:
    """Every island the Apostate can be sent to, the cheapest way."""
    seen: dict[int, dict] = {}
    for c in legal:
        if c["type"] == "banish":
            steps = c["count"] + int(c["novice_token"])
            if steps not in seen or (seen[steps]["novice_token"] and not c["novice_token"]):
                seen[steps] = c
    return [seen[k] for k in sorted(seen)]


def _open(s: State, i: int) -> bool:
    """Solo levels 2-3: the Apostate blocks his island."""
    return not (s.solo_level is not None and s.solo_level >= 2 and i == s.apostate)


def _targets(s: State, p: int) -> list[int]:
    """Islands worth moving to for the next round: where the Moon Priestess and the
    Architect go next, else the island holding most of the player's novices."""
    out = []
    if s.round < 6:
        out.append((s.priestess + priestess_payout(s.players)[0]) % ISLANDS)
        out.append((s.architect + ARCHITECT_STEP) % ISLANDS)
    mine = sorted(range(ISLANDS), key=lambda i: (-(s.active[i][p] + s.inactive[i][p]), i))
    out += mine[:2]
    seen: list[int] = []
    for i in out:
        if i != s.apostate and _open(s, i) and i not in seen:
            seen.append(i)
    return seen[:3]


def _merge(moves: list[dict]) -> list[dict]:
    return [m for m in moves if m["count"] > 0]


def _travel(s: State, p: int, targets: list[int], legal: list[dict]) -> list[dict]:
    if not any(c["type"] == "travel" for c in legal):
        return []
    act = [s.active[i][p] if _open(s, i) else 0 for i in range(ISLANDS)]
    ap, pri = s.apostate, s.priestess
    out: list[list[dict]] = []
    for t in targets:
        flee = [{"from": ap, "to": t, "count": act[ap]}] if ap != t else []
        sweep = [{"from": i, "to": t, "count": act[i]} for i in range(ISLANDS)
                 if i not in (t, pri)]
        biggest = max((i for i in range(ISLANDS) if i not in (t, pri)),
                      key=lambda i: (act[i], -i))
        out += [flee, sweep, [{"from": biggest, "to": t, "count": act[biggest]}]]
    return _unique(s, p, "travel", out)


def _tides(s: State, p: int, targets: list[int], legal: list[dict]) -> list[dict]:
    if not any(c["type"] == "tides" for c in legal):
        return []
    ap = s.apostate
    jetty = s.jetty[p]
    out: list[list[dict]] = []
    for t in targets:
        home = [{"from": "jetty", "active": False, "to": t, "count": jetty}]
        flee = []
        if ap != t and _open(s, ap):
            flee = [{"from": ap, "active": True, "to": t, "count": s.active[ap][p]},
                    {"from": ap, "active": False, "to": t, "count": s.inactive[ap][p]}]
        gather = [{"from": i, "active": False, "to": t, "count": s.inactive[i][p]}
                  for i in range(ISLANDS) if i not in (t, s.priestess) and _open(s, i)]
        out += [home, flee, home + flee, gather + home]
    return _unique(s, p, "tides", out)


def _unique(s: State, p: int, kind: str, options: list[list[dict]]) -> list[dict]:
    seen, out = set(), []
    for moves in options:
        moves = _merge(moves)
        if not moves:
            continue
        key = tuple(sorted((str(m["from"]), m.get("active", True), m["to"], m["count"])
                           for m in moves))
        if key not in seen:
            seen.add(key)
            out.append({"type": kind, "player": p, "moves": moves})
    return out


def _sailboat(s: State, p: int, targets: list[int], sail: list[dict]) -> list[dict]:
    """Sail to where an active novice counts now (the Moon Priestess, the Architect, an
    island with a favour or tile to take) or next round, from where it is spare."""
    if not sail:
        return []
    useful = {s.priestess, s.architect, *targets}
    for index, e in enumerate(s.path):
        if "tile" in e and e["claimed_by"] is None and index > s.guardian:
            useful.add(s.kinds.index(e["symbol"]))
    for i in range(ISLANDS):
        if s.island_favours[i] and s.kinds[i] not in s.favours[p]:
            useful.add(i)
    spare = sorted((i for i in range(ISLANDS) if i != s.priestess and s.active[i][p]),
                   key=lambda i: (i != s.apostate, -s.active[i][p], i))[:3]
    sources = {"jetty", *spare}
    return [c for c in sail if c["to"] in useful and c["from"] in sources]
