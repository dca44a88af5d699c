"""Arrows that point without hiding (three fresh players: a Travel's head hid White's group
on Tides, the blue "5" on the Book island, a Hint's head lay on red's tile 12 and washed
the tile it named pale; the spot a novice left showed a black figure beside a "0", read
as a fifth player). A move's arrow passes under the pieces it crosses, a Hint's head lies
on its temple tile with the tile's number over it (stopped at the tile's edge, it lay on
the tile before), and a place a move empties shows its ground. Played on the real loop at
normal speed, with four players."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from positions import blank, claim, give, isl, novices, play, random_moves
from test_direct_play import ready
from test_scoring_summary import open_at

from luna.client.board.marks import Hint
from luna.client.board.targets import Group, Island, Tile
from luna.client.opening import open_game


def crowded(on_book: bool = False):
    """Yellow (0) with two novices on the Herbs island (`on_book`: one on the Book island
    too); the Book and Shrine islands crowded with the other three players' standing and
    lying novices."""
    s = blank(players=4)
    herbs, book, shrine = isl(s, "herbs"), isl(s, "book"), isl(s, "shrine")
    novices(s, herbs, 0, active=2)
    novices(s, book, 0, active=int(on_book))
    for p, (a, i) in ((1, (1, 1)), (2, (5, 0)), (3, (3, 1))):
        novices(s, book, p, active=a, inactive=i)
    for p in (1, 2, 3):
        novices(s, shrine, p, active=1, inactive=int(p == 3))
    give(s, 0, "tides")
    claim(s, 12, 1)
    return play(s), herbs, book, shrine


@pytest.fixture(params=[(1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def person(request, tmp_path):
    one = Person(tmp_path, size=request.param)
    yield one
    one.close()


def covered(screen: pygame.Surface, piece, shape) -> tuple[int, int]:
    """Of a piece's solid pixels under an arrow's (`shape`: its mask and top left), how
    many there are and how many the screen does not show as the piece's own."""
    img, at = piece
    mask, (ax, ay) = shape
    solid = pygame.mask.from_surface(img, 254)
    under = solid.overlap_mask(mask, (ax - at[0], ay - at[1]))
    seen = wrong = 0
    for x, y in under.outline(1) + [p for p in _inside(under)]:
        seen += 1
        wrong += screen.get_at((at[0] + x, at[1] + y))[:3] != img.get_at((x, y))[:3]
    return seen, wrong


def _inside(mask: pygame.Mask):
    w, h = mask.get_size()
    return [(x, y) for x in range(0, w, 2) for y in range(0, h, 2) if mask.get_at((x, y))]


def test_a_travels_arrows_pass_under_the_novices_on_the_islands_they_reach(person):
    game, herbs, book, shrine = crowded()
    open_at(person, game)
    scene = person.scene
    ready(person)
    person.act(Group(herbs, 0, "active"), "travel")
    person.click_on(Island(book))
    person.click_on(Island(shrine))
    person.wait(0.5)
    drawn = scene.plan_drawn.drawn
    assert len([s for s in drawn.shapes if s]) == 2
    crossed = 0
    for tg, piece in scene.board.sprites.items():
        if not (isinstance(tg, Group) and tg.island in (book, shrine) and tg.player != 0):
            continue
        for shape in drawn.shapes:
            seen, wrong = covered(person.app.screen, piece, shape)
            crossed += seen
            assert wrong == 0, f"the arrow hides {wrong} of {seen} px of {tg}"
    assert crossed, "no arrow crossed another player's novices: nothing was tried"


