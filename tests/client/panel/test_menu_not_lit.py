"""The toolbar at a round's scoring: Undo, Redo and the Hint greyed, the Menu and the
Speed usable. An English fresh player at 1920x1080 read the Menu's lighter ground, alone
among greyed tools, as "selected". A usable tool stands on the greyed ones' ground, told
by its bright picture and rim; the pointer on it lights it. On the real loop."""

from __future__ import annotations

from human import Person
from positions import random_moves

from luna.client import fonts
from luna.client.opening import open_game
from luna.text import t


def _ground(person, name: str) -> tuple:
    b = person.scene.panel_buttons.buttons[name]
    return tuple(person.app.screen.get_at((b.rect.x + 5, b.rect.centery)))[:3]


def test_the_menu_is_not_lit_among_greyed_tools(tmp_path):
    person = Person(tmp_path, size=(1920, 1080), language="en", text_size=100)
    try:
        open_game(person.app, random_moves(4, 3, 35), autosave=False)   # round 1's last
        person.wait(1)
        person.point((10, 10))
        person.press(t("btn.meditate"))
        person.until(lambda: person.scoring_shown, 30, what="the round's scoring")
        person.wait(1.0)
        buttons = person.scene.panel_buttons.buttons
        assert not buttons["undo"].is_enabled and buttons["menu"].is_enabled
        assert _ground(person, "menu") == _ground(person, "undo") == _ground(person, "hint")
        person.point(buttons["menu"].rect.center)            # the pointer lights it
        person.wait(0.5)
        lit = _ground(person, "menu")
        assert sum(lit) > sum(_ground(person, "undo")) + 30, lit
    finally:
        person.close()
        fonts.set_text_size(100)
