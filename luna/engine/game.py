"""The game: a header, a command log, and the state that is the fold of that log."""

from __future__ import annotations

from collections.abc import Callable

from . import council, island_actions, movement, preliminary, rounds, solo, temple_actions
from .commands import normalize
from .common import every_refusal
from .errors import IllegalCommand
from .legal import CHECKS, CONDITIONS, legal_commands
from .scoring import ScoringChange, projected_scores, scoring_change, standing
from .setup import initial_state, make_header
from .snapshot import from_snapshot_state, to_snapshot
from .state import State
from .versions import NEWEST
from .versions import rules as rules_of

Handler = Callable[[State, int, dict], list[dict]]

ACTIONS: dict[str, Handler] = {
    "favour": island_actions.favour,
    "recruit": island_actions.recruit,
    "build_shrine": island_actions.build_shrine,
    "herbs": island_actions.herbs,
    "travel": movement.travel,
    "tides": movement.tides,
    "sailboat": movement.sailboat,
    "appoint": temple_actions.appoint,
    "consecrate": temple_actions.consecrate,
    "book": temple_actions.book,
    "council": council.council,
    "banish": council.banish,
}
# Commands that decide for themselves what follows (the others pass the turn on).
FLOW: dict[str, Handler] = {
    "meditate": rounds.meditate,
    "end_actions": solo.end_actions,
}
PHASE_COMMANDS: dict[str, dict[str, Handler]] = {
    "preliminary_shrine": {"place_shrine": preliminary.place_shrine},
    "preliminary_pairs": {"place_pair": preliminary.place_pair},
    "solo_round_start": {"solo_deactivate": solo.solo_deactivate},
    "actions": {**ACTIONS, **FLOW},
    "game_over": {},
}


class Game:
    """One game of Luna. `apply` either changes the state and logs the command, or raises
    IllegalCommand and changes nothing."""

    def __init__(self, header: dict, state: State, setup_events: list[dict]) -> None:
        self.header = header
        self.state = state
        self.setup_events = setup_events
        self.log: list[dict] = []

    # -- queries -------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    @property
    def is_over(self) -> bool:
        return self.state.phase == "game_over"

    def snapshot(self) -> dict:
        return to_snapshot(self.state)

    def standing(self) -> list[int]:
        """The players best first as the game's end ranks them (most influence, a tie to
        the better council seat): by the final scores once the game is over, else by the
        projected ones (a screen that orders players never decides a tie itself)."""
        return standing(self.state, projected_scores(self.state))

    def scoring_change(self, cmd: dict) -> ScoringChange | None:
        """What `cmd` would change in its player's coming scoring (the engine's dry run,
        the scoring counted as if it came now before and after it); None where `cmd`
        is refused or ends the round."""
        after = self.clone()
        try:
            after.apply(cmd)
        except IllegalCommand:
            return None
        return scoring_change(self.state, after.state, after.log[-1]["player"])

    def legal(self) -> list[dict]:
        """Every legal command now (travel/tides: one entry per single-novice move)."""
        return legal_commands(self.state)

    def is_legal(self, cmd: object) -> bool:
        """Whether `cmd` may be applied now (its refusal's words are never made: the
        search and the tests ask this of thousands of commands)."""
        return self.refusal(cmd) is None

    def why_illegal(self, cmd: object) -> str | None:
        """None if `cmd` may be applied now, else the reason in English words."""
        refusal = self.refusal(cmd)
        return None if refusal is None else refusal.reason

    def refusal(self, cmd: object) -> IllegalCommand | None:
        """None if `cmd` may be applied now, else the refusal: its `code` and `params`
        say why in any language (the client's `refusal.<code>` strings)."""
        s = self.state
        try:
            c, _ = self._admit(s, cmd)
            CHECKS[c["type"]](s, c["player"], c)
        except IllegalCommand as exc:
            return exc
        return None

    def refusals(self, cmd: object) -> list[IllegalCommand]:
        """Every refusal that stands against `cmd` now (none: it may be applied), so
        that one obstacle removed never reveals another; a kind without its conditions
        listed (legal.CONDITIONS) gives its first."""
        s = self.state
        try:
            c, _ = self._admit(s, cmd)
        except IllegalCommand as exc:
            return [exc]
        if c["type"] in CONDITIONS:
            return every_refusal(CONDITIONS[c["type"]](s, c["player"], c))
        return every_refusal((lambda: CHECKS[c["type"]](s, c["player"], c),))

    def book_refusal(self, player: int) -> IllegalCommand | None:
        """None if `player` may move a Book of Wisdom now, else why no Book move exists
        (a click on their book favour asks, before any field is chosen)."""
        s = self.state
        try:
            self._admit(s, {"type": "book", "player": player, "from": 1, "to": 1})
            temple_actions.check_any_book(s, player)
        except IllegalCommand as exc:
            return exc
        return None

    # -- moves ---------------------------------------------------------------------
    def apply(self, cmd: object) -> list[dict]:
        """Apply one command; returns its events in order. Every handler makes all its
        checks before it changes anything, so a refused command changes nothing; should
        a bug break a command halfway, the state is folded again from the log."""
        try:
            c, events = self._run(self.state, cmd)
        except IllegalCommand as exc:
            if exc.code == "internal_error":
                self.state = replay(self.header, self.log).state
            raise
        self.log.append(c)
        return events

    def play(self, cmd: dict) -> list[dict]:
        """Apply a command without the safety net `apply` keeps against bugs: search
        plays thousands of commands on its own clones."""
        c, events = self._run(self.state, cmd)
        self.log.append(c)
        return events

    def play_listed(self, cmd: dict) -> list[dict]:
        """`play` for a command already in the engine's canonical shape: one of `legal()`
        or a bot's candidate built in it. The search plays millions on its clones, so
        its shape is not checked again (the rules are, by the handler); a command from
        outside (a file, the network, the window) goes through `apply` or `play`."""
        c, events = self._run(self.state, cmd, listed=True)
        self.log.append(c)
        return events

    def _admit(self, s: State, cmd: object, listed: bool = False) -> tuple[dict, Handler]:
        """The canonical command and its handler, if its shape, phase and turn are right
        (`listed`: the command is canonical already)."""
        c = cmd if listed else normalize(cmd, s.players)
        if s.phase == "game_over":
            raise IllegalCommand("game_over")
        handler = PHASE_COMMANDS[s.phase].get(c["type"])
        if handler is None:
            raise IllegalCommand("not_now", phase=s.phase)
        p = c["player"]
        if p != s.to_move:
            raise IllegalCommand("not_your_turn", to_move=s.names[s.to_move],
                                 player=s.names[p])
        return c, handler

    def _run(self, s: State, cmd: object, listed: bool = False) -> tuple[dict, list[dict]]:
        c, handler = self._admit(s, cmd, listed)
        p = c["player"]
        try:
            events = handler(s, p, c)
            if c["type"] in ACTIONS:
                events += rounds.next_turn(s)
        except IllegalCommand:
            raise
        except Exception as exc:  # a bug must never reach the player as a crash
            raise IllegalCommand("internal_error", command=c["type"], error=repr(exc)) from exc
        return c, [{"player": p, **e} if "player" not in e else e for e in events]

    def clone(self) -> Game:
        g = Game(self.header, self.state.clone(), self.setup_events)
        g.log = list(self.log)
        return g