def test_a_hints_arrows_head_lies_on_the_tile_it_names_its_number_over_it(person):
    """A Hint's arrow to a path tile: its tip deep in the tile, its head on it, the tile's
    number drawn over the head. (Its tip once stopped at the tile's edge with the tile left
    clear, F051; the temple's tiles packed a tile's width apart, its head then lay on the
    tile before and named that one, F527: now the number alone is left clear.)"""
    from luna.client.board.arrows import number_box
    from luna.client.board.marks import INK
    game, herbs, book, shrine = crowded()
    open_at(person, game)
    scene = person.scene
    ready(person)
    person.wait(2.0)                       # (the turn's first strong light gone)
    cmd = next(c for c in scene.legal if c["type"] == "appoint" and c["island"] == herbs
               and not c["bribe"] and not c["novice_token"])
    goal = Tile(cmd["tile"])
    rect = scene.board.rect_of(goal)
    scene.hints.hint = Hint(cmd, len(scene.game.log), None, 1.0)
    person.wait(0.6)
    assert (goal, "goal") in scene.marks.drawn
    tips = [tip for tg, tip in scene.marks.tips if tg == goal]
    assert tips, scene.marks.tips
    assert rect.inflate(-4, -4).collidepoint(tips[0]), f"the tip off the tile {rect}: {tips}"
    hinted = person.app.screen.copy()
    scene.hints.hint = None                      # the same board a frame on, without the Hint:
    person.wait(1 / 60)                    # (the lit tiles breathe: a frame's step only)
    plain = person.app.screen

    def moved(p) -> bool:
        return sum(abs(a - b) for a, b in zip(hinted.get_at(p)[:3], plain.get_at(p)[:3],
                                              strict=True)) > 24
    inner = rect.inflate(-8, -8)
    spots = [(x, y) for x in range(inner.left, inner.right, 2)
             for y in range(inner.top, inner.bottom, 2)]
    under = [p for p in spots if moved(p)]
    assert len(under) > len(spots) // 8, f"the head covers {len(under)} px of the tile"
    box = pygame.Rect(number_box(rect))
    ink = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)
           if max(plain.get_at((x, y))[:3]) < INK]
    hidden = [p for p in ink if moved(p)]
    assert len(ink) > 10 and not hidden, f"{len(hidden)} of {len(ink)} px of its number hidden"


HINT_SIZES = ((1024, 700), (1280, 800), (1920, 1080))
# (players, seed, moves) of a seeded position at each size: 17 Hints to the temple
MANY_HINTS = ((2, 7, 70), (4, 7, 70), (4, 8, 70))


def test_a_hints_arrow_ends_on_the_tile_it_names_whatever_its_bow(tmp_path):
    """A Hint's arrow to a path tile or a field: its head, the last 24 px of its way before
    its tip, over none of the temple's other tiles and fields, for every Appointment and
    consecration of a seeded position at each of three window sizes, as the Hint marks
    it on the board the real loop drew (F339: bowed along the path's row, the arrow "to
    tile 28" ended on tile 25; F527: stopped at its tile's edge, half of such arrows had
    their head on the tile before, the tiles packed a tile's width apart)."""
    from luna.client.board.arrows import head_stretch
    from luna.client.board.targets import Field, GuardianTile
    tried, wrong = 0, []
    for size, position in zip(HINT_SIZES, MANY_HINTS, strict=True):
        person = Person(tmp_path, size=size, menu=False)
        try:
            open_game(person.app, random_moves(*position), autosave=False)
            person.wait(1 / 60)                 # (its first frame: the board as it stays)
            scene = person.scene
            hits, board = scene.board.hits, pygame.Rect(scene.lay.board)
            surf = person.app.screen.copy()
            places = [(r, tg) for r, tg in hits if isinstance(tg, Tile | Field | GuardianTile)]
            for cmd in scene.legal:
                if cmd["type"] not in ("appoint", "consecrate") or \
                        cmd.get("novice_token") or cmd.get("bribe"):
                    continue
                marks = scene.hints.marks_of(Hint(cmd, len(scene.game.log)), scene.view())
                scene.marks.draw_hint(surf, hits, marks, None, 0.0, board, straight=True)
                goal = (Tile if cmd["type"] == "appoint" else Field)(cmd["tile"])
                (_, a, b, bow), = [w for w in scene.marks.arrows if w[0] == goal]
                (tip,) = [tip for tg, tip in scene.marks.tips if tg == goal]
                head = head_stretch(a, b, bow, tip)
                over = {tg for r, tg in places for p in head if tg != goal and r.collidepoint(p)}
                tried += 1
                if over:
                    wrong.append((size, goal, over))
            scene.marks.clear()
        finally:
            person.close()
    assert tried >= 15, f"{tried} Hints to the temple: nothing tried"
    assert not wrong, f"{len(wrong)} of {tried} arrows end over another place: {wrong[:4]}"


