"""The tray's cost and gain badges read at a glance (all three fresh players of a round,
at 1024x700 in German at 150 %, 1280x800 in French at 125 % and 1920x1080 in English:
"the small − and + are easy to miss", "icons of about 10 px", "'→8' white on a gold disc
is hard to read", "the Gunst cost pill centred while the Missionierung pill is
left-aligned"). Every usable island's tray opened by a click through the real loop,
frame by frame at normal speed, and read off the screen as drawn: on every badge its
number 14 px high at least (16 at 1920x1080), its − as wide as a bold + is tall, its +
as tall as the digits, its novice and favour tokens as tall as the number, light on the
pill's dark fill with no gold touching it; a tile's cost at its badges' row's left on
every tile, alone or not; the tray no higher than before (it never grows over the
log)."""

from __future__ import annotations

import copy
from collections import Counter

import pygame
import pytest
from human import Person
from positions import give, play, random_moves
from test_ring_form import _tray, mine
from test_tray_steady_look import AWAY, LOOKS, _each_tray

from luna.client.board import action_art
from luna.client.board.action_art import (
    COST_FILL,
    COST_RIM,
    GAIN_FILL,
    GAIN_RIM,
    GOLD,
    SEAT_BRASS,
    SEAT_STONE,
    seat_badge,
)
from luna.client.demo.driver import frames, make_app
from luna.client.game import tray_open
from luna.client.game.ring import BODY
from luna.client.opening import open_game
from luna.client.widgets.palette import contrast
from luna.client.window import fonts

LEAST = {(1024, 700): 14, (1280, 800): 14, (1920, 1080): 16}   # px: a number's digits


def _light(c) -> bool:
    """A number's ink (the badges' light inks: INK, GAIN_INK, SEAT_INK)."""
    return min(c[:3]) >= 200


def _near(c, rgb, by: int) -> bool:
    return all(abs(a - b) <= by for a, b in zip(c[:3], rgb, strict=True))


def _runs(cols: list[int]) -> list[tuple[int, int]]:
    """Columns grouped into runs of neighbours: (first, last)."""
    runs: list[tuple[int, int]] = []
    for x in cols:
        if runs and x == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], x)
        else:
            runs.append((x, x))
    return runs


def _read(screen: pygame.Surface, r: pygame.Rect) -> dict:
    """A badge as drawn on the screen at `r`: its fill, its light ink's runs of columns
    (a sign, digits) with each run's rows, and the other runs' rows (its pictures)."""
    px = {(x, y): tuple(screen.get_at((x, y)))[:3] for x in range(r.left, r.right)
          for y in range(r.top, r.bottom)}
    fill = Counter(px.values()).most_common(1)[0][0]
    inner = range(r.top + 1, r.bottom - 1)                  # (its rim's rows apart)
    light = [x for x in range(r.left, r.right) if any(_light(px[x, y]) for y in inner)]

    def rows(x0, x1, test):
        ys = [y for y in inner for x in range(x0, x1 + 1) if test(px[x, y])]
        return (min(ys), max(ys)) if ys else (0, -1)

    runs = [(x0, x1, rows(x0, x1, _light)) for x0, x1 in _runs(light)]
    lit = [(x, y) for (x, y), c in px.items() if _light(c) and y in inner]
    return {"fill": fill, "runs": runs, "px": px, "lit": lit}


def _person(tmp_path, size, lang, text_size) -> Person:
    """Four players' game after 40 random moves, the player to move holding the novice
    favour (its chip on the tiles it may stand in for)."""
    snap = copy.deepcopy(random_moves(4, 3, 40).snapshot())
    give(snap, snap["to_move"], "novice")
    person = Person(tmp_path, size=size, language=lang, text_size=text_size, menu=False)
    open_game(person.app, play(snap), autosave=False)
    person.wait(1.0)
    return person


