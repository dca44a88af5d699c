"""The artwork drawn by code: sizes, per-pixel alpha, caching, markings that need no colour
vision, and that none of it needs a display mode."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import math  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import textwrap  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from luna.client.board import art  # noqa: E402

pygame.init()

COLOURS = ("yellow", "red", "blue", "white")
FIGURES = ("priestess", "architect", "apostate", "guardian")
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), *[os.pardir] * 3))


# a small temple island: three fields, a path of four places, a jetty, two candles, 5 seats
PLAN = art.TemplePlan((400, 320), 30, ((150, 80), (180, 80), (165, 106)),
                      ((100, 170), (140, 170), (180, 170), (180, 210)), 30, (240, 200, 80, 30),
                      ((60, 240), (80, 240)), 24, tuple((60 + 30 * i, 270, 24, 24)
                                                        for i in range(5)))


def hex_h(size: int) -> int:
    return round(size * 2 / math.sqrt(3))


# (what, thunk, expected size)
CASES = [
    ("sea", lambda: art.sea_background(320, 200, 3), (320, 200)),
    ("temple_scene", lambda: art.temple_scene(PLAN), (400, 320)),
    ("jetty across", lambda: art.jetty(200, 50), (200, 50)),
    ("jetty upright", lambda: art.jetty(50, 160), (50, 160)),
    ("glow", lambda: art.glow(30, (255, 220, 140), 90), (60, 60)),
    ("panel_bg", lambda: art.panel_bg(300, 200), (300, 200)),
    ("book_marker", lambda: art.book_marker(30), (30, 30)),
    ("guardian_tile", lambda: art.guardian_tile(4, 40), (40, 40)),
    ("candle lit", lambda: art.candle(48, True), (round(48 * 0.6), 48)),
    ("candle snuffed", lambda: art.candle(48, False), (round(48 * 0.6), 48)),
]
CASES += [(f"symbol {k} {s}", lambda k=k, s=s: art.symbol(k, s), (s, s))
          for k in art.KINDS for s in (12, 16, 64)]
CASES += [(f"symbol {k} tinted", lambda k=k: art.symbol(k, 20, art.KIND_RGB[k]), (20, 20))
          for k in art.KINDS]
CASES += [(f"favour_token {k}", lambda k=k: art.favour_token(k, 28), (28, 28))
          for k in art.KINDS]
CASES += [(f"island {k}", lambda i=i, k=k: art.island(k, 200, 140, i), (200, 140))
          for i, k in enumerate(art.KINDS)]
CASES += [(f"temple_tile {k}", lambda i=i, k=k: art.temple_tile(i + 1, k, 40), (40, 40))
          for i, k in enumerate(art.KINDS)]
CASES += [(f"hex_field {k} {f}", lambda k=k, f=f: art.hex_field(9, k, "blue", 60, f),
           (60, hex_h(60))) for k in art.KINDS for f in (False, True)]
for c in COLOURS:
    CASES += [
        (f"novice {c}", lambda c=c: art.novice(c, 48), (round(48 * 0.64), 48)),
        (f"novice lying {c}", lambda c=c: art.novice(c, 48, lying=True), (48, round(48 * 0.64))),
        (f"marking {c}", lambda c=c: art.marking(c, 24), (24, 24)),
        (f"shrine {c}", lambda c=c: art.shrine(c, 32), (32, 32)),
        (f"council_disc {c}", lambda c=c: art.council_disc(c, 40), (40, round(40 * 0.80))),
        (f"claimed tile {c}", lambda c=c: art.temple_tile(21, "book", 44, c), (44, 44)),
        (f"hex on {c} board", lambda c=c: art.hex_field(3, "tides", c, 50, False), (50, hex_h(50))),
    ]
CASES += [(f"landmark {k}", lambda k=k: art.landmark(k, 70, 50), (70, 50)) for k in art.KINDS]
CASES += [(f"flame {k}", lambda k=k: art.flame(40, k), (24, 40)) for k in range(art.FLAMES)]
CASES += [(f"figure {n}", lambda n=n: art.figure(n, 64), (round(64 * 0.74), 64))
          for n in FIGURES]


@pytest.mark.parametrize("what,thunk,size", CASES, ids=[c[0] for c in CASES])
def test_returns_a_surface_of_the_requested_size_with_per_pixel_alpha(what, thunk, size):
    surf = thunk()
    assert isinstance(surf, pygame.Surface)
    assert surf.get_size() == size
    assert surf.get_flags() & pygame.SRCALPHA
    assert surf.get_bitsize() == 32


@pytest.mark.parametrize("thunk", [
    lambda: art.novice("red", 40), lambda: art.novice("red", 40, lying=True),
    lambda: art.figure("apostate", 60), lambda: art.favour_token("herbs", 30),
    lambda: art.symbol("tides", 24), lambda: art.shrine("blue", 30),
    lambda: art.candle(40, True), lambda: art.hex_field(1, "book", "white", 40, True),
    lambda: art.jetty(120, 40), lambda: art.temple_tile(12, "herbs", 40),
])
def test_pieces_stand_opaque_on_a_transparent_background(thunk):
    surf = thunk()
    w, h = surf.get_size()
    for corner in ((0, 0), (w - 1, 0), (0, h - 1)):
        assert surf.get_at(corner).a == 0
    assert pygame.mask.from_surface(surf, 250).count() > w * h // 10


def test_the_sea_is_opaque_and_brighter_near_the_moon():
    sea = art.sea_background(400, 300)
    assert sea.get_at((200, 150)).a == 255
    lum = pygame.transform.average_color(sea, (0, 0, 100, 75))
    far = pygame.transform.average_color(sea, (300, 225, 100, 75))
    assert sum(lum[:3]) > sum(far[:3])


def test_glow_fades_from_its_centre_to_nothing():
    g = art.glow(40, (255, 200, 100), 120)
    assert 100 <= g.get_at((40, 40)).a <= 120
    assert g.get_at((40, 1)).a < 10
    assert g.get_at((40, 20)).a < g.get_at((40, 36)).a


def test_lying_novices_are_wider_than_tall_and_standing_ones_taller():
    for c in COLOURS:
        lying, standing = art.novice(c, 36, lying=True), art.novice(c, 36)
        assert lying.get_width() > lying.get_height()
        assert standing.get_height() > standing.get_width()


def test_calls_are_cached_and_return_the_same_object():
    assert art.novice("white", 44) is art.novice("white", 44)
    assert art.novice("white", 44) is not art.novice("white", 44, lying=True)
    assert art.symbol("book", 22) is art.symbol("book", 22)
    assert art.island("herbs", 180, 120, 2) is art.island("herbs", 180, 120, 2)
    assert art.sea_background(200, 100) is art.sea_background(200, 100)
    assert art.temple_tile(7, "shrine", 36, "red") is art.temple_tile(7, "shrine", 36, "red")


def test_drawing_is_deterministic_for_the_same_seed():
    first = pygame.image.tobytes(art.island.__wrapped__("tides", 150, 100, 4), "RGBA")
    again = pygame.image.tobytes(art.island.__wrapped__("tides", 150, 100, 4), "RGBA")
    other = pygame.image.tobytes(art.island.__wrapped__("tides", 150, 100, 5), "RGBA")
    assert first == again
    assert first != other


def chest_mark_pixels(colour: str, size: int = 64) -> set[tuple[int, int]]:
    """Where the novice's chest stands out from its robe once the colour is gone: its
    marking (dark on the light colours, light on the dark ones)."""
    grey = pygame.transform.grayscale(art.novice(colour, size))
    w, h = grey.get_size()
    area = [(x, y) for y in range(int(h * 0.47), int(h * 0.70))
            for x in range(int(w * 0.2), int(w * 0.8)) if grey.get_at((x, y)).a > 200]
    robe = sorted(grey.get_at(p).r for p in area)[len(area) // 2]
    return {p for p in area if abs(grey.get_at(p).r - robe) > 45}


def test_the_four_novices_differ_in_colour():
    shots = {c: pygame.image.tobytes(art.novice(c, 48), "RGBA") for c in COLOURS}
    assert len(set(shots.values())) == 4
    averages = {c: tuple(pygame.transform.average_color(art.novice(c, 48))[:3]) for c in COLOURS}
    assert len(set(averages.values())) == 4


def test_the_four_novices_differ_by_marking_without_colour():
    marks = {c: chest_mark_pixels(c) for c in COLOURS}
    for c, pixels in marks.items():
        assert len(pixels) > 20, f"{c} has no visible marking"
    for a in COLOURS:
        for b in COLOURS:
            if a < b:
                union = marks[a] | marks[b]
                differ = marks[a] ^ marks[b]
                assert len(differ) > 0.12 * len(union), f"{a} and {b} markings look alike"


def test_the_marking_glyphs_alone_differ_in_shape():
    masks = {c: pygame.mask.from_surface(art.marking(c, 48), 128) for c in COLOURS}
    for a in COLOURS:
        for b in COLOURS:
            if a < b:
                overlap = masks[a].overlap_area(masks[b], (0, 0))
                union = masks[a].count() + masks[b].count() - overlap
                assert union - overlap > 0.12 * union, f"{a} and {b} glyphs look alike"


def test_kind_and_player_tables_cover_the_game():
    assert art.KINDS == ("shrine", "herbs", "tides", "sailboat", "bribery", "book", "novice")
    assert set(art.KIND_RGB) == set(art.KINDS)
    assert len(set(art.KIND_RGB.values())) == 7
    assert set(art.PLAYER_RGB) == set(COLOURS)


def test_everything_draws_without_a_display_mode():
    """In a fresh interpreter with no window at all, every function still works."""
    script = textwrap.dedent("""
        import os
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        import pygame
        pygame.init()
        from luna.client.board import art
        assert pygame.display.get_surface() is None
        art.sea_background(200, 120)
        art.island("book", 120, 80)
        art.temple_scene(art.TemplePlan((200, 160), 20, ((80, 40),), ((60, 90), (90, 90)), 20,
                                        (120, 110, 40, 16), ((40, 120),), 16,
                                        ((40, 140, 12, 12),)))
        for k in art.KINDS:
            art.landmark(k, 60, 40)
        for k in art.KINDS:
            art.symbol(k, 16)
            art.favour_token(k, 20)
            art.temple_tile(1, k, 30, "blue")
            art.hex_field(1, k, "red", 30, True)
        for c in ("yellow", "red", "blue", "white"):
            art.novice(c, 30)
            art.novice(c, 30, lying=True)
            art.marking(c, 16)
            art.shrine(c, 20)
            art.council_disc(c, 30)
        for n in ("priestess", "architect", "apostate", "guardian"):
            art.figure(n, 40)
        art.guardian_tile(6, 30)
        art.candle(30, True)
        art.candle(30, False)
        art.book_marker(20)
        art.jetty(100, 30)
        art.glow(20, (255, 255, 255))
        art.panel_bg(100, 80)
        assert pygame.display.get_surface() is None
        print("ok")
    """)
    # every picture drawn, none read from the run's kept pictures; and a process with a
    # player's bounds never counts the run's folder (it pruned it to 512 pictures, which
    # the run's later tests drew again)
    env = dict(os.environ, PYTHONPATH=ROOT, LUNA_ART_CACHE="off")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("ok")


def test_surfaces_keep_their_alpha_once_a_display_exists():
    was_init = pygame.display.get_init()
    pygame.display.init()
    made = pygame.display.get_surface() is None
    if made:
        pygame.display.set_mode((64, 64))
    try:
        surf = art.favour_token.__wrapped__("book", 26)
        assert surf.get_size() == (26, 26)
        assert surf.get_flags() & pygame.SRCALPHA
        assert surf.get_at((0, 0)).a == 0
    finally:
        if made:
            pygame.display.quit()
            if was_init:
                pygame.display.init()


def test_a_one_colour_layers_blur_is_pygames_blur_in_its_own_format():
    """A layer of one colour in varying alpha is blurred by its alpha alone (art/boxblur.py):
    the bytes of pygame-ce's two box blurs, in a picture of the layer's own format and
    flags, whether made from its bytes (pygame-ce's own format) or copied (another)."""
    from luna.client.board.art.boxblur import _alpha_only, box2
    own = pygame.Surface((200, 160), pygame.SRCALPHA)
    own.fill((30, 60, 90, 0))
    pygame.draw.circle(own, (30, 60, 90, 210), (90, 70), 50)
    pygame.draw.line(own, (30, 60, 90, 90), (0, 150), (199, 5), 4)
    other = pygame.image.frombytes(pygame.image.tobytes(own, "RGBA"), own.get_size(), "RGBA")
    assert other.get_masks() != own.get_masks()
    for picture in (own, other):
        for r in (1, 3, 5):
            assert _alpha_only(picture, r) is not None     # (the path under test)
            got = box2(picture, r)
            want = pygame.transform.box_blur(pygame.transform.box_blur(picture, r), r)
            assert (got.get_masks(), got.get_flags(), got.get_size()) == \
                (picture.get_masks(), picture.get_flags(), picture.get_size())
            assert got.get_buffer().raw == want.get_buffer().raw, r


def test_a_large_layers_narrow_blur_done_in_pieces_is_the_whole_layers_blur():
    """The temple island's foam, shade and cove are blurred only where they are not one
    even colour (art/base.py, `_blur_near`): the same pixels as the whole layer blurred at
    once; and the box round what is drawn the same as pygame's `get_bounding_rect`."""
    import random

    from luna.client.board.art.base import _blur, _blur_all, _drawn, _surface
    layer = _surface(700, 520, fill=(232, 240, 246))
    pygame.draw.ellipse(layer, (232, 240, 246, 150), (60, 40, 560, 430), 3)
    pygame.draw.circle(layer, (40, 60, 40, 200), (300, 250), 30)
    layer.set_at((699, 519), (232, 240, 246, 1))             # a speck in the corner
    layer.set_at((5, 400), (0, 0, 0, 0))                     # clear, of another colour
    sheet = _surface(700, 520)                              # a sheet with a hole in it
    sheet.fill((255, 255, 255, 255))
    pygame.draw.polygon(sheet, (255, 255, 255, 0), [(500, 300), (640, 320), (520, 350)])
    for radius in (1, 2.4, 5.4):
        for picture in (layer, sheet):
            whole = _blur_all(picture, radius)
            assert pygame.image.tobytes(_blur(picture, radius), "RGBA") == \
                pygame.image.tobytes(whole, "RGBA"), radius
    rng = random.Random(3)
    for _ in range(60):
        w, h = rng.randint(1, 90), rng.randint(1, 90)
        s = _surface(w, h)
        for _ in range(rng.randint(0, 3)):
            s.set_at((rng.randrange(w), rng.randrange(h)), (9, 9, 9, rng.randint(1, 255)))
        found, ours = s.get_bounding_rect(), _drawn(s)
        assert found == ours or found.w * found.h == ours.w * ours.h == 0, (found, ours)
