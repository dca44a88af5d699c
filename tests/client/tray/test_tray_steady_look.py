"""Every tray of a window looks the same way (issue 21: fresh players rated the looks 7 at
1024x700 in German at 150 % and at 1280x800 in French at 125 %). The tray's place was
named over some trays and not over others; where refused tiles gave way for the log,
the tiles after them moved, and a German player clicked where Appointment had stood and
played the Council; a Hint asked with a tray open showed its arrow and the tray's star,
its words gone under the tray (players 81, 83). Driven through the real loop, frame by
frame at normal speed (tests/client/human.py), four players."""

from __future__ import annotations

import pygame
import pytest
from human import LOOK, STEP, Person
from layout_check import draw_recorded
from positions import random_moves

from luna.client.board import action_art
from luna.client.board.action_art import COST_FILL, GAIN_FILL, cost_badge, gain_badge, pill_air
from luna.client.board.targets import Island
from luna.client.game import tray_open, tray_room
from luna.client.game.actions import actions_at
from luna.client.game.greyed_slots import every_slot
from luna.client.game.hint_card import ended
from luna.client.game.tray_grid import CONDENSE
from luna.client.opening import open_game
from luna.client.widgets import palette as P
from luna.client.window import fonts
from luna.text import t

LOOKS = (((1024, 700), "de", 150), ((1280, 800), "fr", 125), ((1920, 1080), "en", 100))
AWAY = (4, 4)                       # the pointer off the board's places and the panel


def _person(tmp_path, size, lang, text_size) -> Person:
    person = Person(tmp_path, size=size, language=lang, text_size=text_size, menu=False)
    open_game(person.app, random_moves(4, 3, 40), autosave=False)
    person.wait(1.0)
    return person


def _usable(scene) -> list[int]:
    """The islands whose tray holds an action the player may take now."""
    return [i for i in range(7) if any(
        a.enabled for a in actions_at(Island(i), scene.legal, scene.snap,
                                      scene.game.to_move, scene.game))]


def _each_tray(person: Person):
    """Every usable island's tray opened in turn, the pointer off it: yields the island."""
    for i in _usable(person.app.scene):
        person.click_on(Island(i))
        person.point(AWAY)
        yield i


def _gold(screen, rect: pygame.Rect) -> int:
    return sum(all(abs(a - b) <= 60 for a, b in zip(screen.get_at((x, y))[:3], P.GOLD,
                                                     strict=True))
               for x in range(rect.left, rect.right, 2) for y in range(rect.top, rect.bottom, 2))


@pytest.mark.parametrize("size, lang, text_size", LOOKS)
def test_every_tray_names_its_place_and_keeps_each_tile_in_its_place(tmp_path, size, lang,
                                                                     text_size):
    """Each usable island's tray opened by a click, one after the other as a person does:
    over every tray its place's name in gold, inside the tray's glass over its tiles; every
    action of the island a tile, the refused ones greyed in their place; each action's
    tile at one place of the panel in every tray (the same tile under the same point)."""
    person = _person(tmp_path, size, lang, text_size)
    try:
        scene = person.app.scene
        places: dict[str, tuple] = {}
        named = greyed = 0
        for i in _each_tray(person):
            me = scene.game.to_move
            acts = every_slot(actions_at(Island(i), scene.legal, scene.snap, me, scene.game),
                              Island(i), scene.snap, me, scene.game,   # (every slot: F108)
                              tray_room.spare_slots(tray_open.tray_view(scene)))
            ring = scene.ring
            assert ring is not None, i
            name = ring.dock.docked
            assert name.h and ring.rect.contains(name), (i, name, ring.rect)
            assert name.bottom <= min(c.top for c in ring.cards), (i, name)
            assert _gold(person.app.screen, name) >= 8, (i, "no name drawn in gold")
            named += 1
            assert [a.kind for a in ring.actions] == [a.kind for a in acts], i
            greyed += sum(not a.enabled for a in ring.actions)
            for card, act in zip(ring.cards, ring.actions, strict=True):
                assert places.setdefault(act.kind, tuple(card)) == tuple(card), \
                    (i, act.kind, "moved", places[act.kind], card)
        assert named >= 3 and greyed, (named, greyed)
    finally:
        person.close()
        fonts.set_text_size(100)


@pytest.mark.parametrize("size, lang, text_size", LOOKS[1:])
def test_the_logs_heading_stands_under_every_named_tray(tmp_path, size, lang, text_size):
    """At 1280x800 (French, 125 %) and 1920x1080: the name over every tray and the log's
    heading under it (the name no longer gives way for the heading, nor the heading for
    the name)."""
    person = _person(tmp_path, size, lang, text_size)
    try:
        scene = person.app.scene
        for i in _each_tray(person):
            assert scene.ring.dock.docked.h, i
            heads = [d for d in draw_recorded(person.app).texts if d.words == t("panel.log")]
            assert any(d.rect.top >= scene.ring.rect.bottom for d in heads), (i, heads)
    finally:
        person.close()
        fonts.set_text_size(100)


