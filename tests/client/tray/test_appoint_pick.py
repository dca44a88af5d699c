"""Appoint where more than one temple tile may be claimed (fresh15 took the first lit tile
by pressing Appoint and never found that a click on the board chose another): pressing
it lights the tiles and asks for one, over a Cancel button (Esc too), as a move being
built does; a click on a lit tile plays that Appointment. Played in the real loop at
normal speed."""

from __future__ import annotations

import random

import pygame
import pytest
from human import Person, named
from layout_check import draw_recorded, pixels, ring_recorded
from positions import blank, claim, give, isl, novices, play
from test_scoring_summary import open_at

from luna.client.board.marks import Hint
from luna.client.board.targets import Island, Tile
from luna.client.demo.driver import frames, make_app, target_rect
from luna.client.game import planning, tray_open
from luna.client.game.actions import actions_at, effect_of, gives
from luna.client.game.choices import rule_text
from luna.client.game.frame import pointed_words
from luna.client.game.hover import LONG_LOOK
from luna.client.game.tile_paint import ARMED, armed
from luna.client.game.tooltips import headless, tooltip
from luna.client.opening import open_game
from luna.engine import new_game
from luna.engine.data import KINDS
from luna.engine.temple import guardian_value
from luna.engine.temple_actions import consecration_gain
from luna.text import kind, set_language, t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def _position():
    """Player 0: 3 active novices on the Sailboat island and the Bribery favour, so its
    Appointment may claim tile 6 (released) or tile 10 (with bribery)."""
    s = blank(players=3)
    novices(s, isl(s, "sailboat"), 0, active=3)
    give(s, 0, "bribery")
    novices(s, isl(s, "shrine"), 1, active=3)
    novices(s, isl(s, "book"), 2, active=3)
    return s


def _hints_appointment_open(person):
    """The Sailboat island's tray opened with the Hint's Appointment (tile 6 of 6 and 10)
    in it: (snap, scene, log length, its command, its tile's rect, its action)."""
    snap = _position()
    open_at(person, play(snap))
    scene = person.scene
    n = len(scene.game.log)
    cmd = next(c for c in scene.legal if c["type"] == "appoint" and c["tile"] == 6)
    scene.hints.hint = Hint(cmd, n)
    person.click_on(Island(isl(snap, "sailboat")))
    rect, act = person.card("appoint")
    assert act.tiles == [6, 10] and act.hints_choice
    return snap, scene, n, cmd, rect, act


def test_an_appointment_that_spends_the_bribery_favour_says_so(person):
    """Where the one tile within reach needs bribery, the tile plays it at a second
    click (test_a_move_only_a_favour_makes_legal_asks_before_it_plays): its hover text
    says, from the engine's command, that it uses the Bribery favour (the
    button shows "-2" and the favour's small coin only); one that spends none says nothing
    of a favour."""
    snap = _position()
    claim(snap, 6, 1)                         # only tile 10 is left: with bribery
    sailboat = isl(snap, "sailboat")
    open_at(person, play(snap))
    scene = person.scene
    person.click_on(Island(sailboat))
    rect, act = person.card("appoint")
    assert act.tiles == [10] and act.command["bribe"]
    person.point(rect.center)
    uses = t("ring.uses_favour", kind=kind("bribery"))
    assert uses in scene.hover.words, scene.hover.words
    rect, _ = person.card("recruit")
    person.point(rect.center)
    assert scene.hover.words and not any(t("ring.uses_favour", kind=kind(k)) in
                                         scene.hover.words for k in KINDS), scene.hover.words


def _only_bribed(person) -> tuple:
    """The Sailboat island's tray open where its one Appointment (tile 10) needs the
    Bribery favour: (the scene, the log's length before)."""
    snap = _position()
    claim(snap, 6, 1)                         # only tile 10 is left: with bribery
    open_at(person, play(snap))
    scene = person.scene
    n = len(scene.game.log)
    person.click_on(Island(isl(snap, "sailboat")))
    return scene, n


