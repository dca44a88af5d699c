"""Where Luna keeps things: the player's saves and settings, and the files it ships.

Run from a checkout (`python main.py`) the game is portable and keeps `saves/` beside
main.py. Installed (a wheel or the standalone app) it writes only to the platform's user
data folder, never into its own install folder. `--save-dir` or `LUNA_SAVE_DIR` wins.
"""

from __future__ import annotations

import errno
import os
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path

APP_NAME = "Luna"
ENV_SAVE_DIR = "LUNA_SAVE_DIR"
PACKAGE = Path(__file__).resolve().parent
CHECKOUT = PACKAGE.parent


def from_checkout() -> bool:
    """Whether this is a source checkout (main.py and pyproject.toml beside the package),
    not an installed package or a frozen app."""
    if getattr(sys, "frozen", False):
        return False
    return (CHECKOUT / "main.py").is_file() and (CHECKOUT / "pyproject.toml").is_file()


def user_data_dir() -> Path:
    """The platform's folder for this user's game data (XDG on Linux, %APPDATA% on
    Windows, ~/Library/Application Support on macOS)."""
    import platformdirs
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False, roaming=True))


def save_dir(override: str | os.PathLike | None = None,
             environ: Mapping[str, str] | None = None) -> Path:
    """The folder for saves, settings and screenshots: `override` (--save-dir), else
    $LUNA_SAVE_DIR, else saves/ in a checkout, else the user data folder."""
    env = os.environ if environ is None else environ
    if override:
        return Path(override).expanduser()
    if env.get(ENV_SAVE_DIR):
        return Path(env[ENV_SAVE_DIR]).expanduser()
    if from_checkout():
        return CHECKOUT / "saves"
    return user_data_dir()


RELAY_KEY = "relay-key"            # the relay's identity (luna/net/wire/secure.py)
KNOWN_RELAYS = "known-relays.json"  # relays met and their keys (luna/net/client/pins.py)


def relay_key_path(folder: str | os.PathLike | None = None) -> Path:
    """Where this machine's relay keeps its key: in the data folder, never a path made
    from anything a peer sent."""
    return Path(folder) / RELAY_KEY if folder else save_dir() / RELAY_KEY


def known_relays_path(folder: str | os.PathLike | None = None) -> Path:
    return Path(folder) / KNOWN_RELAYS if folder else save_dir() / KNOWN_RELAYS


def find_save(name: str | os.PathLike, folder: Path) -> Path:
    """The save a player named on the command line: the path as given if it exists,
    else that name (with or without .luna) in the save folder."""
    given = Path(name).expanduser()
    if given.exists() or given.is_absolute():
        return given
    for candidate in (folder / given, folder / f"{given}.luna"):
        if candidate.exists():
            return candidate
    return given


def assets_dir() -> Path:
    """The theme and other shipped files: inside the package when installed or frozen,
    the top-level assets/ folder in a checkout."""
    inside = PACKAGE / "assets"
    return inside if inside.is_dir() else CHECKOUT / "assets"


READ_ONLY = {errno.EACCES, errno.EPERM, errno.EROFS}
DISK_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


def save_dir_problem(folder: Path) -> tuple[str, str] | None:
    """Why saves cannot be written in `folder`: ("read_only" | "disk_full" | "unusable",
    the system's words), or None when a small file can be written there and synced."""
    probe = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".luna-probe-", dir=folder)
        with os.fdopen(fd, "wb") as fh:
            fh.write(bytes(4096))
            fh.flush()
            os.fsync(fh.fileno())
    except OSError as exc:
        kind = ("disk_full" if exc.errno in DISK_FULL else
                "read_only" if exc.errno in READ_ONLY else "unusable")
        return kind, exc.strerror or str(exc)
    finally:
        if probe is not None:
            try:
                os.unlink(probe)
            except OSError:
                pass
    return None
