"""The board's pieces read as what they are (issue 21, look round 3, the board's pieces and
temple): a snuffed candle is a dark burnt-down candle, never a red or gold glow, even when a
review marks the candles in a player's colour; a count stands clear of the front novice's
symbol and of a favour stack's icon; a white novice has a dark rim on the light temple
stone; the temple path's order reads from its direction marks; the Moon Priestess is no
player's colour. Drawn by the real loop at normal speed at 1024x700, 1280x800, 1920x1080."""

from __future__ import annotations

import statistics

import pygame
import pytest
from positions import blank, claim, isl, novices, play, temple_novice
from test_colour_vision import seen

from luna.client.board import art
from luna.client.board.island_slots import island_slots
from luna.client.board.targets import Candles, CouncilName, Field, Figure, GuardianTile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]
RED = (226, 88, 66)                  # a review marks the move played in its player's colour


def position(turned: int = 2):
    """Four players, two candles snuffed, two novices of each player standing on the Book
    island (the fresh player's crowded case), a white novice on a temple field and on a
    path tile."""
    snap = blank(4)
    snap["time_markers"]["turned"] = turned
    for p in range(4):
        novices(snap, isl(snap, "book"), p, active=2)
    temple_novice(snap, 1, 3)
    claim(snap, snap["path"][2]["tile"] if "tile" in snap["path"][2] else
          snap["path"][3]["tile"], 3)
    return play(snap)


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def board(request, tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("pieces"), speed="normal", size=request.param,
                   menu=False)
    open_game(app, position(), autosave=False)
    app.settings.reduced_motion = True
    frames(app, 5)
    return app


def _candles(app):
    """Each candle's rect as drawn and whether it burns (in the board's own order)."""
    lay, tm = app.scene.lay, app.scene.snap["time_markers"]
    size = lay.candle_size
    out = []
    for k in range(tm["total"]):
        cx, cy = lay.candles[k - tm["total"]]
        r = pygame.Rect(0, 0, round(size * 0.6), size)
        r.center = (int(cx), int(cy))
        out.append((r, k >= tm["turned"]))
    return out


def _redness(screen, box: pygame.Rect) -> float:
    """How much redder than grey the box is on average (red minus the mean of green, blue)."""
    px = [screen.get_at((x, y))[:3] for x in range(box.x, box.right)
          for y in range(box.y, box.bottom)]
    return statistics.mean(r - (g + b) / 2 for r, g, b in px)


