"""The priest islands' piece places kept on disk (luna/client/board/slots_kept.py): a
later start reads them back, the same places as laid out; a kept file is hostile (cut,
crafted, a FIFO, a symlink to a device): never trusted, never a crash, laid out anew and
replaced by a good one."""

from __future__ import annotations

import json
import os

import pygame
import pytest

from luna.client.board import island_slots as S
from luna.client.board import slots_kept
from luna.client.board.art import islands, kept

RECT, SCALE = (100, 80, 240, 180), 1.0


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv(kept.ENV, str(tmp_path / "art"))
    S._SLOTS.clear()
    yield tmp_path / "art"
    S._SLOTS.clear()


def _laid(monkeypatch) -> list:
    """Counts the layouts done (not read back)."""
    done = []
    real = S._island_slots

    def counted(*args):
        done.append(args[0])
        return real(*args)
    monkeypatch.setattr(S, "_island_slots", counted)
    return done


def _slots():
    S._SLOTS.clear()
    shore = islands.shore("book", RECT[2], RECT[3])
    return S.island_slots(pygame.Rect(RECT), SCALE, 4, shore)


def test_a_later_start_reads_the_places_back_as_laid_out(folder, monkeypatch):
    done = _laid(monkeypatch)
    first = _slots()
    assert len(done) == 1 and len(list(folder.glob("*.slots"))) == 1
    again = _slots()                               # (a new process: nothing in memory)
    assert len(done) == 1 and again == first
    assert again == S._island_slots(pygame.Rect(RECT), SCALE, 4,
                                    islands.shore("book", RECT[2], RECT[3]))


def _hostile(path, how: str) -> None:
    good = json.loads(path.read_text())
    path.unlink()
    if how == "cut":
        path.write_text(json.dumps(good)[:40])
    elif how == "wrong kind":
        path.write_text(json.dumps({**good, "token": "22"}))
    elif how == "far off":
        path.write_text(json.dumps({**good, "favours": [10 ** 9, 0, 5, 5]}))
    elif how == "too many":
        path.write_text(json.dumps({**good, "figures": [[1, 2]] * 10_000}))
    elif how == "extra field":
        path.write_text(json.dumps({**good, "x": 1}))
    elif how == "not a dict":
        path.write_text("[1, 2, 3]")
    elif how == "fifo":
        os.mkfifo(path)
    elif how == "device":
        path.symlink_to("/dev/zero")


@pytest.mark.parametrize("how", ["cut", "wrong kind", "far off", "too many", "extra field",
                                 "not a dict", "fifo", "device"])
def test_a_hostile_kept_file_is_laid_out_anew_and_replaced(folder, monkeypatch, how):
    first = _slots()
    path = next(folder.glob("*.slots"))
    _hostile(path, how)
    done = _laid(monkeypatch)
    assert _slots() == first and len(done) == 1          # laid out anew, the same
    assert path.is_file() and not path.is_symlink()
    assert slots_kept.read(path, S.IslandSlots) == first  # and a good file in its place


def test_nothing_kept_when_told_off(tmp_path, monkeypatch):
    monkeypatch.setenv(kept.ENV, "off")
    done = _laid(monkeypatch)
    _slots()
    _slots()
    assert len(done) == 2


def _tall(present: int = 1) -> S.IslandSlots:
    S._SLOTS.clear()
    shore = islands.shore("book", RECT[2], RECT[3])
    return S.island_slots(pygame.Rect(RECT), SCALE, 4, shore, present=present,
                          keep=((120, 90, 40, 30),))


@pytest.mark.parametrize("how", ["none", "cut", "far off", "device"])
def test_the_figures_standing_taller_are_read_back_as_laid_out(folder, monkeypatch, how):
    """Where one or two figures stand on an island they stand taller (tall_figures),
    laid out at every start before; kept beside the places, read as hostile."""
    first = _tall()
    assert len(list(folder.glob("*.slots"))) == 2       # the places, and the tall ones
    done = []
    real = S.tall_figures
    monkeypatch.setattr(S, "tall_figures", lambda *a, **k: done.append(1) or real(*a, **k))
    if how != "none":
        for path in folder.glob("*.slots"):
            _hostile(path, how)
    assert _tall() == first
    assert len(done) == (0 if how == "none" else 1)
    assert first.figures != _slots().figures or first.figure_h != _slots().figure_h


def test_a_write_lists_the_folder_once_and_then_only_past_the_cap(folder, monkeypatch):
    """Each write listed the whole folder to count its files (the tests' run folder of
    thousands: 1.2 s of ~110 s of CPU in a sample); the files written are counted, the
    folder listed at the first write and when the count passes KEPT."""
    slots = _slots()                                   # (its own file: the first)
    listed = []
    real = slots_kept.os.scandir

    def counted(path, *a, **k):
        listed.append(path)
        return real(path, *a, **k)
    monkeypatch.setattr(slots_kept.os, "scandir", counted)
    monkeypatch.setattr(slots_kept, "KEPT", 5)
    for k in range(4):
        slots_kept.write(folder / f"{k}.slots", slots)
    assert listed == []
    slots_kept.write(folder / "4.slots", slots)        # past the cap: listed, the oldest go
    assert len(listed) == 1 and len(list(folder.glob("*.slots"))) == 5


def test_the_test_runs_folder_keeps_more_than_a_players_share():
    """The suite's windows lay out thousands of islands (tests/conftest.py): none goes
    from the run's folder to be laid out again."""
    assert slots_kept.KEPT >= 100_000


def test_a_file_another_window_removes_while_listed_is_passed_over(folder, monkeypatch):
    """Two windows share the folder: one pruned a file the other had just listed, and
    the other's prune stopped the game (FileNotFoundError from its age)."""
    monkeypatch.setattr(slots_kept, "KEPT", 2)
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(5):
        (folder / f"{k}.slots").write_text("{}")
    real = os.scandir

    def listed_then_gone(where):
        entries = list(real(where))
        os.unlink(entries[0].path)   # (the other window's prune, after our listing)
        return entries

    monkeypatch.setattr(slots_kept.os, "scandir", listed_then_gone)
    try:
        slots_kept._prune(folder)
    finally:
        monkeypatch.setattr(slots_kept.os, "scandir", real)
    assert len(list(folder.glob("*.slots"))) == 2
