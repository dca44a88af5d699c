"""The night over the board (issue 21): a moon with a soft halo, shaded
from its lit side to its rim and marked with seas and craters, not a flat disc; a path of
moonlight glittering on the water under it; the sea darker towards the window's edges;
surf coming and going at the islands' shores, still when motion is reduced. Measured on
frames of the real app loop at normal speed."""

from __future__ import annotations

import math
import statistics

import pygame
import pytest
from test_board_look import midgame

from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game


@pytest.fixture(params=[(1024, 700), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def app(request, tmp_path):
    app = make_app(tmp_path, speed="normal", size=request.param, menu=False)
    open_game(app, midgame(), autosave=False)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(app.size[0] - 4, 4),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 4)
    return app


def light(app, x, y) -> float:
    return sum(app.screen.get_at((round(x), round(y)))[:3]) / 3


def open_water(app, pt, shore: int = 40) -> bool:
    scene = app.scene
    land = [pygame.Rect(r).inflate(shore, shore) for r in scene.lay.islands + [
        scene.lay.temple_island]] + scene.board.labels
    return pygame.Rect(pt[0] - 3, pt[1] - 3, 6, 6).collidelist(land) < 0


def test_the_moon_is_shaded_and_marked_and_glows(app):
    mx, my, r = app.scene.board.motion.moon
    lit = light(app, mx - r * 0.45, my - r * 0.45)
    rim = light(app, mx + r * 0.8, my + r * 0.45)
    assert lit > rim + 12, (lit, rim)                       # lit side, dimmer rim
    inside = [light(app, mx + dx, my + dy) for dx in range(-r // 2, r // 2, 2)
              for dy in range(-r // 2, r // 2, 2)]
    assert statistics.pstdev(inside) > 4, "a flat disc"     # its seas and craters
    halo = statistics.mean(light(app, mx + r * 1.35 * math.cos(a), my + r * 1.35 * math.sin(a))
                           for a in (0.3, 1.2, 2.0))
    far = statistics.mean(light(app, mx + r * 3.8 * math.cos(a), my + r * 3.8 * math.sin(a))
                          for a in (0.3, 1.2, 2.0))
    assert halo > far + 6, (halo, far)


def test_moonlight_glitters_under_the_moon_and_the_edges_are_darker(app):
    """On the board's still picture (the sea, the moon, the islands: drawn once a size,
    blitted each frame under the pieces)."""
    scene = app.scene
    still = scene.board._scene
    mx, my, r = scene.board.motion.moon
    bw, bh = scene.lay.board[2:]
    land = [pygame.Rect(q).inflate(12, 12) for q in scene.lay.islands + [
        scene.lay.temple_island]]

    def sea(p) -> bool:
        return 0 <= p[0] < bw and 0 <= p[1] < bh and \
            pygame.Rect(p[0] - 2, p[1] - 2, 4, 4).collidelist(land) < 0

    def shade(p) -> float:
        return sum(still.get_at((round(p[0]), round(p[1])))[:3]) / 3
    under = [p for p in ((mx + 0.3 * d + dx, my + d) for d in range(int(r * 1.3), int(r * 5), 2)
                         for dx in (-3, 0, 3)) if sea(p)]
    rows = {round(y) for _, y in under}
    beside = [p for p in ((x, y) for y in rows for x in range(int(mx + 5 * r), bw, 7))
              if sea(p)]
    assert len(under) > 5 and len(beside) > 5
    assert statistics.mean(shade(p) for p in under) > \
        statistics.mean(shade(p) for p in beside) + 5
    corners = [p for p in ((6, bh - 8), (bw - 8, bh - 8), (bw - 8, 6)) if sea(p)]
    middle = [(x, y) for x in range(bw // 4, 3 * bw // 4, 9)
              for y in range(bh // 6, 5 * bh // 6, 9) if sea((x, y))]
    assert corners and middle
    assert statistics.mean(shade(p) for p in corners) < \
        statistics.median(shade(p) for p in middle) - 4


def test_the_surf_comes_and_goes_at_the_shores_and_stands_still_with_reduced_motion(app):
    scene = app.scene
    x, y, w, h = scene.lay.islands[0]
    band = pygame.Rect(x - 6, y - 6, w + 12, h + 12)
    first = app.screen.subsurface(band).copy()
    frames(app, 90)                                          # a second and a half
    later = app.screen.subsurface(band).copy()
    diff = pygame.mask.from_threshold(first, (0, 0, 0), (255, 255, 255))  # all
    changed = sum(1 for px in range(0, band.w, 2) for py in range(0, band.h, 2)
                  if max(abs(a - b) for a, b in zip(first.get_at((px, py))[:3],
                                                     later.get_at((px, py))[:3],
                                                     strict=True)) > 10)
    assert diff.count() and changed > 20, changed
    app.settings.reduced_motion = True
    frames(app, 3)
    still = app.screen.subsurface(band).copy()
    frames(app, 60)
    now = app.screen.subsurface(band).copy()
    assert all(still.get_at((px, py)) == now.get_at((px, py))
               for px in range(0, band.w, 3) for py in range(0, band.h, 3))


def test_the_kept_surf_is_the_surf_drawn_anew_at_every_moment(app):
    """The surf is kept on a copy of the scene and drawn again island by island as its
    light changes a step (a frame's cost: one picture): at each moment it is what the
    scene with every island's surf blended once at that moment's light would be, also
    where two islands' surf overlap (the temple island's round the others)."""
    from luna.client.board.motion import SURF_HIGH, SURF_LOW, SURF_STEPS
    motion = app.scene.board.motion
    scene = app.scene.board._scene
    boxes = motion._boxes
    assert any(a.colliderect(b) for k, a in enumerate(boxes) for b in boxes[k + 1:])
    w, h = scene.get_size()
    for clock in (0.0, 0.4, 2.9, 3.0, 6.3, 11.7, None):
        kept = motion.water(scene, clock)
        anew = scene.copy()
        for tiles, phase in motion.foam:
            v = 0.0 if clock is None else math.sin(clock * 0.8 + phase)
            level = round((v + 1) / 2 * (SURF_STEPS - 1))
            for tile, _ in tiles:
                tile.set_alpha(SURF_LOW + round((SURF_HIGH - SURF_LOW) * level
                                                / (SURF_STEPS - 1)))
            anew.fblits(tiles)
        worst = max(abs(a - b) for x in range(0, w, 5) for y in range(0, h, 5)
                    for a, b in zip(kept.get_at((x, y))[:3], anew.get_at((x, y))[:3],
                                    strict=True))
        assert worst <= 1, (clock, worst)


def test_the_glints_and_the_halo_added_together_are_each_added_alone(app):
    """The water's glints and the moon's halo are added onto the board in one call (~80
    blits a frame were ~80 calls): at every moment the pixels are those of each glint
    and the halo added one by one."""
    from luna.client.board.motion import LEVELS, _glint, _halo
    motion = app.scene.board.motion
    scene = app.scene.board._scene
    add = pygame.BLEND_RGB_ADD
    for clock in (0.0, 0.4, 2.9, 6.3, 11.7):
        together = scene.copy()
        motion.draw(together, app.scene.lay, clock)
        alone = scene.copy()
        lit = 0
        for x, y, length, phase, speed, bright in motion.glints:
            v = math.sin(clock * speed + phase)
            if v > 0.2:
                lit += 1
                level = min(LEVELS - 1, int((v - 0.2) / 0.8 * bright * LEVELS))
                dx = round(2 * math.sin(clock * 0.4 + phase))
                alone.blit(_glint(length, level), (x + dx, y), special_flags=add)
        mx, my, r = motion.moon
        halo = _halo(r, min(LEVELS - 1, int((0.5 + 0.5 * math.sin(clock * 0.9)) * LEVELS)))
        alone.blit(halo, halo.get_rect(center=(mx, my)), special_flags=add)
        assert lit > 10, (clock, lit)
        assert pygame.image.tobytes(together, "RGB") == pygame.image.tobytes(alone, "RGB")


def test_a_board_opened_again_is_the_same_picture_drawn_once(tmp_path):
    """A new game or a replay of the same board in the same window takes the still scene,
    the temple's land, the surf and the name plates kept from the last view of it (each
    view drew them anew: ~30 ms as it opened), and shows the very picture a view drawing
    them afresh shows; another window size between them changes nothing of it."""
    from luna.client.board import view as board_view

    def shown(size, name):
        app = make_app(tmp_path / name, speed="normal", size=size, menu=False)
        app.settings.reduced_motion = True
        open_game(app, midgame(), autosave=False)
        frames(app, 3)
        return app

    board_view._BUILT.clear()
    board_view._PLATES.clear()
    first = shown((1280, 800), "a")
    shown((1024, 700), "b")
    again = shown((1280, 800), "c")
    assert again.scene.board._scene is first.scene.board._scene
    assert again.scene.board.motion is first.scene.board.motion
    board_view._BUILT.clear()
    board_view._PLATES.clear()
    fresh = shown((1280, 800), "d")
    assert fresh.scene.board._scene is not first.scene.board._scene
    w, h = fresh.size
    differ = [(x, y) for x in range(0, w, 4) for y in range(0, h, 4)
              if again.screen.get_at((x, y)) != fresh.screen.get_at((x, y))]
    assert not differ, differ[:5]
