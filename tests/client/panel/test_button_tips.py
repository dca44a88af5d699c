"""A button's hover text never hides the game's log or its other buttons for long (issue
21, F054: Meditate's text stood over the log, 945-1272 x 545-665, while the
pointer rested on the button). It stands beside the panel, over the board, inside the
window; one that cannot help covering what it should keep clear fades after a few
seconds. The real loop at normal speed, the mouse resting as a hand does."""

import pygame
import pytest
from human import Person

from luna.client.board.layout import MIN_SIZE
from luna.client.opening import open_game
from luna.client.widgets.overlays import COVER_FADE, COVER_STAYS
from luna.client.window import fonts
from luna.engine import new_game


def _meditate(person, size, text_size):
    person.app.settings.text_size = text_size
    person.app.save_settings()
    open_game(person.app, new_game(players=3, seed=5, setup="intro",
                                   seats=[{"kind": "human"}] * 3), autosave=False)
    person.settle()
    act = person.scene.buttons["act"]
    assert act.is_enabled and act.tool_tip_text
    person.point(act.rect.center)
    person.wait(0.7)                                  # past the theme's delay
    tips = person.app.ui.tips
    assert tips and tips[-1].rect is not None
    return act, tips[-1]


@pytest.mark.parametrize("size,text_size", [((1280, 800), 100), (MIN_SIZE, 150),
                                            ((1920, 1080), 125)])
def test_meditates_hover_text_stands_beside_the_panel_over_nothing_of_it(tmp_path, size,
                                                                          text_size):
    person = Person(tmp_path, size=size)
    try:
        act, tip = _meditate(person, size, text_size)
        scene = person.scene
        panel = pygame.Rect(scene.lay.panel)
        r = tip.rect
        assert pygame.Rect(0, 0, *size).contains(r)
        assert not r.colliderect(panel), f"{r} over the panel {panel}"
        assert not r.colliderect(scene.panel.log_rect)
        for b in scene.buttons.values():
            assert not r.colliderect(b.rect), f"{r} over {b.text!r}"
        # it stays while the pointer rests (nothing it should not cover): read at leisure
        person.wait(COVER_STAYS + COVER_FADE + 1)
        assert person.app.ui.tips and person.app.ui.tips[-1].rect is not None
    finally:
        person.close()
        fonts.set_text_size(100)


def test_a_hover_text_that_must_cover_fades_after_a_few_seconds(tmp_path):
    """Where nothing beside the button is clear (here: the screen keeps all of the window
    clear), the text shows, then fades, and comes back when the mouse comes back."""
    person = Person(tmp_path, size=(1280, 800))
    try:
        scene = None
        open_game(person.app, new_game(players=3, seed=5, setup="intro",
                                       seats=[{"kind": "human"}] * 3), autosave=False)
        person.settle()
        scene = person.scene
        scene.tips_keep_clear = lambda: [pygame.Rect(0, 0, 1280, 800)]
        act = scene.buttons["act"]
        person.point(act.rect.center)
        person.wait(0.7)
        tip = person.app.ui.tips[-1]
        assert tip.rect is not None and tip.covers
        person.wait(COVER_STAYS)
        assert tip.rect is not None                   # fading
        person.wait(COVER_FADE + 0.2)
        assert tip.rect is None                       # gone while the pointer rests
        person.point((300, 300))
        person.point(act.rect.center)
        person.wait(0.7)
        assert person.app.ui.tips and person.app.ui.tips[-1].rect is not None
    finally:
        person.close()
