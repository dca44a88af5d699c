"""Commands in words: the menu's option (where the island is the one clicked, so it goes
unsaid) and the whole move (the action with its island, tile and count), for the Hint,
the review and anything else that names a move away from the board."""

from __future__ import annotations

from .i18n import has, island, kind, t


def player_name(snap: dict, p: object) -> str:
    """A seat's name in a position ("someone" for a seat it has not)."""
    if isinstance(p, int) and 0 <= p < len(snap["names"]):
        return snap["names"][p]
    return t("log.someone")


def place_name(snap: dict, i: object) -> str:
    """An island's name, or the jetty's ("?" for a place that is neither)."""
    if i == "jetty":
        return t("jetty")
    if isinstance(i, int) and 0 <= i < len(snap["islands"]):
        return island(snap["islands"][i]["kind"])
    return "?"


def from_place(snap: dict, i: object) -> str:
    """Where novices come from, with the preposition each language needs for an island
    or for the jetty ("von der Buch-Insel", "vom Bootssteg")."""
    if i == "jetty":
        return t("from.jetty")
    return t("from.island", island=place_name(snap, i))


def _isl(snap: dict, i) -> str:
    return island(snap["islands"][i]["kind"]) if isinstance(i, int) else t("jetty")


def plays_with(cmd: dict, snap: dict | None = None) -> str:
    """What a command plays with, in brackets after its words: " (novice favour stands
    in)", " (bribery)", both in one pair of brackets, never two (F006). With the
    position (`snap`), what carries it where that is not the mover's novices alone:
    the shrine that halves a Favour or an Appointment there, the novice favour standing
    in where no novice of the mover's is used (carried)."""
    carry = carried(cmd, snap)
    said = [t(key) for key, on in ((carry, cmd.get("novice_token") or carry == "opt.with_shrine"),
                                   ("opt.with_bribe", cmd.get("bribe"))) if on]
    if len(said) < 2:
        return "".join(said)
    inner = [s.strip()[1:-1] if s.strip()[:1] == "(" and s.strip()[-1:] == ")" else s.strip()
             for s in said]
    return f" ({', '.join(inner)})"


# the novices of its island each action uses (rules 3): a shrine halves the two of a
# Favour and an Appointment; a Council and a Banish use as many as their count
TWO = {"favour": 2, "appoint": 2, "recruit": 2, "build_shrine": 2}
HALVED = ("favour", "appoint")


def carried(cmd: dict, snap: dict | None) -> str:
    """The key of what carries a command besides the mover's own novices: their shrine
    on its island (opt.with_shrine; with the novice favour, opt.with_shrine_token), the
    novice favour alone where none of theirs stands there (opt.with_token_alone, the online
    ruling), else opt.with_token."""
    ct, p = cmd["type"], cmd.get("player")
    where = {"banish": "apostate", "build_shrine": "architect"}.get(ct)
    i = snap.get(where) if snap and where else cmd.get("island")
    if snap is None or not isinstance(i, int) or not isinstance(p, int):
        return "opt.with_token"
    shrine = ct in HALVED and bool(snap["islands"][i]["shrines"][p])
    token = bool(cmd.get("novice_token"))
    own = TWO.get(ct, cmd.get("count", 1)) - int(shrine) - int(token)
    if shrine:
        return "opt.with_shrine_token" if token else "opt.with_shrine"
    alone = token and own <= 0 and not snap["islands"][i]["active"][p]
    return "opt.with_token_alone" if alone else "opt.with_token"


def _lying(key: str, move: dict) -> str:
    """A Tides move's words for its inactive novices: a lying novice is named as lying, so
    two parts of one move from one island never read alike (F007)."""
    return key + ".inactive" if isinstance(move["from"], int) \
        and not move.get("active", True) else key


def option_text(cmd: dict, snap: dict) -> str:
    """A command as a menu opened on its island offers it."""
    ct = cmd["type"]
    if ct == "favour":
        return t("opt.favour", kind=kind(snap["islands"][cmd["island"]]["kind"])) + plays_with(cmd)
    if ct == "herbs":
        return t("opt.herbs", count=cmd["count"], island=_isl(snap, cmd["island"]))
    if ct == "sailboat":
        return t("opt.sailboat", count=cmd["count"], src=from_place(snap, cmd["from"]),
                 dst=_isl(snap, cmd["to"]))
    if ct == "council":
        seats = cmd["count"] + int(bool(cmd.get("novice_token")))
        return t("opt.council", count=seats, seats=seats) + plays_with(cmd)
    if ct == "banish":
        steps = cmd["count"] + int(bool(cmd.get("novice_token")))
        return t("opt.banish", count=steps, steps=steps) + plays_with(cmd)
    if ct in ("travel", "tides"):
        return t(f"opt.{ct}_n", count=sum(m["count"] for m in cmd["moves"]))
    if ct == "solo_deactivate":
        n = snap["islands"][cmd["island"]]["active"][1]
        return t("opt.solo_deactivate", count=n, island=_isl(snap, cmd["island"]))
    fmt = {k: v for k, v in cmd.items() if k not in ("type", "player")}
    if "from" in fmt:
        fmt["src"] = fmt.pop("from")
    if "to" in fmt:
        fmt["dst"] = fmt.pop("to")
    if "island" in fmt:
        fmt["island"] = _isl(snap, fmt["island"])
    return t(f"opt.{ct}", **fmt) + plays_with(cmd)


