"""Saves under hostile conditions (issue 9, points 9-12): things that are not regular
files, files far over the cap or built to cost memory, damaged headers, and the temp files
a killed save leaves behind."""

import os
import subprocess
import sys
import threading
import time
import tracemalloc
from pathlib import Path

import msgpack
import pytest

from luna.cli import print_replay
from luna.engine import new_game
from luna.saves import (
    MAX_SAVE_BYTES,
    SaveError,
    list_saves,
    load,
    read_save,
    remove_stale_temps,
    save,
)

ROOT = Path(__file__).resolve().parents[2]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def _bounded(fn, seconds=5.0):
    """Run fn in a thread; (finished, result or exception)."""
    box = []
    th = threading.Thread(target=lambda: box.append(_catch(fn)), daemon=True)
    th.start()
    th.join(seconds)
    return (not th.is_alive()), (box[0] if box else None)


def _free_reader(fifo):
    """Let a reader that blocked on the FIFO (today's code) go, so its thread can end."""
    try:
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass


def _catch(fn):
    try:
        return fn()
    except Exception as exc:  # the test looks at what came out
        return exc


@needs_fifo
@pytest.mark.parametrize("entry", ["load", "replay", "relay", "dialog list"])
def test_a_fifo_is_refused_at_once_by_every_entry(tmp_path, entry):
    fifo = tmp_path / "trap.luna"
    os.mkfifo(fifo)

    def run():
        if entry == "load":
            return load(fifo)
        if entry == "replay":
            return print_replay(str(fifo))
        if entry == "relay":
            from luna.net import RelayServer
            return RelayServer("127.0.0.1", 0, load=fifo)
        return list_saves(tmp_path)
    try:
        finished, result = _bounded(run)
    finally:
        _free_reader(fifo)
    assert finished, f"{entry} hung on a FIFO"
    if entry == "replay":
        assert result == 1
    elif entry == "dialog list":
        assert [e["error"] for e in result] == ["is not a regular file (a device, pipe or socket)"]
    else:
        assert isinstance(result, SaveError) and "regular file" in result.problem


def test_a_symlink_to_dev_zero_is_refused_without_reading_it(tmp_path):
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    link = tmp_path / "zero.luna"
    link.symlink_to("/dev/zero")
    code = ("import resource, sys\n"
            "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
            "from luna.saves import SaveError, read_save\n"
            "try:\n    read_save(sys.argv[1])\nexcept SaveError as e:\n    print(e.problem)\n")
    out = subprocess.run([sys.executable, "-c", code, str(link)], cwd=ROOT, timeout=30,
                         capture_output=True, text=True)
    assert out.returncode == 0 and "regular file" in out.stdout, out.stderr[-500:]


def test_at_most_cap_plus_one_bytes_are_read(tmp_path, monkeypatch):
    big = tmp_path / "big.luna"
    big.write_bytes(b"\0" * (MAX_SAVE_BYTES + 10))
    reads = []
    real = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real(fd, n))
    with pytest.raises(SaveError, match="too large"):
        read_save(big)
    assert sum(reads) <= MAX_SAVE_BYTES + 1


