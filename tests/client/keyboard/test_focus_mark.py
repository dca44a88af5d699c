"""The keyboard's focus on a piece on the board reads at a glance (fresh players 101,
German 1024x700 at 150 %: "a faint pale circle around the piece on the Buch island",
and 102, French 1280x800 at 125 %: "my novice on Livre gets only a thin cyan outline"):
a clear line of the focus's blue all round the group and its count, as strong as the
tray's, its count still read as drawn. Through the real loop at normal speed, Tab by Tab."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from test_direct_play_keys import press, tab_to, two_at_a_table

from luna.client.board.targets import Group
from luna.client.game.keys import FOCUS


def _blue(c) -> bool:
    return sum(abs(a - b) for a, b in zip(c[:3], FOCUS, strict=True)) < 40


def _side_lit(screen, rect, side: str, reach: int) -> float:
    """The share of a side of `rect` with a pixel of the focus's blue just outside it."""
    if side in ("top", "bottom"):
        ys = range(rect.top - reach, rect.top) if side == "top" else \
            range(rect.bottom, rect.bottom + reach)
        spots = [any(_blue(screen.get_at((x, y))) for y in ys)
                 for x in range(rect.left + 4, rect.right - 4)]
    else:
        xs = range(rect.left - reach, rect.left) if side == "left" else \
            range(rect.right, rect.right + reach)
        spots = [any(_blue(screen.get_at((x, y))) for x in xs)
                 for y in range(rect.top + 4, rect.bottom - 4)]
    return sum(spots) / len(spots)


@pytest.mark.parametrize("size,lang,text_size", [((1024, 700), "de", 150),
                                                  ((1280, 800), "fr", 125)], ids=str)
def test_the_keyboards_focus_rings_a_group_clearly(tmp_path, size, lang, text_size):
    person = Person(tmp_path, size=size, language=lang, text_size=text_size)
    person.keys = 0
    try:
        scene = two_at_a_table(person)
        screen = person.app.screen
        press(person, pygame.K_TAB)
        tab_to(person, lambda f: isinstance(f, Group))
        group = scene.keys.focus
        disc = scene.board.count_discs[group]
        face = [(x, y) for x in range(disc.left, disc.right)          # its count's face,
                for y in range(disc.top, disc.bottom)                 # inside its rim
                if (x - disc.centerx) ** 2 + (y - disc.centery) ** 2 < (disc.w * 0.3) ** 2]
        for _ in range(30):                              # half a second, frame by frame
            person.wait(1 / 60)
            rect = scene.board.rect_of(group)
            lit = {side: _side_lit(screen, rect, side, 12)
                   for side in ("top", "bottom", "left", "right")}
            assert min(lit.values()) > 0.8, lit          # a line all round it
        focused = [screen.get_at(p) for p in face]
        person.click((scene.lay.board[0] + 5, scene.lay.board[1] + 5))   # the mouse: gone
        person.wait(0.2)
        assert not scene.keys.shown
        plain = [screen.get_at(p) for p in face]
        assert focused == plain                          # its count as drawn, uncovered
    finally:
        person.close()
