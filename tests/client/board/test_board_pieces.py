"""The pieces that decide the game, legible and in their own places (issue 21, F048):
shrines, favour stacks with their count, candles lit or snuffed at a glance and council
discs large enough to read at the smallest window and growing with it; the three figures
on an island in their own row, off its landmark and off every chip and count; the move's
ghost and badge off them too; nothing against the window's edges; the small places one
may click (lying chips, your novice on a path tile, your novices on the jetty) lit as an
island is. Drawn by the real loop at normal speed at 1024x700, 1280x800 and 1920x1080."""

from __future__ import annotations

import statistics

import pygame
import pytest
from layout_check import draw_recorded
from positions import blank, claim, give, isl, novices, play, shrine
from test_colour_vision import seen
from test_figures_beside_landmarks import MOST, landmark_share
from test_lit_at_a_glance import unlit

from luna.client.board import art
from luna.client.board.island_slots import island_slots
from luna.client.board.layout import edge
from luna.client.board.targets import (
    Candles,
    Figure,
    Group,
    Island,
    IslandFavours,
    Jetty,
    Shrine,
    Tile,
)
from luna.client.board.view import LAND, WELCOME
from luna.client.demo.driver import click, frames, make_app, ring_card, target_rect
from luna.client.opening import open_game

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]
IDS = [f"{w}x{h}" for w, h in SIZES]


def crowded():
    """All three figures, every player's shrine, standing and lying novices on the Bribery
    island; tokens on every island (three on the Book's); a stack of four council discs; two
    of four candles burnt; novices on the jetty; Yellow (to move) with lying novices to wake
    (Herbs), a released tile claimed to consecrate and the Sailboat's favour (the jetty)."""
    s = blank(4, seed=1)
    b = isl(s, "bribery")
    s["priestess"] = s["architect"] = s["apostate"] = b
    for p in range(4):
        novices(s, b, p, active=p + 1, inactive=3 - p if p < 3 else 1)
        shrine(s, b, p)
    novices(s, isl(s, "tides"), 0, active=2)
    novices(s, isl(s, "shrine"), 0, inactive=2)
    give(s, 0, "herbs", "sailboat")
    s["islands"][isl(s, "book")]["favours"] = 3
    s["council"] = [[] for _ in range(5)] + [[2, 0, 3, 1]] + [[] for _ in range(5)]
    s["time_markers"]["turned"] = 2
    s["jetty"] = [2, 1, 0, 3]
    s["supply"]["novices"] = [n - j for n, j in zip(s["supply"]["novices"], s["jetty"],
                                                    strict=True)]
    claim(s, next(e["tile"] for e in s["path"][s["guardian"] + 1:] if "tile" in e), 0)
    return s


def open_at(tmp_path, size):
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    open_game(app, play(crowded()), autosave=False)
    frames(app, 5)
    return app


@pytest.fixture(scope="module", params=SIZES, ids=IDS)
def board(request, tmp_path_factory):
    return open_at(tmp_path_factory.mktemp("pieces"), request.param)


def hits_of(scene, kind) -> list[tuple[pygame.Rect, object]]:
    return [(r, tg) for r, tg in scene.board.hits if isinstance(tg, kind)]


def landmark_rect(scene, i: int) -> pygame.Rect:
    """Where island `i`'s landmark is drawn (its opaque pixels' box)."""
    x, y, w, h = scene.lay.islands[i]
    kind = scene.snap["islands"][i]["kind"]
    bx, by, bw, bh = art.landmark_box(kind, w, int(h * LAND))
    return art.landmark(kind, bw, bh).get_bounding_rect().move(x + bx, y + by)


