"""For every eye (issue 21 §4): a mid-game board of four players, seen in grey and as a
person with deuteranopia or protanopia sees it (Machado, Oliveira and Fernandes' 2009
matrices at full severity, applied in linear RGB: no new dependency), still tells every
player's pieces apart: each novice wears its player's symbol (recognised by its shape
alone) and its colour stands out at least 3:1 in luminance from the island round it (the
island as a person sees it at the piece's edge: the piece's rim of shade on sand, grass
or water)."""

from __future__ import annotations

import random
import statistics
from functools import cache

import pygame
import pytest

from luna.client.board import art
from luna.client.board.art.players import SHAPES, _mark_points
from luna.client.board.targets import Group
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game

DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881))
PROTANOPIA = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
              (-0.003882, -0.048116, 1.051998))
EYES = {"grey": None, "deuteranopia": DEUTERANOPIA, "protanopia": PROTANOPIA}


def _linear(c: int) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


LINEAR = [_linear(c) for c in range(256)]


def seen(rgb, matrix) -> float:
    """The luminance of an sRGB colour as an eye sees it (the grey a greyscale shows)."""
    r, g, b = (LINEAR[v] for v in rgb[:3])
    if matrix is not None:
        r, g, b = (max(0.0, min(1.0, m[0] * r + m[1] * g + m[2] * b)) for m in matrix)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def test_the_simulations_are_the_known_ones():
    """Pure red goes dark for a protanope and stays bright for a deuteranope; grey is grey."""
    assert seen((255, 0, 0), PROTANOPIA) < 0.6 * seen((255, 0, 0), None)
    assert seen((255, 0, 0), DEUTERANOPIA) > seen((255, 0, 0), None)
    for eye in EYES.values():
        assert seen((128, 128, 128), eye) == pytest.approx(seen((128, 128, 128), None), 0.02)


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    for _ in range(70):
        g.apply(rng.choice(g.legal()))
    app = make_app(tmp_path_factory.mktemp("cv"), speed="normal", size=(1280, 800), menu=False)
    open_game(app, g, autosave=False)
    app.settings.reduced_motion = True
    frames(app, 5)
    scene = app.scene
    return scene, app.screen.copy()


def groups_on(scene) -> list[tuple[Group, pygame.Surface, tuple[int, int], int, int]]:
    """Each group of novices on the islands: its target, its plain sprite (no rim), where
    that stands on the screen, its novices' height and how many stand in it (the board's
    own form of it, groups.form)."""
    out = []
    for target, (sprite, at) in scene.board.sprites.items():
        if not isinstance(target, Group):
            continue
        one = scene.board.groups[target]
        assert one.form.figures is sprite and one.at == at    # the sprite the board drew
        out.append((target, one.form.plain, (at[0] + 2, at[1] + 2), one.form.size,
                    one.form.shown))
    return out


def _disc(r: int) -> list[tuple[int, int]]:
    return [(dx, dy) for dx in range(-r, r + 1) for dy in range(-r, r + 1)
            if dx * dx + dy * dy <= r * r]


def _grown(mask: pygame.Mask, r: int) -> pygame.Mask:
    out = mask.copy()
    for off in _disc(r):
        out.draw(mask, off)
    return out


def _shrunk(mask: pygame.Mask, r: int) -> pygame.Mask:
    out = mask.copy()
    for off in _disc(r):
        out = out.overlap_mask(mask, off)
    return out


def _pixels(mask: pygame.Mask, step: int = 1):
    w, h = mask.get_size()
    return [(x, y) for y in range(0, h, step) for x in range(0, w, step) if mask.get_at((x, y))]


