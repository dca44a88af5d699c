"""Crowded priest islands (fresh players, three and four players at 1024x700 and
1280x800, mid-game): four players' standing novices stay on its land (their groups with
their counts spilled over the shore into the sea); each count stands by its own figure,
over none (they stood over the next figure's head, then their own); the lying novices lie on land
under their own group (they lay on a dark pill in the sea); a move's arrows pass under
the counts and names (they hid them) and its ghost keeps off the landmark. Drawn by the
real loop at normal speed."""

from __future__ import annotations

import math

import pygame
import pytest
from positions import blank, isl, novices, play, shrine

from luna.client.board import art
from luna.client.board.island_slots import island_slots
from luna.client.board.layout import edge
from luna.client.board.targets import Group, Island
from luna.client.board.view import LAND
from luna.client.demo.driver import click, frames, make_app, ring_card, target_rect
from luna.client.game import planning
from luna.client.opening import open_game

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


def position():
    """Every player's novices standing on the first four islands, one to three each (the
    figures on the others: where one stands over the row, it keeps its place as it was)."""
    snap = blank(4)
    snap["priestess"], snap["architect"], snap["apostate"] = 4, 5, 6
    for i in range(4):
        for p in range(4):
            novices(snap, i, p, active=1 + (p + i) % 3)
    return play(snap)


def sand_and_land(board, lay, snap, i: int, size) -> pygame.mask.Mask:
    """Island `i`'s land and the sandbank reaching out from under its beach, on the
    window."""
    x, y, w, h = lay.islands[i]
    land_h = int(h * LAND)
    ground = pygame.Surface((w, land_h), pygame.SRCALPHA)
    pygame.draw.polygon(ground, (255, 255, 255), art.shore(snap["islands"][i]["kind"],
                                                            w, land_h, i))
    island = pygame.mask.from_surface(ground)
    land = pygame.mask.Mask(size)
    land.draw(island, (x, y))
    if i in getattr(board, "strands", {}):
        bank, sand = board.strands[i]
        land.draw(pygame.mask.from_surface(sand, 200), bank.topleft)
        # the sandbank grows out of the island: they share a stretch of land
        assert pygame.mask.from_surface(sand, 200).overlap_area(
            island, (x - bank.x, y - bank.y)) >= 20
    return land


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_four_groups_on_an_island_stand_on_its_land(tmp_path, size):
    """Each figure and each count on the island's sand: its land, or (the one rule for a
    row longer than the land at its foot: the sand reaching out under it, as under the
    lying novices) its sandbank; never in the sea."""
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    open_game(app, position(), autosave=False)
    frames(app, 8)
    scene = app.scene
    board, lay = scene.board, scene.lay
    for i in range(4):
        kind = scene.snap["islands"][i]["kind"]
        land = sand_and_land(board, lay, scene.snap, i, app.screen.get_size())
        for p in range(4):
            target = Group(i, p, "active")
            img, at = board.sprites[target]
            disc = board.count_discs[target]
            # its figures' waists and feet (their feet stand on the beach's rim, where
            # the island rounds off) and its count's middle
            body = pygame.mask.from_surface(img, 200).get_bounding_rects()[0].move(at)
            body.inflate_ip(-4, -4)                             # (its rim of shade)
            waist = body.centery
            for px, py, what in ((body.left, waist, "figures' left"),
                                 (body.right - 1, waist, "figures' right"),
                                 (body.left + 1, body.bottom - 2, "figures' left foot"),
                                 (body.right - 2, body.bottom - 2, "figures' right foot"),
                                 (disc.right - 2, disc.centery, "count's right"),
                                 (disc.left + 1, disc.centery, "count's left")):
                assert land.get_at((px, py)), f"{size}: island {i} ({kind}) player {p}'s " \
                                              f"{what} off the land at {(px, py)}"


