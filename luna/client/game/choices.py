"""What a click may do: the engine's legal commands sorted by what they touch, in words
(the text menu's entries, `Option`), and the engine's reason where a place offers none.

The client never decides a rule: every option offered here is a command from
`game.legal()` (or a compound move the engine judges with `refusal`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Game
from ...text import favour_use, has, island, lines, refusal, t
from ...text.moves import option_text as label
from ...text.rule_words import action_rule  # a command as its menu says it
from ..board.targets import (
    Candles,
    Field,
    Figure,
    Group,
    Held,
    Island,
    IslandFavours,
    Jetty,
    JettyArea,
    Target,
    Tile,
)

BUILDER_TYPES = ("travel", "tides", "sailboat")


@dataclass
class Option:
    label: str
    rule: str                          # tooltip: the rule that applies
    command: dict | None = None        # play this
    builder: tuple | None = None       # or start building a move: (type, source, active)
    refused: str | None = None         # or nothing: shown greyed, with the engine's reason
    about: dict | None = None          # the command a refused option stands for
    preview: str | None = None         # its move's net line, as its tray tile's


def rule_text(ctype: str, snap: dict | None = None) -> str:
    """An action's rule, the same words as the "Why?" of its line (text/rule_words.py)."""
    return action_rule(ctype, snap) or t(f"rule.{ctype}")


def command_rule(cmd: dict, snap: dict | None = None) -> str:
    """The rule a command plays by: its action's, and where the novice favour stands in,
    that favour's too (a Favour paid by the novice favour says both rules); a Favour's, what the
    token taken is for."""
    rule = rule_text(cmd["type"], snap)
    if cmd["type"] == "favour" and snap is not None:    # and what the token taken is for
        rule += "\n" + favour_use(snap["islands"][cmd["island"]]["kind"], snap)
    return f"{rule}\n{t('rule.novice_favour')}" if cmd.get("novice_token") else rule


def _opt(cmd: dict, snap: dict) -> Option:
    return Option(label(cmd, snap), command_rule(cmd, snap), command=cmd)


def options_for(target: Target, legal: list[dict], snap: dict, me: int) -> list[Option]:
    """The options a click on `target` offers the player `me`, best first."""
    out: list[Option] = []
    if isinstance(target, Island | Group):
        i = target.island
        group = isinstance(target, Group)
        inactive = group and not target.active
        if group and target.player != me:
            return options_for(Island(i), legal, snap, me)   # others' novices: the island
        for c in legal:
            ct = c["type"]
            if inactive:
                if ct == "herbs" and c["island"] == i:
                    out.append(_opt(c, snap))
                continue
            if c.get("island") == i and ct in ("place_shrine", "place_pair", "solo_deactivate",
                                               "favour", "recruit", "appoint", "council"):
                out.append(_opt(c, snap))
            elif ct == "build_shrine" and snap["architect"] == i:
                out.append(_opt(c, snap))
            elif ct == "banish" and snap["apostate"] == i:
                out.append(_opt(c, snap))
            elif ct == "herbs" and c["island"] == i and not group:
                out.append(_opt(c, snap))
        out += _builders(legal, i, not inactive)
    elif isinstance(target, Tile):
        out = [_opt(c, snap) for c in legal
               if c["type"] in ("appoint", "consecrate") and c["tile"] == target.tile]
    elif isinstance(target, Field):
        out = [_opt(c, snap) for c in legal
               if c["type"] == "book" and target.field in (c["from"], c["to"])]
    elif isinstance(target, Held) and target.player == me:
        out = _favour_options(target.favour, legal, snap)
    elif isinstance(target, Candles):
        out = [_opt(c, snap) for c in legal if c["type"] == "meditate"]
    elif isinstance(target, Jetty | JettyArea):
        out = _builders(legal, "jetty", False)
    elif isinstance(target, Figure) and target.name == "apostate":
        out = [_opt(c, snap) for c in legal if c["type"] == "banish"]
    elif isinstance(target, Figure) and target.name == "architect":
        out = [_opt(c, snap) for c in legal if c["type"] == "build_shrine"]
    return out