@pytest.mark.parametrize("eye", list(EYES))
def test_every_players_novices_stand_out_from_the_island(board, eye):
    scene, shot = board
    matrix = EYES[eye]
    found = set()
    for target, plain, (px, py), _, _ in groups_on(scene):
        body = pygame.mask.from_surface(plain, 200)
        inside = _shrunk(body, 2)                    # the robe, not its outline
        ring = _grown(body, 3)
        ring.erase(_grown(body, 1), (0, 0))          # what a person sees round the piece
        disc = scene.board.count_discs[target]       # (nor its count: in a crowd, on its
        for part in (inside, ring):                  # head)
            part.erase(pygame.mask.Mask(disc.size, fill=True), (disc.x - px, disc.y - py))
        piece = statistics.median(seen(shot.get_at((px + x, py + y)), matrix)
                                  for x, y in _pixels(inside))
        around = statistics.median(seen(shot.get_at((px + x, py + y)), matrix)
                                   for x, y in _pixels(ring))
        ratio = contrast(piece, around)
        assert ratio >= 3.0, f"{eye}: {target} stands {ratio:.2f}:1 from the island"
        found.add(scene.snap["colours"][target.player])
    assert found == {"yellow", "red", "blue", "white"}


def _iou(a: pygame.Mask, b: pygame.Mask) -> float:
    both = a.overlap_area(b, (0, 0))
    return both / max(1, a.count() + b.count() - both)


@cache
def _coverage(shape: str, n: int, cx: float, cy: float, r: float) -> tuple[float, ...]:
    """How much of each pixel of an n x n patch the symbol's shape of size `r` centred at
    (cx, cy) covers (0..1), rasterised finely: the antialiased picture of it."""
    k = 8
    big = pygame.Surface((n * k, n * k))
    pygame.draw.polygon(big, (255, 255, 255), _mark_points(shape, cx * k, cy * k, r * k))
    small = pygame.transform.smoothscale(big, (n, n))
    return tuple(small.get_at((i, j))[0] / 255 for j in range(n) for i in range(n))


def _likeness(a: list[float], b: tuple[float, ...]) -> float:
    """Pearson's correlation of two pictures (1: the same up to lightness and contrast)."""
    ma, mb = statistics.fmean(a), statistics.fmean(b)
    da, db = [x - ma for x in a], [y - mb for y in b]
    sab = sum(x * y for x, y in zip(da, db, strict=True))
    return sab / max(1e-9, (sum(x * x for x in da) * sum(y * y for y in db)) ** 0.5)


