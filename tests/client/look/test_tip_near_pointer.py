"""A hover text stands close to the pointer: within REACH of it, or along a side of the
thing pointed at, never past what is in the way nor slid off the thing's corner (issue
21, fresh players: a scoreboard figure's text stood 300 px to the left, beside the whole
panel; an island's novices' 190 px away over the temple). Where one side has no room it
takes the other side of the pointer."""

from __future__ import annotations

import math

import pygame
from positions import random_moves

from luna.client.board.targets import Group, Island, IslandFavours, PanelItem, Shrine
from luna.client.demo.driver import frames, make_app, target_rect
from luna.client.fonts import px
from luna.client.opening import open_game
from luna.client.widgets.overlays import REACH, beside, close


def _from_pointer(r: pygame.Rect, mouse) -> float:
    dx = max(r.left - mouse[0], 0, mouse[0] - r.right + 1)
    dy = max(r.top - mouse[1], 0, mouse[1] - r.bottom + 1)
    return math.hypot(dx, dy)


def test_a_text_by_a_panel_to_avoid_flips_to_the_pointers_other_side():
    """A small thing by a panel that should stay clear: its text stands beside it, over
    the panel's edge at worst, not 300 px off beyond the panel; by the window's right
    edge it takes the thing's left."""
    window = pygame.Rect(0, 0, 1280, 800)
    panel = pygame.Rect(960, 0, 320, 800)
    figure = pygame.Rect(1243, 67, 19, 43)             # the scoreboard's influence
    r = beside((270, 74), figure, figure.center, window, [panel])
    assert window.contains(r) and not r.colliderect(figure)
    assert r.right <= figure.left                      # flipped: the window ends right
    assert _from_pointer(r, figure.center) <= px(REACH), r
    # the old way, past the things in the way, is a widget's (its row of buttons)
    far = beside((270, 74), figure, figure.center, window, [panel], near=False)
    assert far.right <= panel.left


def test_close_is_by_the_pointer_or_along_a_side():
    thing = pygame.Rect(400, 300, 140, 90)
    assert close(pygame.Rect(548, 300, 200, 100), thing, (470, 345))       # its right
    assert not close(pygame.Rect(552, 160, 200, 100), thing, (470, 345))   # off its corner
    assert not close(pygame.Rect(100, 320, 200, 100), thing, (470, 345))  # 100 px off
    assert close(pygame.Rect(100, 320, 200, 100), thing, (310, 340))      # by the pointer


def test_island_texts_stand_by_the_pointer_at_every_edge(tmp_path):
    """Each island (by every edge of the board, the panel's too), its novices, shrines and
    favours, and the scoreboard's figures: the text within REACH of the pointer or along
    a side of the thing (an island's: of it or its name plate, which its text never
    hides), inside the window, over none of it. On the real loop at normal speed, in the
    smallest usual window and the middle one."""
    for size in ((1024, 700), (1280, 800)):
        app = make_app(tmp_path / str(size[0]), speed="normal", size=size)
        try:
            open_game(app, random_moves(3, 2, 30), autosave=False)
            scene = app.scene
            frames(app, 3)
            window = app.screen.get_rect()
            kinds = Island | Group | Shrine | IslandFavours | PanelItem
            seen, bad = set(), []
            for _, tg in list(scene.board.hits):      # each island's, one of a kind
                if not isinstance(tg, kinds) or tg in seen or any(
                        type(o) is type(tg) and getattr(o, "island", -1) == getattr(
                            tg, "island", -1) for o in seen if not isinstance(o, Island)):
                    continue
                seen.add(tg)
                try:
                    at = target_rect(scene, tg).center
                except AssertionError:            # wholly under something drawn later
                    continue
                for pos in ((2, 2), at):
                    pygame.event.post(pygame.event.Event(
                        pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                    frames(app, 1)
                tip, own = scene.tip_rect, scene.board.rect_of(tg)
                if scene.hover != tg or tip is None:
                    continue
                parts = [own, *filter(None, [scene.board.name_plate(tg)])]   # an island
                if not any(close(tip, p, at) for p in parts) \
                        or not window.contains(tip) or tip.collidelist(parts) >= 0:
                    bad.append((size, tg, at, tuple(own), tuple(tip),
                                round(_from_pointer(tip, at))))
            assert len(seen) > 20, seen
            assert not bad, "\n".join(map(str, bad))
        finally:
            pygame.display.quit()
