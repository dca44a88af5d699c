"""The hover texts' sweep: a hover text stands beside what it describes, never over it
(issue 21, look6: the Book island's text covered its own novices, a panel button's its
button): every thing on the board and in the panel, and the panel's buttons, at the
three window sizes and the smallest, each in another language and text size, on the
real loop at normal speed. The text stays inside the window."""

from __future__ import annotations

import pygame
import pytest
from positions import random_moves

from luna.client import fonts
from luna.client.board.layout import MIN_SIZE
from luna.client.demo.driver import frames, make_app, target_rect
from luna.client.opening import open_game
from luna.client.widgets.overlays import beside, headed, tip_box
from luna.client.widgets.palette import GOLD

# each window size in another language and text size (the smallest in English at 100 %,
# as a first start; the tightest, 1024x700, in German at 150 %)
LOOKS = [(MIN_SIZE, "en", 100), ((1024, 700), "de", 150), ((1280, 800), "fr", 125),
         ((1920, 1080), "nl", 150)]




def _move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)


@pytest.mark.long
@pytest.mark.parametrize("size,code,text_size", LOOKS,
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v))
def test_a_hover_text_never_covers_the_thing_it_describes(tmp_path, size, code, text_size):
    app = make_app(tmp_path, speed="normal", size=size, language=code, text_size=text_size)
    open_game(app, random_moves(4, 3, 70), autosave=False)
    frames(app, 30)
    scene = app.scene
    window = pygame.Rect(0, 0, *app.size)
    seen, bad = 0, []
    targets = list(dict.fromkeys(tg for _, tg in scene.board.hits))
    for target in targets:
        try:
            point = target_rect(scene, target).center
        except AssertionError:                # wholly under something drawn later
            continue
        _move(app, (2, 2))                    # off everything: no text stays
        _move(app, point)
        if scene.hover != target or scene.tip_rect is None:
            continue
        seen += 1
        own = scene.board.rect_of(target)
        tip = scene.tip_rect
        if tip.colliderect(own):
            bad.append(f"{target}: its text {tip} covers it {own}")
        if not window.contains(tip):
            bad.append(f"{target}: its text {tip} leaves the window")
    assert seen >= 40, f"only {seen} hover texts seen"
    # the panel's buttons: their hover text beside them, on no other button if it can
    for name, button in scene.buttons.items():
        if not button.visible or not button.is_enabled or not button.tool_tip_text:
            continue
        _move(app, (2, 2))
        _move(app, button.rect.center)
        frames(app, 40)                       # past the theme's delay
        tips = app.ui.tips
        assert tips and tips[-1].rect is not None, name
        r = tips[-1].rect
        if r.colliderect(button.rect) or not window.contains(r):
            bad.append(f"the {name} button's text {r} covers it or leaves the window")
        others = [b.rect for n, b in scene.buttons.items() if n != name and b.visible]
        if any(r.colliderect(o) for o in others):
            bad.append(f"the {name} button's text {r} covers another button")
    assert not bad, "\n".join(bad)


def test_the_side_with_room_is_taken():
    """Beside a thing by the window's right edge the text flips to its left; by the
    bottom edge, a widget's text stands above it."""
    window = pygame.Rect(0, 0, 1024, 680)
    thing = pygame.Rect(900, 300, 100, 60)
    r = beside((300, 120), thing, thing.center, window)
    assert r.right <= thing.left and window.contains(r)
    button = pygame.Rect(400, 630, 160, 40)
    r = beside((300, 80), button, button.center, window, (),
               ("below", "above", "right", "left"))
    assert r.bottom <= button.top and window.contains(r)
    # a neighbour to avoid: the text goes where it hides none
    neighbour = pygame.Rect(380, 540, 200, 80)
    r = beside((300, 80), button, button.center, window, [neighbour],
               ("below", "above", "right", "left"), near=False)
    assert not r.colliderect(neighbour) and not r.colliderect(button)


def test_a_hover_text_has_a_title_line_in_the_display_face():
    """A thing's name before the colon becomes the title (said once), in gold."""
    pygame.font.init()
    title, body = headed("Moon Priestess: at each scoring, most gain 6/3/1.\nRules")
    assert title == "Moon Priestess" and body.startswith("At each scoring")
    assert headed("2 favour tokens left. Active novices stand on it.")[0] is None
    plain = tip_box([(body, (236, 230, 210))])
    titled = tip_box([(body, (236, 230, 210))], title)
    assert titled.get_height() > plain.get_height()
    top = [titled.get_at((x, y))[:3] for x in range(titled.get_width())
           for y in range(4, 4 + fonts.font(14, True, display=True).get_height())]
    assert any(sum(abs(a - b) for a, b in zip(c, GOLD, strict=True)) < 60 for c in top)
