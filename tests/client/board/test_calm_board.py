"""The board screen kept calm and readable (issue 21, F050): where one may act glows
faintly once a turn has begun (the action ring's one place in the panel:
tests/client/tray/test_action_area.py); the Hint's words stand once, beside what
they mark, giving way to a hover text; council stacks show every symbol; lying novices lie
in one tidy row; the entrance's name fits in every language; the turn line says when a
round is scored. Checked on frames of the real app loop at normal speed."""

from __future__ import annotations

import random

import pygame
import pytest
from test_board_look import midgame

from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, make_app, target_rect
from luna.client.game import hint_ask
from luna.client.opening import open_game
from luna.engine import new_game


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    open_game(app, midgame(), autosave=False)
    frames(app, 2)
    return app


def shore_light(app, island: Island) -> float:
    """How bright the island's shore looks: the mean of its outline's pixels."""
    scene = app.scene
    _, pts, w, h, x, y = scene.board.hits.shapes[island]
    at = [(x + px, y + py) for px, py in pts[::3]]
    return sum(sum(app.screen.get_at((round(a), round(b)))[:3]) for a, b in at) / len(at)


def lit_island(app) -> Island:
    return sorted((tg for tg in app.scene.clickable if isinstance(tg, Island)), key=repr)[0]


def test_where_to_act_glows_strongly_as_the_turn_begins_then_faintly(app):
    isl = lit_island(app)
    app.mouse = (2, 2)
    early = shore_light(app, isl)
    frames(app, 150)                                 # 2.5 s at the app's own pace
    calm = shore_light(app, isl)
    assert calm < early - 40, (early, calm)
    r = target_rect(app.scene, isl)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 3)
    assert app.scene.hover == isl
    assert shore_light(app, isl) > calm + 40


def test_a_rings_places_glow_strongly(app):
    frames(app, 150)
    isl = lit_island(app)
    calm = shore_light(app, isl)
    click(app, target_rect(app.scene, isl).center)
    frames(app, 90)                                  # the ring stands; its island lit
    assert app.scene.ring is not None
    app.scene.hover = None
    frames(app, 1)
    assert shore_light(app, isl) > calm + 25


def test_the_hints_words_hide_nothing_on_the_board_and_stay_by_a_hover_text(app):
    """The Hint's words stand in their card over the panel's toolbar (over none of its
    marks, the names, the temple's fields or the council: off the board), told once (no
    toast besides); a hover text over the board stands beside it, the card staying in its
    one place (it went while a hover text stood: one box on the board at a time)."""
    from luna.client.demo.driver import wait_frames
    scene = app.scene
    hint_ask.ask_hint(scene)
    wait_frames(app, lambda: scene.view().hint is not None)
    app.mouse = (2, 2)
    frames(app, 20)
    box = scene.marks.label_rect
    assert box is not None and scene.tip_rect is None and not app.toasts
    assert not box.colliderect(pygame.Rect(scene.lay.board))
    assert pygame.Rect(scene.lay.panel).contains(box)
    isl = lit_island(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target_rect(scene, isl).center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 40)
    assert scene.tip_rect is not None and scene.marks.label_rect == box
    assert not scene.tip_rect.colliderect(box)
    assert scene.marks.drawn                          # the marks themselves stay


