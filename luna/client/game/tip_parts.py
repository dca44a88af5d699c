"""A tip too tall for the panel's whole tip slot is said in parts, sentence by
sentence (a sentence too tall alone clause by clause), each fitting the slot
(game/tip_dock.py): a tip is never drawn over the board (on it, it stood over the
islands about to be used). Each part stands its own time to read, marked "1/2", "2/2";
the next stands when one's time is up; the close mark closes them all; the person's
move drops them with the tip."""

from __future__ import annotations

import re

PART_SECONDS = 7.0      # a part stands at least this long (its lines to read)
_BREAKS = (re.compile(r"(?<=[.!?])\s+"), re.compile(r"(?<=[:;,])\s+"),
           re.compile(r"\s+"))        # by sentence; a sentence too tall by clause, by word


def mark(k: int, n: int, words: str) -> str:
    return f"{k}/{n}  {words}"


def pieces(words: str, fits, level: int = 0) -> list[str]:
    """`words` cut by sentence, a sentence too tall alone cut by clause, then by word."""
    if level == len(_BREAKS):
        return [words]
    out = []
    for piece in _BREAKS[level].split(words):
        out += [piece] if fits(mark(9, 9, piece)) else pieces(piece, fits, level + 1)
    return out


def parts(words: str, fits) -> list[str] | None:
    """`words` in parts that each fit (`fits`: a part's words fit the slot whole), marked;
    None where no split fits."""
    sentences = pieces(words.strip(), fits)
    n = 2
    while n <= len(sentences):
        said, now = [], ""
        for s in sentences:
            more = f"{now} {s}" if now else s
            if not now or fits(mark(n, n, more)):
                now = more
            else:
                said.append(now)
                now = s
        said.append(now)
        if len(said) == n:
            marked = [mark(k, n, w) for k, w in enumerate(said, 1)]
            if all(fits(m) for m in marked):
                return marked
        n = max(n + 1, len(said))
    return None


class Parts:
    """The parts of the tip standing still to come, and how long each stands."""

    def __init__(self) -> None:
        self.coming: list[tuple[str, float]] = []
        self.said: set[str] = set()         # the parts said (not split again)

    def split(self, scene, tip: str, left: float, fits) -> bool:
        """`tip` (its `left` seconds to stand) said in parts where it is too tall for the
        slot (`fits`); its first part stands in its place. True where split."""
        if tip in self.said or fits(tip):
            return False
        cut = parts(tip, fits)
        if cut is None:
            return False
        self.said = set(cut)
        total = sum(len(c) for c in cut)
        self.coming = [(c, max(PART_SECONDS, left * len(c) / total)) for c in cut]
        self.next(scene)
        return True

    def next(self, scene) -> None:
        """The next part stands in the tip's place, where the one before has gone."""
        words, seconds = self.coming.pop(0)
        app = scene.app
        app.toast(words, seconds=seconds, ends=(scene.tip_said,) if scene.tip_said else ())
        scene.tip_said = words

    def tick(self, scene) -> None:
        tip = scene.tip_said
        if self.coming and tip in self.said and tip not in dict(scene.app.toasts):
            self.next(scene)

    def drop(self) -> None:
        self.coming = []
