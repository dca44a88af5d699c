"""The largest pictures kept on disk (luna/client/board/art/kept.py): read back pixel for
pixel, drawn anew when the art's code changed, and a kept file read as hostile (a crafted
or cut file is never shown, never crashes, and is replaced by a good one)."""

from __future__ import annotations

import random
import struct

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
    return kept.on_disk(picture), drawn


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
    assert kept.read(path) is not None               # a good file again


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
    """The suite's windows of many sizes draw ~3x the pictures a player's folder keeps:
    the run's folder (tests/conftest.py) drops none of them, so none is drawn twice."""
    picture, drawn = _counted()
    for w in range(1, 163):
        picture(w, 1)
    picture(1, 1)                                  # the first, after 161 others
    assert len(drawn) == 162 and len(list(folder.glob("*.art"))) == 162


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
    app = make_app(tmp_path / "saves", speed="off", size=(1280, 800))
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
