"""The panel's buttons at the start of a game (issue 21: a fresh player found
Undo, Hint and Meditate greyed on their first turn of round 1, with no hover text): in a
random-setup three-player game against two computers, driven by the real loop at normal
speed, the buttons are enabled as soon as the person may act, and a greyed button always
says why when pointed at (pygame-gui shows no hover text for a disabled button)."""

from __future__ import annotations

import time

import pytest
from test_layout_hover import _move

from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game
from luna.seats import LEVELS
from luna.text import t

NAMES = ("undo", "hint", "act")
WATCH = 10          # the frames a loop reads the buttons' state on: one in WATCH drawn


def _frame(app, k: int) -> None:
    """Frame k of a wait that reads the buttons' state (set by the screen's update, not
    its drawing): its events and updates, drawn one in WATCH."""
    app.frame(1 / 60, drawn=k % WATCH == 0)


@pytest.mark.long
def test_greyed_buttons_say_why_and_wake_when_you_may_act(tmp_path):
    game = new_game(players=3, seed=3, setup="random",       # seat 0 starts round 1
                    seats=[{"kind": "human"}, {"kind": LEVELS[0], "seed": 1},
                           {"kind": LEVELS[0], "seed": 2}])
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, game, autosave=False)
    scene = app.scene
    buttons = scene.panel_buttons.buttons
    usual = {"undo": "Ctrl+Z", "hint": t("hint.tip")}
    pointed = False
    for k in range(60 * 40):
        _frame(app, k)
        if scene.table.thinking_for is not None:   # a computer thinks in a thread: the
            time.sleep(0.005)                        # frames wait as a 60 Hz screen would
        for name in NAMES:
            b = buttons[name]
            if not b.is_enabled:
                assert b.tool_tip_text and b.tool_tip_text != usual.get(name), \
                    f"frame {k}: {name} is greyed and does not say why"
        if not pointed and not buttons["act"].is_enabled and scene.table.may_act \
                and not scene.blocked:
            # pointing at the greyed Meditate shows why, in the window's hover box
            _move(app, buttons["act"].rect.center)
            frames(app, 40)
            tips = app.ui.tips
            assert tips and tips[-1].words == buttons["act"].tool_tip_text
            _move(app, (2, 2))
            pointed = True
        if game.state.phase == "actions" and scene.table.may_act:
            break
        if scene.table.may_act and not scene.blocked and k % 20 == 0:
            scene.play(scene.legal[0])                   # the setup: the first choice
    assert pointed, "the greyed Meditate was never pointed at"
    assert game.state.phase == "actions" and game.to_move == 0
    waited = 0
    while scene.blocked and waited < 60 * 8:            # the round's start is shown
        _frame(app, waited)
        waited += 1
    frames(app, 2)
    assert not scene.blocked, "round 1 never lets the person act"
    for name in NAMES:
        assert buttons[name].is_enabled, f"{name} greyed on the first turn of round 1: " \
                                         f"{buttons[name].tool_tip_text!r}"


def test_a_greyed_buttons_reason_shown_under_the_pointer_follows_the_button(tmp_path):
    """A fresh player's pointer rested on the greyed Meditate while the moves were shown:
    'Wait a moment' stayed up after their turn had come and the button woke."""
    game = new_game(players=3, seed=3, setup="random",
                    seats=[{"kind": "human"}, {"kind": LEVELS[0], "seed": 1},
                           {"kind": LEVELS[0], "seed": 2}])
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, game, autosave=False)
    scene = app.scene
    act = scene.panel_buttons.buttons["act"]
    for k in range(60 * 40):                            # to the first greyed Meditate
        _frame(app, k)
        if not act.is_enabled and scene.blocked:
            break
        if scene.table.may_act and not scene.blocked:
            scene.play(scene.legal[0])
    assert not act.is_enabled and scene.blocked
    _move(app, act.rect.center)
    frames(app, 40)
    assert app.ui.tips and app.ui.tips[-1].words == t("why.wait")
    waited = 0
    while scene.blocked and waited < 60 * 10:           # the moves shown, the pointer resting
        _frame(app, waited)
        waited += 1
    frames(app, 3)
    assert app.ui.tips, "the hover text went"
    assert app.ui.tips[-1].words == act.tool_tip_text != t("why.wait")
