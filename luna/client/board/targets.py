"""What the mouse can point at on the board and the panel, one small type per thing.

The board records a target for every hit region; clicks, highlights, hover texts and the
move builder read targets by field name. `what` (always the last field, filled in by itself) names
the kind of thing, so that an island and a field of the same number never compare equal.
"""

from __future__ import annotations

from typing import NamedTuple


class Island(NamedTuple):
    island: int
    what: str = "island"


class IslandFavours(NamedTuple):
    """The favour tokens still lying on an island."""
    island: int
    what: str = "island_favours"


class Figure(NamedTuple):
    name: str                   # "priestess", "architect", "apostate", "guardian"
    what: str = "figure"


class NextPlace(NamedTuple):
    """A figure's faint ghost on the island it stands on at the next round's scoring
    (the Moon Priestess's, fixed in advance by the rules)."""
    name: str
    island: int
    what: str = "next_place"


class Stake(NamedTuple):
    """What the coming scoring would give on an island as the position stands: the
    Moon Priestess's leader there ("priestess") or whom the Apostate would cost
    ("apostate"), a small plate beside the island's name (board/stakes.py)."""
    island: int
    part: str
    what: str = "stake"


class Shrine(NamedTuple):
    island: int
    player: int
    what: str = "shrine"


class Group(NamedTuple):
    """One player's novices on an island, active or inactive."""
    island: int
    player: int
    state: str                  # "active" or "inactive"
    what: str = "group"

    @property
    def active(self) -> bool:
        return self.state == "active"


class Field(NamedTuple):
    field: int
    what: str = "field"


class GuardianTile(NamedTuple):
    index: int                  # place on the path
    what: str = "guardian_tile"


class Tile(NamedTuple):
    tile: int
    what: str = "tile"


class JettyArea(NamedTuple):
    what: str = "jetty_area"


class Jetty(NamedTuple):
    """One player's novices on the jetty."""
    player: int
    what: str = "jetty"


class CouncilSeat(NamedTuple):
    seat: int
    points: int
    what: str = "council_seat"


class CouncilName(NamedTuple):
    """The council's name on its sign over the seats (its hover text and F1 say the
    council's rule, not the book's start)."""
    what: str = "council_name"


class Candles(NamedTuple):
    what: str = "candles"


class Player(NamedTuple):
    player: int
    what: str = "player"


class PanelItem(NamedTuple):
    """One thing in a player's block of the panel: influence, projected, supply, council."""
    player: int
    item: str
    what: str = "panel_item"


class Held(NamedTuple):
    """A favour token in a player's hand (the panel)."""
    player: int
    favour: str
    what: str = "held"


class LogLine(NamedTuple):
    """A line of the game log (its index in `GameLog.lines`): a click shows why."""
    line: int
    what: str = "log_line"


class Ring(NamedTuple):
    """A part of the action ring's button `index` (card, minus, plus, chip; the tray
    between them is -1, "tray"), with its own hover text: its whole `words`, and the
    `brief` ones said first where they are shorter (None: the whole at once)."""
    index: int
    part: str
    words: str
    what: str = "ring"
    brief: str | None = None


class Control(NamedTuple):
    """A control the game screen draws over the board (the "faster" chip), with its own
    hover text."""
    name: str
    words: str
    what: str = "control"


Target = (Island | IslandFavours | Figure | NextPlace | Stake | Shrine | Group | Field
          | GuardianTile | Tile | JettyArea | Jetty | CouncilSeat | CouncilName | Candles
          | Player | PanelItem | Held | LogLine | Ring | Control)
