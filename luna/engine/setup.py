"""Setting out the pieces: random or introductory setup, and the solo automaton's start.

`make_header` checks and completes what `new_game` was asked for; `initial_state`
deals the game from that header. All chance comes from the header's seed.
"""

from __future__ import annotations

from .data import (
    COLOURS,
    DEALT_TILES,
    INTRO_FIGURES,
    INTRO_PIECES,
    INTRO_RING,
    ISLANDS,
    KINDS,
    NOVICES_PER_PLAYER,
    SHRINES_PER_PLAYER,
    START_INFLUENCE,
    TEMPLE_BOARDS,
    time_markers,
)
from .rng import Rng
from .state import State
from .temple import adjacency, build_fields, build_path
from .versions import NEWEST
from .versions import rules as rules_of

SCHEMA = 1
OPTION_DEFAULTS = {"one_figure_per_island": False}


def make_header(players: int = 4, seed: int = 0, setup: str | None = None,
                solo_level: int | None = None, colours: list[str] | None = None,
                names: list[str] | None = None, options: dict | None = None,
                seats: list[dict] | None = None, rules: int | None = None) -> dict:
    """A complete, checked header; raises ValueError for a game that cannot be set up.

    `rules` is the rules version (the newest unless an old game is replayed).
    `seats` (who plays each seat: person or computer level, and a computer's seed) is kept
    in the header for the client and replays; the rules never read it."""
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError("players must be a whole number")
    if players == 1 and solo_level is None:
        solo_level = 1
    if solo_level is not None:
        if solo_level not in (1, 2, 3) or isinstance(solo_level, bool):
            raise ValueError("solo_level must be 1, 2 or 3")
        if players not in (1, 2):
            raise ValueError("the solo game is one person against the automaton")
        players = 2
    if players not in (2, 3, 4):
        raise ValueError("Luna is played by 2 to 4 players (or 1 for the solo game)")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("seed must be a whole number")
    if setup is None:
        setup = "random" if solo_level is not None else "intro"
    if setup not in ("intro", "random"):
        raise ValueError("setup must be 'intro' or 'random'")
    colours = list(colours) if colours is not None else list(COLOURS[:players])
    if len(colours) != players or len(set(colours)) != players or any(
            c not in COLOURS for c in colours):
        raise ValueError(f"colours must be {players} different of {', '.join(COLOURS)}")
    if names is None:
        names = [c.capitalize() for c in colours]
        if solo_level is not None:
            names[1] = "Automaton"
    names = [str(n) for n in names]
    if len(names) != players:
        raise ValueError(f"names must list {players} players")
    opts = dict(OPTION_DEFAULTS)
    for key, value in (options or {}).items():
        if key not in OPTION_DEFAULTS:
            raise ValueError(f"unknown option {key!r}")
        opts[key] = bool(value)
    rules = NEWEST if rules is None else rules_of(rules).version
    header = {"schema": SCHEMA, "rules": rules, "players": players, "seed": seed,
              "setup": setup, "solo_level": solo_level, "colours": colours, "names": names,
              "options": opts}
    if seats is not None:
        if not isinstance(seats, list) or len(seats) != players or not all(
                isinstance(s, dict) and isinstance(s.get("kind"), str) for s in seats):
            raise ValueError(f"seats must list {players} maps with a 'kind'")
        header["seats"] = [dict(s) for s in seats]
    return header


