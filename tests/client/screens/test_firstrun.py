"""First-run checks that speak to a person: no display, no sound device, a read-only save
folder, a full disk. One sentence each, the game goes on where it can, never a traceback.

The tests run as root, where chmod does not stop a write, so a read-only folder and a full
disk are made at the OS boundary: os.open failing with EROFS for paths in the folder, and
os.fsync failing with ENOSPC (where a filesystem with delayed allocation reports it)."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from luna import text as i18n
from luna.client.app import App
from luna.client.demo.driver import frames, key, make_app, play_turns_by_clicks
from luna.client.window.settings import Settings
from luna.engine import new_game
from luna.places import save_dir_problem

ROOT = Path(__file__).resolve().parents[3]


def run_window(tmp_path, *args, **env):
    base = {k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    base.update(XDG_RUNTIME_DIR=str(tmp_path), **env)
    return subprocess.run([sys.executable, "main.py", "--save-dir", str(tmp_path / "saves"),
                           *args], cwd=ROOT, env=base, capture_output=True, text=True,
                          timeout=60)


def our_lines(stderr: str) -> list[str]:
    """What Luna itself said (SDL and ALSA may add their own lines)."""
    return [ln for ln in stderr.splitlines() if "Luna" in ln]


def test_no_display_is_one_sentence_not_an_invisible_window(tmp_path):
    out = run_window(tmp_path)                 # SDL would fall back to 'offscreen'
    assert out.returncode == 1
    assert our_lines(out.stderr) == [i18n.TABLES["en"]["firstrun.no_display"]]
    # nothing else starts before the window, so no sound system speaks first (ALSA did)
    assert out.stderr.strip().splitlines() == [i18n.TABLES["en"]["firstrun.no_display"]]
    assert "Traceback" not in out.stderr


def test_a_screenshot_needs_no_display(tmp_path):
    """--screenshot renders a PNG and quits: over ssh (no display) it draws offscreen
    instead of refusing (a new user's check found it refused)."""
    shot = tmp_path / "shot.png"
    out = run_window(tmp_path, "--screenshot", str(shot))
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 10_000 and "Traceback" not in out.stderr


def test_no_display_with_a_named_driver_in_the_players_language(tmp_path):
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "settings.json").write_text(json.dumps({"language": "de"}))
    out = run_window(tmp_path, SDL_VIDEODRIVER="x11")
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert i18n.TABLES["de"]["firstrun.no_display"] in out.stderr


def test_a_display_that_does_not_answer_is_named(tmp_path):
    out = run_window(tmp_path, SDL_VIDEODRIVER="x11", DISPLAY=":97")
    assert out.returncode == 1 and "Traceback" not in out.stderr
    lines = our_lines(out.stderr)
    assert len(lines) == 1 and lines[0].startswith("Luna cannot open its window (")
    assert "--headless" in lines[0]


@pytest.fixture
def no_audio_device(monkeypatch):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-audio-device")
    yield
    pygame.mixer.quit()


@pytest.mark.parametrize("wants_sound", [True, False])
def test_no_audio_device_plays_on_in_silence(tmp_path, monkeypatch, no_audio_device,
                                              wants_sound):
    app = App(settings=Settings(sound=wants_sound), save_dir=tmp_path, worker_process=False)
    from luna.client.screens.menu import MainMenu
    app.push(MainMenu(app))
    seen: list[list[str]] = []
    real_frame = app.frame

    def frame(dt, **rest):                      # the real loop, stopped after 20 frames
        real_frame(dt, **rest)                  # (a frame at rest: `at_rest=True`)
        seen.append([m for m, _ in app.toasts])
        if len(seen) == 20:
            app.running = False
    app.frame = frame
    monkeypatch.setattr(pygame, "quit", lambda: None)   # other tests' fonts stay valid
    app.run()
    sentence = i18n.TABLES["en"]["firstrun.no_sound"]
    assert not app.sounds.available
    assert (sentence in seen[-1]) == wants_sound
    assert all(m.count(sentence) <= 1 for m in seen)
    app.sounds.play("click")                    # silently nothing


