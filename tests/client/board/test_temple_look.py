"""The temple reads at a glance (issue 21): its rows are four stones
of one building (sandstone, rose granite, blue slate, grey limestone), light and clearly
apart, none a player's colour nor dark and grey like a greyed-out place; every field's
number and island symbol stands at least 4.5:1 from its stone, measured on the screen;
the Book of Wisdom is a parchment tome, no player's colour. Drawn by the real loop at
normal speed at 1024x700, 1280x800 and 1920x1080."""

from __future__ import annotations

import math
import statistics

import pygame
import pytest
from human import Person
from positions import blank, claim, empty_temple, play, temple_novice, to_consecrate
from test_colour_vision import contrast, seen
from test_lit_at_a_glance import unlit

from luna.client.board import art
from luna.client.board.art.base import _glyphs
from luna.client.board.targets import Field, Tile
from luna.client.board.temple_view import marks_grow
from luna.client.board.threat_marks import WARN
from luna.client.board.view import WELCOME
from luna.client.demo.driver import frames, make_app
from luna.client.game.tooltips import tooltip
from luna.client.opening import open_game
from luna.engine import new_game
from luna.text import set_language, t

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def start(request, tmp_path_factory):
    """A four-player game's start: four rows, a novice and a Book on one field of each."""
    app = make_app(tmp_path_factory.mktemp("temple"), speed="normal", size=request.param)
    game = new_game(players=4, seed=1, setup="intro")
    open_game(app, game, autosave=False)
    app.settings.reduced_motion = True
    frames(app, 5)
    return app


def lum_at(screen, x, y) -> float:
    return seen(screen.get_at((round(x), round(y))), None)


def field_parts(scene, f):
    """A field's centre, its number's box and its symbol's box on the screen (as
    art.hex_field draws them: side by side on a field a novice holds), and its width."""
    hw = int(scene.lay.hex_w)
    cx, cy = scene.lay.field_centre(f["row"], f["col"])
    marks = art.held_marks if f["player"] is not None else art.field_marks
    px, (nx, ny), sym, (sx, sy) = marks(hw, marks_grow(hw, f["player"] is not None))
    h = round(hw * 2 / math.sqrt(3))
    left, top = int(cx) - hw // 2, int(cy) - h // 2      # the field's picture
    glyphs = _glyphs(str(f["field"]), px, (0, 0, 0))
    number = glyphs.get_rect(center=(round(left + nx), round(top + ny)))
    symbol = pygame.Rect(left + sx, top + sy, sym, sym)
    return (cx, cy), number, symbol, hw


def held_piece(scene, f, number, symbol, at) -> bool:
    """Whether `at` on a held field is under its marks (side by side at its top) or one
    of its pieces (novice, Book, owner's badge), not on its stone."""
    if f["player"] is None:
        return False
    board, target = scene.board, Field(f["field"])
    boxes = [number.inflate(2, 2), symbol.inflate(2, 2)] + [
        piece[target].inflate(2, 2) for piece in (board.field_novices, board.books,
                                                  board.owner_badges) if target in piece]
    return any(b.collidepoint(round(at[0]), round(at[1])) for b in boxes)