def test_a_move_only_a_favour_makes_legal_asks_before_it_plays(person):
    """A click on Appointment returned the Bribery favour and claimed the tile at once,
    with no choice or confirm (F571). Where only the favour makes the move legal, the
    first click says which favour it spends and plays nothing; a second plays it. By
    clicks on the real loop at normal speed."""
    scene, n = _only_bribed(person)
    rect, act = person.card("appoint")
    assert act.tiles == [10] and act.command["bribe"]
    person.click(rect.center)
    person.wait(0.3)
    asked = t("tray.favour_again", kind=kind("bribery"))
    assert len(scene.game.log) == n and scene.ring is not None
    assert asked in [m for m, _ in person.app.toasts], person.app.toast_words()
    assert kind("bribery") in asked
    person.click(rect.center)
    person.wait(0.3)
    assert len(scene.game.log) > n and scene.game.log[n]["type"] == "appoint", \
        scene.game.log[n:]
    assert scene.game.log[n].get("bribe"), scene.game.log[n]
    assert asked not in [m for m, _ in person.app.toasts], person.app.toast_words()


def test_a_tile_whose_next_click_spends_a_favour_looks_armed(person):
    """After the first click on a tile only a favour makes legal nothing looked armed,
    and the player waited for a move already played (F1003): the tile stands pressed in
    (its warm fill, a bright rim) and says "Click again" in its word's place, in every
    language, till its move is played. The real loop at normal speed."""
    scene, n = _only_bribed(person)
    rect, act = person.card("appoint")

    def pressed_in() -> int:
        person.look()
        return sum(px == ARMED for px in pixels(person.app.screen, rect.inflate(-6, -6)))

    def said() -> list[str]:
        return [d.words for d in ring_recorded(person.app, scene.ring).texts
                if rect.contains(d.rect)]
    person.point(rect.center)
    assert pressed_in() == 0 and t("ring.armed") not in said()
    person.click(rect.center)
    person.wait(0.3)
    assert len(scene.game.log) == n and armed(act)
    assert pressed_in() > rect.w * rect.h // 8, "the armed tile is not drawn pressed in"
    assert t("ring.armed") in said() and t("ring.appoint") not in said(), said()
    person.click(rect.center)
    person.wait(0.3)
    assert len(scene.game.log) > n and scene.game.log[n]["type"] == "appoint"


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_an_armed_tiles_words_fit_it(tmp_path, language):
    """"Click again" stands whole on the smallest tray's tile in every language."""
    p = Person(tmp_path, size=(1024, 640), language=language)
    try:
        scene, _ = _only_bribed(p)
        rect, act = p.card("appoint")
        p.click(rect.center)
        p.wait(0.3)
        words = [d for d in ring_recorded(p.app, scene.ring).texts if rect.contains(d.rect)]
        assert t("ring.armed") in [d.words for d in words], [d.words for d in words]
    finally:
        p.close()
        set_language("en")


def test_a_favours_ask_leaves_with_its_tray(person):
    """The ask of a first take stood on after its move was played and the round scored:
    it says what the tile's next click does, so it goes the moment no tile stands asked
    (its move played: above; the tray closed by Esc: here). The real loop."""
    scene, n = _only_bribed(person)
    rect, _ = person.card("appoint")
    person.click(rect.center)
    person.wait(0.3)
    asked = t("tray.favour_again", kind=kind("bribery"))
    assert asked in [m for m, _ in person.app.toasts], person.app.toast_words()
    person.key(pygame.K_ESCAPE)
    person.wait(0.2)
    assert scene.ring is None and len(scene.game.log) == n
    assert asked not in [m for m, _ in person.app.toasts], person.app.toast_words()


def test_a_click_as_the_tiles_hover_text_appears_says_its_ask_beside_it(person):
    """A click on a tile whose move only a favour makes legal, the pointer moved there
    0.15 s before (its hover text just standing), seemed to do nothing: its ask stood
    only at the board's foot. The tile's hover text, beside the pointer, says it first,
    unmoved; a second click there plays it. The real loop at normal speed."""
    scene, n = _only_bribed(person)
    rect, _ = person.card("appoint")
    person.point((rect.centerx, rect.bottom + 40))      # off it, then onto it as a hand
    person._post(pygame.MOUSEMOTION, rect.center, rel=(1, 1), buttons=(0, 0, 0))
    person._at = rect.center
    person.wait(0.15)
    asked = t("tray.favour_again", kind=kind("bribery"))
    rule = headless(rule_text("appoint", scene.snap))
    assert rule in scene.hover.words                    # its rule, read before the click
    person.flick(rect.center)
    assert len(scene.game.log) == n and scene.hover_text.rect is not None
    words = scene.hover.words                           # the ask leads, the move after it,
    assert words.startswith(asked) and rule not in words, words   # its rule not again (F842)
    said = scene.ring.tip_said                          # (as drawn: brief at first, F916)
    assert said.startswith(asked), said
    drawn = scene.ring._tips.get(said)                  # (its box, as drawn)
    assert drawn is not None and drawn.get_size() == scene.hover_text.rect.size, \
        list(scene.ring._tips)
    person.flick(rect.center)
    person.wait(0.3)
    assert len(scene.game.log) > n and scene.game.log[n]["type"] == "appoint"


