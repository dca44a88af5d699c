"""The tray's words and cost chips are readable (fresh players at 1280x800 in French at
125 % and at 1920x1080 in English rated the looks 7: "the tray's cost chips are cramped,
its labels ~11 px"). Every tray opened by a click through the real loop, frame by frame at
normal speed: its words 13 px at least at 1280x800, 125 % (15 at 1920x1080), each drawn
whole inside its tile with its margin, the tray no higher than before; a cost's or a
gain's number and novice stand with air round them on their pill."""

from __future__ import annotations

import pygame
import pytest
from test_tray_steady_look import _each_tray, _person

from luna.client import fonts
from luna.client.board import action_art
from luna.client.board.action_art import COST_FILL, GAIN_FILL, cost_badge, gain_badge, pill_air
from luna.client.game.tray_grid import CONDENSE
from luna.text import t

LEAST = {(1280, 800): 13, (1920, 1080): 15}
TALLEST = {(1280, 800): 330, (1920, 1080): 380}     # px: the ten slots' glass (318, 364)


@pytest.mark.parametrize("size, lang, text_size", [((1280, 800), "fr", 125),
                                                   ((1920, 1080), "en", 100)])
def test_every_trays_words_are_large_and_whole_in_their_tiles(tmp_path, size, lang,
                                                               text_size):
    person = _person(tmp_path, size, lang, text_size)
    try:
        scene, trays = person.app.scene, 0
        for i in _each_tray(person):
            ring = scene.ring
            assert fonts.px(ring.word_size) >= LEAST[size], (i, fonts.px(ring.word_size))
            assert ring.rect.h <= TALLEST[size], (i, ring.rect)   # (it grows over nothing)
            assert not ring.rect.colliderect(pygame.Rect(scene.lay.board)), i
            for card, act in zip(ring.cards, ring.actions, strict=True):
                row = ring.word_slot(card)
                drawn = ring.word(act.kind, row.w)
                assert drawn.get_width() <= card.w - 2 * ring.inset, (act.kind, card)
                whole = fonts.text(t(f"ring.{act.kind}"), ring.word_size, bold=True,
                                   shadow=False).get_width()
                assert drawn.get_width() >= whole * CONDENSE - 1, act.kind   # (never cut)
                assert drawn.get_height() >= fonts.px(ring.word_size), act.kind
            trays += 1
        assert trays >= 2
    finally:
        person.close()


def _inked(badge: pygame.Surface, fill, y: int, x0: int, x1: int) -> bool:
    """Whether row `y` of the pill holds anything but its fill between x0 and x1."""
    return any(max(abs(a - b) for a, b in zip(badge.get_at((x, y))[:3], fill, strict=True))
               > 24 for x in range(x0, x1))


@pytest.mark.parametrize("h, size", [(20, 15), (23, 17), (16, 11)])
def test_a_cost_chip_has_air_round_its_number_and_novice(h, size):
    """Over and under what a chip says (its number, its novice), `pill_air` rows of its
    fill only, inside its rim; between the number and the novice a gap; the novice never
    as tall as the pill (fresh players: it touched the rim and the number)."""
    pygame.init()
    air = pill_air(h)
    assert air >= 3
    for badge, fill in ((cost_badge(2, (), "yellow", h, size), COST_FILL),
                        (gain_badge(1, "novice", "red", h, size), GAIN_FILL),
                        (cost_badge(1, ("herbs",), "blue", h, size), COST_FILL)):
        w = badge.get_width()
        for y in [*range(1, air), *range(h - air, h - 1)]:
            assert not _inked(badge, fill, y, h // 2, w - h // 2), (h, y, w)
        cols = [x for x in range(w) if any(
            max(abs(a - b) for a, b in zip(badge.get_at((x, y))[:3], fill, strict=True)) > 24
            for y in range(h // 2 - 2, h // 2 + 3))]        # (its middle rows: the rim
        inner = [x for x in cols if 2 <= x < w - 2]     # there at its ends alone)
        assert min(inner) >= 2 * air - 1 and max(inner) <= w - 2 * air, (h, inner, w)
    assert action_art._roomy(pygame.Surface((10, h)), h).get_height() == h - 2 * air