def mid_game():
    """Four players mid-game (fresh players' boards): the Moon Priestess and the Architect
    with two shrines and four players' standing and lying novices on the Shrine island, three
    players' on the Herbs island, four players' where the land is narrowest (the Novice
    island's foot), Yellow's group on the Book island ready to travel, a lying novice of
    each player by the Tides island."""
    snap = blank(4)
    shrine_i, herbs, novice, book = (isl(snap, k) for k in ("shrine", "herbs", "novice", "book"))
    snap["priestess"] = snap["architect"] = shrine_i
    snap["apostate"] = isl(snap, "bribery")
    for p, (a, lying) in enumerate([(4, 2), (3, 1), (2, 3), (4, 1)]):
        novices(snap, shrine_i, p, active=a, inactive=lying)
    shrine(snap, shrine_i, 0)
    shrine(snap, shrine_i, 2)
    for p, (a, lying) in enumerate([(1, 1), (2, 0), (1, 2), (0, 1)]):
        novices(snap, herbs, p, active=a, inactive=lying)
    for p, (a, lying) in enumerate([(1, 0), (1, 1), (3, 0), (1, 0)]):
        novices(snap, novice, p, active=a, inactive=lying)
    novices(snap, book, 0, active=2)
    for p in range(4):          # (the Tides: the temple island's shore near its foot)
        novices(snap, isl(snap, "tides"), p, inactive=1)
    return play(snap)


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def crowd(request, tmp_path_factory):
    """The mid-game board drawn by the real loop (a few frames at normal speed)."""
    app = make_app(tmp_path_factory.mktemp("crowd"), speed="normal", size=request.param, menu=False)
    open_game(app, mid_game(), autosave=False)
    frames(app, 4)
    return app


def bodies(board, i: int) -> dict:
    """Each standing group's figures on island `i`: their opaque pixels (a mask) and where."""
    out = {}
    for target, (img, at) in board.sprites.items():
        if isinstance(target, Group) and target.island == i and target.active:
            out[target] = (pygame.mask.from_surface(img, 200), at)
    return out


def figure_body(img: pygame.Surface, at) -> pygame.mask.Mask:
    """A group's figures themselves (not their dark rim of shade), on the window."""
    body = pygame.mask.Mask(img.get_size())
    for x in range(img.get_width()):
        for y in range(img.get_height()):
            c = img.get_at((x, y))
            if c.a > 200 and max(c.r, c.g, c.b) > 40:
                body.set_at((x, y))
    return body


