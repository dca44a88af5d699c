"""The note that the round may end before the person to move acts again: the time markers
still to turn are no more than the other players' turns before theirs (the engine's
`markers_left_to_others`: each of them may meditate), while they can still act with their
novices (an action other than Meditation is legal). Said once for each marker turned, as
their turn comes; with one marker left the last marker's own note says it (round_end.py)."""

from __future__ import annotations

from ...engine.rounds import markers_left_to_others
from ...text import t


class LastTurn:
    """Which turn was last warned of: (round, markers turned, the person to move), and
    the words said (`words`: they go once the last marker's note or the scoring comes)."""

    def __init__(self) -> None:
        self.said: tuple | None = None
        self.words: str | None = None

    def note(self, game, may_act: bool) -> str | None:
        """The words to say now (None: nothing): a person at this screen is to move in the
        action phase, two or more markers are left and the others could turn them all."""
        if not may_act:
            return None
        snap = game.snapshot()
        left = markers_left_to_others(snap) if snap.get("phase") == "actions" else 0
        key = (snap["round"], snap["time_markers"]["turned"], snap["to_move"])
        if left < 2 or key == self.said:
            return None
        if not any(c["type"] != "meditate" for c in game.legal()):
            return None                 # only Meditation left: no novice to use first
        self.said = key
        self.words = t("scoring.last_turn", left=left, round=snap["round"])
        return self.words
