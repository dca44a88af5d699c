"""The right-click menu (the text fallback of a tray) says each option once, in plain
words: an option with the novice favour and bribery says both in one pair of brackets
(fresh players read "… tile 11 (novice favour stands in) (bribery)" as double brackets),
and the novice favour's chip stands right after the words of the option it plays too,
never alone at the plate's far edge (a German fresh player at 1024x700, 150 %: "a stray
favour chip"). Through the real loop, frame by frame, at the three looks."""

from __future__ import annotations

import re

import pytest
from human import Person
from positions import random_moves

from luna.client.board.targets import Island
from luna.client.opening import open_game
from luna.client.widgets.overlays import TIP_SIZE
from luna.client.window.fonts import font
from luna.text import i18n, t
from luna.text.moves import move_text, option_text

LOOKS = (((1024, 700), "de", 150), ((1280, 800), "fr", 125), ((1920, 1080), "en", 100))
TWICE = re.compile(r"\)\s*\(|\(\(|\)\)")


def test_a_commands_extras_stand_in_one_pair_of_brackets_in_every_language():
    game = random_moves(3, 5, 20)
    snap = game.snapshot()
    both = next(c for c in game.legal() if c["type"] == "appoint" and c.get("bribe")
                and c.get("novice_token"))
    try:
        for code in i18n.LANGUAGE_NAMES:
            i18n.set_language(code)
            for said in (option_text(both, snap), move_text(both, snap)):
                assert not TWICE.search(said), (code, said)
                assert said.count("(") == 1 and said.endswith(")"), (code, said)
                token = t("opt.with_token").strip()[1:-1]
                bribe = t("opt.with_bribe").strip()[1:-1]
                assert token in said and bribe in said, (code, said)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size, lang, text_size", LOOKS)
def test_the_menus_chip_follows_its_options_words(tmp_path, size, lang, text_size):
    person = Person(tmp_path, size=size, language=lang, text_size=text_size, menu=False)
    try:
        open_game(person.app, random_moves(3, 5, 20), autosave=False)
        person.wait(1.0)
        scene = person.app.scene
        chips = 0
        for isl in (6, 2):
            rect = next(r for r, tg in scene.board.hits if tg == Island(isl))
            person.click(rect.center, button=3)
            assert scene.menu
            menu = scene.context
            f = font(TIP_SIZE)
            for k, e in enumerate(menu.buttons):
                assert not TWICE.search(e.text), e.text
                if not e.chip:
                    continue
                chips += 1
                owner = menu.buttons[k - 1]
                words = owner.lines[-1][0]
                ends = owner.rect.x + menu._look[0] + menu._look[1] + f.size(words)[0]
                assert 0 <= e.rect.left - ends <= 2 * menu._look[1] + 1, (e.rect, ends)
                assert owner.rect.contains(e.rect), (e.rect, owner.rect)
                assert not any(other.rect.colliderect(e.rect) for other in menu.buttons
                               if other is not owner and other is not e)
                assert menu.entry_at(e.rect.center) is e       # (it, not its entry)
            person.key(27)
            assert not scene.menu
        assert chips >= 2
    finally:
        person.close()
