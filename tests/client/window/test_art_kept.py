"""The largest pictures kept on disk (luna/client/board/art/kept.py): read back pixel for
pixel, drawn anew when the art's code changed, and a kept file read as hostile (a crafted
or cut file is never shown, never crashes, and is replaced by a good one)."""

from __future__ import annotations

import os
import random
import signal
import struct
import subprocess
import sys
import threading
from pathlib import Path

import pygame
import pytest

from luna.client.board.art import islands, kept


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv(kept.ENV, str(tmp_path / "art"))
    return tmp_path / "art"


def _counted():
    drawn = []

    def picture(w: int, h: int) -> pygame.Surface:
        drawn.append((w, h))
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        for x in range(w):
            for y in range(h):
                s.set_at((x, y), ((x * 37) % 256, (y * 91) % 256, (x * y) % 256, (x + y) % 256))
        return s
    return kept.on_disk(lambda w, h: (w, h))(picture), drawn


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and \
        pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_a_picture_is_drawn_once_and_read_back_pixel_for_pixel(folder):
    picture, drawn = _counted()
    first = picture(23, 17)
    again = picture(23, 17)
    assert drawn == [(23, 17)]
    assert _same(first, again)
    picture(17, 23)                                  # other arguments: another picture
    assert drawn == [(23, 17), (17, 23)]
    assert len(list(folder.glob("*.art"))) == 2


def test_an_island_read_back_is_the_island_drawn(folder):
    draw = islands.island.__wrapped__.__wrapped__     # lru_cache, then on_disk
    made = islands.island.__wrapped__("book", 150, 110, seed=2)
    assert list(folder.glob("*.art"))
    assert _same(islands.island.__wrapped__("book", 150, 110, seed=2), made)
    assert _same(made, draw("book", 150, 110, seed=2))


@pytest.mark.parametrize("kept_picture, args", [
    ("islands.foam", ("book", 150, 110, 2)),
    ("landmarks.landmark", ("book", 40, 44)),
    ("sea.sea_background", (96, 60, 1)),
    ("islands._spit_picture", ("book", 150, 110, 2, ((110, 70, 44, 14),), (200, 180, 140))),
    ("tiles.temple_tile", (12, "book", 48, "red")),
    ("tiles.hex_field", (7, "herbs", "white", 52, False)),
    ("tiles.path_turn", (40, 60, True)),
])
def test_the_board_pictures_kept_on_disk_read_back_are_those_drawn(folder, kept_picture,
                                                                     args):
    """Kept as the islands are (a later start drew them again: ~0.3 s of its first frame);
    a link in a kept picture's place is refused, and the picture drawn anew."""
    import importlib
    module, name = kept_picture.split(".")
    cached = getattr(importlib.import_module(f"luna.client.board.art.{module}"), name)
    on_disk = cached.__wrapped__ if hasattr(cached, "cache_info") else cached
    made = on_disk(*args)
    (path,) = folder.glob("*.art")
    assert _same(on_disk(*args), made) and _same(made, on_disk.__wrapped__(*args))
    elsewhere = folder.parent / "elsewhere.art"
    path.rename(elsewhere)
    path.symlink_to(elsewhere)
    assert _same(on_disk(*args), made)
    assert not path.is_symlink()                     # drawn anew and kept in its place


def test_new_art_code_draws_anew(folder, monkeypatch):
    picture, drawn = _counted()
    picture(8, 8)
    monkeypatch.setattr(kept, "art_version", lambda: "another")
    picture(8, 8)
    assert len(drawn) == 2


@pytest.mark.parametrize("crafted", [
    b"",
    b"LUNA-ART1",
    struct.pack("<9sII", b"NOT-OURS!", 4, 4) + bytes(64),
    struct.pack("<9sII", b"LUNA-ART1", 100000, 100000) + bytes(64),
    struct.pack("<9sII", b"LUNA-ART1", 0, 4),
    struct.pack("<9sII", b"LUNA-ART1", 4, 4) + bytes(63),          # cut short
    struct.pack("<9sII", b"LUNA-ART1", 4, 4) + bytes(65),          # too long
])
def test_a_crafted_or_cut_file_is_drawn_anew_and_replaced(folder, crafted):
    picture, drawn = _counted()
    good = picture(4, 4)
    (path,) = folder.glob("*.art")
    path.write_bytes(crafted)
    shown = picture(4, 4)
    assert len(drawn) == 2 and _same(shown, good)
    assert kept.read(path, (4, 4)) is not None       # a good file again