def read_only(monkeypatch, folder: Path) -> None:
    """Nothing can be created in or under `folder` (as on a read-only mount)."""
    def refusing(real):
        def call(path, *args, **kwargs):
            if str(path).startswith(str(folder)):
                raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
            return real(path, *args, **kwargs)
        return call
    monkeypatch.setattr(os, "open", refusing(os.open))
    monkeypatch.setattr(os, "mkdir", refusing(os.mkdir))


def disk_full(monkeypatch) -> None:
    def fake_fsync(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(os, "fsync", fake_fsync)


def test_the_probe_tells_the_problems_apart(tmp_path, monkeypatch):
    assert save_dir_problem(tmp_path / "new" / "folder") is None
    assert not list((tmp_path / "new" / "folder").iterdir())       # the probe cleans up
    with monkeypatch.context() as m:
        read_only(m, tmp_path / "ro")
        assert save_dir_problem(tmp_path / "ro")[0] == "read_only"
    with monkeypatch.context() as m:
        disk_full(m)
        assert save_dir_problem(tmp_path)[0] == "disk_full"
        assert not [p for p in tmp_path.iterdir() if p.name.startswith(".luna-probe")]
    (tmp_path / "file").write_text("x")
    assert save_dir_problem(tmp_path / "file")[0] == "unusable"     # a file, not a folder


def banner_shown(app) -> bool:
    return app.screen.get_at((4, 4))[:3] != app.screen.get_at((4, 200))[:3] and \
        app.screen.get_at((4, 4)).r > app.screen.get_at((4, 4)).b


def test_read_only_folder_turns_saves_off_with_a_lasting_warning(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    read_only(monkeypatch, folder)
    app = make_app(folder)
    assert app.save_problem[0] == "read_only"
    assert app.warning == i18n.t("firstrun.read_only", folder=str(folder))
    frames(app, 300)                           # five seconds later it is still there
    assert banner_shown(app)
    from luna.client.opening import open_game as start_session
    start_session(app, new_game(players=2, seed=3, seats=[{"kind": "human"}] * 2))
    scene = app.scene
    assert scene.table.autosave_to is None
    play_turns_by_clicks(app, scene, lambda: len(scene.game.log) >= 2)
    key(app, pygame.K_F12)                     # a screenshot cannot be kept either
    assert any(m.startswith("The screenshot could not be saved") for m, _ in app.toasts)
    assert banner_shown(app) and not folder.exists()


def test_a_usable_folder_shows_no_warning(tmp_path):
    app = make_app(tmp_path)
    frames(app, 5)
    assert app.save_problem is None and app.warning is None and not banner_shown(app)


def test_full_disk_at_start_and_during_a_game(tmp_path, monkeypatch):
    with monkeypatch.context() as m:
        disk_full(m)
        app = make_app(tmp_path / "a")
    assert app.warning == i18n.t("firstrun.disk_full", folder=str(tmp_path / "a"))

    app = make_app(tmp_path / "b")             # fine at start, the disk fills up later
    assert app.warning is None
    from luna.client.opening import open_game as start_session
    start_session(app, new_game(players=2, seed=3, seats=[{"kind": "human"}] * 2))
    scene = app.scene
    autosave = scene.table.autosave_to
    before = autosave.read_bytes()
    disk_full(monkeypatch)
    play_turns_by_clicks(app, scene, lambda: len(scene.game.log) >= 1)
    frames(app, 2)
    assert app.warning == i18n.t("firstrun.disk_full", folder=str(tmp_path / "b"))
    assert banner_shown(app)
    assert autosave.read_bytes() == before     # the last good autosave is kept
    play_turns_by_clicks(app, scene, lambda: len(scene.game.log) >= 3)   # the game goes on