def read_mark(shot: pygame.Surface, at: tuple[int, int], size: int, shown: int, matrix
              ) -> tuple[str | None, dict]:
    """The shape of the chest mark of a group's front novice (the last one) standing at
    `at`, read from the picture by its lightness alone: round where the art draws it
    (pieces.novice: the figure's middle, 0.585 of its height, 0.118 of it wide) the patch's
    ink (how like the mark's middle each pixel is) compared with each shape as the art
    would draw it there, a pixel or so off and a little larger or smaller; the likest
    wins. (It compared the ink cut at half way with one shape each, centred where it
    reckoned: at 29-32 px the mark drew a pixel off that, a 6 px square inside its 7 px
    circle, and a circle read as a diamond, a square as a circle.) None where no mark
    stands out."""
    w = round(size * 0.64)
    cx, cy = at[0] + (shown - 1) * int(size * 0.22) + w / 2, at[1] + 0.585 * size
    r = 0.118 * size
    n = int(r * 4) | 1
    x0, y0 = round(cx - n / 2), round(cy - n / 2)
    lum = [[seen(shot.get_at((x0 + i, y0 + j)), matrix) for i in range(n)] for j in range(n)]
    c = n / 2
    robe = [lum[j][i] for j in range(n) for i in range(n)
            if 1.4 * r <= ((i + .5 - c) ** 2 + (j + .5 - c) ** 2) ** .5 <= 1.7 * r]
    base = statistics.median(robe)
    core = lum[n // 2][n // 2]
    if contrast(core, base) < 1.8:
        return None, {}
    ink = [max(0.0, min(1.0, (lum[j][i] - base) / (core - base)))
           for j in range(n) for i in range(n)]
    mx, my = cx - x0, cy - y0                     # where the art draws it, in the patch
    scores = {}
    for shape in set(SHAPES.values()):
        scores[shape] = max(
            _likeness(ink, _coverage(shape, n, round(mx + dx, 2), round(my + dy, 2),
                                     round(r * grow, 2)))
            for dx in (-1.5, -1, -0.5, 0, 0.5, 1, 1.5) for dy in (-1, -0.5, 0, 0.5, 1)
            for grow in (0.9, 1.0, 1.1))
    return max(scores, key=scores.get), scores


@pytest.mark.parametrize("eye", list(EYES))
def test_every_standing_novice_shows_its_players_symbol(board, eye):
    """The chest mark, read from the simulated picture by its lightness alone, is the
    player's own shape (closest of the four)."""
    scene, shot = board
    matrix = EYES[eye]
    read = set()
    for target, _, at, size, shown in groups_on(scene):
        if not target.active:
            continue
        colour = scene.snap["colours"][target.player]
        best, scores = read_mark(shot, at, size, shown, matrix)
        assert best is not None, f"{eye}: no mark on {target}"
        assert best == SHAPES[colour], f"{eye}: {colour}'s mark reads as a {best} {scores}"
        read.add(colour)
    assert read == {"yellow", "red", "blue", "white"}


@pytest.mark.parametrize("size", [22, 28, 30, 31, 32, 44])
def test_the_mark_reader_sees_a_misdrawn_mark(monkeypatch, size):
    """The reader is no yes-man: a novice drawn with another colour's mark reads as that
    mark, at the sizes the islands' seats give, wherever on the screen's pixels it stands."""
    from luna.client.board.art import base, pieces
    for colour, wrong in (("yellow", "square"), ("blue", "circle"), ("white", "triangle"),
                          ("red", "diamond")):
        monkeypatch.setitem(base._MARK_SHAPES, colour, wrong)
        fig = pieces.novice.__wrapped__(colour, size)
        monkeypatch.undo()
        right = pieces.novice.__wrapped__(colour, size)
        for dx in (0, 1):
            for pic, shape in ((fig, wrong), (right, SHAPES[colour])):
                shot = pygame.Surface((size * 2, size * 2))
                shot.fill((70, 110, 60))
                shot.blit(pic, (10 + dx, 10))
                best, scores = read_mark(shot, (10 + dx, 10), size, 1, None)
                assert best == shape, (colour, size, dx, shape, scores)


@pytest.mark.parametrize("piece", ["novice", "shrine", "council_disc"])
def test_each_kind_of_piece_wears_a_different_symbol_per_player_in_grey(piece):
    """A novice, a shrine and a council disc of each colour, in grey: the four differ in
    the shape of their mark, not only in their shade."""
    draw = {"novice": lambda c: art.novice(c, 64), "shrine": lambda c: art.shrine(c, 64),
            "council_disc": lambda c: art.council_disc(c, 64)}[piece]
    marks = {}
    for colour in SHAPES:
        img = draw(colour)
        w, h = img.get_size()
        grey = pygame.Surface((w, h))
        grey.fill((128, 128, 128))
        grey.blit(img, (0, 0))
        lum = [[seen(grey.get_at((x, y)), None) for x in range(w)] for y in range(h)]
        body = statistics.median(v for row in lum for v in row)
        ink = pygame.Mask((w, h))
        for y in range(h):
            for x in range(w):
                if contrast(lum[y][x], body) > 2.2 and img.get_at((x, y)).a > 200:
                    ink.set_at((x, y))
        marks[colour] = ink
    colours = list(marks)
    for i, a in enumerate(colours):
        for b in colours[i + 1:]:
            assert _iou(marks[a], marks[b]) < 0.9, f"{piece}: {a} and {b} look alike in grey"


# -- council discs ---------------------------------------------------------------------------
def council_board(tmp_path, size):
    """Every player's disc in one stack of four on seat 5 (each lower disc shows only its
    edge), drawn by the real loop at `size`."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import blank, play
    snap = blank(players=4)
    snap["council"] = [[] for _ in range(5)] + [[2, 0, 3, 1]] + [[] for _ in range(5)]
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    open_game(app, play(snap), autosave=False)
    app.settings.reduced_motion = True
    frames(app, 5)
    return app.scene, app.screen.copy()


def _band(w: int, h: int) -> pygame.Mask:
    """The front of a disc's edge in its picture of width `w` (where a lower disc of a
    stack shows): between the top face's front arc and the bottom's."""
    from luna.client.board.art.pieces import DISC_EDGE, DISC_RX, DISC_RY, DISC_TOP
    out = pygame.Mask((w, h))
    for x in range(w):
        dx = (x + 0.5 - 0.5 * w) / (DISC_RX * w)
        if abs(dx) > 0.86:
            continue
        top = (DISC_TOP + DISC_RY * (1 - dx * dx) ** 0.5) * w + 1
        for y in range(round(top), min(h, round(top + DISC_EDGE * w - 1))):
            out.set_at((x, y))
    return out


def _edge_template(shape: str, w: int, h: int) -> pygame.Mask:
    """The row of `shape`s round a disc's edge, as the art draws it, on a w x h grid."""
    from luna.client.board.art.pieces import DISC_EDGE, edge_marks
    k = 4
    big = pygame.Surface((w * k, h * k))
    for x, y, f in edge_marks(shape):
        pts = _mark_points(shape, 0.0, 0.0, DISC_EDGE * 0.36 * w * k)
        pygame.draw.polygon(big, (255, 255, 255), [(x * w * k + px * f, y * w * k + py)
                                                   for px, py in pts])
    return pygame.mask.from_threshold(pygame.transform.smoothscale(big, (w, h)),
                                      (255, 255, 255), (128, 128, 128, 255))


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_council_disc_tells_its_player_by_its_edge_in_every_eye(tmp_path, size):
    """A stack of four council discs on the screen: each disc's edge, read by lightness
    alone (in grey, as deuteranopes and protanopes see it), shows a row of its player's
    own symbol (closest of the four), at least 2:1 from the edge's stone; the top disc
    also wears it large on its face."""
    scene, shot = council_board(tmp_path, size)
    discs = scene.board.discs
    assert [p for _, p in discs] == [2, 0, 3, 1], discs
    assert discs[0][0].w >= (22 if size[0] < 1280 else 26), "discs too small to read"
    for eye, matrix in EYES.items():
        for rect, p in discs:
            colour = scene.snap["colours"][p]
            w, h = rect.size
            band = _band(w, h)
            lum = {(x, y): seen(shot.get_at((rect.x + x, rect.y + y)), matrix)
                   for x, y in _pixels(band)}
            marks = {shape: _edge_template(shape, w, h).overlap_mask(band, (0, 0))
                     for shape in set(SHAPES.values())}
            own = marks[SHAPES[colour]]
            stone = band.copy()
            for m in marks.values():
                stone.erase(_grown(m, 1), (0, 0))
            base = statistics.median(lum[q] for q in _pixels(stone))
            core = statistics.median(lum[q] for q in _pixels(_shrunk(own, 1)) or _pixels(own))
            assert contrast(core, base) >= 2.0, f"{eye}: {colour}'s disc edge shows no mark"
            cut = (base + core) / 2
            ink = pygame.Mask((w, h))
            for q, v in lum.items():
                if (v < cut) == (core < cut):
                    ink.set_at(q)
            scores = {shape: _iou(ink, m) for shape, m in marks.items()}
            best = max(scores, key=scores.get)
            assert best == SHAPES[colour], f"{eye}: {colour}'s disc edge reads as {best} {scores}"