def test_the_figures_stand_off_the_landmark_and_off_every_chip_and_count(board):
    scene = board.scene
    b = isl(scene.snap, "bribery")
    figures = [r for r, tg in hits_of(scene, Figure) if tg.name != "guardian"]
    assert len(figures) == 3
    share = landmark_share(board, b)        # (of its drawing: test_figures_beside_landmarks)
    assert share <= MOST, f"the figures cover {share:.0%} of the market"
    island = pygame.Rect(scene.lay.islands[b])
    if b in scene.board.strands:            # (its lying novices' second row: on the
        island.union_ip(scene.board.strands[b][0])      # sandbank under the island)
    chips = [(r, tg) for r, tg in scene.board.hits
             if isinstance(tg, Group | Shrine | IslandFavours) and r.colliderect(island)]
    assert len([tg for _, tg in chips if isinstance(tg, Group)]) == 8
    assert len([tg for _, tg in chips if isinstance(tg, Shrine)]) == 4
    others = [(r, tg) for r, tg in scene.board.hits if not isinstance(tg, Island)]
    for r, tg in chips:
        for r2, tg2 in others:
            c = r.clip(r2)
            assert tg2 == tg or c.w <= 1 or c.h <= 1, f"{tg2} {r2} covers {tg} {r}"
        assert r.collidelist(scene.board.labels) < 0, f"a name covers {tg}"
    # each count is written inside its own chip and over nothing else
    rec = draw_recorded(board)
    counts = [d for d in rec.texts if d.words.isdigit() and d.rect.colliderect(island)]
    assert len(counts) >= 8
    for d in counts:
        owners = [tg for r, tg in chips if r.contains(d.rect.inflate(-2, -2))]
        assert len(owners) == 1, f"the count {d.words} {d.rect} stands in {owners}"


def test_the_pieces_that_decide_are_large_and_grow_with_the_window(tmp_path):
    sizes = []
    for k, size in enumerate(SIZES):
        app = open_at(tmp_path / str(k), size)
        scene = app.scene
        lay = scene.lay
        shrine_w = min(r.w for r, _ in hits_of(scene, Shrine))
        candle_h = max(r.h for _, _, r in scene.board.hits.shapes[Candles()][1])
        slots = island_slots(pygame.Rect(lay.islands[0]), lay.scale, 4)
        disc_w = scene.board.discs[0][0].w
        landmark_h = max(landmark_rect(scene, i).h for i in range(7))
        sizes.append((shrine_w, candle_h, slots.token, disc_w))
        # the room comes from decoration: a shrine is at least half a landmark's height
        assert shrine_w >= 0.45 * landmark_h, (shrine_w, landmark_h)
    (s1, c1, t1, d1), (s2, c2, t2, d2), (s3, c3, t3, d3) = sizes
    assert s1 >= 15 and c1 >= 36 and t1 >= 16 and d1 >= 22, sizes[0]
    assert s2 >= 20 and c2 >= 40 and t2 >= 21 and d2 >= 26, sizes[1]
    assert s1 < s2 < s3 and c1 < c2 < c3 and t1 < t2 < t3 and d1 < d2 < d3, sizes


