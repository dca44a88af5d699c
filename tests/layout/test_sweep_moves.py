"""The moves' sweep: what the board draws for a move being built or suggested, at the window
sizes, languages and text sizes where it is tightest, on the real loop at normal speed,
and every case's screen keeps the rules every screen keeps (`layout_check.run_look`).
Its named cases:

- arrow-onto-the-path: an arrow to a path tile comes down onto its row (the Hint from
  the Tides island to the lowest row), not flat along the row from its far end.
- arriving-novice: the novice a move being built sends to an island stands out from
  its ground (2.5:1 along most of its edge) and covers no other piece nor landmark.
- glow-own-novices: holding a novice favour, the turn's glow shows where the player's
  own novices can act; an island open only to the favour lights under the pointer and
  opens its tray.
- lights-follow-plan: with the Hint's Travel standing, a Travel of its kind planned to
  another island lights the island the plan goes to, no longer the Hint's (F537: it
  stayed lit and read as where the move went).
- one-text-floats: a Travel planned by a drop, its count and first-use tip said: one
  text at most floats over the board as the islands are pointed at (the move's words
  first), none during a drag, the island's hover text once they have gone (F852).
- arrival-badge-whole: a planned Travel's "+4 lying" badge on the Shrine island, at the
  board's right edge among its figures, stands whole inside the board's area, every
  pixel of its words drawn (F1077: seen cut as "+4 lyin").
"""

from __future__ import annotations

import math

import pygame
import pytest
from layout_check import Look, look_id, run_look
from positions import give, isl, only_on, play, random_moves
from test_calm_board import shore_light
from test_move_arrows import build_travel
from test_scoring_summary import before_a_round_end, open_at
from test_toast_apart import one_text_floats

from luna.client.board.arrows import curve, ghost
from luna.client.board.marks import Hint, _away
from luna.client.board.targets import Figure, Group, Island, IslandFavours, Jetty, Shrine, Tile
from luna.client.demo.driver import frames, target_rect
from luna.client.game.builder_view import ghost_size, ways
from luna.client.opening import open_game


def arrival(line) -> float:
    """The angle in degrees between the line's last stretch and the path's rows."""
    (x0, y0), (x1, y1) = line[-4], line[-1]
    return math.degrees(math.asin(abs(y1 - y0) / (math.dist((x0, y0), (x1, y1)) or 1)))


def an_arrow_comes_down_onto_the_lowest_row(person) -> None:
    game, _ = before_a_round_end(["human"] * 4, seed=9, rounds=2)
    open_at(person, game)
    person.wait(0.2)
    scene = person.scene
    tides = next(i for i, isl in enumerate(scene.snap["islands"]) if isl["kind"] == "tides")
    hits = scene.board.hits
    start = next(pygame.Rect(r) for r, tg in hits
                 if isinstance(tg, Group) and tg.island == tides)
    tiles = {tg.tile: pygame.Rect(r) for r, tg in hits if isinstance(tg, Tile)}
    lowest = max(r.centery for r in tiles.values())
    middle = pygame.Rect(scene.lay.board).center
    for k, r in tiles.items():
        if r.centery != lowest:
            continue
        a, b = start.center, r.center
        angle = arrival(curve(a, b, _away(a, b, Tile(k), middle)))
        assert angle >= 35, (k, round(angle))          # (flat: 1 to 17 degrees)


