"""What a player may click now is plainly lit (three fresh players at 1024x700, 1280x800
and 1920x1080 found their options "by hovering and guessing"): at a turn's start the
islands where one may act glow clearly along their shores, gently breathing, long after
the welcome; your standing novices one may play glow; lying ones (playable by a favour)
are never ringed brighter than them; the island whose tray is open is plainly selected;
the temple tiles an Appointment may claim are each lit on their own, a tile between two
of them that it may not claim unlit; a claimed tile one may consecrate is lit as strongly
as an island; a Sailboat's target islands glow while it is built.
Played in the real loop at normal speed; what is measured is the screen's pixels, lit
against the same board drawn with nothing lit at the same moment."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from positions import blank, claim, give, isl, novices, play
from test_scoring_summary import open_at

from luna.client.board.targets import Group, Island, Tile


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def unlit(scene) -> pygame.Surface:
    """The board as it stands now with nothing lit (the same moment of its motion)."""
    b = scene.board
    keep = (b._lit_key, b._lit_since, getattr(b, "chosen", None), b.quiet)
    off = pygame.Surface(scene.app.screen.get_size())
    b.chosen = None
    b.draw(off, scene.snap, scene.lay, set(), None, scene.slots.for_index, set())
    b._lit_key, b._lit_since, b.chosen, b.quiet = keep
    return off


def gain(on: pygame.Surface, off: pygame.Surface, points) -> float:
    """How much brighter `points` are on the screen than unlit (mean of R+G+B)."""
    points = list(points)
    return sum(sum(on.get_at(p)[:3]) - sum(off.get_at(p)[:3]) for p in points) / len(points)


def shore(scene, island: Island) -> list[tuple[int, int]]:
    _, pts, _, _, x, y = scene.board.hits.shapes[island]
    return [(round(x + px), round(y + py)) for px, py in pts[::2]]


def halo(scene, island: Island, out: int = 5) -> list[tuple[int, int]]:
    """Points `out` pixels off the island's shore into the sea (where its soft light
    shows round its shape, past the bright line on the shore)."""
    _, pts, w, h, x, y = scene.board.hits.shapes[island]
    cx, cy = sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)
    at = []
    for px, py in pts[::2]:
        d = max(1e-6, ((px - cx) ** 2 + (py - cy) ** 2) ** 0.5)
        at.append((round(x + px + (px - cx) / d * out), round(y + py + (py - cy) / d * out)))
    return at


def around(rect: pygame.Rect, pad: int) -> list[tuple[int, int]]:
    """Every pixel of `rect` grown by `pad` that is not in `rect` (where a light round a
    thing shows)."""
    big = rect.inflate(2 * pad, 2 * pad)
    return [(x, y) for x in range(big.left, big.right) for y in range(big.top, big.bottom)
            if not rect.collidepoint(x, y)]


def band(rect: pygame.Rect, width: int) -> list[tuple[int, int]]:
    """The pixels of `rect` within `width` of its edge (a tile's own rim)."""
    inner = rect.inflate(-2 * width, -2 * width)
    return [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
            if not inner.collidepoint(x, y)]


def _turn_start():
    """Player 0: two standing novices on the Sailboat island, two lying on the Book island
    and the Tides favour (which may move lying novices): both groups may be played."""
    s = blank(players=3)
    novices(s, isl(s, "sailboat"), 0, active=2)
    novices(s, isl(s, "book"), 0, inactive=2)
    give(s, 0, "tides")
    novices(s, isl(s, "shrine"), 1, active=3)
    novices(s, isl(s, "herbs"), 2, active=3)
    return s


def test_where_one_may_act_stays_plainly_lit_and_breathes(person):
    snap = _turn_start()
    open_at(person, play(snap))
    scene = person.scene
    sail = isl(snap, "sailboat")
    assert Island(sail) in scene.clickable and Island(isl(snap, "shrine")) not in scene.clickable
    person.point((2, 2))
    seen = []
    for _ in range(8):                         # long after the welcome, over a breath
        person.wait(0.5)
        seen.append(gain(person.app.screen, unlit(scene), halo(scene, Island(sail), 3)))
    assert min(seen) > 45, seen                 # plainly lit round its shore, every moment
    assert max(seen) - min(seen) > 15, seen     # gently breathing


def test_your_standing_novices_glow_and_the_lying_ones_are_not_ringed_over_them(person):
    snap = _turn_start()
    open_at(person, play(snap))
    scene = person.scene
    standing = Group(isl(snap, "sailboat"), 0, "active")
    lying = Group(isl(snap, "book"), 0, "inactive")
    assert {standing, lying} <= scene.clickable
    person.point((2, 2))
    person.wait(3.0)
    on, off = person.app.screen.copy(), unlit(scene)
    up = gain(on, off, around(scene.board.rect_of(standing), 6))
    down = gain(on, off, around(scene.board.rect_of(lying), 6))
    assert up > 40, (up, down)                 # the playable group is marked
    assert down < up * 0.5, (up, down)          # the lying ones: no brighter ring


def test_with_every_novice_lying_the_islands_only_the_novice_favour_opens_do_not_glow(
        person):
    """F853: every novice lying, the Herbs and Novice favours held: every island glowed
    (the Novice favour opens each), though only the lying novices Herbs wakes were the
    player's own to act with. The lying groups glow; the islands only the Novice favour
    opens stay clickable, unlit till pointed at."""
    s = blank(players=3)
    for kind in ("tides", "book"):
        novices(s, isl(s, kind), 0, inactive=2)
    give(s, 0, "herbs", "novice")
    open_at(person, play(s))
    scene = person.scene
    lying = {Group(isl(s, kind), 0, "inactive") for kind in ("tides", "book")}
    shrine = Island(isl(s, "shrine"))
    assert lying <= scene.glowing and shrine in scene.clickable, scene.clickable
    assert not {tg for tg in scene.glowing if isinstance(tg, Island)}, scene.glowing


def _tides_appointment():
    """Player 0 on the Tides island with the Bribery favour: its Appointment may claim
    tiles 11 and 9 (both tides, within bribery's reach), not 10 between them."""
    s = blank(players=3, seed=3)
    novices(s, isl(s, "tides"), 0, active=3)
    give(s, 0, "bribery")
    novices(s, isl(s, "shrine"), 1, active=3)
    novices(s, isl(s, "book"), 2, active=3)
    return s


def test_the_tiles_to_choose_are_each_lit_on_their_own(person):
    snap = _tides_appointment()
    order = [e.get("tile") for e in snap["path"]]
    k = order.index(10)
    assert order[k - 1:k + 2] == [11, 10, 9]
    open_at(person, play(snap))
    scene = person.scene
    tides = isl(snap, "tides")
    person.click_on(Island(tides))
    rect, act = person.card("appoint")
    assert sorted(act.tiles) == [9, 11]
    person.click(rect.center)
    person.point((2, 2))
    person.wait(1.0)
    lit = scene.acting.lit(scene.view())
    assert {Tile(9), Tile(11)} <= lit and Tile(10) not in lit
    on, off = person.app.screen.copy(), unlit(scene)
    rims = {n: gain(on, off, band(scene.board.rect_of(Tile(n)), 4)) for n in (9, 10, 11)}
    assert rims[9] > 90 and rims[11] > 90, rims           # each lit tile plainly lit
    assert rims[10] < 8, rims                               # the one between: unlit
    # the island it comes from plainly selected
    assert gain(on, off, halo(scene, Island(tides), 3)) > 70


def test_the_island_whose_tray_is_open_is_plainly_selected(person):
    snap = _turn_start()
    open_at(person, play(snap))
    scene = person.scene
    sail = Island(isl(snap, "sailboat"))
    person.click_on(sail)
    person.point((2, 2))
    person.wait(1.0)
    assert scene.ring is not None
    seen = []
    for _ in range(4):
        person.wait(0.4)
        seen.append(gain(person.app.screen, unlit(scene), halo(scene, sail, 3)))
    assert min(seen) > 110, seen


def test_a_sailboats_target_islands_glow_while_it_is_built(person):
    s = blank(players=3)
    sail = isl(s, "sailboat")
    novices(s, sail, 0, active=3)
    give(s, 0, "sailboat")
    novices(s, isl(s, "shrine"), 1, active=3)
    novices(s, isl(s, "book"), 2, active=3)
    open_at(person, play(s))
    scene = person.scene
    person.click_on(Island(sail))
    rect, _ = person.card("sailboat")
    person.click(rect.center)
    person.point((2, 2))
    person.wait(1.0)
    assert scene.builder is not None
    targets = [tg for tg in scene.acting.builder_lit(scene.view()) if isinstance(tg, Island)]
    assert targets and Island(sail) not in targets
    for _ in range(3):
        person.wait(0.5)
        on, off = person.app.screen.copy(), unlit(scene)
        lights = [gain(on, off, halo(scene, tg, 3)) for tg in targets]
        assert min(lights) > 45, lights
        assert gain(on, off, halo(scene, Island(sail), 3)) < 30   # (its novices' light)



def _may_consecrate():
    """Player 0: tile 6 claimed and released (it may be consecrated now) and two standing
    novices on the Sailboat island (a lit island to compare it with)."""
    s = blank(players=3)
    claim(s, 6, 0)
    novices(s, isl(s, "sailboat"), 0, active=2)
    novices(s, isl(s, "shrine"), 1, active=3)
    novices(s, isl(s, "herbs"), 2, active=3)
    return s


def test_a_claimed_tile_one_may_consecrate_is_lit_as_strongly_as_an_island(person):
    """The light along a place's edge, a band 6 px wide (the island's from 4 px inside
    its shore to 6 px out, the tile's inside its edge: nothing past it), over a breath:
    the tile's never weaker than the island's at its brightest."""
    snap = _may_consecrate()
    open_at(person, play(snap))
    scene = person.scene
    sail = Island(isl(snap, "sailboat"))
    assert {Tile(6), sail} <= scene.clickable
    person.point((2, 2))
    isle, tile = [], []
    for _ in range(8):                         # long after the welcome, over a breath
        person.wait(0.5)
        on, off = person.app.screen.copy(), unlit(scene)
        isle.append(sum(gain(on, off, halo(scene, sail, d)) for d in (-4, -2, 0, 2, 4, 6)) / 6)
        tile.append(gain(on, off, band(scene.board.rect_of(Tile(6)), 6)))
    assert min(tile) >= max(isle), (tile, isle)