def test_a_snuffed_candle_is_pale_wax_burnt_down_not_a_red_glow(board):
    app = board
    frames(app, 2)
    candles = _candles(app)
    assert [lit for _, lit in candles] == [False, False, True, True]
    plain = app.screen.copy()
    # a review marks the candles (a meditation played) in the player's colour, as
    # screens/replay.draw_marks does: twice, full and soft
    app.scene.board.hits.glow(app.screen, Candles(), RED, 1.0)
    app.scene.board.hits.glow(app.screen, Candles(), RED, 0.6)
    marked = app.screen
    for r, lit in candles:
        # the air over a snuffed candle's short wax (where a flame would burn) stays the
        # grass and stone it was: no red oval round the candle
        air = pygame.Rect(r.x, r.y, r.w, round(r.h * 0.45))
        assert _redness(marked, air) - _redness(plain, air) < 12, \
            f"a red glow rises round the candle at {r}"
        if not lit:       # its wax is pale (a candle put out: dark ones read as black
            # hats, a French fresh player at 1280x800)
            wax = pygame.Rect(0, 0, max(2, r.w // 6), max(2, r.h // 8))
            wax.midtop = (r.centerx, r.y + round(r.h * 0.72))
            lum = statistics.median(seen(plain.get_at(p), None) for p in
                                    ((x, y) for x in range(wax.x, wax.right)
                                     for y in range(wax.y, wax.bottom)))
            assert lum > 0.3, f"the snuffed candle's wax at {wax} is dark ({lum:.2f})"
    # the mark still shows: a coloured light round the candles' dishes
    foot = candles[0][0].unionall([r for r, _ in candles[1:]])
    foot = pygame.Rect(foot.x, foot.y + round(foot.h * 0.8), foot.w, round(foot.h * 0.3))
    assert _redness(marked, foot) - _redness(plain, foot) > 8, "the review's mark is gone"


def _covered(screen, picture, at, box: pygame.Rect) -> int:
    """How many opaque pixels of `picture` (drawn at `at`) inside `box` (screen
    coordinates) show something else on the screen: something drawn over them."""
    n = 0
    for x in range(box.x, box.right):
        for y in range(box.y, box.bottom):
            px = picture.get_at((x - at[0], y - at[1]))
            if px.a == 255 and screen.get_at((x, y))[:3] != tuple(px)[:3]:
                n += 1
    return n


def test_a_count_covers_not_the_front_novices_symbol(board):
    app = board
    scene = app.scene
    frames(app, 2)
    book = isl(scene.snap, "book")
    checked = 0
    for target, (img, at) in scene.board.sprites.items():
        if not target.active:
            continue
        colour = scene.snap["colours"][target.player]
        size = island_slots(pygame.Rect(scene.lay.islands[target.island]), scene.lay.scale,
                            4).novice
        fig_w = art.novice(colour, size).get_width()
        # the front (rightmost, lowest) novice's symbol, on its chest, and its dark rim
        cx = at[0] + img.get_width() - 2 - fig_w / 2
        cy = at[1] + img.get_height() - 2 - size + 0.585 * size
        r = 0.118 * size
        mark = pygame.Rect(round(cx - r), round(cy - r), round(2 * r), round(2 * r))
        assert _covered(app.screen, img, at, mark) == 0, \
            f"{colour}'s count covers its front novice's symbol on island {target.island}"
        checked += target.island == book
    assert checked == 4


def test_a_favour_stacks_icon_shows_beside_its_count(board):
    app = board
    scene = app.scene
    frames(app, 2)
    assert len(scene.board.favour_counts) == 7
    for target, (top, _, _) in scene.board.favour_counts.items():
        kind = scene.snap["islands"][target.island]["kind"]
        token = art.favour_token(kind, top.w)
        icon = top.inflate(-round(top.w * 0.4), -round(top.h * 0.4))
        assert _covered(app.screen, token, top.topleft, icon) == 0, \
            f"the count covers the {kind} favour's icon"


def test_a_white_novice_has_a_dark_rim_on_the_light_temple_stone(board):
    app = board
    scene = app.scene
    frames(app, 2)
    hw = scene.lay.hex_w
    f = next(f for f in scene.snap["temple"]["fields"] if f["field"] == 1)
    assert scene.snap["colours"][f["player"]] == "white"
    body = scene.board.field_novices[Field(f["field"])]     # (beside its badge and Book)
    cx = body.centerx
    # across its robe's wide lower part, from its middle out to the stone (or its Book's
    # light page): the white robe, a dark rim at least two pixels wide, the light stone
    # (on the field's face: above its lower edge's bevel, where the novice of a 35 px
    # field at 1024x700 stands by it)
    y = round(body.bottom - body.h * 0.4)
    row = [seen(app.screen.get_at((round(cx) + dx, y)), None) for dx in range(round(hw * 0.4))]
    robe = next((k for k, v in enumerate(row) if v > 0.3), None)
    assert robe is not None, f"no white robe: {row}"
    rim = next((k for k in range(robe, len(row)) if row[k] < 0.06), len(row))
    stone = next((k for k in range(rim, len(row)) if row[k] > 0.4), None)
    assert stone is not None, f"no light stone past the white robe: {row}"
    assert sum(v < 0.06 for v in row[rim:stone]) >= 2, \
        f"the white novice's edge on the stone is faint: {[round(v, 2) for v in row]}"


def test_the_temple_paths_order_reads_from_its_direction_marks(board):
    app = board
    scene = app.scene
    frames(app, 2)
    slots, size = scene.lay.path_slots, scene.lay.tile_size
    shot = app.screen
    middle = sum(x for x, _ in slots) / len(slots)
    turns = [(a, b) for a, b in zip(slots, slots[1:], strict=False) if abs(b[1] - a[1]) >= 1]
    assert len(turns) == 2                      # 36 places: three rows, two turns

    def ink_and_rim(box: pygame.Rect) -> tuple[int, int]:
        lum = [seen(shot.get_at((x, y)), None) for x in range(box.x, box.right)
               for y in range(box.y, box.bottom)]
        return sum(v > 0.65 for v in lum), sum(v < 0.03 for v in lum)

    # round each row's end, outside its tiles, from the one row to the next: an arrow in
    # light ink on a dark rim (the grass there is neither)
    for (xa, ya), (xb, yb) in turns:
        assert abs(xa - xb) < 1
        outer = xa < middle
        box = pygame.Rect(0, round(ya), max(6, round(size * 0.5)), round(yb - ya))
        if outer:
            box.right = round(xa - size / 2) - 1
        else:
            box.left = round(xa + size / 2) + 1
        ink, rim = ink_and_rim(box)
        assert ink >= size // 2 and rim >= size // 3, \
            f"no turning arrow beside the row's end at {box}: {ink} ink, {rim} rim pixels"
    # and a chevron from the entrance into the first place
    (x0, y0), (x1, _) = slots[0], slots[1]
    box = pygame.Rect(0, round(y0 - size * 0.25), round(size * 0.5), round(size * 0.5))
    if x1 > x0:
        box.right = round(x0 - size / 2) - 1
    else:
        box.left = round(x0 + size / 2) + 1
    ink, rim = ink_and_rim(box)
    assert ink >= 3 and rim >= 3, f"no chevron into the path's first place at {box}"
    # the marks cover no tile, field or label and stay on the temple island, in its land
    tiles = [r for r, tg in scene.board.hits if type(tg).__name__ in ("Tile", "GuardianTile",
                                                                      "Field")]
    plateau = pygame.Rect(scene.lay.plateau).inflate(size, 0)     # its stone and the grass
    for mark in scene.board.way_marks:
        assert mark.collidelist(tiles) < 0, f"a direction mark {mark} covers a tile"
        assert mark.collidelist(scene.board.labels) < 0, f"a direction mark {mark} on a label"
        assert plateau.contains(mark), f"a direction mark {mark} off the land {plateau}"


def test_the_council_label_stands_by_the_seats_clear_of_the_candles(board):
    """With four players any seat may hold a stack of four: the council's name stands
    under the seats' numbers, where no stack grows (test_sweep_board), over their
    middle, clear of the candles."""
    app = board
    scene = app.scene
    frames(app, 2)
    lay = scene.lay
    first, last = pygame.Rect(lay.council[0]), pygame.Rect(lay.council[-1])
    words = scene.board.rect_of(CouncilName())
    assert words.w > 3 * first.w
    assert words.top >= first.bottom, f"the council's label {words} over its seats"
    assert abs(words.centerx - (first.centerx + last.centerx) / 2) <= 2, words
    candles = [r for r, _ in _candles(app)]
    altar = candles[0].unionall(candles[1:])
    assert not words.colliderect(altar), \
        f"the council's label {words} stands on the candles {altar}"


def test_the_value_under_the_guardian_shows_beside_him(board):
    app = board
    scene = app.scene
    frames(app, 2)
    disc = scene.board.guardian_value
    assert disc is not None
    g = scene.board.rect_of(Figure("guardian"))
    lum = [seen(app.screen.get_at((x, y)), None) for x in range(disc.x, disc.right)
           for y in range(disc.y, disc.bottom)]
    assert sum(v > 0.55 for v in lum) >= 6 and sum(v < 0.03 for v in lum) >= 10, \
        f"no light figures on a dark disc at {disc}"
    value = scene.snap["path"][scene.snap["guardian"]]["guardian"]
    assert value == 6
    # the Guardian's figure leaves his head and the disc's middle alone
    assert not g.collidepoint(disc.center), f"the Guardian {g} covers his value {disc}"
    # round 4 (c_t02_temple "6"): the disc sat on his figure; none of him under it now
    _, sprite, at = scene.board.hits.shapes[Figure("guardian")]
    body = pygame.mask.from_surface(sprite, 60)
    on_disc = [(x, y) for x in range(disc.x, disc.right) for y in range(disc.y, disc.bottom)
               if (x - disc.centerx) ** 2 + (y - disc.centery) ** 2 <= (disc.w / 2) ** 2
               and 0 <= x - at[0] < sprite.get_width() and 0 <= y - at[1] < sprite.get_height()
               and body.get_at((x - at[0], y - at[1]))]
    assert not on_disc, f"the Guardian runs under his value at {on_disc[:3]} ({disc})"
    assert body.count() >= 0.25 * scene.lay.tile_size ** 2 * 0.3, "the Guardian shrank away"


def test_the_guardians_shield_shows_once(board):
    """A fresh player saw the Guardian's shield twice: the bronze shield printed on his
    tile behind him and the round one he carries. On the tile he stands on only his own
    shows: beside his figure and the value's disc the tile is bare slate, no bronze."""
    app = board
    scene = app.scene
    frames(app, 2)
    tile = scene.board.rect_of(GuardianTile(scene.snap["guardian"]))
    disc = scene.board.guardian_value
    _, sprite, at = scene.board.hits.shapes[Figure("guardian")]
    body = pygame.mask.from_surface(sprite, 8)
    body = body.convolve(pygame.mask.Mask((5, 5), fill=True))       # his rim, 2 px round

    def his(x: int, y: int) -> bool:
        bx, by = x - at[0] + 2, y - at[1] + 2
        return 0 <= bx < body.get_size()[0] and 0 <= by < body.get_size()[1] and \
            body.get_at((bx, by))

    bronze = []
    for x in range(tile.left + 2, tile.right - 2):
        for y in range(tile.top + 2, tile.bottom - 2):
            if his(x, y) or (x - disc.centerx) ** 2 + (y - disc.centery) ** 2 <= \
                    (disc.w / 2 + 2) ** 2:
                continue
            r, g, b = app.screen.get_at((x, y))[:3]
            if r > g + 25 and g > b + 10 and r > 80:            # a warm bronze
                bronze.append((x, y))
    assert body.count() > 0
    assert len(bronze) <= 4, f"a second shield beside the Guardian at {bronze[:5]} ({tile})"
