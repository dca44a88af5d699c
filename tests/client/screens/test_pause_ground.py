"""The in-game menu over a game (fresh players 101, German 1024x700 at 150 %, and 103,
English 1920x1080): under it the island names and the log's lines stood sharp and pale
over the darkened board ("the dim layer lets things show through"), and "Main menu" was
plain words among framed buttons. The whole game under the menu is one dim, soft
picture: no name plate nor log line stands out of it; every choice is a framed button.
Through the real loop at normal speed, the menu opened with Esc. Its keys: Enter presses
the button in focus (Resume, till Tab or an arrow moves it on), Esc closes it."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from test_ring_form import midgame

from luna.client.board.targets import Island, LogLine
from luna.client.opening import open_game
from luna.text import t


def _light(c) -> float:
    return 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]


def _spread(screen, rect) -> float:
    """How far the lightest pixel in `rect` stands above the darkest."""
    seen = [_light(screen.get_at((x, y))) for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)]
    return max(seen) - min(seen)


@pytest.mark.parametrize("size,lang,text_size", [((1024, 700), "de", 150),
                                                  ((1920, 1080), "en", 100)], ids=str)
def test_the_game_under_the_menu_is_dimmed_alike(tmp_path, size, lang, text_size):
    person = Person(tmp_path, size=size, language=lang, text_size=text_size)
    try:
        open_game(person.app, midgame(7, 20), autosave=False)
        person.settle()
        game = person.scene
        plates = [r for r in (game.board.name_plate(Island(i)) for i in range(7)) if r]
        lines = [r for r, tg in game.board.hits if isinstance(tg, LogLine)]
        assert len(plates) == 7 and lines
        screen = person.app.screen
        sharp = max(_spread(screen, r) for r in plates + lines)
        person.key(pygame.K_ESCAPE)                          # the in-game menu
        menu = person.scene
        assert menu is not game
        card = menu.card
        for _ in range(20):                                  # frame by frame
            person.wait(1 / 60)
            seen = [(r, _spread(screen, r)) for r in plates + lines
                    if not r.colliderect(card)]
            assert seen
            loud = [(r, round(s)) for r, s in seen if s > sharp / 3]
            assert not loud, f"standing out of the dimmed game ({sharp:.0f} unveiled): {loud}"
        main = person.button(t("menu.main"))
        assert main.object_ids[-1] == "#menu_button"          # framed, as the others
        down = [_light(screen.get_at((main.rect.centerx, y)))       # from its top edge
                for y in range(main.rect.top, main.rect.top + 9)]  # to inside it
        inside = _light(screen.get_at((main.rect.centerx, main.rect.top + 9)))
        assert max(down) > inside + 60, (down, inside)              # a rim drawn
        person.press(t("menu.resume"))
        assert person.scene is game
    finally:
        person.close()


def test_enter_presses_the_button_in_focus_resume_first(tmp_path):
    person = Person(tmp_path)
    try:
        open_game(person.app, midgame(7, 4), autosave=False)
        person.settle()
        game = person.scene
        told = len(game.game.log)
        person.key(pygame.K_ESCAPE)
        assert person.scene is not game                      # the menu
        person.key(pygame.K_RETURN)                          # Resume, in focus at first
        assert person.scene is game and len(game.game.log) == told
        person.key(pygame.K_ESCAPE)
        menu = person.scene
        person.key(pygame.K_ESCAPE)                          # Esc: closed
        assert person.scene is game
        person.key(pygame.K_ESCAPE)
        menu = person.scene
        assert menu.focus == 0                               # Resume again, each time
        person.key(pygame.K_TAB)                             # on to Save
        person.key(pygame.K_RETURN)
        assert person.scene is not menu and person.scene is not game, "Save not pressed"
    finally:
        person.close()
