"""The novice favour's chip on the tray's buttons reads as the Novice favour token (fresh
players rated the looks 7 at 1024x700 German 150 % and 1280x800 French 125 %: "a small
purple '+' chip at the left edge of every button, I only understood it by hovering" at
1920x1080, "only about 15 px" at 1024x700, "tiny icon chips" at 1280x800; "it glows pale
blue, not pink, when chosen"). On screen, through the app's own frames at normal speed:
its square is larger than a control where the button has room for it, the token's own
coin fills it, no part of the tile under it; once clicked, a ring in the token's own
colour round it."""

from __future__ import annotations

import copy

import pygame
import pytest
from positions import give, isl, play, random_moves
from test_ring_form import _tray

from luna.client.board import art
from luna.client.board.targets import Held
from luna.client.demo.driver import click, frames, make_app
from luna.client.game import tray_open
from luna.client.game.ring import CONTROL
from luna.client.opening import open_game

LOOKS = (((1024, 700), "de", 150), ((1280, 800), "fr", 125), ((1920, 1080), "en", 100))
TOKEN = art.KIND_RGB["novice"]


def _app(tmp_path, size, lang, text_size):
    snap = copy.deepcopy(random_moves(4, 3, 40).snapshot())
    give(snap, snap["to_move"], "novice")
    app = make_app(tmp_path, speed="normal", size=size, language=lang, text_size=text_size,
                   menu=False)
    open_game(app, play(snap), autosave=False)
    frames(app, 30)
    return app


def _coin_width(screen: pygame.Surface, rect: pygame.Rect) -> int:
    """The coin's width in `rect` as drawn: its warm bronze and parchment columns (the
    tile's navy and the "+"'s night disc are cool)."""
    xs = [x for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
          if (c := screen.get_at((x, y)))[0] > 90 and c[0] - c[2] > 25]
    return max(xs) - min(xs) + 1 if xs else 0


def _near(c, rgb, tol: int) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(c[:3], rgb, strict=True))


@pytest.mark.parametrize("size, lang, text_size", LOOKS, ids=lambda v: str(v))
def test_the_novice_favours_chip_is_the_token_and_large_on_a_large_button(
        tmp_path, size, lang, text_size):
    app = _app(tmp_path, size, lang, text_size)
    screen, seen = app.screen, 0
    for kind in ("book", "tides", "bribery", "herbs"):
        tray_open.close_tray(app.scene)
        frames(app, 2)
        ring = _tray(app, isl(app.scene.snap, kind))
        form = ring.form
        chips = [(r, k) for r, k, part in ring.parts if part == "chip"]
        for rect, k in chips:
            card = ring.cards[k]
            assert card.contains(rect) and rect.w == rect.h, (kind, rect, card)
            assert rect.w >= CONTROL, (kind, rect)
            if not form.wide:           # a button with room: the chip near a quarter of
                least = 0.24 * min(card.w, card.h)   # it (its controls at their least in
                #                               a grid of a column more for the Sailboat)
                assert rect.w >= least, f"{kind}: a {rect.w} px chip on a {card.size} button"
            others = [r for r, j, part in ring.parts if j == k and part not in ("card", "chip")]
            assert rect.collidelist(others + ring.badge_rects) < 0, (kind, rect)
            assert not rect.colliderect(ring.picture_slot(card)), (kind, rect)
            assert not rect.colliderect(ring.word_slot(card)), (kind, rect)
            if not ring.actions[k].choice.token:
                coin = _coin_width(screen, rect)
                assert coin >= 0.8 * rect.w, f"{kind}: a {coin} px token in a {rect.w} px chip"
            seen += 1
    assert seen >= 4, seen
    # chosen: the token's own colour round it, not the tray's gold or a pale blue
    ring = app.scene.ring
    rect, k = next((r, k) for r, k, part in ring.parts if part == "chip"
                   and ring.actions[k].token_choice)
    click(app, rect.center)
    app.mouse = (2, 2)
    frames(app, 10)
    ring = app.scene.ring
    assert ring.actions[k].choice.token
    r = rect.w // 2                                # (its rim, an odd side too)
    ring_px = [screen.get_at((round(rect.centerx + r * dx), round(rect.centery + r * dy)))
               for dx, dy in ((-1, 0), (0, -1), (-0.7, -0.7), (0.7, -0.7), (-0.7, 0.7))]
    rose = [c for c in ring_px if _near(c, TOKEN, 40)]
    assert len(rose) >= 4, (ring_px, TOKEN)


