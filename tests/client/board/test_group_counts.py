"""Counts read at a glance on a crowded board (three fresh players: on Bribery and the
Sailboat the dark discs vanished and the figures shrank onto the next novice, a white "1"
on a white novice; on the Tides and the Book the counts stood over the heads, elsewhere
beside the feet; on the Book under the next player's figure; on the jetty four counts on
the figures' heads; lying novices off their sandbank in the sea). One form for every
group, on every island and on the jetty: its count on a dark disc with a light rim, in
light figures at least INK px tall, a pixel right of its front figure, on its feet's line
(a lying novice's: beside its feet), inside the board, over no figure and no other count.
A council stack of four stands over its own seat, off the council's name. Three or four
groups on every island, four on the jetty, four discs on one seat, drawn by the real loop
at normal speed at 1024x700 (German, 150 % text), 1280x800 and 1920x1080 (French)."""

from __future__ import annotations

import math

import pygame
import pytest
from positions import blank, novices, play, shrine
from test_colour_vision import seen
from test_island_crowd import figure_body, sand_and_land

from luna.client.board import art
from luna.client.board.targets import Group, Jetty
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.text import t

LOOKS = [((1024, 700), "de", 150), ((1280, 800), "en", 100), ((1920, 1080), "fr", 100)]
INK = {1024: 12, 1280: 10, 1920: 14}     # a count's figures' least height (px), by width
# (player: standing, lying) on each island: three or four players' groups on every one
CROWD = {0: [(1, 1), (2, 0), (1, 0), (1, 0)], 1: [(1, 0), (1, 0), (1, 0), (0, 0)],
         2: [(1, 1), (1, 1), (1, 0), (1, 1)], 3: [(1, 0), (1, 0), (0, 0), (1, 0)],
         4: [(1, 1), (1, 1), (1, 0), (1, 1)], 5: [(1, 0), (0, 0), (1, 0), (1, 0)],
         6: [(1, 1), (1, 1), (1, 1), (1, 1)]}


def crowded(seat: int = 0) -> dict:
    """Every island with three or four players' standing groups (lying novices on four of
    them), the figures and a shrine on some, four players' groups on the jetty (the German
    player's "1 1 5 1") and every disc on `seat`."""
    s = blank(4)
    s["priestess"], s["architect"], s["apostate"] = 0, 3, 5
    s["jetty"] = [1, 1, 5, 1]
    for p in range(4):
        s["supply"]["novices"][p] -= s["jetty"][p]
    for i, row in CROWD.items():
        for p, (a, lying) in enumerate(row):
            novices(s, i, p, active=a, inactive=lying)
        shrine(s, i, i % 4)
    s["council"] = [[] for _ in range(11)]
    s["council"][seat] = [0, 1, 2, 3]
    return s


def open_at(tmp_path, look, seat: int = 0):
    size, lang, text = look
    app = make_app(tmp_path, speed="normal", size=size, language=lang, menu=False)
    app.settings.text_size = text
    app.save_settings()
    open_game(app, play(crowded(seat)), autosave=False)
    frames(app, 12)
    return app


@pytest.fixture(scope="module", params=LOOKS, ids=lambda c: f"{c[0][0]}-{c[1]}-{c[2]}")
def board(request, tmp_path_factory):
    app = open_at(tmp_path_factory.mktemp("counts"), request.param)
    yield app
    fonts.set_text_size(100)


def _circle(disc: pygame.Rect, inset: float) -> list[tuple[int, int]]:
    r = disc.w / 2 - inset
    return [(x, y) for x in range(disc.x, disc.right) for y in range(disc.y, disc.bottom)
            if math.dist((x + 0.5, y + 0.5), disc.center) <= r]


def _groups(board) -> dict:
    """Every group of novices on the board (islands' and the jetty's): its figures' own
    pixels (a mask on the window, no rim of shade), their box, and its count's disc."""
    out = {}
    for target, (img, at) in board.sprites.items():
        if not isinstance(target, Group | Jetty):
            continue
        mask = figure_body(img, at)
        box = mask.get_bounding_rects()[0].move(at)
        disc = board.jetty_badges[target] if isinstance(target, Jetty) \
            else board.count_discs[target]
        out[target] = (mask, at, box, disc)
    return out