def test_each_count_stands_beside_its_own_figure_over_none(crowd):
    """Fresh players with three and four colours on one island saw counts over the next
    figure's head, then over their own heads, and the lying novices' counts on their
    feet: each count's disc (standing and lying groups) now covers no pixel of any
    figure, its own too, stands clear of every other count and right by its own
    figure (over its head or beside it)."""
    board = crowd.scene.board
    seen = 0
    for i in range(7):
        groups = {tg: (figure_body(img, at), at) for tg, (img, at) in board.sprites.items()
                  if isinstance(tg, Group) and tg.island == i}
        crowded = sum(tg.active for tg in groups) >= 3
        for target, (mask, at) in groups.items():
            disc = board.count_discs[target]
            seen += crowded
            ring = pygame.Surface(disc.size, pygame.SRCALPHA)
            pygame.draw.circle(ring, (255, 255, 255), (disc.w // 2, disc.h // 2),
                               disc.w // 2 - 1)
            cell = pygame.mask.from_surface(ring)
            for other, (m2, at2) in groups.items():
                shared = m2.overlap_area(cell, (disc.x - at2[0], disc.y - at2[1]))
                assert not shared, f"{target}'s count {disc} covers {shared} px of {other}"
                if other != target:
                    assert not disc.inflate(-2, -2).colliderect(board.count_discs[other]), \
                        (target, other)
            own = mask.get_bounding_rects()[0].move(at)
            assert disc.colliderect(own.inflate(6, 6)), f"{target}'s count {disc} far " \
                f"from its figure {own}"
        if crowded:        # the figures themselves stand apart (their shades at most touch),
            rims = [pygame.mask.from_surface(img, 200).get_bounding_rects()[0].move(at)
                    for tg, (img, at) in board.sprites.items()       # side by side or one
                    if isinstance(tg, Group) and tg.island == i and tg.active]  # row behind
            for k, a in enumerate(rims):                                # the other
                for b in rims[k + 1:]:
                    assert not a.colliderect(b), f"island {i}: figures {a} and {b} stand " \
                        "in each other"
    assert seen >= 10, seen


def test_lying_novices_lie_on_the_land_under_their_own_group(crowd):
    """Fresh players saw the lying novices as pills on a dark tray in the sea, apart from
    the island and from their group: each lying figure now lies on land (the island's, or
    the sandbank growing out from under its beach), under its own standing group, in their
    order, just below the front row's feet."""
    board, lay, snap = crowd.scene.board, crowd.scene.lay, crowd.scene.snap
    seen = 0
    for i in range(7):
        lying = [tg for tg in board.sprites if isinstance(tg, Group) and tg.island == i
                 and not tg.active]
        if not lying:
            continue
        land = sand_and_land(board, lay, snap, i, crowd.screen.get_size())
        figs = {tg.player: pygame.mask.from_surface(img, 200).get_bounding_rects()[0]
                .move(at).inflate(-4, -4) for tg, (img, at) in board.sprites.items()
                if isinstance(tg, Group) and tg.island == i and tg.active}
        placed = {}
        first = min(board.sprites[tg][1][1] for tg in lying)     # (the upper row's top)
        for target in lying:
            img, at = board.sprites[target]
            body = pygame.mask.from_surface(img, 200).get_bounding_rects()[0].move(at)
            body.inflate_ip(-4, -4)                            # (its rim of shade)
            for px, py in (body.topleft, body.topright, body.bottomleft, body.bottomright,
                           body.center):
                px, py = min(px, body.right - 1), min(py, body.bottom - 1)
                assert land.get_at((px, py)), f"{target} lies off the land at {(px, py)}"
            seen += 1
            own = figs.get(target.player)
            if own is None:
                continue
            placed[target.player] = body.centerx
            # under it: as near as the other chips leave room (four chips are twice as wide
            # as the four figures over them), just below its feet
            chip = board.rect_of(target)
            assert abs(body.centerx - own.centerx) <= chip.w, (target, body, own)
            if len(lying) <= 2:                   # where there is room: right under it
                nearest = min(figs, key=lambda p: abs(figs[p].centerx - body.centerx))
                assert nearest == target.player, (target, nearest)
            # (a crowded row stands up to a third of a novice higher, where the land is
            # wide enough for its figures and their counts beside them)
            # (three or four chips may lie in two rows: the lower a chip's height lower)
            # (four players' groups stand in two rows: the lying lie under the front row)
            rise = round(lay.scale * 30) // 3 + at[1] - first
            front = max(f.bottom for f in figs.values())
            assert -4 <= body.top - own.bottom and body.top - front <= 8 + rise, \
                f"{target} {body} far from its group {own}"
        # in the standing groups' order
        both = [p for p in sorted(figs, key=lambda p: figs[p].centerx) if p in placed]
        assert both == sorted(placed, key=placed.get), (i, both, placed)
    assert seen >= 6, seen


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_travel_s_arrows_pass_under_the_counts_and_names(tmp_path, size):
    """Fresh players building a Travel saw its arrows cover the counts and the islands'
    names they passed (at 1920x1080 too): each count and name an arrow crosses is drawn
    over it, as it was before the move was built (the island's light behind a name's
    glass aside); its ghosts keep off the islands' landmarks."""
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    open_game(app, mid_game(), autosave=False)
    frames(app, 4)
    scene = app.scene
    before = app.screen.copy()
    shrine_i, novice, sailboat = (isl(scene.snap, k) for k in ("shrine", "novice", "sailboat"))
    build_travel(app, scene, shrine_i, (novice, sailboat))    # (across the board's middle)
    drawn = scene.plan_drawn.drawn
    assert len(drawn.arrows) == 2 and all(drawn.shapes)
    crossed = 0
    left = Group(shrine_i, scene.game.to_move, "active")   # (its count says what stays)
    for key, (rect, _) in scene.board.tops.items():
        if key == left:
            continue
        cell = pygame.mask.Mask(rect.size, fill=True)
        if not any(m.overlap(cell, (rect.x - x, rect.y - y)) for m, (x, y) in drawn.shapes):
            continue
        crossed += 1
        inner = rect.inflate(-4, -4)
        at = [(x, y) for x in range(inner.left, inner.right)
              for y in range(inner.top, inner.bottom)]
        if not isinstance(key, Island):                 # a count's disc: inside its circle
            at = [(x, y) for x, y in at if math.dist((x + 0.5, y + 0.5), rect.center)
                  <= min(rect.size) / 2 - 2]
        worst = max(max(abs(a - b) for a, b in zip(app.screen.get_at(p)[:3],
                                                   before.get_at(p)[:3], strict=True))
                    for p in at)
        assert worst <= 48, f"an arrow over {key} at {rect}: a pixel {worst} off"
    assert crossed >= 1, "no arrow crosses a count or a name here"
    # the temple island's names (the entrance, the jetty, the council) are lifted too
    assert len([k for k in scene.board.tops if type(k) is tuple and k[0] == "name"]) >= 3
    # and the ghost coming with its "+1" stands clear of the island's landmark (a fresh
    # look found it over the Shrine island's pagoda)
    marks = scene.board.landmarks(scene.snap, scene.lay)
    for island, ghost, badge in drawn.ghosts:
        for box in (ghost, badge):
            assert not box.inflate(-4, -4).colliderect(marks[island]), (island, box)


def build_travel(app, scene, source: int, dests) -> None:
    """A Travel from `source`, one novice to each of `dests`, built by clicks as a person
    would (the pointer off the board between them)."""
    click(app, target_rect(scene, Island(source)).center)
    frames(app, 20)
    click(app, ring_card(scene, "travel").center)
    frames(app, 10)
    for dest in dests:
        away(app)
        click(app, target_rect(scene, Island(dest)).center)
    away(app)


def away(app) -> None:
    """The mouse off the board a moment: no hover text where the next click goes."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 20)


def test_a_move_being_built_counts_down_the_island_it_leaves(tmp_path):
    """Three fresh players planned a Travel and the island their novices left still said
    how many stood there: its count now says how many stay, drawn on its own disc (the
    other counts as they were), and comes back when the move is taken back."""
    app = make_app(tmp_path, speed="normal", size=SIZES[1], menu=False)
    open_game(app, mid_game(), autosave=False)
    frames(app, 4)
    scene = app.scene
    me = scene.game.to_move
    book, shrine_i, novice = (isl(scene.snap, k) for k in ("book", "shrine", "novice"))
    src = Group(book, me, "active")
    had = scene.snap["islands"][book]["active"][me]
    assert had >= 2

    def disc_shows(n: int) -> bool:
        disc = scene.board.count_discs[src]
        expected = app.screen.copy()
        for one in scene.board.count_faces[src](n):
            expected.blit(*one)
        inner = disc.inflate(-4, -4)
        return all(app.screen.get_at(p) == expected.get_at(p)
                   for p in ((x, y) for x in range(inner.left, inner.right)
                             for y in range(inner.top, inner.bottom))
                   if math.dist((p[0] + 0.5, p[1] + 0.5), disc.center) <= disc.w / 2 - 2)

    assert disc_shows(had)
    build_travel(app, scene, book, (shrine_i, novice))
    assert scene.builder.count == 2
    assert not disc_shows(had)
    assert disc_shows(had - 2) if had > 2 else not disc_shows(0)    # (emptied: no "0")
    planning.cancel(app.scene)
    frames(app, 4)
    assert disc_shows(had)


def test_lying_chips_are_large_and_keep_to_their_island(crowd):
    """A German fresh player at 1024x700 saw four lying novices 12 px long in a row past
    the island's edge: each lying novice is now near a standing one's height long (where
    the temple island's shore comes near, a little less), and
    its chip (figure and count) covers no other chip, standing figure or count, keeps
    off every other island and its name, the temple island's land and the sea along the
    board's edges."""
    board, lay = crowd.scene.board, crowd.scene.lay
    inner = pygame.Rect(lay.board).inflate(-2 * edge(lay.scale), -2 * edge(lay.scale))
    land, (lx, ly) = board._temple_land
    tides = isl(crowd.scene.snap, "tides")
    seen = 0
    for i in range(7):
        chips = {tg: board.rect_of(tg) for tg in board.sprites
                 if isinstance(tg, Group) and tg.island == i and not tg.active}
        if not chips:
            continue
        # (as long as the novices standing on this island are tall: four players' grid
        # sets their size from what the island's land holds)
        novice = max((one.form.size for tg, one in board.groups.items()
                      if tg.island == i and tg.active),
                     default=island_slots(pygame.Rect(lay.islands[i]), lay.scale, 4).novice)
        standing = [pygame.mask.from_surface(img, 200).get_bounding_rects()[0].move(at)
                    .inflate(-4, -4) for tg, (img, at) in board.sprites.items()
                    if isinstance(tg, Group) and tg.island == i and tg.active]
        standing += [board.count_discs[tg] for tg in board.sprites
                     if isinstance(tg, Group) and tg.island == i and tg.active]
        others = [pygame.Rect(x, y, w, int(h * LAND)) for j, (x, y, w, h)
                  in enumerate(lay.islands) if j != i]
        others += [board.name_plate(Island(j)) for j in range(7) if j != i]
        for target, chip in chips.items():
            img, _ = board.sprites[target]
            long = pygame.mask.from_surface(img, 200).get_bounding_rects()[0].w - 4
            least = 0.7 if i == tides else 0.85        # (the temple's shore by the Tides)
            assert long >= least * novice, f"{target} lies {long} px long (novices {novice})"
            assert inner.contains(chip), f"{target} {chip} in the board's edge {inner}"
            assert chip.collidelist(others) < 0, f"{target} {chip} over another island"
            cell = pygame.mask.Mask(chip.size, fill=True)
            assert land.overlap(cell, (chip.x - lx, chip.y - ly)) is None, \
                f"{target} {chip} on the temple island"
            assert chip.inflate(-2, -2).collidelist(standing) < 0, \
                f"{target} {chip} over a standing figure or its count"
            for other, rect in chips.items():
                assert other == target or not chip.colliderect(rect), (target, other)
            seen += 1
    assert seen >= 11, seen