def test_a_place_a_move_empties_shows_its_ground_not_a_black_figure_and_0(person):
    game, herbs, book, shrine = crowded()
    open_at(person, game)
    scene = person.scene
    ready(person)
    src = Group(herbs, 0, "active")
    figures, at = scene.board.sprites[src]
    disc = scene.board.count_discs[src]
    person.act(src, "travel")
    person.click_on(Island(book))
    person.click_on(Island(book))
    person.wait(0.5)
    assert scene.builder.count == 2
    board = scene.board
    ground = board._scene.copy()
    if herbs in board.strands:        # (a sandbank where the groups reach past the land;
        bank, sand = board.strands[herbs]   # in the seats' grid they stand on it)
        ground.blit(sand, bank)
    screen = person.app.screen
    body = pygame.mask.from_surface(figures, 200)
    spots = [(at[0] + x, at[1] + y) for x, y in _inside(body)]
    spots += [(x, y) for x in range(disc.left + 2, disc.right - 2, 2)
              for y in range(disc.top + 2, disc.bottom - 2, 2)]
    arrows = pygame.mask.Mask(screen.get_size())
    for shape in scene.plan_drawn.drawn.shapes:
        if shape:
            arrows.draw(*shape)
    near = arrows.convolve(pygame.mask.Mask((31, 31), fill=True))    # (and its shadow)
    free = [p for p in spots if not near.get_at((p[0] + 15, p[1] + 15))]
    off = [p for p in free
           if sum(abs(a - b) for a, b in zip(screen.get_at(p)[:3], ground.get_at(p)[:3],
                                             strict=True)) > 60]
    assert len(free) > len(spots) // 3, "the arrows hide the spot: nothing tried"
    assert not off, f"{len(off)} of {len(spots)} px of the emptied spot show a figure or a count"


def test_a_hints_arrow_over_the_temples_fields_lets_them_show_through(person):
    """A French fresh player: the Council's preview arrow cut across the whole temple,
    hiding fields 2, 20 and 26. Over the fields the arrow is seen through."""
    from luna.client.board.arrows import curve
    from luna.client.board.marks import GOAL
    from luna.client.board.targets import Field
    game, herbs, book, shrine = crowded(on_book=True)
    open_at(person, game)
    scene = person.scene
    ready(person)
    person.wait(2.0)
    cmd = next(c for c in scene.legal if c["type"] == "council" and c["island"] == book)
    fields = [r for r, tg in scene.board.hits if isinstance(tg, Field)]
    box = fields[0].unionall(fields[1:])
    screen = person.app.screen

    def gold() -> int:
        return sum(all(abs(a - b) <= 10 for a, b in zip(screen.get_at((x, y))[:3], GOAL,
                                                         strict=True))
                   for x in range(box.left, box.right, 2) for y in range(box.top, box.bottom, 2)
                   if any(r.collidepoint(x, y) for r in fields))
    before = gold()
    scene.hints.hint = Hint(cmd, len(scene.game.log), None, 1.0)
    person.wait(0.6)
    (goal, tip), = scene.marks.tips
    a = scene.board.rect_of(Group(book, 0, "active")).center
    crossing = [p for p in curve(a, tip, pygame.Rect(scene.lay.board).center)
                if any(r.collidepoint(p) for r in fields)]
    assert crossing, "the arrow does not cross the fields: nothing tried"
    assert gold() - before < 10, f"{gold() - before} px of the fields hidden in gold"


