"""A shrine's hover text: whose shrine it is and what it gives (rules 3.3: 4 influence at
the game's end, Favour and Appointment on its island with 1 novice, and it counts as an
active novice for the Moon Priestess there). A fresh player pointed at a shrine (the
small houses on the islands) with a tray open and read nothing; its text said nothing of
the Moon Priestess either."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from positions import blank, isl, novices, play, shrine

from luna import text as i18n
from luna.client import fonts
from luna.client.board.targets import Field, Island, Shrine
from luna.client.game.tooltips import tooltip
from luna.engine.data import SHRINE_POINTS
from luna.engine.scoring import priestess_places
from luna.text import t

PRIESTESS = {"en": "Moon Priestess", "de": "Mondpriesterin", "fr": "Prêtresse de la Lune",
             "nl": "Maanpriesteres"}


def _position():
    """Player 0 to move, with a shrine and two novices on the Herbs island; player 1's
    shrine on the Book island, where the Moon Priestess stands."""
    s = blank(players=4)
    herbs, book = isl(s, "herbs"), isl(s, "book")
    novices(s, herbs, 0, active=2)
    shrine(s, herbs, 0)
    shrine(s, book, 1)
    novices(s, book, 2, active=1)
    s["priestess"] = book
    return s, herbs, book


@pytest.mark.parametrize("code", list(PRIESTESS))
def test_a_shrines_text_says_whose_it_is_and_what_it_gives(code):
    """In every language: its owner, the engine's points for a shrine, the halved cost
    and the Moon Priestess; and the engine counts it so (one shrine, no novice: a count
    of 1 for the Priestess)."""
    s, _, book = _position()
    game = play(s)
    snap = game.snapshot()
    assert (1, 1) in [(p, n) for p, n, _ in priestess_places(game.state)]   # (the engine:
    #                                                    its shrine alone counts 1)
    try:
        i18n.set_language(code)
        words = tooltip(Shrine(book, 1), snap)
        assert words.startswith(t("tip.shrine", name=snap["names"][1], points=SHRINE_POINTS))
        assert snap["names"][1] in words and str(SHRINE_POINTS) in words
        assert PRIESTESS[code] in words, words
        assert words.count("\n") == 1 and all(line.rstrip().endswith(".")
                                              for line in words.split("\n")), words
    finally:
        i18n.set_language("en")


def test_a_shrine_speaks_with_a_tray_open(tmp_path):
    """1024x700, German, 150 %: the tray of the Herbs island open, the pointer on the
    shrine there: its text stands, beside it, inside the window, off the tray and the
    temple's fields."""
    s, herbs, _ = _position()
    person = Person(tmp_path, size=(1024, 700), language="de", text_size=150)
    try:
        from luna.client.opening import open_game
        open_game(person.app, play(s), autosave=False)
        person.wait(0.5)
        scene = person.app.scene
        person.click_on(Island(herbs))
        assert scene.ring is not None, "the tray opened"
        rect = next(r for r, tg in scene.board.hits if tg == Shrine(herbs, 0))
        person.point(rect.center)
        person.wait(0.5)
        assert scene.ring is not None and scene.hover == Shrine(herbs, 0)
        tip = scene.tip_rect
        assert tip is not None, "no text at the shrine"
        assert not tip.colliderect(rect) and not tip.colliderect(scene.ring.rect), tip
        assert person.app.screen.get_rect().contains(tip)
        fields = [r for r, tg in scene.board.hits if isinstance(tg, Field)]
        assert tip.collidelist(fields) < 0, "over the temple's fields"
    finally:
        person.close()
        fonts.set_text_size(100)
        pygame.event.clear()