def move_text(cmd: dict, snap: dict) -> str:
    """The whole move, told so that two moves of one kind can be told apart: the action,
    the island it is played on, the tile, the count and where novices go."""
    ct = cmd["type"]
    if ct in ("favour", "recruit", "council", "banish", "appoint"):
        where = snap["apostate"] if ct == "banish" else cmd["island"]
        token = int(bool(cmd.get("novice_token")))
        return t(f"move.{ct}", island=_isl(snap, where), tile=cmd.get("tile"),
                 kind=kind(snap["islands"][where]["kind"]), count=cmd.get("count", 0) + token,
                 seats=cmd.get("count", 0) + token) + plays_with(cmd, snap)
    if ct == "build_shrine":
        return t("move.build_shrine", island=_isl(snap, snap["architect"])) + \
            plays_with(cmd, snap)
    if ct in ("travel", "tides"):
        moves = cmd["moves"]
        if len(moves) > 1 and len({m["to"] for m in moves}) == 1:
            # several islands to one: its name said once (F102)
            steps = t("move.also").join(t(_lying("move.from", m), count=m["count"],
                                          src=from_place(snap, m["from"])) for m in moves)
            return t(f"move.{ct}.to", dst=_isl(snap, moves[0]["to"]), moves=steps)
        steps = t("move.then").join(t(_lying("move.step", m), count=m["count"],
                                      src=from_place(snap, m["from"]),
                                      dst=_isl(snap, m["to"])) for m in moves)
        return t(f"move.{ct}", moves=steps)
    return option_text(cmd, snap)


def move_name(cmd: dict, snap: dict) -> str:
    """A move named short: its action's word as the ring says it, with the island it is
    played on and the favour it spends in one pair of brackets ("Favour (Book island)");
    the action's word alone where it has no one island (a Travel, the Tides, Meditate)."""
    ct = cmd["type"]
    key = f"ring.{ct}" if has(f"ring.{ct}") else f"show.{ct}"
    title = t(key) if has(key) else ct
    where = {"banish": snap["apostate"], "build_shrine": snap["architect"]}.get(
        ct, cmd.get("island"))
    extra = plays_with(cmd).strip()[1:-1]
    said = [_isl(snap, where)] if isinstance(where, int) else []
    said += [extra] if extra else []
    return title + (f" ({', '.join(said)})" if said else "")


def _goes(cmd: dict) -> tuple[set, list]:
    """Where a Travel's, a Tides' or a Sailboat's novices go, and its steps (how many
    novices, from where); nothing for any other move."""
    ct = cmd.get("type")
    if ct in ("travel", "tides"):
        steps = [m for m in cmd.get("moves") or () if isinstance(m.get("count"), int)]
        return {m["to"] for m in steps}, steps
    if ct == "sailboat" and isinstance(cmd.get("count"), int):
        return {cmd.get("to")}, [{"from": cmd.get("from"), "count": cmd["count"]}]
    return set(), []


def versus_name(versus: dict, snap: dict, mine: object = None) -> str:
    """The move a Hint is weighed against named short (move_name), with what tells it
    from the Hint's own move `mine` where the short names are alike: where its novices
    go (a Travel's, a Tides', a Sailboat's: "Travel to the Tides island"), or, going
    where the Hint's own go, how many from where ("Travel with 2 novices from the Tides
    island": "Travel to the Shrine island" beside a Travel there told nothing apart),
    how many novices it uses (a Council's, a Banish's), the field a Book goes to, the
    tile, else as another of its kind; "Travel — compared with Travel" weighed a move
    against its own kind without how they differ (F785, F845, F888)."""
    name = move_name(versus, snap)
    ct = versus["type"]
    if not isinstance(mine, dict) or mine.get("type") != ct or \
            mine.get("island") != versus.get("island"):
        return name
    to, steps = _goes(versus)
    if len(to) == 1 and isinstance(next(iter(to)), int) and to != _goes(mine)[0]:
        return t("move.versus.to", move=name, island=_isl(snap, next(iter(to))))
    if steps:        # to the Hint's own island: how many novices, from where (F845)
        return t("move.versus.with", move=name, novices=t("move.also").join(
            t("move.versus.from", count=m["count"], src=from_place(snap, m["from"]))
            for m in steps))
    def used(cmd: dict) -> int:       # (the novice favour stands in for one)
        return int(cmd.get("count") or 0) + int(bool(cmd.get("novice_token")))
    if ct in ("council", "banish", "herbs") and used(versus) != used(mine):
        return t("move.versus.novices", move=name, count=used(versus))
    if ct == "book" and isinstance(versus.get("to"), int):
        return t("move.versus.field", move=name, field=versus["to"]) \
            if versus["to"] != mine.get("to") else \
            t("move.versus.from_field", move=name, field=versus.get("from"))
    if isinstance(versus.get("tile"), int):
        return t("move.versus.tile", move=name, tile=versus["tile"])
    # nothing above tells it apart: never the Hint's own words twice (F888)
    return t("hint.versus.other", move=name) if name == move_name(mine, snap) else name