def _builders(legal: list[dict], source, active: bool) -> list[Option]:
    """Start a Travel / Tides / Sailboat built by clicks, where one can start here."""
    out = []
    seen = set()
    for c in legal:
        ct = c["type"]
        if ct in ("travel", "tides"):
            m = c["moves"][0]
            src_active = m.get("active", True) if m["from"] != "jetty" else False
            if m["from"] == source and src_active == active and ct not in seen:
                seen.add(ct)
                out.append(Option(t(f"opt.{ct}_start"), rule_text(ct),
                                  builder=(ct, source, active)))
        elif ct == "sailboat" and c["from"] == source and ct not in seen and (
                active or source == "jetty"):
            seen.add(ct)
            out.append(Option(t("opt.sailboat_start"), rule_text(ct),
                              builder=(ct, source, active)))
    return out


def _favour_options(fav: str, legal: list[dict], snap: dict) -> list[Option]:
    if fav in ("tides", "sailboat"):
        sources = []
        for c in legal:
            if c["type"] == fav:
                src = c["moves"][0]["from"] if fav == "tides" else c["from"]
                act = c["moves"][0].get("active", True) if fav == "tides" else True
                if (src, act) not in sources:
                    sources.append((src, act))
        return [Option(t("opt.from_jetty") if s == "jetty" else
                       t("opt.from_source", src=island(snap["islands"][s]["kind"]),
                         state=t("state.active") if a else t("state.inactive")),
                       rule_text(fav), builder=(fav, s, a)) for s, a in sources]
    match = {"herbs": ("herbs",), "book": ("book",), "shrine": ("build_shrine",)}
    if fav in match:
        return [_opt(c, snap) for c in legal if c["type"] in match[fav]]
    if fav == "bribery":
        return [_opt(c, snap) for c in legal if c.get("bribe")]
    if fav == "novice":
        return [_opt(c, snap) for c in legal if c.get("novice_token")]
    return []


def lit_sets(legal: list, snap: dict, me) -> tuple[set, set]:
    """(what may be clicked, what glows quietly) for the commands `legal`: the quiet glow
    is where the player's own pieces can act, lying ones a favour wakes too (an island
    open only to the novice favour standing in is clickable, lit under the pointer, not
    glowing: nearly every island aglow tells nothing, F853); all that may be clicked
    where none of one's own pieces acts."""
    can = clickable(legal, snap, me) if legal else set()
    own = clickable([c for c in legal if not c.get("novice_token")], snap, me)
    return can, own if any(isinstance(tg, Island | Group) for tg in own) else can


FAVOUR_MOVES = ("herbs", "tides", "sailboat")     # the moves a favour itself makes


def spends_favour(cmd: dict) -> bool:
    """`cmd` is playable only with a favour: Herbs, Tides, the Sailboat, or an action
    the novice favour or Bribery lets go (the engine's legal command says which)."""
    return cmd["type"] in FAVOUR_MOVES or bool(cmd.get("novice_token") or cmd.get("bribe"))


def lit_through(legal: list[dict], island: int) -> str | None:
    """The favour whose use alone lights `island` ("novice": it stands in for an active
    novice there, "bribery"), None where a command there spends no favour (or none acts
    there): a place lit only through a favour says so (F130)."""
    here = [c for c in legal if c.get("island") == island and c["type"] not in FAVOUR_MOVES]
    if not here or not all(spends_favour(c) for c in here):
        return None
    return "novice" if any(c.get("novice_token") for c in here) else "bribery"


def clickable_now(legal: list[dict], snap: dict, me: int) -> set[Target]:
    """The targets lit by a command that spends no favour: the places that act now."""
    return clickable([c for c in legal if not spends_favour(c)], snap, me)


