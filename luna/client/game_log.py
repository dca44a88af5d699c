"""The game log in the panel: the engine's events in words, in the players' colours."""

from __future__ import annotations

from ..engine import Game, IllegalCommand, replay
from ..text import t
from ..text.narrate import event_text
from . import art

GOLD = (240, 214, 150)
INK = (210, 214, 228)
KEEP = 200               # lines kept
RETOLD = 300             # a loaded game's story is told again up to this many commands


class GameLog:
    def __init__(self) -> None:
        self.lines: list[tuple[str, tuple]] = []

    def retell(self, game: Game, snap: dict) -> None:
        """The log in words of everything played so far (a loaded game keeps its story)."""
        self.lines = []
        try:
            g = replay(game.header, [])
        except (IllegalCommand, ValueError):
            return
        for cmd in game.log if len(game.log) <= RETOLD else []:
            self.add_events(g.apply(cmd), g.snapshot())
        if len(game.log) > RETOLD or not self.lines:
            self.add(t("panel.round", round=snap["round"]), GOLD)

    def add_events(self, events: list[dict], snap: dict) -> None:
        colours = snap["colours"]
        for ev in events:
            line = event_text(ev, snap)
            if line:
                p = ev.get("player")
                rgb = art.PLAYER_RGB.get(colours[p], INK) if isinstance(p, int) else GOLD
                self.add(line, readable(rgb))

    def add(self, line: str, rgb=INK) -> None:
        self.lines.append((line, rgb))
        del self.lines[:-KEEP]


def readable(rgb) -> tuple:
    """Player colours brightened a little so log lines read on the dark panel."""
    return tuple(min(255, int(c * 0.6 + 110)) for c in rgb)