def test_a_folder_that_cannot_be_written_keeps_nothing_and_still_draws(tmp_path,
                                                                       monkeypatch):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv(kept.ENV, str(blocked / "art"))
    picture, drawn = _counted()
    assert picture(5, 5).get_size() == (5, 5)
    assert picture(5, 5).get_size() == (5, 5)
    assert len(drawn) == 2


def test_off_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv(kept.ENV, "off")
    monkeypatch.chdir(tmp_path)
    picture, drawn = _counted()
    picture(3, 3)
    picture(3, 3)
    assert len(drawn) == 2
    assert not list(tmp_path.rglob("*.art"))


def test_the_test_runs_folder_keeps_more_than_a_players_share(folder):
    """The suite's windows of many sizes draw more pictures than a player's folder keeps:
    the run's folder (tests/conftest.py) drops none of them, so none is drawn twice."""
    picture, drawn = _counted()
    for w in range(1, 515):
        picture(w, 1)
    picture(1, 1)                                  # the first, after 513 others
    assert len(drawn) == 514 and len(list(folder.glob("*.art"))) == 514


def test_a_write_reads_no_files_time_while_the_folder_holds_fewer_than_it_keeps(
        folder, monkeypatch):
    """Each write read the time of every kept file to find the oldest (the tests' run
    folder of ~1,300 pictures: a write read 1,300 times); under the cap none is read."""
    picture, _ = _counted()
    for w in range(1, 41):
        picture(w, 1)
    read = []
    real = kept.os.stat

    def counted(path, *a, **k):
        if str(path).endswith(".art"):                # (a kept file's, not its folder's)
            read.append(path)
        return real(path, *a, **k)
    monkeypatch.setattr(kept.os, "stat", counted)
    import pathlib
    monkeypatch.setattr(pathlib.Path, "stat", lambda self, **k: counted(str(self), **k))
    picture(41, 1)
    assert read == []


def test_a_write_lists_no_folder_while_it_holds_fewer_than_it_keeps(folder, monkeypatch):
    """Each write listed the whole folder to count its files (the run's folder of ~2,000
    pictures: 6 s of CPU in a sample of ~110 s); the files it wrote are counted instead,
    and the folder is listed only when that count passes the cap."""
    picture, _ = _counted()
    picture(1, 1)                                  # (the folder's first use: listed once)
    listed = []
    real = kept.os.scandir

    def counted(path, *a, **k):
        listed.append(path)
        return real(path, *a, **k)
    monkeypatch.setattr(kept.os, "scandir", counted)
    for w in range(2, 42):
        picture(w, 1)
    assert listed == []
    monkeypatch.setattr(kept, "KEPT", 41)
    picture(42, 1)                                 # past the cap: listed, the oldest gone
    assert len(listed) == 1 and len(list(folder.glob("*.art"))) == 41


def test_past_the_cap_the_oldest_go(folder, monkeypatch):
    monkeypatch.setattr(kept, "KEPT", 5)
    picture, drawn = _counted()
    for w in range(1, 9):
        picture(w, 1)
    assert len(list(folder.glob("*.art"))) == 5
    picture(8, 1)                                  # the newest: still kept
    picture(1, 1)                                  # the oldest: gone, drawn again
    assert drawn[-1] == (1, 1) and drawn.count((8, 1)) == 1


def test_a_game_draws_each_picture_once(tmp_path, monkeypatch):
    """An island's picture asked for as island(k, w, h, 2) by its beach's colour and as
    island(k, w, h, seed=2) by the board was kept twice under two names, and drawn twice
    (0.1-0.3 s each, mid-game the first time a sandbank grew there). Over a game's first
    minutes no two kept files hold the same picture."""
    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import open_game
    from luna.engine import new_game
    monkeypatch.setenv(kept.ENV, str(tmp_path / "art"))
    for f in (islands.island, islands.beach):
        f.cache_clear()
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    app = make_app(tmp_path / "saves", speed="off", size=(1280, 800), menu=False)
    open_game(app, g, autosave=False)
    for _ in range(40):                       # sandbanks, lying novices, new pieces
        app.scene.play(rng.choice(app.scene.game.legal()))
        frames(app, 2)
    files = sorted((tmp_path / "art").glob("*.art"))
    assert files
    seen: dict[bytes, str] = {}
    for f in files:
        data = f.read_bytes()
        assert data not in seen, f"{f.name} holds the picture {seen[data]} holds"
        seen[data] = f.name


