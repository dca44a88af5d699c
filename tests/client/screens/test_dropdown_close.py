"""A drop-down closes when its chosen entry is clicked again (issue 21: a fresh
player opened seat 2's kind, clicked the entry already chosen, the list stayed open over
the dialog's foot, and the next click, meant for Start, chose "Computer: Sage"). Played
through the real loop at normal speed with real clicks, as the player did."""

from luna.client.demo.driver import click, frames, make_app, menu_button, press_button
from luna.text import t


def _entry(dd, words):
    sel = dd.current_state.options_selection_list
    return next(it["button_element"] for it in sel.item_list if it["text"] == words)


def test_a_click_on_the_chosen_entry_closes_the_list_and_start_starts(tmp_path):
    app = make_app(tmp_path, speed="normal")
    press_button(app, menu_button(app, "new"))
    dialog = app.scene
    _, _, kind = dialog.rows[1]
    chosen = kind.selected_option[0]
    click(app, kind.rect.center)                       # open seat 2's kind
    frames(app, 3)
    assert kind.is_open
    entry = _entry(kind, chosen)
    click(app, entry.rect.center)                      # the entry already chosen
    frames(app, 3)
    assert not kind.is_open, "the list stayed open after a click on its chosen entry"
    assert kind.selected_option[0] == chosen
    # the next click, meant for Start, starts the game with seat 2 as it was
    start = dialog.start
    click(app, start.rect.center)
    frames(app, 3)
    assert app.scene is not dialog and type(app.scene).__name__ == "GameScene"
    seats = app.scene.game.header["seats"]
    assert dialog.kind_word(seats[1]['kind']) == chosen


def test_choosing_another_entry_still_chooses_it(tmp_path):
    app = make_app(tmp_path, speed="normal")
    press_button(app, menu_button(app, "new"))
    _, _, kind = app.scene.rows[1]
    click(app, kind.rect.center)
    frames(app, 3)
    other = t("seat.human")
    click(app, _entry(kind, other).rect.center)
    frames(app, 3)
    assert not kind.is_open and kind.selected_option[0] == other
