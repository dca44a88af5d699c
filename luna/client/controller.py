"""Clicks on the board turned into the engine's commands: the options a target offers,
the engine's reason when it offers none, and Travel/Tides/Sailboat built click by click.

Thin client: options come from `game.legal()`, reasons and built moves are judged by
`game.why_illegal()`. No pygame here.
"""

from __future__ import annotations

from ..engine import Game
from ..text import t
from .choices import MoveBuilder, Option, options_for
from .targets import Candles, Group, Held, Island, Jetty, JettyArea, Target, Tile

FIRST_PHASE_COMMAND = {"preliminary_shrine": "place_shrine", "preliminary_pairs": "place_pair"}


class BoardController:
    def __init__(self) -> None:
        self.builder: MoveBuilder | None = None

    # -- a single click ---------------------------------------------------------------------
    @staticmethod
    def options(target: Target, legal: list[dict], snap: dict, me: int) -> list[Option]:
        return options_for(target, legal, snap, me)

    @staticmethod
    def why_not(target: Target, game: Game, snap: dict, me: int) -> str | None:
        """The engine's reason for the most natural command at a target nobody may use."""
        cmd = None
        if isinstance(target, Island) or isinstance(target, Group) and target.player == me:
            ctype = FIRST_PHASE_COMMAND.get(snap["phase"], "favour")
            cmd = {"type": ctype, "player": me, "island": target.island}
        elif isinstance(target, Tile):
            k = next((e for e in snap["path"] if e.get("tile") == target.tile), None)
            if k is None:
                return None
            isl = [i["kind"] for i in snap["islands"]].index(k["symbol"])
            cmd = {"type": "appoint", "player": me, "island": isl, "tile": target.tile}
        elif isinstance(target, Candles):
            cmd = {"type": "meditate", "player": me}
        elif isinstance(target, Held) and target.player == me:
            return None
        if cmd is None:
            return None
        return game.why_illegal(cmd)

    # -- a move built by clicks -------------------------------------------------------------
    def start(self, ctype: str, source, active: bool, me: int) -> None:
        self.builder = MoveBuilder(ctype, me)
        self.builder.select(source, active)

    def cancel(self) -> None:
        self.builder = None

    def click(self, target: Target | None, me: int) -> bool:
        """A click while building: pick up novices elsewhere, or send one to an island.
        True when a novice was added (the click is heard)."""
        b = self.builder
        if b is None or target is None:
            return False
        if isinstance(target, Group) and target.player == me and (
                b.ctype == "tides" or target.active) and (
                target.island, target.active) != (b.source, b.active):
            b.select(target.island, target.active)     # pick up novices from here
        elif isinstance(target, Jetty | JettyArea) and b.ctype in ("tides", "sailboat"):
            b.select("jetty", False)
        elif isinstance(target, Island | Group):
            dest = target.island
            if dest == b.source:
                return False
            b.add(dest)
            return True
        return False

    def take_back(self) -> None:
        if self.builder:
            self.builder.remove_last()

    def reason(self, game: Game) -> str | None:
        """Why the move built so far cannot be confirmed ("…" while it is empty)."""
        b = self.builder
        if b is None:
            return None
        return game.why_illegal(b.command()) if b.moves else "…"

    def highlights(self) -> set[Target]:
        b = self.builder
        if b is None:
            return set()
        out: set[Target] = {Island(i) for i in range(7) if i != b.source}
        if b.source != "jetty" and b.source is not None:
            out.add(Group(b.source, b.player, "active" if b.active else "inactive"))
        return out

    def status(self) -> str:
        b = self.builder
        return t(f"builder.{b.ctype}") + " — " + t("builder.count", count=b.count)