def _two_trays(person: Person) -> tuple[int, int, int]:
    """Two islands' trays, the second's tile `k` one that plays at once; where the first
    holds that kind too, in the same place (one slot per kind): (first island, second
    island, that tile's index)."""
    scene = person.app.scene
    looks = {}
    for i in _usable(scene):
        person.click_on(Island(i))
        looks[i] = [(pygame.Rect(c), a) for c, a in zip(scene.ring.cards, scene.ring.actions,
                                                        strict=True)]
    for a, first in looks.items():
        for b, second in looks.items():
            for k, (card, act) in enumerate(second):
                if a != b and act.enabled and not act.builder and act.kind != "appoint":
                    assert all(r == card for r, other in first if other.kind == act.kind)
                    return a, b, k
    raise AssertionError("no two trays with a tile that plays at once")


def test_a_quick_click_on_a_tile_of_the_tray_just_opened_plays_it(tmp_path):
    """A tile plays when clicked, however soon after its tray opened: a quick hand clicks
    another island (its tray at once, a look: 0.25 s), then at once a tile of it (where
    the other tray had its kind too, or nothing); that tile's action plays, the one the
    tray shows
    (a guard that let such a click play nothing for 0.4 s swallowed quick players' and
    the LAN test's clicks; a tray changes only by the player's own click on the board,
    never under a still pointer)."""
    person = _person(tmp_path, (1280, 800), "fr", 125)
    try:
        scene = person.app.scene
        a, b, k = _two_trays(person)
        person.click_on(Island(a))
        person.click_on(Island(b))
        moves, kind = len(scene.game.log), scene.ring.actions[k].kind
        person.flick(scene.ring.cards[k].center)   # at once
        person.until(lambda: len(scene.game.log) > moves, seconds=0.2, what="the move")
        assert scene.game.log[moves]["type"] == kind, (scene.game.log[moves], kind)
    finally:
        person.close()
        fonts.set_text_size(100)


def test_the_same_tray_again_plays_at_once(tmp_path):
    """The same island's tray opened again (its tiles where they stood): a click on a
    tile plays at once."""
    person = _person(tmp_path, (1280, 800), "fr", 125)
    try:
        scene = person.app.scene
        i = _usable(scene)[0]
        person.click_on(Island(i))
        person.click_on(Island(i))
        k = next(k for k, a in enumerate(scene.ring.actions)
                 if a.enabled and not a.builder and a.kind != "appoint")
        moves = len(scene.game.log)
        person.flick(scene.ring.cards[k].center)
        person.until(lambda: len(scene.game.log) > moves, seconds=5, what="the move")
    finally:
        person.close()
        fonts.set_text_size(100)


@pytest.mark.parametrize("size, lang, text_size", LOOKS[1:])
def test_the_hints_words_are_read_with_a_tray_open(tmp_path, size, lang, text_size):
    """A tray open, H pressed: the Hint's words stand readable in the panel under the
    tray (more than its action's word: what it gains, and why where they fit), over
    none of the tray, never in the tray's free cells (F457; the log keeping the
    rows the tray leaves it, the whole words on hover: test_hint_keeps_log),
    steady from frame to frame (the log gives way under the tray while it speaks)."""
    person = _person(tmp_path, size, lang, text_size)
    try:
        scene = person.app.scene
        for i in _usable(scene)[:2]:
            person.click_on(Island(i))
            person.point(AWAY)
            person.key(pygame.K_h, unicode="h")
            person.until(lambda: scene.view().hint is not None, what="the Hint")
            person.wait(LOOK)
            box, words = scene.marks.label_rect, scene.marks.label
            hint = scene.view().hint
            assert scene.ring is not None and box is not None, i
            said, snap = scene.hints.words, scene.snap
            forms = (said(hint, snap), said(hint, snap, loses=False),  # (F391: without
                     said(hint, snap, named=True, loses=False),   # what it gives up)
                     said(hint, snap, short=True, loses=False), said(hint, snap, tiny=True),
                     # under another place's tray, its forms name the Hint's place (F340)
                     said(hint, snap, tiny=True, named=True),
                     t("hint.says", move=scene.hints.named(hint.command, snap)))
            ends = {ended(f, forms[0]) for f in forms}   # (its stop, or "…": F865)
            ends |= set(scene.hints.brief(hint, scene.view()))   # (its first sentence: F928)
            assert words in ends, (i, words)     # under the tray: not its action's
            assert not box.colliderect(scene.ring.rect) \
                and box.top > scene.ring.rect.bottom          # word alone, never in the
            #                                                   tray's free cells (F457)
            assert box.bottom <= scene.lay.buttons_top, box
            screen = person.app.screen
            ink = sum(sum(screen.get_at((x, y))[:3]) > 600
                      for x in range(box.x, box.right, 2) for y in range(box.y, box.bottom, 2))
            assert ink > 40, (i, "no words drawn")
            for _ in range(20):                 # it stays put, frame by frame
                person.wait(STEP)
                assert scene.marks.label_rect == box
            if words != ended(forms[0], forms[0]):      # the whole words on pointing at it
                person.point(box.center)
                person.wait(0.5)
                assert scene.hints.tip and scene.tip_rect is not None, (i, "no whole words")
                assert scene.marks.label == words and scene.marks.label_rect == box
                person.point(AWAY)
    finally:
        person.close()
        fonts.set_text_size(100)