@pytest.mark.parametrize("size, lang, text_size", LOOKS)
def test_every_badge_reads_at_a_glance(tmp_path, size, lang, text_size):
    person = _person(tmp_path, size, lang, text_size)
    try:
        scene, seen, signs, tokens = person.app.scene, Counter(), 0, 0
        chosen = 0
        for i in _each_tray(person):
            ring, screen = scene.ring, person.app.screen
            chips = [(r, k) for r, k, part in ring.parts if part == "chip"
                     and not ring.actions[k].choice.token and ring.actions[k].token_choice]
            if chips and not chosen:      # the novice favour standing in: a longer cost
                person.click(chips[0][0].center)
                person.point(AWAY)
                ring = scene.ring
                assert ring.actions[chips[0][1]].choice.token, i
                chosen += 1
            assert ring.rect.bottom <= ring.dock.log.bottom, (i, ring.rect, ring.dock.log)
            for card, act in zip(ring.cards, ring.actions, strict=True):
                if not act.enabled:
                    continue
                row = ring.badge_slot(card)
                mine = sorted((b for b in ring.badge_rects if card.contains(b)),
                              key=lambda b: b.x)
                cost, _gain = ring.badges(act, scene.snap, scene.game)
                if cost is not None and mine:     # the cost at the row's left, alone too
                    assert mine[0].left == row.left, (i, act.kind, mine[0], row)
                for b in mine:
                    got = _read(screen, b)
                    fill, runs = got["fill"], got["runs"]
                    if not runs:
                        continue                   # (Banish's island: a token, no number)
                    seat = _near(fill, SEAT_STONE, 12)     # ("seat 3": its digits last)
                    costs = _near(fill, COST_FILL, 40) and not seat
                    gains = _near(fill, GAIN_FILL, 40)
                    digits = runs[1] if (costs or gains) and len(runs) > 1 else \
                        runs[0] if costs or gains else runs[-1]   # (a seat's: "seat 5")
                    high = digits[2][1] - digits[2][0] + 1
                    assert high >= LEAST[size], (i, act.kind, "digits", high)
                    lit = got["lit"]
                    ink = Counter(got["px"][p] for p in lit).most_common(1)[0][0]
                    assert contrast(ink, fill) >= 4.5, (i, act.kind, ink, fill)
                    box = pygame.Rect(digits[0], digits[2][0], digits[1] - digits[0] + 1,
                                      high).inflate(2, 0)
                    gold = [p for p, c in got["px"].items() if box.collidepoint(p) and (
                        _near(c, GOLD, 25) or _near(c, SEAT_BRASS, 25))]
                    assert not gold, (i, act.kind, "gold beside the number", gold[:4])
                    seen[act.kind] += 1
                    if (costs or gains) and len(runs) > 1:    # its sign, then its digits
                        x0, x1, (y0, y1) = runs[0]
                        if costs:                    # a −: as wide as a + is tall, bold
                            assert x1 - x0 + 1 >= 0.5 * high, (i, act.kind, runs[0], high)
                            assert y1 - y0 + 1 >= 3, (i, act.kind, "a thin −", runs[0])
                        else:                        # a + (or the arrow up): as tall
                            assert y1 - y0 + 1 >= 0.9 * high, (i, act.kind, runs[0], high)
                        signs += 1
                    if costs:                        # its novice, its favour tokens
                        after = runs[1][1] + 2 if len(runs) > 1 else runs[0][1] + 2
                        xs = [x for x in range(after, b.right - 2) if any(
                            not _near(got["px"][x, y], fill, 40)
                            for y in range(b.top + 2, b.bottom - 2))]
                        for x0, x1 in _runs(xs):
                            if x1 - x0 < 4:
                                continue             # (the pill's rounded end)
                            ys = [y for y in range(b.top + 1, b.bottom - 1)
                                  for x in range(x0, x1 + 1)
                                  if not _near(got["px"][x, y], fill, 40)]
                            tall = max(ys) - min(ys) + 1
                            assert tall >= high - 1, (i, act.kind, "a small icon", tall, high)
                            tokens += 1
        assert sum(seen.values()) >= 4 and signs >= 3 and tokens >= 2, (seen, signs, tokens)
        assert chosen, "no tray with the novice favour's chip"
    finally:
        person.close()


