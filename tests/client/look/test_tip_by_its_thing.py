"""A widget's hover text stands by its thing: a fresh player (German, 1024x700, 150 %)
hovered Spieler 1's blue chip in the New game dialog and read "Blau" under Spieler 3's
row, 200 px away (it had hopped past two rows of chips rather than stand over a bit of
the next). The real loop at normal speed, the mouse resting on the chip."""

from __future__ import annotations

import pytest
from human import Person

from luna.client.fonts import px
from luna.text import i18n, t


def gap(a, b) -> int:
    return max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom, 0)


@pytest.mark.parametrize("size,language,text", [((1024, 700), "de", 150),
                                                ((1280, 800), "en", 100)])
def test_a_colour_chips_hover_text_stands_by_the_chip(tmp_path, size, language, text):
    person = Person(tmp_path, size=size, language=language)
    try:
        person.app.settings.text_size = text
        person.app.restyle()
        person.press(t("menu.new"))
        dialog = person.scene
        person.press("3")
        for p in range(3):
            chips = dialog.rows[p][1]
            blue = next(b for b, c in chips.items() if c == "blue")
            person.point((5, 5))
            person.point(blue.rect.center)
            person.wait(0.7)
            tip = person.app.ui.tips[-1]
            assert tip.rect is not None and tip.words == t("colour.blue")
            assert not tip.rect.colliderect(blue.rect)
            assert gap(tip.rect, blue.rect) <= px(24), (p, tip.rect, blue.rect)
    finally:
        person.close()
        i18n.set_language("en")
