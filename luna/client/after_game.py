"""When a game has ended at this screen: each person's profile moved on by the game
(luna/profiles), at once as the results screen opens, so that nothing is lost if the
window closes; a damaged profile is set aside and said once, and so is a game the disk
would not take (kept and written at the next chance). The lessons take up to a second
of CPU: the results screen has them drawn by its worker (tables/reviewer.py).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from pathlib import Path

from .. import profiles
from ..engine import Game
from ..profiles.record import fingerprint
from ..saves import TEMP_PREFIX, SaveError, game_from_save, hints_read, read_save
from ..text import person_names, t


@dataclass
class AfterGame:
    """The sentences to tell the player (a profile set aside), and whose profiles took
    the game."""
    notes: list[str] = field(default_factory=list)
    recorded: list[str] = field(default_factory=list)


def after_game(game: Game, persons: list[int], folder: Path, rated: bool = True,
               today: datetime.date | None = None, led: frozenset[int] = frozenset()
               ) -> AfterGame:
    """If `rated` (not the guided game), the profiles of the persons at this screen
    updated and saved (a game is counted once, however often its results are opened);
    `led`: the seats the Hint led (ai/lessons.py `hint_led`), whose rating it never
    raises."""
    out = AfterGame()
    if not game.is_over or not persons or not rated:
        return out
    names = game.snapshot()["names"]
    header = kept_header(game.header, names)
    kept = header["names"]
    day = (today or datetime.date.today()).isoformat()
    for p in persons:
        if not profiles.usable_name(kept[p]):
            continue
        done = profiles.record(folder, kept[p], profiles.finished(
            header, game.log, game.state.final, p, day, hint_led=p in led))
        if done.set_aside is not None:
            out.notes.append(t("profile.damaged", who=names[p], file=done.set_aside.name))
        if done.left_out:
            out.notes.append(t("profile.left_out", who=names[p], count=done.left_out))
        if done.tell:
            out.notes.append(t("profile.kept", who=names[p]))
        if done.written:
            out.recorded.append(kept[p])
    return out


def kept_header(header: dict, names: list[str]) -> dict:
    """The header as the profiles take it: the seats' names as `person_names` keeps them
    (a default name as its colour's id), so that the person and the game's fingerprint
    are the same in every language."""
    colours = list(header.get("colours") or [])
    kept = person_names(list(names), colours)
    out = {**header, "names": kept}
    if isinstance(header.get("start"), dict) and "names" in header["start"]:
        out["start"] = {**header["start"], "names": person_names(
            list(header["start"]["names"]), colours)}
    return out


def finished_save(folder: Path, game_id: str) -> tuple[Game, dict[int, dict]] | None:
    """The finished game of a profile's entry (`Played.game`, its fingerprint) from the
    save in `folder` that holds it, with the Hints it kept as shown (its results weigh
    them as they did when it ended: one verdict; {} for a save without); None when no
    save does (the player deleted it)."""
    for path in sorted(Path(folder).glob("*.luna")):
        if path.name.startswith(TEMP_PREFIX):
            continue
        try:
            doc = read_save(path)
            if not (doc.get("info") or {}).get("final"):
                continue
            header = kept_header(doc["header"], list(doc["header"].get("names") or ()))
            if fingerprint(header, doc["log"]) == game_id:
                return game_from_save(doc, path), hints_read(doc)
        except (SaveError, OSError):
            continue
    return None
