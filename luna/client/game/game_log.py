"""The game log in the panel: the current command log told in words, in the current
language, in the players' colours.

Nothing is added to it by hand: `follow(game)` makes it the narration of `game.log` as it
is now. A move taken back leaves it, a LAN guest's log tells each move once, a language
switch tells it again. It keeps a game of its own in step with the table's, so following
one new command costs one engine step. With `reasons` (log index -> the reason a computer
gave for that command, as the worker sent it) each computer move is followed by its
reason in a dimmer line.

Each line also knows its cause (`causes`, beside `lines`): the log index of the command
and the event that made it, so a click on a line can show why it happened (why.py), and
whose symbol stands before it (`badge`): players are told apart by shape, not only by
the line's colour.
"""

from __future__ import annotations

from typing import NamedTuple

from ...engine import Game, IllegalCommand, replay
from ...text import language, t
from ...text.narrate import by_player, event_text, round_heading, setup_of, start_player_text
from ...text.reason_words import reason_text
from ..board import art

GOLD = (240, 214, 150)
INK = (210, 214, 228)
WHY = (150, 160, 182)
KEEP = 200               # lines kept
RETOLD = 300             # a long game's story is told for this many last commands

Line = tuple[str, tuple]


class Cause(NamedTuple):
    """What made a log line: the command at `index` in the game's log, one of its
    `events` (`event`)."""
    index: int
    event: dict
    events: tuple


class GameLog:
    def __init__(self) -> None:
        self.lines: list[Line] = []
        self.causes: list[Cause | None] = []   # beside `lines`: what made each one
        self.total = 0                         # lines told, those dropped (KEEP) too
        self._opening: list[Line] = []
        self._told: list[tuple[dict, list[Line]]] = []   # each command and its lines
        self._causes: list[list[Cause | None]] = []      # beside `_told`: their causes
        self._start = 0                      # commands before the story told
        self._game: Game | None = None       # the position after the commands told
        self._header: dict | None = None
        self._language: str | None = None
        self._reasons: dict[int, dict] | None = None
        self._held: int | None = None        # a command told only up to its round's scoring

    def follow(self, game: Game, reasons: dict[int, dict] | None = None,
               upto: int | None = None, held: int | None = None) -> None:
        """Make the lines the narration of `game.log` now (cheap when nothing changed);
        `upto`: only its first commands (the rest has not been shown yet); `held`: the
        command whose round's scoring stands on the board, told only up to that scoring
        (what follows it, the figures moving, the final scoring and the winner, is told
        once the summary is dismissed)."""
        if held != self._held:
            self._held = held
            self._gather()
        log, told = (game.log if upto is None or upto >= len(game.log)
                     else game.log[:max(0, upto)]), self._told
        switched = (reasons is None) != (self._reasons is None)
        self._reasons = reasons
        if game.header is self._header and self._language == language() and not switched \
                and len(log) == self._start + len(told) and (not told or log[-1] is told[-1][0]):
            return                           # the same game, nothing new (every frame)
        if game.header != self._header or self._language != language() or switched:
            self._retell(game, log)
            return
        start = self._start
        same = 0
        limit = min(len(told), len(log) - start)
        while same < limit and log[start + same] == told[same][0]:
            same += 1
        if same == len(told) == len(log) - start:
            return
        if len(log) < start:                 # taken back past the story told
            self._retell(game, log)
            return
        if same < len(told):                 # moves taken back (or replaced): cut them
            del told[same:]
            del self._causes[same:]
            self._game = replay(game.header, log[:start + same])
        for cmd in log[start + same:]:
            self._tell(cmd)
        self._gather()

    def _retell(self, game: Game, log: list[dict]) -> None:
        self._header, self._language = game.header, language()
        self._told, self._causes, self._game = [], [], None
        self._start = max(0, len(log) - RETOLD)
        try:
            self._game = replay(game.header, log[:self._start])
        except (IllegalCommand, ValueError):
            self._opening = []
        else:
            snap = self._game.snapshot()
            self._opening = [(round_heading(snap), GOLD)]
            start = start_player_text(game.header, snap) if self._start == 0 else None
            if start:                        # the story from the beginning: who starts
                self._opening.append((start, GOLD))
            for cmd in log[self._start:]:
                self._tell(cmd)
        self._gather()

    def _tell(self, cmd: dict) -> None:
        if self._game is None:
            return
        index = self._start + len(self._told)
        why = self._reasons and self._reasons.get(index)
        # a reason is told of the position it was chosen at (its rounds counted from
        # there): after a meditation that ended the round, "to the end of round 2" read 3
        before = self._game.snapshot() if why else None
        try:
            events = self._game.apply(cmd)
        except IllegalCommand:
            self._game = None
            return
        snap = self._game.snapshot()
        told = told_events(events, snap)
        lines = [line for line, _ in told]
        causes: list[Cause | None] = [Cause(index, ev, tuple(events)) for _, ev in told]
        text = why and reason_text(why, before, mine=cmd)
        if text:              # under the player's own lines, before all the game's own
            at = own_lines(told, events)     # (a round it ended: its scoring, the next)
            lines.insert(at, ("   " + t("log.why", why=text), WHY))
            causes.insert(at, None)
        self._told.append((cmd, lines))
        self._causes.append(causes)

    def _gather(self) -> None:
        lines = list(self._opening)
        causes: list[Cause | None] = [None] * len(lines)
        for k, ((_, told), caused) in enumerate(zip(self._told, self._causes, strict=True)):
            if self._start + k == self._held:
                told, caused = _up_to_the_scoring(told, caused)
            lines += told
            causes += caused
        self.total = len(lines)              # (the lines told: how far the story went)
        self.lines = lines[-KEEP:]
        self.causes = causes[-KEEP:]