def new_game(players: int = 4, seed: int = 0, setup: str | None = None,
             solo_level: int | None = None, colours: list[str] | None = None,
             names: list[str] | None = None, options: dict | None = None,
             seats: list[dict] | None = None, rules: int | None = None) -> Game:
    """Deal a new game (under the newest rules unless `rules` names an older version);
    raises ValueError for a game that cannot be set up."""
    header = make_header(players=players, seed=seed, setup=setup, solo_level=solo_level,
                         colours=colours, names=names, options=options, seats=seats,
                         rules=rules)
    state, events = initial_state(header)
    return Game(header, state, events)


def from_snapshot(snap: dict, rules: int | None = None) -> Game:
    """A game that continues from `snap` (under the newest rules unless `rules` says
    otherwise); its header remembers the snapshot so that replay (and undo) work from it."""
    state = from_snapshot_state(snap)
    state.rules = rules_of(NEWEST if rules is None else rules)
    header = {"schema": 1, "rules": state.rules.version, "players": state.players,
              "seed": None, "setup": "snapshot", "solo_level": state.solo_level,
              "colours": list(state.colours),
              "names": list(state.names), "options": dict(state.options),
              "start": to_snapshot(state)}
    return Game(header, state, [])


def replay(header: dict, log: list[dict]) -> Game:
    """The game of `header` after the commands of `log` (undo = replay minus the tail).
    Raises IllegalCommand if a command of the log does not apply. A header without
    `rules` was written before rules versions existed: version 1."""
    rules = header.get("rules", 1)
    if header.get("start") is not None:
        game = from_snapshot(header["start"], rules=rules)
        game.header = header
    else:
        game = new_game(rules=rules, **{k: header.get(k) for k in
                                        ("players", "seed", "setup", "solo_level", "colours",
                                         "names", "options", "seats")})
    for k, cmd in enumerate(log):
        try:
            game.play(cmd)      # no defensive copy: on a bad command the game is dropped
        except IllegalCommand as exc:
            raise IllegalCommand(exc.code, f"command {k + 1} of the log: {exc.reason}",
                                 **exc.params) from None
    return game