@pytest.mark.parametrize("size", [(1280, 800), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hints_arrow_stands_out_over_the_tiles_it_crosses(tmp_path, size):
    """F349: the Hint's straight arrow from a path tile to a temple tile faded over the
    tiles it crossed (laid half over it) and, 10 px wide, was barely seen at 2560x1440.
    Each Hint of two positions whose arrow crosses the temple's fields and tiles: across
    its way over them, the screen with the Hint against the same screen without it,
    a contrast of 3 at least somewhere across it, and what it changes as wide as 1/80
    of the board's height (grown with the window)."""
    person = Person(tmp_path, size=size)
    try:
        seen = faint = 0
        for game in (crowded(on_book=True)[0], random_moves(4, 3, 40)):
            open_at(person, game)
            ready(person)
            person.wait(2.0)
            scene = person.scene
            for cmd in [c for c in scene.legal if c["type"] in ("council", "appoint",
                                                                 "consecrate")
                        and not c.get("novice_token")]:
                scene.hints.hint = Hint(cmd, len(scene.game.log), None, 1.0)
                person.wait(0.4)
                hinted = person.app.screen.copy()
                routes = list(scene.marks.routes)
                scene.hints.hint = None
                person.wait(1 / 60)
                for route in routes:
                    s, f = _across(scene, hinted, person.app.screen, route)
                    seen, faint = seen + s, faint + f
        assert seen >= 5, f"the Hints' arrows cross {seen} points of tiles: nothing tried"
        assert faint <= seen // 10, f"{faint} of {seen} points across tiles faint"
    finally:
        person.close()


def _across(scene, hinted, plain, route) -> tuple[int, int]:
    """Of an arrow's points over the temple's places but its goal's (its ends apart),
    how many there are and how many are faint across it (`hinted` against `plain`: no
    contrast of 3, or what it changes narrower than 1/80 of the board's height)."""
    import math

    from luna.client.board.arrows import curve
    from luna.client.board.targets import Field, Figure, GuardianTile
    from luna.client.widgets.palette import contrast
    goal, a, b, away = route
    board = pygame.Rect(scene.lay.board)
    wide = board.h / 80
    places = [r for r, tg in scene.board.hits
              if isinstance(tg, Field | Tile | GuardianTile) and tg != goal]
    pieces = [r for r, tg in scene.board.hits if isinstance(tg, Group | Figure)]
    way = curve(a, b, away, 120)
    seen = faint = 0
    for k in range(20, len(way) - 20, 2):
        p, q = way[k], way[k + 1]
        if not any(r.collidepoint(p) for r in places) or \
                any(r.inflate(8, 8).collidepoint(p) for r in pieces):
            continue                    # (a piece stands over it: F051)
        n = math.dist(p, q) or 1.0
        nx, ny = -(q[1] - p[1]) / n, (q[0] - p[0]) / n
        across = [(round(p[0] + nx * d), round(p[1] + ny * d))
                  for d in range(-round(wide * 2), round(wide * 2) + 1)]
        across = [c for c in across if board.collidepoint(c)]
        most = max(contrast(hinted.get_at(c)[:3], plain.get_at(c)[:3]) for c in across)
        changed = [i for i, c in enumerate(across) if sum(
            abs(x - y) for x, y in zip(hinted.get_at(c)[:3], plain.get_at(c)[:3],
                                       strict=True)) > 60]
        seen += 1
        faint += most < 3.0 or (changed[-1] - changed[0] + 1 if changed else 0) < wide
    return seen, faint


def test_a_hints_arrow_and_light_leave_the_councils_discs_whole(person):
    """A French fresh player: an arrowhead covered council seats 8 to 10 and the blue
    disc on seat 9. The discs on the seats stand over the Hint's arrow and its light."""
    from luna.client.board import art
    game, herbs, book, shrine = crowded(on_book=True)
    open_at(person, game)
    scene = person.scene
    ready(person)
    person.wait(2.0)
    cmd = next(c for c in scene.legal if c["type"] == "council" and c["island"] == book)
    screen = person.app.screen
    size = pygame.Rect(scene.lay.council[0]).w
    spots = set()
    for rect, p in scene.board.discs:
        solid = pygame.mask.from_surface(art.council_disc(scene.snap["colours"][p], size), 254)
        spots |= {(rect.x + x, rect.y + y) for x, y in _inside(solid)}
    assert spots
    before = {p: screen.get_at(p) for p in spots}
    scene.hints.hint = Hint(cmd, len(scene.game.log), None, 1.0)
    person.wait(0.6)
    assert scene.marks.tips, "no arrow to the council"
    hidden = [p for p in spots if max(abs(a - b) for a, b in zip(
        screen.get_at(p)[:3], before[p][:3], strict=True)) > 24]
    assert not hidden, f"{len(hidden)} of {len(spots)} px of the council's discs hidden"


def test_a_hints_arrow_passes_over_the_temples_names(tmp_path):
    """F725: the "Entrance" sign stood over the Hint's arrow from the path's first tiles
    to their field, hiding where it went. Two players at 1280x800, Yellow's tile 28 just
    past the Guardian: the Hint's Consecration arrow crosses the entrance's sign and is
    drawn over it (every other name, piece and count still over a move's arrow)."""
    from luna.client.board.arrows import curve
    from luna.client.demo.driver import frames, make_app
    s = blank(players=2)
    claim(s, 28, 0)
    s["guardian"] = 0                          # (the Guardian on the path's first place)
    game = play(s)
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, game, autosave=False)
    frames(app, 5)
    scene = app.scene
    cmd = next(c for c in scene.legal if c["type"] == "consecrate")
    scene.hints.hint = Hint(cmd, len(scene.game.log), None, 1.0)
    frames(app, 10)
    (goal, a, b, bow), = scene.marks.arrows
    names = [pygame.Rect(k[1]) for k in scene.board.hits.tops
             if isinstance(k, tuple) and k[0] == "name"]
    way = [(round(x), round(y)) for x, y in curve(a, b, bow)]
    crossed = [(n, [p for p in way if n.inflate(-4, -4).collidepoint(p)]) for n in names]
    crossed = [(n, ps) for n, ps in crossed if ps]
    assert crossed, (names, way)                # (the position's point: the way crosses it)
    hinted = app.screen.copy()
    scene.hints.hint = None
    frames(app, 1)
    plain = app.screen
    for name, points in crossed:
        same = [p for p in points if sum(abs(x - y) for x, y in zip(
            hinted.get_at(p)[:3], plain.get_at(p)[:3], strict=True)) < 40]
        assert not same, f"the sign {name} over the arrow at {same}"


def test_a_hints_arrow_leaves_a_fields_book_of_wisdom_whole(tmp_path):
    """F657: a Book of Wisdom on its field lay under a Hint's arrow, seen only through
    it with its field. Two players at 1280x800, Yellow's Council from the Book island,
    whose arrow crosses field 16 and its Book: every pixel of the Book is its own over
    the arrow."""
    from positions import empty_temple, temple_novice

    from luna.client.board.arrows import curve
    from luna.client.board.targets import Field
    from luna.client.demo.driver import frames, make_app
    s = blank(players=2)
    empty_temple(s)
    temple_novice(s, 16, 1, book=True)
    novices(s, isl(s, "book"), 0, active=2)
    game = play(s)
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, game, autosave=False)
    frames(app, 5)
    scene = app.scene
    cmd = next(c for c in scene.legal if c["type"] == "council" and c["count"] == 1)
    scene.hints.hint = Hint(cmd, len(scene.game.log), None, 1.0)
    frames(app, 10)
    img, at = scene.board.hits.books[Field(16)]
    book = img.get_rect(topleft=at)
    (goal, a, b, bow), = scene.marks.arrows
    assert any(book.collidepoint(p) for p in curve(a, b, bow)), (book, a, b)
    solid = pygame.mask.from_surface(img, 254)
    w, h = img.get_size()
    own = [(x, y) for x in range(w) for y in range(h) if solid.get_at((x, y))]
    off = [p for p in own if app.screen.get_at((at[0] + p[0], at[1] + p[1]))[:3]
           != img.get_at(p)[:3]]
    assert len(own) > 20 and not off, f"{len(off)} of {len(own)} px of the Book not its own"
