"""At human pace: with "Reasons in the log" switched on in the Settings, each computer
move in the game log is followed by the reason the computer itself gave (sent by the
worker with the move); switched off, the log has no reasons."""

from __future__ import annotations

import json

import pytest
from human import Person

from luna.client.opening import open_game
from luna.client.window.settings import settings_path
from luna.engine import new_game
from luna.text import t
from luna.text.reason_words import reason_text


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path, speed="fast")
    yield p
    p.close()


def _why_lines(person):
    prefix = t("log.why", why="")
    return [line for line in person.log() if line.strip().startswith(prefix.strip())]


def _play_against_adepts(person, autosave=False):
    g = new_game(players=3, seed=4, setup="intro",
                 seats=[{"kind": "human"}, {"kind": "adept", "seed": 1},
                        {"kind": "adept", "seed": 2}])
    assert g.to_move == 1                     # the computers open the round
    open_game(person.app, g, autosave=autosave)
    scene = person.scene
    person.until(lambda: len(scene.game.log) >= 2 and scene.table.may_act,
                 what="both computers moved")
    person.settle()
    return scene


def test_reasons_switched_on_in_the_settings_follow_each_computer_move(person, tmp_path):
    person.press(t("menu.settings"))
    dialog = person.scene
    assert not person.app.settings.reasons          # its switch off, then clicked on
    person.click(dialog.reasons.rect.center)
    person.wait(0.3)
    assert person.app.settings.reasons
    assert json.loads(settings_path(tmp_path).read_text())["reasons"] is True
    person.press(t("new.back"))
    scene = _play_against_adepts(person)
    why = _why_lines(person)
    computer_moves = len(scene.game.log)
    assert len(why) == computer_moves >= 2
    # the very reason the worker sent with each move, in words
    assert set(scene.table.reasons) == set(range(len(scene.game.log)))
    for reason in scene.table.reasons.values():
        said = reason_text(reason, scene.snap)
        assert said and any(said in line for line in why)
    log = person.log()
    k = log.index(why[0].rstrip()) if why[0].rstrip() in log else log.index(why[0])
    assert k > 0 and not log[k - 1].startswith(" ")      # right after the move's line


def test_reasons_switched_off_leave_the_log_without_them(person):
    assert person.app.settings.reasons is False
    scene = _play_against_adepts(person)
    assert len(scene.game.log) >= 2
    assert scene.table.reasons                        # the moves came with reasons ...
    assert _why_lines(person) == []                   # ... but the log keeps them silent


def test_a_game_resumed_with_continue_shows_the_reasons_it_showed(tmp_path):
    """The reasons come from the computers' thinking, not the replay: the save keeps
    them beside the log, and Continue shows the same why lines as before."""
    person = Person(tmp_path, speed="fast")
    try:
        person.app.settings.reasons = True
        _play_against_adepts(person, autosave=True)
        before = _why_lines(person)
        assert len(before) >= 2
    finally:
        person.close()
    person = Person(tmp_path, speed="fast")
    try:
        person.app.settings.reasons = True
        person.press(t("menu.continue"))
        person.settle()
        assert len(person.scene.game.log) >= 2
        assert _why_lines(person) == before
    finally:
        person.close()
