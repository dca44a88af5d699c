"""What must not look alike does not (issue 21, F053): the Moon Priestess
is silver and charcoal with a halo, no hue (neither the blue player's nor the white
player's ivory); the Novice
island's mark on a temple field is the Novice favour's hooded silhouette in its rose-plum,
as everywhere else (round 4: the hollow emblem read as a circled "A"), flat and without a
piece's dark rim; the Novice favour is rose-plum, far in hue from the red player. Drawn
by the real loop at normal speed at 1024x700 and 1280x800."""

from __future__ import annotations

import colorsys
import math
import statistics

import pygame
import pytest
from test_colour_vision import contrast, seen
from test_temple_look import field_parts, lab

from luna.client.board import art
from luna.client.board.targets import Figure, Group, IslandFavours
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game


@pytest.fixture(scope="module", params=[(1024, 700), (1280, 800)],
                ids=lambda s: f"{s[0]}x{s[1]}")
def start(request, tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("apart"), speed="normal", size=request.param, menu=False)
    open_game(app, new_game(players=4, seed=1, setup="intro"), autosave=False)
    app.settings.reduced_motion = True
    frames(app, 5)
    return app.scene, app.screen.copy()


def _median(pixels) -> tuple[int, int, int]:
    return tuple(statistics.median_low(p[i] for p in pixels) for i in range(3))


def _drawn(shot, sprite: pygame.Surface, at, inside: int = 0, skip=None) -> list:
    """The screen's pixels where `sprite` (drawn at `at`) is solid (`inside`: that many
    pixels within its outline; none within `skip`)."""
    mask = pygame.mask.from_surface(sprite, 200)
    for _ in range(inside):
        mask = mask.overlap_mask(mask, (1, 0)).overlap_mask(mask, (-1, 0)) \
            .overlap_mask(mask, (0, 1)).overlap_mask(mask, (0, -1))
    return [shot.get_at((at[0] + x, at[1] + y))[:3] for x in range(sprite.get_width())
            for y in range(sprite.get_height()) if mask.get_at((x, y))
            and (skip is None or not skip.collidepoint(at[0] + x, at[1] + y))]


def test_the_moon_priestess_is_unlike_the_white_players_novices(start):
    scene, shot = start
    rect = scene.board.rect_of(Figure("priestess"))
    assert rect is not None
    her = _median(_drawn(shot, art.figure("priestess", rect.h), rect.topleft))
    white = scene.snap["colours"].index("white")
    novices = [tg for tg in scene.board.sprites if isinstance(tg, Group) and tg.player == white]
    assert novices
    sprite, at = scene.board.sprites[novices[0]]
    disc = scene.board.count_discs.get(novices[0])     # (a crowd's count on a head: not
    them = _median(_drawn(shot, sprite, at, inside=3, skip=disc))   # robe) their robes
    d = math.dist(lab(her), lab(them))
    assert d >= 25, f"the priestess {her} is {d:.0f} Delta-E from white's novices {them}"
    # no player's hue at all (the fresh player took her moon blue for the blue player's):
    # silver and charcoal, no colour
    _, a, b = lab(her)
    assert math.hypot(a, b) <= 8, f"the priestess {her} has a hue ({a:.0f}, {b:.0f})"
    for name, colour in art.PLAYER_RGB.items():         # nor any player's colour
        d = math.dist(lab(her), lab(colour))
        assert d >= 20, f"the priestess {her} is {d:.0f} Delta-E from {name}'s colour"
    assert contrast(seen(her, None), seen(them, None)) >= 1.5, "alike in grey"


def test_the_novice_islands_mark_on_a_field_is_the_favours_rose_plum_figure(start):
    scene, shot = start
    marks = [f for f in scene.snap["temple"]["fields"] if f["symbol"] == "novice"
             and f["player"] is None and not f["book"] and not f["tile"]]
    assert marks
    plum = _hue(art.KIND_RGB["novice"])
    for f in marks:
        (cx, cy), _, box, hw = field_parts(scene, f)
        stone = seen(shot.get_at((round(cx - 0.3 * hw), round(cy))), None)
        # the favour's silhouette, as the path's tiles and the islands show it
        shape = pygame.mask.from_surface(art.symbol("novice", box.w), 127)
        shape = shape.overlap_mask(shape, (1, 0)).overlap_mask(shape, (-1, 0))  # its body
        body = [(box.x + x, box.y + y) for x in range(box.w) for y in range(box.h)
                if shape.get_at((x, y))]
        assert len(body) >= 8
        ink = [shot.get_at(p)[:3] for p in body]
        inked = [c for c in ink if contrast(seen(c, None), stone) >= 2.5]
        assert len(inked) / len(body) >= 0.7, \
            f"field {f['field']}'s Novice mark is {len(inked) / len(body):.0%} ink: not a figure"
        rgb = tuple(statistics.median_low(c[i] for c in inked) for i in range(3))
        d = abs(_hue(rgb) - plum)
        assert min(d, 360 - d) <= 20, f"field {f['field']}'s Novice mark {rgb} is not rose-plum"
        assert colorsys.rgb_to_hsv(*(v / 255 for v in rgb))[1] >= 0.3, f"{rgb} is grey"
        # no piece's dark rim round it: nothing near black on the field's stone round it
        ring = [seen(shot.get_at((x, y)), None) for x in range(box.x - 2, box.right + 2)
                for y in (box.y - 2, box.bottom + 1)]
        assert min(ring) >= 0.08, f"field {f['field']}'s Novice mark has a dark rim"
        for name, colour in art.PLAYER_RGB.items():
            assert math.dist(lab(rgb), lab(colour)) >= 25, f"the mark looks like {name}'s"


def _hue(rgb) -> float:
    return colorsys.rgb_to_hsv(*(v / 255 for v in rgb))[0] * 360


def test_the_novice_favour_is_far_in_hue_from_the_red_player(start):
    scene, shot = start
    isle = next(i for i, isl in enumerate(scene.snap["islands"]) if isl["kind"] == "novice")
    rect = scene.board.rect_of(IslandFavours(isle))
    assert rect is not None
    coloured = []
    for x in range(rect.x, rect.right):
        for y in range(rect.y, rect.bottom):
            rgb = shot.get_at((x, y))[:3]
            _, s, v = colorsys.rgb_to_hsv(*(c / 255 for c in rgb))
            if s > 0.42 and v > 0.45:
                coloured.append(rgb)
    assert len(coloured) > 20, "no favour token seen"
    token = _median(coloured)
    for name in ("red", "yellow"):
        d = abs(_hue(token) - _hue(art.PLAYER_RGB[name])) % 360
        d = min(d, 360 - d)
        assert d >= 30, f"the Novice favour {token} is {d:.0f} degrees from {name}'s colour"
