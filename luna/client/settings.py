"""Player settings (language, animation speed, sound, reduced motion) kept in
settings.json in the save folder (see luna/places.py)."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from ..saves import SAVE_DIR

SPEEDS = {"normal": 1.0, "fast": 2.5, "off": 0.0}
THINK_TIMES = (1.0, 2.0, 5.0)
TEXT_SIZES = (100, 125, 150)      # per cent (fonts.py applies it)


@dataclass
class Settings:
    language: str = "en"
    speed: str = "normal"
    sound: bool = True
    think_time: float = 2.0       # seconds a Master computer player may think per move
    reasons: bool = False         # the game log says why each computer move was made
    reduced_motion: bool = False  # the board's decoration (water, moon, flames) stands still
    text_size: int = 100          # per cent, one of TEXT_SIZES: every screen's words

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)


def settings_path(folder: Path | None = None) -> Path:
    return Path(folder or SAVE_DIR) / "settings.json"


def load_settings(folder: Path | None = None) -> Settings:
    """Settings from disk; anything missing or damaged falls back to the defaults."""
    try:
        data = json.loads(settings_path(folder).read_text(encoding="utf-8"))
        s = Settings()
        if data.get("language") in ("en", "de", "nl", "fr"):
            s.language = data["language"]
        if data.get("speed") in SPEEDS:
            s.speed = data["speed"]
        if isinstance(data.get("sound"), bool):
            s.sound = data["sound"]
        if isinstance(data.get("reasons"), bool):
            s.reasons = data["reasons"]
        if isinstance(data.get("reduced_motion"), bool):
            s.reduced_motion = data["reduced_motion"]
        if data.get("text_size") in TEXT_SIZES and type(data["text_size"]) is int:
            s.text_size = data["text_size"]
        if data.get("think_time") in THINK_TIMES:
            s.think_time = float(data["think_time"])
        return s
    except (OSError, ValueError, AttributeError):
        return Settings()


def save_settings(s: Settings, folder: Path | None = None) -> None:
    path = settings_path(folder)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(s), indent=1), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass   # settings are a comfort; never fail the game over them
