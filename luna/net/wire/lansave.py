"""LAN saves: an ordinary save (header + log) plus a "lan" key, so the game opens in the
window like any other save and a relay restarted from it lets everyone rejoin.

The "lan" key holds the room id, the seats' kinds and the digests (public keys) of their
tokens (never the tokens). A client may add its own tokens under "mine" so that it can
rejoin after reading its own save; a relay ignores "mine".
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from ...engine import Game
from ...saves import SaveError, game_from_save, read_save, save
from .protocol import LAN_KEY, room_id_ok


def lan_save_path(folder: str | os.PathLike, room: str) -> Path:
    """Where this screen keeps its save of a LAN game: a name derived from the room id
    (a digest, so nothing a relay sends ever becomes part of a path). ValueError for a
    room id that is not one."""
    if not room_id_ok(room):
        raise ValueError(f"not a room id: {room!r}"[:80])
    return Path(folder) / f"lan-{hashlib.sha256(room.encode()).hexdigest()[:16]}.luna"


def previous_path(path: str | os.PathLike) -> Path:
    """Where a LAN save's previous version is kept when a write would lose commands."""
    p = Path(path)
    return p.with_name(p.stem + "-previous.luna")


def _keep_previous(game: Game, path: Path) -> None:
    """A relay decides what the game is, so before a write that would lose what the file
    holds (another game: SaveError, the file stays; fewer or other commands of this game,
    as after an undo: the file is copied aside first), nothing is lost for good."""
    try:
        doc = read_save(path)
    except SaveError:
        return                  # no file, or not a save: nothing to keep
    if doc["header"] != game.header:
        raise SaveError(path, "holds another game: kept as it is, this one is not saved")
    old = doc["log"]
    if old == game.log[:len(old)]:
        return                  # ours continues it
    if len(_kept_log(previous_path(path), game)) > len(old):
        return                  # a longer log of this game is aside already: keep it
    save(game_from_save(doc, path), previous_path(path), extra={
        k: v for k, v in doc.items() if k == "lan"})


def _kept_log(path: Path, game: Game) -> list:
    """The log of this game in the `-previous` copy, or [] when there is none."""
    try:
        doc = read_save(path)
    except SaveError:
        return []
    return doc["log"] if doc["header"] == game.header else []


def save_lan(game: Game, lan: dict, path: str | os.PathLike,
             mine: dict | None = None) -> Path:
    """Write the game and its LAN seats atomically (see `_keep_previous`); SaveError."""
    _keep_previous(game, Path(path))
    info = {k: v for k, v in lan.items() if k != "mine"}
    if mine:
        info["mine"] = mine
    return save(game, path, extra={"lan": info})


def load_lan(path: str | os.PathLike) -> tuple[Game, dict, dict]:
    """(game, save map, "lan" key) of a LAN save; SaveError if it is none, or if its
    "lan" key is damaged (`lan_problem`: every field checked here, at the file)."""
    doc = read_save(path)
    why = lan_problem(doc)
    if why:
        raise SaveError(path, why)
    return game_from_save(doc, path), doc, doc["lan"]


def lan_save_problem(path: str | os.PathLike) -> str | None:
    """What is wrong with a LAN save's file (its save or its "lan" key), or None."""
    try:
        why = lan_problem(read_save(path))
    except SaveError as exc:
        return exc.problem
    return why


def lan_problem(doc: dict) -> str | None:
    """What is wrong with the "lan" key of a checked save map (`saves.check_doc`), or None:
    the same check for our own file and for a save sent to a relay."""
    lan = doc.get("lan")
    if not isinstance(lan, dict):
        return "not a LAN game (no 'lan' key)"
    why = LAN_KEY(lan)
    return f"damaged 'lan' key ({why})" if why else None