def test_a_lit_candle_and_a_snuffed_one_are_told_apart_in_grey(board):
    scene, shot = board.scene, board.screen
    shapes = scene.board.hits.shapes[Candles()][1]
    turned = scene.snap["time_markers"]["turned"]
    wax, flame = [], []
    for _, _, r in shapes:
        col = [seen(shot.get_at((r.centerx + dx, y)), None)
               for dx in (-1, 0, 1) for y in range(r.y + r.h * 70 // 100, r.y + r.h * 82 // 100)]
        top = [seen(shot.get_at((x, y)), None) for x in range(r.centerx - r.w // 5,
                                                               r.centerx + r.w // 5 + 1)
               for y in range(r.y, r.y + r.h * 4 // 10)]
        wax.append(statistics.median(col))
        flame.append(max(top))
    out, lit = wax[:turned], wax[turned:]
    assert out and lit
    # the same pale wax (dark grey ones read as black top hats: test_sweep_scoring)
    assert min(out) >= 0.3 and min(out) >= 0.5 * min(lit), (lit, out)
    assert min(flame[turned:]) > 0.75 and max(flame[:turned]) < 0.45, flame


def test_a_favour_stack_shows_how_many_tokens_lie_there(board):
    scene = board.scene
    rec = draw_recorded(board)
    for r, tg in hits_of(scene, IslandFavours):
        n = scene.snap["islands"][tg.island]["favours"]
        words = [d for d in rec.texts if r.contains(d.rect)]
        assert [d.words for d in words] == [str(n)], (tg, words)
        assert words[0].size >= 13


def test_nothing_stands_against_the_window_edges(board):
    scene = board.scene
    lay = scene.lay
    inner = pygame.Rect(lay.board).inflate(-2 * edge(lay.scale) + 2, -2 * edge(lay.scale) + 2)
    things = [pygame.Rect(r) for r in lay.islands] + list(scene.board.labels)
    things += [r for r, tg in scene.board.hits if isinstance(tg, Group | Shrine | IslandFavours)]
    for r in things:
        assert inner.contains(r), f"{r} stands within {edge(lay.scale)} px of the edge"


def shore_light(scene, screen, island: Island) -> float:
    """How bright the island's shore looks: the mean of its outline's pixels."""
    _, pts, _, _, x, y = scene.board.hits.shapes[island]
    at = [(x + px, y + py) for px, py in pts[::3]]
    return sum(sum(screen.get_at((round(a), round(b)))[:3]) for a, b in at) / len(at) / 3


def ring_light(screen, rect: pygame.Rect, reach: int) -> float:
    """The mean brightness just round `rect` (where its light shows)."""
    outer = rect.inflate(2 * reach, 2 * reach)
    px = [screen.get_at((x, y)) for x in range(outer.x, outer.right, 2)
          for y in range(outer.y, outer.bottom, 2) if not rect.collidepoint(x, y)]
    return sum(sum(p[:3]) for p in px) / len(px) / 3


def rim_light(screen, rect: pygame.Rect, width: int) -> float:
    """The mean brightness of `rect` within `width` of its edge (a tile's light lies
    over it, nothing past its edge: glows.tile_light)."""
    inner = rect.inflate(-2 * width, -2 * width)
    px = [screen.get_at((x, y)) for x in range(rect.x, rect.right)
          for y in range(rect.y, rect.bottom) if not inner.collidepoint(x, y)]
    return sum(sum(p[:3]) for p in px) / len(px) / 3


def light_of(screen, target, rect: pygame.Rect) -> float:
    return rim_light(screen, rect, 4) if isinstance(target, Tile) else \
        ring_light(screen, rect, 5)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)], ids=IDS[:2])
def test_the_small_places_to_click_glow_as_an_island_does(tmp_path, size):
    """Once the turn's first glow has faded: your novice on a released tile (consecrate)
    and your novices on the jetty light up round them as an island lights up round its
    shore, your lying novices (Herbs) softly (never ringed brighter than the standing
    ones: tests/client/moves/test_lit_at_a_glance.py), and each of them only when it may be
    clicked."""
    app = open_at(tmp_path, size)
    scene = app.scene
    app.mouse = (2, 2)
    frames(app, int(60 * (WELCOME + 1)))
    tile = next(tg for tg in scene.clickable if isinstance(tg, Tile))
    wanted = [Group(isl(scene.snap, "shrine"), 0, "inactive"), tile, Jetty(0)]
    isle = Island(isl(scene.snap, "tides"))
    for tg in wanted + [isle]:
        assert tg in scene.clickable, tg
    rects = {tg: scene.board.rect_of(tg) for tg in wanted}
    lit = {tg: light_of(app.screen, tg, r) for tg, r in rects.items()}
    lit[isle] = shore_light(scene, app.screen, isle)
    scene.clickable = scene.glowing = set()          # nothing may be clicked: no light
    frames(app, 2)
    dark = {tg: light_of(app.screen, tg, r) for tg, r in rects.items()}
    dark[isle] = shore_light(scene, app.screen, isle)
    assert lit[isle] - dark[isle] > 4, "the island's own light"
    for tg in wanted:
        least = 6.0 if isinstance(tg, Group) else max(10.0, 0.6 * (lit[isle] - dark[isle]))
        assert lit[tg] - dark[tg] >= least, (tg, lit[tg], dark[tg], lit[isle] - dark[isle])


def test_a_moves_ghost_and_badge_cover_no_chip_count_or_figure(tmp_path):
    """A Travel into the crowded island: its ghost and the badge of its count stand over
    none of the island's chips, counts, shrines, tokens or figures, inside the board."""
    for k, size in enumerate(SIZES[:2]):
        app = open_at(tmp_path / str(k), size)
        scene = app.scene
        tides, bribery = isl(scene.snap, "tides"), isl(scene.snap, "bribery")
        click(app, target_rect(scene, Island(tides)).center)
        frames(app, 20)
        click(app, ring_card(scene, "travel").center)
        frames(app, 10)
        assert scene.builder is not None
        click(app, target_rect(scene, Island(bribery)).center)
        frames(app, 30)
        drawn = scene.plan_drawn.drawn
        assert [i for i, _, _ in drawn.ghosts] == [bribery]
        keep = [r.inflate(-2, -2) for r, tg in scene.board.hits
                if isinstance(tg, Group | Shrine | IslandFavours | Figure)]
        inner = pygame.Rect(scene.lay.board).inflate(-2 * edge(scene.lay.scale),
                                                     -2 * edge(scene.lay.scale))
        for _, ghost, badge in drawn.ghosts:
            for r in (ghost.inflate(-6, -6), badge):
                assert r.collidelist(keep) < 0, f"{r} covers {keep[r.collidelist(keep)]}"
                assert inner.contains(r), f"{r} against the window's edge"


def test_every_figure_stands_on_its_islands_land(board):
    """A fresh player saw the Moon Priestess stand half in the sea (the figures' row was
    centred on the island's box, wider than its land there): each figure's picture lies
    on the island's land, its feet wholly."""
    scene = board.scene
    b = isl(scene.snap, "bribery")
    x, y, w, h = scene.lay.islands[b]
    land_h = int(h * LAND)
    shape = pygame.Surface((w, land_h), pygame.SRCALPHA)
    pygame.draw.polygon(shape, (255, 255, 255), art.shore("bribery", w, land_h, b))
    land = pygame.mask.from_surface(shape)
    figures = [(r, tg) for r, tg in hits_of(scene, Figure) if tg.name != "guardian"]
    assert len(figures) == 3
    for r, tg in figures:
        body = pygame.mask.from_surface(art.figure(tg.name, r.h))
        on = land.overlap_area(body, (r.x - x, r.y - y))
        assert on >= 0.9 * body.count(), (tg.name, on, body.count())
        base = [(px, py) for px in range(r.w) for py in range(r.h - 3, r.h)
                if body.get_at((px, py))]
        assert all(land.get_at((px + r.x - x, py + r.y - y)) for px, py in base), tg.name


def test_every_disc_of_a_council_stack_shows_its_colour(board):
    """A fresh player saw only the top disc of a stack (a lower one's edge read as the
    upper one's foot): each disc of the stack of four stands higher and a little right of
    the one under it, so a good part of each shows, a crescent of its face in its own
    colour among it; the top one whole."""
    scene = board.scene
    discs = scene.board.discs
    assert [p for _, p in discs] == [2, 0, 3, 1]
    shot = board.screen
    for k, (rect, p) in enumerate(discs):
        colour = scene.snap["colours"][p]
        body = pygame.mask.from_surface(art.council_disc(colour, rect.w))
        seen = body.copy()
        for up, _ in discs[k + 1:]:
            seen.erase(body, (up.x - rect.x, up.y - rect.y))
        assert seen.count() >= (1.0 if k == len(discs) - 1 else 0.55) * body.count(), (k, p)
        rgb = art.PLAYER_RGB[colour]
        own = sum(1 for x in range(rect.w) for y in range(rect.h) if seen.get_at((x, y))
                  and sum(abs(a - b) for a, b in zip(shot.get_at((rect.x + x, rect.y + y))[:3],
                                                     rgb, strict=True)) < 70)
        assert own >= 0.03 * rect.w * rect.w, (colour, own, rect.w)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_planned_count_stands_clear_of_its_islands_pieces_and_its_arrow(tmp_path, size):
    """A Travel's "+N" badge on every island it may go to: over none of that island's
    pieces (counts, shrines, tokens, figures: the Shrine island's shrine and novices,
    F242), nor under the arrowhead or outline of the arrow that points at it (F116)."""
    from luna.client.demo.driver import key
    s = crowded()
    tides, sh = isl(s, "tides"), isl(s, "shrine")
    novices(s, tides, 0, active=3)
    for p in (1, 2, 3):                          # the Shrine island crowded too
        novices(s, sh, p, active=p, inactive=1)
        shrine(s, sh, p)
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    open_game(app, play(s), autosave=False)
    frames(app, 5)
    scene = app.scene
    pieces = [(r.inflate(-2, -2), tg) for r, tg in scene.board.hits
              if isinstance(tg, Group | Shrine | IslandFavours | Figure)]
    keep = [r for r, _ in pieces]
    bad = []
    for to in range(len(scene.snap["islands"])):
        if to == tides:
            continue
        click(app, target_rect(scene, Island(tides)).center)
        frames(app, 20)
        click(app, ring_card(scene, "travel").center)
        frames(app, 10)
        for _ in range(3):                       # "+3"
            click(app, target_rect(scene, Island(to)).center)
            frames(app, 10)
        frames(app, 20)
        drawn = scene.plan_drawn.drawn
        assert [i for i, _, _ in drawn.ghosts] == [to]
        _, _, badge = drawn.ghosts[0]
        if badge.collidelist(keep) >= 0:
            bad.append(f"{to}: {badge} covers {pieces[badge.collidelist(keep)]}")
        box = pygame.mask.Mask(badge.size, fill=True)
        for shape in drawn.shapes:
            if shape is not None and shape[0].overlap(box, (badge.x - shape[1][0],
                                                             badge.y - shape[1][1])):
                bad.append(f"{to}: {badge} under its arrow")
        key(app, pygame.K_ESCAPE)
        frames(app, 10)
        assert scene.builder is None
    assert not bad, "\n".join(bad)


def _white_light(on, off, rect: pygame.Rect, within: pygame.Rect) -> int:
    """The pixels within 3 px of a piece's box (inside `within`) that a light near white
    brightens (its blue gains over 90: the gold light of a lit tile or island, blue 140
    at most, never does)."""
    box = rect.inflate(6, 6).clip(within)
    return sum(on.get_at((x, y))[2] - off.get_at((x, y))[2] > 90
               for x in range(box.left, box.right) for y in range(box.top, box.bottom))


def test_your_novice_on_a_tile_to_consecrate_is_ringed_in_light(tmp_path):
    """F832: a new player (1280x800) saw the islands that act glow and nothing on their
    novice on a released tile; they found the Consecration by accident in round 2-3. In
    a seeded game where it may be consecrated, long after the turn's first glow, the
    novice on the tile is ringed by a bright line near white (the tile's gold light
    alone was lost round a yellow novice); none where it may not act."""
    from human import Person
    from positions import to_consecrate

    person = Person(tmp_path, size=(1280, 800))
    try:
        game = to_consecrate(players=3, seed=1)
        number = next(c["tile"] for c in game.legal() if c["type"] == "consecrate")
        open_game(person.app, game, autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.point((2, 2))
        person.wait(WELCOME + 0.5)
        tile = Tile(number)
        assert tile in scene.glowing, scene.glowing
        at, r = scene.board.tile_novices[tile], scene.board.rect_of(tile)
        lights = []
        for _ in range(6):                          # over a breath
            person.wait(0.5)
            lights.append(_white_light(person.app.screen.copy(), unlit(scene), at, r))
        assert min(lights) >= 20, lights           # (a line round it, 2 px wide)
        scene.clickable = scene.glowing = set()    # nothing may be clicked: no line
        person.wait(0.2)
        assert _white_light(person.app.screen.copy(), unlit(scene), at, r) == 0
    finally:
        person.close()


def test_the_apostates_next_island_stands_as_his_ghost_and_moves_with_the_novices(tmp_path):
    """F980: a Tides move put six novices on the island the Apostate moved to at the next
    round, with no warning. Where he goes at the round's end as things stand (the
    engine's query) his faint ghost stands, as the Moon Priestess's next place does, its
    hover saying so; a move that draws him elsewhere moves it (not where he stays)."""
    from luna.client.board.targets import NextPlace
    from luna.client.game.tooltips import tooltip
    from luna.engine.rounds import apostate_next
    from luna.text import island, t
    s = blank(2)
    a = s["apostate"]
    later, ahead = (a + 4) % 7, (a + 2) % 7
    novices(s, later, 0, active=2)
    give(s, 0, "sailboat")
    app = make_app(tmp_path, speed="normal", size=SIZES[1], menu=False)
    open_game(app, play(s), autosave=False)
    frames(app, 5)
    scene = app.scene

    def ghost() -> list:
        return [(pygame.Rect(r), tg) for r, tg in hits_of(scene, NextPlace)
                if tg.name == "apostate"]
    assert apostate_next(scene.game.state) == later
    (box, tg), = ghost()
    assert tg == NextPlace("apostate", later)
    assert pygame.Rect(scene.lay.islands[later]).contains(box)
    said = tooltip(tg, scene.snap)
    assert said == t("tip.figure.apostate_next", round=scene.snap["round"] + 1,
                     island=island(scene.snap["islands"][later]["kind"]), step=1)
    scene.play({"type": "sailboat", "player": 0, "from": later, "to": ahead, "count": 1})
    frames(app, 240)
    assert [tg for _, tg in ghost()] == [NextPlace("apostate", ahead)]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_each_ghost_carries_its_figure_and_round_on_a_plate(tmp_path, size):
    """F991: several dashed ghosts (the Moon Priestess's next island, the Apostate's as
    things stand) could not be told apart, from each other nor from the figures standing
    now. While the pointer is on a ghost's island, the ghost has a small plate beside it
    naming its figure and the round ("Moon Priestess · round 2"), over none of the
    board's pieces, counts, names and scoring plates nor of the other ghost's plate,
    inside the board; at rest none (F1056: standing all the time they piled up over the
    islands' pieces); the real loop at normal speed, every window size."""
    from layout_check import pixels

    from luna.client.board.ghost_plates import words
    from luna.client.board.stakes import hides, keep_off
    from luna.client.board.targets import NextPlace
    from luna.text import t
    s = blank(3)
    a = s["apostate"]
    novices(s, (a + 4) % 7, 0, active=2)
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    open_game(app, play(s), autosave=False)
    frames(app, 5)
    scene = app.scene
    ghosts = [tg for _, tg in hits_of(scene, NextPlace)]
    assert {g.name for g in ghosts} == {"priestess", "apostate"}, ghosts
    assert not scene.board.ghost_plates
    keep = keep_off(scene.board, scene.snap, scene.lay) + [
        r for r, _ in scene.board.stakes.values()]
    board = pygame.Rect(scene.lay.board)
    for g in ghosts:
        land = pygame.Rect(scene.lay.islands[g.island])
        spot = next((x, y) for y in range(land.bottom - 4, land.y, -4)
                    for x in range(land.x, land.right, 4)
                    if scene.board.target_at((x, y)) == Island(g.island))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        frames(app, 10)
        assert scene.hover == Island(g.island), (scene.hover, spot)
        rec = draw_recorded(app)
        plates = scene.board.ghost_plates
        assert set(plates) == {o for o in ghosts if o.island == g.island}, plates
        said = words(g, scene.snap)
        assert said == t("ghost.plate", figure=t(f"figure.{g.name}"),
                         round=scene.snap["round"] + 1)
        at = plates[g]
        assert any(d.words == said and at.contains(d.rect) for d in rec.texts), said
        assert board.contains(at)
        assert not hides(at, keep, scene.board.temple_land), (g, at)
        assert not [o for o in plates.values() if o is not at and o.colliderect(at)]
        assert len(set(pixels(app.screen, at, 3))) > 3          # drawn, not blank


@pytest.mark.parametrize("size", SIZES[1:], ids=IDS[1:])
def test_a_ghost_keeps_its_plate_beside_a_move_built_onto_its_island(tmp_path, size):
    """A Travel built onto the Moon Priestess's next island (its "+1 lying" badge, its
    ghost and arrow there) took every place right beside her ghost, and her plate went:
    each ghost keeps its plate where a clear place is near, over none of the move's
    ghost, badge and arrow, nor of the board's pieces, counts and names; the real loop
    at normal speed."""
    from luna.client.board.stakes import hides, keep_off
    from luna.client.board.targets import NextPlace
    from luna.client.game.tip_clear import move_way
    s = blank(players=3)
    novices(s, 3, 0, active=3)
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    open_game(app, play(s), autosave=False)
    frames(app, 3)
    scene = app.scene
    ghosts = {tg: r for r, tg in hits_of(scene, NextPlace)}
    her = next(tg for tg in ghosts if tg.name == "priestess")
    click(app, target_rect(scene, Island(3)).center)
    frames(app, 12)
    click(app, ring_card(scene, "travel").center)
    frames(app, 8)
    click(app, target_rect(scene, Island(her.island)).center)
    frames(app, 20)
    drawn = scene.plan_drawn.drawn
    assert [i for i, _, _ in drawn.ghosts] == [her.island]
    plates = scene.board.ghost_plates       # (the pointer on her island: its ghosts')
    assert set(plates) == {g for g in ghosts if g.island == her.island}, plates
    keep = keep_off(scene.board, scene.snap, scene.lay) + move_way(drawn, scene.lay)
    for g, at in plates.items():
        assert not hides(at, keep, scene.board.temple_land), (g, at)
        far = pygame.Rect(ghosts[g]).inflate(8 * at.w, 14 * at.h)
        assert far.contains(at), (g, at, ghosts[g])