@pytest.mark.parametrize("size, lang, text_size, least", [((1280, 800), "fr", 125, 19),
                                                          ((1024, 700), "de", 150, 20)])
def test_the_trays_badges_read_at_a_large_text_size(tmp_path, size, lang, text_size, least):
    """Fresh players 91 and 92 (125 and 150 %): the badges' figures on the tiles too
    small beside the log's words (16 px pills at 1280x800, 125 %). Drawn at least `least`
    px high; the window's nine-tile tray still inside the action area."""
    person = _person(tmp_path, size, lang, text_size)
    try:
        scene = person.app.scene
        for _ in _each_tray(person):
            ring = scene.ring
            if ring.badge_rects:
                break
        assert ring.badge_rects, "no tray with badges"
        assert min(b.h for b in ring.badge_rects) >= least, ring.badge_rects
        area = tray_room.ring_log(scene.acting, tray_open.tray_view(scene))
        assert ring.rows_height(scene.lay, 9) <= area.h or ring.form.wide, \
            (ring.rows_height(scene.lay, 9), area)
    finally:
        person.close()
        fonts.set_text_size(100)


LEAST = {(1280, 800): 13, (1920, 1080): 15}
TALLEST = {(1280, 800): 330, (1920, 1080): 380}     # px: the ten slots' glass (318, 364)


@pytest.mark.parametrize("size, lang, text_size", [((1280, 800), "fr", 125),
                                                   ((1920, 1080), "en", 100)])
def test_every_trays_words_are_large_and_whole_in_their_tiles(tmp_path, size, lang,
                                                               text_size):
    """The tray's words readable: 13 px at least at 1280x800, 125 % (15 at 1920x1080),
    each drawn whole inside its tile with its margin, the tray no higher than before
    (the tray's labels stood ~11 px). Every tray opened by a click through the real loop."""
    person = _person(tmp_path, size, lang, text_size)
    try:
        scene, trays = person.app.scene, 0
        for i in _each_tray(person):
            ring = scene.ring
            assert fonts.px(ring.word_size) >= LEAST[size], (i, fonts.px(ring.word_size))
            assert ring.rect.h <= TALLEST[size], (i, ring.rect)   # (it grows over nothing)
            assert not ring.rect.colliderect(pygame.Rect(scene.lay.board)), i
            for card, act in zip(ring.cards, ring.actions, strict=True):
                row = ring.word_slot(card)
                drawn = ring.word(act.kind, row.w)
                assert drawn.get_width() <= card.w - 2 * ring.inset, (act.kind, card)
                whole = fonts.text(t(f"ring.{act.kind}"), ring.word_size, bold=True,
                                   shadow=False).get_width()
                assert drawn.get_width() >= whole * CONDENSE - 1, act.kind   # (never cut)
                assert drawn.get_height() >= fonts.px(ring.word_size), act.kind
            trays += 1
        assert trays >= 2
    finally:
        person.close()


def _inked(badge: pygame.Surface, fill, y: int, x0: int, x1: int) -> bool:
    """Whether row `y` of the pill holds anything but its fill between x0 and x1."""
    return any(max(abs(a - b) for a, b in zip(badge.get_at((x, y))[:3], fill, strict=True))
               > 24 for x in range(x0, x1))


@pytest.mark.parametrize("h, size", [(20, 15), (23, 17), (16, 11)])
def test_a_cost_chip_has_air_round_its_number_and_novice(h, size):
    """Over and under what a chip says (its number, its novice), `pill_air` rows of its
    fill only, inside its rim; between the number and the novice a gap; the novice never
    as tall as the pill (it touched the rim and the number)."""
    pygame.init()
    air = pill_air(h)
    assert air >= 3
    for badge, fill in ((cost_badge(2, (), "yellow", h, size), COST_FILL),
                        (gain_badge(1, "novice", "red", h, size), GAIN_FILL),
                        (cost_badge(1, ("herbs",), "blue", h, size), COST_FILL)):
        w = badge.get_width()
        for y in [*range(1, air), *range(h - air, h - 1)]:
            assert not _inked(badge, fill, y, h // 2, w - h // 2), (h, y, w)
        cols = [x for x in range(w) if any(
            max(abs(a - b) for a, b in zip(badge.get_at((x, y))[:3], fill, strict=True)) > 24
            for y in range(h // 2 - 2, h // 2 + 3))]        # (its middle rows: the rim
        inner = [x for x in cols if 2 <= x < w - 2]     # there at its ends alone)
        assert min(inner) >= 2 * air - 1 and max(inner) <= w - 2 * air, (h, inner, w)
    assert action_art._roomy(pygame.Surface((10, h)), h).get_height() == h - 2 * air
