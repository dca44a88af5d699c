"""LAN saves: an ordinary save (header + log) plus a "lan" key, so the game opens in the
window like any other save and a relay restarted from it lets everyone rejoin.

The "lan" key holds the room id, the seats' kinds and the sha256 digests of their
tokens (never the tokens). A client may add its own tokens under "mine" so that it can
rejoin after reading its own save; a relay ignores "mine".
"""

from __future__ import annotations

import os
from pathlib import Path

from ..engine import Game
from ..saves import SaveError, game_from_save, read_save, save


def save_lan(game: Game, lan: dict, path: str | os.PathLike,
             mine: dict | None = None) -> Path:
    """Write the game and its LAN seats atomically; raises SaveError."""
    info = {k: v for k, v in lan.items() if k != "mine"}
    if mine:
        info["mine"] = mine
    return save(game, path, extra={"lan": info})


def load_lan(path: str | os.PathLike) -> tuple[Game, dict, dict]:
    """(game, save map, "lan" key) of a LAN save; SaveError if it is none."""
    doc = read_save(path)
    lan = doc.get("lan")
    if not isinstance(lan, dict):
        raise SaveError(path, "not a LAN game (no 'lan' key)")
    return game_from_save(doc, path), doc, lan