def test_the_chosen_novice_favour_lights_in_its_own_colour_on_the_card(tmp_path):
    """The chip clicked and its tile under the pointer: the move's preview lights the
    Novice favour token in the player's hand in its own rose-plum, no pale blue round it
    (a German fresh player at 1024x700, 150 %)."""
    app = _app(tmp_path, (1024, 700), "de", 150)
    scene = app.scene
    me = scene.game.to_move
    ring = _tray(app, isl(scene.snap, "book"))
    rect, k = next((r, k) for r, k, part in ring.parts if part == "chip"
                   and ring.actions[k].token_choice)
    click(app, rect.center)
    assert scene.ring.actions[k].choice.token
    card = scene.ring.cards[k]
    at = (card.centerx, card.top + 3)              # the tile, off its chip
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 20)
    held = scene.board.rect_of(Held(me, "novice"))
    assert held is not None
    around = held.inflate(12, 12).clip(app.screen.get_rect())
    px = [app.screen.get_at((x, y)) for x in range(around.left, around.right)
          for y in range(around.top, around.bottom) if not held.collidepoint(x, y)]
    blue = [c for c in px if c[2] - c[0] > 15 and c[1] - c[0] > 10]   # (PIECE: pale blue)
    rose = [c for c in px if c[0] - c[1] > 15 and c[2] - c[1] > 5]      # (the card: warm)
    assert not blue, f"{len(blue)} pale blue pixels round the chosen token"
    assert len(rose) >= 12, len(rose)


def test_a_click_near_the_chip_changes_nothing_and_the_chip_says_what_it_spends(tmp_path):
    """F941: the chip inside the tile was toggled by a click meant for the tile, the
    action's cost changed unseen. The chip is a button apart from the tile's face: a click
    in the band round it plays nothing and spends nothing; a click on it says that the
    tile now uses the Novice favour (the tile's words say it too), and one more click
    takes it back, said too. On the real loop at normal speed."""
    from luna.client.game.favour_chip import MOAT
    from luna.text import t
    app = _app(tmp_path, (1280, 800), "en", 100)
    scene = app.scene
    ring = _tray(app, isl(scene.snap, "book"))
    rect, k = next((r, k) for r, k, part in ring.parts if part == "chip"
                   and ring.actions[k].token_choice)
    act, card, n = ring.actions[k], ring.cards[k], len(scene.game.log)
    before = act.choice
    near = [(x, y) for x, y in ((rect.centerx, rect.top - MOAT + 1),
                                (rect.right + MOAT - 1, rect.centery),
                                (rect.centerx, rect.bottom + MOAT - 1))
            if card.collidepoint(x, y) and not rect.collidepoint(x, y)]
    assert near, (rect, card)
    for at in near:                                 # beside the chip, on the tile
        click(app, at)
        frames(app, 6)
        assert scene.ring is ring and act.choice == before, at
        assert len(scene.game.log) == n and scene.builder is None, at
    app.toasts = []
    click(app, rect.center)                         # the chip: it says so
    frames(app, 6)
    assert act.choice.token and act.choice != before
    assert t("ring.token_said_on") in app.toast_words(), app.toast_words()
    uses = t("opt.with_token").strip()          # "(spends a novice favour)"
    assert uses in ring.tip(k, "card", scene.snap, scene.game)
    app.toasts = []
    click(app, rect.center)                         # one click takes it back
    frames(app, 6)
    assert act.choice == before and len(scene.game.log) == n
    assert t("ring.token_said_off") in app.toast_words(), app.toast_words()
    assert uses not in ring.tip(k, "card", scene.snap, scene.game)
