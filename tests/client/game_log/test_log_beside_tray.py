"""The log read while choosing (fresh players at 1280x800 and 1920x1080, 100 %: under the
Book island's tray of seven tiles one line of the log was left, "I want to see what the
others just did while I pick"). While the tray stands the cards stand a line each (the
scoreboard's form): at least four rows of the log's words stand under the tray, whole,
nothing in the panel overlaps; the cards stand whole again, where they stood, as it
closes. On the real loop at normal speed, counted as a player sees them."""

from __future__ import annotations

import pygame
import pytest
from layout_check import draw_recorded, panel_problems, ring_over_panel
from test_action_area import _fullest
from test_ring_form import midgame

from luna.client.board.targets import Player
from luna.client.demo.driver import frames, make_app
from luna.client.game import tray_open
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.text import t

ROWS = 4             # the log's rows a player reads under the fullest tray at least


@pytest.mark.parametrize("size, players, seed, moves", [((1280, 800), 3, 2, 50),
                                                        ((1920, 1080), 4, 1, 60)], ids=str)
def test_four_rows_of_the_log_stand_under_a_tray_of_three_rows(tmp_path, size, players,
                                                                seed, moves):
    app = make_app(tmp_path, speed="normal", size=size, language="en", menu=False)
    try:
        open_game(app, midgame(seed, moves, players=players), autosave=False)
        frames(app, 20)
        scene = app.scene
        before = sorted(tuple(r) for r, tg in scene.board.hits if isinstance(tg, Player))
        _fullest(app)
        frames(app, 5)
        ring = scene.ring
        assert ring is not None and len(ring.actions) >= 7, "no tray of three rows here"
        rec = draw_recorded(app)
        log = scene.panel.log_rect
        rows = {d.rect.y for d in rec.texts if log.contains(d.rect)
                and d.rect.top >= ring.rect.bottom and d.words != t("panel.log")}
        assert len(rows) >= ROWS, f"{len(rows)} rows of the log under the tray {ring.rect}"
        assert not [d.words for d in rec.texts if log.contains(d.rect)
                    and d.rect.top >= ring.rect.bottom and d.words.endswith("…")]
        assert not panel_problems(scene, rec), panel_problems(scene, rec)
        assert ring_over_panel(scene) is None, ring_over_panel(scene)
        tray_open.close_tray(scene)
        frames(app, 10)
        after = sorted(tuple(r) for r, tg in scene.board.hits if isinstance(tg, Player))
        assert after == before, "the cards not whole again as the tray closed"
    finally:
        fonts.set_text_size(100)


def test_the_cards_change_form_in_a_short_fade_not_a_jump(tmp_path):
    """The cards a line each as the tray opens, whole as it closes: a change in one frame
    read as a glitch. The panel's last form fades out over the new one: the frame the
    click draws still shows the cards as they stood, a tenth of a second later the new
    form alone; with reduced motion at once."""
    from luna.client.demo.driver import target_rect
    from luna.client.game.panel import FADE

    # (a window and a table where opening the fullest tray still folds the cards: F105;
    # at most sizes they keep one form the whole game, the Sailboat's row planned, F249,
    # and the tray one place for 2, 3 and 4 players, F425)
    app = make_app(tmp_path, speed="normal", size=(1920, 1080), language="en")

    def cards_area() -> pygame.Surface:
        panel = pygame.Rect(app.scene.lay.panel)
        return app.screen.subsurface((panel.x, panel.y, panel.w, 300)).copy()

    def same(a: pygame.Surface, b: pygame.Surface) -> float:
        w, h = a.get_size()
        seen = [(x, y) for x in range(0, w, 3) for y in range(0, h, 3)]
        return sum(a.get_at(p) == b.get_at(p) for p in seen) / len(seen)

    # (it reads a fade across frames: each of them drawn, as the app draws them)
    def opened(reduced: bool) -> tuple[float, float]:
        app.settings.reduced_motion = reduced
        scene = app.scene
        tray_open.close_tray(scene)
        frames(app, 20, every=True)
        before = cards_area()
        at = target_rect(scene, island).center
        for kind, how in ((pygame.MOUSEMOTION, {"rel": (0, 0), "buttons": (0, 0, 0)}),
                          (pygame.MOUSEBUTTONDOWN, {"button": 1}),
                          (pygame.MOUSEBUTTONUP, {"button": 1})):
            pygame.event.post(pygame.event.Event(kind, pos=at, **how))
        frames(app, 1, every=True)
        first = same(before, cards_area())
        frames(app, round(FADE * 60) + 2, every=True)
        return first, same(before, cards_area())
    try:
        open_game(app, midgame(3, 60, players=4), autosave=False)
        frames(app, 20, every=True)
        island = _fullest(app)
        first, later = opened(False)
        assert first > 0.95 and later < 0.8, (first, later)
        first, later = opened(True)
        assert first < 0.8, first
    finally:
        app.settings.reduced_motion = False