# A kept file is hostile input (issue 53): it goes through the files' one boundary.

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
ROOT = Path(__file__).resolve().parents[3]


def _the_file(folder) -> Path:
    (path,) = folder.glob("*.art")
    return path


def _bounded(fn, seconds=5.0):
    """fn() in a thread: (finished within `seconds`, its result or exception)."""
    box = []

    def run():
        try:
            box.append(fn())
        except Exception as exc:         # the test looks at what came out
            box.append(exc)
    th = threading.Thread(target=run, daemon=True)
    th.start()
    th.join(seconds)
    return not th.is_alive(), (box[0] if box else None)


@needs_fifo
def test_a_fifo_in_a_pictures_place_is_refused_at_once_and_replaced(folder):
    picture, drawn = _counted()
    good = picture(4, 4)
    path = _the_file(folder)
    path.unlink()
    os.mkfifo(path)
    try:
        finished, shown = _bounded(lambda: picture(4, 4))
    finally:
        try:                                    # a reader that blocked on it goes
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass
    assert finished, "a FIFO in a picture's place hung the window"
    assert isinstance(shown, pygame.Surface) and _same(shown, good) and len(drawn) == 2
    assert kept.read(path, (4, 4)) is not None       # a good file took its place


def test_a_picture_of_another_size_is_drawn_anew_once_not_at_every_start(folder):
    picture, drawn = _counted()
    picture(4, 4)
    path = _the_file(folder)
    small = pygame.Surface((1, 1), pygame.SRCALPHA)
    kept.write(path, small)                      # a whole, valid file: of a 1x1 picture
    shown = picture(4, 4)
    assert shown.get_size() == (4, 4) and len(drawn) == 2
    kept._held.clear()                           # the next start
    assert picture(4, 4).get_size() == (4, 4) and len(drawn) == 2


def test_a_picture_of_the_right_size_with_other_pixels_is_drawn_anew(folder):
    picture, drawn = _counted()
    good = picture(4, 4)
    path = _the_file(folder)
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF                             # one pixel's alpha, changed
    path.write_bytes(bytes(data))
    assert _same(picture(4, 4), good) and len(drawn) == 2


def test_a_link_at_the_writers_temporary_name_is_never_written_through(
        folder, tmp_path, monkeypatch):
    """The writer's temporary file is made exclusively and never through a link: a link
    planted at the name it used (`.<name>.<pid>.tmp`) made it overwrite what it points
    to."""
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"the player's own file")
    picture, _ = _counted()
    picture(4, 4)
    path = _the_file(folder)
    path.unlink()
    (folder / f".{path.name}.{os.getpid()}.tmp").symlink_to(victim)
    made = []
    real = os.open

    def watched(name, flags, *a, **k):
        if Path(name).parent == folder and flags & os.O_CREAT:
            made.append(flags)
        return real(name, flags, *a, **k)
    monkeypatch.setattr(os, "open", watched)
    picture(4, 4)
    monkeypatch.undo()
    assert victim.read_bytes() == b"the player's own file"
    assert kept.read(path, (4, 4)) is not None
    assert made and all(f & os.O_EXCL and f & os.O_NOFOLLOW for f in made)


def test_the_oldest_pictures_go_past_the_bytes_kept(folder, monkeypatch):
    monkeypatch.setattr(kept, "KEPT_BYTES", 4096)
    picture, drawn = _counted()
    for h in range(1, 9):
        picture(32, h)                            # 145 to 1,057 bytes each
    files = list(folder.glob("*.art"))
    assert sum(f.stat().st_size for f in files) <= 4096
    picture(32, 8)                                # the newest: still kept
    assert drawn.count((32, 8)) == 1
    picture(32, 1)                                # the oldest: gone, drawn again
    assert drawn.count((32, 1)) == 2


