"""Where saves and settings go: --save-dir, then LUNA_SAVE_DIR, then saves/ in a checkout,
then the platform's user data folder; and how a save named on the command line is found."""

from __future__ import annotations

import sys
from pathlib import Path

from luna import places


def test_a_checkout_keeps_saves_beside_main_py():
    assert places.from_checkout()
    assert places.save_dir(environ={}) == places.CHECKOUT / "saves"
    assert places.assets_dir() == places.CHECKOUT / "assets"
    assert (places.assets_dir() / "theme.json").is_file()


def test_installed_uses_the_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(places, "CHECKOUT", tmp_path)          # no main.py beside luna/
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert not places.from_checkout()
    if sys.platform.startswith("linux"):
        assert places.save_dir(environ={}) == tmp_path / "xdg" / "Luna"
    else:
        assert places.save_dir(environ={}) == places.user_data_dir()


def test_a_frozen_app_is_never_a_checkout(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert not places.from_checkout()


def test_option_beats_variable_beats_default(tmp_path):
    env = {places.ENV_SAVE_DIR: str(tmp_path / "env")}
    assert places.save_dir(tmp_path / "opt", env) == tmp_path / "opt"
    assert places.save_dir(None, env) == tmp_path / "env"
    assert places.save_dir(None, {places.ENV_SAVE_DIR: ""}) == places.CHECKOUT / "saves"
    assert places.save_dir("~/x", {}) == Path.home() / "x"


def test_a_save_is_found_by_path_or_by_name_in_the_save_folder(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "evening.luna").write_bytes(b"x")
    monkeypatch.chdir(tmp_path)
    assert places.find_save("evening", folder) == folder / "evening.luna"
    assert places.find_save("evening.luna", folder) == folder / "evening.luna"
    (tmp_path / "evening.luna").write_bytes(b"y")           # a path that exists wins
    assert places.find_save("evening.luna", folder) == Path("evening.luna")
    assert places.find_save("nothing", folder) == Path("nothing")