def test_appoint_with_several_tiles_asks_for_the_tile_on_the_board(person):
    snap = _position()
    sailboat = isl(snap, "sailboat")
    open_at(person, play(snap))
    scene = person.scene
    n = len(scene.game.log)
    person.click_on(Island(sailboat))
    rect, act = person.card("appoint")
    assert act.tiles == [6, 10]
    person.point(rect.center)                # its hover text says the tile comes next
    person.until(lambda: bool(scene.hover.words), what="the tile's hover text")
    assert "6; 10" in scene.hover.words, scene.hover.words
    person.click(rect.center)
    person.wait(0.3)
    assert len(scene.game.log) == n, "Appoint played a tile nobody chose"
    assert scene.ring is None
    # the tiles glow, the island they come from too; the prompt stands under Cancel,
    # where a planned move's words stand (F654)
    assert {Tile(6), Tile(10), Island(sailboat)} <= scene.acting.lit(scene.view())
    help_rect, panel = scene.move_help.rect, pygame.Rect(scene.lay.panel)
    assert help_rect is not None and panel.contains(help_rect)
    assert [b.text for b in person.buttons() if b.text == t("btn.cancel_move")]
    cancel = person.button(t("btn.cancel_move"))
    assert cancel.is_enabled and not cancel.rect.colliderect(help_rect)
    assert help_rect.top >= cancel.rect.bottom
    # Esc: back, nothing played, nothing lit of it
    person.key(pygame.K_ESCAPE)
    assert scene.acting.tile_pick is None and scene.move_help.rect is None
    assert t("btn.cancel_move") not in person.usable()
    assert len(scene.game.log) == n
    # Cancel works as Esc does
    person.click_on(Island(sailboat))
    person.take("appoint")
    person.press(t("btn.cancel_move"))
    assert scene.acting.tile_pick is None and len(scene.game.log) == n
    # and a lit tile chosen plays that Appointment (tile 10, with bribery)
    person.click_on(Island(sailboat))
    person.take("appoint")
    person.point(target_rect(scene, Tile(10)).center)
    person.click(target_rect(scene, Tile(10)).center)
    person.until(lambda: len(scene.game.log) > n, what="the Appointment")
    cmd = scene.game.log[n]
    assert (cmd["type"], cmd["tile"], cmd["bribe"]) == ("appoint", 10, True)
    assert scene.acting.tile_pick is None and t("btn.cancel_move") not in person.usable()


def test_the_trays_tile_names_the_tiles_that_spend_the_favour(person):
    """F897: the Appointment's tray tile listed "the lit tiles (13, 23)", and tile 23
    clicked spent the Bribery favour unannounced. Its hover names, from the engine's
    commands, the tiles it reaches only by bribery before the click; the plain tile
    spends none when clicked."""
    snap = _position()
    open_at(person, play(snap))
    scene = person.scene
    n = len(scene.game.log)
    person.click_on(Island(isl(snap, "sailboat")))
    rect, act = person.card("appoint")
    assert act.tiles == [6, 10]
    person.point(rect.center)
    person.until(lambda: bool(scene.hover.words), what="the tile's hover text")
    said = t("pick.bribed", count=1, tiles="10")
    assert t("ring.pick_tile", tiles=f"6; {said}") in scene.hover.words, scene.hover.words
    person.click(rect.center)
    person.point(target_rect(scene, Tile(6)).center)
    person.click(target_rect(scene, Tile(6)).center)
    person.until(lambda: len(scene.game.log) > n, what="the Appointment")
    assert (scene.game.log[n]["tile"], scene.game.log[n]["bribe"]) == (6, False)
    assert "bribery" in scene.game.state.favours[0]      # reached without it: kept