@pytest.mark.parametrize("text_size", [100, 125])
def test_a_badges_icons_are_never_under_the_tiles_words(tmp_path, text_size):
    """At 1024x700 (French, four players) the cost and gain badges drew their novices
    and favour tokens 7 px high (5-8 px wide) inside pills 13 px high, beside 12 px
    words. A badge's novice or token is as tall as the tile's words at least: beside its
    number where the pill is too low for it, the pill and the tray no taller (the log's
    latest entry keeps its room: test_log_room). Read off the screen as drawn: inside each
    cost or gain badge, what is neither its fill, its rim, its light number nor the
    tile's glass above it."""
    person = _person(tmp_path, (1024, 700), "fr", text_size)
    try:
        scene, seen, small = person.app.scene, 0, []
        for i in _each_tray(person):
            ring, screen = scene.ring, person.app.screen
            least = fonts.px(ring.word_size)
            for b in ring.badge_rects:
                px = {(x, y): tuple(screen.get_at((x, y)))[:3] for x in range(b.left, b.right)
                      for y in range(b.top, b.bottom)}
                fills = [f for f in (COST_FILL, GAIN_FILL)
                         if sum(_near(c, f, 30) for c in px.values()) > 20]
                if not fills:
                    continue                   # (a seat's stone, Banish's island)
                rim = COST_RIM if fills[0] == COST_FILL else GAIN_RIM
                filled = [x for x in range(b.left, b.right) if sum(
                    _near(px[x, y], fills[0], 40) for y in range(b.top, b.bottom)) >= b.h // 3]
                x0, x1 = max(_runs(filled), key=lambda r: r[1] - r[0])
                pill = range(x0, x1 + 1)             # (its icons in it, or beside it)
                glass = {x: tuple(screen.get_at((x, b.top - 2)))[:3] for x in range(b.left,
                                                                                    b.right)}
                ink = [(x, y) for (x, y), c in px.items() if (
                    not (_near(c, fills[0], 40) or _near(c, rim, 40) or _light(c))
                    if x in pill else not _near(c, glass[x], 24))]
                for x0, x1 in _runs(sorted({x for x, _ in ink})):
                    if x1 - x0 < 3:
                        continue                   # (a pill's rounded end)
                    ys = [y for x, y in ink if x0 <= x <= x1]
                    tall = max(ys) - min(ys) + 1
                    seen += 1
                    if tall < least - 1:
                        small.append((i, b, tall, least))
        assert seen >= 3, seen
        assert not small, small
    finally:
        person.close()


FIGURES = set(action_art.FIGURES)


@pytest.mark.parametrize("text_size", [100, 150])
def test_the_trays_badges_are_as_tall_as_the_body_text(tmp_path, text_size, monkeypatch):
    """In the smallest window at every text size each badge is at least as tall as the
    body text and its number drawn at that size at least, never shrunk to its tile; each
    badge clear of the tile's − / + and favour chip (F048: ~8 px numbers at 150 %)."""
    from luna.client.game import board_part
    # the numbers read are the tray's: the board's scoring plates (board text) not drawn
    monkeypatch.setattr(board_part, "draw_stakes", lambda *a: None)
    game, tides, herbs = mine()
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    app.settings.text_size = text_size
    app.settings.language = "de"
    app.save_settings()
    open_game(app, game, autosave=False)
    frames(app, 30)
    body = fonts.px(BODY)
    assert body >= round(BODY * text_size / 100)         # the text size's, not the board's
    for island in (tides, herbs):
        tray_open.close_tray(app.scene)
        ring = _tray(app, island)
        for cache in (action_art._cost, action_art._gain, action_art._seat):
            cache.cache_clear()                          # its badges made afresh, seen
        ring._image = None
        fonts.drawn = {}
        try:
            frames(app, 2)
            numbers = [(s, px) for _, s, px in fonts.drawn.values()
                       if s and set(s) <= FIGURES and s[0] in "−+" and s[1:].isdigit()]
        finally:
            fonts.drawn = None
        assert ring.badge_rects and numbers
        for b in ring.badge_rects:
            assert b.h >= body, f"a badge {b.h} px high under the body text's {body} px"
        for s, px in numbers:
            assert px >= body, f"{s!r} drawn at {px} px under the body text's {body} px"
        controls = [r for r, _, part in ring.parts if part != "card"]
        for b in ring.badge_rects:
            assert b.collidelist(controls) < 0, (b, controls)


@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_the_seat_number_stands_out_of_its_stone(text_size):
    """The Council tile's target badge reads as every badge reads: its number light on a
    dark stone, the stone standing out of the badge's pill (F075)."""
    fonts.set_text_size(text_size)
    try:
        img = seat_badge("seat 10", 24, 14)
        w, h = img.get_size()
        colours = Counter()
        for x in range(w // 2, w):               # the stone, under the number
            for y in range(h):
                c = img.get_at((x, y))
                if c.a >= 200:               # (the pill's stone: 240, its rim 255)
                    colours[tuple(c)[:3]] += 1
        stone = colours.most_common(1)[0][0]
        number = max(colours, key=lambda c: contrast(c, stone))
        assert contrast(number, stone) >= 7, (number, stone)
        # and the stone stands out of the badge's dark pill as a stone (not a hole)
        assert sum(stone) > 3 * 40, stone
    finally:
        fonts.set_text_size(100)


def test_the_council_tile_says_the_seat_it_reaches(tmp_path, size=(1024, 700), lang="de",
                                                  text_size=150):
    """The Council tile's badge "→3" read as "+3" (steps, influence; F075, F573): it says
    the seat the disc reaches in words, "seat 5" (the engine's dry run: its three active
    novices from seat 2, the count it opens on), whole within its tile in the narrowest
    tray (1024x700, German, 150 %). Clicked open on the real loop at normal speed."""
    from test_ring_form import app_at

    from luna.client.board.targets import Island
    from luna.client.demo.driver import click, target_rect
    from luna.text import i18n, t
    fonts.set_text_size(text_size)
    game, tides, _ = mine()
    app = app_at(tmp_path, size, game, lang)
    try:
        click(app, target_rect(app.scene, Island(tides)).center)
        frames(app, 6)
        ring = app.scene.ring
        assert ring is not None
        k, act = next((k, a) for k, a in enumerate(ring.actions) if a.kind == "council")
        assert act.effect(app.scene.game).seat == 5     # (its most: three novices)
        said = t("ring.seat", seat=5)
        assert said.endswith(" 5"), said
        action_art._seat.cache_clear()
        fonts.drawn = {}
        try:
            ring._paint(pygame.Surface(app.screen.get_size()), app.scene.snap,
                        app.scene.game, None, False)
            words = {w for _, w, _ in fonts.drawn.values()}
        finally:
            fonts.drawn = None
        assert said in words, (said, sorted(words))
        card = ring.cards[k]
        mine_ = [b for b in ring.badge_rects if card.colliderect(b)]
        assert mine_ and all(card.contains(b) for b in mine_), (card, mine_)
    finally:
        fonts.set_text_size(100)
        i18n.set_language("en")


def test_the_first_trays_say_their_badges_in_words(tmp_path):
    """F423: the badges ("−2" and a novice, "+1") meant little until a tile was pointed
    at. The first tray a player opens by a click says in a tip what the badges are and
    the first tiles' in words, as the rules count them (Recruit: 2 active novices used, a
    novice of the supply joins them, inactive); the next trays say nothing more (F653:
    the tip came three times in round 1), and the settings keep it said. On the real
    loop at normal speed."""
    from test_ring_form import app_at

    from luna.client.board.targets import Island
    from luna.client.demo.driver import click, target_rect
    from luna.client.window.settings import load_settings
    from luna.text import t
    game, tides, herbs = mine()
    app = app_at(tmp_path, (1024, 700), game)
    app.settings.tips_said = [k for k in app.settings.tips_said if k != "tray_badges"]
    recruit = t("badge.tile", action=t("ring.recruit"), said=", ".join(
        [t("badge.uses", count=2), t("badge.recruited", count=1)]))
    said = []
    for k in range(4):
        tray_open.close_tray(app.scene)
        frames(app, 2)
        click(app, target_rect(app.scene, Island(tides if k % 2 == 0 else herbs)).center)
        frames(app, 6)
        assert app.scene.ring is not None
        said.append([m for m, _ in app.toasts if m.startswith(t("tip.badges", tiles=""))])
        frames(app, 1)
        island = pygame.Rect(app.scene.lay.islands[tides if k % 2 == 0 else herbs])
        assert not any(r.colliderect(island) or r.colliderect(app.scene.ring.rect)
                       for r in app.toast_rects), (k, island, app.toast_rects)   # (F606:
        #         the tip keeps off the island just clicked and its tray)
    tides_tip = said[0]
    assert len(tides_tip) == 1 and tides_tip[0].startswith(t("tip.badges", tiles="")), said
    assert recruit in tides_tip[0], (recruit, tides_tip)
    assert said[1] == said[2] == said[3] == tides_tip, said       # said once, not again
    assert "tray_badges" in load_settings(tmp_path).tips_said


def test_the_first_trays_tip_keeps_off_the_island_clicked_and_its_tray(tmp_path):
    """F606: after a click on an island its tray's tip (what the badges say) stood over
    that island, found no open water and laid over the least of the board's play. It
    keeps off the island just clicked (its picture, name and pieces) and its tray: at
    1024x700 a click on the Bribery island's novices. The real loop at normal speed."""
    from positions import blank, isl, novices

    from luna.client.opening import open_game
    person = Person(tmp_path, size=(1024, 700))
    try:
        person.app.settings.tips_said = [k for k in person.app.settings.tips_said
                                         if k != "tray_badges"]
        s = blank(players=3)
        for kind, count in (("book", 1), ("herbs", 1), ("shrine", 1), ("sailboat", 3),
                            ("bribery", 2), ("tides", 2), ("novice", 2)):
            novices(s, isl(s, kind), 0, active=count)
        give(s, 0, "bribery")
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.wait(0.3)
        bribery = isl(s, "bribery")
        person.click_on(next(tg for _, tg in scene.board.hits if tg in scene.clickable
                             and getattr(tg, "island", None) == bribery))
        person.wait(0.5)
        assert scene.ring is not None and scene.tip_said, person.app.toast_words()
        island = pygame.Rect(scene.lay.islands[bribery])
        assert person.app.toast_rects or scene.toasts_at.floating.unseen   # (or it
        assert not any(                     # waits for the panel's room: F1071)
            r.colliderect(island) or r.colliderect(scene.ring.rect)
            for r in person.app.toast_rects), (island, person.app.toast_rects)
    finally:
        person.close()
