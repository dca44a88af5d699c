"""Issue 23 §5: no local file can stop the game from starting. The real window starts
with each damaged file of the review: the file is set aside (renamed, never deleted),
the player reads one sentence, the defaults are used, and the autosave's commands are
kept whenever they are readable."""

import os

import msgpack
import pytest

from luna.client.app import App
from luna.client.demo.driver import button_named, frames, menu_button, press_button
from luna.client.opening import set_aside_words
from luna.client.screens.game import GameScene
from luna.client.window.settings import Settings, load_settings
from luna.engine import new_game
from luna.files import take_notes
from luna.saves import autosave_path, list_saves, pack_game, read_save, save
from luna.text import t


def _start(folder, settings=None) -> App:
    """The window as a player starts it: settings from the folder (unless given)."""
    app = App(size=(1024, 700), settings=settings, save_dir=folder, worker_process=False)
    app.sounds.muted = True
    app.open("menu")
    frames(app, 2)
    return app


def _toasts(app) -> list[str]:
    return [m for m, _ in app.toasts]


@pytest.mark.parametrize("content", ['{"speed": {}}', "[" * 100_000 + "]" * 100_000,
                                     '{"language": "de", "sound": []}', "fifo",
                                     '{"names": ["Ann", 5]}', '{"names": ["' + "A" * 999 + '"]}',
                                     '{"names": ["Ann\\u0000"]}', '{"names": [" Ann"]}',
                                     '{"names": [null, null, null, null, "Eve"]}'],
                         ids=["speed is a map", "nested 100,000 deep", "a list for sound",
                              "a FIFO", "a number for a name", "a name of 999 letters",
                              "a name with a NUL", "a name with a blank", "five names"])
def test_a_damaged_settings_file_is_set_aside_and_the_window_starts(tmp_path, content):
    take_notes()
    path = tmp_path / "settings.json"
    if content == "fifo":
        os.mkfifo(path)                     # opened blocking, the start hung for ever
    else:
        path.write_text(content, encoding="utf-8")
    app = _start(tmp_path)
    assert (tmp_path / "settings.json.damaged").exists() and not path.exists()
    said = t("files.set_aside", file="settings.json", kept="settings.json.damaged")
    assert said in _toasts(app)
    if "language" in content:               # what was readable is kept
        assert app.settings.language == "de" and app.settings.sound is True
    else:
        assert app.settings == Settings()
    app.save_settings()
    assert load_settings(tmp_path) == app.settings and not take_notes()


def test_a_settings_file_with_a_byte_order_mark_is_read(tmp_path):
    """Windows Notepad saves UTF-8 with a byte-order mark: such a settings.json was set
    aside as damaged and the player's choices lost."""
    take_notes()
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + b'{"language": "nl", "lan_name": "Bea"}')
    assert load_settings(tmp_path).language == "nl"
    assert load_settings(tmp_path).lan_name == "Bea"
    assert path.exists() and not take_notes()


def _game(moves=6):
    g = new_game(players=2, seed=3, seats=[{"kind": "human"}] * 2)
    for _ in range(moves):
        g.apply(g.legal()[0])
    return g


@pytest.mark.parametrize("info", ["x", [1], 5, True, {"round": "9" * 100_000}])
def test_an_autosave_with_a_damaged_info_continues_with_its_commands(tmp_path, info):
    take_notes()
    game = _game()
    path = autosave_path(tmp_path)
    doc = msgpack.unpackb(pack_game(game), raw=False)
    doc["info"] = info
    path.write_bytes(msgpack.packb(doc, use_bin_type=True))
    (entry,) = list_saves(tmp_path)                   # the list shows it, quickly
    assert entry["error"] is None and entry["round"] is None
    app = _start(tmp_path, Settings(sound=False))     # the menu used to crash here
    press_button(app, menu_button(app, "continue"))
    frames(app, 2)
    assert isinstance(app.scene, GameScene) and app.scene.game.log == game.log
    assert (tmp_path / "autosave.luna.damaged").read_bytes() == msgpack.packb(
        doc, use_bin_type=True)
    assert read_save(path)["log"] == game.log       # written again, commands kept
    said = t("files.recovered", file="autosave.luna", kept="autosave.luna.damaged")
    assert said in _toasts(app)


@pytest.mark.parametrize("part", [{"seen": 5}, None, {"seen": ["a"], "tips": "yes"}])
def test_a_guided_game_whose_notes_are_damaged_opens_from_load(tmp_path, part):
    take_notes()
    save(_game(2), tmp_path / "lesson.luna", extra={"tutorial": part})
    app = _start(tmp_path, Settings(sound=False))
    press_button(app, button_named(app, t("menu.load")))
    load = app.scene
    load.list.set_default_selection = None
    row = next(r for r in load.list.item_list if r["text"].startswith("lesson"))
    from luna.client.demo.driver import click
    click(app, row["button_element"].rect.center)
    press_button(app, load.open)
    frames(app, 2)
    assert isinstance(app.scene, GameScene)
    assert app.scene.table.seen <= {"a"} and app.scene.table.tips is True
    assert (tmp_path / "lesson.luna.damaged").exists()


def test_the_note_names_the_file_and_where_it_was_put():
    from pathlib import Path

    from luna.files import Damaged
    note = Damaged("settings", Path("/x/settings.json"), Path("/x/settings.json.damaged"),
                   "bad")
    assert "settings.json.damaged" in set_aside_words(note)


def test_a_file_that_is_a_link_is_never_read_through(tmp_path):
    """Every file goes through one open (luna/files.py: open_regular) that follows no
    link at its name: a settings file linked to a file elsewhere was read (the board's
    kept pictures, through the same open, read a link to /dev/zero until memory ran
    out). The link is set aside, the file it points to untouched."""
    take_notes()
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text('{"language": "de"}', encoding="utf-8")
    (tmp_path / "settings.json").symlink_to(elsewhere)
    assert load_settings(tmp_path) == Settings()
    assert [n.problem for n in take_notes()] == ["is a link, not a regular file"]
    assert (tmp_path / "settings.json.damaged").is_symlink()
    assert elsewhere.read_text(encoding="utf-8") == '{"language": "de"}'