def initial_state(header: dict) -> tuple[State, list[dict]]:
    """Deal the game of `header`; returns the state and the setup's events."""
    n = header["players"]
    solo = header["solo_level"] is not None
    intro = header["setup"] == "intro"
    rng = Rng(header["seed"])
    start = 1 if solo else rng.below(n)

    kinds = list(INTRO_RING) if intro else rng.shuffled(list(KINDS))
    s = State(players=n, solo_level=header["solo_level"], colours=list(header["colours"]),
              names=list(header["names"]), kinds=kinds, options=dict(header["options"]),
              rules=rules_of(header["rules"]))
    s.start_player = start
    s.to_move = 0 if solo else start
    s.influence = [START_INFLUENCE] * n
    s.favours = [set() for _ in range(n)]
    s.supply_novices = [NOVICES_PER_PLAYER] * n
    s.supply_shrines = [SHRINES_PER_PLAYER] * n
    s.island_favours = [1 if solo else n] * ISLANDS
    s.active = [[0] * n for _ in range(ISLANDS)]
    s.inactive = [[0] * n for _ in range(ISLANDS)]
    s.shrines = [[False] * n for _ in range(ISLANDS)]
    s.jetty = [0] * n
    s.time_total = time_markers(n, solo)

    # Temple: n boards in random order from the entrance; tiles 1-4 dealt one each.
    s.temple_rows = rng.shuffled(list(TEMPLE_BOARDS))[:n]
    s.fields = build_fields(s.temple_rows)
    s.adjacent = adjacency(tuple(s.temple_rows))
    dealt = rng.shuffled([t for t in DEALT_TILES if t in s.fields])
    on_path = [(num, f["symbol"]) for num, f in s.fields.items() if num not in DEALT_TILES]
    s.path = build_path(on_path, n)
    s.guardian = max(i for i, e in enumerate(s.path) if e.get("guardian") == 6)

    # Council: from the start player clockwise, each disc on top of the last.
    s.council = [[] for _ in range(11)]
    s.council[0] = [(start + i) % n for i in range(n)]

    # Figures.
    if intro:
        s.priestess, s.architect, s.apostate = (INTRO_FIGURES[k] for k in
                                                ("priestess", "architect", "apostate"))
    elif header["options"]["one_figure_per_island"]:
        s.priestess, s.architect, s.apostate = rng.shuffled(list(range(ISLANDS)))[:3]
    else:
        s.priestess, s.architect, s.apostate = (rng.below(ISLANDS) for _ in range(3))
    if header["solo_level"] == 3:
        s.architect = s.priestess

    events: list[dict] = [{"type": "influence", "player": p, "delta": START_INFLUENCE,
                           "why": "start"} for p in range(n)]
    if solo:
        events += _solo_opponent_setup(s, dealt)
        s.phase = "preliminary_shrine"
    else:
        for p in range(n):
            _place_in_temple(s, p, dealt[p], book=True)
        if intro:
            events += _intro_pieces(s)
            s.phase = "actions"
        else:
            s.phase = "preliminary_shrine"
    return s, events


def _place_in_temple(s: State, player: int, number: int, book: bool) -> None:
    s.set_field(number, player=player, book=book, tile=True)
    s.supply_novices[player] -= 1


def _intro_pieces(s: State) -> list[dict]:
    events = []
    for p, colour in enumerate(s.colours):
        pieces = INTRO_PIECES[colour]
        for i in pieces["shrine"]:
            s.shrines[i][p] = True
            s.supply_shrines[p] -= 1
            events.append({"type": "shrine_built", "player": p, "island": i})
        for i in pieces["pairs"]:
            s.active[i][p] += 2
            s.supply_novices[p] -= 2
            events.append({"type": "novices_placed", "player": p, "island": i, "count": 2})
        for i in pieces["favours"]:
            kind = s.kinds[i]
            s.island_favours[i] -= 1
            s.favours[p].add(kind)
            events.append({"type": "favour_taken", "player": p, "kind": kind, "island": i})
    return events


def _solo_opponent_setup(s: State, dealt: list[int]) -> list[dict]:
    """Solo: 1 shrine + 1 novice on the Architect's island, 2 novices elsewhere; one of
    them goes to the temple field of the opponent's dealt tile. The person's dealt tile
    gets a novice with a Book."""
    opp, you = 1, 0
    events = []
    for i in range(ISLANDS):
        count = 1 if i == s.architect else 2
        s.active[i][opp] += count
        s.supply_novices[opp] -= count
        events.append({"type": "novices_placed", "player": opp, "island": i, "count": count})
    s.shrines[s.architect][opp] = True
    s.supply_shrines[opp] -= 1
    events.append({"type": "shrine_built", "player": opp, "island": s.architect})
    tile = dealt[opp]
    home = s.island_of(s.fields[tile]["symbol"])
    s.active[home][opp] -= 1
    s.supply_novices[opp] += 1
    _place_in_temple(s, opp, tile, book=False)
    events.append({"type": "novice_to_temple", "player": opp, "island": home, "field": tile})
    _place_in_temple(s, you, dealt[you], book=True)
    return events