def test_a_lit_tile_says_what_claiming_it_gives(person):
    """F584: a lit temple tile hovered while an Appointment's tile was chosen said what
    the tile is, not what claiming it gives. Each says its move's preview, as a one-tile
    Appointment's tray tile does (the favour it spends, the influence now, the coming
    scoring's change, from the engine's dry run), then what it is. The real loop."""
    snap = _position()
    open_at(person, play(snap))
    scene = person.scene
    person.click_on(Island(isl(snap, "sailboat")))
    person.take("appoint")
    act = scene.acting.tile_pick
    assert act is not None and act.tiles == [6, 10]
    uses = t("ring.uses_favour", kind=kind("bribery"))
    for tile, bribed in ((6, False), (10, True)):
        aim = Tile(tile)
        person.point(target_rect(scene, aim).center)
        person.until(lambda aim=aim: scene.hover == aim and scene.hover_text.rect is not None,
                     what=f"tile {tile}'s hover text")
        person.wait(LONG_LOOK + 0.1)          # its whole text: the pointer rests on (F916)
        _, words = pointed_words(scene, scene.view())
        cmd = act.variant(tile=tile)
        assert (cmd["tile"], cmd["bribe"]) == (tile, bribed)
        said = gives(effect_of(scene.game, cmd))
        assert said and all(line in words for line in said), (said, words)
        assert (uses in words) == bribed, words
        assert _worth(scene, tile) in words, words      # and its worth when consecrated
        assert words.endswith(tooltip(Tile(tile), scene.snap)), words   # what it is
        # its text off the other lit tiles, so they can be compared (F942)
        box = scene.hover_text.rect
        lit = [pygame.Rect(r) for r, tg in scene.board.hits
               if tg in {Tile(o) for o in act.tiles if o != tile}]
        assert box.collidelist(lit) < 0, (tile, box, lit)


def _worth(scene, tile: int) -> str:
    """What a Consecration of `tile` by player 0 gains as the position stands, by the
    engine's count (the value under the Temple Guardian, none expelled here)."""
    state = scene.game.state
    points = consecration_gain(state, 0, tile)
    assert points == guardian_value(state) >= 2
    return t("ring.appoint.worth", points=points)


def test_the_hints_appointment_says_one_message_and_the_tiles_worth(person):
    """F804: the Hint's Appointment tile (of two tiles within reach) said "Hint's move:
    one click plays it" and "click here, then the tile" at once. The Hint's tile plays
    its tile at one click and says that alone, with what the move gives and the tile's
    worth when consecrated ("changes nothing at the coming scoring" said alone hid it);
    the one click plays the Hint's tile. The real loop."""
    snap, scene, n, cmd, rect, act = _hints_appointment_open(person)
    person.point(rect.center)
    person.until(lambda: bool(scene.hover.words), what="the tile's hover text")
    words = scene.hover.words
    assert t("ring.hint_move") in words, words
    assert t("ring.pick_tile", tiles="6, 10") not in words, words       # one message
    assert all(line in words for line in gives(effect_of(scene.game, cmd))), words
    assert _worth(scene, 6) in words, words
    person.click(rect.center)
    person.until(lambda: len(scene.game.log) > n, what="the Hint's Appointment")
    assert (scene.game.log[n]["tile"], scene.game.log[n]["bribe"]) == (6, False)


def test_appoint_with_one_tile_plays_it_at_once(person):
    """Without a choice the button plays, as every other action's does."""
    snap = _position()
    snap["favours"][0] = []                  # no bribery: tile 6 only
    snap["islands"][isl(snap, "bribery")]["favours"] += 1
    open_at(person, play(snap))
    scene = person.scene
    n = len(scene.game.log)
    person.click_on(Island(isl(snap, "sailboat")))
    _, act = person.card("appoint")
    assert act.tiles == [6]
    person.take("appoint")
    person.until(lambda: len(scene.game.log) > n, what="the Appointment")
    assert scene.game.log[n]["tile"] == 6 and scene.acting.tile_pick is None


