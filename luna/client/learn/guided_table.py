"""The guided first game's table: a `LocalTable` that accepts only the current lesson's
moves (any other move is refused with what the lesson wants), knows the step it is at,
and saves itself as a tutorial so that Continue resumes the lesson where it was left.

The step is read from the log (how many moves the learner has made), so "Back one step"
is the ordinary undo (a replay) and a resumed save is at the right step by itself.
"""

from __future__ import annotations

from ...engine import IllegalCommand
from ...engine.commands import normalize
from ...saves import SaveError, save
from ...text import language, t
from ..tables.local import LocalTable
from ..tables.table import SaveFailed
from .lessons import STEPS, Step, accepted, as_told, matches, title
from .notes import Note, due_note, round_scored

LEARNER = 0
SAVE_KEY = "tutorial"          # the save's top-level key that marks a guided game


class TutorialTable(LocalTable):
    steps_total = len(STEPS)
    seen: set[str]                  # the notes the learner has read (kept in the save)
    tips = True                     # after the script: a tip for each turn of the learner
    rated = False                   # a guided game leaves the learner's profile alone
    _scored: dict | None = None
    _told: tuple | None = None      # (the log's length, the step as told then)
    _noted: tuple = (None, None)    # (what the note was worked out for, the note)

    def restore(self, extra: dict | None) -> None:
        """Take back what the save remembers beside the log: notes read, tips on/off."""
        extra = extra if isinstance(extra, dict) else {}
        self.seen = {str(k) for k in extra.get("seen", ())}
        self.tips = bool(extra.get("tips", True))

    @property
    def note(self) -> Note | None:
        """The explanation to read before playing on (None: none is due)."""
        if not hasattr(self, "seen"):
            self.seen = set()
        # asked several times a frame: worked out again only when the game, its log, the
        # notes read or the language changed (a snapshot and the notes' words each time
        # cost the guided game's frames ~0.25 ms)
        key = (len(self.game.log), frozenset(self.seen), language())
        if self._noted[0] is not None and self._noted[0][0] is self.game \
                and self._noted[0][1:] == key:
            return self._noted[1]
        self._noted = ((self.game, *key), self._due())
        return self._noted[1]

    def _due(self) -> Note | None:
        if self._scored is None or self.game.snapshot()["round"] <= self._scored["round"]:
            self._scored = round_scored(self.game)      # (None again after an undo)
        return due_note(self.game, self.seen, self._scored)

    def dismiss(self) -> None:
        """The note's button: read, never shown again."""
        note = self.note
        if note is not None:
            self.seen.add(note.key)
            self._save()

    def toggle_tips(self) -> None:
        self.tips = not self.tips
        self._save()

    @property
    def step_index(self) -> int:
        return sum(1 for c in self.game.log if c["player"] == LEARNER)

    @property
    def step(self) -> Step | None:
        """The lesson being taught, or None once the learner plays on freely."""
        i = self.step_index
        if i >= len(STEPS):
            return None
        n = len(self.game.log)
        if self._told is None or self._told[0] != n:   # its words from the engine's dry
            self._told = (n, as_told(self.game, STEPS[i], LEARNER))   # run, once a move
        return self._told[1]

    def lesson_moves(self) -> list[dict] | None:
        """The learner's accepted moves now (None: any legal move is welcome)."""
        step = self.step
        if self.note is not None and not self.game.is_over:
            return []                  # read the note first
        if step is None or self.game.to_move != LEARNER:
            return None
        return accepted(self.game, step)

    def refuse(self, cmd: dict) -> str | None:
        step = self.step
        try:                  # a move built by clicks says what the engine's defaults are
            cmd = normalize(cmd, self.game.header["players"])
        except IllegalCommand:
            return None                                  # the engine says why
        if step is None or cmd.get("player") != LEARNER or matches(cmd, step):
            return None
        return t("tutorial.refused", want=title(step))

    def skip(self) -> bool:
        """"Skip this step": the lesson plays its first accepted move for the learner."""
        step = self.step
        moves = accepted(self.game, step) if step and self.game.to_move == LEARNER else []
        if not moves:
            return False
        try:
            self.apply(moves[0])
        except IllegalCommand:
            return False
        return True

    def _save(self) -> None:
        if self.autosave_to is None:
            return
        try:
            save(self.game, self.autosave_to, extra={SAVE_KEY: {
                "step": self.step_index, "seen": sorted(getattr(self, "seen", ())),
                "tips": self.tips}})
        except SaveError as exc:
            self._out.append(SaveFailed(str(exc)))