def _up_to_the_scoring(lines: list[Line], causes: list[Cause | None]
                       ) -> tuple[list[Line], list[Cause | None]]:
    """A command's lines up to its `round_scored` (a computer's reason kept)."""
    kept_lines, kept_causes, past = [], [], False
    for line, cause in zip(lines, causes, strict=True):
        if cause is not None:
            if past:
                continue
            past = cause.event.get("type") == "round_scored"
        kept_lines.append(line)
        kept_causes.append(cause)
    return kept_lines, kept_causes


def own_lines(told: list[tuple[Line, dict]], events: list[dict]) -> int:
    """How many of a command's lines are the player's own move: those of its events
    before the game's first own event (a round it ended: the scoring's influence lines
    name players too, but stand after its "phase" event)."""
    ends = next((k for k, ev in enumerate(events) if k and about(ev) is None), len(events))
    own = {id(ev) for ev in events[:ends]}
    return next((k for k, (_, ev) in enumerate(told) if k and id(ev) not in own), len(told))


def event_lines(events: list[dict], snap: dict) -> list[Line]:
    """The events in words, each in its player's colour (gold for the game's own)."""
    return [line for line, _ in told_events(events, snap)]


# The game's own events: the engine tags them with the player whose command led to them
# (a round ends on someone's move), but they are nobody's doing, so their lines are gold
# and carry no player's symbol.
GAME_OWN = frozenset({"round_started", "phase", "round_scored", "figure_moved",
                      "guardian_moved", "game_over"})


def about(ev: dict) -> int | None:
    """The player an event is about, or None for the game's own."""
    p = ev.get("player")
    if ev.get("type") == "figure_moved" and by_player(ev) is not None:
        return by_player(ev)                   # a Banish: the player's doing
    if ev.get("type") in GAME_OWN or not isinstance(p, int) or isinstance(p, bool):
        return None
    return p


def told_events(events: list[dict], snap: dict) -> list[tuple[Line, dict]]:
    """Each event that has a line, with its line."""
    colours = snap["colours"]
    out = []
    setup = setup_of(events)
    for ev in events:
        line = event_text(ev, snap, setup)
        if line:
            p = about(ev)
            rgb = art.PLAYER_RGB.get(colours[p], INK) if p is not None and p < len(colours) \
                else GOLD
            out.append(((line, readable(rgb)), ev))
    return out


def badge(cause: Cause | None, colours) -> str | None:
    """The player colour whose symbol stands before a log line: the player its event is
    about (None: the game's own lines, a computer's reason)."""
    p = about(cause.event) if cause is not None else None
    if p is not None and 0 <= p < len(colours):
        return colours[p]
    return None


def readable(rgb) -> tuple:
    """Player colours brightened a little so log lines read on the dark panel."""
    return tuple(min(255, int(c * 0.6 + 110)) for c in rgb)
