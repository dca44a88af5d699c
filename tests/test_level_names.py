"""The weakest computer level is not named after the game's pieces (fresh players read
"Computer: Novice" / "Novize" as the novices): it is the Beginner, Anfänger, Débutant in
every text a player reads; its id in saves stays `novice`, so a saved game against it
still opens and says whom it is against. Driven through the real loop at normal speed."""

from __future__ import annotations

import re

import pytest

from luna.client.demo.driver import click, frames, make_app, menu_button, press_button
from luna.engine import new_game
from luna.saves import autosave_path, save
from luna.text import TABLES, i18n, t

NAMES = {"en": "Beginner", "de": "Anfänger", "nl": "Beginner", "fr": "Débutant"}
PIECES = {"en": r"\bnovices?\b", "de": r"\bnovizen?\b", "nl": r"\bnovices?\b",
          "fr": r"\bnovices?\b"}
LEVEL_KEYS = ("level.novice", "seat.novice", "lan.kind.novice", "seat.tip")


@pytest.mark.parametrize("lang", list(NAMES))
def test_the_level_has_its_own_word_and_the_word_no_other_meaning(lang):
    table = TABLES[lang]
    for key in LEVEL_KEYS:
        assert NAMES[lang] in table[key], (lang, key, table[key])
        assert not re.search(PIECES[lang], table[key], re.I), (lang, key, table[key])
    elsewhere = [k for k, s in table.items() if NAMES[lang].lower() in s.lower()
                 and k not in LEVEL_KEYS]
    assert not elsewhere, (lang, elsewhere)


def test_the_new_game_seats_and_a_saved_game_name_the_beginner(tmp_path):
    save(new_game(players=2, seed=3, seats=[{"kind": "human"},
                                            {"kind": "novice", "seed": 4}]),
         autosave_path(tmp_path))
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    try:
        cont = menu_button(app, "continue")      # the save names its level by its old id
        assert cont.is_enabled and "Anfänger" in cont.tool_tip_text, cont.tool_tip_text
        assert "Novize" not in cont.tool_tip_text
        press_button(app, menu_button(app, "new"))
        frames(app, 10)
        _, _, kind = app.scene.rows[1]
        click(app, kind.rect.center)               # seat 2's kind, opened as a hand does
        frames(app, 10)
        sel = kind.current_state.options_selection_list
        shown = [it["text"] for it in sel.item_list]
        assert "Computer: Anfänger" in shown and not [s for s in shown if "Novize" in s]
        entry = next(it["button_element"] for it in sel.item_list
                     if it["text"] == "Computer: Anfänger")
        click(app, entry.rect.center)
        frames(app, 5)
        click(app, app.scene.start.rect.center)
        frames(app, 5)
        assert type(app.scene).__name__ == "GameScene"
        assert app.scene.game.header["seats"][1]["kind"] == "novice"   # the id stays
    finally:
        i18n.set_language("en")
    assert t("level.novice") == "Beginner"
