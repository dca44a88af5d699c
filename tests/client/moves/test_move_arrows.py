"""A move being built reads at a glance (issue 21, F051): each way the novices go
is a thick curved arrow in the player's colour from where they leave to the island they go
to, with a ghost of them there and their count on a badge that hides none of the island's
counts, names or tokens and keeps clear of them (fresh12: the "+1" sat against the lying
novices' count); a drag draws the same arrow to the mouse. Played on the real loop
at normal speed with clicks and a held mouse, at two sizes."""

from __future__ import annotations

import math

import pygame
import pytest
from test_board_look import midgame

from luna.client.board import art
from luna.client.board.arrows import curve
from luna.client.board.arrows import ghost as arrow_ghost
from luna.client.board.targets import Group, Island, IslandFavours
from luna.client.demo.driver import click, frames, make_app, ring_card, target_rect
from luna.client.game.actions import move_sources
from luna.client.game.builder_view import ghost_size, ways
from luna.client.opening import open_game


def near(a, b, d: int) -> bool:
    return all(abs(x - y) <= d for x, y in zip(a[:3], b[:3], strict=True))


def thickness(screen: pygame.Surface, a, b, away, rgb) -> int:
    """How many pixels of the player's colour (or its lighter stripe) the arrow shows across
    its middle."""
    pts = curve(a, b, away)
    mid = pts[len(pts) // 2]
    p, q = pts[len(pts) // 2 - 1], pts[len(pts) // 2 + 1]
    dx, dy = q[0] - p[0], q[1] - p[1]
    n = math.hypot(dx, dy) or 1
    nx, ny = -dy / n, dx / n
    light = tuple(min(255, c + (255 - c) // 2) for c in rgb)
    count = 0
    for k in range(-20, 21):
        x, y = round(mid[0] + nx * k), round(mid[1] + ny * k)
        px = screen.get_at((x, y))
        count += near(px, rgb, 60) or near(px, light, 50)
    return count


@pytest.fixture(params=[(1024, 700), (1280, 800), (1536, 864)], ids=lambda s: f"{s[0]}x{s[1]}")
def app(request, tmp_path):
    app = make_app(tmp_path, speed="normal", size=request.param, menu=False)
    open_game(app, midgame(5, 40), autosave=False)
    frames(app, 2)
    return app


def build_travel(app, dests: int = 2):
    """Click a group of your novices, its ring's Travel, then islands: a Travel built."""
    scene = app.scene
    (source, active), = sorted(move_sources(scene.legal)["travel"], key=repr)[:1]
    click(app, target_rect(scene, Island(source)).center)
    frames(app, 20)
    click(app, ring_card(scene, "travel").center)
    frames(app, 10)
    assert scene.builder is not None
    sent = []
    for dest in range(7):
        if dest == source or len(sent) == dests:
            continue
        away(app)
        n = scene.builder.count
        click(app, target_rect(scene, Island(dest)).center)
        frames(app, 2)
        if scene.builder.count > n:
            sent.append(dest)
    assert sent and app.scene is scene
    away(app)
    return source, sent


def away(app) -> None:
    """The mouse off the board a moment: no hover text stands where the next click goes."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 30)


def test_a_built_travel_is_a_thick_arrow_with_a_ghost_and_a_badge_hiding_no_count(app):
    scene = app.scene
    source, sent = build_travel(app)
    drawn = scene.plan_drawn.drawn
    me = scene.game.to_move
    rgb = art.PLAYER_RGB[scene.snap["colours"][me]]
    assert len(drawn.arrows) == len(sent)
    home = scene.board.rect_of(Group(source, me, "active"))
    for (a, b), away, dest in zip(drawn.arrows, drawn.aways, sent, strict=True):
        assert home.collidepoint(a), "the arrow leaves from the novices"
        assert pygame.Rect(scene.lay.islands[dest]).inflate(40, 0).collidepoint(b)
        # thick, in the player's colour (the old line was one pixel, gold)
        assert thickness(app.screen, a, b, away, rgb) >= 8      # (as it bowed)
    counts = [r for r, tg in scene.board.hits if isinstance(tg, Group | IslandFavours)]
    board = pygame.Rect(scene.lay.board)
    assert {i for i, _, _ in drawn.ghosts} == set(sent)
    for island, ghost, badge in drawn.ghosts:
        assert board.contains(badge) and board.contains(ghost)
        assert badge.collidelist(counts) < 0, f"the badge {badge} hides a count"
        assert badge.collidelist(scene.board.labels) < 0, "the badge hides a name"
        assert ghost.collidelist([r.inflate(-4, -4) for r in counts]) < 0
        # a lying ghost's figure whole beside its "+2 lying" (F952: the pill over its head
        # read as a count hidden by the badge that previews it)
        lies = next(w.to_active is False for w in ways(scene.game, scene.builder)
                    if w.to == island)
        if lies:
            body = pygame.mask.from_surface(arrow_ghost(scene.snap["colours"][me],
                                                        ghost_size(scene.lay), True), 90)
            pill = pygame.mask.Mask(badge.size, fill=True)
            assert not body.overlap(pill, (badge.x - ghost.x, badge.y - ghost.y)), \
                f"the badge {badge} over its lying ghost {ghost}"
        # and clear of them: sea between the "+1" (and its ghost) and the novices, chips
        # and tokens already on that island, so it never reads as part of their count
        for r, tg in scene.board.hits:
            if isinstance(tg, Group | IslandFavours) and tg.island == island:
                for mine in (ghost, badge):
                    gap = max(r.x - mine.right, mine.x - r.right, r.y - mine.bottom,
                              mine.y - r.bottom)
                    assert gap >= 6, f"{mine} stands {gap} px from the count {tg}"
        # the ghost is the player's novice, see-through over the island
        seen = [app.screen.get_at(p)[:3] for p in
                ((ghost.centerx + dx, ghost.centery + dy) for dx in range(-4, 5, 2)
                 for dy in range(-4, 5, 2))]
        assert any(near(px, rgb, 90) for px in seen), seen
    # taken back by a right click: its arrow goes
    click(app, target_rect(scene, Island(sent[-1])).center, button=3)
    frames(app, 3)
    assert len(scene.plan_drawn.drawn.arrows) <= len(sent) - (scene.builder.count < len(sent))


def test_a_drag_draws_the_arrow_to_the_mouse(app):
    scene = app.scene
    (source, active), = sorted(move_sources(scene.legal)["travel"], key=repr)[:1]
    me = scene.game.to_move
    start = target_rect(scene, Group(source, me, "active")).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 2)
    board = scene.lay.board
    to = (board[2] // 2 + (-120 if start[0] > board[2] // 2 else 120), start[1] - 160)
    for k in range(1, 9):
        pos = (start[0] + (to[0] - start[0]) * k // 8, start[1] + (to[1] - start[1]) * k // 8)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
        frames(app, 1)
    assert scene.dragging.drag is not None and scene.dragging.drag.moving
    rgb = art.PLAYER_RGB[scene.snap["colours"][me]]
    home = scene.board.rect_of(Group(source, me, "active")).center
    assert thickness(app.screen, home, to, scene.lay.centre, rgb) >= 8
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(4, 4), button=1))
    frames(app, 30)
    assert scene.dragging.drag is None


def test_a_travels_ghost_stands_on_the_island_never_in_the_sea(tmp_path):
    """A fresh French player at 1920x1080, 125 %: the "+1" novice of a Travel stood in the
    open water beside the Shrine island (and the Herbs'), where no novice will ever
    stand. The ghost's figure stands on the island's land or its sandbank."""
    from positions import random_moves

    from luna.client.board.view import LAND
    app = make_app(tmp_path, speed="normal", size=(1920, 1080), language="fr", text_size=125,
                   menu=False)
    try:
        open_game(app, random_moves(3, 1, 30), autosave=False)
        frames(app, 3)
        source, sent = build_travel(app, dests=2)
        scene = app.scene
        drawn = scene.plan_drawn.drawn
        assert {i for i, _, _ in drawn.ghosts} == set(sent)
        for island, ghost, _ in drawn.ghosts:
            x, y, w, h = scene.lay.islands[island]
            land_h = int(h * LAND)
            ground = pygame.mask.Mask(app.screen.get_size())
            shape = pygame.Surface((w, land_h), pygame.SRCALPHA)
            pygame.draw.polygon(shape, (255, 255, 255), art.shore(
                scene.snap["islands"][island]["kind"], w, land_h, island))
            ground.draw(pygame.mask.from_surface(shape), (x, y))
            if island in scene.board.strands:
                bank, sand = scene.board.strands[island]
                ground.draw(pygame.mask.from_surface(sand, 1), bank.topleft)
            body = ghost.inflate(-ghost.w // 3, -ghost.h // 3)     # the figure in its halo
            on = ground.overlap_area(pygame.mask.Mask(body.size, fill=True), body.topleft)
            assert on == body.w * body.h, \
                f"the ghost at {ghost} stands {body.w * body.h - on} px in the sea by {island}"
    finally:
        app.settings.text_size = 100
        app.save_settings()
        pygame.display.quit()


def test_a_planned_travels_sources_show_what_stays_under_a_marks_light(tmp_path):
    """The islands a planned Travel leaves show the counts as they will be (Bribery's
    "3" with two sent away reads "1"; emptied, no figure), and still do where a mark's
    light (a Hint's, the keys' focus) is laid over them later in the frame and draws
    the pieces and counts under it again."""
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, midgame(7, 30), autosave=False)
    frames(app, 2)
    scene = app.scene
    me = scene.game.to_move
    src = Group(4, me, "active")
    assert scene.snap["islands"][4]["kind"] == "bribery"
    assert scene.snap["islands"][4]["active"][me] == 3
    disc = scene.board.count_discs[src]
    middle = pygame.Rect(0, 0, disc.w // 2, disc.h // 2)
    middle.center = disc.center
    full = app.screen.subsurface(middle).copy()
    click(app, target_rect(scene, Island(4)).center)
    frames(app, 20)
    click(app, ring_card(scene, "travel").center)
    frames(app, 10)
    for dest in (0, 1):
        away(app)
        click(app, target_rect(scene, Island(dest)).center)
        frames(app, 2)
    away(app)
    assert scene.builder.count == 2

    def seen():
        return pygame.image.tobytes(app.screen.subsurface(middle), "RGB")

    stays = seen()
    assert stays != pygame.image.tobytes(full, "RGB"), "the source still shows its 3"
    scene.board.hits.glow(app.screen, src, (255, 220, 120), 1.0, over=True)
    assert seen() == stays, "a mark's light drew the source's full count again"
    away(app)
    click(app, target_rect(scene, Island(2)).center)     # the third: Bribery emptied
    frames(app, 2)
    away(app)
    assert scene.builder.count == 3
    body = scene.board.sprites[src]
    box = body[0].get_rect(topleft=body[1])
    mine = art.PLAYER_RGB[scene.snap["colours"][me]]

    def coloured():
        part = app.screen.subsurface(box)
        return sum(near(part.get_at((x, y)), mine, 30) for x in range(box.w)
                   for y in range(box.h))

    before = coloured()
    scene.board.hits.glow(app.screen, src, (255, 220, 120), 1.0, over=True)
    scene.board.hits.glow(app.screen, Island(4), (255, 220, 120), 1.0, over=True)
    assert coloured() <= before + 4, "the emptied group drawn again"