def test_the_panels_buttons_act_while_the_tile_is_asked_for(person):
    """fresh20: Hint pressed while the Appointment's tile was asked for closed the game
    (IndexError: the question has Cancel alone where a built move has Confirm too)."""
    snap = _position()
    sailboat = isl(snap, "sailboat")
    open_at(person, play(snap))
    scene = person.scene
    person.click_on(Island(sailboat))
    person.take("appoint")
    assert scene.acting.tile_pick is not None
    speed = person.app.settings.speed
    person.press(t("btn.hint"))
    person.until(lambda: scene.view().hint is not None, what="the Hint")
    person.press(next(named(b) for b in person.buttons()
                      if named(b).startswith(t("btn.speed", speed=""))))
    person.wait(0.2)
    assert person.app.settings.speed != speed
    person.key(pygame.K_ESCAPE)
    assert scene.acting.tile_pick is None


def test_in_french_the_moves_cancel_is_told_from_undo_below_it(tmp_path):
    """The French Undo and Redo are the usual "Annuler" and "Rétablir" ("Défaire"
    and "Refaire" read oddly); the Cancel of the move being built stands above Undo (where
    the tray stood) and says "Renoncer", so no two buttons of the panel say one word."""
    p = Person(tmp_path, language="fr")
    try:
        snap = _position()
        open_at(p, play(snap))
        p.click_on(Island(isl(snap, "sailboat")))
        p.take("appoint")
        p.wait(0.3)
        shown = [named(b) for b in p.buttons()]
        assert "Renoncer" in p.usable() and {"Annuler", "Rétablir"} <= set(shown), shown
        assert len(shown) == len(set(shown)), shown
        cancel, undo = p.button("Renoncer").rect, p.button("Annuler").rect
        assert cancel.bottom <= undo.top
    finally:
        p.close()


def test_meditate_waits_while_the_tile_is_asked_for(person):
    """A move half built (the Appointment's tile asked for): Meditate is greyed and says
    why, its click ends no turn; the tile chosen or the pick cancelled, it works again."""
    snap = _position()
    open_at(person, play(snap))
    scene = person.scene
    n = len(scene.game.log)
    meditate = t("btn.meditate")
    assert meditate in person.usable()
    person.click_on(Island(isl(snap, "sailboat")))
    person.take("appoint")
    assert scene.acting.tile_pick is not None
    assert meditate in person.greyed()
    button = person.button(meditate)
    assert button.tool_tip_text == t("why.finish_move")
    person.click(button.rect.center)
    person.wait(0.3)
    planning.press_act(scene)                 # the candles' way to it: refused alike
    person.wait(0.3)
    assert len(scene.game.log) == n and scene.acting.tile_pick is not None
    person.key(pygame.K_ESCAPE)              # cancelled: Meditate may be pressed again
    assert scene.acting.tile_pick is None and meditate in person.usable()


def _bribe_choice():
    """A game where the player to move may appoint from one island to several tiles, one
    of them only with the bribery favour; and that island."""
    for seed in range(300):
        g = new_game(players=3, seed=seed, setup="random", seats=[{"kind": "human"}] * 3)
        rng = random.Random(seed)
        for _ in range(120):
            if g.is_over:
                break
            legal = g.legal()
            by_isl: dict = {}
            for c in legal:
                if c["type"] == "appoint":
                    by_isl.setdefault(c["island"], []).append(c)
            for i, cs in by_isl.items():
                plain = {c["tile"] for c in cs if not c.get("bribe")}
                bribed = {c["tile"] for c in cs if c.get("bribe")} - plain
                if plain and bribed:
                    return g, i, sorted(plain), sorted(bribed)
            g.apply(rng.choice(legal))
    raise AssertionError("no such Appointment met")


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_the_tiles_that_spend_the_bribery_favour_are_named_before_the_click(tmp_path,
                                                                           code):
    """An Appointment's tile chosen on the board: the tiles it reaches only by spending
    the bribery favour are named as such before the click (tile 15 was clicked among
    "9, 11, 15" and the log said only afterwards that the Bribery favour was gone). Words
    in four languages; the prompt as drawn on a frame of the real loop."""
    game, i, plain, bribed = _bribe_choice()
    app = make_app(tmp_path, speed="normal", size=(1280, 800), language=code, menu=False)
    try:
        open_game(app, game, autosave=False)
        frames(app, 30)
        scene = app.scene
        act = next(a for a in actions_at(Island(i), scene.legal, scene.snap,
                                         game.to_move, game) if a.kind == "appoint")
        tray_open.start_tile_pick(scene, act)
        frames(app, 10)
        words = scene.acting.pick_words(scene.view())
        said = t("pick.bribed", count=len(bribed), tiles=", ".join(map(str, bribed)))
        assert said in words, words
        head = words.split(said)[0]
        assert all(str(x) in head for x in plain), words
        shown = " ".join(d.words for d in draw_recorded(app).texts)
        last = said.split()[-1]                  # the prompt's words on screen
        assert last.strip(".,)") in shown, shown
    finally:
        set_language("en")