def clickable(legal: list[dict], snap: dict, me: int) -> set[Target]:
    """Every board target that offers at least one option now (to highlight)."""
    out: set[Target] = set()
    for c in legal:
        ct = c["type"]
        if "island" in c and ct != "herbs":
            out.add(Island(c["island"]))
            if snap["islands"][c["island"]]["active"][me] and ct not in (
                    "place_shrine", "place_pair", "solo_deactivate"):
                out.add(Group(c["island"], me, "active"))
        if ct == "herbs":
            out.add(Group(c["island"], me, "inactive"))
        if ct in ("appoint", "consecrate"):
            out.add(Tile(c["tile"]))
        if ct == "book":                            # field to field: either one first
            out |= {Field(c["from"]), Field(c["to"])}
        if ct == "meditate":
            out.add(Candles())
        if ct in ("travel", "tides", "sailboat"):
            src = c["moves"][0]["from"] if ct != "sailboat" else c["from"]
            act = c["moves"][0].get("active", True) if ct == "tides" else True
            if src == "jetty":
                out.add(Jetty(me))
            else:                  # (standing novices: their island's tray offers it too)
                out.add(Group(src, me, "active" if act else "inactive"))
                if act:
                    out.add(Island(src))
        if ct in FIGURE_OF:                         # at its figure's island, your novices
            at = snap[FIGURE_OF[ct]]                # there too (their click opens its tray)
            out.add(Island(at))
            if snap["islands"][at]["active"][me]:
                out.add(Group(at, me, "active"))
    return out


ISLAND_ACTIONS = ("favour", "recruit", "build_shrine", "appoint", "council", "banish",
                  "herbs", "travel", "tides", "sailboat")


def island_probes(target: Target, snap: dict, me: int) -> list[dict]:
    """Every action a click on an island (or your novices on it) stands for in the action
    phase, one command of each kind for the engine to judge (those it refuses are shown
    greyed with its reason): Favour, Recruit, Appointment, Council and Travel always,
    Build shrine where the Architect stands, Banish where the Apostate stands, and Herbs,
    Tides and Sailboat while you hold their favour. Which command of a kind is asked
    about is only the plainest one (the engine decides and words the refusal)."""
    if snap["phase"] != "actions" or not isinstance(target, Island | Group) or (
            isinstance(target, Group) and not target.active):
        return []                   # (the menu of lying novices offers Herbs and moves)
    i = target.island
    isl = snap["islands"][i]
    here = isl["active"][me] if me < len(isl["active"]) else 0
    lying = isl["inactive"][me] if me < len(isl["inactive"]) else 0
    held = snap["favours"][me] if me < len(snap["favours"]) else []
    other = (i + 1) % len(snap["islands"])
    probes = [{"type": "favour", "player": me, "island": i},
              {"type": "recruit", "player": me, "island": i}]
    if snap["architect"] == i:
        probes.append({"type": "build_shrine", "player": me})
    probes.append(_appoint_probe(snap, me, i))
    probes.append({"type": "council", "player": me, "island": i, "count": max(1, here)})
    if snap["apostate"] == i:
        probes.append({"type": "banish", "player": me, "count": 1})
    if "herbs" in held:
        probes.append({"type": "herbs", "player": me, "island": i, "count": 1})
    probes.append({"type": "travel", "player": me,
                   "moves": [{"from": i, "to": other, "count": 1}]})
    if "tides" in held:
        probes.append({"type": "tides", "player": me, "moves": [
            {"from": i, "active": bool(here or not lying), "to": other, "count": 1}]})
    if "sailboat" in held:
        probes.append({"type": "sailboat", "player": me, "from": i, "to": other,
                       "count": 1})
    return probes


def _appoint_probe(snap: dict, me: int, i: int) -> dict:
    """The Appointment from island `i` to ask the engine about: an unclaimed tile with
    the island's symbol on the path, the nearest beyond the Guardian first, then the
    nearest before him (within bribery's reach, where there is one: the farthest, by the
    entrance, was named "not even bribery reaches it" while a Bribery would); else a
    claimed one; else a temple field's number (a tile no longer on the path)."""
    kind = snap["islands"][i]["kind"]
    path = snap["path"]
    order = list(range(snap["guardian"] + 1, len(path))) + \
        list(range(snap["guardian"], -1, -1))
    tiles = [path[k] for k in order if k < len(path) and path[k].get("symbol") == kind]
    free = [e for e in tiles if e["claimed_by"] is None]
    if free or tiles:
        tile = (free or tiles)[0]["tile"]
    else:
        tile = next((f["field"] for f in snap["temple"]["fields"] if f["symbol"] == kind), 1)
    return {"type": "appoint", "player": me, "island": i, "tile": tile, "bribe": False}


