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


def test_the_window_gets_the_folder_the_command_line_chose(tmp_path, monkeypatch):
    from luna.cli import parse
    from luna.client import app as app_module
    (tmp_path / "evening.luna").write_bytes(b"x")
    chosen = []

    def fake_app(save_dir=None, **kw):
        chosen.append(save_dir)
        raise app_module.NoWindow("no window here")
    monkeypatch.setattr(app_module, "App", fake_app)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)   # other tests' fonts stay
    args = parse(["--save-dir", str(tmp_path), "--load", "evening"])
    assert args.load == str(tmp_path / "evening.luna")
    assert app_module.run_app(args) == 1 and chosen == [tmp_path]
    monkeypatch.setenv(places.ENV_SAVE_DIR, str(tmp_path / "env"))
    assert parse([]).save_dir == tmp_path / "env"