def test_a_tray_with_appointment_marks_the_tiles_it_may_claim(person):
    """The Appointment's claimable tiles did not show until its tile was pressed: the
    board's light, a thin gold rim on a cream tile, went unseen (F739). While the tray
    stands, each tile its Appointment may claim (the engine's legal moves: 6 released,
    10 with the Bribery favour) has a dark rim round it; a tile it may not claim has
    none. On the real loop."""
    from luna.client.game.tray_claims import RIM, claims
    snap = _position()
    sailboat = isl(snap, "sailboat")
    open_at(person, play(snap))
    scene = person.scene
    person.click_on(Island(sailboat))
    assert scene.ring is not None
    assert claims(scene.ring.actions) == {6: False, 10: True}

    def rimmed(tile: int) -> bool:
        r = scene.board.rect_of(Tile(tile))
        return person.app.screen.get_at((r.centerx, r.top - 2))[:3] == RIM
    assert rimmed(6) and rimmed(10)
    assert not rimmed(9) and not rimmed(5)


def test_with_the_hints_appointment_the_tile_its_click_takes_alone_is_marked(person):
    """F979: two tiles marked for the tray's Appointment (tile 10 only with the Bribery
    favour), and one click played the other at once: the Appointment was the Hint's,
    whose one click plays the Hint's tile. What is marked is what a click takes: that
    tile alone, and the click plays it. On the real loop."""
    from luna.client.game.tray_claims import RIM, claims
    snap, scene, n, cmd, rect, act = _hints_appointment_open(person)
    assert claims(scene.ring.actions) == {6: False}
    person.wait(0.1)

    def rimmed(tile: int) -> bool:
        r = scene.board.rect_of(Tile(tile))
        return person.app.screen.get_at((r.centerx, r.top - 2))[:3] == RIM
    assert rimmed(6) and not rimmed(10)
    person.click(rect.center)
    person.until(lambda: len(scene.game.log) > n, what="the Hint's Appointment")
    assert scene.game.log[n]["tile"] == 6


def test_a_favours_ask_stands_in_one_place(person):
    """F848: "This spends your Bribery favour…" stood both in the tile's hover text and
    in a note over the Book island's badge. The ask stands in one place: in the tile's
    text where it stands (the pointer on the tile), else as a note; never both."""
    scene, n = _only_bribed(person)
    rect, _ = person.card("appoint")
    person.click(rect.center)
    person.wait(0.3)
    asked = t("tray.favour_again", kind=kind("bribery"))
    assert asked in [m for m, _ in person.app.toasts], person.app.toast_words()
    assert scene.hover.words.startswith(asked)          # the tile's text says it
    assert not person.app.toast_rects, person.app.toast_rects    # and no note too
    person.point((rect.centerx, scene.lay.board[1] + 6))      # off the tile, the tray
    assert scene.ring is not None and asked in [m for m, _ in person.app.toasts]  # asking:
    assert len(person.app.toast_rects) == 1 and scene.hover_text.rect is None, \
        (person.app.toast_rects, scene.hover_text.rect)                     # the note alone


def test_the_tile_prompt_breaks_its_line_where_the_room_ends():
    """"click a lit temple / tile (17, 19)" broke after "temple" with room left for
    "tile": the list's opening "(17," was glued to the word before it as a clause's
    number. A line breaks before a list in parentheses; the list itself stays whole
    (its last number never alone: F056)."""
    from luna.client.window.fonts import font, wrap
    pygame.init()
    words = t("pick.appoint", island="the Book island", tiles="17, 19")
    head = words.split(" (17,")[0]
    width = font(16).size(head)[0] + 4
    lines = wrap(words, 16, width)
    assert lines[0] == head, lines
    assert lines[1].startswith("(17, 19)."), lines
