"""Continue after leaving the guided game: the guided game keeps its own save and is
resumed by Learn to play only; Continue resumes the last real game, even one left
before the guided game was opened (F201). With only the guided game saved, Continue
stands greyed and its hover text says Learn to play resumes it. Driven through the
menus on the real loop at normal speed."""

from __future__ import annotations

import os

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


def test_continue_resumes_the_real_game_and_learn_to_play_the_guided_one(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
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
    cont = menu_button(app, "continue")                       # only the guided game saved
    assert not cont.is_enabled, "Continue opens the guided game"
    assert cont.tool_tip_text == t("menu.no_autosave_guided", name=t("menu.tutorial"))
    press_button(app, menu_button(app, "tutorial"))           # Learn to play: where it was
    frames(app, 10)
    again = app.scene.table
    assert isinstance(again, TutorialTable) and again.step_index == step, "not where I was"
    _to_title(app)
    # a hot-seat game in progress, left before the guided game was played: Continue's
    old = new_game(players=2, seed=3, seats=[{"kind": "human"}] * 2)
    old.apply(old.legal()[0])
    save(old, autosave_path(tmp_path))
    earlier = os.stat(tutorial_path(tmp_path)).st_mtime - 60
    os.utime(autosave_path(tmp_path), (earlier, earlier))
    app.goto("menu")
    frames(app, 3)
    cont = menu_button(app, "continue")
    assert cont.is_enabled and t("menu.tutorial") not in cont.tool_tip_text, \
        cont.tool_tip_text
    press_button(app, cont)
    frames(app, 10)
    assert not isinstance(app.scene.table, TutorialTable)
    assert app.scene.game.log == old.log, "Continue opened another game"