def test_every_count_is_a_readable_badge_in_one_place_by_its_figure(board):
    scene, shot = board.scene, board.screen
    size = shot.get_size()
    groups = _groups(scene.board)
    assert sum(isinstance(tg, Jetty) for tg in groups) == 4
    assert sum(isinstance(tg, Group) and tg.active for tg in groups) >= 23
    assert sum(isinstance(tg, Group) and not tg.active for tg in groups) >= 9
    area = pygame.Rect(scene.lay.board)
    for target, (_, _, box, disc) in groups.items():
        where = f"{size} {target}"
        assert area.contains(disc), f"{where}: its count {disc} off the board {area}"
        # in one place by its figure: a pixel or two right of the front figure, its foot
        # on the feet's line (a lying novice's: beside its feet, on its middle)
        assert 0 <= disc.left - box.right <= 3, f"{where}: count {disc} not right by {box}"
        if isinstance(target, Group) and not target.active:
            assert abs(disc.centery - box.centery) <= 2, f"{where}: {disc} beside {box}?"
        else:
            assert abs(disc.bottom - box.bottom) <= 2, f"{where}: {disc} not on {box}'s feet"
        # over no figure (its own or another's) and no other count
        ring = pygame.Surface(disc.size, pygame.SRCALPHA)
        pygame.draw.circle(ring, (255, 255, 255), (disc.w / 2, disc.h / 2), disc.w / 2 - 1)
        cell = pygame.mask.from_surface(ring)
        for other, (mask, at, _, d2) in groups.items():
            shared = mask.overlap_area(cell, (disc.x - at[0], disc.y - at[1]))
            assert not shared, f"{where}: its count covers {shared} px of {other}'s figures"
            assert other == target or not disc.inflate(-2, -2).colliderect(d2), \
                f"{where}: its count {disc} on {other}'s {d2}"
        # a dark disc, a light rim, light figures at least INK px tall
        inner = [seen(shot.get_at(p), None) for p in _circle(disc, 1.5)]
        dark = sorted(inner)[len(inner) // 2]
        assert dark < 0.08, f"{where}: its disc's ground is not dark ({dark:.2f})"
        mx, my, r = disc.x + disc.w / 2, disc.y + disc.h / 2, disc.w / 2
        rim = [max(seen(shot.get_at((math.floor(mx + (r - k) * math.cos(a)),
                                     math.floor(my + (r - k) * math.sin(a)))), None)
                   for k in (0.3, 0.8, 1.3, 1.8))
               for a in (j * math.tau / 16 for j in range(16))]
        assert min(rim) > 0.25, f"{where}: its disc has no light rim all round {rim}"
        bright = [p for p in _circle(disc, 2) if seen(shot.get_at(p), None) > 0.6]
        assert bright, f"{where}: no figures on its disc"
        tall = max(y for _, y in bright) - min(y for _, y in bright) + 1
        assert tall >= INK[size[0]], f"{where}: its count's figures {tall} px tall"


def test_every_figure_stands_on_sand_never_in_the_sea(board):
    """Each group's figures (standing or lying) on its island's land or the sand reaching
    out under it (a German fresh player saw a second row of lying novices run off its
    sandbank into the sea)."""
    scene = board.scene
    seen_ = 0
    for i in range(7):
        land = sand_and_land(scene.board, scene.lay, scene.snap, i, board.screen.get_size())
        for target, (_, _, box, disc) in _groups(scene.board).items():
            if not isinstance(target, Group) or target.island != i:
                continue
            body = box.inflate(-2, -2)
            points = [(body.left, body.centery), (body.right - 1, body.centery),
                      (body.left, body.bottom - 1), (body.right - 1, body.bottom - 1),
                      (disc.centerx, disc.centery)]
            for p in points:
                assert land.get_at(p), f"{target}: {p} in the sea ({body}, {disc})"
            seen_ += 1
    assert seen_ >= 33


@pytest.mark.parametrize("look", LOOKS, ids=lambda c: f"{c[0][0]}")
@pytest.mark.parametrize("seat", [0, 5, 10])
def test_a_stack_of_four_stands_over_its_own_seat_off_the_councils_name(tmp_path, look,
                                                                          seat):
    """Four discs on seat 0 (under the candles), 5 (the seats' middle, under the name's
    place) and 10 (by the jetty): each disc's middle over its seat, no disc more than a
    quarter of a seat over the next one's column, bottom to top in the order played, off the
    council's name plate (a fresh player: four discs on seat 0 leant over seat 1 and into
    the "Council of priests" plate)."""
    app = open_at(tmp_path, look, seat)
    try:
        scene = app.scene
        rects = [pygame.Rect(r) for r in scene.lay.council]
        own = rects[seat]
        discs = scene.board.discs
        assert [p for _, p in discs] == [0, 1, 2, 3]
        tops = [r.y for r, _ in discs]
        assert tops == sorted(tops, reverse=True), f"not bottom to top: {tops}"
        name = t("council.label")
        from layout_check import draw_recorded
        rec = draw_recorded(app)
        plate = next(d.rect for d in rec.texts if d.words == name).inflate(10, -2)
        for rect, p in discs:
            pic = art.council_disc(scene.snap["colours"][p], rect.w)
            body = pygame.mask.from_surface(pic, 128).get_bounding_rects()[0].move(rect.topleft)
            where = f"{look[0]} seat {seat}: disc {p} {body}"
            assert own.left <= body.centerx <= own.right, f"{where} not over its seat {own}"
            assert body.left >= own.left - own.w * 0.25 and \
                body.right <= own.right + own.w * 0.25, f"{where} leans over the next seat {own}"
            assert not body.inflate(4, 4).colliderect(plate), f"{where} on the name {plate}"
            assert pygame.Rect(scene.lay.board).contains(body)
    finally:
        fonts.set_text_size(100)


def _still(before: pygame.Surface, after: pygame.Surface, mask: pygame.mask.Mask,
           at: tuple[int, int]) -> float:
    """The share of `mask`'s pixels (a mask of the window's, at `at`) the same in both."""
    pts = [(at[0] + x, at[1] + y) for x, y in mask.outline()] + \
        [(at[0] + x, at[1] + y) for x in range(0, mask.get_size()[0], 2)
         for y in range(0, mask.get_size()[1], 2) if mask.get_at((x, y))]
    same = sum(before.get_at(p)[:3] == after.get_at(p)[:3] for p in pts)
    return same / max(1, len(pts))


def test_a_marks_light_leaves_the_counts_and_figures_over_it(board):
    """A review's mark (its red, twice, over the island a move was played on: a fresh
    player read the scored island's "2"s through a solid red), a hint's and another
    player's move's light (a green one hid a standing novice's "1"): the island's counts
    and figures stand over the light as they stood before it."""
    from luna.client.board.marks import MarkLayer, Marks, spot_rings
    from luna.client.board.targets import Island
    from luna.client.screens.replay import draw_marks

    scene = board.scene
    frames(board, 2)
    cmd = next(c for c in scene.game.legal() if c.get("island") == 4)
    for name, mark in (
            ("review", lambda s: draw_marks(s, scene, [(cmd, (226, 88, 66), "review.played")])),
            ("hint", lambda s: MarkLayer().draw_hint(s, scene.board.hits,
                                                     Marks((), (Island(4),)), None, 0.3,
                                                     pygame.Rect(scene.lay.board))),
            ("move", lambda s: spot_rings(s, scene.board.hits, Marks((), (Island(4),)), 1.0,
                                          (120, 220, 140)))):
        before = board.screen.copy()
        after = board.screen.copy()
        mark(after)
        changed = sum(before.get_at((x, y)) != after.get_at((x, y))
                      for x in range(0, after.get_width(), 7)
                      for y in range(0, after.get_height(), 7))
        assert changed > 20, f"{name}: no mark drawn"
        seen_ = 0
        for target, (mask, at, _, disc) in _groups(scene.board).items():
            if not isinstance(target, Group) or target.island != 4:
                continue
            ring = pygame.Surface(disc.size, pygame.SRCALPHA)
            pygame.draw.circle(ring, (255, 255, 255), (disc.w / 2, disc.h / 2), disc.w / 2 - 2)
            for what, m, where in (("count", pygame.mask.from_surface(ring), disc.topleft),
                                   ("figures", mask, at)):
                share = _still(before, after, m, where)
                assert share >= 0.97, f"{name}: {target}'s {what} under its light ({share:.2f})"
            seen_ += 1
        assert seen_ >= 6
