"""Player settings (language, animation speed, sound, reduced motion) kept in
settings.json in the save folder (see luna/places.py)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ...files import FileProblem, damaged, load_checked, read_json, write_atomic
from ...saves import SAVE_DIR
from ...seats import NEW_GAME_KINDS

SPEEDS = {"normal": 1.0, "fast": 2.5, "off": 0.0}
THINK_TIMES = (1.0, 2.0, 5.0)
TEXT_SIZES = (100, 125, 150)      # per cent (fonts.py applies it)
NAME_LONGEST = 16                 # a seat's name typed: its field takes no more


@dataclass
class Settings:
    language: str = "en"
    speed: str = "normal"
    sound: bool = True
    think_time: float = 2.0       # seconds a Master computer player may think per move
    reasons: bool = False         # the game log says why each computer move was made
    reduced_motion: bool = False  # the board's decoration (water, moon, flames) stands still
    text_size: int = 100          # per cent, one of TEXT_SIZES: every screen's words
    lan_name: str | None = None   # the name and address a LAN table was last joined with
    lan_address: str | None = None
    window: list[int] | None = None   # the window's size as the player left it
    hand_over: bool = True        # hot seat: the board waits for the next person's click
    hint_nudge: bool = True       # the Hint's first ask a nudge (its place and why, no
    #                               move, no figures), a second its whole card; off: the
    #                               whole Hint at once
    players: int = 3              # how many the last new game had: the next one offers it
    tips_said: list[str] = field(default_factory=list)   # the first-use tips said once
    names: list[str | None] = field(default_factory=list)   # each seat's name typed in
    #                               the last new game (None: its colour's own, in the
    #                               language of the day): the next one offers them
    kinds: list[str] = field(default_factory=list)   # each seat's kind (a person or a
    #                               computer's level) in the last new game: the next one
    #                               offers them, its level suggestion said beside them
    levels_suggested: bool = False   # the last new game's computers stood at the level
    #                               suggested: the next one's follow the suggestion then

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)


def settings_path(folder: Path | None = None) -> Path:
    return Path(folder or SAVE_DIR) / "settings.json"


# field -> the values it may hold; a field outside them makes the file damaged
FIELDS = {
    "language": lambda v: v in ("en", "de", "nl", "fr"),
    "speed": lambda v: isinstance(v, str) and v in SPEEDS,
    "sound": lambda v: isinstance(v, bool),
    "reasons": lambda v: isinstance(v, bool),
    "reduced_motion": lambda v: isinstance(v, bool),
    "hand_over": lambda v: isinstance(v, bool),
    "hint_nudge": lambda v: isinstance(v, bool),
    "think_time": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)
    and v in THINK_TIMES,
    "text_size": lambda v: type(v) is int and v in TEXT_SIZES,
    "lan_name": lambda v: v is None or (isinstance(v, str) and 0 < len(v) <= 24
                                        and v.isprintable()),
    "lan_address": lambda v: v is None or (isinstance(v, str) and 0 < len(v) <= 300
                                           and v.isprintable()),
    "players": lambda v: type(v) is int and 2 <= v <= 4,
    "tips_said": lambda v: isinstance(v, list) and len(v) <= 32 and all(
        isinstance(n, str) and 0 < len(n) <= 40 and n.isprintable() for n in v),
    "names": lambda v: isinstance(v, list) and len(v) <= 4 and all(
        n is None or (isinstance(n, str) and 0 < len(n) <= NAME_LONGEST and n == n.strip()
                      and n.isprintable()) for n in v),
    "kinds": lambda v: isinstance(v, list) and len(v) <= 4 and all(
        isinstance(k, str) and k in NEW_GAME_KINDS for k in v),
    "levels_suggested": lambda v: isinstance(v, bool),
    "window": lambda v: v is None or (isinstance(v, list) and len(v) == 2 and all(
        type(n) is int and 320 <= n <= 16384 for n in v)),
}


def _read(path: Path) -> Settings:
    """The settings in `path`; the well-formed fields are kept even when others are not,
    and then the file is set aside (FileProblem after the good fields are taken)."""
    data = read_json(path)
    if not isinstance(data, dict):
        raise FileProblem(path, "not a map of settings")
    s = Settings()
    bad = []
    for key, value in data.items():
        ok = FIELDS.get(key)
        if ok is None:
            continue                      # a field of a newer Luna: ignored, kept aside
        if ok(value):
            setattr(s, key, float(value) if key == "think_time" else value)
        else:
            bad.append(key)
    if bad:
        damaged("settings", path, f"wrong values for {', '.join(sorted(bad))[:80]}")
    return s


def load_settings(folder: Path | None = None) -> Settings:
    """Settings from disk through the one boundary (`luna.files`): a damaged file is set
    aside and the player told; its readable fields are kept, the rest are defaults."""
    return load_checked("settings", settings_path(folder), _read) or Settings()


def save_settings(s: Settings, folder: Path | None = None) -> None:
    path = settings_path(folder)
    try:
        write_atomic(path, json.dumps(asdict(s), indent=1).encode("utf-8"))
    except OSError:
        pass   # settings are a comfort; never fail the game over them
