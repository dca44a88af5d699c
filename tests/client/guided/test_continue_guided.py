"""Continue after leaving the guided game (fresh12 t27, fresh13 t23: after Menu -> Main
menu in the guided game the title screen's Continue stood greyed; players expect it to
resume what they were doing). With only the guided game saved, Continue wakes, says so
("Continue — Learn to play, step 3") and resumes it at that step; with a normal game
saved too, Continue resumes the one played last. Driven through the menus on the real
loop at normal speed."""

from __future__ import annotations

import os
import time

from luna.client.demo.driver import frames, make_app, menu_button, press_button, wait_frames
from luna.client.learn.guided_table import TutorialTable
from luna.engine import new_game
from luna.saves import autosave_path, save, tutorial_path
from luna.text import t


def _to_title(app) -> None:
    """Menu, then Main menu, as a person leaves a game."""
    press_button(app, app.scene.panel_buttons.buttons["menu"])
    frames(app, 10)
    press_button(app, menu_button(app, "main"))
    frames(app, 10)
    assert type(app.scene).__name__ == "MainMenu", type(app.scene)


def test_continue_resumes_the_guided_game_left_last(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    app.goto("menu")
    frames(app, 3)
    press_button(app, menu_button(app, "tutorial"))           # Learn to play
    frames(app, 10)
    table = app.scene.table
    assert isinstance(table, TutorialTable)
    for _ in range(2):                                        # two steps played on
        wait_frames(app, lambda: table.may_act and not app.scene.blocked, 30)
        while table.note is not None:                         # its note read first
            table.dismiss()
            frames(app, 2)
        assert table.skip()                                   # as "Skip this step" does
        frames(app, 10)
    wait_frames(app, lambda: table.may_act and not app.scene.blocked, 30)
    step = table.step_index
    assert step >= 2
    _to_title(app)
    cont = menu_button(app, "continue")
    assert cont.is_enabled, "Continue greyed after leaving the guided game"
    said = t("menu.continue_tutorial", name=t("menu.tutorial"), step=step + 1)
    assert cont.tool_tip_text == said, cont.tool_tip_text
    press_button(app, cont)
    frames(app, 10)
    again = app.scene.table
    assert isinstance(again, TutorialTable) and again.step_index == step, "not where I was"
    _to_title(app)
    # a normal game saved before the guided game was played: the guided game still
    old = new_game(players=2, seed=3, seats=[{"kind": "human"}, {"kind": "adept", "seed": 4}])
    save(old, autosave_path(tmp_path))
    earlier = os.stat(tutorial_path(tmp_path)).st_mtime - 60
    os.utime(autosave_path(tmp_path), (earlier, earlier))
    app.goto("menu")
    frames(app, 3)
    assert menu_button(app, "continue").tool_tip_text == said
    # ... and one played after it: that one
    later = time.time() + 5
    os.utime(autosave_path(tmp_path), (later, later))
    app.goto("menu")
    frames(app, 3)
    cont = menu_button(app, "continue")
    assert cont.tool_tip_text != said
    press_button(app, cont)
    frames(app, 10)
    assert not isinstance(app.scene.table, TutorialTable)
