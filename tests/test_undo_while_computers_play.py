"""Look24 (g29 -> g30): Undo clicked while the computers took their turns did nothing.
A computer's turn is mostly its move's show, during which Undo was greyed ("wait"): the
click fell on a dead button. Undo now cuts a computer's show short and takes back the
person's last move with the computers' replies; a computer thinking is forgotten and its
stale answer never lands. Driven through the real frames at normal speed."""

import time

from luna.client.demo.driver import button_named, click, frames, make_app, press_button
from luna.text import t


def test_undo_during_a_computers_move_takes_back_the_persons_move(tmp_path):
    app = make_app(tmp_path, speed="normal")
    press_button(app, button_named(app, t("menu.new")))
    app.scene.seed = 2
    app.scene.kinds = ["human", "adept", "adept"]
    app.scene.resize()
    press_button(app, app.scene.start)
    sc = app.scene
    for _ in range(3000):
        if sc.table.may_act and not sc.blocked:
            break
        frames(app, 1)
    before = list(sc.game.log)
    assert sc.play(sc.legal[0])
    assert sc.blocked and not sc.buttons["undo"].is_enabled     # one's own move: "wait"
    thought = False
    # the computers think on their own thread: waited for by the clock, not by a count
    # of frames (a loaded machine ran 2000 frames before its answer came)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        frames(app, 1)
        thought |= sc.table.thinking_for is not None and not sc.blocked
        if sc.blocked and sc.game.log[-1]["player"] != 0:
            break
        time.sleep(0.002)
    assert thought and sc.blocked, "no computer's move came to be shown"
    undo = sc.buttons["undo"]
    assert undo.is_enabled, "Undo greyed while a computer's move is shown"
    click(app, undo.rect.center)
    frames(app, 2)
    assert sc.game.log == before and sc.table.may_act and not sc.blocked
    assert sc.buttons["redo"].is_enabled
    frames(app, 120)                      # no answer thought for the undone position lands
    assert sc.game.log == before and sc.table.may_act