CHILD = """
import os, pathlib, resource, sys, time
resource.setrlimit(resource.RLIMIT_AS, (512 << 20, 512 << 20))
import pygame
from luna.client.board.art import kept
from luna import files
os.environ[kept.ENV] = sys.argv[1]
drawn = []
def picture(w, h):
    drawn.append((w, h))
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill((9, 8, 7, 6))
    return s
picture = kept.on_disk(lambda w, h: (w, h))(picture)
def header(w, h):
    n = len(kept.HEADER.unpack(bytes(kept.HEADER.size)))
    return kept.HEADER.pack(kept.MAGIC, w, h, *[bytes(16)] * (n - 3))
attack = sys.argv[2]
if attack == "killed":
    def stall(*a):
        print("writing", flush=True)
        time.sleep(60)
    files.os.replace = stall
    picture(64, 64)
picture(4, 4)
(path,) = pathlib.Path(sys.argv[1]).glob("*.art")
path.unlink()
if attack == "zero":
    path.symlink_to("/dev/zero")
elif attack in ("sparse", "huge"):
    with open(path, "wb") as f:
        f.write(header(4, 4) if attack == "sparse" else header(8192, 8192))
        f.truncate(4 << 30 if attack == "sparse" else len(header(1, 1)) + 4 * 8192 * 8192)
try:
    shown = picture(4, 4)
    print(shown.get_size(), len(drawn), kept.read(path, (4, 4)) is not None)
except BaseException as exc:
    print(type(exc).__name__)
"""


def _child(folder, attack):
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.Popen([sys.executable, "-c", CHILD, str(folder), attack], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.skipif(not os.path.exists("/dev/zero") or sys.platform == "win32",
                    reason="no /dev/zero, no address-space limit")
def test_a_link_to_dev_zero_a_sparse_file_and_a_huge_picture_cost_nothing():
    """In processes of at most 512 MB each: a link to /dev/zero was read until memory
    ran out, a 4 GiB sparse file read whole before its header was looked at, and a valid
    8192x8192 picture read (256 MB, 25 s) and shown where a 4x4 one was asked for."""
    import tempfile
    with tempfile.TemporaryDirectory() as where:
        attacks = ("zero", "sparse", "huge")
        runs = [_child(Path(where) / a, a) for a in attacks]
        for attack, run in zip(attacks, runs, strict=True):
            out, err = run.communicate(timeout=60)
            assert out.split("\n")[-2] == "(4, 4) 2 True", (attack, out, err[-800:])


@pytest.mark.skipif(sys.platform == "win32", reason="no kill -9")
def test_the_temporary_files_of_killed_writers_are_removed_at_the_next_start(folder):
    """Three writers killed (-9) while writing: their temporary files (52 MB in 40 kills)
    stayed for good; the next start removes them and keeps the pictures it reads."""
    runs = [_child(folder, "killed") for _ in range(3)]
    for run in runs:
        line = run.stdout.readline()
        if line != "writing\n":
            run.kill()
            pytest.fail(f"{line!r} {run.communicate()[1][-800:]}")
    for run in runs:
        run.send_signal(signal.SIGKILL)
        run.communicate(timeout=30)
    left = [p for p in folder.iterdir() if p.name.startswith(".")]
    assert len(left) == 3                         # the fixture: one per killed writer
    picture, drawn = _counted()
    picture(4, 4)                                 # the next start
    assert [p.name for p in folder.iterdir() if p.name.startswith(".")] == []
    picture(4, 4)
    assert len(drawn) == 1


def test_pictures_drawn_for_the_first_frame_are_kept_once_it_is_shown(folder):
    """A first start draws ~90 pictures: keeping them waits till its first frame is on
    the screen (App.run), then every one is kept, and later ones as they are drawn."""
    picture, drawn = _counted()
    kept.hold_writes()
    try:
        first = picture(6, 5)
        assert not list(folder.glob("*.art"))
    finally:
        kept.write_held()
    assert len(list(folder.glob("*.art"))) == 1
    picture(5, 6)
    assert len(list(folder.glob("*.art"))) == 2
    assert _same(picture(6, 5), first) and len(drawn) == 2      # read back, not drawn


@pytest.mark.parametrize("given,kept_most", [("40", 40), ("", 512), ("-3", 512),
                                              ("many", 512), (str(1 << 41), 512)])
def test_a_folders_bound_comes_from_the_environment_else_a_players(monkeypatch, given,
                                                                   kept_most):
    """The run's windows started in a process of their own keep the run's bound (a
    window with a player's bound pruned the run's folder); a bound that is no whole
    number in range is a player's."""
    monkeypatch.setenv("LUNA_ART_KEPT", given)
    assert kept.bound("LUNA_ART_KEPT", 512) == kept_most
