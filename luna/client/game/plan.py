"""The move in progress on the board: a Travel, Tides or Sailboat planned click by click
(or drop by drop), novices picked up at a place and sent to islands, till it is
confirmed or let go. The scene holds it (`scene.builder`, `view.builder`); its Confirm
bar and the rest of what the screen does with it are game/planning.py's.

Thin client: a plan becomes one command of the engine (`command()`), judged by
`game.refusal()`. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Game
from ...text import refusal, t
from ...text.i18n import island
from ..board.targets import Group, Island, Jetty, JettyArea, Target


@dataclass
class Plan:
    """Travel, Tides or Sailboat planned on the board: pick a source, then islands."""

    ctype: str
    player: int
    source: object = None               # island index or "jetty"
    active: bool = True
    moves: list[dict] = field(default_factory=list)
    note: tuple[str, int] | None = None   # the last click's Sailboat note: (its text
    #                                       key, the island its novices go to)
    picked: tuple | None = None           # (source, count) as another island's
    #                                       novices were picked up
    said: str | None = None               # the words of its one tip standing (its
    #                                       first-use tip, a drop's count: planning.say)

    # -- the novices on their way --------------------------------------------------------------
    def select(self, source, active: bool) -> None:
        self.source, self.active = source, active

    def add(self, dest: int) -> None:
        for m in self.moves:
            if (m["from"], m.get("active", True), m["to"]) == (self.source, self.active, dest):
                m["count"] += 1
                return
        move = {"from": self.source, "to": dest, "count": 1}
        if self.ctype == "tides":
            move["active"] = self.active
        self.moves.append(move)

    def remove_last(self) -> None:
        if self.moves:
            self.moves[-1]["count"] -= 1
            if self.moves[-1]["count"] == 0:
                self.moves.pop()

    @property
    def count(self) -> int:
        return sum(m["count"] for m in self.moves)

    def sent_from(self, source, active: bool) -> int:
        """How many novices of `source` (standing or lying: `active`) are on their way."""
        return sum(m["count"] for m in self.moves if m["from"] == source
                   and m.get("active", source != "jetty") == active)

    def toward(self, cmd: dict) -> tuple | None:
        """The way ((from, active, to)) the move `cmd` (the Hint's, say) sends its next
        novice, this plan built so far toward it; None where the plan holds it whole or
        goes elsewhere than it."""
        if self.ctype != cmd["type"]:
            return None
        wanted, built = ways(cmd), _by_way(self.moves)
        if any(n > wanted.get(way, 0) for way, n in built.items()):
            return None                       # (another move than `cmd`)
        return next((w for w in wanted if built.get(w, 0) < wanted[w]), None)

    def holds(self, cmd: dict) -> bool:
        """The plan is the move `cmd` whole (its novices all on their way)."""
        return self.ctype == cmd["type"] and _by_way(self.moves) == ways(cmd)

    def apart(self, source, dest: int | None = None) -> str | None:
        """A Sailboat carries novices from one place to one island (its command has one
        `from` and one `to`): with a novice on its way, the note (a text key) for a novice
        from another place or to another island; None where nothing is apart. A click on
        novices of another island says so at once, never later in the engine's words for a
        malformed command."""
        if self.ctype != "sailboat" or not self.moves:
            return None
        way = self.moves[0]
        if source != way["from"]:
            return "builder.sailboat_one_source"
        if dest is not None and dest != way["to"]:
            return "builder.sailboat_one_island"
        return None

    def command(self) -> dict:
        if self.ctype == "sailboat":
            m = self.moves[0] if self.moves else {"from": self.source, "to": None, "count": 0}
            dest = {x["to"] for x in self.moves}
            src = {x["from"] for x in self.moves}
            return {"type": "sailboat", "player": self.player,
                    "from": m["from"] if len(src) == 1 else None,
                    "to": m["to"] if len(dest) == 1 else None, "count": self.count}
        return {"type": self.ctype, "player": self.player,
                "moves": [dict(m) for m in self.moves]}

    # -- a click while it is planned -----------------------------------------------------------
    def click(self, target: Target | None) -> bool:
        """Novices picked up elsewhere, or one sent to an island. True when a novice was
        added (the click is heard); a Sailboat's other place or island notes why not."""
        self.note = None
        if target is None:
            return False
        sailing = self.moves[0]["to"] if self.ctype == "sailboat" and self.moves else None
        if isinstance(target, Group) and target.player == self.player and (
                self.ctype == "tides" or target.active) and (
                target.island, target.active) != (self.source, self.active) and \
                target.island != sailing:         # (the Sailboat's island: one more there)
            return self._pick_up(target.island, target.active)
        elif isinstance(target, Jetty | JettyArea) and self.ctype in ("tides", "sailboat"):
            return self._pick_up("jetty", False)
        elif isinstance(target, Island | Group):
            dest = target.island
            if dest == self.source:
                return False
            key = self.apart(self.source, dest)
            if key is not None:
                self.note = (key, sailing)
                return False
            self.add(dest)
            return True
        return False

    def _pick_up(self, source, active: bool) -> bool:
        """Novices picked up from `source` (a Sailboat under way: said why not)."""
        key = self.apart(source)
        if key is not None:
            self.note = (key, self.moves[0]["to"])
        else:
            self.select(source, active)
        return False

    # -- what it says ----------------------------------------------------------------------
    def reason(self, game: Game) -> str | None:
        """Why the move planned so far cannot be confirmed ("…" while it is empty)."""
        if not self.moves:
            return "…"
        refused = game.refusal(self.command())
        return None if refused is None else refusal(refused)

    def status(self) -> str:
        """The panel's short status: how many novices are planned (the instructions
        stand in full over the board)."""
        return t("builder.count", count=self.count)

    def instruction(self) -> str:
        return t(f"builder.{self.ctype}")

    def words(self, snap: dict) -> str:
        """A move's instructions (its help over Confirm): just after another island's
        novices were picked up, till one of them is sent or taken back, where they go
        ("Now from the Tides island: click the island …"); else the move's own. (Said there,
        not in a see-through note over the panel's cards and log, which would hide their
        rows and cut a log line: F061.)"""
        if self.picked == (self.source, self.count) and isinstance(self.source, int):
            return t("builder.from", island=island(snap["islands"][self.source]["kind"]))
        return self.instruction()


def highlights(plan: Plan | None) -> set[Target]:
    """Where the move planned (`plan`) may go now, and the group it sends from."""
    if plan is None:
        return set()
    out: set[Target] = {Island(i) for i in range(7)       # (a Sailboat under way: its
                        if i != plan.source and plan.apart(plan.source, i) is None}   # island)
    if plan.source != "jetty" and plan.source is not None:
        out.add(Group(plan.source, plan.player, "active" if plan.active else "inactive"))
    return out


def _by_way(moves: list) -> dict:
    """A planned move's novices by way ((from, active, to): count)."""
    return {(m["from"], m.get("active", True), m["to"]): m["count"] for m in moves}


def ways(cmd: dict) -> dict:
    """A Travel's, Tides' or Sailboat's command's novices by way."""
    return _by_way([cmd] if cmd["type"] == "sailboat" else cmd["moves"])