def luminance(rgb) -> float:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def the_arriving_novice_stands_out(app) -> None:
    open_game(app, random_moves(3, 1, 30), autosave=False)
    frames(app, 3)
    _, sent = build_travel(app, dests=2)
    scene = app.scene
    frames(app, 30)
    drawn = scene.plan_drawn.drawn
    assert {i for i, _, _ in drawn.ghosts} == set(sent)
    b = scene.builder
    lying = {w.to: not w.to_active for w in ways(scene.game, b)}
    pieces = [(r, tg) for r, tg in scene.board.hits
              if isinstance(tg, Group | Shrine | IslandFavours | Figure | Jetty)]
    marks = scene.board.landmarks(scene.snap, scene.lay)
    for island, g, _ in drawn.ghosts:
        # its edge against the ground just round it, as the screen shows both (2.5:1 and
        # more: a near black rim on the islands' mid green land is 3:1 at best)
        shape = pygame.mask.from_surface(ghost(scene.snap["colours"][b.player],
                                               ghost_size(scene.lay), lying[island]), 128)
        edge = [(g.x + x, g.y + y) for x, y in shape.outline()]
        wider = shape.convolve(pygame.mask.Mask((7, 7), fill=True))
        round_it = [(g.x + x - 3, g.y + y - 3) for x, y in wider.outline()]
        screen = app.screen
        bounds = screen.get_rect()
        ground = sorted((screen.get_at(p)[:3] for p in round_it if bounds.collidepoint(p)),
                        key=luminance)
        under = ground[len(ground) // 2]                     # the ground's middle shade
        seen = [contrast(screen.get_at(p), under) >= 2.5 for p in edge if bounds.collidepoint(p)]
        share = sum(seen) / len(seen)
        assert share > 0.8, f"the ghost on island {island}: {share:.0%} of its edge " \
                            f"stands out from {under}"
        for r, tg in pieces:
            assert not g.colliderect(r), f"the ghost at {g} covers {tg} at {r}"
        for m in marks:
            assert not g.colliderect(m), f"the ghost at {g} covers a landmark at {m}"


def islands_open_only_to_the_favour_do_not_glow(p) -> None:
    s, book = only_on("book", active=2)
    give(s, 0, "novice")
    open_at(p, play(s))
    scene = p.scene
    others = [Island(i) for i in range(7) if i != book]
    assert all(o in scene.clickable for o in others)       # the engine's offer
    p.point((scene.lay.panel[0] + 40, 6))
    p.wait(3)                                               # the quiet glow
    own = shore_light(p.app, Island(book))
    dark = {o: shore_light(p.app, o) for o in others}
    assert all(v < own - 40 for v in dark.values()), (own, dark)
    herbs = Island(isl(s, "herbs"))
    p.point(target_rect(scene, herbs).center)                # pointed at: it lights
    p.wait(0.3)
    assert shore_light(p.app, herbs) > dark[herbs] + 25
    p.click_on(herbs)                                        # and opens its tray
    assert scene.ring is not None and any(a.enabled for a in scene.ring.actions)


def the_lights_follow_the_plan(p) -> None:
    from luna.client.demo.driver import target_rect
    open_at(p, random_moves(3, 3, 30))             # (Yellow's turn, novices on island 0)
    scene = p.scene
    hinted = {"type": "travel", "player": 0, "moves": [{"from": 0, "to": 1, "count": 1}]}
    assert hinted in scene.legal
    scene.hints.hint = Hint(hinted, len(scene.game.log))
    off = (scene.lay.board[0] + 4, scene.lay.board[1] + 4)
    p.point(off)
    p.wait(0.5)
    assert (Island(1), "goal") in scene.marks.drawn          # the Hint's island lit
    p.act(Group(0, 0, "active"), "travel")     # the tile starts the move empty (F1062)
    assert scene.builder is not None and not scene.builder.holds(hinted)
    p.click_on(Island(1))                      # and the person sends its novice
    assert scene.builder.holds(hinted)
    assert (Island(1), "goal") in scene.marks.drawn          # its way: still the Hint's
    p.click(target_rect(scene, Island(1)).center, button=3)  # its novice taken back,
    p.click_on(Island(2))                                     # one sent elsewhere
    p.point(off)
    p.wait(0.5)
    assert scene.builder is not None and scene.view().hint is not None
    goals = [tg for tg, role in scene.marks.drawn if role == "goal"]
    assert goals == [Island(2)], goals                      # where the plan goes, alone


def the_arrival_badge_stands_whole(p) -> None:
    from positions import blank, novices, shrine

    from luna.client.board.arrows import badge
    from luna.client.board.island_slots import label_size
    from luna.client.board.layout import edge
    from luna.client.game.builder_view import arriving
    s = blank(players=3)
    book, isle = isl(s, "book"), isl(s, "shrine")
    novices(s, book, 0, active=4)
    novices(s, isle, 2, active=1, inactive=1)
    novices(s, isle, 1, active=1)
    s["apostate"] = isle
    shrine(s, isle, 0)
    shrine(s, isle, 1)
    open_at(p, play(s))
    scene = p.scene
    cmd = {"type": "travel", "player": 0, "moves": [{"from": book, "to": isle, "count": 4}]}
    scene.hints.hint = Hint(cmd, len(scene.game.log))
    p.wait(0.3)
    p.key(pygame.K_RETURN)                    # the Hint's Travel planned whole
    p.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
    p.wait(0.5)
    assert scene.builder is not None and scene.builder.moves == cmd["moves"]
    area = pygame.Rect(scene.lay.board).inflate(-2 * edge(scene.lay.scale),
                                                -2 * edge(scene.lay.scale))
    (_, _, at), = scene.plan_drawn.drawn.ghosts
    assert area.contains(at), (at, area)
    pill, words = badge(4, (0, 0, 0), label_size(scene.lay.scale), arriving(4, True))
    assert pill.get_size() == at.size, (pill.get_size(), at)
    w = words.get_rect(center=at.center)
    ink = [(x, y) for x in range(words.get_width()) for y in range(words.get_height())
           if words.get_at((x, y)).a == 255]
    shown = [p.app.screen.get_at((w.x + x, w.y + y))[:3] for x, y in ink]
    lost = sum(1 for c in shown if min(c) < 200)    # (the board's light tints its white)
    assert lost == 0, f"{lost} of its words' {len(ink)} pixels not drawn at {at}"


LOOKS = [
    Look("arrow-onto-the-path", (1920, 1080), "en", 100, an_arrow_comes_down_onto_the_lowest_row,
         person=True, menu=False),
    Look("arriving-novice", (1280, 800), "fr", 125, the_arriving_novice_stands_out),
    Look("arriving-novice", (1920, 1080), "en", 100, the_arriving_novice_stands_out),
    Look("arrival-badge-whole", (1024, 700), "en", 100, the_arrival_badge_stands_whole,
         person=True, menu=False),
    Look("arrival-badge-whole", (1024, 700), "fr", 150, the_arrival_badge_stands_whole,
         person=True, menu=False),
    Look("arrival-badge-whole", (1024, 700), "de", 125, the_arrival_badge_stands_whole,
         person=True, menu=False),
    Look("arrival-badge-whole", (1280, 800), "nl", 100, the_arrival_badge_stands_whole,
         person=True, menu=False),
    Look("glow-own-novices", (1920, 1080), "en", 100,
         islands_open_only_to_the_favour_do_not_glow, person=True, menu=False),
    Look("lights-follow-plan", (1024, 700), "de", 150, the_lights_follow_the_plan,
         person=True, menu=False),
    Look("one-text-floats", (1024, 700), "de", 150, one_text_floats, person=True, menu=False),
    Look("one-text-floats", (1920, 1080), "en", 100, one_text_floats, person=True, menu=False),
]


@pytest.mark.parametrize("look", LOOKS, ids=look_id)
def test_a_move_drawn_reads(tmp_path, look):
    run_look(tmp_path, look)
