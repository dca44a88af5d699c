"""Look24 (g29 -> g30): Undo clicked while the computers took their turns did nothing.
A computer's turn is mostly its move's show, during which Undo was greyed ("wait"): the
click fell on a dead button. Undo now cuts a computer's show short and takes back the
person's last move with the computers' replies; a computer thinking is forgotten and its
stale answer never lands. Driven through the real frames at normal speed."""


from test_ui_flow import new_table, until_shown

from luna.client.demo.driver import click, frames


def test_undo_during_a_computers_move_takes_back_the_persons_move(tmp_path):
    app, sc = new_table(tmp_path, ["human", "adept", "adept"])
    before = list(sc.game.log)
    assert sc.play(sc.legal[0])
    assert sc.blocked and not sc.buttons["undo"].is_enabled     # one's own move: "wait"
    thought = False

    def shown() -> bool:
        nonlocal thought
        thought |= sc.table.thinking_for is not None and not sc.blocked
        return sc.blocked and sc.game.log[-1]["player"] != 0
    until_shown(app, shown)
    assert thought and sc.blocked, "no computer's move came to be shown"
    undo = sc.buttons["undo"]
    assert undo.is_enabled, "Undo greyed while a computer's move is shown"
    click(app, undo.rect.center)
    frames(app, 2)
    assert sc.game.log == before and sc.table.may_act and not sc.blocked
    assert sc.buttons["redo"].is_enabled
    frames(app, 120)                      # no answer thought for the undone position lands
    assert sc.game.log == before and sc.table.may_act