def test_every_disc_of_a_council_stack_shows_its_symbol(app):
    """A stack of council discs steps up a disc's edge: the row of symbols round each
    lower disc's edge is not hidden by the one above it (tests/client/board/test_colour_vision.py
    reads them); the council's name stands over them."""
    from luna.client.board.art.pieces import DISC_EDGE, DISC_RY, DISC_TOP
    frames(app, 2)
    discs = app.scene.board.discs
    pairs = [(low, up) for (low, _), (up, _) in zip(discs, discs[1:], strict=False)
             if 0 < up.centerx - low.centerx < low.w // 3]     # one stack, fanned
    assert pairs, "the game has a stack of discs"
    for low, up in pairs:
        w = low.w
        edge_top = low.y + (DISC_TOP + DISC_RY) * w        # the front of the lower edge
        assert up.y + (DISC_TOP + DISC_EDGE + DISC_RY) * w <= edge_top + 1, (low, up)
    name = next(r for r in app.scene.board.labels
                if r.collidepoint(r.x + 1, r.y + 1) and r.x <= discs[0][0].centerx <= r.right)
    assert all(name.bottom <= d.y + 2 for d, _ in discs if name.left <= d.centerx <= name.right)


def test_lying_novices_lie_in_tidy_rows_within_their_island(tmp_path):
    """A four-player board at the smallest window: each island's lying novices are one
    chip a player in one row (or, where one row would draw them small, two: the second
    just under the first), none over another, within the island's width and over no
    name."""
    from luna.client.board.targets import Group
    g = new_game(players=4, seed=10, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(10)
    for _ in range(70):
        g.apply(rng.choice(g.legal()))
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    open_game(app, g, autosave=False)
    frames(app, 3)
    board, seen = app.scene.board, 0
    for i in range(7):
        chips = [r for r, tg in board.hits if isinstance(tg, Group) and tg.island == i
                 and not tg.active]
        if not chips:
            continue
        seen += len(chips)
        island = board.rect_of(Island(i))
        rows = sorted({r.centery for r in chips})
        assert len(rows) <= 2 and (len(rows) == 1 or len(chips) > 2), chips
        for y in rows:
            row = [r for r in chips if r.centery == y]
            gaps = [b.left - a.right for a, b in zip(row, row[1:], strict=False)]
            assert all(2 <= gap for gap in gaps), (i, chips)        # none over another
            # evenly (each under its own group: a pixel or two either way)
            assert max(gaps, default=0) - min(gaps, default=0) <= 2, (i, chips)
        if len(rows) == 2:                      # the lower just under the upper
            upper = [r for r in chips if r.centery == rows[0]]
            lower = [r for r in chips if r.centery == rows[1]]
            assert 0 <= min(r.top for r in lower) - max(r.bottom for r in upper) <= 2, chips
        assert island.left <= min(r.left for r in chips), (i, island, chips)
        assert max(r.right for r in chips) <= island.right, (i, island, chips)
        assert not [n for n in board.labels for r in chips if r.colliderect(n)]
    assert seen >= 12


@pytest.mark.parametrize("lang", ["en", "de", "nl", "fr"])
def test_the_boards_names_fit_in_every_language_at_the_smallest_size(tmp_path, lang):
    """At 1024x700 no name the board writes (the entrance, the jetty, the council, the
    islands) reaches into a temple field's hexagon (2 px kept clear) or into another."""
    from luna.client.board.targets import Field
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    app.settings.language = lang
    app.save_settings()
    open_game(app, midgame(), autosave=False)
    frames(app, 2)
    board = app.scene.board
    fields = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    for tg, shape in board.hits.shapes.items():
        if isinstance(tg, Field):
            r = shape[2].inflate(4, 4)
            pygame.draw.polygon(fields, (255, 255, 255), [
                (r.centerx, r.top), (r.right, r.top + r.h / 4), (r.right, r.bottom - r.h / 4),
                (r.centerx, r.bottom), (r.left, r.bottom - r.h / 4), (r.left, r.top + r.h / 4)])
    hexes = pygame.mask.from_surface(fields)
    names = board.labels
    assert len(names) >= 10
    for k, n in enumerate(names):
        box = pygame.mask.Mask(n.size, fill=True)
        assert not hexes.overlap(box, n.topleft), (lang, n)
        assert not [m for m in names[k + 1:] if m.colliderect(n)], (lang, n)


def test_while_a_round_is_scored_the_header_says_so(tmp_path):
    """While the round's summary stands, the panel's turn line says the round is being
    scored (not whose turn it is, which the summary's Continue holds up)."""
    from human import LOOK, Person
    from layout_check import draw_recorded
    from test_scoring_summary import before_a_round_end

    from luna.text import t
    person = Person(tmp_path)
    try:
        game, _ = before_a_round_end(["human", "human"])
        open_game(person.app, game, autosave=False)
        person.wait(LOOK)
        person.settle()
        assert t("panel.to_move") in [d.words for d in draw_recorded(person.app).texts]
        person.press(t("btn.meditate"))
        person.until(lambda: person.scoring_shown, what="the summary")
        said = [d.words for d in draw_recorded(person.app).texts]
        assert t("scoring.status", round=1) in said, said
        assert t("panel.to_move") not in said          # no player's card says "to move"
        to_move = game.snapshot()["names"][game.to_move]
        assert not [w for w in said if w.startswith(t("turn_of", name=to_move)[:6])]
    finally:
        person.close()


@pytest.mark.parametrize("solo", [False, True])
def test_where_a_shrine_may_go_keeps_breathing_in_the_preliminary_round(tmp_path, solo):
    """Choosing an island is all there is to do in the preliminary round: its lit islands
    are the move's own places and keep breathing (a fresh player at 1920x1080 saw seven
    faint islands alike and read "nothing shows where to click"); the midgame's quiet
    light fades (the first test)."""
    game = new_game(players=1, seed=3, setup="random", solo_level=2) if solo else \
        new_game(players=2, seed=3, setup="random", seats=[{"kind": "human"}] * 2)
    assert game.snapshot()["phase"] == "preliminary_shrine"
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, game, autosave=False)
    app.mouse = (2, 2)
    frames(app, 2)
    isl = lit_island(app)
    early = shore_light(app, isl)
    seen = []
    for _ in range(5):
        frames(app, 30)                                 # 2.5 s at the app's own pace
        seen.append(shore_light(app, isl))
    after = seen[1:]                                    # past the turn's welcome
    assert sum(after) / len(after) > early - 30, (early, seen)   # not the faint light
    assert max(after) - min(after) > 8, seen                     # breathing


def test_meditate_is_a_button_as_any_other_not_the_green_of_confirming(app):
    """A German fresh player: "the biggest, brightest green button on screen at every turn
    pulls a new player towards passing". Meditate (End actions) wears the panel's button
    face; green stays for confirming a move built."""
    from luna.client.widgets import palette as P
    frames(app, 30)
    act = app.scene.buttons["act"]
    assert act.visible and act.is_enabled
    r = act.rect
    spot = app.screen.get_at((r.x + 6, r.centery))[:3]       # its face, off its words
    green = sum(abs(a - b) for a, b in zip(spot, P.CONFIRM[:3], strict=True))
    plain = sum(abs(a - b) for a, b in zip(spot, P.BUTTON[:3], strict=True))
    assert plain < green, (spot, P.BUTTON, P.CONFIRM)
