"""A hover text's place is weighed once while the pointer rests, not in every frame (the
search took ~1 ms of each frame an island's text stood), and the answer kept is the
answer the search gives: the same for the same question, a new one for a new question."""

import pygame
from positions import random_moves

from luna.client.board.targets import Island
from luna.client.demo.driver import frames, make_app, target_rect
from luna.client.opening import open_game
from luna.client.widgets import overlays
from luna.client.window import fonts


def test_a_resting_pointer_weighs_its_hover_texts_place_once(tmp_path, monkeypatch):
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, random_moves(3, 5, moves=12), autosave=False)
    frames(app, 20)
    asked = []
    search = overlays._beside
    monkeypatch.setattr(overlays, "_beside", lambda *a, **k: asked.append(a) or search(*a, **k))
    at = target_rect(app.scene, Island(2)).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 60)
    assert app.scene.tip_rect is not None, "no hover text on the island"
    assert 1 <= len(asked) <= 3, f"{len(asked)} searches in 60 frames of a resting pointer"


def test_the_kept_answer_is_the_searchs_answer():
    window = pygame.Rect(0, 0, 1280, 800)
    cases = [((200, 90), pygame.Rect(x, y, 120, 80), (x + 30, y + 20), window,
              [pygame.Rect(900, 0, 380, 800)]) for x in (10, 500, 1100) for y in (5, 400, 700)]
    for size, rect, mouse, win, avoid in cases:
        first = overlays.beside(size, rect, mouse, win, avoid)
        first.move_ip(500, 500)                       # the caller's copy: not the kept one
        assert overlays.beside(size, rect, mouse, win, avoid) == \
            overlays._beside(size, rect, mouse, win, avoid)
    size, rect, mouse = (200, 90), pygame.Rect(1100, 400, 120, 80), (1120, 420)
    fonts.set_text_size(100)
    small = overlays.beside(size, rect, mouse, window, [])
    fonts.set_text_size(150)
    assert overlays.beside(size, rect, mouse, window, []) == \
        overlays._beside(size, rect, mouse, window, [])
    assert small is not None
