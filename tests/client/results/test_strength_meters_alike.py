"""Every computer seat's strength scale in the New game dialog is drawn alike (fresh
players at 1280x800, 125 %, and 1920x1080: one seat's scale wider than the others', its
"Strength 3 of 10" on its card's bottom border)."""

from __future__ import annotations

import pytest

from luna.client.demo.driver import frames, make_app, menu_button, press_button
from luna.text import i18n


@pytest.mark.parametrize("size, language, text_size", [((1280, 800), "fr", 125),
                                                       ((1920, 1080), "en", 100),
                                                       ((1024, 700), "de", 150)])
def test_every_seats_strength_scale_alike_and_inside_its_card(tmp_path, size, language,
                                                               text_size):
    app = make_app(tmp_path, speed="normal", size=size, language=language)
    try:
        app.settings.text_size = text_size
        app.settings.players = 4
        app.save_settings()
        press_button(app, menu_button(app, "new"))
        frames(app, 3)
        dialog = app.scene
        assert dialog.seats == 4
        assert len(dialog.scales) >= 3, dialog.scales
        sizes = {bars.size for bars, _ in dialog.scales.values()}
        assert len(sizes) == 1, sizes
        for p, (bars, words) in dialog.scales.items():
            card = next(dialog.at(*c) for q, c in dialog.cards if q == p)
            assert card.contains(bars) and bars.bottom <= card.bottom - 4, (p, bars, card)
            assert words.centery == bars.centery, (p, words, bars)
    finally:
        app.settings.text_size = 100
        app.settings.players = 2
        app.save_settings()
        i18n.set_language("en")