def ink_and_stone(screen, box: pygame.Rect, stone_at) -> float:
    """The contrast of the darkest tenth of `box` (the cut letters) with the stone."""
    values = sorted(lum_at(screen, x, y) for x in range(box.x, box.right)
                    for y in range(box.y, box.bottom))
    ink = statistics.median(values[:max(3, len(values) // 10)])
    return contrast(ink, stone_at)


def test_every_fields_number_and_symbol_stand_out_from_its_stone(start):
    scene, shot = start.scene, start.screen
    checked = 0
    for f in scene.snap["temple"]["fields"]:
        (cx, cy), number, symbol, hw = field_parts(scene, f)
        # the stone: a ring round the field's middle, between its marks and its rim
        # (a held field: its face's stone round its marks and pieces)
        spots = ((-0.3 * hw, 0), (0.3 * hw, 0), (-0.28 * hw, -0.12 * hw),
                 (0.28 * hw, -0.12 * hw), (-0.22 * hw, 0.2 * hw), (0.22 * hw, 0.2 * hw))
        if f["player"] is not None:
            spots = [(dx * hw / 20, dy * hw / 20) for dx in range(-7, 8) for dy in range(-7, 8)
                     if dx * dx + dy * dy <= 49]
        ring = [lum_at(shot, cx + dx, cy + dy) for dx, dy in spots
                if not held_piece(scene, f, number, symbol, (cx + dx, cy + dy))]
        stone = statistics.median(ring)
        r = ink_and_stone(shot, number, stone)
        assert r >= 4.5, f"field {f['field']}'s number stands {r:.2f}:1 from its stone"
        if f["player"] is None and not f["book"]:
            r = ink_and_stone(shot, symbol, stone)
            assert r >= 4.5, f"field {f['field']}'s symbol stands {r:.2f}:1 from its stone"
        checked += 1
    assert checked == len(scene.snap["temple"]["fields"]) == 28


def test_the_rows_are_four_light_stones_apart_and_no_players_colour(start):
    scene, shot = start.scene, start.screen
    rows = scene.snap["temple"]["rows"]
    stones = {}
    for f in scene.snap["temple"]["fields"]:
        if f["tile"]:
            continue
        (cx, cy), _, _, hw = field_parts(scene, f)
        stones.setdefault(rows[f["row"]], []).append(shot.get_at((round(cx - 0.3 * hw),
                                                                  round(cy)))[:3])
    assert len(stones) == 4
    looks = {k: tuple(statistics.median_low(c[i] for c in v) for i in range(3))
             for k, v in stones.items()}
    for board, rgb in looks.items():
        assert seen(rgb, None) >= 0.35, f"the {board} board's stone is dark: {rgb}"
        for colour in art.PLAYER_RGB.values():
            assert sum(abs(a - b) for a, b in zip(rgb, colour, strict=True)) >= 70, \
                f"the {board} board's stone {rgb} looks like a player's colour {colour}"
    boards = list(looks)
    for i, a in enumerate(boards):
        for b in boards[i + 1:]:
            d = sum(abs(x - y) for x, y in zip(looks[a], looks[b], strict=True))
            assert d >= 30, f"the {a} and {b} boards' stones look alike: {looks}"


def lab(rgb) -> tuple[float, float, float]:
    """CIE L*a*b* of an sRGB colour (D65): distances in it are distances the eye sees."""
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    def f(v):
        return v ** (1 / 3) if v > 0.008856 else 7.787 * v + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_the_rows_are_one_neutral_stone_far_from_every_players_colour(start):
    """The fresh player read pink, tan, blue and white rows as the players' own: the rows
    are one stone (one hue, little colour) in light-to-dark steps, each at least 15
    Delta-E (as seen on the screen) from every player's colour, the white one included."""
    scene, shot = start.scene, start.screen
    rows = scene.snap["temple"]["rows"]
    stones = {}
    for f in scene.snap["temple"]["fields"]:
        if f["tile"] or f["player"] is not None:
            continue
        (cx, cy), _, _, hw = field_parts(scene, f)
        stones.setdefault(rows[f["row"]], []).append(shot.get_at((round(cx - 0.3 * hw),
                                                                  round(cy)))[:3])
    looks = {k: lab(tuple(statistics.median_low(c[i] for c in v) for i in range(3)))
             for k, v in stones.items()}
    hues = []
    for board, (L, a, b) in looks.items():
        chroma = (a * a + b * b) ** 0.5
        assert chroma <= 30, f"the {board} board's stone is coloured (chroma {chroma:.0f})"
        hues.append(math.degrees(math.atan2(b, a)))
        for name, colour in art.PLAYER_RGB.items():
            d = math.dist((L, a, b), lab(colour))
            assert d >= 15, f"the {board} board's stone is {d:.0f} Delta-E from {name}'s colour"
    assert max(hues) - min(hues) <= 20, f"the rows' stones are of different hues: {hues}"
    lights = sorted(L for L, _, _ in looks.values())
    steps = [b - a for a, b in zip(lights, lights[1:], strict=False)]
    assert min(steps) >= 3, f"rows alike: {lights}"


def test_the_book_of_wisdom_is_no_players_colour(start):
    scene, shot = start.scene, start.screen
    hw = scene.lay.hex_w
    books = [f for f in scene.snap["temple"]["fields"] if f["book"]]
    assert books
    for f in books:
        cx, cy = scene.lay.field_centre(f["row"], f["col"])
        h = round(hw * 2 / 3 ** 0.5)
        centre = (cx + hw / 2 - hw * 0.22, cy + h / 2 - hw * 0.28)
        size = int(hw * 0.44)
        px = [shot.get_at((round(centre[0] + dx), round(centre[1] + dy)))[:3]
              for dx in range(-size // 4, size // 4 + 1) for dy in range(-size // 4, size // 4 + 1)]
        rgb = tuple(statistics.median_low(p[i] for p in px) for i in range(3))
        for name, colour in art.PLAYER_RGB.items():
            d = sum(abs(a - b) for a, b in zip(rgb, colour, strict=True))
            assert d >= 60, f"the Book on field {f['field']} {rgb} looks {name}'s"
        assert rgb[0] - max(rgb[1], rgb[2]) < 40, f"the Book {rgb} is red"


def test_every_fields_symbol_reads_below_its_number(start):
    """fresh17: the fields' symbols were ~6-7 px at 1024x700. Each free field's symbol,
    measured on the screen (its ink against the stone), is at least 10 px on its longer
    side (the Herbs sprig is slim: 6 across) at every size, four players (the smallest
    fields), and stands below its number's figures, inside its field."""
    scene, shot = start.scene, start.screen
    for f in scene.snap["temple"]["fields"]:
        if f["player"] is not None or f["book"]:
            continue
        (cx, cy), number, symbol, hw = field_parts(scene, f)
        stone = statistics.median(lum_at(shot, cx + dx * hw, cy) for dx in (-0.3, 0.3))
        look = symbol.inflate(6, 6)
        look.top = max(look.top, number.bottom)
        ink = [(x, y) for x in range(look.x, look.right) for y in range(look.y, look.bottom)
               if contrast(lum_at(shot, x, y), stone) >= 2]
        assert ink, f"field {f['field']} shows no symbol"
        xs, ys = [x for x, _ in ink], [y for _, y in ink]
        w, h = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        assert max(w, h) >= 10 and min(w, h) >= 6, (f["field"], f["symbol"], w, h)
        assert symbol.top >= number.bottom - 2, (f["field"], symbol, number)
        assert abs(symbol.centerx - cx) <= 1.5 and symbol.bottom <= cy + hw * 0.5


def _near(colour, want, within: int = 60) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], want, strict=True)) <= within


def test_the_persons_novices_an_opponents_consecration_could_expel_wear_a_warning(tmp_path):
    """A consecration expelled four of a player's temple novices at once, unwarned, and
    an amber badge on a Yellow novice went unseen: each of the person's temple novices
    an opponent's next Consecration could expel has its field ringed in warning red and
    a red "!" sign on it (player 1's claimed, released 6 and 8 threaten player 0's 5, 3
    and 2; not player 0's 23, nothing claimed above it; not player 2's 7, not the
    person's), drawn by the real loop at normal speed; its hover text names who may
    expel it and by which tile, in each language."""
    s = empty_temple(blank(4, seed=1))
    for number in (5, 3, 2, 23):
        temple_novice(s, number, 0)
    temple_novice(s, 7, 2)
    claim(s, 6, 1)
    claim(s, 8, 1)
    person = Person(tmp_path, menu=False)
    open_game(person.app, play(s), autosave=False)
    person.wait(0.2)
    board, shot = person.scene.board, person.app.screen
    assert set(board.threatened) == {Field(5), Field(3), Field(2)}
    for target in (Field(n) for n in (5, 3, 2, 23, 7)):
        ringed = _near(shot.get_at(_ring_edge(board, target)), WARN)
        assert ringed == (target in board.threatened), target
    for target, r in board.threatened.items():
        assert r.colliderect(board.field_novices[target]), target
        assert _near(shot.get_at((round(r.left + r.w * 0.3), round(r.top + r.h * 0.82))),
                     WARN), target
    person.point(board.field_novices[Field(3)].center)
    assert person.scene.tip_rect is not None
    name = person.scene.snap["names"][1]
    try:
        for code in ("en", "de", "fr", "nl"):
            set_language(code)
            said = t("tip.field.danger", name=name, tile=6)
            assert said in tooltip(Field(3), person.scene.snap)
            assert said not in tooltip(Field(2), person.scene.snap)
            assert t("tip.field.danger", name=name, tile=8) in tooltip(Field(2),
                                                                       person.scene.snap)
    finally:
        set_language("en")
    assert name == "Red" and ("Red may expel this novice on their next turn by "
                              "consecrating temple tile 6") in tooltip(Field(3),
                                                                       person.scene.snap)
    person.close()


def _ring_edge(board, target) -> tuple[int, int]:
    """A point of the warning ring on the left edge of `target`'s hexagon."""
    hexagon = pygame.Rect(board.hits.shapes[target][2])
    return hexagon.left + max(2, round(hexagon.w / 16)) // 2 + 1, hexagon.centery


def test_no_warning_where_no_opponent_can_expel(tmp_path):
    """No opponent's Consecration can reach the person's novices (player 1's claimed 6 is
    beside 5, but a Book guards it; nothing claimed above 23): no field is ringed, no
    sign drawn, and the hover names no danger."""
    s = empty_temple(blank(4, seed=1))
    temple_novice(s, 5, 0, book=True)
    temple_novice(s, 23, 0)
    claim(s, 6, 1)
    person = Person(tmp_path, menu=False)
    open_game(person.app, play(s), autosave=False)
    person.wait(0.2)
    board, shot = person.scene.board, person.app.screen
    assert board.threatened == {}
    for target in (Field(5), Field(23)):
        assert not _near(shot.get_at(_ring_edge(board, target)), WARN), target
        assert t("tip.field.danger", name=person.scene.snap["names"][1], tile=6) \
            not in tooltip(target, person.scene.snap)
    person.close()


def test_the_warning_is_for_the_persons_at_this_screen_only():
    """Hot-seat: the seat whose turn it is, where a person here may act; between, every
    person's seat here; a LAN's remote seats and computers never."""
    from types import SimpleNamespace as NS

    from luna.client.board.threat_marks import persons
    seats = [NS(is_human=True), NS(is_human=False), NS(is_human=True), NS(is_human=False)]
    view = NS(table=NS(may_act=True, seats=seats), game=NS(to_move=2))
    assert persons(view) == (2,)
    view.table.may_act = False
    view.game.to_move = 1
    assert persons(view) == (0, 2)
    view.table.seats = [NS(is_human=False)] * 4
    assert persons(view) == ()


def test_the_warning_badges_hover_names_the_danger_and_the_book_that_guards(tmp_path):
    """F864: the "!" was not read as a warning: pointed at, the sign's hover names
    the danger (who can expel the novice, by which tile) and what guards against it (a
    novice on a Book of Wisdom cannot be expelled; the book favour moves one), in each
    language; a novice in no danger says neither."""
    s = empty_temple(blank(4, seed=1))
    temple_novice(s, 5, 0)
    temple_novice(s, 23, 0)
    claim(s, 6, 1)
    person = Person(tmp_path, menu=False)
    open_game(person.app, play(s), autosave=False)
    person.wait(0.2)
    board, snap = person.scene.board, person.scene.snap
    person.point(board.threatened[Field(5)].center)
    assert person.scene.tip_rect is not None and person.scene.hover == Field(5)
    words = tooltip(person.scene.hover, snap)
    assert t("tip.field.danger", name=snap["names"][1], tile=6) in words, words
    assert t("tip.field.guard") in words, words
    try:
        for code in ("en", "de", "fr", "nl"):
            set_language(code)
            assert t("tip.field.guard") in tooltip(Field(5), snap)
            assert t("tip.field.guard") not in tooltip(Field(23), snap)
    finally:
        set_language("en")
    person.close()


def _white_light(on, off, box: pygame.Rect) -> int:
    """The pixels in `box` that a light near white brightens (blue up by over 90: the
    gold light of a lit tile never does)."""
    return sum(on.get_at((x, y))[2] - off.get_at((x, y))[2] > 90
               for x in range(box.left, box.right) for y in range(box.top, box.bottom))


@pytest.mark.parametrize("size,players", [((1024, 700), 3), ((1024, 700), 4),
                                          ((1280, 800), 3)],
                         ids=["1024x700-3p", "1024x700-4p", "1280x800-3p"])
def test_the_novices_that_may_be_consecrated_now_are_ringed_on_the_board(tmp_path, size,
                                                                       players):
    """F893 (F832): which claimed tiles can be consecrated now was not seen. At the
    player's turn, on the board the real loop draws (no tray open), the novice on each
    tile the engine's legal moves consecrate is ringed in light near white, long after
    the turn's first glow; the novice on a claimed tile that may not be consecrated now
    is not. A tile's novice is small where the path is long (1024x700, four players):
    its line and its owner's badge's together run at least a tile's side long."""
    person = Person(tmp_path, size=size, menu=False)
    try:
        game = to_consecrate(players=players, seed=1)
        now = {c["tile"] for c in game.legal() if c["type"] == "consecrate"}
        open_game(person.app, game, autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.point((2, 2))
        person.wait(WELCOME + 0.5)
        off = unlit(scene)
        novices = scene.board.tile_novices
        least = {tile: [] for tile in novices}
        for _ in range(4):                          # over a breath
            person.wait(0.5)
            screen = person.app.screen.copy()
            for tile in novices:
                box = pygame.Rect(scene.board.faces[tile][0])
                least[tile].append(_white_light(screen, off, box))
        for tile, light in least.items():
            if tile.tile in now:
                assert min(light) >= scene.lay.tile_size, \
                    f"tile {tile.tile} to consecrate: its novice unringed {light}"
            else:
                assert max(light) == 0, f"tile {tile.tile} may not be consecrated: {light}"
        assert {Tile(n) for n in now} <= set(novices), (now, novices)
    finally:
        person.close()