def test_a_file_of_empty_maps_is_refused_cheaply(tmp_path):
    n = MAX_SAVE_BYTES - 16
    path = tmp_path / "maps.luna"
    path.write_bytes(b"\xdd" + n.to_bytes(4, "big") + b"\x80" * n)
    tracemalloc.start()
    try:
        with pytest.raises(SaveError):
            read_save(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 40 * 1024 * 1024, f"{peak / 1e6:.0f} MB to refuse it"


def test_deep_nesting_is_refused(tmp_path):
    path = tmp_path / "deep.luna"
    inner = {"schema": 1, "header": {}, "log": []}
    for _ in range(40):
        inner = {"schema": 1, "header": {"x": inner}, "log": []}
    path.write_bytes(msgpack.packb(inner))
    with pytest.raises(SaveError, match="nested"):
        read_save(path)


def _good_doc():
    g = new_game(players=3, seed=5)
    return {"schema": 1, "header": dict(g.header), "log": []}


DAMAGED_HEADERS = [
    ("options", [1]), ("options", {"one_figure_per_island": "yes"}), ("players", "4"),
    ("players", None), ("players", 9), ("seed", "x"), ("seed", 1.5), ("setup", 5),
    ("solo_level", "1"), ("colours", "red"), ("colours", [1, 2, 3]), ("names", [{}, 1, 2]),
    ("names", 5), ("seats", "x"), ("seats", [1, 2, 3]), ("start", [1]),
    ("start", {"schema": 1, "to_move": 1.5}), ("rules", "2"), ("rules", 0),
]


@pytest.mark.parametrize("key,value", DAMAGED_HEADERS,
                         ids=[f"{k}={v!r}"[:30] for k, v in DAMAGED_HEADERS])
def test_replay_of_a_damaged_header_says_the_save_error_and_exits_1(tmp_path, capsys, key,
                                                                    value):
    doc = _good_doc()
    doc["header"][key] = value
    path = tmp_path / "damaged.luna"
    path.write_bytes(msgpack.packb(doc))
    assert print_replay(str(path)) == 1
    err = capsys.readouterr().err
    assert "Cannot replay" in err and "damaged.luna" in err and "Traceback" not in err
    with pytest.raises(SaveError):
        load(path)


def test_replay_of_a_damaged_log_exits_1(tmp_path, capsys):
    doc = _good_doc()
    doc["log"] = [1, {"type": "nonsense"}]
    path = tmp_path / "log.luna"
    path.write_bytes(msgpack.packb(doc))
    assert print_replay(str(path)) == 1


def test_temp_files_of_killed_saves_are_never_listed_and_old_ones_are_removed(tmp_path):
    save(new_game(players=2, seed=1), tmp_path / "real.luna")
    old = tmp_path / ".tmp-abc123.luna"
    young = tmp_path / ".tmp-def456.luna"
    old.write_bytes(b"\x82half")
    young.write_bytes(b"\x82half")
    long_ago = time.time() - 3600
    os.utime(old, (long_ago, long_ago))
    assert [e["name"] for e in list_saves(tmp_path)] == ["real"]
    assert remove_stale_temps(tmp_path) == 1
    assert not old.exists() and young.exists()     # a save may be writing that one now


def test_the_window_removes_stale_temp_files_when_it_starts(tmp_path):
    from luna.client.demo.driver import make_app
    old = tmp_path / ".tmp-zzz.luna"
    old.write_bytes(b"x")
    os.utime(old, (1, 1))
    make_app(tmp_path)
    assert not old.exists()


@needs_fifo
def test_the_load_dialog_lists_a_fifo_as_unreadable_and_never_hangs(tmp_path):
    from luna.client.demo.driver import button_named, frames, make_app, press_button
    from luna.client.screens.files import LoadDialog
    from luna.text import t
    os.mkfifo(tmp_path / "trap.luna")
    (tmp_path / ".tmp-half.luna").write_bytes(b"\x82")
    save(new_game(players=2, seed=1), tmp_path / "real.luna")
    app = make_app(tmp_path)
    try:
        finished, _ = _bounded(lambda: press_button(app, button_named(app, t("menu.load"))))
    finally:
        _free_reader(tmp_path / "trap.luna")
    assert finished, "the Load dialog hung on a FIFO"
    assert isinstance(app.scene, LoadDialog)
    frames(app, 10)
    rows = [r["text"] for r in app.scene.list.item_list]
    assert len(rows) == 2 and not any("tmp-half" in r for r in rows)
    assert any("trap" in r and "regular file" in r for r in rows)


def test_a_save_whose_name_is_no_utf8_is_listed_and_the_load_dialog_opens(tmp_path):
    """A file copied from a Latin-1 system ("partie-été" in one byte a letter): Python
    reads its name with surrogates, which no text box can draw; the Load dialog opened
    on it and the window ended. It is listed with "�" for the stray bytes, and opens."""
    from luna.client.demo.driver import button_named, frames, make_app, press_button
    from luna.client.screens.files import LoadDialog
    from luna.saves import list_saves
    from luna.text import t
    folder = os.fsencode(tmp_path)
    save(new_game(players=2, seed=1), tmp_path / "real.luna")
    with open(os.path.join(folder, b"partie-\xe9t\xe9.luna"), "wb") as fh:
        save_bytes = (tmp_path / "real.luna").read_bytes()
        fh.write(save_bytes)
    open(os.path.join(folder, b"vide-\xe9.luna"), "wb").close()
    names = {e["name"] for e in list_saves(tmp_path)}
    assert names == {"real", "partie-\ufffdt\ufffd", "vide-\ufffd"}
    app = make_app(tmp_path)
    press_button(app, button_named(app, t("menu.load")))
    frames(app, 10)
    assert isinstance(app.scene, LoadDialog) and app.running
    rows = [r["text"] for r in app.scene.list.item_list]
    assert len(rows) == 3 and any("partie-\ufffdt\ufffd" in r for r in rows)