FIGURE_OF = {"build_shrine": "architect", "banish": "apostate"}   # where each is taken


def figure_probes(target: Target, snap: dict, me: int) -> list[dict]:
    """Build shrine and Banish where their figure stands on another island than the
    clicked one: a text menu lists every action of an island (so it is seen why no Build
    shrine stands on the Bribery island), these with where they are
    taken (`elsewhere`); the tray keeps them to their figure's island (their tiles last:
    no other moves)."""
    if not island_probes(target, snap, me):
        return []
    out = []
    for ct, figure in FIGURE_OF.items():
        if snap[figure] != target.island:
            out.append({"type": "build_shrine", "player": me} if ct == "build_shrine"
                       else {"type": "banish", "player": me, "count": 1})
    return out


def elsewhere(cmd: dict, snap: dict) -> str:
    """Where Build shrine or Banish is taken (the command names no island: the engine
    takes it at its figure's), in the player's words."""
    at = snap[FIGURE_OF[cmd["type"]]]
    return t(f"ring.elsewhere.{cmd['type']}", island=island(snap["islands"][at]["kind"]))


def refused_option(cmd: dict, snap: dict, reason: str, named: bool = False) -> Option:
    """An action that cannot be taken now, named by its kind (`named`: by its name alone,
    never "here"), greyed with the reason."""
    ct = cmd["type"]
    name = label(cmd, snap) if ct in ("favour", "recruit", "build_shrine") and not named \
        else t(f"act.{ct}") if has(f"act.{ct}") else t(f"ring.{ct}")
    return Option(name, rule_text(cmd["type"], snap), refused=reason, about=cmd)


def natural_command(target: Target, snap: dict, me: int) -> dict | None:
    """The command a click on `target` most naturally means, so that the engine can say
    why it is refused when nothing there is legal: your own tile on the path means
    consecrating it, another tile appointing to it; an island's favour stack taking one."""
    if isinstance(target, Island | IslandFavours) or isinstance(target, Group) \
            and target.player == me:
        ctype = {"preliminary_shrine": "place_shrine",
                 "preliminary_pairs": "place_pair"}.get(snap["phase"], "favour")
        return {"type": ctype, "player": me, "island": target.island}
    if isinstance(target, Tile):
        tile = next((e for e in snap["path"] if e.get("tile") == target.tile), None)
        if tile is None:
            return None
        if tile["claimed_by"] == me:
            return {"type": "consecrate", "player": me, "tile": target.tile}
        island = [i["kind"] for i in snap["islands"]].index(tile["symbol"])
        return {"type": "appoint", "player": me, "island": island, "tile": target.tile}
    if isinstance(target, Candles):
        return {"type": "meditate", "player": me}
    return None


def place_options(target: Target, legal: list[dict], snap: dict, me: int,
                  game: Game | None = None) -> list[Option]:
    """What a click on `target` offers (the text menu's entries); with `game`, the island
    actions it cannot take now follow, greyed, each with the engine's reason in the
    player's language."""
    out = options_for(target, legal, snap, me)
    if game is None or not legal:
        return out
    offered = {o.command["type"] for o in out if o.command}
    for probe in island_probes(target, snap, me):
        if probe["type"] in offered:
            continue
        refused = game.refusal(probe)
        if refused is not None:
            out.append(refused_option(probe, snap, refusal(refused)))
    for probe in figure_probes(target, snap, me):      # taken at their figure's island
        refused = game.refusal(probe)
        why = elsewhere(probe, snap) if refused is None else \
            lines(elsewhere(probe, snap), refusal(refused))
        out.append(refused_option(probe, snap, why, named=True))
    return out


def refused_here(target: Target, game: Game, snap: dict, me: int) -> str | None:
    """The engine's reason, in the player's language, for the most natural command at
    a target nobody may use."""
    cmd = natural_command(target, snap, me)
    refused = None if cmd is None else game.refusal(cmd)
    return None if refused is None else refusal(refused)
