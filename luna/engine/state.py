"""The game state: plain data that the rules fold the command log into.

Lists are indexed by island (ring order, 0..6) and by player (turn order). The state
is internal; the outside world sees `snapshot()` (see snapshot.py), which follows the
contract's schema.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .versions import NEWEST, VERSIONS, Rules


@dataclass(slots=True)
class State:
    players: int
    solo_level: int | None
    colours: list[str]
    names: list[str]
    kinds: list[str]                      # island kinds in ring order
    round: int = 1
    phase: str = "preliminary_shrine"
    to_move: int | None = 0
    start_player: int = 0
    influence: list[int] = field(default_factory=list)
    favours: list[set[str]] = field(default_factory=list)
    supply_novices: list[int] = field(default_factory=list)
    supply_shrines: list[int] = field(default_factory=list)
    island_favours: list[int] = field(default_factory=list)
    active: list[list[int]] = field(default_factory=list)      # [island][player]
    inactive: list[list[int]] = field(default_factory=list)    # [island][player]
    shrines: list[list[bool]] = field(default_factory=list)    # [island][player]
    priestess: int = 0
    architect: int = 0
    apostate: int = 0
    path: list[dict] = field(default_factory=list)   # entrance first, jetty last
    guardian: int = 0                                 # index into path
    jetty: list[int] = field(default_factory=list)
    temple_rows: list[str] = field(default_factory=list)
    fields: dict[int, dict] = field(default_factory=dict)       # by field number
    adjacent: dict[int, tuple[int, ...]] = field(default_factory=dict)  # derived, shared
    council: list[list[int]] = field(default_factory=list)      # seat -> bottom..top
    time_total: int = 0
    time_turned: int = 0
    book_bonus_taken: bool = False
    final: dict | None = None
    options: dict = field(default_factory=dict)
    rules: Rules = VERSIONS[NEWEST]        # the rules this game is played by

    @property
    def solo(self) -> bool:
        return self.solo_level is not None

    def island_of(self, kind: str) -> int:
        """The ring index of the island whose favour kind is `kind`."""
        return self.kinds.index(kind)

    def council_seat(self, player: int) -> tuple[int, int]:
        """(seat, height in the stack): larger is further along the council."""
        for seat, stack in enumerate(self.council):
            if player in stack:
                return seat, stack.index(player)
        raise KeyError(player)

    def set_field(self, number: int, **changes: object) -> None:
        """Change temple field `number`: its dict is replaced, never changed in place,
        for clones share the field dicts (a clone is made for every position the search
        weighs; copying 28 fields each time cost more than the rest of the copy)."""
        self.fields[number] = {**self.fields[number], **changes}

    def claim_tile(self, index: int, player: int) -> None:
        """`player` claims the tile at `index` on the path: its dict is replaced, never
        changed in place, for clones share the path's dicts (as the fields', set_field)."""
        self.path[index] = {**self.path[index], "claimed_by": player}

    def temple_novices(self, player: int) -> int:
        return sum(1 for f in self.fields.values() if f["player"] == player)

    def path_novices(self, player: int) -> int:
        return sum(1 for e in self.path if e.get("claimed_by") == player)

    def clone(self) -> State:
        """A deep copy made by hand: several times faster than copy.deepcopy. The
        guardian tiles on the path never change (they only leave it), the field
        adjacency and the rules are fixed, a temple field's dict is replaced when it
        changes (set_field), and so is a tile's on the path (claim_tile): the copy
        shares those."""
        c = object.__new__(State)
        c.players, c.solo_level, c.round, c.phase = (
            self.players, self.solo_level, self.round, self.phase)
        c.colours, c.names, c.kinds = self.colours[:], self.names[:], self.kinds[:]
        c.to_move, c.start_player = self.to_move, self.start_player
        c.influence = self.influence[:]
        c.favours = list(map(set.copy, self.favours))
        c.supply_novices = self.supply_novices[:]
        c.supply_shrines = self.supply_shrines[:]
        c.island_favours = self.island_favours[:]
        c.active = list(map(list.copy, self.active))
        c.inactive = list(map(list.copy, self.inactive))
        c.shrines = list(map(list.copy, self.shrines))
        c.priestess, c.architect, c.apostate = self.priestess, self.architect, self.apostate
        c.path = self.path[:]
        c.guardian = self.guardian
        c.jetty = self.jetty[:]
        c.temple_rows = self.temple_rows[:]
        c.fields = self.fields.copy()
        c.adjacent = self.adjacent
        c.council = list(map(list.copy, self.council))
        c.time_total, c.time_turned = self.time_total, self.time_turned
        c.book_bonus_taken, c.final = self.book_bonus_taken, self.final
        c.options = dict(self.options)
        c.rules = self.rules
        return c
