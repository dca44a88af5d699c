"""Clicks on the board turned into the engine's commands: the options a target offers,
the engine's reason when it offers none, and Travel/Tides/Sailboat built click by click.

Thin client: options come from `game.legal()`, reasons and built moves are judged by
`game.refusal()`. No pygame here.
"""

from __future__ import annotations

from ...engine import Game
from ...text import lines, refusal, t
from ...text.i18n import island
from ..board.targets import Group, Island, Jetty, JettyArea, Target
from .choices import (
    MoveBuilder,
    Option,
    elsewhere,
    figure_probes,
    island_probes,
    natural_command,
    options_for,
    refused_option,
)


class BoardController:
    def __init__(self) -> None:
        self.builder: MoveBuilder | None = None
        self.apart: tuple[str, int] | None = None   # the last click's Sailboat note: (key,
        #                                            the island its novices go to)
        self.picked: tuple | None = None   # (the move, its source, its count) as another
        #                                    island's novices were picked up

    # -- a single click ---------------------------------------------------------------------
    @staticmethod
    def options(target: Target, legal: list[dict], snap: dict, me: int,
                game: Game | None = None) -> list[Option]:
        """What a click offers; with `game`, the island actions it cannot take now follow,
        greyed, each with the engine's reason in the player's language."""
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

    @staticmethod
    def why_not(target: Target, game: Game, snap: dict, me: int) -> str | None:
        """The engine's reason, in the player's language, for the most natural command at
        a target nobody may use."""
        cmd = natural_command(target, snap, me)
        refused = None if cmd is None else game.refusal(cmd)
        return None if refused is None else refusal(refused)

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
        self.apart = None
        if b is None or target is None:
            return False
        sailing = b.moves[0]["to"] if b.ctype == "sailboat" and b.moves else None
        if isinstance(target, Group) and target.player == me and (
                b.ctype == "tides" or target.active) and (
                target.island, target.active) != (b.source, b.active) and \
                target.island != sailing:         # (the Sailboat's island: one more there)
            return self._pick_up(target.island, target.active)
        elif isinstance(target, Jetty | JettyArea) and b.ctype in ("tides", "sailboat"):
            return self._pick_up("jetty", False)
        elif isinstance(target, Island | Group):
            dest = target.island
            if dest == b.source:
                return False
            key = b.apart(b.source, dest)
            if key is not None:
                self.apart = (key, sailing)
                return False
            b.add(dest)
            return True
        return False

    def _pick_up(self, source, active: bool) -> bool:
        """Novices picked up from `source` (a Sailboat under way: said why not)."""
        b = self.builder
        key = b.apart(source)
        if key is not None:
            self.apart = (key, b.moves[0]["to"])
        else:
            b.select(source, active)
        return False

    def take_back(self) -> None:
        if self.builder:
            self.builder.remove_last()

    def reason(self, game: Game) -> str | None:
        """Why the move built so far cannot be confirmed ("…" while it is empty)."""
        b = self.builder
        if b is None:
            return None
        if not b.moves:
            return "…"
        refused = game.refusal(b.command())
        return None if refused is None else refusal(refused)

    def highlights(self) -> set[Target]:
        return highlights(self.builder)

    def status(self) -> str:
        """The panel's short status: how many novices are planned (the instructions
        stand in full over the board)."""
        return t("builder.count", count=self.builder.count)

    def instruction(self) -> str:
        return t(f"builder.{self.builder.ctype}")

    def words(self, snap: dict) -> str:
        """A move's instructions (its help over Confirm): just after another island's
        novices were picked up, till one of them is sent or taken back, where they go
        ("Now from the Tides island: click the island …"); else the move's own. (Said there,
        not in a see-through note over the panel's cards and log, which would hide their
        rows and cut a log line: F061.)"""
        b, said = self.builder, self.picked
        if said is not None and said[0] is b and (b.source, b.count) == said[1:] \
                and isinstance(b.source, int):
            return t("builder.from", island=island(snap["islands"][b.source]["kind"]))
        return self.instruction()


def highlights(b: MoveBuilder | None) -> set[Target]:
    """Where the move being built (`b`) may go now, and the group it sends from."""
    if b is None:
        return set()
    out: set[Target] = {Island(i) for i in range(7)       # (a Sailboat under way: its
                        if i != b.source and b.apart(b.source, i) is None}   # island)
    if b.source != "jetty" and b.source is not None:
        out.add(Group(b.source, b.player, "active" if b.active else "inactive"))
    return out
