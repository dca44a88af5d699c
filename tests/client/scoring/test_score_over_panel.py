"""A score's gain flies from where it was made to its player's score in the side panel and
lands there as the score counts. An English fresh player at 1920x1080 saw the "+1" cut at
the panel's edge: it was drawn with the board's animations, under the panel. On the real
loop at normal speed: as it lands, the number shows on the window over its player's score
(the window drawn again without it differs there)."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from test_direct_play_show import scene_tile
from test_overlay_order import _blot, consecrating

from luna.client.board.targets import PanelItem


@pytest.mark.parametrize("size,calm", [((1024, 700), False), ((1920, 1080), False),
                                       ((1280, 800), True)], ids=str)
def test_a_landing_score_shows_over_the_panel(tmp_path, size, calm):
    """(`calm`: reduced motion, the number stands at the score all its time.)"""
    person = Person(tmp_path, size=size)
    try:
        person.app.settings.reduced_motion = calm
        scene = consecrating(person)
        person.act(scene_tile(6), "consecrate")
        rise = next(a for a in scene.anims if ("influence", 0) in a.hides)
        while not (rise.tween.started and rise.tween.value >= (0.1 if calm else 0.8)):
            person.wait(1 / 60)
            assert not rise.tween.done, "the score's flight ended unseen"
        score = next(r for r, tg in scene.board.hits if tg == PanelItem(0, "influence"))
        panel = pygame.Rect(scene.lay.panel)
        spot = _blot(rise.paint, rise.tween.value, size)
        assert spot is not None and panel.contains(spot.clip(panel)) \
            and spot.colliderect(score), (spot, score)
        shown = person.app.screen.copy()
        paint, rise.paint = rise.paint, None            # the same window without it
        person.app.draw()
        rise.paint = paint
        plain = person.app.screen
        inside = spot.clip(panel)
        differ = sum(1 for x in range(inside.left, inside.right)
                     for y in range(inside.top, inside.bottom)
                     if sum(abs(a - b) for a, b in zip(shown.get_at((x, y))[:3],
                                                        plain.get_at((x, y))[:3],
                                                        strict=True)) > 60)
        assert differ >= 0.15 * inside.w * inside.h, \
            f"the landing score shows in {differ} of {inside.w * inside.h} px over the panel"
    finally:
        person.close()
